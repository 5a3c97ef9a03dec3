/// What the bars say besides the run: the latest notice (a toast that goes
/// after `noticeSeconds` of wall time) and, when `i` shows it, the frame
/// time the shell measured over the last `frameWindow` frames.
struct StatusLine {
    /// The latest notice and the wall time it goes.
    private(set) var notice: (text: String, until: Double)?
    /// The last frames' times as the shell measured them (`frameDrawn`), oldest first.
    private(set) var frameTimes: [Double] = []
    /// Whether the story bar shows the frame time (`i`, issue 32 point 11).
    var showsFrameTime = false

    /// Wall seconds a notice stays.
    static let noticeSeconds = 5.0
    /// Frames the frame time is the median of.
    static let frameWindow = 120

    /// Shows `text` from wall time `wall` (nil before the first tick: from 0).
    mutating func post(_ text: String, at wall: Double?) { show(text, until: (wall ?? 0) + Self.noticeSeconds) }

    mutating func show(_ text: String, until: Double) { notice = (text, until) }

    mutating func clearNotice() { notice = nil }

    /// The notice shown at wall time `wall` (none before the first tick).
    func notice(at wall: Double?) -> String? {
        guard let notice, let wall, wall < notice.until else { return nil }
        return notice.text
    }

    /// Wall seconds until the shown notice goes (nil: none shown).
    func secondsUntilNoticeGoes(at wall: Double?) -> Double? {
        guard let notice, let wall, wall < notice.until else { return nil }
        return notice.until - wall
    }

    mutating func frameDrawn(_ seconds: Double) {
        frameTimes.append(seconds)
        if frameTimes.count > Self.frameWindow { frameTimes.removeFirst(frameTimes.count - Self.frameWindow) }
    }

    /// "frame 1.8 ms (median of 60, max 3.1) · trace 1502 records".
    func frameTimeText(records: Int) -> String {
        let sorted = frameTimes.sorted()
        let frame = sorted.isEmpty ? "frame –" : "frame \(TextFit.number(sorted[sorted.count / 2] * 1000, digits: 2)) ms "
            + "(median of \(sorted.count), max \(TextFit.number(sorted.last! * 1000, digits: 1)))"
        return "\(frame) · trace \(records) records"
    }
}
