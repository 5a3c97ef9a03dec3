import TouchCore
import TouchScene

/// What one view looks like at one moment, in screen points: everything a
/// picture needs, copied out of the live objects so that drawing never
/// touches them.
public struct ViewSnapshot: Hashable, Sendable {
    public var name: String
    public var kind: ViewKind
    public var isWindow: Bool
    /// Levels below its window (the window is 0).
    public var depth: Int
    /// The frame on the screen.
    public var frame: Rect
    /// The area its ancestors let it draw in (scroll views and `clipsToBounds`), nil: unclipped.
    public var clip: Rect?
    /// The fill (`color:` parsed), nil: the view draws no background.
    public var fill: Color?
    /// The scene's `text:`.
    public var text: String?
    /// Its own alpha times its ancestors' (what the eye sees).
    public var alpha: Double
    /// Hidden itself or through an ancestor: not drawn (hit-testing skips it, rule H2).
    public var isHidden: Bool
    public var isUserInteractionEnabled: Bool
    /// Control state (rule C1): value, segments or pages, highlighted while tracked inside.
    public var value: Double = 0
    public var segments: Int = 0
    public var isHighlighted = false
    public var isEnabled = true
    /// Table and collection view cells (rules L2–L4): selected, highlighted (`isHighlighted`).
    public var isSelected = false
    /// Text fields (rule E1): the placeholder, and whether it is the first responder.
    public var placeholder: String?
    public var isFirstResponder = false
    /// The top view of a navigation stack (rule N1): the stack's controllers, bottom first.
    public var navigationStack: [String] = []
    /// A slider's or switch's thumb on the screen.
    public var thumb: Rect?
    /// Scroll views (rule V1).
    public var contentOffset: Point?
    public var contentSize: Size?
    /// A scroll view decelerating or settling on a page (rules V7, V8).
    public var isDecelerating = false
    /// A scroll view's signed overscroll past its range (V12's rubber band), zero inside it.
    public var overscroll: Point = .zero
    /// A refresh control's state (V15).
    public var refreshState: String?
    /// A text view's links, in its own coordinates (E3).
    public var textLinks: [Rect] = []
    /// A sheet's card (rule M2): its detents' names and offsets on the screen,
    /// smallest first, and the selected one; empty for other views.
    public var sheetDetents: [SheetDetentMark] = []
    /// Names of its recognizers, in order of addition.
    public var gestures: [String] = []
    /// Its context menu (rules X3, X4): highlighted by the press, or presented.
    public var menu: MenuAppearance?
    /// The snapshot index of its superview, nil for a window.
    public var parent: Int?
    /// The app's class (`class:`, set by import), shown beside the name.
    public var className: String?

    /// The name as pictures show it: with the app's class beside it when known.
    public var title: String { className.map { "\(name) · \($0)" } ?? name }

    /// Whether anything of it shows: not hidden, not fully transparent.
    public var isVisible: Bool { !isHidden && alpha >= 0.01 }
}

/// How a view's context menu shows (rules X3, X4).
public enum MenuAppearance: String, Hashable, Sendable { case highlighted, presented }

/// One detent of a sheet as the screen shows it (rule M2).
public struct SheetDetentMark: Hashable, Sendable {
    public var name: String
    /// The y of the card's top edge at this detent, in screen points.
    public var y: Double
    public var isSelected: Bool
}

/// The drawable state of a whole application at one moment: every view of
/// every window, back-most window first and, within a window, in drawing
/// order (a view before its subviews, subviews in order of addition, so the
/// last drawn is on top, as UIKit composites them).
public struct SceneSnapshot: Hashable, Sendable {
    public var screen: Size
    public var views: [ViewSnapshot]
    private var index: [String: Int]

    public init(screen: Size, views: [ViewSnapshot]) {
        self.screen = screen
        self.views = views
        var index: [String: Int] = [:]
        for (i, v) in views.enumerated() where index[v.name] == nil { index[v.name] = i }
        self.index = index
    }

    /// The view or window called `name`.
    public func view(named name: String) -> ViewSnapshot? { index[name].map { views[$0] } }

    /// Copies the drawable state out of `application`'s windows.
    public static func capture(_ application: Application, screen: Size) -> SceneSnapshot {
        var views: [ViewSnapshot] = []
        var colors = ColorCache()
        for window in application.windowsFrontToBack.reversed() {
            add(window, parent: nil, origin: .zero, clip: nil, alpha: 1, hidden: false, depth: 0, into: &views, colors: &colors)
        }
        return SceneSnapshot(screen: screen, views: views)
    }

    /// Depth first, each view's screen origin from its superview's: the
    /// superview's origin, minus its bounds origin (a scroll view's content
    /// offset), plus the view's frame origin.
    private static func add(_ view: View, parent: Int?, origin: Point, clip: Rect?, alpha: Double, hidden: Bool, depth: Int,
                            into views: inout [ViewSnapshot], colors: inout ColorCache) {
        let frame = Rect(origin: origin + view.frame.origin, size: view.frame.size)
        var snapshot = ViewSnapshot(
            name: view.name, kind: view.kind, isWindow: view is Window, depth: depth, frame: frame, clip: clip,
            fill: view.color.flatMap { colors.color($0) }, text: view.text, alpha: alpha * view.alpha,
            isHidden: hidden || view.isHidden, isUserInteractionEnabled: view.isUserInteractionEnabled)
        snapshot.gestures = view.gestureRecognizers.map(\.name)
        for case let menu as ContextMenuInteraction in view.interactions {
            if menu.phase == .highlighted { snapshot.menu = .highlighted }
            if menu.phase == .presented { snapshot.menu = .presented }
        }
        snapshot.parent = parent
        snapshot.className = view.className
        if let control = view as? Control {
            snapshot.value = control.value
            snapshot.segments = control.segments
            snapshot.isHighlighted = control.isHighlighted
            snapshot.isEnabled = control.isEnabled
            if control.kind == .slider || control.kind == .switch {
                let t = control.thumbRect
                snapshot.thumb = Rect(x: frame.minX + t.minX - control.bounds.minX, y: frame.minY + t.minY - control.bounds.minY,
                                      width: t.width, height: t.height)
            }
        }
        if let cell = view as? ListCell {
            snapshot.isHighlighted = cell.isHighlighted
            snapshot.isSelected = cell.isSelected
        }
        if let field = view as? TextField {
            snapshot.placeholder = field.placeholder
            snapshot.isFirstResponder = view.window?.application?.firstResponder === field
        }
        // Drawn on the shown controller's view, which covers the navigation controller's own.
        if let shown = view.viewController, let navigation = view.superview?.viewController as? NavigationController,
           navigation.topViewController === shown {
            snapshot.navigationStack = navigation.viewControllers.map(\.name)
        }
        if let card = view as? SheetCardView, let sheet = card.sheet {
            snapshot.sheetDetents = sheet.detents.map {
                SheetDetentMark(name: $0.identifier, y: sheet.offset(of: $0), isSelected: $0.identifier == sheet.selectedDetentIdentifier)
            }
        }
        var childClip = clip
        if let scroll = view as? ScrollView {
            snapshot.contentOffset = scroll.contentOffset
            snapshot.contentSize = scroll.contentSize
            snapshot.isDecelerating = scroll.isDecelerating
            let inside = scroll.clamped(scroll.contentOffset)
            snapshot.overscroll = Point(scroll.contentOffset.x - inside.x, scroll.contentOffset.y - inside.y)
        }
        if let refresh = view as? RefreshControl { snapshot.refreshState = refresh.state.rawValue }
        if let text = view as? TextView {
            snapshot.textLinks = text.links.map(\.frame)
            snapshot.isFirstResponder = view.window?.application?.firstResponder === text
        }
        // A scroll view always clips its content (UIScrollView's clipsToBounds defaults to true).
        if view.clipsToBounds || view is ScrollView {
            childClip = clip.map { $0.intersection(frame) ?? Rect(origin: frame.origin, size: .zero) } ?? frame
        }
        let me = views.count
        views.append(snapshot)
        // A transformed view (rule H6) is drawn as its bounding box; its subviews
        // sit where its untransformed bounds would, centred in that box.
        let inner = view.bounds.size
        let childOrigin = (view.transform == nil ? frame.origin
            : Point(frame.midX - inner.width / 2, frame.midY - inner.height / 2)) - view.boundsOrigin
        for sub in view.subviews {
            add(sub, parent: me, origin: childOrigin, clip: childClip, alpha: alpha * view.alpha,
                hidden: hidden || view.isHidden, depth: depth + 1, into: &views, colors: &colors)
        }
    }
}

/// Parses each distinct colour string once per capture.
struct ColorCache {
    private var known: [String: Color?] = [:]

    mutating func color(_ s: String) -> Color? {
        if let c = known[s] { return c }
        let c = SceneColor.parse(s).map { Color($0.r, $0.g, $0.b, $0.a) }
        known[s] = c
        return c
    }
}
