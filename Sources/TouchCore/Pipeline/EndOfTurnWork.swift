/// The work deferred to the end of the current run loop turn
/// (`Device.deferToEndOfTurn(cause:_:)`, rule D1 step 6). The device and its
/// gesture environments share it, so an environment ends a turn without
/// going through its unowned reference to the device (an atomic retain and
/// release every turn).
final class EndOfTurnWork {
    @exclusivity(unchecked) private var work: [(CauseLink?, () -> Void)] = []

    func append(cause: CauseLink?, _ body: @escaping () -> Void) {
        work.append((cause, body))
    }

    /// The deferred work, in the order it was deferred (work deferred by
    /// deferred work runs in the same turn), each with its cause as the
    /// trace's current cause. Inlined: most turns defer nothing, and then
    /// cost a comparison, not a call.
    @inline(__always)
    func run(in trace: Trace) {
        if !work.isEmpty { runAll(in: trace) }
    }

    private func runAll(in trace: Trace) {
        while !work.isEmpty {
            let (cause, body) = work.removeFirst()
            trace.withCause(cause, body)
        }
    }
}
