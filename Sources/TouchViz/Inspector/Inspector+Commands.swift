import Foundation
import TouchCore
import TouchScene

/// What the keys do (`KeyBindings`), and playback: choosing a scenario,
/// playing, pausing, stepping record by record or turn by turn, scrubbing.
extension Inspector {
    func perform(_ command: InspectorCommand, _ effects: inout [ViewerEffect]) {
        if panels.help && command != .toggleHelp && command != .quit {
            panels.help = false
            if command == .goLive { return }
        }
        switch command {
        case .toggleHelp: panels.help.toggle()
        case .toggleHitTest: panels.hitTest.toggle()
        case .toggleRecognizers: panels.recognizers.toggle()
        case .toggleTimeline: panels.timeline.toggle()
        case .togglePipeline: panels.pipeline.toggle()
        case .toggleLog: panels.log.toggle()
        case .toggleThresholds: panels.thresholds.toggle()
        case .toggleNames: panels.names.toggle()
        case .playPause: playPause(&effects)
        case .stepForward: step(by: 1)
        case .stepBack: step(by: -1)
        case .nextTurn: stepTurn(forward: true)
        case .previousTurn: stepTurn(forward: false)
        case .selectNext: step(by: 1)
        case .selectPrevious: step(by: -1)
        case .restart: moveCursor(to: 0)
        case .jumpToEnd: if let p = playback { moveCursor(to: p.run.index.count) }
        case .playScenario(let n):
            if n < scene.scenarios.count { play(scenario: n, playing: true) } else {
                notify(scene.scenarios.isEmpty ? "this scene has no scenarios: record one with ⇧R"
                       : "there is no scenario \(n + 1): the scene has \(scene.scenarios.count)", &effects)
            }
        case .nextScenario, .previousScenario:
            guard !scene.scenarios.isEmpty else { return notify("this scene has no scenarios: record one with ⇧R", &effects) }
            let count = scene.scenarios.count
            let current = playback?.number ?? (command == .nextScenario ? -1 : 0)
            play(scenario: ((current + (command == .nextScenario ? 1 : -1)) % count + count) % count, playing: false)
        case .goLive:
            if whatIf?.zoomedEnds == true { whatIf?.zoomedEnds = false } else if whyNot.view != nil { whyNot.dismiss() } else { goLive() }
        case .slower: playbackSpeed.slower(); notify("playback at \(playbackSpeed.text)", &effects)
        case .faster: playbackSpeed.faster(); notify("playback at \(playbackSpeed.text)", &effects)
        case .zoomIn, .zoomOut: timeline.zoom(in: command == .zoomIn, around: playback.map { $0.time.seconds })
        case .fitTimeline:
            // Playback: the whole run; live: follow now again, the latest interaction kept in view.
            timeline.fit(runEnd: playback.map { $0.run.end.seconds })
        case .jumpToLastTouch:
            let s = shown
            guard let interaction = s.index.latestInteraction(at: s.cursor) ?? s.index.latestInteraction(at: s.index.count) else {
                return notify("no touch yet: touch the screen or play a scenario", &effects)
            }
            timeline.show(from: interaction.start, to: interaction.end)
        case .logPageUp, .logPageDown:
            // With the what-if panel open (no log), the keys scroll its why (issue 32 point 7).
            if whatIfPage(down: command == .logPageDown, outcome: false) { return }
            let page = layout.log.map { LogPanel.capacity(PanelChrome.content(of: $0)) } ?? 20
            log.page(down: command == .logPageDown, size: page, atEnd: atEnd)
        case .toggleStages:
            log.toggleStages()
            notify(log.filter.showStages ? "log: every record, source stages included" : "log: source stages hidden", &effects)
        case .search:
            panels.log = true
            log.startSearch()
        case .toggleRecording: toggleRecording(&effects)
        case .systemCancel:
            if playback == nil { cancelAllTouches() }
        case .toggleFrameTime: status.showsFrameTime.toggle()
        case .togglePairMode:
            fingers.pairMode.toggle()
            notify(fingers.pairMode ? "two-finger mode: a drag pinches and rotates about the pinch centre (m again: one finger)"
                   : "one-finger mode: ⌥-drag (Alt on Linux) still pinches", &effects)
        case .setPairCenter:
            // Issue 32 point 5: the pinch centre where the user wants it.
            let hover = pointer.hover.flatMap { layout.screen.contains($0) ? screenPoint($0) : nil }
            fingers.choose(center: hover)
            notify("pinch centre at (\(TextFit.number(fingers.pairCenter.x)), \(TextFit.number(fingers.pairCenter.y)))", &effects)
        case .clearLive:
            rebuildLive()
            playback = nil
            notify("cleared: a fresh scene and an empty trace", &effects)
        case .screenshot:
            let path = outputPath("screenshot")
            effects.append(.saveScreenshot(path: path))
            notify("screenshot \(fileName(path)) saved in \(URL(fileURLWithPath: path).deletingLastPathComponent().path)", &effects)
        case .timelineImage:
            let path = outputPath("timeline")
            let title = "\(scene.title) — " + (playback.map { $0.run.title } ?? "live")
            effects.append(.saveImage(TimelineDrawing.image(timelineModel(whole: true), title: title), path: path))
            notify("timeline picture \(fileName(path)) saved in \(URL(fileURLWithPath: path).deletingLastPathComponent().path)", &effects)
        case .toggleWhatIf: toggleWhatIfPanel()
        case .whatIfToggle(let n): toggleWhatIf(number: n, &effects)
        case .whatIfReset: resetWhatIf()
        case .whatIfOutcomesPageUp, .whatIfOutcomesPageDown:
            // ⇧pgup, ⇧pgdn: the what-if panel's outcomes; without the panel, the log as pgup and pgdn.
            if !whatIfPage(down: command == .whatIfOutcomesPageDown, outcome: true) {
                perform(command == .whatIfOutcomesPageDown ? .logPageDown : .logPageUp, &effects)
            }
        case .quit: effects.append(.quit)
        }
    }

    // MARK: Playback

    /// Opens scenario `n` at its start.
    func play(scenario n: Int, playing: Bool) {
        open(ScenarioRun(scene: scene, scenario: scene.scenarios[n]), number: n, playing: playing)
    }

    /// Opens a saved trace (`open --trace`) at its start: stepping and
    /// scrubbing move through its records; the screen shows the scene driven
    /// by its samples. Says so when the scene now runs differently.
    public func open(trace saved: SavedTrace, playing: Bool = false) -> String? {
        document.savedTrace = saved
        let (run, difference) = saved.run(on: scene)
        open(run, number: Self.savedTraceNumber, playing: playing)
        guard let difference else { return nil }
        return "\(run.title): the scene now runs differently from record \(difference) on; the log and timeline show the saved "
            + "records, the screen the scene driven by the saved touches"
    }

    /// `Playback.number` of a saved trace (not one of the scene's scenarios).
    static let savedTraceNumber = -1

    private func open(_ run: ScenarioRun, number n: Int, playing: Bool) {
        // Fingers held on the live run when playback takes the screen: the
        // system takes them away (rule S1's system cancel), as a call would;
        // lifting them would fire taps and selections nobody made.
        if playback == nil { cancelAllTouches() }
        playback = Playback(run: run, number: n, playing: playing, catalog: RecognizerCatalog(run.application, parameters: scene.device))
        clock.pause()
        timeline.show(runEndingAt: run.end.seconds)
        log.reset()
    }

    func goLive() {
        guard playback != nil else { return }
        playback = nil
        clock.pause()
        log.select(nil)
        timeline.followNow()
    }

    func playPause(_ effects: inout [ViewerEffect]) {
        guard playback != nil else {
            if scene.scenarios.isEmpty { return notify("this scene has no scenarios: record one with ⇧R", &effects) }
            return play(scenario: 0, playing: true)
        }
        playback?.playPause()
    }

    /// One record forward or back (playback), or the log selection among the shown entries (live).
    func step(by delta: Int) {
        guard let p = playback else { return log.step(by: delta, among: shownLogEntries()) }
        moveCursor(to: p.cursor + delta)
    }

    /// Moves to the next (or previous) boundary between run loop turns:
    /// forward shows the rest of the current turn, back undoes the last one.
    func stepTurn(forward: Bool) {
        guard let p = playback else { return step(by: forward ? 1 : -1) }
        moveCursor(to: p.turnBoundary(forward: forward))
    }

    /// Playback shows the first `cursor` records, at the last one's instant.
    func moveCursor(to cursor: Int) {
        guard playback != nil else { return }
        playback?.move(toCursor: cursor)
        log.select(playback?.lastRecord)
    }

    /// Playback at the instant under window point `p` on the timeline.
    func scrub(to point: Point) {
        guard playback != nil, let panel = layout.timeline else { return }
        let (_, _, lanes) = TimelineDrawing.geometry(in: PanelChrome.content(of: panel))
        playback?.scrub(to: timeline.viewport.time(atX: point.x, in: lanes))
        log.select(playback?.lastRecord)
    }

    /// Selects log line `line`; in playback the cursor goes there too.
    func select(_ line: Int) {
        if playback != nil {
            moveCursor(to: line + 1)
        } else {
            log.select(line)
        }
    }
}

// MARK: Log

extension Inspector {
    /// Whether everything of the run shown has happened (live, or playback at its end): only then does reaching the log's tail follow it.
    var atEnd: Bool { playback?.atEnd ?? true }

    /// The records the log shows now, in order.
    func shownLogEntries() -> [Int] { log.shown(in: shown.trace) }
}
