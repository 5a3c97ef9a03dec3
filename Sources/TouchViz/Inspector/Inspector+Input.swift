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
        if let panel = layout.timeline, panel.contains(p) {
            if playback != nil {
                pointer.dragging = .timeline
                scrub(to: p)
            }
            return
        }
        if let panel = layout.log, panel.contains(p) {
            let content = PanelChrome.content(of: panel)
            if content.contains(p), let line = LogPanel.record(at: p, in: log.rows), line < shown.trace.count {
                // A folded deceleration opens (and closes again) with a click (issue 32 point 6).
                log.toggleFold(at: line)
                select(line)
            }
            return
        }
        guard layout.screen.contains(p) else { return }
        if playback != nil { goLive() }
        let changes = fingers.pointerDown(at: screenPoint(p), count: m.contains(.option) || fingers.pairMode ? 2 : 1,
                                          besides: activeFingers)
        pointer.dragging = .screen
        pointer.hover = nil
        sendLive(changes)
    }

    func pointerMove(_ p: Point, _ m: KeyModifiers, pressed: Bool) {
        switch pointer.dragging {
        case .screen?:
            let second = fingers.pointer.count == 2 ? liveLocation(of: fingers.pointer[1]) : nil
            // Shift+Option: both fingers travel together, the pair's centre moving with the pointer.
            sendLive(fingers.pointerMove(to: screenPoint(p), mirroring: m.contains(.option) || fingers.pairMode,
                                         together: m.contains(.option) && m.contains(.shift), second: second))
        case .timeline?:
            scrub(to: p)
        case nil:
            pointer.hover = pressed ? nil : p
        }
    }

    func pointerUp(_ p: Point) {
        if pointer.dragging == .screen, !fingers.pointer.isEmpty {
            // A finger lifts where it last was (the up's own position adds nothing a move did not).
            sendLive(fingers.pointerUp(at: fingers.pointer.map(liveLocation(of:))))
        }
        pointer.dragging = nil
        pointer.hover = layout.screen.contains(p) ? p : nil
    }

    // MARK: Why not this view?

    /// A secondary click on the screen picks the front-most view there (the
    /// last drawn); anywhere else, or on no view, puts the question away.
    func inspect(_ p: Point) {
        guard layout.screen.contains(p) else { return whyNot.dismiss() }
        let at = screenPoint(p)
        let snapshot = currentSnapshot()
        let picked = snapshot.views.last { !$0.isWindow && $0.isVisible && $0.frame.contains(at) && ($0.clip?.contains(at) ?? true) }
            ?? snapshot.views.last { $0.frame.contains(at) }
        whyNot.toggle(picked?.key)
        if let picked, !picked.isWindow { selectForWhatIf(picked.name) }
    }

    // MARK: Touch-screen fingers

    func fingerDown(_ id: Int64, _ p: Point) {
        guard layout.screen.contains(p), fingers.finger(ofTouch: id) == nil else { return }
        if playback != nil { goLive() }
        guard let finger = fingers.touchDown(id, besides: activeFingers) else { return }
        sendLive([FingerChange(finger: finger, phase: .down, location: screenPoint(p))])
    }

    func fingerMove(_ id: Int64, _ p: Point) {
        guard let finger = fingers.finger(ofTouch: id) else { return }
        let at = screenPoint(p)
        guard at != liveLocation(of: finger) else { return }
        sendLive([FingerChange(finger: finger, phase: .move, location: at)])
    }

    func fingerUp(_ id: Int64) {
        guard let finger = fingers.touchUp(id) else { return }
        sendLive([FingerChange(finger: finger, phase: .up, location: liveLocation(of: finger))])
    }

    // MARK: Samples

    /// Window point → screen point, clamped to the glass and rounded to a
    /// thousandth of a point (what a recording writes back exactly).
    func screenPoint(_ p: Point) -> Point { fingers.onGlass(layout.transform.screenPoint(p)) }

    /// The fingers the live device has on the glass.
    var activeFingers: [Int] { live.device.activeTouches.map(\.finger) }

    func liveLocation(of finger: Int) -> Point {
        live.device.activeTouch(finger: finger)?.location ?? fingers.pointerLocation
    }

    /// One digitizer sample now; recorded when recording.
    func sendLive(_ changes: [FingerChange]) {
        guard !changes.isEmpty else { return }
        let sample = TouchSample(time: live.device.now, changes: changes.sorted { $0.finger < $1.finger })
        let touches = live.index.touches.count
        live.device.send(sample)
        recording?.record(sample)
        live.sync()
        if live.index.touches.count > touches, let touch = live.index.touches.last {
            // Where the views were when it began: what its hit-test saw.
            caches.touchStart.liveTouchBegan(touch.name, over: SceneSnapshot.make(live.screen, screen: scene.device.screen))
        }
    }

    /// The system cancels every touch (rule S1's "system cancel": a phone call).
    func cancelAllTouches() {
        let touches = live.device.activeTouches
        guard !touches.isEmpty else { return }
        sendLive(touches.map { FingerChange(finger: $0.finger, phase: .cancel, location: $0.location) })
        fingers.releaseAll()
        if pointer.dragging == .screen { pointer.dragging = nil }
    }

    // MARK: Clock

    func tick(_ seconds: Double) {
        clock.read(seconds)
        if playback != nil {
            if playback?.tick(wall: seconds, speed: playbackSpeed.factor) == true { log.select(playback?.lastRecord) }
            return
        }
        let target = clock.liveInstant(at: seconds, now: live.device.now)
        live.startAnimations(upTo: target)
        if target > live.device.now { live.device.advance(to: target) }
        // Idle, the shell may stop ticking: the next input would be stamped with this
        // instant and the next tick would then jump over the pause. So the virtual clock
        // pauses while nothing is pending and takes up again at the first tick after.
        if !isAnimating { clock.pause() }
    }

    // MARK: Wheel

    func scroll(dx: Double, dy: Double, at p: Point) {
        if dy != 0, whatIfScroll(dy: dy, at: p) { return }
        if let panel = layout.timeline, panel.contains(p) {
            let content = PanelChrome.content(of: panel)
            let (_, labels, lanes) = TimelineDrawing.geometry(in: content)
            // Over the lane names, or with shift anywhere on it, the wheel scrolls the lanes (issue 32 point 10).
            if labels.contains(p) || pointer.modifiers.contains(.shift) {
                timeline.scrollLanes(by: -(dy != 0 ? dy : dx) * 18)
                return
            }
            timeline.wheel(dx: dx, dy: dy, atX: p.x, in: lanes)
        } else if let panel = layout.log, panel.contains(p) {
            // Scrolling down to the tail follows it again (issue 32 point 1); anywhere else it stays put.
            log.wheel(dy: dy, atEnd: atEnd)
        }
    }
}
