import Foundation
import Testing
import TouchScene

/// Issue 34: `--json` on check, why, replay --summary and import — one line of
/// JSON each, the structures the MCP tools return (tool-results.md).
@Suite struct JSONCommandTests {
    let scene = Package.scenes.appendingPathComponent("keyboard-dismiss.yaml").path

    private func object(_ run: Run) throws -> [String: Any] {
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasSuffix("}\n") && run.stdout.split(separator: "\n").count == 1)
        return try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    @Test("check --json counts what the outline lists and names each scenario with its samples")
    func checkJSON() throws {
        let json = try object(try touchscope(["check", scene, "--json"]))
        let text = try touchscope(["check", scene]).stdout
        #expect(json["outline"] as? [String] == text.split(separator: "\n").map(String.init))
        let scenarios = try #require(json["scenarios"] as? [[String: Any]])
        let loaded = try SceneLoader.load(path: scene)
        #expect(scenarios.map { $0["name"] as? String } == loaded.scenarios.map(\.name))
        let ok = try #require(text.split(separator: "\n").last)
        #expect(ok.contains("\(json["views"] as? Int ?? -1) views") && ok.contains("\(json["recognizers"] as? Int ?? -1) recognizers"))
    }

    @Test("replay --summary --json: the outcome is compare's as-written cell (D3: dismissTap cancels the row's touch)")
    func replaySummary() throws {
        let json = try object(try touchscope(["replay", scene, "--scenario", "tap the field, then row 1", "--summary", "--json"]))
        let compare = try object(try touchscope(["compare", scene, "--scenario", "tap the field, then row 1", "--json"]))
        let row = try #require((compare["scenarios"] as? [[String: Any]])?.first)
        let written = try #require((row["outcomes"] as? [[String: Any]])?.first)
        #expect(json["outcome"] as? [String] == written["outcome"] as? [String])
        #expect((json["outcome"] as? [String] ?? []).contains("gesture.action dismissTap state=ended"))
        let records = try touchscope(["replay", scene, "--scenario", "tap the field, then row 1", "--jsonl"]).stdout
        #expect(json["records"] as? Int == records.split(separator: "\n").count)
        #expect(try touchscope(["replay", scene, "--json"]).status != 0, "--json without --summary is refused")
    }

    @Test("why --json: each entry's record is the trace record --jsonl writes, with its causes (G10)")
    func whyJSON() throws {
        let json = try object(try touchscope(["why", scene, "--scenario", "tap the field, then row 1", "--about", "dismissTap", "--json"]))
        let lines = try touchscope(["replay", scene, "--scenario", "tap the field, then row 1", "--jsonl"]).stdout.split(separator: "\n")
        let entries = try #require(json["entries"] as? [[String: Any]])
        #expect(!entries.isEmpty)
        for entry in entries {
            let record = try #require(entry["record"] as? [String: Any])
            let seq = try #require(record["seq"] as? Int)
            let line = try #require(try JSONSerialization.jsonObject(with: Data(lines[seq].utf8)) as? NSDictionary)
            #expect(NSDictionary(dictionary: record) == line)
            #expect(entry["words"] is String && entry["causes"] is [Any])
        }
    }

    @Test("import --json: the report and the scene, which check accepts; nothing on standard error")
    func importJSON() throws {
        let dump = Package.root.appendingPathComponent("docs/import/feed-dump.txt").path
        let run = try touchscope(["import", dump, "--json"])
        let json = try object(run)
        #expect(run.stderr.isEmpty)
        #expect(json["views"] as? Int == 5 && json["recognizers"] as? Int == 1)
        let yaml = try #require(json["scene"] as? String)
        #expect(throws: Never.self) { try SceneLoader.parse(yaml: yaml, file: "imported") }
    }

    @Test("a refused scene prints nothing on standard output with --json, exit status 2")
    func refused() throws {
        let run = try touchscope(["check", "/nonexistent/scene.yaml", "--json"])
        #expect(run.status == 2 && run.stdout.isEmpty && run.stderr.contains("/nonexistent/scene.yaml:1:1:"))
    }
}
