import Foundation
import Testing
import TouchScene

/// The `touchscope` binary as users run it (trace-format.md, "Command line contract").
@Suite struct CommandLineTests {
    let scene = Package.scenes.appendingPathComponent("nested-taps.yaml").path

    @Test("replay prints the human log of the first scenario")
    func replayHuman() throws {
        let run = try touchscope(["replay", scene])
        #expect(run.status == 0)
        #expect(run.stdout.contains("D_tap possible → ended (recognized)"))
        #expect(run.stderr.isEmpty)
        // Issue 26.6: the source stages and run-loop lines only with --stages.
        #expect(!run.stdout.contains("digitizer") && !run.stdout.contains("runloop"))
        let all = try touchscope(["replay", scene, "--stages"])
        #expect(all.stdout.contains("digitizer  finger 1 down (195, 290)"))
    }

    @Test("replay --jsonl prints one JSON object per line with seq, t, kind and subject, in order")
    func replayJSONL() throws {
        let run = try touchscope(["replay", scene, "--scenario", "tap the button", "--jsonl"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count > 40)
        for (i, line) in lines.enumerated() {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["seq"] as? Int == i)
            #expect(object["t"] is NSNumber && object["kind"] is String && object["subject"] is String)
        }
        #expect(run.stdout.contains(#""kind":"action.deliver","subject":"ViewController","action":"buttonTapped","sender":"Button""#))
    }

    @Test("the same scene, scenario and flags print the same bytes")
    func sameBytes() throws {
        let a = try touchscope(["replay", scene, "--jsonl", "--shuffle", "3"])
        let b = try touchscope(["replay", scene, "--jsonl", "--shuffle", "3"])
        #expect(a.stdout == b.stdout && !a.stdout.isEmpty)
    }

    @Test("determinism across processes: every scenario of every scene prints the same bytes in two runs of the binary, equal to the in-process log")
    func sameBytesEveryScene() throws {
        for url in Package.sceneFiles() {
            let scene = try SceneLoader.load(path: url.path)
            for scenario in scene.scenarios {
                let a = try touchscope(["replay", url.path, "--scenario", scenario.name, "--stages"])
                let b = try touchscope(["replay", url.path, "--scenario", scenario.name, "--stages"])
                #expect(a.status == 0 && !a.stdout.isEmpty, "\(url.lastPathComponent) / \(scenario.name)")
                #expect(a.stdout == b.stdout, "\(url.lastPathComponent) / \(scenario.name) differs between two processes")
                #expect(try a.stdout == humanLog(of: scene, scenario: scenario), "\(url.lastPathComponent) / \(scenario.name) differs in process")
            }
        }
    }

    @Test("rule G6: --shuffle changes delivery order, never the outcome")
    func shuffleKeepsOutcome() throws {
        func outcome(_ extra: [String]) throws -> [String] {
            try touchscope(["replay", scene] + extra).stdout.split(separator: "\n")
                .filter { $0.contains("→ ended") || $0.contains("→ failed") }.map { String($0) }
        }
        let plain = try outcome([])
        for seed in ["1", "2", "99"] {
            #expect(try outcome(["--shuffle", seed]).sorted() == plain.sorted())
        }
    }

    @Test("a scenario that does not exist: exit 2, the known names on stderr, nothing on stdout")
    func unknownScenario() throws {
        let run = try touchscope(["replay", scene, "--scenario", "tap Z"])
        #expect(run.status == 2 && run.stdout.isEmpty)
        #expect(run.stderr.contains("no scenario named 'tap Z'") && run.stderr.contains("'tap D'"))
    }

    @Test("a bad scene: exit 2, every problem as FILE:LINE:COLUMN on stderr, nothing on stdout, for check and replay")
    func badScene() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("touchscope-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("bad.yaml")
        try "scene: x\nwindows:\n  - name: Main\n    root: { name: R, colour: red, frame: [0, 0, \"big\", 1] }\n"
            .write(to: file, atomically: true, encoding: .utf8)
        for command in ["check", "replay"] {
            let run = try touchscope([command, file.path])
            #expect(run.status == 2 && run.stdout.isEmpty)
            #expect(run.stderr.contains("bad.yaml:4:22: unknown key 'colour'") && run.stderr.contains("did you mean 'color'?"))
            #expect(run.stderr.contains("bad.yaml:4:50:") || run.stderr.contains("'width'"))
        }
        let missing = try touchscope(["replay", dir.appendingPathComponent("none.yaml").path])
        #expect(missing.status == 2 && missing.stdout.isEmpty && missing.stderr.contains("none.yaml"))
    }

    @Test("messages (issue 14): check prints a terminal escape in a name escaped, never raw")
    func checkEscapesNames() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("touchscope-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("escape.yaml")
        try "windows:\n  - name: W\n    root: { name: \"\\e[2Jred\" }\n".write(to: file, atomically: true, encoding: .utf8)
        let run = try touchscope(["check", file.path])
        #expect(run.status == 0)
        #expect(!run.stdout.unicodeScalars.contains("\u{1B}"), "found by scripts/fuzz.py: \(run.stdout)")
        #expect(run.stdout.contains("\\u{1B}[2Jred"))
    }

    @Test("check prints the tree of the scene and its scenarios")
    func check() throws {
        let run = try touchscope(["check", scene])
        #expect(run.status == 0)
        #expect(run.stdout.contains("view D [20, 60, 270, 120] touches: forward"))
        #expect(run.stdout.contains("scenario \"tap D\": 1 steps, 2 samples, 0.08 s"))
        #expect(run.stdout.hasSuffix("ok: 1 windows, 6 views, 1 view controllers, 3 recognizers, 5 scenarios\n"))
    }

    @Test("bench --quick --json prints one JSON object with the figures (no time is asserted)")
    func bench() throws {
        let run = try touchscope(["bench", "--quick", "--json", "--only", "replay"])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["replay"] is [Any])
    }

    @Test("issue 11: bench --only import reads every view and recognizer of its generated 5,000-view dump, against the 1 s target")
    func benchImport() throws {
        let run = try touchscope(["bench", "--quick", "--json", "--only", "import"])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let importing = try #require(object["import"] as? [String: Any])
        #expect(importing["views"] as? Int == 5000)
        // The app's tap, the button's long press, two scroll views' two built-ins each, a long press every 40th cell.
        #expect((importing["recognizers"] as? Int ?? 0) > 6)
        // The one note: the window's private system gate recognizer, skipped (import-format.md).
        #expect(importing["notes"] as? Int == 1)
        #expect((object["replay"] as? [Any])?.isEmpty == true, "--only import measures nothing else")
        let targets = try #require(object["targets"] as? [[String: Any]])
        let target = try #require(targets.first { ($0["figure"] as? String)?.hasPrefix("import") == true })
        #expect(target["comparison"] as? String == "<" && target["limit"] as? Double == 1)
    }
}
