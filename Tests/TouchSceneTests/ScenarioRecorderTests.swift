import Foundation
import Testing
import TouchCore
@testable import TouchScene

@Suite struct ScenarioRecorderTests {
    static let scene = """
    # A scene a person wrote, with comments that must survive.
    scene: Recorder test   # the title
    windows:
      - name: Main
        root:
          name: Root
          frame: [0, 0, 390, 844]
          gestures:
            - { kind: tap, name: tap, action: tapped }   # a tap
    scenarios:
      - name: tap once
        steps:
          - tap: [100, 100]
          # - tap: [200, 200]    (commented out)

    # Notes at the end of the file.
    """

    func sample(_ us: Int64, _ changes: (Int, FingerPhase, Double, Double)...) -> TouchSample {
        TouchSample(time: VirtualTime(microseconds: us),
                    changes: changes.map { FingerChange(finger: $0.0, phase: $0.1, location: Point($0.2, $0.3)) })
    }

    /// A drag with uneven sample spacing and a pause, as a mouse gives it.
    var drag: [TouchSample] {
        [sample(1_000_000, (1, .down, 100.25, 300)),
         sample(1_004_000, (1, .move, 101.5, 300.125)),
         sample(1_021_337, (1, .move, 107, 302)),
         sample(1_621_337, (1, .move, 110.333, 302)),
         sample(1_629_670, (1, .move, 111, 303.7)),
         sample(1_700_000, (1, .up, 111, 303.7))]
    }

    func expectSameSamples(_ replayed: [TouchSample], _ recorded: [TouchSample], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(replayed.count == recorded.count, sourceLocation: sourceLocation)
        let offset = recorded.first?.time.microseconds ?? 0
        for (a, b) in zip(replayed, recorded) {
            #expect(a.time.microseconds == b.time.microseconds - offset, "times within a microsecond", sourceLocation: sourceLocation)
            #expect(a.changes.count == b.changes.count, sourceLocation: sourceLocation)
            for (x, y) in zip(a.changes, b.changes) {
                #expect(x.finger == y.finger && x.phase == y.phase, sourceLocation: sourceLocation)
                #expect(x.location.distance(to: y.location) <= 1e-6, sourceLocation: sourceLocation)
            }
        }
    }

    @Test func aRecordedDragReplaysToTheSameSamples() {
        let parameters = DeviceParameters()
        let (steps, exact) = ScenarioRecorder.steps(for: drag, touchRate: parameters.touchRate)
        #expect(exact)
        #expect(steps.contains(.wait(seconds: 0.591667)), "the pause is a wait, then one touch-rate period of move")
        let script = ScenarioCompiler.compile(ScenarioDescription(name: "r", steps: steps), parameters: parameters)
        expectSameSamples(script.samples, drag)
    }

    @Test func twoFingersMovingTogetherAreOneSample() {
        let samples = [sample(0, (1, .down, 100, 100)), sample(0, (2, .down, 200, 100)),
                       sample(8_000, (1, .move, 110, 120), (2, .move, 210, 120)),
                       sample(16_000, (1, .up, 110, 120), (2, .up, 210, 120))]
        let (steps, exact) = ScenarioRecorder.steps(for: samples, touchRate: 120)
        #expect(exact)
        #expect(steps.contains(.move(fingers: [1, 2], target: .by(Point(10, 20)), duration: 0.008)))
        expectSameSamples(ScenarioCompiler.compile(ScenarioDescription(name: "r", steps: steps), parameters: DeviceParameters()).samples,
                          samples)
    }

    @Test func fingersDownTogetherStayTogether() {
        let samples = [sample(0, (1, .down, 100, 100), (2, .down, 200, 100)), sample(80_000, (1, .up, 100, 100), (2, .up, 200, 100))]
        let (steps, exact) = ScenarioRecorder.steps(for: samples, touchRate: 120)
        #expect(exact)
        #expect(steps.first == .downTogether(fingers: [1, 2], at: [Point(100, 100), Point(200, 100)]))
        #expect(steps.last == .up(fingers: [1, 2]))
        expectSameSamples(ScenarioCompiler.compile(ScenarioDescription(name: "r", steps: steps), parameters: DeviceParameters()).samples,
                          samples)
    }

    @Test func aPinchRecordedFromATouchScreenReplaysExactly() {
        // Two fingers down together, moving apart by different amounts, lifting together.
        var samples = [sample(0, (1, .down, 150, 400), (2, .down, 250, 400))]
        for i in 1...12 {
            let d = Double(i) * 4
            samples.append(sample(Int64(i) * 8_000, (1, .move, 150 - d, 400 + d / 2), (2, .move, 250 + d, 400 - d)))
        }
        samples.append(sample(104_000, (1, .up, 102, 424), (2, .up, 298, 352)))
        let (steps, exact) = ScenarioRecorder.steps(for: samples, touchRate: 120)
        #expect(exact)
        let yaml = ScenarioRecorder.yamlEntry(ScenarioDescription(name: "pinch", steps: steps), indent: 2)
        let scene = try? SceneLoader.parse(yaml: "scene: r\nscenarios:\n" + yaml, file: "r.yaml")
        let reloaded = scene?.scenarios.first
        #expect(reloaded?.steps == steps, "the saved YAML reads back to the same steps")
        expectSameSamples(ScenarioCompiler.compile(ScenarioDescription(name: "r", steps: steps), parameters: DeviceParameters()).samples,
                          samples)
    }

    @Test func aSystemCancelIsACancelStep() {
        let samples = [sample(0, (1, .down, 100, 100)), sample(200_000, (1, .cancel, 100, 100))]
        let (steps, exact) = ScenarioRecorder.steps(for: samples, touchRate: 120)
        #expect(exact)
        #expect(steps == [.down(finger: 1, at: Point(100, 100)), .wait(seconds: 0.2), .cancel(fingers: [])])
    }

    func temporaryFile(_ text: String, name: String = "scene.yaml") -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("recorder-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent(name).path
        try? text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func savingInsertsTheScenarioKeepingEveryOtherLine() throws {
        let path = temporaryFile(Self.scene)
        let saved = try ScenarioRecorder.save(drag, toSceneAt: path)
        #expect(saved.intoSceneFile)
        #expect(saved.name == "recorded 1")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        // Every original line is still there, in order.
        var remaining = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        for line in Self.scene.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let i = remaining.firstIndex(of: line) else {
                Issue.record("line lost: \(line)")
                return
            }
            remaining = remaining[(i + 1)...]
        }
        #expect(text.contains("# Notes at the end of the file."))
        let scene = try SceneLoader.load(path: path)
        #expect(scene.scenarios.map(\.name) == ["tap once", "recorded 1"])
        let script = ScenarioCompiler.compile(scene.scenarios[1], parameters: scene.device)
        expectSameSamples(script.samples, drag)
        // The new entry comes after the commented-out step, before the notes.
        let entry = text.range(of: "- name: \"recorded 1\"")!.lowerBound
        #expect(text.range(of: "(commented out)")!.lowerBound < entry)
        #expect(entry < text.range(of: "# Notes")!.lowerBound)
    }

    @Test func aSecondRecordingGetsTheNextName() throws {
        let path = temporaryFile(Self.scene)
        _ = try ScenarioRecorder.save(drag, toSceneAt: path)
        let second = try ScenarioRecorder.save(drag, toSceneAt: path)
        #expect(second.name == "recorded 2")
        #expect(try SceneLoader.load(path: path).scenarios.map(\.name) == ["tap once", "recorded 1", "recorded 2"])
    }

    @Test func aSceneWithoutScenariosGetsTheKey() throws {
        let path = temporaryFile("scene: Plain\nwindows:\n  - name: Main\n")
        let saved = try ScenarioRecorder.save(drag, toSceneAt: path)
        #expect(saved.intoSceneFile)
        let scene = try SceneLoader.load(path: path)
        #expect(scene.scenarios.map(\.name) == ["recorded 1"])
        expectSameSamples(ScenarioCompiler.compile(scene.scenarios[0], parameters: scene.device).samples, drag)
    }

    @Test func itemsAtColumnZeroAndAnEmptyKeyAreHandled() throws {
        let flush = "scene: Flush\nscenarios:\n- name: a\n  steps:\n  - tap: [1, 1]\nwindows: []\n"
        let path = temporaryFile(flush)
        #expect(try ScenarioRecorder.save(drag, toSceneAt: path).intoSceneFile)
        #expect(try SceneLoader.load(path: path).scenarios.map(\.name) == ["a", "recorded 1"])
        let empty = temporaryFile("scene: Empty\nscenarios:\nwindows: []\n")
        #expect(try ScenarioRecorder.save(drag, toSceneAt: empty).intoSceneFile)
        #expect(try SceneLoader.load(path: empty).scenarios.map(\.name) == ["recorded 1"])
    }

    @Test func aFlowStyleListGoesToASiblingFile() throws {
        let original = "scene: Flow\nscenarios: [ { name: a, steps: [ { tap: [1, 1] } ] } ]\n"
        let path = temporaryFile(original, name: "flow.yaml")
        let saved = try ScenarioRecorder.save(drag, toSceneAt: path)
        #expect(!saved.intoSceneFile)
        #expect(saved.path.hasSuffix("/flow.recorded.yaml"))
        #expect(saved.message.contains("flow.recorded.yaml"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == original, "the scene file is untouched")
        let sibling = try SceneLoader.load(path: saved.path)
        expectSameSamples(ScenarioCompiler.compile(sibling.scenarios[0], parameters: DeviceParameters()).samples, drag)
        let again = try ScenarioRecorder.save(drag, toSceneAt: path)
        #expect(again.name == "recorded 2")
        #expect(try SceneLoader.load(path: saved.path).scenarios.count == 2)
    }

    @Test func nothingRecordedIsAnError() {
        #expect(throws: ScenarioRecorder.SaveError.self) { try ScenarioRecorder.save([], toSceneAt: "/nonexistent.yaml") }
    }
}
