/// A sheet (models `UISheetPresentationController`, rules M2–M9), named
/// `NAME.sheet` after the presented controller NAME.
///
/// Presenting NAME as a sheet adds, above every view already in the
/// presenting window, `NAME.sheet.container` (UIKit's `UITransitionView`,
/// which ignores direct touches), holding `NAME.sheet.dimming` (a
/// `UIDimmingView`) and the card `NAME.sheet.view` (`UIDropShadowView`),
/// which holds the presented controller's view and, when visible, the
/// grabber `NAME.sheet.grabber`. Only the card's top edge moves: its
/// *offset*. The sheet owns its recognizers and is their delegate:
/// `NAME.sheet.pan` on the card, `NAME.sheet.dimming.tap` on the dimming
/// view and, from iOS 17, `NAME.sheet.exteriorPan` on the window. A scroll
/// view in the content moves the sheet through its own pan (M7,
/// `ScrollView`'s `sheet` calls). The sheet drags itself, releases itself
/// onto a detent or away (M5, M6), asks whether it may be dismissed (M8) and
/// completes its dismissal (M9).
public final class SheetPresentationController: Responder {
    /// The presented controller and the one that presented it.
    public let presentedViewController: ViewController
    public unowned(safe) let presentingViewController: ViewController
    public let containerView: View
    public let dimmingView: View
    /// The card (`UIDropShadowView`): its frame's y is the sheet's offset.
    public let cardView: View
    public let grabber: SheetGrabber?
    public let panGestureRecognizer: SheetPanGestureRecognizer
    public let dimmingTapGestureRecognizer: TapGestureRecognizer
    /// `NAME.sheet.exteriorPan`, from iOS 17 (M4.3); nil below.
    public let exteriorPanGestureRecognizer: PanGestureRecognizer?
    /// Sorted, the smallest detent (largest offset) first (M2).
    public let detents: [SheetDetent]
    public private(set) var selectedDetentIdentifier: String
    public let largestUndimmedDetentIdentifier: String?
    /// `prefersScrollingExpandsWhenScrolledToEdge` (M7).
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    /// `presentationController.delegate` (M6, M8, M9).
    public var delegate: PresentationDelegate?
    /// The y of the card's top edge (M2).
    public private(set) var offset: Double
    /// Whether the dismissal completed (M9): its views have left, or leave at the end of the turn.
    public private(set) var isDismissed = false

    /// The geometry's numbers (section P), fixed when the sheet is made.
    let parameters: DeviceParameters
    /// The drag in progress (M5): its source, s0, the last unconstrained offset u.
    private(set) var dragSource: GestureRecognizer?
    private var dragStart = 0.0
    private var unconstrained = 0.0
    private var dragTranslationAtBegan = Point.zero
    /// M8: the drag is dismissing; the dismissal was refused during it; u is below y_S.
    private var dismissing = false
    private var refusedDuringDrag = false
    private var belowSmallest = false
    private var willDismissSent = false

    /// Makes the sheet's views and recognizers for `presented`, presented by
    /// `presenting`, resting at `selected` (default the smallest detent).
    /// `detents` and the other settings are those the version allows (the
    /// builder drops what `ios` lacks, section P).
    public init(presenting: ViewController, presented: ViewController, detents given: [SheetDetent], selected: String?,
                largestUndimmed: String?, prefersGrabberVisible: Bool, parameters: DeviceParameters) {
        let name = presented.name + ".sheet"
        self.parameters = parameters
        presentedViewController = presented
        presentingViewController = presenting
        let screen = Rect(origin: .zero, size: parameters.screen)
        containerView = View(name: name + ".container", frame: screen)
        containerView.ignoresDirectTouches = true
        containerView.className = "UITransitionView"
        dimmingView = View(name: name + ".dimming", frame: screen)
        dimmingView.className = "UIDimmingView"
        cardView = SheetCardView(name: name + ".view", frame: .zero)
        cardView.ignoresDirectTouches = true
        cardView.className = "UIDropShadowView"
        let geometry = SheetGeometry(parameters)
        var sorted = given.isEmpty ? [SheetDetent.large] : given
        sorted.sort { geometry.offset(of: $0) > geometry.offset(of: $1) }
        detents = sorted
        selectedDetentIdentifier = selected.flatMap { s in sorted.contains { $0.identifier == s } ? s : nil }
            ?? sorted[0].identifier
        largestUndimmedDetentIdentifier = largestUndimmed
        grabber = prefersGrabberVisible ? SheetGrabber(name: name + ".grabber", parameters: parameters) : nil
        panGestureRecognizer = SheetPanGestureRecognizer(name: name + ".pan")
        dimmingTapGestureRecognizer = TapGestureRecognizer(name: name + ".dimming.tap")
        exteriorPanGestureRecognizer = parameters.ios >= 17 ? PanGestureRecognizer(name: name + ".exteriorPan") : nil
        offset = 0
        super.init(name: name)
        (cardView as? SheetCardView)?.sheet = self
        offset = geometry.offset(of: selectedDetent)
        containerView.addSubview(dimmingView)
        containerView.addSubview(cardView)
        cardView.frame = Rect(x: 0, y: offset, width: screen.width, height: geometry.height)
        presented.view.frame = Rect(origin: .zero, size: cardView.frame.size)
        cardView.addSubview(presented.view)
        if let grabber {
            grabber.sheet = self
            let size = parameters.grabberSize
            grabber.frame = Rect(x: (screen.width - size.width) / 2, y: parameters.grabberTopInset,
                                 width: size.width, height: size.height)
            cardView.addSubview(grabber)
            // The grabber's touch area may reach above the card (M2): the card
            // lets points there reach it, never answering them itself.
            let above = parameters.grabberTouchSize / 2 - (parameters.grabberTopInset + size.height / 2)
            if above > 0 { cardView.pointInsideInsets = EdgeInsets(top: above, left: 0, bottom: 0, right: 0) }
        }
        setUpRecognizers()
        updateDimming()
    }

    private func setUpRecognizers() {
        let pan = panGestureRecognizer
        pan.action = "handlePan"
        pan.target = self
        pan.cancelsTouchesInView = true
        pan.delaysTouchesBegan = false
        pan.delaysTouchesEnded = true
        pan.delegate = GestureDelegate(object: self)
        pan.actionHandler = { [unowned self, unowned pan] state in self.sheetPanDid(state, pan) }
        cardView.addGestureRecognizer(pan)

        let tap = dimmingTapGestureRecognizer
        tap.action = "handleTap"
        tap.target = self
        var tapDelegate = GestureDelegate(object: self)
        tapDelegate.shouldReceiveTouchDecider = { [unowned self] touch in Decision(result: touch.view === self.dimmingView) }
        tap.delegate = tapDelegate
        tap.actionHandler = { [unowned self] state in if state == .ended { self.dimmingTapped() } }
        dimmingView.addGestureRecognizer(tap)

        if let exterior = exteriorPanGestureRecognizer {
            exterior.action = "handleExteriorPan"
            exterior.target = self
            var delegate = GestureDelegate(object: self)
            delegate.shouldReceiveTouchDecider = { [unowned self] touch in Decision(result: self.exteriorPanReceives(touch)) }
            delegate.simultaneousWith = .only([RecognizerReference(dimmingTapGestureRecognizer)])
            exterior.delegate = delegate
            exterior.actionHandler = { [unowned self, unowned exterior] state in self.exteriorPanDid(state, exterior) }
        }
    }

    /// Puts the container above every view of `window` and the exterior pan on it (M2, M4.3).
    public func install(in window: Window) {
        window.addSubview(containerView)
        if let exterior = exteriorPanGestureRecognizer { window.addGestureRecognizer(exterior) }
    }

    // MARK: Geometry (M2, M3)

    var geometry: SheetGeometry { SheetGeometry(parameters) }

    public var selectedDetent: SheetDetent {
        detents.first { $0.identifier == selectedDetentIdentifier } ?? detents[0]
    }

    /// y_L, y_S and y_D of rule M2.
    public var largeOffset: Double { geometry.largeOffset }
    public var smallestOffset: Double { geometry.offset(of: detents[0]) }
    public var dismissOffset: Double { parameters.screen.height }

    /// y_U (M3): the largest undimmed detent's offset, or y_D.
    public var undimmedOffset: Double {
        guard let id = largestUndimmedDetentIdentifier, let d = detents.first(where: { $0.identifier == id }) else {
            return dismissOffset
        }
        return geometry.offset(of: d)
    }

    /// Rule M3: dimmed while the offset is above y_U.
    public var isDimmed: Bool { offset < undimmedOffset }

    public var isDragging: Bool { dragSource != nil }

    /// Rule M3: the dimming view takes touches, and shows, only while dimmed.
    private func updateDimming() {
        let dimmed = isDimmed
        dimmingView.isUserInteractionEnabled = dimmed
        dimmingView.color = dimmed ? Self.dimmingColor : nil
    }

    /// UIKit's dimming: black at 40 %.
    static let dimmingColor = "#00000066"

    /// A detent's offset on this screen (M2).
    public func offset(of detent: SheetDetent) -> Double { geometry.offset(of: detent) }

    private func setOffset(_ y: Double) {
        offset = y
        cardView.frame = Rect(x: cardView.frame.minX, y: y, width: cardView.frame.width, height: cardView.frame.height)
        updateDimming()
    }

    // MARK: The sheet's own pans (M4.1, M4.3)

    private func sheetPanDid(_ state: GestureState, _ pan: PanGestureRecognizer) {
        switch state {
        case .began:
            guard beginDrag(source: pan) else { return }
            dragTranslationAtBegan = pan.translation
        case .changed:
            guard dragSource === pan else { return }
            drive(to: dragStart + pan.translation.y - dragTranslationAtBegan.y, source: pan)
        case .ended, .cancelled:
            guard dragSource === pan else { return }
            release(velocity: state == .cancelled ? 0 : pan.velocity.y, source: pan)
        default:
            break
        }
    }

    /// Rule M4.3: the touch begins above the card, within its width, on a
    /// view in front of the container that is not inside the card.
    private func exteriorPanReceives(_ touch: Touch) -> Bool {
        let p = touch.startLocation
        guard !isDismissed, p.y < offset, p.x >= cardView.frame.minX, p.x < cardView.frame.maxX, let view = touch.view else { return false }
        return view.isDescendant(of: containerView) && !view.isDescendant(of: cardView)
    }

    private func exteriorPanDid(_ state: GestureState, _ pan: PanGestureRecognizer) {
        switch state {
        case .began:
            _ = beginDrag(source: pan)
        case .changed:
            guard dragSource === pan, let touch = pan.touches.first else { return }
            let finger = pan.location(in: nil).y
            let threshold = max(dragStart - parameters.sheetExteriorPadding, touch.startLocation.y)
            drive(to: finger > threshold ? finger : dragStart, source: pan)
        case .ended, .cancelled:
            guard dragSource === pan else { return }
            release(velocity: state == .cancelled ? 0 : pan.velocity.y, source: pan)
        default:
            break
        }
    }

    // MARK: M7: scroll views in the content

    /// Rule M7: when `scrollView`'s pan begins, whether the sheet tracks it
    /// (`sheet.tracking`). `startOffsetY` is its vertical content offset then.
    func decideTracking(of scrollView: ScrollView, startOffsetY: Double, now: VirtualTime, trace: Trace) -> Bool {
        let reason: String
        if startOffsetY > 0 {
            reason = "startOffset"
        } else if scrollView.canScroll(.horizontal) {
            reason = "horizontal"
        } else if let refresh = scrollView.refreshControl, refresh.isEnabled, scrollView.bounces {
            // V17: it refreshes instead of moving the sheet.
            reason = "refreshControl"
        } else if dragSource != nil {
            reason = "otherSource"
        } else if let last = scrollView.lastSheetPan, !last.draggedSheet,
                  now.seconds(since: last.end) < parameters.sheetSwipeInterval {
            reason = "interval"
        } else {
            reason = "tracked"
        }
        let tracked = reason == "tracked"
        trace.record(.sheetTracking, traceName).with("scrollView", name: scrollView.traceName)
            .with("result", .bool(tracked)).with("reason", .string(reason))
        return tracked
    }

    /// Rule M7: a tracked pan moved `movement` (T, down positive) since it
    /// began, with the sheet at `start` (s0) then. Moves the sheet and returns
    /// f(T), the part of the movement the sheet took.
    func trackedScroll(movement t: Double, start: Double, pan: GestureRecognizer) -> Double {
        var f = 0.0
        if t >= 0 {
            f = t
        } else if start > largeOffset && prefersScrollingExpandsWhenScrolledToEdge {
            f = max(t, largeOffset - start)
        }
        if dragSource !== pan {
            guard f != 0, dragSource == nil, beginDrag(source: pan, from: start) else { return dragSource === pan ? f : 0 }
        }
        drive(to: start + f, source: pan)
        return f
    }

    /// Whether `pan` is the source dragging the sheet now.
    func isDragged(by pan: GestureRecognizer) -> Bool { dragSource === pan }

    /// Rule M7: the tracked pan ended; the sheet is released (M6) with its velocity.
    func trackedScrollEnded(pan: PanGestureRecognizer, cancelled: Bool) {
        guard dragSource === pan else { return }
        release(velocity: cancelled ? 0 : pan.velocity.y, source: pan)
    }

    // MARK: M5: dragging

    /// Starts a drag from `source` (`sheet.drag`, phase began). Returns false
    /// when another source is already dragging.
    private func beginDrag(source: GestureRecognizer, from start: Double? = nil) -> Bool {
        guard dragSource == nil, !isDismissed else { return false }
        dragSource = source
        dragStart = start ?? offset
        unconstrained = dragStart
        dismissing = false
        refusedDuringDrag = false
        belowSmallest = false
        source.environment.trace.record(.sheetDrag, traceName).with("phase", .string("began"))
            .with("source", name: source.traceName).with("offset", .number(dragStart))
        return true
    }

    /// Rule M5: the unconstrained offset is now `u`; M8's question when it
    /// crosses below y_S; the shown offset with its rubber bands.
    private func drive(to u: Double, source: GestureRecognizer) {
        unconstrained = u
        let trace = source.environment.trace
        if !dismissing {
            if u > smallestOffset {
                if !belowSmallest {
                    belowSmallest = true
                    if askShouldDismiss(trace: trace) {
                        dismissing = true
                        sendWillDismiss(trace: trace)
                    } else {
                        refusedDuringDrag = true
                    }
                }
            } else {
                belowSmallest = false
            }
        }
        let shown = constrained(u)
        guard shown != offset else { return }
        setOffset(shown)
        trace.record(.sheetOffset, traceName).with("offset", .number(shown)).with("source", name: source.traceName)
    }

    /// E_t and E_b of rule M5.
    public var topRubberBandExtent: Double {
        min(max(largeOffset - parameters.safeAreaInsets.top, 0), parameters.sheetTopRubberBandLimit)
    }
    public var bottomRubberBandExtent: Double {
        min(parameters.sheetBottomRubberBandFraction * geometry.height, parameters.sheetBottomRubberBandLimit)
    }

    /// Rule M5: the shown offset for the unconstrained `u`.
    public func constrained(_ u: Double) -> Double {
        let c = parameters.rubberBandCoefficient
        if u < largeOffset { return largeOffset - Self.rubberBand(largeOffset - u, topRubberBandExtent, c) }
        if u > smallestOffset && !dismissing {
            return smallestOffset + Self.rubberBand(u - smallestOffset, bottomRubberBandExtent, c)
        }
        return u
    }

    /// Rule V12's rb(x, d), the scroll views' own (`RubberBand`).
    static func rubberBand(_ x: Double, _ d: Double, _ c: Double) -> Double {
        RubberBand.offset(pull: x, extent: d, coefficient: c)
    }

    // MARK: M6: release

    /// Rule M6: the target nearest the projection of the release, a flick
    /// moving one candidate further.
    public func releaseTarget(u: Double, velocity raw: Double) -> (name: String, offset: Double) {
        let v = abs(raw) < parameters.sheetMinimumReleaseSpeed ? 0 : raw
        let d = parameters.sheetDecelerationRate
        let p = u + v * d / (1 - d) / 1000
        // Candidates from the top down (smallest offset first); a tie goes to the larger detent, found first.
        var candidates = detents.reversed().map { ($0.identifier, geometry.offset(of: $0)) }
        if dismissing { candidates.append(("dismiss", dismissOffset)) }
        func nearest(_ y: Double) -> Int {
            var best = 0
            for i in candidates.indices where abs(candidates[i].1 - y) < abs(candidates[best].1 - y) { best = i }
            return best
        }
        var index = nearest(p)
        if abs(v) >= parameters.sheetFlickSpeed, nearest(u) == index {
            let y = candidates[index].1
            if v > 0 && u > y && index + 1 < candidates.count { index += 1 }
            else if v < 0 && u < y && index > 0 { index -= 1 }
        }
        return candidates[index]
    }

    private func release(velocity: Double, source: GestureRecognizer) {
        let device = source.environment.device
        let trace = device.trace
        let shown = offset
        let target = releaseTarget(u: unconstrained, velocity: velocity)
        trace.record(.sheetDrag, traceName).with("phase", .string("ended")).with("source", name: source.traceName)
            .with("offset", .number(shown)).with("velocity", .number(velocity)).with("target", .string(target.name))
        let ended = trace.lastSeq
        let wasDismissing = dismissing
        let attempted = refusedDuringDrag && shown > smallestOffset + parameters.sheetAttemptFraction * bottomRubberBandExtent
        dragSource = nil
        dismissing = false
        refusedDuringDrag = false
        belowSmallest = false
        if target.name == "dismiss" {
            completeDismissal(cause: .drag, causedBy: ended, device: device)
            return
        }
        setOffset(target.offset)
        if target.name != selectedDetentIdentifier {
            select(target.name, cause: .drag, causedBy: ended, trace: trace)
        }
        if wasDismissing {
            willDismissSent = false
            trace.record(.presentationDismissCancelled, traceName).with("controller", name: presentedViewController.traceName)
                .cause(.drag, causedBy: ended)
        }
        if attempted { scheduleAttempt(device: device, causedBy: ended) }
    }

    private func select(_ identifier: String, cause: Cause, causedBy: Int?, trace: Trace) {
        let from = selectedDetentIdentifier
        selectedDetentIdentifier = identifier
        let told = delegate.flatMap { $0.implements.contains(.didChangeSelectedDetent) ? $0.object.traceName : nil }
        trace.record(.sheetDetent, traceName).with("from", .string(from)).with("to", .string(identifier))
            .with("delegate", name: told).cause(cause, causedBy: causedBy)
    }

    private func scheduleAttempt(device: Device, causedBy: Int?) {
        device.deferToEndOfTurn { [weak self, unowned device] in
            guard let self else { return }
            device.trace.record(.presentationDidAttemptToDismiss, self.traceName)
                .with("delegate", name: self.delegateName(implementing: .didAttemptToDismiss)).cause(.drag, causedBy: causedBy)
        }
    }

    // MARK: M8, M9: dismissal

    private func delegateName(implementing method: PresentationDelegate.Method) -> TraceName? {
        delegate.flatMap { $0.implements.contains(method) ? $0.object.traceName : nil }
    }

    /// Rule M8: whether the sheet may be dismissed now (`presentation.shouldDismiss`).
    private func askShouldDismiss(trace: Trace) -> Bool {
        let result: Bool, reason: String, asked: TraceName?
        var because: String?
        if presentedViewController.presentedViewController != nil {
            (result, reason, asked) = (false, "presentsAnother", nil)
        } else if presentedViewController.isModalInPresentationAnywhere {
            (result, reason, asked) = (false, "isModalInPresentation", nil)
        } else if let delegate, let answer = delegate.shouldDismiss {
            let decision = answer.decide(AnswerQuestion())
            (result, reason, asked) = (decision.result, "delegate", delegate.object.traceName)
            because = decision.because
        } else {
            (result, reason, asked) = (true, "default", nil)
        }
        trace.record(.presentationShouldDismiss, traceName).with("asked", name: asked).with("result", .bool(result))
            .with("reason", .string(reason))
        if let because { _ = trace.with("because", .string(because)) }
        return result
    }

    private func sendWillDismiss(trace: Trace) {
        guard !willDismissSent else { return }
        willDismissSent = true
        trace.record(.presentationWillDismiss, traceName).with("delegate", name: delegateName(implementing: .willDismiss))
    }

    /// Rule M9: `presentation.dismiss` now; the container leaves the
    /// hierarchy and `presentation.didDismiss` is sent at the end of the turn.
    private func completeDismissal(cause: Cause, causedBy: Int?, device: Device) {
        let trace = device.trace
        sendWillDismiss(trace: trace)
        isDismissed = true
        setOffset(dismissOffset)
        trace.record(.presentationDismiss, traceName).with("controller", name: presentedViewController.traceName)
            .cause(cause, causedBy: causedBy)
        let dismissal = trace.lastSeq
        device.deferToEndOfTurn { [weak self, unowned device] in
            guard let self else { return }
            self.containerView.removeFromSuperview()
            self.exteriorPanGestureRecognizer.map { $0.view?.removeGestureRecognizer($0) }
            self.presentingViewController.presentation = nil
            device.trace.record(.presentationDidDismiss, self.traceName)
                .with("delegate", name: self.delegateName(implementing: .didDismiss)).cause(cause, causedBy: dismissal)
        }
    }

    /// Rules M3, M4.4: a dimming tap or the grabber's single detent tries to
    /// dismiss; refused, the sheet moves to its largest undimmed detent if any.
    /// A refused tap is no attempt (M3's decision).
    private func tryToDismiss(cause: Cause, device: Device) {
        let trace = device.trace
        let tapSeq = trace.lastSeq
        if askShouldDismiss(trace: trace) {
            completeDismissal(cause: cause, causedBy: tapSeq, device: device)
        } else if let id = largestUndimmedDetentIdentifier, let d = detents.first(where: { $0.identifier == id }) {
            setOffset(geometry.offset(of: d))
            if id != selectedDetentIdentifier { select(id, cause: cause, causedBy: tapSeq, trace: trace) }
        }
    }

    /// Rule M3: the dimming view's tap recognized.
    private func dimmingTapped() {
        guard !isDismissed, offset > largeOffset, !isDragging else { return }
        tryToDismiss(cause: .dimmingTap, device: dimmingTapGestureRecognizer.environment.device)
    }

    /// Rule M4.4: the grabber's touchUpInside.
    func grabberPressed(device: Device) {
        guard !isDismissed else { return }
        if detents.count == 1 { return tryToDismiss(cause: .grabber, device: device) }
        // The next larger detent (sorted smallest first); after the largest, the smallest.
        let index = detents.firstIndex { $0.identifier == selectedDetentIdentifier } ?? 0
        let next = detents[(index + 1) % detents.count]
        setOffset(geometry.offset(of: next))
        select(next.identifier, cause: .grabber, causedBy: device.trace.lastSeq, trace: device.trace)
    }
}

/// Rule M2's numbers for one screen.
struct SheetGeometry {
    let parameters: DeviceParameters

    init(_ parameters: DeviceParameters) { self.parameters = parameters }

    /// y_L: the large detent's offset.
    var largeOffset: Double { parameters.safeAreaInsets.top + parameters.sheetTopMargin }
    /// H: the card's height.
    var height: Double { parameters.screen.height - largeOffset }
    /// Vmax: the largest detent value.
    var maximumValue: Double { height - parameters.safeAreaInsets.bottom }

    func offset(of detent: SheetDetent) -> Double {
        let v: Double
        switch detent.value {
        case .large: return largeOffset
        case .medium: v = maximumValue * parameters.mediumDetentFraction
        case .custom(let value): v = value
        }
        return parameters.screen.height - parameters.safeAreaInsets.bottom - min(v, maximumValue)
    }
}

/// A sheet's card pan (UIKit's `_UISheetInteractionBackgroundDismissRecognizer`,
/// rule M4.1), named `NAME.sheet.pan`: it begins only along the vertical
/// axis, once the centroid has moved `panHysteresis` vertically.
public final class SheetPanGestureRecognizer: PanGestureRecognizer {
    override public init(name: String) {
        super.init(name: name)
    }

    override public func hasMovedFarEnoughToBegin(_ translation: Point) -> Bool {
        abs(translation.y) >= parameters.panHysteresis
    }
}

/// A sheet's grabber (`_UIGrabber`, rules M2, M4.4), named `NAME.sheet.grabber`:
/// a control whose touchUpInside selects the next detent or tries to dismiss.
public final class SheetGrabber: Control {
    /// The sheet it belongs to (set when the sheet adds it).
    public internal(set) weak var sheet: SheetPresentationController?

    init(name: String, parameters: DeviceParameters) {
        super.init(name: name, kind: .control, frame: .zero)
        let size = parameters.grabberSize, side = parameters.grabberTouchSize
        let dx = max(0, (side - size.width) / 2), dy = max(0, (side - size.height) / 2)
        pointInsideInsets = EdgeInsets(top: dy, left: dx, bottom: dy, right: dx)
        color = "#C7C7CC"
        className = "_UIGrabber"
    }

    override func didEndTrackingInside(device: Device) {
        sheet?.grabberPressed(device: device)
    }
}

/// A sheet's card (UIKit's `UIDropShadowView`), `NAME.sheet.view`: it never
/// is a hit-test's result itself (M2), and a scroll view in it finds its
/// sheet through it (M7: the sheet is its "scrollable ancestor").
public final class SheetCardView: View {
    public internal(set) weak var sheet: SheetPresentationController?
}
