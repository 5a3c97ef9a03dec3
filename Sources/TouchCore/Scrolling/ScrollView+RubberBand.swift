/// Rules V12 and V13 on a scroll view: the range [lo, hi] of each axis, the
/// rubber band a drag shows past it, the drag's re-anchoring when the range
/// moves under it (V9, V15 rule 4), and the bounce back at the release.
extension ScrollView {
    /// V12: the offset shown for the raw offset `raw` a drag computes (V1):
    /// within the range as is; past it rubber-banded with d = the bounds
    /// size along the axis, or clamped when it does not bounce. An axis that
    /// cannot scroll (V5) keeps its offset.
    func shownOffset(forRaw raw: Point) -> Point {
        let lo = minimumContentOffset, hi = maximumContentOffset, c = panGestureRecognizer.parameters.rubberBandCoefficient
        let current = contentOffset
        func axis(_ u: Double, _ lo: Double, _ hi: Double, _ d: Double, _ scrolls: Bool, _ now: Double) -> Double {
            guard scrolls else { return now }
            return RubberBand.constrain(u, lo: lo, hi: hi, extent: d, coefficient: c, bounces: bounces)
        }
        return Point(axis(raw.x, lo.x, hi.x, frame.width, canScroll(.horizontal), current.x),
                     axis(raw.y, lo.y, hi.y, frame.height, canScroll(.vertical), current.y))
    }

    /// The raw offset whose rubber band shows `shown` (V9, V15 rule 4): the
    /// inverse of V12's rb of the overscroll past the range.
    func rawOffset(showing shown: Point) -> Point {
        let lo = minimumContentOffset, hi = maximumContentOffset, c = panGestureRecognizer.parameters.rubberBandCoefficient
        func axis(_ y: Double, _ lo: Double, _ hi: Double, _ d: Double) -> Double {
            guard bounces else { return y }
            // An overscroll at or past d (only a scene's contentOffset can show one) is taken as just below it.
            func pull(_ shown: Double) -> Double { RubberBand.pull(showing: min(shown, d * 0.999_999), extent: d, coefficient: c) }
            if y < lo { return lo - pull(lo - y) }
            if y > hi { return hi + pull(y - hi) }
            return y
        }
        return Point(axis(shown.x, lo.x, hi.x, frame.width), axis(shown.y, lo.y, hi.y, frame.height))
    }

    /// The signed overscroll of `offset` past the range ([bx, by], V12).
    func overscroll(of offset: Point) -> Point {
        let inside = clamped(offset)
        return Point(offset.x - inside.x, offset.y - inside.y)
    }

    /// Sets the content offset and writes its `scroll.offset`, with
    /// `rubberBand` when it lies past the range (V1, V12).
    func setOffsetAndRecord(_ offset: Point, trace: Trace) {
        contentOffset = offset
        trace.record(.scrollOffset, traceName).with("offset", .point(offset))
        let band = overscroll(of: offset)
        if band != .zero { trace.with("rubberBand", .point(band)) }
    }

    /// V15 rule 4: the range changed under a drag in progress; the drag goes
    /// on from the offset it shows, its raw overshoot recomputed for the new edge.
    func reanchorDrag() {
        guard isDragging else { return }
        let raw = rawOffset(showing: contentOffset)
        offsetAtBegan = Point(raw.x + draggedBy.x, raw.y + draggedBy.y)
    }

    /// V13: at the release, the axes past their range settle back to its
    /// nearest end (`scroll.bounce` here, then the curve of every scroll view
    /// animation, `release`); returns where they settle, or nil when every
    /// axis is within its range.
    func bounceBackIfNeeded(device: Device) -> Point? {
        let from = contentOffset, to = clamped(from)
        guard from != to else { return nil }
        let trace = device.trace
        var edges: [Condition.Edge] = []
        if from.y < to.y { edges.append(.top) } else if from.y > to.y { edges.append(.bottom) }
        if from.x < to.x { edges.append(.left) } else if from.x > to.x { edges.append(.right) }
        for edge in edges {
            trace.record(.scrollBounce, traceName).with("edge", .string(edge.rawValue))
                .with("from", .point(from)).with("to", .point(to))
        }
        return to
    }
}
