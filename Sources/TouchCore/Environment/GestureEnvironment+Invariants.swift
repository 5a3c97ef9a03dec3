extension GestureEnvironment {
    /// Checks the environment's invariants and the unretained links it and
    /// its window rely on (swift-collections' `_checkInvariants` pattern);
    /// a broken one stops with a message naming it. Tests run it after
    /// every turn (`Device.checksInvariantsAfterEveryTurn`, debug builds
    /// only): a release build never calls it on the per-touch path.
    ///
    /// Between turns:
    /// - the participants are in chain order (rule G6), each once, each
    ///   adopted here and marked a participant, each with a touch; the
    ///   count of those that ask G3's questions is right;
    /// - every adopted recognizer's slot and environment link agree, and a
    ///   recognizer that is not a participant has no wish, no requirement
    ///   it waits for, and no queued action;
    /// - the turn's queues are empty (actions, their fields, cancels), the
    ///   spare buffers are back and empty, no kept event is in use, no list
///   of touches step 5 keeps holds a touch that is over;
    /// - the touches with held phases are in order of creation, each with a
    ///   held phase, each owning its slot;
    /// - the timer queue is in firing order;
    /// - the window's unretained view links agree with its `subviews` and
    ///   `superview` (`View.checkLinks`).
    public func checkInvariants() {
        precondition(turn.turnDepth == 0, "checkInvariants runs between turns")
        let participants = turn.participants
        var askers = 0
        for (i, r) in participants.enumerated() {
            precondition(turn.owns(r), "participant \(r.name) is not adopted by this environment (slot \(r.turnSlot))")
            precondition(turn[r].isParticipant, "participant \(r.name) is not marked a participant")
            precondition(!r.touches.isEmpty, "participant \(r.name) has no touch")
            precondition(!participants[(i + 1)...].contains { $0 === r }, "\(r.name) is a participant twice")
            if i > 0 { precondition(!precedes(r, participants[i - 1]), "participants out of chain order at \(r.name) (rule G6)") }
            if r.asksFailureQuestions { askers += 1 }
        }
        precondition(askers == turn.askingParticipants,
                     "askingParticipants is \(turn.askingParticipants), but \(askers) participants ask G3's questions")
        for r in turn.adoptedRecognizers {
            precondition(r.environmentIdentity == ObjectIdentifier(self), "\(r.name) has a slot here but another environment")
            precondition(turn.owns(r), "\(r.name)'s slot \(r.turnSlot) is not its own")
            let scratch = turn[r]
            precondition(scratch.owner.map { $0.toOpaque() == Unmanaged.passUnretained(r).toOpaque() } ?? false,
                         "slot \(r.turnSlot) does not link back to \(r.name)")
            precondition(scratch.firstPendingAction == nil && scratch.lastPendingAction == nil, "\(r.name) keeps a sent action")
            if !scratch.isParticipant {
                precondition(!participants.contains { $0 === r }, "\(r.name) is listed but not marked a participant")
                precondition(scratch.wish == nil && scratch.waitingFor.isEmpty, "\(r.name) keeps a wish after its reset (G8)")
                precondition(r.state == .possible && r.touches.isEmpty, "\(r.name) is \(r.state) with touches, but not a participant")
            }
        }
        precondition(turn.pendingActions.isEmpty && turn.pendingActionFields.isEmpty, "actions left unsent after a turn (G7)")
        precondition(turn.pendingCancels.isEmpty, "touchesCancelled left undelivered after a turn (D3)")
        precondition(turn.spareActions.isEmpty && turn.spareActionFields.isEmpty && turn.spareDeliveryOrder.isEmpty
                        , "a spare buffer was not given back empty")
        precondition(!turn.keptEvents.contains { $0?.isInUse ?? false }, "a kept event is still in use after a turn")
        precondition(!turn.keptSplits.holdsFinishedTouch, "step 5 keeps a list of touches after one of them ended")
        let held = turn.touchesWithHeldPhases
        for (i, touch) in held.enumerated() {
            precondition(touch.turnSlot >= 0 && turn.hasHeldPhases(touch), "\(touch.name) is listed with held phases but has none")
            precondition(turn[touch].owner.map { $0.toOpaque() == Unmanaged.passUnretained(touch).toOpaque() } ?? false,
                         "slot \(touch.turnSlot) does not link back to \(touch.name)")
            if i > 0 { precondition(held[i - 1].id < touch.id, "touches with held phases out of order at \(touch.name)") }
        }
        timers.checkInvariants()
        window.checkLinks()
    }
}

extension TimerQueue {
    /// The queue is in firing order: deadlines never decrease, ids are unique.
    func checkInvariants() {
        var ids: Set<Int> = []
        for i in entries.indices {
            precondition(ids.insert(entries[i].id.value).inserted, "timer \(entries[i].id.value) is queued twice")
            if i > 0 { precondition(entries[i - 1].deadline <= entries[i].deadline, "timers out of deadline order at \(entries[i].purpose)") }
        }
    }
}

extension View {
    /// Checks the unretained links of this view's subtree (`lentLastSubview`,
    /// `lentPreviousSibling`, `lentSuperview`) against `subviews` and
    /// `superview`, and that each attached recognizer links back to its view:
    /// the argument for their soundness (`lentLastSubview`) is that they
    /// change only with those, and this checks it.
    public func checkLinks() {
        precondition(lentLastSubview?.toOpaque() == subviews.last.map { Unmanaged.passUnretained($0).toOpaque() },
                     "\(name)'s lent last subview is not its last subview")
        for (i, subview) in subviews.enumerated() {
            precondition(subview.superview === self, "\(subview.name) is a subview of \(name) but its superview is \(subview.superview?.name ?? "nil")")
            precondition(subview.lentSuperview?.toOpaque() == Unmanaged.passUnretained(self).toOpaque(),
                         "\(subview.name)'s lent superview is not \(name)")
            let previous = i > 0 ? Unmanaged.passUnretained(subviews[i - 1]).toOpaque() : nil
            precondition(subview.lentPreviousSibling?.toOpaque() == previous, "\(subview.name)'s lent previous sibling is wrong")
            subview.checkLinks()
        }
        for recognizer in gestureRecognizers {
            precondition(recognizer.view === self, "\(recognizer.name) is attached to \(name) but links to \(recognizer.view?.name ?? "nil")")
        }
    }
}
