/// A scroll view (models `UIScrollView`): its bounds origin is its content
/// offset, moved by its own pan recognizer (rule V1). A hidden recognizer
/// holds touches back from the content for `scrollContentDelay` (V2), and the
/// pan, once the content has a touch, may take it away only where
/// `touchesShouldCancel(in:)` allows (V3). The scroll view is the delegate of both.
public class ScrollView: View {
    public var contentSize: Size
    public var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    public var delaysContentTouches = true {
        didSet { delayedTouchesBeganRecognizer.isEnabled = delaysContentTouches }
    }
    public var canCancelContentTouches = true
    /// `touchesShouldCancel(in:)` answers yes for these views (rule V3).
    public var cancelContentTouchesIn: Set<String> = []
    /// `touchesShouldCancel(in:)` answers no for these views (rule V3).
    public var keepContentTouchesIn: Set<String> = []

    /// The pan that scrolls (`panGestureRecognizer`), named `NAME.pan`.
    public let panGestureRecognizer: PanGestureRecognizer
    /// The recognizer that delays content touches (V2), named `NAME.delaysContentTouches`.
    public let delayedTouchesBeganRecognizer: DelayedTouchesBeganGestureRecognizer
    private var offsetAtBegan = Point.zero
    private var translationAtBegan = Point.zero

    /// `kind` is `.scrollView`, or a list's kind for its subclasses (rule L1).
    public init(name: String, frame: Rect, contentSize: Size? = nil, kind: ViewKind = .scrollView) {
        self.contentSize = contentSize ?? frame.size
        panGestureRecognizer = PanGestureRecognizer(name: name + ".pan")
        delayedTouchesBeganRecognizer = DelayedTouchesBeganGestureRecognizer(name: name + ".delaysContentTouches")
        super.init(name: name, kind: kind, frame: frame)
        let pan = panGestureRecognizer
        pan.action = "handlePan"
        var panDelegate = GestureDelegate(object: self)
        panDelegate.shouldBeginDecider = { [unowned self] pan in self.panShouldBegin(pan) }
        pan.delegate = panDelegate
        pan.actionHandler = { [unowned self] state in self.scroll(state) }
        addGestureRecognizer(pan)
        let delay = delayedTouchesBeganRecognizer
        var delayDelegate = GestureDelegate(object: self)
        delayDelegate.shouldReceiveTouchDecider = { [unowned self] touch in touch.view !== self }
        delay.delegate = delayDelegate
        addGestureRecognizer(delay)
    }

    /// The content offset, which is the bounds origin (rule V1).
    public var contentOffset: Point {
        get { boundsOrigin }
        set { boundsOrigin = newValue }
    }

    /// The largest offset the content size allows (no bounce).
    public var maximumContentOffset: Point {
        Point(max(0, contentSize.width - frame.width), max(0, contentSize.height - frame.height))
    }

    /// `touchesShouldCancel(in:)` (rule V3): yes, but no for a control,
    /// unless the scene names the view either way.
    public func touchesShouldCancel(in view: View) -> Bool {
        if cancelContentTouchesIn.contains(view.name) { return true }
        if keepContentTouchesIn.contains(view.name) { return false }
        return !view.kind.isControl
    }

    /// Rule V3: once the content has received a touch, the pan may begin only
    /// if the scroll view can cancel content touches and that view allows it.
    private func panShouldBegin(_ pan: GestureRecognizer) -> Bool {
        for touch in pan.touches where touch.viewReceivedBegan {
            guard let view = touch.view, view !== self else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }

    /// Rule V1: the pan's translation moves the content offset, clamped to the content size.
    private func scroll(_ state: GestureState) {
        let pan = panGestureRecognizer
        if state == .began {
            offsetAtBegan = contentOffset
            translationAtBegan = pan.translation
        }
        guard state == .began || state == .changed else { return }
        let moved = pan.translation - translationAtBegan
        let limit = maximumContentOffset
        let offset = Point(min(limit.x, max(0, offsetAtBegan.x - moved.x)), min(limit.y, max(0, offsetAtBegan.y - moved.y)))
        guard offset != contentOffset else { return }
        contentOffset = offset
        panGestureRecognizer.environment.trace.record(.scrollOffset, name).with("offset", .point(offset))
    }
}

/// UIKit's private `UIScrollViewDelayedTouchesBeganGestureRecognizer`
/// (rule V2): it delays touches began on the content for
/// `scrollContentDelay`, then fails so they are released; a touch that lifts
/// sooner makes it fail at once, so the content gets began and ended together.
public final class DelayedTouchesBeganGestureRecognizer: GestureRecognizer {
    public init(name: String) {
        super.init(name: name, kind: .delayedTouchesBegan)
        delaysTouchesBegan = true
        cancelsTouchesInView = false
        delaysTouchesEnded = false
    }

    override public func touchesBegan(_ touches: [Touch]) {
        guard touches.count == self.touches.count else { return }
        startTimer(after: parameters.scrollContentDelay, purpose: "scrollContentDelay") { [unowned self] in
            self.fail("timeout:scrollContentDelay")
        }
    }

    override public func touchesEnded(_ touches: [Touch]) {
        fail("touchEndedBeforeDelay")
    }
}
