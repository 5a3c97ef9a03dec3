import Foundation
import TouchCore

/// What the screen shows of one moment of a run, shared by the overlays.
public struct MomentContext {
    public var index: TraceIndex
    /// The number of records that have happened.
    public var cursor: Int
    public var now: VirtualTime
    public var catalog: RecognizerCatalog
    public var snapshot: SceneSnapshot
    public var transform: ScreenTransform
    /// The objects the selected log line speaks of, by key (`LogPanel.keys(in:trace:)`).
    public var highlight: Set<ObjectKey>

    public init(index: TraceIndex, cursor: Int, now: VirtualTime, catalog: RecognizerCatalog, snapshot: SceneSnapshot,
                transform: ScreenTransform, highlight: Set<ObjectKey> = []) {
        self.index = index
        self.cursor = cursor
        self.now = now
        self.catalog = catalog
        self.snapshot = snapshot
        self.transform = transform
        self.highlight = highlight
    }
}

/// Fingers as the iOS Simulator draws them (grey discs), with their tap
/// count, their trail, and the thresholds that decide the recognizers still
/// possible on them: a circle that makes a tap fail (red, `tapAllowableMovement`)
/// or a long press fail (`allowableMovement`), one that makes a pan begin
/// (blue, `panHysteresis`) or a swipe end (green, `swipeMinimumDistance`), and
/// the long press's progress ring towards `minimumPressDuration`.
public enum FingerDrawing {
    /// A fingertip's radius, in screen points (a 44-point touch target).
    public static let fingerRadius = 22.0
    /// How long a lifted finger stays drawn as a ghost, seconds.
    public static let ghostSeconds = 1.0

    public static func draw(_ m: MomentContext, showThresholds: Bool = true) -> [DrawCommand] {
        trails(m) + fingers(m, showThresholds: showThresholds)
    }

    /// The trails of the touches in focus, drawn first: a trail only grows
    /// while its finger moves, so the window keeps its pixels from frame to
    /// frame (`DisplayList.CachedPrefix.retainedEnd`).
    public static func trails(_ m: MomentContext) -> [DrawCommand] {
        var canvas = Canvas()
        for touch in m.index.focusTouches(at: m.cursor) {
            trail(touch, m, &canvas)
        }
        return canvas.commands
    }

    /// What `draw` draws over the trails: thresholds, fingers and ghosts.
    public static func fingers(_ m: MomentContext, showThresholds: Bool = true) -> [DrawCommand] {
        var canvas = Canvas()
        let focus = m.index.focusTouches(at: m.cursor)
        if showThresholds {
            for touch in focus where touch.isDown(at: m.cursor) { thresholds(touch, m, &canvas) }
        }
        for touch in focus {
            if touch.isDown(at: m.cursor) {
                finger(touch, m, &canvas)
            } else if let end = touch.end, m.now.seconds(since: end) <= ghostSeconds {
                ghost(touch, m, fade: 1 - m.now.seconds(since: end) / ghostSeconds, &canvas)
            }
        }
        return canvas.commands
    }

    static func radius(_ t: ScreenTransform) -> Double { max(11, fingerRadius * t.scale) }

    private static func trail(_ touch: TouchTrack, _ m: MomentContext, _ c: inout Canvas) {
        let points = touch.pointsUp(to: m.cursor).map { m.transform.point($0.location) }
        guard let first = points.first else { return }
        let color = Palette.faded(Color(0x3A, 0x3A, 0x3C), 0.55)
        c.circle(first, 3, color)
        // Every sample of a long stroke is not needed on screen: keep one point per 2 window points.
        var last = first
        for p in points.dropFirst() where p.distance(to: last) >= 2 || p == points.last {
            c.line(last, p, color, width: 2)
            last = p
        }
    }

    private static func finger(_ touch: TouchTrack, _ m: MomentContext, _ c: inout Canvas) {
        let p = m.transform.point(touch.location(at: m.cursor))
        let r = radius(m.transform)
        c.circle(p, r, Color(0x8E, 0x8E, 0x93, 110))
        c.ring(p, r, Color(0x3A, 0x3A, 0x3C, 210), width: 2)
        if m.highlight.contains(ObjectKey(touch.name)) { c.ring(p, r + 3, Palette.selection, width: 3) }
        // The number and the name on backgrounds of their own, so the view names under the finger never run
        // through them (issue 32 point 4: no text over text in any transient state).
        let number = String(touch.tapCount), size = max(10, r * 0.8)
        let box = max(TextMetrics.width(of: number, size: size), TextMetrics.lineHeight * size)
        c.circle(p, max(r * 0.55, box / 2 / 0.7071 + 0.5), Color(0xE5, 0xE5, 0xEA, 240))
        c.text(number, x: p.x, centerY: p.y, size: size, Color(0x1C, 0x1C, 0x1E), align: .center)
        c.pill(touch.name, Point(p.x, p.y + r + 3), size: Palette.smallSize, fill: Color(0x1C, 0x1C, 0x1E, 240), align: .center)
    }

    private static func ghost(_ touch: TouchTrack, _ m: MomentContext, fade: Double, _ c: inout Canvas) {
        let p = m.transform.point(touch.location(at: m.cursor))
        let r = radius(m.transform)
        c.ring(p, r, Palette.faded(Color(0x3A, 0x3A, 0x3C, 200), max(0.25, fade)), width: 1.5)
        if m.highlight.contains(ObjectKey(touch.name)) { c.ring(p, r + 3, Palette.selection, width: 3) }
        let phase = touch.endPhase == .cancelled ? "✕" : "↑"
        // The label on a disc of its own, so the names under the lifted finger do not run through it.
        c.circle(p, r * 0.7, Palette.faded(Color(0xE5, 0xE5, 0xEA), max(0.95, fade)))
        c.text(phase + String(touch.tapCount), x: p.x, centerY: p.y, size: max(9, r * 0.6),
               Palette.faded(Color(0x3A, 0x3A, 0x3C), max(0.3, fade)), align: .center)
    }

    /// One circle per threshold kind still deciding something on this touch.
    private static func thresholds(_ touch: TouchTrack, _ m: MomentContext, _ c: inout Canvas) {
        let start = m.transform.point(touch.startLocation)
        let here = m.transform.point(touch.location(at: m.cursor))
        let p = m.catalog.parameters
        var drawn: [String] = []
        for key in touch.recognizers {
            guard let info = m.catalog.info(key), let track = m.index.recognizer(key),
                  track.state(at: m.cursor) == .possible else { continue }
            switch info.kind {
            case .tap:
                circle("tap", p.tapAllowableMovement, Palette.failed, angle: -60, start, m, &drawn, &c)
            case .pan, .screenEdgePan:
                circle("pan", p.panHysteresis, Palette.began, angle: -15, start, m, &drawn, &c)
            case .swipe:
                circle("swipe", p.swipeMinimumDistance, Palette.ended, angle: -120, start, m, &drawn, &c)
            case .longPress:
                circle("long press", info.settings.allowableMovement ?? p.allowableMovement, Palette.failed, angle: 30, start, m, &drawn, &c)
                let duration = info.settings.minimumPressDuration ?? p.minimumPressDuration
                if !drawn.contains("ring"), duration > 0 {
                    drawn.append("ring")
                    let progress = min(1, max(0, m.now.seconds(since: touch.began) / duration))
                    let r = radius(m.transform) + 6
                    c.arc(here, r, from: -Double.pi / 2, to: -Double.pi / 2 + 2 * Double.pi, Palette.faded(Palette.began, 0.25), width: 4)
                    c.arc(here, r, from: -Double.pi / 2, to: -Double.pi / 2 + 2 * Double.pi * progress, Palette.began, width: 4)
                    c.pill(String(format: "long press %.2f / %.2f s", progress * duration, duration),
                           Point(here.x + r * 0.75, here.y + r * 0.75), size: Palette.smallSize * 0.9, fill: Palette.began)
                }
            case .touchDuration:
                circle("menu", p.contextMenuAllowableMovement, Palette.failed, angle: 60, start, m, &drawn, &c)
            case .pinch, .rotation, .delayedTouchesBegan, .interactionRelationship, .swipeDismissal:
                break
            }
        }
    }

    /// A threshold circle of `points` screen points around where the touch began, labelled at `angle` degrees.
    private static func circle(_ label: String, _ points: Double, _ color: Color, angle: Double, _ center: Point, _ m: MomentContext,
                               _ drawn: inout [String], _ c: inout Canvas) {
        guard !drawn.contains(label), points > 0 else { return }
        drawn.append(label)
        let r = points * m.transform.scale
        c.ring(center, r, Palette.faded(color, 0.85), width: 1.5)
        // A circle inside the fingertip needs no label: the finger covers it.
        guard r > radius(m.transform) + 4 else { return }
        let a = angle * Double.pi / 180
        let at = Point(center.x + r * cos(a), center.y + r * sin(a))
        let text = "\(label) \(TextFit.number(points)) pt"
        c.pill(text, Point(cos(a) >= 0 ? at.x + 2 : at.x - 2, at.y - TextMetrics.lineHeight * Palette.smallSize / 2 - 1),
               size: Palette.smallSize * 0.9, fill: Palette.faded(color, 0.9), align: cos(a) >= 0 ? .leading : .trailing)
    }
}

extension FingerDrawing {
    /// Every touch of a whole run at once (the export picture): its trail
    /// from where it began, and where it lifted, with its name and tap count.
    public static func allTouches(_ index: TraceIndex, transform: ScreenTransform, highlight: Set<ObjectKey> = []) -> [DrawCommand] {
        var c = Canvas()
        let r = radius(transform)
        for touch in index.touches {
            let points = touch.points.map { transform.point($0.location) }
            guard let first = points.first, let last = points.last else { continue }
            let ink = Color(0x3A, 0x3A, 0x3C, 200)
            c.circle(first, 3, ink)
            var previous = first
            for p in points.dropFirst() where p.distance(to: previous) >= 2 || p == last {
                c.line(previous, p, ink, width: 2)
                previous = p
            }
            c.circle(last, r, Color(0x8E, 0x8E, 0x93, 70))
            c.ring(last, r, ink, width: 1.5)
            if highlight.contains(ObjectKey(touch.name)) { c.ring(last, r + 3, Palette.selection, width: 3) }
            let mark = touch.endPhase == .cancelled ? "✕" : touch.end == nil ? "" : "↑"
            c.text(mark + String(touch.tapCount), x: last.x, centerY: last.y, size: max(9, r * 0.6), Color(0x1C, 0x1C, 0x1E),
                   align: .center)
            c.pill(touch.name, Point(last.x, last.y + r + 3), size: Palette.smallSize, fill: Color(0x1C, 0x1C, 0x1E, 240), align: .center)
        }
        return c.commands
    }
}
