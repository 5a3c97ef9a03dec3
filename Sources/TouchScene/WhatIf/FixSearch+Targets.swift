import TouchCore

/// `fix` without `--scenario` (an extension of trace-format.md): the
/// scenarios to fix are those where a wanted item does not hold as written
/// and that are about the item, so that a scenario touching something else
/// entirely (tapping a text field when a row's selection is wanted) is not
/// asked to select the row.
extension FixSearch {
    /// The scenarios of the scene a fix must change, in the scene's order:
    /// where a wanted item does not hold as written and, for an item that
    /// must happen, one of the scenario's touches meets its subject (its
    /// hit-test view is the subject or lies inside it, or the subject is a
    /// recognizer the touch was delivered to). When no scenario meets the
    /// subjects, every scenario where a wanted item does not hold.
    public static func targets(scene: WhatIfScene, want: [ItemPattern]) -> [ScenarioDescription] {
        let built = SceneBuilder.build(validated: scene.description)
        var failing: [ScenarioDescription] = []
        var meeting: [ScenarioDescription] = []
        for scenario in scene.description.scenarios {
            let records = WhatIfRun.records(scene.description, scenario: scenario)
            let broken = want.filter { !$0.holds(in: records) }
            guard !broken.isEmpty else { continue }
            failing.append(scenario)
            if broken.contains(where: { $0.negated || meets($0.subject, records: records, built: built) }) { meeting.append(scenario) }
        }
        return meeting.isEmpty ? failing : meeting
    }

    /// Whether a touch of the run meets `subject`: nil or `*` meets every touch.
    static func meets(_ subject: String?, records: [TraceRecord], built: BuiltScene) -> Bool {
        guard let subject, subject != "*" else { return records.contains { $0.kind == .touchCreate } }
        for record in records {
            if record.kind == .touchCreate, case .touchCreate(let e)? = record.event, let view = e.view,
               view == subject || FixCandidates.superviewChain(of: view, in: built).contains(subject) {
                return true
            }
            switch record.kind {
            case .gestureTouchesBegan, .gestureTouchesMoved, .gestureTouchesEnded, .gestureTouchesCancelled:
                if record.subject == subject { return true }
            default: break  // only a recognizer's touches calls meet it
            }
        }
        return false
    }
}
