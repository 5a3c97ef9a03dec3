/// A value of a trace record's field. Lists of names (`touches`, `by`, `for`)
/// have their own case so one array can be shared by every record of a sample.
public enum TraceValue: Hashable, Sendable {
    case string(String)
    case int(Int)
    case number(Double)
    case bool(Bool)
    case null
    case point(Point)
    case strings([String])
    /// A list of objects' names, each with its object's id (issue 27.3): a
    /// held phase's `by`, a wait's `for`, the views of `view.tree` and
    /// `animation.begin`, a view's `gestures`, `runloop.pending`'s
    /// `owners`. Written out as `.strings`
    /// (the labels, byte for byte); in memory the readers key each by
    /// `ObjectKey` (`TraceRecord.objectKeys(_:)`). An array of 32-bit
    /// handles: no string is retained per record.
    case names([TraceName])
    case list([TraceValue])

    /// `.string(name)`, or `.null` when there is no name.
    public static func name(_ s: String?) -> TraceValue { s.map(TraceValue.string) ?? .null }

    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// A list of names: `.strings`, or the labels of `.names`.
    public var stringsValue: [String]? {
        switch self {
        case .strings(let s): return s
        case .names(let n): return n.map(\.string)
        default: return nil
        }
    }

    /// The keys of a list of objects' names: each name's id with its label
    /// (`.names`), or the label alone (`.strings`, or a saved trace's
    /// `.list` of strings, not yet resolved against its scene).
    public var objectKeysValue: [ObjectKey]? {
        switch self {
        case .names(let n): return n.map(\.key)
        case .strings(let s): return s.map { ObjectKey($0) }
        case .list(let l):
            var out: [ObjectKey] = []
            out.reserveCapacity(l.count)
            for item in l {
                guard case .string(let s) = item else { return nil }
                out.append(ObjectKey(s))
            }
            return out
        default: return nil
        }
    }

    /// A point, as written or as a saved trace's two-number list.
    public var pointValue: Point? {
        switch self {
        case .point(let p): return p
        case .list(let l) where l.count == 2: if let x = l[0].doubleValue, let y = l[1].doubleValue { return Point(x, y) }; return nil
        default: return nil
        }
    }

    /// A number, whole or not.
    public var doubleValue: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .number(let d): return d
        default: return nil
        }
    }
}

/// One named field of a record, in the order it was written.
public struct TraceField: Hashable, Sendable {
    public var key: String
    public var value: TraceValue
    /// For a field that names a numbered scene object (a `.string` label):
    /// its id (issue 27.3); not written out, `ObjectID.unassigned` otherwise.
    public var objectID: ObjectID

    public init(_ key: String, _ value: TraceValue, objectID: ObjectID = .unassigned) {
        self.key = key
        self.value = value
        self.objectID = objectID
    }
}
