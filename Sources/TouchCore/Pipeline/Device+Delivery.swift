extension Device {
    /// Stage S7 (`UIWindow.sendEvent`): the window's gesture environment
    /// handles the event, then the views get their touches (rule D1).
    func sendEvent(_ event: TouchEvent, to window: Window) {
        environment(of: window).handle(event)
    }

    /// The gesture environment of `window`, made on first use.
    public func environment(of window: Window) -> GestureEnvironment {
        if let found = environments.first(where: { $0.window === window }) { return found }
        let made = GestureEnvironment(device: self, window: window)
        environments.append(made)
        return made
    }

    /// Calls `touchesBegan/Moved/Ended/Cancelled` on `view` and lets the
    /// call travel the responder chain (rule R2): each responder it reaches
    /// is traced; one that handles without calling super (or a control, R3)
    /// stops it.
    public func deliver(_ phase: TouchPhase, of touches: [Touch], to view: View) {
        let kind: TraceKind
        switch phase {
        case .began: kind = .responderTouchesBegan
        case .moved, .stationary: kind = .responderTouchesMoved
        case .ended: kind = .responderTouchesEnded
        case .cancelled: kind = .responderTouchesCancelled
        }
        let names = TraceValue.strings(touches.map(\.name))
        var responder: Responder? = view
        while let current = responder {
            trace.record(kind, current.name, "touches", names, "behaviour", .string(current.touchBehaviour.rawValue))
            if kind == .responderTouchesCancelled { trace.causeFromContext() }
            if let control = current as? Control { controlTouches(control, phase: phase, touches: touches) }
            guard current.touchBehaviour.passesOn else { return }
            responder = current.nextResponder
        }
    }
}
