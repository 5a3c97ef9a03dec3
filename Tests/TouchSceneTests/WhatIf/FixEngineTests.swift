import Foundation
import Testing
import TouchCore
@testable import TouchScene
import TouchTestSupport

/// `fix`'s search machinery (issues 26 and 33): candidates applied to the
/// decoded scene, lazy combinations, the budget counted in replay work, and
/// settings held to the limits of scene files.
@Suite struct FixEngineTests {
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenes")

    static func scene(_ name: String) throws -> WhatIfScene {
        let path = scenes.appendingPathComponent(name).path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try WhatIfScene(file: path, text: text, description: try SceneLoader.parse(yaml: text, file: path))
    }

    @Test("issue 26: a pair applied as patches to the decoded scene is the scene the loader makes of the pair, on every project scene")
    func patchesAreTheLoadersScene() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.scenes.path).filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(names.count > 20)
        var compared = 0
        for name in names {
            let scene = try Self.scene(name)
            guard let scenario = scene.description.scenarios.first else { continue }
            let records = WhatIfRun.records(scene.description, scenario: scenario)
            expectNoTimersPending(in: records)
            let singles = Array(FixCandidates.singles(scene: scene, records: records).prefix(9))
            var runs = CandidateScenes(scene: scene, budget: .commandLine)
            for i in singles.indices {
                for j in singles.indices where j > i {
                    let pair = [singles[i], singles[j]]
                    let loader = Result { () throws(WhatIfError) in try scene.applying(pair) }
                    let patched = Result { () throws(WhatIfError) in try runs.changed(pair) }
                    switch (loader, patched) {
                    case (.success(let a), .success(let b)):
                        #expect(a == b, "\(name): \(pair)")
                        compared += 1
                    case (.failure, .failure):
                        break
                    default:
                        Issue.record("\(name): \(pair): the loader and the patches disagree on refusing it")
                    }
                }
            }
        }
        #expect(compared > 500)
    }

    @Test("issue 26: two settings of one recognizer (different fields) combine as patches; one field twice does not")
    func fieldsCombine() throws {
        let scene = try WhatIfFixture.scene()
        var runs = CandidateScenes(scene: scene, budget: .commandLine)
        let a = Setting(object: "tap", property: "cancelsTouchesInView", value: "false")
        let b = Setting(object: "tap", property: "delaysTouchesEnded", value: "false")
        let changed = try runs.changed([a, b])
        let tap = try #require(WhatIfFixture.gesture("tap", in: changed))
        #expect(!tap.cancelsTouchesInView && !tap.delaysTouchesEnded)
        #expect(changed == (try scene.applying([a, b])))
        let pa = try #require(ScenePatch.between(scene.description, try scene.applying([a])))
        let pb = try #require(ScenePatch.between(scene.description, try scene.applying([b])))
        #expect(ScenePatch.combined([pa, pb]) != nil)
        #expect(ScenePatch.combined([pa, pa]) == nil)
    }

    @Test("issue 33: combinations are counted from the keys' group sizes and listed one at a time, in lexicographic order")
    func lazyCombinations() {
        let keys = ["a.x", "a.x", "b.y", "c.z", "c.z", "c.z", "d.w", "e.v"]
        for size in 2...3 {
            var naive: [[Int]] = []
            func walk(_ start: Int, _ current: [Int]) {
                if current.count == size {
                    if Set(current.map { keys[$0] }).count == size { naive.append(current) }
                    return
                }
                for i in start..<keys.count { walk(i + 1, current + [i]) }
            }
            walk(0, [])
            var listed: [[Int]] = []
            FixSearch.forEachCombination(keys: keys, size: size) { listed.append($0); return true }
            #expect(listed == naive)
            #expect(FixSearch.combinationCount(keys: keys, size: size) == naive.count)
            var first: [[Int]] = []
            FixSearch.forEachCombination(keys: keys, size: size) { first.append($0); return first.count < 3 }
            #expect(first == Array(naive.prefix(3)))
        }
        // 12,000 singles: 72 billion pairs counted, none listed.
        let many = (0..<12_000).map { "r\($0).p" }
        #expect(FixSearch.combinationCount(keys: many, size: 2) == 12_000 * 11_999 / 2)
    }

    @Test("issue 33: the budget stops the search, says what it did not try, and prints the same bytes every run")
    func budget() throws {
        let scene = try Self.scene("feed.yaml")
        let scenario = try #require(scene.description.scenarios.first { $0.name == "tap Like on the photo" })
        let want = [try ItemPattern(parsing: "gesture.action nobody")]
        let budget = ReplayBudget(units: 3_000)
        let search = FixSearch(scene: scene, scenario: scenario, want: want, budget: budget)
        let unfinished = try #require(search.unfinished)
        #expect(search.tried < search.candidates && !search.exhaustive)
        #expect(search.replayWork >= budget.units && search.replayWork < budget.units + 1_000)
        let untried = unfinished.untried.values.reduce(0, +)
        #expect(untried > 0)
        #expect(search.text.contains("the search was not exhaustive: the budget of \(budget) ran out after \(search.tried) candidates (--budget); not tried: "))
        #expect(search.json.contains("\"budget\": {\"units\": 3000"))
        let again = FixSearch(scene: scene, scenario: scenario, want: want, budget: budget)
        #expect(again.text == search.text && again.json == search.json)
        // The default budget does not end the project's usual searches.
        let whole = FixSearch(scene: scene, scenario: scenario, want: want, limit: 300)
        #expect(whole.unfinished == nil && whole.tried == 300)
    }

    @Test("issue 33: a value whose aliases expand past the scene files' budget, or an alias key, is refused at once on one line")
    func aliasBombValue() throws {
        let levels = (0..<9).map { k -> String in
            let items = k == 0 ? Array(repeating: "z", count: 10) : Array(repeating: "*l\(k - 1)", count: 10)
            return "&l\(k) [" + items.joined(separator: ", ") + "]"
        }
        let bomb = "[" + levels.joined(separator: ", ") + "]"
        let clock = ContinuousClock()
        let start = clock.now
        #expect(throws: WhatIfError.self) { try Comparison.Variant(parsing: "lol: tap.requireToFail=" + bomb) }
        #expect(start.duration(to: clock.now) < .seconds(5))
        do {
            _ = try Setting(parsing: "tap.requireToFail=" + bomb)
        } catch {
            #expect(error.description.contains("expand to more than 2000000 nodes") && !error.description.contains("\n"))
        }
        do {
            _ = try Setting(parsing: "tap.delegate={&a x: 1, *a : 2}")
        } catch {
            #expect(error.description.contains("an alias ('*name') used as a mapping key") && !error.description.contains("\n"))
        }
    }

    @Test("issue 33: a value that is not YAML is refused on one line, located in the value")
    func brokenValue() {
        do {
            _ = try Setting(parsing: "tap.enabled=[unclosed")
            Issue.record("accepted")
        } catch {
            #expect(!error.description.contains("\n"))
            #expect(error.description.hasPrefix("setting 'tap.enabled=[unclosed': at the end of the value: "))
            #expect(error.description.contains("of the value: YAML syntax error"))
        }
        do {
            _ = try Setting(parsing: "tap.enabled=[a, @b]")
            Issue.record("accepted")
        } catch {
            #expect(!error.description.contains("\n"))
            #expect(error.description.hasPrefix("setting 'tap.enabled=[a, @b]': column "))
        }
    }

    @Test("issue 33: fix --limit 1 on 70 nested tap recognizers tries one candidate of billions without listing them")
    func seventyTaps() throws {
        var yaml = "scene: seventy\nwindows:\n  - name: W\n    root:\n      name: v0\n      frame: [0, 0, 390, 844]\n"
        var indent = 6
        for i in 0..<70 {
            if i > 0 {
                indent += 4
                yaml += String(repeating: " ", count: indent - 2) + "- name: v\(i)\n"
                yaml += String(repeating: " ", count: indent) + "frame: [1, 1, \(388 - 2 * i), \(842 - 2 * i)]\n"
            }
            yaml += String(repeating: " ", count: indent) + "gestures:\n"
            yaml += String(repeating: " ", count: indent) + "  - { kind: tap, name: t\(i), action: tapped\(i) }\n"
            if i < 69 { yaml += String(repeating: " ", count: indent) + "subviews:\n" }
        }
        yaml += "scenarios:\n  - name: tap\n    steps: [ { tap: [195, 422] } ]\n"
        let scene = try WhatIfFixture.scene(yaml)
        let search = FixSearch(scene: scene, scenario: scene.description.scenarios[0],
                               want: [try ItemPattern(parsing: "gesture.action nobody")], limit: 1)
        #expect(search.tried == 1 && search.singleCount > 10_000 && search.candidates > 1_000_000_000)
    }
}
