import Foundation
import Testing
import TouchCore
import TouchScene
@testable import TouchViz

/// `open --trace FILE.jsonl`: the window reads a saved trace (design.md 5).
@Suite struct SavedTraceTests {
    func saved(_ yaml: String, _ scenario: String) throws -> SavedTrace {
        let run = Scenes.run(yaml, scenario: scenario)
        return try SavedTrace.parse(TraceJSON.lines(run.trace), path: "saved.jsonl")
    }

    @Test func aSavedTraceReadsBackRecordForRecordWithItsSamples() throws {
        let run = Scenes.run(Scenes.doubleTap, scenario: "two taps")
        let saved = try SavedTrace.parse(TraceJSON.lines(run.trace), path: "saved.jsonl")
        #expect(saved.trace.count == run.trace.count)
        #expect(TraceJSON.lines(saved.trace) == TraceJSON.lines(run.trace), "same bytes written back")
        #expect(saved.samples == run.script.samples, "the digitizer records give back the samples that drove the run")
        #expect(HumanLog.lines(saved.trace) == HumanLog.lines(run.trace), "points and name lists read back as such")
        let (again, difference) = saved.run(on: Scenes.load(Scenes.doubleTap))
        #expect(difference == nil)
        #expect(TraceJSON.lines(again.trace) == TraceJSON.lines(run.trace))
    }

    @Test func aTraceOfAnotherSceneIsShownAsRecordedAndTheFirstDifferenceNamed() throws {
        let saved = try saved(Scenes.doubleTap, "two taps")
        let (run, difference) = saved.run(on: Scenes.load(Scenes.nested))
        let first = try #require(difference)
        #expect(first > 0 && first < saved.trace.count, "the digitizer records agree, the hit-test does not")
        #expect(TraceJSON.lines(run.trace) == TraceJSON.lines(saved.trace), "the panels show the saved records")
        // Issue 27.3: resolved once against the scene, their subjects carry the scene's ids.
        let built = try SceneBuilder.build(Scenes.load(Scenes.nested))
        let labels = built.labels
        #expect(run.trace.records.contains { $0.subjectID.isAssigned })
        #expect(run.trace.records.allSatisfy { $0.subjectID == labels[$0.subject] || $0.kind == .stage || $0.kind.rawValue.hasPrefix("runloop") })
    }

    @Test func steppingAndScrubbingMoveThroughTheSavedRecords() throws {
        let saved = try saved(Scenes.doubleTap, "two taps")
        let i = Inspector(scene: Scenes.load(Scenes.doubleTap), size: Size(width: 1280, height: 800), workingDirectory: NSTemporaryDirectory())
        _ = i.handle(.tick(seconds: 0))
        #expect(i.open(trace: saved) == nil)
        #expect(i.playback?.cursor == 0 && i.playback?.run.trace.count == saved.trace.count)
        _ = i.handle(.key("right", []))
        _ = i.handle(.key("right", []))
        #expect(i.playback?.cursor == 2)
        #expect(i.render().texts.contains { $0.contains("trace saved.jsonl") && $0.contains("record 2 of \(saved.trace.count)") })
        _ = i.handle(.key("end", []))
        #expect(i.playback?.cursor == saved.trace.count)
        #expect(i.traceJSONLines() == TraceJSON.lines(saved.trace))
    }

    @Test func aLineThatIsNotARecordIsRefusedWithItsLineAndColumn() {
        let text = #"{"seq":0,"t":0,"kind":"stage","subject":"digitizer","fingers":[1],"phases":["down"],"locations":[[1,2]]}"#
            + "\n" + #"{"seq":1,"t":0,"kind":"stage","subject": }"#
        #expect {
            try SavedTrace.parse(text, path: "bad.jsonl")
        } throws: { error in
            "\(error)".hasPrefix("bad.jsonl:2:42: expected a value")
        }
        #expect {
            try SavedTrace.parse(#"{"seq":3,"t":0,"kind":"stage","subject":"x"}"#, path: "gap.jsonl")
        } throws: { error in
            "\(error)".contains("gap.jsonl:1:1: expected \"seq\":0")
        }
    }

    @Test("issue 27.1: a saved record decodes into the typed schema; a missing or unexpected field is refused with its line")
    func aRecordThatDoesNotFitTheSchemaIsRefused() throws {
        #expect {
            try SavedTrace.parse(#"{"seq":0,"t":0,"kind":"gesture.state","subject":"tap","from":"possible","cause":"recognized"}"#,
                                 path: "schema.jsonl")
        } throws: { error in
            "\(error)".hasPrefix("schema.jsonl:1:1: record 0 (gesture.state): expected the field \"to\", found \"cause\"")
        }
        #expect {
            try SavedTrace.parse(#"{"seq":0,"t":0,"kind":"pointInside","subject":"A","inside":true,"extra":1}"#, path: "schema.jsonl")
        } throws: { error in
            "\(error)".contains("unexpected field \"extra\"")
        }
        // Two fingers are a list of fingers, not a point, because the schema says so.
        let two = #"{"seq":0,"t":0,"kind":"stage","subject":"digitizer","fingers":[1,2],"phases":["down","down"],"locations":[[1,2],[3,4]]}"#
        let saved = try SavedTrace.parse(two, path: "two.jsonl")
        #expect(saved.samples.first?.changes.map(\.finger) == [1, 2])
        #expect(TraceJSON.lines(saved.trace) == two + "\n")
    }

    @Test("issue 33: a record at t = 1e13 is refused with its line, not trapped converting to microseconds")
    func aTimePastTheLimitIsRefused() {
        for t in ["1e13", "-1", "1e308"] {
            #expect {
                try SavedTrace.parse(#"{"seq":0,"t":"# + t + #","kind":"runloop.wake","subject":"main"}"#, path: "far.jsonl")
            } throws: { error in
                "\(error)".hasPrefix("far.jsonl:1:1: record 0 has the time t")
            }
        }
    }

    @Test("issue 33: a trace saved with CR LF line endings reads as the same records")
    func crlfLines() throws {
        let lines = [#"{"seq":0,"t":0,"kind":"runloop.wake","subject":"main","source":"source1"}"#, #"{"seq":1,"t":0.5,"kind":"runloop.sleep","subject":"main"}"#]
        let lf = try SavedTrace.parse(lines.joined(separator: "\n"), path: "lf.jsonl")
        let crlf = try SavedTrace.parse(lines.joined(separator: "\r\n") + "\r\n", path: "crlf.jsonl")
        #expect(lf.trace.count == 2 && TraceJSON.lines(crlf.trace) == TraceJSON.lines(lf.trace))
    }
}
