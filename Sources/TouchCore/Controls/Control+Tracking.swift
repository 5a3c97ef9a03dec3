extension Control {
    /// Whether `point` (control coordinates) counts as inside for tracking:
    /// the bounds grown by `controlTrackingSlop` on every side (rule C1).
    func isInsideForTracking(_ point: Point, slop: Double) -> Bool {
        bounds.outset(by: slop).contains(point)
    }

    /// The events a lift inside sends, after `touchUpInside`, with the value
    /// change it makes (rule C1's value-changing controls).
    func valueEventsOnTouchUpInside(at point: Point) -> [ControlEvent] {
        let before = value
        switch kind {
        case .button:
            return [.primaryActionTriggered]
        case .switch:
            value = value >= 0.5 ? 0 : 1
        case .stepper:
            // The half touched decides: right +1, left −1 (UIStepper's 0...100 range).
            value = min(100, max(0, value + (point.x >= bounds.midX ? 1 : -1)))
        case .segmentedControl:
            let width = bounds.width / Double(max(1, segments))
            value = Double(min(segments - 1, max(0, Int((point.x - bounds.minX) / width))))
        case .pageControl:
            value = min(Double(max(0, segments - 1)), max(0, value + (point.x >= bounds.midX ? 1 : -1)))
        case .slider, .control, .view, .imageView, .label, .scrollView:
            return []
        }
        return value != before ? [.valueChanged, .primaryActionTriggered] : []
    }

    /// A slider's value under `point` while its thumb is dragged.
    func sliderValue(at point: Point) -> Double {
        let d = thumbRect.width
        let travel = max(1, bounds.width - d)
        return min(1, max(0, (point.x - bounds.minX - d / 2) / travel))
    }
}

extension Device {
    /// Rule C1: a control's handling of the phases that reach it. It tracks
    /// one touch: begin, continue, end or cancel tracking, with the control
    /// events each one sends.
    func controlTouches(_ control: Control, phase: TouchPhase, touches: [Touch]) {
        switch phase {
        case .began:
            guard control.trackingTouch == nil, control.isEnabled, let touch = touches.first else { return }
            control.trackingTouch = touch
            control.trackingInside = true
            control.isHighlighted = true
            let point = touch.location(in: control)
            control.trackingThumb = control.kind == .slider && control.thumbRect.outset(by: 10).contains(point)
            trace.record(.controlBeginTracking, control.name).with("touch", .string(touch.name))
            send(.touchDown, from: control)
            if touch.tapCount > 1 { send(.touchDownRepeat, from: control) }
        case .moved, .stationary:
            guard let touch = tracked(by: control, in: touches) else { return }
            trace.record(.controlContinueTracking, control.name).with("touch", .string(touch.name))
            let point = touch.location(in: control)
            let inside = control.isInsideForTracking(point, slop: parameters.controlTrackingSlop)
            if inside != control.trackingInside { send(inside ? .touchDragEnter : .touchDragExit, from: control) }
            control.trackingInside = inside
            control.isHighlighted = inside
            send(inside ? .touchDragInside : .touchDragOutside, from: control)
            if control.trackingThumb {
                let newValue = control.sliderValue(at: point)
                if newValue != control.value {
                    control.value = newValue
                    send(.valueChanged, from: control)
                    send(.primaryActionTriggered, from: control)
                }
            }
        case .ended:
            guard let touch = tracked(by: control, in: touches) else { return }
            trace.record(.controlEndTracking, control.name).with("touch", .string(touch.name))
            endTracking(control)
            let point = touch.location(in: control)
            if control.isInsideForTracking(point, slop: parameters.controlTrackingSlop) {
                send(.touchUpInside, from: control)
                for event in control.valueEventsOnTouchUpInside(at: point) { send(event, from: control) }
            } else {
                send(.touchUpOutside, from: control)
            }
        case .cancelled:
            guard let touch = tracked(by: control, in: touches) else { return }
            trace.record(.controlCancelTracking, control.name).with("touch", .string(touch.name)).causeFromContext()
            endTracking(control)
            send(.touchCancel, from: control)
        }
    }

    private func tracked(by control: Control, in touches: [Touch]) -> Touch? {
        guard let touch = control.trackingTouch, touches.contains(where: { $0 === touch }) else { return nil }
        return touch
    }

    private func endTracking(_ control: Control) {
        control.trackingTouch = nil
        control.isHighlighted = false
        control.trackingThumb = false
    }

    /// Sends `event`: traced as `control.event`, then each registered action (rule C2).
    func send(_ event: ControlEvent, from control: Control) {
        trace.record(.controlEvent, control.name).with("event", .string(event.rawValue))
        for a in control.actions where a.event == event {
            sendAction(a.action, to: a.target, from: control)
        }
    }

    /// Rule C2: the application's `sendAction(_:to:from:for:)`. With a target,
    /// the target receives the action if it implements it (otherwise an
    /// unrecognized selector: a crash on a device, reported here); with no
    /// target, the first responder from the sender along the chain that
    /// implements it receives it, or nobody does.
    public func sendAction(_ action: String, to target: Responder?, from sender: Responder) {
        trace.record(.actionSend, sender.name).with("action", .string(action)).with("target", .name(target?.name))
        if let target {
            if target.implements(action) {
                trace.record(.actionDeliver, target.name).with("action", .string(action)).with("sender", .string(sender.name))
            } else {
                trace.record(.actionUnrecognized, sender.name).with("action", .string(action)).with("target", .string(target.name))
            }
        } else if let receiver = sender.firstResponder(implementing: action) {
            trace.record(.actionDeliver, receiver.name).with("action", .string(action)).with("sender", .string(sender.name))
        } else {
            trace.record(.actionUnhandled, sender.name).with("action", .string(action)).with("target", .null)
        }
    }
}
