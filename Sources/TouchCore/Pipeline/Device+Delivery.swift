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
}
