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
    /// Rule V12: rubber band past the ends of the range (default); false clamps,
    /// makes `alwaysBounce…` inert (V5) and keeps a refresh control idle (V17).
    public var bounces = true
    /// Rule V14: the refresh control it holds (`refreshControl`), if any.
    public internal(set) var refreshControl: RefreshControl?
    /// Rule V15: the refresh inset added to the top of the range while refreshing (lo = −this).
    public internal(set) var refreshInset: Double = 0
    /// Rule V5: scrollable along an axis even when the content fits (only while `bounces`).
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

    // Zooming (rule Z, `ScrollView+Zoom.swift`).
    /// Z1: zooming is possible when the two differ (both default to 1).
    public internal(set) var minimumZoomScale = 1.0
    public internal(set) var maximumZoomScale = 1.0
    /// Z3: the current scale of the zoom view.
    public internal(set) var zoomScale = 1.0
    /// Z4.4: the scale rubber-bands past its limits while the fingers are down.
    public var bouncesZoom = true
    /// Z2: the delegate's answer to `viewForZooming(in:)`; nil: nothing zooms.
    public internal(set) weak var zoomView: View?
    /// Z3: the zoom view's bounds size B (its frame size at scale 1).
    var zoomViewBoundsSize = Size(width: 0, height: 0)
    /// Z1: `pinchGestureRecognizer`, named `NAME.pinch`; nil when the scales are equal.
    public internal(set) var pinchGestureRecognizer: ScrollViewPinchGestureRecognizer?
    /// Z4.5: the anchor of the pinch in progress.
    var pinchAnchor: (scale: Double, offset: Point, centroid: Point)?
    /// Z4.6, Z6: a zoom animation in progress.
    var zoomAnimation: ZoomAnimation?


    /// Where the drag in progress started from (V1, the raw offset before
    /// the rubber band, V12) and what it is locked to (V6).
    var offsetAtBegan = Point.zero
    private var translationAtBegan = Point.zero
    /// The movement of the drag in progress since it began (V1), for re-anchoring (V9, V15 rule 4).
    var draggedBy = Point.zero
    /// Whether its pan is dragging the content (began or changed): the refresh control's *tracking* (V15).
    public internal(set) var isDragging = false
    public private(set) var lockedAxis: Axis?
    /// The offset when the current touch began: paging crosses at most one page from it (V8).
    var offsetAtTouch = Point.zero
    /// Deceleration or paging in progress (V7, V8).
    var motion: Motion?
    /// Rule Z8: the drag in progress handed on to a paging ancestor, and the
    /// offset it gives that ancestor on this move.
    var forwarding: Forwarding?
    var pendingForwardedOffset: Point?
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
        // Z5: the pan recognizes with the scroll view's own pinch.
        panDelegate.simultaneityDecider = { [unowned self] other in
            other === self.pinchGestureRecognizer ? Decision(result: true) : nil
        }
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

    /// The lowest offset of the range on each axis (V12's lo): minus the top
    /// inset, which is the refresh inset while refreshing (V15), else 0; a
    /// range narrowed at its start (a queuing scroll view on its first page,
    /// W2) starts that much later.
    public var minimumContentOffset: Point { Point(rangeInsetAtStart.x, rangeInsetAtStart.y - refreshInset) }

    /// The largest offset of the range on each axis (V12's hi).
    public var maximumContentOffset: Point {
        let lo = minimumContentOffset
        return Point(max(lo.x, contentSize.width - frame.width - rangeInsetAtEnd.x),
                     max(lo.y, contentSize.height - frame.height - rangeInsetAtEnd.y))
    }

    /// How much of the content the range leaves out at each end (W2: minus
    /// one page on a side without a neighbour); zero for a plain scroll view.
    public var rangeInsetAtStart = Point.zero
    public var rangeInsetAtEnd = Point.zero

    /// `offset` kept within [lo, hi] on each axis (rules V5, V12).
    public func clamped(_ offset: Point) -> Point {
        let lo = minimumContentOffset, hi = maximumContentOffset
        return Point(min(hi.x, max(lo.x, offset.x)), min(hi.y, max(lo.y, offset.y)))
    }

    /// Rule V5: the content is larger than the bounds along `axis`, or, while
    /// it `bounces`, it always bounces along it or (vertically) holds a refresh
    /// control set as its property (V14).
    public func canScroll(_ axis: Axis) -> Bool {
        switch axis {
        case .horizontal: return contentSize.width > frame.width || (bounces && alwaysBounceHorizontal)
        case .vertical:
            return contentSize.height > frame.height
                || (bounces && (alwaysBounceVertical || refreshControl?.attachment == .property))
        }
    }

    /// Whether the content offset is at that end of its range (rule Q2's `atEdge`).
    public func isAtEdge(_ edge: Condition.Edge) -> Bool {
        let offset = contentOffset, lo = minimumContentOffset, hi = maximumContentOffset
        switch edge {
        case .left: return offset.x <= lo.x
        case .right: return offset.x >= hi.x
        case .top: return offset.y <= lo.y
        case .bottom: return offset.y >= hi.y
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
        // V17: an enabled refresh control keeps a downward drag from its top.
        if axis == .vertical, delta > 0, let refresh = refreshControl, refresh.isEnabled, bounces { return true }
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
        return contentTouchesAllowBeginning(of: pan, own: own)
    }

    /// Rules V3 and Z4.3: once the content has received one of `recognizer`'s
    /// touches, it may begin only if the scroll view can cancel content
    /// touches and `touchesShouldCancel(in:)` allows it for that view.
    func contentTouchesAllowBeginning(of pan: GestureRecognizer, own: Decision) -> Decision {
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
    /// moves the content offset, rubber-banded past the range or clamped
    /// (V12) and locked to one axis (V6); its end bounces back (V13),
    /// decelerates or pages (V7, V8). A refresh control hears of every
    /// offset it writes (V15).
    /// Called as the pan's action arrives, before the offset moves (a list
    /// closes its open row when the pan begins, rule L13). The default does nothing.
    func panStateDidChange(_ state: GestureState) {}

    /// Called after each `scroll.offset` that a drag or a deceleration wrote
    /// (a page view controller's transition starts on it, W4). The default does nothing.
    func offsetDidChange() {}

    /// Called after each `scroll.stop` (a page view controller finishes its
    /// transition on it, W4). The default does nothing.
    func didStop(cause: Cause) {}

    /// Called after a release that started no motion (W4). The default does nothing.
    func didReleaseWithoutMotion() {}

    /// Called when a nested zoomable page first forwards its drag to this
    /// scroll view (Z8; a page view controller places its neighbours, W4).
    /// The default does nothing.
    func forwardedDragBegan() {}

    private func scroll(_ state: GestureState) {
        panStateDidChange(state)
        let pan = panGestureRecognizer
        // Z5: while the pinch is in progress it alone moves the offset; it is not followed by deceleration.
        if let pinch = pinchGestureRecognizer, pinch.state.isActive {
            if state == .began { rebasePan() }
            return
        }
        switch state {
        case .began:
            // V9, V13: a drag that grabs an overscrolled view goes on from the overscroll it shows.
            offsetAtBegan = rawOffset(showing: contentOffset)
            translationAtBegan = pan.translation
            draggedBy = .zero
            isDragging = true
            lockedAxis = isDirectionalLockEnabled ? Self.lock(for: pan.translation, angle: pan.parameters.directionalLockAngle) : nil
            forwarding = forwardingOnPanBegan()
        case .changed:
            break
        case .ended, .cancelled:
            let cancelled = state == .cancelled
            isDragging = false
            if sheetOfPan != nil && sheetPanEnded(cancelled: cancelled) { return }
            var velocity = cancelled ? Point.zero : Point(-pan.velocity.x, -pan.velocity.y)
            if forwarding != nil { velocity = releaseForwarding(velocity: velocity) }
            release(velocity: velocity)
            if !isDecelerating { didReleaseWithoutMotion() }
            return
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
        draggedBy = moved
        let raw = Point(offsetAtBegan.x - moved.x, offsetAtBegan.y - moved.y)
        var offset = shownOffset(forRaw: raw)
        if forwarding != nil {
            // Z8: the part of the drag past this page's range moves its paging ancestor.
            let trace = pan.environment.trace
            offset = forward(raw: raw, shown: offset)
            if offset != contentOffset {
                setOffsetAndRecord(offset, trace: trace)
                offsetDidChange()
                refreshControl?.scrollViewDidScroll(cause: .pull, device: pan.environment.device)
            }
            flushForwardedOffset(trace: trace)
            return
        }
        guard offset != contentOffset else { return }
        setOffsetAndRecord(offset, trace: pan.environment.trace)
        offsetDidChange()
        refreshControl?.scrollViewDidScroll(cause: .pull, device: pan.environment.device)
    }

    /// Rules G4, V11: the scroll view is its own pan's and pinch's delegate,
    /// and `gestureRecognizerShouldBegin(_:)` is one method for both roles;
    /// asked once as the hit-test view (G4 then skips the delegate), it
    /// answers as the delegate too: the answer a subclass gives (the scene's
    /// `pan:`/`pinch:` `shouldBegin`, Z7's `zoomed`), then V3 and Z2.
    override public func decideGestureRecognizerShouldBegin(_ recognizer: GestureRecognizer, touch: Touch) -> Decision {
        let asView = super.decideGestureRecognizerShouldBegin(recognizer, touch: touch)
        guard asView.result, recognizer === panGestureRecognizer || recognizer === pinchGestureRecognizer,
              let delegate = recognizer.delegate, delegate.object === self else { return asView }
        return delegate.answersShouldBegin(recognizer)
    }

    /// Rule Z2, as the hit-test view (G4): the scroll view answers no for its
    /// pinch when it has no zoom view, as it does as the pinch's delegate.
    override public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer, touch: Touch) -> Bool {
        if recognizer === pinchGestureRecognizer && zoomView == nil { return false }
        return super.gestureRecognizerShouldBegin(recognizer, touch: touch)
    }

    /// Rule Z5: the pan goes on from the current offset, measuring its
    /// movement from this sample (UIKit resets its translation when zooming ends).
    func rebasePan() {
        offsetAtBegan = contentOffset
        translationAtBegan = panGestureRecognizer.translation
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
