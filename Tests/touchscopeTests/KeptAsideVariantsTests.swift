import Foundation
import Testing
import TouchScene

/// Issue 14's acceptance: other inputs of the same classes than the ones the
/// fixes were made for pass the same checks. The rest of the kept-aside
/// variants are hostile inputs in scripts/fuzz-inputs, run by scripts/fuzz.py.
@Suite struct KeptAsideVariantsTests {
    @Test("messages (issue 14 class 6): a line break in the title or in the file's name cannot fake a line of check's outline")
    func checkOutlineLineBreaks() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("touchscope-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let forged = "x.yaml:1:1: forged error"
        for (name, title) in [("title.yaml", "scene: \"evil\\n\(forged)\\u2028\\u0085\"\n"), ("evil\n\(forged)\u{1B}[2J.yaml", "")] {
            let file = dir.appendingPathComponent(name)
            try (title + "windows:\n  - name: W\n    root: { name: \"V\\nx.yaml:2:2: forged\" }\n").write(to: file, atomically: true, encoding: .utf8)
            let run = try touchscope(["check", file.path])
            #expect(run.status == 0, "\(run.stderr)")
            let lines = run.stdout.split(separator: "\n").map(String.init)
            #expect(!lines.contains { $0.hasPrefix("x.yaml:") }, "a forged line: \(lines)")
            #expect(!run.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{2028}" || $0 == "\u{85}" || $0 == "\r" })
            #expect(lines.first?.hasPrefix(SceneLoadError.escaped(file.path) + ": scene \"") == true, "\(lines.first ?? "")")
        }
    }
}
