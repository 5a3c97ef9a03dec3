extension GestureEnvironment {
    // MARK: Step 2: resolution (rules G3–G6)

    /// Grants or refuses the wishes of the turn, deepest view first (G6),
    /// until nothing changes: a failure can let a waiting recognizer proceed.
    /// Requirement cycles whose members all wait fail (G3). A recognizer
    /// still `possible` whose touches have all lifted, with no wish and no
    /// timer that could still make it recognize, fails (`touchesEnded`).
    func resolve() {
        var changed = true
        while changed {
            changed = false
            for r in participants where r.state == .possible {
                if r.wish != nil {
                    if grantOrRefuse(r) { changed = true }
                } else if r.touches.allSatisfy({ $0.phase.isFinal }) && !hasLiveTimer(r) {
                    transition(r, to: .failed, cause: "touchesEnded")
                    changed = true
                }
            }
            if !changed { changed = failRequirementCycles() }
        }
    }

    private func hasLiveTimer(_ r: GestureRecognizer) -> Bool {
        r.timers.removeAll { !device.isScheduled($0) }
        return !r.timers.isEmpty
    }

    /// One wish: returns whether `r`'s state changed.
    private func grantOrRefuse(_ r: GestureRecognizer) -> Bool {
        guard let wish = r.wish else { return false }
        // G3: failure requirements.
        let requirements = failureRequirements(of: r)
        if let recognized = requirements.first(where: { $0.state.hasRecognized || $0.state == .cancelled }) {
            transition(r, to: .failed, cause: "requirement:\(recognized.name)")
            return true
        }
        let pending = requirements.filter { $0.state == .possible }.map(\.name)
        if !pending.isEmpty {
            if pending != r.waitingFor {
                r.waitingFor = pending
                trace.record(.gestureWaiting, r.name).with("for", .strings(pending))
            }
            return false
        }
        // G4: shouldBegin, the hit-test view first, then the delegate.
        if let refuser = refusal(of: r) {
            transition(r, to: .failed, cause: "shouldBegin:\(refuser)")
            return true
        }
        // G5: an exclusive recognizer that already recognized keeps it from beginning.
        for other in sharingTouches(with: r) where other.state.hasRecognized {
            if !mayRecognizeSimultaneously(r, other) {
                transition(r, to: .failed, cause: "exclusive:\(other.name)")
                return true
            }
        }
        transition(r, to: wish.state, cause: wish.cause)
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
        let asked = r.delegate?.requireFailureOf ?? []
        for g in participants where asked.contains(g.name) || (g.delegate?.requiredToFailBy.contains(r.name) ?? false) {
            add(g)
        }
        return result
    }

    /// Whether `a` requires the failure of `b` (one entry of `failureRequirements(of: a)`).
    func requires(_ a: GestureRecognizer, failureOf b: GestureRecognizer) -> Bool {
        guard a !== b, !b.touches.isEmpty else { return false }
        return a.requiredToFail.contains { $0 === b } || (a.delegate?.requireFailureOf.contains(b.name) ?? false)
            || (b.isParticipant && (b.delegate?.requiredToFailBy.contains(a.name) ?? false))
    }

    /// Rule G4: the hit-test views of its touches are asked first when it
    /// would keep them from their touches, then its delegate unless it is
    /// one of those views. Returns the name of the object that said no.
    private func refusal(of r: GestureRecognizer) -> String? {
        var asked: [Responder] = []
        if r.cancelsTouchesInView || r.delaysTouchesBegan {
            for touch in r.touches {
                guard let view = touch.view, !asked.contains(where: { $0 === view }) else { continue }
                asked.append(view)
                let answer = view.gestureRecognizerShouldBegin(r, touch: touch)
                trace.record(.gestureShouldBegin, r.name).with("asked", .string(view.name)).with("result", .bool(answer))
                if !answer { return view.name }
            }
        }
        if let delegate = r.delegate, !asked.contains(where: { $0 === delegate.object }) {
            let answer = delegate.answersShouldBegin(r)
            trace.record(.gestureShouldBegin, r.name).with("asked", .string(delegate.object.name)).with("result", .bool(answer))
            if !answer { return delegate.object.name }
        }
        return nil
    }

    /// The other participants that share a touch with `r`, in chain order.
    func sharingTouches(with r: GestureRecognizer) -> [GestureRecognizer] {
        participants.filter { other in
            other !== r && other.touches.contains { t in r.touches.contains { $0 === t } }
        }
    }

    /// Rule G5: first the delegate of the one beginning, about the other;
    /// if that says no, the other's delegate. No delegate answers no.
    func mayRecognizeSimultaneously(_ r: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
        for (asker, about) in [(r, other), (other, r)] {
            guard let delegate = asker.delegate else { continue }
            let answer = delegate.simultaneousWith.allows(about)
            trace.record(.gestureShouldRecognizeSimultaneously, asker.name).with("other", .string(about.name))
                .with("asked", .string(delegate.object.name)).with("result", .bool(answer))
            if answer { return true }
        }
        return false
    }

    /// Rule G5: `r` began or recognized; every other recognizer sharing a
    /// touch that may not run with it fails (possible) or is cancelled (began, changed).
    /// One that required `r`'s failure fails for that reason first (G3).
    func excludeOthers(by r: GestureRecognizer) {
        for other in participants where other !== r && other.state == .possible && requires(other, failureOf: r) {
            transition(other, to: .failed, cause: "requirement:\(r.name)")
        }
        for other in sharingTouches(with: r) where other.state == .possible || other.state.isActive {
            guard !mayRecognizeSimultaneously(r, other) else { continue }
            if other.state == .possible {
                transition(other, to: .failed, cause: "exclusive:\(r.name)")
            } else {
                transition(other, to: .cancelled, cause: "exclusive:\(r.name)")
            }
        }
    }

    /// Rule G3: waiting recognizers whose pending requirements lead back to
    /// themselves through other waiting recognizers can never proceed: they
    /// fail (`requirementCycle`). Returns whether any failed.
    private func failRequirementCycles() -> Bool {
        let waiting = participants.filter { $0.state == .possible && $0.isWaiting }
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
            transition(g, to: .failed, cause: "requirementCycle")
            failed = true
        }
        return failed
    }
}
