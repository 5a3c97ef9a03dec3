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
        #expect(verdict(i, "B") == .coveredBy("C", winner: "D"), "C, added after B, answered first: B was never asked")
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
}
