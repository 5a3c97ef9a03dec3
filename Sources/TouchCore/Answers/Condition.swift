/// What delegate code tests before it answers (rule Q2): where the touch
/// is (`touch.view?.isDescendant(of:)`, `touch.view is UIButton`), which way
/// the gesture goes, whether a scroll view is at an edge, which recognizer
/// it is asked about. Names are the scene's; they are looked up when asked.
public indirect enum Condition: Hashable, Sendable {
    /// The touch's hit-test view is one of these views or inside one of them.
    case touchIn([ViewReference])
    /// The touch's hit-test view is of one of these kinds (`control`, `cell` match families).
    case touchOn([String])
    /// The recognizer's translation since its first touch began points that way.
    case direction(Direction)
    /// That scroll view's content offset is at that end of its range.
    case atEdge(view: ViewReference, edge: Edge)
    /// In a question about a pair, the other recognizer is one of these.
    case other([RecognizerReference])
    /// In a question about a pair, the other recognizer is of one of these kinds.
    case otherKind([String])
    case all([Condition])
    case any([Condition])
    case not(Condition)
    /// Rule Z7: one of these scroll views has `zoomScale` above its `minimumZoomScale`.
    case zoomed([ViewReference])

    public enum Direction: String, Hashable, Sendable, CaseIterable {
        case horizontal, vertical, left, right, up, down
    }

    public enum Edge: String, Hashable, Sendable, CaseIterable {
        case left, right, top, bottom
    }

    /// The kinds `touchOn` accepts besides the view kinds themselves.
    public static let kindFamilies = ["control", "cell"]

    /// The condition in YAML flow style, as the scene writes it (the trace's `because`).
    public var text: String {
        func list(_ names: [String]) -> String { "[" + names.joined(separator: ", ") + "]" }
        switch self {
        case .touchIn(let v): return "{touchIn: \(list(v.map(\.name)))}"
        case .touchOn(let k): return "{touchOn: \(list(k))}"
        case .direction(let d): return "{direction: \(d.rawValue)}"
        case .atEdge(let v, let e): return "{atEdge: {view: \(v.name), edge: \(e.rawValue)}}"
        case .other(let r): return "{other: \(list(r.map(\.name)))}"
        case .otherKind(let k): return "{otherKind: \(list(k))}"
        case .all(let c): return "{all: [" + c.map(\.text).joined(separator: ", ") + "]}"
        case .any(let c): return "{any: [" + c.map(\.text).joined(separator: ", ") + "]}"
        case .not(let c): return "{not: \(c.text)}"
        case .zoomed(let v): return "{zoomed: \(list(v.map(\.name)))}"
        }
    }

    /// Whether it holds for `question`.
    public func holds(for q: AnswerQuestion) -> Bool {
        switch self {
        case .touchIn(let refs):
            return q.touchedViews.contains { v in Self.ancestors(of: v).contains { refs.refer(to: $0) } }
        case .touchOn(let kinds):
            return q.touchedViews.contains { v in kinds.contains { Self.view(v, isOfKind: $0) } }
        case .direction(let d):
            guard let r = q.recognizer else { return false }
            let t = Self.translation(of: r)
            switch d {
            case .horizontal: return abs(t.x) > abs(t.y)
            case .vertical: return abs(t.y) > abs(t.x)
            case .left: return abs(t.x) > abs(t.y) && t.x < 0
            case .right: return abs(t.x) > abs(t.y) && t.x > 0
            case .up: return abs(t.y) > abs(t.x) && t.y < 0
            case .down: return abs(t.y) > abs(t.x) && t.y > 0
            }
        case .atEdge(let ref, let edge):
            guard let scroll = ref.object as? ScrollView else { return false }
            return scroll.isAtEdge(edge)
        case .other(let refs):
            return refs.refer(to: q.other)
        case .otherKind(let kinds):
            return q.other.map { kinds.contains($0.kind.rawValue) } ?? false
        case .all(let c): return c.allSatisfy { $0.holds(for: q) }
        case .any(let c): return c.contains { $0.holds(for: q) }
        case .not(let c): return !c.holds(for: q)
        case .zoomed(let refs):
            return refs.contains { ($0.object as? ScrollView)?.isZoomed ?? false }
        }
    }

    /// The same condition with its views and recognizers resolved by the
    /// builder's tables (design, "Identity is not a name").
    public func resolved(views: (String) -> View?, recognizers: (String) -> GestureRecognizer?) -> Condition {
        switch self {
        case .touchIn(let refs): return .touchIn(refs.map { $0.resolved(views) })
        case .atEdge(let ref, let edge): return .atEdge(view: ref.resolved(views), edge: edge)
        case .other(let refs): return .other(refs.map { $0.resolved(recognizers) })
        case .touchOn, .direction, .otherKind: return self
        case .all(let c): return .all(c.map { $0.resolved(views: views, recognizers: recognizers) })
        case .any(let c): return .any(c.map { $0.resolved(views: views, recognizers: recognizers) })
        case .not(let c): return .not(c.resolved(views: views, recognizers: recognizers))
        case .zoomed(let refs): return .zoomed(refs.map { $0.resolved(views) })
        }
    }

    /// The names it refers to that do not resolve (after `resolved`), as written.
    public var unresolvedNames: [String] {
        switch self {
        case .touchIn(let refs): return refs.filter { $0.object == nil }.map(\.name)
        case .atEdge(let ref, _): return ref.object == nil ? [ref.name] : []
        case .other(let refs): return refs.filter { $0.object == nil }.map(\.name)
        case .touchOn, .direction, .otherKind: return []
        case .all(let c), .any(let c): return c.flatMap(\.unresolvedNames)
        case .not(let c): return c.unresolvedNames
        case .zoomed(let refs): return refs.filter { $0.object == nil }.map(\.name)
        }
    }

    /// The centroid's movement since the recognizer's first touch began.
    static func translation(of r: GestureRecognizer) -> Point {
        let touches = r.touches
        guard !touches.isEmpty else { return .zero }
        var x = 0.0, y = 0.0
        for t in touches {
            let now = t.location(in: nil)
            x += now.x - t.startLocation.x
            y += now.y - t.startLocation.y
        }
        return Point(x / Double(touches.count), y / Double(touches.count))
    }

    private static func ancestors(of view: View) -> [View] {
        var result: [View] = []
        var v: View? = view
        while let current = v {
            result.append(current)
            v = current.superview
        }
        return result
    }

    /// `touch.view is K`: `control` matches every control, `cell` every cell and its content view.
    static func view(_ v: View, isOfKind kind: String) -> Bool {
        switch kind {
        case "control": return v.kind.isControl
        case "cell": return isCell(v) || (v.superview as? ListCell)?.contentView === v
        default: return v.kind.rawValue == kind
        }
    }

    private static func isCell(_ v: View) -> Bool { v.kind.rawValue.hasSuffix("Cell") }
}

/// What UIKit asks about when a conditional answer is evaluated (rule Q1):
/// a touch, a recognizer, the other recognizer of a pair, or a content view.
public struct AnswerQuestion {
    public var touch: Touch?
    public var recognizer: GestureRecognizer?
    public var other: GestureRecognizer?
    /// The content view of `touchesShouldCancel(in:)`.
    public var view: View?

    public init(touch: Touch? = nil, recognizer: GestureRecognizer? = nil, other: GestureRecognizer? = nil, view: View? = nil) {
        self.touch = touch
        self.recognizer = recognizer
        self.other = other
        self.view = view
    }

    /// The hit-test views the question is about: the touch's, the content
    /// view's, or else those of the recognizer's touches.
    var touchedViews: [View] {
        if let view { return [view] }
        if let v = touch?.view { return [v] }
        var result: [View] = []
        for t in recognizer?.touches ?? [] {
            if let v = t.view, !result.contains(where: { $0 === v }) { result.append(v) }
        }
        return result
    }
}
