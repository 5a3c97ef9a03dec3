/// A list's position in a record: `row` for a table, `item` for a collection view (rule L1).
public enum ListPosition: Hashable, Sendable {
    case row(Int)
    case item(Int)

    /// The index, row or item.
    public var index: Int {
        switch self {
        case .row(let i), .item(let i): return i
        }
    }

    /// `row 3`, `item 2`: as the log and the answers write it.
    public var text: String {
        switch self {
        case .row(let i): return "row \(i)"
        case .item(let i): return "item \(i)"
        }
    }

    var field: TraceField {
        switch self {
        case .row(let i): return TraceField("row", .int(i))
        case .item(let i): return TraceField("item", .int(i))
        }
    }
}

/// A recognizer's velocity in its action record: a pan's points per second
/// (`[vx, vy]`), a pinch's or rotation's scale or radians per second.
public enum GestureVelocity: Hashable, Sendable {
    case point(Point)
    case scalar(Double)

    var value: TraceValue {
        switch self {
        case .point(let p): return .point(p)
        case .scalar(let d): return .number(d)
        }
    }
}

/// A record that does not fit the schema: a field missing, out of order,
/// of the wrong type, or one the kind does not have.
public struct TraceSchemaError: Error, CustomStringConvertible, Sendable {
    public var seq: Int
    public var kind: TraceKind
    public var message: String
    public var description: String { "record \(seq) (\(kind.rawValue)): \(message)" }
}

extension TraceRecord {
    /// The record's kind and fields, decoded into the schema.
    public func decoded() throws -> TraceEvent { try TraceEvent(self) }

    /// `decoded()`, or nil for a record that does not fit the schema (none
    /// the core writes: `TraceSchemaTests`).
    public var event: TraceEvent? { try? TraceEvent(self) }

    /// A record rendered from its typed event (the inverse of `decoded()`).
    public init(seq: Int, time: VirtualTime, subject: String, event: TraceEvent) {
        self.init(seq: seq, time: time, kind: event.kind, subject: subject, fields: event.fields)
    }
}

/// Reads a record's fields in the order they were written, one key at a time.
struct TraceFieldDecoder {
    private let record: TraceRecord
    private var next = 0

    init(_ record: TraceRecord) { self.record = record }

    private func failure(_ message: String) -> TraceSchemaError {
        TraceSchemaError(seq: record.seq, kind: record.kind, message: message)
    }

    private var nextKey: String? { next < record.fields.count ? record.fields[next].key : nil }

    /// The value of the next field, which must be `key`.
    mutating func take(_ key: String) throws -> TraceValue {
        guard nextKey == key else {
            throw failure(nextKey.map { "expected the field \"\(key)\", found \"\($0)\"" } ?? "the field \"\(key)\" is missing")
        }
        next += 1
        return record.fields[next - 1].value
    }

    /// The value of the next field if it is `key`, else nil (an optional field left out).
    mutating func optional(_ key: String) -> TraceValue? {
        guard nextKey == key else { return nil }
        next += 1
        return record.fields[next - 1].value
    }

    /// A required `row` or `item`.
    mutating func position() throws -> ListPosition {
        guard let p = try optionalPosition() else {
            throw failure(nextKey.map { "expected \"row\" or \"item\", found \"\($0)\"" } ?? "the field \"row\" or \"item\" is missing")
        }
        return p
    }

    mutating func optionalPosition() throws -> ListPosition? {
        if let v = optional("row") { return .row(try int(v, "row")) }
        if let v = optional("item") { return .item(try int(v, "item")) }
        return nil
    }

    /// Every field was read.
    /// Every field not taken yet, taken (a record whose fields are a set, `view.state`).
    mutating func takeRemaining() -> ArraySlice<TraceField> {
        let rest = record.fields[next...]
        next = record.fields.count
        return rest
    }

    /// The error for `key` holding `value` where `what` was expected.
    func mistypedField(_ key: String, _ what: String, _ value: TraceValue) -> TraceSchemaError { mistyped(key, what, value) }

    func end() throws {
        if let key = nextKey { throw failure("unexpected field \"\(key)\"") }
    }

    private func mistyped(_ key: String, _ what: String, _ value: TraceValue) -> TraceSchemaError {
        failure("the field \"\(key)\" should be \(what), not \(HumanLog.text(value))")
    }

    func string(_ v: TraceValue, _ key: String) throws -> String {
        guard case .string(let s) = v else { throw mistyped(key, "a string", v) }
        return s
    }

    func nullableName(_ v: TraceValue, _ key: String) throws -> String? {
        if case .null = v { return nil }
        return try string(v, key)
    }

    func names(_ v: TraceValue, _ key: String) throws -> [String] {
        switch v {
        case .strings(let s): return s
        case .names(let n): return n.map(\.string)
        case .list(let l):
            var out: [String] = []
            out.reserveCapacity(l.count)
            for item in l {
                guard case .string(let s) = item else { throw mistyped(key, "a list of names", v) }
                out.append(s)
            }
            return out
        default: throw mistyped(key, "a list of names", v)
        }
    }

    func int(_ v: TraceValue, _ key: String) throws -> Int {
        guard case .int(let i) = v else { throw mistyped(key, "an integer", v) }
        return i
    }

    func double(_ v: TraceValue, _ key: String) throws -> Double {
        guard let d = v.doubleValue else { throw mistyped(key, "a number", v) }
        return d
    }

    func bool(_ v: TraceValue, _ key: String) throws -> Bool {
        guard case .bool(let b) = v else { throw mistyped(key, "true or false", v) }
        return b
    }

    func point(_ v: TraceValue, _ key: String) throws -> Point {
        guard let p = v.pointValue else { throw mistyped(key, "a point [x, y]", v) }
        return p
    }

    func cause(_ v: TraceValue, _ key: String) throws -> Cause {
        let text = try string(v, key)
        guard let cause = Cause(spelling: text) else { throw failure("\"\(text)\" is no cause (Cause.swift lists them)") }
        // The field carries the id of the object the cause names (issue 27.3). Found by its key: a
        // record's keys are unique, and the caller's `take` may run after this decoder was read.
        return cause.withObjectID(record.fields.first(where: { $0.key == key })?.objectID ?? .unassigned)
    }

    func state(_ v: TraceValue, _ key: String) throws -> GestureState {
        let text = try string(v, key)
        guard let state = GestureState(rawValue: text) else { throw mistyped(key, "a recognizer state", v) }
        return state
    }

    func behaviour(_ v: TraceValue, _ key: String) throws -> TouchBehaviour {
        let text = try string(v, key)
        guard let b = TouchBehaviour(rawValue: text) else { throw mistyped(key, "inherit, forward, handle or control", v) }
        return b
    }

    func ints(_ v: TraceValue, _ key: String) throws -> [Int] {
        switch v {
        case .list(let l): return try l.map { try int($0, key) }
        // A saved trace's two fingers read as a point.
        case .point(let p) where p.x == p.x.rounded() && p.y == p.y.rounded(): return [Int(p.x), Int(p.y)]
        default: throw mistyped(key, "a list of integers", v)
        }
    }

    func phases(_ v: TraceValue, _ key: String) throws -> [FingerPhase] {
        try names(v, key).map { text in
            guard let phase = FingerPhase(rawValue: text) else { throw mistyped(key, "finger phases", v) }
            return phase
        }
    }

    func points(_ v: TraceValue, _ key: String) throws -> [Point] {
        guard case .list(let l) = v else { throw mistyped(key, "a list of points", v) }
        return try l.map { try point($0, key) }
    }

    func doubles(_ v: TraceValue, _ key: String) throws -> [Double] {
        guard case .list(let l) = v else { throw mistyped(key, "a list of numbers", v) }
        return try l.map { try double($0, key) }
    }

    func velocity(_ v: TraceValue, _ key: String) throws -> GestureVelocity {
        if let d = v.doubleValue { return .scalar(d) }
        if let p = v.pointValue { return .point(p) }
        throw mistyped(key, "a number or a point", v)
    }
}
