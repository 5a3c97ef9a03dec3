import Testing
@testable import TouchCore

/// Rules G1–G8: the recognizer state machine and the arbitration between recognizers.
@Suite struct GestureEnvironmentTests {
    /// A ⊃ C ⊃ D, each forwarding its touches and carrying one tap.
    func nested(simultaneous: Bool) -> (Fixture, [String: GestureRecognizer]) {
        let f = Fixture()
        let a = view("A", 20, 80, 350, 560, in: f.window, touches: .forward)
        let c = view("C", 10, 180, 330, 360, in: a, touches: .forward)
        let d = view("D", 0, 37, 240, 61, in: c, touches: .forward)
        var taps: [String: GestureRecognizer] = [:]
        for v in [a, c, d] {
            taps[v.name] = recognizer(.tap, "\(v.name)_tap", on: v) { g in if simultaneous { simultaneousDelegate(g, v) } }
        }
        return (f, taps)
    }

    @Test("rule G1: discrete recognizers go possible → ended or failed; continuous ones go through began and changed")
    func legalTransitions() {
        #expect(GestureState.possible.canMove(to: .ended, discrete: true))
        #expect(!GestureState.possible.canMove(to: .began, discrete: true))
        #expect(GestureState.possible.canMove(to: .began, discrete: false))
        #expect(GestureState.began.canMove(to: .changed, discrete: false))
        #expect(GestureState.changed.canMove(to: .cancelled, discrete: false))
        #expect(!GestureState.failed.canMove(to: .began, discrete: false))
        #expect(!GestureState.ended.canMove(to: .possible, discrete: true))
        #expect(!GestureState.possible.canMove(to: .cancelled, discrete: false))
    }

    @Test("rule G2: recognizers get each phase before the view; a failed one gets no more touches")
    func deliveryBeforeViews() {
        let f = Fixture()
        let v = view("V", 0, 0, 300, 300, in: f.window, touches: .handle)
        recognizer(.tap, "tap", on: v)
        let device = f.device()
        device.run(drag(from: Point(10, 10), to: Point(200, 10)))
        let lines = device.trace.lines(kinds: [.gestureTouchesBegan, .gestureTouchesMoved, .responderTouchesBegan, .gestureState],
                                       keys: ["state", "to", "cause"])
        #expect(Array(lines.prefix(2)) == ["gesture.touchesBegan tap state=possible", "responder.touchesBegan V"])
        // The tap fails on the move that reaches 45 points and then hears nothing more.
        #expect(lines.contains("gesture.state tap to=failed cause=movement:tapAllowableMovement"))
        #expect(lines.last == "gesture.touchesMoved tap state=failed")
        #expect(device.trace.lines(kinds: [.responderTouchesEnded]) == ["responder.touchesEnded V"])
    }

    @Test("rule G3: a recognizer waits while its requirement is possible, proceeds when it fails")
    func waitsThenProceeds() {
        let f = Fixture()
        let v = view("photo", 0, 0, 300, 300, in: f.window, touches: .handle)
        let double = recognizer(.tap, "double", on: v) { $0.settings.numberOfTapsRequired = 2 }
        recognizer(.tap, "single", on: v) { $0.require(toFail: double) }
        let device = f.device()
        device.run(tap(50, 50))
        #expect(device.trace.lines(kinds: [.gestureWaiting, .gestureState, .gestureAction], keys: ["for", "to", "cause"]) == [
            "gesture.waiting single for=[double]",
            "gesture.state double to=failed cause=timeout:maximumIntervalBetweenTaps",
            "gesture.state single to=ended cause=recognized",
            "gesture.action single",
        ])
        let times = device.trace.records.filter { $0.kind == .gestureAction }.map(\.time)
        #expect(times == [VirtualTime(seconds: 0.08 + 0.35)])
    }

    @Test("rule G3: a recognizer fails as soon as its requirement recognizes")
    func failsWhenRequirementRecognizes() {
        let f = Fixture()
        let v = view("photo", 0, 0, 300, 300, in: f.window, touches: .handle)
        let double = recognizer(.tap, "double", on: v) { $0.settings.numberOfTapsRequired = 2 }
        recognizer(.tap, "single", on: v) { $0.require(toFail: double) }
        let device = f.device()
        device.run(tap(50, 50) + tap(50, 50, at: 0.23))
        #expect(device.trace.finalStates() == ["double": .ended, "single": .failed])
        #expect(device.trace.lines(kinds: [.gestureState], subjects: ["single"], keys: ["cause"]) ==
            ["gesture.state single cause=requirement:double"])
    }

    @Test("rule G3: delegate requirements: shouldRequireFailureOf and shouldBeRequiredToFailBy")
    func delegateRequirements() {
        for useRequiredBy in [false, true] {
            let f = Fixture()
            let v = view("V", 0, 0, 300, 300, in: f.window, touches: .handle)
            let double = recognizer(.tap, "double", on: v) { $0.settings.numberOfTapsRequired = 2 }
            let single = recognizer(.tap, "single", on: v)
            if useRequiredBy {
                var d = GestureDelegate(object: v)
                d.requiredToFailBy = [RecognizerReference(single)]
                double.delegate = d
            } else {
                var d = GestureDelegate(object: v)
                d.requireFailureOf = [RecognizerReference(double)]
                single.delegate = d
            }
            let device = f.device()
            device.run(tap(50, 50))
            #expect(device.trace.lines(kinds: [.gestureWaiting], keys: ["for"]) == ["gesture.waiting single for=[double]"])
            #expect(device.trace.finalStates() == ["double": .failed, "single": .ended])
        }
    }

    @Test("rule G3: a requirement cycle does not hang: both wait, then fail with requirementCycle")
    func requirementCycle() {
        let f = Fixture()
        let v = view("V", 0, 0, 300, 300, in: f.window, touches: .handle)
        let a = recognizer(.tap, "a", on: v)
        let b = recognizer(.tap, "b", on: v)
        a.require(toFail: b)
        b.require(toFail: a)
        let device = f.device()
        // No timer may be left waiting on the cycle: the run's TestClock scope fails the test otherwise (design 8).
        device.run(tap(50, 50), expectingPending: [])
        #expect(device.trace.lines(kinds: [.gestureWaiting, .gestureState], keys: ["for", "cause"]) == [
            "gesture.waiting a for=[b]", "gesture.waiting b for=[a]",
            "gesture.state a cause=requirementCycle", "gesture.state b cause=requirementCycle",
        ])
    }

    @Test("rule G4: the hit-test view is asked before each ancestor recognizer's own delegate, each object once")
    func shouldBeginOrder() {
        let (f, _) = nested(simultaneous: true)
        let device = f.device()
        device.run(tap(150, 327))
        #expect(device.trace.lines(kinds: [.gestureShouldBegin], keys: ["asked", "result"]) == [
            "gesture.shouldBegin D_tap asked=D result=true",
            "gesture.shouldBegin C_tap asked=D result=true", "gesture.shouldBegin C_tap asked=C result=true",
            "gesture.shouldBegin A_tap asked=D result=true", "gesture.shouldBegin A_tap asked=A result=true",
        ])
    }

    @Test("rule G4: a no from the hit-test view or the delegate fails the recognizer; the rest is not asked")
    func shouldBeginRefusals() {
        let f = Fixture()
        let host = view("Host", 0, 0, 300, 300, in: f.window)
        let leaf = view("Leaf", 0, 0, 100, 100, in: host)
        let g = recognizer(.tap, "hostTap", on: host)
        leaf.gestureShouldBeginDenied = [RecognizerReference(g)]
        simultaneousDelegate(g, host)
        let device = f.device()
        device.run(tap(10, 10))
        #expect(device.trace.lines(kinds: [.gestureShouldBegin, .gestureState], keys: ["asked", "result", "cause"]) ==
            ["gesture.shouldBegin hostTap asked=Leaf result=false", "gesture.state hostTap cause=shouldBegin:Leaf"])
        // A recognizer that keeps nothing from the view is not put to the view.
        g.cancelsTouchesInView = false
        var d = GestureDelegate(object: host)
        d.shouldBegin = false
        g.delegate = d
        let again = f.device()
        again.run(tap(10, 10))
        #expect(again.trace.lines(kinds: [.gestureShouldBegin, .gestureState], keys: ["asked", "result", "cause"]) ==
            ["gesture.shouldBegin hostTap asked=Host result=false", "gesture.state hostTap cause=shouldBegin:Host"])
    }

    @Test("rules G5, G6: without simultaneity the recognizer nearest the hit-test view wins; the others fail")
    func exclusivity() {
        let (f, _) = nested(simultaneous: false)
        let device = f.device()
        device.run(tap(150, 327))
        #expect(device.trace.lines(kinds: [.gestureState, .gestureAction], keys: ["to", "cause"]) == [
            "gesture.state D_tap to=ended cause=recognized",
            "gesture.state C_tap to=failed cause=exclusive:D_tap",
            "gesture.state A_tap to=failed cause=exclusive:D_tap",
            "gesture.action D_tap",
        ])
    }

    @Test("rule G5: a recognizer that wants to begin while an exclusive one has begun fails")
    func failsAgainstBegan() {
        let f = Fixture()
        let outer = view("Outer", 0, 0, 390, 600, in: f.window, touches: .handle)
        outer.isMultipleTouchEnabled = true
        let inner = view("Inner", 200, 300, 150, 150, in: outer, touches: .handle)
        recognizer(.pan, "pan", on: outer)
        recognizer(.tap, "innerTap", on: inner)
        let device = f.device()
        // Finger 1 pans the outer view; meanwhile finger 2 taps the inner view, which the began pan also tracks.
        var samples = drag(from: Point(50, 100), to: Point(50, 300), duration: 0.5, release: false)
        samples.append(sample(0.6, (2, .down, 250, 350)))
        samples.append(sample(0.68, (2, .up, 250, 350)))
        samples.append(sample(0.8, (1, .up, 50, 300)))
        device.run(samples)
        #expect(device.trace.lines(kinds: [.gestureState], subjects: ["innerTap"], keys: ["to", "cause"]) ==
            ["gesture.state innerTap to=failed cause=exclusive:pan"])
        #expect(device.trace.finalStates()["pan"] == .ended)
    }

    @Test("rule G6: precedence is by depth, whatever order the recognizers receive the touch in")
    func shuffled() {
        for seed: UInt64 in [1, 7, 42, 1234] {
            let (f, _) = nested(simultaneous: false)
            let device = f.device()
            device.shuffle = SeededGenerator(seed: seed)
            device.run(tap(150, 327))
            #expect(device.trace.finalStates() == ["D_tap": .ended, "C_tap": .failed, "A_tap": .failed])
        }
    }

    @Test("rule G7: actions go outermost first, and the views' cancellation comes right after the first")
    func actionOrder() {
        let (f, _) = nested(simultaneous: true)
        let device = f.device()
        device.run(tap(150, 327))
        #expect(device.trace.lines(kinds: [.responderTouchesBegan, .responderTouchesCancelled, .gestureAction, .gestureState],
                                   subjects: ["A", "C", "D", "A_tap", "C_tap", "D_tap"]) == [
            "responder.touchesBegan D", "responder.touchesBegan C", "responder.touchesBegan A",
            "gesture.state D_tap", "gesture.state C_tap", "gesture.state A_tap",
            "gesture.action A_tap",
            "responder.touchesCancelled D", "responder.touchesCancelled C", "responder.touchesCancelled A",
            "gesture.action C_tap", "gesture.action D_tap",
        ])
        let actions = device.trace.records.filter { $0.kind == .gestureAction }
        #expect(actions[0]["target"] == .string("A") && actions[0]["state"] == .string("ended"))
        #expect(device.trace.lines(kinds: [.actionSend, .actionDeliver]).isEmpty)
    }

    /// Two pans on sibling views at one depth, `left` under finger 1 and `right` under finger 2, dragged together.
    func siblingPanActions(leftName: String, rightName: String) -> [String] {
        let f = Fixture()
        let left = view(leftName, 0, 0, 195, 844, in: f.window)
        let right = view(rightName, 195, 0, 195, 844, in: f.window)
        recognizer(.pan, "left_pan", on: left)
        recognizer(.pan, "right_pan", on: right)
        let device = f.device()
        var samples = [sample(0, (1, .down, 50, 400), (2, .down, 250, 400))]
        for i in 1...6 {
            let dy = Double(i) * 12
            samples.append(sample(Double(i) * 0.02, (1, .move, 50, 400 + dy), (2, .move, 250, 400 + dy)))
        }
        samples.append(sample(0.2, (1, .up, 50, 472), (2, .up, 250, 472)))
        device.run(samples)
        return device.trace.lines(kinds: [.gestureAction])
    }

    @Test("rule G7: pans of sibling views send outermost (last in chain order, by view name) first; views of one name tie, and send in the order their pans changed, turn after turn")
    func siblingActionOrder() {
        let byName = siblingPanActions(leftName: "L", rightName: "R")
        #expect(byName.count == 14)
        #expect(byName.enumerated().allSatisfy { $1 == ($0 % 2 == 0 ? "gesture.action right_pan" : "gesture.action left_pan") })
        let tied = siblingPanActions(leftName: "cell", rightName: "cell")
        #expect(tied.count == 14)
        #expect(tied.enumerated().allSatisfy { $1 == ($0 % 2 == 0 ? "gesture.action left_pan" : "gesture.action right_pan") })
    }

    @Test("rule G8: finished recognizers reset once their touches are gone, not before")
    func reset() {
        let f = Fixture()
        let v = view("V", 0, 0, 300, 300, in: f.window, touches: .handle)
        recognizer(.tap, "tap", on: v)
        let device = f.device()
        device.run([sample(0, (1, .down, 10, 10)), sample(0.1, (1, .move, 100, 10))])
        #expect(device.trace.lines(kinds: [.gestureState, .gestureReset]) == ["gesture.state tap"])
        device.run([sample(0.2, (1, .up, 100, 10))])
        #expect(device.trace.lines(kinds: [.gestureState, .gestureReset]) == ["gesture.state tap", "gesture.reset tap"])
        #expect(v.gestureRecognizers[0].state == .possible && v.gestureRecognizers[0].touches.isEmpty)
    }
}
