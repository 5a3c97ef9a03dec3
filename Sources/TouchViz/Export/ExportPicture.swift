import TouchCore
import TouchScene

/// The picture `touchscope export --png` renders headless (and the README
/// shows): the device screen with the hit-test path of the last touch and
/// every touch's trail, the recognizers with their outcome and the
/// relations between them, and the full timeline of the scenario, under a
/// title that says in one line what fired.
public enum ExportPicture {
    public static let defaultSize = Size(width: 1600, height: 1000)

    public static func make(scene: SceneDescription, scenario: ScenarioDescription?, size: Size = defaultSize) -> DisplayList {
        let size = Size(width: max(480, size.width), height: max(320, size.height))
        var c = Canvas()
        let titleHeight = 58.0
        let margin = 16.0
        let full = Rect(origin: .zero, size: size)
        let (titleBar, content) = full.sliceTop(titleHeight)
        c.fill(titleBar, Palette.panelHeader)
        c.text(scene.title + scene.versionSuffix + (scenario.map { " — " + $0.name } ?? ""), Point(margin, 10), size: 15, Palette.text)

        guard let scenario else {
            let built = SceneBuilder.build(validated: scene)
            let (transform, _) = screenPlacement(scene.device.screen, in: content.insetBy(dx: margin, dy: margin), share: 1)
            c.append(contentsOf: ScreenDrawing.draw(SceneSnapshot.capture(built.application, screen: scene.device.screen),
                                                    transform: transform))
            c.text("no scenario: the scene as it opens", Point(margin, 34), size: Palette.bodySize, Palette.secondaryText)
            return DisplayList(size: size, background: Palette.background, commands: c.commands)
        }

        let run = ScenarioRun(scene: scene, scenario: scenario)
        let index = run.index
        let catalog = RecognizerCatalog(run.application, parameters: scene.device)
        // A scenario with view animations is drawn at its last touch-down, where the
        // animated views were on screen, with their model frames beside (A3).
        let animated = index.touches.last.flatMap { touch in
            run.trace.records.contains { $0.kind == .animationBegin && $0.time <= touch.began } ? touch.began : nil
        }
        let snapshot = animated.map { run.drawnSnapshot(at: $0) } ?? run.snapshot(at: run.end)
        if let summary = TextFit.truncated(summary(index), width: size.width - 2 * margin, size: Palette.bodySize) {
            c.text(summary, Point(margin, 34), size: Palette.bodySize, Palette.hitWinner)
        }
        let area = content.insetBy(dx: margin, dy: margin)
        let (transform, column) = screenPlacement(scene.device.screen, in: area, share: 0.42)
        let m = MomentContext(index: index, cursor: index.count, now: run.end, catalog: catalog, snapshot: snapshot, transform: transform)
        let device = ScreenDrawing.draw(snapshot, transform: transform)
        c.append(contentsOf: device)
        if let path = HitTestOverlay.path(m), let touch = index.touches.last {
            // The views where they were when the touch began: what its hit-test saw.
            let then = run.snapshot(beforeRecord: touch.createSeq, at: touch.began)
            var space = LabelSpace(textsOf: device)
            c.append(contentsOf: HitTestOverlay.draw(path, snapshot: then, transform: transform, space: &space))
            let screen = transform.rect(Rect(origin: .zero, size: scene.device.screen))
            let areas = [(Rect(x: screen.minX + 8, y: screen.minY + 40, width: min(270, screen.width - 16), height: screen.height / 2 - 48), true),
                         (Rect(x: screen.minX + 8, y: screen.midY, width: min(270, screen.width - 16), height: screen.height / 2 - 48), false)]
            let pointLow = path.point.y > scene.device.screen.height / 2
            let (legendArea, top) = HitTestOverlay.legendArea(path, snapshot: then, transform: transform,
                                                              areas: pointLow ? areas : areas.reversed())
            c.append(contentsOf: HitTestOverlay.legend(path, title: "hit-test of \(index.touches.last?.name ?? "")", in: legendArea,
                                                       top: top))
        }
        // Everything of the device is clipped to the device (issue 32 point 3).
        c.clip(ScreenDrawing.deviceRects(screen: scene.device.screen, transform: transform).body) { c in
            c.append(contentsOf: FingerDrawing.allTouches(index, transform: transform))
        }

        let right = Rect(x: column.maxX + margin, y: area.minY, width: area.maxX - column.maxX - margin, height: area.height)
        let model = TimelineModel(index: index, catalog: catalog)
        let names = index.recognizers(of: index.touches)
        let cardsHeight = min(right.height * 0.5, Double(max(1, names.count)) * (RecognizerPanel.cardHeight + 6) + 60)
        let (recognizerArea, rest) = right.sliceTop(cardsHeight)
        let recognizerContent = PanelChrome.draw("Recognizers", key: "outcome", detail: "each one's last transition, and why",
                                                 in: recognizerArea, into: &c)
        c.append(contentsOf: RecognizerPanel.draw(m, in: recognizerContent, names: names, since: 0))
        let timelineArea = Rect(x: rest.minX, y: rest.minY + 10, width: rest.width, height: rest.height - 10)
        let timelineContent = PanelChrome.draw("Timeline", key: "\(TextFit.seconds(run.end.seconds))",
                                               detail: "touches, recognizers, responders; held deliveries in purple",
                                               in: timelineArea, into: &c)
        let lanes = TimelineDrawing.geometry(in: timelineContent).lanes
        let fitted = model.fitted(toHeight: lanes.height)
        let end = max(0.05, run.end.seconds)
        let viewport = TimelineViewport(start: 0, span: end / max(0.5, 1 - 190 / max(1, lanes.width)))
        c.append(contentsOf: TimelineDrawing.draw(fitted, viewport: viewport, in: timelineContent,
                                                  overlay: .init(openEnd: run.end.microseconds)))
        return DisplayList(size: size, background: Palette.background, commands: c.commands)
    }

    /// The screen at the largest scale that fits `share` of the width of `area`.
    static func screenPlacement(_ screen: Size, in area: Rect, share: Double) -> (ScreenTransform, Rect) {
        let scale = max(0.05, min((area.height - 4) / (screen.height + 28), (area.width * share) / (screen.width + 28), 2))
        let width = (screen.width + 28) * scale
        let column = Rect(x: area.minX + (share >= 1 ? (area.width - width) / 2 : 0), y: area.minY, width: width, height: area.height)
        let origin = Point(column.minX + 14 * scale, area.minY + (area.height - (screen.height + 28) * scale) / 2 + 14 * scale)
        return (ScreenTransform(origin: origin, scale: scale), column)
    }

    /// What fired, in one line: each action sent, in order.
    static func summary(_ index: TraceIndex, before cursor: Int = .max) -> String {
        var events: [(Int, String)] = []
        for r in index.recognizers {
            for a in r.actions where a.state != .changed && a.seq < cursor {
                events.append((a.seq, "\(r.name) \(a.state.rawValue) → \(a.target.map { $0 + "." } ?? "")\(a.action)"))
            }
        }
        for e in index.controlEvents where e.event != "primaryActionTriggered" && e.event != "touchDown" && e.seq < cursor {
            events.append((e.seq, "\(e.control) \(e.event)"))
        }
        for e in index.appEvents where e.seq < cursor { events.append((e.seq, e.text)) }
        guard !events.isEmpty else { return "nothing fired: no recognizer recognized and no control sent an event" }
        // Each event once, in order of its first occurrence, with how often it fired.
        var order: [String] = []
        var counts: [String: Int] = [:]
        for (_, text) in events.sorted(by: { $0.0 < $1.0 }) {
            if counts[text] == nil { order.append(text) }
            counts[text, default: 0] += 1
        }
        return "fired: " + order.map { counts[$0]! > 1 ? "\($0) ×\(counts[$0]!)" : $0 }.joined(separator: "  ·  ")
    }
}

extension TimelineModel {
    /// The same lanes, thinner when they would not all fit in `height`
    /// (down to 11 points a lane), taller when there is room (up to 26).
    public func fitted(toHeight height: Double) -> TimelineModel {
        let total = totalHeight
        guard total > 0 else { return self }
        var copy = self
        let factor = max(11.0 / 18.0, min(26.0 / 18.0, height / total))
        for i in copy.lanes.indices { copy.lanes[i].height = (copy.lanes[i].height * factor).rounded(.down) }
        return copy
    }
}
