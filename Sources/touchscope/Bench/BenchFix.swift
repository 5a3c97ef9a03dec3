import TouchCore
import TouchScene

/// The `fix` workload (issue 26: at least 10,000 candidates in under 10 s):
/// the built-in default scene (`Scenes/keyboard-dismiss.yaml`) searched for
/// an item no setting can make happen, so that no single setting or pair
/// works and the search goes through singles, pairs and triples until its
/// limit, every candidate applied to the decoded scene and replayed.
extension BenchRun {
    /// The item wanted: a recognizer no scene has, so nothing stops the search early.
    static let fixWant = "gesture.action benchNeverRecognized"

    func measureFix() -> BenchReport.FixSearchFigure? {
        let scene: WhatIfScene
        let want: ItemPattern
        do {
            let description = try SceneLoader.parse(yaml: DefaultScene.yaml, file: DefaultScene.fileName)
            scene = try WhatIfScene(file: DefaultScene.fileName, text: DefaultScene.yaml, description: description)
            want = try ItemPattern(parsing: Self.fixWant)
        } catch {
            Output.err("bench: fix not measured: \(error)\n")
            return nil
        }
        let limit = quick ? 200 : 2000
        // No budget: the limit alone ends each run, so every run does the same work.
        let unbounded = ReplayBudget(units: Int.max / 4)
        let watch = quick ? Stopwatch(minimumSeconds: 0.1, minimumRuns: 1) : Stopwatch(minimumSeconds: 2, minimumRuns: 3)
        let (runs, search) = watch.measure(prepare: {}) { _ in
            FixSearch.everyScenario(scene: scene, want: [want], limit: limit, budget: unbounded)
        }
        return BenchReport.FixSearchFigure(scene: DefaultScene.fileName, candidates: search.tried, total: search.candidates,
                                           singles: search.singleCount, work: search.replayWork, runs: runs)
    }
}

extension BenchReport {
    /// `fix` on the default scene: candidates tried per second, each applied and replayed.
    struct FixSearchFigure {
        let scene: String
        /// Candidates tried in a run, of `total`; `singles` of them single settings.
        let candidates: Int
        let total: Int
        let singles: Int
        /// Units of replay work a run spends (what `--budget` counts).
        let work: Int
        let runs: Stopwatch.Runs

        var candidatesPerSecond: Double { Double(candidates) / runs.median }
        var unitsPerSecond: Double { Double(work) / runs.median }
    }

    /// Issue 26: 10,000 candidates in under 10 s.
    static let fixCandidatesPerSecond = 1_000.0

    var fixTargets: [Target] {
        guard let f = fixSearch else { return [] }
        return [Target(figure: "fix candidates", unit: "/s", bound: .atLeast(Self.fixCandidatesPerSecond), value: f.candidatesPerSecond)]
    }

    var fixTable: String {
        guard let f = fixSearch else { return "" }
        return "\nfix (FixSearch on \(f.scene), a wanted item no setting makes: singles, pairs and triples, each applied to the decoded scene and replayed)\n"
            + "  \(grouped(f.candidates)) of \(grouped(f.total)) candidates (\(grouped(f.singles)) single settings), "
            + "\(grouped(f.work)) units of replay work (samples replayed and objects built)\n"
            + "  \(f.runs.count) runs: median \(fixed(f.runs.median, 3)) s, \(grouped(f.candidatesPerSecond)) candidates/s, "
            + "\(grouped(f.unitsPerSecond)) units/s (fix --budget counts \(grouped(ReplayBudget.unitsPerSecond)) a second)\n"
    }

    var fixJSON: [(String, BenchJSON)] {
        guard let f = fixSearch else { return [] }
        return [("fix", .object([("scene", .string(f.scene)), ("candidates", .int(f.candidates)), ("total", .int(f.total)),
                                 ("singles", .int(f.singles)), ("work", .int(f.work)), ("runs", .int(f.runs.count)),
                                 ("medianSeconds", .number(f.runs.median)), ("bestSeconds", .number(f.runs.best)),
                                 ("candidatesPerSecond", .number(f.candidatesPerSecond)),
                                 ("unitsPerSecond", .number(f.unitsPerSecond))]))]
    }
}
