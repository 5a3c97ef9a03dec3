/// Identifies a scheduled timer, to cancel it.
public struct TimerID: Hashable, Sendable {
    let value: Int
}

/// Timers of the virtual run loop: fired in deadline order, ties by the
/// order they were scheduled (design.md, lesson 5). Pending timers are few
/// (a handful per touch), so a sorted array is the fastest structure.
struct TimerQueue {
    struct Entry {
        let id: TimerID
        let deadline: VirtualTime
        /// Whose timer it is (the trace's subject) and what it is for.
        let owner: String
        let purpose: String
        let fire: () -> Void
    }

    private(set) var entries: [Entry] = []
    private var nextID = 0

    var isEmpty: Bool { entries.isEmpty }
    var nextDeadline: VirtualTime? { entries.first?.deadline }

    mutating func schedule(at deadline: VirtualTime, owner: String, purpose: String, fire: @escaping () -> Void) -> TimerID {
        let id = TimerID(value: nextID)
        nextID += 1
        // After every entry with a deadline ≤ this one: equal deadlines keep scheduling order.
        var index = entries.count
        while index > 0 && entries[index - 1].deadline > deadline { index -= 1 }
        entries.insert(Entry(id: id, deadline: deadline, owner: owner, purpose: purpose, fire: fire), at: index)
        return id
    }

    mutating func cancel(_ id: TimerID) {
        entries.removeAll { $0.id == id }
    }

    /// Removes and returns the first timer whose deadline is before `limit`
    /// (or at it, when `inclusive`).
    mutating func popDue(before limit: VirtualTime, inclusive: Bool) -> Entry? {
        guard let first = entries.first, first.deadline < limit || (inclusive && first.deadline == limit) else { return nil }
        return entries.removeFirst()
    }

    func contains(_ id: TimerID) -> Bool { entries.contains { $0.id == id } }

    /// The pending timers, in firing order, without their work.
    var pending: [PendingTimer] { entries.map { PendingTimer(deadline: $0.deadline, owner: $0.owner, purpose: $0.purpose) } }
}

/// A timer still scheduled: when it would fire, whose it is, what it is for.
public struct PendingTimer: Hashable, Sendable {
    public let deadline: VirtualTime
    public let owner: String
    public let purpose: String
}
