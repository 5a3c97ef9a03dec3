import TouchCore

/// One recognizer's state machine (rule G1) as a small graph: a discrete
/// recognizer's possible → ended and possible → failed; a continuous one's
/// possible → began → changed → ended, began/changed → cancelled and
/// possible → failed. The current state is lit in its colour, the last
/// transition drawn bold in the colour of the state it led to.
enum RecognizerGraph {
    /// The states of the graph with their (column, row) in a 4 × 2 grid.
    static func nodes(discrete: Bool) -> [(GestureState, Double, Double)] {
        discrete
            ? [(.possible, 0, 0), (.ended, 1.3, 0), (.failed, 1.3, 1)]
            : [(.possible, 0, 0), (.began, 1, 0), (.changed, 2, 0), (.ended, 3, 0), (.failed, 1, 1), (.cancelled, 3, 1)]
    }

    /// The legal transitions (G1), drawn as arrows.
    static func edges(discrete: Bool) -> [(GestureState, GestureState)] {
        discrete
            ? [(.possible, .ended), (.possible, .failed)]
            : [(.possible, .began), (.began, .changed), (.changed, .ended), (.began, .ended), (.possible, .failed),
               (.began, .cancelled), (.changed, .cancelled)]
    }

    /// Width of the graph for a node width, in points.
    static func width(discrete: Bool, node: Double, gap: Double) -> Double {
        discrete ? node * 2.3 + gap * 1.3 : node * 4 + gap * 3
    }

    /// Draws the graph with its top-left corner at `origin`. `current` is lit;
    /// `last` (from, to) is the bold edge; `reached` gets a ring (the state the
    /// last transition reached, when a reset has since lit possible again).
    static func draw(discrete: Bool, origin: Point, node: Double, gap: Double, rowGap: Double, current: GestureState,
                     last: (GestureState, GestureState)?, reached: GestureState?, into c: inout Canvas) {
        let height = 16.0
        var rects: [GestureState: Rect] = [:]
        for (state, col, row) in nodes(discrete: discrete) {
            rects[state] = Rect(x: origin.x + col * (node + gap), y: origin.y + row * (height + rowGap), width: node, height: height)
        }
        for (from, to) in edges(discrete: discrete) {
            guard let a = rects[from], let b = rects[to] else { continue }
            let bold = last.map { $0.0 == from && $0.1 == to } ?? false
            let color = bold ? Palette.state(to) : Palette.faded(Palette.possible, 0.45)
            let width = bold ? 2.5 : 1.2
            if from == .began && to == .ended {
                // Arches over `changed`.
                let top = a.minY - 5
                c.line(Point(a.midX + 6, a.minY), Point(a.midX + 6, top), color, width: width)
                c.line(Point(a.midX + 6, top), Point(b.midX - 6, top), color, width: width)
                c.arrow(Point(b.midX - 6, top), Point(b.midX - 6, b.minY), color, width: width, head: bold ? 6 : 4.5)
            } else {
                c.arrow(border(a, toward: b.center), border(b, toward: a.center), color, width: width, head: bold ? 6 : 4.5)
            }
        }
        for (state, _, _) in nodes(discrete: discrete) {
            guard let r = rects[state] else { continue }
            let color = Palette.state(state)
            if state == current {
                c.round(r, radius: 4, color)
                c.text(state.rawValue, x: r.midX, centerY: r.midY, size: 9.5, Palette.textColor(on: color), align: .center)
            } else {
                c.round(r, radius: 4, Palette.faded(color, 0.55))
                c.round(r.insetBy(dx: 1, dy: 1), radius: 3, Palette.panel)
                c.text(state.rawValue, x: r.midX, centerY: r.midY, size: 9.5, Palette.faded(color, 0.9), align: .center)
            }
            if state == reached && state != current {
                c.stroke(r.insetBy(dx: -2, dy: -2), color, width: 1.5)
            }
        }
    }

    /// The point where the segment from `r`'s centre towards `p` leaves `r`.
    static func border(_ r: Rect, toward p: Point) -> Point {
        let dx = p.x - r.midX, dy = p.y - r.midY
        guard dx != 0 || dy != 0 else { return r.center }
        let tx = dx == 0 ? Double.infinity : (r.width / 2) / abs(dx)
        let ty = dy == 0 ? Double.infinity : (r.height / 2) / abs(dy)
        let t = min(tx, ty)
        return Point(r.midX + dx * t, r.midY + dy * t)
    }
}
