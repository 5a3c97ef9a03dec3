/// The control events of rule C1 (models `UIControl.Event`).
public enum ControlEvent: String, Sendable, Hashable, CaseIterable {
    case touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit
    case touchUpInside, touchUpOutside, touchCancel, valueChanged, primaryActionTriggered
    /// Rule X7.2: a button whose menu is its primary action, just before the menu shows.
    case menuActionTriggered
    /// A text field's editing events (rule E1).
    case editingDidBegin, editingDidEnd
}

/// One target-action pair of a control (`addTarget(_:action:for:)`).
public struct ControlAction {
    public var event: ControlEvent
    /// nil: the action travels the responder chain from the control (rule C2).
    public var target: Responder?
    public var action: String

    public init(event: ControlEvent, target: Responder?, action: String) {
        self.event = event
        self.target = target
        self.action = action
    }
}

/// A control (models `UIControl` and the standard controls, told apart by
/// `kind`): it tracks one touch, turns it into control events (rule C1) and
/// sends the actions registered for them (rule C2). It handles its touches
/// and passes none on (rule R3); as a hit-test view it refuses the
/// overlapping gestures its default action would lose to (rule C3).
public class Control: View {
    public var actions: [ControlAction] = []
    public var isEnabled = true
    /// slider: 0...1; switch: 0 or 1; stepper: a count; segmented and page controls: the selected index.
    public var value: Double = 0
    /// Segments of a segmented control, pages of a page control.
    public var segments: Int = 2
    public internal(set) var isHighlighted = false
    /// The one touch it tracks (rule C1).
    public internal(set) weak var trackingTouch: Touch?
    var trackingInside = false
    /// Whether a slider's touch began on its thumb (only then does dragging move the value).
    var trackingThumb = false
    /// Rule X7: the context menu interaction a button with a `menu` holds, `NAME.contextMenu`.
    public internal(set) var menuInteraction: ContextMenuInteraction?
    /// Rule X7.2: the menu opens on `touchDown` instead of the button's action.
    public var showsMenuAsPrimaryAction = false

    public init(name: String, kind: ViewKind, frame: Rect) {
        precondition(kind.isControl, "\(kind) is not a control kind")
        super.init(name: name, kind: kind, frame: frame)
    }

    // MARK: Touch handling: a control tracks its touch (rule C1) and never
    // calls super, so the call stops here (rule R3).

    override public func touchesBegan(_ touches: [Touch], with event: ResponderEvent) {
        beginTracking(touches, with: event)
    }

    override public func touchesMoved(_ touches: [Touch], with event: ResponderEvent) {
        continueTracking(touches, with: event)
    }

    override public func touchesEnded(_ touches: [Touch], with event: ResponderEvent) {
        endTracking(touches, with: event)
    }

    override public func touchesCancelled(_ touches: [Touch], with event: ResponderEvent) {
        cancelTracking(touches, with: event)
    }

    /// Called after a touch up inside has sent its events and actions (a
    /// text field becomes the first responder here, rule E1).
    func didEndTrackingInside(device: Device) {}

    /// Rule G4 as the hit-test view: the scene's denials, then rule C3's default refusals.
    override public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer, touch: Touch) -> Bool {
        super.gestureRecognizerShouldBegin(recognizer, touch: touch) && defaultActionAllows(recognizer, touch: touch)
    }

    /// A slider's or switch's thumb, in the control's coordinates (a 28-point
    /// circle, UIKit's size, or the control's height when smaller).
    public var thumbRect: Rect {
        let d = min(28, bounds.height)
        let travel = max(0, bounds.width - d)
        let fraction = kind == .switch ? (value >= 0.5 ? 1 : 0) : min(1, max(0, value))
        return Rect(x: bounds.minX + travel * fraction, y: bounds.midY - d / 2, width: d, height: d)
    }
}

