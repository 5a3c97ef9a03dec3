import TouchCore
import TouchScene

/// "Why not this view?" on the screen: the view a secondary click picked,
/// outlined in the colour of its answer, and a callout with the answer in
/// words (`WhyNot`, the same as `why --not`, issue 32.2), placed in the half
/// of the screen the view is not in, so it never hides the view it explains.
public enum WhyNotOverlay {
    static let textSize = 10.0

    public static func color(of kind: WhyNot.ViewAnswer.Kind) -> Color {
        switch kind {
        case .delivered, .throughSubview: return Palette.hitWinner
        case .skipped: return Palette.hitSkipped
        case .outside: return Palette.hitOutside
        case .covered, .notReached, .cancelled: return Palette.cancelled
        case .held: return Palette.waiting
        case .dropped: return Palette.failed
        }
    }

    /// The outline and the callout; `answer` nil: no touch yet to explain.
    public static func draw(view: ViewSnapshot, answer: WhyNot.ViewAnswer?, screen: Rect, transform: ScreenTransform) -> [DrawCommand] {
        var c = Canvas()
        let frame = transform.rect(view.frame)
        let color = answer.map { Self.color(of: $0.kind) } ?? Palette.selection
        c.clip(screen) { c in
            c.stroke(frame.insetBy(dx: -2, dy: -2), Palette.faded(color, 0.95), width: 3)
        }
        let title = answer.map { "why not \(view.name)? — \($0.touch)" } ?? "why not \(view.name)?"
        var body = answer?.words ?? "no touch yet: touch the screen (or play a scenario), then ask again"
        if let a = answer, let object = a.object, let property = a.property { body += " — to change: \(object).\(property)" }
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
