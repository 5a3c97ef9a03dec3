#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a released scroll view does on its own (rules V7, V8, V13, V15): it
/// decelerates, settles on a page, bounces back into its range or animates
/// to the top at the end of a refresh, one `scroll.offset` per tick of a
/// timer at `touchRate` on the virtual clock, until `scroll.stop`.
extension ScrollView {
    /// A deceleration (`deceleration` timer), a paging settle (`paging`), a
    /// bounce back (`bounce`, V13) or a refresh's end (`refreshEnd`, V15) in progress.
    struct Motion {
        enum Kind {
            case deceleration, paging, bounce, refreshEnd

            /// The timer's purpose.
            var purpose: String {
                switch self {
                case .deceleration: return "deceleration"
                case .paging: return "paging"
                case .bounce: return "bounce"
                case .refreshEnd: return "refreshEnd"
                }
            }
        }
        var kind: Kind
        var start: VirtualTime
        var from: Point
        /// Deceleration: the release velocity of the offset; paging: where it settles.
        var velocity: Point
        var target: Point
        /// Axes still moving (a deceleration stops an axis at its edge).
        var movingX: Bool
        var movingY: Bool
        /// V13: axes that bounce back to `target` over `bounceSettleDuration`
        /// while the other axis decelerates or pages (false for a pure bounce,
        /// whose `kind` says it).
        var bounceX = false
        var bounceY = false
        /// V13: the deceleration beside a bounce ended before the bounce did.
        var decelerationEnded = false
        var tick = 0
        var timer: TimerID?
        /// The device whose clock moves it (unowned: the device outlives its scenes' motions).
        unowned(safe) var device: Device
    }

    /// Whether it is decelerating, settling on a page, bouncing back or
    /// ending a refresh: a touch grabs it (V7–V9, V13).
    public var isDecelerating: Bool { motion != nil }

    /// Whether it bounces back past an edge (V13), on one axis or both.
    public var isBouncing: Bool {
        guard let m = motion else { return false }
        return m.kind == .bounce || m.bounceX || m.bounceY
    }

    /// The velocity it was released with, while it decelerates (for drawing).
    public var decelerationVelocity: Point? { motion?.velocity }

    /// Rule V7/V8: the pan ended with this offset velocity (points per second).
    func release(velocity raw: Point) {
        let pan = panGestureRecognizer
        let p = pan.parameters
        var v = raw
        if !canScroll(.horizontal) || lockedAxis == .vertical { v = Point(0, v.y) }
        if !canScroll(.vertical) || lockedAxis == .horizontal { v = Point(v.x, 0) }
        let device = pan.environment.device
        let now = device.now
        // V13: an axis past its range neither decelerates nor pages: it bounces back,
        // while the other axis decelerates or pages as usual (below).
        if let bounce = bounceBackIfNeeded(device: device) {
            releaseAcross(bounce: bounce, velocity: v, now: now, device: device)
            return
        }
        if isPagingEnabled {
            let target = pageTarget(velocity: v, parameters: p)
            guard target != contentOffset else { return }
            begin(Motion(kind: .paging, start: now, from: contentOffset, velocity: v, target: target,
                         movingX: target.x != contentOffset.x, movingY: target.y != contentOffset.y, device: device))
            return
        }
        // An axis already at the edge it is pushed toward does not move.
        let lo = minimumContentOffset, limit = maximumContentOffset, offset = contentOffset
        if (v.x < 0 && offset.x <= lo.x) || (v.x > 0 && offset.x >= limit.x) { v = Point(0, v.y) }
        if (v.y < 0 && offset.y <= lo.y) || (v.y > 0 && offset.y >= limit.y) { v = Point(v.x, 0) }
        guard Point.zero.distance(to: v) >= p.decelerationStopSpeed else { return }
        begin(Motion(kind: .deceleration, start: now, from: offset, velocity: v, target: offset,
                     movingX: v.x != 0, movingY: v.y != 0, device: device))
    }

    /// Rule V13: one axis is past its range and bounces back to `bounce`;
    /// the axis within its range pages (V8) or decelerates (V7) as it would
    /// alone, and the bounce runs alongside it in one motion. When the other
    /// axis has nothing to do, it is a pure bounce (`animate(.bounce)`).
    /// **UIKit**: each axis of a UIScrollView animates on its own (the spec
    /// says only that the axis past its range neither decelerates nor pages).
    private func releaseAcross(bounce to: Point, velocity raw: Point, now: VirtualTime, device: Device) {
        let from = contentOffset
        let bx = from.x != to.x, by = from.y != to.y
        var v = Point(bx ? 0 : raw.x, by ? 0 : raw.y)
        if !(bx && by) {
            let p = device.parameters
            if isPagingEnabled {
                let page = pageTarget(velocity: v, parameters: p)
                let target = Point(bx ? to.x : page.x, by ? to.y : page.y)
                if (!bx && target.x != from.x) || (!by && target.y != from.y) {
                    var m = Motion(kind: .paging, start: now, from: from, velocity: v, target: target,
                                   movingX: target.x != from.x, movingY: target.y != from.y, device: device)
                    m.bounceX = bx
                    m.bounceY = by
                    begin(m)
                    return
                }
            } else {
                let lo = minimumContentOffset, limit = maximumContentOffset
                if (v.x < 0 && from.x <= lo.x) || (v.x > 0 && from.x >= limit.x) { v = Point(0, v.y) }
                if (v.y < 0 && from.y <= lo.y) || (v.y > 0 && from.y >= limit.y) { v = Point(v.x, 0) }
                if Point.zero.distance(to: v) >= p.decelerationStopSpeed {
                    var m = Motion(kind: .deceleration, start: now, from: from, velocity: v, target: to,
                                   movingX: v.x != 0, movingY: v.y != 0, device: device)
                    m.bounceX = bx
                    m.bounceY = by
                    begin(m)
                    return
                }
            }
        }
        animate(.bounce, to: to, device: device)
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
        m.device.trace.record(.scrollDecelerate, traceName).with("velocity", .point(m.velocity))
        scheduleTick()
    }

    /// V13, V15 rule 5: an animated change of the offset to `target` along
    /// V13's curve (a bounce back or the end of a refresh), replacing any
    /// motion in progress.
    func animate(_ kind: Motion.Kind, to target: Point, device: Device) {
        if let timer = motion?.timer { motion?.device.cancelTimer(timer) }
        motion = Motion(kind: kind, start: device.now, from: contentOffset, velocity: .zero, target: target,
                        movingX: target.x != contentOffset.x, movingY: target.y != contentOffset.y, device: device)
        scheduleTick()
    }

    private func scheduleTick() {
        guard var m = motion else { return }
        let device = m.device
        m.tick += 1
        let due = Double(m.tick) / device.parameters.touchRate
        let after = max(0, due - device.now.seconds(since: m.start))
        m.timer = device.schedule(after: after, owner: traceName, purpose: m.kind.purpose) { [unowned self] in self.step() }
        motion = m
    }

    /// One tick: move, record the offset, then stop or go on.
    private func step() {
        guard var m = motion else { return }
        m.timer = nil
        let device = m.device
        let p = device.parameters
        let t = Double(m.tick) / p.touchRate
        var offset = contentOffset
        var stopCause: Cause?
        /// V13's curve at this tick for an animation of `duration`: the fraction done.
        func progress(_ duration: Double) -> Double {
            let n = max(1, (duration * p.touchRate).rounded(.up))
            return min(1, Double(m.tick) / n)
        }
        // V13: an axis bouncing back beside a deceleration or a paging settle.
        var bouncing = false
        if m.bounceX || m.bounceY {
            let u = progress(p.bounceSettleDuration)
            if m.bounceX { offset = Point(RubberBand.easeOut(from: m.from.x, to: m.target.x, elapsed: u, duration: 1), offset.y) }
            if m.bounceY { offset = Point(offset.x, RubberBand.easeOut(from: m.from.y, to: m.target.y, elapsed: u, duration: 1)) }
            bouncing = u < 1
        }
        switch m.kind {
        case .paging where m.bounceX || m.bounceY:
            // The paging axis settles over its own duration; the stop is `paged` (W4 finishes on it).
            let u = progress(p.pagingSettleDuration)
            if !m.bounceX { offset = Point(RubberBand.easeOut(from: m.from.x, to: m.target.x, elapsed: u, duration: 1), offset.y) }
            if !m.bounceY { offset = Point(offset.x, RubberBand.easeOut(from: m.from.y, to: m.target.y, elapsed: u, duration: 1)) }
            if u >= 1 && !bouncing { stopCause = .paged }
        case .paging, .bounce, .refreshEnd:
            let duration = m.kind == .paging ? p.pagingSettleDuration : m.kind == .bounce ? p.bounceSettleDuration : p.refreshEndDuration
            let u = progress(duration)
            offset = Point(RubberBand.easeOut(from: m.from.x, to: m.target.x, elapsed: u, duration: 1),
                           RubberBand.easeOut(from: m.from.y, to: m.target.y, elapsed: u, duration: 1))
            if u >= 1 { stopCause = m.kind == .paging ? .paged : m.kind == .bounce ? .bounced : .refreshEnded }
        case .deceleration where m.bounceX || m.bounceY:
            // V7 on the axis within its range while the other bounces back (V13).
            let r = decelerationRate
            let decay = pow(r, 1000 * t)
            let travelled = (decay - 1) / (1000 * log(r))
            let lo = minimumContentOffset, limit = maximumContentOffset
            var stoppedAtEdge = false
            if m.movingX {
                let free = m.from.x + m.velocity.x * travelled
                offset = Point(min(limit.x, max(lo.x, free)), offset.y)
                if offset.x != free { m.movingX = false; stoppedAtEdge = true }
            }
            if m.movingY {
                let free = m.from.y + m.velocity.y * travelled
                offset = Point(offset.x, min(limit.y, max(lo.y, free)))
                if offset.y != free { m.movingY = false; stoppedAtEdge = true }
            }
            let speed = Point.zero.distance(to: Point(m.movingX ? m.velocity.x : 0, m.movingY ? m.velocity.y : 0)) * decay
            if speed < p.decelerationStopSpeed { m.movingX = false; m.movingY = false }
            if !m.movingX && !m.movingY && !bouncing {
                // Whichever ends last names the stop: the bounce, or the deceleration (V7).
                stopCause = m.decelerationEnded ? .bounced : (stoppedAtEdge ? .edge : .settled)
            }
            if !m.movingX && !m.movingY && !m.decelerationEnded && bouncing { m.decelerationEnded = true }
        case .deceleration:
            // v(t) = v₀·r^(1000t), so the distance travelled is v₀·(r^(1000t) − 1) / (1000·ln r).
            let r = decelerationRate
            let decay = pow(r, 1000 * t)
            let travelled = (decay - 1) / (1000 * log(r))
            let free = Point(m.from.x + m.velocity.x * travelled, m.from.y + m.velocity.y * travelled)
            let lo = minimumContentOffset, limit = maximumContentOffset
            if m.movingX {
                offset = Point(min(limit.x, max(lo.x, free.x)), offset.y)
                if offset.x != free.x { m.movingX = false }
            }
            if m.movingY {
                offset = Point(offset.x, min(limit.y, max(lo.y, free.y)))
                if offset.y != free.y { m.movingY = false }
            }
            let speed = Point.zero.distance(to: Point(m.movingX ? m.velocity.x : 0, m.movingY ? m.velocity.y : 0)) * decay
            if !m.movingX && !m.movingY { stopCause = .edge } else if speed < p.decelerationStopSpeed { stopCause = .settled }
        }
        motion = m
        if offset != contentOffset {
            setOffsetAndRecord(offset, trace: device.trace)
            refreshControl?.scrollViewDidScroll(cause: m.kind == .bounce ? .bounce : m.kind == .refreshEnd ? .refreshEnd : .deceleration,
                                                device: device)
            offsetDidChange()
        }
        if let cause = stopCause { stopMotion(cause: cause) } else { scheduleTick() }
    }

    /// Ends a deceleration or paging settle (`scroll.stop`, V7–V9).
    func stopMotion(cause: Cause) {
        guard let m = motion else { return }
        let device = m.device
        if let timer = m.timer { device.cancelTimer(timer) }
        motion = nil
        device.trace.record(.scrollStop, traceName).with("offset", .point(contentOffset)).cause(cause)
        didStop(cause: cause)
    }
}
