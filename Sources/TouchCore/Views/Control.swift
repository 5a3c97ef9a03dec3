/// The control events of rule C1 (models `UIControl.Event`).
public enum ControlEvent: String, Sendable, Hashable, CaseIterable {
    case touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit
    case touchUpInside, touchUpOutside, touchCancel, valueChanged, primaryActionTriggered
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
/// `kind`): it handles its own touches and passes none on (rule R3).
public final class Control: View {
    public var actions: [ControlAction] = []
    public var isEnabled = true
    /// slider: 0...1; switch: 0 or 1; stepper, segmented and page controls: an index or count.
    public var value: Double = 0
    /// Segments of a segmented control, pages of a page control.
    public var segments: Int = 2

    public init(name: String, kind: ViewKind, frame: Rect) {
        precondition(kind.isControl, "\(kind) is not a control kind")
        super.init(name: name, kind: kind, frame: frame)
    }
}

/// A scroll view (models `UIScrollView`): its bounds origin is its content offset.
public final class ScrollView: View {
    public var contentSize: Size
    public var isScrollEnabled = true
    public var delaysContentTouches = true
    public var canCancelContentTouches = true
    /// `touchesShouldCancel(in:)` answers yes for these views (rule V3).
    public var cancelContentTouchesIn: Set<String> = []
    /// `touchesShouldCancel(in:)` answers no for these views (rule V3).
    public var keepContentTouchesIn: Set<String> = []

    public init(name: String, frame: Rect, contentSize: Size? = nil) {
        self.contentSize = contentSize ?? frame.size
        super.init(name: name, kind: .scrollView, frame: frame)
    }

    /// The content offset, which is the bounds origin (rule V1).
    public var contentOffset: Point {
        get { boundsOrigin }
        set { boundsOrigin = newValue }
    }
}
