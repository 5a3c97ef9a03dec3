extension GestureEnvironment {
    // MARK: Step 3: delivery to the views (rules D1–D5, T4)

    /// Offers the views the new phases of `touches` and settles the phases
    /// held earlier: released once every holder failed, dropped as soon as
    /// one recognized.
    func deliverToViews(_ touches: [Touch]) {
        if !touchesWithHeldPhases.isEmpty {
            for touch in touchesWithHeldPhases { settleHeldPhases(of: touch) }
        }
        var now: [Touch] = []
        for touch in touches where touch.withheldFromView == nil && !touch.viewFinished && touch.view != nil {
            switch touch.phase {
            case .began, .moved, .stationary:
                // D2: held while a recognizer that delays touches began is possible.
                let holders = holdingRecognizers(of: touch) { $0.delaysTouchesBegan }
                if touch.heldPhases.isEmpty && holders.isEmpty {
                    now.append(touch)
                } else {
                    hold(touch.phase, of: touch, by: holders + (touch.heldPhases.last?.holders ?? []))
                }
            case .ended:
                // D4: held while a recognizer that delays touches ended is still possible.
                let holders = holdingRecognizers(of: touch) { $0.delaysTouchesEnded }
                if touch.heldPhases.isEmpty && holders.isEmpty {
                    now.append(touch)
                } else {
                    hold(.ended, of: touch, by: holders)
                    settleHeldPhases(of: touch)
                }
            case .cancelled:
                // The system cancelled the touch: held phases are moot; a view that saw it begin hears of it.
                touch.heldPhases.removeAll()
                if let timer = touch.endedReleaseTimer { device.cancelTimer(timer) }
                if touch.viewReceivedBegan { now.append(touch) } else { touch.viewFinished = true }
            }
        }
        touchesWithHeldPhases.removeAll { $0.heldPhases.isEmpty }
        deliverNow(now)
    }

    /// The recognizers attached to `touch`, tracking it, still `possible`, that hold phases per `rule`.
    private func holdingRecognizers(of touch: Touch, _ rule: (GestureRecognizer) -> Bool) -> [GestureRecognizer] {
        touch.gestureRecognizers.filter { r in
            r.state == .possible && rule(r) && r.touches.contains { $0 === touch }
        }
    }

    private func hold(_ phase: TouchPhase, of touch: Touch, by holders: [GestureRecognizer]) {
        var unique: [GestureRecognizer] = []
        for h in holders where !unique.contains(where: { $0 === h }) { unique.append(h) }
        touch.heldPhases.append((phase, unique))
        if !touchesWithHeldPhases.contains(where: { $0 === touch }) {
            touchesWithHeldPhases.append(touch)
            touchesWithHeldPhases.sort { $0.id < $1.id }
        }
        trace.record(.deliveryDelayed, touch.view!.name).with("phase", .string(phase.rawValue))
            .with("touches", .strings([touch.name])).with("by", .strings(unique.map(\.name)))
    }

    /// Releases the oldest held phases of `touch` whose holders all failed,
    /// or drops them all when a holder recognized (D2, D4).
    private func settleHeldPhases(of touch: Touch) {
        while let head = touch.heldPhases.first {
            // A holder that has been reset since no longer tracks the touch: it holds nothing.
            let tracking = head.holders.filter { r in r.touches.contains { $0 === touch } }
            let recognized = tracking.filter { $0.state.hasRecognized || $0.state == .cancelled }
            if !recognized.isEmpty {
                drop(touch, by: recognized.map(\.name))
                return
            }
            if tracking.contains(where: { $0.state == .possible }) { return }
            if head.phase == .ended && !head.holders.isEmpty {
                // D4: every holder failed; the view gets the ended phase a moment later.
                if touch.endedReleaseTimer == nil {
                    touch.endedReleaseTimer = schedule(after: parameters.delayedEndedDelay, owner: touch.view!.name,
                                                       purpose: "delayedEndedDelay") { [unowned self] in
                        touch.endedReleaseTimer = nil
                        guard !touch.viewFinished, let first = touch.heldPhases.first, first.phase == .ended else { return }
                        touch.heldPhases.removeFirst()
                        self.release(.ended, of: touch)
                    }
                }
                return
            }
            touch.heldPhases.removeFirst()
            release(head.phase, of: touch)
        }
    }

    private func release(_ phase: TouchPhase, of touch: Touch) {
        trace.record(.deliveryReleased, touch.view!.name).with("phase", .string(phase.rawValue))
            .with("touches", .strings([touch.name]))
        deliverToView(phase, of: [touch], view: touch.view!)
    }

    /// Drops every held phase of `touch`: the view never hears of them. A
    /// view that had seen the touch begin gets it cancelled (D3, D4).
    func drop(_ touch: Touch, by names: [String]) {
        for held in touch.heldPhases {
            trace.record(.deliveryDropped, touch.view!.name).with("phase", .string(held.phase.rawValue))
                .with("touches", .strings([touch.name])).with("by", .strings(names))
        }
        touch.heldPhases.removeAll()
        if let timer = touch.endedReleaseTimer {
            device.cancelTimer(timer)
            touch.endedReleaseTimer = nil
        }
        if touch.viewReceivedBegan && !touch.viewFinished && !pendingCancels.contains(where: { $0 === touch }) {
            pendingCancels.append(touch)
        }
        touch.viewFinished = true
    }

    /// Rule D3: `r` began or recognized; if it cancels touches in view, the
    /// views that saw its touches get `touchesCancelled` (after the turn's
    /// first action) and hear nothing more of them.
    func cancelViewTouches(for r: GestureRecognizer) {
        guard r.cancelsTouchesInView else { return }
        for touch in r.touches where !touch.viewFinished && touch.withheldFromView == nil && touch.view != nil {
            drop(touch, by: [r.name])
        }
    }

    func deliverPendingCancels() {
        guard !pendingCancels.isEmpty else { return }
        let touches = pendingCancels
        pendingCancels.removeAll()
        for (view, group) in touches.sorted(by: { $0.id < $1.id }).grouped(by: \.view) {
            deliverToView(.cancelled, of: group, view: view)
        }
    }

    /// Delivers each touch's current phase, one call per phase and view (T4).
    private func deliverNow(_ touches: [Touch]) {
        if touches.isEmpty { return }
        for phase in [TouchPhase.began, .moved, .stationary, .ended, .cancelled] where touches.contains(where: { $0.phase == phase }) {
            for (view, group) in touches.filter({ $0.phase == phase }).grouped(by: \.view) {
                deliverToView(phase, of: group, view: view)
            }
        }
    }

    /// One call to a view, with the delivery bookkeeping of its touches.
    func deliverToView(_ phase: TouchPhase, of touches: [Touch], view: View) {
        for touch in touches {
            switch phase {
            case .began: touch.viewReceivedBegan = true
            case .ended, .cancelled: touch.viewFinished = true
            case .moved, .stationary: break
            }
        }
        device.deliver(phase, of: touches, to: view)
    }
}
