#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TouchCore
import TouchScene

/// The `replay --jsonl` path measured end to end on a long run: the trace
/// streamed (`Trace.stream(to:)`) through `JSONLinesWriter` to /dev/null with
/// write(2), as `replay` writes to a pipe; and the process's peak memory just
/// after it, measured before any other workload so it is that run's.
extension BenchRun {
    /// Fingers and virtual seconds of the long streamed replay (issue 15's
    /// `stress-scene.py stress.yaml 2000 12 300 3 300`: 3 fingers, 300 s).
    static let streamFingers = 3
    static let streamSeconds = 300.0

    func measureStreaming(on scene: BuiltScene, script: TouchScript) -> BenchReport.Streaming {
        let devNull = open("/dev/null", O_WRONLY)
        defer { if devNull >= 0 { close(devNull) } }
        var bytes = 0, lines = 0
        let (runs, _) = Stopwatch(minimumSeconds: quick ? 0 : 2, minimumRuns: quick ? 1 : 3).measure(prepare: { scene.makeDevice() }) { device in
            let writer = JSONLinesWriter { buffer in Output.write(buffer, to: devNull) }
            device.trace.stream(to: writer)
            device.run(script)
            device.trace.finish()
            bytes = writer.bytesWritten
            lines = writer.linesWritten
            return lines
        }
        return BenchReport.Streaming(recognizers: scene.recognizers.count, fingers: Self.streamFingers, seconds: Self.streamSeconds,
                                     samples: script.samples.count, records: lines, bytes: bytes, runs: runs,
                                     peakMegabytes: peakResidentMegabytes())
    }
}

extension BenchReport {
    /// A long replay whose trace streams as JSON Lines to /dev/null.
    struct Streaming {
        let recognizers: Int
        let fingers: Int
        let seconds: Double
        let samples: Int
        let records: Int
        let bytes: Int
        let runs: Stopwatch.Runs
        /// The process's peak resident set right after these runs (the first workload measured).
        let peakMegabytes: Double

        var samplesPerSecond: Double { Double(samples) / runs.median }
        var megabytesPerSecond: Double { Double(bytes) / 1_000_000 / runs.median }
    }
}
