import Foundation
import Testing
import TouchCore
import TouchScene
@testable import TouchViz

@Suite struct PerfettoExportTests {
    func export(_ yaml: String, _ scenario: String) -> (String, [[String: Any]]) {
        let run = Scenes.run(yaml, scenario: scenario)
        let json = PerfettoExport.json(trace: run.trace, title: "\(run.scene.title) — \(scenario)")
        let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let events = object?["traceEvents"] as? [[String: Any]] ?? []
        return (json, events)
    }

    static let cases: [(String, String)] = [(Scenes.nested, "tap D"), (Scenes.nested, "drag C"), (Scenes.doubleTap, "one tap"),
                                            (Scenes.doubleTap, "two taps"), (Scenes.feed, "tap Follow in the list"),
                                            (Scenes.feed, "drag the list from Follow"), (Scenes.feed, "hold the photo")]

    @Test(arguments: 0..<cases.count)
    func validJSONWithWellNestedSlicesPerTrack(_ k: Int) {
        let (json, events) = export(Self.cases[k].0, Self.cases[k].1)
        #expect(!events.isEmpty, "valid JSON with a traceEvents list")
        #expect(json.contains("\"displayTimeUnit\""))
        var byTrack: [String: [(ts: Int64, end: Int64)]] = [:]
        for e in events where e["ph"] as? String == "X" {
            let ts = (e["ts"] as! NSNumber).int64Value, dur = (e["dur"] as! NSNumber).int64Value
            #expect(dur >= 0)
            byTrack["\(e["pid"]!)/\(e["tid"]!)", default: []].append((ts, ts + dur))
        }
        for (track, slices) in byTrack.sorted(by: { $0.key < $1.key }) {
            var stack: [Int64] = []
            for s in slices.sorted(by: { $0.ts != $1.ts ? $0.ts < $1.ts : $0.end > $1.end }) {
                while let top = stack.last, top <= s.ts { stack.removeLast() }
                #expect(stack.last.map { $0 >= s.end } ?? true, "track \(track): a slice overlaps another without nesting")
                stack.append(s.end)
            }
        }
    }

    @Test(arguments: 0..<cases.count)
    func everyFlowStartHasAFinishAndBothBindToSlices(_ k: Int) {
        let (_, events) = export(Self.cases[k].0, Self.cases[k].1)
        let flows = events.filter { ["s", "f"].contains($0["ph"] as? String ?? "") }
        var starts: [Int: Int] = [:], finishes: [Int: Int] = [:]
        for f in flows {
            let id = (f["id"] as! NSNumber).intValue
            #expect(f["cat"] as? String == "causality" && f["name"] as? String == "causes", "v1 flows pair by id, category and name")
            if f["ph"] as? String == "s" { starts[id, default: 0] += 1 } else {
                finishes[id, default: 0] += 1
                #expect(f["bp"] as? String == "e")
            }
            // A slice (or instant) on the same track encloses it.
            let ts = (f["ts"] as! NSNumber).int64Value
            let bound = events.contains { e in
                guard ["X", "i"].contains(e["ph"] as? String ?? ""), "\(e["pid"]!)" == "\(f["pid"]!)", "\(e["tid"]!)" == "\(f["tid"]!)"
                else { return false }
                let start = (e["ts"] as! NSNumber).int64Value, dur = (e["dur"] as? NSNumber)?.int64Value ?? 0
                return start <= ts && ts <= start + dur
            }
            #expect(bound)
        }
        #expect(starts.keys.sorted() == finishes.keys.sorted())
        #expect(starts.values.allSatisfy { $0 == 1 } && finishes.values.allSatisfy { $0 == 1 })
    }

    @Test func tracksPerTouchRecognizerAndResponderWithTheirNames() {
        let (_, events) = export(Scenes.doubleTap, "one tap")
        let threads = events.filter { $0["name"] as? String == "thread_name" }.compactMap { ($0["args"] as? [String: Any])?["name"] as? String }
        #expect(threads.contains("touch1") && threads.contains("single") && threads.contains("double") && threads.contains("photo"))
        #expect(threads.contains("photo held deliveries"))
        let processes = events.filter { $0["name"] as? String == "process_name" }.compactMap { ($0["args"] as? [String: Any])?["name"] as? String }
        #expect(processes == ["Main (window)"])
        let slices = events.filter { $0["ph"] as? String == "X" }.compactMap { $0["name"] as? String }
        #expect(slices.contains("waiting for double"))
        #expect(slices.contains { $0.hasPrefix("ended touch1 held by") })
        #expect(events.contains { $0["ph"] as? String == "i" && ($0["name"] as? String)?.hasPrefix("action singleTap") == true })
    }

    @Test func aRecognitionFlowsToTheRecognizerItExcludedAndTheCancelledTouch() {
        let run = Scenes.run(Scenes.nested, scenario: "tap D")
        let json = PerfettoExport.json(trace: run.trace, title: "t")
        let events = (try! JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any])["traceEvents"] as! [[String: Any]]
        var tidNames: [Int: String] = [:]
        for e in events where e["name"] as? String == "thread_name" {
            tidNames[(e["tid"] as! NSNumber).intValue] = (e["args"] as! [String: Any])["name"] as? String
        }
        let flows = events.filter { ["s", "f"].contains($0["ph"] as? String ?? "") }
        var ends: [Int: [String: String]] = [:]
        for f in flows { ends[(f["id"] as! NSNumber).intValue, default: [:]][f["ph"] as! String] = tidNames[(f["tid"] as! NSNumber).intValue] }
        let pairs = ends.values.compactMap { e -> String? in e["s"].flatMap { s in e["f"].map { "\(s)→\($0)" } } }.sorted()
        // The exclusions, and each responder the cancellation reached (D forwards up the chain).
        #expect(pairs == ["D_tap→A", "D_tap→A_tap", "D_tap→Application", "D_tap→C", "D_tap→D", "D_tap→Main",
                          "D_tap→Root", "D_tap→VC"])
    }

    @Test("rule G10: one flow arrow for each causedBy link of the trace, from the causing record's instant to the caused one's",
          arguments: 0..<cases.count)
    func aFlowForEachCausedByLink(_ k: Int) {
        let run = Scenes.run(Self.cases[k].0, scenario: Self.cases[k].1)
        let (_, events) = export(Self.cases[k].0, Self.cases[k].1)
        let links = run.trace.records.compactMap { r -> (Int64, Int64)? in
            guard case .int(let seq)? = r["causedBy"] else { return nil }
            return (run.trace[seq].time.microseconds, r.time.microseconds)
        }
        var ends: [Int: [String: Int64]] = [:]
        for f in events where ["s", "f"].contains(f["ph"] as? String ?? "") {
            ends[(f["id"] as! NSNumber).intValue, default: [:]][f["ph"] as! String] = (f["ts"] as! NSNumber).int64Value
        }
        let flows = ends.values.compactMap { e -> String? in e["s"].flatMap { s in e["f"].map { "\(s)→\($0)" } } }.sorted()
        #expect(flows.count == ends.count, "every flow has both ends")
        #expect(flows == links.map { "\($0.0)→\($0.1)" }.sorted())
    }

    @Test func theSameTraceGivesTheSameBytes() {
        let a = PerfettoExport.json(trace: Scenes.run(Scenes.feed, scenario: "drag the list from Follow").trace, title: "x")
        let b = PerfettoExport.json(trace: Scenes.run(Scenes.feed, scenario: "drag the list from Follow").trace, title: "x")
        #expect(a == b)
    }
}
