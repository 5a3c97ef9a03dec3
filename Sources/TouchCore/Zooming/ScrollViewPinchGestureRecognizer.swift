/// A zoomable scroll view's pinch (UIKit's `UIScrollViewPinchGestureRecognizer`,
/// the scroll view's `pinchGestureRecognizer`), named `NAME.pinch` (rule Z1).
/// It recognizes as the built-in pinch, except (Z4): its raw scale is
/// z0 · d / d0, with z0 the scroll view's `zoomScale` when the second touch
/// went down, and a pinch nested in another scroll view begins on any change
/// of scale past `nestedPinchHysteresis` (Z4.2, Z9).
public final class ScrollViewPinchGestureRecognizer: TwoFingerGestureRecognizer {
    /// z0 of Z4.1: the zoom scale when the pair of touches formed.
    @exclusivity(unchecked) public private(set) var initialZoomScale: Double?

    public init(name: String) {
        super.init(name: name, kind: .pinch)
        delaysTouchesEnded = false
    }

    /// The scroll view it belongs to (the view it is attached to).
    public var scrollView: ScrollView? { view as? ScrollView }

    override func measure(_ a: Touch, _ b: Touch) -> Double { a.location.distance(to: b.location) }
    override func value(initial: Double, current: Double) -> Double { initial > 0 ? current / initial : 1 }
    override var restValue: Double { 1 }

    /// Z4.2: |d/d0 − 1| ≥ `pinchHysteresis`, or > `nestedPinchHysteresis` inside another scroll view.
    override func passesHysteresis(_ value: Double) -> Bool {
        if isNested { return abs(value - 1) > parameters.nestedPinchHysteresis }
        return abs(value - 1) >= parameters.pinchHysteresis
    }

    private var isNested: Bool {
        var v = view?.superview
        while let current = v {
            if current is ScrollView { return true }
            v = current.superview
        }
        return false
    }

    override public func touchesBegan(_ touches: [Touch]) {
        super.touchesBegan(touches)
        if initialZoomScale == nil, numberOfTouchesDown >= 2 { initialZoomScale = scrollView?.zoomScale ?? 1 }
    }

    /// Z4.1: the raw scale z0 · d / d0 (z0 before two touches were down: the current zoom).
    public var rawScale: Double { (initialZoomScale ?? scrollView?.zoomScale ?? 1) * currentValue }

    override public func reset() {
        super.reset()
        initialZoomScale = nil
    }

    override public func appendReportedFields(to fields: inout [TraceField]) {
        super.appendReportedFields(to: &fields)
        fields.append(TraceField("scale", .number(rawScale)))
        fields.append(TraceField("velocity", .number(velocity)))
    }
}
