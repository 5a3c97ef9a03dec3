import Foundation
import Testing
import TouchCore
import TouchScene
@testable import TouchViz

/// The 2,000-view stress scene in the window model with every overlay on,
/// while a drag adds a sample every frame. Its frame time is measured by
/// `touchscope bench --only frames`, not here: this checks the frames are
/// drawn and stay within a sane number of commands.
@Suite struct PerformanceTests {
    @Test func renderingTheStressSceneStaysBounded() {
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
        PictureDump.write(list, "stress")
        #expect(times.count == 60)
        #expect(commands > 500 && commands < 50_000, "a frame draws the scene and the panels, and what is visible only")
    }
}
