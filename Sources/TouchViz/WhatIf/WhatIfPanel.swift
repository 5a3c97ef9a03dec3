import TouchCore
import TouchScene

/// The what-if panel (issue 12, item 4), drawn beside the device screen in
/// place of the log, pipeline and timeline while it is open: the selected
/// object and the objects around it, its `why` (the text of `touchscope
/// why`), the settings UIKit code flips on it, and the last input replayed
/// with the settings switched on, side by side with the run as written:
/// both outcomes item by item, the differences marked (− gone, + new), and
/// each run's screen at its end.
enum WhatIfPanel {
    /// What a click on the panel does.
    enum Action: Hashable {
        case toggle(Setting)
        case reset
        case select(String)
        case close
        /// The end screens, enlarged over the panel (issue 32 point 7), and back.
        case zoomEnds
        case unzoom
    }

    /// The parts of the panel that scroll, each on its own (issue 32 point 7).
    enum Region: Hashable {
        case why, toggles, outcome
    }

    /// A scrolling part as drawn: where, how far it can scroll (lines), and a page.
    struct ScrollArea {
        var rect: Rect
        var region: Region
        var limit: Int
        var page: Int
    }

    /// What `draw` gives back: the commands, the clickable places and the scrolling parts.
    struct Drawn {
        var commands: [DrawCommand]
        var hits: [(rect: Rect, action: Action)]
        var areas: [ScrollArea]
    }

    static let body = 9.5
    static let small = 8.5
    static let line = TextMetrics.lineHeight * body + 3
    static let gap = 8.0

    // MARK: Layout

    /// The window's layout while the panel is open: the screen where it is
    /// with panels, the recognizers (if shown) in a band along the top of
    /// the panels' area, and the panel below; no log, pipeline or timeline.
    static func layout(size: Size, screen: Size, panels: PanelSet) -> InspectorLayout {
        var shown = panels
        shown.recognizers = true
        var layout = InspectorLayout.make(size: size, screen: screen, panels: shown)
        layout.log = nil
        layout.pipeline = nil
        layout.timeline = nil
        layout.recognizers = frames(layout, recognizers: panels.recognizers).recognizers
        return layout
    }

    /// The recognizers' band (nil when hidden) and the panel's frame.
    static func frames(_ layout: InspectorLayout, recognizers: Bool) -> (recognizers: Rect?, panel: Rect) {
        let g = 8.0
        let column = layout.screenColumn
        let area = Rect(x: column.maxX, y: column.minY + g, width: max(0, layout.size.width - column.maxX - g),
                        height: max(0, column.height - 2 * g))
        guard recognizers else { return (nil, area) }
        let band = min(max(160, (area.height * 0.3).rounded()), area.height / 2)
        let (top, rest) = area.sliceTop(band)
        return (top, Rect(x: rest.minX, y: rest.minY + g, width: rest.width, height: max(0, rest.height - g)))
    }

    // MARK: Drawing

    /// The panel in `frame`; the clickable places and scrolling parts are returned with the commands.
    static func draw(_ session: WhatIfSession, scene: WhatIfScene?, in frame: Rect, screen: Size) -> Drawn {
        var c = Canvas()
        var hits: [(rect: Rect, action: Action)] = []
        var areas: [ScrollArea] = []
        let detail = "right-click a view or click a recognizer to select · ⌥1…⌥9 toggle · ⌥0 reset · wheel, pgup pgdn scroll · w close"
        let content = PanelChrome.draw("What if", key: "w", detail: detail, in: frame, into: &c)
        let inner = content.insetBy(dx: 8, dy: 4)
        if session.zoomedEnds, let replay = session.replay, replay.problem == nil {
            drawEnds(replay, in: inner, screen: screen, into: &c)
            hits.append((inner, .unzoom))
            return Drawn(commands: c.commands, hits: hits, areas: areas)
        }
        guard let object = session.object else {
            for (i, text) in TextFit.wrapped("Select an object: right-click a view or a control on the screen, or click a recognizer "
                                             + "in the recognizers panel. Its why appears here, and the settings its code can flip: "
                                             + "toggling one replays the last input with it, beside the run as written.",
                                             width: inner.width, size: Palette.bodySize).enumerated() {
                c.text(text, Point(inner.minX, inner.minY + Double(i) * (TextMetrics.lineHeight * Palette.bodySize + 3)),
                       size: Palette.bodySize, Palette.secondaryText)
            }
            return Drawn(commands: c.commands, hits: hits, areas: areas)
        }

        // The object, and the objects around it (a view's recognizers and superview, a recognizer's view).
        var y = inner.minY
        let title = describe(object, in: scene)
        let titleText = TextFit.truncated(title, width: inner.width * 0.5, size: Palette.bodySize) ?? ""
        c.text(titleText, Point(inner.minX, y), size: Palette.bodySize, Palette.text)
        var x = inner.minX + TextMetrics.width(of: titleText, size: Palette.bodySize) + 12
        let related = neighbours(of: object, in: scene)
        if !related.isEmpty, x + 60 < inner.maxX {
            c.text("select:", Point(x, y + 1), size: small, Palette.tertiaryText)
            x += TextMetrics.width(of: "select:", size: small) + 6
            for name in related {
                let width = TextMetrics.width(of: name, size: small) + small * 0.9
                guard x + width <= inner.maxX else { break }
                let r = c.pill(name, Point(x, y), size: small, fill: Palette.separator, textColor: Palette.text)
                hits.append((r, .select(name)))
                x = r.maxX + 5
            }
        }
        y += TextMetrics.lineHeight * Palette.bodySize + 6

        let columns = Rect(x: inner.minX, y: y, width: inner.width, height: max(0, inner.maxY - y))
        let (left, rightPart) = columns.sliceLeft((columns.width * 0.38).rounded())
        let right = Rect(x: rightPart.minX + 12, y: rightPart.minY, width: max(0, rightPart.width - 12), height: rightPart.height)
        c.line(Point(rightPart.minX + 4, columns.minY), Point(rightPart.minX + 4, columns.maxY), Palette.separator)
        drawWhy(session.why, first: session.scroll[.why] ?? 0, in: left, into: &c, areas: &areas)
        let toggles = drawToggles(session, object: object, in: right, into: &c, hits: &hits, areas: &areas)
        let rest = Rect(x: right.minX, y: toggles.maxY + 6, width: right.width, height: max(0, right.maxY - toggles.maxY - 6))
        drawReplay(session, in: rest, screen: screen, into: &c, hits: &hits, areas: &areas)
        return Drawn(commands: c.commands, hits: hits, areas: areas)
    }

    /// Which of `total` lines show in `capacity` rows when the first asked for is `first`:
    /// the range shown, whether a row above says how many lines are above, and one below
    /// how many are below; `limit` is the largest first line worth scrolling to.
    static func window(total: Int, capacity: Int, first: Int) -> (shown: Range<Int>, above: Bool, below: Bool, limit: Int) {
        guard total > capacity else { return (0..<total, false, false, 0) }
        guard capacity >= 3 else { return (0..<0, false, capacity >= 1, 0) }
        let limit = total - (capacity - 1)
        let start = min(max(0, first), limit)
        var room = capacity - (start > 0 ? 1 : 0)
        let below = start + room < total
        if below { room -= 1 }
        return (start..<min(total, start + room), start > 0, below, limit)
    }

    /// The row that says how many lines are above or below.
    private static func more(_ count: Int, above: Bool, at p: Point, width: Double, into c: inout Canvas) {
        let text = above ? "↑ \(count) line\(count == 1 ? "" : "s") above" : "↓ \(count) more line\(count == 1 ? "" : "s"): wheel or pgdn"
        c.text(TextFit.truncated(text, width: width, size: small) ?? "", Point(p.x, p.y + 1), size: small, Palette.tertiaryText)
    }

    /// "dismissTap · tap recognizer on root", "list · tableView".
    static func describe(_ name: String, in scene: WhatIfScene?) -> String {
        guard let o = scene?.objects.first(where: { $0.name == name }) else { return name }
        switch o.role {
        case .recognizer: return "\(name) · \(o.kind) recognizer" + (o.ownerView.map { " on \($0)" } ?? "")
        case .controller: return "\(name) · view controller"
        case .window: return "\(name) · window"
        case .view: return "\(name) · \(o.kind)"
        }
    }

    /// A view's recognizers and superview; a recognizer's view and the other recognizers on it.
    static func neighbours(of name: String, in scene: WhatIfScene?) -> [String] {
        guard let scene else { return [] }
        let objects = scene.objects
        guard let o = objects.first(where: { $0.name == name }) else {
            // A view the file does not name (a list's cell): the named views whose name it extends.
            return objects.filter { $0.role == .view && name.hasPrefix($0.name + ".") }.map(\.name)
        }
        switch o.role {
        case .recognizer:
            let view = o.ownerView.map { [$0] } ?? []
            return view + objects.filter { $0.role == .recognizer && $0.ownerView == o.ownerView && $0.name != name }.map(\.name)
        case .view, .window:
            return objects.filter { $0.role == .recognizer && $0.ownerView == name }.map(\.name) + (o.ownerView.map { [$0] } ?? [])
        case .controller:
            return o.ownerView.map { [$0] } ?? []
        }
    }

    private static func header(_ text: String, at p: Point, width: Double, into c: inout Canvas) {
        c.text(TextFit.truncated(text, width: width, size: small) ?? "", p, size: small, Palette.tertiaryText)
    }

    /// `touchscope why`'s lines, wrapped, from line `first` (it scrolls: the wheel over it, pgup and pgdn).
    private static func drawWhy(_ why: WhyText?, first: Int, in r: Rect, into c: inout Canvas, areas: inout [ScrollArea]) {
        header("WHY", at: Point(r.minX, r.minY), width: r.width, into: &c)
        var y = r.minY + line
        guard let why else { return }
        var lines: [(String, Color, Double)] = []
        if let problem = why.problem {
            for text in TextFit.wrapped(problem, width: r.width, size: body) { lines.append((text, Palette.failed, 0)) }
        } else {
            for text in TextFit.wrapped(why.summary, width: r.width, size: body) { lines.append((text, Palette.text, 0)) }
            for text in why.lines {
                let indent = text.hasPrefix("←") ? 14.0 : 0
                let color = text.hasPrefix("←") ? Palette.tertiaryText : Palette.secondaryText
                for (k, part) in TextFit.wrapped(text, width: r.width - indent - 10, size: body).enumerated() {
                    lines.append((part, color, indent + (k == 0 ? 0 : 10)))
                }
            }
        }
        let room = max(0, Int((r.maxY - y) / line))
        let w = window(total: lines.count, capacity: room, first: first)
        areas.append(ScrollArea(rect: r, region: .why, limit: w.limit, page: max(1, room - 2)))
        if w.above {
            more(w.shown.lowerBound, above: true, at: Point(r.minX, y), width: r.width, into: &c)
            y += line
        }
        for (text, color, indent) in lines[w.shown] {
            c.text(text, Point(r.minX + indent, y), size: body, color)
            y += line
        }
        if w.below { more(lines.count - w.shown.upperBound, above: false, at: Point(r.minX, y), width: r.width, into: &c) }
    }

    /// The toggles, one a row: key, box, setting (it scrolls when there are more than fit). Returns the rows' frame.
    private static func drawToggles(_ session: WhatIfSession, object: String, in r: Rect, into c: inout Canvas,
                                    hits: inout [(rect: Rect, action: Action)], areas: inout [ScrollArea]) -> Rect {
        header("SETTINGS ITS CODE CAN FLIP", at: Point(r.minX, r.minY), width: r.width, into: &c)
        var y = r.minY + line
        let active = session.settings
        if session.toggles.isEmpty {
            // A window, a controller, or a view UIKit makes for a controller (a navigation controller's
            // view, a sheet's container) with no writable superview and no settable recognizer above it.
            for text in TextFit.wrapped("nothing to toggle on \(object): the scene sets no touch setting on it (a window, a controller, "
                                        + "or a view UIKit makes for one); select a view inside it or a recognizer",
                                        width: r.width, size: body).prefix(3) {
                c.text(text, Point(r.minX, y), size: body, Palette.secondaryText)
                y += line
            }
        } else if let owner = session.settingsOwner, owner != object {
            // A view the scene cannot set (a cell's content view, made by UIKit): its superview's settings.
            c.text(TextFit.truncated("\(object) is made by UIKit: the settings of \(owner), then of the recognizers that see its touches",
                                     width: r.width, size: small) ?? "", Point(r.minX, y + 1), size: small, Palette.tertiaryText)
            y += line
        }
        // At most 40% of the column, so the comparison keeps its room; the rest scrolls.
        let rows = max(3, Int((r.height * 0.4) / line))
        let w = window(total: session.toggles.count, capacity: rows, first: session.scroll[.toggles] ?? 0)
        let top = y
        if w.above {
            more(w.shown.lowerBound, above: true, at: Point(r.minX + 46, y), width: r.width - 48, into: &c)
            y += line
        }
        for n in w.shown {
            let setting = session.toggles[n]
            let on = active.contains(setting)
            let row = Rect(x: r.minX, y: y - 1, width: r.width, height: line)
            if on { c.round(row, radius: 3, Palette.faded(Palette.began, 0.35)) }
            let key = n < 9 ? "⌥\(n + 1)" : "  "
            c.pill(key, Point(r.minX + 2, y), size: small, fill: Palette.separator, textColor: Palette.text)
            let box = Rect(x: r.minX + 30, y: y + 2, width: 9, height: 9)
            if on { c.fill(box, Palette.began) } else { c.stroke(box, Palette.secondaryText) }
            let text = label(of: setting, selected: session.settingsOwner ?? object)
            c.text(TextFit.truncated(text, width: r.width - 48, size: body) ?? "", Point(r.minX + 46, y), size: body,
                   on ? Palette.text : Palette.secondaryText)
            hits.append((row, .toggle(setting)))
            y += line
        }
        if w.below {
            more(session.toggles.count - w.shown.upperBound, above: false, at: Point(r.minX + 46, y), width: r.width - 48, into: &c)
            y += line
        }
        if w.limit > 0 {
            areas.append(ScrollArea(rect: Rect(x: r.minX, y: top, width: r.width, height: y - top), region: .toggles, limit: w.limit,
                                    page: max(1, rows - 2)))
        }
        let others = active.filter { !session.toggles.contains($0) }
        if !active.isEmpty {
            let pill = c.pill("⌥0", Point(r.minX + 2, y), size: small, fill: Palette.separator, textColor: Palette.text)
            var text = "reset: back to the scene as written"
            if !others.isEmpty { text += " (also on: " + others.map(\.description).joined(separator: "; ") + ")" }
            c.text(TextFit.truncated(text, width: r.width - 48, size: body) ?? "", Point(r.minX + 46, y), size: body, Palette.secondaryText)
            hits.append((Rect(x: pill.minX, y: y - 1, width: r.width, height: line), .reset))
            y += line
        }
        return Rect(x: r.minX, y: r.minY, width: r.width, height: y - r.minY)
    }

    /// A toggle's words: `hidden = true` for the selected object's own
    /// setting, the whole `dismissTap.cancelsTouchesInView = false` for another's.
    static func label(of setting: Setting, selected: String) -> String {
        let full = setting.object + "." + setting.property
        let own = full.hasPrefix(selected + ".") ? String(full.dropFirst(selected.count + 1)) : full
        return "\(own) = \(setting.value)"
    }

    /// The last input as written and with the settings: items with marks (they scroll), then the
    /// two end screens, which a click enlarges over the panel.
    private static func drawReplay(_ session: WhatIfSession, in r: Rect, screen: Size, into c: inout Canvas,
                                   hits: inout [(rect: Rect, action: Action)], areas: inout [ScrollArea]) {
        guard r.height >= line * 2 else { return }
        guard let replay = session.replay else {
            header("LAST INPUT, REPLAYED", at: Point(r.minX, r.minY), width: r.width, into: &c)
            var y = r.minY + line
            for text in TextFit.wrapped("Toggle a setting: the last input (the scenario played, or the live touches) is replayed "
                                        + "with it, side by side with the run as written.", width: r.width, size: body) where y + line <= r.maxY {
                c.text(text, Point(r.minX, y), size: body, Palette.secondaryText)
                y += line
            }
            return
        }
        header("LAST INPUT, REPLAYED: \(replay.input)" + (replay.problem == nil && !replay.diff.differs ? " · same outcome" : ""), at: Point(r.minX, r.minY), width: r.width, into: &c)
        var y = r.minY + line
        if let problem = replay.problem {
            for text in TextFit.wrapped(problem, width: r.width, size: body) where y + line <= r.maxY {
                c.text(text, Point(r.minX, y), size: body, Palette.failed)
                y += line
            }
            return
        }
        let half = ((r.width - 10) / 2).rounded(.down)
        let sides: [(title: String, lines: [OutcomeDiff.Line], x: Double)] = [
            ("as written", replay.diff.written, r.minX),
            ("with " + replay.settings.map(\.description).joined(separator: "; "), replay.diff.variant, r.minX + half + 10),
        ]
        let longest = max(replay.diff.written.count, replay.diff.variant.count, 1)
        // The end screens get what the lists leave (a click enlarges them over the panel).
        let listNeeded = Double(longest + 1) * line + 8
        let thumbHeight = min(260, r.maxY - y - listNeeded)
        let showScreens = thumbHeight >= 90
        // No room for them: a line that opens them enlarged.
        let listBottom = showScreens ? r.maxY - thumbHeight - 8 : r.maxY - line
        let room = max(0, Int((listBottom - y - line) / line))
        let first = session.scroll[.outcome] ?? 0
        var limit = 0
        for side in sides {
            c.text(TextFit.truncated(side.title, width: half, size: body) ?? "", Point(side.x, y), size: body, Palette.text)
            var ly = y + line
            let items = side.lines.isEmpty ? [OutcomeDiff.Line(item: "(nothing)", mark: .kept)] : side.lines
            let w = window(total: items.count, capacity: room, first: first)
            limit = max(limit, w.limit)
            if w.above {
                more(w.shown.lowerBound, above: true, at: Point(side.x + 12, ly), width: half - 14, into: &c)
                ly += line
            }
            for item in items[w.shown] {
                let (sign, color) = mark(item.mark)
                let row = Rect(x: side.x - 2, y: ly - 1, width: half + 2, height: line)
                if item.mark != .kept { c.round(row, radius: 2, Palette.faded(color, 0.22)) }
                if item.mark != .kept { c.text(sign, Point(side.x, ly), size: body, color) }
                c.text(TextFit.truncated(item.item, width: half - 14, size: body) ?? "", Point(side.x + 12, ly), size: body,
                       item.mark == .kept ? Palette.secondaryText : color)
                ly += line
            }
            if w.below { more(items.count - w.shown.upperBound, above: false, at: Point(side.x + 12, ly), width: half - 14, into: &c) }
        }
        if limit > 0 {
            areas.append(ScrollArea(rect: Rect(x: r.minX, y: y, width: r.width, height: listBottom - y), region: .outcome,
                                    limit: limit, page: max(1, room - 2)))
        }
        guard showScreens else {
            let text = TextFit.truncated("▸ each run's end screen: click to see them", width: r.width, size: small) ?? ""
            c.text(text, Point(r.minX, r.maxY - line + 1), size: small, Palette.tertiaryText)
            hits.append((Rect(x: r.minX, y: r.maxY - line, width: TextMetrics.width(of: text, size: small), height: line), .zoomEnds))
            return
        }
        let top = r.maxY - thumbHeight
        for (snapshot, x, caption) in [(replay.writtenEnd, r.minX, "end, as written"), (replay.variantEnd, r.minX + half + 10, "end, with the settings")] {
            let scale = min((thumbHeight - 4) / (screen.height + 28), (half - 90) / (screen.width + 28))
            guard scale > 0.02 else { continue }
            let origin = Point(x + 14 * scale, top + 14 * scale)
            c.append(contentsOf: ScreenDrawing.draw(snapshot, transform: ScreenTransform(origin: origin, scale: scale),
                                                    options: .init(showNames: false)))
            let right = x + (screen.width + 28) * scale + 8
            let width = half - (screen.width + 28) * scale - 12
            c.text(TextFit.truncated(caption, width: width, size: small) ?? "", Point(right, top + 2), size: small, Palette.tertiaryText)
            c.text(TextFit.truncated("click: enlarge", width: width, size: small) ?? "", Point(right, top + 2 + line),
                   size: small, Palette.tertiaryText)
            hits.append((Rect(x: x, y: top, width: half, height: thumbHeight), .zoomEnds))
        }
    }

    /// The two end screens as large as the panel allows, side by side, with their captions (a click goes back).
    private static func drawEnds(_ replay: WhatIfReplay, in r: Rect, screen: Size, into c: inout Canvas) {
        header("END SCREENS OF THE LAST INPUT · click or esc: back to the panel", at: Point(r.minX, r.minY), width: r.width, into: &c)
        let top = r.minY + line
        let half = ((r.width - 16) / 2).rounded(.down)
        let sides = [(replay.writtenEnd, r.minX, "as written"),
                     (replay.variantEnd, r.minX + half + 16, "with " + replay.settings.map(\.description).joined(separator: "; "))]
        for (snapshot, x, caption) in sides {
            c.text(TextFit.truncated(caption, width: half, size: body) ?? "", Point(x, top), size: body, Palette.text)
            let height = r.maxY - top - line - 4
            let scale = min(height / (screen.height + 28), half / (screen.width + 28))
            guard scale > 0.02 else { continue }
            let width = (screen.width + 28) * scale
            let origin = Point(x + (half - width) / 2 + 14 * scale, top + line + 4 + 14 * scale)
            c.append(contentsOf: ScreenDrawing.draw(snapshot, transform: ScreenTransform(origin: origin, scale: scale),
                                                    options: .init(showNames: false)))
        }
    }

    static func mark(_ mark: OutcomeDiff.Mark) -> (String, Color) {
        switch mark {
        case .kept: return (" ", Palette.secondaryText)
        case .removed: return ("−", Palette.failed)
        case .added: return ("+", Palette.ended)
        }
    }
}
