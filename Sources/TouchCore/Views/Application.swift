/// The application delegate (models the object conforming to
/// `UIApplicationDelegate`, a `UIResponder`): the end of the responder chain.
public final class ApplicationDelegate: Responder {}

/// The application (models `UIApplication`): its windows, its delegate, and
/// whether it is in the foreground (rule S4).
public final class Application: Responder {
    /// The name every scene gives the application.
    public static let reservedName = "Application"

    /// Windows in order of addition: back-most first among equal levels.
    @exclusivity(unchecked) public private(set) var windows: [Window] = []
    @exclusivity(unchecked) public var delegate: ApplicationDelegate?
    /// false: SpringBoard consumes every touch (rule S4a).
    @exclusivity(unchecked) public var isForeground = true

    public init(delegate: ApplicationDelegate? = nil, implementedActions: Set<String> = []) {
        self.delegate = delegate
        super.init(name: Application.reservedName, implementedActions: implementedActions)
    }

    public func addWindow(_ window: Window) {
        precondition(window.application == nil, "\(window.name) already belongs to an application")
        window.application = self
        windows.append(window)
        windowOrderChanged()
    }

    /// Rule R1: the application → its delegate, when there is one.
    override public var nextResponder: Responder? { delegate }

    /// Windows in the order hit-testing asks them (rule H1): higher
    /// `windowLevel` first, and among equal levels the one added last first.
    /// Kept sorted as windows are added or change level: every touch-down reads it.
    @exclusivity(unchecked) public private(set) var windowsFrontToBack: [Window] = []

    func windowOrderChanged() {
        windowsFrontToBack = windows.enumerated()
            .sorted { a, b in a.element.windowLevel != b.element.windowLevel
                ? a.element.windowLevel > b.element.windowLevel : a.offset > b.offset }
            .map(\.element)
    }
}
