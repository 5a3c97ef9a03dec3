/// One record of the trace: what happened, to whom, when, and its details.
/// This is the value the log, the exports and the tests read.
public struct TraceRecord: Hashable, Sendable {
    public var seq: Int
    public var time: VirtualTime
    public var kind: TraceKind
    public var subject: String
    public var fields: [TraceField]

    public init(seq: Int, time: VirtualTime, kind: TraceKind, subject: String, fields: [TraceField]) {
        self.seq = seq
        self.time = time
        self.kind = kind
        self.subject = subject
        self.fields = fields
    }

    /// The value of field `key`, or nil when the record has no such field.
    public subscript(key: String) -> TraceValue? {
        fields.first(where: { $0.key == key })?.value
    }
}

/// The ordered record of everything the pipeline did: the single source of
/// truth that the window, the log, the exports and the tests read.
///
/// Appending is on the per-touch hot path, so records are stored compactly:
/// one entry per record and the fields of all records in one shared buffer.
/// Write a record with `record(_:_:)` and then its fields with `with(_:_:)`,
/// which always apply to the last record written.
public final class Trace {
    private struct Entry {
        var time: VirtualTime
        var kind: TraceKind
        var subject: String
        var firstField: Int32
        var fieldCount: Int32
    }

    private var entries: [Entry] = []
    private var fieldBuffer: [TraceField] = []
    /// The instant new records are stamped with; the run loop keeps it current.
    public var now: VirtualTime = .zero

    public init() {}

    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }

    /// Appends a record stamped `now`.
    @discardableResult
    public func record(_ kind: TraceKind, _ subject: String) -> Trace {
        entries.append(Entry(time: now, kind: kind, subject: subject,
                             firstField: Int32(truncatingIfNeeded: fieldBuffer.count), fieldCount: 0))
        return self
    }

    /// Adds a field to the last record written.
    @discardableResult
    public func with(_ key: String, _ value: TraceValue) -> Trace {
        precondition(!entries.isEmpty, "Trace.with(_:_:) adds a field to the last record: write one with record(_:_:) first")
        fieldBuffer.append(TraceField(key, value))
        entries[entries.count - 1].fieldCount += 1
        return self
    }

    /// The record at `index` (its `seq`).
    public subscript(index: Int) -> TraceRecord {
        let e = entries[index]
        let start = Int(e.firstField)
        return TraceRecord(seq: index, time: e.time, kind: e.kind, subject: e.subject,
                           fields: Array(fieldBuffer[start..<start + Int(e.fieldCount)]))
    }

    /// The kind of the record at `index`, without building the record.
    public func kind(at index: Int) -> TraceKind { entries[index].kind }

    /// Every record, in order.
    public var records: [TraceRecord] { (0..<entries.count).map { self[$0] } }

    /// Records from `index` on, in order (what a live view reads as it follows a run).
    public func records(from index: Int) -> [TraceRecord] { (index..<entries.count).map { self[$0] } }

    /// Forgets every record (a benchmark reuses one trace across runs).
    public func removeAll(keepingCapacity: Bool = true) {
        entries.removeAll(keepingCapacity: keepingCapacity)
        fieldBuffer.removeAll(keepingCapacity: keepingCapacity)
    }
}
