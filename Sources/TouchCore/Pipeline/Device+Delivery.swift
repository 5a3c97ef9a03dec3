extension Device {
    /// Stage S7 (`UIWindow.sendEvent`): the window's gesture environment
    /// handles the event, then the views get their touches (rule D1).
    func sendEvent(_ event: TouchEvent, to window: Window) {
        lentEnvironment(of: window)._withUnsafeGuaranteedRef { $0.handle(event) }
    }

    /// The gesture environment of `window`, made on first use.
    public func environment(of window: Window) -> GestureEnvironment {
        lentEnvironment(of: window).takeUnretainedValue()
    }

    /// `environment(of:)` lent: `environments` holds it for the device's life.
    @inline(__always)
    func lentEnvironment(of window: Window) -> Unmanaged<GestureEnvironment> {
        let identity = ObjectIdentifier(window)
        if let last = lastEnvironment, last.window == identity { return last.environment }
        return findEnvironment(of: window, identity: identity)
    }

    @inline(never)
    private func findEnvironment(of window: Window, identity: ObjectIdentifier) -> Unmanaged<GestureEnvironment> {
        let found = environments.first(where: { $0.windowIdentity == identity }) ?? {
            let made = GestureEnvironment(device: self, window: window)
            environments.append(made)
            return made
        }()
        let lent = Unmanaged.passUnretained(found)
        lastEnvironment = (identity, lent)
        return lent
    }
}
