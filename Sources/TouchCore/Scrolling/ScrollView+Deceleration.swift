#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a released scroll view does on its own (rules V7, V8): it decelerates
/// or settles on a page, one `scroll.offset` per tick of a timer at
/// `touchRate` on the virtual clock, until `scroll.stop`.
extension ScrollView {
    /// A deceleration (`deceleration` timer) or a paging settle (`paging` timer) in progress.
    struct Motion {
        enum Kind { case deceleration, paging }
        var kind: Kind
        var start: VirtualTime
        var from: Point
        /// Deceleration: the release velocity of the offset; paging: where it settles.
        var velocity: Point
        var target: Point
        /// Axes still moving (a deceleration stops an axis at its edge).
        var movingX: Bool
        var movingY: Bool
        var tick = 0
        var timer: TimerID?
    }

    /// Whether it is decelerating or settling on a page (V7–V9).
    public var isDecelerating: Bool { motion != nil }

    /// The velocity it was released with, while it decelerates (for drawing).
    public var decelerationVelocity: Point? { motion?.velocity }

    /// Rule V7/V8: the pan ended with this offset velocity (points per second).
    func release(velocity raw: Point) {
        let pan = panGestureRecognizer
        let p = pan.parameters
        var v = raw
        if !canScroll(.horizontal) || lockedAxis == .vertical { v = Point(0, v.y) }
        if !canScroll(.vertical) || lockedAxis == .horizontal { v = Point(v.x, 0) }
        let now = pan.environment.device.now
        if isPagingEnabled {
            let target = pageTarget(velocity: v, parameters: p)
            guard target != contentOffset else { return }
            begin(Motion(kind: .paging, start: now, from: contentOffset, velocity: v, target: target,
                         movingX: target.x != contentOffset.x, movingY: target.y != contentOffset.y))
            return
        }
        // An axis already at the edge it is pushed toward does not move.
        let limit = maximumContentOffset, low = minimumContentOffset, offset = contentOffset
        if (v.x < 0 && offset.x <= low.x) || (v.x > 0 && offset.x >= limit.x) { v = Point(0, v.y) }
        if (v.y < 0 && offset.y <= low.y) || (v.y > 0 && offset.y >= limit.y) { v = Point(v.x, 0) }
        guard Point.zero.distance(to: v) >= p.decelerationStopSpeed else { return }
        begin(Motion(kind: .deceleration, start: now, from: offset, velocity: v, target: offset,
                     movingX: v.x != 0, movingY: v.y != 0))
    }

    /// Rule V8: the next page in the direction of a fast enough release,
    /// otherwise the nearest, at most one page from the page shown when the touch began.
    private func pageTarget(velocity v: Point, parameters p: DeviceParameters) -> Point {
        func axis(_ offset: Double, _ speed: Double, _ page: Double, _ start: Double, _ limit: Double, _ low: Double) -> Double {
            guard page > 0, limit > low else { return offset }
            let position = offset / page
            var target: Double
            if speed >= p.pagingVelocityThreshold {
                target = (position + 1e-9).rounded(.down) + 1
            } else if speed <= -p.pagingVelocityThreshold {
                target = (position - 1e-9).rounded(.up) - 1
            } else {
                target = position.rounded()
            }
            let startPage = (start / page).rounded()
            target = min(startPage + 1, max(startPage - 1, target))
            return min(limit, max(low, target * page))
        }
        let limit = maximumContentOffset, low = minimumContentOffset, o = contentOffset, s = offsetAtTouch
        return Point(axis(o.x, v.x, frame.width, s.x, limit.x, low.x), axis(o.y, v.y, frame.height, s.y, limit.y, low.y))
    }

    private func begin(_ m: Motion) {
        motion = m
        panGestureRecognizer.environment.trace.record(.scrollDecelerate, traceName).with("velocity", .point(m.velocity))
        scheduleTick()
    }

    private func scheduleTick() {
        guard var m = motion else { return }
        let environment = panGestureRecognizer.environment
        m.tick += 1
        let due = Double(m.tick) / environment.parameters.touchRate
        let after = max(0, due - environment.device.now.seconds(since: m.start))
        let purpose = m.kind == .paging ? "paging" : "deceleration"
        m.timer = environment.schedule(after: after, owner: traceName, purpose: purpose) { [unowned self] in self.step() }
        motion = m
    }

    /// One tick: move, record the offset, then stop or go on.
    private func step() {
        guard var m = motion else { return }
        m.timer = nil
        let environment = panGestureRecognizer.environment
        let p = environment.parameters
        let t = Double(m.tick) / p.touchRate
        var offset = contentOffset
        var stopCause: String?
        switch m.kind {
        case .paging:
            let n = max(1, (p.pagingSettleDuration * p.touchRate).rounded(.up))
            let u = min(1, Double(m.tick) / n)
            let eased = 1 - pow(1 - u, 3)
            offset = u >= 1 ? m.target : Point(m.from.x + (m.target.x - m.from.x) * eased, m.from.y + (m.target.y - m.from.y) * eased)
            if u >= 1 { stopCause = "paged" }
        case .deceleration:
            // v(t) = v₀·r^(1000t), so the distance travelled is v₀·(r^(1000t) − 1) / (1000·ln r).
            let r = decelerationRate
            let decay = pow(r, 1000 * t)
            let travelled = (decay - 1) / (1000 * log(r))
            let free = Point(m.from.x + m.velocity.x * travelled, m.from.y + m.velocity.y * travelled)
            let limit = maximumContentOffset, low = minimumContentOffset
            if m.movingX {
                offset = Point(min(limit.x, max(low.x, free.x)), offset.y)
                if offset.x != free.x { m.movingX = false }
            }
            if m.movingY {
                offset = Point(offset.x, min(limit.y, max(low.y, free.y)))
                if offset.y != free.y { m.movingY = false }
            }
            let speed = Point.zero.distance(to: Point(m.movingX ? m.velocity.x : 0, m.movingY ? m.velocity.y : 0)) * decay
            if !m.movingX && !m.movingY { stopCause = "edge" } else if speed < p.decelerationStopSpeed { stopCause = "settled" }
        }
        motion = m
        if offset != contentOffset {
            contentOffset = offset
            environment.trace.record(.scrollOffset, traceName).with("offset", .point(offset))
            offsetDidChange()
        }
        if let cause = stopCause { stopMotion(cause: cause) } else { scheduleTick() }
    }

    /// Ends a deceleration or paging settle (`scroll.stop`, V7–V9).
    func stopMotion(cause: String) {
        guard let m = motion else { return }
        let environment = panGestureRecognizer.environment
        if let timer = m.timer { environment.device.cancelTimer(timer) }
        motion = nil
        environment.trace.record(.scrollStop, traceName).with("offset", .point(contentOffset)).with("cause", .string(cause))
        didStop(cause: cause)
    }
}
