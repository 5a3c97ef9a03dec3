import Testing
@testable import TouchCore

/// Rule D1 (rewritten): one run loop turn is recognizers, resolution,
/// actions (with D3's cancellations after the first), held phases, the
/// event's phases to the views, end-of-turn work, resets. Also G5's and
/// G6's tap exceptions and D2's release.
@Suite struct TurnOrderTests {
    @Test("rule D1: with cancelsTouchesInView false, a tap's action comes before the view's touchesEnded of the same lift")
    func actionBeforeViewEnded() {
        let f = Fixture()
        let v = view("V", 0, 0, 300, 300, in: f.window, touches: .handle)
        recognizer(.tap, "tap", on: v) { $0.cancelsTouchesInView = false }
        let device = f.device()
        device.run(tap(10, 10))
        #expect(device.trace.lines(kinds: [.gestureState, .gestureAction, .responderTouchesBegan, .responderTouchesEnded,
                                           .gestureReset]) == [
            "responder.touchesBegan V",
            "gesture.state tap", "gesture.action tap", "responder.touchesEnded V", "gesture.reset tap",
        ])
    }

    @Test("rule D1: a pan's changed action comes before the view's touchesMoved of the same sample")
    func panActionBeforeMoved() {
        let f = Fixture()
        let v = view("V", 0, 0, 300, 600, in: f.window, touches: .handle)
        recognizer(.pan, "pan", on: v) { $0.cancelsTouchesInView = false }
        let device = f.device()
        device.run(drag(from: Point(100, 100), to: Point(100, 300), duration: 0.1))
        let lines = device.trace.lines(kinds: [.gestureAction, .responderTouchesMoved], keys: ["state"])
        let firstChanged = lines.firstIndex(of: "gesture.action pan state=changed")!
        #expect(lines[firstChanged + 1] == "responder.touchesMoved V")
        let began = lines.firstIndex(of: "gesture.action pan state=began")!
        #expect(lines[began + 1] == "responder.touchesMoved V")
    }

    @Test("rule D1: a superview's tap action comes before the touchUpInside of a button it does not cancel")
    func superviewActionBeforeButton() throws {
        let f = Fixture()
        let host = view("Host", 0, 0, 300, 300, in: f.window, touches: .forward)
        let button = Control(name: "button", kind: .button, frame: Rect(x: 10, y: 10, width: 100, height: 44))
        host.addSubview(button)
        recognizer(.tap, "hostTap", on: host) { $0.cancelsTouchesInView = false }
        let device = f.device()
        device.run(tap(20, 20))
        let lines = device.trace.lines(kinds: [.gestureAction, .controlEvent], keys: ["event"])
        let action = try #require(lines.firstIndex(of: "gesture.action hostTap"))
        let upInside = try #require(lines.firstIndex(of: "control.event button event=touchUpInside"))
        #expect(lines.first == "control.event button event=touchDown")
        #expect(action < upInside)
    }

    @Test("rule D1 step 6: work deferred to the end of the turn runs after the views' phases and before the resets")
    func endOfTurnWork() {
        let f = Fixture()
        let v = view("V", 0, 0, 300, 300, in: f.window, touches: .handle)
        let g = recognizer(.tap, "tap", on: v) { $0.cancelsTouchesInView = false }
        let device = f.device()
        var deferred = false
        // What a list does from its own touch handling (L4): defer a delegate call to the end of the turn.
        g.actionHandler = { _ in
            device.deferToEndOfTurn(cause: CauseLink(.touchesEnded, causedBy: 0)) {
                device.trace.record(.listUnhighlight, "list").causeFromContext()
                deferred = true
            }
        }
        device.run(tap(10, 10))
        #expect(deferred)
        let lines = device.trace.lines(kinds: [.responderTouchesEnded, .listUnhighlight, .gestureReset], keys: ["cause", "causedBy"])
        #expect(lines == ["responder.touchesEnded V", "list.unhighlight list cause=touchesEnded causedBy=0", "gesture.reset tap"])
    }

    @Test("rule D2: a released began carries the touch's original location and time, then one touchesMoved at the current one")
    func releaseCollapsesMoves() {
        let f = Fixture()
        let v = view("V", 0, 0, 300, 300, in: f.window, touches: .handle)
        recognizer(.longPress, "press", on: v) { $0.delaysTouchesBegan = true }
        let device = f.device()
        // Small moves while held, then a lift before the press: the press fails on the lift.
        device.run([sample(0, (1, .down, 10, 10)), sample(0.1, (1, .move, 12, 10)), sample(0.2, (1, .move, 14, 10)),
                    sample(0.3, (1, .up, 14, 10))])
        #expect(device.trace.lines(kinds: [.deliveryReleased, .responderTouchesBegan, .responderTouchesMoved, .responderTouchesEnded],
                                   keys: ["phase", "location", "timestamp", "cause"]) == [
            "delivery.released V phase=began location=(10, 10) timestamp=0 cause=failed:press",
            "responder.touchesBegan V",
            "delivery.released V phase=moved location=(14, 10) timestamp=0.3 cause=failed:press",
            "responder.touchesMoved V",
            "responder.touchesEnded V",
        ])
    }

    @Test("rule D3: held phases of a touch a recognition cancelled are dropped, pointing at that recognition")
    func cancelledTouchDropsHeld() {
        let f = Fixture()
        let v = view("V", 0, 0, 300, 300, in: f.window, touches: .handle)
        recognizer(.longPress, "press", on: v) { $0.delaysTouchesBegan = true; $0.cancelsTouchesInView = false }
        let tapper = recognizer(.tap, "tap", on: v)
        let device = f.device()
        device.run(tap(10, 10))
        let records = device.trace.records
        let recognition = records.first { $0.kind == .gestureState && $0.subject == tapper.name && $0["to"] == .string("ended") }!
        let dropped = records.filter { $0.kind == .deliveryDropped }
        #expect(dropped.map { $0["phase"] } == [.string("began")])
        #expect(dropped.first?["cause"] == .string("cancelsTouchesInView:tap"))
        #expect(dropped.first?["causedBy"] == .int(recognition.seq))
        #expect(device.trace.lines(kinds: [.responderTouchesBegan, .responderTouchesCancelled]).isEmpty)
    }

    @Test("rules G5, G6: a single and a double tap with no requirement both fire on a double tap, each once")
    func tapNeverExcludesMoreTaps() {
        let f = Fixture()
        let v = view("photo", 0, 0, 300, 300, in: f.window, touches: .handle)
        recognizer(.tap, "single", on: v)
        recognizer(.tap, "double", on: v) { $0.settings.numberOfTapsRequired = 2 }
        let device = f.device()
        device.run(tap(50, 50) + tap(50, 50, at: 0.23))
        #expect(device.trace.lines(kinds: [.gestureState, .gestureAction], keys: ["to", "cause"]) == [
            "gesture.state single to=ended cause=recognized",
            "gesture.action single",
            "gesture.state double to=ended cause=recognized",
            "gesture.state single to=failed cause=exclusive:double",
            "gesture.action double",
        ])
        let actions = device.trace.records.filter { $0.kind == .gestureAction }.map(\.time)
        #expect(actions == [VirtualTime(seconds: 0.08), VirtualTime(seconds: 0.31)])
    }

    @Test("rule G6: taps of one touch wanting to end together resolve higher numberOfTapsRequired first, whatever the chain order")
    func moreTapsResolveFirst() {
        let f = Fixture()
        let outer = view("outer", 0, 0, 300, 300, in: f.window, touches: .forward)
        let inner = view("inner", 0, 0, 200, 200, in: outer, touches: .handle)
        recognizer(.tap, "double", on: outer) { $0.settings.numberOfTapsRequired = 2 }
        recognizer(.tap, "single", on: inner)
        let device = f.device()
        device.run(tap(50, 50) + tap(50, 50, at: 0.23))
        // Second lift: the inner single would win by depth, but the double resolves first and excludes it.
        let second = device.trace.records.filter { $0.kind == .gestureState && $0.time == VirtualTime(seconds: 0.31) }
        #expect(second.map { "\($0.subject) \(HumanLog.text($0["to"]))" } == ["double ended", "single failed"])
    }

    @Test("rule G7: the turn's actions go outermost first after every state change; the cancellation follows the first action")
    func actionsAfterResolution() {
        let f = Fixture()
        let a = view("A", 0, 0, 300, 300, in: f.window, touches: .forward)
        let d = view("D", 0, 0, 100, 100, in: a, touches: .handle)
        recognizer(.tap, "A_tap", on: a) { simultaneousDelegate($0, a) }
        recognizer(.tap, "D_tap", on: d)
        let device = f.device()
        device.run(tap(10, 10))
        #expect(device.trace.lines(kinds: [.gestureState, .gestureAction, .responderTouchesCancelled], subjects: ["A_tap", "D_tap", "D"])
            == ["gesture.state D_tap", "gesture.state A_tap", "gesture.action A_tap", "responder.touchesCancelled D",
                "gesture.action D_tap"])
    }
}
