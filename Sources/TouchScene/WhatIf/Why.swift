import TouchCore

/// `touchscope why`: what a view, control or recognizer received in a run
/// and why, each effect followed back through `causedBy` (rule G10) to its
/// first cause, in UIKit's words (the property, delegate method or override
/// involved) with the rule that decides it.
public struct Why {
    /// The object's label, as the report writes it.
    public let about: String
    /// The object the report is about (issue 27.3: records are chosen by key,
    /// so another object of the same label is not mixed in).
    public let key: ObjectKey
    public let scenario: String
    /// One entry per record concerning the object, in trace order.
    public var entries: [Entry]
    public let summary: String
    /// What stopped it (the hit-test walk, held or cancelled deliveries, its
    /// recognizers' real reasons), first cause first (`WhyNot`).
    public var reasons: [WhyNot.Reason]
    /// For `why --not ITEM`: the item, and the record that matched it if it did occur.
    public var item: ItemPattern?
    public var occurred: TraceRecord?

    public struct Entry: Hashable, Sendable {
        public var record: TraceRecord
        public var words: String
        /// The records that caused it, nearest first, down to the first cause.
        public var causes: [(record: TraceRecord, words: String)]

        public static func == (a: Entry, b: Entry) -> Bool { a.record == b.record }
        public func hash(into hasher: inout Hasher) { hasher.combine(record) }
    }

    /// The report about the object labelled `name`: the first of that label
    /// in description order (the lowest id) when several share it;
    /// `init(records:about:scenario:scene:)` with a key picks one.
    public init(records: [TraceRecord], about name: String, scenario: String, scene: WhatIfScene) throws(WhatIfError) {
        guard scene.objects.contains(where: { $0.name == name }) || records.contains(where: { $0.subject == name }) else {
            _ = try scene.object(name)
            throw WhatIfError("no object named '\(name)'")
        }
        let whyNot = WhyNot(records: records, scene: scene.description)
        self.init(key: whyNot.key(name), whyNot: whyNot, scenario: scenario, scene: scene)
    }

    /// The report about the object `key` (its records, by key).
    public init(records: [TraceRecord], about key: ObjectKey, scenario: String, scene: WhatIfScene) {
        self.init(key: key, whyNot: WhyNot(records: records, scene: scene.description), scenario: scenario, scene: scene)
    }

    /// The records are `whyNot`'s: resolved against the scene when they carry no ids.
    private init(key: ObjectKey, whyNot: WhyNot, scenario: String, scene: WhatIfScene) {
        let records = whyNot.records
        let name = key.label
        let words = WhyWords(scene: scene)
        let isRecognizer = scene.objects.first { $0.name == name }?.role == .recognizer
            || records.contains { $0.subjectKey == key && $0.kind.rawValue.hasPrefix("gesture.") }
        let bySeq = Dictionary(records.map { ($0.seq, $0) }, uniquingKeysWith: { a, _ in a })
        var entries: [Entry] = []
        for record in records where Self.concerns(record, key, isRecognizer: isRecognizer) {
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
        self.key = key
        self.scenario = scenario
        self.entries = entries
        summary = Self.summary(of: key, records: records, isRecognizer: isRecognizer, scene: scene)
        reasons = whyNot.reasons(for: key)
        item = nil
        occurred = nil
    }

    /// `why --not ITEM`: why the item did not occur, from the touches that
    /// could have produced it (its subject's hit-test, deliveries and
    /// recognizers) back to the first cause.
    public init(records: [TraceRecord], not item: ItemPattern, scenario: String, scene: WhatIfScene) throws(WhatIfError) {
        guard let subject = item.subject, subject != "*" else {
            throw WhatIfError("why --not '\(item)': name the item's subject (e.g. \"control.event composeButton event=touchUpInside\")")
        }
        self = try Why(records: records, about: subject, scenario: scenario, scene: scene)
        // What produces the item comes first: the sheet's decisions, the built-in recognizer whose
        // gesture makes it (a list's swipe pan, a pop, a pinch, a menu's press, G11).
        let produced = WhyNot(records: records, scene: scene.description).itemReasons(kind: item.kind, subject: subject)
        if !produced.isEmpty {
            var seen = Set(produced.map(\.words))
            let merged = produced + reasons.filter { seen.insert($0.words).inserted }
            reasons = merged.filter { !$0.incidental } + merged.filter(\.incidental)
        }
        self.item = item
        occurred = records.first(where: item.matches)
    }


    static func causedBy(_ record: TraceRecord) -> Int? {
        record.event?.causedBy
    }

    static func concerns(_ record: TraceRecord, _ key: ObjectKey, isRecognizer: Bool) -> Bool {
        let kind = record.kind.rawValue
        if isRecognizer {
            return record.subjectKey == key && kind.hasPrefix("gesture.") && kind != "gesture.reset"
        }
        if record.kind == .touchCreate { return record.objectKey("view") == key }
        if record.kind == .gestureShouldBegin { return record.objectKey("asked") == key }
        guard record.subjectKey == key else { return false }
        return ["hitTest.skip", "hitTest.override", "responder.", "delivery.", "control.", "action.", "list.", "navigation.", "scroll.stop",
                "scroll.touchesShouldCancel", "scroll.zoomBegin", "scroll.zoomEnd", "sheet.tracking", "sheet.drag", "sheet.detent", "presentation.",
                "menu.", "drag.", "page.", "animation."]
            .contains { kind.hasPrefix($0) }
    }

    /// One line: what the object finally came to.
    static func summary(of key: ObjectKey, records: [TraceRecord], isRecognizer: Bool, scene: WhatIfScene) -> String {
        let name = key.label
        // The scene file's object of that label (a file's labels are unique): its kind and owner, for words.
        let object = scene.objects.first { $0.name == name }
        let what = object.map { o -> String in
            switch o.role {
            case .recognizer: return "\(o.kind) recognizer '\(name)'" + (o.ownerView.map { " on \($0)" } ?? "")
            case .controller: return "view controller '\(name)'"
            case .window: return "window '\(name)'"
            case .view: return "\(o.kind) '\(name)'"
            case .animation: return "\(o.kind == "property" ? "property animator" : "view animation") '\(name)'"
            }
        } ?? "'\(name)'"
        if isRecognizer {
            let states = records.filter { $0.subjectKey == key && $0.kind == .gestureState }.compactMap { r -> String? in
                guard case .gestureState(let e)? = r.event else { return nil }
                return e.to.rawValue
            }
            let actions = records.filter { $0.subjectKey == key && $0.kind == .gestureAction }.count
            return "\(what): " + (states.isEmpty ? "stayed possible" : collapse(states).joined(separator: " → "))
                + ", \(actions) action\(actions == 1 ? "" : "s") sent"
        }
        if object == nil, name.hasSuffix(".sheet"), records.contains(where: { $0.subjectKey == key && $0.kind.rawValue.hasPrefix("sheet.") }) {
            // A sheet presentation controller (M2) receives no touches: what it did is drags, detents and dismissals.
            let drags = records.filter { $0.subjectKey == key && $0.kind == .sheetDrag && $0["phase"]?.stringValue == "began" }.count
            let detents = records.filter { $0.subjectKey == key && $0.kind == .sheetDetent }.compactMap { $0["to"]?.stringValue }
            let dismissed = records.contains { $0.subjectKey == key && $0.kind == .presentationDismiss }
            return "sheet presentation controller '\(name)': \(drags) drag\(drags == 1 ? "" : "s")"
                + (detents.isEmpty ? "" : ", detent → " + detents.joined(separator: " → ")) + (dismissed ? ", dismissed" : ", not dismissed")
        }
        let phases = records.filter { $0.subjectKey == key && $0.kind.rawValue.hasPrefix("responder.touches") }
            .map { String($0.kind.rawValue.dropFirst("responder.".count)) }
        return "\(what) received: " + (phases.isEmpty ? "no touches" : collapse(phases).joined(separator: ", "))
    }

    /// The report as text, one record a line, each cause indented under it.
    public var text: String {
        var out: String
        if let item {
            out = "why not \"\(item)\" in \"\(scenario)\"\n"
            if let occurred {
                out += "  it did occur: " + Self.stamp(occurred) + "  " + HumanLog.message(occurred) + "\n"
            } else {
                out += "  it did not occur. \(summary)\n"
            }
        } else {
            out = "why \(about) in \"\(scenario)\"\n  \(summary)\n"
        }
        if let first = reasons.first(where: { !$0.incidental }) {
            out += "  first cause: \(first.touch.map { "\($0): " } ?? "")\(first.words)\n"
        }
        if reasons.count > 1 || reasons.first?.incidental == true {
            out += "  what held or stopped it:\n"
            for r in reasons { out += "    \(r.touch.map { "\($0): " } ?? "")\(r.words)\n" }
        }
        if entries.isEmpty && reasons.isEmpty { out += "  nothing in this scenario concerns \(about)\n" }
        if item != nil && !entries.isEmpty { out += "  what \(about) did:\n" }
        // Repeated records (the same words, the same causes) collapse into one line with their count.
        var i = 0
        while i < entries.count {
            let entry = entries[i]
            var n = 1
            while i + n < entries.count, entries[i + n].words == entry.words,
                  entries[i + n].causes.map(\.words) == entry.causes.map(\.words) { n += 1 }
            out += "  " + Self.stamp(entry.record) + "  " + entry.words + (n > 1 ? "  × \(n)" : "") + "\n"
            for (record, words) in entry.causes {
                out += "         ← " + Self.stamp(record) + "  " + words + "\n"
            }
            i += n
        }
        return out
    }

    static func stamp(_ record: TraceRecord) -> String {
        let millis = Int64((record.time.seconds * 1000).rounded())
        let frac = String(abs(millis % 1000))
        return "\(millis / 1000).\(String(repeating: "0", count: 3 - frac.count))\(frac) #\(record.seq)"
    }

    /// Runs of the same text as one `text × n` (issue 26.6).
    public static func collapse(_ items: [String]) -> [String] {
        var out: [String] = []
        var i = 0
        while i < items.count {
            var n = 1
            while i + n < items.count && items[i + n] == items[i] { n += 1 }
            out.append(n > 1 ? "\(items[i]) × \(n)" : items[i])
            i += n
        }
        return out
    }
}
