import TouchCore

/// Live input (the "Live input"): the pointer is finger 1 on the
/// device screen; Option-drag adds finger 2 mirrored about the screen's
/// centre (pinch and rotation), Shift+Option moves both together, as the
/// iOS Simulator does; each touch-screen finger is a touch of its own.
/// Samples are stamped with the virtual clock, which follows the wall clock.
extension Inspector {
    // MARK: Pointer

    func pointerDown(_ p: Point, _ m: KeyModifiers) {
        if panels.help {
            panels.help = false
            return
        }
        if let chip = scenarioChips().first(where: { $0.rect.contains(p) }) {
            if let n = chip.scenario { play(scenario: n, playing: true) } else { goLive() }
            return
        }
        if whatIfPointerDown(p) { return }
        if let timeline = layout.timeline, timeline.contains(p) {
            if playback != nil {
                dragging = .timeline
                scrub(to: p)
            }
            return
        }
        if let log = layout.log, log.contains(p) {
            let content = PanelChrome.content(of: log)
            if content.contains(p), let line = LogPanel.record(at: p, in: logRows), line < shown.trace.count {
                // A folded deceleration opens (and closes again) with a click (issue 32 point 6).
                if logEntries.folds[line] != nil {
                    if logFilter.expanded.contains(line) { logFilter.expanded.remove(line) } else { logFilter.expanded.insert(line) }
                }
                select(line)
            }
            return
        }
        guard layout.screen.contains(p) else { return }
        if playback != nil { goLive() }
        let at = screenPoint(p)
        let fingers = freeFingers(m.contains(.option) || pairMode ? 2 : 1)
        pointerFingers = fingers
        pointerLocation = at
        pairCenter = pinchCenter
        var changes = [FingerChange(finger: fingers[0], phase: .down, location: at)]
        if fingers.count == 2 { changes.append(FingerChange(finger: fingers[1], phase: .down, location: mirrored(at))) }
        dragging = .screen
        hover = nil
        sendLive(changes)
    }

    func pointerMove(_ p: Point, _ m: KeyModifiers, pressed: Bool) {
        switch dragging {
        case .screen?:
            let at = screenPoint(p)
            guard at != pointerLocation, let first = pointerFingers.first else { return }
            var changes = [FingerChange(finger: first, phase: .move, location: at)]
            if pointerFingers.count == 2 {
                if m.contains(.option) && m.contains(.shift) {
                    // Both fingers travel together: the pair's centre moves with the pointer.
                    pairCenter = pairCenter + (at - pointerLocation)
                }
                let second = liveLocation(of: pointerFingers[1])
                let target = m.contains(.option) || pairMode ? mirrored(at) : second
                if target != second { changes.append(FingerChange(finger: pointerFingers[1], phase: .move, location: target)) }
            }
            pointerLocation = at
            sendLive(changes)
        case .timeline?:
            scrub(to: p)
        case nil:
            hover = pressed ? nil : p
        }
    }

    func pointerUp(_ p: Point) {
        if dragging == .screen, !pointerFingers.isEmpty {
            // A finger lifts where it last was (the up's own position adds nothing a move did not).
            sendLive(pointerFingers.map { FingerChange(finger: $0, phase: .up, location: liveLocation(of: $0)) })
            pointerFingers = []
        }
        dragging = nil
        hover = layout.screen.contains(p) ? p : nil
    }

    // MARK: Why not this view?

    /// A secondary click on the screen picks the front-most view there (the
    /// last drawn); anywhere else, or on no view, puts the question away.
    func inspect(_ p: Point) {
        guard layout.screen.contains(p) else { return whyView = nil }
        let at = screenPoint(p)
        let snapshot = currentSnapshot(shown)
        let picked = snapshot.views.last { !$0.isWindow && $0.isVisible && $0.frame.contains(at) && ($0.clip?.contains(at) ?? true) }
            ?? snapshot.views.last { $0.frame.contains(at) }
        whyView = picked?.name == whyView ? nil : picked?.name
        if let picked, !picked.isWindow { selectForWhatIf(picked.name) }
    }

    // MARK: Touch-screen fingers

    func fingerDown(_ id: Int64, _ p: Point) {
        guard layout.screen.contains(p), !fingerIDs.contains(where: { $0.id == id }) else { return }
        if playback != nil { goLive() }
        let finger = freeFingers(1)[0]
        fingerIDs.append((id, finger))
        sendLive([FingerChange(finger: finger, phase: .down, location: screenPoint(p))])
    }

    func fingerMove(_ id: Int64, _ p: Point) {
        guard let entry = fingerIDs.first(where: { $0.id == id }) else { return }
        let at = screenPoint(p)
        guard at != liveLocation(of: entry.finger) else { return }
        sendLive([FingerChange(finger: entry.finger, phase: .move, location: at)])
    }

    func fingerUp(_ id: Int64) {
        guard let i = fingerIDs.firstIndex(where: { $0.id == id }) else { return }
        let finger = fingerIDs.remove(at: i).finger
        sendLive([FingerChange(finger: finger, phase: .up, location: liveLocation(of: finger))])
    }

    // MARK: Samples

    /// Window point → screen point, clamped to the glass and rounded to a
    /// thousandth of a point (what a recording writes back exactly).
    func screenPoint(_ p: Point) -> Point { onGlass(layout.transform.screenPoint(p)) }

    /// `p` mirrored about the pair's centre, on the glass.
    func mirrored(_ p: Point) -> Point { onGlass(Point(2 * pairCenter.x - p.x, 2 * pairCenter.y - p.y)) }

    /// A screen point clamped to the glass and rounded to a thousandth of a point.
    func onGlass(_ p: Point) -> Point {
        let size = scene.device.screen
        func q(_ v: Double, _ limit: Double) -> Double { (min(max(0, v), max(0, limit - 0.001)) * 1000).rounded() / 1000 }
        return Point(q(p.x, size.width), q(p.y, size.height))
    }

    /// The `count` lowest finger numbers no pointer or touch-screen finger holds.
    func freeFingers(_ count: Int) -> [Int] {
        let used = Set(pointerFingers + fingerIDs.map(\.finger) + live.device.activeTouches.map(\.finger))
        var result: [Int] = []
        var n = 1
        while result.count < count {
            if !used.contains(n) { result.append(n) }
            n += 1
        }
        return result
    }

    func liveLocation(of finger: Int) -> Point {
        live.device.activeTouch(finger: finger)?.location ?? pointerLocation
    }

    /// One digitizer sample now; recorded when recording.
    func sendLive(_ changes: [FingerChange]) {
        guard !changes.isEmpty else { return }
        let sample = TouchSample(time: live.device.now, changes: changes.sorted { $0.finger < $1.finger })
        let touches = live.index.touches.count
        live.device.send(sample)
        if recording != nil { record(sample) }
        live.sync()
        if live.index.touches.count > touches, let touch = live.index.touches.last {
            // Where the views were when it began: what its hit-test saw.
            liveHitSnapshot = (touch.name, SceneSnapshot.make(live.screen, screen: scene.device.screen))
        }
    }

    /// Keeps the changes of fingers that went down while recording.
    func record(_ sample: TouchSample) {
        guard var r = recording else { return }
        var kept: [FingerChange] = []
        for change in sample.changes {
            switch change.phase {
            case .down:
                r.down.insert(change.finger)
                kept.append(change)
            case .move:
                if r.down.contains(change.finger) { kept.append(change) }
            case .up, .cancel:
                if r.down.remove(change.finger) != nil { kept.append(change) }
            }
        }
        if !kept.isEmpty { r.samples.append(TouchSample(time: sample.time, changes: kept)) }
        recording = r
    }

    /// The system cancels every touch (rule S1's "system cancel": a phone call).
    func cancelAllTouches() {
        let touches = live.device.activeTouches
        guard !touches.isEmpty else { return }
        sendLive(touches.map { FingerChange(finger: $0.finger, phase: .cancel, location: $0.location) })
        pointerFingers = []
        fingerIDs = []
        if dragging == .screen { dragging = nil }
    }

    // MARK: Clock

    func tick(_ seconds: Double) {
        wall = seconds
        if var p = playback {
            if p.playing {
                if let last = p.lastWall { advance(&p, by: max(0, seconds - last) * speed) }
                p.lastWall = p.playing ? seconds : nil
            }
            playback = p
            return
        }
        if liveOrigin == nil { liveOrigin = seconds - live.device.now.seconds }
        let target = VirtualTime(seconds: seconds - (liveOrigin ?? seconds))
        live.startAnimations(upTo: target)
        if target > live.device.now { live.device.advance(to: target) }
        // Idle, the shell may stop ticking: the next input would be stamped with this
        // instant and the next tick would then jump over the pause. So the virtual clock
        // pauses while nothing is pending and takes up again at the first tick after.
        if !isAnimating { liveOrigin = nil }
    }

    // MARK: Wheel

    func scroll(dx: Double, dy: Double, at p: Point) {
        if dy != 0, whatIfScroll(dy: dy, at: p) { return }
        if let timeline = layout.timeline, timeline.contains(p) {
            let content = PanelChrome.content(of: timeline)
            let (_, labels, lanes) = TimelineDrawing.geometry(in: content)
            // Over the lane names, or with shift anywhere on it, the wheel scrolls the lanes (issue 32 point 10).
            if labels.contains(p) || modifiers.contains(.shift) {
                timelineScroll = max(0, timelineScroll - (dy != 0 ? dy : dx) * 18)
                return
            }
            viewportFollow = false
            if dx != 0 { viewport.pan(by: -dx * 20 / max(1, lanes.width) * viewport.span) }
            if dy != 0 {
                let t = viewport.time(atX: p.x, in: lanes)
                viewport.zoom(by: dy > 0 ? 1 / 1.25 : 1.25, around: t)
            }
        } else if let log = layout.log, log.contains(p) {
            logFirst = max(0, min(logLast, logFirst - Int((dy * 3).rounded())))
            // Scrolling down to the tail follows it again (issue 32 point 1); anywhere else it stays put.
            logFollow = dy < 0 && logFirst >= logLast && atEnd
        }
    }
}
