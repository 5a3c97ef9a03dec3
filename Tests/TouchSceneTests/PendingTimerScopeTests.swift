import Testing
import TouchCore
@testable import TouchScene
import TouchTestSupport

/// Design 8 (issue 27 point 5): this target's helpers that run a scenario to
/// its end are in the `TestClock` scope. The known issues are the point: a
/// helper that dropped the check would make these tests fail.
@Suite struct PendingTimerScopeTests {
    static let yaml = """
        windows:
          - name: Main
            root:
              name: V
              frame: [0, 0, 390, 844]
              touches: handle
              gestures:
                - { kind: tap, name: double, numberOfTapsRequired: 2 }
        scenarios:
          - name: one tap
            steps: [ { tap: [100, 100] } ]
        """

    @Test("design 8: runScenario names a timer the test expects that the run did not leave (it drains them all)")
    func runScenarioChecks() throws {
        _ = try runScenario(Self.yaml, "one tap")
        try withKnownIssue {
            _ = try runScenario(Self.yaml, "one tap", expectingPending: ["double.maximumIntervalBetweenTaps"])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("timers expected pending are not: double.maximumIntervalBetweenTaps") }
        }
    }

    @Test("design 8: a scenario's samples sent on a built scene without its timers fail the scope, which names the timer left")
    func leftoverFails() throws {
        let scene = try SceneLoader.parse(yaml: Self.yaml, file: "scene.yaml")
        let device = SceneBuilder.build(validated: scene).makeDevice()
        let script = ScenarioCompiler.compile(scene.scenarios[0], in: scene)
        withKnownIssue {
            withTestClock(device) { clock in clock.send(script.samples) }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("timers left pending: double.maximumIntervalBetweenTaps") }
        }
    }
}
