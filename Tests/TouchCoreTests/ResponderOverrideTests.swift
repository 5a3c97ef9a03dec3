import Testing
@testable import TouchCore

/// Issue 8 item 4 with rule R2: responder classes own their touch handling.
@Suite struct ResponderOverrideTests {
    /// A view class that counts its touchesBegan and, like `handle`, does not call super.
    final class Counting: View {
        var began = 0
        override func touchesBegan(_ touches: [Touch], with event: ResponderEvent) { began += 1 }
    }

    @Test("rule R2: an override that does not call super stops the chain there; the delivery path only calls the hit-test view")
    func overrideStops() {
        let f = Fixture()
        let outer = view("outer", 0, 0, 390, 844, in: f.window)
        let inner = Counting(name: "inner", frame: Rect(x: 50, y: 50, width: 100, height: 100))
        outer.addSubview(inner)
        let device = f.device()
        device.run(tap(100, 100))
        #expect(inner.began == 1)
        #expect(device.trace.lines(kinds: [.responderTouchesBegan, .responderTouchesEnded]) == [
            "responder.touchesBegan inner", "responder.touchesEnded inner", "responder.touchesEnded outer",
            "responder.touchesEnded Main", "responder.touchesEnded Application",
        ])
    }

    /// A view class that keeps the events its touchesMoved got, and calls super.
    final class EventKeeping: View {
        var events: [ResponderEvent] = []
        override func touchesMoved(_ touches: [Touch], with event: ResponderEvent) {
            events.append(event)
            super.touchesMoved(touches, with: event)
        }
    }

    @Test("rule T4: an environment keeps one event per phase, and hands a delivery that starts while the kept one is in use a new one")
    func keptEventsAreNotSharedByOverlappingDeliveries() {
        let f = Fixture()
        let device = f.device()
        let environment = device.environment(of: f.window)
        let began = environment.keptEvent(for: .began)
        #expect(began.phase == .began && environment.keptEvent(for: .began) === began)
        #expect(environment.keptEvent(for: .ended) !== began)
        began.isInUse = true
        let overlapping = environment.keptEvent(for: .began)
        #expect(overlapping !== began && overlapping.phase == .began)
        began.isInUse = false
        #expect(environment.keptEvent(for: .began) === began)
    }

    @Test("rule T4: two views moved in one sample get one call each with the same event, as UIKit hands every view the same UIEvent; the next sample brings that event again, as UIKit reuses its touches event")
    func oneEventPerPhaseOfATurn() {
        let f = Fixture()
        let left = EventKeeping(name: "left", frame: Rect(x: 0, y: 0, width: 195, height: 844))
        let right = EventKeeping(name: "right", frame: Rect(x: 195, y: 0, width: 195, height: 844))
        f.window.addSubview(left)
        f.window.addSubview(right)
        let device = f.device()
        device.run([sample(0, (1, .down, 50, 50), (2, .down, 250, 50)),
                    sample(0.1, (1, .move, 60, 60), (2, .move, 260, 60)),
                    sample(0.2, (1, .move, 70, 70), (2, .move, 270, 70)),
                    sample(0.3, (1, .up, 70, 70), (2, .up, 270, 70))])
        #expect(left.events.count == 2 && right.events.count == 2)
        #expect(zip(left.events, right.events).allSatisfy { $0 === $1 }, "each sample's moved phase is one event for both views")
        #expect(left.events.count == 2 && left.events[0] === left.events[1], "the next turn hands the same event again")
        #expect(Array(device.trace.lines(kinds: [.responderTouchesMoved]).prefix(6)) == [
            "responder.touchesMoved left", "responder.touchesMoved Main", "responder.touchesMoved Application",
            "responder.touchesMoved right", "responder.touchesMoved Main", "responder.touchesMoved Application",
        ])
    }
}
