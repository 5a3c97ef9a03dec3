import Foundation
import Testing
import TouchCore
import TouchScene
@testable import TouchViz

/// Issue 32 point 1: the log's last records can be reached at every size.
/// The scroll limit counts wrapped lines, not records: at the end of every
/// scenario of every scene the last entry shows whole (no "…"), and after
/// scrolling away, the wheel and PgDn bring it back.
@Suite struct LogTailTests {
    /// The last entry the log shows, whole: its row is the last drawn and carries every wrapped line of it.
    static func tailShowsWhole(_ i: Inspector, _ what: String) -> String? {
        let entries = i.shownLogEntries()
        guard let last = entries.last else { return nil }
        guard let row = i.log.rows.last else { return "\(what): no row drawn" }
        let text = i.log.entries.foldLine(last, trace: i.shown.trace) ?? HumanLog.line(i.shown.trace[last])
        guard row.record == last else {
            return "\(what): the last row drawn is record \(row.record), not the last entry \(last) (\(text))"
        }
        let content = PanelChrome.content(of: i.layout.log!)
        let whole = LogPanel.lines(text, width: content.width - 14)
        guard row.lines == whole else { return "\(what): the last entry is cut: \(row.lines) instead of \(whole)" }
        return nil
    }

    @Test(arguments: LayoutTests.sizes)
    func theLastEntryOfEveryScenarioShowsWholeAtItsEnd(size: Size) {
        var problems: [String] = []
        for path in LayoutTests.scenes {
            let i = Inspector(scenePath: path, size: size, workingDirectory: NSTemporaryDirectory())
            _ = i.handle(.tick(seconds: 0))
            for n in i.scene.scenarios.indices {
                i.play(scenario: n, playing: false)
                i.moveCursor(to: Int.max)
                _ = i.render()
                let what = "\(URL(fileURLWithPath: path).lastPathComponent) \(Int(size.width))×\(Int(size.height)) '\(i.scene.scenarios[n].name)'"
                if let p = Self.tailShowsWhole(i, what) { problems.append(p) }
            }
        }
        #expect(problems.isEmpty, "\(problems.count) problems; the first: \(problems.prefix(6).joined(separator: "\n"))")
    }

    @Test func theWheelAndPageDownReachTheTailAfterScrollingAway() throws {
        let path = LayoutTests.root.appendingPathComponent("Scenes/keyboard-dismiss.yaml").path
        let i = Inspector(scenePath: path, size: Size(width: 1280, height: 800), workingDirectory: NSTemporaryDirectory())
        _ = i.handle(.tick(seconds: 0))
        let n = try #require(i.scene.scenarios.firstIndex { $0.name == "tap the field, then row 1" })
        i.play(scenario: n, playing: false)
        i.moveCursor(to: Int.max)
        _ = i.render()
        let log = try #require(i.layout.log)
        let at = Point(log.midX, log.midY)
        // Away to the top, then back down with the wheel.
        for _ in 0..<80 { _ = i.handle(.scroll(dx: 0, dy: 5, at: at)); _ = i.render() }
        #expect(i.log.first == 0)
        for _ in 0..<400 { _ = i.handle(.scroll(dx: 0, dy: -1, at: at)); _ = i.render() }
        #expect(Self.tailShowsWhole(i, "wheel") == nil, "\(Self.tailShowsWhole(i, "wheel") ?? "")")
        // And with PgDn.
        for _ in 0..<80 { _ = i.handle(.scroll(dx: 0, dy: 5, at: at)); _ = i.render() }
        for _ in 0..<100 { _ = i.handle(.key("pagedown", [])); _ = i.render() }
        #expect(Self.tailShowsWhole(i, "pagedown") == nil, "\(Self.tailShowsWhole(i, "pagedown") ?? "")")
        // The records the issue names are among the lines drawn at the tail.
        let texts = i.render().texts.joined(separator: "\n")
        #expect(texts.contains("editingDidEnd"))
        #expect(texts.contains("dropped"))
    }

    /// Issue 32 point 6: a deceleration's timer fires, offsets and run-loop
    /// turns are one line, which a click opens and closes again.
    @Test func aDecelerationIsOneLineThatAClickExpands() throws {
        let path = LayoutTests.root.appendingPathComponent("Scenes/flick-and-tap.yaml").path
        let i = Inspector(scenePath: path, size: Size(width: 1280, height: 800), workingDirectory: NSTemporaryDirectory())
        _ = i.handle(.tick(seconds: 0))
        let n = try #require(i.scene.scenarios.firstIndex { $0.name == "flick list B" })
        i.play(scenario: n, playing: false)
        i.moveCursor(to: Int.max)
        _ = i.render()
        let trace = i.shown.trace
        let folded = i.shownLogEntries()
        let fires = (0..<trace.count).filter { trace.kind(at: $0) == .timerFire }.count
        #expect(fires > 100)
        #expect(!folded.contains { trace.kind(at: $0) == .scrollOffset && trace[$0].time.seconds > 0.2 },
                "no offset line of the deceleration shows")
        let head = try #require(folded.first { i.log.entries.folds[$0] != nil })
        let line = try #require(i.log.entries.foldLine(head, trace: trace))
        #expect(line.contains("listB decelerates ▸") && line.contains("frames, offset ("), "\(line)")
        #expect(folded.count < trace.count - 2 * fires, "\(folded.count) lines for \(trace.count) records")
        // A click on the line opens it: every record of it shows; a second click folds it again.
        i.log.scroll(toEntry: LogEntries.position(of: head, in: folded))
        _ = i.render()
        let row = try #require(i.log.rows.first { $0.record == head })
        _ = i.handle(.pointerDown(Point(row.rect.midX, row.rect.midY), []))
        _ = i.handle(.pointerUp(Point(row.rect.midX, row.rect.midY), []))
        #expect(i.shownLogEntries().count > folded.count + 2 * fires)
        _ = i.render()
        let again = try #require(i.log.rows.first { $0.record == head })
        _ = i.handle(.pointerDown(Point(again.rect.midX, again.rect.midY), []))
        #expect(i.shownLogEntries().count == folded.count)
    }
}
