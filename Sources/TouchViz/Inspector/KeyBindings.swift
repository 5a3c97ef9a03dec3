/// What a key does in the window. The help overlay (`?`) lists them from
/// this one table, so the help and the handling cannot disagree.
public enum InspectorCommand: Hashable, Sendable {
    case toggleHelp
    case toggleHitTest, toggleRecognizers, toggleTimeline, togglePipeline, toggleLog, toggleThresholds, toggleNames
    case playPause, stepForward, stepBack, nextTurn, previousTurn, selectNext, selectPrevious, restart, jumpToEnd
    case playScenario(Int), nextScenario, previousScenario, goLive, slower, faster
    case zoomIn, zoomOut, fitTimeline, jumpToLastTouch, logPageUp, logPageDown, toggleStages, search
    case toggleRecording, systemCancel, clearLive, togglePairMode, setPairCenter, toggleFrameTime
    case toggleWhatIf, whatIfToggle(Int), whatIfReset, whatIfOutcomesPageUp, whatIfOutcomesPageDown
    case screenshot, timelineImage
    case quit
}

/// One key of the help: the key as shown, what it does, and its group.
public struct KeyBinding: Hashable, Sendable {
    public var keys: String
    public var meaning: String
    public var group: String
}

public enum KeyBindings {
    /// The help overlay's lines, in order, by group.
    public static let help: [KeyBinding] = [
        KeyBinding(keys: "h", meaning: "hit-test path of the latest touch; hover previews", group: "Overlays and panels"),
        KeyBinding(keys: "r", meaning: "recognizers: state machines and relations", group: "Overlays and panels"),
        KeyBinding(keys: "t", meaning: "timeline: touches, recognizers, responders", group: "Overlays and panels"),
        KeyBinding(keys: "p", meaning: "pipeline: source stages S1–S7", group: "Overlays and panels"),
        KeyBinding(keys: "l", meaning: "log: one line per trace record", group: "Overlays and panels"),
        KeyBinding(keys: "f", meaning: "hide / show the fingers' thresholds (shown at start)", group: "Overlays and panels"),
        KeyBinding(keys: "n", meaning: "view names on the screen", group: "Overlays and panels"),
        KeyBinding(keys: "?", meaning: "this help", group: "Overlays and panels"),
        KeyBinding(keys: "1 … 9", meaning: "play scenario 1 … 9 from the start", group: "Scenarios"),
        KeyBinding(keys: "space", meaning: "play / pause", group: "Scenarios"),
        KeyBinding(keys: "← →", meaning: "step one record back / forward", group: "Scenarios"),
        KeyBinding(keys: "⇧← ⇧→", meaning: "step one run loop turn", group: "Scenarios"),
        KeyBinding(keys: "↑ ↓", meaning: "select the previous / next log line", group: "Scenarios"),
        KeyBinding(keys: "home end", meaning: "restart / jump to the end", group: "Scenarios"),
        KeyBinding(keys: "tab ⇧tab", meaning: "next / previous scenario", group: "Scenarios"),
        KeyBinding(keys: "[ ]", meaning: "play slower / faster", group: "Scenarios"),
        KeyBinding(keys: "esc", meaning: "back to live input", group: "Scenarios"),
        KeyBinding(keys: "drag", meaning: "on the timeline: scrub the time", group: "Scenarios"),
        KeyBinding(keys: "mouse", meaning: "finger 1 on the screen", group: "Live input"),
        KeyBinding(keys: "⌥ drag", meaning: "two fingers, mirrored about the pinch centre (pinch, rotate); ⌥ is Alt on Linux", group: "Live input"),
        KeyBinding(keys: "m", meaning: "two-finger mode on / off: a plain drag pinches (for desktops that take Alt-drag)", group: "Live input"),
        KeyBinding(keys: "k", meaning: "put the pinch centre under the pointer (off the screen: back to its middle)", group: "Live input"),
        KeyBinding(keys: "⇧⌥ drag", meaning: "two fingers moving together", group: "Live input"),
        KeyBinding(keys: "right-click", meaning: "a view: why the last touch did or did not reach it; selects it for what-if (ctrl-click too)", group: "Live input"),
        KeyBinding(keys: "x", meaning: "the system cancels every touch (a phone call)", group: "Live input"),
        KeyBinding(keys: "c", meaning: "clear: a fresh scene and an empty trace", group: "Live input"),
        KeyBinding(keys: "⇧R", meaning: "record live input / stop and save it as a scenario", group: "Live input"),
        KeyBinding(keys: "+ − 0", meaning: "timeline: zoom in / out / fit (wheel zooms)", group: "Timeline and log"),
        KeyBinding(keys: "j", meaning: "timeline: jump to the last touch", group: "Timeline and log"),
        KeyBinding(keys: "pgup pgdn", meaning: "scroll the log (wheel scrolls); the what-if panel's why when open (⇧: its outcomes)", group: "Timeline and log"),
        KeyBinding(keys: "a", meaning: "log: show / hide the source stages", group: "Timeline and log"),
        KeyBinding(keys: "/", meaning: "log: search (return keeps it, esc clears)", group: "Timeline and log"),
        KeyBinding(keys: "click", meaning: "a log line: highlight what it names everywhere", group: "Timeline and log"),
        KeyBinding(keys: "w", meaning: "what-if panel: the selected object's why and settings", group: "What if"),
        KeyBinding(keys: "click", meaning: "a recognizer's card: select it (a view or control: right-click it)", group: "What if"),
        KeyBinding(keys: "⌥1 … ⌥9", meaning: "toggle a setting: the last input replayed with it, side by side", group: "What if"),
        KeyBinding(keys: "⌥0", meaning: "every setting off: the scene as written", group: "What if"),
        KeyBinding(keys: "click", meaning: "the end screens: enlarge them (click or esc: back)", group: "What if"),
        KeyBinding(keys: "i", meaning: "frame time (median of the last frames) and the trace's size", group: "Overlays and panels"),
        KeyBinding(keys: "s", meaning: "save a screenshot of the window in the working directory", group: "Files"),
        KeyBinding(keys: "⇧S", meaning: "save a picture of the whole timeline", group: "Files"),
    ]

    /// The command for a key event, if any.
    public static func command(for key: String, _ modifiers: KeyModifiers) -> InspectorCommand? {
        let shift = modifiers.contains(.shift)
        if modifiers.contains(.command) || modifiers.contains(.control) {
            return key.lowercased() == "q" ? .quit : nil
        }
        if modifiers.contains(.option), key.count == 1, let digit = Int(key) {
            return digit == 0 ? .whatIfReset : .whatIfToggle(digit - 1)
        }
        switch key {
        case "?": return .toggleHelp
        case "w", "W": return .toggleWhatIf
        case "/": return shift ? .toggleHelp : .search
        case "a", "A": return .toggleStages
        case "j", "J": return .jumpToLastTouch
        case "h", "H": return .toggleHitTest
        case "r": return shift ? .toggleRecording : .toggleRecognizers
        case "R": return .toggleRecording
        case "t", "T": return .toggleTimeline
        case "p", "P": return .togglePipeline
        case "l", "L": return .toggleLog
        case "f", "F": return .toggleThresholds
        case "n", "N": return .toggleNames
        case "space", " ": return .playPause
        case "right": return shift ? .nextTurn : .stepForward
        case "left": return shift ? .previousTurn : .stepBack
        case "down": return .selectNext
        case "up": return .selectPrevious
        case "home": return .restart
        case "end": return .jumpToEnd
        case "tab": return shift ? .previousScenario : .nextScenario
        case "escape": return .goLive
        case "[": return .slower
        case "]": return .faster
        case "+", "=": return .zoomIn
        case "-", "_": return .zoomOut
        case "0": return .fitTimeline
        case "pageup": return shift ? .whatIfOutcomesPageUp : .logPageUp
        case "pagedown": return shift ? .whatIfOutcomesPageDown : .logPageDown
        case "x", "X": return .systemCancel
        case "m", "M": return .togglePairMode
        case "k", "K": return .setPairCenter
        case "i", "I": return .toggleFrameTime
        case "c", "C": return .clearLive
        case "s": return shift ? .timelineImage : .screenshot
        case "S": return .timelineImage
        default:
            if key.count == 1, let digit = Int(key), digit >= 1 { return .playScenario(digit - 1) }
            return nil
        }
    }
}
