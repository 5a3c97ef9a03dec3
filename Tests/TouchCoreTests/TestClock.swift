import Testing
@testable import TouchCore

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
/// timer left behind is seen.
final class TestClock {
    let device: Device

    init(_ device: Device) { self.device = device }

    var now: VirtualTime { device.now }

    /// Sends `samples` in order, each at its instant; the timers due before
    /// an instant fire first (section P: a sample at a timer's deadline goes first).
    func send(_ samples: [TouchSample]) {
        for sample in samples {
            while let deadline = device.pendingTimers.first?.deadline, deadline < sample.time {
                device.advance(to: deadline)
            }
            device.send(sample)
        }
    }

    func send(_ samples: TouchSample...) { send(samples) }

    /// Moves the clock by `seconds`, firing the timers due by then, in deadline order.
    func advance(by seconds: Double) { device.advance(to: device.now.adding(seconds: seconds)) }

    /// Moves the clock to `time`, firing the timers due by then, in deadline order.
    func advance(to time: VirtualTime) { device.advance(to: time) }

    /// Fires every pending timer, and those they schedule, in deadline order (the clock moves to each).
    func run() { device.runPendingTimers() }

    /// The pending timers as the scope names them: `owner.purpose`, in firing order.
    var pending: [String] { device.pendingTimers.map { "\($0.owner).\($0.purpose)" } }

    /// Records an issue unless the timers pending are exactly `expected` (in any order).
    func checkPending(expected: [String], sourceLocation: SourceLocation) {
        let left = pending
        var unexpected = left
        var missing: [String] = []
        for name in expected {
            if let i = unexpected.firstIndex(of: name) { unexpected.remove(at: i) } else { missing.append(name) }
        }
        if !unexpected.isEmpty {
            let when = device.pendingTimers.filter { unexpected.contains("\($0.owner).\($0.purpose)") }
                .map { "\($0.owner).\($0.purpose) at \($0.deadline.seconds) s" }
            let text = "timers left pending: \(when.joined(separator: ", ")) (advance the clock or run it, or name them in "
                + "expectingPending if the test means it)"
            Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
        }
        if !missing.isEmpty {
            Issue.record("timers expected pending are not: \(missing.joined(separator: ", ")) (pending: \(left))",
                         sourceLocation: sourceLocation)
        }
    }
}

/// Runs `body` with a `TestClock` on `device`; at the end of the scope the
/// test fails if timers are pending other than those named in
/// `expectingPending` (`"owner.purpose"`), or if a named one is not pending.
@discardableResult
func withTestClock<R>(_ device: Device, expectingPending: [String] = [], sourceLocation: SourceLocation = #_sourceLocation,
                      _ body: (TestClock) throws -> R) rethrows -> R {
    let clock = TestClock(device)
    defer { clock.checkPending(expected: expectingPending, sourceLocation: sourceLocation) }
    return try body(clock)
}
