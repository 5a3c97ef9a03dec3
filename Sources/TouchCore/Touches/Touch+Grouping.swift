extension Array where Element == Touch {
    /// The touches grouped by an object (their window, their view), groups in
    /// order of first appearance and touches in order within each (rule T4:
    /// one call per object). Touches without one are left out.
    ///
    /// When every touch has the same object (most deliveries), the one group
    /// is this array itself: no array is built.
    func grouped<Key: AnyObject>(by key: (Touch) -> Key?) -> [(Key, [Touch])] {
        if let first = self.first, let k = key(first), allSatisfy({ key($0) === k }) { return [(k, self)] }
        var groups: [(Key, [Touch])] = []
        for touch in self {
            guard let k = key(touch) else { continue }
            if let i = groups.firstIndex(where: { $0.0 === k }) { groups[i].1.append(touch) } else { groups.append((k, [touch])) }
        }
        return groups
    }
}
