extension Array where Element == Touch {
    /// Calls `body` once per object the touches have (their window, their
    /// view) with that object's touches: objects in order of first
    /// appearance, touches in order within each (rule T4: one call per
    /// object). Touches without one are left out.
    ///
    /// When every touch has the same object (most deliveries), the one group
    /// is this array itself: no array is built. Otherwise each group is built
    /// when its first touch comes (a delivery has a few touches: the scan of
    /// the ones before is cheaper than a table), and no list of groups is.
    func forEachGroup<Key: AnyObject>(by key: (Touch) -> Key?, _ body: (Key, [Touch]) -> Void) {
        guard let first = self.first else { return }
        if let k = key(first), allSatisfy({ key($0) === k }) {
            body(k, self)
            return
        }
        for i in indices {
            guard let k = key(self[i]), !self[..<i].contains(where: { key($0) === k }) else { continue }
            var group = [self[i]]
            for other in self[(i + 1)...] where key(other) === k { group.append(other) }
            body(k, group)
        }
    }
}
