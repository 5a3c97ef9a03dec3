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
        case .slider, .control, .textField, .view, .imageView, .label, .scrollView,
             .tableView, .collectionView, .tableViewCell, .collectionViewCell, .refreshControl, .textView:
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

extension Control {
    // MARK: Rule C1: a control tracks one touch (called from its touches methods).

    func beginTracking(_ touches: [Touch], with event: ResponderEvent) {
        guard trackingTouch == nil, isEnabled, let touch = touches.first else { return }
        let device = event.device
        trackingTouch = touch
        trackingInside = true
        isHighlighted = true
        let point = touch.location(in: self)
        trackingThumb = kind == .slider && thumbRect.outset(by: 10).contains(point)
        device.trace.record(.controlBeginTracking, traceName).with("touch", name: touch.traceName)
        sendActions(for: .touchDown, device: device)
        if presentsMenuOnTouchDown(device: device) { return }
        if touch.tapCount > 1 { sendActions(for: .touchDownRepeat, device: device) }
    }

    func continueTracking(_ touches: [Touch], with event: ResponderEvent) {
        guard let touch = tracked(in: touches) else { return }
        let device = event.device
        device.trace.record(.controlContinueTracking, traceName).with("touch", name: touch.traceName)
        let point = touch.location(in: self)
        let inside = isInsideForTracking(point, slop: device.parameters.controlTrackingSlop)
        if inside != trackingInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit, device: device) }
        trackingInside = inside
        isHighlighted = inside
        sendActions(for: inside ? .touchDragInside : .touchDragOutside, device: device)
        if trackingThumb {
            let newValue = sliderValue(at: point)
            if newValue != value {
                value = newValue
                sendActions(for: .valueChanged, device: device)
                sendActions(for: .primaryActionTriggered, device: device)
            }
        }
    }

    func endTracking(_ touches: [Touch], with event: ResponderEvent) {
        guard let touch = tracked(in: touches) else { return }
        let device = event.device
        device.trace.record(.controlEndTracking, traceName).with("touch", name: touch.traceName)
        stopTracking()
        let point = touch.location(in: self)
        if isInsideForTracking(point, slop: device.parameters.controlTrackingSlop) {
            sendActions(for: .touchUpInside, device: device)
            for valueEvent in valueEventsOnTouchUpInside(at: point) { sendActions(for: valueEvent, device: device) }
            didEndTrackingInside(device: device)
        } else {
            sendActions(for: .touchUpOutside, device: device)
        }
    }

    func cancelTracking(_ touches: [Touch], with event: ResponderEvent) {
        guard let touch = tracked(in: touches) else { return }
        let device = event.device
        device.trace.record(.controlCancelTracking, traceName).with("touch", name: touch.traceName).causeFromContext()
        stopTracking()
        sendActions(for: .touchCancel, device: device)
    }

    private func tracked(in touches: [Touch]) -> Touch? {
        guard let touch = trackingTouch, touches.contains(where: { $0 === touch }) else { return nil }
        return touch
    }

    func stopTracking() {
        trackingTouch = nil
        isHighlighted = false
        trackingThumb = false
    }

    /// `sendActions(for:)`: traced as `control.event`, then each registered action (rule C2).
    public func sendActions(for event: ControlEvent, device: Device) {
        device.trace.record(.controlEvent, traceName).with("event", .string(event.rawValue))
        for a in actions where a.event == event {
            device.sendAction(a.action, to: a.target, from: self)
        }
    }
}

extension Device {
    /// Rule C2: the application's `sendAction(_:to:from:for:)`. With a target,
    /// the target receives the action if it implements it (otherwise an
    /// unrecognized selector: a crash on a device, reported here); with no
    /// target, the first responder from the sender along the chain that
    /// implements it receives it, or nobody does.
    public func sendAction(_ action: String, to target: Responder?, from sender: Responder) {
        trace.record(.actionSend, sender.traceName).with("action", .string(action)).with("target", name: target?.traceName)
        if let target {
            if target.implements(action) {
                trace.record(.actionDeliver, target.traceName).with("action", .string(action)).with("sender", name: sender.traceName)
            } else {
                trace.record(.actionUnrecognized, sender.traceName).with("action", .string(action)).with("target", name: target.traceName)
            }
        } else if let receiver = sender.firstResponder(implementing: action) {
            trace.record(.actionDeliver, receiver.traceName).with("action", .string(action)).with("sender", name: sender.traceName)
        } else {
            trace.record(.actionUnhandled, sender.traceName).with("action", .string(action)).with("target", .null)
        }
    }
}
