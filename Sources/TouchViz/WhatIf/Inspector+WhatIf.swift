import Foundation
import TouchCore
import TouchScene

/// What-if in the window (issue 12, item 4): select an object (a
/// right-click on a view or control of the screen, a click on a recognizer's
/// card), read its `why` in the run shown, toggle the settings its code can
/// flip; each toggle replays the last input (the scenario played, or the
/// live touches recorded as steps) on the scene as written and with every
/// setting switched on, and the panel shows the two side by side. Pure like
/// the rest of the Inspector: both runs are headless replays, read from
/// their traces.
extension Inspector {
    // MARK: Commands

    /// `w`: opens the panel (on the view a right-click last asked about) or closes it.
    func toggleWhatIfPanel() {
        if whatIf != nil {
            whatIf = nil
        } else {
            whatIf = WhatIfSession(object: whyNot.view?.label)
            refreshWhatIfToggles()
        }
        relayout()
    }

    /// Selects `name` (a view, control, scroll view or recognizer) and opens
    /// the panel; the settings switched on stay on.
    public func selectForWhatIf(_ name: String) {
        let opening = whatIf == nil
        var session = whatIf ?? WhatIfSession(object: name)
        session.object = name
        session.scroll = [:]
        session.zoomedEnds = false
        whatIf = session
        refreshWhatIfToggles()
        if opening { relayout() }
    }

    /// `⌥N`: switches the selected object's N-th setting (from 0) on or off.
    func toggleWhatIf(number n: Int, _ effects: inout [ViewerEffect]) {
        guard let session = whatIf, session.object != nil else {
            return notify("what-if: select an object first (right-click a view, click a recognizer)", &effects)
        }
        guard n < session.toggles.count else {
            return notify("what-if: \(session.object ?? "") has \(session.toggles.count) setting\(session.toggles.count == 1 ? "" : "s") to toggle", &effects)
        }
        toggleWhatIf(session.toggles[n])
    }

    /// Switches `setting` on (replacing another value of the same property) or off.
    public func toggleWhatIf(_ setting: Setting) {
        guard var session = whatIf else { return }
        if let i = session.active.firstIndex(of: setting) {
            session.active.remove(at: i)
        } else {
            session.active.removeAll { $0.object == setting.object && $0.property == setting.property }
            session.active.append(setting)
        }
        session.scroll[.outcome] = 0
        whatIf = session
    }

    /// `⌥0`: every setting off, back to the scene as written.
    public func resetWhatIf() {
        guard whatIf != nil else { return }
        whatIf?.active = []
    }

    // MARK: Pointer

    /// A click on the panel (a toggle, a neighbour, reset) or on a
    /// recognizer's card: true when it was one of those.
    func whatIfPointerDown(_ p: Point) -> Bool {
        if let session = whatIf {
            if let hit = session.hits.first(where: { $0.rect.contains(p) }) {
                switch hit.action {
                case .toggle(let setting): toggleWhatIf(setting)
                case .reset: resetWhatIf()
                case .select(let name): selectForWhatIf(name)
                case .close: toggleWhatIfPanel()
                case .zoomEnds: whatIf?.zoomedEnds = true
                case .unzoom: whatIf?.zoomedEnds = false
                }
                return true
            }
            if WhatIfPanel.frames(layout, recognizers: panels.recognizers).panel.contains(p) { return true }
        }
        if let name = recognizerCard(at: p) {
            selectForWhatIf(name)
            return true
        }
        return false
    }

    /// The recognizer whose card is under `p` in the recognizers panel
    /// (cards stack from the top: full ones while they fit, one-line ones after).
    func recognizerCard(at p: Point) -> String? {
        guard let r = layout.recognizers, r.contains(p) else { return nil }
        let s = shown
        let names = s.index.recognizers(of: s.index.focusTouches(at: s.cursor))
        let content = PanelChrome.content(of: r)
        let body = Rect(x: content.minX, y: content.minY, width: content.width, height: max(0, content.height - 30))
        guard body.contains(p), !names.isEmpty else { return nil }
        let full = Double(names.count) * (RecognizerPanel.cardHeight + 6) <= body.height
        let step = full ? RecognizerPanel.cardHeight + 6 : RecognizerPanel.compactHeight + 3
        let row = Int(((p.y - body.minY - 4) / step).rounded(.down))
        // What-if settings name the object as the scene file does (its label, unique in a file).
        return row >= 0 && row < names.count ? names[row].label : nil
    }

    // MARK: Model

    /// The scene file as `WhatIfScene` (its YAML, where settings are applied), for this generation.
    func whatIfScene() -> Result<WhatIfScene, WhatIfError> {
        let generation = document.generation
        if let kept = whatIf?.keptSceneFile(for: generation) { return kept }
        let value = readWhatIfScene()
        whatIf?.keep(sceneFile: value, for: generation)
        return value
    }

    /// The scene file read as `WhatIfScene`, through the shell's files.
    private func readWhatIfScene() -> Result<WhatIfScene, WhatIfError> {
        let value: Result<WhatIfScene, WhatIfError>
        let file = scenePath ?? DefaultScene.fileName
        do {
            var text = DefaultScene.yaml
            if let scenePath {
                guard let read = files.text(at: scenePath) else {
                    throw WhatIfError("\(scenePath) cannot be read: what-if applies settings to the scene file")
                }
                text = read
            }
            value = .success(try WhatIfScene(file: file, text: text, description: scene))
        } catch let error as WhatIfError {
            value = .failure(error)
        } catch {
            value = .failure(WhatIfError("\(error)"))
        }
        return value
    }

    private func refreshWhatIfToggles() {
        guard let name = whatIf?.object else { return }
        let scene = try? whatIfScene().get()
        whatIf?.toggles = scene?.toggles(for: name) ?? []
        whatIf?.settingsOwner = scene?.ownerOfSettings(name)
    }

    /// The wheel over the panel scrolls the part under the pointer; true when the panel took it.
    func whatIfScroll(dy: Double, at p: Point) -> Bool {
        guard let session = whatIf, WhatIfPanel.frames(layout, recognizers: panels.recognizers).panel.contains(p) else { return false }
        if let area = session.areas.first(where: { $0.rect.contains(p) }) {
            scrollWhatIf(area.region, by: -Int((dy * 3).rounded()))
        }
        return true
    }

    /// pgup, pgdn with the panel open: a page of its why (⇧: of the outcomes); true when taken.
    func whatIfPage(down: Bool, outcome: Bool) -> Bool {
        guard let session = whatIf, !session.zoomedEnds else { return false }
        let region: WhatIfPanel.Region = outcome ? .outcome : .why
        let page = session.areas.first { $0.region == region }?.page ?? 10
        scrollWhatIf(region, by: down ? page : -page)
        return true
    }

    /// Moves a part's first line by `lines`, within what it can scroll as last drawn.
    func scrollWhatIf(_ region: WhatIfPanel.Region, by lines: Int) {
        guard let session = whatIf else { return }
        let limit = session.areas.first { $0.region == region }?.limit ?? 0
        whatIf?.scroll[region] = max(0, min(limit, (session.scroll[region] ?? 0) + lines))
    }

    /// Brings the panel's why and replay up to date with what is shown.
    func updateWhatIf() {
        guard let before = whatIf else { return }
        // A rebuilt scene: its settings may differ (the why and the replay follow by their keys).
        if before.sceneGeneration != document.generation { refreshWhatIfToggles() }
        // Read (and cache) the scene file before taking the session: why and replay use it.
        _ = whatIfScene()
        guard var session = whatIf else { return }
        // While live fingers are down the input is not over: keep what the panel shows
        // (a replay per frame of a drag would be wasted) and catch up at the lift.
        if playback == nil, session.why != nil, !live.device.activeTouches.isEmpty { return }
        let s = shown
        if let object = session.object {
            session.updateWhy(.init(object: object, run: runKey, records: s.trace.count)) { why(of: object, records: s.trace.records) }
        }
        let settings = session.active
        session.updateReplay(.init(generation: document.generation, input: lastInputKey(), settings: settings)) { replay(with: settings) }
        whatIf = session
    }

    /// The text of `touchscope why` for `name` in the run shown.
    func why(of name: String, records: [TraceRecord]) -> WhyText {
        let title = playback.map { $0.number == Self.savedTraceNumber ? "trace \($0.run.title)" : $0.run.title } ?? "live"
        do {
            let scene = try whatIfScene().get()
            let why = try Why(records: records, about: name, scenario: title, scene: scene)
            let lines = why.text.split(separator: "\n").dropFirst(2).map { $0.drop { $0 == " " } }.map(String.init)
            return WhyText(summary: why.summary + " (in \(title))", lines: lines.isEmpty ? ["nothing in this run concerns \(name)"] : lines)
        } catch {
            return WhyText(summary: "", lines: [], problem: "\(error)")
        }
    }

    /// Identifies the last input: the scenario played, or the live samples so far.
    func lastInputKey() -> [Int] {
        if let p = playback { return [1, p.number, p.run.script.samples.count] }
        return [0, live.index.samples.count]
    }

    /// The last input as scenario steps: the scenario played, a saved
    /// trace's touches, or the live touches since the scene was (re)built.
    func lastInput() -> (title: String, scenario: ScenarioDescription)? {
        if let p = playback {
            if p.number >= 0, p.number < scene.scenarios.count {
                return ("scenario \"\(p.run.title)\"", scene.scenarios[p.number])
            }
            return ("trace \(p.run.title)", ScenarioRecorder.scenario(named: p.run.title, samples: p.run.script.samples,
                                                                       parameters: scene.device))
        }
        let samples = live.index.samples.map { TouchSample(time: $0.time, changes: $0.changes) }
        guard !samples.isEmpty else { return nil }
        let touches = live.index.touches.count
        return ("live input (\(touches) touch\(touches == 1 ? "" : "es"))",
                ScenarioRecorder.scenario(named: "live input", samples: samples, parameters: scene.device))
    }

    /// The last input replayed as written and with `settings`.
    func replay(with settings: [Setting]) -> WhatIfReplay {
        let empty = SceneSnapshot(screen: scene.device.screen, views: [])
        func problem(_ input: String, _ text: String) -> WhatIfReplay {
            WhatIfReplay(input: input, settings: settings, diff: OutcomeDiff(written: [], variant: []), writtenEnd: empty,
                         variantEnd: empty, problem: text)
        }
        guard let input = lastInput() else {
            return problem("none yet", "Nothing to replay yet: play a scenario (1–9) or touch the screen.")
        }
        // The budget (issue 33), counted as fix counts it: samples replayed and objects built, twice.
        let samples = ScenarioCompiler.compile(input.scenario, in: scene).samples.count
        let work = 2 * (samples + ((try? whatIfScene().get())?.objects.count ?? 0))
        if work > whatIfBudget.units {
            return problem(input.title, "Not replayed: the last input (\(samples) samples, replayed as written and with the settings) "
                           + "needs \(work) units of replay, past the what-if budget of \(whatIfBudget). Compare it headless "
                           + "(touchscope compare), or open the window with a larger --what-if-budget.")
        }
        let changed: SceneDescription
        do {
            changed = try whatIfScene().get().applying(settings)
        } catch {
            return problem(input.title, "\(error)")
        }
        let written = ScenarioRun(scene: scene, scenario: input.scenario)
        let variant = ScenarioRun(scene: changed, scenario: input.scenario)
        func end(_ run: ScenarioRun) -> SceneSnapshot {
            run.snapshot(at: run.end)
        }
        let diff = OutcomeDiff(written: Outcome(records: written.trace.records).items, variant: Outcome(records: variant.trace.records).items)
        return WhatIfReplay(input: input.title, settings: settings, diff: diff, writtenEnd: end(written), variantEnd: end(variant))
    }

    // MARK: Drawing

    /// The panel, when open.
    func drawWhatIf(into c: inout Canvas) {
        guard whatIf != nil else { return }
        updateWhatIf()
        let frame = WhatIfPanel.frames(layout, recognizers: panels.recognizers).panel
        let scene = try? whatIfScene().get()
        let drawn = WhatIfPanel.draw(whatIf!, scene: scene, in: frame, screen: self.scene.device.screen)
        whatIf?.hits = drawn.hits
        whatIf?.areas = drawn.areas
        c.append(contentsOf: drawn.commands)
    }
}
