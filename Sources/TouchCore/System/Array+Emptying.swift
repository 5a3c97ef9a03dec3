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

    /// Removes the first element that `predicate` accepts, if any: for the
    /// lists where an element appears at most once (the touches on the
    /// glass), without `removeAll(where:)`'s pass over every element.
    @inline(__always)
    mutating func removeFirst(where predicate: (Element) -> Bool) {
        if let index = firstIndex(where: predicate) { remove(at: index) }
    }
}
