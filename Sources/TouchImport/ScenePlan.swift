import TouchCore

/// The scene `import` writes, before it is printed as YAML: windows, views,
/// controllers and recognizers with their final names (scene-format.md).
final class PlanView {
    var name: String
    var kind: String
    var className: String?
    var address: String?
    var frame: Rect?
    var hidden = false
    var alpha: Double = 1
    var userInteractionEnabled: Bool?
    var clipsToBounds = false
    var text: String?
    var transform: AffineTransform?
    var contentOffset: Point?
    var contentSize: Size?
    /// Built-in scroll recognizers' flags (rule V11): nil keeps the default.
    var scrollEnabled: Bool?
    var delaysContentTouches: Bool?
    var panRequireToFail: [String] = []
    var gestures: [PlanGesture] = []
    var subviews: [PlanNode] = []
    var location: DumpLocation?

    init(name: String, kind: String) {
        self.name = name
        self.kind = kind
    }

    var isScroll: Bool { kind == "scrollView" || kind == "tableView" || kind == "collectionView" }
}

struct PlanController {
    var name: String
    var className: String?
    var address: String?
    var presentedBy: String?
    var view: PlanView
}

struct PlanNavigation {
    var name: String
    var className: String?
    var address: String?
    var presentedBy: String?
    var stack: [PlanController]
    var viewName: String
    var viewClass: String?
    var viewAddress: String?
    /// The interactive pop recognizer's flags (rule N2), when the dump printed it.
    var popEnabled: Bool?
    var popDelaysTouchesBegan: Bool?
}

enum PlanNode {
    case view(PlanView)
    case controller(PlanController)
    case navigation(PlanNavigation)
}

final class PlanGesture {
    var kind: String
    var name: String
    var className: String
    var address: String?
    var action: String?
    var target: String?
    /// The target printed by the dump when it is no object of the scene.
    var targetNote: String?
    var enabled = true
    var cancelsTouchesInView = true
    var delaysTouchesBegan = false
    var delaysTouchesEnded = true
    var requireToFail: [String] = []
    var numberOfTapsRequired: Int?
    var numberOfTouchesRequired: Int?
    var minimumPressDuration: Double?
    var edges: [String] = []

    init(kind: String, name: String, className: String) {
        self.kind = kind
        self.name = name
        self.className = className
    }
}

struct PlanWindow {
    var name: String
    var className: String?
    var address: String?
    var frame: Rect?
    var root: PlanNode?
}

/// What `touchscope import` made: the scene text's parts and its report.
public struct ImportedScene: Sendable {
    /// The scene, as YAML text (deterministic for the same input).
    public var yaml: String
    /// One line per thing skipped or not mapped, with file and line.
    public var notes: [ImportNote]
    /// Views read from the dumps.
    public var viewCount: Int
    /// Views made for a controller or recognizer whose view was not printed.
    public var madeViewCount: Int
    public var controllerCount: Int
    public var recognizerCount: Int
    /// One line per window, controller, view and recognizer, indented by depth (`ImportOutline`).
    public var outline: [String]
    public var skippedCount: Int { notes.filter { $0.level == .skipped }.count }

    /// The closing line of the report.
    public var summary: String {
        "imported \(viewCount) view\(viewCount == 1 ? "" : "s")"
            + (madeViewCount > 0 ? " (and made \(madeViewCount) the dump did not print)" : "")
            + ", \(controllerCount) controller\(controllerCount == 1 ? "" : "s"), "
            + "\(recognizerCount) recognizer\(recognizerCount == 1 ? "" : "s"); skipped \(skippedCount), "
            + "\(notes.count - skippedCount) warning\(notes.count - skippedCount == 1 ? "" : "s")"
    }
}
