import Foundation
import Testing
import TouchCore
import TouchScene
@testable import TouchViz
import TouchTestSupport

/// The what-if panel (issue 12, item 4): select an object in the window,
/// read its why, toggle one of its settings and see the last input
/// replayed with it beside the run as written.
@Suite struct WhatIfPanelTests {
    static let path: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent("Scenes/keyboard-dismiss.yaml").path
    }()

    /// The keyboard-dismiss scene with "tap the field, then row 1" played to its end.
    func played(size: Size = Size(width: 1280, height: 800)) throws -> Inspector {
        let i = Inspector(scenePath: Self.path, size: size, workingDirectory: NSTemporaryDirectory())
        _ = i.handle(.tick(seconds: 0))
        let n = try #require(i.scene.scenarios.firstIndex { $0.name == "tap the field, then row 1" })
        _ = i.handle(.key("\(n + 1)", []))
        _ = i.handle(.key("end", []))
        return i
    }

    func whatIfScene() throws -> WhatIfScene {
        try WhatIfScene(file: Self.path, text: String(contentsOfFile: Self.path, encoding: .utf8), description: SceneLoader.load(path: Self.path))
    }

    /// A window point on the recognizer card of `name`, found by clicking down the recognizers panel.
    func card(_ name: String, in i: Inspector) -> Point? {
        guard let r = i.layout.recognizers else { return nil }
        var y = r.minY
        while y < r.maxY {
            let p = Point(r.midX, y)
            if i.recognizerCard(at: p) == name { return p }
            y += 2
        }
        return nil
    }

    @Test("a right-click on a view selects it: the panel shows touchscope why's text for it in the run played (rule G10 causes)")
    func rightClickAViewShowsItsWhy() throws {
        let i = try played()
        #expect(i.whatIf == nil)
        _ = i.handle(.inspect(i.layout.transform.point(Point(195, 86))))
        let object = try #require(i.whatIf?.object)
        #expect(object.hasPrefix("nameField"), "the field or a view inside it: \(object)")
        let texts = i.render().texts
        // The same text as `touchscope why SCENE --scenario "tap the field, then row 1" --about OBJECT`.
        let run = WhatIfRun.records(i.scene, scenario: i.scene.scenarios.first { $0.name == "tap the field, then row 1" }!)
        expectNoTimersPending(in: run)
        let why = try Why(records: run, about: object, scenario: "tap the field, then row 1", scene: whatIfScene())
        let expected = why.text.split(separator: "\n").dropFirst(2).map { String($0.drop { $0 == " " }) }
        #expect(i.whatIf?.why?.lines == expected)
        #expect(i.whatIf?.why?.summary.hasPrefix(why.summary) == true)
        #expect(expected.contains { $0.contains("rule") }, "why names its rules")
        #expect(texts.contains("What if"))
        // The first entry is on the panel (wrapped lines start with its first words).
        let first = try #require(expected.first)
        #expect(texts.contains { first.hasPrefix($0) && $0.count > 10 }, "\(texts)")
        // The log, pipeline and timeline make room for the panel; w closes it and they come back.
        #expect(i.layout.log == nil && i.layout.timeline == nil)
        _ = i.handle(.key("w", []))
        #expect(i.whatIf == nil && i.layout.log != nil && i.layout.timeline != nil)
    }

    @Test("rules D3, L5: toggling dismissTap.cancelsTouchesInView replays the last scenario; the row's selection is marked added")
    func toggleCancelsTouchesInView() throws {
        let i = try played()
        _ = i.render()
        let p = try #require(card("dismissTap", in: i), "dismissTap's card in the recognizers panel")
        _ = i.handle(.pointerDown(p, []))
        _ = i.handle(.pointerUp(p, []))
        #expect(i.playback != nil, "a click on a card does not go live")
        let session = try #require(i.whatIf)
        #expect(session.object == "dismissTap")
        #expect(session.toggles.first?.description == "dismissTap.cancelsTouchesInView=false")
        _ = i.handle(.key("1", [.option]))
        let list = i.render().commands
        let replay = try #require(i.whatIf?.replay)
        #expect(replay.input == "scenario \"tap the field, then row 1\"")
        #expect(replay.diff.variant.contains(OutcomeDiff.Line(item: "list.didSelect list row=1", mark: .added)))
        #expect(!replay.diff.written.contains { $0.item == "list.didSelect list row=1" })
        // As written the tap cancels the row's touch (D3); with the setting the row hears it and is selected (L5).
        #expect(replay.diff.variant.contains(OutcomeDiff.Line(item: "responder.touchesEnded list.row1.contentView", mark: .added)))
        // Drawn: the added item in green with a "+", on the right-hand side.
        #expect(list.color(ofText: "list.didSelect list row=1") == Palette.ended)
        let item = try #require(list.origin(ofText: "list.didSelect list row=1"))
        let plus = list.compactMap { c -> Point? in
            if case .text("+", let o, _, _, _) = c, abs(o.y - item.y) < 0.5 { return o } else { return nil }
        }
        #expect(plus.count == 1 && plus[0].x < item.x)
        let written = try #require(list.origin(ofText: "as written"))
        #expect(item.x > written.x + 100, "the variant's column is right of the run as written")
        // Another toggle combines with it; ⌥0 goes back to the scene as written.
        _ = i.handle(.key("2", [.option]))
        _ = i.render()
        #expect(i.whatIf?.replay?.settings.map(\.description) == ["dismissTap.cancelsTouchesInView=false", "dismissTap.delaysTouchesBegan=true"])
        _ = i.handle(.key("0", [.option]))
        _ = i.render()
        #expect(i.whatIf?.replay == nil && i.whatIf?.settings.isEmpty == true)
    }

    @Test("live input is the last input: recorded as steps and replayed with the setting")
    func liveInputReplays() throws {
        let i = Inspector(scenePath: Self.path, size: Size(width: 1280, height: 800), workingDirectory: NSTemporaryDirectory())
        _ = i.handle(.tick(seconds: 0))
        for (point, t) in [(Point(195, 86), 0.1), (Point(200, 199), 1.0)] {
            let p = i.layout.transform.point(point)
            _ = i.handle(.tick(seconds: t))
            _ = i.handle(.pointerDown(p, []))
            _ = i.handle(.tick(seconds: t + 0.05))
            _ = i.handle(.pointerUp(p, []))
            _ = i.handle(.tick(seconds: t + 0.7))
        }
        i.selectForWhatIf("dismissTap")
        i.toggleWhatIf(Setting(object: "dismissTap", property: "cancelsTouchesInView", value: "false"))
        _ = i.render()
        let replay = try #require(i.whatIf?.replay)
        #expect(replay.input == "live input (2 touches)")
        #expect(replay.diff.added.contains("list.didSelect list row=1"), "\(replay.diff.merged)")
    }

    @Test("issue 13's layout check passes with the what-if panel open after a toggle, in every scene at both sizes",
          arguments: [Size(width: 1280, height: 800), InspectorLayout.minimumSize])
    func everySceneWithThePanelOpen(size: Size) throws {
        var all: [String] = []
        for path in LayoutTests.scenes {
            let i = Inspector(scenePath: path, size: size, workingDirectory: NSTemporaryDirectory())
            _ = i.handle(.tick(seconds: 0))
            guard !i.scene.scenarios.isEmpty, let scene = try? i.whatIfScene().get(),
                  let object = scene.objects.first(where: { $0.role == .recognizer }) ?? scene.objects.first(where: { $0.role == .view })
            else { continue }
            i.play(scenario: i.scene.scenarios.count - 1, playing: false)
            i.moveCursor(to: Int.max)
            i.selectForWhatIf(object.name)
            if let first = i.whatIf?.toggles.first { i.toggleWhatIf(first) }
            all += TextBoxes(i.render()).problems().map { "\(URL(fileURLWithPath: path).lastPathComponent) \(object.name): \($0)" }
        }
        #expect(all.isEmpty, "\(all.count) problems; the first: \(all.prefix(10).joined(separator: "\n"))")
    }

    /// Each text's box: where its characters are drawn.
    static func boxes(_ commands: [DrawCommand], inside frame: Rect) -> [(String, Rect)] {
        commands.compactMap { c -> (String, Rect)? in
            guard case .text(let s, let o, let size, _, let alignment) = c else { return nil }
            let w = TextMetrics.width(of: s, size: size)
            let x: Double
            switch alignment {
            case .leading: x = o.x
            case .center: x = o.x - w / 2
            case .trailing: x = o.x - w
            }
            let box = Rect(x: x, y: o.y, width: w, height: TextMetrics.lineHeight * size)
            return frame.contains(Point(box.midX, box.midY)) ? (s, box) : nil
        }
    }

    @Test("the panel's texts do not overlap and stay inside the window, at 1280×800 and at the smallest window",
          arguments: [Size(width: 1280, height: 800), InspectorLayout.minimumSize])
    func panelTextFits(size: Size) throws {
        let i = try played(size: size)
        _ = i.render()
        let p = try #require(card("dismissTap", in: i))
        _ = i.handle(.pointerDown(p, []))
        _ = i.handle(.key("1", [.option]))
        let list = i.render()
        let frame = WhatIfPanel.frames(i.layout, recognizers: i.panels.recognizers).panel
        #expect(frame.width > 300 && frame.height > 200, "\(frame)")
        // The window's own layout check (issue 13) over the whole window, the panel open.
        let problems = TextBoxes(list).problems()
        #expect(problems.isEmpty, "\(problems.prefix(8).joined(separator: "\n"))")
        let boxes = Self.boxes(list.commands, inside: frame)
        #expect(boxes.count > 20)
        for (text, box) in boxes {
            #expect(box.minX >= frame.minX - 0.5 && box.maxX <= frame.maxX + 0.5 && box.minY >= frame.minY - 0.5
                    && box.maxY <= frame.maxY + 0.5, "'\(text)' \(box) leaves the panel \(frame)")
            #expect(box.maxX <= size.width && box.maxY <= size.height)
        }
        for a in boxes.indices {
            for b in boxes.indices where b > a {
                let (s, r) = boxes[a], (t, q) = boxes[b]
                let overlap = r.intersection(q).map { $0.width > 0.5 && $0.height > 0.5 } ?? false
                #expect(!overlap, "'\(s)' \(r) overlaps '\(t)' \(q)")
            }
        }
    }
}
