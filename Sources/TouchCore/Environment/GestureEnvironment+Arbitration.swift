extension GestureEnvironment {
    // MARK: Step 2: resolution (rules G3–G6)

    /// Grants or refuses the wishes of the turn, deepest view first (G6;
    /// among taps of one touch wanting to end, more taps first), until
    /// nothing changes: a failure can let a waiting recognizer proceed.
    /// Requirement cycles whose members all wait fail (G3). A recognizer
    /// still `possible` whose touches have all lifted, with no wish and no
    /// timer that could still make it recognize, fails (`touchesEnded`).
    func resolve() {
        // No participant, nothing to resolve (a drag over views without recognizers: no copy of the empty list).
        guard !turn.participants.isEmpty else { return }
        var changed = true
        while changed {
            changed = false
            // Counted on the way: a pass that changed nothing left these waiting,
            // and a cycle needs two of them (no second scan of the participants).
            var waiting = 0
            // By index, so that the recognizers no longer possible are passed over without being retained.
            let order = resolutionOrder()
            for i in order.indices where order[i].state == .possible {
                let r = order[i]
                if turn[r].wish != nil {
                    if grantOrRefuse(r) { changed = true } else if isWaiting(r) { waiting += 1 }
                } else if r.hasNoTouchDown && !hasLiveTimer(r) {
                    transition(r, to: .failed, cause: CauseLink(.touchesEnded))
                    changed = true
                }
            }
            if !changed && waiting > 1 { changed = failRequirementCycles() }
        }
    }

    /// Chain order (G6), except that among tap recognizers with a wish that
    /// share a touch, the one with the higher `numberOfTapsRequired` comes
    /// first (G6's exception, UIKit's tap ordering).
    func resolutionOrder() -> [GestureRecognizer] {
        var order = turn.participants
        // No adoption while the order is made: the table stays where it is.
        let table = turn.recognizerTable
        var i = 0
        while i < order.count {
            if table[order[i].turnSlot].wish != nil, let tap = order[i] as? TapGestureRecognizer {
                var best: (index: Int, taps: Int)?
                for j in (i + 1)..<max(i + 1, order.count) {
                    guard table[order[j].turnSlot].wish != nil, order[j].state == .possible, let other = order[j] as? TapGestureRecognizer,
                          other.numberOfTapsRequired > (best?.taps ?? tap.numberOfTapsRequired), shareTouch(tap, other) else { continue }
                    best = (j, other.numberOfTapsRequired)
                }
                if let best {
                    order.insert(order.remove(at: best.index), at: i)
                    continue
                }
            }
            i += 1
        }
        return order
    }

    func shareTouch(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        for i in a.touches.indices where b.tracks(a.touches[i]) { return true }
        return false
    }

    /// Rule G5: whether `a`, recognizing, may exclude `b`: the relation
    /// graph's class edges (a tap never excludes a tap that requires more taps).
    @inline(__always)
    func mayExclude(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        RecognizerRelations.mayPrevent(a, b)
    }

    private func hasLiveTimer(_ r: GestureRecognizer) -> Bool {
        guard !turn[r].timers.isEmpty else { return false }
        turn[r].timers.removeAll { !self.timers.contains($0) }
        return !turn[r].timers.isEmpty
    }

    /// Whether `r` is waiting for failure requirements with a wish to leave `possible`.
    @inline(__always)
    func isWaiting(_ r: GestureRecognizer) -> Bool { turn[r].wish != nil && !turn[r].waitingFor.isEmpty }

    /// One wish: returns whether `r`'s state changed.
    private func grantOrRefuse(_ r: GestureRecognizer) -> Bool {
        guard let wish = turn[r].wish else { return false }
        // G3: failure requirements.
        let requirements = failureRequirements(of: r)
        if let recognized = requirements.first(where: { $0.state.hasRecognized || $0.state == .cancelled }) {
            transition(r, to: .failed, cause: CauseLink(.requirement(recognized.causeObject), causedBy: recognized.lastStateSeq))
            return true
        }
        let pending = requirements.filter { $0.state == .possible }
        if !pending.isEmpty {
            // Compared by identity: two requirements may show one label.
            if !pending.elementsEqual(turn[r].waitingFor, by: ===) {
                turn[r].waitingFor = pending
                trace.record(.gestureWaiting, r.traceName).with("for", .names(pending.map(\.traceName)))
            }
            return false
        }
        // G4: shouldBegin, the hit-test view first, then the delegate.
        if let refuser = refusal(of: r) {
            transition(r, to: .failed, cause: CauseLink(.shouldBegin(CauseObject(refuser.name)), causedBy: refuser.seq))
            return true
        }
        // G5: an exclusive recognizer that already recognized keeps it from beginning.
        let others = turn.participants
        for i in others.indices where others[i].state.hasRecognized {
            let other = others[i]
            guard other !== r && shareTouch(other, r) && mayExclude(other, r) else { continue }
            if !mayRecognizeSimultaneously(r, other) {
                transition(r, to: .failed, cause: CauseLink(.exclusive(other.causeObject), causedBy: other.lastStateSeq))
                return true
            }
        }
        // A recognizer that waited proceeds because the last of its requirements failed (G3, G10).
        var cause = wish.cause
        if !turn[r].waitingFor.isEmpty, let last = requirements.compactMap(\.lastStateSeq).max() { cause.causedBy = last }
        transition(r, to: wish.state, cause: cause)
        return true
    }

    /// Rule G3: `require(toFail:)`, the delegate's `shouldRequireFailureOf`
    /// and the others' `shouldBeRequiredToFailBy`, among the recognizers
    /// taking part in the current touches. One that has received no touch
    /// since its reset cannot recognize them and so counts as failed.
    func failureRequirements(of r: GestureRecognizer) -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        func add(_ g: GestureRecognizer) {
            if g !== r && !g.touches.isEmpty && !result.contains(where: { $0 === g }) { result.append(g) }
        }
        for g in r.requiredToFail { add(g) }
        if turn.owns(r) { for g in turn[r].delegateRequirements where turn.isParticipant(g) { add(g) } }
        return result
    }

    /// Whether `a` requires the failure of `b` (one entry of `failureRequirements(of: a)`).
    func requires(_ a: GestureRecognizer, failureOf b: GestureRecognizer) -> Bool {
        guard a !== b, !b.touches.isEmpty else { return false }
        return a.requiredToFail.contains { $0 === b } || (turn.isParticipant(b) && turn.owns(a) && turn[a].delegateRequirements.contains { $0 === b })
    }

    /// Rule G3's delegate questions, asked once per pair of recognizers that
    /// come to share a touch, and traced (`gesture.shouldRequireFailure`):
    /// each one's delegate `shouldRequireFailureOf` the other, and
    /// `shouldBeRequiredToFailBy` the other. `question` says which. As in
    /// UIKit, a delegate is asked only a question it implements, so only the
    /// pairs where one side's delegate implements one are looked at.
    func askFailureRequirementDelegates(of r: GestureRecognizer, about touches: [Touch]) {
        let rAsks = r.asksFailureQuestions
        guard rAsks || turn.askingParticipants > 0 else { return }
        // By index: the many pairs where neither delegate asks are passed over without a retain.
        let candidates = turn.participants
        for i in candidates.indices where rAsks || candidates[i].asksFailureQuestions {
            let other = candidates[i]
            guard other !== r, !turn[r].delegatesAskedAbout.contains(ObjectIdentifier(other)),
                  other.touches.contains(where: { t in touches.contains { $0 === t } }) else { continue }
            turn[r].delegatesAskedAbout.insert(ObjectIdentifier(other))
            turn[other].delegatesAskedAbout.insert(ObjectIdentifier(r))
            askFailureRequirementDelegates(whether: r, requiresFailureOf: other)
            askFailureRequirementDelegates(whether: other, requiresFailureOf: r)
        }
    }

    /// `a` requires `b`'s failure when `a`'s delegate or `b`'s delegate says so (rule G3).
    private func askFailureRequirementDelegates(whether a: GestureRecognizer, requiresFailureOf b: GestureRecognizer) {
        if let answer = RecognizerRelations.delegateRequiresFailure(a, of: b), let d = a.delegate {
            trace.record(.gestureShouldRequireFailure, a.traceName).with("other", name: b.traceName)
                .with("asked", name: d.object.traceName).with("result", .bool(answer.result))
                .with("question", .string("shouldRequireFailureOf")).because(answer)
            if answer.result { addDelegateRequirement(a, b) }
        }
        if let answer = RecognizerRelations.delegateRequiredToFail(b, by: a), let d = b.delegate {
            trace.record(.gestureShouldRequireFailure, b.traceName).with("other", name: a.traceName)
                .with("asked", name: d.object.traceName).with("result", .bool(answer.result))
                .with("question", .string("shouldBeRequiredToFailBy")).because(answer)
            if answer.result { addDelegateRequirement(a, b) }
        }
    }

    private func addDelegateRequirement(_ a: GestureRecognizer, _ b: GestureRecognizer) {
        if a !== b && !turn[a].delegateRequirements.contains(where: { $0 === b }) { turn[a].delegateRequirements.append(b) }
    }

    /// Rule G4: the hit-test views of its touches are asked first when it
    /// would keep them from their touches, then its delegate unless it is
    /// one of those views. Returns the object that said no and the `seq` of its answer.
    private func refusal(of r: GestureRecognizer) -> (name: TraceName, seq: Int?)? {
        var asked: [Responder] = []
        if r.cancelsTouchesInView || r.delaysTouchesBegan {
            for touch in r.touches {
                guard let view = touch.view, !asked.contains(where: { $0 === view }) else { continue }
                asked.append(view)
                let answer = view.decideGestureRecognizerShouldBegin(r, touch: touch)
                trace.record(.gestureShouldBegin, r.traceName).with("asked", name: view.traceName).with("result", .bool(answer.result))
                    .because(answer)
                if !answer.result { return (view.traceName, trace.lastSeq) }
            }
        }
        if let delegate = r.delegate, !asked.contains(where: { $0 === delegate.object }) {
            let answer = delegate.answersShouldBegin(r)
            trace.record(.gestureShouldBegin, r.traceName).with("asked", name: delegate.object.traceName).with("result", .bool(answer.result))
                .because(answer)
            if !answer.result { return (delegate.object.traceName, trace.lastSeq) }
        }
        return nil
    }

    /// Rule G5: first the delegate of the one beginning, about the other;
    /// if that says no, the other's delegate. No delegate answers no.
    func mayRecognizeSimultaneously(_ r: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
        delegateAllowsSimultaneity(r, with: other) || delegateAllowsSimultaneity(other, with: r)
    }

    /// One side of `mayRecognizeSimultaneously`: `asker`'s delegate, if it answers, asked about `about` (traced).
    private func delegateAllowsSimultaneity(_ asker: GestureRecognizer, with about: GestureRecognizer) -> Bool {
        guard let answer = RecognizerRelations.simultaneity(asker, with: about), let delegate = asker.delegate else { return false }
        trace.record(.gestureShouldRecognizeSimultaneously, asker.traceName).with("other", name: about.traceName)
            .with("asked", name: delegate.object.traceName).with("result", .bool(answer.result)).because(answer)
        return answer.result
    }

    /// Rule G5: `r` began or recognized; every other recognizer sharing a
    /// touch that may not run with it fails (possible) or is cancelled (began, changed).
    /// One that required `r`'s failure fails for that reason first (G3).
    func excludeOthers(by r: GestureRecognizer) {
        let recognition = r.lastStateSeq
        // By index, testing the state first: most participants are passed over without a retain.
        let others = turn.participants
        for i in others.indices where others[i].state == .possible {
            let other = others[i]
            guard other !== r && requires(other, failureOf: r) else { continue }
            transition(other, to: .failed, cause: CauseLink(.requirement(r.causeObject), causedBy: recognition))
        }
        // The participants sharing a touch with `r`, in chain order (a touch
        // never changes hands during the loop: the test is made as it goes).
        for i in others.indices where others[i].state == .possible || others[i].state.isActive {
            let other = others[i]
            guard other !== r && shareTouch(r, other) && mayExclude(r, other) else { continue }
            guard !mayRecognizeSimultaneously(r, other) else { continue }
            let cause = CauseLink(.exclusive(r.causeObject), causedBy: recognition)
            transition(other, to: other.state == .possible ? .failed : .cancelled, cause: cause)
        }
    }

    /// Rule G3: waiting recognizers whose pending requirements lead back to
    /// themselves through other waiting recognizers can never proceed: they
    /// fail (`requirementCycle`). Returns whether any failed.
    private func failRequirementCycles() -> Bool {
        let waiting = turn.participants.filter { $0.state == .possible && isWaiting($0) }
        guard waiting.count > 1 else { return false }
        // A waiting recognizer is in a cycle when it can reach itself along
        // failure requirements among the waiting ones: a strongly connected
        // component of more than one recognizer (Tarjan's algorithm, iterative,
        // so each recognizer and requirement is visited once: a cycle of 1,000
        // recognizers costs thousands of steps, not a billion).
        var index: [ObjectIdentifier: Int] = [:]
        for (i, g) in waiting.enumerated() { index[ObjectIdentifier(g)] = i }
        let edges: [[Int]] = waiting.map { g in
            failureRequirements(of: g).compactMap { req in req.state == .possible ? index[ObjectIdentifier(req)] : nil }
        }
        let n = waiting.count
        var order = [Int](repeating: -1, count: n), low = [Int](repeating: 0, count: n)
        var onStack = [Bool](repeating: false, count: n), inCycle = [Bool](repeating: false, count: n)
        var stack: [Int] = [], counter = 0
        for root in 0..<n where order[root] < 0 {
            var frames: [(node: Int, next: Int)] = [(root, 0)]
            order[root] = counter; low[root] = counter; counter += 1
            stack.append(root); onStack[root] = true
            while let (v, next) = frames.last {
                if next < edges[v].count {
                    frames[frames.count - 1].next += 1
                    let w = edges[v][next]
                    if order[w] < 0 {
                        order[w] = counter; low[w] = counter; counter += 1
                        stack.append(w); onStack[w] = true
                        frames.append((w, 0))
                    } else if onStack[w] {
                        low[v] = min(low[v], order[w])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last?.node { low[parent] = min(low[parent], low[v]) }
                guard low[v] == order[v] else { continue }
                var component: [Int] = []
                while let w = stack.popLast() {
                    onStack[w] = false
                    component.append(w)
                    if w == v { break }
                }
                if component.count > 1 { for w in component { inCycle[w] = true } }
            }
        }
        // In the order of the waiting list, as before.
        var failed = false
        for (i, g) in waiting.enumerated() where inCycle[i] && g.state == .possible {
            transition(g, to: .failed, cause: CauseLink(.requirementCycle))
            failed = true
        }
        return failed
    }
}
