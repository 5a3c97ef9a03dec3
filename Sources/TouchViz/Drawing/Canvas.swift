import Foundation
import TouchCore

/// Collects draw commands with the small shapes every panel uses (labels
/// on pills, numbered badges, arrows), so that panels speak in shapes and
/// not in coordinates.
public struct Canvas {
    public var commands: [DrawCommand] = []

    public init() {}

    public mutating func fill(_ r: Rect, _ c: Color) { commands.append(.fillRect(r, c)) }

    public mutating func stroke(_ r: Rect, _ c: Color, width: Double = 1) { commands.append(.strokeRect(r, c, lineWidth: width)) }

    public mutating func round(_ r: Rect, radius: Double, _ c: Color) { commands.append(.fillRoundedRect(r, radius: radius, c)) }

    public mutating func line(_ a: Point, _ b: Point, _ c: Color, width: Double = 1) { commands.append(.line(a, b, c, lineWidth: width)) }

    public mutating func polyline(_ points: [Point], _ c: Color, width: Double = 1) {
        for i in points.indices.dropFirst() { line(points[i - 1], points[i], c, width: width) }
    }

    public mutating func circle(_ center: Point, _ radius: Double, _ c: Color) {
        commands.append(.fillCircle(center: center, radius: radius, c))
    }

    public mutating func ring(_ center: Point, _ radius: Double, _ c: Color, width: Double = 1) {
        commands.append(.strokeCircle(center: center, radius: radius, c, lineWidth: width))
    }

    public mutating func arc(_ center: Point, _ radius: Double, from a0: Double, to a1: Double, _ c: Color, width: Double) {
        commands.append(.arc(center: center, radius: radius, from: a0, to: a1, c, lineWidth: width))
    }

    public mutating func polygon(_ points: [Point], _ c: Color) { commands.append(.fillPolygon(points, c)) }

    public mutating func text(_ s: String, _ origin: Point, size: Double = Palette.bodySize, _ c: Color = Palette.text,
                              align: TextAlignment = .leading) {
        guard !s.isEmpty else { return }
        commands.append(.text(s, origin: origin, size: size, c, alignment: align))
    }

    /// Text vertically centred on `y`.
    public mutating func text(_ s: String, x: Double, centerY y: Double, size: Double = Palette.bodySize,
                              _ c: Color = Palette.text, align: TextAlignment = .leading) {
        text(s, Point(x, y - TextMetrics.lineHeight * size / 2), size: size, c, align: align)
    }

    public mutating func clip(_ r: Rect, _ body: (inout Canvas) -> Void) {
        commands.append(.pushClip(r))
        body(&self)
        commands.append(.popClip)
    }

    public mutating func append(contentsOf other: [DrawCommand]) { commands.append(contentsOf: other) }

    // MARK: Composite shapes

    /// A line from `a` to `b` ending in a filled arrowhead at `b`.
    public mutating func arrow(_ a: Point, _ b: Point, _ c: Color, width: Double = 1.5, head: Double = 6) {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0.01 else { return }
        let ux = dx / length, uy = dy / length
        let base = Point(b.x - ux * head, b.y - uy * head)
        line(a, base, c, width: width)
        polygon([b, Point(base.x - uy * head * 0.5, base.y + ux * head * 0.5),
                 Point(base.x + uy * head * 0.5, base.y - ux * head * 0.5)], c)
    }

    /// Text on a rounded pill; returns the pill's rectangle.
    @discardableResult
    public mutating func pill(_ s: String, _ origin: Point, size: Double = Palette.smallSize, fill: Color,
                              textColor: Color? = nil, align: TextAlignment = .leading) -> Rect {
        let w = TextMetrics.width(of: s, size: size) + size * 0.9
        let h = TextMetrics.lineHeight * size + 2
        let x: Double
        switch align {
        case .leading: x = origin.x
        case .center: x = origin.x - w / 2
        case .trailing: x = origin.x - w
        }
        let r = Rect(x: x, y: origin.y, width: w, height: h)
        round(r, radius: h / 2, fill)
        text(s, Point(r.midX, r.minY + 1), size: size, textColor ?? Palette.textColor(on: fill), align: .center)
        return r
    }

    /// A numbered disc (the hit-test order, a finger's tap count).
    public mutating func badge(_ label: String, _ center: Point, radius: Double, fill: Color, textColor: Color? = nil) {
        circle(center, radius, fill)
        let size = min(radius * 1.25, radius * 2.6 / max(1, Double(label.count)) / TextMetrics.advance * 0.62)
        text(label, x: center.x, centerY: center.y, size: size, textColor ?? Palette.textColor(on: fill), align: .center)
    }

    /// A pause symbol (two bars) or play symbol (a triangle) in `r`.
    public mutating func transportGlyph(playing: Bool, in r: Rect, _ c: Color) {
        if playing {
            fill(Rect(x: r.minX + r.width * 0.2, y: r.minY, width: r.width * 0.22, height: r.height), c)
            fill(Rect(x: r.minX + r.width * 0.58, y: r.minY, width: r.width * 0.22, height: r.height), c)
        } else {
            polygon([Point(r.minX + r.width * 0.2, r.minY), Point(r.maxX, r.midY), Point(r.minX + r.width * 0.2, r.maxY)], c)
        }
    }
}

/// Fitting text into space, in the one monospaced font.
public enum TextFit {
    /// How many characters of size `size` fit in `width` points: 0 to
    /// 1,000,000 (no text is longer), whatever the width (a frame of width
    /// 1e20 or infinity, a NaN) — converting such a width to `Int` would trap.
    public static func capacity(_ width: Double, size: Double) -> Int {
        let n = (width / (TextMetrics.advance * size)).rounded(.down)
        guard n > 0 else { return 0 }  // also NaN
        return n >= 1_000_000 ? 1_000_000 : Int(n)
    }

    /// `s` whole if it fits in `width`, else cut with an ellipsis; nil when
    /// not even two characters and the ellipsis fit.
    public static func truncated(_ s: String, width: Double, size: Double) -> String? {
        let n = capacity(width, size: size)
        let columns = TextMetrics.columns(of: s)
        if columns <= n { return s }
        guard n >= 3 else { return nil }
        if columns == s.count { return String(s.prefix(n - 1)) + "…" }
        // Wide characters take two columns: as many characters as fit in n - 1 columns.
        var out = "", used = 0
        for c in s {
            let w = TextMetrics.isWide(c) ? 2 : 1
            if used + w > n - 1 { break }
            out.append(c)
            used += w
        }
        return out + "…"
    }

    /// `s` broken into lines of at most `width` points, at spaces where it
    /// can, hard-cut where a word is longer than a line.
    public static func wrapped(_ s: String, width: Double, size: Double) -> [String] {
        let n = max(8, capacity(width, size: size))
        var lines: [String] = []
        var current = ""
        for word in s.split(separator: " ", omittingEmptySubsequences: false) {
            var w = String(word)
            while w.count > n {
                if !current.isEmpty { lines.append(current); current = "" }
                lines.append(String(w.prefix(n)))
                w = String(w.dropFirst(n))
            }
            if current.isEmpty {
                current = w
            } else if current.count + 1 + w.count <= n {
                current += " " + w
            } else {
                lines.append(current)
                current = w
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// A duration or instant in seconds as people read it: "0.080 s", "1.25 s", "12 s".
    public static func seconds(_ s: Double) -> String {
        let a = abs(s)
        if a < 10 { return String(format: "%.3f s", s) }
        if a < 100 { return String(format: "%.2f s", s) }
        return String(format: "%.0f s", s)
    }

    /// A number with at most `digits` decimals and no trailing zeros.
    public static func number(_ d: Double, digits: Int = 1) -> String {
        var s = String(format: "%.\(digits)f", d)
        if s.contains(".") {
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
        }
        return s == "-0" ? "0" : s
    }
}
