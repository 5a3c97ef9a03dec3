import TouchCore

/// `touchscope why`: what a view, control or recognizer received in a run
/// and why, each effect followed back through `causedBy` (rule G10) to its
/// first cause, in UIKit's words (the property, delegate method or override
/// involved) with the rule that decides it.
public struct Why {
    public let about: String
    public let scenario: String
    /// One entry per record concerning the object, in trace order.
    public let entries: [Entry]
    public let summary: String

    public struct Entry: Hashable, Sendable {
        public var record: TraceRecord
        public var words: String
        /// The records that caused it, nearest first, down to the first cause.
        public var causes: [(record: TraceRecord, words: String)]

        public static func == (a: Entry, b: Entry) -> Bool { a.record == b.record }
        public func hash(into hasher: inout Hasher) { hasher.combine(record) }
    }

    public init(records: [TraceRecord], about name: String, scenario: String, scene: WhatIfScene) throws(WhatIfError) {
        guard scene.objects.contains(where: { $0.name == name }) || records.contains(where: { $0.subject == name }) else {
            _ = try scene.object(name)
            throw WhatIfError("no object named '\(name)'")
        }
        let words = WhyWords(scene: scene)
        let isRecognizer = scene.objects.first { $0.name == name }?.role == .recognizer
            || records.contains { $0.subject == name && $0.kind.rawValue.hasPrefix("gesture.") }
        let bySeq = Dictionary(records.map { ($0.seq, $0) }, uniquingKeysWith: { a, _ in a })
        var entries: [Entry] = []
        for record in records where Self.concerns(record, name, isRecognizer: isRecognizer) {
            var causes: [(TraceRecord, String)] = []
            var seen: Set<Int> = [record.seq]
            var link = Self.causedBy(record)
            while let seq = link, let cause = bySeq[seq], seen.insert(seq).inserted {
                causes.append((cause, words.explain(cause)))
                link = Self.causedBy(cause)
            }
            entries.append(Entry(record: record, words: words.explain(record), causes: causes))
        }
        self.about = name
        self.scenario = scenario
        self.entries = entries
        summary = Self.summary(of: name, records: records, isRecognizer: isRecognizer, scene: scene)
    }

    static func causedBy(_ record: TraceRecord) -> Int? {
        switch record["causedBy"] {
        case .int(let i)?: return i
        case .number(let d)?: return Int(d)
        default: return nil
        }
    }

    static func concerns(_ record: TraceRecord, _ name: String, isRecognizer: Bool) -> Bool {
        let kind = record.kind.rawValue
        if isRecognizer {
            return record.subject == name && kind.hasPrefix("gesture.") && kind != "gesture.reset"
        }
        if kind == "touch.create" { return record["view"]?.stringValue == name }
        if kind == "gesture.shouldBegin" { return record["asked"]?.stringValue == name }
        guard record.subject == name else { return false }
        return ["hitTest.skip", "responder.", "delivery.", "control.", "action.", "list.", "navigation.", "scroll.stop", "scroll.touchesShouldCancel"]
            .contains { kind.hasPrefix($0) }
    }

    /// One line: what the object finally came to.
    static func summary(of name: String, records: [TraceRecord], isRecognizer: Bool, scene: WhatIfScene) -> String {
        let object = scene.objects.first { $0.name == name }
        let what = object.map { o -> String in
            switch o.role {
            case .recognizer: return "\(o.kind) recognizer '\(name)'" + (o.ownerView.map { " on \($0)" } ?? "")
            case .controller: return "view controller '\(name)'"
            case .window: return "window '\(name)'"
            case .view: return "\(o.kind) '\(name)'"
            }
        } ?? "'\(name)'"
        if isRecognizer {
            let states = records.filter { $0.subject == name && $0.kind == .gestureState }.compactMap { $0["to"]?.stringValue }
            let actions = records.filter { $0.subject == name && $0.kind == .gestureAction }.count
            return "\(what): " + (states.isEmpty ? "stayed possible" : states.joined(separator: " → "))
                + ", \(actions) action\(actions == 1 ? "" : "s") sent"
        }
        let phases = records.filter { $0.subject == name && $0.kind.rawValue.hasPrefix("responder.touches") }
            .map { String($0.kind.rawValue.dropFirst("responder.".count)) }
        return "\(what) received: " + (phases.isEmpty ? "no touches" : phases.joined(separator: ", "))
    }

    /// The report as text, one record a line, each cause indented under it.
    public var text: String {
        var out = "why \(about) in \"\(scenario)\"\n  \(summary)\n"
        if entries.isEmpty { out += "  nothing in this scenario concerns \(about)\n" }
        for entry in entries {
            out += "  " + Self.stamp(entry.record) + "  " + entry.words + "\n"
            for (record, words) in entry.causes {
                out += "         ← " + Self.stamp(record) + "  " + words + "\n"
            }
        }
        return out
    }

    static func stamp(_ record: TraceRecord) -> String {
        let millis = Int64((record.time.seconds * 1000).rounded())
        let frac = String(abs(millis % 1000))
        return "\(millis / 1000).\(String(repeating: "0", count: 3 - frac.count))\(frac) #\(record.seq)"
    }
}
