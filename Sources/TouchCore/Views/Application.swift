/// The application delegate (models the object conforming to
/// `UIApplicationDelegate`, a `UIResponder`): the end of the responder chain.
public final class ApplicationDelegate: Responder {}

/// The application (models `UIApplication`): its windows, its delegate, and
/// whether it is in the foreground (rule S4).
public final class Application: Responder {
    /// The name every scene gives the application.
    public static let reservedName = "Application"

    /// Windows in order of addition: back-most first among equal levels.
    @exclusivity(unchecked) public private(set) var windows: [Window] = []
    @exclusivity(unchecked) public var delegate: ApplicationDelegate?
    /// false: SpringBoard consumes every touch (rule S4a).
    @exclusivity(unchecked) public var isForeground = true
    /// The first responder (rule E1): one per application, nil when none.
    public internal(set) weak var firstResponder: Responder?

    /// What changed on the screen since the view-state recorder last looked
    /// (issue 32.11); nil while no device records view state.
    @exclusivity(unchecked) var screenChanges: ScreenChangeLog?

    public init(delegate: ApplicationDelegate? = nil, implementedActions: Set<String> = []) {
        self.delegate = delegate
        super.init(name: Application.reservedName, implementedActions: implementedActions)
    }

    deinit {
        // `Window.application` is a checked unowned reference: it ends here.
        for window in windows { window.application = nil }
    }

    public func addWindow(_ window: Window) {
        precondition(window.application == nil, "\(window.name) already belongs to an application")
        window.application = self
        windows.append(window)
        // The newest window goes in front of every window of its level and
        // behind every higher one: a binary search, not a re-sort, so that
        // adding n windows stays O(n log n) comparisons (20,000 windows).
        let level = window.windowLevel
        var low = 0, high = windowsFrontToBack.count
        while low < high {
            let mid = (low + high) / 2
            if windowsFrontToBack[mid].windowLevel > level { low = mid + 1 } else { high = mid }
        }
        windowsFrontToBack.insert(window, at: low)
        screenChanges?.treeChanged()
    }

    /// Ends the lives of the objects of a run that is over. A recognizer
    /// holds its delegate, target and requirements strongly here (UIKit's
    /// delegate and target are weak), a scroll view or a list's swipe
    /// handler is the delegate or target of its own recognizers, a
    /// control's target is often the controller whose view holds it: a
    /// built scene is a web of cycles that outlives its last use, and `fix`
    /// replays thousands of candidates (about 20 KB each stayed in memory).
    /// This breaks every strong link between the objects of its windows and
    /// of the views `also` roots (views off the screen: a page view
    /// controller's other pages, a popped controller's), and the links of
    /// `recognizers` (a builder's, some in no hierarchy any more); nothing
    /// of them may run afterwards.
    public func dismantle(also roots: [View] = [], recognizers: [GestureRecognizer] = []) {
        // Recognizers no view of the hierarchy or of `roots` holds any more (a dismissed sheet's pans).
        for recognizer in recognizers { recognizer.dismantleLinks() }
        // A root inside another root's subtree is already taken apart when
        // its turn comes: it has no subviews left, and taking a view apart
        // twice changes nothing.
        for root in windows + roots {
            for view in root.subtree {
                view.viewController?.dismantleLinks()
                (view as? Control)?.actions = []
                view.dismantleLinks()
            }
        }
        for window in windows { window.application = nil }
        windows = []
        windowsFrontToBack = []
        delegate = nil
        firstResponder = nil
    }

    /// Rule R1: the application → its delegate, when there is one.
    override public var nextResponder: Responder? { delegate }

    /// Windows in the order hit-testing asks them (rule H1): higher
    /// `windowLevel` first, and among equal levels the one added last first.
    /// Kept sorted as windows are added or change level: every touch-down reads it.
    @exclusivity(unchecked) public private(set) var windowsFrontToBack: [Window] = []

    func windowOrderChanged() {
        windowsFrontToBack = windows.enumerated()
            .sorted { a, b in a.element.windowLevel != b.element.windowLevel
                ? a.element.windowLevel > b.element.windowLevel : a.offset > b.offset }
            .map(\.element)
        screenChanges?.treeChanged()
    }
}

/// The views whose drawn state may have changed, and whether views came,
/// went or moved, since the view-state recorder last looked (issue 32.11):
/// kept by the application while a device records view state, written by
/// the views (`View.screenStateChanged`, `addSubview`, `removeFromSuperview`)
/// and the application (windows added or reordered).
final class ScreenChangeLog {
    private(set) var views: [View] = []
    private(set) var treeVersion = 0

    func changed(_ view: View) { views.append(view) }
    func treeChanged() { treeVersion &+= 1 }
    func clearViews() { views.removeAll(keepingCapacity: true) }
}
