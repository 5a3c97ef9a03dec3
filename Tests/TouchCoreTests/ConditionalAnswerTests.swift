import Testing
@testable import TouchCore

/// Rules Q1 and Q2: answers that depend on the situation, evaluated when asked and traced with `because`.
@Suite struct ConditionalAnswerTests {
    /// A pager (horizontal, content 1170) holding a table-like list view and a button; a pan on the root.
    func scene() -> (Fixture, ScrollView, GestureRecognizer) {
        let f = Fixture()
        let root = view("root", 0, 0, 390, 844, in: f.window)
        let pager = ScrollView(name: "pager", frame: Rect(x: 0, y: 0, width: 390, height: 844), contentSize: Size(width: 1170, height: 844))
        root.addSubview(pager)
        let list = view("list", 0, 400, 390, 400, in: pager, touches: .handle)
        let button = Control(name: "btn", kind: .button, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        list.addSubview(button)
        let pan = recognizer(.pan, "rootPan", on: root)
        return (f, pager, pan)
    }

    @Test("rule Q1: shouldReceiveTouch {unless: {touchIn: [list]}} is evaluated per touch and traced with because")
    func shouldReceiveTouch() {
        let (f, pager, pan) = scene()
        var d = GestureDelegate(object: f.window)
        d.shouldReceiveTouch = .unless(.touchIn([ViewReference(pager.subviews[0])]))
        pan.delegate = d
        let device = f.device()
        device.run(tap(50, 450) + tap(50, 100, at: 1))
        #expect(device.trace.lines(kinds: [.gestureShouldReceiveTouch], subjects: ["rootPan"], keys: ["result", "because"]) == [
            "gesture.shouldReceiveTouch rootPan result=false because={unless: {touchIn: [list]}}",
            "gesture.shouldReceiveTouch rootPan result=true because={unless: {touchIn: [list]}}",
        ])
    }

    @Test("rule Q2: direction, otherKind, touchOn, atEdge, all/any/not")
    func conditions() {
        let (f, pager, pan) = scene()
        var d = GestureDelegate(object: f.window)
        d.shouldBegin = .when(.all([.direction(.vertical), .not(.touchOn(["control"])), .any([.atEdge(view: ViewReference(pager), edge: .left), .otherKind(["tap"])])]))
        d.simultaneousWith = .conditional(.when(.otherKind(["pan"])))
        pan.delegate = d
        let device = f.device()
        device.run(drag(from: Point(200, 200), to: Point(200, 100), duration: 0.2))  // vertical, on root, pager at its left edge
        #expect(device.trace.lines(kinds: [.gestureShouldBegin], subjects: ["rootPan"], keys: ["result"]).last == "gesture.shouldBegin rootPan result=true")
        #expect(device.trace.finalStates()["rootPan"] == .ended)
        pager.contentOffset = Point(390, 0)
        device.run(drag(from: Point(200, 200), to: Point(200, 100), at: 2, duration: 0.2))  // no longer at the left edge
        #expect(device.trace.lines(kinds: [.gestureState], subjects: ["rootPan"], keys: ["to", "cause"]).last == "gesture.state rootPan to=failed cause=shouldBegin:Main")
        device.run(drag(from: Point(300, 200), to: Point(100, 210), at: 4, duration: 0.2))  // horizontal: both pans run together
        let simultaneous = device.trace.records.last { $0.kind == .gestureShouldRecognizeSimultaneously && $0.subject == "rootPan" }
        #expect(simultaneous?["result"] == .bool(true) && simultaneous?["because"] == .string("{when: {otherKind: [pan]}}"))
    }

    @Test("rule Q1: a view's gestureShouldBegin and a scroll view's touchesShouldCancel as conditions")
    func overrides() {
        let (f, pager, _) = scene()
        let list = pager.subviews[0]
        pager.touchesShouldCancelAnswer = .unless(.touchIn([ViewReference(list.subviews[0])]))
        list.gestureShouldBeginAnswer = .unless(.other([RecognizerReference(pager.panGestureRecognizer)]))
        let device = f.device()
        // The list received the touch (held past scrollContentDelay); the pager's pan asks the list, which refuses.
        device.run([sample(0, (1, .down, 200, 700))] + drag(from: Point(200, 700), to: Point(50, 700), at: 0.3, duration: 0.2).dropFirst())
        #expect(device.trace.lines(kinds: [.gestureShouldBegin], subjects: ["pager.pan"], keys: ["asked", "result", "because"]).first ==
            "gesture.shouldBegin pager.pan asked=list result=false because={unless: {other: [pager.pan]}}")
        list.gestureShouldBeginAnswer = nil
        device.run([sample(1, (1, .down, 200, 700))] + drag(from: Point(200, 700), to: Point(50, 700), at: 1.3, duration: 0.2).dropFirst())
        #expect(device.trace.lines(kinds: [.scrollTouchesShouldCancel], keys: ["view", "result", "because"]).last ==
            "scroll.touchesShouldCancel pager view=list result=true because={unless: {touchIn: [btn]}}")
        #expect(device.trace.lines(kinds: [.responderTouchesCancelled]).last == "responder.touchesCancelled list")
    }

    @Test("rule Q1: requireFailureOf as a condition on the other recognizer")
    func requireFailureOf() {
        let f = Fixture()
        let v = view("v", 0, 0, 390, 844, in: f.window)
        let single = recognizer(.tap, "tap", on: v)
        let double = recognizer(.tap, "double", on: v) { $0.settings.numberOfTapsRequired = 2 }
        var d = GestureDelegate(object: v)
        d.requireFailureOfAnswer = .when(.other([RecognizerReference(double)]))
        single.delegate = d
        let device = f.device()
        device.run(tap(100, 100))
        #expect(device.trace.lines(kinds: [.gestureWaiting]) == ["gesture.waiting tap"])
        _ = double
    }
}
