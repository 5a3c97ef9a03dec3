import Testing
import TouchCore
@testable import TouchScene

/// `Fixtures/every-key.yaml` writes every key of scene-format.md with a value
/// other than its default; each must arrive in the description.
@Suite struct EveryKeyTests {
    let scene: SceneDescription

    init() throws {
        scene = try loadFixture("every-key")
    }

    private func find(_ name: String) -> ViewDescription? {
        func search(_ nodes: [NodeDescription]) -> ViewDescription? {
            for node in nodes {
                switch node {
                case .view(let v):
                    if v.name == name { return v }
                    if let found = search(v.subviews) { return found }
                case .controller(let c):
                    if c.view.name == name { return c.view }
                    if let found = search(c.view.subviews) { return found }
                }
            }
            return nil
        }
        return search(scene.windows.compactMap(\.root))
    }

    @Test("rule P: device overrides, every numeric key")

    func deviceOverrides() {
        var expected = DeviceParameters()
        expected.screen = Size(width: 414, height: 736)
        expected.hitTestPasses = 2
        let values: [Double] = [60, 40, 0.7, 0.3, 44, 0.4, 12, 8, 48, 0.6, 45, 0.1, 0.2, 20, 66, 0.1, 0, 25, 5, 250, 0.25, 250,
                                17.4, 1.75, 2.0, 2.25, 2.5, 2.75, 3.0, 3.25, 3.5, 3.75, 4.0, 4.25, 4.5, 4.75, 5.0, 5.25, 5.5, 5.75, 6.0, 6.25, 6.5, 6.75, 7.0, 7.25, 7.5, 7.75, 8.0, 8.25, 8.5, 8.75, 9.0, 9.25, 9.5, 9.75, 10.0, 10.25, 10.5, 10.75, 11.0, 11.25, 11.5, 11.75, 12.0, 12.25, 12.5, 12.75, 13.0, 13.25, 13.5, 13.75, 14.0, 14.25, 14.5, 14.75, 15.0, 15.25]
        for ((_, keyPath), value) in zip(DeviceParameters.numericKeys, values) { expected[keyPath: keyPath] = value }
        #expect(DeviceParameters.numericKeys.count == values.count, "the fixture sets every numeric key")
        expected.sdk = 16
        expected.refreshControlHeight = 61
        expected.mediumDetentFraction = 0.5
        expected.safeAreaInsets = EdgeInsets(top: 20, left: 1, bottom: 21, right: 2)
        expected.horizontalSizeClass = .regular
        expected.hostingHitTest = .host
        expected.grabberSize = Size(width: 40, height: 6)
        expected.dragInteractionEnabledByDefault = true
        #expect(scene.device == expected)
    }

    @Test("section P, versions: sdk, refreshControlHeight, mediumDetentFraction and hostingHitTest follow ios and the screen unless given")
    func derivedDefaults() {
        var d = DeviceParameters()
        #expect(d.ios == 18 && d.sdk == 18 && d.hostingHitTest == .views)
        #expect(d.refreshControlHeight == 60 && d.mediumDetentFraction == 0.56)
        d.ios = 26
        #expect(d.sdk == 26 && d.hostingHitTest == .host)
        d.ios = 12
        #expect(d.refreshControlHeight == 58)
        d.screen = Size(width: 320, height: 568)
        #expect(d.mediumDetentFraction == 0.63)
        d.sdk = 17
        d.hostingHitTest = .views
        d.ios = 26
        #expect(d.sdk == 17 && d.hostingHitTest == .views, "a value the scene gives wins over the version's default")
    }

    @Test func appAndWindows() throws {
        #expect(scene.app == AppDescription(foreground: false, delegate: "AppDelegate", implements: ["appAction"]))
        #expect(scene.windows.map(\.name) == ["Back", "Front"])
        let front = scene.windows[1]
        #expect(front.level == 1000.5 && front.hidden && front.frame == Rect(x: 0, y: 20, width: 414, height: 700))
        guard case .controller(let vc) = front.root else { Issue.record("Front's root is a controller"); return }
        #expect(vc.touches == .handle && vc.implements == ["tapAction"])
        guard case .controller(let child) = vc.view.subviews.first else { Issue.record("a child controller"); return }
        #expect(child.name == "ChildVC" && child.presentedBy == "RootVC" && child.view.name == "ChildView")
    }

    @Test func everyViewKey() throws {
        let a = try #require(find("A"))
        #expect(a.kind == .view && a.frame == Rect(x: 20, y: 100, width: 300, height: 400))
        #expect(a.color == "#FFD60A80" && a.text == "Tap me" && !a.hidden && a.alpha == 0.5)
        #expect(a.userInteractionEnabled == false && a.clipsToBounds && a.multipleTouchEnabled && a.exclusiveTouch)
        #expect(a.touches == .forward && a.implements == ["buttonTapped", "other"])
        #expect(a.pointInside == PointInsideDescription(insets: EdgeInsets(top: 10, left: 11, bottom: 12, right: 13), include: ["C"]))
        #expect(a.gestureShouldBeginDeny == ["A_tap"])
        #expect(a.gestureShouldBegin == .unless(.other([RecognizerReference(name: "A_tap")])), "rule Q1: deny means {unless: {other: [...]}}")
        #expect(find("C")?.kind == .imageView)
    }

    @Test func everyRecognizerKey() throws {
        let gestures = try #require(find("A")).gestures
        #expect(gestures.map(\.kind) == [.tap, .longPress, .pan, .swipe, .swipe, .pinch, .rotation, .screenEdgePan])
        let tap = gestures[0]
        #expect(tap.action == "A_singleTapGesture" && tap.target == "A" && !tap.enabled && !tap.cancelsTouchesInView)
        #expect(tap.delaysTouchesBegan && !tap.delaysTouchesEnded && tap.requireToFail == ["A_long"])
        var delegate = DelegateDescription(object: "RootVC")
        delegate.shouldReceiveTouch = false
        delegate.shouldBegin = false
        delegate.simultaneousWith = .only(["A_pan", "A_pinch"])
        delegate.requireFailureOf = ["A_swipe"]
        delegate.requiredToFailBy = ["A_rotation"]
        #expect(tap.delegate == delegate)
        #expect(tap.numberOfTapsRequired == 2 && tap.numberOfTouchesRequired == 2 && tap.maximumDelay == 0.3)
        let long = gestures[1]
        #expect(long.numberOfTapsRequired == 0 && long.minimumPressDuration == 0.8 && long.allowableMovement == 15)
        #expect(long.target == "Application")
        let pan = gestures[2]
        #expect(pan.minimumNumberOfTouches == 2 && pan.maximumNumberOfTouches == 3 && pan.delegate?.simultaneousWith == SimultaneityDescription.none)
        #expect(gestures[3].direction == [.left, .up] && gestures[4].direction == [.down])
        #expect(gestures[7].edges == [.left, .right])
    }

    @Test func everyControlKey() throws {
        let b = try #require(find("B")?.control)
        #expect(b.actions.map(\.target) == [nil, nil] && b.actions.map(\.event) == [.touchUpInside, .touchDown])
        #expect(find("sw")?.control?.value == 1 && find("sw")?.control?.enabled == false)
        #expect(find("sw2")?.control?.value == 0)
        #expect(find("sl")?.control?.value == 0.25 && find("sl")?.control?.actions.first?.target == "A")
        #expect(find("st")?.control?.value == -3)
        #expect(find("seg")?.control?.segments == 3 && find("seg")?.control?.value == 2)
        #expect(find("pc")?.control?.segments == 5 && find("pc")?.control?.value == 4)
        #expect(find("ctl")?.control == ControlDescription())
        #expect(find("lbl")?.control == nil)
    }

    @Test func everyScrollViewKey() throws {
        let scroll = try #require(find("scroll")?.scroll)
        #expect(scroll.contentSize == Size(width: 828, height: 200) && scroll.contentOffset == Point(10, 0))
        #expect(!scroll.scrollEnabled && !scroll.delaysContentTouches && !scroll.canCancelContentTouches)
        #expect(scroll.cancelContentTouchesIn == ["inner"] && scroll.keepContentTouchesIn == ["B"])
        // Rules V5–V11 and Q.
        #expect(scroll.alwaysBounceHorizontal && scroll.alwaysBounceVertical && scroll.directionalLockEnabled && scroll.pagingEnabled)
        #expect(scroll.decelerationRate == 0.99)
        #expect(scroll.transfersHorizontalScrollingToParent == false && scroll.transfersVerticalScrollingToParent == false)
        #expect(scroll.touchesShouldCancel?.because == "{unless: {any: [{touchOn: [control, cell]}, {not: {touchIn: [inner]}}]}}")
        let pan = try #require(scroll.pan)
        #expect(pan.requireToFail == ["A_tap"] && pan.enabled && pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == 2)
        #expect(!pan.cancelsTouchesInView && pan.delaysTouchesBegan && !pan.delaysTouchesEnded)
        #expect(pan.delegate.object == "scroll")
        #expect(pan.delegate.shouldReceiveTouch == .unless(.touchIn([ViewReference(name: "inner")])))
        #expect(pan.delegate.shouldBegin.because == "{when: {all: [{direction: horizontal}, {atEdge: {view: scroll, edge: top}}]}}")
        #expect(pan.delegate.simultaneousWith == .conditional(.when(.otherKind(["pan", "swipe"]))))
        #expect(pan.delegate.requireFailureOfAnswer == .when(.other([RecognizerReference(name: "A_tap")])) && pan.delegate.requiredToFailBy == ["A_tap"])
    }

    @Test func everyStepKind() throws {
        let steps = try #require(scene.scenarios.first).steps
        #expect(steps == [
            .tap(points: [Point(180, 300), Point(240, 300)], count: 2, hold: 0.1, interval: 0.2),
            .down(finger: 1, at: Point(200, 300)),
            .down(finger: 2, at: Point(210, 310)),
            .move(fingers: [1, 2], target: .by(Point(0, 200)), duration: 0.4),
            .move(fingers: [1], target: .to(Point(100, 100)), duration: 0),
            .up(fingers: [1, 2]),
            .down(finger: 3, at: Point(1, 2)),
            .wait(seconds: 0.5),
            .cancel(fingers: [3]),
            .drag(finger: 4, from: Point(100, 300), to: Point(300, 300), duration: 0.3, hold: 0.1, release: false),
            .up(fingers: [4]),
            .pinch(center: Point(200, 400), from: 60, to: 180, duration: 0.4, angle: 45),
            .rotate(center: Point(200, 400), radius: 60, degrees: 90, duration: 0.4),
        ])
    }
}
