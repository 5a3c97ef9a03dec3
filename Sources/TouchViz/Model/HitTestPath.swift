import TouchCore

/// A hit-test walk (rules H1–H2) as the overlay draws it: every view the
/// walk entered, numbered in order, with what it found there.
public struct HitTestPath: Hashable, Sendable {
    /// What the walk found at one view.
    public enum Outcome: Hashable, Sendable {
        /// pointInside said yes: the walk went on into its subviews.
        case inside
        /// pointInside said no: the view and everything below it returned nil.
        case outside
        /// Returned nil at once (rule H2.1): hidden, userInteractionDisabled or transparent.
        case skipped(String)
    }

    /// Views are keyed (`ObjectKey`, issue 27.3): two views of one label are
    /// two visits the overlay outlines each at its own frame, and the winner
    /// is the view the walk returned, not the first of its label.
    public struct Visit: Hashable, Sendable {
        /// 1, 2, 3, ... in the order the walk entered the views.
        public var order: Int
        public var key: ObjectKey
        public var outcome: Outcome
        /// What the view returned (itself, a descendant, or nil).
        public var resultKey: ObjectKey?

        public init(order: Int, key: ObjectKey, outcome: Outcome, result: ObjectKey? = nil) {
            self.order = order
            self.key = key
            self.outcome = outcome
            self.resultKey = result
        }

        /// The view's label.
        public var name: String { key.label }
        /// The label of what the view returned.
        public var result: String? { resultKey?.label }
    }

    /// The point hit-tested, in screen points.
    public var point: Point
    public var visits: [Visit]
    /// The hit-test view, nil when no window took the point.
    public var winnerKey: ObjectKey?
    /// How many passes the trace shows (rule H4); the visits are those of the first.
    public var passes: Int = 1

    public init(point: Point, visits: [Visit], winner: ObjectKey?, passes: Int = 1) {
        self.point = point
        self.visits = visits
        self.winnerKey = winner
        self.passes = passes
    }

    /// The hit-test view's label.
    public var winner: String? { winnerKey?.label }

    /// The walk recorded for `touch` (its first pass).
    public init(touch: TouchTrack) {
        var visits: [Visit] = []
        var open: [Int] = []
        var passes = 1
        for step in touch.hitTest {
            passes = max(passes, step.pass)
            guard step.pass == 1 else { continue }
            switch step.kind {
            case .enter:
                open.append(visits.count)
                visits.append(Visit(order: visits.count + 1, key: step.key, outcome: .inside))
            case .skip:
                if let i = open.last { visits[i].outcome = .skipped(step.reason ?? "skipped") }
            case .pointInside:
                if let i = open.last, step.inside == false { visits[i].outcome = .outside }
            case .leave:
                if let i = open.popLast() { visits[i].resultKey = step.resultKey }
            }
        }
        self.init(point: touch.startLocation, visits: visits, winner: touch.viewKey, passes: passes)
    }

    /// Walks `application` at `point` (screen points) without recording
    /// anything: the pure hit-test function of rule H1, observed.
    public static func walk(_ application: Application, at point: Point) -> HitTestPath {
        var observer = Collector()
        let hit = application.hitTest(point, observer: &observer)
        return HitTestPath(point: point, visits: observer.visits, winner: hit.map { ObjectKey($0.view) })
    }

    /// Walks the screen `snapshot` shows at `point` (screen points), for a
    /// played-back instant, which has no live objects (issue 27 point 4):
    /// front-most window first, a view's subviews front-most first, each
    /// skipped as H2.1 says (hidden, userInteractionDisabled, animating
    /// without interaction A2, transparent), entered where its model frame
    /// holds the point (H1). A view's `hitTest` override (H7–H12) is drawn,
    /// not run: the walk a touch really took is its own recorded one.
    public static func walk(_ snapshot: SceneSnapshot, at point: Point) -> HitTestPath {
        let views = snapshot.views
        var children = [[Int]](repeating: [], count: views.count)
        var windows: [Int] = []
        for (i, v) in views.enumerated() {
            if let p = v.parent { children[p].append(i) } else { windows.append(i) }
        }
        var visits: [Visit] = []
        func visit(_ i: Int) -> Int? {
            let v = views[i]
            let me = visits.count
            visits.append(Visit(order: me + 1, key: v.key, outcome: .inside))
            let parentAlpha = v.parent.map { views[$0].alpha } ?? 1
            let ownAlpha = parentAlpha > 0 ? v.alpha / parentAlpha : v.alpha
            let reason: HitTestSkipReason? = v.isHidden ? .hidden : !v.isUserInteractionEnabled ? .userInteractionDisabled
                : v.animationBlocksTouches ? .animating : ownAlpha < 0.01 ? .transparent : nil
            if let reason {
                visits[me].outcome = .skipped(reason.rawValue)
                return nil
            }
            guard (v.modelFrame ?? v.frame).contains(point) else {
                visits[me].outcome = .outside
                return nil
            }
            var found = i
            for child in children[i].reversed() {
                if let hit = visit(child) {
                    found = hit
                    break
                }
            }
            visits[me].resultKey = views[found].key
            return found
        }
        var winner: Int?
        for window in windows.reversed() {
            if let hit = visit(window) {
                winner = hit
                break
            }
        }
        return HitTestPath(point: point, visits: visits, winner: winner.map { views[$0].key })
    }

    /// The views from the window down to the winner (the ones that returned it).
    public var chain: [String] { chainKeys.map(\.label) }

    /// `chain`, by key.
    public var chainKeys: [ObjectKey] {
        guard let winnerKey else { return [] }
        return visits.filter { $0.resultKey == winnerKey }.map(\.key)
    }

    private struct Collector: HitTestObserver {
        static var changesNoHierarchy: Bool { true }
        var visits: [Visit] = []
        var open: [Int] = []

        mutating func enter(_ view: View, at point: Point) {
            open.append(visits.count)
            visits.append(Visit(order: visits.count + 1, key: ObjectKey(view), outcome: .inside))
        }

        mutating func skip(_ view: View, reason: HitTestSkipReason) {
            if let i = open.last { visits[i].outcome = .skipped(reason.rawValue) }
        }

        mutating func pointInside(_ view: View, inside: Bool) {
            if let i = open.last, !inside { visits[i].outcome = .outside }
        }

        mutating func leave(_ view: View, result: View?) {
            if let i = open.popLast() { visits[i].resultKey = result.map { ObjectKey($0) } }
        }
    }
}
