import TouchCore

/// Keeping the latest interaction in view: the live timeline follows "now"
/// but never lets the touches that just happened slide out to the left,
/// and `j` jumps to the last touch (issue 13, item 2).
extension TimelineViewport {
    /// The stretch from `from` to `to` seconds with a tenth of room each side, at least `minimumSpan` wide.
    public static func showing(from: Double, to: Double, minimumSpan: Double = 0.5) -> TimelineViewport {
        let span = max(minimumSpan, (to - from) * 1.2)
        let middle = (from + to) / 2
        return TimelineViewport(start: max(0, middle - span / 2), span: span)
    }

    /// Live: the last `span` seconds up to `now` (now at 85 % of the width),
    /// widened to the left when the latest interaction began earlier, so its
    /// touches stay in view however long its timers run.
    public static func following(now: Double, span: Double, interactionStart: Double?) -> TimelineViewport {
        var start = max(0, now - span * 0.85)
        var width = span
        if let begin = interactionStart, begin < start + span * 0.05 {
            start = max(0, begin - span * 0.05)
            width = max(span, (now - start) / 0.85)
        }
        return TimelineViewport(start: start, span: width)
    }
}

extension TraceIndex {
    /// The latest interaction among the first `cursor` records: the last
    /// touch and every touch it overlapped in time (back to a moment no
    /// finger was down), from the first one's beginning to the last record.
    public func latestInteraction(at cursor: Int) -> (start: Double, end: Double)? {
        let existing = touches.filter { $0.exists(at: cursor) }
        guard var start = existing.last?.began.seconds else { return nil }
        for touch in existing.reversed() {
            let end = touch.endSeq.map { $0 < cursor } == true ? touch.end?.seconds ?? start : .infinity
            if end >= start { start = min(start, touch.began.seconds) }
        }
        let last = cursor > 0 ? time(ofRecord: min(cursor, count) - 1).seconds : start
        return (start, max(start, last))
    }
}
