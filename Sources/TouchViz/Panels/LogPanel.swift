import TouchCore

/// The human log (`HumanLog.line`), one entry per record the filter shows
/// (`LogFilter`), scrollable: an entry too long for the panel wraps at word
/// boundaries, its continuation lines indented under the message, so a
/// cause is never cut mid-word; entries after the playback cursor dimmed,
/// the selected entry marked, state changes in the colour of the state
/// they reach.
public enum LogPanel {
    public static let lineHeight = 14.0
    static let size = 9.5
    /// Where a record's message starts in its line (`HumanLog.line`: time, kind, message).
    static let messageColumn = 22

    /// About how many entries fit in `area` (one line each).
    public static func capacity(_ area: Rect) -> Int { max(1, Int((area.height - 4) / lineHeight)) }

    /// One entry as laid out: its record, its lines and the rows they take.
    public struct Row {
        public var position: Int
        public var record: Int
        public var lines: [String]
        public var rect: Rect
    }

    /// The lines of one log line in `width` points: whole if it fits, else
    /// broken at spaces, the continuation lines indented to the message.
    public static func lines(_ text: String, width: Double) -> [String] {
        let capacity = TextFit.capacity(width, size: size)
        guard text.count > capacity else { return [text] }
        let indent = min(messageColumn, max(0, capacity / 3))
        var out: [String] = []
        var rest = Substring(text)
        var first = true
        while !rest.isEmpty {
            let room = first ? capacity : capacity - indent
            let prefix = first ? "" : String(repeating: " ", count: indent)
            if rest.count <= room {
                out.append(prefix + rest)
                break
            }
            // The last space that keeps the line within its room (past the indent); a hard cut only for a word longer than a line.
            let window = rest.prefix(room + 1)
            var cut = window.lastIndex(of: " ").flatMap { $0 > rest.index(rest.startIndex, offsetBy: first ? indent : 0) ? $0 : nil }
                ?? rest.index(rest.startIndex, offsetBy: room)
            if cut == rest.startIndex { cut = rest.index(rest.startIndex, offsetBy: room) }
            out.append(prefix + String(rest[..<cut]).trimmingTrailingSpaces)
            rest = rest[cut...].drop { $0 == " " }
            first = false
        }
        return out
    }

    /// The entries from position `first` of `entries` (record numbers) that fit in `area`.
    public static func rows(entries: [Int], first: Int, in area: Rect, text: (Int) -> String) -> [Row] {
        var rows: [Row] = []
        var y = area.minY + 2
        var position = max(0, first)
        let width = area.width - 14
        while position < entries.count, y + lineHeight <= area.maxY + 0.001 {
            let record = entries[position]
            var lines = lines(text(record), width: width)
            let room = Int((area.maxY - y) / lineHeight)
            if lines.count > room {
                // The last entry shown keeps to the panel: the lines that fit, the last one elided.
                lines = Array(lines.prefix(max(1, room)))
                if let last = lines.last { lines[lines.count - 1] = TextFit.truncated(last + " …", width: width, size: size) ?? last }
            }
            let rect = Rect(x: area.minX, y: y, width: area.width, height: Double(lines.count) * lineHeight)
            rows.append(Row(position: position, record: record, lines: lines, rect: rect))
            y = rect.maxY
            position += 1
        }
        return rows
    }

    /// The first position from which the entries up to and including
    /// `last` fit whole in `area`, counting wrapped lines (issue 32 point
    /// 1: the live log follows its tail, and scrolling stops where the last
    /// entry shows whole, not where the record count says). At least `last`
    /// itself when one entry is taller than the panel.
    public static func first(toShow last: Int, of entries: [Int], in area: Rect, text: (Int) -> String) -> Int {
        guard !entries.isEmpty else { return 0 }
        let last = min(max(0, last), entries.count - 1)
        let room = Int((area.maxY + 0.001 - (area.minY + 2)) / lineHeight)
        let width = area.width - 14
        var used = 0
        var first = last
        while first >= 0 {
            used += lines(text(entries[first]), width: width).count
            if used > room { break }
            first -= 1
        }
        return min(last, first + 1)
    }

    /// The record under window point `p`, given the rows drawn.
    public static func record(at p: Point, in rows: [Row]) -> Int? {
        rows.first { $0.rect.contains(p) }?.record
    }

    /// Draws `entries` (record numbers the filter shows) from position
    /// `first`; `record(i)` gives record i. `cursor`: records from it on have
    /// not happened yet (playback). `hidden`: what the filter hides, said
    /// when nothing shows.
    public static func draw(entries: [Int], first: Int, cursor: Int, selected: Int?, in area: Rect, empty: String? = nil,
                            record: (Int) -> TraceRecord) -> [DrawCommand] {
        var c = Canvas()
        guard !entries.isEmpty else {
            let text = empty ?? "The log of every record appears here: the story of each touch, top to bottom."
            for (i, line) in TextFit.wrapped(text, width: area.width - 16, size: Palette.smallSize).enumerated() {
                c.text(line, x: area.minX + 8, centerY: area.minY + 14 + Double(i) * lineHeight, size: Palette.smallSize,
                       Palette.tertiaryText)
            }
            return c.commands
        }
        let rows = rows(entries: entries, first: first, in: area) { HumanLog.line(record($0)) }
        return draw(rows: rows, total: entries.count, first: first, cursor: cursor, selected: selected, in: area, record: record)
    }

    /// Draws rows already laid out (`rows(entries:first:in:text:)`) of `total` entries.
    public static func draw(rows: [Row], total: Int, first: Int, cursor: Int, selected: Int?, in area: Rect,
                            record: (Int) -> TraceRecord) -> [DrawCommand] {
        var c = Canvas()
        c.clip(area) { c in
            for row in rows {
                let i = row.record
                if i == selected {
                    c.fill(row.rect, Palette.faded(Palette.selection, 0.3))
                    c.fill(Rect(x: row.rect.minX, y: row.rect.minY, width: 3, height: row.rect.height), Palette.selection)
                } else if i == cursor - 1 {
                    c.fill(row.rect, Color(255, 255, 255, 22))
                }
                let r = record(i)
                var color = self.color(of: r)
                if i >= cursor { color = Palette.faded(color, 0.35) }
                for (n, line) in row.lines.enumerated() {
                    c.text(line, x: area.minX + 6, centerY: row.rect.minY + (Double(n) + 0.5) * lineHeight, size: size, color)
                }
            }
        }
        let shown = rows.count
        if total > shown {
            // A scroll bar: where the shown entries sit in the whole log.
            let track = area.height - 4
            let length = max(16, track * Double(shown) / Double(total))
            let y = area.minY + 2 + (track - length) * Double(first) / Double(max(1, total - shown))
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
            guard case .gestureState(let e)? = r.event else { return Palette.text }
            return Palette.state(e.to)
        case .gestureAction:
            guard case .gestureAction(let e)? = r.event else { return Palette.ended }
            return Palette.state(e.state)
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
        if let event = r.event { names.formUnion(event.objectNames) }
        return names
    }

    /// `names(in:)` by key (issue 27.3), what a selected line highlights: a
    /// name the record carries with its id (its subject, an object field, a
    /// list of names such as a held phase's `by`) is that object only, not
    /// every object of its label. A cause's other object, which the cause's
    /// text names by label, is the subject of the record the cause links to
    /// (`causedBy`, read from `trace`) when that record's subject has the
    /// label. Touches and stages, which have no ids, are keyed by label.
    public static func keys(in r: TraceRecord, trace: Trace? = nil) -> Set<ObjectKey> {
        var out: Set<ObjectKey> = [r.subjectKey]
        guard let event = r.event else { return out }
        var carried: [String: [ObjectKey]] = [r.subject: [r.subjectKey]]
        // The object a cause names carries its id in the cause (issue 27.3).
        if let object = r.typedCause?.object, object.name.id.isAssigned { carried[object.label, default: []].append(object.key) }
        for f in r.fields where f.key != "cause" {
            if f.objectID.isAssigned, let label = f.value.stringValue {
                carried[label, default: []].append(ObjectKey(label, id: f.objectID))
            } else if case .names(let list) = f.value {
                for name in list where name.id.isAssigned { carried[name.string, default: []].append(name.key) }
            }
        }
        let other = r.typedCause?.otherObject
        for name in event.objectNames {
            if let keys = carried[name] {
                out.formUnion(keys)
            } else if name == other, let trace, case .int(let seq)? = r["causedBy"], seq >= trace.firstStoredSeq, seq < trace.count,
                      case let cause = trace[seq], cause.subject == name {
                out.insert(cause.subjectKey)
            } else {
                out.insert(ObjectKey(name))
            }
        }
        return out
    }
}

extension StringProtocol {
    var trimmingTrailingSpaces: String {
        var s = String(self)
        while s.hasSuffix(" ") { s.removeLast() }
        return s
    }
}
