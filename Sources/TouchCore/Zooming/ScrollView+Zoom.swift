#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a scroll view zooms itself (rules Z1–Z6): its zoom scales, the view
/// for zooming scaled about the content origin, its own pinch, the bounce of
/// the scale back to a limit and the animated zooms an app asks for.
extension ScrollView {
    /// A zoom animation (`zoomAnimation` timer at `touchRate`, V13's curve):
    /// the bounce back to a limit after a pinch (Z4.6) or an animated zoom (Z6).
    struct ZoomAnimation {
        var cause: InteractionCause
        var start: VirtualTime
        var fromScale: Double
        var toScale: Double
        /// Bounce: the content point kept under `screenPoint` (in the visible area).
        var contentPoint: Point
        var screenPoint: Point
        /// zoomTo: the offsets it moves between (nil: keep the content point fixed).
        var offsets: (from: Point, to: Point)?
        var tick = 0
        var timer: TimerID?
    }

    /// Rule Z1: whether zooming is possible (the two scales differ).
    public var isZoomable: Bool { minimumZoomScale != maximumZoomScale }

    /// Rule Z1: sets the limits; a scroll view whose limits differ owns
    /// `NAME.pinch`, inserted before its other recognizers, whose delegate is
    /// the scroll view; one whose limits are equal has none.
    public func setZoomScales(minimum: Double, maximum: Double) {
        minimumZoomScale = minimum
        maximumZoomScale = max(minimum, maximum)
        guard isZoomable, pinchGestureRecognizer == nil else { return }
        let pinch = ScrollViewPinchGestureRecognizer(name: name + ".pinch")
        pinch.action = "handlePinch"
        var delegate = GestureDelegate(object: self)
        delegate.shouldBeginDecider = { [unowned self] pinch in self.pinchShouldBegin(pinch) }
        delegate.simultaneityDecider = { [unowned self] other in
            other === self.panGestureRecognizer ? Decision(result: true) : nil
        }
        pinch.delegate = delegate
        pinch.actionHandler = { [unowned self] state in self.pinched(state) }
        pinchGestureRecognizer = pinch
        insertGestureRecognizerAtFront(pinch)
    }

    /// Rule Z2: the view for zooming, a direct subview whose bounds size is
    /// its frame size now; Z3: its scale, clamped to the limits.
    public func setZoomView(_ view: View?, scale: Double? = nil) {
        zoomView = view
        if let view { zoomViewBoundsSize = view.bounds.size }
        applyZoom(min(maximumZoomScale, max(minimumZoomScale, scale ?? minimumZoomScale)), offset: contentOffset)
    }

    /// Rule Z3: the zoom view is scaled by `scale` about the content origin
    /// (frame (0, 0, B·s), hit-tested through the scale, H6) and the content
    /// size is B·s; the offset is clamped into the range for that size.
    func applyZoom(_ scale: Double, offset: Point) {
        zoomScale = scale
        if let view = zoomView {
            let b = zoomViewBoundsSize
            view.transform = AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: 0)
            view.frame = Rect(origin: .zero, size: Size(width: b.width * scale, height: b.height * scale))
            contentSize = Size(width: b.width * scale, height: b.height * scale)
        }
        contentOffset = clamped(offset)
    }

    /// Rule Z3's `scroll.zoom` record.
    func recordZoom(_ trace: Trace, cause: InteractionCause) {
        trace.record(.scrollZoom, traceName).with("scale", .number(zoomScale)).with("offset", .point(contentOffset))
            .with("contentSize", .point(Point(contentSize.width, contentSize.height))).cause(.interaction(cause))
    }

    func recordZoomEnd(_ trace: Trace, cause: InteractionCause) {
        trace.record(.scrollZoomEnd, traceName).with("scale", .number(zoomScale)).with("offset", .point(contentOffset))
            .cause(.interaction(cause))
    }

    /// Rule Z7's condition: zoomed in past the minimum.
    public var isZoomed: Bool { zoomScale > minimumZoomScale }

    // MARK: The pinch (Z4, Z5)

    /// The pinch's delegate answer (G4): no without a zoom view (Z2); the
    /// answer a subclass gives (`pinch:`); then the content touches (Z4.3, as V3).
    private func pinchShouldBegin(_ pinch: GestureRecognizer) -> Decision {
        guard zoomView != nil else { return Decision(result: false) }
        let own = pinch.delegate?.shouldBegin.decide(AnswerQuestion(recognizer: pinch)) ?? Decision(result: true)
        guard own.result else { return own }
        return contentTouchesAllowBeginning(of: pinch, own: own)
    }

    /// The pinch's action: Z4.3 begins zooming, Z4.4–5 scale about the
    /// fingers, Z4.6 bounces back to a limit or ends.
    private func pinched(_ state: GestureState) {
        guard let pinch = pinchGestureRecognizer else { return }
        let device = pinch.environment.device
        let trace = device.trace
        switch state {
        case .began:
            stopZoomAnimation(device, cause: .touch)
            if isDecelerating { stopMotion(cause: .touch) }
            pinchAnchor = (zoomScale, contentOffset, visibleCentroid(of: pinch))
            trace.record(.scrollZoomBegin, traceName).with("scale", .number(zoomScale)).cause(.interaction(.pinch))
            followPinch(pinch, trace: trace)
        case .changed:
            followPinch(pinch, trace: trace)
        case .ended, .cancelled:
            pinchAnchor = nil
            rebasePan()
            let limit = min(maximumZoomScale, max(minimumZoomScale, zoomScale))
            if limit != zoomScale {
                let c = visibleCentroid(of: pinch)
                let p = Point((contentOffset.x + c.x) / zoomScale, (contentOffset.y + c.y) / zoomScale)
                startZoomAnimation(ZoomAnimation(cause: .bounce, start: device.now, fromScale: zoomScale, toScale: limit,
                                                 contentPoint: p, screenPoint: c), device: device)
            } else {
                recordZoomEnd(trace, cause: .pinch)
            }
        default:
            return
        }
    }

    /// The touches' centroid in the scroll view's frame coordinates, relative to its visible area.
    private func visibleCentroid(of pinch: GestureRecognizer) -> Point {
        let p = pinch.location(in: self)
        return Point(p.x - contentOffset.x, p.y - contentOffset.y)
    }

    /// Z4.4 and Z4.5: the applied scale and the offset that keeps the content point under the fingers.
    private func followPinch(_ pinch: ScrollViewPinchGestureRecognizer, trace: Trace) {
        guard let anchor = pinchAnchor else { return }
        let s = appliedScale(pinch.rawScale, coefficient: pinch.parameters.rubberBandCoefficient)
        let c = visibleCentroid(of: pinch)
        let offset = Point((anchor.offset.x + anchor.centroid.x) * s / anchor.scale - c.x,
                           (anchor.offset.y + anchor.centroid.y) * s / anchor.scale - c.y)
        let before = (zoomScale, contentOffset)
        applyZoom(s, offset: offset)
        if before.0 != zoomScale || before.1 != contentOffset { recordZoom(trace, cause: .pinch) }
    }

    /// Z4.4: clamped to the limits, or past them with V12's rubber band (the limit as extent).
    func appliedScale(_ raw: Double, coefficient c: Double) -> Double {
        let high = maximumZoomScale, low = minimumZoomScale
        if !bouncesZoom { return min(high, max(low, raw)) }
        return RubberBand.constrain(raw, lo: low, hi: high, extent: raw > high ? high : low, coefficient: c, bounces: true)
    }

    // MARK: Zooming from the app (Z6)

    /// `zoom(to:animated:)` with a rectangle of the bounds' proportions
    /// around `center` (zoom-view coordinates) at `scale`: s is the target
    /// scale clamped, and the offset puts the centre at the middle of the bounds.
    public func zoom(toScale scale: Double, centeredAt center: Point, animated: Bool, device: Device) {
        guard zoomView != nil else { return }
        let s = min(maximumZoomScale, max(minimumZoomScale, scale))
        let target = Point(center.x * s - frame.width / 2, center.y * s - frame.height / 2)
        changeZoom(to: s, offset: target, animated: animated, device: device)
    }

    /// `setZoomScale(_:animated:)`: the content point at the centre of the bounds stays there.
    public func setZoomScale(_ scale: Double, animated: Bool, device: Device) {
        guard zoomView != nil else { return }
        let s = min(maximumZoomScale, max(minimumZoomScale, scale))
        let mid = Point(frame.width / 2, frame.height / 2)
        let p = Point((contentOffset.x + mid.x) / zoomScale, (contentOffset.y + mid.y) / zoomScale)
        changeZoom(to: s, offset: Point(p.x * s - mid.x, p.y * s - mid.y), animated: animated, device: device)
    }

    /// The `toggleZoom` effect of Z6: zoomed in, back to the minimum; otherwise to `scale` around `location`.
    public func toggleZoom(scale: Double?, at location: Point, device: Device) {
        if zoomScale > minimumZoomScale {
            setZoomScale(minimumZoomScale, animated: true, device: device)
        } else {
            zoom(toScale: scale ?? maximumZoomScale, centeredAt: location, animated: true, device: device)
        }
    }

    private func changeZoom(to s: Double, offset: Point, animated: Bool, device: Device) {
        let trace = device.trace
        stopZoomAnimation(device, cause: .touch)
        let s0 = zoomScale
        if !animated {
            trace.record(.scrollZoomBegin, traceName).with("scale", .number(s0)).cause(.interaction(.zoomTo))
            applyZoom(s, offset: offset)
            recordZoom(trace, cause: .zoomTo)
            recordZoomEnd(trace, cause: .zoomTo)
            return
        }
        let from = contentOffset
        // The target offset, clamped for the content size at the target scale.
        let b = zoomViewBoundsSize
        let limit = Point(max(0, b.width * s - frame.width), max(0, b.height * s - frame.height))
        let to = Point(min(limit.x, max(0, offset.x)), min(limit.y, max(0, offset.y)))
        guard s != s0 || to != from else { return }
        trace.record(.scrollZoomBegin, traceName).with("scale", .number(s0)).cause(.interaction(.zoomTo))
        startZoomAnimation(ZoomAnimation(cause: .zoomTo, start: device.now, fromScale: s0, toScale: s,
                                         contentPoint: .zero, screenPoint: .zero, offsets: (from, to)), device: device)
    }

    // MARK: The animation (Z4.6, Z6; V13's curve)

    /// Whether a zoom bounce or an animated zoom is in progress.
    public var isZoomAnimating: Bool { zoomAnimation != nil }

    private func startZoomAnimation(_ animation: ZoomAnimation, device: Device) {
        zoomAnimation = animation
        scheduleZoomTick(device)
    }

    private func scheduleZoomTick(_ device: Device) {
        guard var a = zoomAnimation else { return }
        a.tick += 1
        let due = Double(a.tick) / device.parameters.touchRate
        let after = max(0, due - device.now.seconds(since: a.start))
        a.timer = device.schedule(after: after, owner: traceName, purpose: "zoomAnimation") { [unowned self, unowned device] in
            self.zoomTick(device)
        }
        zoomAnimation = a
    }

    private func zoomTick(_ device: Device) {
        guard var a = zoomAnimation else { return }
        a.timer = nil
        zoomAnimation = a
        let duration = device.parameters.zoomAnimationDuration
        let t = min(duration, Double(a.tick) / device.parameters.touchRate)
        let s = RubberBand.easeOut(from: a.fromScale, to: a.toScale, elapsed: t, duration: duration)
        let offset: Point
        if let (from, to) = a.offsets {
            offset = Point(RubberBand.easeOut(from: from.x, to: to.x, elapsed: t, duration: duration),
                           RubberBand.easeOut(from: from.y, to: to.y, elapsed: t, duration: duration))
        } else {
            offset = Point(a.contentPoint.x * s - a.screenPoint.x, a.contentPoint.y * s - a.screenPoint.y)
        }
        applyZoom(s, offset: offset)
        recordZoom(device.trace, cause: a.cause)
        if t >= duration {
            zoomAnimation = nil
            recordZoomEnd(device.trace, cause: a.cause)
        } else {
            scheduleZoomTick(device)
        }
    }

    /// Z6: a touch that begins on the scroll view stops the animation where it is.
    func stopZoomAnimation(_ device: Device, cause: InteractionCause) {
        guard let a = zoomAnimation else { return }
        if let timer = a.timer { device.cancelTimer(timer) }
        zoomAnimation = nil
        recordZoomEnd(device.trace, cause: cause)
    }
}
