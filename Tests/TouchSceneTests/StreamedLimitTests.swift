import Testing
import TouchCore
@testable import TouchScene

/// `SceneLimits.Trace`: samples × (recognizers + 1) is limited to 500,000
/// when the whole trace is kept (memory), and to 20,000,000 when the trace
/// streams to its writer (`replay --jsonl`: time and output only).
@Suite struct StreamedLimitTests {
    func pans(_ count: Int, seconds: Int) -> String {
        var yaml = "windows:\n  - name: W\n    root:\n      name: V\n      gestures:\n"
        for i in 0..<count { yaml += "        - { kind: pan, name: p\(i) }\n" }
        return yaml + "scenarios:\n  - name: pans\n    steps: [ { drag: { from: [0, 0], to: [300, 300], duration: \(seconds) } } ]\n"
    }

    func problems(_ yaml: String, trace: SceneLimits.Trace) -> [SceneProblem] {
        do {
            _ = try SceneLoader.parse(yaml: yaml, file: "scene.yaml", trace: trace)
            return []
        } catch {
            return error.problems
        }
    }

    @Test("limits: 100 pans for 60 s are refused when the trace is kept, the streamed limit named; they load when it streams")
    func streamedRunsLoad() throws {
        let yaml = pans(100, seconds: 60)
        let kept = problems(yaml, trace: .kept)
        #expect(kept.count == 1)
        let message = try #require(kept.first?.message)
        #expect(message.contains("over the limit of 500000, which keeps a run whose whole trace is kept within about 1 GB"))
        #expect(message.contains("replay --jsonl streams its trace and allows 20000000"))
        #expect(problems(yaml, trace: .streamed).isEmpty)
    }

    @Test("limits: a streamed run still stops at 20,000,000 samples × (recognizers + 1)")
    func streamedLimit() throws {
        // 300 pans hearing 100,000 samples (833 s at 120 Hz): 30 million.
        let yaml = pans(300, seconds: 833)
        let found = problems(yaml, trace: .streamed)
        #expect(found.count == 1)
        let message = try #require(found.first?.message)
        #expect(message.contains("over the limit of 20000000, which keeps a run whose trace streams within seconds and its output within about 400 MB"))
    }
}
