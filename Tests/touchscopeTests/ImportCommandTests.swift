import Foundation
import Testing
import TouchCore
import TouchScene

/// `touchscope import` as a user runs it (import-format.md): the written
/// scene loads with `check`, hit-tests through transforms (rule H6), and the
/// report goes to standard error with file and line.
@Suite struct ImportCommandTests {
    static let dumps = Package.root.appendingPathComponent("Tests/TouchImportTests/Dumps")

    static func dump(_ prefix: String) -> String {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dumps.path)) ?? []
        return dumps.appendingPathComponent(names.sorted().first { $0.hasPrefix(prefix + "-") } ?? prefix).path
    }

    static func temporary(_ name: String) -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("touchscope-import-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent(name)
    }

    /// Dumps whose scenes use only the kinds this branch's loader knows (the
    /// list kinds wait for the lists merge: ImportedScenesLoadTests).
    static let loadable = ["09", "12", "13", "19", "20", "23", "24", "26", "27", "28", "30", "31", "32", "34",
                           "36", "39", "40", "41", "43", "44", "46"]

    @Test("import-format.md step 7: the written scene loads with check", arguments: loadable)
    func writtenSceneLoads(_ dump: String) throws {
        let out = Self.temporary("scene.yaml")
        let run = try touchscope(["import", Self.dump(dump), "-o", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("; wrote \(out.path)"))
        let check = try touchscope(["check", out.path])
        #expect(check.status == 0, "\(check.stderr)")
    }

    @Test("the report: skipped lines with file and line on standard error, then the summary; the scene on standard output")
    func report() throws {
        let path = Self.dump("12")
        let run = try touchscope(["import", path])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("# Written by `touchscope import`"))
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains("\(path):6: skipped: UIHoverGestureRecognizer 0x7f7aec00f930 on CustomScrollView 0x7f7aeb813c00: a pointer hover recognizer: touches never drive it; skipped"))
        #expect(lines.last == "imported 0 views (and made 1 the dump did not print), 0 controllers, 2 recognizers; skipped 4, 1 warning")
    }

    @Test("nothing readable: exit 2, a message naming the file, nothing on standard output")
    func nothingReadable() throws {
        let prose = Self.temporary("notes.txt")
        try Data("The table does not scroll when I tap.\n".utf8).write(to: prose)
        let run = try touchscope(["import", prose.path])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("touchscope import: \(prose.path): nothing readable"))
        let missing = try touchscope(["import", "/nonexistent/dump.txt"])
        #expect(missing.status == 2 && missing.stderr.contains("cannot read /nonexistent/dump.txt"))
    }

    @Test("several files, in any mix: recognizers join the views of another file by address")
    func severalFiles() throws {
        let views = Self.temporary("views.txt"), gestures = Self.temporary("gestures.txt")
        try Data("""
            (lldb) po [[UIWindow keyWindow] recursiveDescription]
            <UIWindow: 0x7f0000000010; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600000000001>>
               | <UIView: 0x7f0000000020; frame = (0 0; 390 844); layer = <CALayer: 0x600000000002>>
               |    | <PhotoView: 0x7f0000000030; frame = (20 100; 350 300); layer = <CALayer: 0x600000000003>>
            """.utf8).write(to: views)
        try Data("""
            (lldb) po photoView.gestureRecognizers
            <__NSArrayI 0x600000000100>(
            <UITapGestureRecognizer: 0x600000000200; state = Possible; view = <PhotoView 0x7f0000000030>; target= <(action=like:, target=<PhotoView 0x7f0000000030>)>; numberOfTapsRequired = 2>
            )
            """.utf8).write(to: gestures)
        let out = Self.temporary("scene.yaml")
        #expect(try touchscope(["import", views.path, gestures.path, "-o", out.path]).status == 0)
        let scene = try SceneLoader.load(path: out.path)
        let built = try SceneBuilder.build(scene)
        let photo = try #require(built.view("PhotoView_0030"))
        #expect(photo.className == "PhotoView" && photo.address == "0x7f0000000030")
        #expect(photo.gestureRecognizers.map(\.name) == ["UITap_0200"])
        #expect(photo.gestureRecognizers.first?.target === photo)
        #expect(built.view("UIWindow_0010") is Window)
    }

    @Test("rule H6: an imported rotated view hit-tests through its transform")
    func rotatedViewHitTests() throws {
        let out = Self.temporary("scene.yaml")
        #expect(try touchscope(["import", Self.dump("28"), "-o", out.path]).status == 0)
        let built = try SceneBuilder.build(SceneLoader.load(path: out.path))
        let cover = try #require(built.view("UIView_4440"))
        #expect(abs(cover.bounds.width - 100) < 0.01, "bounds keep the untransformed size")
        let device = built.makeDevice()
        // The bounding box's corner is outside the turned square; its centre is inside.
        #expect(device.application.hitTest(Point(-14, -14))?.view.name != "UIView_4440")
        #expect(device.application.hitTest(Point(50, 50))?.view.name == "UIView_4440")
    }

    @Test("an imported screen replays: the app's tap on the root view takes the touch a scroll view held back (rules V2, G7)")
    func importedScreenReplays() throws {
        let dump = Self.temporary("feed.txt")
        try Data("""
            (lldb) po [[UIWindow keyWindow] recursiveDescription]
            <UIWindow: 0x7f0000000010; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600000000002>>
               | <UIView: 0x7f0000000020; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x600000000003>; layer = <CALayer: 0x600000000004>>
               |    | <UIScrollView: 0x7f0000000030; frame = (0 0; 390 844); clipsToBounds = YES; layer = <CALayer: 0x600000000006>; contentOffset: {0, 0}; contentSize: {390, 1600}>
               |    |    | <FeedRow: 0x7f0000000050; frame = (0 100; 390 44); layer = <CALayer: 0x600000000009>>
               |    |    | <FeedRow: 0x7f0000000060; frame = (0 144; 390 44); layer = <CALayer: 0x60000000000a>>
            (lldb) po self.view.gestureRecognizers
            <__NSArrayI 0x600000000100>(
            <UITapGestureRecognizer: 0x600000000200; state = Possible; view = <UIView 0x7f0000000020>; target= <(action=dismissKeyboard, target=<UIView 0x7f0000000020>)>>
            )
            """.utf8).write(to: dump)
        let (_, run) = try Self.importAndTapSecondRow(dump)
        #expect(run.stdout.contains("touch1 on FeedRow_0060 in UIWindow_0010 at (200, 166)"))
        #expect(run.stdout.contains("FeedRow_0060 began [touch1] held back by [UIScrollView_0030.delaysContentTouches]"))
        #expect(run.stdout.contains("UITap_0200 → UIView_0020.dismissKeyboard (ended)"))
        #expect(run.stdout.contains("FeedRow_0060 began [touch1] dropped by [UITap_0200] (cancelsTouchesInView:UITap_0200)"))
    }

    /// Imports `dump`, adds a scenario tapping the second row at (200, 166)
    /// and replays it: the written scene and the replay's result.
    static func importAndTapSecondRow(_ dump: URL) throws -> (scene: URL, run: Run) {
        let out = temporary("feed.yaml")
        #expect(try touchscope(["import", dump.path, "-o", out.path]).status == 0)
        var yaml = try String(contentsOf: out, encoding: .utf8)
        yaml += "scenarios:\n  - name: tap the second row\n    steps:\n      - tap: [200, 166]\n"
        try Data(yaml.utf8).write(to: out)
        let run = try touchscope(["replay", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        // The same replay in process, in the TestClock scope: the imported screen leaves no timer pending (design 8).
        let description = try SceneLoader.load(path: out.path)
        _ = try humanLog(of: description, scenario: try #require(description.scenarios.first))
        return (out, run)
    }
}
