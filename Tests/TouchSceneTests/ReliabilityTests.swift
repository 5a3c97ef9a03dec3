import Foundation
import Testing
import TouchCore
@testable import TouchScene

/// Issue 14: hostile and extreme scene files end in a clear error
/// (FILE:LINE:COLUMN, the limit stated) or a correct result; never a trap,
/// a hang or a file damaged on save.
@Suite struct ReliabilityTests {
    static let bombHead = (["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        + (1...8).map { i in "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]" })
        .map { "x-" + $0 }.joined(separator: "\n") + "\n"

    @Test("alias bombs: '*a: x' (no space before the colon) and '{?*a : x}' are refused before Yams expands them",
          arguments: ["*a8: x", "k: {?*a8 : x}", "k: {*a8: x}", "k: [*a8:x]", "k: { ? *a8 : x }", "- *a8: x"])
    func aliasBombKeys(_ tail: String) {
        let clock = ContinuousClock()
        var found: [SceneProblem] = []
        let elapsed = clock.measure { found = problems(Self.bombHead + tail + "\n") }
        #expect(found.count == 1)
        #expect(found.first?.location.line == 10)
        #expect(found.first?.message.contains("not supported in scene files") == true, "\(found)")
        #expect(elapsed < .seconds(5))
    }

    @Test("an alias bomb under an ignored x- key is refused by check, since compare, fix and why rewrite the whole file (issue 33); a small x- annotation still loads")
    func aliasBombUnderIgnoredKey() throws {
        var yaml = "windows:\n  - name: W\n    root: { name: V }\nx-bomb:\n  a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1...8 { yaml += "  a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]\n" }
        let error = try #require(loadError(yaml))
        #expect(error.description.contains("expands to more than 2000000 YAML nodes"))
        #expect(problems("windows:\n  - name: W\n    root: { name: V }\nx-notes: { who: me, tags: [a, b] }\n").isEmpty)
    }

    @Test("alias guard: aliases as values, brackets inside plain text and '?' inside words still load")
    func aliasesAsValuesStillLoad() {
        #expect(problems("x-m: &m [tap1]\nwindows:\n  - name: W\n    root:\n      name: V\n      text: a[1] b? c}\n      implements: *m\n").isEmpty)
        #expect(problems("x-m: &m [t]\nwindows:\n  - name: W\n    root: { name: V, text: \"{?*m : x}\", implements: *m }\n").isEmpty)
    }

    @Test("time overflow: a duration past the limit is refused at its key, with the limit, in any duration key",
          arguments: [("{ kind: longPress, name: g, minimumPressDuration: 1e13 }", "1e13"),
                      ("{ kind: tap, name: g, maximumDelay: 1e308 }", "1e308"),
                      ("{ kind: tap, name: g, maximumDelay: 99999999999 }", "99999999999")])
    func hugeRecognizerDurations(_ gesture: String, _ written: String) {
        let yaml = "windows:\n  - name: W\n    root: { name: V, gestures: [ \(gesture) ] }\n"
        let key = gesture.contains("minimumPressDuration") ? "minimumPressDuration" : "maximumDelay"
        expectProblem(yaml, at: written, key: "windows[0].root.gestures[0].\(key)", "beyond the limit of 1000000000 (1e9)")
    }

    @Test("time overflow: a device parameter of 1e308 is refused with the limit", arguments: DeviceParameters.numericKeys.map(\.name))
    func hugeDeviceParameter(_ name: String) {
        let yaml = "device: { \(name): 1e308 }\nwindows: []\n"
        expectProblem(yaml, at: "1e308", key: "device.\(name)", "beyond the limit of 1000000000 (1e9)")
    }

    @Test("integers from 1e15 up are refused for their size, not as 'not a whole number'")
    func hugeIntegers() {
        let yaml = "windows:\n  - name: W\n    root: { name: V, gestures: [ { kind: tap, name: g, numberOfTapsRequired: 1e15 } ] }\n"
        expectProblem(yaml, at: "1e15", key: "windows[0].root.gestures[0].numberOfTapsRequired", "1e15", "beyond the limit")
        guard let error = loadError(yaml) else { return }
        #expect(!error.description.contains("whole number"))
    }

    @Test("a frame of width 1e20 (text fitting trapped on it) is refused with the limit")
    func hugeFrame() {
        expectProblem("windows:\n  - name: W\n    root: { name: V, text: hello, frame: [0, 0, 1e20, 10] }\n",
                      at: "1e20", key: "windows[0].root.frame[2]", "beyond the limit")
    }

    @Test("million-sample scenarios: a long drag is refused with the sample limit stated")
    func millionSamples() {
        expectProblem("windows: []\nscenarios: [ { name: s, steps: [ { drag: { from: [0, 0], to: [1, 1], duration: 8334 } } ] } ]\n",
                      at: "{ from", key: "scenarios[0].steps[0].drag", "past 100000 touch samples")
    }

    @Test("100 navigation controllers nested in each other's stacks load, check and build (issue 33: the decoder's recursion had overflowed the main thread's stack)")
    func nestedNavigationControllers() throws {
        var yaml = "scene: nested\nwindows:\n  - name: Main\n    root:\n"
        var indent = "      "
        for i in 0..<100 {
            yaml += "\(indent)controller: Nav\(i)\n\(indent)kind: navigationController\n\(indent)view: { name: NavView\(i) }\n\(indent)stack:\n"
            yaml += "\(indent)  - controller: Child\(i)\n\(indent)    view:\n\(indent)      name: ChildView\(i)\n\(indent)      subviews:\n"
            indent += "          "
            yaml += "\(indent)- \(i == 99 ? "{ name: leaf }" : "")\n"
            indent += "  "
        }
        let scene = try SceneLoader.parse(yaml: yaml, file: "navs.yaml")
        let built = try SceneBuilder.build(scene)
        #expect(built.responders["leaf"] != nil && built.responders["Nav99"] != nil)
    }

    @Test("a 10,000-row table tapped 49,999 times is refused for touch-downs × views (rule H2 visits every cell), even streamed; one tap runs")
    func manyTapsOnHugeTable() throws {
        let yaml = """
            windows:
              - name: W
                root: { name: V, subviews: [ { name: t, kind: tableView, frame: [0, 0, 390, 844], rows: 10000 } ] }
            scenarios:
              - name: taps
                steps: [ { tap: [100, 100], count: 49999, interval: 0.5 } ]
            """
        do {
            _ = try SceneLoader.parse(yaml: yaml, file: "table.yaml", trace: .streamed)
            Issue.record("the scenario should be refused")
        } catch {
            #expect(error.description.contains("table.yaml:5:5: scenario 'taps' puts 49999 fingers down on a scene of 20003 views"))
            #expect(error.description.contains("over the limit of 2000000"))
        }
        #expect(throws: Never.self) {
            try SceneLoader.parse(yaml: yaml.replacingOccurrences(of: "count: 49999", with: "count: 19"), file: "table.yaml")
        }
    }

    @Test("100 pans: samples × recognizers over the limit is refused, stated in the error")
    func manyPans() throws {
        var yaml = "windows:\n  - name: W\n    root:\n      name: V\n      gestures:\n"
        for i in 0..<100 { yaml += "        - { kind: pan, name: p\(i) }\n" }
        yaml += "scenarios:\n  - name: pans\n    steps: [ { drag: { from: [0, 0], to: [300, 300], duration: 60 } } ]\n"
        let error = try #require(loadError(yaml))
        #expect(error.problems.count == 1)
        #expect(error.description.contains("scene.yaml:\(yaml.split(separator: "\n").count - 1):5: scenario 'pans' makes 7202 touch samples"))
        #expect(error.description.contains("over the limit of 500000"))
        // The same drag, shorter, runs.
        #expect(problems(yaml.replacingOccurrences(of: "duration: 60", with: "duration: 5")).isEmpty)
    }

    @Test("messages: user text with a newline or an escape sequence is escaped, one line per problem")
    func escapedMessages() throws {
        let yaml = "windows:\n  - name: W\n    root: { name: V, gestures: [ { kind: tap, name: g, requireToFail: [\"x\\nscene.yaml:1:1: fake\\u001b[31m\"] } ] }\n"
        let error = try #require(loadError(yaml, file: "evil\nname.yaml"))
        let text = error.description
        #expect(!text.contains("\n"), "one problem, one line: \(text)")
        #expect(!text.unicodeScalars.contains("\u{1B}"))
        #expect(text.hasPrefix("evil\\nname.yaml:3:"))
        #expect(text.contains("x\\nscene.yaml:1:1: fake\\u{1B}[31m"))
    }

    @Test("messages: 'no such scenario' and 'no scenarios' carry FILE:LINE:COLUMN (the scenarios key)")
    func scenarioMessagesHaveLocations() throws {
        let scene = try SceneLoader.parse(yaml: "windows: []\nscenarios:\n  - { name: one, steps: [ { wait: 1 } ] }\n", file: "s.yaml")
        do {
            _ = try scene.scenario(named: "onr", file: "s.yaml")
            Issue.record("found a scenario that is not there")
        } catch {
            #expect(error.description == "s.yaml:2:1: no scenario named 'onr'; the scene has: 'one' (did you mean 'one'?)")
        }
        let empty = try SceneLoader.parse(yaml: "windows: []\n", file: "e.yaml")
        do {
            _ = try empty.scenario(named: nil, file: "e.yaml")
            Issue.record("found a first scenario in a scene without any")
        } catch {
            #expect(error.description.hasPrefix("e.yaml:1:1: the scene has no scenarios"))
        }
        #expect(try scene.scenario(named: nil, file: "s.yaml").name == "one")
    }

    // MARK: Files

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("touchscope-reliability-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("a FIFO given as the scene is refused at once instead of blocking forever")
    func fifoIsRefused() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("scene.yaml").path
        #expect(mkfifo(fifo, 0o600) == 0)
        do {
            _ = try SceneLoader.load(path: fifo)
            Issue.record("loaded a FIFO")
        } catch {
            #expect(error.description == "\(fifo):1:1: the path is a FIFO (named pipe), not a regular file; save the scene to a file and load that")
        }
    }

    @Test("a symlink loop is reported as a loop, a dangling link as one, a folder as a folder")
    func pathsAreReportedForWhatTheyAre() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.yaml").path, b = folder.appendingPathComponent("b.yaml").path
        try FileManager.default.createSymbolicLink(atPath: a, withDestinationPath: b)
        try FileManager.default.createSymbolicLink(atPath: b, withDestinationPath: a)
        let dangling = folder.appendingPathComponent("d.yaml").path
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: folder.appendingPathComponent("none.yaml").path)
        func message(_ path: String) -> String {
            do { _ = try SceneLoader.load(path: path); return "loaded" } catch { return error.problems.first?.message ?? "" }
        }
        #expect(message(a).contains("loop of symbolic links"))
        #expect(message(dangling).contains("symbolic link to a file that does not exist"))
        #expect(message(folder.path).contains("is a folder"))
        #expect(message(folder.appendingPathComponent("missing.yaml").path).contains("does not exist"))
    }

    static let savedScene = "scene: saved\nwindows:\n  - name: W\n    root: { name: V }\nscenarios:\n  - name: first\n    steps: [ { tap: [1, 1] } ]\n"
    static let recording = [TouchSample(time: .zero, changes: [FingerChange(finger: 1, phase: .down, location: Point(5, 5))]),
                            TouchSample(time: VirtualTime(seconds: 0.1), changes: [FingerChange(finger: 1, phase: .up, location: Point(5, 5))])]

    @Test("saving a recording through a symlink writes the target and keeps the link, the hard links and the mode")
    func saveThroughLinks() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let real = folder.appendingPathComponent("real.yaml").path
        let link = folder.appendingPathComponent("link.yaml").path
        let hard = folder.appendingPathComponent("hard.yaml").path
        try Self.savedScene.write(toFile: real, atomically: false, encoding: .utf8)
        #expect(chmod(real, 0o600) == 0)
        #expect(Foundation.link(real, hard) == 0)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.yaml")

        let saved = try ScenarioRecorder.save(Self.recording, toSceneAt: link)
        #expect(saved.intoSceneFile)
        let attributes = try FileManager.default.attributesOfItem(atPath: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.yaml", "the link is still a link")
        _ = attributes
        let text = try String(contentsOfFile: real, encoding: .utf8)
        #expect(text.contains(saved.name))
        #expect(try String(contentsOfFile: hard, encoding: .utf8) == text, "the hard link sees the new text")
        var info = stat()
        #expect(stat(real, &info) == 0 && info.st_mode & 0o777 == 0o600, "the mode stays 600")
        #expect(try SceneLoader.load(path: link).scenarios.count == 2)
    }

    @Test("saving keeps a lone file's mode and replaces it atomically")
    func saveKeepsMode() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("scene.yaml").path
        try Self.savedScene.write(toFile: path, atomically: false, encoding: .utf8)
        #expect(chmod(path, 0o640) == 0)
        _ = try ScenarioRecorder.save(Self.recording, toSceneAt: path)
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o640)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("touchscope-") }
        #expect(leftovers.isEmpty, "no temporary file is left behind")
    }
}
