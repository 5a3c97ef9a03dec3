/// A navigation controller's content pop (UIKit's
/// `interactiveContentPopGestureRecognizer`, named
/// `UINavigationController.contentSwipe`; rules N4–N8), named
/// `NAME.interactiveContentPop`: a single-finger screen-edge pan that
/// recognizes without an edge (G11: kind `screenEdgePan`). It begins at
/// `contentPopHysteresis` to the right, and fails on vertical movement or
/// movement to the left (N5). At touch-down it makes the scroll views'
/// pans and a sheet's pan wait for it (N6, M11).
public final class ContentPopGestureRecognizer: PanGestureRecognizer {
    /// The navigation controller that owns it (its delegate).
    public internal(set) weak var navigationController: NavigationController?

    override public init(name: String) {
        super.init(name: name, kind: .screenEdgePan)
        addsDynamicRequirements = true
    }

    /// Rule N5, on each move while it is `possible`: vertical movement past
    /// the tolerance fails it, then movement to the left, then it wants to
    /// begin at `contentPopHysteresis` to the right.
    override public func hasMovedFarEnoughToBegin(_ translation: Point) -> Bool {
        let p = parameters
        let dx = translation.x, dy = translation.y
        if abs(dy) >= min(p.contentPopVerticalLimit, p.contentPopVerticalBase + p.contentPopVerticalSlope * abs(dx)) {
            fail(.verticalMovement)
            return false
        }
        if dx <= -p.contentPopHysteresis {
            fail(.wrongDirection)
            return false
        }
        return dx >= p.contentPopHysteresis
    }

    /// Rule N6: for a touch that begins farther than `screenEdgeWidth` from
    /// the left edge, with a stack deeper than one, the pans of scroll views
    /// that are at rest and cannot scroll horizontally or sit at their
    /// leading edge, and a sheet's pan, require this recognizer to fail.
    override func addDynamicRequirements(for touch: Touch, among recognizers: [GestureRecognizer], device: Device) {
        let trace = device.trace
        guard touch.startLocation.x >= device.parameters.screenEdgeWidth,
              let nav = navigationController, nav.viewControllers.count > 1 else { return }
        for r in recognizers where r !== self {
            let reason: String
            if let pan = r as? ScrollViewPanGestureRecognizer, let scroll = pan.scrollView {
                guard !scroll.isDecelerating else { continue }
                if !scroll.canScroll(.horizontal) {
                    reason = "cannotScrollHorizontally"
                } else if scroll.contentOffset.x <= 0 {
                    reason = "leadingEdge"
                } else {
                    continue
                }
            } else if r is SheetPanGestureRecognizer {
                reason = "sheetDismiss"
            } else {
                continue
            }
            r.addDynamicRequirement(self)
            trace.record(.gestureDynamicRequirement, r.traceName).with("on", name: traceName).with("reason", .string(reason))
        }
    }
}
