import Testing
import TouchTestSupport
@testable import TouchCore

@Suite struct TouchTests {
    @Test("rule T1: a touch holds its window, view, phase, locations, timestamp and tap count")
    func touchFields() {
        let f = Fixture()
        let v = view("V", 100, 100, 100, 100, in: f.window)
        let device = f.device()
        withTestClock(device) { clock in
            clock.send(sample(0, (1, .down, 150, 150)))
            let touch = device.activeTouches[0]
            #expect(touch.name == "touch1" && touch.window === f.window && touch.view === v && touch.phase == .began)
            clock.send(sample(0.01, (1, .move, 160, 170)))
            #expect(touch.phase == .moved && touch.location == Point(160, 170) && touch.previousLocation == Point(150, 150))
            #expect(touch.location(in: v) == Point(60, 70) && touch.timestamp == VirtualTime(seconds: 0.01))
            #expect(device.trace.lines(kinds: [.touchCreate], keys: ["view", "window", "location", "tapCount"]) ==
                ["touch.create touch1 view=V window=Main location=(150, 150) tapCount=1"])
        }
    }

    @Test("rule T2: recognizers are collected from the hit-test view up to the window, asking each delegate")
    func collection() {
        let f = Fixture()
        let outer = view("Outer", 0, 0, 300, 300, in: f.window)
        let inner = view("Inner", 10, 10, 100, 100, in: outer)
        let windowTap = GestureRecognizer(name: "W_tap", kind: .tap)
        f.window.addGestureRecognizer(windowTap)
        let o1 = GestureRecognizer(name: "O_pan", kind: .pan), o2 = GestureRecognizer(name: "O_tap", kind: .tap)
        outer.addGestureRecognizer(o1)
        outer.addGestureRecognizer(o2)
        let refused = GestureRecognizer(name: "I_tap", kind: .tap)
        var d = GestureDelegate(object: inner)
        d.shouldReceiveTouch = false
        refused.delegate = d
        inner.addGestureRecognizer(refused)
        let disabled = GestureRecognizer(name: "I_off", kind: .tap)
        disabled.isEnabled = false
        inner.addGestureRecognizer(disabled)
        let device = f.device()
        withTestClock(device) { clock in
            clock.send(sample(0, (1, .down, 20, 20)))
        }
        #expect(device.trace.lines(kinds: [.gestureShouldReceiveTouch], keys: ["asked", "result", "touch"]) == [
            "gesture.shouldReceiveTouch I_tap asked=Inner result=false touch=touch1",
            "gesture.shouldReceiveTouch O_pan asked=nil result=true touch=touch1",
            "gesture.shouldReceiveTouch O_tap asked=nil result=true touch=touch1",
            "gesture.shouldReceiveTouch W_tap asked=nil result=true touch=touch1",
        ])
        #expect(device.activeTouches[0].gestureRecognizers.map(\.name) == ["O_pan", "O_tap", "W_tap"])
    }

    @Test("rule T2 after the hierarchy changes: a view moved to another superview collects its new ancestors' recognizers, not its old ones")
    func collectionAfterMove() {
        let f = Fixture()
        let left = view("Left", 0, 0, 200, 400, in: f.window)
        let right = view("Right", 200, 0, 190, 400, in: f.window)
        recognizer(.tap, "L_tap", on: left)
        recognizer(.tap, "R_tap", on: right)
        let moving = view("Moving", 10, 10, 100, 100, in: left)
        let device = f.device()
        device.run(tap(50, 50))
        moving.removeFromSuperview()
        right.addSubview(moving)
        device.run(tap(250, 50, at: 1))
        #expect(device.trace.lines(kinds: [.touchCreate], keys: ["view"]) ==
            ["touch.create touch1 view=Moving", "touch.create touch2 view=Moving"])
        #expect(device.trace.lines(kinds: [.gestureShouldReceiveTouch], keys: ["touch"]) ==
            ["gesture.shouldReceiveTouch L_tap touch=touch1", "gesture.shouldReceiveTouch R_tap touch=touch2"])
        // Taken out of the window, it is hit by nothing and collects nothing.
        moving.removeFromSuperview()
        device.run(tap(250, 50, at: 2))
        #expect(device.trace.lines(kinds: [.touchCreate], keys: ["view"]).last == "touch.create touch3 view=Right")
    }

    @Test("rule T2: a delegate that takes a view of the chain out of the hierarchy while it is asked ends the collection there, as the view then has no superview; nothing freed is read")
    func delegateThatRemovesAViewOfTheChain() {
        let f = Fixture()
        recognizer(.tap, "W_tap", on: f.window)
        let other = view("Other", 200, 0, 190, 400, in: f.window)
        recognizer(.tap, "O_tap", on: other)
        do {
            // Only the hierarchy holds the middle view: taking it out would free it, and the
            // view the delegate makes next could take its memory, with a superview of its own.
            let middle = view("Middle", 0, 0, 200, 400, in: f.window)
            view("Inner", 10, 10, 100, 100, in: middle)
            recognizer(.tap, "M_tap", on: middle) { g in
                var delegate = GestureDelegate(object: f.window)
                delegate.shouldReceiveTouchDecider = { [weak middle] _ in
                    middle?.removeFromSuperview()
                    view("Fresh", 0, 0, 10, 10, in: other)
                    return Decision(result: true)
                }
                g.delegate = delegate
            }
        }
        let device = f.device()
        device.run([sample(0, (1, .down, 50, 50))])
        #expect(device.trace.lines(kinds: [.gestureShouldReceiveTouch]) == ["gesture.shouldReceiveTouch M_tap"])
        #expect(device.activeTouch(finger: 1)?.gestureRecognizers.map(\.name) == ["M_tap"])
    }

    @Test("rule T3: a quick second touch near the first lift counts two taps; late or far ones start again")
    func tapCount() {
        let f = Fixture()
        let device = f.device()
        device.run(tap(100, 100) + tap(120, 110, at: 0.3) + tap(125, 105, at: 0.6) + tap(125, 105, at: 1.2)
            + tap(300, 600, at: 1.4))
        #expect(device.trace.lines(kinds: [.touchCreate], keys: ["tapCount"]) == [
            "touch.create touch1 tapCount=1", "touch.create touch2 tapCount=2", "touch.create touch3 tapCount=3",
            "touch.create touch4 tapCount=1", "touch.create touch5 tapCount=1",
        ])
    }

    /// Two fingers lift at two places: the older lift goes out of date while
    /// the newer still counts, so a touch near each gets a different count.
    @Test("rule T3: with several recent lifts, only those past maximumIntervalBetweenTaps are forgotten; a touch counts on the lift near it")
    func tapCountWithSeveralLifts() {
        let f = Fixture()
        let device = f.device()
        device.run([
            sample(0, (1, .down, 100, 100)), sample(0.05, (1, .up, 100, 100)),      // lift A at 0.05
            sample(0.2, (2, .down, 300, 600)), sample(0.25, (2, .up, 300, 600)),    // lift B at 0.25
            sample(0.45, (3, .down, 305, 600)), sample(0.5, (3, .up, 305, 600)),    // 0.2 after B, near it: 2
            sample(0.55, (4, .down, 100, 105)), sample(0.6, (4, .up, 100, 105)),    // 0.5 after A: 1
        ])
        #expect(device.trace.lines(kinds: [.touchCreate], keys: ["tapCount"]) == [
            "touch.create touch1 tapCount=1", "touch.create touch2 tapCount=1",
            "touch.create touch3 tapCount=2", "touch.create touch4 tapCount=1",
        ])
    }

    @Test("rule T3: the limits are inclusive: exactly maximumIntervalBetweenTaps and tapSlop still count")
    func tapCountLimits() {
        let f = Fixture()
        let device = f.device()
        device.run(tap(100, 100) + tap(145, 100, at: 0.08 + 0.35))
        #expect(device.trace.lines(kinds: [.touchCreate], keys: ["tapCount"]).last == "touch.create touch2 tapCount=2")
    }

    @Test("rule T4: one event carries every changed touch; a view gets its touches of one phase in one call")
    func oneCallPerViewAndPhase() {
        let f = Fixture()
        let v = view("V", 0, 0, 200, 200, in: f.window, touches: .handle)
        v.isMultipleTouchEnabled = true
        view("W", 200, 0, 190, 200, in: f.window, touches: .handle)
        let device = f.device()
        device.run([sample(0, (1, .down, 10, 10), (2, .down, 20, 20), (3, .down, 300, 20)),
                    sample(0.1, (1, .move, 12, 10), (3, .up, 300, 20)),
                    sample(0.2, (1, .up, 12, 10), (2, .up, 20, 20))])
        #expect(device.trace.lines(kinds: [.responderTouchesBegan, .responderTouchesMoved, .responderTouchesEnded],
                                   keys: ["touches"]) == [
            "responder.touchesBegan V touches=[touch1, touch2]", "responder.touchesBegan W touches=[touch3]",
            "responder.touchesMoved V touches=[touch1]", "responder.touchesEnded W touches=[touch3]",
            "responder.touchesEnded V touches=[touch1, touch2]",
        ])
    }

    @Test("rule T5: multipleTouchEnabled false: the view receives only the first touch; recognizers see all")
    func multipleTouchDisabled() {
        let f = Fixture()
        let v = view("V", 0, 0, 200, 200, in: f.window, touches: .handle)
        v.addGestureRecognizer(GestureRecognizer(name: "V_pinch", kind: .pinch))
        let device = f.device()
        device.run([sample(0, (1, .down, 10, 10)), sample(0.05, (2, .down, 50, 50)),
                    sample(0.1, (1, .up, 10, 10), (2, .up, 50, 50))])
        #expect(device.trace.lines(kinds: [.responderTouchesBegan, .responderTouchesEnded, .deliveryWithheld],
                                   keys: ["touches", "reason"]) == [
            "responder.touchesBegan V touches=[touch1]",
            "delivery.withheld V touches=[touch2] reason=multipleTouchDisabled",
            "responder.touchesEnded V touches=[touch1]",
        ])
        #expect(device.trace.lines(kinds: [.gestureShouldReceiveTouch], keys: ["touch"]).count == 2)
    }

    @Test("rules T5, T4: sample after sample, a view that takes one touch gets only its first one's moves while another view gets its own, one call per view and phase")
    func withheldTouchAcrossSamples() {
        let f = Fixture()
        view("V", 0, 0, 200, 200, in: f.window, touches: .handle)
        view("W", 200, 0, 190, 200, in: f.window, touches: .handle)
        let device = f.device()
        device.run([sample(0, (1, .down, 10, 10), (2, .down, 50, 50), (3, .down, 250, 10))]
                   + (1...3).map { i in
                       let d = Double(i)
                       return sample(0.05 * d, (1, .move, 10 + d, 10), (2, .move, 50 + d, 50), (3, .move, 250 + d, 10))
                   }
                   + [sample(0.2, (1, .up, 13, 10), (2, .up, 53, 50), (3, .up, 253, 10))])
        #expect(device.trace.lines(kinds: [.responderTouchesBegan, .responderTouchesMoved, .responderTouchesEnded, .deliveryWithheld],
                                   keys: ["touches"]) == [
            "delivery.withheld V touches=[touch2]",
            "responder.touchesBegan V touches=[touch1]",
            "responder.touchesBegan W touches=[touch3]",
        ] + Array(repeating: ["responder.touchesMoved V touches=[touch1]", "responder.touchesMoved W touches=[touch3]"], count: 3).flatMap { $0 } + [
            "responder.touchesEnded V touches=[touch1]",
            "responder.touchesEnded W touches=[touch3]",
        ])
    }

    @Test("rule T5: exclusiveTouch: no other view of the window receives a touch while it tracks one, and back")
    func exclusiveTouch() {
        let f = Fixture()
        let x = view("X", 0, 0, 100, 100, in: f.window, touches: .handle)
        x.isExclusiveTouch = true
        view("Y", 200, 0, 100, 100, in: f.window, touches: .handle)
        let device = f.device()
        device.run([sample(0, (1, .down, 10, 10)), sample(0.05, (2, .down, 210, 10)), sample(0.1, (1, .up, 10, 10)),
                    sample(0.15, (3, .down, 20, 20)), sample(0.2, (2, .up, 210, 10), (3, .up, 20, 20)),
                    sample(0.3, (4, .down, 210, 10)), sample(0.35, (5, .down, 20, 20)),
                    sample(0.4, (4, .up, 210, 10), (5, .up, 20, 20))])
        #expect(device.trace.lines(kinds: [.responderTouchesBegan, .deliveryWithheld], keys: ["touches", "reason"]) == [
            "responder.touchesBegan X touches=[touch1]",
            "delivery.withheld Y touches=[touch2] reason=exclusiveTouch",
            "responder.touchesBegan X touches=[touch3]",
            "responder.touchesBegan Y touches=[touch4]",
            "delivery.withheld X touches=[touch5] reason=exclusiveTouch",
        ])
    }
}
