/// Edits of the small arrays the per-touch path changes every turn (a
/// recognizer's touches and timers, the environment's participants, the
/// timer queue), without the standard library's generic `replaceSubrange`
/// that `removeAll(keepingCapacity:)` and `insert(_:at:)` go through: a few
/// hundred instructions each, even for an empty array or an append.
extension Array {
    /// Empties the array and keeps its storage, as `removeAll(keepingCapacity: true)`
    /// does, for the small arrays a recognizer or an environment empties
    /// every turn (its touches, its timers, the turn's actions). The standard
    /// library's version goes through its generic `replaceSubrange`, a few
    /// hundred instructions even for an empty array; here an empty one costs
    /// a comparison, and each element one `removeLast`.
    @inline(__always)
    mutating func empty() {
        while !isEmpty { removeLast() }
    }

    /// Removes the first element that `predicate` accepts, if any, and says
    /// whether it did: for the lists where an element appears at most once
    /// (the touches on the glass), without `removeAll(where:)`, which goes
    /// through the generic `replaceSubrange`.
    @discardableResult @inline(__always)
    mutating func removeFirst(where predicate: (Element) -> Bool) -> Bool {
        guard let index = firstIndex(where: predicate) else { return false }
        remove(at: index)
        return true
    }

    /// `insert(newElement, at: index)`: appended, then moved into place
    /// with the elements after it shifted up by one (one move of memory).
    @inline(__always)
    mutating func insertInPlace(_ newElement: Element, at index: Int) {
        precondition(index >= 0 && index <= count, "insertInPlace: index \(index) out of 0...\(count)")
        append(newElement)
        guard index < count - 1 else { return }
        withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!, last = buffer.count - 1
            let moved = (base + last).move()
            (base + index + 1).moveInitialize(from: base + index, count: last - index)
            (base + index).initialize(to: moved)
        }
    }
}
