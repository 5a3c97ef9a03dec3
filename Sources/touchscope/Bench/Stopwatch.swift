#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Times a workload on the monotonic clock, run after run, until enough time
/// has been measured. The benchmark is the one place that reads a real
/// clock: TouchCore only knows virtual time.
struct Stopwatch {
    /// Keep running until the timed runs add up to at least this, seconds.
    var minimumSeconds: Double
    /// ... and at least this many runs.
    var minimumRuns: Int

    /// The timings of one figure's runs, seconds each.
    struct Runs {
        let seconds: [Double]

        /// The figure the report quotes: steadier than the best run, which
        /// rewards a lucky scheduler.
        var median: Double {
            let sorted = seconds.sorted()
            let mid = sorted.count / 2
            return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
        }

        var best: Double { seconds.min() ?? .nan }
        var count: Int { seconds.count }
    }

    /// Runs `prepare` off the clock and `run` on it, once to warm up and
    /// then until the minimums are met. Returns the timings and what the last
    /// run returned (runs must be identical, so any one tells).
    func measure<State, Result>(prepare: () -> State, run: (State) -> Result) -> (runs: Runs, result: Result) {
        let clock = ContinuousClock()
        var result = run(prepare())
        var seconds: [Double] = []
        while seconds.count < minimumRuns || seconds.reduce(0, +) < minimumSeconds {
            let state = prepare()
            // Freeing the state (a device and its trace) is teardown, not the work measured:
            // keep it alive until the clock has been read.
            let elapsed = withExtendedLifetime(state) {
                let start = clock.now
                result = run(state)
                return start.duration(to: clock.now)
            }
            seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        return (Runs(seconds: seconds), result)
    }
}

/// The largest resident set the process has had so far, in megabytes
/// (10⁶ bytes), from `getrusage(RUSAGE_SELF)`.
func peakResidentMegabytes() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
    let who = Int32(RUSAGE_SELF.rawValue)  // Glibc imports the constant as an enum case
    #else
    let who = RUSAGE_SELF
    #endif
    guard getrusage(who, &usage) == 0 else { return .nan }
    #if canImport(Darwin)
    let bytes = Double(usage.ru_maxrss)  // Darwin reports bytes
    #else
    let bytes = Double(usage.ru_maxrss) * 1024  // Linux reports KiB
    #endif
    return bytes / 1_000_000
}

/// Seconds of CPU the process has used so far (user and system), from
/// `getrusage(RUSAGE_SELF)`: on a machine shared with other work the wall
/// clock overstates a workload's cost, the CPU time does not.
func processCPUSeconds() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
    let who = Int32(RUSAGE_SELF.rawValue)
    #else
    let who = RUSAGE_SELF
    #endif
    guard getrusage(who, &usage) == 0 else { return .nan }
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}
