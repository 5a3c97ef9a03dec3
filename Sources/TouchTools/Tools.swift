import Foundation
import TouchCore
import TouchImport
import TouchScene
import TouchSDL
import TouchViz

/// The commands' work, shared by the command line (`touchscope check`, `why`,
/// ...) and the MCP server (`touchscope mcp`): each returns a typed result
/// whose `text` is what the command prints and whose `json` is what `--json`
/// prints and the MCP tool returns as structured content.
public enum Tools {
    // MARK: check

    /// `check`: the scene loaded and validated, as an outline.
    public static func check(_ source: SceneSource) throws(ToolError) -> CheckReport {
        let scene = try SceneInput(source)
        return CheckReport(file: scene.file, scene: scene.description)
    }

    // MARK: replay

    /// The most trace records one page of `replay` returns.
    public static let maximumTracePage = 500

    /// `replay --summary` (and, with `page`, that page of the trace): one
    /// scenario run headless on the virtual clock.
    public static func replay(_ source: SceneSource, scenario name: String?, page: TracePage? = nil,
                              shuffle: UInt64? = nil) throws(ToolError) -> ReplayReport {
        let scene = try SceneInput(source)
        let chosen = try scene.scenario(named: name)
        let device = try scene.build().makeDevice()
        device.shuffle = shuffle.map(SeededGenerator.init(seed:))
        device.run(ScenarioCompiler.compile(chosen, in: scene.description))
        let records = device.trace.records
        var report = ReplayReport(title: scene.description.title, scenario: chosen.name, records: records.count,
                                  end: records.last?.time.seconds ?? 0, outcome: Outcome(records: records).items)
        if let page {
            guard page.offset >= 0 else { throw ToolError(.request, "the trace page's offset must be 0 or more") }
            guard page.limit >= 1 && page.limit <= maximumTracePage else {
                throw ToolError(.request, "the trace page's limit must be from 1 to \(maximumTracePage)")
            }
            let upper = min(records.count, page.offset + page.limit)
            let slice = page.offset < upper ? Array(records[page.offset..<upper]) : []
            // The human log's lines of these records (the log has one line per record).
            let log = HumanLog.lines(device.trace).split(separator: "\n", omittingEmptySubsequences: false)
            let lines = slice.map { log.indices.contains($0.seq) ? String(log[$0.seq]) : TraceJSON.line($0) }
            report.page = ReplayReport.Page(offset: page.offset, records: slice.map(TraceJSON.line), lines: lines,
                                            next: upper < records.count ? upper : nil)
        }
        return report
    }

    // MARK: why

    /// `why`: what a view, control or recognizer received in a scenario, and why;
    /// with `not`, what stopped an item that did not occur (`why --not ITEM`).
    public static func why(_ source: SceneSource, scenario name: String?, about: String?, not item: String? = nil) throws(ToolError) -> Why {
        guard (about == nil) != (item == nil) else { throw ToolError(.request, "give about: NAME or not: ITEM (one of them)") }
        let scene = try SceneInput(source)
        let chosen = try scene.scenario(named: name)
        let whatIf = try scene.whatIf()
        let records = WhatIfRun.records(scene.description, scenario: chosen)
        do {
            if let item {
                return try Why(records: records, not: ItemPattern(parsing: item), scenario: chosen.name, scene: whatIf)
            }
            return try Why(records: records, about: about ?? "", scenario: chosen.name, scene: whatIf)
        } catch {
            throw ToolError(.request, "\(error)")
        }
    }

    // MARK: compare

    /// `compare`: scenarios replayed as written and under each variant's settings.
    public static func compare(_ source: SceneSource, scenarios names: [String], variants texts: [String]) throws(ToolError) -> CompareReport {
        let scene = try SceneInput(source)
        let whatIf = try scene.whatIf()
        do {
            let variants = try texts.map { (text: String) throws(WhatIfError) in try Comparison.Variant(parsing: text) }
            let scenarios = names.isEmpty
                ? scene.description.scenarios
                : try names.map { (name: String) throws(WhatIfError) in try WhatIfRun.scenario(name, in: scene.description, file: scene.file) }
            guard !scenarios.isEmpty else {
                throw WhatIfError("\(scene.file): the scene has no scenarios; add one under `scenarios:` (see the README, \"Scenarios\")")
            }
            return CompareReport(title: scene.description.title,
                                 comparison: try Comparison(scene: whatIf, scenarios: scenarios, variants: variants))
        } catch {
            throw ToolError(.request, "\(error)")
        }
    }

    // MARK: fix

    /// `fix`: the settings after which every wanted item holds.
    public static func fix(_ source: SceneSource, scenario name: String?, want: [String],
                           limit: Int = FixSearch.defaultLimit, budget: ReplayBudget = .commandLine) throws(ToolError) -> FixSearch {
        guard !want.isEmpty else { throw ToolError(.request, "say what must happen: want \"list.didSelect list row=1\"") }
        guard limit > 0 else { throw ToolError(.request, "the limit must be at least 1") }
        let scene = try SceneInput(source)
        let whatIf = try scene.whatIf()
        do {
            let wanted = try want.map { (text: String) throws(WhatIfError) in try ItemPattern(parsing: text) }
            if let name {
                let chosen = try WhatIfRun.scenario(name, in: scene.description, file: scene.file)
                return FixSearch(scene: whatIf, scenario: chosen, want: wanted, limit: limit, budget: budget)
            }
            guard !scene.description.scenarios.isEmpty else { throw WhatIfError("\(scene.file) has no scenarios; add one under scenarios:") }
            return FixSearch.everyScenario(scene: whatIf, want: wanted, limit: limit, budget: budget)
        } catch {
            throw ToolError(.request, "\(error)")
        }
    }

    // MARK: import

    /// `import`: debugger dumps in, a scene and its report out.
    public static func importDumps(_ inputs: [Importer.Input]) throws(ToolError) -> ImportReport {
        do {
            return ImportReport(scene: try Importer.run(inputs))
        } catch {
            throw ToolError(.request, "\(error)")
        }
    }

    // MARK: export

    /// `export --png`: the picture of a scenario (the screen, overlays and
    /// timeline) drawn headless, as a display list.
    public static func picture(_ source: SceneSource, scenario name: String?, size: Size = ExportPicture.defaultSize) throws(ToolError) -> DisplayList {
        try picture(try SceneInput(source), scenario: name, size: size)
    }

    /// `picture` of a scene already loaded (`export` loads it once for the picture and the Perfetto trace).
    public static func picture(_ scene: SceneInput, scenario name: String?, size: Size = ExportPicture.defaultSize) throws(ToolError) -> DisplayList {
        let chosen = scene.description.scenarios.isEmpty && name == nil ? nil : try scene.scenario(named: name)
        return ExportPicture.make(scene: scene.description, scenario: chosen, size: size)
    }

    /// `picture` as PNG bytes, `scale` pixels per point.
    public static func png(_ source: SceneSource, scenario name: String?, size: Size = ExportPicture.defaultSize,
                           scale: Double = 1) throws(ToolError) -> Data {
        let list = try picture(source, scenario: name, size: size)
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("touchscope-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            try OffscreenRenderer.png(list, path: path, scale: scale)
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ToolError(.request, "cannot draw the picture: \(error)")
        }
    }
}

/// Which records of a replay's trace to return: `limit` records from `offset`.
public struct TracePage: Sendable {
    public var offset: Int
    public var limit: Int

    public init(offset: Int = 0, limit: Int = 200) {
        self.offset = offset
        self.limit = limit
    }
}
