/// The record just written, to add fields to: what `Trace.record(...)`,
/// `with(...)` and `cause(...)` return, for chains such as
/// `trace.record(.scrollStop, name).with("offset", p).cause(.edge, causedBy: seq)`.
///
/// A plain handle to the trace, not a reference: every record on a touch's
/// path is written with such a chain, and a chain that passed the trace
/// itself along (a class) cost an atomic retain and release. The handle is
/// unretained, so it is used in the statement that wrote its record (or
/// kept in a local for the next few lines), while the writer of the record
/// holds the trace.
public struct TraceRecordWriter {
    private let lent: Unmanaged<Trace>

    @inline(__always) init(_ trace: Trace) { lent = .passUnretained(trace) }

    /// The trace the record is in.
    public var trace: Trace { lent.takeUnretainedValue() }

    /// Calls `body` with the trace, lent (no retain, unlike `trace`): how
    /// an extension adds its own fields to the record.
    @inline(__always)
    public func withTrace<R>(_ body: (Trace) -> R) -> R { lent._withUnsafeGuaranteedRef(body) }

    /// Adds a field to the record (`Trace.with(_:_:)`).
    @discardableResult @inline(__always)
    public func with(_ key: String, _ value: TraceValue) -> TraceRecordWriter {
        lent._withUnsafeGuaranteedRef { $0.with(key, value) }
    }

    /// Adds a field naming an object, nil: `null` (`Trace.with(_:name:)`).
    @discardableResult @inline(__always)
    public func with(_ key: String, name: TraceName?) -> TraceRecordWriter {
        lent._withUnsafeGuaranteedRef { $0.with(key, name: name) }
    }

    /// Adds a name-list field (`Trace.with(_:_:)`).
    @discardableResult @inline(__always)
    public func with(_ key: String, _ names: TraceNameList) -> TraceRecordWriter {
        lent._withUnsafeGuaranteedRef { $0.with(key, names) }
    }

    /// Adds a sample's changes (`Trace.with(changes:)`).
    @discardableResult @inline(__always)
    public func with(changes: [FingerChange]) -> TraceRecordWriter {
        lent._withUnsafeGuaranteedRef { $0.with(changes: changes) }
    }

    /// Adds `cause` and `causedBy` (`Trace.cause(_:causedBy:)`, rule G10).
    @discardableResult @inline(__always)
    public func cause(_ cause: Cause, causedBy: Int? = nil) -> TraceRecordWriter {
        lent._withUnsafeGuaranteedRef { $0.cause(cause, causedBy: causedBy) }
    }

    /// Adds the fields of `link` (`Trace.cause(_:)`).
    @discardableResult @inline(__always)
    public func cause(_ link: CauseLink) -> TraceRecordWriter {
        lent._withUnsafeGuaranteedRef { $0.cause(link) }
    }

    /// Adds the trace's current cause, if any (`Trace.causeFromContext()`).
    @discardableResult @inline(__always)
    public func causeFromContext() -> TraceRecordWriter {
        lent._withUnsafeGuaranteedRef { $0.causeFromContext() }
    }
}
