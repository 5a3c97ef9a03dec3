import TouchCore

/// An sRGB colour with alpha, 0–255 per channel.
public struct Color: Hashable, Sendable {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// The same colour with alpha `a`.
    public func withAlpha(_ a: UInt8) -> Color { Color(r, g, b, a) }
}

public enum TextAlignment: Hashable, Sendable {
    /// `origin.x` is the left edge of the text.
    case leading
    /// `origin.x` is the horizontal centre of the text.
    case center
    /// `origin.x` is the right edge of the text.
    case trailing
}

/// One drawing instruction, in window points (the backend scales for HiDPI).
/// Angles are radians, clockwise on screen from the +x axis.
public enum DrawCommand: Hashable, Sendable {
    case fillRect(Rect, Color)
    case strokeRect(Rect, Color, lineWidth: Double)
    case fillRoundedRect(Rect, radius: Double, Color)
    case line(Point, Point, Color, lineWidth: Double)
    case fillCircle(center: Point, radius: Double, Color)
    case strokeCircle(center: Point, radius: Double, Color, lineWidth: Double)
    case arc(center: Point, radius: Double, from: Double, to: Double, Color, lineWidth: Double)
    case fillPolygon([Point], Color)
    /// One line of text in the monospaced font (`TextMetrics`); `origin.y` is the top of the line box.
    case text(String, origin: Point, size: Double, Color, alignment: TextAlignment)
    /// Restricts later commands to `rect` (intersected with any enclosing clip) until the matching `popClip`.
    case pushClip(Rect)
    case popClip
}

/// What one frame (or one exported picture) draws: computed by TouchViz
/// from the trace and a scene snapshot, drawn by TouchSDL, compared by tests.
public struct DisplayList: Hashable, Sendable {
    public var size: Size
    public var background: Color
    public var commands: [DrawCommand]
    /// The first commands that a renderer may keep as pixels and reuse
    /// while `key` stays the same (the device and its 2,000 views do not
    /// change while a finger drags over them); nil: none.
    public var cachedPrefix: CachedPrefix?

    /// Commands `0..<count` depend only on `key` and draw only inside
    /// `bounds`, where nothing but the background lies under them: drawn
    /// once into a texture over the background, they are copied back
    /// pixel for pixel.
    ///
    /// Commands `count..<retainedEnd` come next, also inside `bounds`, but
    /// may change from one frame to the next without a key: the renderer
    /// compares them with the ones it drew last frame and keeps the pixels
    /// of the run they start with (a finger's trail only grows, by
    /// appending segments), drawing only what follows it. A command that
    /// would draw outside `bounds` ends the run; the rest are drawn as usual.
    public struct CachedPrefix: Hashable, Sendable {
        public var key: Int
        public var count: Int
        public var bounds: Rect
        public var retainedEnd: Int

        public init(key: Int, count: Int, bounds: Rect, retainedEnd: Int? = nil) {
            self.key = key
            self.count = count
            self.bounds = bounds
            self.retainedEnd = max(count, retainedEnd ?? count)
        }
    }

    public init(size: Size, background: Color, commands: [DrawCommand] = []) {
        self.size = size
        self.background = background
        self.commands = commands
    }

    public mutating func append(_ command: DrawCommand) { commands.append(command) }
}

/// Metrics of the one font every display list uses, DejaVu Sans Mono
/// (Debian's fonts-dejavu-core), so layout needs no font at hand.
public enum TextMetrics {
    /// Advance of one character, in em.
    public static let advance = 0.6021
    /// Height of a line box, in em.
    public static let lineHeight = 1.1641

    public static func width(of text: String, size: Double) -> Double {
        Double(columns(of: text)) * advance * size
    }

    /// Columns `text` takes: one a character, two for a wide (East Asian)
    /// one, drawn from the CJK fallback font in a cell of two columns
    /// (issue 32 point 8), so imported screens named in Chinese or Japanese
    /// keep the layout's widths.
    public static func columns(of text: String) -> Int {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.count }
        var n = 0
        for c in text { n += isWide(c) ? 2 : 1 }
        return n
    }

    /// Whether `c` takes two columns (Unicode East Asian Wide and Fullwidth).
    public static func isWide(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value, v >= 0x1100 else { return false }
        switch v {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
