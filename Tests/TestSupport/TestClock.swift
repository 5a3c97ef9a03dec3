import Testing
import TouchCore

/// A device's virtual clock as a test drives it, in the style of
/// swift-clocks' `TestClock` (design.md: "a clock you advance by hand, that
/// fires pending work in deadline order and lets a test fail when work is
/// still pending at its end"). Nothing fires unless the test moves time:
/// samples are sent at their instants (the timers due before each fire
/// first), `advance` moves the clock, `run` fires everything pending.
///
/// Use it through `withTestClock(_:expectingPending:_:)`: at the end of the
/// scope the test fails if a timer is still pending that it did not name
/// (`"owner.purpose"`, e.g. `"D_double.maximumIntervalBetweenTaps"`), or if
/// a timer it named is not pending. Unlike `Device.run(_:)`, which drains
/// every timer after its samples, the clock never drains on its own, so a
/// timer left behind is seen. Every test target shares it (this module,
/// `TouchTestSupport`); a test that only has a run's trace (a `ScenarioRun`)
/// checks it with `expectNoTimersPending(in:expectingPending:)`.
public final class TestClock {
    public let device: Device

    public init(_ device: Device) { self.device = device }

    public var now: VirtualTime { device.now }

    /// Sends `samples` in order, each at its instant; the timers due before
    /// an instant fire first (section P: a sample at a timer's deadline goes first).
    public func send(_ samples: [TouchSample]) {
        for sample in samples {
            while let deadline = device.pendingTimers.first?.deadline, deadline < sample.time {
                device.advance(to: deadline)
            }
            device.send(sample)
        }
    }

    public func send(_ samples: TouchSample...) { send(samples) }

    /// Moves the clock by `seconds`, firing the timers due by then, in deadline order.
    public func advance(by seconds: Double) { device.advance(to: device.now.adding(seconds: seconds)) }

    /// Moves the clock to `time`, firing the timers due by then, in deadline order.
    public func advance(to time: VirtualTime) { device.advance(to: time) }

    /// Fires every pending timer, and those they schedule, in deadline order (the clock moves to each).
    public func run() { device.runPendingTimers() }

    /// Plays a whole script as `Device.run(_:)` does (its samples and app
    /// calls at their instants, then every timer, then the system cancel of
    /// fingers left down unless `endingTouches` is false); what it leaves
    /// pending (a timer rescheduling itself past the limit) is the scope's
    /// to check at its end.
    @discardableResult
    public func run(_ script: TouchScript, endingTouches: Bool = true) -> [PendingTimer] {
        device.run(script, endingTouches: endingTouches)
    }

    /// The pending timers as the scope names them: `owner.purpose`, in firing order.
    public var pending: [String] { device.pendingTimers.map { "\($0.owner).\($0.purpose)" } }

    /// Records an issue unless the timers pending are exactly `expected` (in any order).
    public func checkPending(expected: [String], sourceLocation: SourceLocation) {
        PendingTimerCheck.check(device.pendingTimers.map { ("\($0.owner).\($0.purpose)", $0.deadline.seconds) },
                                expected: expected, sourceLocation: sourceLocation)
    }
}

/// Runs `body` with a `TestClock` on `device`; at the end of the scope the
/// test fails if timers are pending other than those named in
/// `expectingPending` (`"owner.purpose"`), or if a named one is not pending.
@discardableResult
public func withTestClock<R>(_ device: Device, expectingPending: [String] = [], sourceLocation: SourceLocation = #_sourceLocation,
                             _ body: (TestClock) throws -> R) rethrows -> R {
    let clock = TestClock(device)
    defer { clock.checkPending(expected: expectingPending, sourceLocation: sourceLocation) }
    return try body(clock)
}
