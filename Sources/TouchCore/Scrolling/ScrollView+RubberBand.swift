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
            if u >= lo && u <= hi { return u }
            guard bounces else { return min(hi, max(lo, u)) }
            return u < lo ? lo - RubberBand.rb(lo - u, extent: d, coefficient: c) : hi + RubberBand.rb(u - hi, extent: d, coefficient: c)
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
            if y < lo { return lo - RubberBand.inverse(lo - y, extent: d, coefficient: c) }
            if y > hi { return hi + RubberBand.inverse(y - hi, extent: d, coefficient: c) }
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
    /// nearest end (`scroll.bounce`, then the curve of every scroll view
    /// animation); returns false when every axis is within its range.
    func bounceBackIfNeeded(device: Device) -> Bool {
        let from = contentOffset, to = clamped(from)
        guard from != to else { return false }
        let trace = device.trace
        var edges: [Condition.Edge] = []
        if from.y < to.y { edges.append(.top) } else if from.y > to.y { edges.append(.bottom) }
        if from.x < to.x { edges.append(.left) } else if from.x > to.x { edges.append(.right) }
        for edge in edges {
            trace.record(.scrollBounce, traceName).with("edge", .string(edge.rawValue))
                .with("from", .point(from)).with("to", .point(to))
        }
        animate(.bounce, to: to, device: device)
        return true
    }
}

/// Rule V12's rubber band and V13's curve (for scroll views; sheets and
/// zoom scales use the same function).
enum RubberBand {
    /// rb(x, d) = d · (1 − 1 / (1 + c · x / d)): a pull of x past a limit, shown; never reaches d.
    static func rb(_ x: Double, extent d: Double, coefficient c: Double) -> Double {
        guard d > 0, x > 0 else { return 0 }
        return d * (1 - 1 / (1 + c * x / d))
    }

    /// The pull x whose rubber band shows `shown` (the inverse of rb).
    static func inverse(_ shown: Double, extent d: Double, coefficient c: Double) -> Double {
        guard d > 0, shown > 0, c > 0 else { return 0 }
        let s = min(shown, d * 0.999_999)
        return d * s / (c * (d - s))
    }

    /// V13: value(t) = to + (from − to) · (1 − s)³, s = t / duration in [0, 1].
    static func easeOut(from: Double, to: Double, progress s: Double) -> Double {
        let u = min(1, max(0, s))
        if u >= 1 { return to }
        let k = 1 - u
        return to + (from - to) * k * k * k
    }
}
