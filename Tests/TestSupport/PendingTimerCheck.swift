import Testing
import TouchCore

/// The one check behind the `TestClock` scope (design 8: leftover timers at
/// the end of a run are reported, not drained): the timers left are exactly
/// those the test names, as `owner.purpose`.
enum PendingTimerCheck {
    /// Records an issue for each timer `left` that `expected` does not name,
    /// and for each name of `expected` that is not left (in any order).
    static func check(_ left: [(name: String, deadline: Double)], expected: [String], sourceLocation: SourceLocation) {
        var unexpected = left
        var missing: [String] = []
        for name in expected {
            if let i = unexpected.firstIndex(where: { $0.name == name }) { unexpected.remove(at: i) } else { missing.append(name) }
        }
        if !unexpected.isEmpty {
            let when = unexpected.map { "\($0.name) at \($0.deadline) s" }
            let text = "timers left pending: \(when.joined(separator: ", ")) (advance the clock or run it, or name them in "
                + "expectingPending if the test means it)"
            Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
        }
        if !missing.isEmpty {
            Issue.record("timers expected pending are not: \(missing.joined(separator: ", ")) (pending: \(left.map(\.name)))",
                         sourceLocation: sourceLocation)
        }
    }
}

/// The timers a trace says its runs left pending (`runloop.pending`, which
/// `Device.run(_:)` writes when timers are still scheduled at its end), as
/// `owner.purpose` with their deadlines, in the order written.
public func timersLeftPending(in trace: Trace) -> [(name: String, deadline: Double)] {
    timersLeftPending(in: (trace.firstStoredSeq..<trace.count).filter { trace.kind(at: $0) == .runloopPending }.map { trace[$0] })
}

/// `timersLeftPending(in:)` for a run's records (`WhatIfRun.records`, a decoded trace).
public func timersLeftPending(in records: [TraceRecord]) -> [(name: String, deadline: Double)] {
    var left: [(name: String, deadline: Double)] = []
    for record in records where record.kind == .runloopPending {
        guard case .runloopPending(let e)? = record.event else { continue }
        for (n, purpose) in e.timers.enumerated() {
            let owner = n < e.owners.count ? e.owners[n] : "?"
            left.append(("\(owner).\(purpose)", n < e.deadlines.count ? e.deadlines[n] : .nan))
        }
    }
    return left
}

/// The `TestClock` scope's end for a run the test only has the trace of
/// (a `ScenarioRun`, a replayed scene): the test fails if the trace's runs
/// left timers pending other than those named in `expectingPending`
/// (`"owner.purpose"`), or if a named one was not left.
public func expectNoTimersPending(in trace: Trace, expectingPending: [String] = [], sourceLocation: SourceLocation = #_sourceLocation) {
    PendingTimerCheck.check(timersLeftPending(in: trace), expected: expectingPending, sourceLocation: sourceLocation)
}

/// `expectNoTimersPending(in:expectingPending:)` for a run's records (`WhatIfRun.records`).
public func expectNoTimersPending(in records: [TraceRecord], expectingPending: [String] = [],
                                  sourceLocation: SourceLocation = #_sourceLocation) {
    PendingTimerCheck.check(timersLeftPending(in: records), expected: expectingPending, sourceLocation: sourceLocation)
}

extension Device {
    /// Runs `script` to its end as `run(_:timerLimit:endingTouches:)` does,
    /// inside the `TestClock` scope: the test fails if timers are left
    /// pending other than those named in `expectingPending` (`"owner.purpose"`),
    /// or if a named one is not. Every test that plays a script or a
    /// scenario to its end goes through here (or `withTestClock`).
    @discardableResult
    public func run(_ script: TouchScript, endingTouches: Bool = true, expectingPending: [String],
                    sourceLocation: SourceLocation = #_sourceLocation) -> [PendingTimer] {
        withTestClock(self, expectingPending: expectingPending, sourceLocation: sourceLocation) { $0.run(script, endingTouches: endingTouches) }
    }
}
