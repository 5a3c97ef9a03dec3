/// A controller of a view (models `UIViewController`). It is not a view: it
/// adds no recognizers to a touch (rule T2), but it is a responder between
/// its root view and what comes after (rule R1).
public class ViewController: Responder {
    /// The root view. Setting it makes the view's next responder this controller.
    public let view: View
    /// The controller that presented this one (rule R1), if any.
    public weak var presentingViewController: ViewController?
    /// The controller this one presents (rule M1), if any.
    public internal(set) var presentedViewController: ViewController?

    /// Breaks the strong links this controller holds to other controllers (`Application.dismantle()`).
    func dismantleLinks() {
        presentedViewController = nil
        presentation = nil
        (self as? NavigationController)?.dismantleStack()
        (self as? PageViewController)?.pageDelegate = nil
    }
    /// How it presents `presentedViewController`: its sheet or full-screen container (M2, M10).
    public internal(set) var presentation: Presentation? {
        didSet { if presentation == nil { presentedViewController = nil } }
    }
    /// `isModalInPresentation` (rule M8).
    public var isModalInPresentation = false

    public init(name: String, view: View, touchBehaviour: TouchBehaviour = .inherit, implementedActions: Set<String> = []) {
        precondition(view.viewController == nil, "\(view.name) is already the root view of \(view.viewController!.name)")
        self.view = view
        super.init(name: name, touchBehaviour: touchBehaviour, implementedActions: implementedActions)
        view.viewController = self
    }

    deinit {
        // `View.viewController` is a checked unowned reference: it ends here.
        view.viewController = nil
    }

    /// Rule R1: root of a window → the window; presented → the presenting
    /// controller; otherwise the superview of its view.
    override public var nextResponder: Responder? {
        if let window = view.superview as? Window, window.rootViewController === self { return window }
        if let presenting = presentingViewController { return presenting }
        return view.superview
    }
}
