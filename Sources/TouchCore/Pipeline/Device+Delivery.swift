extension Device {
    /// Stage S7 (`UIWindow.sendEvent`): delivers the event's touches to
    /// their hit-test views (rule D1), one call per view and phase (rule T4).
    func sendEvent(_ event: TouchEvent, to window: Window) {
        deliverToViews(event.touches)
    }

    /// Sends each touch's phase to its hit-test view, grouped by phase and
    /// then by view in order of each view's first touch (rule T4). Touches
    /// rule T5 withholds reach no view.
    func deliverToViews(_ touches: [Touch]) {
        for phase in [TouchPhase.began, .moved, .ended, .cancelled] {
            var groups: [(View, [Touch])] = []
            for touch in touches where touch.phase == phase && touch.withheldFromView == nil {
                guard let view = touch.view else { continue }
                if let index = groups.firstIndex(where: { $0.0 === view }) {
                    groups[index].1.append(touch)
                } else {
                    groups.append((view, [touch]))
                }
            }
            for (view, group) in groups {
                deliver(phase, of: group, to: view)
            }
        }
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
            trace.record(kind, current.name).with("touches", names).with("behaviour", .string(current.touchBehaviour.rawValue))
            guard current.touchBehaviour.passesOn else { return }
            responder = current.nextResponder
        }
    }
}
