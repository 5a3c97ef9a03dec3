/// Rule Z8: a zoomed page hands the drag to its paging ancestor. While the
/// pan of a zoomable scroll view I runs, along each axis that its nearest
/// enclosing paging scroll view P can scroll, the drag moves I until I
/// reaches the end of its range, and the rest of the drag moves P
/// (`scroll.offset` with `forwardedFrom: I`), both computed from the drag's
/// movement since I's pan began, never accumulated. At the lift P settles as
/// in V8 with I's release velocity (unless it rests on a page boundary), and
/// I does not decelerate along an axis it is clamped on.
extension ScrollView {
    /// The drag being handed to a paging ancestor: P, P's offset when the
    /// drag began (q), the axes forwarded, and whether P has moved.
    struct Forwarding {
        unowned(safe) var target: ScrollView
        var start: Point
        var x: Bool
        var y: Bool
        var moved = false
    }

    /// Z8's P: the nearest enclosing scroll view with `pagingEnabled` that
    /// can scroll along an axis, for a scroll view that zooms (has its
    /// pinch, Z1). **Decision** (the spec's "a zoomable page"): a scroll view
    /// that cannot zoom, a carousel in a page, is left to V10 alone.
    func forwardingOnPanBegan() -> Forwarding? {
        guard pinchGestureRecognizer != nil else { return nil }
        var ancestor = superview
        while let v = ancestor {
            if let outer = v as? ScrollView, outer.isPagingEnabled, outer.isScrollEnabled {
                let x = outer.canScroll(.horizontal), y = outer.canScroll(.vertical)
                if x || y { return Forwarding(target: outer, start: outer.contentOffset, x: x, y: y) }
            }
            ancestor = v.superview
        }
        return nil
    }

    /// Z8, on each move: `raw` is I's unclamped offset o0 − Δ. Returns I's
    /// offset with the forwarded axes clamped to its range (no rubber band
    /// there), and moves P by what lies past the range.
    func forward(raw: Point, shown: Point) -> Point {
        guard var f = forwarding else { return shown }
        let lo = minimumContentOffset, hi = maximumContentOffset
        var own = shown
        var outer = f.start
        if f.x {
            own = Point(min(hi.x, max(lo.x, raw.x)), own.y)
            if raw.x > hi.x { outer = Point(f.start.x + (raw.x - hi.x), outer.y) }
            if raw.x < lo.x { outer = Point(f.start.x - (lo.x - raw.x), outer.y) }
        }
        if f.y {
            own = Point(own.x, min(hi.y, max(lo.y, raw.y)))
            if raw.y > hi.y { outer = Point(outer.x, f.start.y + (raw.y - hi.y)) }
            if raw.y < lo.y { outer = Point(outer.x, f.start.y - (lo.y - raw.y)) }
        }
        let p = f.target
        // P's offset follows V12, rubber band included.
        let target = p.shownOffset(forRaw: outer)
        if target != p.contentOffset {
            if !f.moved {
                f.moved = true
                forwarding = f
                p.forwardedDragBegan()
            }
            pendingForwardedOffset = target
        }
        return own
    }

    /// Writes P's forwarded offset after I's own (Z8's record order: I, then P).
    func flushForwardedOffset(trace: Trace) {
        guard let target = pendingForwardedOffset, let p = forwarding?.target else { return }
        pendingForwardedOffset = nil
        p.setOffsetAndRecord(target, trace: trace)
        trace.with("forwardedFrom", name: traceName)
        p.offsetDidChange()
    }

    /// Z8, at the lift: P settles as in V8 with I's release velocity `v`
    /// unless it rests on a page boundary, where it does not move. Returns
    /// I's own release velocity, without the forwarded axes it is clamped on.
    func releaseForwarding(velocity v: Point) -> Point {
        guard let f = forwarding else { return v }
        forwarding = nil
        pendingForwardedOffset = nil
        guard f.moved else { return v }
        let p = f.target
        let o = p.contentOffset
        let onBoundary = (!f.x || p.frame.width <= 0 || (o.x / p.frame.width).rounded() * p.frame.width == o.x)
            && (!f.y || p.frame.height <= 0 || (o.y / p.frame.height).rounded() * p.frame.height == o.y)
        let forwardedVelocity = Point(f.x ? v.x : 0, f.y ? v.y : 0)
        if onBoundary && p.clamped(o) == o {
            p.didReleaseWithoutMotion()
        } else {
            p.release(velocity: forwardedVelocity)
            if !p.isDecelerating { p.didReleaseWithoutMotion() }
        }
        // I does not decelerate along a forwarded axis once its offset is clamped there.
        let lo = minimumContentOffset, hi = maximumContentOffset, own = contentOffset
        let clampedX = f.x && (own.x <= lo.x || own.x >= hi.x), clampedY = f.y && (own.y <= lo.y || own.y >= hi.y)
        return Point(clampedX ? 0 : v.x, clampedY ? 0 : v.y)
    }
}
