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
            if whatIf?.zoomedEnds == true { whatIf?.zoomedEnds = false } else if whyView != nil { whyView = nil } else { goLive() }
        case .slower: speed = max(1.0 / 64, speed / 2); notify("playback at \(speedText)", &effects)
        case .faster: speed = min(4, speed * 2); notify("playback at \(speedText)", &effects)
        case .zoomIn, .zoomOut:
            viewportFollow = false
            let center = viewport.start + viewport.span / 2
            viewport.zoom(by: command == .zoomIn ? 1 / 1.5 : 1.5, around: playback.map { $0.time.seconds } ?? center)
        case .fitTimeline:
            // Playback: the whole run; live: follow now again, the latest interaction kept in view.
            if let p = playback { viewport = .fit(end: p.run.end.seconds) } else { viewportFollow = true }
            timelineScroll = 0
        case .jumpToLastTouch:
            let s = shown
            guard let interaction = s.index.latestInteraction(at: s.cursor) ?? s.index.latestInteraction(at: s.index.count) else {
                return notify("no touch yet: touch the screen or play a scenario", &effects)
            }
            viewportFollow = false
            viewport = .showing(from: interaction.start, to: interaction.end)
            timelineScroll = 0
        case .logPageUp, .logPageDown:
            // With the what-if panel open (no log), the keys scroll its why (issue 32 point 7).
            if whatIfPage(down: command == .logPageDown, outcome: false) { return }
            let page = layout.log.map { LogPanel.capacity(PanelChrome.content(of: $0)) } ?? 20
            logFollow = false
            logFirst = max(0, min(logLast, logFirst + (command == .logPageDown ? page : -page)))
            // Paging down to the tail follows it again (issue 32 point 1).
            if command == .logPageDown && logFirst >= logLast && atEnd { logFollow = true }
        case .toggleStages:
            logFilter.showStages.toggle()
            logFollow = true
            notify(logFilter.showStages ? "log: every record, source stages included" : "log: source stages hidden", &effects)
        case .search:
            panels.log = true
            searching = true
        case .toggleRecording: toggleRecording(&effects)
        case .systemCancel:
            if playback == nil { cancelAllTouches() }
        case .toggleFrameTime: showFrameTime.toggle()
        case .togglePairMode:
            pairMode.toggle()
            notify(pairMode ? "two-finger mode: a drag pinches and rotates about the pinch centre (m again: one finger)"
                   : "one-finger mode: ⌥-drag (Alt on Linux) still pinches", &effects)
        case .setPairCenter:
            // Issue 32 point 5: the pinch centre where the user wants it.
            if let hover, layout.screen.contains(hover) {
                chosenCenter = screenPoint(hover)
            } else {
                chosenCenter = nil
            }
            pairCenter = pinchCenter
            notify("pinch centre at (\(TextFit.number(pairCenter.x)), \(TextFit.number(pairCenter.y)))", &effects)
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

    var speedText: String {
        speed >= 1 ? "\(TextFit.number(speed))× speed" : "1/\(TextFit.number(1 / speed))× speed"
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
        savedTrace = saved
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
        playback = Playback(run: run, number: n, cursor: 0, time: .zero, playing: playing,
                            catalog: RecognizerCatalog(run.application, parameters: scene.device))
        liveOrigin = nil
        viewport = .fit(end: run.end.seconds)
        viewportFollow = false
        timelineScroll = 0
        selected = nil
        logFollow = true
        logFirst = 0
    }

    func goLive() {
        guard playback != nil else { return }
        playback = nil
        liveOrigin = nil
        selected = nil
        logFollow = true
        viewportFollow = true
    }

    func playPause(_ effects: inout [ViewerEffect]) {
        guard var p = playback else {
            if scene.scenarios.isEmpty { return notify("this scene has no scenarios: record one with ⇧R", &effects) }
            return play(scenario: 0, playing: true)
        }
        if p.playing {
            p.playing = false
        } else {
            if p.cursor >= p.run.index.count && p.time >= p.run.end {
                p.cursor = 0
                p.time = .zero
            }
            p.playing = true
        }
        playback = p
    }

    /// Moves playback on by `seconds` of virtual time; stops at the end.
    func advance(_ p: inout Playback, by seconds: Double) {
        p.time = min(p.run.end, p.time.adding(seconds: seconds))
        p.cursor = p.run.index.cursor(at: p.time)
        if p.time >= p.run.end {
            p.cursor = p.run.index.count
            p.playing = false
        }
        selected = p.cursor > 0 ? p.cursor - 1 : nil
        logFollow = true
    }

    /// One record forward or back (playback), or the log selection among the shown entries (live).
    func step(by delta: Int) {
        guard let p = playback else {
            let entries = shownLogEntries()
            guard !entries.isEmpty else { return }
            let position = selected.map { LogEntries.position(of: $0, in: entries) } ?? entries.count
            selected = entries[max(0, min(entries.count - 1, position + delta))]
            logFollow = true
            return
        }
        moveCursor(to: p.cursor + delta)
    }

    /// Moves to the next (or previous) boundary between run loop turns:
    /// forward shows the rest of the current turn, back undoes the last one.
    func stepTurn(forward: Bool) {
        guard let p = playback else { return step(by: forward ? 1 : -1) }
        let index = p.run.index
        // A turn starts at a sample's digitizer record or at the run loop's wake before a timer fires.
        let starts = (index.samples.map(\.seq) + index.timers.map { max(0, $0.seq - 1) }).sorted()
        let target = forward ? starts.first { $0 > p.cursor } ?? index.count : starts.last { $0 < p.cursor } ?? 0
        moveCursor(to: target)
    }

    /// Playback shows the first `cursor` records, at the last one's instant.
    func moveCursor(to cursor: Int) {
        guard var p = playback else { return }
        p.cursor = max(0, min(p.run.index.count, cursor))
        p.time = p.cursor > 0 ? p.run.index.time(ofRecord: p.cursor - 1) : .zero
        p.playing = false
        playback = p
        selected = p.cursor > 0 ? p.cursor - 1 : nil
        logFollow = true
    }

    /// Playback at the instant under window point `p` on the timeline.
    func scrub(to point: Point) {
        guard var p = playback, let timeline = layout.timeline else { return }
        let (_, _, lanes) = TimelineDrawing.geometry(in: PanelChrome.content(of: timeline))
        let t = min(p.run.end.seconds, max(0, viewport.time(atX: point.x, in: lanes)))
        p.time = VirtualTime(seconds: t)
        p.cursor = p.run.index.cursor(at: p.time)
        p.playing = false
        playback = p
        selected = p.cursor > 0 ? p.cursor - 1 : nil
        logFollow = true
    }

    /// Selects log line `line`; in playback the cursor goes there too.
    func select(_ line: Int) {
        if playback != nil {
            moveCursor(to: line + 1)
        } else {
            selected = line
        }
    }
}

// MARK: Log search

extension Inspector {
    /// Whether everything of the run shown has happened (live, or playback at its end): only then does reaching the log's tail follow it.
    var atEnd: Bool { playback.map { $0.cursor >= $0.run.index.count } ?? true }

    /// The records the log shows now, in order.
    func shownLogEntries() -> [Int] {
        let s = shown
        return logEntries.update(s.trace, count: s.trace.count, filter: logFilter)
    }

    /// A key while typing a search: characters add to it, backspace takes
    /// one back, return keeps it (the log stays filtered), esc drops it.
    func typeSearch(_ key: String, _ m: KeyModifiers) {
        switch key {
        case "return": searching = false
        case "escape":
            searching = false
            logFilter.query = ""
        case "backspace": if !logFilter.query.isEmpty { logFilter.query.removeLast() }
        case "space": logFilter.query += " "
        default:
            guard key.count == 1 else { return }
            logFilter.query += m.contains(.shift) ? key.uppercased() : key
        }
        logFirst = 0
        logFollow = true
    }
}
