import Foundation
import Testing
import TouchCore
import TouchScene
@testable import TouchViz
import TouchTestSupport

/// Issue 27 point 4: the window's screen at any instant is the scene plus
/// the records up to it. For every scenario of every scene of `Scenes/`
/// (the directory is read), the device's own screen after each turn equals
/// the screen a reader builds from the built scene and the records up to
/// that turn; at every record, the window's screen (`ScenarioRun`, read
/// forwards and scrubbed back) equals that reader's; and the run's trace is
/// the same bytes with the view-state records on or off.
@Suite struct ScreenFromRecordsTests {
    static let scenes = LayoutTests.scenes.filter { $0.contains("/Scenes/") }

    @Test("issue 27.4: every turn's screen is the scene plus the records up to it, in every scenario of Scenes/",
          arguments: scenes)
    func everyTurnOfEveryScenario(_ path: String) throws {
        let scene = try SceneLoader.load(path: path)
        let file = URL(fileURLWithPath: path).lastPathComponent
        for scenario in scene.scenarios {
            let script = ScenarioCompiler.compile(scenario, in: scene)
            let built = SceneBuilder.build(validated: scene)
            let initial = ScreenState.capture(built.application)
            let device = built.makeDevice()
            device.recordsViewState = true
            var turns: [(count: Int, time: VirtualTime, live: ScreenState)] = []
            device.afterViewStateRecorded = { count in turns.append((count, device.now, ScreenState.capture(built.application))) }
            device.run(script, expectingPending: [])
            let plain = SceneBuilder.build(validated: scene).makeDevice()
            plain.run(script, expectingPending: [])
            #expect(device.trace.records.map(TraceJSON.line) == plain.trace.records.map(TraceJSON.line),
                    "\(file) \(scenario.name): recording the view state leaves the run's trace as it is")
            var reader = ViewStateReader(initial: initial)
            var mismatches = 0
            for turn in turns {
                reader.read(device.trace, device.viewStateTrace, upTo: turn.count)
                let read = SceneSnapshot.make(reader.state, screen: scene.device.screen, at: turn.time)
                let live = SceneSnapshot.make(turn.live, screen: scene.device.screen, at: turn.time)
                if read != live {
                    mismatches += 1
                    if mismatches <= 3 {
                        let differ = zip(read.views, live.views).first { $0 != $1 }
                        Issue.record("\(file) \(scenario.name) after record \(turn.count): the records say \(String(describing: differ?.0)), the device shows \(String(describing: differ?.1))")
                    }
                }
            }
            #expect(mismatches == 0, "\(file) \(scenario.name)")
            // The window's run: at every record, forwards, then back to every tenth, the records' screen.
            let run = ScenarioRun.played(scene, scenario)
            #expect(run.trace.records.map(TraceJSON.line) == plain.trace.records.map(TraceJSON.line))
            var forward = ViewStateReader(initial: initial)
            var expected: [ScreenState] = []
            for c in 0...run.trace.count {
                forward.read(device.trace, device.viewStateTrace, upTo: c)
                expected.append(forward.state)
                if run.state(cursor: c, at: .zero) != forward.state {
                    Issue.record("\(file) \(scenario.name): the window's screen at record \(c) is not the records' one")
                    break
                }
            }
            for c in Swift.stride(from: run.trace.count, through: 0, by: -10) where run.state(cursor: c, at: .zero) != expected[c] {
                Issue.record("\(file) \(scenario.name): scrubbed back to record \(c), the window's screen differs")
                break
            }
        }
    }
}
