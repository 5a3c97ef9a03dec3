import TouchCore

/// The window's "why not this view?" (issue 32.2, design "answers are
/// computed from the same facts the window shows"): one touch and one view,
/// answered with the same reasons `why` and `why --not` give — outside,
/// skipped (and why), refused by an ancestor's `point(inside:)`, covered by
/// a named sibling, never reaching the window, delivered, held, dropped or
/// cancelled (by whom).
extension WhyNot {
    public struct ViewAnswer: Hashable, Sendable {
        public enum Kind: Hashable, Sendable {
            /// The touch's hit-test view, and its touches reached it (H2, D1).
            case delivered
            /// The touch went through it to a subview (H2): it is on the responder chain.
            case throughSubview
            /// Its touches are still held back (D2, D4, V2).
            case held
            /// Its held touches were dropped, or delivered then cancelled (D3).
            case dropped, cancelled
            /// Hit-testing skipped it or an ancestor (H2 step 1, A2).
            case skipped
            /// The point is outside it, or an ancestor's `point(inside:)` said no (H2, H3).
            case outside
            /// A later sibling answered first where the point is inside it (H2).
            case covered
            /// A window in front took the touch, or the view is in no window (H1).
            case notReached
        }
        public var kind: Kind
        public var touch: String
        /// One sentence, in UIKit's words, with the rule.
        public var words: String
        /// The object and property to change, as `fix` would (nil: nothing to change here).
        public var object: String?
        public var property: String?
    }

    /// The answer for `view` and `touch`; nil when the run has no such touch or view.
    public func answer(for name: String, touch: String) -> ViewAnswer? { answer(for: key(name), touch: touch) }

    /// `answer(for:touch:)` for the view `key` (the hit-test view compared by id, issue 27.3).
    public func answer(for key: ObjectKey, touch: String) -> ViewAnswer? {
        let name = key.label
        guard let view = view(key), let (create, walk) = touches.first(where: { $0.create.subject == touch }) else { return nil }
        let hit = create["view"]?.stringValue, hitKey = create.objectKey("view")
        func make(_ kind: ViewAnswer.Kind, _ words: String, _ reason: Reason? = nil) -> ViewAnswer {
            ViewAnswer(kind: kind, touch: touch, words: words, object: reason?.object, property: reason?.property)
        }
        if hitKey == key {
            let mine = deliveries(to: key).filter { $0.touch == touch }
            if let stop = mine.first(where: { !$0.incidental && $0.property == "cancelsTouchesInView" }) {
                let dropped = stop.words.hasPrefix("a held")
                return make(dropped ? .dropped : .cancelled, "\(name) is \(touch)'s hit-test view (rule H2), but "
                            + (dropped ? "\(touch) never reached it: " : "\(touch) reached it and was then cancelled: ") + stop.words, stop)
            }
            if let held = mine.first(where: { !$0.incidental }) {
                return make(.held, "\(name) is \(touch)'s hit-test view (rule H2), but \(held.words)", held)
            }
            return make(.delivered, "\(name) is \(touch)'s hit-test view: hitTest(_:with:) returned it and \(touch)'s phases reach it (rules H2, D1)")
        }
        if let hit, let hitKey, let h = self.view(hitKey), h.isDescendant(of: view) {
            return make(.throughSubview, "\(touch) went through \(name) to its subview \(hit), the hit-test view (rule H2); \(name) is on the "
                        + "responder chain and its recognizers see \(touch) (T2)")
        }
        guard let reason = verdict(view, walk: walk, touch: touch, hit: hit) else { return nil }
        return make(reason.kind ?? .outside, reason.words, reason)
    }
}
