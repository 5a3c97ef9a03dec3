import TouchCore
import TouchImport
import TouchScene

/// `check`: what the scene holds (`check --json`, the MCP tool `check`).
public struct CheckReport: Sendable {
    public let file: String
    public let title: String
    /// The outline `touchscope check` prints, one object a line (control characters escaped).
    public let outline: [String]
    public let windows: Int, views: Int, controllers: Int, recognizers: Int
    public let scenarios: [Scenario]

    public struct Scenario: Sendable {
        public let name: String
        public let steps: Int
        public let samples: Int
        /// Seconds on the virtual clock at the scenario's last step.
        public let seconds: Double
    }

    init(file: String, scene: SceneDescription) {
        self.file = file
        title = scene.title
        outline = SceneOutline.text(for: scene, path: file).split(separator: "\n").map(String.init)
        var counts = (windows: 0, views: 0, controllers: 0, recognizers: 0)
        func walk(_ node: NodeDescription) {
            switch node {
            case .controller(let c):
                counts.controllers += 1
                walk(.view(c.view))
            case .view(let v):
                counts.views += 1
                counts.recognizers += v.gestures.count
                v.subviews.forEach(walk)
            }
        }
        for window in scene.windows {
            counts.windows += 1
            if let root = window.root { walk(root) }
        }
        (windows, views, controllers, recognizers) = counts
        scenarios = scene.scenarios.map { scenario in
            let script = ScenarioCompiler.compile(scenario, in: scene)
            return Scenario(name: scenario.name, steps: scenario.steps.count, samples: script.samples.count, seconds: script.end.seconds)
        }
    }

    /// What `touchscope check` prints.
    public var text: String { outline.joined(separator: "\n") + "\n" }

    public var json: JSONText {
        .object([
            ("file", .string(file)), ("title", .string(title)),
            ("windows", .int(windows)), ("views", .int(views)), ("controllers", .int(controllers)), ("recognizers", .int(recognizers)),
            ("scenarios", .array(scenarios.map {
                .object([("name", .string($0.name)), ("steps", .int($0.steps)), ("samples", .int($0.samples)), ("seconds", .number($0.seconds))])
            })),
            ("outline", JSONText.strings(outline)),
        ])
    }
}

/// `replay --summary`: a scenario's outcome, and on request a page of its trace.
public struct ReplayReport: Sendable {
    public let title: String
    public let scenario: String
    /// How many records the trace has.
    public let records: Int
    /// The virtual time of the last record, seconds.
    public let end: Double
    /// The outcome, as `compare` writes it (trace-format.md): `KIND SUBJECT key=value` items in trace order.
    public let outcome: [String]
    public var page: Page?

    public struct Page: Sendable {
        public let offset: Int
        /// The page's records as JSON Lines objects (trace-format.md "Records").
        public let records: [String]
        /// The same records as lines of the human log.
        public let lines: [String]
        /// The offset of the next page, nil at the end of the trace.
        public let next: Int?
    }

    public var text: String {
        var out = "\(title) — \"\(scenario)\": \(records) records, \(TraceJSON.format(end)) s\n"
        out += outcome.isEmpty ? "  (nothing: no action, event, selection or delivery)\n" : outcome.map { "  " + $0 + "\n" }.joined()
        if let page {
            out += "trace records \(page.offset)..<\(page.offset + page.records.count) of \(records)"
                + (page.next.map { " (next page: offset \($0))" } ?? "") + ":\n"
            out += page.lines.map { SceneLoadError.escaped($0) + "\n" }.joined()
        }
        return out
    }

    public var json: JSONText {
        var pairs: [(String, JSONText)] = [
            ("scene", .string(title)), ("scenario", .string(scenario)), ("records", .int(records)),
            ("end", .number(end)), ("outcome", JSONText.strings(outcome)),
        ]
        if let page {
            pairs.append(("trace", .object([
                ("offset", .int(page.offset)), ("count", .int(page.records.count)),
                ("records", .array(page.records.map(JSONText.raw))), ("next", page.next.map(JSONText.int) ?? .null),
            ])))
        }
        return .object(pairs)
    }
}

/// `import`: the scene made from debugger dumps and what was skipped.
public struct ImportReport: Sendable {
    public let scene: ImportedScene

    public var json: JSONText {
        .object([
            ("summary", .string(scene.summary)),
            ("views", .int(scene.viewCount)), ("madeViews", .int(scene.madeViewCount)),
            ("controllers", .int(scene.controllerCount)), ("recognizers", .int(scene.recognizerCount)),
            ("skipped", .int(scene.skippedCount)), ("warnings", .int(scene.notes.count - scene.skippedCount)),
            ("notes", .array(scene.notes.map { note in
                .object([
                    ("level", .string(note.level.rawValue)),
                    ("file", note.location.map { .string($0.file) } ?? .null),
                    ("line", note.location.map { .int($0.line) } ?? .null),
                    ("message", .string(note.message)),
                ])
            })),
            ("outline", JSONText.strings(scene.outline)),
            ("scene", .string(scene.yaml)),
        ])
    }

    /// The report as text: each note, then the summary.
    public var text: String { scene.notes.map { $0.description + "\n" }.joined() + scene.summary + "\n" }
}

extension Why {
    /// `why --json`: each record concerning the object (trace-format.md
    /// "Records", as JSON Lines writes it), in UIKit's words, with its causes.
    public var json: JSONText {
        .object([
            ("about", .string(about)), ("scenario", .string(scenario)), ("summary", .string(summary)),
            // why --not ITEM: the item, the record that matched it after all (or null), and what stopped it.
            ("not", item.map { .string($0.description) } ?? .null),
            ("occurred", occurred.map { .raw(TraceJSON.line($0)) } ?? .null),
            ("reasons", .array(reasons.map { reason in
                .object([
                    ("touch", reason.touch.map(JSONText.string) ?? .null), ("object", reason.object.map(JSONText.string) ?? .null),
                    ("property", reason.property.map(JSONText.string) ?? .null), ("words", .string(reason.words)),
                ])
            })),
            ("entries", .array(entries.map { entry in
                .object([
                    ("record", .raw(TraceJSON.line(entry.record))), ("words", .string(entry.words)),
                    ("causes", .array(entry.causes.map { .object([("record", .raw(TraceJSON.line($0.record))), ("words", .string($0.words))]) })),
                ])
            })),
        ])
    }
}

/// `compare`: the comparison and the scene's title (for its picture).
public struct CompareReport {
    public let title: String
    public let comparison: Comparison

    /// The comparison's own JSON (trace-format.md, `compare --json`).
    public var json: JSONText { .raw(comparison.json.trimmingSuffix("\n")) }
}

extension FixSearch {
    /// The fixes' own JSON (trace-format.md, `fix --json`), as a value.
    public var jsonValue: JSONText { .raw(json.trimmingSuffix("\n")) }
}

extension String {
    func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}
