import TouchCore

/// The timeline panel's state: the stretch of time it shows, whether it
/// follows "now" (live), and how far its lanes are scrolled. Invariant:
/// `scroll` lies in `0...(lanes' height - visible height)` once laid out;
/// any zoom, pan or jump by the user stops the following.
struct TimelineView {
    private(set) var viewport = TimelineViewport(start: 0, span: 3)
    /// Live: the viewport follows now (`following(now:...)`) until the user moves it.
    private(set) var follows = true
    /// How far the lanes are scrolled down, in points.
    private(set) var scroll = 0.0

    /// The seconds the live timeline shows before "now" while following.
    static let followSpan = 3.0

    /// A run opened for playback: the whole of it, not following.
    mutating func show(runEndingAt end: Double) {
        viewport = .fit(end: end)
        follows = false
        scroll = 0
    }

    /// Live again: follows now.
    mutating func followNow() { follows = true }

    /// `+`, `−`: zooms around `time` (playback's instant, else the middle).
    mutating func zoom(in zoomingIn: Bool, around time: Double?) {
        follows = false
        viewport.zoom(by: zoomingIn ? 1 / 1.5 : 1.5, around: time ?? viewport.start + viewport.span / 2)
    }

    /// `0`: playback, the whole run (ending at `end`); live, follows now again.
    mutating func fit(runEnd end: Double?) {
        if let end { viewport = .fit(end: end) } else { follows = true }
        scroll = 0
    }

    /// `j`: shows the stretch from `start` to `end` seconds (the latest interaction).
    mutating func show(from start: Double, to end: Double) {
        follows = false
        viewport = .showing(from: start, to: end)
        scroll = 0
    }

    /// The wheel over the lanes' names, or with shift: scrolls the lanes (issue 32 point 10).
    mutating func scrollLanes(by points: Double) { scroll = max(0, scroll + points) }

    /// A rebuilt scene: the lanes from the top again.
    mutating func scrollToTop() { scroll = 0 }

    /// The wheel over the lanes: a horizontal turn pans, a vertical one
    /// zooms around the instant under `x` in `lanes`.
    mutating func wheel(dx: Double, dy: Double, atX x: Double, in lanes: Rect) {
        follows = false
        if dx != 0 { viewport.pan(by: -dx * 20 / max(1, lanes.width) * viewport.span) }
        if dy != 0 { viewport.zoom(by: dy > 0 ? 1 / 1.25 : 1.25, around: viewport.time(atX: x, in: lanes)) }
    }

    /// A live frame: following, the last seconds up to `now`, widened to
    /// keep the latest interaction (from `interactionStart`) in view.
    mutating func frame(now: Double, interactionStart: Double?) {
        guard follows else { return }
        viewport = .following(now: now, span: Self.followSpan, interactionStart: interactionStart)
    }

    /// Keeps the lanes' scroll within their height (`total`) less the `visible` height.
    mutating func clampScroll(total: Double, visible: Double) {
        scroll = max(0, min(scroll, total - visible))
    }
}
