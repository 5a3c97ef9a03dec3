/// A name the trace records as a record's subject (a view's, a recognizer's,
/// a touch's, a pipeline stage's): a handle to the one copy of the string
/// that the process keeps (`TraceNameTable`).
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

    /// The handle of `name`, the same for equal strings.
    public init(_ name: String) {
        if let id = Touch.id(named: name), let touch = Self.touch(id) {
            self = touch
        } else {
            self = TraceNameTable.shared.handle(of: name)
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

    public var description: String { string }
}

/// The names of the trace's handles (`TraceName`), one copy each, kept for
/// the process's life and shared by every trace: a name is made once and
/// read on every record written out.
///
/// Names are made under a lock (objects make theirs when they are made, not
/// per record) and read without one: a name's string is written once, into
/// memory that never moves (chunks of 4,096, listed in an array that is never
/// reallocated), before its handle is handed out, and never changes again.
/// A reader holds a handle, so it comes after the write.
///
/// What the table keeps grows with the distinct names the process has seen:
/// the names of the scenes it loaded (loading a scene again adds nothing),
/// and of the traces it read back. Touches' names are not kept (`TraceName.touch(_:)`).
final class TraceNameTable: @unchecked Sendable {
    static let shared = TraceNameTable()

    private static let chunkShift = 12
    private static var chunkCapacity: Int { 1 << chunkShift }
    /// Chunks at most: 268 million names, far more than memory holds.
    private static let maximumChunks = 1 << 16

    private let lock = PthreadLock()
    /// Written under the lock; a chunk's slot before any handle into it is made.
    private let chunks: UnsafeMutablePointer<UnsafeMutablePointer<String>?>
    /// Under the lock: the handle of each name, and how many there are.
    private var handles: [String: UInt32] = [:]
    private var count = 0

    private init() {
        chunks = .allocate(capacity: Self.maximumChunks)
        chunks.initialize(repeating: nil, count: Self.maximumChunks)
    }

    /// The handle of `name`: its own if it has one, else a new one.
    func handle(of name: String) -> TraceName {
        lock.locked {
            if let index = handles[name] { return TraceName(index: index) }
            let chunk = count >> Self.chunkShift
            precondition(chunk < Self.maximumChunks, "the trace's name table is full (\(count) distinct names)")
            if chunks[chunk] == nil { chunks[chunk] = .allocate(capacity: Self.chunkCapacity) }
            (chunks[chunk].unsafelyUnwrapped + (count & (Self.chunkCapacity - 1))).initialize(to: name)
            let index = UInt32(count)
            handles[name] = index
            count += 1
            return TraceName(index: index)
        }
    }

    /// The name of handle `index`.
    @inline(__always)
    func string(at index: UInt32) -> String {
        let i = Int(index)
        return chunks[i >> Self.chunkShift].unsafelyUnwrapped[i & (Self.chunkCapacity - 1)]
    }
}
