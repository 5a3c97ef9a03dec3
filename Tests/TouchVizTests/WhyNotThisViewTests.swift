import Foundation
import Testing
import TouchCore
import TouchScene
@testable import TouchViz

/// "Why not this view?" (issue 13, item 5; issue 32.2): the window answers
/// with `WhyNot`, the model of `why --not` (one model for the command line
/// and the window), from the hit-test walk the trace recorded (rules H1–H3)
/// and the deliveries that followed (D1–D4).
@Suite struct WhyNotThisViewTests {
    /// The nested scene live, one tap at `p` (screen points).
    func tapped(at p: Point) -> Inspector {
        let i = Inspector(scene: Scenes.load(Scenes.nested), size: Size(width: 1280, height: 800), workingDirectory: NSTemporaryDirectory())
        _ = i.handle(.tick(seconds: 0))
        _ = i.handle(.pointerDown(i.layout.transform.point(p), []))
        _ = i.handle(.pointerUp(i.layout.transform.point(p), []))
        return i
    }

    func answer(_ i: Inspector, _ name: String) -> WhyNot.ViewAnswer? {
        let touch = i.live.index.touches.last!
        return i.whyNotAnswer(name, touch: touch.name, i.shown)
    }

    @Test func everyViewGetsTheWalksAnswerOnD() throws {
        // Root > A > [B hidden, C > [D, E]]: subviews are asked last to first (H2.3).
        let i = tapped(at: Point(150, 327))
        // D_tap recognizes the tap: D's touch reached it and was cancelled (D3), not simply "delivered".
        let d = try #require(answer(i, "D"))
        #expect(d.kind == .cancelled && d.words.contains("D_tap recognized with cancelsTouchesInView true"), "\(d.words)")
        let a = try #require(answer(i, "A"))
        #expect(a.kind == .throughSubview && a.words.contains("to its subview D, the hit-test view (rule H2)"))
        #expect(answer(i, "E")?.kind == .outside, "asked before D, the point is not in it")
        // Issue 32 point 2: B does not hold the point, so "covered" would mislead: it is outside,
        // and C, added after it, answered before it was asked.
        let b = try #require(answer(i, "B"))
        #expect(b.kind == .outside && b.words.contains("is not in B's frame") && b.words.contains("not even asked, since C"), "\(b.words)")
    }

    @Test func aHiddenViewIsSkippedAndASuperviewThatSaysNoHidesItsSubviews() throws {
        // (100, 150) is in B (hidden) and in A, above C.
        let i = tapped(at: Point(100, 150))
        #expect(i.live.index.touches.last?.view == "A")
        let b = try #require(answer(i, "B"))
        #expect(b.kind == .skipped && b.words.contains("B.isHidden is true") && b.property == "hidden")
        let d = try #require(answer(i, "D"))
        #expect(d.kind == .outside && d.words.contains("C.point(inside:with:) returned false"), "\(d.words)")
        #expect(answer(i, "A")?.kind == .cancelled, "A_tap recognized and cancelled A's touch (D3)")
    }

    @Test func theWindowAndWhyNotSayTheSame() throws {
        // One model: the window's words for a view are the first hit-test reason `why --not` gives for its touch.
        let i = tapped(at: Point(100, 150))
        let s = i.shown
        let whyNot = WhyNot(records: Array(s.trace.records.prefix(s.cursor)), scene: i.scene)
        for name in ["B", "D", "E"] {
            let touch = try #require(i.live.index.touches.last)
            #expect(answer(i, name)?.words == whyNot.hitTest(of: name).first { $0.touch == touch.name }?.words, "\(name)")
        }
    }

    @Test func aSecondaryClickShowsTheAnswerOnTheScreenAwayFromTheView() {
        let i = tapped(at: Point(150, 327))
        let e = i.layout.transform.point(Point(100, 500))
        _ = i.handle(.inspect(e))
        #expect(i.whyView == "E")
        let list = i.render()
        #expect(list.texts.contains("why not E? — touch1"))
        let words = list.texts.filter { $0.contains("outside") || $0.contains("point(inside") }
        #expect(!words.isEmpty)
        // The callout sits in the other half of the screen than E.
        let title = list.commands.origin(ofText: "why not E? — touch1")!
        #expect(title.y < i.layout.screen.midY && i.layout.transform.rect(Rect(x: 30, y: 460, width: 354, height: 100)).minY > title.y + 40)
        _ = i.handle(.key("escape", []))
        #expect(i.whyView == nil)
    }

    /// Issue 32 point 2: after "tap the field, then row 1" of keyboard-dismiss, the header and the
    /// field are outside the point (not "covered"), and the row's content view is the hit-test view
    /// whose touch was dropped by dismissTap (not "delivered").
    @Test func outsideIsNotCoveredAndADroppedTouchIsNotDelivered() throws {
        let path = LayoutTests.root.appendingPathComponent("Scenes/keyboard-dismiss.yaml").path
        let i = Inspector(scenePath: path, size: Size(width: 1280, height: 800), workingDirectory: NSTemporaryDirectory())
        _ = i.handle(.tick(seconds: 0))
        let n = try #require(i.scene.scenarios.firstIndex { $0.name == "tap the field, then row 1" })
        i.play(scenario: n, playing: false)
        i.moveCursor(to: Int.max)
        let s = i.shown
        let touch = try #require(s.index.touches.last)
        func answer(_ name: String) -> WhyNot.ViewAnswer? { i.whyNotAnswer(name, touch: touch.name, s) }
        for name in ["header", "nameField"] {
            let a = try #require(answer(name))
            #expect(a.kind == .outside && a.words.contains("is not in \(name)'s frame") && !a.words.contains("covers"), "\(a.words)")
        }
        let row = try #require(answer("list.row1.contentView"))
        #expect(row.kind == .dropped)
        #expect(row.words.contains("never reached it") && row.words.contains("dismissTap recognized with cancelsTouchesInView true (rule D3)")
                && !row.words.contains("is delivered"), "\(row.words)")
        #expect(row.object == "dismissTap" && row.property == "cancelsTouchesInView")
        // Before dismissTap recognizes, the row's touch is held, not delivered.
        let drop = try #require(s.index.held.first { $0.droppedBy != nil })
        let before = WhyNot(records: Array(s.trace.records.prefix(drop.endSeq!)), scene: i.scene).answer(for: "list.row1.contentView", touch: touch.name)
        #expect(before?.kind == .held, "\(before?.words ?? "")")
    }
}
