import Testing
import TouchCore
import TouchScene
@testable import TouchViz
import TouchTestSupport

@Suite struct TraceIndexTests {
    @Test func aTouchIsTrackedFromCreationToLift() {
        let run = Scenes.run(Scenes.nested, scenario: "tap D")
        let touch = run.index.touch(named: "touch1")!
        #expect(touch.view == "D")
        #expect(touch.finger == 1)
        #expect(touch.startLocation == Point(150, 327))
        #expect(touch.endPhase == .ended)
        #expect(touch.end == VirtualTime(seconds: 0.08))
        #expect(touch.recognizers.map(\.label) == ["D_tap", "C_pan", "A_tap"], "chain order, deepest first (rule T2)")
        #expect(touch.isDown(at: touch.createSeq + 1))
        #expect(!touch.isDown(at: touch.endSeq! + 1))
    }

    @Test func recognizerStatesAreReadUpToTheCursor() {
        let run = Scenes.run(Scenes.nested, scenario: "tap D")
        let d = run.index.recognizer(labelled: "D_tap")!
        let a = run.index.recognizer(labelled: "A_tap")!
        let recognized = d.transitions.first { $0.to == .ended }!
        #expect(recognized.cause == .recognized)
        #expect(d.state(at: recognized.seq) == .possible)
        #expect(d.state(at: recognized.seq + 1) == .ended)
        #expect(d.state(at: run.index.count) == .possible, "reset at the end of the turn (rule G8)")
        let excluded = a.transitions.first!
        #expect(excluded.to == .failed)
        #expect(excluded.causedBy?.relation == "exclusive")
        #expect(excluded.causedBy?.recognizer == "D_tap")
        #expect(d.actions.map(\.action) == ["dTap"])
        #expect(d.spans.map(\.state) == [.possible, .ended])
    }

    @Test func waitsAndHeldDeliveriesAreSpans() {
        let run = Scenes.run(Scenes.doubleTap, scenario: "one tap")
        let single = run.index.recognizer(labelled: "single")!
        #expect(single.waits.first?.waitingFor == ["double"])
        #expect(single.waits.first?.endSeq != nil, "the wait ends when double fails")
        let held = run.index.held
        #expect(held.map(\.phase) == ["ended"], "double holds touch1's ended phase (rule D4)")
        #expect(held.first?.by == ["double"] || held.first?.by.contains("double") == true)
        #expect(held.first?.droppedBy != nil, "single recognizes, so the ended phase is dropped")
    }

    @Test func responderMarksKnowTheHitTestView() {
        let run = Scenes.run(Scenes.nested, scenario: "tap D")
        let a = run.index.responder(labelled: "A")!
        #expect(a.marks.map(\.phase) == [.began, .cancelled])
        #expect(a.marks.allSatisfy { !$0.isHitTestView })
        #expect(run.index.responder(labelled: "D")!.marks.first!.isHitTestView)
    }

    @Test func samplesCarryTheirStages() {
        let run = Scenes.run(Scenes.nested, scenario: "tap D")
        #expect(run.index.samples.count == 2)
        let names = run.index.samples[0].stages.map(\.name)
        #expect(names == ["digitizer", "iokit.hidEvent", "springboard.source1", "app.source1", "app.source0",
                          "application.sendEvent", "window.sendEvent"])
        #expect(run.index.samples[1].changes.first?.phase == .up)
    }

    @Test func cursorAtTimeCountsRecordsUpToThatInstant() {
        let run = Scenes.run(Scenes.nested, scenario: "tap D")
        let index = run.index
        let atZero = index.cursor(at: .zero)
        #expect(atZero > 0 && atZero < index.count)
        #expect(index.time(ofRecord: atZero) == VirtualTime(seconds: 0.08))
        #expect(index.cursor(at: VirtualTime(seconds: 10)) == index.count)
    }

    @Test func incrementalUpdatesMatchOneRead() {
        let run = Scenes.run(Scenes.doubleTap, scenario: "two taps")
        let piecewise = TraceIndex()
        let trace = Trace()
        for i in 0..<run.trace.count {
            let r = run.trace[i]
            trace.now = r.time
            trace.append(r)
            if i % 7 == 0 { piecewise.update(from: trace) }
        }
        piecewise.update(from: trace)
        #expect(piecewise.touches == run.index.touches)
        #expect(piecewise.recognizers == run.index.recognizers)
        #expect(piecewise.held == run.index.held)
    }
}

@Suite struct ScenarioRunTests {
    @Test("issue 27.4: the screen at an instant is the scene plus the records up to it, moving forwards and back")
    func theScreenAtAnInstantIsTheRecordsUpToIt() {
        let run = Scenes.run(Scenes.nested, scenario: "drag C")
        let scene = run.scene
        let built = SceneBuilder.build(validated: scene)
        let device = built.makeDevice()
        device.recordsViewState = true
        device.run(ScenarioCompiler.compile(scene.scenarios.first { $0.name == "drag C" }!, in: scene), expectingPending: [])
        for seconds in [0.0, 0.05, 0.08, 0.2, 0.31, 0.5, 1.0, 0.1, 0.0, 2.0] {
            let t = VirtualTime(seconds: seconds)
            var reader = ViewStateReader(initial: ScreenState.capture(SceneBuilder.build(validated: scene).application))
            reader.read(device.trace, device.viewStateTrace, upTo: run.index.cursor(at: t))
            #expect(run.state(at: t) == reader.state, "at \(seconds) s")
        }
    }

    @Test("rule V1: scrolling shows in the screen at the end (the scroll view's content offset moved, as its scroll.offset says)")
    func scrollingShowsInTheStateAtTheEnd() {
        let run = Scenes.run(EndOfRunPlaybackTests.scene, scenario: "nested scroll view")
        let moved = run.trace.records.last { $0.kind == .scrollOffset }
        #expect(moved != nil)
        let start = run.snapshot(at: .zero).view(named: moved!.subject)?.contentOffset
        let end = run.snapshot(at: moved!.time).view(named: moved!.subject)?.contentOffset
        #expect(start != nil && start != end)
        #expect(end == moved!["offset"]?.pointValue)
    }
}
