import Testing
import TouchCore
import TouchScene
@testable import TouchViz
import TouchTestSupport

/// Issue 14 class 7 in the window: a scenario played there that ends with
/// fingers down ends as `replay` ends it, with rule S1's system cancel
/// (`reason=endOfRun`), on the live objects the screen draws too.
@Suite struct EndOfRunPlaybackTests {
    static let scene = """
    windows:
      - name: W
        root:
          name: V
          frame: [0, 0, 390, 844]
          touches: handle
          multipleTouchEnabled: true
          gestures:
            - { kind: pan, name: pan }
            - { kind: longPress, name: press, minimumPressDuration: 0.5 }
          subviews:
            - name: scroller
              kind: scrollView
              frame: [0, 400, 390, 300]
              contentSize: [390, 900]
              subviews:
                - name: inner
                  kind: scrollView
                  frame: [0, 0, 390, 300]
                  contentSize: [900, 300]
    scenarios:
      - name: one finger dragging
        steps:
          - down: { finger: 1, at: [10, 10] }
          - move: { finger: 1, to: [200, 200], duration: 0.2 }
      - name: two fingers
        steps:
          - down: { finger: 1, at: [10, 10] }
          - down: { finger: 2, at: [100, 100] }
          - move: { fingers: [1, 2], by: [30, 30], duration: 0.1 }
      - name: pending long press
        steps:
          - down: { finger: 1, at: [50, 50] }
          - wait: 0.1
      - name: nested scroll view
        steps:
          - down: { finger: 1, at: [100, 500] }
          - move: { finger: 1, to: [40, 450], duration: 0.2 }
      - name: lifted
        steps: [ { tap: [10, 10] } ]
    """

    @Test("rule S1 (issue 14 class 7): played to its end in the window, a run with fingers down has replay's endOfRun cancel",
          arguments: ["one finger dragging", "two fingers", "pending long press", "nested scroll view"])
    func liveRunEndsWithSystemCancel(_ name: String) {
        let run = Scenes.run(Self.scene, scenario: name)
        let whole = run.trace.records.map(TraceJSON.line)
        #expect(whole.contains { $0.contains("\"reason\":\"endOfRun\"") }, "replay's trace has the system cancel")
        let replay = SceneBuilder.build(validated: run.scene).makeDevice()
        replay.run(run.script, expectingPending: [])
        #expect(replay.trace.records.map(TraceJSON.line) == whole, "the window's trace is replay's, byte for byte")
        // Every touch that began ended or was cancelled exactly once (rule S1).
        #expect(Invariants.unendedTouches(run.trace.records).isEmpty)
    }

    @Test("rule S1: the cancel comes after the long press's timer at 0.5 s; the screen after it is the screen at the end")
    func cancelAtTheEnd() {
        let run = Scenes.run(Self.scene, scenario: "pending long press")
        let cancel = run.trace.records.last { $0.kind == .stage && $0["reason"] == .string(Device.endOfRunReason) }
        #expect(cancel?.time == VirtualTime(seconds: 0.5), "the long press fires at 0.5 s, then the system cancels")
        #expect(run.state(at: VirtualTime(seconds: 0.6)) == run.state(at: run.end))
    }

    @Test("rule S1: a run whose fingers all lifted has no end-of-run cancel in the window either")
    func liftedRunHasNone() {
        let run = Scenes.run(Self.scene, scenario: "lifted")
        #expect(!run.trace.records.contains { $0["reason"] == .string(Device.endOfRunReason) })
    }
}

/// Rule S1 over a trace: the touches a responder saw begin and never end.
enum Invariants {
    static func unendedTouches(_ records: [TraceRecord]) -> [String] {
        var open: [String] = []
        for r in records {
            guard let touches = r["touches"]?.stringsValue else { continue }
            for t in touches {
                let key = "\(r.subject) \(t)"
                switch r.kind {
                case .responderTouchesBegan: open.append(key)
                case .responderTouchesEnded, .responderTouchesCancelled: open.removeAll { $0 == key }
                default: break
                }
            }
        }
        return open
    }
}
