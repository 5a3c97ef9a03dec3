import TouchCore
import TouchScene

/// What `touchscope bench` measured, and how it compares with the targets.
struct BenchReport {
    /// Hit-testing alone (`Application.hitTest(_:)`, no trace) at random points of one layout.
    struct HitTesting {
        let layout: StressScene.Layout
        let points: Int
        let runs: Stopwatch.Runs
        /// From a separate counting pass (`CountingHitTest`), so the timed pass is the pure function.
        let viewsPerHitTest: Double

        var hitTestsPerSecond: Double { Double(points) / runs.median }
        var nanosecondsPerHitTest: Double { runs.median * 1e9 / Double(points) }
        var nanosecondsPerView: Double { nanosecondsPerHitTest / viewsPerHitTest }
    }

    /// A script replayed through `Device.run(_:)` with the trace kept.
    struct Replay {
        let name: String
        let summary: String
        let samples: Int
        let records: Int
        let runs: Stopwatch.Runs

        var samplesPerSecond: Double { Double(samples) / runs.median }
        var recordsPerSecond: Double { Double(records) / runs.median }
    }

    /// Frames of the window model drawn offscreen with SDL's software renderer.
    struct Frames {
        let size: Size
        /// Milliseconds of each frame: the model's tick and input, `render()`, and drawing.
        let milliseconds: [Double]
        let commands: Int

        var median: Double { percentile(0.5) }
        var p95: Double { percentile(0.95) }

        private func percentile(_ q: Double) -> Double {
            let sorted = milliseconds.sorted()
            guard !sorted.isEmpty else { return .nan }
            return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * q).rounded()))]
        }
    }

    /// A generated debugger dump read by `Importer.run` (parse, assemble, YAML written).
    struct Import {
        let lines: Int
        let bytes: Int
        /// What the importer read: views, recognizers, and the notes it reported (skipped or mapped lines).
        let views: Int
        let recognizers: Int
        let notes: Int
        let yamlBytes: Int
        let runs: Stopwatch.Runs

        var viewsPerSecond: Double { Double(views) / runs.median }
        var microsecondsPerView: Double { runs.median * 1e6 / Double(max(1, views)) }
    }

    /// A figure's target: the project's performance goals for a release build.
    struct Target {
        enum Bound {
            case atLeast(Double), below(Double)
        }

        let figure: String
        let unit: String
        let bound: Bound
        let value: Double

        /// "tiled hit-tests/s", "peak memory (MB)".
        var label: String { unit.hasPrefix("/") ? figure + unit : "\(figure) (\(unit))" }

        var met: Bool {
            switch bound {
            case .atLeast(let limit): return value >= limit
            case .below(let limit): return value < limit
            }
        }
    }

    let build: String
    let seed: UInt64
    let quick: Bool
    let views: Int
    let depth: Int
    let levelCounts: [Int]
    let hitTesting: [HitTesting]
    let replays: [Replay]
    let streaming: Streaming?
    let frames: Frames?
    let importing: Import?
    /// The same kind of dump with 100,000 views (issue 33), not in a quick run.
    let largeImporting: Import?
    let peakMegabytes: Double
    /// `fix`'s search (issue 26), set after the rest.
    var fixSearch: FixSearchFigure? = nil

    /// The project's performance goals for a release build: a live window
    /// must hit-test and replay far faster than fingers move.
    enum Goal {
        /// Hit-tests per second on the tiled layout: no regression from the first version's 1.9 million (issue 15).
        static let tiledHitTestsPerSecond = 1_900_000.0
        /// Nanoseconds per view a tiled hit-test visits.
        static let tiledNanosecondsPerView = 100.0
        /// Samples per second, by replay workload: issue 15's, 3× the figures it measured
        /// (265k, 415k, 69k and 45k samples/s).
        static let samplesPerSecond = ["drag": 795_000.0, "taps": 1_245_000.0, "dragRecognizers": 207_000.0, "tapsRecognizers": 135_000.0]
        /// The long replay streamed as JSON Lines (issue 15): MB/s, samples/s, and peak memory (MB) whatever its length.
        static let streamMegabytesPerSecond = 100.0
        static let streamSamplesPerSecond = 60_000.0
        static let streamPeakMegabytes = 200.0
        /// Median frame time of the window with every overlay on, milliseconds.
        static let frameMilliseconds = 4.0
        /// Seconds to import a 5,000-view dump (issue 11).
        static let importSeconds = 1.0
        /// Import is linear (issue 33): a 100,000-view dump costs at most this many times
        /// the 5,000-view dump's time per view.
        static let importLinearity = 2.0
        /// Peak resident memory, MB.
        static let peakMegabytes = 500.0
    }

    var targets: [Target] {
        var targets: [Target] = []
        if let tiled = hitTesting.first(where: { $0.layout == .tiled }) {
            targets.append(Target(figure: "tiled hit-tests", unit: "/s", bound: .atLeast(Goal.tiledHitTestsPerSecond),
                                  value: tiled.hitTestsPerSecond))
            targets.append(Target(figure: "tiled time per view visited", unit: "ns", bound: .below(Goal.tiledNanosecondsPerView),
                                  value: tiled.nanosecondsPerView))
        }
        for replay in replays {
            if let limit = Goal.samplesPerSecond[replay.name] {
                targets.append(Target(figure: "\(replay.name) samples", unit: "/s", bound: .atLeast(limit), value: replay.samplesPerSecond))
            }
        }
        if let s = streaming {
            targets.append(Target(figure: "stream JSON Lines", unit: "MB/s", bound: .atLeast(Goal.streamMegabytesPerSecond),
                                  value: s.megabytesPerSecond))
            targets.append(Target(figure: "stream samples", unit: "/s", bound: .atLeast(Goal.streamSamplesPerSecond), value: s.samplesPerSecond))
            targets.append(Target(figure: "stream peak memory", unit: "MB", bound: .below(Goal.streamPeakMegabytes), value: s.peakMegabytes))
        }
        if let frames {
            targets.append(Target(figure: "median frame", unit: "ms", bound: .below(Goal.frameMilliseconds), value: frames.median))
        }
        if let importing {
            targets.append(Target(figure: "import \(grouped(importing.views)) views", unit: "s", bound: .below(Goal.importSeconds),
                                  value: importing.runs.median))
            if let large = largeImporting {
                targets.append(Target(figure: "import \(grouped(large.views)) views, per view ÷ \(grouped(importing.views))'s", unit: "×",
                                      bound: .below(Goal.importLinearity), value: large.microsecondsPerView / importing.microsecondsPerView))
            }
        }
        targets += fixTargets
        targets.append(Target(figure: "peak memory", unit: "MB", bound: .below(Goal.peakMegabytes), value: peakMegabytes))
        return targets
    }
}

// MARK: Table

extension BenchReport {
    var table: String {
        var out = "touchscope bench: \(build) build, seed \(seed)\(quick ? ", quick" : "")\n"
        if build != "release" {
            out += "warning: a debug build is many times slower; measure with `swift build -c release`\n"
        }
        out += "stress scene: \(grouped(views)) views on \(depth) levels below the root; views per level: "
            + levelCounts.map(grouped).joined(separator: ", ") + "\n\n"

        out += "hit-testing alone (Application.hitTest, nothing traced) at \(grouped(hitTesting.first?.points ?? 0)) random points a run; "
            + "rates from the median run\n"
        let hitWidths = [-8, 5, 13, 16, 13, 9]
        out += columns(["layout", "runs", "hit-tests/s", "views/hit-test", "ns/hit-test", "ns/view"], widths: hitWidths)
        for h in hitTesting {
            out += columns([h.layout.rawValue, String(h.runs.count), grouped(h.hitTestsPerSecond), fixed(h.viewsPerHitTest, 2),
                            fixed(h.nanosecondsPerHitTest, 1), fixed(h.nanosecondsPerView, 2)], widths: hitWidths)
        }

        out += "\nreplay with the trace kept (Device.run, fresh device each run, tiled scene); rates from the median run\n"
        let replayWidths = [-34, 5, 8, 11, 13, 13]
        out += columns(["workload", "runs", "samples", "records", "samples/s", "records/s"], widths: replayWidths)
        for r in replays {
            out += columns([r.summary, String(r.runs.count), grouped(r.samples), grouped(r.records),
                            grouped(r.samplesPerSecond), grouped(r.recordsPerSecond)], widths: replayWidths)
        }

        if let s = streaming {
            out += "\nreplay --jsonl path (trace streamed through JSONLinesWriter to /dev/null, tiled scene, \(grouped(s.recognizers)) recognizers; "
                + "measured first)\n"
            out += "  \(s.fingers)-finger drag, \(grouped(s.seconds)) s: \(grouped(s.samples)) samples, \(grouped(s.records)) records, "
                + "\(grouped(s.bytes)) bytes\n"
            out += "  \(s.runs.count) runs: median \(fixed(s.runs.median, 3)) s, \(fixed(s.megabytesPerSecond, 1)) MB/s, "
                + "\(grouped(s.samplesPerSecond)) samples/s; peak memory after it \(fixed(s.peakMegabytes, 1)) MB\n"
        }
        if let f = frames {
            out += "\nwindow frames (stress scene, every overlay on, a drag in progress, SDL software renderer offscreen, "
                + "\(Int(f.size.width))×\(Int(f.size.height)))\n"
            out += "  \(f.milliseconds.count) frames: median \(fixed(f.median, 2)) ms, 95th percentile \(fixed(f.p95, 2)) ms, "
                + "\(grouped(f.commands)) draw commands in the last\n"
        }
        if let i = importing {
            out += "\nimport (Importer.run: a generated recursiveDescription and recognizer dump read, assembled, YAML written)\n"
            out += "  \(grouped(i.lines)) lines, \(grouped(i.bytes)) bytes → \(grouped(i.views)) views, \(grouped(i.recognizers)) recognizers, "
                + "\(grouped(i.notes)) note\(i.notes == 1 ? "" : "s"), \(grouped(i.yamlBytes)) bytes of YAML\n"
            for i in [i] + (largeImporting.map { [$0] } ?? []) {
                if i.views != importing?.views {
                    out += "  \(grouped(i.lines)) lines, \(grouped(i.bytes)) bytes → \(grouped(i.views)) views, "
                        + "\(grouped(i.recognizers)) recognizers, \(grouped(i.notes)) note\(i.notes == 1 ? "" : "s")\n"
                }
                out += "  \(i.runs.count) runs: median \(fixed(i.runs.median * 1000, 1)) ms, best \(fixed(i.runs.best * 1000, 1)) ms, "
                    + "\(grouped(i.viewsPerSecond)) views/s, \(fixed(i.microsecondsPerView, 2)) µs per view\n"
            }
        }
        out += fixTable
        out += "\npeak memory (max resident set): \(fixed(peakMegabytes, 1)) MB\n"

        out += "\ntargets (reported, never enforced)\n"
        let targetWidths = [-30, 16, 14, 9]
        for t in targets {
            let bound: String
            switch t.bound {
            case .atLeast(let limit): bound = "≥ " + grouped(limit)
            case .below(let limit): bound = "< " + grouped(limit)
            }
            let value = t.unit.hasSuffix("/s") && t.unit != "MB/s" ? grouped(t.value) : fixed(t.value, t.unit == "s" ? 3 : 1)
            out += columns([t.label, bound, value, t.met ? "met" : "NOT MET"], widths: targetWidths)
        }
        return out
    }

    /// One line of cells, each padded to its width: negative widths align left.
    private func columns(_ cells: [String], widths: [Int]) -> String {
        var line = " "
        for (cell, width) in zip(cells, widths) {
            let padding = String(repeating: " ", count: max(0, abs(width) - cell.count))
            line += " " + (width < 0 ? cell + padding : padding + cell)
        }
        while line.last == " " { line.removeLast() }
        return line + "\n"
    }
}

/// `1234567.8` → `1,234,568`.
func grouped(_ value: Double) -> String {
    guard value.isFinite else { return "-" }
    return grouped(Int(value.rounded()))
}

/// `1234567` → `1,234,567`.
func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var out = ""
    for (i, digit) in digits.enumerated() {
        if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
        out.append(digit)
    }
    return value < 0 ? "-" + out : out
}

/// `value` with exactly `digits` digits after the point.
func fixed(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return "-" }
    let scale = (0..<digits).reduce(1.0) { product, _ in product * 10 }
    let scaled = Int((value.magnitude * scale).rounded())
    let whole = String(scaled / Int(scale))
    let fraction = String(scaled % Int(scale))
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard digits > 0 else { return sign + whole }
    return sign + whole + "." + String(repeating: "0", count: digits - fraction.count) + fraction
}

// MARK: JSON

extension BenchReport {
    /// The whole report as one JSON object (no newline). Rates are from the median run.
    var json: String {
        var object: [(String, BenchJSON)] = [
            ("build", .string(build)), ("seed", .int(seed)), ("quick", .bool(quick)),
            ("scene", .object([("views", .int(views)), ("depth", .int(depth)),
                               ("levelCounts", .array(levelCounts.map { .int($0) }))])),
        ]
        object.append(("hitTesting", .array(hitTesting.map { h in
            .object([("layout", .string(h.layout.rawValue)), ("points", .int(h.points)), ("runs", .int(h.runs.count)),
                     ("medianSeconds", .number(h.runs.median)), ("bestSeconds", .number(h.runs.best)),
                     ("hitTestsPerSecond", .number(h.hitTestsPerSecond)), ("viewsPerHitTest", .number(h.viewsPerHitTest)),
                     ("nanosecondsPerHitTest", .number(h.nanosecondsPerHitTest)), ("nanosecondsPerView", .number(h.nanosecondsPerView))])
        })))
        object.append(("replay", .array(replays.map { r in
            .object([("workload", .string(r.name)), ("summary", .string(r.summary)), ("samples", .int(r.samples)),
                     ("records", .int(r.records)), ("runs", .int(r.runs.count)),
                     ("medianSeconds", .number(r.runs.median)), ("bestSeconds", .number(r.runs.best)),
                     ("samplesPerSecond", .number(r.samplesPerSecond)), ("recordsPerSecond", .number(r.recordsPerSecond))])
        })))
        if let s = streaming {
            object.append(("stream", .object([("recognizers", .int(s.recognizers)), ("fingers", .int(s.fingers)),
                                              ("seconds", .number(s.seconds)), ("samples", .int(s.samples)),
                                              ("records", .int(s.records)), ("bytes", .int(s.bytes)), ("runs", .int(s.runs.count)),
                                              ("medianSeconds", .number(s.runs.median)), ("bestSeconds", .number(s.runs.best)),
                                              ("megabytesPerSecond", .number(s.megabytesPerSecond)),
                                              ("samplesPerSecond", .number(s.samplesPerSecond)),
                                              ("peakMemoryMB", .number(s.peakMegabytes))])))
        }
        if let f = frames {
            object.append(("frames", .object([("width", .number(f.size.width)), ("height", .number(f.size.height)),
                                              ("count", .int(f.milliseconds.count)), ("medianMilliseconds", .number(f.median)),
                                              ("p95Milliseconds", .number(f.p95)), ("commands", .int(f.commands))])))
        }
        for (key, i) in [("import", importing), ("importLarge", largeImporting)] {
            guard let i else { continue }
            object.append((key, .object([("lines", .int(i.lines)), ("bytes", .int(i.bytes)), ("views", .int(i.views)),
                                         ("recognizers", .int(i.recognizers)), ("notes", .int(i.notes)),
                                         ("yamlBytes", .int(i.yamlBytes)), ("runs", .int(i.runs.count)),
                                         ("medianSeconds", .number(i.runs.median)), ("bestSeconds", .number(i.runs.best)),
                                         ("viewsPerSecond", .number(i.viewsPerSecond))])))
        }
        object += fixJSON
        object.append(("peakMemoryMB", .number(peakMegabytes)))
        object.append(("targets", .array(targets.map { t in
            let (comparison, limit): (String, Double)
            switch t.bound {
            case .atLeast(let l): (comparison, limit) = (">=", l)
            case .below(let l): (comparison, limit) = ("<", l)
            }
            return .object([("figure", .string(t.figure)), ("unit", .string(t.unit)), ("comparison", .string(comparison)),
                            ("limit", .number(limit)), ("value", .number(t.value)), ("met", .bool(t.met))])
        })))
        return BenchJSON.object(object).text
    }
}

/// Just enough JSON for the report: keys keep their order.
indirect enum BenchJSON {
    case string(String)
    case number(Double)
    /// An integer, written in full (a `Double` would round a large seed).
    case integer(String)
    case bool(Bool)
    case array([BenchJSON])
    case object([(String, BenchJSON)])

    var text: String {
        switch self {
        case .string(let s): return Self.quoted(s)
        case .number(let d): return TraceJSON.format(d)
        case .integer(let digits): return digits
        case .bool(let b): return b ? "true" : "false"
        case .array(let items): return "[" + items.map(\.text).joined(separator: ",") + "]"
        case .object(let members): return "{" + members.map { Self.quoted($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }

    static func int(_ value: some BinaryInteger) -> BenchJSON { .integer(String(value)) }

    /// The report's strings are our own and printable: only quotes and backslashes need escaping.
    private static func quoted(_ s: String) -> String {
        var out = "\""
        for character in s {
            if character == "\"" || character == "\\" { out += "\\" }
            out.append(character)
        }
        return out + "\""
    }
}
