import Foundation
import Testing
import TouchCore
import TouchScene
import TouchViz

/// Issue 11's acceptance in the real window: a dump is imported, the scene
/// opened under Xvfb, a finger taps the row through SDL (`--inject`), and
/// the trace the window saved shows the conflict. In the suite of the other
/// window tests, so they run one at a time on their own X servers.
extension WindowEndToEndTests {
    @Test("issue 11 acceptance in the window: an imported table in a scroll view with the app's tap on the root; a tap on the row fires the tap's action and drops the row's began (rules V2, G7, D3, L5), no list.select",
          .enabled(if: xvfbPresent, "needs Xvfb (make deps installs it)"),
          .enabled(if: ViewKind(rawValue: "tableView") != nil, "needs the list kinds"))
    func importedConflictInWindow() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("touchscope-imported-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }

        // Import the dump as a user would.
        let dump = dir.appendingPathComponent("feed.txt"), scene = dir.appendingPathComponent("feed.yaml")
        try Data(ImportedScenesLoadTests.feedDump.utf8).write(to: dump)
        let imported = try touchscope(["import", dump.path, "-o", scene.path])
        try #require(imported.status == 0, "\(imported.stderr)")

        // Where the second row (screen point (200, 166)) is in a 1280×800 window: the window's own layout.
        let size = Size(width: 1280, height: 800)
        let description = try SceneLoader.load(path: scene.path)
        let row = Inspector(scene: description, size: size, workingDirectory: dir.path).layout.transform.point(Point(200, 166))
        let (x, y) = (row.x / size.width, row.y / size.height)
        // A brisk tap (0.05 s, well inside the scroll views' 0.15 s delaysContentTouches), seconds after opening.
        let inject = #"{"t":2.0,"type":"down","id":21,"x":\#(x),"y":\#(y)}"# + "\n" + #"{"t":2.05,"type":"up","id":21,"x":\#(x),"y":\#(y)}"# + "\n"
        let injectFile = dir.appendingPathComponent("tap.jsonl"), trace = dir.appendingPathComponent("trace.jsonl")
        try inject.write(to: injectFile, atomically: true, encoding: .utf8)

        let (display, xvfb) = try Self.startXvfb()
        defer { Self.stop(xvfb) }
        let app = try Self.launch(["open", scene.path, "--size", "1280x800", "--inject", injectFile.path,
                                   "--save-trace", trace.path, "--quit-after", "3.5"], display: display)
        defer { if app.isRunning { kill(app.processIdentifier, SIGKILL) } }
        app.waitUntilExit()
        #expect(app.terminationStatus == 0)

        let records = try Self.records(of: trace)
        func kind(_ k: String) -> [[String: Any]] { records.filter { $0["kind"] as? String == k } }
        // The finger landed on the row (hit-testing through the scroll view and the table, rule H1).
        let touches = kind("touch.create")
        #expect(touches.count == 1)
        #expect(touches.first?["view"] as? String == "FeedCell_0060.contentView")
        // The scroll views held the row's began back (rule V2)...
        #expect(kind("delivery.delayed").contains { $0["subject"] as? String == "FeedCell_0060.contentView" && $0["phase"] as? String == "began" })
        // ... the app's tap recognized and sent its action (rule G7)...
        let recognized = try #require(kind("gesture.state").first { $0["subject"] as? String == "UITap_0200" && $0["to"] as? String == "ended" })
        let action = kind("gesture.action").first { $0["subject"] as? String == "UITap_0200" }
        #expect(action?["action"] as? String == "dismissKeyboard" && action?["target"] as? String == "UIView_0020")
        // ... and its cancelsTouchesInView dropped the row's began, caused by that recognition (rules D3, G10)...
        let dropped = try #require(kind("delivery.dropped").first)
        #expect(dropped["subject"] as? String == "FeedCell_0060.contentView" && dropped["phase"] as? String == "began")
        #expect(dropped["by"] as? [String] == ["UITap_0200"])
        #expect(dropped["causedBy"] as? Int == recognized["seq"] as? Int)
        // ... so the row never saw the touch and the table selected nothing (rule L5).
        #expect(kind("delivery.released").isEmpty)
        #expect(kind("list.highlight").isEmpty && kind("list.select").isEmpty && kind("list.didSelect").isEmpty)

        // The contrast: the same imported screen without the app's tap selects the row.
        var yaml = try String(contentsOf: scene, encoding: .utf8)
        let tap = try #require(yaml.range(of: "      gestures:\n        - kind: tap\n"), "the tap sits on the root view")
        let end = try #require(yaml.range(of: "      subviews:\n", range: tap.upperBound..<yaml.endIndex))
        yaml.removeSubrange(tap.lowerBound..<end.lowerBound)
        yaml += "scenarios:\n  - name: tap the second row\n    steps:\n      - tap: [200, 166]\n"
        let without = dir.appendingPathComponent("feed-without-tap.yaml")
        try Data(yaml.utf8).write(to: without)
        let control = try touchscope(["replay", without.path, "--jsonl"])
        #expect(control.status == 0, "\(control.stderr)")
        #expect(control.stdout.contains(#""kind":"list.select","subject":"UITableView_0040","cell":"FeedCell_0060""#))
    }
}
