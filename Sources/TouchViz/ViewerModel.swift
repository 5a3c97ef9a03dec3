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
    /// The trace of everything run so far, as JSON Lines (`--trace FILE`).
    func traceJSONLines() -> String
}
