import TouchCore
import TouchScene

/// The what-if panel's state (issue 12, item 4): the selected object, its
/// `why` in the run shown, the settings UIKit code flips on it, which of
/// them are toggled, and the last input replayed with them beside the run as
/// written. Everything shown is read from the traces of those two runs.
/// What it computes (the scene file read, the why, the replay) is kept per
/// key holding every input it is computed from (issue 27 point 4), so a
/// change of object, run, trace or settings recomputes it without a reset.
struct WhatIfSession {
    /// The selected view, control, scroll view or recognizer (nil: none yet).
    var object: String?
    /// Its settings, each toggled from its value in the scene as written (`WhatIfScene.toggles(for:)`).
    var toggles: [Setting] = []
    /// The settings switched on, in the order they were switched on (they
    /// may belong to objects selected before: several toggles combine).
    var active: [Setting] = []
    /// The scene file read for what-if, per build of the scene (`SceneDocument.generation`).
    private var sceneFile = Memo<Int, Result<WhatIfScene, WhatIfError>>()
    /// What the panel says about the object in the run shown.
    private(set) var why: WhyText?
    private var whyKey: WhyKey?
    /// The last input replayed as written and with the toggles on (nil: no toggle on).
    private(set) var replay: WhatIfReplay?
    private var replayKey: ReplayKey?
    /// The view whose settings the toggles start with: the object, or for a view the scene
    /// cannot set (a cell's content view) its nearest superview it can.
    var settingsOwner: String?
    /// The panel's clickable places as last drawn.
    var hits: [(rect: Rect, action: WhatIfPanel.Action)] = []
    /// The first line shown of each part that scrolls, and those parts as last drawn (issue 32 point 7).
    var scroll: [WhatIfPanel.Region: Int] = [:]
    var areas: [WhatIfPanel.ScrollArea] = []
    /// The end screens enlarged over the panel.
    var zoomedEnds = false

    /// What `why` is computed from: the object, and the records of the run shown.
    struct WhyKey: Equatable {
        var object: String
        var run: ShownRunKey
        var records: Int
    }

    /// What `replay` is computed from: the scene's build, the last input, the settings on.
    struct ReplayKey: Equatable {
        var generation: Int
        /// `Inspector.lastInputKey()`: the scenario played, or the live samples so far.
        var input: [Int]
        var settings: [Setting]
    }

    /// The settings applied, in the order they were switched on.
    var settings: [Setting] { active }

    init(object: String?) {
        self.object = object
    }

    /// The build of the scene the scene file was last read for (nil: not read yet).
    var sceneGeneration: Int? { sceneFile.key }

    /// The scene file as read for build `generation`, if it was.
    func keptSceneFile(for generation: Int) -> Result<WhatIfScene, WhatIfError>? { sceneFile.cached(for: generation) }

    /// Keeps the scene file as read for build `generation`.
    mutating func keep(sceneFile value: Result<WhatIfScene, WhatIfError>, for generation: Int) {
        _ = sceneFile.value(for: generation) { value }
    }

    /// The why for `key`, computed with `make` when the key changed (its scroll back to the top).
    mutating func updateWhy(_ key: WhyKey, _ make: () -> WhyText) {
        guard key != whyKey else { return }
        why = make()
        whyKey = key
        scroll[.why] = 0
    }

    /// The replay for `key`, computed with `make` when the key changed (none while no setting is on).
    mutating func updateReplay(_ key: ReplayKey, _ make: () -> WhatIfReplay) {
        guard key != replayKey else { return }
        replay = key.settings.isEmpty ? nil : make()
        replayKey = key
    }
}

/// `touchscope why`'s text for the selected object, split into lines.
struct WhyText {
    /// "tap recognizer 'dismissTap' on root: …": what it came to.
    var summary: String
    /// Each record concerning it and, indented, the records that caused it.
    var lines: [String]
    /// A problem instead of an answer (no scene file, no such object).
    var problem: String?
}

/// The last input (a scenario played, or the live touches recorded as
/// steps) replayed on the scene as written and with the settings on.
struct WhatIfReplay {
    /// "scenario 'tap the field, then row 1'" or "live input (3 touches)".
    var input: String
    var settings: [Setting]
    /// The two outcomes (trace-format.md), item by item, the differences marked.
    var diff: OutcomeDiff
    /// Each run's end: the screen after its last record.
    var writtenEnd: SceneSnapshot
    var variantEnd: SceneSnapshot
    /// Why there is nothing to compare (no input yet, the scene refuses a setting).
    var problem: String?
}
