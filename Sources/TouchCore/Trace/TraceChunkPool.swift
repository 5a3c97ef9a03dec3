/// The memory of trace chunks, kept when a trace goes away for the next
/// trace to write into. The what-if tools and the benchmark replay a scene
/// again and again, and the window replays to any instant while scrubbing:
/// each run's trace fills the same number of chunks. Freed to the system
/// allocator, that memory often goes back to the operating system (the heap
/// is trimmed), and the next trace pays a page fault on every page it first
/// writes: for a long drag, more than the records themselves cost. Kept here,
/// it is written again warm.
///
/// Traces on different threads (parallel tests, the what-if tools) share
/// it behind a lock, taken once per chunk of 4,096 records or fields.
final class TraceChunkPool: @unchecked Sendable {
    /// The pool every trace uses. It keeps at most 64 MB: more than a long
    /// replay's trace (a 60 s five-finger drag fills about 40 MB).
    static let shared = TraceChunkPool(limit: 64 << 20)

    /// Bytes kept at most; chunks given beyond it are freed.
    let limit: Int

    /// Chunks are aligned for any element a trace stores.
    static let alignment = 16

    private let lock = PthreadLock()
    /// Free chunks by their size in bytes (one size per element type).
    private var free: [Int: [UnsafeMutableRawPointer]] = [:]
    private var keptBytes = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// A chunk of `bytes` bytes, uninitialized: a kept one if there is one.
    func take(bytes: Int) -> UnsafeMutableRawPointer {
        let kept: UnsafeMutableRawPointer? = lock.locked {
            guard let chunk = free[bytes]?.popLast() else { return nil }
            keptBytes -= bytes
            return chunk
        }
        return kept ?? UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: Self.alignment)
    }

    /// Takes back a chunk of `bytes` bytes whose elements are deinitialized.
    func give(_ chunk: UnsafeMutableRawPointer, bytes: Int) {
        let kept: Bool = lock.locked {
            guard keptBytes + bytes <= limit else { return false }
            free[bytes, default: []].append(chunk)
            keptBytes += bytes
            return true
        }
        if !kept { chunk.deallocate() }
    }

    /// Bytes kept now (for tests).
    var bytesKept: Int { lock.locked { keptBytes } }
}
