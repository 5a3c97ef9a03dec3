import ArgumentParser
import Foundation
import TouchCore
import TouchImport
import TouchScene
import TouchSDL
import TouchViz

/// `touchscope bench`: how fast hit-testing and replay run on a generated
/// 2,000-view scene, how fast a generated 5,000-view debugger dump imports,
/// and how much memory the process needed.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure hit-testing and replay speed on a generated 2,000-view scene, and importing a 5,000-view and a 100,000-view dump, and fix's candidates per second.",
        discussion: """
        Measure a release build:

          swift build -c release && .build/release/touchscope bench

        Hit-testing is timed alone on a tiled and a random layout; replay runs a 5-finger \
        drag and a series of taps with the trace kept; a long replay streams its trace as JSON \
        Lines to /dev/null (the replay --jsonl path) and gives the peak memory; import reads a generated 5,000-view \
        recursiveDescription dump with recognizer descriptions and writes the scene; fix searches the default \
        scene for an item no setting makes (singles, pairs, triples) and gives candidates per second. The figures are printed with the \
        project's targets and whether each is met; a missed target is reported, not an \
        error (the exit status stays 0).
        """
    )

    @Flag(help: "Print one JSON object instead of a table.")
    var json = false

    @Option(help: "Seed of the generated scenes and input (the same seed measures the same work).")
    var seed: UInt64 = 1

    @Flag(help: "Measure each figure for about 0.1 s instead of 1 s: a smoke test, with noisier figures.")
    var quick = false

    @Option(help: "Measure only this part (hit-testing, replay, stream, frames, import or fix), e.g. to profile it.")
    var only: BenchRun.Part?

    func run() {
        let report = BenchRun(seed: seed, quick: quick, only: only).run()
        Output.out(json ? report.json + "\n" : report.table)
    }
}

/// One benchmark run: the workloads, in the order they are measured.
struct BenchRun {
    enum Part: String, ExpressibleByArgument, CaseIterable {
        case hitTesting = "hit-testing", replay, stream, frames, importDump = "import", fix
    }

    let seed: UInt64
    let quick: Bool
    var only: Part?

    /// The stress scene's size (StressScene's defaults, quoted in the report).
    let views = 2000
    let depth = 12
    /// Random points per timed hit-testing run.
    let points = 100_000
    /// Gesture recognizers of every kind on the top levels, for the replays with recognizers.
    let recognizers = 300
    /// Views of the generated debugger dump the import workload reads.
    let importViews = 5000
    /// Views of the large import dump (issue 33: import is linear in the dump).
    let largeImportViews = 100_000
    /// Fingers of the drag workload.
    let dragFingers = 5
    /// Virtual seconds each replay workload lasts.
    let replaySeconds = 60.0
    /// A tap: finger down this long, seconds (a brisk tap, well under maximumTapDuration)...
    let tapHold = 0.08
    /// ... and up this long before the next one, seconds.
    let tapGap = 0.15

    var stopwatch: Stopwatch {
        quick ? Stopwatch(minimumSeconds: 0.1, minimumRuns: 1) : Stopwatch(minimumSeconds: 1, minimumRuns: 5)
    }

    func run() -> BenchReport {
        // One stream per input, drawn in a fixed order, so each input depends on the seed alone.
        var seeds = SeededGenerator(seed: seed)
        var pointGenerator = SeededGenerator(seed: seeds.next())
        var dragGenerator = SeededGenerator(seed: seeds.next())
        var tapGenerator = SeededGenerator(seed: seeds.next())
        var dumpGenerator = SeededGenerator(seed: seeds.next())
        var streamGenerator = SeededGenerator(seed: seeds.next())

        // First, so the peak memory read after it is that run's: a long replay streamed as JSON Lines.
        let streamScene = SceneBuilder.build(validated: StressScene.make(layout: .tiled, views: views, depth: depth,
                                                                         recognizers: recognizers, seed: seed))
        let streamScript = BenchInput.drag(fingers: Self.streamFingers, seconds: Self.streamSeconds,
                                           rate: streamScene.description.device.touchRate,
                                           on: streamScene.description.device.screen, using: &streamGenerator)
        let streaming = only != nil && only != .stream ? nil : measureStreaming(on: streamScene, script: streamScript)

        let scenes = StressScene.Layout.allCases.map { layout in
            (layout, SceneBuilder.build(validated: StressScene.make(layout: layout, views: views, depth: depth, seed: seed)))
        }
        let screen = scenes[0].1.description.device.screen
        let randomPoints = BenchInput.points(points, on: screen, using: &pointGenerator)
        let hitTesting = only != nil && only != .hitTesting ? []
            : scenes.map { layout, scene in measureHitTesting(scene.application, layout: layout, at: randomPoints) }

        // Replay over the tiled scene: every touch lands 12 levels down, so its responder chains are the longest.
        let tiled = scenes.first { $0.0 == .tiled }!.1
        let rate = tiled.description.device.touchRate
        let drag = BenchInput.drag(fingers: dragFingers, seconds: replaySeconds, rate: rate, on: screen, using: &dragGenerator)
        let taps = BenchInput.taps(seconds: replaySeconds, hold: tapHold, gap: tapGap, on: screen, using: &tapGenerator)
        // The same scene with recognizers of every kind on the chains every touch travels.
        let withRecognizers = SceneBuilder.build(validated: StressScene.make(layout: .tiled, views: views, depth: depth,
                                                                  recognizers: recognizers, seed: seed))
        let replays = only != nil && only != .replay ? [] : [
            measureReplay(drag, on: tiled, name: "drag",
                          summary: "drag: \(dragFingers) fingers, \(grouped(replaySeconds)) s at \(grouped(rate)) Hz"),
            measureReplay(taps, on: tiled, name: "taps",
                          summary: "taps: down \(fixed(tapHold, 2)) s, up \(fixed(tapGap, 2)) s, \(grouped(replaySeconds)) s"),
            measureReplay(drag, on: withRecognizers, name: "dragRecognizers",
                          summary: "drag, \(recognizers) recognizers on the chains"),
            measureReplay(taps, on: withRecognizers, name: "tapsRecognizers",
                          summary: "taps, \(recognizers) recognizers on the chains"),
        ]

        #if DEBUG
        let build = "debug"
        #else
        let build = "release"
        #endif
        let frames = only != nil && only != .frames ? nil : measureFrames(StressScene.make(layout: .tiled, views: views, depth: depth, seed: seed))
        let dump = BenchInput.importDump(views: importViews, using: &dumpGenerator)
        let importing = only != nil && only != .importDump ? nil : measureImport(dump)
        let largeImporting = only != nil && only != .importDump || quick ? nil
            : measureImport(BenchInput.importDump(views: largeImportViews, using: &dumpGenerator))
        let fixSearch = only != nil && only != .fix ? nil : measureFix()
        var report = BenchReport(build: build, seed: seed, quick: quick, views: views, depth: depth,
                           levelCounts: StressScene.levelCounts(views: views, depth: depth),
                           hitTesting: hitTesting, replays: replays, streaming: streaming, frames: frames, importing: importing,
                           largeImporting: largeImporting,
                           peakMegabytes: peakResidentMegabytes())
        report.fixSearch = fixSearch
        return report
    }

    /// The window size of the frame benchmark, points.
    static let frameSize = Size(width: 1280, height: 800)

    /// Times frames of the window model on `scene` with every overlay on
    /// while a finger drags (a sample every frame, the trace growing), each
    /// drawn offscreen with SDL's software renderer; nil when SDL cannot draw here.
    func measureFrames(_ scene: SceneDescription) -> BenchReport.Frames? {
        let inspector = Inspector(scene: scene, size: Self.frameSize, workingDirectory: NSTemporaryDirectory())
        let start = inspector.layout.transform.point(Point(120, 300))
        let count = quick ? 30 : 300
        do {
            let times = try OffscreenRenderer.frameTimes(model: inspector, size: Self.frameSize, frames: count) { frame in
                if frame == 0 { return [.pointerDown(start, [])] }
                // Back and forth over the screen, a new sample every frame.
                let step = Double(frame % 120 < 60 ? frame % 60 : 60 - frame % 60)
                return [.pointerMove(Point(start.x + step * 3, start.y + step * 2), [], pressed: true)]
            }
            return BenchReport.Frames(size: Self.frameSize, milliseconds: times.map { $0 / 1e6 },
                                      commands: inspector.render().commands.count)
        } catch {
            Output.err("bench: frames not measured: \(error)\n")
            return nil
        }
    }

    /// Times the pure hit-test function (rule H1, `SilentHitTest`, nothing
    /// recorded), then counts the views it visits in a pass of its own.
    func measureHitTesting(_ application: Application, layout: StressScene.Layout, at points: [Point]) -> BenchReport.HitTesting {
        let (runs, _) = stopwatch.measure(prepare: {}) { _ in
            // Something of every answer escapes, so no hit-test can be optimized away.
            var sink = 0
            for point in points {
                if let hit = application.hitTest(point) { sink &+= ObjectIdentifier(hit.view).hashValue }
            }
            return sink
        }
        var counter = CountingHitTest()
        for point in points { _ = application.hitTest(point, observer: &counter) }
        return BenchReport.HitTesting(layout: layout, points: points.count, runs: runs,
                                      viewsPerHitTest: Double(counter.visited) / Double(points.count))
    }

    /// Times `touchscope import` on `dump` without the files: reading the
    /// lines, assembling the tree and its recognizers, and writing the scene's YAML.
    func measureImport(_ dump: String) -> BenchReport.Import {
        let input = Importer.Input(name: "bench-dump.txt", text: dump)
        let (runs, scene) = stopwatch.measure(prepare: {}) { _ in try? Importer.run([input]) }
        let lines = dump.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        return BenchReport.Import(lines: lines, bytes: dump.utf8.count, views: scene?.viewCount ?? 0,
                                  recognizers: scene?.recognizerCount ?? 0, notes: scene?.notes.count ?? 0,
                                  yamlBytes: scene?.yaml.utf8.count ?? 0, runs: runs)
    }

    /// Times `script` through a fresh device (made off the clock) each run, the trace kept.
    func measureReplay(_ script: TouchScript, on scene: BuiltScene, name: String, summary: String) -> BenchReport.Replay {
        let (runs, records) = stopwatch.measure(prepare: { scene.makeDevice() }) { device in
            device.run(script)
            return device.trace.count
        }
        return BenchReport.Replay(name: name, summary: summary, samples: script.samples.count, records: records, runs: runs)
    }
}
