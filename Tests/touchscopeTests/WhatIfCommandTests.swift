import Foundation
import Testing

/// `touchscope compare`, `fix` and `why` run as a user runs them (trace-format.md).
@Suite struct WhatIfCommandTests {
    static let scene = Package.scenes.appendingPathComponent("tap-view-button.yaml").path

    @Test("compare --json has the documented shape: variants, and per scenario one outcome per column with differs")
    func compareJSON() throws {
        let run = try touchscope(["compare", Self.scene, "--scenario", "tap base", "--scenario", "hold testView",
                                  "--variant", "delay began: tap.delaysTouchesBegan=true", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(root["variants"] as? [String] == ["delay began"])
        let scenarios = try #require(root["scenarios"] as? [[String: Any]])
        #expect(scenarios.map { $0["name"] as? String } == ["tap base", "hold testView"])
        let outcomes = try #require(scenarios[0]["outcomes"] as? [[String: Any]])
        #expect(outcomes.count == 2)
        #expect(outcomes[0]["variant"] is NSNull && outcomes[0]["differs"] as? Bool == false)
        #expect(outcomes[1]["variant"] as? String == "delay began" && outcomes[1]["differs"] as? Bool == true)
        #expect(outcomes[1]["outcome"] as? [String] == ["gesture.action tap state=ended"])
    }

    @Test("compare prints the table with differing cells marked, the same bytes every run, and --png writes a picture")
    func compareText() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("touchscope-compare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let png = dir.appendingPathComponent("compare.png").path
        let args = ["compare", Self.scene, "--variant", "no cancel: tap.cancelsTouchesInView=false"]
        let run = try touchscope(args + ["--png", png])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("* gesture.action tap state=ended"))
        #expect(run.stdout.contains("no cancel: 3 of 4"))
        #expect(run.stdout.contains("wrote \(png)"))
        let data = try Data(contentsOf: URL(fileURLWithPath: png))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try touchscope(args).stdout == touchscope(args).stdout)
    }

    @Test("a bad setting, variant or scenario: exit 2, a message on stderr, nothing on stdout")
    func refusals() throws {
        for args in [["--variant", "x: tap.cancelsTouchesInView"], ["--variant", "x: nobody.enabled=false"],
                     ["--variant", "x: tap.enabled=maybe"], ["--scenario", "tap nowhere"]] {
            let run = try touchscope(["compare", Self.scene] + args)
            #expect(run.status == 2 && run.stdout.isEmpty && !run.stderr.isEmpty, "\(args): \(run.stderr)")
        }
        let why = try touchscope(["why", Self.scene, "--about", "nobody"])
        #expect(why.status == 2 && why.stdout.isEmpty && why.stderr.contains("no object named 'nobody'"))
        let fix = try touchscope(["fix", Self.scene, "--scenario", "tap base", "--want", "gesture.action"])
        #expect(fix.status == 0)
        let badItem = try touchscope(["fix", Self.scene, "--scenario", "tap base", "--want", "gesture.action tap state"])
        #expect(badItem.status == 2 && badItem.stdout.isEmpty)
        // Issue 33: a limit of 0 is refused like any other bad input (exit 2 and a message), not ArgumentParser's 64.
        let zero = try touchscope(["fix", Self.scene, "--scenario", "tap base", "--want", "gesture.action", "--limit", "0"])
        #expect(zero.status == 2 && zero.stdout.isEmpty && zero.stderr.contains("--limit is 0"))
    }

    @Test("issue 33: why, compare and fix escape the control characters of the scene's names in their reports")
    func namesAreEscaped() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("touchscope-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("evil.yaml").path
        try """
            windows:
              - name: W
                root: { name: "root\\e[2J", gestures: [ { kind: tap, name: "tap\\e]0;x\\a" } ] }
            scenarios:
              - name: s
                steps: [ { tap: [10, 10] } ]
            """.write(toFile: path, atomically: true, encoding: .utf8)
        for args in [["why", path, "--about", "tap\u{1B}]0;x\u{07}"], ["compare", path, "--variant", "v: W.hidden=true"],
                     ["fix", path, "--want", "gesture.action nobody"]] {
            let run = try touchscope(args)
            #expect(!run.stdout.isEmpty, "\(args[0]): \(run.stderr)")
            #expect(!run.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(args[0]): \(run.stdout)")
        }
    }

    @Test("fix prints each fix with its Swift line; exit 1 when none; the same bytes every run")
    func fix() throws {
        let args = ["fix", Self.scene, "--scenario", "tap testView", "--want", "responder.touchesEnded testView", "--want", "gesture.action tap"]
        let run = try touchscope(args)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("1. tap.cancelsTouchesInView=false"))
        #expect(run.stdout.contains("     tap.cancelsTouchesInView = false"))
        #expect(run.stdout.contains("tried "))
        #expect(try touchscope(args).stdout == run.stdout)
        let none = try touchscope(["fix", Self.scene, "--scenario", "tap base", "--want", "navigation.pop nobody", "--limit", "20"])
        #expect(none.status == 1 && none.stdout.contains("no setting makes every wanted item hold"))
        let json = try touchscope(args + ["--json"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let fixes = try #require(root["fixes"] as? [[String: Any]])
        #expect(fixes.first?["settings"] as? [String] == ["tap.cancelsTouchesInView=false"])
    }

    @Test("fix without --scenario (the issue's acceptance): every scenario where the wanted item fails, named in the output")
    func fixWithoutScenario() throws {
        let scene = Package.scenes.appendingPathComponent("keyboard-dismiss.yaml").path
        let run = try touchscope(["fix", scene, "--want", "list.didSelect list row=1"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("fixing the 2 scenarios where a wanted item does not hold as written: \"tap row 1\""))
        #expect(run.stdout.contains("1. dismissTap.shouldReceiveTouch={unless: {touchIn: [list]}}   (no other scenario changes)"))
        let every = try touchscope(["fix", Self.scene, "--want", "!navigation.pop nobody"])
        #expect(every.status == 0 && every.stdout.contains("nothing to fix"), "\(every.stdout)")
    }

    @Test("why names the property or method and the rule")
    func why() throws {
        let run = try touchscope(["why", Self.scene, "--scenario", "tap testBtn", "--about", "tap"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("testBtn.gestureRecognizerShouldBegin(tap) → false"))
        #expect(run.stdout.contains("rule C3"))
    }
}
