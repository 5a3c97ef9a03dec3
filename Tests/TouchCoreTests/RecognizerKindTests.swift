import Testing
@testable import TouchCore

/// Section G's table of built-in recognizers, and their timers (rule G9).
@Suite struct RecognizerKindTests {
    func run(_ kind: GestureKind, _ samples: [TouchSample], configure: (GestureRecognizer) -> Void = { _ in }) -> Trace {
        let f = Fixture()
        let v = view("V", 0, 0, 390, 844, in: f.window, touches: .handle)
        v.isMultipleTouchEnabled = true
        recognizer(kind, "g", on: v, configure: configure)
        let device = f.device()
        device.run(samples)
        return device.trace
    }

    func causes(_ trace: Trace) -> [String] {
        trace.lines(kinds: [.gestureState], keys: ["to", "cause"])
    }

    @Test("tap: two fingers required; one finger is too few, three too many")
    func tapTouches() {
        let two: (Int) -> (GestureRecognizer) -> Void = { n in { $0.settings.numberOfTouchesRequired = n } }
        #expect(causes(run(.tap, [sample(0, (1, .down, 100, 100), (2, .down, 160, 100)),
                                  sample(0.08, (1, .up, 100, 100), (2, .up, 160, 100))], configure: two(2)))
            == ["gesture.state g to=ended cause=recognized"])
        #expect(causes(run(.tap, tap(100, 100), configure: two(2))) == ["gesture.state g to=failed cause=tooFewTouches"])
        #expect(causes(run(.tap, [sample(0, (1, .down, 100, 100), (2, .down, 160, 100), (3, .down, 200, 100))], configure: two(2)))
            == ["gesture.state g to=failed cause=tooManyTouches"])
    }

    @Test("rule G9: tap: held longer than maximumTapDuration fails; exactly the limit still recognizes")
    func tapDuration() {
        #expect(causes(run(.tap, [sample(0, (1, .down, 10, 10)), sample(0.76, (1, .up, 10, 10))]))
            == ["gesture.state g to=failed cause=timeout:maximumTapDuration"])
        #expect(causes(run(.tap, [sample(0, (1, .down, 10, 10)), sample(0.75, (1, .up, 10, 10))]))
            == ["gesture.state g to=ended cause=recognized"])
    }

    @Test("rule G9: a double tap fails when the second tap comes too late or too far")
    func doubleTapLimits() {
        let double: (GestureRecognizer) -> Void = { $0.settings.numberOfTapsRequired = 2 }
        // The late second tap starts a sequence of its own, which fails the same way.
        #expect(causes(run(.tap, tap(10, 10) + tap(10, 10, at: 0.08 + 0.36), configure: double))
            == Array(repeating: "gesture.state g to=failed cause=timeout:maximumIntervalBetweenTaps", count: 2))
        #expect(causes(run(.tap, tap(10, 10) + tap(200, 10, at: 0.2), configure: double))
            == ["gesture.state g to=failed cause=distance:tapSlop"])
        let trace = run(.tap, tap(10, 10) + tap(12, 10, at: 0.2), configure: double)
        #expect(causes(trace) == ["gesture.state g to=ended cause=recognized"])
        #expect(trace.records.first { $0.kind == .gestureAction }?["numberOfTaps"] == .int(2))
    }

    @Test("rule G9: maximumDelay fails a tap not recognized that long after its first touch")
    func maximumDelay() {
        let fast: (GestureRecognizer) -> Void = {
            $0.settings.numberOfTapsRequired = 2
            $0.settings.maximumDelay = 0.2
        }
        let trace = run(.tap, tap(10, 10), configure: fast)
        #expect(causes(trace) == ["gesture.state g to=failed cause=timeout:maximumDelay"])
        #expect(trace.records.first { $0.kind == .gestureState }?.time == VirtualTime(seconds: 0.2))
    }

    @Test("rule G9: long press begins after minimumPressDuration, changes on moves, ends on lift")
    func longPress() {
        let trace = run(.longPress, [sample(0, (1, .down, 10, 10)), sample(0.6, (1, .move, 15, 10)), sample(0.7, (1, .up, 15, 10))])
        #expect(trace.lines(kinds: [.gestureState, .gestureAction, .timerFire], keys: ["to", "state"]) == [
            "timer.fire g", "gesture.state g to=began", "gesture.action g state=began",
            "gesture.state g to=changed", "gesture.action g state=changed",
            "gesture.state g to=ended", "gesture.action g state=ended",
        ])
        #expect(trace.records.first { $0.kind == .gestureState }?.time == VirtualTime(seconds: 0.5))
    }

    @Test("long press fails when the finger moves allowableMovement before it began, or lifts early")
    func longPressFails() {
        #expect(causes(run(.longPress, drag(from: Point(10, 10), to: Point(30, 10), duration: 0.2)))
            == ["gesture.state g to=failed cause=movement:allowableMovement"])
        #expect(causes(run(.longPress, tap(10, 10))) == ["gesture.state g to=failed cause=liftedBeforeMinimumPressDuration"])
    }

    @Test("pan: begins after panHysteresis, reports translation and velocity, ends when the finger lifts")
    func pan() {
        let trace = run(.pan, drag(from: Point(100, 100), to: Point(220, 100), duration: 0.1))
        #expect(causes(trace).first == "gesture.state g to=began cause=recognized")
        #expect(causes(trace).last == "gesture.state g to=ended cause=ended")
        let actions = trace.records.filter { $0.kind == .gestureAction }
        let began = actions.first!
        #expect(began["translation"] == .point(Point(10, 0)))
        #expect(actions.last!["translation"] == .point(Point(120, 0)))
        guard case .point(let velocity)? = actions.last!["velocity"] else { Issue.record("no velocity"); return }
        #expect(abs(velocity.x - 1200) < 0.1 && velocity.y == 0)  // 10 points per 1/120 s
        #expect(causes(run(.pan, drag(from: Point(100, 100), to: Point(105, 100)))) == ["gesture.state g to=failed cause=liftedBeforeHysteresis"])
    }

    @Test("pan: minimumNumberOfTouches keeps one finger from beginning a two-finger pan")
    func twoFingerPan() {
        let min2: (GestureRecognizer) -> Void = { $0.settings.minimumNumberOfTouches = 2 }
        #expect(causes(run(.pan, drag(from: Point(100, 100), to: Point(200, 100)), configure: min2))
            == ["gesture.state g to=failed cause=liftedBeforeHysteresis"])
        var samples = [sample(0, (1, .down, 100, 100), (2, .down, 150, 100))]
        for i in 1...10 { samples.append(sample(Double(i) / 100, (1, .move, 100, 100 + Double(i) * 5), (2, .move, 150, 100 + Double(i) * 5))) }
        samples.append(sample(0.1, (1, .up, 100, 150), (2, .up, 150, 150)))
        #expect(causes(run(.pan, samples, configure: min2)).first == "gesture.state g to=began cause=recognized")
    }

    @Test("swipe: recognized in its direction, fails the other way, too slow, or lifted short")
    func swipe() {
        #expect(causes(run(.swipe, drag(from: Point(100, 300), to: Point(200, 300), duration: 0.1)))
            == ["gesture.state g to=ended cause=recognized"])
        #expect(causes(run(.swipe, drag(from: Point(200, 300), to: Point(100, 300), duration: 0.1)))
            == ["gesture.state g to=failed cause=direction"])
        #expect(causes(run(.swipe, drag(from: Point(200, 300), to: Point(100, 300), duration: 0.1)) { $0.settings.directions = ["left", "up"] })
            == ["gesture.state g to=ended cause=recognized"])
        #expect(causes(run(.swipe, drag(from: Point(100, 300), to: Point(200, 300), duration: 2.0)))
            == ["gesture.state g to=failed cause=timeout:swipeMaximumDuration"])
        #expect(causes(run(.swipe, drag(from: Point(100, 300), to: Point(130, 300), duration: 0.1)))
            == ["gesture.state g to=failed cause=liftedBeforeDistance"])
        #expect(causes(run(.swipe, drag(from: Point(100, 300), to: Point(130, 400), duration: 0.005)))
            == ["gesture.state g to=failed cause=deviation:swipeMaximumDeviation"])
    }

    func twoFingers(_ a0: Point, _ b0: Point, _ a1: Point, _ b1: Point, steps: Int = 10) -> [TouchSample] {
        var samples = [sample(0, (1, .down, a0.x, a0.y), (2, .down, b0.x, b0.y))]
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            let a = a0.interpolated(to: a1, fraction: f), b = b0.interpolated(to: b1, fraction: f)
            samples.append(sample(f * 0.4, (1, .move, a.x, a.y), (2, .move, b.x, b.y)))
        }
        samples.append(sample(0.4, (1, .up, a1.x, a1.y), (2, .up, b1.x, b1.y)))
        return samples
    }

    @Test("pinch: begins past pinchHysteresis, reports scale, ends when fewer than two fingers remain")
    func pinch() {
        let trace = run(.pinch, twoFingers(Point(170, 400), Point(230, 400), Point(110, 400), Point(290, 400)))
        #expect(causes(trace).first == "gesture.state g to=began cause=recognized")
        #expect(causes(trace).last == "gesture.state g to=ended cause=ended")
        #expect(trace.records.filter { $0.kind == .gestureAction }.last?["scale"] == .number(3))
        #expect(causes(run(.pinch, tap(100, 100))) == ["gesture.state g to=failed cause=liftedBeforeHysteresis"])
    }

    @Test("rotation: begins past rotationHysteresis, reports rotation in radians, clockwise positive")
    func rotation() {
        let trace = run(.rotation, twoFingers(Point(140, 400), Point(260, 400), Point(200, 340), Point(200, 460)))
        #expect(causes(trace).first == "gesture.state g to=began cause=recognized")
        guard case .number(let r)? = trace.records.filter({ $0.kind == .gestureAction }).last?["rotation"] else {
            Issue.record("no rotation reported")
            return
        }
        #expect(abs(r - Double.pi / 2) < 1e-9)
    }

    @Test("screen-edge pan: only a touch that starts within screenEdgeWidth of one of its edges")
    func screenEdge() {
        let left: (GestureRecognizer) -> Void = { $0.settings.edges = ["left"] }
        #expect(causes(run(.screenEdgePan, drag(from: Point(5, 300), to: Point(150, 300)), configure: left)).first
            == "gesture.state g to=began cause=recognized")
        #expect(causes(run(.screenEdgePan, drag(from: Point(50, 300), to: Point(150, 300)), configure: left))
            == ["gesture.state g to=failed cause=notAtEdge"])
        #expect(causes(run(.screenEdgePan, drag(from: Point(385, 300), to: Point(200, 300))) { $0.settings.edges = ["right"] }).first
            == "gesture.state g to=began cause=recognized")
    }
}
