import TouchCore
import TouchScene

/// "Why not this view?" (issue 32.2): the view a secondary click asked
/// about, and the answer shown for it, the one `why --not` gives (`WhyNot`
/// on the trace and the hit-test walk), computed once per view, touch, run
/// and cursor.
struct WhyNotQuestion {
    /// The view asked about, by key (issue 27.3: the one clicked, not the
    /// first of its label); nil: no question.
    private(set) var view: ObjectKey?
    private var answers = Memo<Key, WhyNot.ViewAnswer?>()

    private struct Key: Equatable {
        var view: ObjectKey
        var touch: String
        var run: ShownRunKey
        var cursor: Int
        var records: Int
    }

    /// Asks about `name`; asking again about the view asked about puts the question away.
    mutating func toggle(_ key: ObjectKey?) { view = key == view ? nil : key }

    mutating func dismiss() { view = nil }

    /// The answer for `view` and `touch` among the first `cursor` records of `trace` (run `run`) on `scene`.
    mutating func answer(_ view: ObjectKey, touch: String, trace: Trace, cursor: Int, run: ShownRunKey,
                         scene: SceneDescription) -> WhyNot.ViewAnswer? {
        answers.value(for: Key(view: view, touch: touch, run: run, cursor: cursor, records: trace.count)) {
            WhyNot(records: Array(trace.records.prefix(cursor)), scene: scene).answer(for: view, touch: touch)
        }
    }
}
