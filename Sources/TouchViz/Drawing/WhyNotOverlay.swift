import TouchCore

/// "Why not this view?" on the screen: the view a secondary click picked,
/// outlined in the colour of its verdict, and a callout with the verdict in
/// words, placed in the half of the screen the view is not in, so it never
/// hides the view it explains.
public enum WhyNotOverlay {
    static let textSize = 10.0

    public static func color(of reason: HitTestVerdict.Reason) -> Color {
        switch reason {
        case .hitView, .containsHitView: return Palette.hitWinner
        case .skipped, .superviewSkipped: return Palette.hitSkipped
        case .outside, .superviewOutside, .outsideNotAsked: return Palette.hitOutside
        case .coveredBy, .windowNotReached: return Palette.cancelled
        }
    }

    /// The outline and the callout; `verdict` nil: no touch yet to explain.
    public static func draw(view: ViewSnapshot, verdict: HitTestVerdict?, screen: Rect, transform: ScreenTransform) -> [DrawCommand] {
        var c = Canvas()
        let frame = transform.rect(view.frame)
        let color = verdict.map { v -> Color in
            switch v.delivery {
            case .delivered: return Self.color(of: v.reason)
            case .held: return Palette.waiting
            case .dropped: return Palette.failed
            case .cancelled: return Palette.cancelled
            }
        } ?? Palette.selection
        c.clip(screen) { c in
            c.stroke(frame.insetBy(dx: -2, dy: -2), Palette.faded(color, 0.95), width: 3)
        }
        let title = verdict.map { "why not \(view.name)? — \($0.touch)" } ?? "why not \(view.name)?"
        let body = verdict?.text ?? "no touch yet: touch the screen (or play a scenario), then ask again"
        let width = min(screen.width - 16, 320)
        let lines = TextFit.wrapped(body, width: width - 20, size: textSize)
        let line = TextMetrics.lineHeight * textSize + 2
        let height = Double(lines.count) * line + 34
        // The half of the screen the view's centre is not in.
        let top = frame.midY > screen.midY
        let box = Rect(x: screen.minX + (screen.width - width) / 2, y: top ? screen.minY + 8 : screen.maxY - 8 - height,
                       width: width, height: height)
        c.round(box, radius: 8, Color(0x1C, 0x1C, 0x1E, 238))
        c.stroke(box, color, width: 1.5)
        c.text(TextFit.truncated(title, width: width - 20, size: Palette.bodySize) ?? "", Point(box.minX + 10, box.minY + 8),
               size: Palette.bodySize, color)
        for (i, text) in lines.enumerated() {
            c.text(text, Point(box.minX + 10, box.minY + 26 + Double(i) * line), size: textSize, Palette.text)
        }
        return c.commands
    }
}
