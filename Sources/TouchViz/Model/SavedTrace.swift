import Foundation
import TouchCore
import TouchScene

/// A trace saved as JSON Lines (trace-format.md), read back for the window
/// (`touchscope open SCENE --trace FILE.jsonl`): its records, in the order
/// they were written (fields keep their order), and the digitizer samples
/// that drove the run (the `stage digitizer` records), from which the scene
/// is driven again to show the screen at any instant.
public struct SavedTrace {
    public let path: String
    public let trace: Trace
    public let samples: [TouchSample]

    /// A line of the file that is not a trace record.
    public struct ReadError: Error, CustomStringConvertible {
        public var path: String
        public var line: Int
        public var column: Int
        public var message: String
        public var description: String {
            "\(path):\(line):\(column): \(message); give a trace written by `touchscope replay --jsonl` or `open --save-trace`"
        }
    }

    /// Reads the file at `path` through `files` (the window's model does no file I/O itself).
    public static func load(path: String, files: ViewerFiles) throws -> SavedTrace {
        guard let text = files.text(at: path) else {
            throw ReadError(path: path, line: 1, column: 1, message: "cannot read the file")
        }
        return try parse(text, path: path)
    }

    /// Reads JSON Lines text; `path` names it in errors.
    public static func parse(_ text: String, path: String) throws -> SavedTrace {
        let trace = Trace()
        var samples: [TouchSample] = []
        // LF, CR LF (one Character in Swift) or CR: a trace saved on any system.
        for (n, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let body = line.trimmingCharacters(in: .whitespaces)
            guard !body.isEmpty else { continue }
            var reader = JSONLineReader(Array(body.utf8))
            let fail = { (column: Int, message: String) in ReadError(path: path, line: n + 1, column: column, message: message) }
            let object: [(String, TraceValue)]
            do { object = try reader.object() } catch let e as JSONLineReader.Failure { throw fail(e.offset + 1, e.message) }
            func field(_ key: String) -> TraceValue? { object.first { $0.0 == key }?.1 }
            guard case .int(let seq)? = field("seq"), seq == trace.count else {
                throw fail(1, "expected \"seq\":\(trace.count) (records are numbered from 0, one per line)")
            }
            let seconds: Double
            switch field("t") {
            case .int(let i)?: seconds = Double(i)
            case .number(let d)?: seconds = d
            default: throw fail(1, "record \(seq) has no time \"t\" in seconds")
            }
            // The virtual clock counts microseconds in 64 bits: a time past the scene limit would not convert.
            guard seconds >= 0 && SceneLimits.admits(seconds) else {
                throw fail(1, "record \(seq) has the time t \(seconds), outside 0 to \(SceneLimits.maximumMagnitudeText) seconds")
            }
            guard let kindName = field("kind")?.stringValue, let kind = TraceKind(rawValue: kindName) else {
                throw fail(1, "record \(seq) has no known \"kind\" (\(field("kind")?.stringValue.map { "'\($0)'" } ?? "missing"))")
            }
            guard let subject = field("subject")?.stringValue else { throw fail(1, "record \(seq) has no \"subject\"") }
            let time = VirtualTime(microseconds: Int64((seconds * 1_000_000).rounded()))
            guard time >= trace.now else { throw fail(1, "record \(seq) goes back in time (t \(seconds))") }
            trace.now = time
            // Decoded once into the typed schema (issue 27.1): each field is
            // read as its kind says (a point, a list of fingers, a cause), not guessed from its JSON shape.
            let raw = TraceRecord(seq: seq, time: time, kind: kind, subject: subject,
                                  fields: object.compactMap { ["seq", "t", "kind", "subject"].contains($0.0) ? nil : TraceField($0.0, $0.1) })
            let event: TraceEvent
            do { event = try raw.decoded() } catch let e as TraceSchemaError { throw fail(1, e.description) }
            trace.record(kind, TraceName(subject))
            for field in event.fields { trace.with(field.key, field.value) }
            if case .stage(let stage) = event, subject == "digitizer" {
                guard let sample = Self.sample(stage, time: time) else {
                    throw fail(1, "record \(seq): a digitizer record needs fingers, phases and locations of one length")
                }
                samples.append(sample)
            }
        }
        return SavedTrace(path: path, trace: trace, samples: samples)
    }

    /// The sample a `stage digitizer` record reports (rule S1).
    static func sample(_ r: TraceRecord) -> TouchSample? {
        guard case .stage(let stage)? = try? r.decoded() else { return nil }
        return sample(stage, time: r.time)
    }

    /// The sample of a `stage digitizer` record's fields (rule S1).
    static func sample(_ stage: TraceEvent.Stage, time: VirtualTime) -> TouchSample? {
        guard let fingers = stage.fingers, let phases = stage.phases, let locations = stage.locations,
              fingers.count == phases.count, fingers.count == locations.count
        else { return nil }
        let changes = fingers.indices.map { FingerChange(finger: fingers[$0], phase: phases[$0], location: locations[$0]) }
        return TouchSample(time: time, changes: changes)
    }

    /// The run the window plays: the scene driven by the saved samples, its
    /// panels showing the saved records. When the scene now runs exactly as
    /// recorded its own trace is used (same bytes, exact value types);
    /// `firstDifference` is the first record where it does not.
    public func run(on scene: SceneDescription) -> (run: ScenarioRun, firstDifference: Int?) {
        let end = trace.count > 0 ? trace[trace.count - 1].time : .zero
        let script = TouchScript(samples: samples, end: end)
        let built = SceneBuilder.build(validated: scene)
        let device = built.makeDevice()
        // The saved samples already hold any system cancel the recording ended with (rule S1).
        device.run(script, endingTouches: false)
        let title = URL(fileURLWithPath: path).lastPathComponent
        var difference: Int?
        for i in 0..<max(trace.count, device.trace.count) {
            if i >= trace.count || i >= device.trace.count || TraceJSON.line(trace[i]) != TraceJSON.line(device.trace[i]) {
                difference = i
                break
            }
        }
        let recorded = difference == nil ? nil : Self.resolved(trace, labels: built.labels)
        return (ScenarioRun(scene: scene, title: title, script: script, recorded: recorded), difference)
    }

    /// The saved records with their objects' ids, resolved once against the
    /// scene (issue 27.3): JSON Lines writes labels only, so each label is
    /// taken for the first object in description order that has it
    /// (`ObjectLabels`); the panels then key a saved trace's objects as they
    /// key a run's own.
    public static func resolved(_ trace: Trace, labels: ObjectLabels) -> Trace {
        let out = Trace()
        for seq in trace.firstStoredSeq..<trace.count {
            let r = trace[seq]
            out.now = r.time
            out.append(r.resolvingIDs(labels))
        }
        return out
    }
}

extension TraceValue {
    var double: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .number(let d): return d
        default: return nil
        }
    }
}

/// Reads one flat JSON object of a trace line, keeping its keys in order.
/// Numbers without a fraction or exponent are `.int`; arrays are `.list`.
struct JSONLineReader {
    struct Failure: Error {
        var offset: Int
        var message: String
    }

    let bytes: [UInt8]
    var i = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func object() throws -> [(String, TraceValue)] {
        try expect(UInt8(ascii: "{"))
        var out: [(String, TraceValue)] = []
        skipSpace()
        if peek == UInt8(ascii: "}") { i += 1; return out }
        while true {
            skipSpace()
            let key = try string()
            skipSpace()
            try expect(UInt8(ascii: ":"))
            out.append((key, try value()))
            skipSpace()
            if peek == UInt8(ascii: ",") { i += 1; continue }
            try expect(UInt8(ascii: "}"))
            skipSpace()
            guard i == bytes.count else { throw Failure(offset: i, message: "unexpected text after the record's closing brace") }
            return out
        }
    }

    var peek: UInt8? { i < bytes.count ? bytes[i] : nil }

    mutating func skipSpace() { while let c = peek, c == 0x20 || c == 0x09 || c == 0x0D { i += 1 } }

    mutating func expect(_ c: UInt8) throws {
        skipSpace()
        guard peek == c else {
            throw Failure(offset: i, message: "expected '\(Character(UnicodeScalar(c)))'" + (peek == nil ? " before the end of the line" : ""))
        }
        i += 1
    }

    mutating func value() throws -> TraceValue {
        skipSpace()
        guard let c = peek else { throw Failure(offset: i, message: "expected a value before the end of the line") }
        switch c {
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "["):
            i += 1
            var list: [TraceValue] = []
            skipSpace()
            if peek == UInt8(ascii: "]") { i += 1; return .list(list) }
            while true {
                list.append(try value())
                skipSpace()
                if peek == UInt8(ascii: ",") { i += 1; continue }
                try expect(UInt8(ascii: "]"))
                return .list(list)
            }
        case UInt8(ascii: "t"): try word("true"); return .bool(true)
        case UInt8(ascii: "f"): try word("false"); return .bool(false)
        case UInt8(ascii: "n"): try word("null"); return .null
        default: return try number()
        }
    }

    mutating func word(_ w: String) throws {
        let utf8 = Array(w.utf8)
        guard i + utf8.count <= bytes.count, Array(bytes[i..<i + utf8.count]) == utf8 else {
            throw Failure(offset: i, message: "expected \(w)")
        }
        i += utf8.count
    }

    mutating func number() throws -> TraceValue {
        let start = i
        var integral = true
        while let c = peek, (c >= 0x30 && c <= 0x39) || c == UInt8(ascii: "-") || c == UInt8(ascii: "+")
            || c == UInt8(ascii: ".") || c == UInt8(ascii: "e") || c == UInt8(ascii: "E") {
            if c == UInt8(ascii: ".") || c == UInt8(ascii: "e") || c == UInt8(ascii: "E") { integral = false }
            i += 1
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        if integral, let n = Int(text) { return .int(n) }
        guard let d = Double(text) else { throw Failure(offset: start, message: "expected a value (string, number, true, false, null or a list)") }
        return .number(d)
    }

    mutating func string() throws -> String {
        try expect(UInt8(ascii: "\""))
        var out: [UInt8] = []
        while let c = peek {
            i += 1
            switch c {
            case UInt8(ascii: "\""): return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let e = peek else { break }
                i += 1
                switch e {
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    guard i + 4 <= bytes.count, let v = UInt32(String(decoding: bytes[i..<i + 4], as: UTF8.self), radix: 16),
                          let scalar = UnicodeScalar(v) else { throw Failure(offset: i, message: "a \\u escape needs four hex digits") }
                    out.append(contentsOf: Array(String(Character(scalar)).utf8))
                    i += 4
                default: out.append(e)
                }
            default: out.append(c)
            }
        }
        throw Failure(offset: i, message: "a string is not closed before the end of the line")
    }
}
