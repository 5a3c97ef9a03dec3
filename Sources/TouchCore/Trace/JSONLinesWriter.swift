/// The `TraceSink` of `replay --jsonl`: writes each record handed over as a
/// line of JSON (trace-format.md) into one reusable byte buffer, and hands
/// the buffer to `output` (standard output, a file, a counter) whenever it
/// holds `flushBytes`, so memory stays the same however long the run.
public final class JSONLinesWriter: TraceSink {
    private var buffer: JSONBytes
    private let flushBytes: Int
    private let output: (UnsafeBufferPointer<UInt8>) -> Void
    /// Bytes handed to `output` so far.
    public private(set) var bytesWritten = 0
    /// Lines written so far.
    public private(set) var linesWritten = 0

    /// `output` receives the bytes in order; each buffer is valid only during the call.
    public init(flushBytes: Int = 1 << 16, output: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
        precondition(flushBytes > 0, "JSONLinesWriter needs a buffer of at least one byte")
        self.flushBytes = flushBytes
        self.output = output
        buffer = JSONBytes(capacity: flushBytes + 4096)
    }

    deinit { buffer.deallocate() }

    public func write(_ trace: Trace, seqs: Range<Int>) {
        for seq in seqs {
            TraceJSON.appendLine(trace, seq: seq, to: &buffer)
            if buffer.count >= flushBytes { flush() }
        }
        linesWritten += seqs.count
    }

    public func traceFinished(_ trace: Trace) { flush() }

    /// Hands what the buffer holds to `output` and empties it (its memory is kept).
    public func flush() {
        guard buffer.count > 0 else { return }
        output(buffer.bytes)
        bytesWritten += buffer.count
        buffer.removeAll()
    }
}
