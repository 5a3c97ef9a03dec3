import Testing
import TouchCore
import TouchScene
@testable import TouchViz

/// Issue 27.3 (design, "Identity is not a name"): the readers key objects by
/// `ObjectID`, so two objects of one label (as a hierarchy built in code, or
/// UIKit's own anonymous views, may have) are told apart by the trace index,
/// the recognizer panel, `why` and the outcome `fix` and `compare` read.
///
/// A scene file cannot give two objects one name (scene-format.md), so the
/// description is made in code: a row with a tap, and inside it another
/// row with another tap, both labelled `row` and `tap`.
@Suite struct ObjectIdentityTests {
    static let yaml = """
        windows:
          - name: W
            root:
              name: Root
              frame: [0, 0, 390, 844]
              subviews:
                - name: row
                  frame: [0, 100, 390, 200]
                  gestures:
                    - { kind: tap, name: tap, action: outerTapped }
                  subviews:
                    - name: innerRow
                      frame: [0, 0, 390, 100]
                      gestures:
                        - { kind: tap, name: innerTap, action: innerTapped }
        scenarios:
          - name: tap inner
            steps: [ { tap: [100, 150] } ]
        """

    /// The scene with the inner row and its tap relabelled `row` and `tap`.
    static func scene() -> SceneDescription {
        var scene = Scenes.load(yaml)
        guard case .view(var root)? = scene.windows[0].root, case .view(var outer) = root.subviews[0],
              case .view(var inner) = outer.subviews[0] else { preconditionFailure("the test scene's shape") }
        inner.name = "row"
        inner.gestures[0].name = "tap"
        outer.subviews[0] = .view(inner)
        root.subviews[0] = .view(outer)
        scene.windows[0].root = .view(root)
        return scene
    }

    static func run() -> (ScenarioRun, BuiltScene) {
        let scene = scene()
        let built = try! SceneBuilder.build(scene)
        return (ScenarioRun.played(scene, scene.scenarios[0]), built)
    }

    /// The outer and inner row, and their taps, by key (ids in description order).
    static func keys(_ built: BuiltScene) -> (outer: ObjectKey, inner: ObjectKey, outerTap: ObjectKey, innerTap: ObjectKey) {
        let rows = built.application.windows[0].subtree.filter { $0.name == "row" }
        let outer = rows[0], inner = rows[1]
        return (ObjectKey(outer), ObjectKey(inner), ObjectKey(outer.gestureRecognizers[0]), ObjectKey(inner.gestureRecognizers[0]))
    }

    @Test("issue 27.3: two views of one label get two ids, and their records carry them")
    func recordsCarryIds() {
        let (run, built) = Self.run()
        let k = Self.keys(built)
        #expect(k.outer.id.isAssigned && k.inner.id.isAssigned && k.outer != k.inner)
        #expect(k.outer.id < k.inner.id, "numbered in description order")
        let create = run.trace.records.first { $0.kind == .touchCreate }!
        #expect(create.objectKey("view") == k.inner, "the touch's hit-test view is the inner row")
        let states = run.trace.records.filter { $0.kind == .gestureState }
        #expect(Set(states.map(\.subjectKey)) == [k.outerTap, k.innerTap])
    }

    @Test("issue 27.3, rules T2 and G5: the trace index keeps one track per recognizer and view, not per label")
    func traceIndexTellsThemApart() {
        let (run, built) = Self.run()
        let k = Self.keys(built)
        let touch = run.index.touch(named: "touch1")!
        #expect(touch.viewKey == k.inner)
        #expect(touch.recognizers == [k.innerTap, k.outerTap], "chain order, deepest first")
        #expect(run.index.recognizers.map(\.key).sorted(by: RecognizerCatalog.labelOrder) == [k.outerTap, k.innerTap])
        let inner = run.index.recognizer(k.innerTap)!, outer = run.index.recognizer(k.outerTap)!
        #expect(inner.transitions.contains { $0.to == .ended }, "the inner tap recognizes")
        #expect(outer.transitions.first?.to == .failed, "the outer tap is excluded (G5)")
        #expect(outer.transitions.first?.causeObject == k.innerTap, "by the inner tap, not by its own label")
        #expect(!outer.transitions.contains { $0.to == .ended })
        #expect(run.index.responders.filter { $0.name == "row" }.map(\.key) == [k.inner, k.outer], "two tracks, two timeline lanes")
        let innerRow = run.index.responder(k.inner)
        #expect(innerRow?.marks.first?.isHitTestView == true)
        #expect(run.index.responder(k.outer)?.marks.contains { $0.isHitTestView } != true)
    }

    @Test("issue 27.3: the recognizer panel draws two cards and the exclusion between them")
    func panelTellsThemApart() {
        let (run, built) = Self.run()
        let k = Self.keys(built)
        let m = run.moment(cursor: run.index.count)
        let shown = RecognizerPanel.recognizers(m)
        #expect(shown == [k.innerTap, k.outerTap])
        let edges = RecognizerPanel.relations(among: shown, m, since: 0)
        #expect(edges == [RecognizerPanel.Edge(from: k.innerTap, to: k.outerTap, relation: .excluded)])
        #expect(m.catalog.info(k.innerTap)?.view == "row" && m.catalog.info(k.outerTap)?.view == "row")
        #expect(m.catalog.recognizers.count == 2)
    }

    @Test("issue 27.3: why reports one object's records, not those of another of its label")
    func whyTellsThemApart() throws {
        let (run, built) = Self.run()
        let k = Self.keys(built)
        let records = run.trace.records
        let scene = try WhatIfScene(file: "test.yaml", text: Self.yaml, description: Self.scene())
        let inner = Why(records: records, about: k.innerTap, scenario: "tap inner", scene: scene)
        let outer = Why(records: records, about: k.outerTap, scenario: "tap inner", scene: scene)
        #expect(!inner.entries.isEmpty && inner.entries.allSatisfy { $0.record.subjectKey == k.innerTap })
        #expect(!outer.entries.isEmpty && outer.entries.allSatisfy { $0.record.subjectKey == k.outerTap })
        #expect(inner.summary.contains("ended") && !inner.summary.contains("failed"), "\(inner.summary)")
        #expect(outer.summary.contains("failed") && !outer.summary.contains("ended"), "\(outer.summary)")
        #expect(inner.reasons.isEmpty, "the inner tap recognized: nothing stopped it")
        #expect(outer.reasons.contains { $0.words.contains("failed") }, "the outer tap failed, excluded (G5)")
        // By label, the first of that label in description order: the outer one.
        #expect(try Why(records: records, about: "tap", scenario: "tap inner", scene: scene).key == k.outerTap)
        let view = Why(records: records, about: k.inner, scenario: "tap inner", scene: scene)
        #expect(view.entries.contains { $0.record.kind == .touchCreate }, "the inner row is the hit-test view")
        let outerView = Why(records: records, about: k.outer, scenario: "tap inner", scene: scene)
        #expect(!outerView.entries.contains { $0.record.kind == .touchCreate }, "the outer row is not")
    }

    @Test("issue 27.3, rule H2: the window's why-not-this-view answers for the view asked, not the first of its label")
    func whyNotThisViewTellsThemApart() {
        let (run, built) = Self.run()
        let k = Self.keys(built)
        let whyNot = WhyNot(records: run.trace.records, scene: Self.scene())
        #expect(whyNot.answer(for: k.inner, touch: "touch1")?.kind == .cancelled, "the hit-test view, its touches cancelled when the inner tap recognized (D3)")
        #expect(whyNot.answer(for: k.outer, touch: "touch1")?.kind == .throughSubview)
        #expect(whyNot.received(k.outer) && whyNot.received(k.inner))
    }

    @Test("issue 27.3: the outcome fix and compare read counts only the hit-test view's calls")
    func outcomeTellsThemApart() {
        let (run, built) = Self.run()
        let k = Self.keys(built)
        let records = run.trace.records
        let calls = records.filter { $0.kind.rawValue.hasPrefix("responder.touches") }
        let outcome = Outcome(records: records)
        let hitViewCalls = calls.filter { $0.subjectKey == k.inner }.map { "\($0.kind.rawValue) row" }
        #expect(outcome.items.filter { $0.hasPrefix("responder.") } == hitViewCalls,
                "the outer row's calls (\(calls.filter { $0.subjectKey == k.outer }.count)) are not the hit-test view's")
        #expect(calls.contains { $0.subjectKey == k.outer }, "the outer row does receive the touches (forwarded, R2)")
    }
}
