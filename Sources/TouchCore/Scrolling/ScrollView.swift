#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A scroll view (models `UIScrollView`): its bounds origin is its content
/// offset, moved by its own pan recognizer (rule V1) along the axes it can
/// scroll (V5), optionally locked to one of them (V6); released, it
/// decelerates (V7) or settles on a page (V8), and a touch grabs it (V9).
/// A hidden recognizer holds touches back from the content for
/// `scrollContentDelay` (V2), and the pan, once the content has a touch, may
/// take it away only where `touchesShouldCancel(in:)` allows (V3). The
/// scroll view is the delegate of both. Table and collection views subclass it.
public class ScrollView: View {
    /// A scrolling axis.
    public enum Axis: String, Sendable, CaseIterable {
        case horizontal, vertical
    }

    public var contentSize: Size
    public var isScrollEnabled = true {
        didSet { updatePanEnabled() }
    }
    /// What code set on `panGestureRecognizer.isEnabled` (V11); `scrollEnabled` false disables it too.
    public var isPanEnabled = true {
        didSet { updatePanEnabled() }
    }
    public var delaysContentTouches = true {
        didSet { delayedTouchesBeganRecognizer.isEnabled = delaysContentTouches }
    }
    public var canCancelContentTouches = true
    /// `touchesShouldCancel(in:)` answers yes for these views (rule V3).
    public var cancelContentTouchesIn: [ViewReference] = []
    /// `touchesShouldCancel(in:)` answers no for these views (rule V3).
    public var keepContentTouchesIn: [ViewReference] = []
    /// A subclass's `touchesShouldCancel(in:)` (rules V3, Q1); nil: UIKit's default (no for a control).
    public var touchesShouldCancelAnswer: Answer?
    /// Rule V5: scrollable along an axis even when the content fits.
    public var alwaysBounceHorizontal = false
    public var alwaysBounceVertical = false
    /// Rule V6.
    public var isDirectionalLockEnabled = false
    /// Rule V8.
    public var isPagingEnabled = false
    /// Rule V7: the velocity kept per millisecond (`normal` 0.998, `fast` 0.99).
    public var decelerationRate = ScrollView.normalDecelerationRate
    /// Rule V10 (iOS 17.4): an inner scroll view at the end of an axis hands the drag to an enclosing one.
    public var transfersHorizontalScrollingToParent = true
    public var transfersVerticalScrollingToParent = true

    public static let normalDecelerationRate = 0.998
    public static let fastDecelerationRate = 0.99

    /// The pan that scrolls (`panGestureRecognizer`), named `NAME.pan`.
    public let panGestureRecognizer: ScrollViewPanGestureRecognizer
    /// The recognizer that delays content touches (V2), named `NAME.delaysContentTouches`.
    public let delayedTouchesBeganRecognizer: DelayedTouchesBeganGestureRecognizer

    /// Where the drag in progress started from (V1) and what it is locked to (V6).
    private var offsetAtBegan = Point.zero
    private var translationAtBegan = Point.zero
    public private(set) var lockedAxis: Axis?
    /// The offset when the current touch began: paging crosses at most one page from it (V8).
    var offsetAtTouch = Point.zero
    /// Deceleration or paging in progress (V7, V8).
    var motion: Motion?
    /// Rule M7: the sheet this scroll view is in while its pan runs, the one
    /// tracking the pan (nil: untracked), the sheet's offset when the pan
    /// began, and whether the last move held the content offset (g = 0).
    private var sheetOfPan: SheetPresentationController?
    private var trackingSheet: SheetPresentationController?
    private var sheetTrackStart = 0.0
    private var sheetHeldOffset = false
    private var panDraggedSheet = false
    /// Rule M7's `interval`: when this scroll view's last pan inside a sheet ended and whether it dragged the sheet.
    public internal(set) var lastSheetPan: (end: VirtualTime, draggedSheet: Bool)?

    /// `kind` is `.scrollView`, or a list's kind for its subclasses (rule L1).
    public init(name: String, frame: Rect, contentSize: Size? = nil, kind: ViewKind = .scrollView) {
        self.contentSize = contentSize ?? frame.size
        panGestureRecognizer = ScrollViewPanGestureRecognizer(name: name + ".pan")
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
        delayDelegate.shouldReceiveTouchDecider = { [unowned self] touch in Decision(result: touch.view !== self) }
        delay.delegate = delayDelegate
        addGestureRecognizer(delay)
    }

    private func updatePanEnabled() { panGestureRecognizer.isEnabled = isScrollEnabled && isPanEnabled }

    /// The content offset, which is the bounds origin (rule V1).
    public var contentOffset: Point {
        get { boundsOrigin }
        set { boundsOrigin = newValue }
    }

    /// The largest offset the content size allows (no bounce).
    public var maximumContentOffset: Point {
        Point(max(0, contentSize.width - frame.width), max(0, contentSize.height - frame.height))
    }

    /// `offset` kept within [0, maximumContentOffset] on each axis (rule V5).
    public func clamped(_ offset: Point) -> Point {
        let limit = maximumContentOffset
        return Point(min(limit.x, max(0, offset.x)), min(limit.y, max(0, offset.y)))
    }

    /// Rule V5: the content is larger than the bounds along `axis`, or it always bounces along it.
    public func canScroll(_ axis: Axis) -> Bool {
        switch axis {
        case .horizontal: return contentSize.width > frame.width || alwaysBounceHorizontal
        case .vertical: return contentSize.height > frame.height || alwaysBounceVertical
        }
    }

    /// Whether the content offset is at that end of its range (rule Q2's `atEdge`).
    public func isAtEdge(_ edge: Condition.Edge) -> Bool {
        let offset = contentOffset, limit = maximumContentOffset
        switch edge {
        case .left: return offset.x <= 0
        case .right: return offset.x >= limit.x
        case .top: return offset.y <= 0
        case .bottom: return offset.y >= limit.y
        }
    }

    /// Rules V5 and V10: whether a drag that moved `delta` along `axis` may
    /// begin the pan along it. Not when the scroll view cannot scroll that
    /// way, nor when it is at the end the drag pushes toward and an enclosing
    /// scroll view can scroll along the axis (unless the hand-off is off).
    public func panMayBegin(along axis: Axis, moving delta: Double) -> Bool {
        guard canScroll(axis) else { return false }
        let transfers = axis == .horizontal ? transfersHorizontalScrollingToParent : transfersVerticalScrollingToParent
        guard transfers, delta != 0 else { return true }
        // A finger moving left or up pushes the offset toward its maximum.
        let atEnd = delta < 0 ? isAtEdge(axis == .horizontal ? .right : .bottom) : isAtEdge(axis == .horizontal ? .left : .top)
        guard atEnd else { return true }
        var ancestor = superview
        while let v = ancestor {
            if let outer = v as? ScrollView, outer.isScrollEnabled, outer.canScroll(axis) { return false }
            ancestor = v.superview
        }
        return true
    }

    /// `touchesShouldCancel(in:)` (rule V3): the named views first, then the
    /// scene's answer (Q1), else UIKit's default: yes, but no for a control.
    public func touchesShouldCancel(in view: View) -> Decision {
        if cancelContentTouchesIn.refer(to: view) { return Decision(result: true) }
        if keepContentTouchesIn.refer(to: view) { return Decision(result: false) }
        if let answer = touchesShouldCancelAnswer {
            return answer.decide(AnswerQuestion(recognizer: panGestureRecognizer, view: view))
        }
        return Decision(result: !view.kind.isControl)
    }

    /// The pan's delegate answer (G4): the answer a subclass gives (V11),
    /// then rule V3: once the content has received a touch, the pan may begin
    /// only if the scroll view can cancel content touches and that view allows it.
    private func panShouldBegin(_ pan: GestureRecognizer) -> Decision {
        let own = pan.delegate?.shouldBegin.decide(AnswerQuestion(recognizer: pan)) ?? Decision(result: true)
        guard own.result else { return own }
        var asked: [View] = []
        for touch in pan.touches where touch.viewReceivedBegan {
            guard let view = touch.view, view !== self, !asked.contains(where: { $0 === view }) else { continue }
            asked.append(view)
            if !canCancelContentTouches { return Decision(result: false) }
            let answer = touchesShouldCancel(in: view)
            pan.environment.trace.record(.scrollTouchesShouldCancel, traceName).with("view", name: view.traceName)
                .with("result", .bool(answer.result)).because(answer)
            if !answer.result { return Decision(result: false) }
        }
        return own
    }

    /// Rule V1: the pan's translation since the sample on which it began
    /// moves the content offset, clamped (V5) and locked to one axis (V6);
    /// its end starts deceleration or paging (V7, V8).
    private func scroll(_ state: GestureState) {
        let pan = panGestureRecognizer
        switch state {
        case .began:
            offsetAtBegan = contentOffset
            translationAtBegan = pan.translation
            lockedAxis = isDirectionalLockEnabled ? Self.lock(for: pan.translation, angle: pan.parameters.directionalLockAngle) : nil
        case .changed:
            break
        case .ended, .cancelled:
            let cancelled = state == .cancelled
            if sheetOfPan != nil && sheetPanEnded(cancelled: cancelled) { return }
            return release(velocity: cancelled ? .zero : Point(-pan.velocity.x, -pan.velocity.y))
        default:
            return
        }
        var moved = pan.translation - translationAtBegan
        if lockedAxis == .horizontal { moved = Point(moved.x, 0) }
        if lockedAxis == .vertical { moved = Point(0, moved.y) }
        if let sheet = trackingSheet {
            // Rule M7: the sheet takes f(T) of the vertical movement, the content the rest.
            let f = sheet.trackedScroll(movement: moved.y, start: sheetTrackStart, pan: pan)
            if sheet.isDragged(by: pan) { panDraggedSheet = true }
            moved = Point(moved.x, moved.y - f)
            sheetHeldOffset = moved.y == 0
        }
        let offset = clamped(Point(offsetAtBegan.x - moved.x, offsetAtBegan.y - moved.y))
        guard offset != contentOffset else { return }
        contentOffset = offset
        pan.environment.trace.record(.scrollOffset, traceName).with("offset", .point(offset))
    }

    /// Rule M7: the sheet this scroll view lies in, through its card.
    private var enclosingSheet: SheetPresentationController? {
        var v = superview
        while let view = v {
            if let card = view as? SheetCardView { return card.sheet }
            v = view.superview
        }
        return nil
    }

    /// Rule M7: when the pan begins inside a sheet, the sheet decides once whether it tracks it.
    func sheetPanBegan() {
        sheetOfPan = nil
        trackingSheet = nil
        sheetHeldOffset = false
        panDraggedSheet = false
        guard let sheet = enclosingSheet, !sheet.isDismissed else { return }
        let pan = panGestureRecognizer
        sheetOfPan = sheet
        if sheet.decideTracking(of: self, startOffsetY: contentOffset.y, now: pan.environment.device.now, trace: pan.environment.trace) {
            trackingSheet = sheet
            sheetTrackStart = sheet.offset
        }
    }

    /// Rule M7: the pan ended inside a sheet: the sheet is released, and the
    /// content does not decelerate when its offset was held. Returns whether
    /// the scroll view's own release is skipped.
    private func sheetPanEnded(cancelled: Bool) -> Bool {
        let pan = panGestureRecognizer
        let tracking = trackingSheet
        tracking?.trackedScrollEnded(pan: pan, cancelled: cancelled)
        lastSheetPan = (pan.environment.device.now, panDraggedSheet)
        let held = tracking != nil && sheetHeldOffset
        sheetOfPan = nil
        trackingSheet = nil
        return held
    }

    /// Rule V6: within `angle` degrees of an axis, that axis; in between, none.
    static func lock(for movement: Point, angle: Double) -> Axis? {
        guard movement != .zero else { return nil }
        let degrees = atan2(abs(movement.y), abs(movement.x)) * 180 / Double.pi
        if degrees <= angle { return .horizontal }
        if degrees >= 90 - angle { return .vertical }
        return nil
    }
}
