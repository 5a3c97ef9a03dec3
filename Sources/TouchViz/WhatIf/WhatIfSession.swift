import TouchCore
import TouchScene

/// The what-if panel's state (issue 12, item 4): the selected object, its
/// `why` in the run shown, the settings UIKit code flips on it, which of
/// them are toggled, and the last input replayed with them beside the run as
/// written. Everything shown is read from the traces of those two runs.
struct WhatIfSession {
    /// The selected view, control, scroll view or recognizer (nil: none yet).
    var object: String?
    /// Its settings, each toggled from its value in the scene as written (`WhatIfScene.toggles(for:)`).
    var toggles: [Setting] = []
    /// The settings switched on, in the order they were switched on (they
    /// may belong to objects selected before: several toggles combine).
    var active: [Setting] = []
    /// The scene file read for what-if, for one generation of the scene.
    var scene: (generation: Int, value: Result<WhatIfScene, WhatIfError>)?
    /// What the panel says about the object in the run shown, computed for `whyKey`.
    var why: WhyText?
    var whyKey: [Int] = []
    /// The last input replayed as written and with the toggles on, computed for `replayKey`.
    var replay: WhatIfReplay?
    var replayKey: [Int] = []
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

    /// The settings applied, in the order they were switched on.
    var settings: [Setting] { active }

    init(object: String?) {
        self.object = object
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
