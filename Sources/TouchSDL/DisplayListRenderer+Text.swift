import CSDL2
import TouchCore
import TouchViz

extension DisplayListRenderer {
    /// Draws one line of text: `origin.y` is the top of the line box, and
    /// `origin.x` the leading edge, centre or trailing edge of the width
    /// `TextMetrics` gives (which the subpixel-positioned font matches).
    func text(_ string: String, origin: Point, size: Double, _ color: Color, _ alignment: TextAlignment,
              _ stats: inout FrameStatistics) {
        guard color.a > 0, size > 0, !string.isEmpty else { return }
        let key = TextCache.Key(text: string, quarterPixels: FontLibrary.quarterPixels(size: size, scale: scale), color: color)
        guard let entry = try? textCache.texture(for: key, renderer: renderer, fonts: fonts),
              let texture = entry.texture else { return }
        let width = TextMetrics.width(of: string, size: size)
        let left: Double
        switch alignment {
        case .leading: left = origin.x
        case .center: left = origin.x - width / 2
        case .trailing: left = origin.x - width
        }
        var dst = SDL_Rect(x: Self.pixel(left * scale), y: Self.pixel(origin.y * scale), w: entry.width, h: entry.height)
        SDL_RenderCopy(renderer, texture, nil, &dst)
        stats.textDraws += 1
    }

    /// Where a command draws, in points (before scaling), or nil if nowhere.
    static func bounds(of command: DrawCommand) -> Rect? {
        func box(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) -> Rect {
            Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        switch command {
        case .fillRect(let r, _), .fillRoundedRect(let r, _, _):
            return box(min(r.minX, r.maxX), min(r.minY, r.maxY), max(r.minX, r.maxX), max(r.minY, r.maxY))
        case .strokeRect(let r, _, let w):
            return box(min(r.minX, r.maxX) - w, min(r.minY, r.maxY) - w, max(r.minX, r.maxX) + w, max(r.minY, r.maxY) + w)
        case .line(let a, let b, _, let w):
            return box(min(a.x, b.x) - w, min(a.y, b.y) - w, max(a.x, b.x) + w, max(a.y, b.y) + w)
        case .fillCircle(let c, let r, _):
            return box(c.x - r, c.y - r, c.x + r, c.y + r)
        case .strokeCircle(let c, let r, _, let w), .arc(let c, let r, _, _, _, let w):
            let e = r + w
            return box(c.x - e, c.y - e, c.x + e, c.y + e)
        case .fillPolygon(let points, _):
            guard let first = points.first else { return nil }
            var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
            for p in points {
                x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
            }
            return box(x0, y0, x1, y1)
        case .text(let string, let origin, let size, _, let alignment):
            let width = TextMetrics.width(of: string, size: size)
            let left = alignment == .leading ? origin.x : alignment == .center ? origin.x - width / 2 : origin.x - width
            // A little slack for glyphs that overhang their advance (italics, accents).
            return box(left - size * 0.25, origin.y, left + width + size * 0.25, origin.y + TextMetrics.lineHeight * size)
        case .pushClip, .popClip:
            return nil
        }
    }
}
