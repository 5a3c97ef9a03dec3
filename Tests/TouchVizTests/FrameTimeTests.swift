import Foundation
import Testing
import TouchCore
import TouchScene
@testable import TouchViz

/// Issue 32 point 11: `i` shows the frame time the shell measured (the
/// median of the last frames) and the trace's size.
@Suite struct FrameTimeTests {
    @Test func iShowsTheMedianFrameTimeAndTheTraceSize() {
        let i = Inspector(scene: Scenes.load(Scenes.nested), size: Size(width: 1280, height: 800), workingDirectory: NSTemporaryDirectory())
        _ = i.handle(.tick(seconds: 0))
        for ms in [1.0, 2.5, 9.0] { _ = i.handle(.frameDrawn(seconds: ms / 1000)) }
        #expect(!i.render().texts.contains { $0.contains("frame 2.5") })
        _ = i.handle(.key("i", []))
        let texts = i.render().texts
        #expect(texts.contains { $0.hasPrefix("frame 2.5 ms (median of 3, max 9) · trace \(i.shown.trace.count) records") }, "\(texts.filter { $0.contains("frame") })")
        _ = i.handle(.key("i", []))
        #expect(!i.render().texts.contains { $0.hasPrefix("frame ") })
    }
}
