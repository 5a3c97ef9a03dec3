import Testing
import TouchTestSupport
@testable import TouchCore

@Suite struct SourceStageTests {
    @Test("rules S1–S7: each sample travels every stage in order, then the run loop sleeps")
    func stagesInOrder() {
        let f = Fixture()
        view("D", 0, 0, 100, 100, in: f.window)
        let device = f.device()
        device.run(tap(50, 50))
        let stages = ["digitizer", "iokit.hidEvent", "springboard.source1", "app.source1", "app.source0",
                      "application.sendEvent", "window.sendEvent"]
        #expect(device.trace.lines(kinds: [.stage]) == (stages + stages).map { "stage \($0)" })
        let kinds = device.trace.records.map(\.kind)
        #expect(kinds.filter { $0 == .runloopWake }.count == 2 && kinds.filter { $0 == .runloopSleep }.count == 2)
        #expect(kinds.last == .runloopSleep)
    }

    @Test("rule S1: the digitizer stage names the fingers, phases and locations; known touches are named")
    func digitizerFields() {
        let f = Fixture()
        let device = f.device()
        device.run(tap(50, 60))
        let digitizer = device.trace.records.filter { $0.subject == "digitizer" }
        #expect(digitizer[0]["phases"] == .strings(["down"]) && digitizer[0]["touches"] == nil)
        #expect(digitizer[1]["phases"] == .strings(["up"]) && digitizer[1]["touches"] == .strings(["touch1"]))
        #expect(digitizer[1]["locations"] == .list([.point(Point(50, 60))]))
    }

    @Test("rule S4a: with no application in front SpringBoard consumes the touch and the pipeline stops")
    func springBoard() {
        let f = Fixture()
        f.application.isForeground = false
        let device = f.device()
        device.run(tap(50, 50))
        #expect(device.trace.lines(kinds: [.stage]) == [
            "stage digitizer", "stage iokit.hidEvent", "stage springboard.source1", "stage springboard.source0",
            "stage digitizer", "stage iokit.hidEvent", "stage springboard.source1", "stage springboard.source0",
        ])
        #expect(device.trace.lines(kinds: [.touchCreate, .hitTestEnter, .runloopWake]).isEmpty)
    }

    @Test("rule S7: a sample whose touches belong to two windows reaches each window once")
    func twoWindows() {
        let f = Fixture()
        let top = Window(name: "Top", frame: Rect(x: 0, y: 0, width: 390, height: 100), level: 1)
        f.application.addWindow(top)
        let device = f.device()
        device.run([sample(0, (1, .down, 10, 10), (2, .down, 10, 500)), sample(0.1, (1, .up, 10, 10), (2, .up, 10, 500))])
        #expect(device.trace.lines(kinds: [.stage], subjects: ["window.sendEvent"], keys: ["touches"]) == [
            "stage window.sendEvent touches=[touch1]", "stage window.sendEvent touches=[touch2]",
            "stage window.sendEvent touches=[touch1]", "stage window.sendEvent touches=[touch2]",
        ])
        #expect(device.trace.lines(kinds: [.responderTouchesBegan], subjects: ["Top", "Main"]) ==
            ["responder.touchesBegan Top", "responder.touchesBegan Main"])
    }

    @Test("rules S6, S7: on an empty glass, a sample that creates a touch and names its finger again changes it twice, and a lift in it retires it")
    func createdAndNamedAgainInOneSample() {
        let f = Fixture()
        view("D", 0, 0, 100, 100, in: f.window)
        let device = f.device()
        device.run([sample(0, (1, .down, 10, 10), (2, .down, 20, 20), (1, .up, 10, 10))])
        #expect(device.trace.lines(kinds: [.stage], subjects: ["window.sendEvent"], keys: ["touches"]) ==
            ["stage window.sendEvent touches=[touch1, touch1, touch2]"])
        #expect(device.activeTouch(finger: 1) == nil && device.activeTouch(finger: 2)?.name == "touch2")
        // The next sample names the touch still down; a new finger is a new touch.
        device.run([sample(0.1, (2, .up, 20, 20), (3, .down, 30, 30))])
        #expect(device.trace.lines(kinds: [.stage], subjects: ["window.sendEvent"], keys: ["touches"]).last ==
            "stage window.sendEvent touches=[touch2, touch3]")
    }
}

@Suite struct RunLoopTests {
    @Test("timers fire in deadline order, ties by scheduling order, all timers of one instant in one turn")
    func timerOrder() {
        let f = Fixture()
        let device = f.device()
        var fired: [String] = []
        withTestClock(device) { clock in
            device.schedule(after: 0.3, owner: "b", purpose: "late") { fired.append("b") }
            device.schedule(after: 0.1, owner: "a", purpose: "early") { fired.append("a") }
            device.schedule(after: 0.3, owner: "c", purpose: "late") { fired.append("c") }
            let cancelled = device.schedule(after: 0.2, owner: "x", purpose: "never") { fired.append("x") }
            device.cancelTimer(cancelled)
            #expect(clock.pending == ["a.early", "b.late", "c.late"])
            clock.run()
        }
        #expect(fired == ["a", "b", "c"])
        #expect(device.trace.lines(kinds: [.timerFire, .runloopWake], keys: ["timer", "source"]) == [
            "runloop.wake main source=timer", "timer.fire a timer=early",
            "runloop.wake main source=timer", "timer.fire b timer=late", "timer.fire c timer=late",
        ])
        #expect(device.now == VirtualTime(seconds: 0.3), "and the scope saw none left pending")
    }

    @Test("section P: a sample at a timer's deadline goes first; the limit is exceeded only after it")
    func sampleBeforeTimerAtSameInstant() {
        let f = Fixture()
        let device = f.device()
        var order: [String] = []
        withTestClock(device) { clock in
            device.schedule(after: 0.08, owner: "limit", purpose: "maximumTapDuration") { order.append("timer@\(device.now.seconds)") }
            clock.send(tap(10, 10))
            #expect(order.isEmpty && clock.pending == ["limit.maximumTapDuration"], "the lift at the deadline went first")
            clock.advance(by: 0)
        }
        #expect(device.trace.lines(kinds: [.timerFire, .stage, .runloopSleep]).suffix(4) ==
            ["stage window.sendEvent", "runloop.sleep main", "timer.fire limit", "runloop.sleep main"])
        #expect(order == ["timer@0.08"])
    }

    @Test("the clock stops at the end of the script's trailing wait and timers scheduled inside timers run")
    func chainedTimers() {
        let f = Fixture()
        let device = f.device()
        var count = 0
        func again() {
            count += 1
            if count < 3 { device.schedule(after: 1, owner: "t", purpose: "again", fire: again) }
        }
        device.schedule(after: 1, owner: "t", purpose: "again", fire: again)
        device.run(TouchScript(samples: [], end: VirtualTime(seconds: 0.5)), expectingPending: [])
        #expect(count == 3 && device.now == VirtualTime(seconds: 3))
    }

    @Test("determinism: the same input gives the same trace, byte for byte")
    func deterministic() {
        func run() -> String {
            let f = Fixture()
            let a = view("A", 0, 0, 200, 200, in: f.window, touches: .forward)
            view("B", 10, 10, 50, 50, in: a, touches: .handle)
            let device = f.device()
            device.run(tap(20, 20) + tap(100, 100, at: 0.2) + [sample(0.5, (1, .down, 5, 5), (2, .down, 30, 30)),
                                                                sample(0.6, (1, .up, 5, 5), (2, .cancel, 30, 30))])
            return TraceJSON.lines(device.trace)
        }
        #expect(run() == run())
    }
}
