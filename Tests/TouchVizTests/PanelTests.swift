import Testing
import TouchCore
import TouchScene
@testable import TouchViz

@Suite struct RecognizerPanelTests {
    let area = Rect(x: 0, y: 0, width: 460, height: 320)

    /// The rounded rectangle a state node is drawn in, found by its label, and its fill.
    func node(_ state: String, in commands: [DrawCommand], after header: String) -> Color? {
        guard let start = commands.firstIndex(where: { if case .text(let s, _, _, _, _) = $0 { return s.hasPrefix(header) }; return false })
        else { return nil }
        for i in start..<commands.count {
            if case .text(state, _, _, _, _) = commands[i], i > 0, case .fillRoundedRect(_, _, let c) = commands[i - 1] { return c }
        }
        return nil
    }

    @Test func theCurrentStateIsLitAndTheWaitIsMarked() {
        let run = Scenes.run(Scenes.doubleTap, scenario: "one tap")
        let m = run.moment(cursor: run.cursor(after: .gestureWaiting, "single"))
        #expect(RecognizerPanel.recognizers(m).map(\.label) == ["single", "double"])
        let commands = RecognizerPanel.draw(m, in: area)
        #expect(node("possible", in: commands, after: "single") == Palette.possible, "lit: filled with the state's colour")
        #expect(node("ended", in: commands, after: "single") == Palette.panel, "unlit: hollow")
        #expect(commands.texts.contains("waiting for double"))
        #expect(commands.strokedRects.contains { $0.1 == Palette.waiting })
        let edges = RecognizerPanel.relations(among: RecognizerPanel.recognizers(m), m, since: 0)
        #expect(edges.map(\.labels) == ["single → double requiresFailure"])
        #expect(commands.texts.contains("waits for failure of (G3)"))
    }

    @Test func theLastTransitionShowsItsCauseInWords() {
        let run = Scenes.run(Scenes.doubleTap, scenario: "one tap")
        let failed = run.cursor(after: .gestureState, "double")
        let commands = RecognizerPanel.draw(run.moment(cursor: failed), in: area)
        #expect(node("failed", in: commands, after: "double") == Palette.failed)
        #expect(commands.texts.contains { $0.contains("possible → failed:") && $0.contains("maximumIntervalBetweenTaps") }
            || commands.texts.contains { $0.contains("maximumIntervalBetweenTaps passed") })
        // The bold edge, in the colour of the state it led to.
        #expect(commands.contains { if case .line(_, _, Palette.failed, 2.5) = $0 { return true }; return false })
    }

    @Test func exclusionIsAnEdgeFromTheWinner() {
        let run = Scenes.run(Scenes.nested, scenario: "tap D")
        let m = run.moment(cursor: run.index.count)
        let edges = RecognizerPanel.relations(among: RecognizerPanel.recognizers(m), m, since: 0)
        #expect(edges.map(\.labels).contains("D_tap → A_tap excluded"))
        #expect(!edges.contains { $0.to.label == "C_pan" }, "the pan failed on its own: it lifted before moving far enough")
        let commands = RecognizerPanel.draw(m, in: area)
        #expect(commands.texts.joined(separator: " ").contains("D_tap won (G5)"))
    }

    @Test func manyRecognizersGetOneLineEach() {
        let run = Scenes.run(Scenes.nested, scenario: "tap D")
        let m = run.moment(cursor: run.index.count)
        let small = RecognizerPanel.draw(m, in: Rect(x: 0, y: 0, width: 460, height: 140))
        #expect(!small.texts.contains("changed"), "no graphs when they do not fit")
        #expect(small.texts.contains("possible"))
    }

    @Test func causesReadAsSentences() {
        #expect(Cause.exclusive("D_tap").explanation(to: .failed)
            == "D_tap recognized first and gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) allowed no simultaneous recognition (rule G5)")
        #expect(Cause.shouldBegin("testBtn").explanation(to: .failed) == "testBtn answered false to gestureRecognizerShouldBegin(_:) (rule G4)")
    }
}

@Suite struct TimelineTests {
    @Test func lanesPerTouchRecognizerAndResponder() {
        let run = Scenes.run(Scenes.doubleTap, scenario: "one tap")
        let model = TimelineModel(index: run.index)
        #expect(model.lanes.map(\.name) == ["TOUCHES", "touch1", "RECOGNIZERS", "single", "double", "RESPONDERS", "photo"])
        let photo = model.lanes.last!
        #expect(photo.aliases.isEmpty, "photo handles its touches: nothing goes on")
        let held = photo.bars.first { $0.label.hasPrefix("ended held by") }!
        #expect(held.end != nil)
        #expect(photo.marks.contains { $0.shape == .cross && $0.label.hasPrefix("ended dropped") })
        let single = model.lanes.first { $0.name == "single" }!
        #expect(single.bars.contains { $0.outline && $0.label == "waits for double" })
        #expect(single.marks.contains { $0.shape == .diamond && $0.color == Palette.ended })
        #expect(single.marks.contains { $0.shape == .triangle && $0.label == "singleTap" })
    }

    @Test func aChainThatOnlyPassesTouchesOnSharesALane() {
        let run = Scenes.run(Scenes.nested, scenario: "drag C")
        let model = TimelineModel(index: run.index)
        let e = model.lanes.first { $0.name == "E" }!
        #expect(e.aliases == ["C", "A", "Root", "VC", "Main", "Application"])
        #expect(!model.lanes.contains { $0.name == "Root" })
    }

    @Test func onlyWhatTheViewportShowsIsDrawn() {
        let run = Scenes.run(Scenes.nested, scenario: "drag C")
        let model = TimelineModel(index: run.index)
        let area = Rect(x: 0, y: 0, width: 800, height: 300)
        let all = TimelineDrawing.draw(model, viewport: .fit(end: 0.2), in: area)
        let part = TimelineDrawing.draw(model, viewport: TimelineViewport(start: 0.15, span: 0.01), in: area)
        let ticks = { (cs: [DrawCommand]) in cs.filter { if case .line(let a, let b, _, 1) = $0 { return a.x == b.x }; return false }.count }
        #expect(ticks(part) < ticks(all))
        let (_, _, lanes) = TimelineDrawing.geometry(in: area)
        let cursor = TimelineDrawing.draw(model, viewport: .fit(end: 0.2), in: area, overlay: .init(cursor: 0.1))
        let x = TimelineViewport.fit(end: 0.2).x(0.1, in: lanes)
        #expect(cursor.contains { if case .line(let a, let b, _, 1.5) = $0 { return a.x == x && b.x == x }; return false })
        #expect(all.clipsBalance && part.clipsBalance)
    }

    @Test func aFollowingWindowBuildsOnlyTheRecentLanes() {
        let run = Scenes.run(Scenes.doubleTap, scenario: "two taps")
        let from = run.index.touch(named: "touch2")!.createSeq
        let model = TimelineModel(index: run.index, from: from)
        #expect(!model.lanes.contains { $0.name == "touch1" }, "touch1 lifted before")
        #expect(model.lanes.contains { $0.name == "touch2" })
        let single = model.lanes.first { $0.name == "single" }!
        #expect(single.bars.contains { $0.label == "waits for double" }, "the wait still open at touch2's creation")
        #expect(single.marks.allSatisfy { $0.seq >= from })
    }

    @Test func zoomKeepsThePointUnderThePointer() {
        var v = TimelineViewport(start: 0, span: 2)
        v.zoom(by: 0.5, around: 1)
        #expect(v.start == 0.5 && v.span == 1)
        #expect(TimelineDrawing.niceStep(0.013) == 0.02)
        #expect(TimelineDrawing.niceStep(3) == 5)
    }

    @Test func theWholeTimelinePictureHoldsEveryLane() {
        let run = Scenes.run(Scenes.doubleTap, scenario: "two taps")
        let image = TimelineDrawing.image(TimelineModel(index: run.index), title: "two taps")
        #expect(image.texts.contains("two taps"))
        #expect(image.texts.contains("touch2"))
        #expect(image.size.height >= 30 + 20 + TimelineModel(index: run.index).totalHeight)
    }
}

@Suite struct PipelineAndLogTests {
    @Test func stagesLightUpAsTheSamplePasses() {
        let run = Scenes.run(Scenes.nested, scenario: "tap D")
        let sample = run.index.samples[0]
        let area = Rect(x: 0, y: 0, width: 700, height: 60)
        let cursor = sample.stages[2].seq + 1   // through S3
        let commands = PipelinePanel.draw(index: run.index, cursor: cursor, in: area)
        let boxes = commands.compactMap { c -> Color? in if case .fillRoundedRect(_, 5, let col) = c { return col }; return nil }
        #expect(boxes.count == 7)
        #expect(boxes[0] == Palette.faded(Palette.began, 0.5) && boxes[1] == Palette.faded(Palette.began, 0.5))
        #expect(boxes[2] == Palette.began, "the stage of the current record, brightest")
        #expect(boxes[3] == Palette.panelHeader)
        #expect(commands.texts.contains { $0.hasPrefix("sample 1 of 2") })
    }

    @Test func theLogDimsWhatHasNotHappenedAndNamesWhatALineSpeaksOf() {
        let run = Scenes.run(Scenes.nested, scenario: "tap D")
        let area = Rect(x: 0, y: 0, width: 1200, height: 14 * 10 + 4)
        let all = Array(0..<run.trace.count)
        let commands = LogPanel.draw(entries: all, first: 0, cursor: 5, selected: 2, in: area, record: { run.trace[$0] })
        #expect(commands.texts.count == 10)
        #expect(commands.texts[0] == HumanLog.line(run.trace[0]))
        #expect(commands.contains(.fillRect(Rect(x: 0, y: 2 + 28, width: 1200, height: 14), Palette.faded(Palette.selection, 0.3))))
        let dim = commands.compactMap { c -> Color? in if case .text(_, _, _, let col, _) = c { return col }; return nil }
        #expect(dim[6].a < dim[1].a || dim[6].a < 255)
        let state = run.trace.records.first { $0.kind == .gestureState && $0.subject == "A_tap" }!
        #expect(LogPanel.names(in: state) == ["A_tap", "D_tap"])
        #expect(LogPanel.color(of: state) == Palette.failed)
        let rows = LogPanel.rows(entries: all, first: 7, in: area) { HumanLog.line(run.trace[$0]) }
        #expect(LogPanel.record(at: Point(10, 2 + 14 * 3 + 5), in: rows) == 10)
    }

    @Test func longLogLinesWrapAtWordsUnderTheMessageNeverMidWord() {
        let run = Scenes.run(Scenes.doubleTap, scenario: "two taps")
        let width = 300.0
        let capacity = TextFit.capacity(width, size: 9.5)
        for r in run.trace.records {
            let line = HumanLog.line(r)
            let lines = LogPanel.lines(line, width: width)
            #expect(lines.allSatisfy { $0.count <= capacity }, "every line fits: \(lines)")
            // The words come back whole, in order: no word was cut (none here is longer than a line).
            let words = lines.flatMap { $0.split(separator: " ") }
            #expect(words == line.split(separator: " "), "\(lines)")
            if lines.count > 1 { #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: min(22, capacity / 3))) }) }
        }
    }

    @Test func theLogHidesSourceStagesByDefaultAndSearchesLines() {
        let run = Scenes.run(Scenes.nested, scenario: "tap D")
        let entries = LogEntries()
        let shown = entries.update(run.trace, count: run.trace.count, filter: LogFilter())
        #expect(!shown.isEmpty && shown.allSatisfy { run.trace[$0].kind != .stage }, "stages hidden by default")
        #expect(shown.count == run.trace.records.filter { $0.kind != .stage }.count)
        let all = entries.update(run.trace, count: run.trace.count, filter: LogFilter(showStages: true))
        #expect(all == Array(0..<run.trace.count))
        let found = entries.update(run.trace, count: run.trace.count, filter: LogFilter(query: "a_TAP"))
        #expect(!found.isEmpty && found.allSatisfy { HumanLog.line(run.trace[$0]).contains("A_tap") })
        #expect(LogEntries.position(of: found[1], in: found) == 1 && LogEntries.position(of: found[1] + 1, in: found) == 1)
    }
}

@Suite struct ExportPictureTests {
    @Test func theExportShowsTheScreenTheRecognizersAndTheWholeTimeline() {
        let scene = Scenes.load(Scenes.doubleTap)
        let picture = ExportPicture.make(scene: scene, scenario: scene.scenarios[1], size: Size(width: 1400, height: 900))
        #expect(picture.size == Size(width: 1400, height: 900))
        let texts = picture.texts
        #expect(texts.contains("Single tap waiting for a double tap — two taps"))
        #expect(texts.contains("fired: double ended → photo.doubleTap"))
        #expect(texts.contains("Recognizers") && texts.contains("Timeline"))
        #expect(texts.contains("touch1") && texts.contains("touch2"), "every touch's trail is named")
        #expect(texts.contains("single") && texts.contains("double"), "lanes for both recognizers")
        #expect(texts.contains("hit-test view: photo"))
        #expect(picture.commands.clipsBalance)
        // Every command lies within the picture.
        for case .text(_, let o, _, _, _) in picture.commands {
            #expect(o.x >= 0 && o.y >= 0 && o.x <= 1400 && o.y <= 900)
        }
    }

    @Test func withoutAScenarioTheSceneAlone() {
        let scene = Scenes.load(Scenes.nested)
        let picture = ExportPicture.make(scene: scene, scenario: nil, size: Size(width: 800, height: 600))
        #expect(picture.texts.contains("no scenario: the scene as it opens"))
        #expect(picture.texts.contains("D"))
    }
}
