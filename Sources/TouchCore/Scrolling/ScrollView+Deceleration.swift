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
        var tick = 0
        var timer: TimerID?
        /// The device whose clock moves it (unowned: the device outlives its scenes' motions).
        unowned(safe) var device: Device
    }

    /// Whether it is decelerating, settling on a page, bouncing back or
    /// ending a refresh: a touch grabs it (V7–V9, V13).
    public var isDecelerating: Bool { motion != nil }

    /// Whether it bounces back past an edge (V13).
    public var isBouncing: Bool { motion?.kind == .bounce }

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
        // V13: an axis past its range neither decelerates nor pages: it bounces back.
        if bounceBackIfNeeded(device: device) { return }
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

    /// Rule V8: the next page in the direction of a fast enough release,
    /// otherwise the nearest, at most one page from the page shown when the touch began.
    private func pageTarget(velocity v: Point, parameters p: DeviceParameters) -> Point {
        func axis(_ offset: Double, _ speed: Double, _ page: Double, _ start: Double, _ limit: Double) -> Double {
            guard page > 0, limit > 0 else { return offset }
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
            return min(limit, max(0, target * page))
        }
        let limit = maximumContentOffset, o = contentOffset, s = offsetAtTouch
        return Point(axis(o.x, v.x, frame.width, s.x, limit.x), axis(o.y, v.y, frame.height, s.y, limit.y))
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
        switch m.kind {
        case .paging, .bounce, .refreshEnd:
            let duration = m.kind == .paging ? p.pagingSettleDuration : m.kind == .bounce ? p.bounceSettleDuration : p.refreshEndDuration
            let n = max(1, (duration * p.touchRate).rounded(.up))
            let u = min(1, Double(m.tick) / n)
            offset = Point(RubberBand.easeOut(from: m.from.x, to: m.target.x, elapsed: u, duration: 1),
                           RubberBand.easeOut(from: m.from.y, to: m.target.y, elapsed: u, duration: 1))
            if u >= 1 { stopCause = m.kind == .paging ? .paged : m.kind == .bounce ? .bounced : .refreshEnded }
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
    }
}
