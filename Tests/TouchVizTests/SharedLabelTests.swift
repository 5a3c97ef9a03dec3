import Testing
import TouchCore
import TouchScene
import TouchTestSupport
@testable import TouchViz

/// Issue 27.3's readers that keyed by label: the screen built from records
/// (`ScreenState`, `SceneSnapshot`), the hit-test walk and the hover, the
/// log's highlight set and folds, and the lists of names inside records (a
/// held phase's `by`, a wait's `for`). Two views labelled `row`, each with
/// recognizers labelled `tap` and `dbl`, and two scroll views labelled
/// `list`, are told apart by each of them.
///
/// A scene file cannot give two objects one name (scene-format.md), so the
/// descriptions are loaded with distinct names and relabelled in code.
/// Every object asked about below is the *second* of its label in
/// description order, so a reader that resolves the label (to the first
/// object that has it) gives the wrong answer.
@Suite struct SharedLabelTests {
    static let rowsYAML = """
        windows:
          - name: W
            root:
              name: Root
              frame: [0, 0, 390, 844]
              subviews:
                - name: rowA
                  frame: [0, 100, 390, 100]
                  color: red
                  gestures:
                    - { kind: tap, name: tapA, action: a }
                    - { kind: tap, name: dblA, numberOfTapsRequired: 2, action: a2 }
                - name: rowB
                  frame: [0, 300, 390, 100]
                  color: blue
                  gestures:
                    - { kind: tap, name: tapB, action: b, delaysTouchesBegan: true, requireToFail: [dblB] }
                    - { kind: tap, name: dblB, numberOfTapsRequired: 2, action: b2 }
        scenarios:
          - name: tap row B
            steps: [ { tap: [100, 350] } ]
        """

    /// `yaml` with its views and recognizers relabelled by `labels` (requireToFail references too).
    static func relabelled(_ yaml: String, _ labels: [String: String]) -> SceneDescription {
        func relabel(_ node: NodeDescription) -> NodeDescription {
            guard case .view(var v) = node else { return node }
            v.name = labels[v.name] ?? v.name
            for i in v.gestures.indices {
                v.gestures[i].name = labels[v.gestures[i].name] ?? v.gestures[i].name
                v.gestures[i].requireToFail = v.gestures[i].requireToFail.map { labels[$0] ?? $0 }
            }
            v.subviews = v.subviews.map(relabel)
            return .view(v)
        }
        var scene = Scenes.load(yaml)
        for w in scene.windows.indices { scene.windows[w].root = scene.windows[w].root.map(relabel) }
        return scene
    }

    static let rowLabels = ["rowA": "row", "rowB": "row", "tapA": "tap", "tapB": "tap", "dblA": "dbl", "dblB": "dbl"]

    /// The scenario run on the relabelled rows, and the keys of row B, its tap and its double tap, and of row A and its tap.
    static func rows() -> (run: ScenarioRun, rowA: ObjectKey, rowB: ObjectKey, tapA: ObjectKey, tapB: ObjectKey, dblA: ObjectKey, dblB: ObjectKey) {
        let scene = relabelled(rowsYAML, rowLabels)
        let run = ScenarioRun.played(scene, scene.scenarios[0])
        let rows = run.application.windows[0].subtree.filter { $0.name == "row" }
        precondition(rows.count == 2 && rows[0].frame.minY == 100, "the test scene's shape")
        let a = rows[0], b = rows[1]
        return (run, ObjectKey(a), ObjectKey(b), ObjectKey(a.gestureRecognizers[0]), ObjectKey(b.gestureRecognizers[0]),
                ObjectKey(a.gestureRecognizers[1]), ObjectKey(b.gestureRecognizers[1]))
    }

    @Test("issue 27.3, rules D2, G3: a held phase's by and a wait's for carry the ids of the recognizers they list")
    func heldAndWaitingListsCarryIds() throws {
        let k = Self.rows()
        let records = k.run.trace.records
        let delayed = try #require(records.first { $0.kind == .deliveryDelayed })
        #expect(delayed.subjectKey == k.rowB)
        #expect(delayed.objectKeys("by") == [k.tapB], "held by row B's tap (D2), not row A's")
        let waiting = try #require(records.first { $0.kind == .gestureWaiting })
        #expect(waiting.subjectKey == k.tapB)
        #expect(waiting.objectKeys("for") == [k.dblB], "waits for row B's double tap (G3), not row A's")
        // Row B's tap recognizes (G3: row B's double tap failed) and drops the phases it held (D3).
        let dropped = records.filter { $0.kind == .deliveryDropped }
        #expect(!dropped.isEmpty && dropped.allSatisfy { $0.objectKeys("by") == [k.tapB] })
        // The index's held lane and wait span follow the ids.
        let held = try #require(k.run.index.held.first)
        #expect(held.byKeys == [k.tapB] && held.by == ["tap"] && held.droppedByKeys == [k.tapB])
        let wait = try #require(k.run.index.recognizer(k.tapB)?.waits.first)
        #expect(wait.waitingForKeys == [k.dblB] && wait.waitingFor == ["dbl"])
        #expect(k.run.index.recognizer(k.tapA)?.waits.isEmpty ?? true)
        // The log and JSON Lines write the labels only.
        #expect(HumanLog.line(delayed).hasSuffix("delivery     row began [touch1] held back by [tap]"))
        #expect(HumanLog.line(waiting).hasSuffix("gesture      tap waits for [dbl]"))
        #expect(TraceJSON.line(delayed).contains("\"by\":[\"tap\"]"))
        #expect(TraceJSON.line(waiting).contains("\"for\":[\"dbl\"]"))
    }

    static let holdYAML = """
        windows:
          - name: W
            root:
              name: Root
              frame: [0, 0, 390, 844]
              subviews:
                - name: rowA
                  frame: [0, 100, 390, 100]
                  gestures:
                    - { kind: longPress, name: holdA, action: a }
                - name: rowB
                  frame: [0, 300, 390, 100]
                  gestures:
                    - { kind: tap, name: tapB, action: b, delaysTouchesBegan: true }
                    - { kind: longPress, name: holdB, action: b2 }
        scenarios:
          - name: hold row B
            steps: [ { down: { finger: 1, at: [100, 350] } }, { wait: 0.8 }, { up: { finger: 1 } } ]
        """

    @Test("issue 27.3, rules D2, D3: phases held by one recognizer and dropped when another, which cancelled the touch in its view, began carry that one's id")
    func droppedByTheCancellingRecognizer() throws {
        let scene = Self.relabelled(Self.holdYAML, ["rowA": "row", "rowB": "row", "holdA": "hold", "holdB": "hold"])
        let run = ScenarioRun.played(scene, scene.scenarios[0])
        let rows = run.application.windows[0].subtree.filter { $0.name == "row" }
        let holdA = ObjectKey(rows[0].gestureRecognizers[0]), tapB = ObjectKey(rows[1].gestureRecognizers[0])
        let holdB = ObjectKey(rows[1].gestureRecognizers[1])
        let records = run.trace.records
        #expect(records.first { $0.kind == .deliveryDelayed }?.objectKeys("by") == [tapB])
        let dropped = records.filter { $0.kind == .deliveryDropped }
        #expect(!dropped.isEmpty && dropped.allSatisfy { $0.objectKeys("by") == [holdB] }, "row B's long press, not row A's (\(holdA))")
        #expect(dropped.allSatisfy { TraceJSON.line($0).contains("\"by\":[\"hold\"]") })
        // The tap's failure, `exclusive:hold` (G5): selected in the log, it highlights row B's long press,
        // found through the record its causedBy links to, not row A's.
        let failed = try #require((0..<run.trace.count).first { run.trace.kind(at: $0) == .gestureState
            && run.trace[$0].subjectKey == tapB && run.trace[$0].typedCause == .exclusive("hold") })
        let keys = LogPanel.keys(in: run.trace[failed], trace: run.trace)
        #expect(keys == [tapB, holdB])
    }

    @Test("issue 27.2, 27.3, rule G5: a cause naming another recognizer carries its id, live, decoded, and from a saved trace resolved against the scene")
    func causeCarriesTheOtherObjectsId() throws {
        let scene = Self.relabelled(Self.holdYAML, ["rowA": "row", "rowB": "row", "holdA": "hold", "holdB": "hold"])
        let run = ScenarioRun.played(scene, scene.scenarios[0])
        let rows = run.application.windows[0].subtree.filter { $0.name == "row" }
        let holdA = ObjectKey(rows[0].gestureRecognizers[0]), tapB = ObjectKey(rows[1].gestureRecognizers[0])
        let holdB = ObjectKey(rows[1].gestureRecognizers[1])
        let failed = try #require(run.trace.records.first { $0.kind == .gestureState && $0.subjectKey == tapB && $0["to"] == .string("failed") })
        // Live: the typed cause names row B's long press by id, and still reads as the spelling the trace writes.
        #expect(failed.typedCause?.object?.key == holdB, "row B's long press, not row A's (\(holdA))")
        #expect(failed.typedCause == .exclusive("hold") && failed.typedCause?.text == "exclusive:hold")
        #expect(TraceJSON.line(failed).contains("\"cause\":\"exclusive:hold\""))
        // Decoded into the typed schema, the state event's cause keeps the id.
        guard case .gestureState(let event)? = failed.event else { Issue.record("not a gesture.state event"); return }
        #expect(event.cause.object?.key == holdB)
        // A saved trace has labels only; resolved against the scene, the cause names the first `hold` (row A's),
        // as every label of a saved trace does (documented in the README).
        let saved = try SavedTrace.parse(TraceJSON.lines(run.trace), path: "holds.jsonl")
        let built = try SceneBuilder.build(scene)
        let resolved = try #require(saved.trace.records.first { $0.seq == failed.seq }).resolvingIDs(built.labels)
        #expect(resolved.typedCause?.object?.key.label == "hold" && resolved.typedCause?.object?.key.id.isAssigned == true)
        #expect(TraceJSON.line(resolved) == TraceJSON.line(failed))
    }

    @Test("issue 27.3: the owners of the timers a run leaves pending carry their ids")
    func pendingOwnersCarryIds() throws {
        let scene = Self.relabelled(Self.holdYAML, ["rowA": "row", "rowB": "row", "holdA": "hold", "holdB": "hold"])
        let built = try SceneBuilder.build(scene)
        let rows = built.application.windows[0].subtree.filter { $0.name == "row" }
        let holdB = ObjectKey(rows[1].gestureRecognizers[1])
        let device = built.makeDevice()
        let script = ScenarioCompiler.compile(ScenarioDescription(name: "down", steps: [.down(finger: 1, at: Point(100, 350))]),
                                              in: scene)
        // Left on purpose (design 8: named): the touch stays down and no timer runs.
        withTestClock(device, expectingPending: ["hold.minimumPressDuration", "tapB.maximumTapDuration"]) { _ in
            let left = device.run(script, timerLimit: 0, endingTouches: false)
            #expect(left.contains { $0.owner == "hold" })
        }
        let pending = try #require(device.trace.records.last { $0.kind == .runloopPending })
        let owners = try #require(pending.objectKeys("owners"))
        #expect(owners.contains(holdB) && owners.allSatisfy { $0.label != "hold" || $0 == holdB }, "row B's long press, not row A's")
    }

    @Test("issue 27.3: a saved trace's lists are resolved once against the scene, to the first object of each label")
    func savedTraceListsResolveByLabel() throws {
        let k = Self.rows()
        let saved = try SavedTrace.parse(TraceJSON.lines(k.run.trace), path: "rows.jsonl")
        let built = try SceneBuilder.build(k.run.scene)
        let resolved = saved.trace.records.map { $0.resolvingIDs(built.labels) }
        let delayed = try #require(resolved.first { $0.kind == .deliveryDelayed })
        // A saved trace has labels only: `tap` is the first object of that label, row A's (documented in the README).
        #expect(delayed.objectKeys("by") == [k.tapA])
        #expect(TraceJSON.line(delayed) == TraceJSON.line(k.run.trace.records.first { $0.kind == .deliveryDelayed }!))
    }

    @Test("issue 27.3, rule H1: the screen at an instant has both rows, each with its own state")
    func screenTellsThemApart() throws {
        let k = Self.rows()
        let snapshot = k.run.snapshot(at: .zero)
        let rows = snapshot.views.filter { $0.name == "row" }
        #expect(rows.map(\.key) == [k.rowA, k.rowB])
        #expect(rows.map(\.frame.minY) == [100, 300], "row B drawn where it is, not at row A's frame")
        #expect(rows[0].fill != nil && rows[0].fill != rows[1].fill, "each row its own colour")
        #expect(snapshot.view(k.rowB)?.gestures == [k.tapB, k.dblB])
        // Before any record (the scene as built) and after the last, too.
        for state in [k.run.state(cursor: 0, at: .zero), k.run.state(cursor: k.run.trace.count, at: k.run.end)] {
            let shown = SceneSnapshot.make(state, screen: k.run.scene.device.screen)
            #expect(shown.views.filter { $0.name == "row" }.map(\.frame.minY) == [100, 300])
            #expect(state[k.rowB]?.frame.minY == 300 && state[k.rowA]?.frame.minY == 100)
        }
        // A view.state record about row B changes row B only.
        var state = k.run.state(at: .zero)
        let trace = Trace()
        trace.record(.viewState, TraceName("row", id: k.rowB.id), "at", .int(0)).with("alpha", .number(0.5))
        state.apply(trace[0])
        #expect(state[k.rowB]?.alpha == 0.5 && state[k.rowA]?.alpha == 1)
        // A view.tree record keyed by its views' ids: both rows keep their own states.
        let order = state.order
        let tree = Trace()
        tree.record(.viewTree, "screen", "at", .int(0)).with("views", .names(order.map { TraceName($0.label, id: $0.id) }))
            .with("parents", .list(state.parents.map { $0.map(TraceValue.int) ?? .null }))
        state.apply(tree[0])
        #expect(state.order == order)
        #expect(state[k.rowB]?.frame.minY == 300 && state[k.rowA]?.frame.minY == 100)
    }

    @Test("issue 27.3, rules H1, H2: the recorded walk, the walk of a played-back screen and the hover land on row B, drawn at row B")
    func hitTestAndHoverTellThemApart() throws {
        let k = Self.rows()
        let snapshot = k.run.snapshot(at: .zero)
        let recorded = HitTestPath(touch: try #require(k.run.index.touches.first))
        #expect(recorded.winnerKey == k.rowB && recorded.winner == "row")
        #expect(recorded.visits.filter { $0.name == "row" }.map(\.key) == [k.rowB], "front-most first: B, which takes the point (H2)")
        let hover = HitTestPath.walk(snapshot, at: Point(100, 350))
        #expect(hover.winnerKey == k.rowB)
        #expect(hover.chainKeys.last == k.rowB)
        let live = HitTestPath.walk(k.run.application, at: Point(100, 350))
        #expect(live.winnerKey == k.rowB)
        let identity = ScreenTransform(origin: .zero, scale: 1)
        let strokes = HitTestOverlay.hover(hover, snapshot: snapshot, transform: identity, pointer: Point(100, 350)).compactMap { c -> Rect? in
            if case .strokeRect(let r, _, _) = c { return r }
            return nil
        }
        #expect(strokes == [snapshot.view(k.rowB)!.frame], "the hover outlines row B, not the first row of its label")
        let overlay = HitTestOverlay.draw(recorded, snapshot: snapshot, transform: identity).compactMap { c -> Rect? in
            if case .strokeRect(let r, _, let w) = c, w == 3 { return r }
            return nil
        }
        #expect(overlay == [snapshot.view(k.rowB)!.frame.insetBy(dx: -1.5, dy: -1.5)], "the hit-test view's outline is row B's")
    }

    @Test("issue 27.3: a selected log line highlights the objects it names, not every object of their labels")
    func highlightTellsThemApart() throws {
        let k = Self.rows()
        let trace = k.run.trace
        let snapshot = k.run.snapshot(at: .zero)
        let delayedSeq = try #require((0..<trace.count).first { trace.kind(at: $0) == .deliveryDelayed })
        let keys = LogPanel.keys(in: trace[delayedSeq], trace: trace)
        #expect(keys.contains(k.rowB) && keys.contains(k.tapB) && keys.contains(ObjectKey("touch1")))
        #expect(!keys.contains(k.rowA) && !keys.contains(k.tapA))
        #expect(snapshot.views.filter { $0.isHighlighted(by: keys) }.map(\.key) == [k.rowB])
        // A wait names the recognizer it waits for: row B (whose recognizer it is), not row A.
        let waitSeq = try #require((0..<trace.count).first { trace.kind(at: $0) == .gestureWaiting })
        let waitKeys = LogPanel.keys(in: trace[waitSeq], trace: trace)
        #expect(waitKeys == [k.tapB, k.dblB])
        #expect(snapshot.views.filter { $0.isHighlighted(by: waitKeys) }.map(\.key) == [k.rowB])
        // A cause's other object (`cancelsTouchesInView:tap`) is the subject of the record it links to.
        var linked = 0
        for seq in 0..<trace.count {
            let r = trace[seq]
            guard r.typedCause?.otherObject != nil, case .int(let cause)? = r["causedBy"] else { continue }
            #expect(LogPanel.keys(in: r, trace: trace).contains(trace[cause].subjectKey), "\(HumanLog.line(r))")
            linked += 1
        }
        #expect(linked > 0)
    }

    // MARK: Two scroll views of one label

    static let listsYAML = """
        windows:
          - name: W
            root:
              name: Root
              frame: [0, 0, 390, 844]
              subviews:
                - name: listA
                  kind: scrollView
                  frame: [0, 0, 194, 844]
                  contentSize: [194, 6000]
                  subviews:
                    - { name: rowsA, frame: [0, 0, 194, 6000], color: "#E5E5EA" }
                - name: listB
                  kind: scrollView
                  frame: [196, 0, 194, 844]
                  contentSize: [194, 6000]
                  subviews:
                    - { name: rowsB, frame: [0, 0, 194, 6000], color: "#D1D1D6" }
        scenarios:
          - name: flick both
            steps:
              - { drag: { from: [100, 700], to: [100, 450], duration: 0.15 } }
              - { drag: { from: [290, 700], to: [290, 450], duration: 0.15 } }
        """

    /// The folds the log makes of `scene`'s run: each head, its scroll view's key, and its fires.
    static func folds(_ scene: SceneDescription) -> (run: ScenarioRun, folds: [(head: Int, view: ObjectKey, fires: Int)]) {
        let run = ScenarioRun.played(scene, scene.scenarios[0])
        let entries = LogEntries()
        _ = entries.update(run.trace, count: run.trace.count, filter: LogFilter())
        return (run, entries.folds.sorted { $0.key < $1.key }.map { ($0.key, $0.value.viewKey, $0.value.fires) })
    }

    @Test("issue 27.3, rules V7: two scroll views of one label decelerating at once fold as two scroll views do (one fold per run of one view's frames)")
    func logFoldsTellThemApart() throws {
        let distinct = Self.folds(Scenes.load(Self.listsYAML))
        let shared = Self.folds(Self.relabelled(Self.listsYAML, ["listA": "list", "listB": "list"]))
        #expect(distinct.run.trace.count == shared.run.trace.count)
        #expect(shared.folds.map(\.head) == distinct.folds.map(\.head), "the same folds as with two labels")
        #expect(shared.folds.map(\.fires) == distinct.folds.map(\.fires))
        let lists = shared.run.application.windows[0].subtree.filter { $0.name == "list" }.map { ObjectKey($0) }
        #expect(lists.count == 2)
        #expect(Set(shared.folds.map(\.view)) == Set(lists), "each list's deceleration folds under its own key")
        // The deceleration overlaps: at least one fold of each list follows one of the other.
        #expect(zip(shared.folds, shared.folds.dropFirst()).contains { $0.view != $1.view })
        // The timeline's scroll lanes: one per list.
        let lanes = TimelineModel(index: shared.run.index).lanes.filter { $0.kind == .scrollView }
        #expect(lanes.map(\.key) == lists && lanes.map(\.name) == ["list", "list"])
    }
}
