import Foundation
import Testing
import TouchCore
import TouchScene
@testable import TouchViz

@Suite struct InspectorTests {
    func inspector(_ yaml: String = Scenes.nested, size: Size = Size(width: 1280, height: 800)) -> Inspector {
        let i = Inspector(scene: Scenes.load(yaml), size: size, workingDirectory: NSTemporaryDirectory())
        _ = i.handle(.tick(seconds: 0))
        return i
    }

    func window(_ i: Inspector, _ p: Point) -> Point { i.layout.transform.point(p) }

    @Test func theScreenFitsBesideThePanels() {
        let i = inspector()
        let l = i.layout
        #expect(l.screen.maxY <= 800 && l.screen.minY >= l.scenarioBar.maxY)
        #expect(approx(l.screen.height, 736 * l.transform.scale))
        for panel in [l.recognizers, l.log, l.pipeline, l.timeline] {
            #expect(panel != nil)
            #expect(panel!.minX >= l.screenColumn.maxX, "panels beside the screen")
        }
        _ = i.handle(.resize(Size(width: 1600, height: 1000)))
        #expect(i.layout.transform.scale > l.transform.scale)
        for key in ["r", "l", "p", "t"] { _ = i.handle(.key(key, [])) }
        #expect(i.layout.timeline == nil && i.layout.log == nil)
        #expect(approx(i.layout.screen.midX, 800, 1), "alone, the device is centred")
        let texts = i.render().texts
        #expect(!texts.contains("Timeline") && !texts.contains("Log"))
    }

    @Test func everyKeyIsInTheHelp() {
        let i = inspector()
        #expect(!i.render().texts.contains("TouchScope — keys"))
        _ = i.handle(.key("?", [.shift]))
        let texts = i.render().texts
        #expect(texts.contains("TouchScope — keys"))
        for binding in KeyBindings.help {
            #expect(texts.contains(binding.keys), "\(binding.keys) is listed")
        }
        _ = i.handle(.key("escape", []))
        #expect(!i.panels.help)
    }

    @Test func eachPanelHasItsKey() {
        let i = inspector()
        for (key, keyPath) in [("h", \PanelSet.hitTest), ("r", \.recognizers), ("t", \.timeline), ("p", \.pipeline), ("l", \.log),
                               ("f", \.thresholds), ("n", \.names)] {
            let before = i.panels[keyPath: keyPath]
            _ = i.handle(.key(key, []))
            #expect(i.panels[keyPath: keyPath] == !before, "\(key) toggles")
        }
    }

    @Test func thePointerIsFingerOneOnTheScreen() {
        let i = inspector()
        _ = i.handle(.pointerDown(window(i, Point(150, 327)), []))
        #expect(i.live.device.activeTouches.map(\.finger) == [1])
        #expect(i.live.device.activeTouches.first?.view?.name == "D")
        #expect(i.isAnimating, "a finger is down")
        _ = i.handle(.pointerMove(window(i, Point(180, 330)), [], pressed: true))
        #expect(approx(i.live.device.activeTouches.first!.location.x, 180, 0.01))
        _ = i.handle(.pointerUp(window(i, Point(180, 330)), []))
        #expect(i.live.device.activeTouches.isEmpty)
        let index = i.live.index
        #expect(index.touches.count == 1 && index.touches[0].endPhase == .ended)
        #expect(i.traceJSONLines().contains("\"kind\":\"touch.create\""))
        // Outside the screen, nothing happens.
        _ = i.handle(.pointerDown(Point(i.layout.screen.maxX + 5, i.layout.screen.midY), []))
        #expect(i.live.device.activeTouches.isEmpty)
    }

    @Test func optionDragIsTwoFingersMirroredAboutTheCentre() {
        let i = inspector()
        let center = Point(207, 368)
        _ = i.handle(.pointerDown(window(i, Point(150, 300)), [.option]))
        var touches = i.live.device.activeTouches
        #expect(touches.map(\.finger) == [1, 2])
        #expect(touches[1].location.distance(to: Point(2 * center.x - 150, 2 * center.y - 300)) < 0.01)
        _ = i.handle(.pointerMove(window(i, Point(120, 300)), [.option], pressed: true))
        touches = i.live.device.activeTouches
        #expect(touches[1].location.distance(to: Point(2 * center.x - 120, 2 * center.y - 300)) < 0.01, "pinch out")
        // Shift+Option: both fingers travel together.
        _ = i.handle(.pointerMove(window(i, Point(120, 350)), [.option, .shift], pressed: true))
        touches = i.live.device.activeTouches
        #expect(touches[0].location.distance(to: Point(120, 350)) < 0.01)
        #expect(touches[1].location.distance(to: Point(2 * center.x - 120, 2 * center.y - 300 + 50)) < 0.01)
        _ = i.handle(.pointerUp(window(i, Point(120, 350)), [.option, .shift]))
        #expect(i.live.device.activeTouches.isEmpty)
    }

    @Test func touchScreenFingersAreTouchesOfTheirOwn() {
        let i = inspector()
        _ = i.handle(.fingerDown(id: 77, window(i, Point(100, 200))))
        _ = i.handle(.fingerDown(id: 12, window(i, Point(300, 200))))
        #expect(i.live.device.activeTouches.map(\.finger) == [1, 2])
        _ = i.handle(.fingerMove(id: 12, window(i, Point(310, 210))))
        #expect(i.live.device.activeTouch(finger: 2)!.location.distance(to: Point(310, 210)) < 0.01)
        _ = i.handle(.fingerUp(id: 77, .zero))
        #expect(i.live.device.activeTouches.map(\.finger) == [2])
        _ = i.handle(.fingerDown(id: 5, window(i, Point(50, 50))))
        #expect(i.live.device.activeTouches.map(\.finger) == [2, 1], "the lowest free number")
    }

    @Test func theVirtualClockFollowsTheWallClockSoTimersFire() {
        let yaml = """
        scene: Press
        windows:
          - name: Main
            root:
              name: Root
              gestures: [ { kind: longPress, name: press, action: pressed } ]
        """
        let i = inspector(yaml)
        _ = i.handle(.tick(seconds: 10))
        _ = i.handle(.pointerDown(window(i, Point(100, 100)), []))
        #expect(i.live.device.hasPendingTimers)
        _ = i.handle(.tick(seconds: 10.01))   // the first frame after the press: the clock takes up from the press
        _ = i.handle(.tick(seconds: 10.41))
        #expect(i.live.index.recognizer(labelled: "press")?.state(at: i.live.index.count) == .possible)
        _ = i.handle(.tick(seconds: 10.61))
        #expect(i.live.index.recognizer(labelled: "press")?.state(at: i.live.index.count) == .began, "minimumPressDuration fired live")
        #expect(approx(i.live.device.now.seconds, 0.6, 1e-6), "the clock paused while idle, until the press")
    }

    @Test func theClockPausesWhileIdleSoAPauseIsNotJumpedOver() {
        let i = inspector(Scenes.doubleTap)
        _ = i.handle(.tick(seconds: 1))
        #expect(!i.isAnimating)
        // The shell stops ticking; much later, a touch.
        _ = i.handle(.pointerDown(window(i, Point(195, 350)), []))
        _ = i.handle(.tick(seconds: 60))
        _ = i.handle(.tick(seconds: 60.05))
        #expect(i.live.index.recognizer(labelled: "single")?.state(at: i.live.index.count) == .possible,
                "the tap's time limits count from the touch, not from the last tick before the pause")
        #expect(approx(i.live.device.now.seconds - i.live.index.touches[0].began.seconds, 0.05, 1e-6))
    }

    @Test func scenariosPlayPauseStepAndScrub() {
        let i = inspector(Scenes.doubleTap)
        #expect(i.render().texts.contains("1 one tap"))
        _ = i.handle(.key("2", []))
        #expect(i.playback?.playing == true && i.isAnimating)
        _ = i.handle(.tick(seconds: 1))     // playback starts counting at the first tick after the key
        _ = i.handle(.tick(seconds: 1.2))   // 0.2 s of wall time at 1/4 speed: 0.05 s
        #expect(i.playback!.time == VirtualTime(seconds: 0.05))
        _ = i.handle(.key("space", []))
        #expect(i.playback?.playing == false && !i.isAnimating)
        let cursor = i.playback!.cursor
        _ = i.handle(.key("right", []))
        #expect(i.playback!.cursor == cursor + 1)
        _ = i.handle(.key("left", []))
        _ = i.handle(.key("left", []))
        #expect(i.playback!.cursor == cursor - 1)
        _ = i.handle(.key("right", [.shift]))
        let boundary = i.playback!.cursor
        #expect(i.playback!.run.index.samples.contains { $0.seq == boundary }, "stopped at the next turn")
        _ = i.handle(.key("right", [.shift]))
        _ = i.handle(.key("left", [.shift]))
        #expect(i.playback!.cursor == boundary, "back one turn")
        _ = i.handle(.key("end", []))
        #expect(i.playback!.cursor == i.playback!.run.index.count)
        _ = i.handle(.key("home", []))
        #expect(i.playback!.cursor == 0)
        // Drag on the timeline: scrub.
        let timeline = i.layout.timeline!
        let (_, _, lanes) = TimelineDrawing.geometry(in: PanelChrome.content(of: timeline))
        let x = i.timeline.viewport.x(0.23, in: lanes)
        _ = i.handle(.pointerDown(Point(x, lanes.midY), []))
        #expect(i.playback!.time == VirtualTime(seconds: 0.23))
        _ = i.handle(.pointerMove(Point(i.timeline.viewport.x(0.1, in: lanes), lanes.midY), [], pressed: true))
        #expect(i.playback!.time == VirtualTime(seconds: 0.1))
        _ = i.handle(.pointerUp(Point(x, lanes.midY), []))
        // The screen at the cursor: touch2 not created yet at 0.1 s (only its timeline lane names it).
        let screen = i.layout.screen
        #expect(!i.render().commands.contains { if case .text("touch2", let o, _, _, _) = $0 { return screen.contains(o) }; return false })
        _ = i.handle(.key("escape", []))
        #expect(i.playback == nil)
    }

    @Test func aLogLineHighlightsWhatItNamesEverywhere() {
        let i = inspector()
        _ = i.handle(.pointerDown(window(i, Point(150, 327)), []))
        _ = i.handle(.pointerUp(window(i, Point(150, 327)), []))
        let trace = i.live.device.trace
        let line = trace.records.firstIndex { $0.kind == .gestureState && $0.subject == "A_tap" }!
        i.select(line)
        let commands = i.render().commands
        let d = i.layout.transform.rect(Rect(x: 30, y: 297, width: 240, height: 61))
        #expect(commands.strokedRects.contains { $0.0 == d && $0.1 == Palette.selection }, "D_tap's view on the screen")
        #expect(commands.contains { if case .text("A_tap", _, _, Palette.selection, _) = $0 { return true }; return false },
                "A_tap's lane label")
        // Clicking a log line selects its record (the first line shown: stages are hidden).
        let log = i.layout.log!
        let content = PanelChrome.content(of: log)
        let first = i.log.rows.first!.record
        _ = i.handle(.pointerDown(Point(content.minX + 20, content.minY + 2 + 7), []))
        #expect(i.log.selected == first && trace[first].kind != .stage)
    }

    @Test func hoveringPreviewsTheHitTest() {
        let i = inspector()
        _ = i.handle(.pointerMove(window(i, Point(150, 327)), [], pressed: false))
        #expect(i.render().texts.contains { $0.hasPrefix("touch here → D") })
        _ = i.handle(.key("h", []))
        #expect(!i.render().texts.contains { $0.hasPrefix("touch here") })
    }

    @Test func screenshotsGetIncrementingNames() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("shots-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let path = dir + "/scene.yaml"
        try Scenes.nested.write(toFile: path, atomically: true, encoding: .utf8)
        let i = Inspector(scenePath: path, workingDirectory: dir)
        let first = i.handle(.key("s", []))
        #expect(first.contains(.saveScreenshot(path: dir + "/scene-screenshot-1.png")))
        FileManager.default.createFile(atPath: dir + "/scene-screenshot-2.png", contents: Data())
        #expect(i.handle(.key("s", [])).contains(.saveScreenshot(path: dir + "/scene-screenshot-3.png")))
        let image = i.handle(.key("s", [.shift]))
        #expect(image.contains { if case .saveImage(let list, dir + "/scene-timeline-1.png") = $0 { return list.size.width > 0 }; return false })
    }

    @Test func hotReloadRerunsTheScenarioAndABrokenFileKeepsTheLastGoodScene() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("reload-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let path = dir + "/scene.yaml"
        try Scenes.doubleTap.write(toFile: path, atomically: true, encoding: .utf8)
        let i = Inspector(scenePath: path, scenario: "two taps", workingDirectory: dir)
        #expect(i.playback?.number == 1)
        try Scenes.doubleTap.replacingOccurrences(of: "name: photo", with: "name: picture").write(toFile: path, atomically: true, encoding: .utf8)
        _ = i.handle(.sceneFileChanged)
        #expect(i.loadError == nil)
        #expect(i.playback?.number == 1, "the same scenario runs again")
        #expect(i.playback?.run.index.touches.first?.view == "picture")
        try "scene: Broken\nwindows:\n  - name: Main\n    colour: red\n".write(toFile: path, atomically: true, encoding: .utf8)
        let effects = i.handle(.sceneFileChanged)
        #expect(i.loadError != nil)
        #expect(effects.contains { if case .notify(let text) = $0 { return text.contains("keeping the last good scene") }; return false })
        #expect(i.scene.title == "Single tap waiting for a double tap")
        let texts = i.render().texts
        #expect(texts.contains { $0.hasPrefix("4:5  ") && $0.contains("colour") }, "the problem with its line and column")
    }

    @Test func aBrokenFileOpensWithItsProblems() throws {
        let dir = NSTemporaryDirectory()
        let path = dir + "/broken-\(UUID().uuidString).yaml"
        try "scene: x\nwindows: 3\n".write(toFile: path, atomically: true, encoding: .utf8)
        let i = Inspector(scenePath: path, workingDirectory: dir)
        #expect(i.loadError != nil)
        #expect(i.render().texts.contains { $0.hasPrefix("2:10  ") })
    }

    @Test func recordingSavesANewScenarioThatReplaysTheInput() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let path = dir + "/scene.yaml"
        try Scenes.nested.write(toFile: path, atomically: true, encoding: .utf8)
        let i = Inspector(scenePath: path, workingDirectory: dir)
        _ = i.handle(.tick(seconds: 5))
        _ = i.handle(.key("R", [.shift]))
        #expect(i.recording != nil)
        _ = i.handle(.tick(seconds: 5.5))
        _ = i.handle(.pointerDown(window(i, Point(150, 327)), []))
        _ = i.handle(.tick(seconds: 5.52))
        _ = i.handle(.pointerMove(window(i, Point(160, 330)), [], pressed: true))
        _ = i.handle(.tick(seconds: 5.6))
        _ = i.handle(.pointerUp(window(i, Point(160, 330)), []))
        let recorded = i.recording!.samples
        let effects = i.handle(.key("R", [.shift]))
        #expect(effects.contains { if case .notify(let t) = $0 { return t.contains("saved scenario 'recorded 1'") }; return false })
        #expect(i.scene.scenarios.map(\.name).contains("recorded 1"), "reloaded with the new scenario")
        let scenario = try SceneLoader.load(path: path).scenarios.first { $0.name == "recorded 1" }!
        let replayed = ScenarioCompiler.compile(scenario, parameters: i.scene.device).samples
        #expect(replayed.count == recorded.count)
        for (a, b) in zip(replayed, recorded) {
            #expect(a.time.microseconds == b.time.microseconds - recorded[0].time.microseconds)
            #expect(a.changes == b.changes)
        }
    }

    @Test func theDemoOpensWithoutAScene() {
        let i = Inspector(scenePath: nil, workingDirectory: NSTemporaryDirectory())
        // Issue 32 point 10: the scene `make run` opens.
        #expect(i.scene.title == "Keyboard dismiss over a form (broken)")
        #expect(i.scene.scenarios.count >= 4)
        #expect(i.render().texts.contains("built-in demo") || i.render().texts.contains { $0.contains("built-in demo") })
    }

    @Test func aSystemCancelEndsEveryTouch() {
        let i = inspector()
        _ = i.handle(.pointerDown(window(i, Point(150, 327)), []))
        _ = i.handle(.key("x", []))
        #expect(i.live.device.activeTouches.isEmpty)
        #expect(i.live.index.touches[0].endPhase == .cancelled)
        _ = i.handle(.pointerUp(window(i, Point(150, 327)), []))
        #expect(i.live.index.touches.count == 1)
    }
}

/// Leaving live input for playback while a finger is held (issue 14): the
/// window cancels the held touches (rule S1's system cancel) instead of
/// lifting them, which would fire actions the user never finished.
@Suite struct LeavingLiveInputTests {
    @Test("rule S1: a finger held on a view when a scenario starts playing is cancelled by the system, not lifted, and fires no tap")
    func heldFingerIsCancelled() {
        let i = Inspector(scene: Scenes.load(Scenes.nested), size: Size(width: 1280, height: 800),
                          workingDirectory: NSTemporaryDirectory())
        _ = i.handle(.tick(seconds: 0))
        _ = i.handle(.pointerDown(i.layout.transform.point(Point(150, 327)), []))
        _ = i.handle(.tick(seconds: 0.05))
        #expect(i.live.device.activeTouches.map(\.finger) == [1])
        _ = i.handle(.key("1", []))
        #expect(i.playback != nil, "the scenario plays")
        #expect(i.live.device.activeTouches.isEmpty, "the held touch is over")
        #expect(i.live.index.touches.map(\.endPhase) == [.cancelled])
        let live = TraceJSON.lines(i.live.device.trace)
        #expect(live.contains("touchesCancelled"), "the view hears touchesCancelled")
        #expect(!live.contains("\"kind\":\"gesture.action\""), "no tap action fired by a lift the user never made")
    }
}

/// Issue 31: the live window starts the scene's `animations` (rule A1) at their `at`,
/// counted from when the scene opened, as a scenario does; the clock keeps running for them.
@Suite struct LiveSceneAnimationTests {
    let yaml = """
        windows:
          - name: W
            root:
              name: root
              subviews:
                - { name: card, frame: [0, 0, 100, 100] }
        animations:
          - { at: 0.5, name: slide, duration: 1, changes: { card: { center: [200, 200] } } }
        """

    @Test("rule A1 in the live window: a scene animation begins at its 'at', moves the view's model value and ends")
    func sceneAnimationStartsLive() {
        let i = Inspector(scene: Scenes.load(yaml), size: Size(width: 1280, height: 800), workingDirectory: NSTemporaryDirectory())
        _ = i.handle(.tick(seconds: 10))
        #expect(i.isAnimating, "a scene animation still to start keeps the live clock running")
        _ = i.handle(.tick(seconds: 10.4))
        #expect(!i.live.device.trace.records.contains { $0.kind == .animationBegin }, "not before its 'at'")
        _ = i.handle(.tick(seconds: 10.6))
        let begin = i.live.device.trace.records.first { $0.kind == .animationBegin }
        #expect(begin?.subject == "slide")
        #expect(begin?.time == VirtualTime.zero.adding(seconds: 0.5), "at its own instant, not the tick's")
        #expect(i.live.screen["card"]?.frame.midX == 200, "the screen shows the model value (A1)")
        _ = i.handle(.tick(seconds: 11.6))
        #expect(i.live.device.trace.records.contains { $0.kind == .animationEnd && $0.subject == "slide" })
    }
}
