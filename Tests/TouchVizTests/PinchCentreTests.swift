import Foundation
import Testing
import TouchCore
import TouchScene
@testable import TouchViz

/// Issue 32 point 5: the pinch centre is where the user puts it (`k` with
/// the pointer there), two-finger mode (`m`) pinches with a plain drag for
/// desktops that take Alt-drag, and the help says ⌥ is Alt on Linux.
@Suite struct PinchCentreTests {
    func inspector() -> Inspector {
        let i = Inspector(scene: Scenes.load(Scenes.nested), size: Size(width: 1280, height: 800), workingDirectory: NSTemporaryDirectory())
        _ = i.handle(.tick(seconds: 0))
        return i
    }

    /// The locations of the touches made by a drag from `a` to `b` (screen points) with `m`.
    func drag(_ i: Inspector, _ a: Point, _ b: Point, _ m: KeyModifiers) -> [Point] {
        _ = i.handle(.tick(seconds: 1))
        _ = i.handle(.pointerDown(i.layout.transform.point(a), m))
        _ = i.handle(.tick(seconds: 1.05))
        _ = i.handle(.pointerMove(i.layout.transform.point(b), m, pressed: true))
        let fingers = i.fingers.pointer.map { i.liveLocation(of: $0) }
        _ = i.handle(.pointerUp(i.layout.transform.point(b), m))
        return fingers
    }

    @Test func kPutsThePinchCentreUnderThePointerAndOptionDragMirrorsAboutIt() {
        let i = inspector()
        let centre = Point(120, 300)
        _ = i.handle(.pointerMove(i.layout.transform.point(centre), [], pressed: false))
        _ = i.handle(.key("k", []))
        let fingers = drag(i, Point(150, 320), Point(170, 340), [.option])
        #expect(fingers.count == 2)
        #expect(abs(fingers[0].x - 170) < 0.01 && abs(fingers[0].y - 340) < 0.01)
        #expect(abs(fingers[1].x - 70) < 0.01 && abs(fingers[1].y - 260) < 0.01, "mirrored about (120, 300): \(fingers)")
        // Off the screen, `k` puts it back in the middle.
        _ = i.handle(.pointerMove(Point(1200, 700), [], pressed: false))
        _ = i.handle(.key("k", []))
        #expect(i.fingers.pinchCenter == Point(i.scene.device.screen.width / 2, i.scene.device.screen.height / 2))
    }

    @Test func twoFingerModePinchesWithAPlainDragAndThePreviewShowsTheCentre() {
        let i = inspector()
        _ = i.handle(.key("m", []))
        #expect(i.pairMode)
        let fingers = drag(i, Point(150, 320), Point(160, 330), [])
        #expect(fingers.count == 2, "a plain drag makes two fingers in two-finger mode")
        // Hovering shows the two ghost fingers and the centre's cross.
        _ = i.handle(.pointerMove(i.layout.transform.point(Point(100, 200)), [], pressed: false))
        let m = i.layout.transform.point(i.fingers.pinchCenter)
        let cross = i.render().commands.filter {
            if case .line(let a, let b, _, _) = $0 { return abs((a.x + b.x) / 2 - m.x) < 0.01 && abs((a.y + b.y) / 2 - m.y) < 0.01 }
            return false
        }
        #expect(cross.count == 2, "the centre's cross under the preview")
        _ = i.handle(.key("m", []))
        #expect(drag(i, Point(150, 320), Point(160, 330), []).count == 1)
        #expect(KeyBindings.help.contains { $0.meaning.contains("Alt on Linux") })
    }
}
