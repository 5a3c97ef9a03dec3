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
    /// Badges and tags go where `space` (the texts already on the screen)
    /// has room: a badge in its view's top-right corner or further left
    /// along the top edge, or one row lower; its "outside" or "skipped" tag
    /// to its left when that is free; left out otherwise (the legend lists
    /// every visit). What is placed is added to `space`.
    public static func draw(_ path: HitTestPath, snapshot: SceneSnapshot, transform: ScreenTransform,
                            space: inout LabelSpace) -> [DrawCommand] {
        var canvas = Canvas()
        let radius = 8.0
        let (_, screen, corner) = ScreenDrawing.deviceRects(screen: snapshot.screen, transform: transform)
        canvas.commands.append(.pushClip(screen))
        for visit in path.visits {
            guard let view = snapshot.view(visit.key) else { continue }
            let frame = transform.rect(view.frame)
            let isWinner = visit.key == path.winnerKey
            let color = isWinner ? Palette.hitWinner : color(of: visit.outcome)
            if !isWinner { canvas.stroke(frame, Palette.faded(color, 0.9), width: visit.outcome == .outside ? 1 : 2) }
            guard let visible = frame.intersection(screen) else { continue }
            var candidates: [Rect] = []
            for row in 0..<2 {
                var x = visible.maxX - 2 * radius - 2
                let y = visible.minY + 2 + Double(row) * (2 * radius + 2)
                while x >= visible.minX + 2 && candidates.count < 24 * (row + 1) {
                    // Out of the screen's rounded corners.
                    if !(y < screen.minY + corner * 0.6 && (x + 2 * radius > screen.maxX - corner * 0.8 || x < screen.minX + corner * 0.8)) {
                        candidates.append(Rect(x: x, y: y, width: 2 * radius, height: 2 * radius))
                    }
                    x -= 2 * radius + 2
                }
            }
            guard let spot = space.firstFree(candidates.filter { $0.maxY <= visible.maxY + 0.5 }) else { continue }
            space.take(spot)
            let at = spot.center
            canvas.badge(String(visit.order), at, radius: radius, fill: color)
            let tagSize = Palette.smallSize
            if case .skipped(let reason) = visit.outcome {
                let text = "skipped: " + reason
                let w = TextMetrics.width(of: text, size: tagSize) + tagSize * 0.9
                let r = Rect(x: at.x - radius - 3 - w, y: at.y - 7, width: w, height: TextMetrics.lineHeight * tagSize + 2)
                if TextBoxes.inside(r, visible, 0), space.isFree(r) {
                    canvas.pill(text, r.origin, size: tagSize, fill: color)
                    space.take(r)
                }
            } else if visit.outcome == .outside && frame.width > 140 {
                // On a light tag of its own: it may straddle two views' fills.
                let w = TextMetrics.width(of: "outside", size: tagSize) + tagSize * 0.9
                let r = Rect(x: at.x - radius - 3 - w, y: at.y - 7, width: w, height: TextMetrics.lineHeight * tagSize + 2)
                if TextBoxes.inside(r, visible, 0), space.isFree(r) {
                    canvas.pill("outside", r.origin, size: tagSize, fill: Color(0xF2, 0xF2, 0xF7), textColor: Palette.darker(color, by: 0.3))
                    space.take(r)
                }
            }
        }
        // The hit-test view's outline and tag stay inside the screen too (issue 32 point 3: a 6,000-point
        // content view's outline crossed the title, the bezel and the window's edge).
        if let winner = path.winner, let view = path.winnerKey.flatMap(snapshot.view) {
            let frame = transform.rect(view.frame)
            canvas.stroke(frame.insetBy(dx: -1.5, dy: -1.5), Color(0, 0, 0, 120), width: 5)
            canvas.stroke(frame.insetBy(dx: -1.5, dy: -1.5), Palette.hitWinner, width: 3)
            // Below the view, above it, or inside along its bottom: the first with room, else the first on the screen.
            let size = Palette.bodySize * 0.9
            let tag = TextFit.truncated("hit-test view: " + winner, width: screen.width - 8 - size, size: size) ?? winner
            let w = TextMetrics.width(of: tag, size: size) + size * 0.9, h = TextMetrics.lineHeight * size + 2
            let x = max(screen.minX + 4, min(frame.minX, screen.maxX - 4 - w))
            let candidates = [frame.maxY + 3, frame.minY - h - 3, frame.maxY - h - 3, frame.minY + 3]
                .map { Rect(x: x, y: $0, width: w, height: h) }
                .filter { $0.minY >= screen.minY && $0.maxY <= screen.maxY }
            if let r = space.firstFree(candidates) ?? candidates.first {
                canvas.pill(tag, r.origin, size: size, fill: Palette.hitWinner)
                space.take(r)
            }
        }
        crosshair(transform.point(path.point), &canvas)
        canvas.commands.append(.popClip)
        return canvas.commands
    }

    /// The same, with only its own labels to avoid.
    public static func draw(_ path: HitTestPath, snapshot: SceneSnapshot, transform: ScreenTransform) -> [DrawCommand] {
        var space = LabelSpace()
        return draw(path, snapshot: snapshot, transform: transform, space: &space)
    }

    /// Where the legend goes: of `areas` (the top and the bottom of the
    /// screen), the one whose box covers neither the touch point nor the
    /// hit-test view, else the one covering least of the hit-test view.
    public static func legendArea(_ path: HitTestPath, snapshot: SceneSnapshot, transform: ScreenTransform,
                                  areas: [(area: Rect, top: Bool)]) -> (area: Rect, top: Bool) {
        let point = transform.point(path.point)
        let winner = path.winnerKey.flatMap(snapshot.view).map { transform.rect($0.frame) }
        func cost(_ a: (area: Rect, top: Bool)) -> Double {
            let box = legendBox(path, in: a.area, top: a.top)
            var c = box.outset(by: 12).contains(point) ? 1e9 : 0
            if let w = winner, let i = w.intersection(box) { c += i.width * i.height }
            return c
        }
        return areas.min { cost($0) < cost($1) } ?? areas[0]
    }

    static func legendBox(_ path: HitTestPath, in area: Rect, top: Bool) -> Rect {
        let line = TextMetrics.lineHeight * Palette.smallSize + 2
        let height = min(area.height, Double(path.visits.count + 2) * line + 8)
        return Rect(x: area.minX, y: top ? area.minY : area.maxY - height, width: area.width, height: height)
    }

    /// The walk as text beside the screen: "1 Main inside", ..., "→ D".
    /// `top`: the box hangs from the top of `area` instead of standing on its bottom.
    public static func legend(_ path: HitTestPath, title: String, in area: Rect, top: Bool = false) -> [DrawCommand] {
        var canvas = Canvas()
        let line = TextMetrics.lineHeight * Palette.smallSize + 2
        let box = legendBox(path, in: area, top: top)
        // Opaque: the legend hides what is under it rather than mixing its lines with the view names.
        canvas.round(box, radius: 6, Color(0x1C, 0x1C, 0x1E, 245))
        let width = box.width - 12
        var y = box.minY + 4
        canvas.text(TextFit.truncated(title + (path.passes > 1 ? "  (\(path.passes) passes, H4)" : ""), width: width,
                                      size: Palette.smallSize) ?? "", Point(box.minX + 6, y), size: Palette.smallSize, Palette.text)
        y += line
        let capacity = Int((box.maxY - y - line) / line)
        for (k, visit) in path.visits.enumerated() {
            if k >= capacity - 1 && path.visits.count > capacity {
                canvas.text("… \(path.visits.count - k) more", Point(box.minX + 6, y), size: Palette.smallSize, Palette.secondaryText)
                y += line
                break
            }
            let winner = visit.key == path.winnerKey
            let color = winner ? Palette.hitWinner : color(of: visit.outcome)
            let indent = 0.0
            canvas.badge(String(visit.order), Point(box.minX + 12 + indent, y + line / 2 - 1), radius: 6, fill: color)
            let what: String
            switch visit.outcome {
            case .inside: what = winner ? "inside → hit-test view" : "inside"
            case .outside: what = "outside"
            case .skipped(let reason): what = "skipped: " + reason
            }
            canvas.text(TextFit.truncated("\(visit.name)  \(what)", width: width - 16, size: Palette.smallSize) ?? "",
                        Point(box.minX + 22 + indent, y), size: Palette.smallSize, color)
            y += line
        }
        canvas.text(TextFit.truncated("→ " + (path.winner ?? "no view: the touch goes nowhere"), width: width, size: Palette.smallSize)
                    ?? "", Point(box.minX + 6, y), size: Palette.smallSize, Palette.hitWinner)
        return canvas.commands
    }

    /// The hover preview: the view a touch would land on at the pointer, and the chain above it.
    public static func hover(_ path: HitTestPath, snapshot: SceneSnapshot, transform: ScreenTransform, pointer: Point) -> [DrawCommand] {
        var canvas = Canvas()
        if let view = path.winnerKey.flatMap(snapshot.view) {
            canvas.clip(transform.rect(Rect(origin: .zero, size: snapshot.screen))) { c in
                c.stroke(transform.rect(view.frame), Palette.faded(Palette.hitWinner, 0.9), width: 2)
            }
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
