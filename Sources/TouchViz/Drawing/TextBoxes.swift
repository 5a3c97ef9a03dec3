import TouchCore

/// The text of a display list as boxes, and what is wrong with where they
/// sit: two boxes that overlap, a box cut by its clip, by the surface
/// (panel, bar, pill, legend) it is drawn on, or by the window. The layout
/// test runs it over every scene; it reads only the display list and the
/// font metrics (`TextMetrics`), so any panel added later is checked too.
public struct TextBoxes {
    /// One text command: its string and line box in window points.
    public struct Box: Hashable, Sendable {
        public var text: String
        public var rect: Rect
        /// The part of `rect` inside the clip in force when it was drawn.
        public var visible: Rect
        /// The command's position in the display list.
        public var order: Int
    }

    /// An opaque filled rectangle: a panel, a bar, a pill, a legend's background.
    struct Surface {
        var rect: Rect
        var order: Int
    }

    public private(set) var boxes: [Box] = []
    private var surfaces: [Surface] = []
    public let size: Size

    /// Points two boxes may share, or a box may pass its edge, without a
    /// reader noticing: the line box's leading is wider than the glyphs.
    public static let tolerance = 1.0

    /// Alpha from which a fill hides what is under it.
    static let opaque: UInt8 = 230

    public init(_ list: DisplayList) {
        size = list.size
        var clips: [Rect] = [Rect(origin: .zero, size: list.size)]
        for (order, command) in list.commands.enumerated() {
            switch command {
            case .pushClip(let r):
                clips.append(clips.last!.intersection(r) ?? Rect(x: r.minX, y: r.minY, width: 0, height: 0))
            case .popClip:
                if clips.count > 1 { clips.removeLast() }
            case .fillRect(let r, let c), .fillRoundedRect(let r, _, let c):
                if c.a >= Self.opaque, let v = r.intersection(clips.last!) { surfaces.append(Surface(rect: v, order: order)) }
            case .fillCircle(let center, let radius, let c):
                // A disc hides at least its inscribed square (a finger, a badge).
                let half = radius * 0.7071
                if c.a >= Self.opaque, let v = Rect(x: center.x - half, y: center.y - half, width: 2 * half, height: 2 * half)
                    .intersection(clips.last!) { surfaces.append(Surface(rect: v, order: order)) }
            case .text(let s, _, _, _, _):
                let rect = TextMetrics.box(of: command)!
                guard let visible = rect.intersection(clips.last!), visible.width > Self.tolerance,
                      visible.height > Self.tolerance else { continue }  // wholly clipped away: not shown
                boxes.append(Box(text: s, rect: rect, visible: visible, order: order))
            default:
                break
            }
        }
    }

    /// Everything wrong, one line each, or none.
    public func problems() -> [String] {
        var out: [String] = []
        let window = Rect(origin: .zero, size: size)
        let t = Self.tolerance
        for box in boxes {
            if !Self.inside(box.rect, window, t) {
                out.append("cut by the window: \(Self.describe(box))")
            } else if !Self.inside(box.rect, box.visible, t) {
                out.append("cut by its clip \(Self.describe(box.visible)): \(Self.describe(box))")
            } else if let surface = surface(under: box), !Self.inside(box.rect, surface.rect, t) {
                out.append("runs out of the surface it is drawn on \(Self.describe(surface.rect)): \(Self.describe(box))")
            }
        }
        for (i, a) in boxes.enumerated() {
            for b in boxes[(i + 1)...] {
                guard let shared = a.visible.intersection(b.visible), shared.width > t, shared.height > t else { continue }
                // A later opaque fill under `b` hides `a` there: `b` is drawn on its own background.
                if surfaces.contains(where: { $0.order > a.order && $0.order < b.order && Self.inside(shared, $0.rect, 0) }) { continue }
                out.append("overlap: \(Self.describe(a)) and \(Self.describe(b))")
            }
        }
        return out
    }

    /// The last opaque fill drawn before `box` under the start of its line.
    private func surface(under box: Box) -> Surface? {
        let probe = Point(x: box.rect.minX + min(2, box.rect.width / 2), y: box.rect.midY)
        return surfaces.last { $0.order < box.order && $0.rect.contains(probe) }
    }

    static func inside(_ r: Rect, _ outer: Rect, _ t: Double) -> Bool {
        r.minX >= outer.minX - t && r.maxX <= outer.maxX + t && r.minY >= outer.minY - t && r.maxY <= outer.maxY + t
    }

    static func describe(_ r: Rect) -> String {
        "[\(TextFit.number(r.minX)), \(TextFit.number(r.minY)), \(TextFit.number(r.width))×\(TextFit.number(r.height))]"
    }

    static func describe(_ b: Box) -> String { "\"\(b.text)\" \(describe(b.rect))" }
}
