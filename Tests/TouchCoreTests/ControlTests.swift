import Testing
@testable import TouchCore

/// Rules C1–C3: controls, their events and target-action.
@Suite struct ControlTests {
    func control(_ kind: ViewKind, in f: Fixture, frame: Rect = Rect(x: 50, y: 100, width: 200, height: 44),
                 host: View? = nil) -> Control {
        let c = Control(name: "ctl", kind: kind, frame: frame)
        (host ?? f.window).addSubview(c)
        return c
    }

    func events(_ trace: Trace) -> [String] {
        trace.records.filter { $0.kind == .controlEvent }.map { HumanLog.text($0["event"]) }
    }

    @Test("rule C1: a tap on a button: begin tracking, touchDown, end tracking, touchUpInside, primaryActionTriggered")
    func buttonTap() {
        let f = Fixture()
        _ = control(.button, in: f)
        let device = f.device()
        device.run(tap(100, 120))
        #expect(device.trace.lines(kinds: [.controlBeginTracking, .controlEndTracking, .controlEvent], keys: ["touch", "event"]) == [
            "control.beginTracking ctl touch=touch1", "control.event ctl event=touchDown",
            "control.endTracking ctl touch=touch1", "control.event ctl event=touchUpInside",
            "control.event ctl event=primaryActionTriggered",
        ])
    }

    @Test("rule C1: drags use the bounds grown by controlTrackingSlop: inside, exit, outside, and touchUpOutside")
    func dragOut() {
        let f = Fixture()
        _ = control(.button, in: f)
        let device = f.device()
        device.run([sample(0, (1, .down, 100, 120)), sample(0.1, (1, .move, 100, 200)), sample(0.2, (1, .move, 100, 300)),
                    sample(0.3, (1, .move, 100, 150)), sample(0.4, (1, .move, 100, 400)), sample(0.5, (1, .up, 100, 400))])
        #expect(events(device.trace) == ["touchDown", "touchDragInside", "touchDragExit", "touchDragOutside",
                                         "touchDragEnter", "touchDragInside", "touchDragExit", "touchDragOutside", "touchUpOutside"])
    }

    @Test("rule C1: a second tap sends touchDownRepeat; a system cancel sends touchCancel")
    func repeatAndCancel() {
        let f = Fixture()
        _ = control(.button, in: f)
        let device = f.device()
        device.run(tap(100, 120) + [sample(0.2, (1, .down, 100, 120)), sample(0.3, (1, .cancel, 100, 120))])
        #expect(events(device.trace) == ["touchDown", "touchUpInside", "primaryActionTriggered", "touchDown", "touchDownRepeat", "touchCancel"])
        #expect(device.trace.lines(kinds: [.controlCancelTracking]) == ["control.cancelTracking ctl"])
    }

    @Test("rule C1: value-changing controls: switch, stepper, segmented control, page control, slider")
    func values() {
        let f = Fixture()
        let sw = control(.switch, in: f, frame: Rect(x: 10, y: 10, width: 51, height: 31))
        let stepper = control(.stepper, in: f, frame: Rect(x: 10, y: 60, width: 94, height: 32))
        let segmented = control(.segmentedControl, in: f, frame: Rect(x: 10, y: 110, width: 300, height: 32))
        segmented.segments = 3
        let page = control(.pageControl, in: f, frame: Rect(x: 10, y: 160, width: 200, height: 26))
        page.segments = 4
        let slider = control(.slider, in: f, frame: Rect(x: 10, y: 210, width: 228, height: 30))
        let device = f.device()
        device.run(tap(20, 20) + tap(90, 70, at: 1) + tap(20, 70, at: 2) + tap(20, 70, at: 3) + tap(250, 120, at: 4)
            + tap(200, 170, at: 5) + drag(from: Point(24, 225), to: Point(124, 225), at: 6, duration: 0.1))
        #expect(sw.value == 1 && stepper.value == 0 && segmented.value == 2 && page.value == 1)
        #expect(abs(slider.value - 0.5) < 1e-9)
        let changed = device.trace.records.filter { $0.kind == .controlEvent && $0["event"] == .string("valueChanged") }
        // switch, stepper +, stepper −, (stepper at 0: no change), segment, page, and the slider's moves.
        #expect(changed.count >= 6)
    }

    @Test("rule C2: explicit target: delivered, or an unrecognized selector reported; nil target: the responder chain")
    func targetAction() {
        let f = Fixture()
        f.application.delegate = ApplicationDelegate(name: "AppDelegate", implementedActions: ["appAction"])
        let host = view("Host", 0, 0, 390, 400, in: f.window)
        host.implementedActions = ["save"]
        let button = control(.button, in: f, host: host)
        button.actions = [
            ControlAction(event: .touchUpInside, target: host, action: "save"),
            ControlAction(event: .touchUpInside, target: host, action: "missing"),
            ControlAction(event: .touchUpInside, target: nil, action: "appAction"),
            ControlAction(event: .touchUpInside, target: nil, action: "nobody"),
        ]
        let device = f.device()
        device.run(tap(100, 120))
        #expect(device.trace.lines(kinds: [.actionSend, .actionDeliver, .actionUnrecognized, .actionUnhandled],
                                   keys: ["action", "target", "sender"]) == [
            "action.send ctl action=save target=Host", "action.deliver Host action=save sender=ctl",
            "action.send ctl action=missing target=Host", "action.unrecognized ctl action=missing target=Host",
            "action.send ctl action=appAction target=nil", "action.deliver AppDelegate action=appAction sender=ctl",
            "action.send ctl action=nobody target=nil", "action.unhandled ctl action=nobody target=nil",
        ])
    }

    @Test("rule C3: a button refuses its superview's single tap and fires; a double tap is not refused")
    func buttonWins() {
        let f = Fixture()
        let host = view("Host", 0, 0, 390, 400, in: f.window)
        let single = recognizer(.tap, "hostTap", on: host)
        _ = control(.button, in: f, host: host)
        let device = f.device()
        device.run(tap(100, 120))
        #expect(device.trace.lines(kinds: [.gestureShouldBegin, .gestureState], keys: ["asked", "result", "cause"]) ==
            ["gesture.shouldBegin hostTap asked=ctl result=false", "gesture.state hostTap cause=shouldBegin:ctl"])
        #expect(events(device.trace).contains("touchUpInside"))
        single.settings.numberOfTapsRequired = 2
        let again = f.device()
        again.run(tap(100, 120) + tap(100, 120, at: 0.2))
        #expect(again.trace.finalStates()["hostTap"] == .ended)
    }

    @Test("rule C3: a recognizer with cancelsTouchesInView and delaysTouchesBegan false is not refused: both fire")
    func notBlockingNotRefused() {
        let f = Fixture()
        let host = view("Host", 0, 0, 390, 400, in: f.window)
        recognizer(.tap, "hostTap", on: host) { $0.cancelsTouchesInView = false }
        _ = control(.button, in: f, host: host)
        let device = f.device()
        device.run(tap(100, 120))
        #expect(device.trace.finalStates()["hostTap"] == .ended)
        #expect(events(device.trace).contains("touchUpInside"))
    }

    @Test("rule C3: a custom control refuses nothing; a recognizer on the control itself is never refused")
    func customAndOwn() {
        let f = Fixture()
        let host = view("Host", 0, 0, 390, 400, in: f.window)
        recognizer(.tap, "hostTap", on: host)
        _ = control(.control, in: f, host: host)
        let device = f.device()
        device.run(tap(100, 120))
        #expect(device.trace.finalStates()["hostTap"] == .ended)
        #expect(device.trace.lines(kinds: [.controlCancelTracking]) == ["control.cancelTracking ctl"])
        let g = Fixture()
        let button = control(.button, in: g)
        recognizer(.tap, "ownTap", on: button)
        let other = g.device()
        other.run(tap(100, 120))
        #expect(other.trace.finalStates()["ownTap"] == .ended)
    }

    @Test("rule C3 (revised): a superview's pan takes a drag that starts on a slider's thumb, and the slider gets touchCancel")
    func sliderDoesNotRefusePan() {
        let f = Fixture()
        let host = view("Host", 0, 0, 390, 400, in: f.window)
        recognizer(.pan, "hostPan", on: host)
        let slider = control(.slider, in: f, frame: Rect(x: 10, y: 210, width: 228, height: 30), host: host)
        let start = slider.value
        let device = f.device()
        device.run(drag(from: Point(24, 225), to: Point(124, 225), duration: 0.1))
        #expect(device.trace.finalStates()["hostPan"] == .ended)
        #expect(device.trace.lines(kinds: [.gestureShouldBegin], subjects: ["hostPan"], keys: ["asked", "result"]) ==
            ["gesture.shouldBegin hostPan asked=ctl result=true"])
        #expect(device.trace.lines(kinds: [.controlEvent], subjects: ["ctl"], keys: ["event"]).last == "control.event ctl event=touchCancel")
        #expect(slider.value - start < 0.4)
        let again = f.device()
        again.run(drag(from: Point(200, 225), to: Point(300, 225), at: 1, duration: 0.1))
        #expect(again.trace.finalStates()["hostPan"] == .ended)
    }
}
