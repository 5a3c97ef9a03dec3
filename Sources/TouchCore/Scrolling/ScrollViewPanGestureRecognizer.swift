/// A scroll view's own pan (UIKit's `UIScrollViewPanGestureRecognizer`),
/// named `NAME.pan`: a pan that begins only along an axis its scroll view
/// may scroll (rules V5, V10), and at once on a touch that grabs a
/// decelerating scroll view (V9).
public final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    override public init(name: String) {
        super.init(name: name)
    }

    /// The scroll view it belongs to (the view it is attached to).
    public var scrollView: ScrollView? { view as? ScrollView }

    /// Rule V9: the first touch of a gesture remembers the page shown (V8)
    /// and, on a scroll view that is decelerating or settling, stops it and
    /// begins the pan without waiting for movement.
    override public func touchesBegan(_ touches: [Touch]) {
        super.touchesBegan(touches)
        guard touches.count == self.touches.count, let scroll = scrollView else { return }
        // Z6: a touch stops an animated zoom where it is.
        if scroll.isZoomAnimating { scroll.stopZoomAnimation(environment.device, cause: .touch) }
        if scroll.isDecelerating {
            scroll.stopMotion(cause: .touch)
            scroll.refreshControl?.scrollViewWasGrabbed(device: environment.device)
            recognize(cause: .grab)
        }
        scroll.offsetAtTouch = scroll.contentOffset
    }

    /// Rule M7: a sheet the scroll view lies in decides at once whether it tracks this pan.
    override func didBegin() {
        scrollView?.sheetPanBegan()
    }

    /// Rule V5: `panHysteresis` along an axis the scroll view may scroll
    /// that way (V10), instead of the plain pan's distance in any direction.
    override public func hasMovedFarEnoughToBegin(_ translation: Point) -> Bool {
        guard let scroll = scrollView else { return super.hasMovedFarEnoughToBegin(translation) }
        let h = parameters.panHysteresis
        return (abs(translation.x) >= h && scroll.panMayBegin(along: .horizontal, moving: translation.x))
            || (abs(translation.y) >= h && scroll.panMayBegin(along: .vertical, moving: translation.y))
    }
}
