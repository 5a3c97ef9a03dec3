/// Identifies a scheduled timer, to cancel it.
public struct TimerID: Hashable, Sendable {
    let value: Int
}

/// Timers of the virtual run loop: fired in deadline order, ties by the
/// order they were scheduled (design.md, lesson 5). Pending timers are few
/// (a handful per touch), so a sorted array is the fastest structure.
///
/// The device owns it, and its gesture environments hold it too: a
/// recognizer starts and drops timers through its environment on nearly
/// every touch, and reaching the device's through the environment's
/// `unowned` device would cost an atomic retain and release each time.
final class TimerQueue {
    /// What a timer does when it fires.
    enum Work {
        /// A recognizer's own timer (rule G9): `GestureRecognizer.timerFired(_:)`
        /// with the timer's purpose. The recognizer is the owner. Recognizers
        /// start a timer on nearly every touch they receive and drop most of
        /// them; a closure for each would be allocated and freed every time.
        case recognizer(GestureRecognizer)
        /// Any other owner's work (a scroll view's deceleration, a held phase's release).
        case closure(owner: TraceName, fire: () -> Void)
    }

    struct Entry {
        let id: TimerID
        let deadline: VirtualTime
        /// What it is for (with the owner, the `timer.fire` record's `timer`).
        let purpose: String
        let work: Work

        /// Whose timer it is: the `timer.fire` record's subject.
        var owner: TraceName {
            switch work {
            case .recognizer(let r): return r.traceName
            case .closure(let owner, _): return owner
            }
        }

        /// Does the timer's work.
        func fire() {
            switch work {
            case .recognizer(let r): r.timerFired(purpose)
            case .closure(_, let fire): fire()
            }
        }
    }

    /// The pending timers in firing order. Placing, cancelling and checking a
    /// timer (several per touch and recognizer) read each entry's id or
    /// deadline in place, through the array's buffer, so no entry is copied
    /// (a string and the work each: retains and releases); one array,
    /// not parallel ones, so a timer costs one insertion and one removal.
    @exclusivity(unchecked) private(set) var entries: [Entry] = []
    @exclusivity(unchecked) private var nextID = 0

    var isEmpty: Bool { entries.isEmpty }
    var nextDeadline: VirtualTime? { entries.withUnsafeBufferPointer { $0.isEmpty ? nil : $0[0].deadline } }

    func schedule(at deadline: VirtualTime, purpose: String, work: Work) -> TimerID {
        let id = TimerID(value: nextID)
        nextID += 1
        // After every entry with a deadline ≤ this one: equal deadlines keep scheduling order.
        let index = entries.withUnsafeBufferPointer { buffer in
            var index = buffer.count
            while index > 0 && buffer[index - 1].deadline > deadline { index -= 1 }
            return index
        }
        entries.insertInPlace(Entry(id: id, deadline: deadline, purpose: purpose, work: work), at: index)
        return id
    }

    func cancel(_ id: TimerID) {
        // Ids are unique: at most one entry goes.
        guard let index = self.index(of: id) else { return }
        entries.remove(at: index)
    }

    /// Removes and returns the first timer whose deadline is before `limit`
    /// (or at it, when `inclusive`).
    func popDue(before limit: VirtualTime, inclusive: Bool) -> Entry? {
        guard let first = nextDeadline, first < limit || (inclusive && first == limit) else { return nil }
        return entries.removeFirst()
    }

    func contains(_ id: TimerID) -> Bool { index(of: id) != nil }

    /// Where timer `id` is in `entries`, if it is pending.
    private func index(of id: TimerID) -> Int? {
        entries.withUnsafeBufferPointer { buffer in buffer.indices.first { buffer[$0].id == id } }
    }

    /// The pending timers, in firing order, without their work.
    var pending: [PendingTimer] {
        entries.map { PendingTimer(deadline: $0.deadline, owner: $0.owner.string, purpose: $0.purpose, ownerName: $0.owner) }
    }
}

/// A timer still scheduled: when it would fire, whose it is, what it is for.
public struct PendingTimer: Hashable, Sendable {
    public let deadline: VirtualTime
    public let owner: String
    public let purpose: String
    /// The owner as the trace names it, with its id (issue 27.3: `runloop.pending`'s `owners`).
    let ownerName: TraceName
}
