import TouchCore
import TouchScene

extension Inspector {
    /// "Why not this view?" for `name` and `touch` in the run shown, among
    /// the records that have happened: the answer `why --not` gives (issue
    /// 32.2, one model: `WhyNot` on the trace and the hit-test walk),
    /// computed once per view, touch and cursor.
    func whyNotAnswer(_ name: String, touch: String, _ s: Shown) -> WhyNot.ViewAnswer? {
        let key = [name, touch, String(generation), String(playback?.number ?? -2), String(s.cursor), String(s.trace.count)]
        if let cached = whyNotCache, cached.key == key { return cached.answer }
        let records = Array(s.trace.records.prefix(s.cursor))
        let answer = WhyNot(records: records, scene: scene).answer(for: name, touch: touch)
        whyNotCache = (key, answer)
        return answer
    }
}
