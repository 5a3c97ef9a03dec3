extension Device {
    /// Stage S7 (`UIWindow.sendEvent`): the window's gesture environment
    /// handles the event, then the views get their touches (rule D1).
    func sendEvent(_ event: TouchEvent, to window: Window) {
        environment(of: window).handle(event)
    }

    /// The gesture environment of `window`, made on first use.
    public func environment(of window: Window) -> GestureEnvironment {
        let identity = ObjectIdentifier(window)
        if let found = environments.first(where: { $0.windowIdentity == identity }) { return found }
        let made = GestureEnvironment(device: self, window: window)
        environments.append(made)
        return made
    }

    /// Calls `touchesBegan/Moved/Ended/Cancelled` on `view`, the touches'
    /// hit-test view. From there the responders decide (rules R2, R3): each
    /// class's override handles the touches and, by calling super, lets the
    /// call travel the responder chain.
    public func deliver(_ phase: TouchPhase, of touches: [Touch], to view: View) {
        view.receiveTouches(touches, with: ResponderEvent(device: self, phase: phase))
    }
}
