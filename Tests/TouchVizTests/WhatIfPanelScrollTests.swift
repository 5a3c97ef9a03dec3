import Foundation
import Testing
import TouchCore
import TouchScene
@testable import TouchViz

/// Issue 32 point 7: the what-if panel's why, settings and outcomes scroll
/// (wheel, pgup/pgdn) with nothing cut and no text over text; every view
/// has settings to toggle (a cell's content view included); the end screens
/// enlarge on a click.
@Suite struct WhatIfPanelScrollTests {
    static let sizes = [Size(width: 1280, height: 800), InspectorLayout.minimumSize]
    static let path = LayoutTests.root.appendingPathComponent("Scenes/keyboard-dismiss.yaml").path

    /// "tap the field, then row 1" played to its end, the panel open on `object`.
    func played(_ object: String, size: Size) throws -> Inspector {
        let i = Inspector(scenePath: Self.path, size: size, workingDirectory: NSTemporaryDirectory())
        _ = i.handle(.tick(seconds: 0))
        let n = try #require(i.scene.scenarios.firstIndex { $0.name == "tap the field, then row 1" })
        _ = i.handle(.key("\(n + 1)", []))
        _ = i.handle(.key("end", []))
        i.selectForWhatIf(object)
        return i
    }

    func problems(_ i: Inspector, _ state: String) -> [String] {
        TextBoxes(i.render()).problems().map { "\(Int(i.layout.size.width))×\(Int(i.layout.size.height)) \(state): \($0)" }
    }

    /// The why column's texts, top to bottom.
    func whyTexts(_ i: Inspector) -> [String] {
        let list = i.render()
        guard let area = i.whatIf?.areas.first(where: { $0.region == .why })?.rect else { return [] }
        return list.commands.compactMap { c -> (String, Double)? in
            guard case .text(let s, let o, _, _, _) = c, area.contains(Point(o.x + 1, o.y + 1)) else { return nil }
            return (s, o.y)
        }.sorted { $0.1 < $1.1 }.map(\.0).filter { $0 != "WHY" }
    }

    @Test("the why scrolls with the wheel and pgdn to its last line, and back; no text over text, at both sizes", arguments: sizes)
    func whyScrollsToItsEnd(size: Size) throws {
        let i = try played("list.row1.contentView", size: size)
        var all = problems(i, "at the top")
        let top = whyTexts(i)
        let area = try #require(i.whatIf?.areas.first { $0.region == .why })
        if size == InspectorLayout.minimumSize {
            #expect(area.limit > 0, "the why is longer than the panel at 960×600")
        }
        guard area.limit > 0 else { return }
        #expect(top.last?.hasPrefix("↓ ") == true, "the last row says how many lines are below: \(top.suffix(2))")
        // The wheel over the why column: three lines a notch.
        _ = i.handle(.scroll(dx: 0, dy: -1, at: Point(area.rect.midX, area.rect.midY)))
        let scrolled = whyTexts(i)
        #expect(i.whatIf?.scroll[.why] == 3)
        #expect(scrolled.first?.hasPrefix("↑ 3 lines above") == true, "\(scrolled.prefix(2))")
        #expect(scrolled.count > 1 && scrolled[1] == top[3], "line 3 follows the row that says 3 are above")
        all += problems(i, "scrolled a notch")
        // pgdn pages on to the end: the why's last line is drawn, nothing said below it.
        for _ in 0..<40 { _ = i.handle(.key("pagedown", [])) }
        let end = whyTexts(i)
        let last = try #require(i.whatIf?.why?.lines.last)
        #expect(end.last.map { last.hasSuffix($0) || last.contains($0) } == true, "the last why line is reached: \(end.suffix(2)) vs \(last)")
        #expect(!end.contains { $0.hasPrefix("↓ ") })
        all += problems(i, "scrolled to the end")
        // pgup back to the top.
        for _ in 0..<40 { _ = i.handle(.key("pageup", [])) }
        #expect(whyTexts(i) == top)
        #expect(all.isEmpty, "\(all.prefix(8).joined(separator: "\n"))")
    }

    @Test("rules G1, L1: a cell's content view has settings to toggle: its cell's, then the recognizers that see its touches")
    func contentViewToggles() throws {
        let i = try played("list.row1.contentView", size: Size(width: 1280, height: 800))
        let session = try #require(i.whatIf)
        let names = session.toggles.map(\.description)
        #expect(session.settingsOwner == "list.row1")
        #expect(names.prefix(4) == ["list.row1.userInteractionEnabled=false", "list.row1.hidden=true", "list.row1.alpha=0",
                                    "list.row1.clipsToBounds=true"], "\(names)")
        // G1: the recognizers of the view's superviews, nearest first: the list's pan before the root's tap.
        let pan = try #require(names.firstIndex(of: "list.pan.cancelsTouchesInView=false"))
        let tap = try #require(names.firstIndex(of: "dismissTap.cancelsTouchesInView=false"))
        #expect(pan < tap)
        #expect(i.render().texts.contains { $0.hasPrefix("list.row1.contentView is made by UIKit") })
        // The content view's own toggle of the root's tap replays the input: the row is selected (D3, L5).
        i.toggleWhatIf(session.toggles[tap])
        _ = i.render()
        let replay = try #require(i.whatIf?.replay)
        #expect(replay.problem == nil, "\(replay.problem ?? "")")
        #expect(replay.diff.added.contains("list.didSelect list row=1"), "\(replay.diff.merged)")
        // A cell's own setting is accepted by the scene (its cells: entry) and changes the outcome.
        i.resetWhatIf()
        i.toggleWhatIf(session.toggles[0])
        _ = i.render()
        #expect(i.whatIf?.replay?.problem == nil, "\(i.whatIf?.replay?.problem ?? "")")
    }

    @Test("every view of every scene has settings to toggle (but views UIKit makes for a controller), and the scene accepts them")
    func everyViewIsTogglable() throws {
        var missing: [String] = [], refused: [String] = []
        for path in LayoutTests.scenes {
            guard let description = try? SceneLoader.load(path: path),
                  let text = try? String(contentsOfFile: path, encoding: .utf8),
                  let scene = try? WhatIfScene(file: path, text: text, description: description) else { continue }
            let built = SceneBuilder.build(validated: description)
            let views = built.application.windows.flatMap { $0.subtree }.filter { !($0 is Window) }
            // Every view has some; the scene accepts each setting of a few kinds of view (a named one, a cell, a content view).
            var checked = Set<String>()
            for view in views.prefix(400) {
                let toggles = scene.toggles(for: view.name)
                // Only a view UIKit makes for a controller (a navigation controller's view, a sheet's
                // container), with nothing the scene sets above it, may have none.
                let controllers = scene.objects.filter { $0.role == .controller }.map(\.name)
                let made = controllers.contains { view.name.hasPrefix($0 + ".") }
                if toggles.isEmpty && !made { missing.append("\(URL(fileURLWithPath: path).lastPathComponent): \(view.name)") }
                if toggles.isEmpty { continue }
                let kind = view.name.hasSuffix(".contentView") ? "content" : scene.objects.contains { $0.name == view.name } ? "named" : "other"
                guard checked.insert(kind).inserted else { continue }
                for setting in toggles.prefix(8) {
                    do { _ = try scene.applying([setting]) } catch {
                        refused.append("\(URL(fileURLWithPath: path).lastPathComponent) \(setting): \(error)")
                    }
                }
            }
        }
        #expect(missing.isEmpty, "\(missing.count) views without settings: \(missing.prefix(8))")
        #expect(refused.isEmpty, "\(refused.prefix(8))")
    }

    @Test("the settings and the outcomes scroll with the wheel; the end screens enlarge on a click and esc goes back; no text over text",
          arguments: sizes)
    func togglesOutcomesAndEndScreens(size: Size) throws {
        let i = try played("list.row1.contentView", size: size)
        let toggles = try #require(i.whatIf?.toggles)
        let tap = try #require(toggles.first { $0.description == "dismissTap.cancelsTouchesInView=false" })
        i.toggleWhatIf(tap)
        var all = problems(i, "toggled")
        if let area = i.whatIf?.areas.first(where: { $0.region == .toggles }) {
            _ = i.handle(.scroll(dx: 0, dy: -5, at: Point(area.rect.midX, area.rect.midY)))
            #expect(i.whatIf?.scroll[.toggles] == area.limit, "the settings scroll to their last")
            #expect(i.render().texts.contains { $0.hasPrefix("dismissTap.cancelsTouchesInView = false") })
            all += problems(i, "settings scrolled")
        }
        if let area = i.whatIf?.areas.first(where: { $0.region == .outcome }) {
            _ = i.handle(.key("pagedown", [.shift]))
            #expect((i.whatIf?.scroll[.outcome] ?? 0) > 0)
            all += problems(i, "outcomes scrolled")
            _ = i.handle(.scroll(dx: 0, dy: 30, at: Point(area.rect.midX, area.rect.midY)))
            #expect(i.whatIf?.scroll[.outcome] == 0)
        }
        // The end screens, enlarged over the panel by a click on them (or on the line that stands for them).
        _ = i.render()
        let hit = try #require(i.whatIf?.hits.first { $0.action == .zoomEnds })
        _ = i.handle(.pointerDown(Point(hit.rect.midX, hit.rect.midY), []))
        _ = i.handle(.pointerUp(Point(hit.rect.midX, hit.rect.midY), []))
        #expect(i.whatIf?.zoomedEnds == true)
        let list = i.render()
        #expect(list.texts.contains { $0.hasPrefix("END SCREENS") })
        // Each end screen is drawn at least 180 points tall (the thumbnails were 85 px).
        let panel = WhatIfPanel.frames(i.layout, recognizers: i.panels.recognizers).panel
        let bezels = list.commands.compactMap { c -> Rect? in
            guard case .fillRoundedRect(let r, _, _) = c, panel.contains(Point(r.midX, r.midY)), r.height > r.width * 1.5 else { return nil }
            return r
        }
        #expect(bezels.filter { $0.height >= 180 }.count >= 2, "\(bezels.map(\.height))")
        all += problems(i, "end screens enlarged")
        _ = i.handle(.key("escape", []))
        #expect(i.whatIf?.zoomedEnds == false && i.whatIf != nil)
        #expect(all.isEmpty, "\(all.prefix(8).joined(separator: "\n"))")
    }
}

/// Issue 32 point 10: at 960×600 the timeline's lanes do not all fit; the
/// wheel over their names (or ⇧wheel) scrolls them, down to the last one.
@Suite struct TimelineVerticalScrollTests {
    @Test("at 960×600 the last timeline lane is reached by scrolling the lanes")
    func lastLaneReachable() throws {
        let path = LayoutTests.root.appendingPathComponent("Scenes/keyboard-dismiss.yaml").path
        let i = Inspector(scenePath: path, size: InspectorLayout.minimumSize, workingDirectory: NSTemporaryDirectory())
        _ = i.handle(.tick(seconds: 0))
        let n = try #require(i.scene.scenarios.firstIndex { $0.name == "tap the field, then row 1" })
        i.play(scenario: n, playing: false)
        i.moveCursor(to: Int.max)
        _ = i.render()
        let timeline = try #require(i.layout.timeline)
        let content = PanelChrome.content(of: timeline)
        let (_, labels, lanes) = TimelineDrawing.geometry(in: content)
        let model = i.timelineModel()
        try #require(model.totalHeight > lanes.height, "the lanes do not all fit at 960×600")
        let last = try #require(model.lanes.last?.name)
        func drawn() -> Bool {
            i.render().commands.contains {
                if case .text(let s, let o, _, _, _) = $0 { return s.hasPrefix(last) && lanes.minY - 1 <= o.y && o.y < lanes.maxY } else { return false }
            }
        }
        #expect(!drawn(), "the last lane starts below the panel")
        for _ in 0..<60 { _ = i.handle(.scroll(dx: 0, dy: -1, at: Point(labels.midX, labels.midY))) }
        #expect(i.timeline.scroll > 0)
        #expect(drawn(), "the last lane, \(last), is shown once scrolled")
    }
}
