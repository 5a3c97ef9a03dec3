import TouchCore

/// Modifier keys held during an input event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1)
    /// Option on a Mac keyboard, Alt elsewhere.
    public static let option = KeyModifiers(rawValue: 2)
    public static let control = KeyModifiers(rawValue: 4)
    public static let command = KeyModifiers(rawValue: 8)
}

/// Input to the viewer, already translated from SDL by the shell. Positions
/// are window points (not pixels); finger ids are the touch screen's.
public enum ViewerEvent: Hashable, Sendable {
    case pointerDown(Point, KeyModifiers)
    /// `pressed`: whether the primary button is held (a drag) or not (hovering).
    case pointerMove(Point, KeyModifiers, pressed: Bool)
    case pointerUp(Point, KeyModifiers)
    /// A secondary click (the right button, or control-click): "why not this
    /// view?" for the view under the point (`WhyNot.ViewAnswer`, the answer `why --not` gives).
    case inspect(Point)
    case fingerDown(id: Int64, Point)
    case fingerMove(id: Int64, Point)
    case fingerUp(id: Int64, Point)
    /// A key by name: a printable character ("?", "h", "1"), or "space",
    /// "return", "escape", "tab", "left", "right", "up", "down", "pageup",
    /// "pagedown", "home", "end", "backspace", "delete".
    case key(String, KeyModifiers)
    /// A wheel or trackpad scroll over `at`, in points.
    case scroll(dx: Double, dy: Double, at: Point)
    case resize(Size)
    /// The wall clock, seconds since the window opened (the virtual clock follows it while live).
    case tick(seconds: Double)
    /// The scene file changed on disk (hot reload).
    case sceneFileChanged
    /// The shell drew a frame in this many seconds (render and draw: what `i` shows, issue 32 point 11).
    case frameDrawn(seconds: Double)
}

/// What the viewer asks its shell to do after an event.
public enum ViewerEffect: Hashable, Sendable {
    /// Save the whole window as a PNG at this path.
    case saveScreenshot(path: String)
    /// Save a picture of the full timeline (this display list) as a PNG at this path.
    case saveImage(DisplayList, path: String)
    /// Show a short message (also printed to standard error by the shell).
    case notify(String)
    case quit
}
