import Foundation
import Testing
import TouchCore
import TouchSDL
import TouchViz

/// Pictures drawn with SDL's software renderer and checked pixel by pixel.
@Suite(.serialized) struct OffscreenRendererTests {
    let white = Color(255, 255, 255), red = Color(255, 59, 48), blue = Color(0, 122, 255)

    func list(_ commands: [DrawCommand], size: Size = Size(width: 200, height: 100)) -> DisplayList {
        DisplayList(size: size, background: white, commands: commands)
    }

    func close(_ a: Color, _ b: Color, tolerance: Int = 8) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance && abs(Int(a.b) - Int(b.b)) <= tolerance
    }

    @Test("a filled rect is its colour inside and the background outside")
    func fillRect() throws {
        let image = try OffscreenRenderer.image(list([.fillRect(Rect(x: 20, y: 20, width: 60, height: 40), red)]))
        #expect(image.width == 200 && image.height == 100)
        #expect(close(image[50, 40], red))
        #expect(close(image[10, 10], white) && close(image[150, 80], white))
    }

    @Test("HiDPI: scale 2 doubles the pixels and keeps the picture")
    func scale() throws {
        let image = try OffscreenRenderer.image(list([.fillRect(Rect(x: 20, y: 20, width: 60, height: 40), red)]), scale: 2)
        #expect(image.width == 400 && image.height == 200)
        #expect(close(image[100, 80], red) && close(image[30, 30], white))
    }

    @Test("a circle fills its centre and leaves its bounding box's corner")
    func circle() throws {
        let image = try OffscreenRenderer.image(list([.fillCircle(center: Point(100, 50), radius: 30, blue)]))
        #expect(close(image[100, 50], blue))
        #expect(close(image[73, 24], white))
    }

    @Test("text draws dark pixels inside its line box and none outside")
    func text() throws {
        let image = try OffscreenRenderer.image(list([.text("Hello", origin: Point(10, 10), size: 20, Color(0, 0, 0), alignment: .leading)]))
        let width = Int(TextMetrics.width(of: "Hello", size: 20))
        var dark = 0, outside = 0
        for y in 0..<100 {
            for x in 0..<200 where image[x, y].r < 128 {
                if x >= 10 && x <= 10 + width && y >= 10 && y <= 10 + 24 { dark += 1 } else { outside += 1 }
            }
        }
        #expect(dark > 30 && outside == 0)
    }

    @Test("issue 32.8: Chinese and Japanese draw as their glyphs (not the same empty boxes), two columns each, inside their line box")
    func cjkText() throws {
        func ink(_ s: String) throws -> [Bool] {
            let image = try OffscreenRenderer.image(list([.text(s, origin: Point(10, 10), size: 20, Color(0, 0, 0), alignment: .leading)]))
            var out: [Bool] = []
            for y in 0..<100 { for x in 0..<200 { out.append(image[x, y].r < 128) } }
            return out
        }
        let a = try ink("设置"), b = try ink("保存"), kana = try ink("ボタン")
        let width = Int(TextMetrics.width(of: "设置", size: 20))
        #expect(TextMetrics.columns(of: "设置") == 4 && TextMetrics.columns(of: "ab设") == 4)
        #expect(a != b, "different characters draw differently (missing glyphs would all be the same box)")
        #expect(a.filter { $0 }.count > 60 && kana.filter { $0 }.count > 60, "the glyphs have ink")
        var outside = 0
        for (i, dark) in a.enumerated() where dark {
            let x = i % 200, y = i / 200
            if !(x >= 8 && x <= 12 + width && y >= 6 && y <= 10 + 26) { outside += 1 }
        }
        #expect(outside == 0, "the glyphs stay in the two-column cells")
    }

    @Test("a clip keeps drawing inside it")
    func clip() throws {
        let image = try OffscreenRenderer.image(list([
            .pushClip(Rect(x: 0, y: 0, width: 100, height: 100)),
            .fillRect(Rect(x: 50, y: 10, width: 100, height: 50), red),
            .popClip,
        ]))
        #expect(close(image[75, 30], red) && close(image[125, 30], white))
    }

    @Test("an unwritable path is a typed error that says why, never a crash")
    func unwritable() {
        #expect(throws: TouchSDLError.self) {
            try OffscreenRenderer.png(list([]), path: "/nonexistent-folder/x.png")
        }
    }

    @Test("issue 33: a picture is saved like every file: a read-only target or a FIFO is refused with why, and the file is kept")
    func safeSave() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("touchsdl-save-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let readOnly = dir.appendingPathComponent("old.png").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: readOnly))
        chmod(readOnly, 0o444)
        #expect { try OffscreenRenderer.png(list([]), path: readOnly) } throws: { "\($0)".contains("read-only") }
        #expect(FileManager.default.contents(atPath: readOnly) == Data("old".utf8))
        let fifo = dir.appendingPathComponent("pipe.png").path
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect { try OffscreenRenderer.png(list([]), path: fifo) } throws: { "\($0)".contains("not a regular file") }
        let fresh = dir.appendingPathComponent("new.png").path
        try OffscreenRenderer.png(list([]), path: fresh)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["new.png", "old.png", "pipe.png"],
                "no scratch file left beside the picture")
    }

    @Test("a PNG written to disk loads back with the same pixels")
    func roundTrip() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("touchsdl-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let picture = list([.fillRoundedRect(Rect(x: 10, y: 10, width: 180, height: 80), radius: 12, blue),
                            .text("TouchScope", origin: Point(100, 38), size: 18, white, alignment: .center),
                            .line(Point(10, 95), Point(190, 95), red, lineWidth: 2),
                            .arc(center: Point(30, 50), radius: 12, from: 0, to: 4, red, lineWidth: 3)])
        try OffscreenRenderer.png(picture, path: path, scale: 2)
        let loaded = try RGBAImage.load(png: path)
        #expect(loaded == (try OffscreenRenderer.image(picture, scale: 2)))
    }

    @Test("pictures are opaque: antialiased and translucent shapes do not leave see-through pixels")
    func opaque() throws {
        let image = try OffscreenRenderer.image(list([
            .fillCircle(center: Point(60, 50), radius: 30, blue),
            .fillRoundedRect(Rect(x: 110, y: 20, width: 70, height: 60), radius: 10, red.withAlpha(120)),
            .line(Point(0, 0), Point(200, 100), blue, lineWidth: 1.5),
        ]))
        var lowest: UInt8 = 255
        for y in 0..<image.height { for x in 0..<image.width { lowest = min(lowest, image[x, y].a) } }
        #expect(lowest == 255)
    }
}
