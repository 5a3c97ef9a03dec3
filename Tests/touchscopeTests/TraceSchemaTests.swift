import Foundation
import Testing
import TouchCore
import TouchScene
import TouchViz
import TouchTestSupport

/// Issue 27.1: the typed record schema (`TraceEvent`). Every record of every
/// scenario of every scene in Scenes/, written as JSON Lines, decodes into the
/// schema and renders back byte for byte; so does one record of each kind no
/// scene writes.
@Suite struct TraceSchemaTests {
    @Test("issue 27.1: every record of every scenario of Scenes/ decodes from JSON Lines into the schema and renders back byte for byte",
          arguments: GoldenTraceTests.cases)
    func roundTrip(_ item: (scene: String, scenario: String)) throws {
        let scene = try SceneLoader.load(path: Package.scenes.appendingPathComponent(item.scene).path)
        let scenario = try #require(scene.scenarios.first { $0.name == item.scenario })
        let built = try SceneBuilder.build(scene)
        let device = built.makeDevice()
        device.run(ScenarioCompiler.compile(scenario, parameters: scene.device), expectingPending: [])
        let written = TraceJSON.lines(device.trace)
        let saved = try SavedTrace.parse(written, path: "\(item.scene).jsonl")
        #expect(saved.trace.count == device.trace.count)
        // Issue 27.3: the saved labels resolved against the scene give the ids the live records carry.
        let labels = built.labels
        // Lists of names (`by`, `for`, `views`) too: each name's id.
        func listIDs(_ f: TraceField) -> String {
            guard case .names(let n) = f.value else { return "" }
            return n.map(\.id.description).joined(separator: ",")
        }
        func ids(_ r: TraceRecord) -> String {
            "\(r.seq) \(r.kind.rawValue) \(r.subject) \(r.subjectID) \(r.fields.map { "\($0.key)=\($0.objectID)\(listIDs($0))" })"
        }
        let resolved = saved.trace.records.map { ids($0.resolvingIDs(labels)) }, live = device.trace.records.map(ids)
        if let (a, b) = zip(resolved, live).first(where: { $0 != $1 }) {
            Issue.record("\(item.scene) / \(item.scenario): resolved \(a), live \(b)")
        }
        var rendered = ""
        for seq in 0..<saved.trace.count {
            let r = saved.trace[seq]
            let event = try r.decoded()
            #expect(event.kind == r.kind)
            rendered += TraceJSON.line(TraceRecord(seq: r.seq, time: r.time, subject: r.subject, event: event)) + "\n"
            // The live record (full-precision numbers) decodes too, and renders as it was written.
            let live = device.trace[seq]
            let liveLine = TraceJSON.line(TraceRecord(seq: seq, time: live.time, subject: live.subject, event: try live.decoded()))
            #expect(liveLine == TraceJSON.line(live), "record \(seq)")
        }
        if rendered != written {
            let a = written.split(separator: "\n"), b = rendered.split(separator: "\n")
            let first = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
            Issue.record("""
                \(item.scene) / \(item.scenario): record \(first) renders differently
                  written:  \(first < a.count ? String(a[first]) : "(end)")
                  rendered: \(first < b.count ? String(b[first]) : "(end)")
                """)
        }
        #expect(HumanLog.lines(saved.trace) == HumanLog.lines(device.trace))
    }

    /// One event of each kind that no scene of Scenes/ writes today.
    static let unwritten: [TraceEvent] = [
        .gestureTouchesCancelled(.init(touches: ["touch1"], state: .cancelled)),
        .gestureShouldRequireFailure(.init(other: "pan", asked: "VC", result: true, question: "shouldRequireFailureOf",
                                           because: "{unless: {touchIn: [list]}}")),
        .actionUnhandled(.init(action: "save:", target: nil)),
        .actionUnrecognized(.init(action: "save:", target: "VC")),
        .textCaret(.init(at: Point(x: 3, y: 4.5))),
        .textBeginEditing,
        .listSwipeArmed(.init(position: .row(2), edge: "trailing", armed: true, distance: 210.5)),
        .listCommitDelete(.init(position: .row(2), delegate: "ListVC")),
        .navigationPopCancelled(.init(controller: "DetailVC", cause: .cancelled, causedBy: 12, recognizer: "NAV.interactivePop")),
        .runloopPending(.init(count: 1, timers: ["minimumPressDuration"], owners: ["hold"], deadlines: [0.5])),
        .scrollOffset(.init(offset: Point(x: 0, y: 10), forwardedFrom: "inner")),
    ]

    @Test("issue 27.1: a record of each kind no scene writes renders to JSON Lines and decodes back to the same event")
    func unwrittenKinds() throws {
        var lines = ""
        for (seq, event) in Self.unwritten.enumerated() {
            lines += TraceJSON.line(TraceRecord(seq: seq, time: .zero, subject: "x", event: event)) + "\n"
        }
        let saved = try SavedTrace.parse(lines, path: "kinds.jsonl")
        #expect(try saved.trace.records.map { try $0.decoded() } == Self.unwritten)
        #expect(TraceJSON.lines(saved.trace) == lines)
    }

    @Test("issue 27.1: every record kind is written by a scene of Scenes/ or by the test above")
    func everyKindIsCovered() throws {
        var seen = Set(Self.unwritten.map(\.kind))
        try Self.forEachRecordedRun { device, _, _ in
            for seq in 0..<device.trace.count { seen.insert(device.trace.kind(at: seq)) }
            for seq in 0..<device.viewStateTrace.count { seen.insert(device.viewStateTrace.kind(at: seq)) }
        }
        let missing = TraceKind.allCases.filter { !seen.contains($0) }
        #expect(missing.isEmpty, "no record of \(missing.map(\.rawValue)) is round-tripped")
    }

    @Test("issue 27.4: every view-state record of every scenario of Scenes/ decodes into the typed schema and renders back byte for byte")
    func viewStateRecordsRoundTrip() throws {
        try Self.forEachRecordedRun { device, url, scenario in
            let lines = TraceJSON.lines(device.viewStateTrace)
            let saved = try SavedTrace.parse(lines, path: url.lastPathComponent)
            // Decoded from the file into the typed events, rendered again: the same bytes.
            var rendered = ""
            for r in saved.trace.records {
                rendered += TraceJSON.line(TraceRecord(seq: r.seq, time: r.time, subject: r.subject, event: try r.decoded())) + "\n"
            }
            let written = lines.split(separator: "\n"), back = rendered.split(separator: "\n")
            #expect(written.count == back.count, "\(url.lastPathComponent) \(scenario.name)")
            if let (a, b) = zip(written, back).first(where: { $0 != $1 }) {
                Issue.record("\(url.lastPathComponent) \(scenario.name): written \(a), read back \(b)")
            }
        }
    }

    /// Runs every scenario of every scene of `Scenes/` with the view-state records on.
    /// Each run is in the TestClock scope: a timer left pending fails the test (design 8).
    static func forEachRecordedRun(_ body: (Device, URL, ScenarioDescription) throws -> Void) throws {
        for url in Package.sceneFiles() {
            let scene = try SceneLoader.load(path: url.path)
            for scenario in scene.scenarios {
                let device = try SceneBuilder.build(scene).makeDevice()
                device.recordsViewState = true
                device.run(ScenarioCompiler.compile(scenario, parameters: scene.device), expectingPending: [])
                try body(device, url, scenario)
            }
        }
    }
}
