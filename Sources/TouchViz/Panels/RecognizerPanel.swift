import TouchCore

/// The recognizers on the current touches' chains (rule T2), deepest view
/// first: each one's state machine with its current state lit and the last
/// transition's cause in words, and the relations between them as edges in
/// a gutter on the left: "waits for the failure of" (purple, G3), "may
/// recognize simultaneously with" (teal, G5), "was excluded by" (orange, G5).
public enum RecognizerPanel {
    public enum Relation: Int, Hashable, Sendable, CaseIterable {
        /// `from` requires `to` to fail (G3).
        case requiresFailure
        /// `from` and `to` may recognize together (G5).
        case simultaneous
        /// `from` recognized and so failed or cancelled `to` (G5).
        case excluded

        var color: Color {
            switch self {
            case .requiresFailure: return Palette.waiting
            case .simultaneous: return Palette.simultaneous
            case .excluded: return Palette.excluded
            }
        }

        var legend: String {
            switch self {
            case .requiresFailure: return "waits for failure of (G3)"
            case .simultaneous: return "may recognize together (G5)"
            case .excluded: return "excluded by (G5)"
            }
        }
    }

    /// Between recognizers by key (issue 27.3: two of one label are two cards).
    public struct Edge: Hashable, Sendable {
        public var from: ObjectKey
        public var to: ObjectKey
        public var relation: Relation
    }

    /// Height of a card with its graph, and of a one-line card.
    static let cardHeight = 80.0
    static let compactHeight = 22.0

    /// The recognizers the panel shows at the cursor, in chain order.
    public static func recognizers(_ m: MomentContext) -> [ObjectKey] {
        m.index.recognizers(of: m.index.focusTouches(at: m.cursor))
    }

    /// The relations among `names`: requirements and simultaneity from the
    /// scene, exclusions from the trace since record `since`.
    public static func relations(among names: [ObjectKey], _ m: MomentContext, since: Int) -> [Edge] {
        var edges: [Edge] = []
        for a in names {
            for b in m.catalog.requirements(of: a) where names.contains(b) {
                edges.append(Edge(from: a, to: b, relation: .requiresFailure))
            }
        }
        for (i, a) in names.enumerated() {
            for b in names[(i + 1)...] where m.catalog.maySimultaneouslyRecognize(a, b) {
                guard m.catalog.info(a)?.simultaneousWith != .all, m.catalog.info(b)?.simultaneousWith != .all else { continue }
                edges.append(Edge(from: a, to: b, relation: .simultaneous))
            }
        }
        for name in names {
            guard let last = m.index.recognizer(name)?.lastTransition(before: m.cursor), last.seq >= since,
                  case .exclusive? = last.cause, let winner = last.causeObject, names.contains(winner) else { continue }
            edges.append(Edge(from: winner, to: name, relation: .excluded))
        }
        return edges
    }

    /// `names`: the recognizers to show (default: those of the focus touches);
    /// `since`: the first record whose exclusions count (default: the focus touches' first).
    public static func draw(_ m: MomentContext, in area: Rect, names given: [ObjectKey]? = nil, since given2: Int? = nil) -> [DrawCommand] {
        var c = Canvas()
        let names = given ?? recognizers(m)
        guard !names.isEmpty else {
            let hint = "Touch the screen: the recognizers of the touch's views appear here, deepest view first, each with its state machine."
            let lines = TextFit.wrapped(hint, width: area.width - 20, size: Palette.bodySize)
            let line = TextMetrics.lineHeight * Palette.bodySize + 3
            for (k, text) in lines.enumerated() {
                c.text(text, x: area.midX, centerY: area.midY + (Double(k) - Double(lines.count - 1) / 2) * line, size: Palette.bodySize,
                       Palette.secondaryText, align: .center)
            }
            return c.commands
        }
        let since = given2 ?? m.index.focusTouches(at: m.cursor).map(\.createSeq).min() ?? 0
        let edges = relations(among: names, m, since: since)
        let legendHeight = 30.0
        let body = Rect(x: area.minX, y: area.minY, width: area.width, height: max(0, area.height - legendHeight))
        let gutter = edges.isEmpty ? 4.0 : min(90, 10 + 9 * Double(edges.count))
        let full = Double(names.count) * (cardHeight + 6) <= body.height
        let step = full ? cardHeight + 6 : compactHeight + 3
        var cards: [ObjectKey: Rect] = [:]
        // Only whole cards are drawn (issue 32.4: nothing cut by the panel's edge); when some do not
        // fit, the last slot says how many are left out instead of showing half a card.
        let slots = max(0, Int(((body.height - 4 + (full ? 6 : 3)) / step).rounded(.down)))
        let shown = names.count <= slots ? names.count : max(0, slots - 1)
        c.clip(body) { c in
            for (i, name) in names.prefix(shown).enumerated() {
                let r = Rect(x: body.minX + gutter, y: body.minY + 4 + Double(i) * step, width: body.width - gutter - 6,
                             height: step - (full ? 6 : 3))
                cards[name] = r
                card(name, in: r, full: full, m, since: since, into: &c)
            }
            if shown < names.count, slots > 0 {
                let more = names.count - shown
                let text = "+ \(more) more recognizer\(more == 1 ? "" : "s"): \(names.suffix(more).map(\.label).joined(separator: ", "))"
                if let fitted = TextFit.truncated(text, width: body.width - gutter - 12, size: Palette.smallSize) {
                    c.text(fitted, x: body.minX + gutter + 4, centerY: body.minY + 4 + Double(shown) * step + (step - 3) / 2,
                           size: Palette.smallSize, Palette.secondaryText)
                }
            }
            for (k, e) in edges.enumerated() {
                guard let a = cards[e.from], let b = cards[e.to] else { continue }
                gutterEdge(e, k: k, from: a, to: b, left: body.minX, into: &c)
            }
        }
        legend(Rect(x: area.minX + 6, y: area.maxY - legendHeight + 2, width: area.width - 12, height: legendHeight - 4),
               relations: edges, into: &c)
        return c.commands
    }

    private static func card(_ key: ObjectKey, in r: Rect, full: Bool, _ m: MomentContext, since: Int, into c: inout Canvas) {
        let name = key.label
        let track = m.index.recognizer(key)
        let info = m.catalog.info(key)
        let state = track?.state(at: m.cursor) ?? .possible
        let last = track?.lastTransition(before: m.cursor).flatMap { $0.seq >= since ? $0 : nil }
        let wait = track?.wait(at: m.cursor)
        let discrete = info?.kind.isDiscrete ?? true
        c.round(r, radius: 6, Palette.panelHeader)
        if m.highlight.contains(key) {
            c.stroke(r, Palette.selection, width: 2)
        } else if wait != nil {
            c.stroke(r, Palette.waiting, width: 1.5)
        }
        let stateColor = Palette.state(state)
        c.circle(Point(r.minX + 10, r.minY + 11), 4.5, stateColor)
        let describe = info.map { describeKind($0) } ?? ""
        let header = name + "  " + describe
        var right = ""
        if let wait { right = "waiting for " + wait.waitingFor.joined(separator: ", ") }
        else if info?.simultaneousWith == .all { right = "recognizes with all" }
        let rightWidth = right.isEmpty ? 0 : TextMetrics.width(of: right, size: Palette.smallSize) + 12
        // A one-line card shares its line: the header gets at most half of it, the state pill follows what was drawn.
        let headerWidth = full ? r.width - 22 - rightWidth : min(r.width - 22 - rightWidth, (r.width - 22) * 0.5)
        let fittedHeader = TextFit.truncated(header, width: headerWidth, size: Palette.bodySize)
        if let fittedHeader {
            c.text(fittedHeader, x: r.minX + 19, centerY: r.minY + 11, size: Palette.bodySize,
                   m.highlight.contains(key) ? Palette.selection : Palette.text)
        }
        if !right.isEmpty {
            c.pill(right, Point(r.maxX - 6, r.minY + 4), size: Palette.smallSize,
                   fill: wait != nil ? Palette.waiting : Palette.faded(Palette.simultaneous, 0.8), align: .trailing)
        }
        let causeLine: String
        let causeColor: Color
        if let last {
            let reset = track?.wasReset(after: last.seq, before: m.cursor) == true ? "  · reset" : ""
            causeLine = "\(last.from.rawValue) → \(last.to.rawValue): " + (last.cause?.brief ?? "?") + reset
            causeColor = Palette.state(last.to)
        } else {
            causeLine = state == .possible ? "possible: watching the touches" : state.rawValue
            causeColor = Palette.secondaryText
        }
        if full {
            let node = max(44, min(62, (r.width - 16 - 36) / 4))
            RecognizerGraph.draw(discrete: discrete, origin: Point(r.minX + 10, r.minY + 28), node: node, gap: 12, rowGap: 6,
                                 current: state, last: last.map { ($0.from, $0.to) }, reached: last?.to, into: &c)
            let graphWidth = RecognizerGraph.width(discrete: discrete, node: node, gap: 12)
            let textX = r.minX + 10 + (discrete ? graphWidth + 16 : 0)
            let textY = discrete ? r.minY + 30 : r.minY + 66
            let width = r.maxX - textX - 8
            let lines = TextFit.wrapped(causeLine, width: width, size: Palette.smallSize).prefix(discrete ? 3 : 1)
            for (i, line) in lines.enumerated() {
                c.text(TextFit.truncated(line, width: width, size: Palette.smallSize) ?? line,
                       Point(textX, textY + Double(i) * 12), size: Palette.smallSize, causeColor)
            }
        } else {
            let drawnWidth = fittedHeader.map { TextMetrics.width(of: $0, size: Palette.bodySize) } ?? 0
            let pillRect = c.pill(state.rawValue, Point(r.minX + 19 + drawnWidth + 6, r.minY + 4), size: Palette.smallSize,
                                  fill: stateColor)
            if let fitted = TextFit.truncated(causeLine, width: r.maxX - pillRect.maxX - 10 - rightWidth, size: Palette.smallSize) {
                c.text(fitted, x: pillRect.maxX + 6, centerY: r.minY + 11, size: Palette.smallSize, causeColor)
            }
        }
    }

    /// "tap on photo", "tap ×2 on photo", "pan on list", ...
    static func describeKind(_ info: RecognizerInfo) -> String {
        var kind: String
        switch info.kind {
        case .tap:
            kind = "tap"
            if let n = info.settings.numberOfTapsRequired, n > 1 { kind += " ×\(n)" }
        case .longPress: kind = "long press"
        case .pan: kind = "pan"
        case .swipe: kind = "swipe " + (info.settings.directions.isEmpty ? "right" : info.settings.directions.joined(separator: "/"))
        case .pinch: kind = "pinch"
        case .rotation: kind = "rotation"
        case .screenEdgePan: kind = "edge pan"
        case .delayedTouchesBegan: kind = "content delay"
        case .touchDuration: kind = "press"
        case .interactionRelationship: kind = "relationship"
        case .swipeDismissal: kind = "swipe dismissal"
        }
        if let n = info.settings.numberOfTouchesRequired, n > 1 { kind += ", \(n) fingers" }
        return kind + (info.view.map { " on " + $0 } ?? "")
    }

    private static func gutterEdge(_ e: Edge, k: Int, from a: Rect, to b: Rect, left: Double, into c: inout Canvas) {
        let x = left + 6 + Double(k) * 9
        let ya = a.minY + 9 + Double(k % 4) * 4, yb = b.minY + 13 + Double(k % 4) * 4
        let color = e.relation.color
        c.line(Point(a.minX, ya), Point(x, ya), color, width: 1.5)
        c.line(Point(x, ya), Point(x, yb), color, width: 1.5)
        if e.relation == .simultaneous {
            c.line(Point(x, yb), Point(b.minX, yb), color, width: 1.5)
            c.circle(Point(a.minX, ya), 2.5, color)
            c.circle(Point(b.minX, yb), 2.5, color)
        } else {
            c.circle(Point(a.minX, ya), 2, color)
            c.arrow(Point(x, yb), Point(b.minX, yb), color, width: 1.5, head: 6)
        }
    }

    private static func legend(_ r: Rect, relations: [Edge], into c: inout Canvas) {
        var x = r.minX
        let y1 = r.minY + 6, y2 = r.minY + 19
        for state in [GestureState.possible, .began, .ended, .cancelled, .failed] {
            let label = state == .began ? "began/changed" : state.rawValue
            guard x + 11 + TextMetrics.width(of: label, size: Palette.smallSize) <= r.maxX else { break }
            c.circle(Point(x + 4, y1), 4, Palette.state(state))
            c.text(label, x: x + 11, centerY: y1, size: Palette.smallSize, Palette.secondaryText)
            x += 11 + TextMetrics.width(of: label, size: Palette.smallSize) + 12
        }
        x = r.minX
        for relation in Relation.allCases where relations.contains(where: { $0.relation == relation }) {
            guard x + 18 + TextMetrics.width(of: relation.legend, size: Palette.smallSize) <= r.maxX else { break }
            c.line(Point(x, y2), Point(x + 14, y2), relation.color, width: 2)
            c.text(relation.legend, x: x + 18, centerY: y2, size: Palette.smallSize, Palette.secondaryText)
            x += 18 + TextMetrics.width(of: relation.legend, size: Palette.smallSize) + 14
        }
    }
}
