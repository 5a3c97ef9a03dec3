import Testing
@testable import TouchCore

/// Rules D1–D5: what the hit-test view receives while recognizers decide.
@Suite struct DeliveryTests {
    func viewWithTap(configure: (GestureRecognizer) -> Void = { _ in }) -> (Fixture, View, GestureRecognizer) {
        let f = Fixture()
        let v = view("V", 0, 0, 300, 300, in: f.window, touches: .handle)
        let g = recognizer(.tap, "tap", on: v, configure: configure)
        return (f, v, g)
    }

    @Test("rule D1: in one turn the recognizers are updated before the view receives the phase")
    func recognizersFirst() {
        let (f, _, _) = viewWithTap()
        let device = f.device()
        device.run([sample(0, (1, .down, 10, 10))])
        #expect(device.trace.lines(kinds: [.gestureTouchesBegan, .responderTouchesBegan]) ==
            ["gesture.touchesBegan tap", "responder.touchesBegan V"])
    }

    @Test("rule D2: delaysTouchesBegan holds began and moved while the recognizer is possible; released in order when it fails")
    func delayedThenReleased() {
        let (f, _, _) = viewWithTap { $0.delaysTouchesBegan = true }
        let device = f.device()
        device.run([sample(0, (1, .down, 10, 10)), sample(0.1, (1, .move, 12, 10)), sample(0.2, (1, .move, 100, 10)),
                    sample(0.3, (1, .up, 100, 10))])
        #expect(device.trace.lines(kinds: [.deliveryDelayed, .deliveryReleased, .responderTouchesBegan, .responderTouchesMoved,
                                           .responderTouchesEnded, .gestureState], keys: ["phase", "by"]) == [
            "delivery.delayed V phase=began by=[tap]", "delivery.delayed V phase=moved by=[tap]",
            "gesture.state tap",
            // D2: the began, then one touchesMoved at the current location: the move of this turn.
            "delivery.released V phase=began", "responder.touchesBegan V",
            "responder.touchesMoved V", "responder.touchesEnded V",
        ])
    }

    @Test("rule D2: when the delaying recognizer recognizes, the held phases are dropped and the view never hears of the touch")
    func delayedThenDropped() {
        let (f, _, _) = viewWithTap { $0.delaysTouchesBegan = true }
        let device = f.device()
        device.run(tap(10, 10))
        #expect(device.trace.lines(kinds: [.deliveryDelayed, .deliveryDropped, .responderTouchesBegan, .responderTouchesEnded,
                                           .responderTouchesCancelled], keys: ["phase", "by"]) == [
            "delivery.delayed V phase=began by=[tap]", "delivery.dropped V phase=began by=[tap]",
        ])
    }

    @Test("rule D3: cancelsTouchesInView: the view that saw the touch gets touchesCancelled once, and nothing more")
    func cancels() {
        let (f, _, _) = viewWithTap()
        let device = f.device()
        device.run(tap(10, 10))
        #expect(device.trace.lines(kinds: [.responderTouchesBegan, .responderTouchesEnded, .responderTouchesCancelled]) ==
            ["responder.touchesBegan V", "responder.touchesCancelled V"])
    }

    @Test("rule D3: with cancelsTouchesInView false the view keeps receiving the touch as if nothing happened")
    func doesNotCancel() {
        let f = Fixture()
        let v = view("V", 0, 0, 300, 300, in: f.window, touches: .handle)
        recognizer(.pan, "pan", on: v) { $0.cancelsTouchesInView = false }
        let device = f.device()
        device.run(drag(from: Point(10, 10), to: Point(200, 10)))
        #expect(device.trace.finalStates()["pan"] == .ended)
        let lines = device.trace.lines(kinds: [.responderTouchesBegan, .responderTouchesEnded, .responderTouchesCancelled])
        #expect(lines == ["responder.touchesBegan V", "responder.touchesEnded V"])
    }

    @Test("rule D4: the ended phase waits for a possible double tap; once it fails the view gets ended delayedEndedDelay later")
    func endedDelayedThenReleased() {
        let f = Fixture()
        let v = view("V", 0, 0, 300, 300, in: f.window, touches: .handle)
        recognizer(.tap, "double", on: v) {
            $0.settings.numberOfTapsRequired = 2
            $0.cancelsTouchesInView = false
        }
        let device = f.device()
        device.run(tap(10, 10))
        #expect(device.trace.lines(kinds: [.deliveryDelayed, .deliveryReleased, .responderTouchesEnded, .timerFire],
                                   keys: ["phase", "by", "timer"]) == [
            "delivery.delayed V phase=ended by=[double]",
            "timer.fire double timer=maximumIntervalBetweenTaps",
            "timer.fire V timer=delayedEndedDelay",
            "delivery.released V phase=ended", "responder.touchesEnded V",
        ])
        let ended = device.trace.records.first { $0.kind == .responderTouchesEnded }!
        #expect(ended.time == VirtualTime(seconds: 0.08 + 0.35 + 0.15))
    }

    @Test("rule D4: if the holding recognizer recognizes, the view gets touchesCancelled instead")
    func endedDelayedThenCancelled() {
        let f = Fixture()
        let v = view("V", 0, 0, 300, 300, in: f.window, touches: .handle)
        recognizer(.tap, "double", on: v) { $0.settings.numberOfTapsRequired = 2 }
        let device = f.device()
        device.run(tap(10, 10) + tap(10, 10, at: 0.2))
        #expect(device.trace.lines(kinds: [.deliveryDelayed, .deliveryDropped, .responderTouchesBegan, .responderTouchesEnded,
                                           .responderTouchesCancelled, .gestureAction], keys: ["touches", "phase"]) == [
            "responder.touchesBegan V touches=[touch1]",
            "delivery.delayed V touches=[touch1] phase=ended",
            "responder.touchesBegan V touches=[touch2]",
            // D1: the action and the cancellation it caused (step 3), then the held phase dropped (step 4).
            "gesture.action double",
            "responder.touchesCancelled V touches=[touch1, touch2]",
            "delivery.dropped V touches=[touch1] phase=ended",
        ])
    }

    @Test("rule D4: a recognizer that fails while handling the ended phase holds nothing; delaysTouchesEnded false holds nothing")
    func endedNotHeld() {
        let (f, _, _) = viewWithTap { $0.settings.numberOfTouchesRequired = 2 }
        let device = f.device()
        device.run(tap(10, 10))
        #expect(device.trace.lines(kinds: [.deliveryDelayed, .responderTouchesEnded]) == ["responder.touchesEnded V"])
        let (g, _, _) = viewWithTap {
            $0.settings.numberOfTapsRequired = 2
            $0.delaysTouchesEnded = false
        }
        let other = g.device()
        other.run(tap(10, 10))
        #expect(other.trace.lines(kinds: [.deliveryDelayed, .responderTouchesEnded]) == ["responder.touchesEnded V"])
        #expect(other.trace.records.first { $0.kind == .responderTouchesEnded }!.time == VirtualTime(seconds: 0.08))
    }

    @Test("rule D5: a failed recognizer stops affecting delivery: the view receives the rest normally")
    func failedStopsMattering() {
        let (f, _, _) = viewWithTap { $0.delaysTouchesBegan = true }
        let device = f.device()
        device.run([sample(0, (1, .down, 10, 10)), sample(1.0, (1, .move, 11, 10)), sample(1.1, (1, .up, 11, 10))])
        #expect(device.trace.lines(kinds: [.gestureState, .deliveryReleased, .responderTouchesBegan, .responderTouchesMoved,
                                           .responderTouchesEnded], keys: ["cause"]) == [
            "gesture.state tap cause=timeout:maximumTapDuration",
            "delivery.released V cause=failed:tap", "responder.touchesBegan V",
            "responder.touchesMoved V", "responder.touchesEnded V",
        ])
    }

    @Test("a system cancel: recognizers fail or are cancelled, a view that saw the touch gets touchesCancelled")
    func systemCancel() {
        let f = Fixture()
        let v = view("V", 0, 0, 300, 300, in: f.window, touches: .handle)
        recognizer(.pan, "pan", on: v)
        recognizer(.tap, "tap", on: v)
        let device = f.device()
        device.run([sample(0, (1, .down, 10, 10)), sample(0.2, (1, .cancel, 10, 10))])
        #expect(device.trace.lines(kinds: [.gestureState, .responderTouchesCancelled], keys: ["cause"]) == [
            "gesture.state pan cause=touchesCancelled", "gesture.state tap cause=touchesCancelled",
            "responder.touchesCancelled V cause=touchesCancelled",
        ])
    }
}
