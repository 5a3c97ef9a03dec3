import Foundation
import Testing
import TouchCore
@testable import TouchScene

/// Scenario steps become samples exactly as scene-format.md "Scenarios" says.
@Suite struct ScenarioCompilerTests {
    private func compile(_ steps: [StepDescription], touchRate: Double = 120) -> TouchScript {
        var parameters = DeviceParameters()
        parameters.touchRate = touchRate
        return ScenarioCompiler.compile(ScenarioDescription(name: "s", steps: steps), parameters: parameters)
    }

    private func us(_ microseconds: Int64) -> VirtualTime { VirtualTime(microseconds: microseconds) }

    private func change(_ finger: Int, _ phase: FingerPhase, _ x: Double, _ y: Double) -> FingerChange {
        FingerChange(finger: finger, phase: phase, location: Point(x, y))
    }

    private func close(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test("Scenarios: tap goes down and up in one sample each")

    func tapGoesDownAndUpInOneSampleEach() {
        let script = compile([.tap(points: [Point(200, 300)], count: 1, hold: 0.08, interval: 0.15)])
        #expect(script.samples == [
            TouchSample(time: .zero, changes: [change(1, .down, 200, 300)]),
            TouchSample(time: us(80_000), changes: [change(1, .up, 200, 300)]),
        ])
        #expect(script.end == us(80_000))
    }

    @Test("Scenarios: repeated taps wait the interval from lift to touch down")

    func repeatedTapsWaitTheIntervalFromLiftToTouchDown() {
        let script = compile([.tap(points: [Point(10, 20)], count: 3, hold: 0.08, interval: 0.15)])
        #expect(script.samples.map(\.time) == [0, 80_000, 230_000, 310_000, 460_000, 540_000].map(us))
        #expect(script.samples.map { $0.changes.map(\.phase) } == [[.down], [.up], [.down], [.up], [.down], [.up]])
        #expect(script.samples.allSatisfy { $0.changes.map(\.finger) == [1] })
    }

    @Test("Scenarios: multi finger tap uses the lowest free fingers in written order")

    func multiFingerTapUsesTheLowestFreeFingersInWrittenOrder() {
        let script = compile([.down(finger: 2, at: Point(0, 0)),
                              .tap(points: [Point(180, 300), Point(240, 300)], count: 1, hold: 0.1, interval: 0.15)])
        #expect(script.samples == [
            TouchSample(time: .zero, changes: [change(2, .down, 0, 0)]),
            TouchSample(time: .zero, changes: [change(1, .down, 180, 300), change(3, .down, 240, 300)]),
            TouchSample(time: us(100_000), changes: [change(1, .up, 180, 300), change(3, .up, 240, 300)]),
        ])
    }

    @Test("Scenarios: down wait up and a trailing wait")

    func downWaitUpAndATrailingWait() {
        let script = compile([.down(finger: 1, at: Point(140, 220)), .wait(seconds: 5), .up(fingers: [1]), .wait(seconds: 0.5)])
        #expect(script.samples == [
            TouchSample(time: .zero, changes: [change(1, .down, 140, 220)]),
            TouchSample(time: us(5_000_000), changes: [change(1, .up, 140, 220)]),
        ])
        #expect(script.end == us(5_500_000), "a trailing wait moves the end past the last sample")
    }

    @Test("Scenarios: zero time steps make separate samples in step order")

    func zeroTimeStepsMakeSeparateSamplesInStepOrder() {
        let script = compile([.down(finger: 2, at: Point(1, 1)), .down(finger: 1, at: Point(2, 2)),
                              .move(fingers: [1], target: .to(Point(3, 3)), duration: 0), .up(fingers: [2, 1])])
        #expect(script.samples == [
            TouchSample(time: .zero, changes: [change(2, .down, 1, 1)]),
            TouchSample(time: .zero, changes: [change(1, .down, 2, 2)]),
            TouchSample(time: .zero, changes: [change(1, .move, 3, 3)]),
            TouchSample(time: .zero, changes: [change(1, .up, 3, 3), change(2, .up, 1, 1)]),
        ])
        #expect(script.end == .zero)
    }

    @Test("Scenarios: moves are cut at touch rate and land exactly on the target")

    func movesAreCutAtTouchRateAndLandExactlyOnTheTarget() throws {
        let script = compile([.down(finger: 1, at: Point(100, 300)),
                              .move(fingers: [1], target: .to(Point(300.1, 300.3)), duration: 0.3)])
        let moves = Array(script.samples.dropFirst())
        #expect(moves.count == 36, "0.3 s at 120 per second")
        #expect(moves.map(\.time) == (1...36).map { VirtualTime.zero.adding(seconds: 0.3 * Double($0) / 36) })
        #expect(moves[17].time == us(150_000))
        #expect(close(moves[17].changes[0].location, Point(200.05, 300.15)))
        let last = try #require(moves.last)
        #expect(last.time == us(300_000) && last.changes == [change(1, .move, 300.1, 300.3)], "exactly the target, not nearly")
        #expect(script.end == us(300_000))
    }

    @Test("Scenarios: sample count rounds up but forgives floating point noise")

    func sampleCountRoundsUpButForgivesFloatingPointNoise() {
        #expect(ScenarioCompiler.sampleCount(duration: 0.1, touchRate: 60) == 6, "0.1 × 60 is 6.000000000000001 in binary")
        #expect(ScenarioCompiler.sampleCount(duration: 0.25, touchRate: 10) == 3)
        #expect(ScenarioCompiler.sampleCount(duration: 0, touchRate: 120) == 1)
        #expect(ScenarioCompiler.sampleCount(duration: 0.001, touchRate: 120) == 1)
        let script = compile([.down(finger: 1, at: .zero), .move(fingers: [1], target: .to(Point(3, 0)), duration: 0.25)], touchRate: 10)
        #expect(script.samples.dropFirst().map(\.time) == [us(83_333), us(166_667), us(250_000)], "rounded to the microsecond")
        #expect(script.samples.last?.changes.first?.location == Point(3, 0))
    }

    @Test("Scenarios: several fingers move together by an offset")

    func severalFingersMoveTogetherByAnOffset() {
        let script = compile([.down(finger: 1, at: Point(150, 300)), .down(finger: 2, at: Point(230, 300)),
                              .move(fingers: [2, 1], target: .by(Point(0, 200)), duration: 0.4), .up(fingers: [1, 2])], touchRate: 10)
        let moves = script.samples[2..<6]
        #expect(moves.map(\.time) == [100_000, 200_000, 300_000, 400_000].map(us))
        #expect(moves.allSatisfy { $0.changes.map(\.finger) == [1, 2] && $0.changes.allSatisfy { $0.phase == .move } },
                "ascending finger order whatever the written order")
        #expect(moves.last?.changes == [change(1, .move, 150, 500), change(2, .move, 230, 500)])
        #expect(script.samples.last == TouchSample(time: us(400_000), changes: [change(1, .up, 150, 500), change(2, .up, 230, 500)]))
    }

    @Test("Scenarios: cancel cancels every finger that is down")

    func cancelCancelsEveryFingerThatIsDown() {
        let script = compile([.down(finger: 1, at: Point(200, 300)), .down(finger: 3, at: Point(10, 10)), .wait(seconds: 0.2),
                              .cancel(fingers: [1]), .down(finger: 1, at: Point(5, 5))])
        #expect(script.samples[2] == TouchSample(time: us(200_000), changes: [change(1, .cancel, 200, 300), change(3, .cancel, 10, 10)]))
        #expect(script.samples[3] == TouchSample(time: us(200_000), changes: [change(1, .down, 5, 5)]))
    }

    @Test("Scenarios: drag down hold moves and lifts with the last move")

    func dragDownHoldMovesAndLiftsWithTheLastMove() throws {
        let script = compile([.down(finger: 1, at: .zero),
                              .drag(finger: nil, from: Point(100, 300), to: Point(300, 300), duration: 0.3, hold: 0.1, release: true)],
                             touchRate: 10)
        #expect(script.samples[1] == TouchSample(time: .zero, changes: [change(2, .down, 100, 300)]), "the lowest free finger")
        #expect(script.samples[2...4].map(\.time) == [200_000, 300_000, 400_000].map(us), "moves start after the hold")
        #expect(script.samples[4].changes == [change(2, .move, 300, 300)])
        #expect(script.samples[5] == TouchSample(time: us(400_000), changes: [change(2, .up, 300, 300)]), "its own sample, same instant")
        let kept = compile([.drag(finger: 4, from: .zero, to: Point(1, 1), duration: 0, hold: 0, release: false)])
        #expect(kept.samples == [TouchSample(time: .zero, changes: [change(4, .down, 0, 0)]),
                                 TouchSample(time: .zero, changes: [change(4, .move, 1, 1)])])
    }

    @Test("Scenarios: pinch places two fingers symmetrically about the center")

    func pinchPlacesTwoFingersSymmetricallyAboutTheCenter() throws {
        let script = compile([.pinch(center: Point(200, 400), from: 60, to: 180, duration: 0.4, angle: 0)], touchRate: 10)
        #expect(script.samples.first == TouchSample(time: .zero, changes: [change(1, .down, 170, 400), change(2, .down, 230, 400)]))
        #expect(script.samples.count == 6)
        #expect(script.samples[2].changes == [change(1, .move, 140, 400), change(2, .move, 260, 400)], "halfway: 120 apart")
        #expect(script.samples[4] == TouchSample(time: us(400_000), changes: [change(1, .move, 110, 400), change(2, .move, 290, 400)]))
        #expect(script.samples[5] == TouchSample(time: us(400_000), changes: [change(1, .up, 110, 400), change(2, .up, 290, 400)]))
        let tilted = compile([.pinch(center: Point(0, 0), from: 20, to: 20, duration: 0, angle: 90)])
        let start = tilted.samples[0].changes.map(\.location)
        #expect(close(start[0], Point(0, -10)) && close(start[1], Point(0, 10)), "angle 90: finger 2 below the centre")
    }

    @Test("Scenarios: rotate positive degrees turn clockwise on screen")

    func rotatePositiveDegreesTurnClockwiseOnScreen() throws {
        let script = compile([.down(finger: 1, at: .zero),
                              .rotate(center: Point(200, 400), radius: 60, degrees: 90, duration: 0.4)], touchRate: 10)
        #expect(script.samples[1] == TouchSample(time: .zero, changes: [change(2, .down, 140, 400), change(3, .down, 260, 400)]),
                "opposite on the horizontal axis, lowest free fingers")
        let end = script.samples[5].changes.map(\.location)
        #expect(script.samples[5].time == us(400_000))
        #expect(close(end[0], Point(200, 340)) && close(end[1], Point(200, 460)), "the right-hand finger turned down: clockwise")
        let halfway = script.samples[3].changes[1].location
        #expect(close(halfway, Point(200 + 60 * cos(Double.pi / 4), 400 + 60 * sin(Double.pi / 4))))
        #expect(script.samples[6].changes.map(\.phase) == [.up, .up] && script.samples[6].time == us(400_000))
    }

    @Test("Scenarios: a loaded scenario compiles")

    func aLoadedScenarioCompiles() throws {
        let scene = try loadFixture("every-key")
        let script = ScenarioCompiler.compile(try #require(scene.scenarios.first), parameters: scene.device)
        // touchRate 60: tap ×2 (4), two downs (2), move 0.4 s (24), move now (1), up (1), down (1), cancel (1),
        // drag without release (1 + 18), up (1), pinch and rotate 0.4 s (2 × (1 + 24 + 1)).
        #expect(script.samples.count == 106)
        #expect(zip(script.samples, script.samples.dropFirst()).allSatisfy { $0.time <= $1.time }, "samples in time order")
        #expect(script.end == script.samples.last?.time)
    }
}
