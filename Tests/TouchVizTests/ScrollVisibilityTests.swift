import Foundation
import Testing
import TouchCore
import TouchScene
@testable import TouchViz

/// Issue 32 point 6: scrolling shows. The content's stripes move with the
/// offset, and the timeline has a lane per scroll view: dragged, then
/// decelerating, then where it settles.
@Suite struct ScrollVisibilityTests {
    func flick() throws -> Inspector {
        let path = LayoutTests.root.appendingPathComponent("Scenes/flick-and-tap.yaml").path
        let i = Inspector(scenePath: path, size: Size(width: 1280, height: 800), workingDirectory: NSTemporaryDirectory())
        _ = i.handle(.tick(seconds: 0))
        let n = try #require(i.scene.scenarios.firstIndex { $0.name == "flick list B" })
        i.play(scenario: n, playing: false)
        return i
    }

    /// The y of the stripes drawn inside list B's frame on the screen.
    func stripes(_ i: Inspector) -> [Double] {
        let snapshot = i.currentSnapshot()
        let listB = snapshot.view(named: "listB")!
        let frame = i.layout.transform.rect(listB.frame)
        return ScreenDrawing.draw(snapshot, transform: i.layout.transform).compactMap {
            if case .line(let a, let b, _, _) = $0, a.y == b.y, a.x >= frame.minX - 0.5, b.x <= frame.maxX + 0.5, abs(b.x - a.x - frame.width) < 1 {
                return a.y
            }
            return nil
        }
    }

    @Test func theContentsStripesMoveWithTheOffset() throws {
        let i = try flick()
        let before = stripes(i)
        i.moveCursor(to: i.playback!.run.index.count / 3)
        let during = stripes(i)
        #expect(before.count > 5 && during.count > 5)
        #expect(before != during, "the stripes moved with the content")
        let spacing = ScreenDrawing.stripeSpacing * i.layout.transform.scale
        #expect(zip(during, during.dropFirst()).allSatisfy { abs($1 - $0 - spacing) < 0.01 })
    }

    @Test func aScrollViewHasALaneDraggedDeceleratingAndSettled() throws {
        let i = try flick()
        i.moveCursor(to: Int.max)
        let model = TimelineModel(index: i.shown.index, catalog: i.shown.catalog)
        #expect(model.lanes.contains { $0.kind == .group && $0.name == "SCROLL VIEWS" })
        let lane = try #require(model.lanes.first { $0.kind == .scrollView && $0.name == "listB" })
        #expect(lane.bars.first?.label == "dragged")
        #expect(lane.bars.contains { $0.label.hasPrefix("decelerating → (0, ") })
        #expect(lane.marks.last?.label.hasPrefix("settles at (0, ") == true)
        #expect(!model.lanes.contains { $0.kind == .scrollView && $0.name == "listA" }, "list A never moved")
    }
}
