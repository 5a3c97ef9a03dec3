/// What an app's action does to a zoomable scroll view (rule Z6), the code
/// behind a double tap's or a button's action.
public enum ZoomEffect {
    /// Zoomed in: `setZoomScale(minimumZoomScale, animated: true)`; otherwise
    /// `zoom(to:animated: true)` around the action's location at `scale`
    /// (nil: `maximumZoomScale`).
    case toggleZoom(ScrollView, scale: Double?)
    /// `zoom(to:animated:)` / `setZoomScale(_:animated:)` at `scale`, centred
    /// on `at` (zoom-view coordinates) or the action's location.
    case zoomTo(ScrollView, scale: Double, at: Point?, animated: Bool)

    /// Runs the effect; `location` is the screen point the action reports.
    public func run(location: Point, device: Device) {
        switch self {
        case .toggleZoom(let scroll, let scale):
            guard let zoom = scroll.zoomView else { return }
            scroll.toggleZoom(scale: scale, at: zoom.convert(location, fromAncestor: nil), device: device)
        case .zoomTo(let scroll, let scale, let at, let animated):
            guard let zoom = scroll.zoomView else { return }
            scroll.zoom(toScale: scale, centeredAt: at ?? zoom.convert(location, fromAncestor: nil), animated: animated, device: device)
        }
    }
}

extension GestureRecognizer {
    /// Rule Z6: the effect runs when the action is sent with state `ended`,
    /// after whatever the action already does.
    public func runs(_ effect: ZoomEffect) {
        let previous = actionHandler
        actionHandler = { [unowned self] state in
            previous?(state)
            guard state == .ended else { return }
            effect.run(location: self.location(in: nil), device: self.environment.device)
        }
    }
}
