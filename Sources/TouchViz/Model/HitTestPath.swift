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

    public struct Visit: Hashable, Sendable {
        /// 1, 2, 3, ... in the order the walk entered the views.
        public var order: Int
        public var name: String
        public var outcome: Outcome
        /// What the view returned (itself, a descendant, or nil).
        public var result: String?
    }

    /// The point hit-tested, in screen points.
    public var point: Point
    public var visits: [Visit]
    /// The hit-test view, nil when no window took the point.
    public var winner: String?
    /// How many passes the trace shows (rule H4); the visits are those of the first.
    public var passes: Int = 1

    public init(point: Point, visits: [Visit], winner: String?, passes: Int = 1) {
        self.point = point
        self.visits = visits
        self.winner = winner
        self.passes = passes
    }

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
                visits.append(Visit(order: visits.count + 1, name: step.name, outcome: .inside, result: nil))
            case .skip:
                if let i = open.last { visits[i].outcome = .skipped(step.reason ?? "skipped") }
            case .pointInside:
                if let i = open.last, step.inside == false { visits[i].outcome = .outside }
            case .leave:
                if let i = open.popLast() { visits[i].result = step.result }
            }
        }
        self.init(point: touch.startLocation, visits: visits, winner: touch.view, passes: passes)
    }

    /// Walks `application` at `point` (screen points) without recording
    /// anything: the pure hit-test function of rule H1, observed.
    public static func walk(_ application: Application, at point: Point) -> HitTestPath {
        var observer = Collector()
        let hit = application.hitTest(point, observer: &observer)
        return HitTestPath(point: point, visits: observer.visits, winner: hit?.view.name)
    }

    /// The views from the window down to the winner (the ones that returned it).
    public var chain: [String] {
        guard let winner else { return [] }
        return visits.filter { $0.result == winner }.map(\.name)
    }

    private struct Collector: HitTestObserver {
        static var changesNoHierarchy: Bool { true }
        var visits: [Visit] = []
        var open: [Int] = []

        mutating func enter(_ view: View, at point: Point) {
            open.append(visits.count)
            visits.append(Visit(order: visits.count + 1, name: view.name, outcome: .inside, result: nil))
        }

        mutating func skip(_ view: View, reason: HitTestSkipReason) {
            if let i = open.last { visits[i].outcome = .skipped(reason.rawValue) }
        }

        mutating func pointInside(_ view: View, inside: Bool) {
            if let i = open.last, !inside { visits[i].outcome = .outside }
        }

        mutating func leave(_ view: View, result: View?) {
            if let i = open.popLast() { visits[i].result = result?.name }
        }
    }
}
