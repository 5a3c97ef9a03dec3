extension GestureEnvironment {
    // MARK: Step 4: held phases (rules D2, D3, D4)

    /// Settles the phases held in earlier turns, touch by touch in order of
    /// creation and phase by phase in the order they were held: dropped when
    /// the touch was cancelled in its view (D3) or a holder recognized,
    /// released once every holder failed. `newPhases` are the touches whose
    /// phase of this turn step 5 delivers (so a released began is not
    /// followed by a second `touchesMoved` of the same sample).
    /// Inlined: most turns have nothing held, and then cost a comparison, not a call.
    @inline(__always)
    func settleHeldPhases(except newPhases: [Touch]) {
        if !turn.touchesWithHeldPhases.isEmpty { settleEveryHeldPhase(except: newPhases) }
    }

    private func settleEveryHeldPhase(except newPhases: [Touch]) {
        for touch in turn.touchesWithHeldPhases {
            let movesNow = newPhases.contains { $0 === touch && ($0.phase == .moved || $0.phase == .stationary) }
            settleHeldPhases(of: touch, movesNow: movesNow)
        }
        forgetSettledTouches()
    }

    /// Takes the touches whose held phases are all settled out of
    /// `touchesWithHeldPhases`; those that are over give their slot back.
    private func forgetSettledTouches() {
        turn.touchesWithHeldPhases.removeAll { touch in
            guard !turn.hasHeldPhases(touch) else { return false }
            turn.releaseSettledTouchSlot(touch)
            return true
        }
    }

    // MARK: Step 5: the event's phases to the views (rules D1–D5, T4)

    /// Offers the views the new phases of `touches`, or holds them back
    /// while a recognizer that delays them is still `possible`.
    func deliverToViews(_ touches: [Touch]) {
        // The touches not delivered now, by index (most turns deliver every touch they bring):
        // the list of those delivered is made from them, or kept from the last turn that
        // skipped the same ones (`KeptTouchSplits`): a touch withheld from its view (T5)
        // makes every turn of a drag skip it.
        var skipped = SkippedTouches()
        for index in touches.indices {
            let touch = touches[index]
            guard touch.withheldFromView == nil && !touch.viewFinished && touch.lentView != nil else {
                skipped.add(index)
                continue
            }
            switch touch.phase {
            case .began, .moved, .stationary:
                // D2: held while a recognizer that delays touches began is possible.
                if turn.hasHeldPhases(touch) || hasHoldingRecognizer(of: touch, { $0.delaysTouchesBegan }) {
                    skipped.add(index)
                    let holders = holdingRecognizers(of: touch) { $0.delaysTouchesBegan }
                    let earlier = turn.hasHeldPhases(touch) ? turn[touch].heldPhases.last?.holders ?? [] : []
                    hold(touch.phase, of: touch, by: holders + earlier)
                }
            case .ended:
                // D4: held while a recognizer that delays touches ended is still possible.
                if turn.hasHeldPhases(touch) || hasHoldingRecognizer(of: touch, { $0.delaysTouchesEnded }) {
                    skipped.add(index)
                    let holders = holdingRecognizers(of: touch) { $0.delaysTouchesEnded }
                    hold(.ended, of: touch, by: holders)
                    settleHeldPhases(of: touch, movesNow: false)
                }
            case .cancelled:
                // The system cancelled the touch: held phases are dropped; a view that saw it begin hears of it.
                dropHeldPhases(of: touch, cause: CauseLink(.touchesCancelled), by: [])
                if !touch.viewReceivedBegan {
                    skipped.add(index)
                    touch.viewFinished = true
                }
            }
        }
        if !turn.touchesWithHeldPhases.isEmpty { forgetSettledTouches() }
        guard !skipped.isEmpty else {
            trace.withCause(CauseLink(.touchesCancelled)) { deliverNow(touches) }
            return
        }
        // None delivered now (a tap's down while a recognizer delays it): nothing to list.
        guard skipped.count < touches.count else { return }
        let delivered = turn.keptSplits.delivered(of: touches, skipping: skipped)
        trace.withCause(CauseLink(.touchesCancelled)) { deliverNow(delivered) }
    }

    /// Whether `r`, attached to `touch`, holds its phases per `rule`: still `possible` and tracking it.
    private static func holds(_ r: GestureRecognizer, _ touch: Touch, _ rule: (GestureRecognizer) -> Bool) -> Bool {
        r.state == .possible && rule(r) && r.tracks(touch)
    }

    /// Whether any recognizer attached to `touch` holds its phases per `rule` (`holdingRecognizers` is not empty).
    private func hasHoldingRecognizer(of touch: Touch, _ rule: (GestureRecognizer) -> Bool) -> Bool {
        touch.gestureRecognizers.containsLent { Self.holds($0, touch, rule) }
    }

    /// The recognizers attached to `touch`, tracking it, still `possible`, that hold phases per `rule`.
    private func holdingRecognizers(of touch: Touch, _ rule: (GestureRecognizer) -> Bool) -> [GestureRecognizer] {
        touch.gestureRecognizers.filter { Self.holds($0, touch, rule) }
    }

    private func hold(_ phase: TouchPhase, of touch: Touch, by holders: [GestureRecognizer]) {
        var unique: [GestureRecognizer] = []
        for h in holders where !unique.contains(where: { $0 === h }) { unique.append(h) }
        turn.makeSlot(for: touch)
        turn[touch].heldPhases.append((phase, unique))
        if !turn.touchesWithHeldPhases.contains(where: { $0 === touch }) {
            turn.touchesWithHeldPhases.append(touch)
            turn.touchesWithHeldPhases.sort { $0.id < $1.id }
        }
        trace.record(.deliveryDelayed, touch.view!.traceName).with("phase", .string(phase.rawValue))
            .with("touches", touch.soloNames).with("by", .names(unique.map(\.traceName)))
    }

    /// Releases the oldest held phases of `touch` whose holders all failed,
    /// or drops them all when the touch was cancelled in its view or a
    /// holder recognized (D2, D3, D4). A released began carries the touch's
    /// original location and timestamp; the moves held after it collapse
    /// into one `touchesMoved` at the current location (D2).
    private func settleHeldPhases(of touch: Touch, movesNow: Bool) {
        if let cancellation = touch.cancellation {
            dropHeldPhases(of: touch, cause: cancellation, by: [cancellingName(of: touch, cancellation)])
            return
        }
        while turn.hasHeldPhases(touch), let head = turn[touch].heldPhases.first {
            // A holder that has been reset since no longer tracks the touch: it holds nothing.
            let tracking = head.holders.filter { r in r.touches.contains { $0 === touch } }
            if let winner = tracking.first(where: { $0.state.hasRecognized || $0.state == .cancelled }) {
                let cause: Cause = winner.cancelsTouchesInView ? .cancelsTouchesInView(winner.causeObject) : .recognition(winner.causeObject)
                let names = tracking.filter { $0.state.hasRecognized || $0.state == .cancelled }.map(\.traceName)
                dropHeldPhases(of: touch, cause: CauseLink(cause, causedBy: winner.lastStateSeq), by: names)
                if touch.viewReceivedBegan && !touch.viewFinished {
                    turn.pendingCancels.append((touch, CauseLink(cause, causedBy: winner.lastStateSeq)))
                }
                touch.viewFinished = true
                return
            }
            if tracking.contains(where: { $0.state == .possible }) { return }
            let releasing = releaseCause(head.holders)
            if head.phase == .ended && !head.holders.isEmpty {
                // D4: every holder failed; the view gets the ended phase a moment later.
                if turn[touch].endedReleaseTimer == nil {
                    // The pending timer keeps the touch's slot (`TouchScratch.isSettled`).
                    turn[touch].endedReleaseTimer = schedule(after: parameters.delayedEndedDelay, owner: touch.view!.traceName,
                                                             purpose: "delayedEndedDelay") { [unowned self] in
                        self.turn[touch].endedReleaseTimer = nil
                        guard !touch.viewFinished, let first = self.turn[touch].heldPhases.first, first.phase == .ended else { return }
                        self.turn[touch].heldPhases.removeFirst()
                        self.release(.ended, of: touch, cause: releasing)
                    }
                }
                return
            }
            turn[touch].heldPhases.removeFirst()
            if head.phase == .began || head.phase == .moved || head.phase == .stationary {
                var moves = head.phase == .began ? 0 : 1
                while let next = turn[touch].heldPhases.first, next.phase == .moved || next.phase == .stationary {
                    turn[touch].heldPhases.removeFirst()
                    moves += 1
                }
                if head.phase == .began { release(.began, of: touch, cause: releasing) }
                // Intermediate moves are not replayed (D2): all but the last are coalesced into it, and
                // the last too when this turn's own move follows in step 5.
                let replayed = moves > 0 && !movesNow ? 1 : 0
                for _ in 0..<(moves - replayed) {
                    trace.record(.deliveryDropped, touch.view!.traceName).with("phase", .string(TouchPhase.moved.rawValue))
                        .with("touches", touch.soloNames).with("by", .strings([])).cause(.coalesced, causedBy: releasing.causedBy)
                }
                if replayed == 1 { release(.moved, of: touch, cause: releasing) }
            } else {
                release(head.phase, of: touch, cause: releasing)
            }
        }
    }

    /// The recognizer whose recognition cancelled `touch` in its view (D3),
    /// as the trace names it, with its id (issue 27.3): the one of the
    /// touch's recognizers whose state record `link` points at, else the
    /// first of the cause's label that cancels touches in view. Looked up
    /// only when held phases are dropped so (no field on `Touch`, nothing
    /// added per touch).
    private func cancellingName(of touch: Touch, _ link: CauseLink) -> TraceName {
        let label = link.cause.otherObject ?? ""
        if let seq = link.causedBy, let r = touch.gestureRecognizers.first(where: { $0.lastStateSeq == seq }) { return r.traceName }
        if let r = touch.gestureRecognizers.first(where: { $0.name == label && $0.cancelsTouchesInView }) { return r.traceName }
        return TraceName(label)
    }

    /// `failed:X` for the holder whose failure came last, pointing at it (G10).
    private func releaseCause(_ holders: [GestureRecognizer]) -> CauseLink {
        let last = holders.max { ($0.lastStateSeq ?? -1) < ($1.lastStateSeq ?? -1) }
        guard let last else { return CauseLink(.released) }
        return CauseLink(.failed(last.causeObject), causedBy: last.lastStateSeq)
    }

    private func release(_ phase: TouchPhase, of touch: Touch, cause: CauseLink) {
        let began = phase == .began
        trace.record(.deliveryReleased, touch.view!.traceName).with("phase", .string(phase.rawValue))
            .with("touches", touch.soloNames)
            .with("location", .point(began ? touch.startLocation : touch.location))
            .with("timestamp", .number(began ? touch.beganAt.seconds : touch.timestamp.seconds))
            .cause(cause)
        deliverToView(phase, of: [touch], view: touch.view!)
    }

    /// Drops every held phase of `touch` (the view never hears of them).
    private func dropHeldPhases(of touch: Touch, cause: CauseLink, by names: [TraceName]) {
        guard touch.turnSlot >= 0 else { return }
        for held in turn[touch].heldPhases {
            trace.record(.deliveryDropped, touch.view!.traceName).with("phase", .string(held.phase.rawValue))
                .with("touches", touch.soloNames).with("by", .names(names)).cause(cause)
        }
        turn[touch].heldPhases.removeAll()
        if let timer = turn[touch].endedReleaseTimer {
            device.cancelTimer(timer)
            turn[touch].endedReleaseTimer = nil
        }
    }

    /// Rule D3: `r` began or recognized; if it cancels touches in view, the
    /// views that saw its touches get `touchesCancelled` (after the turn's
    /// first action) and hear nothing more of them: phases still held are
    /// dropped in step 4.
    func cancelViewTouches(for r: GestureRecognizer) {
        guard r.cancelsTouchesInView else { return }
        let link = CauseLink(.cancelsTouchesInView(r.causeObject), causedBy: r.lastStateSeq)
        for touch in r.touches where !touch.viewFinished && touch.withheldFromView == nil && touch.view != nil {
            touch.cancellation = link
            if touch.viewReceivedBegan { turn.pendingCancels.append((touch, link)) }
            touch.viewFinished = true
        }
    }

    /// The views' `touchesCancelled` of the turn, each with its cause (D3, G10).
    /// Inlined: most turns (twice each) have none, and then cost a comparison, not a call.
    @inline(__always)
    func deliverPendingCancels() {
        if !turn.pendingCancels.isEmpty { deliverEveryPendingCancel() }
    }

    private func deliverEveryPendingCancel() {
        if turn.pendingCancels.count == 1 {
            // Most often one touch (a tap recognized): nothing to sort or group.
            let (touch, cause) = turn.pendingCancels[0]
            turn.pendingCancels.empty()
            guard let view = touch.view else { return }
            trace.withCause(cause) { deliverToView(.cancelled, of: [touch], view: view) }
            return
        }
        let items = turn.pendingCancels.sorted { $0.touch.id < $1.touch.id }
        turn.pendingCancels.removeAll()
        items.map(\.touch).forEachGroup(by: { $0.view }) { view, group in
            let cause = items.first { $0.touch === group[0] }?.cause
            trace.withCause(cause) { deliverToView(.cancelled, of: group, view: view) }
        }
    }

    /// Delivers each touch's current phase, one call per phase and view (T4).
    private func deliverNow(_ touches: [Touch]) {
        guard let phase = touches.first?.phase else { return }
        // Most turns bring one phase: then the touches need no sorting by phase.
        if !touches.containsLent(where: { $0.phase != phase }) {
            withEvent(for: phase) { event in
                // Each view is lent to its call: its touches hold it, and `touches` (or the kept groups) hold them.
                if let view = touches[0].lentView,
                   touches.count == 1 || !touches.containsLent(where: { $0.lentView?.toOpaque() != view.toOpaque() }) {
                    view._withUnsafeGuaranteedRef { deliverToView(phase, of: touches, view: $0, with: event) }
                } else {
                    // Several views (a drag of fingers on different views): the split the last such turn made, if the same.
                    for group in turn.keptSplits.viewGroups(of: touches) {
                        group.view._withUnsafeGuaranteedRef { deliverToView(phase, of: group.touches, view: $0, with: event) }
                    }
                }
            }
            return
        }
        for phase in [TouchPhase.began, .moved, .stationary, .ended, .cancelled] where touches.contains(where: { $0.phase == phase }) {
            withEvent(for: phase) { event in
                touches.filter({ $0.phase == phase }).forEachGroup(by: { $0.view }) { view, group in
                    deliverToView(phase, of: group, view: view, with: event)
                }
            }
        }
    }

    /// Runs `body` with the event of `phase` (`keptEvent(for:)`), marked in use meanwhile.
    @inline(__always)
    private func withEvent(for phase: TouchPhase, _ body: (ResponderEvent) -> Void) {
        let event = keptEvent(for: phase)
        event.isInUse = true
        body(event)
        event.isInUse = false
    }

    /// The event of `phase` this environment keeps from turn to turn (UIKit
    /// hands the views the same `UIEvent` again), or a new one while the
    /// kept one is in use by a delivery that has not ended.
    func keptEvent(for phase: TouchPhase) -> ResponderEvent {
        let index = phase.keptEventIndex
        if let kept = turn.keptEvents[index] {
            return kept.isInUse ? ResponderEvent(device: device, phase: phase) : kept
        }
        let made = ResponderEvent(device: device, phase: phase)
        turn.keptEvents[index] = made
        return made
    }

    /// One call to a view alone, with the phase's event (`withEvent(for:_:)`).
    func deliverToView(_ phase: TouchPhase, of touches: [Touch], view: View) {
        withEvent(for: phase) { deliverToView(phase, of: touches, view: view, with: $0) }
    }

    /// One call to a view, with the delivery bookkeeping of its touches;
    /// `event` is the phase's event, shared by every view called in the phase.
    func deliverToView(_ phase: TouchPhase, of touches: [Touch], view: View, with event: ResponderEvent) {
        for touch in touches {
            switch phase {
            case .began: touch.viewReceivedBegan = true
            case .ended, .cancelled: touch.viewFinished = true
            case .moved, .stationary: break
            }
        }
        // The call to the hit-test view (rules R2, R3); from there the responders decide.
        view.receiveTouches(touches, with: event)
    }
}

extension TouchPhase {
    /// Where `TurnStorage.keptEvents` keeps this phase's event.
    var keptEventIndex: Int {
        switch self {
        case .began: return 0
        case .moved: return 1
        case .stationary: return 2
        case .ended: return 3
        case .cancelled: return 4
        }
    }
}
