import TouchCore
import TouchScene

/// One frame: the bars, the device screen with its overlays, the panels,
/// the scene's problems and the help. What does not change between frames
/// is cached (`ShownCaches`): the scene snapshot (per trace length or
/// playback instant), the device drawing (per snapshot and layout), the
/// timeline lanes (per trace length), the hover hit-test (per pointer
/// position and state), the story.
extension Inspector {
    public func render() -> DisplayList {
        let s = shown
        let snapshot = currentSnapshot()
        let highlight = log.selected.flatMap { $0 < s.trace.count ? LogPanel.keys(in: s.trace[$0], trace: s.trace) : nil } ?? []
        let m = MomentContext(index: s.index, cursor: s.cursor, now: s.now, catalog: s.catalog, snapshot: snapshot,
                              transform: layout.transform, highlight: highlight)
        var c = Canvas()
        // The device first: it lies in its column, over the background only, and the renderer keeps its
        // pixels while it does not change. Then what lies on the screen and changes little from frame to
        // frame (the hit-test overlay, the trails, which only grow): the renderer keeps the pixels of what
        // it drew last frame and draws what was appended. The bars do not overlap the column, so they
        // can come after.
        let device = device(snapshot)
        c.append(contentsOf: device.commands)
        let deviceCount = c.commands.count
        // The panels' frames (they lie over the background only, beside the column) are kept too.
        for (panel, title, key) in [(layout.recognizers, "Recognizers", "r"), (layout.log, "Log", "l"),
                                    (layout.pipeline, "Pipeline", "p"), (layout.timeline, "Timeline", "t")] {
            if let r = panel { PanelChrome.frame(title, key: key, in: r, into: &c) }
        }
        let overlays = drawScreenBelowFingers(m, s, space: device.space, into: &c)
        let cached = DisplayList.CachedPrefix(key: device.key, count: deviceCount, bounds: Rect(origin: .zero, size: size),
                                              retainedEnd: c.commands.count)
        drawTopBar(s, into: &c)
        drawScenarioBar(into: &c)
        drawStory(s, snapshot: snapshot, into: &c)
        drawScreenOverFingers(m, s, overlays, into: &c)
        if let r = layout.recognizers {
            let content = PanelChrome.detail("on the touches' views, deepest first", title: "Recognizers", in: r, into: &c)
            c.append(contentsOf: RecognizerPanel.draw(m, in: content))
        }
        if let r = layout.log { drawLog(s, in: r, into: &c) }
        if let r = layout.pipeline {
            let content = PanelChrome.detail("source stages of the current sample", title: "Pipeline", in: r, into: &c)
            var fade = 1.0
            if s.isLive, let last = s.index.samples.last {
                fade = max(0.25, 1 - s.now.seconds(since: last.time) / Self.pipelineFade)
            }
            c.append(contentsOf: PipelinePanel.draw(index: s.index, cursor: s.cursor, fade: fade, highlight: highlight, in: content))
        }
        if let r = layout.timeline { drawTimeline(s, highlight: highlight, in: r, into: &c) }
        drawWhatIf(into: &c)
        if let error = loadError { drawProblems(error, into: &c) }
        if panels.help { c.append(contentsOf: HelpOverlay.draw(in: size)) }
        var list = DisplayList(size: size, background: Palette.background, commands: c.commands)
        list.cachedPrefix = cached
        return list
    }

    // MARK: Caches

    /// The screen at the shown instant: the scene plus the records up to it
    /// (issue 27 point 4), animating views at their presentation values (A3).
    func currentSnapshot() -> SceneSnapshot {
        if let p = playback { return caches.snapshot.snapshot(of: p, run: runKey, screen: scene.device.screen) }
        return caches.snapshot.snapshot(of: live, run: runKey, screen: scene.device.screen)
    }

    /// The timeline's lanes: the whole run, or while a live window follows
    /// "now", what lies in the last few seconds (from a whole second before
    /// the visible stretch, so the lanes change only as the trace grows).
    func timelineModel(whole: Bool = false) -> TimelineModel {
        let s = shown
        var from = 0
        if s.isLive && timeline.follows && !whole {
            from = s.index.cursor(at: VirtualTime(seconds: (timeline.viewport.start - 1).rounded(.down)))
        }
        return caches.timeline.model(s.index, catalog: s.catalog, from: from, run: runKey)
    }

    /// The device and its views, the room their texts leave for labels, and
    /// a key that changes whenever they do (the renderer keeps their pixels per key).
    func device(_ snapshot: SceneSnapshot) -> DeviceDrawingCache.Drawing {
        caches.device.drawing(snapshot, transform: layout.transform, names: panels.names)
    }

    func deviceCommands(_ snapshot: SceneSnapshot) -> [DrawCommand] { device(snapshot).commands }

    /// The scene when `touch` began, where its hit-test found the views.
    func hitSnapshot(for touch: TouchTrack) -> SceneSnapshot {
        guard let p = playback else { return caches.touchStart.live(touch.name) ?? currentSnapshot() }
        return caches.touchStart.played(touch, in: p, run: runKey)
    }

    /// The hit-test walk under window point `p` on the screen shown.
    func hoverPath(at p: Point) -> HitTestPath {
        let at = screenPoint(p)
        // Live, the device's own views; played back, the screen at the cursor as its records give it
        // (taken first: the walk may not touch the caches while the hover's is being written).
        guard playback != nil else {
            let application = live.built.application, key = caches.snapshot.key
            return caches.hover.path(at: at, screen: key) { HitTestPath.walk(application, at: at) }
        }
        let screen = currentSnapshot(), key = caches.snapshot.key
        return caches.hover.path(at: at, screen: key) { HitTestPath.walk(screen, at: at) }
    }

    // MARK: Screen

    /// What the screen shows under the fingers: the highlighted views, the
    /// hit-test overlay and its legend, the trails. Returns what the
    /// fingers' part needs again.
    private func drawScreenBelowFingers(_ m: MomentContext, _ s: Shown, space deviceSpace: LabelSpace,
                                        into c: inout Canvas) -> (touch: TouchTrack?, then: SceneSnapshot) {
        let screen = layout.screen
        let touch = s.index.touches.last { $0.exists(at: s.cursor) }
        // The scene when the touch began (only the hit-test and why-not overlays look at it).
        let then = panels.hitTest || whyNot.view != nil ? touch.map { hitSnapshot(for: $0) } ?? m.snapshot : m.snapshot
        if !m.highlight.isEmpty {
            c.clip(screen) { c in
                // A named view, or the view of a named recognizer (by key, issue 27.3).
                for view in m.snapshot.views where view.isHighlighted(by: m.highlight) {
                    c.stroke(layout.transform.rect(view.frame), Palette.selection, width: 3)
                }
            }
        }
        if panels.hitTest, let path = HitTestOverlay.path(m) {
            var space = deviceSpace
            c.append(contentsOf: HitTestOverlay.draw(path, snapshot: then, transform: layout.transform, space: &space))
            let width = min(screen.width - 16, 270)
            let height = screen.height * 0.45 - 8
            let areas = [(Rect(x: screen.minX + 8, y: screen.minY + 40, width: width, height: height), true),
                         (Rect(x: screen.minX + 8, y: screen.maxY - 8 - height, width: width, height: height), false)]
            let pointLow = path.point.y > scene.device.screen.height / 2
            let (area, top) = HitTestOverlay.legendArea(path, snapshot: then, transform: layout.transform,
                                                        areas: pointLow ? areas : areas.reversed())
            c.append(contentsOf: HitTestOverlay.legend(path, title: "hit-test \(touch?.name ?? "") at \(format(path.point))",
                                                       in: area, top: top))
        }
        // Everything of the device is clipped to the device (issue 32 point 3).
        c.clip(deviceBody) { c in c.append(contentsOf: FingerDrawing.trails(m)) }
        return (touch, then)
    }

    /// What the screen shows over the trails: thresholds and fingers, the
    /// why-not overlay, the hover hit-test, the recording frame.
    private func drawScreenOverFingers(_ m: MomentContext, _ s: Shown, _ below: (touch: TouchTrack?, then: SceneSnapshot),
                                       into c: inout Canvas) {
        let screen = layout.screen
        let (touch, then) = below
        c.clip(deviceBody) { c in c.append(contentsOf: FingerDrawing.fingers(m, showThresholds: panels.thresholds)) }
        if let key = whyNot.view {
            if let view = then.view(key) ?? m.snapshot.view(key) {
                let answer = touch.flatMap { whyNotAnswer(key, touch: $0.name, s) }
                c.clip(screen) { c in
                    c.append(contentsOf: WhyNotOverlay.draw(view: view, answer: answer, screen: screen, transform: layout.transform))
                }
            }
        }
        if let hover = pointer.hover, pointer.dragging == nil, screen.contains(hover), loadError == nil || !scene.windows.isEmpty {
            if panels.hitTest {
                c.append(contentsOf: HitTestOverlay.hover(hoverPath(at: hover), snapshot: m.snapshot,
                                                          transform: layout.transform, pointer: hover))
            }
            if pointer.modifiers.contains(.option) || fingers.pairMode {
                // The Simulator's two ghost fingers before an Option-drag, and the centre they mirror about (`k` moves it).
                let r = FingerDrawing.radius(layout.transform)
                let here = screenPoint(hover)
                let center = fingers.pinchCenter
                let mirror = Point(2 * center.x - here.x, 2 * center.y - here.y)
                c.clip(deviceBody) { c in
                    for p in [here, mirror] { c.ring(layout.transform.point(p), r, Color(0x3A, 0x3A, 0x3C, 150), width: 1.5) }
                    let m = layout.transform.point(center)
                    c.line(Point(m.x - 6, m.y), Point(m.x + 6, m.y), Color(0x3A, 0x3A, 0x3C, 200), width: 1.5)
                    c.line(Point(m.x, m.y - 6), Point(m.x, m.y + 6), Color(0x3A, 0x3A, 0x3C, 200), width: 1.5)
                }
            }
        }
        if recording != nil {
            c.stroke(screen.insetBy(dx: -3, dy: -3), Palette.recording, width: 3)
        }
    }

    /// The device with its bezel, in window points: what of the device is drawn stays inside it (issue 32 point 3).
    var deviceBody: Rect { ScreenDrawing.deviceRects(screen: scene.device.screen, transform: layout.transform).body }

    private func format(_ p: Point) -> String { "(\(TextFit.number(p.x)), \(TextFit.number(p.y)))" }

    // MARK: Bars

    /// The top bar: the name, the scene and its file, the status (playback,
    /// recording or live) and the latest notice, each in a room of its own so
    /// no text runs over another (issue 32 point 4): the notice takes the room
    /// the status does not need (the status keeps at least its first words),
    /// and the title only elides when the status needs its room (point 10).
    private func drawTopBar(_ s: Shown, into c: inout Canvas) {
        let bar = layout.topBar
        c.fill(bar, Palette.panelHeader)
        var x = bar.minX + 12
        c.text("TouchScope", x: x, centerY: bar.midY, size: Palette.titleSize, Palette.began)
        x += TextMetrics.width(of: "TouchScope", size: Palette.titleSize) + 14
        let help = Rect(x: bar.maxX - 12 - (TextMetrics.width(of: "? keys", size: 9.5) + 9.5 * 0.9), y: bar.minY + 7, width: 0, height: 0)
        c.pill("? keys", Point(bar.maxX - 12, bar.minY + 7), size: 9.5, fill: Palette.separator, textColor: Palette.text, align: .trailing)
        let right = help.minX - 12
        // The status: its text, its colour, and the glyph before it.
        let status: String
        var color = Palette.text
        let glyph = 18.0
        if let p = playback {
            let name = p.number == Self.savedTraceNumber ? "trace \(p.run.title)" : "\(p.number + 1) \(p.run.title)"
            status = "\(name)  \(TextFit.seconds(p.time.seconds)) / \(TextFit.seconds(p.run.end.seconds))"
                + "  ·  record \(p.cursor) of \(p.run.index.count)  ·  \(playbackSpeed.text)"
        } else if let r = recording {
            let seconds = r.startWall.flatMap { start in clock.wall.map { $0 - start } } ?? 0
            status = "REC \(TextFit.seconds(seconds)) · \(r.samples.count) samples · ⇧R to stop and save"
            color = Palette.recording
        } else {
            status = "live  \(TextFit.seconds(s.now.seconds))"
        }
        let notice = self.status.notice(at: clock.wall)
        let file = scenePath.map(fileName) ?? "built-in demo"
        let fullTitle = "\(scene.title)\(scene.versionSuffix) · \(file)"
        let size = Palette.bodySize, small = Palette.smallSize
        let statusWidth = TextMetrics.width(of: status, size: size) + 0.5
        let noticeWidth = notice.map { TextMetrics.width(of: $0, size: small) + 0.5 } ?? 0
        let room = right - x
        // The title gets what the status and notice leave, at least 30% of the bar (or its whole width when shorter).
        let titleNeed = TextMetrics.width(of: fullTitle, size: size) + 0.5  // (a whole title's width must not round below itself)
        let titleRoom = max(min(titleNeed, bar.width * 0.22), min(titleNeed, room - glyph - statusWidth - 24 - (notice == nil ? 0 : noticeWidth + 16)))
        let title = TextFit.truncated(fullTitle, width: titleRoom, size: size) ?? ""
        c.text(title, x: x, centerY: bar.midY, size: size, Palette.text)
        x += TextMetrics.width(of: title, size: size) + 24
        // The status, then the notice in what is left (the status keeps its first 24 characters' room).
        let left = right - x - glyph
        let keep = min(statusWidth, TextMetrics.width(of: String(repeating: "m", count: 24), size: size))
        let noticeRoom = notice == nil ? 0 : min(noticeWidth, max(0, left - keep - 16))
        let statusRoom = left - (notice == nil ? 0 : noticeRoom + 16)
        if let p = playback {
            c.transportGlyph(playing: p.playing, in: Rect(x: x, y: bar.midY - 6, width: 11, height: 12), Palette.text)
        } else {
            c.circle(Point(x + 5, bar.midY), 5, recording != nil ? Palette.recording : Palette.ended)
        }
        if let text = TextFit.truncated(status, width: statusRoom, size: size) {
            c.text(text, x: x + glyph, centerY: bar.midY, size: size, color)
        }
        if let notice, noticeRoom > 40, let text = TextFit.truncated(notice, width: noticeRoom, size: small) {
            c.text(text, x: right, centerY: bar.midY, size: small, Palette.hitWinner, align: .trailing)
        }
    }

    /// The run in words (issue 32 point 9): what fired, then what each
    /// finished touch's view did not do and why, or the keys that play the scenarios.
    private func drawStory(_ s: Shown, snapshot: SceneSnapshot, into c: inout Canvas) {
        let bar = layout.storyBar
        let story = caches.story.story(s.index, cursor: s.cursor, snapshot: snapshot, run: runKey, wall: clock.wall ?? 0)
        let size = Palette.smallSize
        let width = bar.width - 24
        let keys = scene.scenarios.isEmpty ? "⇧R records a scenario"
            : "keys 1–\(min(9, scene.scenarios.count)) play the scenarios"
        let first = s.index.touches.isEmpty ? "touch the screen, or press \(keys.dropFirst(5))" : story.fired
        var second = story.missed.isEmpty ? "\(keys) · right-click a view: why not this view?" : story.missed.joined(separator: "  ·  ")
        if status.showsFrameTime {
            // Issue 32 point 11: the frame time and the trace's size, first on the line so they are never cut.
            second = frameTimeText(s) + "  ·  " + second
        }
        c.text(TextFit.truncated(first, width: width, size: size) ?? "", x: bar.minX + 12, centerY: bar.minY + 8, size: size,
               s.index.touches.isEmpty ? Palette.secondaryText : Palette.hitWinner)
        c.text(TextFit.truncated(second, width: width, size: size) ?? "", x: bar.minX + 12, centerY: bar.minY + 22, size: size,
               story.missed.isEmpty ? Palette.tertiaryText : Palette.failed)
    }

    /// "frame 1.8 ms (median of 60, max 3.1) · trace 1502 records".
    func frameTimeText(_ s: Shown) -> String { status.frameTimeText(records: s.trace.count) }

    /// The chips of the scenario bar: live, then each scenario; a click picks one.
    func scenarioChips() -> [(rect: Rect, scenario: Int?, title: String)] {
        let bar = layout.scenarioBar
        var chips: [(Rect, Int?, String)] = []
        var x = bar.minX + 10
        let size = 9.5
        let entries: [(Int?, String)] = [(nil, "● live")] + scene.scenarios.enumerated().map { ($0.offset, "\($0.offset + 1) \($0.element.name)") }
        for (n, title) in entries {
            guard let text = TextFit.truncated(title, width: 220, size: size) else { continue }
            let width = TextMetrics.width(of: text, size: size) + size * 0.9
            // The last chip leaves room for "… tab for more".
            let more = n == scene.scenarios.count - 1 ? 0 : TextMetrics.width(of: "… tab for more", size: Palette.smallSize) + 8
            if x + width > bar.maxX - 10 - more { break }
            chips.append((Rect(x: x, y: bar.minY + 5, width: width, height: TextMetrics.lineHeight * size + 2), n, text))
            x += width + 6
        }
        return chips
    }

    private func drawScenarioBar(into c: inout Canvas) {
        let bar = layout.scenarioBar
        c.fill(bar, Palette.background)
        let chips = scenarioChips()
        for chip in chips {
            let active = chip.scenario == playback?.number && (chip.scenario != nil || playback == nil)
            let fill = active ? (chip.scenario == nil ? Palette.faded(Palette.ended, 0.85) : Palette.began) : Palette.panelHeader
            c.pill(chip.title, chip.rect.origin, size: 9.5, fill: fill, textColor: active ? Palette.text : Palette.secondaryText)
        }
        if scene.scenarios.isEmpty {
            let x = (chips.last?.rect.maxX ?? bar.minX) + 12
            c.text("no scenarios yet: ⇧R records live input as one", x: x, centerY: bar.midY, size: Palette.smallSize, Palette.tertiaryText)
        } else if chips.count < scene.scenarios.count + 1, let last = chips.last {
            c.text("… tab for more", x: last.rect.maxX + 8, centerY: bar.midY, size: Palette.smallSize, Palette.tertiaryText)
        }
    }

    // MARK: Panels

    private func drawLog(_ s: Shown, in r: Rect, into c: inout Canvas) {
        let count = s.trace.count
        let entries = shownLogEntries()
        let filter = log.filter, searching = log.searching
        var detail = entries.count == count ? "\(count) records" : "\(entries.count) of \(count) records"
        if !filter.summary.isEmpty { detail += " · " + filter.summary }
        detail += searching ? "" : " · / search · click a line to highlight"
        let content = PanelChrome.detail(detail, title: "Log", in: r, into: &c)
        var list = content
        if searching || !filter.query.isEmpty {
            // The search field, above the lines.
            let (field, rest) = content.sliceTop(LogPanel.lineHeight + 6)
            list = rest
            c.round(field.insetBy(dx: 4, dy: 2), radius: 4, searching ? Palette.separator : Palette.panelHeader)
            let prompt = "/ " + filter.query + (searching ? "▏" : "") + (searching ? "   return: keep · esc: clear" : "")
            c.text(TextFit.truncated(prompt, width: field.width - 20, size: Palette.smallSize) ?? "", x: field.minX + 10,
                   centerY: field.midY, size: Palette.smallSize, Palette.text)
        }
        let trace = s.trace
        // Positions by wrapped lines, not by records (issue 32 point 1): the entry followed shows whole.
        let folds = log.entries
        let text: (Int) -> String = { folds.foldLine($0, trace: trace) ?? HumanLog.line(trace[$0]) }
        log.layOut(entries, in: list, live: s.isLive, cursor: s.cursor, count: count, text: text)
        let empty = count > 0 ? "No record matches: \(filter.summary)." : nil
        if entries.isEmpty {
            c.append(contentsOf: LogPanel.draw(entries: entries, first: 0, cursor: s.cursor, selected: log.selected, in: list, empty: empty,
                                               record: { trace[$0] }))
        } else {
            c.append(contentsOf: LogPanel.draw(rows: log.rows, total: entries.count, first: log.first, cursor: s.cursor,
                                               selected: log.selected, in: list, record: { trace[$0] }))
        }
    }

    private func drawTimeline(_ s: Shown, highlight: Set<ObjectKey>, in r: Rect, into c: inout Canvas) {
        let content = PanelChrome.detail("wheel: zoom · ⇧wheel or wheel on names: scroll lanes · drag: scrub · + − 0", title: "Timeline",
                                         in: r, into: &c)
        if s.isLive && timeline.follows {
            timeline.frame(now: s.now.seconds, interactionStart: s.index.latestInteraction(at: s.cursor)?.start)
        }
        let model = timelineModel()
        let (_, _, lanes) = TimelineDrawing.geometry(in: content)
        timeline.clampScroll(total: model.totalHeight, visible: lanes.height)
        let overlay = TimelineDrawing.Overlay(
            cursor: s.now.seconds,
            selectionTime: log.selected.flatMap { $0 < s.index.count && !(playback != nil && $0 == s.cursor - 1)
                ? s.index.time(ofRecord: $0).seconds : nil },
            highlight: highlight, openEnd: s.now.microseconds)
        if model.lanes.isEmpty {
            c.text("Lanes for every touch, recognizer and responder appear here as things happen.", x: content.midX,
                   centerY: content.midY, size: Palette.bodySize, Palette.tertiaryText, align: .center)
        }
        c.append(contentsOf: TimelineDrawing.draw(model, viewport: timeline.viewport, in: content, scrollY: timeline.scroll,
                                                  overlay: overlay))
    }

    private func drawProblems(_ error: SceneLoadError, into c: inout Canvas) {
        let area = layout.recognizers ?? layout.log ?? Rect(x: layout.screen.minX, y: layout.screen.minY + 40,
                                                             width: layout.screen.width, height: layout.screen.height / 2)
        let size = 10.0
        let line = TextMetrics.lineHeight * size + 2
        var lines: [String] = []
        for problem in error.problems {
            let text = "\(problem.location.line):\(problem.location.column)  \(problem.message)"
            lines += TextFit.wrapped(text, width: area.width - 28, size: size)
        }
        let shownLines = lines.prefix(max(1, Int((area.height - 50) / line)))
        let box = Rect(x: area.minX, y: area.minY, width: area.width, height: min(area.height, Double(shownLines.count) * line + 46))
        c.round(box, radius: 8, Color(0x3A, 0x12, 0x12, 245))
        c.stroke(box, Palette.failed, width: 2)
        let name = scenePath.map(fileName) ?? "the scene"
        let title = scene.windows.isEmpty ? "\(name) does not load: fix it and save, the window reloads it"
            : "\(name) does not load: showing the last good scene until it does"
        c.text(TextFit.truncated(title, width: box.width - 20, size: Palette.bodySize) ?? title, Point(box.minX + 12, box.minY + 10),
               size: Palette.bodySize, Palette.failed)
        for (i, text) in shownLines.enumerated() {
            c.text(text, Point(box.minX + 14, box.minY + 32 + Double(i) * line), size: size, Palette.text)
        }
    }
}
