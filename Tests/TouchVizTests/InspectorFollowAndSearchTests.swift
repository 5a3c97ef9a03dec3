import Foundation
import Testing
import TouchCore
import TouchScene
@testable import TouchViz

/// Issue 13, items 2 and 3: the live timeline keeps the latest interaction
/// in view, `j` jumps to the last touch; the log hides the source stages
/// until `a`, and `/` searches it.
@Suite struct InspectorFollowAndSearchTests {
    func inspector(_ yaml: String = Scenes.doubleTap) -> Inspector {
        let i = Inspector(scene: Scenes.load(yaml), size: Size(width: 1280, height: 800), workingDirectory: NSTemporaryDirectory())
        _ = i.handle(.tick(seconds: 0))
        return i
    }

    func tap(_ i: Inspector, at wall: Double) {
        let p = i.layout.transform.point(Point(195, 350))
        _ = i.handle(.tick(seconds: wall))
        _ = i.handle(.pointerDown(p, []))
        _ = i.handle(.tick(seconds: wall + 0.05))
        _ = i.handle(.pointerUp(p, []))
    }

    @Test func theLiveTimelineKeepsTheLatestTouchesInViewWhileItsTimersRun() {
        let i = inspector()
        tap(i, at: 1)
        // Time runs on live (timers pending); frames follow now.
        var wall = 1.1
        while i.isAnimating && wall < 30 {
            _ = i.handle(.tick(seconds: wall))
            _ = i.render()
            let touch = i.live.index.touches[0]
            #expect(i.timeline.viewport.start <= touch.began.seconds, "the tap stays in view at \(wall) s")
            #expect(i.timeline.viewport.start + i.timeline.viewport.span >= i.live.device.now.seconds, "and now too")
            wall += 0.5
        }
        // Zoomed away, `0` follows again with the touches in view; `j` frames the last touch.
        _ = i.handle(.scroll(dx: 0, dy: -40, at: Point(i.layout.timeline!.midX, i.layout.timeline!.midY)))
        _ = i.handle(.key("0", []))
        _ = i.render()
        #expect(i.timeline.viewport.start <= i.live.index.touches[0].began.seconds)
        _ = i.handle(.key("j", []))
        _ = i.render()
        let touch = i.live.index.touches[0]
        #expect(i.timeline.viewport.start <= touch.began.seconds && i.timeline.viewport.start + i.timeline.viewport.span >= touch.end!.seconds)
        #expect(i.timeline.viewport.span < 3, "zoomed to the interaction, not the last seconds")
    }

    @Test func theLogHidesStagesUntilAAndSearchesWithSlash() {
        let i = inspector()
        _ = i.handle(.key("1", []))
        _ = i.handle(.key("end", []))
        let trace = i.playback!.run.trace
        var texts = i.render().texts
        #expect(!texts.contains { $0.contains("stage") && $0.contains("digitizer") }, "stages hidden by default")
        #expect(texts.contains { $0.contains("stages hidden (a)") })
        _ = i.handle(.key("a", []))
        #expect(i.logFilter.showStages)
        _ = i.handle(.key("home", []))
        texts = i.render().texts
        #expect(texts.contains { $0.contains("stage") && $0.contains("digitizer") })
        _ = i.handle(.key("/", []))
        #expect(i.searching)
        for k in ["s", "i", "n", "g", "l", "e"] { _ = i.handle(.key(k, [])) }
        _ = i.handle(.key("return", []))
        #expect(!i.searching && i.logFilter.query == "single")
        _ = i.handle(.key("end", []))
        texts = i.render().texts
        let lines = Set((0..<trace.count).map { HumanLog.line(trace[$0]) })
        let shown = texts.filter { lines.contains($0) }
        #expect(!shown.isEmpty && shown.allSatisfy { $0.contains("single") })
        _ = i.handle(.key("/", []))
        _ = i.handle(.key("escape", []))
        #expect(i.logFilter.query.isEmpty && i.playback != nil, "esc while searching clears the search, it does not leave playback")
    }
}
