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

    public var stringsValue: [String]? {
        if case .strings(let s) = self { return s }
        return nil
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
