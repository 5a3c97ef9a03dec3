import TouchCore

/// "Why not this view?": what the hit-test walk of a touch (rules H1–H3),
/// as the trace recorded it, did with one view of the scene: it found it,
/// went through it to a subview, skipped it, found the point outside it,
/// never asked it because a superview said no or a later sibling answered
/// first, or never reached its window.
public struct HitTestVerdict: Hashable, Sendable {
    public enum Reason: Hashable, Sendable {
        /// The hit-test view: the touch is its (H2.4).
        case hitView
        /// The touch went through it to a subview, `winner` (H2.3).
        case containsHitView(winner: String)
        /// Returned nothing at once: hidden, userInteractionDisabled or transparent (H2.1).
        case skipped(String)
        /// Its pointInside said no (H2.2, H3).
        case outside
        /// A superview was skipped, so the walk never asked it (H2.1).
        case superviewSkipped(String, reason: String)
        /// A superview's pointInside said no, so the walk never asked it (H2.2, H3).
        case superviewOutside(String)
        /// A sibling added after it (or after its ancestor) answered first (H2.3), the point inside its frame.
        case coveredBy(String, winner: String?)
        /// Never asked, but the point is outside its frame anyway: its pointInside would have said no (H2.2);
        /// `answeredFirst` is the later sibling that answered before it was reached (H2.3).
        case outsideNotAsked(answeredFirst: String)
        /// The walk never reached its window: another window took the touch first (H1).
        case windowNotReached(window: String, winner: String?)
    }

    /// What became of the touch's delivery to the hit-test view (rules D1–D4), from the trace.
    public enum Delivery: Hashable, Sendable {
        case delivered
        /// Still held back by these recognizers (delaysTouchesBegan, delaysContentTouches).
        case held(by: [String])
        /// Held, then dropped when these recognized (cancelsTouchesInView): touchesBegan never reached the view.
        case dropped(by: [String])
        /// Delivered, then cancelled (touchesCancelled) when these recognized.
        case cancelled(by: [String])
    }

    public var view: String
    public var touch: String
    public var reason: Reason
    /// Set for the hit-test view when the trace says more than "delivered" (`fate(of:to:index:cursor:)`).
    public var delivery: Delivery = .delivered

    /// One sentence a person reads, citing the rule.
    public var text: String {
        switch reason {
        case .hitView:
            switch delivery {
            case .delivered: return "\(view) is the hit-test view: \(touch) is delivered to it (H2.4)"
            case .held(let by):
                return "\(view) is the hit-test view (H2.4), but \(touch)'s touchesBegan is held back by \(by.joined(separator: ", ")) (D2)"
            case .dropped(let by):
                return "\(view) is the hit-test view (H2.4), but \(touch) never reached it: its held touchesBegan was dropped when "
                    + "\(by.joined(separator: ", ")) recognized (cancelsTouchesInView, D3)"
            case .cancelled(let by):
                return "\(view) is the hit-test view (H2.4); \(touch) reached it, then was cancelled (touchesCancelled) when "
                    + "\(by.isEmpty ? "a recognizer" : by.joined(separator: ", ")) recognized (cancelsTouchesInView, D3)"
            }
        case .containsHitView(let winner):
            return "\(touch) went through \(view) to its subview \(winner), the hit-test view (H2.3); "
                + "\(view) is still on the responder chain and its recognizers see it"
        case .skipped(let reason): return "skipped: \(view) is \(Self.words(reason)), so it returns nothing at once (H2.1)"
        case .outside: return "outside: \(view)'s pointInside said no at the touch's point (H2.2, H3)"
        case .superviewSkipped(let superview, let reason):
            return "never asked: its superview \(superview) is \(Self.words(reason)) and was skipped with all its subviews (H2.1)"
        case .superviewOutside(let superview):
            return "never asked: the point is outside its superview \(superview) (pointInside said no), "
                + "and a subview sticking out is not reachable there (H3)"
        case .coveredBy(let sibling, let winner):
            return "covered: \(sibling), added after it, was asked first and returned \(winner ?? "a view") (subviews are asked last to first, H2.3)"
        case .outsideNotAsked(let sibling):
            return "outside: the touch's point is not in \(view)'s frame, so its pointInside would say no (H2.2); "
                + "it was not even asked, since \(sibling), added after it, answered first (H2.3)"
        case .windowNotReached(let window, let winner):
            return "never asked: window \(window) was not reached; a window in front returned \(winner ?? "a view") first (H1)"
        }
    }

    static func words(_ reason: String) -> String {
        switch reason {
        case "userInteractionDisabled": return "userInteractionEnabled = false"
        case "transparent": return "transparent (alpha below 0.01)"
        default: return reason
        }
    }

    /// The verdict for view `name` of `snapshot` (the scene when `touch`
    /// began) from the walk the trace recorded for `touch`.
    public static func of(_ name: String, touch: TouchTrack, snapshot: SceneSnapshot) -> HitTestVerdict? {
        let path = HitTestPath(touch: touch)
        guard let index = snapshot.views.firstIndex(where: { $0.name == name }) else { return nil }
        func verdict(_ reason: Reason) -> HitTestVerdict { HitTestVerdict(view: name, touch: touch.name, reason: reason) }
        if let visit = path.visits.first(where: { $0.name == name }) {
            switch visit.outcome {
            case .skipped(let reason): return verdict(.skipped(reason))
            case .outside: return verdict(.outside)
            case .inside:
                if name == path.winner { return verdict(.hitView) }
                return verdict(.containsHitView(winner: visit.result ?? path.winner ?? "?"))
            }
        }
        // Never asked: find the deepest ancestor the walk did ask, and why it stopped there.
        var chain: [Int] = [index]
        while let parent = snapshot.views[chain[0]].parent { chain.insert(parent, at: 0) }
        guard let askedDepth = chain.lastIndex(where: { i in path.visits.contains { $0.name == snapshot.views[i].name } }) else {
            return verdict(.windowNotReached(window: snapshot.views[chain[0]].name, winner: path.winner))
        }
        let ancestor = snapshot.views[chain[askedDepth]]
        let visit = path.visits.first { $0.name == ancestor.name }!
        switch visit.outcome {
        case .skipped(let reason): return verdict(.superviewSkipped(ancestor.name, reason: reason))
        case .outside: return verdict(.superviewOutside(ancestor.name))
        case .inside:
            // The ancestor's subviews were asked last to first; the one asked that returned a view covered ours.
            let branch = chain[askedDepth + 1]
            let siblings = snapshot.views.indices.filter { snapshot.views[$0].parent == chain[askedDepth] }
            let later = siblings.filter { $0 > branch }
            let answered = later.last { i in path.visits.contains { $0.name == snapshot.views[i].name && $0.result != nil } }
            let sibling = answered.map { snapshot.views[$0].name } ?? later.last.map { snapshot.views[$0].name } ?? ancestor.name
            // Covered only where the point is in the view: elsewhere it would have said no anyway (issue 32 point 2).
            let frame = snapshot.views[chain[askedDepth + 1]].frame
            if !frame.contains(path.point) { return verdict(.outsideNotAsked(answeredFirst: sibling)) }
            return verdict(.coveredBy(sibling, winner: path.winner))
        }
    }

    /// The verdict with the fate of the touch's delivery to the hit-test
    /// view among the first `cursor` records of `index` (issue 32 point 2:
    /// a dropped touch is not "delivered").
    public static func of(_ name: String, touch: TouchTrack, snapshot: SceneSnapshot, index: TraceIndex, cursor: Int) -> HitTestVerdict? {
        guard var v = of(name, touch: touch, snapshot: snapshot) else { return nil }
        if v.reason == .hitView { v.delivery = fate(of: touch, to: name, index: index, cursor: cursor) }
        return v
    }

    /// What the trace says became of `touch`'s delivery to `view`.
    public static func fate(of touch: TouchTrack, to view: String, index: TraceIndex, cursor: Int) -> Delivery {
        for h in index.held where h.view == view && h.touches.contains(touch.name) && h.startSeq < cursor {
            if let end = h.endSeq, end < cursor {
                if let by = h.droppedBy { return .dropped(by: by) }
            } else {
                return .held(by: h.by)
            }
        }
        if let responder = index.responder(named: view),
           let mark = responder.marks.first(where: { $0.phase == .cancelled && $0.touches.contains(touch.name) && $0.seq < cursor }) {
            let by = index.recognizers.filter { r in touch.recognizers.contains(r.name)
                && r.transitions.contains { $0.seq > touch.createSeq && $0.seq <= mark.seq && ($0.to == .began || $0.to == .ended) } }
            return .cancelled(by: by.map(\.name))
        }
        return .delivered
    }
}
