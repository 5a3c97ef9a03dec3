import Foundation
import Testing
import TouchCore
@testable import TouchSDL
import TouchViz

/// Issue 13 item 8: the device's commands are drawn once into a texture and
/// copied back each frame while their key stays; the pixels must be those
/// of drawing every command, on the first frame, on a reused one, and after
/// the key changes.
@Suite(.serialized) struct CachedPrefixTests {
    let size = Size(width: 240, height: 160)

    func commands(_ shade: UInt8) -> [DrawCommand] {
        [.fillRoundedRect(Rect(x: 10, y: 10, width: 100, height: 120), radius: 12, Color(shade, 90, 200)),
         .pushClip(Rect(x: 20, y: 20, width: 60, height: 60)),
         .fillCircle(center: Point(50, 50), radius: 30, Color(255, 200, 0, 180)),
         .text("view name", origin: Point(22, 24), size: 11, Color(20, 20, 20), alignment: .leading),
         .popClip,
         .line(Point(12, 12), Point(108, 128), Color(0, 0, 0, 120), lineWidth: 1.5)]
    }

    /// The same frame with a changing part after the prefix.
    func frame(_ shade: UInt8, key: Int?, moving: Double) -> DisplayList {
        var list = DisplayList(size: size, background: Color(0x1C, 0x1C, 0x1E), commands: commands(shade))
        if let key { list.cachedPrefix = .init(key: key, count: list.commands.count, bounds: Rect(x: 0, y: 0, width: 120, height: 160)) }
        list.commands += changingTail(at: moving, finger: Color(255, 255, 255, 200))
        return list
    }

    @Test("a cached prefix draws the same pixels as the commands, frame after frame, and redraws when its key changes")
    func samePixels() throws {
        try SDLRuntime.withLock {
            let cached = try DisplayListRenderer(size: size, scale: 1)
            let plain = try DisplayListRenderer(size: size, scale: 1)
            for (shade, key, x) in [(UInt8(40), 1, 60.0), (40, 1, 80), (40, 1, 100), (160, 2, 90), (160, 2, 50)] {
                let a = try cached.pixels(of: frame(shade, key: key, moving: x))
                let b = try plain.pixels(of: frame(shade, key: nil, moving: x))
                #expect(a == b, "frame with key \(key) at \(x): identical pixels")
            }
            #expect(cached.lastFrame.commands == 8)
        }
    }
}
