/// What the window shell drives: the viewer's whole state and drawing,
/// kept out of TouchSDL so that it is tested without a display. The shell
/// translates SDL input into `ViewerEvent`s, draws `render()` every frame
/// it needs, and carries out the effects.
public protocol ViewerModel: AnyObject {
    /// Handles one input event; returns what the shell must do.
    func handle(_ event: ViewerEvent) -> [ViewerEffect]
    /// The frame to draw now.
    func render() -> DisplayList
    /// Whether the model changes on its own (timers pending, playback,
    /// fingers down), so the shell keeps sending ticks and redrawing.
    var isAnimating: Bool { get }
    /// Wall seconds from now until the model next changes on its own (the
    /// next frame of playback or of a live run with pending timers, a notice
    /// that expires); nil when only input changes it. The shell waits for
    /// input at most this long, so playback advances with no input at all.
    var secondsUntilNextChange: Double? { get }
    /// The trace of everything run so far, as JSON Lines (`--trace FILE`).
    func traceJSONLines() -> String
}
