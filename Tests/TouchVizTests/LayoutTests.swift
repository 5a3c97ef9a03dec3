import Foundation
import Testing
import TouchCore
import TouchScene
@testable import TouchViz

/// Issue 13 item 4: nothing overlaps or is cut, in every scene of `Scenes/`
/// (the directory is read, not listed here), at 1280×800 and at the smallest
/// window, at rest, at the end of each scenario, and with the help over it.
/// Text boxes come from the display list's text commands and `TextMetrics`.
@Suite struct LayoutTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The scenes of `Scenes/`, and of `TOUCHSCOPE_LAYOUT_SCENES` (a directory, for example of `touchscope import` outputs) when set.
    static let scenes: [String] = {
        var dirs = [root.appendingPathComponent("Scenes")]
        if let extra = ProcessInfo.processInfo.environment["TOUCHSCOPE_LAYOUT_SCENES"] { dirs.append(URL(fileURLWithPath: extra)) }
        return dirs.flatMap { dir in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            return names.filter { $0.hasSuffix(".yaml") }.sorted().map { dir.appendingPathComponent($0).path }
        }
    }()

    static let sizes = [Size(width: 1280, height: 800), InspectorLayout.minimumSize]

    /// Each state a user sees, with a name for the failure message, and its problems.
    static func problems(scene path: String, size: Size) -> [String] {
        let i = Inspector(scenePath: path, size: size, workingDirectory: NSTemporaryDirectory())
        _ = i.handle(.tick(seconds: 0))
        var out: [String] = []
        func check(_ state: String) {
            out += TextBoxes(i.render()).problems().map { "\(URL(fileURLWithPath: path).lastPathComponent) \(Int(size.width))×\(Int(size.height)) \(state): \($0)" }
        }
        check("at rest")
        for n in i.scene.scenarios.indices {
            i.play(scenario: n, playing: false)
            i.moveCursor(to: Int.max)
            check("end of '\(i.scene.scenarios[n].name)'")
        }
        // Issue 32 point 4: the transient states, with the longest notice the window gives, at both sizes.
        let notice = "screenshot \(URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent)-screenshot-12.png saved in "
            + "/home/someone/projects/touchscope/a-long-folder-name"
        if !i.scene.scenarios.isEmpty {
            // At the end of the first scenario (the states mid-run are the playback tests' concern), playing.
            i.play(scenario: 0, playing: true)
            i.moveCursor(to: Int.max)
            i.status.show(notice, until: 1e9)
            check("playing with a notice")
        }
        var effects: [ViewerEffect] = []
        i.toggleRecording(&effects)
        i.status.show(notice, until: 1e9)
        check("recording with a notice")
        i.recording = nil
        i.status.clearNotice()
        i.document.loadError = SceneLoadError(file: path, problems: [SceneProblem(location: SourceLocation(line: 3, column: 7), key: nil,
                                                                         message: "a broken reload: this key is not known; see scene-format.md")])
        i.status.show("\(URL(fileURLWithPath: path).lastPathComponent) has 1 problem; keeping the last good scene", until: 1e9)
        check("a broken reload")
        i.document.loadError = nil
        i.status.clearNotice()
        i.panels.help = true
        check("help")
        return out
    }

    @Test func scenesDirectoryIsRead() {
        #expect(Self.scenes.count >= 20, "Scenes/ holds the project's scenes")
    }

    @Test(arguments: sizes)
    func noTextOverlapsOrIsCutInAnyScene(size: Size) {
        var all: [String] = []
        for path in Self.scenes { all += Self.problems(scene: path, size: size) }
        if ProcessInfo.processInfo.environment["TOUCHSCOPE_LAYOUT_DUMP"] != nil { print(all.joined(separator: "\n")) }
        #expect(all.isEmpty, "\(all.count) problems; the first: \(all.prefix(12).joined(separator: "\n"))")
    }

    /// Issue 32 point 8: an imported screen with Chinese, Japanese and Korean text lays out like any
    /// other (a wide character takes two columns), at both sizes, at rest and after a tap.
    @Test(arguments: sizes)
    func cjkTextLaysOutWithoutOverlap(size: Size) {
        let yaml = """
        scene: 设置 · 設定画面 · 설정 — a long title that has to be elided somewhere in the top bar
        windows:
          - name: Main
            root:
              name: base
              frame: [0, 0, 390, 844]
              color: "#F2F2F7"
              subviews:
                - { name: title, kind: label, frame: [20, 60, 350, 40], text: "用户设置 ユーザー設定 사용자 설정 用户设置 ユーザー設定" }
                - { name: saveButton, kind: button, frame: [40, 400, 200, 60], text: "保存 (Save) 保存する" }
        scenarios:
          - name: 保存 をタップ
            steps: [ { tap: [120, 430] } ]
        """
        let i = Inspector(scene: Scenes.load(yaml), size: size, workingDirectory: NSTemporaryDirectory())
        _ = i.handle(.tick(seconds: 0))
        var problems = TextBoxes(i.render()).problems()
        i.play(scenario: 0, playing: false)
        i.moveCursor(to: Int.max)
        problems += TextBoxes(i.render()).problems()
        #expect(i.render().texts.contains { $0.contains("设置") }, "the CJK text is drawn")
        #expect(problems.isEmpty, "\(problems.prefix(6))")
    }
}

/// Issue 32 point 7: the what-if panel in every scene, on the view the last
/// scenario's last touch hit, a setting toggled: at rest, with each of its
/// parts (why, settings, outcomes) scrolled to the end, and with the end
/// screens enlarged; nothing over anything, at 1280×800 and at 960×600.
@Suite struct WhatIfPanelLayoutTests {
    @Test(arguments: LayoutTests.sizes)
    func whatIfPanelScrolledOrNot(size: Size) {
        var all: [String] = []
        for path in LayoutTests.scenes {
            let i = Inspector(scenePath: path, size: size, workingDirectory: NSTemporaryDirectory())
            _ = i.handle(.tick(seconds: 0))
            guard !i.scene.scenarios.isEmpty else { continue }
            i.play(scenario: i.scene.scenarios.count - 1, playing: false)
            i.moveCursor(to: Int.max)
            guard let view = i.shown.trace.records.last(where: { $0.kind.rawValue == "touch.create" })?["view"]?.stringValue else { continue }
            i.selectForWhatIf(view)
            if let first = i.whatIf?.toggles.first { i.toggleWhatIf(first) }
            func check(_ state: String) {
                all += TextBoxes(i.render()).problems().map {
                    "\(URL(fileURLWithPath: path).lastPathComponent) \(Int(size.width))×\(Int(size.height)) \(view) \(state): \($0)"
                }
            }
            check("at rest")
            for region in [WhatIfPanel.Region.why, .toggles, .outcome] {
                i.scrollWhatIf(region, by: 10_000)
                check("\(region) scrolled to the end")
            }
            i.whatIf?.zoomedEnds = true
            check("end screens enlarged")
        }
        #expect(all.isEmpty, "\(all.count) problems; the first: \(all.prefix(10).joined(separator: "\n"))")
    }
}
