/// One value computed from inputs and kept until they change: the
/// inspector's caches (the screen at an instant, the device drawing, the
/// timeline's lanes, the hover walk, the story...) are each one `Memo`
/// whose key is every input the value is computed from, built by the type
/// that owns the cache from the same arguments it computes with, so no
/// caller can forget a dependency (issue 27 point 4).
///
/// Invariant: `value(for:_:)` returns what `make` would return now, as long
/// as `make` depends on nothing but what `key` holds.
struct Memo<Key: Equatable, Value> {
    private var entry: (key: Key, value: Value)?

    /// The value for `key`: the kept one when `key` equals the key it was
    /// computed for, else `make()`, kept for `key`.
    mutating func value(for key: Key, _ make: () throws -> Value) rethrows -> Value {
        if let entry, entry.key == key { return entry.value }
        let value = try make()
        entry = (key, value)
        return value
    }

    /// The value kept for `key`, if that is the key it was computed for.
    func cached(for key: Key) -> Value? {
        guard let entry, entry.key == key else { return nil }
        return entry.value
    }

    /// The key of the value kept (nil: none).
    var key: Key? { entry?.key }

    /// Forgets the value (its inputs are gone: a rebuilt scene).
    mutating func clear() { entry = nil }
}
