import TouchCore

/// The source stages S1–S7 (section S) as a row of boxes that light up as
/// the current sample passes them: the stage of the current record
/// brightest, those it already passed dimmer. A timer's run loop turn
/// lights the run loop instead. Below, the sample in words.
public enum PipelinePanel {
    public struct Stage: Hashable, Sendable {
        public var number: String
        public var trace: String
        public var title: String
    }

    public static let stages: [Stage] = [
        Stage(number: "S1", trace: "digitizer", title: "digitizer"),
        Stage(number: "S2", trace: "iokit.hidEvent", title: "IOHIDEvent"),
        Stage(number: "S3", trace: "springboard.source1", title: "SpringBoard"),
        Stage(number: "S4", trace: "app.source1", title: "app source1"),
        Stage(number: "S5", trace: "app.source0", title: "UIEvent"),
        Stage(number: "S6", trace: "application.sendEvent", title: "UIApplication"),
        Stage(number: "S7", trace: "window.sendEvent", title: "UIWindow"),
    ]
    /// S4a: no app in front, SpringBoard keeps the touch.
    static let homeScreen = Stage(number: "S4a", trace: "springboard.source0", title: "home screen")

    /// `fade`: 1 draws the current sample at full strength; a live window
    /// lowers it as the sample ages.
    /// `highlight`: stage names the selected log line speaks of, ringed.
    public static func draw(index: TraceIndex, cursor: Int, fade: Double = 1, highlight: Set<ObjectKey> = [], in area: Rect) -> [DrawCommand] {
        var c = Canvas()
        let sample = index.samples.last { $0.seq < cursor }
        let timer = index.timers.last { $0.seq < cursor }
        let timerTurn = timer.map { t in sample.map { t.seq > $0.seq } ?? true } ?? false
        let passed = sample.map { s in s.stages.filter { $0.seq < cursor }.map(\.name) } ?? []
        let home = passed.contains(homeScreen.trace)
        let shown = stages.map { home && $0.number == "S4" ? homeScreen : $0 }
        let gap = 12.0
        let boxWidth = max(40, (area.width - 12 - gap * Double(shown.count - 1)) / Double(shown.count))
        let boxHeight = min(34, area.height - 22)
        let top = area.minY + 4
        for (i, stage) in shown.enumerated() {
            let r = Rect(x: area.minX + 6 + Double(i) * (boxWidth + gap), y: top, width: boxWidth, height: boxHeight)
            let lit = !timerTurn && passed.contains(stage.trace)
            let current = lit && passed.last == stage.trace
            let accent = stage.trace == homeScreen.trace ? Palette.cancelled : Palette.began
            let strength = (current ? 1 : 0.5) * max(0.2, fade)
            c.round(r, radius: 5, lit ? Palette.faded(accent, strength) : Palette.panelHeader)
            if highlight.contains(ObjectKey(stage.trace)) { c.stroke(r.insetBy(dx: -2, dy: -2), Palette.selection, width: 2) }
            let ink = lit ? Palette.text : Palette.tertiaryText
            // The number and the title on one line, centred; the title elided to the box (or left out).
            let numberWidth = TextMetrics.width(of: stage.number, size: 10.5)
            let title = TextFit.truncated(stage.title, width: r.width - numberWidth - 14, size: 8.5)
            let lineWidth = numberWidth + (title.map { 5 + TextMetrics.width(of: $0, size: 8.5) } ?? 0)
            let x = r.midX - lineWidth / 2
            c.text(stage.number, x: x, centerY: r.midY, size: 10.5, ink)
            if let title {
                c.text(title, x: x + numberWidth + 5, centerY: r.midY, size: 8.5, lit ? Palette.text : Palette.tertiaryText)
            }
            if i > 0 {
                let a = Point(r.minX - gap + 2, r.midY), b = Point(r.minX - 2, r.midY)
                c.arrow(a, b, lit ? Palette.faded(accent, max(0.4, strength)) : Palette.separator, width: 1.5, head: 5)
            }
        }
        let y = top + boxHeight + 10
        let summary: String
        if timerTurn, let timer {
            summary = "run loop: timer turn at \(TextFit.seconds(timer.time.seconds)) · \(timer.owner) \(timer.purpose) fires"
        } else if let sample, let n = index.samples.firstIndex(of: sample) {
            let fingers = sample.changes.map { "finger \($0.finger) \($0.phase.rawValue) (\(TextFit.number($0.location.x)), \(TextFit.number($0.location.y)))" }
            let to = sample.touches.isEmpty ? "" : " → " + sample.touches.joined(separator: ", ")
            summary = "sample \(n + 1) of \(index.samples.count) at \(TextFit.seconds(sample.time.seconds)): "
                + fingers.joined(separator: ", ") + to + (home ? " · SpringBoard keeps it (S4a)" : "")
        } else {
            summary = "no sample yet: touch the screen (or play a scenario) and watch it travel S1 → S7"
        }
        if let text = TextFit.truncated(summary, width: area.width - 12, size: Palette.smallSize) {
            c.text(text, x: area.minX + 6, centerY: y, size: Palette.smallSize, timerTurn ? Palette.waiting : Palette.secondaryText)
        }
        return c.commands
    }
}
