import Testing
import TouchCore
@testable import TouchScene

/// Scenario steps as the loader reads and checks them (scene-format.md,
/// "Scenarios: scripted input"): impossible steps are refused at the step.
@Suite struct ScenarioStepTests {
    /// A scene with one scenario `s` of `steps` (one step per line, already indented as list items).
    private func scenario(_ steps: String...) -> String {
        "scenarios:\n  - name: s\n    steps:\n" + steps.map { "      - \($0)\n" }.joined()
    }

    private func steps(_ yaml: String) throws -> [StepDescription] {
        try #require(try SceneLoader.parse(yaml: yaml, file: "scene.yaml").scenarios.first).steps
    }

    @Test("Scenarios: defaults of each step")

    func defaultsOfEachStep() throws {
        #expect(try steps(scenario("tap: [1, 2]", "down: { at: [3, 4] }", "down: { at: [5, 6] }", "move: { finger: 2, by: [1, 1] }",
                                   "up: { fingers: [1, 2] }", "drag: { from: [0, 0], to: [9, 9] }",
                                   "pinch: { center: [5, 5], from: 10, to: 20 }", "rotate: { center: [5, 5], radius: 10, by: -45 }",
                                   "down: { finger: 7, at: [0, 0] }", "cancel:")) == [
            .tap(points: [Point(1, 2)], count: 1, hold: 0.08, interval: 0.15),
            .down(finger: 1, at: Point(3, 4)),
            .down(finger: 2, at: Point(5, 6)),
            .move(fingers: [2], target: .by(Point(1, 1)), duration: 0),
            .up(fingers: [1, 2]),
            .drag(finger: nil, from: .zero, to: Point(9, 9), duration: 0, hold: 0, release: true),
            .pinch(center: Point(5, 5), from: 10, to: 20, duration: 0, angle: 0),
            .rotate(center: Point(5, 5), radius: 10, degrees: -45, duration: 0),
            .down(finger: 7, at: .zero),
            .cancel(fingers: []),
        ])
    }

    @Test("Scenarios: a finger that is not down cannot move or lift")

    func aFingerThatIsNotDownCannotMoveOrLift() {
        expectProblem(scenario("move: { finger: 1, to: [3, 4] }"), at: "1, to", key: "scenarios[0].steps[0].move.finger",
                      "'finger' of 'move' (step 1 of scenario 's'): finger 1 is not down at this step",
                      "put it down first with a 'down' step")
        expectProblem(scenario("down: { finger: 1, at: [0, 0] }", "up: { fingers: [1, 2] }"), at: "2] }",
                      key: "scenarios[0].steps[1].up.fingers[1]", "item 2 of 'fingers' of 'up' (step 2 of scenario 's'): finger 2 is not down")
        expectProblem(scenario("down: { finger: 1, at: [0, 0] }", "up: { finger: 1 }", "up: { fingers: [1] }"), at: "1] }",
                      key: "scenarios[0].steps[2].up.fingers[0]", "finger 1 is not down")
        expectProblem(scenario("drag: { from: [0, 0], to: [1, 1], release: false }", "cancel: { finger: 2 }"), at: "2 }",
                      key: "scenarios[0].steps[1].cancel.finger", "finger 2 is not down")
    }

    @Test("Scenarios: a finger that is down cannot go down again")

    func aFingerThatIsDownCannotGoDownAgain() {
        expectProblem(scenario("down: { finger: 1, at: [0, 0] }", "down: { finger: 1, at: [5, 5] }"), at: "1, at: [5",
                      key: "scenarios[0].steps[1].down.finger", "'finger' of 'down' (step 2 of scenario 's'): finger 1 is already down",
                      "lift it first with an 'up' step")
        expectProblem(scenario("down: { at: [0, 0] }", "drag: { finger: 1, from: [0, 0], to: [1, 1] }"), at: "1, from",
                      key: "scenarios[0].steps[1].drag.finger", "finger 1 is already down")
        #expect(problems(scenario("down: { at: [0, 0] }", "cancel: all", "down: { finger: 1, at: [0, 0] }")).isEmpty,
                "cancel lifts every finger")
        #expect(problems(scenario("drag: { from: [0, 0], to: [1, 1], release: false }", "move: { finger: 1, to: [2, 2] }")).isEmpty,
                "a drag without release leaves its finger down")
    }

    @Test("Scenarios: unknown step kind")

    func unknownStepKind() {
        expectProblem(scenario("tapp: [1, 2]"), at: "tapp", key: "scenarios[0].steps[0].tapp",
                      "unknown step kind 'tapp' in step 1 of scenario 's'; expected one of: tap, down, up, move, cancel, wait, drag, pinch, rotate",
                      "(did you mean 'tap'?)")
        expectProblem(scenario("{ down: { at: [0, 0] }, up: { finger: 1 } }"), at: "up:", key: "scenarios[0].steps[0].up",
                      "step 1 of scenario 's' has both 'down' and 'up'; write each as its own step")
        expectProblem(scenario("{ down: { at: [0, 0] }, count: 2 }"), at: "count", key: "scenarios[0].steps[0].count",
                      "'count' applies only to tap steps, and step 1 of scenario 's' is a down")
        expectProblem(scenario("{ count: 2 }"), at: "{ count", key: "scenarios[0].steps[0]", "item 1 of 'steps' of scenario 's' names no step kind")
    }

    @Test("Scenarios: negative durations and bad counts")

    func negativeDurationsAndBadCounts() {
        expectProblem(scenario("down: { at: [0, 0] }", "move: { finger: 1, to: [1, 1], duration: -0.5 }"), at: "-0.5",
                      key: "scenarios[0].steps[1].move.duration", "'duration' of 'move' (step 2 of scenario 's') must be zero or more, not -0.5")
        expectProblem(scenario("wait: -1"), at: "-1", key: "scenarios[0].steps[0].wait", "must be zero or more, not -1")
        expectProblem(scenario("{ tap: [1, 2], hold: -0.1 }"), at: "-0.1", key: "scenarios[0].steps[0].hold", "must be zero or more")
        expectProblem(scenario("{ tap: [1, 2], count: 0 }"), at: "0 }", key: "scenarios[0].steps[0].count", "must be 1 or more, not 0")
        expectProblem(scenario("pinch: { center: [0, 0], from: 0, to: 10 }"), at: "0, to", key: "scenarios[0].steps[0].pinch.from",
                      "must be more than zero, not 0")
        expectProblem(scenario("rotate: { center: [0, 0], radius: 10 }"), at: "{ center", key: "scenarios[0].steps[0].rotate.by",
                      "missing required key 'by' in 'rotate' (step 1 of scenario 's')", "an angle in degrees")
    }

    @Test("Scenarios: fingers and targets")

    func fingersAndTargets() {
        expectProblem(scenario("cancel: all"), at: "all", key: "scenarios[0].steps[0].cancel", "cancels nothing: no finger is down")
        expectProblem(scenario("down: { at: [0, 0] }", "down: { at: [1, 1] }", "move: { fingers: [1, 2], to: [5, 5] }"), at: "[5, 5]",
                      key: "scenarios[0].steps[2].move.to", "moves 2 fingers: give one point each", "'by: [dx, dy]'")
        expectProblem(scenario("down: { fingers: [1, 2], at: [[0, 0]] }"), at: "[[0, 0]]", key: "scenarios[0].steps[0].down.at",
                      "has 1 points for 2 fingers", "one point per finger")
        expectProblem(scenario("down: { at: [0, 0] }", "down: { fingers: [1, 2], at: [[0, 0], [1, 1]] }"), at: "[1, 2]",
                      key: "scenarios[0].steps[1].down.fingers", "finger 1 is already down")
        expectProblem(scenario("down: { at: [0, 0] }", "move: { finger: 1, fingers: [1] }"), at: "fingers",
                      key: "scenarios[0].steps[1].move.fingers", "has both 'finger' and 'fingers'")
        expectProblem(scenario("down: { at: [0, 0] }", "up: { fingers: [1, 1] }"), at: "1] }", key: "scenarios[0].steps[1].up.fingers[1]",
                      "finger 1 is named twice")
        expectProblem(scenario("down: { finger: 0, at: [0, 0] }"), at: "0, at", key: "scenarios[0].steps[0].down.finger",
                      "must be 1 or more, not 0")
        expectProblem(scenario("down: { finger: 1 }"), at: "{ finger", key: "scenarios[0].steps[0].down.at",
                      "missing required key 'at' in 'down' (step 1 of scenario 's'); expected [x, y]")
        expectProblem(scenario("tap: [[1, 2], [3]]"), at: "[3]", key: "scenarios[0].steps[0].tap[1]",
                      "item 2 of 'tap' of step 1 of scenario 's' must be a list of 2 numbers [x, y]")
    }
}
