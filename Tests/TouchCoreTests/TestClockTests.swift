import Testing
import TouchTestSupport
@testable import TouchCore

/// The test clock itself (design.md rule 6: tests fail when a timer is
/// still pending at their end, unless they name it).
@Suite struct TestClockTests {
    /// A view with a double tap: one tap leaves its maximumIntervalBetweenTaps timer pending.
    func doubleTapDevice() -> Device {
        let f = Fixture()
        let v = view("V", 0, 0, 300, 300, in: f.window, touches: .handle)
        recognizer(.tap, "double", on: v) { $0.settings.numberOfTapsRequired = 2 }
        return f.device()
    }

    @Test("design 8: a timer left pending at the end of the scope fails the test, naming it")
    func leftPendingFails() {
        let device = doubleTapDevice()
        withKnownIssue {
            withTestClock(device) { clock in clock.send(tap(10, 10)) }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("timers left pending: double.maximumIntervalBetweenTaps at 0.43") }
        }
    }

    @Test("design 8: a test that names the timer it leaves pending passes; one that names a timer not pending fails")
    func namedTimers() {
        let device = doubleTapDevice()
        withTestClock(device, expectingPending: ["double.maximumIntervalBetweenTaps"]) { clock in
            clock.send(tap(10, 10))
            #expect(clock.pending == ["double.maximumIntervalBetweenTaps"])
        }
        withKnownIssue {
            withTestClock(device, expectingPending: ["double.maximumIntervalBetweenTaps", "double.maximumTapDuration"]) { _ in }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("timers expected pending are not: double.maximumTapDuration") }
        }
    }

    @Test("rules R1 and D4: advancing past the interval fires the timer and the double tap fails; the held ended phase follows delayedEndedDelay later")
    func advanceFires() {
        let device = doubleTapDevice()
        withTestClock(device) { clock in
            clock.send(tap(10, 10))
            clock.advance(by: 0.2)
            #expect(clock.pending == ["double.maximumIntervalBetweenTaps"], "not yet due")
            clock.advance(by: 0.2)
            #expect(clock.now == VirtualTime(seconds: 0.48))
            #expect(device.trace.lines(kinds: [.timerFire, .gestureState], keys: ["timer", "to"]).suffix(2) ==
                ["timer.fire double timer=maximumIntervalBetweenTaps", "gesture.state double to=failed"])
            // The failure releases the ended phase the double tap held (delaysTouchesEnded), 0.15 s later (D4).
            #expect(clock.pending == ["V.delayedEndedDelay"])
            clock.advance(by: 0.15)
        }
        #expect(device.trace.lines(kinds: [.timerFire, .responderTouchesEnded], keys: ["timer"]).suffix(2) ==
            ["timer.fire V timer=delayedEndedDelay", "responder.touchesEnded V"])
    }

    @Test("section P: sending a sample fires the timers due before it, not one due at its instant")
    func sendFiresEarlierTimers() {
        let device = Fixture().device()
        var fired: [String] = []
        withTestClock(device) { clock in
            device.schedule(after: 0.1, owner: "a", purpose: "early") { fired.append("a@\(device.now.seconds)") }
            device.schedule(after: 0.2, owner: "b", purpose: "atSample") { fired.append("b@\(device.now.seconds)") }
            clock.send(sample(0.2, (1, .down, 10, 10)))
            #expect(fired == ["a@0.1"] && clock.pending == ["b.atSample"])
            clock.send(sample(0.3, (1, .up, 10, 10)))
            #expect(fired == ["a@0.1", "b@0.2"])
        }
    }
}
