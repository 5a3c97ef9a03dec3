/// The interactive dismissal of the iOS 18 zoom transition (rule Z10,
/// provisional), named `C.zoomDismiss`: UIKit lets people drag a controller
/// C pushed with `preferredTransition = .zoom(...)` back into its source. A
/// single-finger pan added to C's view after the app's own recognizers there
/// (G11), `cancelsTouchesInView` true, whose delegate (the transition, shown
/// in the trace as C) answers `shouldBegin` only for a downward drag
/// (dy > 0 and |dy| ≥ |dx|) and, when the app gives
/// `interactiveDismissShouldBegin`, only when that answer holds (a Q answer).
/// Otherwise an ordinary recognizer for G3–G6: a deeper scroll view's pan
/// that begins on the same drag excludes it (G6). When it ends, the
/// navigation controller pops C (`navigation.pop`, `recognizer`) when the
/// downward translation reached `zoomDismissDistance` or the downward
/// velocity `popVelocityThreshold`; otherwise the pop is cancelled.
public final class ZoomDismissGestureRecognizer: PanGestureRecognizer {
    /// The controller shown with the zoom transition.
    public private(set) weak var controller: ViewController?
    /// The app's `interactiveDismissShouldBegin` closure, as a Q answer; nil: not given.
    public var appAnswer: Answer?

    /// The name UIKit's recognizer carries in scenes: `C.zoomDismiss`.
    public static func name(for controller: String) -> String { controller + ".zoomDismiss" }

    public init(controller: ViewController, shouldBegin appAnswer: Answer?) {
        self.controller = controller
        self.appAnswer = appAnswer
        super.init(name: Self.name(for: controller.name), kind: .pan)
        cancelsTouchesInView = true
        settings.maximumNumberOfTouches = 1
        action = "handleZoomDismiss"
        target = controller
    }

    /// The transition's answer: a downward drag (more down than sideways),
    /// then the app's answer when it gave one.
    func shouldBeginAnswer() -> Decision {
        let t = translation
        guard t.y > 0 && abs(t.y) >= abs(t.x) else { return Decision(result: false, reason: "notDownward") }
        if let appAnswer { return appAnswer.decide(AnswerQuestion(recognizer: self)) }
        return Decision(result: true)
    }
}

extension NavigationController {
    /// Rule Z10: `controller`, pushed on this stack with the zoom transition
    /// (`ios` ≥ 18), gets `C.zoomDismiss` on its view after the recognizers
    /// already there; its delegate answers as `ZoomDismissGestureRecognizer`
    /// says, and only while `controller` is on top of a stack deeper than one.
    @discardableResult
    public func addZoomDismissGestureRecognizer(to controller: ViewController, shouldBegin appAnswer: Answer?) -> ZoomDismissGestureRecognizer {
        let pan = ZoomDismissGestureRecognizer(controller: controller, shouldBegin: appAnswer)
        var delegate = GestureDelegate(object: controller)
        delegate.shouldBeginDecider = { [unowned self, unowned pan] _ in
            // UIKit: only the shown controller of a pushed zoom transition can be dragged back.
            guard self.viewControllers.count > 1, self.topViewController === pan.controller else {
                return Decision(result: false, reason: "notShown")
            }
            return pan.shouldBeginAnswer()
        }
        pan.delegate = delegate
        pan.actionHandler = { [unowned self, unowned pan] state in
            self.finishInteractivePop(state, pan, far: pan.translation.y >= pan.parameters.zoomDismissDistance,
                                      fast: pan.velocity.y >= pan.parameters.popVelocityThreshold)
        }
        controller.view.addGestureRecognizer(pan)
        return pan
    }
}
