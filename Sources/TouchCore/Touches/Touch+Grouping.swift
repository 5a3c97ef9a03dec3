extension Array where Element == Touch {
    /// Calls `body` once per object the touches have (their window, their
    /// view) with that object's touches: objects in order of first
    /// appearance, touches in order within each (rule T4: one call per
    /// object). Touches without one are left out.
    ///
    /// When every touch has the same object (most deliveries), the one group
    /// is this array itself: no array is built.
    @inline(__always)
    func forEachGroup<Key: AnyObject>(by key: (Touch) -> Key?, _ body: (Key, [Touch]) -> Void) {
        var buffer: [Touch] = []
        forEachGroup(by: key, reusing: &buffer, body)
    }

    /// `forEachGroup(by:_:)`, building the groups in `buffer`, an array kept
    /// by the caller from one delivery to the next (it is left empty, its
    /// storage kept), so a turn that splits its touches allocates nothing.
    @inline(__always)
    func forEachGroup<Key: AnyObject>(by key: (Touch) -> Key?, reusing buffer: inout [Touch], _ body: (Key, [Touch]) -> Void) {
        guard let first = self.first else { return }
        if let k = key(first), allSatisfy({ key($0) === k }) {
            body(k, self)
            return
        }
        forEachOfSeveralGroups(by: key, in: &buffer, body)
    }

    /// `forEachGroup` when the touches have several objects: each touch's
    /// object is asked once, and `group` serves every group, emptied for the
    /// next one in place (unless `body` kept the last group: then that one
    /// stays as it was and the buffer is copied). A delivery has a few
    /// touches: the scan of the ones before is cheaper than a table, and no
    /// list of groups is built.
    @inline(__always)
    private func forEachOfSeveralGroups<Key: AnyObject>(by key: (Touch) -> Key?, in group: inout [Touch],
                                                        _ body: (Key, [Touch]) -> Void) {
        withUnsafeTemporaryAllocation(of: ObjectIdentifier?.self, capacity: count) { objects in
            for i in indices { objects.initializeElement(at: i, to: key(self[i]).map(ObjectIdentifier.init)) }
            for i in indices {
                guard let object = objects[i], !objects[..<i].contains(object) else { continue }
                group.empty()
                if group.capacity < count - i { group.reserveCapacity(count - i) }
                group.append(self[i])
                for j in (i + 1)..<count where objects[j] == object { group.append(self[j]) }
                body(key(self[i])!, group)
            }
            // ObjectIdentifier? is trivial: the buffer needs no deinitializing.
        }
        group.empty()
    }

    /// The window every touch has, lent (each touch holds it, `Touch.lentWindow`),
    /// when they all have the same one; nil when they have several, or one
    /// has none, or there are no touches.
    @inline(__always)
    var commonLentWindow: Unmanaged<Window>? {
        var common: Unmanaged<Window>?
        var several = false
        forEachLent { touch in
            guard let window = touch.lentWindow else { return several = true }
            if let found = common { several = several || found.toOpaque() != window.toOpaque() } else { common = window }
        }
        return several ? nil : common
    }
}
