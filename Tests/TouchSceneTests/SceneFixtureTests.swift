import Testing
import TouchCore
@testable import TouchScene

/// The scene shapes of the conformance examples load as written (scene-format.md).
@Suite struct SceneFixtureTests {
    private func view(_ node: NodeDescription?) -> ViewDescription? {
        if case .view(let v) = node { return v }
        return nil
    }

    private func controller(_ node: NodeDescription?) -> ControllerDescription? {
        if case .controller(let c) = node { return c }
        return nil
    }

    @Test func nestedRecognizersUnderAController() throws {
        let scene = try loadFixture("nested-recognizers")
        #expect(scene.title == "Nested recognizers")
        #expect(scene.device.screen == Size(width: 414, height: 736))
        let vc = try #require(controller(scene.windows.first?.root))
        #expect(vc.name == "MainVC" && vc.touches == .inherit && vc.location == SourceLocation(line: 10, column: 7))
        #expect(vc.view.name == "Content" && vc.view.frame == Rect(x: 0, y: 0, width: 414, height: 736))
        let p = try #require(view(vc.view.subviews.first))
        #expect(p.color == "#FFD60A" && p.touches == .forward)
        let tap = try #require(p.gestures.first)
        #expect(tap.kind == .tap && tap.name == "P_tap" && tap.action == "pTapped" && tap.target == nil)
        #expect(tap.delegate?.object == "P" && tap.delegate?.simultaneousWith == .all)
        #expect(p.subviews.compactMap { view($0)?.name } == ["Q", "R"])
        let r = try #require(view(p.subviews.last))
        #expect(r.subviews.compactMap { view($0)?.name } == ["S", "T"])
        #expect(view(p.subviews.first)?.color == "orange")
        #expect(scene.scenarios == [ScenarioDescription(name: "tap S", steps: [.tap(points: [Point(150, 327)], count: 1, hold: 0.08, interval: 0.15)],
                                                        location: SourceLocation(line: 48, column: 5))])
    }

    @Test func controllerHandlingTouchesWithAButton() throws {
        let scene = try loadFixture("view-and-button")
        let vc = try #require(controller(scene.windows.first?.root))
        #expect(vc.touches == .handle && vc.implements == ["backgroundTapped", "okPressed"])
        #expect(vc.view.gestures.first?.target == "HomeVC")
        let button = try #require(view(vc.view.subviews.last))
        #expect(button.kind == .button && button.text == "OK")
        #expect(button.userInteractionEnabled == nil, "left to the kind's default")
        #expect(button.control?.actions == [ControlActionDescription(event: .touchUpInside, target: "HomeVC", action: "okPressed",
                                                                     location: SourceLocation(line: 26, column: 17))])
        #expect(button.scroll == nil)
        #expect(scene.scenarios.map(\.name) == ["tap background", "tap card", "press and hold card"])
        #expect(scene.scenarios[2].steps == [.down(finger: 1, at: Point(140, 220)), .wait(seconds: 5), .up(fingers: [1])])
    }

    @Test func singleTapRequiringADoubleTapToFail() throws {
        let scene = try loadFixture("single-waits-for-double")
        let root = try #require(view(scene.windows.first?.root))
        let picture = try #require(view(root.subviews.first))
        #expect(picture.gestures.map(\.name) == ["singleTap", "doubleTap"])
        #expect(picture.gestures[0].requireToFail == ["doubleTap"] && picture.gestures[0].numberOfTapsRequired == nil)
        #expect(picture.gestures[1].numberOfTapsRequired == 2)
        #expect(scene.scenarios[1].steps == [.tap(points: [Point(195, 350)], count: 2, hold: 0.08, interval: 0.15)])
    }

    @Test func siblingsKeepTheirOrderOfAddition() throws {
        let scene = try loadFixture("sibling-order")
        #expect(scene.device == DeviceParameters(), "rule P: no overrides, every default")
        let w = try #require(view(view(scene.windows.first?.root)?.subviews.first))
        let y = try #require(view(w.subviews.last))
        #expect(y.subviews.compactMap { view($0)?.name } == ["Y1", "Y2"])
        #expect(view(y.subviews.last)?.frame == Rect(x: 170, y: 10, width: 150, height: 150))
        #expect(scene.windows.first?.frame == nil && scene.windows.first?.level == 0 && scene.windows.first?.hidden == false)
    }

    @Test func defaultsOfAViewWrittenWithOnlyItsName() throws {
        let scene = try SceneLoader.parse(yaml: "windows: [ { name: W, root: { name: V } } ]", file: "dir/plain.yaml")
        #expect(scene.title == "plain", "the file's name stands in for a missing 'scene:'")
        #expect(scene.app == AppDescription())
        let v = try #require(view(scene.windows.first?.root))
        var expected = ViewDescription(name: "V")
        expected.location = SourceLocation(line: 1, column: 29)
        #expect(v == expected)
    }

    @Test func zeroWindowsAndZeroScenariosAreAllowed() throws {
        let scene = try SceneLoader.parse(yaml: "scene: Empty\n", file: "empty.yaml")
        #expect(scene.windows.isEmpty && scene.scenarios.isEmpty)
    }
}
