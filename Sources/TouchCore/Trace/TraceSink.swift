/// Where a streaming `Trace` hands its complete records (`Trace.stream(to:)`):
/// the JSON Lines writer of `replay --jsonl`, a benchmark's byte counter.
/// The core writes records the same way whether a trace keeps them or
/// streams them; only the trace knows where they go.
public protocol TraceSink: AnyObject {
    /// Records `seqs` are complete, in order, each handed over once; they can
    /// be read with `trace[seq]` (or `TraceJSON.appendLine`) during the call
    /// and are forgotten after it.
    func write(_ trace: Trace, seqs: Range<Int>)

    /// The run is over: every record was handed over (`Trace.finish()`).
    func traceFinished(_ trace: Trace)
}
