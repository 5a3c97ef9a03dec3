import TouchCore

/// `touchscope compare`: scenarios × variants, each cell the outcome of one
/// replay (trace-format.md), marked where it differs from the scene as written.
public struct Comparison: Sendable {
    /// A column: a label and the settings it applies.
    public struct Variant: Hashable, Sendable {
        public var label: String
        public var settings: [Setting]

        public init(label: String, settings: [Setting]) {
            self.label = label
            self.settings = settings
        }

        /// Reads `LABEL: SETTING[; SETTING...]`; with no label, the settings name the column.
        public init(parsing text: String) throws(WhatIfError) {
            var body = Substring(text)
            var label: String?
            if let colon = text.firstIndex(of: ":"), !text[..<colon].contains("=") {
                label = String(text[..<colon]).trimmingSpaces
                body = text[text.index(after: colon)...]
            }
            var settings: [Setting] = []
            for part in Self.splitSettings(String(body)) where !part.trimmingSpaces.isEmpty {
                settings.append(try Setting(parsing: part))
            }
            guard !settings.isEmpty else {
                throw WhatIfError("variant '\(text)' has no setting; write \"LABEL: OBJECT.PROPERTY=VALUE[; ...]\"")
            }
            self.label = (label?.isEmpty == false ? label! : settings.map(\.description).joined(separator: "; "))
            self.settings = settings
        }

        /// Splits on `;` outside brackets and braces (a value may be `{all: [...]}`).
        static func splitSettings(_ text: String) -> [String] {
            var parts: [String] = [], current = "", depth = 0
            for c in text {
                if c == "[" || c == "{" { depth += 1 }
                if c == "]" || c == "}" { depth -= 1 }
                if c == ";" && depth == 0 {
                    parts.append(current)
                    current = ""
                } else {
                    current.append(c)
                }
            }
            parts.append(current)
            return parts
        }
    }

    public struct Cell: Hashable, Sendable {
        /// nil: the scene as written.
        public var variant: String?
        public var outcome: Outcome
        public var differs: Bool
    }

    public struct Row: Hashable, Sendable {
        public var scenario: String
        public var cells: [Cell]
    }

    public let variants: [Variant]
    public let rows: [Row]

    /// Replays every scenario of `scenarios` as written and under each variant.
    public init(scene: WhatIfScene, scenarios: [ScenarioDescription], variants: [Variant]) throws(WhatIfError) {
        // One large stack for every variant's decoding and replay (a thread per variant reserved
        // 512 MiB each: 42 variants under a 2 GB address-space limit could not start one).
        self = try LargeStack.run { () throws(WhatIfError) -> Comparison in
            try Comparison(running: scene, scenarios: scenarios, variants: variants)
        }
    }

    private init(running scene: WhatIfScene, scenarios: [ScenarioDescription], variants: [Variant]) throws(WhatIfError) {
        var changed: [SceneDescription] = []
        for variant in variants { changed.append(try scene.applying(variant.settings)) }
        self.variants = variants
        rows = scenarios.map { scenario in
            let written = Outcome(records: WhatIfRun.records(scene.description, scenario: scenario))
            var cells = [Cell(variant: nil, outcome: written, differs: false)]
            for (variant, description) in zip(variants, changed) {
                // Each variant replays its own copy of the scenario: the changed scene's, identical steps.
                let steps = description.scenarios.first { $0.name == scenario.name } ?? scenario
                let outcome = Outcome(records: WhatIfRun.records(description, scenario: steps))
                cells.append(Cell(variant: variant.label, outcome: outcome, differs: outcome != written))
            }
            return Row(scenario: scenario.name, cells: cells)
        }
    }

    /// The column headings: "as written" then each variant's label.
    public var headings: [String] { ["as written"] + variants.map(\.label) }
}
