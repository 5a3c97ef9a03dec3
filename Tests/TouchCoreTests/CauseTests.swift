import Testing
import TouchTestSupport
@testable import TouchCore

/// Rule G10: every state change, cancellation, release and drop names its
/// typed cause and the `seq` of the record that caused it (`causedBy`).
@Suite struct CauseTests {
    /// The record at `seq`, described as "kind subject".
    func describe(_ trace: Trace, _ value: TraceValue?) -> String {
        guard case .int(let seq)? = value else { return "none" }
        let r = trace[seq]
        return "\(r.kind.rawValue) \(r.subject)" + (r["to"].map { " to=\(HumanLog.text($0))" } ?? "")
    }

    @Test("rule G10: a cause's text is the spec's spelling, and parses back to the same case")
    func causeText() {
        let causes: [Cause] = [.recognized, .exclusive("D_tap"), .requirement("double"), .requirementCycle, .shouldBegin("F"),
                               .timeout("maximumTapDuration"), .cancelsTouchesInView("tap"), .failed("press"),
                               .recognition("press"), .touchesEnded, .movement("tapAllowableMovement")]
        #expect(causes.map(\.text) == ["recognized", "exclusive:D_tap", "requirement:double", "requirementCycle", "shouldBegin:F",
                                       "timeout:maximumTapDuration", "cancelsTouchesInView:tap", "failed:press",
                                       "recognized:press", "touchesEnded", "movement:tapAllowableMovement"])
        #expect(causes.map { Cause(spelling: $0.text) } == causes)
        #expect(Cause(spelling: "exclusive:pan")?.otherObject == "pan")
        #expect(Cause(spelling: "somethingNew") == nil && Cause(spelling: "nothing:x") == nil)
        #expect(Cause.movement("tapAllowableMovement").property == "tapAllowableMovement")
    }

    @Test("rule G10: every cause the core writes is typed and reads back from its spelling; each has one wording with its rule")
    func everyCauseRoundTripsAndHasWords() {
        let causes: [Cause] = [.recognized, .changed, .ended, .exclusive("a"), .requirement("b"), .requirementCycle, .shouldBegin("c"),
                               .timeout("maximumDelay"), .touchesEnded, .liftedWhileWaiting, .touchesCancelled, .movement("allowableMovement"),
                               .distance("tapSlop"), .deviation("swipeMaximumDeviation"), .direction, .tooManyTouches, .tooFewTouches,
                               .liftedBeforeHysteresis, .liftedBeforeDistance, .liftedBeforeMinimumPressDuration, .notAtEdge,
                               .touchEndedBeforeDelay, .grab, .cancelsTouchesInView("d"), .failed("e"), .recognition("f"), .coalesced,
                               .released, .touch, .paged, .edge, .settled, .translation, .velocity, .cancelled, .tooShortAndSlow]
        #expect(causes.map { Cause(spelling: $0.text) } == causes)
        #expect(Set(causes.map(\.text)).count == causes.count, "one spelling per cause")
        for cause in causes { #expect(cause.explanation().hasSuffix("(rule \(cause.rule))")) }
        #expect(Cause.requirement("double").explanation(to: .failed)
            == "it requires double to fail (require(toFail:) or a delegate), and double recognized (rule G3)")
    }

    @Test("rule G10: a cause kept as prefix and name reads back, prints as JSON and as the human log exactly as its spelled-out text")
    func storedCausesReadAsText() {
        let causes: [Cause] = [.recognized, .changed, .ended, .exclusive("D_tap"), .requirement("double"), .requirementCycle,
                               .shouldBegin("F"), .timeout("maximumTapDuration"), .touchesEnded, .liftedWhileWaiting,
                               .touchesCancelled, .cancelsTouchesInView("tap"), .failed("press"), .recognition("press"),
                               .movement("tapAllowableMovement"), .exclusive("a \"quoted\" name")]
        let typed = Trace(), spelled = Trace()
        for (i, cause) in causes.enumerated() {
            typed.record(.gestureState, "r").cause(cause, causedBy: i)
            spelled.record(.gestureState, "r").with("cause", .string(cause.text)).with("causedBy", .int(i))
        }
        #expect(typed.records.map { $0["cause"] } == causes.map { .string($0.text) })
        #expect(typed.records == spelled.records)
        #expect(TraceJSON.lines(typed) == TraceJSON.lines(spelled))
        #expect(HumanLog.lines(typed) == HumanLog.lines(spelled))
    }

    @Test("rule G10: a tap failed by exclusivity points at the recognition that excluded it; the view's cancellations too")
    func exclusionAndCancellation() {
        let f = Fixture()
        let a = view("A", 0, 0, 300, 300, in: f.window, touches: .forward)
        let d = view("D", 0, 0, 100, 100, in: a, touches: .forward)
        recognizer(.tap, "A_tap", on: a)
        recognizer(.tap, "D_tap", on: d)
        let device = f.device()
        device.run(tap(10, 10))
        let trace = device.trace
        let failed = trace.records.first { $0.kind == .gestureState && $0.subject == "A_tap" }!
        #expect(failed["cause"] == .string("exclusive:D_tap"))
        #expect(describe(trace, failed["causedBy"]) == "gesture.state D_tap to=ended")
        // Every responder the cancellation reaches (D forwards to A) names the recognition.
        let cancels = trace.records.filter { $0.kind == .responderTouchesCancelled }
        #expect(cancels.map(\.subject).prefix(2) == ["D", "A"])
        for c in cancels {
            #expect(c["cause"] == .string("cancelsTouchesInView:D_tap"))
            #expect(describe(trace, c["causedBy"]) == "gesture.state D_tap to=ended")
        }
    }

    @Test("rule G10: a failure by requirement points at the requirement's recognition; a timeout at its timer")
    func requirementAndTimeout() {
        let f = Fixture()
        let v = view("photo", 0, 0, 300, 300, in: f.window, touches: .handle)
        let double = recognizer(.tap, "double", on: v) { $0.settings.numberOfTapsRequired = 2 }
        recognizer(.tap, "single", on: v) { $0.require(toFail: double) }
        let two = f.device()
        two.run(tap(50, 50) + tap(50, 50, at: 0.23))
        let single = two.trace.records.first { $0.kind == .gestureState && $0.subject == "single" }!
        #expect(single["cause"] == .string("requirement:double"))
        #expect(describe(two.trace, single["causedBy"]) == "gesture.state double to=ended")

        let one = f.device()
        one.run(tap(50, 50))
        let timeout = one.trace.records.first { $0.kind == .gestureState && $0.subject == "double" }!
        #expect(timeout["cause"] == .string("timeout:maximumIntervalBetweenTaps"))
        #expect(describe(one.trace, timeout["causedBy"]) == "timer.fire double")
    }

    @Test("rule G10: a long press that begins when its minimumPressDuration timer fires (rule G9) points at that timer")
    func recognitionOnATimer() {
        let f = Fixture()
        let v = view("photo", 0, 0, 300, 300, in: f.window, touches: .handle)
        recognizer(.longPress, "press", on: v)
        let device = f.device()
        device.run([sample(0, (1, .down, 50, 50)), sample(0.7, (1, .up, 50, 50))])
        let began = device.trace.records.first { $0.kind == .gestureState && $0.subject == "press" }!
        #expect(began["to"] == .string("began"))
        #expect(describe(device.trace, began["causedBy"]) == "timer.fire press")
    }

    @Test("rule G10: a shouldBegin failure points at the answer that refused it")
    func shouldBeginRefusal() {
        let f = Fixture()
        let v = view("V", 0, 0, 300, 300, in: f.window, touches: .handle)
        let controller = View(name: "F", frame: Rect(x: 0, y: 0, width: 1, height: 1))
        recognizer(.tap, "tap", on: v) { g in
            var d = GestureDelegate(object: controller)
            d.shouldBegin = false
            g.delegate = d
        }
        let device = f.device()
        device.run(tap(10, 10))
        let failed = device.trace.records.first { $0.kind == .gestureState }!
        #expect(failed["cause"] == .string("shouldBegin:F"))
        #expect(describe(device.trace, failed["causedBy"]) == "gesture.shouldBegin tap")
    }

    @Test("rule G10: a released phase points at the failure that released it; a control's cancelTracking at the recognition")
    func releaseAndControl() {
        let f = Fixture()
        let v = view("V", 0, 0, 300, 300, in: f.window, touches: .handle)
        recognizer(.tap, "tap", on: v) { $0.delaysTouchesBegan = true }
        let device = f.device()
        device.run([sample(0, (1, .down, 10, 10)), sample(0.1, (1, .move, 100, 10)), sample(0.2, (1, .up, 100, 10))])
        let released = device.trace.records.filter { $0.kind == .deliveryReleased }
        #expect(released.count == 1)
        #expect(released.first?["cause"] == .string("failed:tap"))
        #expect(describe(device.trace, released.first?["causedBy"]) == "gesture.state tap to=failed")

        let g = Fixture()
        let host = view("Host", 0, 0, 300, 300, in: g.window, touches: .forward)
        let slider = Control(name: "slider", kind: .slider, frame: Rect(x: 0, y: 0, width: 300, height: 44))
        host.addSubview(slider)
        recognizer(.pan, "pan", on: host)
        let other = g.device()
        other.run(drag(from: Point(150, 20), to: Point(150, 200), duration: 0.2))
        let cancel = other.trace.records.first { $0.kind == .controlCancelTracking }
        #expect(cancel?["cause"] == .string("cancelsTouchesInView:pan"))
        #expect(describe(other.trace, cancel?["causedBy"]) == "gesture.state pan to=began")
    }

    @Test("rule G3: the delegates' failure-requirement questions are asked once per pair and traced, only those implemented")
    func shouldRequireFailureTraced() {
        let f = Fixture()
        let v = view("V", 0, 0, 300, 300, in: f.window, touches: .handle)
        let double = recognizer(.tap, "double", on: v) { $0.settings.numberOfTapsRequired = 2 }
        recognizer(.tap, "single", on: v) { g in
            var d = GestureDelegate(object: v)
            d.requireFailureOf = [RecognizerReference(double)]
            g.delegate = d
        }
        _ = double
        let device = f.device()
        device.run(tap(10, 10))
        #expect(device.trace.lines(kinds: [.gestureShouldRequireFailure, .gestureWaiting], keys: ["other", "asked", "result", "question"])
            == ["gesture.shouldRequireFailure single other=double asked=V result=true question=shouldRequireFailureOf",
                "gesture.waiting single"])
    }

    @Test("design 8: timers left when a run reaches its limit are traced, not drained silently")
    func pendingTimersReported() {
        let f = Fixture()
        let v = view("V", 0, 0, 300, 300, in: f.window, touches: .handle)
        recognizer(.tap, "double", on: v) { $0.settings.numberOfTapsRequired = 2 }
        let device = f.device()
        let left = withTestClock(device, expectingPending: ["double.maximumIntervalBetweenTaps"]) { _ in
            device.run(TouchScript(samples: tap(10, 10), end: VirtualTime(seconds: 0.08)), timerLimit: 0)
        }
        #expect(left.map(\.purpose) == ["maximumIntervalBetweenTaps"])
        #expect(device.trace.lines(kinds: [.runloopPending], keys: ["count", "timers", "owners"]) ==
            ["runloop.pending main count=1 timers=[maximumIntervalBetweenTaps] owners=[double]"])
        let finished = f.device()
        #expect(finished.run(TouchScript(samples: tap(10, 10), end: VirtualTime(seconds: 0.08))).isEmpty)
        #expect(finished.trace.lines(kinds: [.runloopPending]).isEmpty)
    }
}
