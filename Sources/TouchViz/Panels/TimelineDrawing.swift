import Foundation
import TouchCore

/// Which stretch of time the timeline shows: `span` seconds from `start`.
public struct TimelineViewport: Hashable, Sendable {
    public var start: Double
    public var span: Double

    public init(start: Double, span: Double) {
        self.start = start
        self.span = max(span, 0.000_5)
    }

    /// The whole of a run that ends at `end` seconds, with a little room after it.
    public static func fit(end: Double) -> TimelineViewport {
        TimelineViewport(start: 0, span: max(0.1, end * 1.06 + 0.02))
    }

    public func x(_ seconds: Double, in r: Rect) -> Double { r.minX + (seconds - start) / span * r.width }

    public func time(atX x: Double, in r: Rect) -> Double { start + (x - r.minX) / max(1, r.width) * span }

    /// Zooms by `factor` (< 1 zooms in) keeping instant `t` where it is.
    public mutating func zoom(by factor: Double, around t: Double) {
        let newSpan = min(3600, max(0.000_5, span * factor))
        start = max(0, t - (t - start) * newSpan / span)
        span = newSpan
    }

    public mutating func pan(by seconds: Double) { start = max(0, start + seconds) }
}

/// Draws a `TimelineModel`: a time axis, a label column, and the lanes
/// with their bars and marks, culled to what the viewport shows; the
/// playback cursor and the selected record as vertical lines.
public enum TimelineDrawing {
    public static let labelWidth = 150.0
    public static let axisHeight = 20.0

    /// Where the axis, the labels and the lanes go in `area`.
    public static func geometry(in area: Rect) -> (axis: Rect, labels: Rect, lanes: Rect) {
        let (axisRow, body) = area.sliceTop(axisHeight)
        let (labels, lanes) = body.sliceLeft(min(labelWidth, area.width * 0.3))
        let (_, axis) = axisRow.sliceLeft(labels.width)
        return (axis, labels, lanes)
    }

    public struct Overlay: Hashable, Sendable {
        /// The playback cursor or live "now", seconds.
        public var cursor: Double?
        /// The selected record's instant, seconds.
        public var selectionTime: Double?
        /// Lanes to highlight (the selected log line's objects).
        public var highlight: Set<ObjectKey>
        /// Where still-open bars end, microseconds.
        public var openEnd: Int64

        public init(cursor: Double? = nil, selectionTime: Double? = nil, highlight: Set<ObjectKey> = [], openEnd: Int64 = 0) {
            self.cursor = cursor
            self.selectionTime = selectionTime
            self.highlight = highlight
            self.openEnd = openEnd
        }
    }

    public static func draw(_ model: TimelineModel, viewport: TimelineViewport, in area: Rect, scrollY: Double = 0,
                            overlay: Overlay = Overlay()) -> [DrawCommand] {
        var c = Canvas()
        let (axis, labels, lanes) = geometry(in: area)
        guard lanes.width > 10, lanes.height > 4 else { return [] }
        drawAxis(viewport, axis: axis, lanes: lanes, into: &c)
        let openEnd = max(overlay.openEnd, model.end)
        var y = lanes.minY - scrollY
        var laneMidY: [Double] = []
        laneMidY.reserveCapacity(model.lanes.count)
        c.commands.append(.pushClip(Rect(x: area.minX, y: lanes.minY, width: area.width, height: lanes.height)))
        for (i, lane) in model.lanes.enumerated() {
            laneMidY.append(y + lane.height / 2)
            defer { y += lane.height }
            guard y + lane.height >= lanes.minY, y <= lanes.maxY else { continue }
            let row = Rect(x: area.minX, y: y, width: area.width, height: lane.height)
            if lane.kind == .group {
                c.line(Point(area.minX, y + 0.5), Point(area.maxX, y + 0.5), Palette.separator)
                // A group's title half scrolled out is left out, as a lane's words are.
                if y + lane.height / 2 - 5 >= lanes.minY && y + lane.height / 2 + 6 <= lanes.maxY {
                    c.text(lane.name, x: area.minX + 6, centerY: y + lane.height / 2 + 1, size: 8.5, Palette.tertiaryText)
                }
                continue
            }
            let highlighted = overlay.highlight.contains(lane.key) || lane.aliasKeys.contains(where: overlay.highlight.contains)
            if highlighted {
                c.fill(row, Palette.faded(Palette.selection, 0.22))
            } else if i % 2 == 0 {
                c.fill(row, Color(255, 255, 255, 6))
            }
            let laneRect = Rect(x: lanes.minX, y: y, width: lanes.width, height: lane.height)
            // A lane half scrolled out shows its bars and marks, not its words.
            let words = y + lane.height / 2 - 6 >= lanes.minY && y + lane.height / 2 + 6 <= lanes.maxY
            if words {
                drawLabel(lane, in: Rect(x: labels.minX, y: y, width: labels.width, height: lane.height),
                          highlighted: highlighted, into: &c)
            }
            c.clip(laneRect) { c in
                drawBars(lane, viewport: viewport, row: laneRect, openEnd: openEnd, words: words, into: &c)
                drawMarks(lane, viewport: viewport, row: laneRect, words: words, into: &c)
            }
        }
        c.clip(lanes) { c in drawArrows(model.arrows, viewport: viewport, lanes: lanes, laneMidY: laneMidY, into: &c) }
        c.commands.append(.popClip)
        c.line(Point(lanes.minX - 0.5, axis.minY), Point(lanes.minX - 0.5, lanes.maxY), Palette.separator)
        c.clip(Rect(x: lanes.minX, y: axis.minY, width: lanes.width, height: axis.height + lanes.height)) { c in
            if let t = overlay.selectionTime {
                let x = viewport.x(t, in: lanes)
                c.line(Point(x, axis.minY), Point(x, lanes.maxY), Palette.selection, width: 1.5)
            }
            if let t = overlay.cursor {
                let x = viewport.x(t, in: lanes)
                c.line(Point(x, axis.maxY), Point(x, lanes.maxY), Palette.faded(Palette.cursor, 0.85), width: 1.5)
                c.polygon([Point(x - 5, axis.maxY - 7), Point(x + 5, axis.maxY - 7), Point(x, axis.maxY)], Palette.cursor)
            }
        }
        return c.commands
    }

    /// A picture of the whole timeline, every lane, sized to be read.
    public static func image(_ model: TimelineModel, title: String, width: Double = 1600) -> DisplayList {
        let titleHeight = 30.0
        let height = titleHeight + axisHeight + model.totalHeight + 10
        var list = DisplayList(size: Size(width: width, height: height), background: Palette.panel)
        list.commands.append(.text(title, origin: Point(12, 8), size: Palette.titleSize, Palette.text, alignment: .leading))
        let area = Rect(x: 0, y: titleHeight, width: width, height: height - titleHeight)
        // Room after the end for the last marks' labels.
        let end = max(0.05, Double(model.end) / 1_000_000)
        let lanesWidth = width - min(labelWidth, width * 0.3)
        let viewport = TimelineViewport(start: 0, span: end / max(0.5, 1 - 200 / lanesWidth))
        list.commands += draw(model, viewport: viewport, in: area)
        return list
    }

    // MARK: Parts

    private static func drawAxis(_ v: TimelineViewport, axis: Rect, lanes: Rect, into c: inout Canvas) {
        let step = niceStep(v.span * 80 / max(1, lanes.width))
        var t = (v.start / step).rounded(.down) * step
        let digits = step >= 1 ? 0 : step >= 0.1 ? 1 : step >= 0.01 ? 2 : 3
        c.clip(Rect(x: lanes.minX, y: axis.minY, width: lanes.width, height: axis.height + lanes.height)) { c in
            while t <= v.start + v.span {
                let x = v.x(t, in: lanes)
                c.line(Point(x, axis.maxY - 5), Point(x, lanes.maxY), Color(255, 255, 255, 14))
                c.line(Point(x, axis.maxY - 5), Point(x, axis.maxY), Palette.tertiaryText)
                let label = String(format: "%.\(digits)f s", t)
                if x + 3 + TextMetrics.width(of: label, size: 9) <= lanes.maxX && x + 3 >= lanes.minX {
                    c.text(label, Point(x + 3, axis.minY + 3), size: 9, Palette.secondaryText)
                }
                t += step
            }
        }
        c.line(Point(axis.minX, axis.maxY - 0.5), Point(axis.maxX, axis.maxY - 0.5), Palette.separator)
    }

    /// 1, 2 or 5 times a power of ten, at least `raw`.
    static func niceStep(_ raw: Double) -> Double {
        guard raw > 0, raw.isFinite else { return 1 }
        let power = pow(10, (log10(raw)).rounded(.down))
        for m in [1.0, 2, 5, 10] where m * power >= raw { return m * power }
        return 10 * power
    }

    private static func drawLabel(_ lane: TimelineModel.Lane, in r: Rect, highlighted: Bool, into c: inout Canvas) {
        let size = 10.0
        let color = highlighted ? Palette.selection : Palette.text
        let name = TextFit.truncated(lane.name, width: r.width - 10, size: size) ?? ""
        c.text(name, x: r.minX + 6, centerY: r.midY, size: size, color)
        let used = TextMetrics.width(of: name, size: size) + 12
        if let detail = TextFit.truncated(lane.detail, width: r.width - used - 4, size: 8.5) {
            c.text(detail, x: r.minX + 6 + used, centerY: r.midY + 0.5, size: 8.5, Palette.tertiaryText)
        }
    }

    private static func drawBars(_ lane: TimelineModel.Lane, viewport v: TimelineViewport, row: Rect, openEnd: Int64, words: Bool,
                                 into c: inout Canvas) {
        let t0 = Int64(v.start * 1_000_000), t1 = Int64((v.start + v.span) * 1_000_000)
        for (k, bar) in lane.bars.enumerated() {
            let end = bar.end ?? openEnd
            guard end >= t0, bar.start <= t1 else { continue }
            let x0 = v.x(Double(bar.start) / 1_000_000, in: row), x1 = max(x0 + 1.5, v.x(Double(end) / 1_000_000, in: row))
            if bar.thin {
                c.line(Point(x0, row.midY), Point(x1, row.midY), bar.color, width: 2)
                continue
            }
            let r = Rect(x: x0, y: row.minY + 3, width: x1 - x0, height: row.height - 6)
            if bar.outline {
                c.stroke(r.insetBy(dx: 0, dy: -1), bar.color, width: 1.5)
            } else {
                c.fill(r, bar.color)
            }
            let visible = Rect(x: max(r.minX, row.minX), y: r.minY, width: min(r.maxX, row.maxX) - max(r.minX, row.minX), height: r.height)
            // A mark's label inside the bar has the room from the mark on: the bar's label stops before it.
            // So does the next bar's.
            guard words, !bar.label.isEmpty else { continue }
            var stop = visible.maxX
            var m = lowerBound(lane.marks, bar.start)
            while m < lane.marks.count, lane.marks[m].time <= end {
                if !lane.marks[m].label.isEmpty { stop = min(stop, v.x(Double(lane.marks[m].time) / 1_000_000, in: row) - 2); break }
                m += 1
            }
            for next in lane.bars[(k + 1)...] where !next.thin && next.start >= bar.start {
                stop = min(stop, v.x(Double(next.start) / 1_000_000, in: row) - 2)
                break
            }
            let room = stop - visible.minX
            if let text = TextFit.truncated(bar.label, width: room - 6, size: 8.5) {
                let ink = bar.outline ? bar.color : Palette.textColor(on: bar.color.withAlpha(255))
                c.text(text, x: visible.minX + 3, centerY: r.midY, size: 8.5, ink)
            }
        }
    }

    /// Marks at the same pixel share one label; a label is drawn where it
    /// fits before the next mark.
    private static func drawMarks(_ lane: TimelineModel.Lane, viewport v: TimelineViewport, row: Rect, words: Bool,
                                  into c: inout Canvas) {
        let t0 = Int64(v.start * 1_000_000) - 1, t1 = Int64((v.start + v.span) * 1_000_000) + 1
        let marks = lane.marks
        var first = lowerBound(marks, t0)
        var lastTickX = -Double.infinity
        var pendingLabel: (x: Double, text: String, color: Color)?
        var groupX = -Double.infinity
        var freeX = -Double.infinity
        /// Right of the mark up to the next one; at the lane's end, left of the mark when it fits there whole.
        func flush(before nextX: Double, _ c: inout Canvas) {
            guard let label = pendingLabel else { return }
            pendingLabel = nil
            guard words else { return }
            var x = max(label.x + 5, freeX)
            let full = TextMetrics.width(of: label.text, size: 8.5)
            if nextX >= row.maxX, x + full > row.maxX - 4, label.x - 5 - full >= max(freeX, row.minX + 2) {
                x = label.x - 5 - full
            }
            let room = min(nextX, row.maxX) - x - 4
            guard let text = TextFit.truncated(label.text, width: room, size: 8.5), x >= freeX else { return }
            let w = TextMetrics.width(of: text, size: 8.5)
            c.fill(Rect(x: x - 1, y: row.midY - 6, width: w + 2, height: 12), Palette.panel)
            c.text(text, x: x, centerY: row.midY, size: 8.5, label.color)
            freeX = max(freeX, x + w + 4)
        }
        while first < marks.count, marks[first].time <= t1 {
            let mark = marks[first]
            first += 1
            let x = v.x(Double(mark.time) / 1_000_000, in: row)
            if mark.shape == .tick {
                if x - lastTickX < 3 { continue }
                lastTickX = x
            }
            if abs(x - groupX) >= 1 {
                flush(before: x, &c)
                groupX = x
            }
            shape(mark.shape, at: Point(x, row.midY), color: mark.color, row: row, into: &c)
            if !mark.label.isEmpty {
                if let p = pendingLabel {
                    pendingLabel = (p.x, p.text + " · " + mark.label, p.color)
                } else {
                    pendingLabel = (x, mark.label, mark.color)
                }
            }
        }
        flush(before: row.maxX + 400, &c)
    }

    /// The colour of cause arrows: muted, so that marks stay in front.
    public static let causeArrowColor = Color(0xC7, 0xC7, 0xCC, 165)

    /// A thin curved arrow per `causedBy` link (rule G10), from the cause's
    /// mark to the effect's, stopping short of both marks. Causes and
    /// effects are often at the same instant: those arrows bow to the
    /// left (marks' labels are on the right), further the more lanes they
    /// cross, so a fan of effects of one recognition stays apart.
    private static func drawArrows(_ arrows: [TimelineModel.Arrow], viewport v: TimelineViewport, lanes: Rect,
                                   laneMidY: [Double], into c: inout Canvas) {
        for arrow in arrows {
            let a = Point(v.x(Double(arrow.fromTime) / 1_000_000, in: lanes), laneMidY[arrow.fromLane])
            let b = Point(v.x(Double(arrow.toTime) / 1_000_000, in: lanes), laneMidY[arrow.toLane])
            guard max(a.x, b.x) >= lanes.minX - 30, min(a.x, b.x) <= lanes.maxX + 30,
                  max(a.y, b.y) >= lanes.minY, min(a.y, b.y) <= lanes.maxY else { continue }
            let points = causeCurve(from: a, to: b)
            guard points.count >= 2 else { continue }
            c.polyline(Array(points.dropLast()), causeArrowColor, width: 1)
            let tip = points[points.count - 1], back = points[points.count - 2]
            c.arrow(back, tip, causeArrowColor, width: 1, head: 5)
        }
    }

    /// The curve of a cause arrow from mark `a` to mark `b`, as points,
    /// trimmed so that it starts and ends beside the marks.
    static func causeCurve(from a: Point, to b: Point) -> [Point] {
        let dx = b.x - a.x, dy = b.y - a.y
        let mid = Point((a.x + b.x) / 2, (a.y + b.y) / 2)
        let control: Point
        if abs(dy) < 1 {
            control = Point(mid.x, mid.y - min(14, 4 + abs(dx) * 0.2))
        } else if abs(dx) < abs(dy) * 0.6 {
            control = Point(mid.x - min(40, 10 + abs(dy) * 0.25), mid.y)
        } else {
            control = mid
        }
        let steps = 16
        var points = (0...steps).map { i -> Point in
            let t = Double(i) / Double(steps), u = 1 - t
            return Point(u * u * a.x + 2 * u * t * control.x + t * t * b.x, u * u * a.y + 2 * u * t * control.y + t * t * b.y)
        }
        // Leave the marks visible: 6 points off the cause, 5 off the effect.
        func distance(_ p: Point, _ q: Point) -> Double { ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot() }
        while points.count > 2, distance(points[0], a) < 6 { points.removeFirst() }
        while points.count > 2, distance(points[points.count - 1], b) < 5 { points.removeLast() }
        guard distance(points[0], points[points.count - 1]) > 4 else { return [] }
        return points
    }

    private static func lowerBound(_ marks: [TimelineModel.Mark], _ t: Int64) -> Int {
        var low = 0, high = marks.count
        while low < high {
            let mid = (low + high) / 2
            if marks[mid].time < t { low = mid + 1 } else { high = mid }
        }
        return low
    }

    private static func shape(_ s: TimelineModel.MarkShape, at p: Point, color: Color, row: Rect, into c: inout Canvas) {
        switch s {
        case .circle: c.circle(p, 3.5, color)
        case .square: c.fill(Rect(x: p.x - 3, y: p.y - 3, width: 6, height: 6), color)
        case .cross:
            c.line(Point(p.x - 3.5, p.y - 3.5), Point(p.x + 3.5, p.y + 3.5), color, width: 2)
            c.line(Point(p.x - 3.5, p.y + 3.5), Point(p.x + 3.5, p.y - 3.5), color, width: 2)
        case .diamond: c.polygon([Point(p.x, p.y - 5), Point(p.x + 4.5, p.y), Point(p.x, p.y + 5), Point(p.x - 4.5, p.y)], color)
        case .tick:
            // On the bar's lower edge, like a ruler's: the bar's label stays readable over the moves.
            let base = row.maxY - 1
            c.line(Point(p.x, base - 5), Point(p.x, base), Palette.faded(color, 0.8), width: 1)
        case .triangle:
            let base = row.maxY - 1
            c.polygon([Point(p.x, base - 7), Point(p.x + 4, base), Point(p.x - 4, base)], color)
        case .arrow: c.polygon([Point(p.x - 3, p.y - 4), Point(p.x + 4, p.y), Point(p.x - 3, p.y + 4)], color)
        }
    }
}
