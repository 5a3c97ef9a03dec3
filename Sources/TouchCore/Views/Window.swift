/// A window (models `UIWindow`): a view at the top of a hierarchy, with a
/// level that orders it among the application's windows (rule H1).
public final class Window: View {
    public var windowLevel: Double {
        didSet { application?.windowOrderChanged() }
    }
    /// The controller whose view is this window's root, if any.
    @exclusivity(unchecked) public private(set) var rootViewController: ViewController?
    /// Set by `Application.addWindow`; the application's `deinit` clears it
    /// (a checked `unowned`, for the reason `View.superview` gives).
    public internal(set) unowned(safe) var application: Application?

    public init(name: String, frame: Rect, level: Double = 0) {
        self.windowLevel = level
        super.init(name: name, kind: .view, frame: frame)
    }

    /// Makes `controller`'s view this window's root view.
    public func setRootViewController(_ controller: ViewController) {
        precondition(rootViewController == nil && subviews.isEmpty, "\(name) already has a root")
        rootViewController = controller
        addSubview(controller.view)
    }

    /// Makes `view` this window's root view (no controller).
    public func setRootView(_ view: View) {
        precondition(rootViewController == nil && subviews.isEmpty, "\(name) already has a root")
        addSubview(view)
    }

    /// Rule R1: a window → the application.
    override public var nextResponder: Responder? { application }
}
