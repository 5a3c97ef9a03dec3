/// A name the trace records as a record's subject (a view's, a recognizer's,
/// a touch's, a pipeline stage's): a handle to the one copy of the string
/// that the process keeps (`TraceNameTable`), with the `ObjectID` of the
/// object it names when it names a numbered scene object (issue 27.3: two
/// objects with one label have two handles, so every record's subject and
/// every field naming an object carries its object's identity in memory,
/// for the readers to key by; the log and JSON Lines write the label only).
///
/// Every record has a subject, and most are written on the per-touch hot
/// path: a hit-test walk writes three per view it visits. Kept as a
/// `String`, each record retained its subject's storage when written and
/// released it when the trace let it go, and the records' storage needed
/// destroying one by one. Kept as a handle, a record is plain bytes (issue
/// 15). An object whose name the trace speaks of often makes its handle
/// once (`Responder.traceName`, `GestureRecognizer.traceName`); a touch's
/// costs nothing to make (`TraceName.touch(_:)`).
///
/// Making a handle from a string looks the string up under a lock, the
/// literal syntax (`"main"`) included: hot paths keep theirs, as the
/// pipeline's stages do (`TraceName.digitizer`, ...).
public struct TraceName: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// A name of the table (`TraceNameTable`), or, with `touchBit` set, the
    /// number of a touch: a tap makes a touch, and its name (`touch` and
    /// the number, `Touch.name(_:)`) is spelled when read instead of looked
    /// up under a lock when made.
    let index: UInt32
    private static let touchBit: UInt32 = 1 << 31

    /// The handle of `name` for no numbered object (a stage, a timer's
    /// owner, an object made in code), the same for equal strings.
    public init(_ name: String) {
        if let id = Touch.id(named: name), let touch = Self.touch(id) {
            self = touch
        } else {
            self = TraceNameTable.shared.handle(of: name, id: .unassigned)
        }
    }

    /// The handle of object `id` labelled `name`: the same for the same
    /// label and id, another for another object with that label. An
    /// unassigned id gives `TraceName(name)`.
    public init(_ name: String, id: ObjectID) {
        if id.isAssigned {
            self = TraceNameTable.shared.handle(of: name, id: id)
        } else {
            self.init(name)
        }
    }

    public init(stringLiteral name: String) { self.init(name) }

    init(index: UInt32) { self.index = index }

    /// The name of touch `id` (`Touch.name(_:)`), made without the table;
    /// nil for a number too large to keep beside the flag.
    @inline(__always)
    static func touch(_ id: Int) -> TraceName? {
        guard id > 0 && id < Int(touchBit) else { return nil }
        return TraceName(index: UInt32(id) | touchBit)
    }

    /// The name itself.
    public var string: String {
        @inline(__always) get {
            if index & Self.touchBit != 0 { return Touch.name(Int(index & ~Self.touchBit)) }
            return TraceNameTable.shared.string(at: index)
        }
    }

    /// The id of the object it names (`ObjectID.unassigned` for a touch,
    /// a stage, or an object no builder numbered).
    public var id: ObjectID {
        if index & Self.touchBit != 0 { return .unassigned }
        return TraceNameTable.shared.id(at: index)
    }

    /// The label and id, as readers key objects (`ObjectKey`).
    public var key: ObjectKey { ObjectKey(string, id: id) }

    public var description: String { string }
}

/// The names of the trace's handles (`TraceName`), one copy each, kept for
/// the process's life and shared by every trace: a name is made once and
/// read on every record written out.
///
/// A handle is made per label and object id (`TraceName(_:id:)`): the
/// table keeps both, so a handle stays 32 bits and a record's entry its size.
///
/// Names are made under a lock (objects make theirs when they are made, not
/// per record) and read without one: a name's string is written once, into
/// memory that never moves (chunks of 4,096, listed in an array that is never
/// reallocated), before its handle is handed out, and never changes again.
/// A reader holds a handle, so it comes after the write.
///
/// What the table keeps grows with the distinct labels and ids the process
/// has seen: those of the scenes it built (building a description again adds
/// nothing: its objects are numbered the same), and the labels of the traces
/// it read back. Touches' names are not kept (`TraceName.touch(_:)`).
final class TraceNameTable: @unchecked Sendable {
    static let shared = TraceNameTable()

    private static let chunkShift = 12
    private static var chunkCapacity: Int { 1 << chunkShift }
    /// Chunks at most: 268 million names, far more than memory holds.
    private static let maximumChunks = 1 << 16

    private let lock = PthreadLock()
    /// Written under the lock; a chunk's slot before any handle into it is made.
    private let chunks: UnsafeMutablePointer<UnsafeMutablePointer<Label>?>
    /// Under the lock: the handle of each label and id, and how many there are.
    private var handles: [Label: UInt32] = [:]

    /// What a handle names: a label, and the object's id when it has one.
    private struct Label: Hashable {
        var string: String
        var id: ObjectID
    }
    private var count = 0

    private init() {
        chunks = .allocate(capacity: Self.maximumChunks)
        chunks.initialize(repeating: nil, count: Self.maximumChunks)
    }

    /// The handle of `name` for object `id`: its own if it has one, else a new one.
    func handle(of name: String, id: ObjectID) -> TraceName {
        let label = Label(string: name, id: id)
        return lock.locked {
            if let index = handles[label] { return TraceName(index: index) }
            let chunk = count >> Self.chunkShift
            precondition(chunk < Self.maximumChunks, "the trace's name table is full (\(count) distinct names)")
            if chunks[chunk] == nil { chunks[chunk] = .allocate(capacity: Self.chunkCapacity) }
            (chunks[chunk].unsafelyUnwrapped + (count & (Self.chunkCapacity - 1))).initialize(to: label)
            let index = UInt32(count)
            handles[label] = index
            count += 1
            return TraceName(index: index)
        }
    }

    /// The name of handle `index`.
    @inline(__always)
    func string(at index: UInt32) -> String {
        let i = Int(index)
        return chunks[i >> Self.chunkShift].unsafelyUnwrapped[i & (Self.chunkCapacity - 1)].string
    }

    /// The object id of handle `index`.
    @inline(__always)
    func id(at index: UInt32) -> ObjectID {
        let i = Int(index)
        return chunks[i >> Self.chunkShift].unsafelyUnwrapped[i & (Self.chunkCapacity - 1)].id
    }
}
