import Foundation
import Testing
import TouchCore
import TouchScene
@testable import TouchViz

/// The issue's benchmark, approximated without SDL: the model's share of a
/// frame with every overlay on for the 2,000-view stress scene at 1280×800.
@Suite struct PerformanceTests {
    @Test func renderingTheStressSceneStaysCheap() {
        let scene = StressScene.make(layout: .tiled, seed: 1)
        let inspector = Inspector(scene: scene, size: Size(width: 1280, height: 800), workingDirectory: NSTemporaryDirectory())
        _ = inspector.handle(.tick(seconds: 0))
        let p = inspector.layout.transform.point(Point(200, 400))
        _ = inspector.handle(.pointerDown(p, []))
        var times: [Double] = []
        var commands = 0
        for frame in 0..<60 {
            let wall = 0.016 * Double(frame + 1)
            let start = DispatchTime.now().uptimeNanoseconds
            _ = inspector.handle(.tick(seconds: wall))
            // A drag: every frame brings a sample (the worst case: the trace grows every frame).
            _ = inspector.handle(.pointerMove(Point(p.x + Double(frame), p.y), [], pressed: true))
            let list = inspector.render()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            commands = list.commands.count
        }
        _ = inspector.handle(.pointerUp(p, []))
        let list = inspector.render()
        print("strokes \(list.commands.strokedRects.count), texts \(list.texts.count), views \(inspector.currentSnapshot(inspector.shown).views.count)")
        PictureDump.write(list, "stress")
        times.sort()
        let median = times[times.count / 2]
        print("stress scene: median \(String(format: "%.2f", median)) ms, max \(String(format: "%.2f", times.last!)) ms, \(commands) commands")
        #if !DEBUG
        #expect(median < 4, "the model's part of a frame")
        #endif
    }
}
