import Foundation
import Testing
import TouchCore
@testable import TouchSDL
import TouchViz

/// Issue 13 item 8: the renderer keeps the pixels of the retained run after
/// the cached prefix (the hit-test overlay, the finger's trail) and draws
/// only what was appended; whatever changes, the pixels must be those of
/// drawing every command (compared byte for byte with a renderer given no
/// `cachedPrefix`).
@Suite(.serialized) struct RetainedLayersTests {
    let size = Size(width: 240, height: 160)
    let column = Rect(x: 0, y: 0, width: 120, height: 160)

    func device(_ shade: UInt8) -> [DrawCommand] {
        [.fillRoundedRect(Rect(x: 10, y: 10, width: 100, height: 120), radius: 12, Color(shade, 90, 200)),
         .text("view name", origin: Point(22, 24), size: 11, Color(20, 20, 20), alignment: .leading)]
    }

    /// An overlay under a clip, then a trail of `segments` translucent segments zigzagging over the device.
    func trail(_ segments: Int, color: Color = Color(58, 58, 60, 140)) -> [DrawCommand] {
        var commands: [DrawCommand] = [.pushClip(Rect(x: 10, y: 10, width: 100, height: 120)),
                                       .fillRoundedRect(Rect(x: 14, y: 90, width: 60, height: 30), radius: 6, Color(28, 28, 30, 245)),
                                       .popClip]
        for i in 0..<segments {
            let a = Point(20 + Double(i % 8) * 10, 30 + Double(i % 5) * 12)
            let b = Point(20 + Double((i + 3) % 8) * 10, 30 + Double((i + 2) % 5) * 12)
            commands.append(.line(a, b, color, lineWidth: 2))
        }
        return commands
    }

    /// One frame: the device (keyed), the trail (retained), then a finger and a panel that change every frame.
    func frame(shade: UInt8, key: Int?, trail: [DrawCommand], finger: Double) -> DisplayList {
        var list = DisplayList(size: size, background: Color(0x1C, 0x1C, 0x1E), commands: device(shade) + trail)
        if let key {
            list.cachedPrefix = .init(key: key, count: device(shade).count, bounds: column, retainedEnd: list.commands.count)
        }
        list.commands += changingTail(at: finger, finger: Color(142, 142, 147, 110))
        return list
    }

    @Test("a growing trail, a trail changed in its middle, a shorter one and a new device key all draw the pixels of every command")
    func samePixels() throws {
        try SDLRuntime.withLock {
            let kept = try DisplayListRenderer(size: size, scale: 1)
            let plain = try DisplayListRenderer(size: size, scale: 1)
            let frames: [(UInt8, Int, [DrawCommand])] = [
                (40, 1, trail(3)), (40, 1, trail(4)), (40, 1, trail(9)), (40, 1, trail(9)),  // grows, then stays
                (40, 1, trail(9, color: Color(255, 0, 0, 140))),  // changed from its first segment
                (40, 1, trail(2)),  // shorter
                (160, 2, trail(5)), (160, 2, trail(6)),  // the device changes under the trail
                (160, 2, []),  // no trail
                (160, 2, trail(7)),
            ]
            for (n, (shade, key, trail)) in frames.enumerated() {
                let a = try kept.pixels(of: frame(shade: shade, key: key, trail: trail, finger: 40 + Double(n) * 6))
                let b = try plain.pixels(of: frame(shade: shade, key: nil, trail: trail, finger: 40 + Double(n) * 6))
                let same = a == b
                #expect(same, "frame \(n): identical pixels")
            }
        }
    }

    @Test("only the appended commands are drawn: the kept ones count as commands but are not drawn again")
    func drawsOnlyTheAppended() throws {
        try SDLRuntime.withLock {
            let kept = try DisplayListRenderer(size: size, scale: 1)
            kept.draw(frame(shade: 40, key: 1, trail: trail(10), finger: 40), scale: 1)
            let first = kept.lastFrame
            kept.draw(frame(shade: 40, key: 1, trail: trail(11), finger: 50), scale: 1)
            #expect(kept.lastFrame.commands == first.commands + 1)
            #expect(kept.layers.drawn?.count == trail(11).count)
            // The finger's circle is the frame's only geometry run: the trail's new segment went into the kept layer.
            #expect(kept.lastFrame.geometryCalls == 2, "one run for the appended segment, one for the finger")
        }
    }

    @Test("issue 32.11: a trail growing inside a clip (the device's) draws only its new segments, with the pixels of every command")
    func growsInsideAClip() throws {
        func clipped(_ n: Int, color: Color = Color(58, 58, 60, 140)) -> [DrawCommand] {
            [.pushClip(Rect(x: 12, y: 12, width: 96, height: 110))] + trail(n, color: color) + [.popClip]
        }
        let held = RetainedLayers.held(clipped(3), startOf: clipped(4)[...])
        #expect(held?.count == clipped(3).count - 1 && held?.open == [Rect(x: 12, y: 12, width: 96, height: 110)])
        #expect(RetainedLayers.held(clipped(3, color: Color(255, 0, 0, 140)), startOf: clipped(4)[...]) == nil)
        try SDLRuntime.withLock {
            let kept = try DisplayListRenderer(size: size, scale: 1)
            let plain = try DisplayListRenderer(size: size, scale: 1)
            for (n, trail) in [clipped(3), clipped(4), clipped(9), clipped(9), clipped(2), clipped(5, color: Color(255, 0, 0, 140)),
                               clipped(8, color: Color(255, 0, 0, 140))].enumerated() {
                let a = try kept.pixels(of: frame(shade: 40, key: 1, trail: trail, finger: 40 + Double(n) * 6))
                let b = try plain.pixels(of: frame(shade: 40, key: nil, trail: trail, finger: 40 + Double(n) * 6))
                let same = a == b
                #expect(same, "frame \(n): identical pixels")
            }
            kept.draw(frame(shade: 40, key: 1, trail: clipped(10), finger: 40), scale: 1)
            kept.draw(frame(shade: 40, key: 1, trail: clipped(11), finger: 50), scale: 1)
            #expect(kept.lastFrame.geometryCalls == 2, "one run for the appended segment, one for the finger")
        }
    }

    @Test("a command reaching outside the prefix's bounds ends the retained run, and is drawn where it is")
    func outsideEndsTheRun() throws {
        let inside: [DrawCommand] = [.line(Point(20, 20), Point(60, 60), Color(255, 255, 255, 120), lineWidth: 2)]
        let outside: [DrawCommand] = [.line(Point(60, 60), Point(200, 60), Color(255, 255, 255, 120), lineWidth: 2)]
        #expect(RetainedLayers.runInside((inside + outside)[...], bounds: column) == 1)
        // Under a clip inside the bounds, anything goes; an unbalanced clip ends the run before it.
        let clipped: [DrawCommand] = [.pushClip(Rect(x: 5, y: 5, width: 100, height: 100))] + outside + [.popClip]
        #expect(RetainedLayers.runInside(clipped[...], bounds: column) == 3)
        #expect(RetainedLayers.runInside((inside + [.pushClip(column)] + inside)[...], bounds: column) == 1)
        try SDLRuntime.withLock {
            let kept = try DisplayListRenderer(size: size, scale: 1)
            let plain = try DisplayListRenderer(size: size, scale: 1)
            for trail in [inside, inside + outside, inside + outside + inside] {
                let a = try kept.pixels(of: frame(shade: 90, key: 3, trail: trail, finger: 70))
                let b = try plain.pixels(of: frame(shade: 90, key: nil, trail: trail, finger: 70))
                let same = a == b
                #expect(same)
            }
        }
    }
}

/// The window's frames during drags on real scenes: the renderer keeping
/// the device and the trail draws the same pixels as one drawing every
/// command of every frame.
@Suite(.serialized) struct WindowFramePixelTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("a drag and a second finger on nested-pans and feed: kept pixels equal fully drawn ones, frame by frame",
          arguments: ["nested-pans", "feed"])
    func dragFrames(scene: String) throws {
        let size = Size(width: 1280, height: 800)
        let inspector = Inspector(scenePath: Self.root.appendingPathComponent("Scenes/\(scene).yaml").path, size: size,
                                  workingDirectory: NSTemporaryDirectory())
        _ = inspector.handle(.resize(size))
        let start = inspector.layout.transform.point(Point(120, 300))
        try SDLRuntime.withLock {
            let kept = try DisplayListRenderer(size: size, scale: 1)
            let plain = try DisplayListRenderer(size: size, scale: 1)
            for frame in 0..<14 {
                _ = inspector.handle(.tick(seconds: Double(frame) / 60))
                let step = Double(frame % 8 < 4 ? frame % 4 : 4 - frame % 4)
                let at = Point(start.x + step * 9, start.y + Double(frame) * 4)
                switch frame {
                case 0, 9: _ = inspector.handle(.pointerDown(at, []))
                case 7: _ = inspector.handle(.pointerUp(at, []))
                default: _ = inspector.handle(.pointerMove(at, [], pressed: frame < 7 || frame > 9))
                }
                let list = inspector.render()
                #expect(list.cachedPrefix.map { $0.retainedEnd > $0.count } ?? false || frame == 8,
                        "frame \(frame): the trail and overlay are retained")
                var uncached = list
                uncached.cachedPrefix = nil
                kept.draw(list, scale: 1)
                plain.draw(uncached, scale: 1)
                let a = try RGBAImage(surface: kept.surface), b = try RGBAImage(surface: plain.surface)
                let same = a == b
                #expect(same, "\(scene) frame \(frame): identical pixels")
            }
        }
    }
}
