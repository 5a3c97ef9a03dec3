import TouchCore

/// The hit-test walk (rules H1–H2) drawn on the screen: every view the
/// walk entered, numbered in the order it entered them, outlined by what it
/// found there (inside: light blue, outside: grey, skipped at once: red,
/// with the reason), the hit-test view outlined in yellow, and a legend
/// that reads the walk top to bottom.
public enum HitTestOverlay {
    /// The walk recorded for the latest touch at the cursor.
    public static func path(_ m: MomentContext) -> HitTestPath? {
        guard let touch = m.index.touches.last(where: { $0.exists(at: m.cursor) }), !touch.hitTest.isEmpty else { return nil }
        return HitTestPath(touch: touch)
    }

    public static func color(of outcome: HitTestPath.Outcome) -> Color {
        switch outcome {
        case .inside: return Palette.hitInside
        case .outside: return Palette.hitOutside
        case .skipped: return Palette.hitSkipped
        }
    }

    /// The outlines, the numbered badges and the touch point, on the screen.
    public static func draw(_ path: HitTestPath, snapshot: SceneSnapshot, transform: ScreenTransform) -> [DrawCommand] {
        var canvas = Canvas()
        var badges: [Point] = []
        let radius = 8.0
        let (_, screen, corner) = ScreenDrawing.deviceRects(screen: snapshot.screen, transform: transform)
        canvas.commands.append(.pushClip(screen))
        for visit in path.visits {
            guard let view = snapshot.view(named: visit.name) else { continue }
            let frame = transform.rect(view.frame)
            let isWinner = visit.name == path.winner
            let color = isWinner ? Palette.hitWinner : color(of: visit.outcome)
            if !isWinner { canvas.stroke(frame, Palette.faded(color, 0.9), width: visit.outcome == .outside ? 1 : 2) }
            // The badge sits in the top-right corner (the name is in the top-left);
            // one already there pushes it to the left.
            var at = Point(min(frame.maxX, screen.maxX) - radius - 2, max(frame.minY, screen.minY) + radius + 2)
            if at.y < screen.minY + corner * 0.6 { at.x = min(at.x, screen.maxX - corner * 0.8 - radius) }
            while badges.contains(where: { $0.distance(to: at) < radius * 2 + 1 }) { at.x -= radius * 2 + 2 }
            badges.append(at)
            canvas.badge(String(visit.order), at, radius: radius, fill: color)
            if case .skipped(let reason) = visit.outcome {
                canvas.pill("skipped: " + reason, Point(at.x - radius - 3, at.y - 7), size: Palette.smallSize, fill: color,
                            align: .trailing)
            } else if visit.outcome == .outside && frame.width > 140 {
                canvas.text("outside", Point(at.x - radius - 3, at.y - 6), size: Palette.smallSize, Palette.darker(color, by: 0.3),
                            align: .trailing)
            }
        }
        canvas.commands.append(.popClip)
        if let winner = path.winner, let view = snapshot.view(named: winner) {
            let frame = transform.rect(view.frame)
            canvas.stroke(frame.insetBy(dx: -1.5, dy: -1.5), Color(0, 0, 0, 120), width: 5)
            canvas.stroke(frame.insetBy(dx: -1.5, dy: -1.5), Palette.hitWinner, width: 3)
            let tag = "hit-test view: " + winner
            let tagY = frame.maxY + 3 + 14 < transform.rect(Rect(origin: .zero, size: snapshot.screen)).maxY ? frame.maxY + 3 : frame.minY - 17
            canvas.pill(tag, Point(frame.minX, tagY), size: Palette.bodySize * 0.9, fill: Palette.hitWinner)
        }
        crosshair(transform.point(path.point), &canvas)
        return canvas.commands
    }

    /// The walk as text beside the screen: "1 Main inside", ..., "→ D".
    /// `top`: the box hangs from the top of `area` instead of standing on its bottom.
    public static func legend(_ path: HitTestPath, title: String, in area: Rect, top: Bool = false) -> [DrawCommand] {
        var canvas = Canvas()
        let line = TextMetrics.lineHeight * Palette.smallSize + 2
        let rows = path.visits.count + 2
        let height = min(area.height, Double(rows) * line + 8)
        let box = Rect(x: area.minX, y: top ? area.minY : area.maxY - height, width: area.width, height: height)
        canvas.round(box, radius: 6, Color(0x1C, 0x1C, 0x1E, 225))
        var y = box.minY + 4
        canvas.text(title + (path.passes > 1 ? "  (\(path.passes) passes, H4)" : ""), Point(box.minX + 6, y), size: Palette.smallSize,
                    Palette.text)
        y += line
        let capacity = Int((box.maxY - y - line) / line)
        for (k, visit) in path.visits.enumerated() {
            if k >= capacity - 1 && path.visits.count > capacity {
                canvas.text("… \(path.visits.count - k) more", Point(box.minX + 6, y), size: Palette.smallSize, Palette.secondaryText)
                y += line
                break
            }
            let winner = visit.name == path.winner
            let color = winner ? Palette.hitWinner : color(of: visit.outcome)
            let indent = 0.0
            canvas.badge(String(visit.order), Point(box.minX + 12 + indent, y + line / 2 - 1), radius: 6, fill: color)
            let what: String
            switch visit.outcome {
            case .inside: what = winner ? "inside → hit-test view" : "inside"
            case .outside: what = "outside"
            case .skipped(let reason): what = "skipped: " + reason
            }
            canvas.text("\(visit.name)  \(what)", Point(box.minX + 22 + indent, y), size: Palette.smallSize, color)
            y += line
        }
        canvas.text("→ " + (path.winner ?? "no view: the touch goes nowhere"), Point(box.minX + 6, y), size: Palette.smallSize,
                    Palette.hitWinner)
        return canvas.commands
    }

    /// The hover preview: the view a touch would land on at the pointer, and the chain above it.
    public static func hover(_ path: HitTestPath, snapshot: SceneSnapshot, transform: ScreenTransform, pointer: Point) -> [DrawCommand] {
        var canvas = Canvas()
        if let winner = path.winner, let view = snapshot.view(named: winner) {
            canvas.stroke(transform.rect(view.frame), Palette.faded(Palette.hitWinner, 0.9), width: 2)
        }
        let chain = path.chain
        let text = path.winner.map { "touch here → \($0)" + (chain.count > 1 ? "  (" + chain.joined(separator: " › ") + ")" : "") }
            ?? "touch here → no view"
        // Kept on the screen: to the right of the pointer, or to its left near the right edge.
        let screen = transform.rect(Rect(origin: .zero, size: snapshot.screen))
        let fitted = TextFit.truncated(text, width: max(60, screen.width - 16), size: Palette.smallSize) ?? text
        let width = TextMetrics.width(of: fitted, size: Palette.smallSize) + Palette.smallSize * 0.9
        let x = min(pointer.x + 14, max(screen.minX + 4, screen.maxX - 4 - width))
        canvas.pill(fitted, Point(x, pointer.y + 14), size: Palette.smallSize, fill: Color(0x1C, 0x1C, 0x1E, 220),
                    textColor: Palette.hitWinner)
        return canvas.commands
    }

    private static func crosshair(_ p: Point, _ c: inout Canvas) {
        c.line(Point(p.x - 9, p.y), Point(p.x + 9, p.y), Color(0, 0, 0, 160), width: 3)
        c.line(Point(p.x, p.y - 9), Point(p.x, p.y + 9), Color(0, 0, 0, 160), width: 3)
        c.line(Point(p.x - 8, p.y), Point(p.x + 8, p.y), Palette.hitWinner, width: 1.5)
        c.line(Point(p.x, p.y - 8), Point(p.x, p.y + 8), Palette.hitWinner, width: 1.5)
    }
}
