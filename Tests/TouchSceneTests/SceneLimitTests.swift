import Foundation
import Testing
@testable import TouchScene

/// Hostile or runaway files are refused, never expanded, and quickly.
@Suite struct SceneLimitTests {
    /// Seconds `body` takes on the wall clock.
    private func seconds(_ body: () -> Void) -> Double {
        let start = Date()
        body()
        return Date().timeIntervalSince(start)
    }

    /// The classic "billion laughs": nine levels of nine aliases, 9^9 strings if expanded.
    private let laughs = """
        x-a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
        x-b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
        x-c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
        x-d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
        x-e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
        x-f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
        x-g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
        x-h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
        x-i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]

        """

    @Test func billionLaughsIsRefusedQuickly() {
        for use in ["windows: [ { name: W, root: { name: V, implements: *i } } ]", "scenarios: [ { name: s, steps: *i } ]",
                    "windows: *i", "app: { implements: *i }"] {
            var found: [SceneProblem] = []
            let elapsed = seconds { found = problems(laughs + use) }
            #expect(!found.isEmpty, "refused: \(use)")
            #expect(found.count < 20, "each of the nine items is refused without being walked")
            // The ignored x- keys are walked against the node budget too (issue 33): at most
            // 2,000,000 nodes, about a second in a debug build, never the 9^9 of the expansion.
            // Wall time only guards against a hang (9^9 nodes take minutes): loose, since a
            // loaded machine runs it several times slower (issue 27.6: speed is measured by the bench).
            #expect(elapsed < 60, "took \(elapsed) s")
        }
    }

    @Test func anAliasBombOfViewsStopsAtTheProblemLimit() {
        // The anchors sit inside the windows themselves: the walk meets the bomb as views.
        var yaml = "windows:\n  - { name: W0, root: &v0 { name: v } }\n"
        for i in 1...9 {
            yaml += "  - { name: W\(i), root: &v\(i) { name: v, subviews: [" + Array(repeating: "*v\(i - 1)", count: 9).joined(separator: ", ") + "] } }\n"
        }
        var found: [SceneProblem] = []
        let elapsed = seconds { found = problems(yaml) }
        #expect(found.count == YAMLReader.problemLimit + 1)
        #expect(found.filter { $0.message == "too many problems (1000); stopped here: fix these first" }.count == 1)
        #expect(elapsed < 2, "took \(elapsed) s")
    }

    @Test("issue 33: the same bomb kept under ignored x- keys is refused by the node budget, in one problem")
    func anAliasBombUnderIgnoredKeysIsRefusedByTheBudget() {
        var yaml = "x-v0: &v0 { name: v }\n"
        for i in 1...9 {
            yaml += "x-v\(i): &v\(i) { name: v, subviews: [" + Array(repeating: "*v\(i - 1)", count: 9).joined(separator: ", ") + "] }\n"
        }
        yaml += "windows: [ { name: W, root: *v9 } ]\n"
        let found = problems(yaml)
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("the file expands to more than 2000000 YAML nodes") == true)
    }

    @Test func theNodeBudgetStopsAWalkThroughAliases() throws {
        let names = (0..<100).map { "m\($0)" }.joined(separator: ", ")
        var yaml = "x-big: &big [\(names)]\nwindows:\n  - name: W\n    root:\n      name: R\n      subviews:\n"
        for i in 0..<50 { yaml += "        - { name: v\(i), implements: *big }\n" }
        #expect(problems(yaml).isEmpty, "5,000 nodes are well within the default budget")
        do {
            _ = try SceneLoader.parse(yaml: yaml, file: "scene.yaml", nodeBudget: 1000)
            Issue.record("expected the walk to stop")
        } catch {
            #expect(error.problems.count == 1)
            #expect(error.problems[0].location.line == 1, "at the first node past the budget: inside the anchored list")
            #expect(error.problems[0].message.hasPrefix("the file expands to more than 1000 YAML nodes (through aliases"))
        }
    }

    @Test func aliasesAsMappingKeysAreRefusedBeforeYamsHashesThem() {
        let bomb = laughs.replacingOccurrences(of: "x-i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]\n", with: "")
        for (key, marker) in [("? *h\n: x\n", "?"), ("*h : x\n", "*h : x"), ("[*h]: x\n", "]: x"), ("{ *h : 1 }: x\n", "*h : 1")] {
            let yaml = bomb + key
            var found: [SceneProblem] = []
            let elapsed = seconds { found = problems(yaml) }
            #expect(found.count == 1 && found.first?.message.contains("not supported in scene files") == true, "\(key): \(found)")
            if let (line, column) = locate(marker, in: yaml) {
                #expect(found.first?.location == TouchScene.SourceLocation(line: line, column: column), "\(key)")
            }
            #expect(elapsed < 1, "took \(elapsed) s")
        }
        #expect(problems("x-a: &a [1]\nscene: \"*a: not a key\"\n").isEmpty, "quoted text is not scanned")
        #expect(problems("x-a: &a [1]\nwindows: [ { name: W, root: { name: V, text: |\n    ? *a : y\n    [b]: c\n } } ]\n").count <= 1,
                "block scalars are not scanned")
        #expect(problems("x-a: &a [one]\nwindows: [ { name: W, root: { name: V, implements: *a } } ] # *a : x\n").isEmpty,
                "comments are not scanned")
    }

    @Test func subviewsNestedTooDeeplyAreRefused() {
        func nested(_ depth: Int) -> String {
            var yaml = "windows:\n  - name: W\n    root: "
            for i in 0..<depth { yaml += "{name: d\(i), subviews: [" }
            return yaml + "{name: leaf}" + String(repeating: "]}", count: depth) + "\n"
        }
        #expect(problems(nested(SceneDecoder.depthLimit)).isEmpty)
        let found = problems(nested(SceneDecoder.depthLimit + 1))
        #expect(found.count == 1)
        #expect(found.first?.message == "item 1 of 'subviews' of view 'd250' nests subviews deeper than 250 levels; flatten the view hierarchy")
        let tooDeepForYAML = problems(nested(600))
        #expect(tooDeepForYAML.count == 1 && tooDeepForYAML.first?.message.contains("deeper than 1000 levels") == true)
    }

    @Test func moreThanAHundredThousandObjectsAreRefused() {
        var yaml = "windows:\n  - name: W\n    root:\n      name: R\n      gestures: [ { kind: tap, name: t } ]\n      subviews:\n"
        for i in 0..<(SceneDecoder.objectLimit - 1) { yaml += "        - {name: v\(i)}\n" }
        let found = problems(yaml)
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("more than 100000 views and recognizers") == true)
        #expect(found.first?.location.line == SceneDecoder.objectLimit + 5, "at the first object past the limit")
    }

    @Test func filesOverThirtyTwoMebibytesAreRefusedUnread() {
        let yaml = "scene: big\n#" + String(repeating: "x", count: SceneLoader.maximumFileSize)
        let found = problems(yaml)
        #expect(found.count == 1 && found.first?.message.contains("over the limit of 33554432 bytes (32 MiB)") == true)
    }

    @Test func loadReadsWholeFilesButNeverMoreThanTheLimit() throws {
        var yaml = "scene: file\nwindows:\n  - name: W\n    root:\n      name: R\n      subviews:\n"
        for i in 0..<3000 { yaml += "        - { name: v\(i), frame: [0, 0, 10, 10] }\n" }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("touchscene-\(UUID().uuidString).yaml")
        try yaml.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(yaml.utf8.count > 100_000)
        guard case .view(let root) = try SceneLoader.load(path: url.path).windows.first?.root else {
            Issue.record("a root view")
            return
        }
        #expect(root.subviews.count == 3000)
        if FileManager.default.fileExists(atPath: "/dev/zero") {
            do {
                _ = try SceneLoader.load(path: "/dev/zero")
                Issue.record("read an endless file")
            } catch {
                #expect(error.problems.first?.message.contains("not a regular file") == true, "a device is refused unread")
            }
        }
    }

    @Test func scenariosThatRunAwayAreRefused() {
        expectProblem("scenarios: [ { name: s, steps: [ { wait: 600000 }, { wait: 600000 } ] } ]", at: "600000 } ]",
                      key: "scenarios[0].steps[1].wait", "'wait' of step 2 of scenario 's' takes the scenario past 1000000 seconds")
        expectProblem("""
            scenarios:
              - name: s
                steps:
                  - down: { finger: 1, at: [0, 0] }
                  - move: { finger: 1, to: [1, 1], duration: 9000 }
            """, at: "{ finger: 1, to", key: "scenarios[0].steps[1].move", "past 100000 touch samples", "touchRate 120.0")
        let huge = String(repeating: "      - { tap: [1, 1], count: 999999999, hold: 0 }\n", count: 6000)
        let found = problems("scenarios:\n  - name: s\n    steps:\n" + huge)
        #expect(found.count == 1, "reported once, and the totals do not overflow")
    }
}
