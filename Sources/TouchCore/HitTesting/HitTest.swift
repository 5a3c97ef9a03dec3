/// Why hit-testing skipped a view without asking it anything (rule H2.1).
public enum HitTestSkipReason: String, Sendable, Hashable {
    case hidden, userInteractionDisabled, transparent
}

/// Watches a hit-test walk. The walk is one generic function; the trace
/// observer records every step, the silent one compiles away, so the traced
/// and the benchmarked walk are the same code.
public protocol HitTestObserver {
    /// Whether this observer leaves every view hierarchy as it is while it
    /// watches (by default it might). The walk itself is pure (rule H4), and
    /// for such an observer it follows the hierarchy's unretained links
    /// (`View.lentLastSubview`) without any reference counting. Any other
    /// observer is told every step once the walk is over, in the same order,
    /// each view held until then, so nothing it does can free a view under
    /// the walk or change where the walk goes.
    static var changesNoHierarchy: Bool { get }
    mutating func enter(_ view: View, at point: Point)
    mutating func skip(_ view: View, reason: HitTestSkipReason)
    mutating func pointInside(_ view: View, inside: Bool)
    mutating func leave(_ view: View, result: View?)
}

extension HitTestObserver {
    public static var changesNoHierarchy: Bool { false }
}

/// Observes nothing: hit-testing as a pure function.
public struct SilentHitTest: HitTestObserver {
    public static var changesNoHierarchy: Bool { true }
    public init() {}
    @inline(__always) public mutating func enter(_ view: View, at point: Point) {}
    @inline(__always) public mutating func skip(_ view: View, reason: HitTestSkipReason) {}
    @inline(__always) public mutating func pointInside(_ view: View, inside: Bool) {}
    @inline(__always) public mutating func leave(_ view: View, result: View?) {}
}

/// Counts the views a walk visits (the benchmark's "views per hit-test").
public struct CountingHitTest: HitTestObserver {
    public static var changesNoHierarchy: Bool { true }
    public private(set) var visited = 0
    public init() {}
    @inline(__always) public mutating func enter(_ view: View, at point: Point) { visited += 1 }
    @inline(__always) public mutating func skip(_ view: View, reason: HitTestSkipReason) {}
    @inline(__always) public mutating func pointInside(_ view: View, inside: Bool) {}
    @inline(__always) public mutating func leave(_ view: View, result: View?) {}
}

/// Records the walk in the trace (`hitTest.enter`, `hitTest.skip`,
/// `pointInside`, `hitTest.leave`), tagged with the pass number (rule H4).
/// It changes no hierarchy; nor may the sink of a streaming trace, which
/// can be handed records during the walk.
public struct TracingHitTest: HitTestObserver {
    public static var changesNoHierarchy: Bool { true }
    public let trace: Trace
    public let pass: Int

    public init(trace: Trace, pass: Int) {
        self.trace = trace
        self.pass = pass
    }

    @inline(__always) public mutating func enter(_ view: View, at point: Point) {
        trace.record(.hitTestEnter, view.traceName, "point", .point(point), "pass", .int(pass))
    }

    @inline(__always) public mutating func skip(_ view: View, reason: HitTestSkipReason) {
        trace.record(.hitTestSkip, view.traceName, "reason", .string(reason.rawValue))
    }

    @inline(__always) public mutating func pointInside(_ view: View, inside: Bool) {
        trace.record(.pointInside, view.traceName, "inside", .bool(inside))
    }

    @inline(__always) public mutating func leave(_ view: View, result: View?) {
        trace.record(.hitTestLeave, view.traceName, "result", name: result?.traceName)
    }
}

extension View {
    /// Rule H2.1: why this view returns nothing at once, if it does.
    @inline(__always)
    public var hitTestSkipReason: HitTestSkipReason? {
        if isHidden { return .hidden }
        if !isUserInteractionEnabled { return .userInteractionDisabled }
        if alpha < 0.01 { return .transparent }
        return nil
    }

    /// Rule H3: within the bounds, grown by the override's insets, or inside
    /// one of the override's named descendants. `clipsToBounds` plays no part.
    @inline(__always)
    public func point(inside point: Point) -> Bool {
        // Most views do not override `pointInside`: their bounds decide.
        guard overridesPointInside else { return bounds.contains(point) }
        if let only = pointInsideOnly { return only.contains { $0.contains(point) } }
        if let insets = pointInsideInsets {
            if bounds.outset(by: insets).contains(point) { return true }
        } else if bounds.contains(point) {
            return true
        }
        for descendant in pointInsideIncludes where descendant.bounds.contains(descendant.convert(point, fromAncestor: self)) {
            return true
        }
        return false
    }

    /// Rule H2: the deepest view under `point` (in this view's coordinates)
    /// that may receive touches, or nil. Pure: it changes nothing.
    public func hitTest(_ point: Point) -> View? {
        var silent = SilentHitTest()
        return hitTest(point, observer: &silent)
    }

    /// Rule H2, reporting each step to `observer`.
    public func hitTest<Observer: HitTestObserver>(_ point: Point, observer: inout Observer) -> View? {
        guard Observer.changesNoHierarchy else {
            var recorded = RecordedHitTest()
            let hit = lentHitTest(point, observer: &recorded)?.takeUnretainedValue()
            recorded.replay(to: &observer)
            return hit
        }
        return lentHitTest(point, observer: &observer)?.takeUnretainedValue()
    }

    /// Rule H2, answering with the hit view lent, not retained: the walk and
    /// its observer change nothing (H4, `changesNoHierarchy`), so the
    /// hierarchy keeps the view alive until the walk's caller takes it
    /// (`hitTest(_:observer:)`, one retain per walk instead of a retain and a
    /// release at every level it comes back up).
    func lentHitTest<Observer: HitTestObserver>(_ point: Point, observer: inout Observer) -> Unmanaged<View>? {
        observer.enter(self, at: point)
        if let reason = hitTestSkipReason {
            observer.skip(self, reason: reason)
            observer.leave(self, result: nil)
            return nil
        }
        let inside = self.point(inside: point)
        observer.pointInside(self, inside: inside)
        guard inside else {
            observer.leave(self, result: nil)
            return nil
        }
        // Front-most subview first (rule H2).
        if let hit = firstFromBackOfSubviews({ subview in
            subview.lentHitTest(subview.convertFromSuperview(point), observer: &observer)
        }) {
            hit._withUnsafeGuaranteedRef { observer.leave(self, result: $0) }
            return hit
        }
        if ignoresDirectTouches {
            observer.leave(self, result: nil)
            return nil
        }
        observer.leave(self, result: self)
        return Unmanaged.passUnretained(self)
    }
}

/// The steps of a walk, each view held, for an observer that may change a
/// hierarchy (`HitTestObserver.changesNoHierarchy` false): it is told them
/// in order once the walk is over.
struct RecordedHitTest: HitTestObserver {
    static var changesNoHierarchy: Bool { true }

    private enum Step {
        case enter(View, Point)
        case skip(View, HitTestSkipReason)
        case pointInside(View, Bool)
        case leave(View, View?)
    }
    private var steps: [Step] = []

    mutating func enter(_ view: View, at point: Point) { steps.append(.enter(view, point)) }
    mutating func skip(_ view: View, reason: HitTestSkipReason) { steps.append(.skip(view, reason)) }
    mutating func pointInside(_ view: View, inside: Bool) { steps.append(.pointInside(view, inside)) }
    mutating func leave(_ view: View, result: View?) { steps.append(.leave(view, result)) }

    func replay<Observer: HitTestObserver>(to observer: inout Observer) {
        for step in steps {
            switch step {
            case .enter(let view, let point): observer.enter(view, at: point)
            case .skip(let view, let reason): observer.skip(view, reason: reason)
            case .pointInside(let view, let inside): observer.pointInside(view, inside: inside)
            case .leave(let view, let result): observer.leave(view, result: result)
            }
        }
    }
}

extension View {
    /// The first non-nil answer of `body`, asking the subviews front-most
    /// (last added) first (rule H2), each lent without a retain through the
    /// hierarchy's unretained links (see `lentLastSubview`).
    @inline(__always)
    func firstFromBackOfSubviews<Answer>(_ body: (View) -> Answer?) -> Answer? {
        var next = lentLastSubview
        while let subview = next {
            if let answer = subview._withUnsafeGuaranteedRef(body) { return answer }
            next = subview._withUnsafeGuaranteedRef { $0.lentPreviousSibling }
        }
        return nil
    }
}

extension Application {
    /// Rule H1: asks the windows front-most first; the first whose hit-test
    /// returns a view owns the touch. `point` is in screen coordinates.
    public func hitTest<Observer: HitTestObserver>(_ point: Point, observer: inout Observer) -> (window: Window, view: View)? {
        windowsFrontToBack.firstFromFront { window in
            window.hitTest(window.convertFromSuperview(point), observer: &observer).map { (window, $0) }
        }
    }

    /// Rule H1 as a pure function.
    public func hitTest(_ point: Point) -> (window: Window, view: View)? {
        var silent = SilentHitTest()
        return hitTest(point, observer: &silent)
    }
}
