/// A navigation controller (models `UINavigationController`, rules N1–N3):
/// a stack of view controllers whose top one's view fills the navigation
/// controller's own view and is the only one in the hierarchy, so the
/// responder chain runs top view → top controller → the navigation
/// controller's view → the navigation controller (rule R1 does the rest).
///
/// It owns the interactive pop recognizer `NAME.interactivePop` (N2): a
/// screen-edge pan on its view from the left edge that delays touches began
/// and cancels touches in view, whose delegate is the navigation controller,
/// answering `shouldBegin` only when the stack holds more than one controller.
public final class NavigationController: ViewController {
    /// Bottom first; the last one is on top and shown.
    public private(set) var viewControllers: [ViewController]

    /// `Application.dismantle()`: the stack lets its controllers go.
    func dismantleStack() { viewControllers = [] }
    /// `interactivePopGestureRecognizer`.
    public let interactivePopGestureRecognizer: ScreenEdgePanGestureRecognizer
    /// `interactiveContentPopGestureRecognizer` (N4): only on iOS 26 with the iOS 26 SDK, so made on request.
    public private(set) var interactiveContentPopGestureRecognizer: ContentPopGestureRecognizer?

    /// `view` is the navigation controller's own view; `stack` is bottom first.
    public init(name: String, view: View, stack: [ViewController], touchBehaviour: TouchBehaviour = .inherit,
                implementedActions: Set<String> = []) {
        viewControllers = stack
        interactivePopGestureRecognizer = ScreenEdgePanGestureRecognizer(name: name + ".interactivePop")
        super.init(name: name, view: view, touchBehaviour: touchBehaviour, implementedActions: implementedActions)
        let pop = interactivePopGestureRecognizer
        pop.settings.edges = ["left"]
        pop.delaysTouchesBegan = true
        pop.cancelsTouchesInView = true
        pop.action = "handleNavigationTransition"
        pop.target = self
        var delegate = GestureDelegate(object: self)
        delegate.shouldBeginDecider = { [unowned self] _ in Decision(result: self.viewControllers.count > 1) }
        pop.delegate = delegate
        pop.actionHandler = { [unowned self, unowned pop] state in self.interactivePopDid(state, pop) }
        view.addGestureRecognizer(pop)
        if let top = stack.last { show(top) }
    }

    /// Rule N4: adds `NAME.interactiveContentPop` after the edge pop, on the
    /// same view: it requires the edge pop's failure and, through its
    /// delegate, every list's `LIST.swipeActions`; its delegate is the
    /// navigation controller (stack deeper than one, movement to the right),
    /// and it does not delay touches began.
    @discardableResult
    public func addContentPopGestureRecognizer() -> ContentPopGestureRecognizer {
        if let existing = interactiveContentPopGestureRecognizer { return existing }
        let pop = ContentPopGestureRecognizer(name: name + ".interactiveContentPop")
        pop.delaysTouchesBegan = false
        pop.cancelsTouchesInView = true
        pop.delaysTouchesEnded = true
        pop.settings.maximumNumberOfTouches = 1
        pop.action = "handleNavigationTransition"
        pop.target = self
        pop.navigationController = self
        var delegate = GestureDelegate(object: self)
        delegate.shouldBeginDecider = { [unowned self, unowned pop] _ in
            Decision(result: self.viewControllers.count > 1 && pop.translation.x >= 0)
        }
        // N4: the delegate's shouldRequireFailureOf answers yes for a list's
        // swipe-action pan (L15), so a rightward drag on a row with leading
        // actions opens them and the pop waits (G3).
        delegate.requireFailureOfDecider = { $0 is SwipeActionPanGestureRecognizer }
        pop.delegate = delegate
        pop.require(toFail: interactivePopGestureRecognizer)
        pop.actionHandler = { [unowned self, unowned pop] state in self.interactivePopDid(state, pop) }
        view.addGestureRecognizer(pop)
        interactiveContentPopGestureRecognizer = pop
        return pop
    }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// `popViewController(animated:)` without the animation: the top
    /// controller's view leaves the hierarchy at once, and the one below
    /// takes its place (rule N3). Returns the popped controller.
    @discardableResult
    public func popViewController() -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        popped.view.removeFromSuperview()
        if let top = topViewController { show(top) }
        return popped
    }

    /// Puts `controller`'s view in the navigation controller's view, filling it.
    private func show(_ controller: ViewController) {
        controller.view.frame = Rect(origin: .zero, size: view.frame.size)
        view.addSubview(controller.view)
    }

    /// Rule N3: when the pop gesture ends, pop if it travelled half the
    /// width or moved fast enough to the right; otherwise (or when it is
    /// cancelled) the pop is cancelled and the top controller stays.
    private func interactivePopDid(_ state: GestureState, _ pop: PanGestureRecognizer) {
        finishInteractivePop(state, pop, far: pop.translation.x >= view.frame.width / 2,
                             fast: pop.velocity.x >= pop.parameters.popVelocityThreshold)
    }

    /// Rules N3, N8, Z10: when an interactive pop's recognizer ends, pop the
    /// top controller if the drag went `far` enough or was `fast` enough
    /// (each recognizer measures along its own direction), else cancel.
    func finishInteractivePop(_ state: GestureState, _ pop: PanGestureRecognizer, far: Bool, fast: Bool) {
        guard state == .ended || state == .cancelled, let top = topViewController else { return }
        let device = pop.environment.device
        let trace = device.trace
        let action = trace.count - 1
        if state == .ended && (far || fast) {
            // The pop is decided now; the view leaves the hierarchy at the end of
            // this run loop turn (D1 step 6), once the turn's touches have reached
            // every responder that saw them begin (S1), as UIKit's transition
            // completes after the event. The next touch hit-tests the new top (N3).
            device.deferToEndOfTurn { [weak self] in self?.popViewController() }
            trace.record(.navigationPop, traceName, "controller", name: top.traceName)
                .cause(far ? .translation : .velocity, causedBy: action)
                .with("recognizer", name: pop.traceName)
        } else {
            trace.record(.navigationPopCancelled, traceName, "controller", name: top.traceName)
                .cause(state == .cancelled ? .cancelled : .tooShortAndSlow, causedBy: action)
                .with("recognizer", name: pop.traceName)
        }
    }
}
