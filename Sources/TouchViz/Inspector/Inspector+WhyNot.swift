import TouchCore
import TouchScene

extension Inspector {
    /// "Why not this view?" for `name` and `touch` in the run shown, among
    /// the records that have happened: the answer `why --not` gives (issue
    /// 32.2, one model: `WhyNot` on the trace and the hit-test walk),
    /// computed once per view, touch and cursor (`WhyNotQuestion`).
    func whyNotAnswer(_ name: String, touch: String, _ s: Shown) -> WhyNot.ViewAnswer? {
        whyNot.answer(name, touch: touch, trace: s.trace, cursor: s.cursor, run: runKey, scene: scene)
    }
}
