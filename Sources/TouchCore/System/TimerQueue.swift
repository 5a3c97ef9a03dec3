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

    /// The pending timers in firing order, and beside them their ids and
    /// deadlines alone: cancelling, checking and placing a timer (several per
    /// touch and recognizer) search those plain values instead of copying
    /// entries (two strings and a closure each: retains and releases).
    private(set) var entries: [Entry] = []
    private var ids: [TimerID] = []
    private var deadlines: [VirtualTime] = []
    private var nextID = 0

    var isEmpty: Bool { entries.isEmpty }
    var nextDeadline: VirtualTime? { deadlines.first }

    mutating func schedule(at deadline: VirtualTime, owner: String, purpose: String, fire: @escaping () -> Void) -> TimerID {
        let id = TimerID(value: nextID)
        nextID += 1
        // After every entry with a deadline ≤ this one: equal deadlines keep scheduling order.
        var index = deadlines.count
        while index > 0 && deadlines[index - 1] > deadline { index -= 1 }
        entries.insertInPlace(Entry(id: id, deadline: deadline, owner: owner, purpose: purpose, fire: fire), at: index)
        ids.insertInPlace(id, at: index)
        deadlines.insertInPlace(deadline, at: index)
        return id
    }

    mutating func cancel(_ id: TimerID) {
        // Ids are unique: at most one entry goes.
        guard let index = ids.firstIndex(of: id) else { return }
        entries.remove(at: index)
        ids.remove(at: index)
        deadlines.remove(at: index)
    }

    /// Removes and returns the first timer whose deadline is before `limit`
    /// (or at it, when `inclusive`).
    mutating func popDue(before limit: VirtualTime, inclusive: Bool) -> Entry? {
        guard let first = deadlines.first, first < limit || (inclusive && first == limit) else { return nil }
        ids.removeFirst()
        deadlines.removeFirst()
        return entries.removeFirst()
    }

    func contains(_ id: TimerID) -> Bool { ids.contains(id) }

    /// The pending timers, in firing order, without their work.
    var pending: [PendingTimer] { entries.map { PendingTimer(deadline: $0.deadline, owner: $0.owner, purpose: $0.purpose) } }
}

/// A timer still scheduled: when it would fire, whose it is, what it is for.
public struct PendingTimer: Hashable, Sendable {
    public let deadline: VirtualTime
    public let owner: String
    public let purpose: String
}
