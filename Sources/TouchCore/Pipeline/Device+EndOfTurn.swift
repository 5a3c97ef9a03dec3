/// Work deferred to the end of the run loop turn (rule D1 step 6), such as a
/// table view's `didSelectRowAt` (L4). It runs after the turn's actions and
/// view deliveries, before the recognizers reset.
///
/// Kept apart so that it can be swapped for the gesture environment's own
/// end-of-turn hook when that exists.
final class EndOfTurnQueue {
    private var work: [() -> Void] = []

    func append(_ item: @escaping () -> Void) { work.append(item) }

    /// Runs the queued work in order (work queued meanwhile runs too).
    func drain() {
        while !work.isEmpty {
            let item = work.removeFirst()
            item()
        }
    }
}

extension Device {
    /// Runs `work` at the end of the current run loop turn (D1 step 6).
    public func performAtEndOfTurn(_ work: @escaping () -> Void) {
        endOfTurn.append(work)
    }

    /// Step 6 of a turn: the deferred work, in the order it was deferred.
    func runEndOfTurnWork() {
        endOfTurn.drain()
    }
}
