import Foundation
import Testing
import TouchCore
import TouchScene
@testable import TouchViz

/// "Why not this view?" (issue 13, item 5): the verdict of the hit-test walk
/// the trace recorded (rules H1–H3) for any view, and the window showing it.
@Suite struct HitTestVerdictTests {
    /// The nested scene live, one tap at `p` (screen points).
    func tapped(at p: Point) -> Inspector {
        let i = Inspector(scene: Scenes.load(Scenes.nested), size: Size(width: 1280, height: 800), workingDirectory: NSTemporaryDirectory())
        _ = i.handle(.tick(seconds: 0))
        _ = i.handle(.pointerDown(i.layout.transform.point(p), []))
        _ = i.handle(.pointerUp(i.layout.transform.point(p), []))
        return i
    }

    func verdict(_ i: Inspector, _ name: String) -> HitTestVerdict.Reason? {
        let touch = i.live.index.touches.last!
        return HitTestVerdict.of(name, touch: touch, snapshot: i.hitSnapshot(for: touch))?.reason
    }

    @Test func everyViewGetsTheWalksVerdictOnD() {
        // Root > A > [B hidden, C > [D, E]]: subviews are asked last to first (H2.3).
        let i = tapped(at: Point(150, 327))
        #expect(verdict(i, "D") == .hitView)
        #expect(verdict(i, "A") == .containsHitView(winner: "D"))
        #expect(verdict(i, "E") == .outside, "asked before D, the point is not in it")
        // Issue 32 point 2: B (30…384 × 90…240 on the screen) does not hold the point, so "covered" would mislead:
        // it is outside, and C, added after it, answered before it was asked.
        #expect(verdict(i, "B") == .outsideNotAsked(answeredFirst: "C"), "C, added after B, answered first: B was never asked")
    }

    @Test func aHiddenViewIsSkippedAndASuperviewThatSaysNoHidesItsSubviews() {
        // (100, 150) is in B (hidden) and in A, above C.
        let i = tapped(at: Point(100, 150))
        #expect(i.live.index.touches.last?.view == "A")
        #expect(verdict(i, "B") == .skipped("hidden"))
        #expect(verdict(i, "D") == .superviewOutside("C"))
        #expect(verdict(i, "A") == .hitView)
    }

    @Test func aSecondaryClickShowsTheVerdictOnTheScreenAwayFromTheView() {
        let i = tapped(at: Point(150, 327))
        let e = i.layout.transform.point(Point(100, 500))
        _ = i.handle(.inspect(e))
        #expect(i.whyView == "E")
        let list = i.render()
        #expect(list.texts.contains("why not E? — touch1"))
        let words = list.texts.filter { $0.contains("outside") || $0.contains("pointInside") }
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
        func verdict(_ name: String) -> HitTestVerdict? {
            HitTestVerdict.of(name, touch: touch, snapshot: i.hitSnapshot(for: touch), index: s.index, cursor: s.cursor)
        }
        #expect(verdict("header")?.reason == .outsideNotAsked(answeredFirst: "list"))
        #expect(verdict("nameField")?.reason == .outsideNotAsked(answeredFirst: "list"))
        let row = try #require(verdict("list.row1.contentView"))
        #expect(row.reason == .hitView)
        #expect(row.delivery == .dropped(by: ["dismissTap"]))
        #expect(row.text.contains("never reached it") && !row.text.contains("is delivered"))
        // Before dismissTap recognizes, the row's touch is held, not delivered.
        let drop = try #require(s.index.held.first { $0.droppedBy != nil })
        #expect(HitTestVerdict.fate(of: touch, to: "list.row1.contentView", index: s.index, cursor: drop.endSeq!) == .held(by: drop.by))
    }
}
