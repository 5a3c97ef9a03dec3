import Foundation
import Testing
import TouchCore
import TouchScene
@testable import TouchViz

/// Issue 8, item 3 (rule G10): the timeline draws an arrow for each
/// `causedBy` link whose two records are marks on its lanes, read from
/// `causedBy` only.
@Suite struct TimelineCauseArrowTests {
    static let nestedTaps: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("Scenes/nested-taps.yaml"), encoding: .utf8)) ?? ""
    }()

    /// The `causedBy` links of a trace, as (cause, effect) seqs.
    static func links(_ trace: Trace) -> [(cause: Int, effect: Int)] {
        (0..<trace.count).compactMap { i in
            if case .int(let c)? = trace[i]["causedBy"] { return (c, trace[i].seq) }
            return nil
        }
    }

    /// The seqs of every record drawn as a mark.
    static func markSeqs(_ model: TimelineModel) -> Set<Int> { Set(model.lanes.flatMap { $0.marks.map(\.seq) }) }

    /// Arrowheads: the triangles drawn in the cause arrows' colour.
    static func arrowheads(_ commands: [DrawCommand]) -> [[Point]] {
        commands.compactMap { if case .fillPolygon(let p, TimelineDrawing.causeArrowColor) = $0 { return p }; return nil }
    }

    @Test func ruleG10_tapD_anArrowFromTheRecognitionToEachFailureAndCancellationItCaused() throws {
        let run = Scenes.run(Self.nestedTaps, scenario: "tap D")
        let model = TimelineModel(index: run.index)
        let links = Self.links(run.trace)
        let marks = Self.markSeqs(model)
        let visible = links.filter { marks.contains($0.cause) && marks.contains($0.effect) }
        // What the trace says, independently of the timeline: D_tap's recognition caused C_tap's and A_tap's
        // failures (G5) and D's touchesCancelled (the lane D shares with C, A, Root... shows D's record).
        let recognition = try #require((0..<run.trace.count).map { run.trace[$0] }.first {
            $0.kind == .gestureState && $0.subject == "D_tap" && $0["to"]?.stringValue == "ended"
        })
        let effects = visible.map { l -> String in
            #expect(l.cause == recognition.seq)
            let r = run.trace[l.effect]
            return "\(r.subject) \(r.kind.rawValue)"
        }
        #expect(effects == ["C_tap gesture.state", "A_tap gesture.state", "D responder.touchesCancelled"])
        #expect(links.count > visible.count, "touchesCancelled of C, A, Root... are on D's shared lane, not marks of their own")
        #expect(model.arrows.map { [$0.causeSeq, $0.effectSeq] } == visible.map { [$0.cause, $0.effect] })

        // One arrowhead per link in the display list, each at its effect's mark.
        let area = Rect(x: 0, y: 0, width: 900, height: 400)
        let viewport = TimelineViewport.fit(end: Double(model.end) / 1_000_000)
        let commands = TimelineDrawing.draw(model, viewport: viewport, in: area)
        let heads = Self.arrowheads(commands)
        #expect(heads.count == visible.count)
        let (_, _, lanes) = TimelineDrawing.geometry(in: area)
        for (arrow, head) in zip(model.arrows, heads) {
            let laneTop = lanes.minY + model.lanes[..<arrow.toLane].reduce(0) { $0 + $1.height }
            let mark = Point(viewport.x(Double(arrow.toTime) / 1_000_000, in: lanes), laneTop + model.lanes[arrow.toLane].height / 2)
            let tip = head[0]
            #expect(abs(tip.x - mark.x) < 8 && abs(tip.y - mark.y) < 8, "the arrow ends at the mark of record \(arrow.effectSeq)")
        }
        #expect(commands.clipsBalance)
    }

    @Test func ruleG10_aDroppedDeliveryAndACancellationPointBackAtTheRecognitionThatCausedThem() {
        let run = Scenes.run(Scenes.doubleTap, scenario: "one tap")
        let model = TimelineModel(index: run.index)
        let marks = Self.markSeqs(model)
        let visible = Self.links(run.trace).filter { marks.contains($0.cause) && marks.contains($0.effect) }
        let kinds = visible.map { "\(run.trace[$0.cause].subject) → \(run.trace[$0.effect].subject) \(run.trace[$0.effect].kind.rawValue)" }
        #expect(kinds == ["double → single gesture.state", "single → photo responder.touchesCancelled",
                          "single → photo delivery.dropped"])
        let commands = TimelineDrawing.draw(model, viewport: .fit(end: Double(model.end) / 1_000_000),
                                            in: Rect(x: 0, y: 0, width: 900, height: 300))
        #expect(Self.arrowheads(commands).count == 3)
    }

    @Test func arrowsOutsideTheViewportAreNotDrawn() {
        let run = Scenes.run(Scenes.doubleTap, scenario: "one tap")
        let model = TimelineModel(index: run.index)
        let early = TimelineDrawing.draw(model, viewport: TimelineViewport(start: 0, span: 0.05), in: Rect(x: 0, y: 0, width: 900, height: 300))
        #expect(Self.arrowheads(early).isEmpty, "the causes are at 0.43 s")
    }
}
