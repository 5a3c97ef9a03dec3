import TouchCore

/// The human log (`HumanLog.line`), one line per record, scrollable:
/// lines after the playback cursor dimmed, the selected line marked, state
/// changes in the colour of the state they reach.
public enum LogPanel {
    public static let lineHeight = 14.0
    static let size = 9.5

    /// How many lines fit in `area`.
    public static func capacity(_ area: Rect) -> Int { max(1, Int((area.height - 4) / lineHeight)) }

    /// The line under window point `p`, given the first line shown.
    public static func line(at p: Point, in area: Rect, first: Int) -> Int? {
        guard area.contains(p) else { return nil }
        return first + Int((p.y - area.minY - 2) / lineHeight)
    }

    /// Draws lines `first...` of `count`; `text(i)` gives line i and its record.
    /// `cursor`: records from it on have not happened yet (playback).
    public static func draw(count: Int, first: Int, cursor: Int, selected: Int?, in area: Rect,
                            record: (Int) -> TraceRecord) -> [DrawCommand] {
        var c = Canvas()
        guard count > 0 else {
            c.text("The log of every record appears here: the story of each touch, top to bottom.", x: area.minX + 8,
                   centerY: area.minY + 14, size: Palette.smallSize, Palette.tertiaryText)
            return c.commands
        }
        let rows = capacity(area)
        let last = min(count, first + rows)
        c.clip(area) { c in
            for i in max(0, first)..<max(max(0, first), last) {
                let y = area.minY + 2 + Double(i - first) * lineHeight
                let row = Rect(x: area.minX, y: y, width: area.width, height: lineHeight)
                if i == selected {
                    c.fill(row, Palette.faded(Palette.selection, 0.3))
                    c.fill(Rect(x: row.minX, y: row.minY, width: 3, height: row.height), Palette.selection)
                } else if i == cursor - 1 {
                    c.fill(row, Color(255, 255, 255, 22))
                }
                let r = record(i)
                var color = self.color(of: r)
                if i >= cursor { color = Palette.faded(color, 0.35) }
                c.text(HumanLog.line(r), x: area.minX + 6, centerY: row.midY, size: size, color)
            }
        }
        if count > rows {
            // A scroll bar: where the shown lines sit in the whole log.
            let track = area.height - 4
            let length = max(16, track * Double(rows) / Double(count))
            let y = area.minY + 2 + (track - length) * Double(first) / Double(max(1, count - rows))
            c.round(Rect(x: area.maxX - 5, y: y, width: 3, height: length), radius: 1.5, Color(255, 255, 255, 70))
        }
        return c.commands
    }

    /// A record's colour: state changes and actions in their state's
    /// colour, held deliveries purple, drops red, releases green,
    /// cancellations orange, the machinery (stages, run loop) quiet.
    public static func color(of r: TraceRecord) -> Color {
        switch r.kind {
        case .gestureState:
            return r["to"]?.stringValue.flatMap(GestureState.init(rawValue:)).map(Palette.state) ?? Palette.text
        case .gestureAction:
            return r["state"]?.stringValue.flatMap(GestureState.init(rawValue:)).map(Palette.state) ?? Palette.ended
        case .gestureWaiting, .deliveryDelayed: return Palette.waiting
        case .deliveryReleased: return Palette.ended
        case .deliveryDropped, .actionUnrecognized, .actionUnhandled: return Palette.failed
        case .responderTouchesCancelled, .controlCancelTracking: return Palette.cancelled
        case .hitTestEnter, .hitTestLeave, .pointInside, .hitTestSkip: return Palette.hitInside
        case .touchCreate: return Palette.hitWinner
        case .controlEvent, .actionSend, .actionDeliver: return Color(0xFF, 0xD6, 0x0A)
        case .stage, .runloopWake, .runloopSleep, .timerFire: return Palette.tertiaryText
        default: return Palette.text
        }
    }

    /// The objects a record speaks of: its subject and every name in its
    /// fields (views, windows, touches, recognizers, targets).
    public static func names(in r: TraceRecord) -> Set<String> {
        var names: Set<String> = [r.subject]
        for field in r.fields {
            switch field.key {
            case "view", "window", "touch", "other", "asked", "target", "result", "sender":
                if let s = field.value.stringValue { names.insert(s) }
            case "touches", "by", "for":
                if let list = field.value.stringsValue { names.formUnion(list) }
            case "cause":
                if let s = field.value.stringValue, let colon = s.firstIndex(of: ":") {
                    names.insert(String(s[s.index(after: colon)...]))
                }
            default: break
            }
        }
        return names
    }
}
