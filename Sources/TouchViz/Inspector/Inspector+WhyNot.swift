import TouchCore
import TouchScene

extension Inspector {
    /// "Why not this view?" for `view` and `touch` in the run shown, among
    /// the records that have happened: the answer `why --not` gives (issue
    /// 32.2, one model: `WhyNot` on the trace and the hit-test walk),
    /// computed once per view, touch and cursor (`WhyNotQuestion`).
    func whyNotAnswer(_ view: ObjectKey, touch: String, _ s: Shown) -> WhyNot.ViewAnswer? {
        whyNot.answer(view, touch: touch, trace: s.trace, cursor: s.cursor, run: runKey, scene: scene)
    }

    /// `whyNotAnswer(_:touch:_:)` for the view labelled `name`: the first of
    /// that label in the scene's description order (as `why --not NAME` reads a label).
    func whyNotAnswer(_ name: String, touch: String, _ s: Shown) -> WhyNot.ViewAnswer? {
        whyNotAnswer(ObjectKey(name, id: live.built.labels[name]), touch: touch, s)
    }
}
