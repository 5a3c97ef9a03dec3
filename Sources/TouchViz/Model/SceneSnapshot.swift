import TouchCore
import TouchScene

/// What one view looks like at one moment, in screen points: everything a
/// picture needs, copied out of the live objects so that drawing never
/// touches them.
public struct ViewSnapshot: Hashable, Sendable {
    /// How readers key it (issue 27.3): its id, so two views of one label
    /// are two views on the screen, in the hit-test walk and the hover.
    public var key: ObjectKey
    /// The view's label, as pictures and the log write it.
    public var name: String { key.label }
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
    /// A page view controller's queuing scroll view (rule W2): the pages in
    /// its before, current and after slots ("" for a slot the range leaves
    /// out), and how far the offset is from the middle slot, in pages.
    /// Drawn on the shown page's view (over the scroll view's other content),
    /// shifted by `pageSlotsOffset` (points) to stay on the queuing scroll view's visible area.
    public var pageSlots: [String] = []
    public var pageSlotShift: Double = 0
    public var pageSlotsOffset = Point.zero
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
    /// Its recognizers, in order of addition, by key (the label is the name).
    public var gestures: [ObjectKey] = []
    /// Its context menu (rules X3, X4): highlighted by the press, or presented.
    public var menu: MenuAppearance?
    /// The snapshot index of its superview, nil for a window.
    public var parent: Int?
    /// The app's class (`class:`, set by import), shown beside the name.
    public var className: String?
    /// While animations run on it (section A): where hit-testing sees it (the
    /// model frame, on the screen); `frame` is then where it is drawn.
    public var modelFrame: Rect?
    /// The running animations' names, oldest first; and whether one makes it unhittable (A2, A6).
    public var animations: [String] = []
    public var animationBlocksTouches = false
    /// The scene's `hitTest` override, in the scene's words (rules H7–H12).
    public var hitTestOverride: String?
    /// A hosting view's SwiftUI regions on the screen (rule H12).
    public var regions: [RegionSnapshot] = []

    /// The name as pictures show it: with the app's class beside it when known.
    public var title: String { className.map { "\(name) · \($0)" } ?? name }

    /// Whether anything of it shows: not hidden, not fully transparent.
    public var isVisible: Bool { !isHidden && alpha >= 0.01 }

    /// Whether the selected log line's objects (`keys`) name it or one of
    /// its recognizers: the screen outlines it (by key, issue 27.3).
    public func isHighlighted(by keys: Set<ObjectKey>) -> Bool {
        !isWindow && (keys.contains(key) || gestures.contains(where: keys.contains))
    }
}

/// How a view's context menu shows (rules X3, X4).
public enum MenuAppearance: String, Hashable, Sendable { case highlighted, presented }
/// A hosting view's region on the screen (rule H12).
public struct RegionSnapshot: Hashable, Sendable {
    public var name: String
    public var frame: Rect
    public var interactive: Bool
}

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
    /// Each view's position in `views`, by key (issue 27.3).
    private var index: [ObjectKey: Int]

    public init(screen: Size, views: [ViewSnapshot]) {
        self.screen = screen
        self.views = views
        var index: [ObjectKey: Int] = [:]
        for (i, v) in views.enumerated() where index[v.key] == nil { index[v.key] = i }
        self.index = index
    }

    /// The view or window `key` names.
    public func view(_ key: ObjectKey) -> ViewSnapshot? { index[key].map { views[$0] } }

    /// The first view or window labelled `name`, in drawing order (for a
    /// label a person gave, such as the why-not question's view).
    public func view(named name: String) -> ViewSnapshot? { views.first { $0.name == name } }

    /// Copies the drawable state out of `application`'s windows. With
    /// `time`, an animating view is drawn at its presentation values of that
    /// instant, and its model frame kept beside (A3); without, at its model values.
    public static func capture(_ application: Application, screen: Size, at time: VirtualTime? = nil) -> SceneSnapshot {
        make(ScreenState.capture(application), screen: screen, at: time)
    }

    /// The picture of `state` (the device's own, or the scene's rebuilt from
    /// the trace's records up to an instant, issue 27 point 4), as `capture`.
    public static func make(_ state: ScreenState, screen: Size, at time: VirtualTime? = nil) -> SceneSnapshot {
        var views: [ViewSnapshot] = []
        views.reserveCapacity(state.order.count)
        var colors = ColorCache()
        // Per view: where its subviews' origin is, their clip, alpha and hidden.
        var inherited: [(origin: Point, clip: Rect?, alpha: Double, hidden: Bool, depth: Int)] = []
        inherited.reserveCapacity(state.order.count)
        for (i, key) in state.order.enumerated() {
            let view = state.state(at: i)
            let parent = state.parents[i]
            let (origin, clip, alpha, hidden, depth) = parent.map { inherited[$0] } ?? (.zero, nil, 1, false, 0)
            let modelFrame = Rect(origin: origin + view.frame.origin, size: view.frame.size)
            // A3: the window alone draws the presentation values; hit-testing never sees them.
            let shown = time.flatMap { view.presentation(at: $0) }
            let frame = shown.map { Rect(origin: origin + $0.frame.origin, size: $0.frame.size) } ?? modelFrame
            let ownAlpha = shown?.alpha ?? view.alpha
            let ownHidden = shown?.isHidden ?? view.isHidden
            var snapshot = ViewSnapshot(
                key: key, kind: view.kind, isWindow: view.isWindow, depth: depth, frame: frame, clip: clip,
                fill: view.color.flatMap { colors.color($0) }, text: view.text, alpha: alpha * ownAlpha,
                isHidden: hidden || ownHidden, isUserInteractionEnabled: view.isUserInteractionEnabled)
            if !view.animations.isEmpty {
                snapshot.modelFrame = modelFrame
                snapshot.animations = view.animations
                snapshot.animationBlocksTouches = view.animationBlocksTouches
            }
            snapshot.hitTestOverride = view.hitTestOverride
            snapshot.regions = view.regions.map {
                RegionSnapshot(name: $0.name, frame: Rect(origin: frame.origin + $0.frame.origin, size: $0.frame.size), interactive: $0.interactive)
            }
            snapshot.gestures = view.gestures.map(\.key)
            snapshot.menu = view.menu.flatMap(MenuAppearance.init(rawValue:))
            snapshot.parent = parent
            snapshot.className = view.className
            snapshot.value = view.value
            snapshot.segments = view.segments
            snapshot.isHighlighted = view.isHighlighted
            snapshot.isEnabled = view.isEnabled
            snapshot.isSelected = view.isSelected
            snapshot.thumb = view.thumb.map { Rect(origin: frame.origin + $0.origin, size: $0.size) }
            snapshot.placeholder = view.placeholder
            snapshot.isFirstResponder = view.isFirstResponder
            snapshot.navigationStack = view.navigationStack
            snapshot.sheetDetents = view.sheetDetents.map { SheetDetentMark(name: $0.name, y: $0.y, isSelected: $0.isSelected) }
            snapshot.contentOffset = view.contentOffset
            snapshot.contentSize = view.contentSize
            snapshot.isDecelerating = view.isDecelerating
            snapshot.overscroll = view.overscroll
            snapshot.refreshState = view.refreshState
            snapshot.textLinks = view.textLinks
            snapshot.pageSlots = view.pageSlots
            snapshot.pageSlotShift = view.pageSlotShift
            snapshot.pageSlotsOffset = view.pageSlotsOffset
            // A scroll view always clips its content (UIScrollView's clipsToBounds defaults to true).
            var childClip = clip
            if view.clips {
                childClip = clip.map { $0.intersection(frame) ?? Rect(origin: frame.origin, size: .zero) } ?? frame
            }
            views.append(snapshot)
            // A transformed view (rule H6) is drawn as its bounding box; its subviews
            // sit where its untransformed bounds would, centred in that box.
            let inner = view.bounds.size
            let childOrigin = (view.isTransformed ? Point(frame.midX - inner.width / 2, frame.midY - inner.height / 2) : frame.origin)
                - view.bounds.origin
            inherited.append((childOrigin, childClip, alpha * ownAlpha, hidden || ownHidden, depth + 1))
        }
        return SceneSnapshot(screen: screen, views: views)
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
