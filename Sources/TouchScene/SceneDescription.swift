import TouchCore

/// Where something stands in a scene file (1-based line and column), so that
/// every error and every object can point back at its source.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static let unknown = SourceLocation(line: 0, column: 0)
    public var description: String { "\(line):\(column)" }
}

/// A whole scene file as written (scene-format.md), validated: names are
/// unique and every reference resolves. `SceneBuilder` turns it into live
/// TouchCore objects; `ScenarioCompiler` turns its scenarios into samples.
public struct SceneDescription: Hashable, Sendable {
    public var title: String
    public var device: DeviceParameters
    public var app: AppDescription
    /// Back-most first (rule H1 asks them front-most first).
    public var windows: [WindowDescription]
    public var scenarios: [ScenarioDescription]
    /// View animations started at fixed times of every scenario (rule A1, `animations:`).
    public var animations: [TimedAnimation] = []
    /// Where `scenarios:` is written (`.unknown`: not written, or not from a file),
    /// for the messages about a scenario that is not there.
    public var scenariosLocation: SourceLocation = .unknown

    public init(title: String, device: DeviceParameters, app: AppDescription,
                windows: [WindowDescription], scenarios: [ScenarioDescription]) {
        self.title = title
        self.device = device
        self.app = app
        self.windows = windows
        self.scenarios = scenarios
    }
}

public struct AppDescription: Hashable, Sendable {
    /// false: SpringBoard consumes every touch (rule S4a).
    public var foreground: Bool = true
    /// The application delegate responder's name, if any (rule R1).
    public var delegate: String?
    /// Action methods the delegate implements (rule C2).
    public var implements: [String] = []

    public init(foreground: Bool = true, delegate: String? = nil, implements: [String] = []) {
        self.foreground = foreground
        self.delegate = delegate
        self.implements = implements
    }
}

public struct WindowDescription: Hashable, Sendable {
    public var name: String
    public var level: Double = 0
    /// nil: the whole screen.
    public var frame: Rect?
    public var hidden: Bool = false
    public var root: NodeDescription?
    /// The scene's override of the window's `hitTest(_:with:)` (rules H7, H8, H12).
    public var hitTest: HitTestOverride?
    /// The app's class and address, as a debugger printed them (set by import).
    public var identity = ObjectIdentity()
    public var location: SourceLocation = .unknown

    public init(name: String, level: Double = 0, frame: Rect? = nil, hidden: Bool = false,
                root: NodeDescription? = nil, location: SourceLocation = .unknown) {
        self.name = name
        self.level = level
        self.frame = frame
        self.hidden = hidden
        self.root = root
        self.location = location
    }
}

/// What may stand as a window's root or in `subviews`: a view, or a view
/// controller wrapping one.
public indirect enum NodeDescription: Hashable, Sendable {
    case view(ViewDescription)
    case controller(ControllerDescription)
}

/// How a responder treats the touches that reach it (rule R2).
public enum TouchBehaviourDescription: String, Hashable, Sendable, CaseIterable {
    case inherit, forward, handle
}

public struct ControllerDescription: Hashable, Sendable {
    public var name: String
    public var touches: TouchBehaviourDescription = .inherit
    public var implements: [String] = []
    /// The presenting controller's name (rule R1).
    public var presentedBy: String?
    public var view: ViewDescription
    /// `kind: navigationController` (rule N): its stack and pop settings.
    public var navigation: NavigationDescription?
    /// `kind: pageViewController` (rule W): its pages and settings.
    public var pages: PageViewDescription?
    /// `presents:` (rule M): at most one presentation (`presentation`).
    public var presents: [PresentationDescription] = []
    /// The app's class and address, as a debugger printed them (set by import).
    public var identity = ObjectIdentity()
    public var location: SourceLocation = .unknown
    /// `preferredTransition: zoom` on a navigation stack's controller (rule Z10):
    /// it was pushed with the zoom transition, whose dismissal `NAME.zoomDismiss` drags it back.
    public var zoomTransition = false
    /// The zoom transition's `interactiveDismissShouldBegin` (a Q answer, Z10); nil: not given.
    public var interactiveDismissShouldBegin: Answer?

    public init(name: String, touches: TouchBehaviourDescription = .inherit, implements: [String] = [],
                presentedBy: String? = nil, view: ViewDescription, location: SourceLocation = .unknown) {
        self.name = name
        self.touches = touches
        self.implements = implements
        self.presentedBy = presentedBy
        self.view = view
        self.location = location
    }
}

/// The `kind:` of a view (scene-format.md, "Views"): TouchCore's own list.
public typealias ViewKindDescription = ViewKind

public struct PointInsideDescription: Hashable, Sendable {
    public var insets: EdgeInsets = .zero
    /// Names of descendants whose area also counts as inside (rule H3).
    public var include: [String] = []
    /// A text view's `links: only` (E9 fix 3): inside only on its links.
    public var linksOnly = false

    public init(insets: EdgeInsets = .zero, include: [String] = []) {
        self.insets = insets
        self.include = include
    }
}

public struct ViewDescription: Hashable, Sendable {
    public var name: String
    public var kind: ViewKindDescription = .view
    /// nil: fill the superview's bounds (the window's, for a root view).
    public var frame: Rect?
    /// "#RRGGBB", "#RRGGBBAA" or a colour name, as written; nil: no fill.
    public var color: String?
    public var text: String?
    public var hidden: Bool = false
    public var alpha: Double = 1
    /// nil: the kind's default (false for imageView and label, true otherwise).
    public var userInteractionEnabled: Bool?
    public var clipsToBounds: Bool = false
    public var multipleTouchEnabled: Bool = false
    public var exclusiveTouch: Bool = false
    public var touches: TouchBehaviourDescription = .inherit
    public var implements: [String] = []
    public var pointInside: PointInsideDescription?
    /// Recognizer names the view's gestureRecognizerShouldBegin answers no for (rule G4).
    public var gestureShouldBeginDeny: [String] = []
    /// The conditional form of the override (rule Q1); `deny` means `{ unless: { other: deny } }`.
    public var gestureShouldBegin: Answer?
    public var gestures: [GestureDescription] = []
    /// Context menu and drag interactions, in the order the app added them (rule X1).
    public var interactions: [InteractionDescription] = []
    public var subviews: [NodeDescription] = []
    /// The scene's override of `hitTest(_:with:)` (rules H7–H12), its targets by name.
    public var hitTest: HitTestOverride?
    /// Hosting views only: the SwiftUI content (rule H12).
    public var regions: [HostingView.Region] = []
    /// Controls only.
    public var control: ControlDescription?
    /// Scroll views only.
    public var scroll: ScrollDescription?
    /// Table and collection views only (rule L).
    public var list: ListDescription?
    /// Cells only (rule L1): a `tableViewCell` or `collectionViewCell`, or a `cells:` entry.
    public var cell: CellDescription?
    /// Text fields only (rule E1).
    public var placeholder: String?
    /// Text views only (rules E3–E9).
    public var textView: TextViewDescription?
    /// Rule H6: the affine transform about the view's centre; nil: the identity.
    public var transform: AffineTransform?
    /// The app's class and address, as a debugger printed them (set by import).
    public var identity = ObjectIdentity()
    public var location: SourceLocation = .unknown

    public init(name: String, kind: ViewKindDescription = .view, frame: Rect? = nil) {
        self.name = name
        self.kind = kind
        self.frame = frame
    }
}

/// The events of rule C1: TouchCore's own list.
public typealias ControlEventDescription = ControlEvent

public struct ControlActionDescription: Hashable, Sendable {
    public var event: ControlEventDescription
    /// nil: walk the responder chain from the sender (rule C2).
    public var target: String?
    public var action: String
    public var location: SourceLocation = .unknown

    public init(event: ControlEventDescription, target: String?, action: String, location: SourceLocation = .unknown) {
        self.event = event
        self.target = target
        self.action = action
        self.location = location
    }
}

public struct ControlDescription: Hashable, Sendable {
    public var actions: [ControlActionDescription] = []
    /// slider: 0...1; switch: 0 or 1 (off/on); stepper, segmentedControl, pageControl: an integer.
    public var value: Double?
    /// segmentedControl: segments; pageControl: pages.
    public var segments: Int?
    public var enabled: Bool = true
    /// Rule X7: `UIButton.menu` is set (installs `NAME.contextMenu`).
    public var menu: Bool = false
    /// X7.2: the menu opens on touchDown.
    public var showsMenuAsPrimaryAction: Bool = false
    /// X7: `isContextMenuInteractionEnabled` (nil: true when `menu` is set).
    public var contextMenuInteractionEnabled: Bool?

    public init(actions: [ControlActionDescription] = [], value: Double? = nil, segments: Int? = nil, enabled: Bool = true) {
        self.actions = actions
        self.value = value
        self.segments = segments
        self.enabled = enabled
    }
}

public struct ScrollDescription: Hashable, Sendable {
    /// nil: the scroll view's own size (nothing to scroll).
    public var contentSize: Size?
    public var contentOffset: Point = .zero
    public var scrollEnabled: Bool = true
    public var delaysContentTouches: Bool = true
    public var canCancelContentTouches: Bool = true
    /// touchesShouldCancel(in:) answers yes for these views (rule V3).
    public var cancelContentTouchesIn: [String] = []
    /// touchesShouldCancel(in:) answers no for these views (rule V3).
    public var keepContentTouchesIn: [String] = []
    /// A subclass's touchesShouldCancel(in:) (rules V3, Q1); nil: UIKit's default.
    public var touchesShouldCancel: Answer?
    public var alwaysBounceHorizontal: Bool = false
    public var alwaysBounceVertical: Bool = false
    public var directionalLockEnabled: Bool = false
    public var pagingEnabled: Bool = false
    /// Per millisecond (V7): `normal` 0.998, `fast` 0.99.
    public var decelerationRate: Double = 0.998
    /// V10; nil: the version's default (true when `ios` >= 17.4, section P).
    public var transfersHorizontalScrollingToParent: Bool?
    public var transfersVerticalScrollingToParent: Bool?
    /// `pan:` (V11): settings of `NAME.pan` and the answers of its delegate, the scroll view.
    public var pan: ScrollPanDescription?
    /// V12: rubber band past the ends (default); false clamps.
    public var bounces: Bool = true
    /// V14–V18: its refresh control.
    public var refreshControl: RefreshControlDescription?
    /// Rule Z1: the zoom limits (zooming is possible when they differ).
    public var minimumZoomScale: Double = 1
    public var maximumZoomScale: Double = 1
    /// Z3: the scale when the scene starts (nil: the minimum), clamped.
    public var zoomScale: Double?
    /// Z4.4.
    public var bouncesZoom: Bool = true
    /// Z2: the delegate's `viewForZooming(in:)`, a direct subview; nil: none.
    public var zoomView: String?
    /// `pinch:` (Z1): settings of `NAME.pinch` and the answers of its delegate, as `pan:`.
    public var pinch: ScrollPanDescription?

    /// Z1: whether the scroll view owns `NAME.pinch`.
    public var isZoomable: Bool { minimumZoomScale != maximumZoomScale }

    public init() {}
}

/// A text view's keys (rules E3–E9).
public struct TextViewDescription: Hashable, Sendable {
    public enum Selection: String, Sendable, CaseIterable { case none, ranged }

    /// What code sets on one of the text interaction's recognizers (`textTap:`, …, E4).
    public struct RecognizerSettings: Hashable, Sendable {
        /// `linkTap`, `textTap`, `doubleTap` or `loupe`.
        public var key: String
        public var settings: ScrollPanDescription
    }

    public var editable = true
    public var selectable = true
    /// Informational (E3): detected data is listed under `links`.
    public var dataDetectorTypes: [String] = []
    public var links: [TextView.Link] = []
    public var firstResponder = false
    public var rangedSelection = false
    /// The responder asked `textView(_:primaryActionFor:defaultAction:)` (E6), and its answer.
    public var delegate: String?
    public var primaryAction: TextView.PrimaryAction = .default
    /// E9 fix 3: `pointInside: { links: only }`.
    public var linksOnlyHitTesting = false
    public var recognizers: [RecognizerSettings] = []

    public init() {}
}

/// A scroll view's `refreshControl:` (rules V14–V18).
public struct RefreshControlDescription: Hashable, Sendable {
    public var name: String
    public var attach: RefreshControl.Attachment = .property
    /// Its actions (`valueChanged`) and `enabled`, as for any control (C1, C2).
    public var control = ControlDescription()
    /// V18: seconds from `valueChanged` to the app's `endRefreshing()`; nil: never.
    public var endsAfter: Double?
    /// V14: an app-set trigger distance.
    public var triggerDistance: Double?
    /// V15 rule 7: `beginRefreshing()` before the scenario.
    public var refreshing: Bool = false
    /// V14: an attributed title of `refreshTitleHeight` points.
    public var title: Bool = false
    public var location: SourceLocation = .unknown

    public init(name: String) { self.name = name }
}

/// What code may set on `scrollView.panGestureRecognizer`, and the answers a
/// subclass of the scroll view gives as its delegate (rule V11).
public struct ScrollPanDescription: Hashable, Sendable {
    public var requireToFail: [String] = []
    public var enabled: Bool = true
    public var minimumNumberOfTouches: Int?
    public var maximumNumberOfTouches: Int?
    public var cancelsTouchesInView: Bool = true
    public var delaysTouchesBegan: Bool = false
    public var delaysTouchesEnded: Bool = true
    /// The delegate answers; `object` is the scroll view.
    public var delegate: DelegateDescription

    public init(scrollView: String) {
        delegate = DelegateDescription(object: scrollView)
    }
}

/// The `kind:` of a recognizer (section G's table).
public enum GestureKindDescription: String, Hashable, Sendable, CaseIterable {
    case tap, longPress, pan, swipe, pinch, rotation, screenEdgePan
}

public enum SwipeDirectionDescription: String, Hashable, Sendable, CaseIterable {
    case right, left, up, down
}

public enum ScreenEdgeDescription: String, Hashable, Sendable, CaseIterable {
    case top, left, bottom, right, all
}

/// `simultaneousWith:` of a delegate (rule G5).
public enum SimultaneityDescription: Hashable, Sendable {
    case all
    case none
    case only([String])
    /// `{ when: ... }` / `{ unless: ... }` about the other recognizer (rule Q1).
    case conditional(Answer)
}

public struct DelegateDescription: Hashable, Sendable {
    /// The responder acting as delegate; its name appears in the trace.
    public var object: String
    public var shouldReceiveTouch: Answer = true
    public var shouldBegin: Answer = true
    public var simultaneousWith: SimultaneityDescription = .none
    public var requireFailureOf: [String] = []
    public var requiredToFailBy: [String] = []
    /// The conditional forms of the two lists (rule Q1); when set they replace them.
    public var requireFailureOfAnswer: Answer?
    public var requiredToFailByAnswer: Answer?

    public init(object: String) {
        self.object = object
    }
}

public struct GestureDescription: Hashable, Sendable {
    public var kind: GestureKindDescription
    public var name: String
    /// Rule Z6: what the action does to a zoomable scroll view.
    public var effect: ZoomEffectDescription?
    /// The action method's name as the trace and logs show it; nil: no target-action pair.
    public var action: String?
    /// The responder receiving the action; nil: the view the recognizer is attached to.
    public var target: String?
    public var enabled: Bool = true
    public var cancelsTouchesInView: Bool = true
    public var delaysTouchesBegan: Bool = false
    public var delaysTouchesEnded: Bool = true
    public var requireToFail: [String] = []
    public var delegate: DelegateDescription?
    // Kind-specific, nil where the kind's default applies.
    public var numberOfTapsRequired: Int?
    public var numberOfTouchesRequired: Int?
    public var maximumDelay: Double?
    public var minimumPressDuration: Double?
    public var allowableMovement: Double?
    public var minimumNumberOfTouches: Int?
    public var maximumNumberOfTouches: Int?
    public var direction: [SwipeDirectionDescription] = []
    public var edges: [ScreenEdgeDescription] = []
    /// The app's class and address, as a debugger printed them (set by import).
    public var identity = ObjectIdentity()
    public var location: SourceLocation = .unknown

    public init(kind: GestureKindDescription, name: String) {
        self.kind = kind
        self.name = name
    }
}

public struct ScenarioDescription: Hashable, Sendable {
    public var name: String
    public var steps: [StepDescription]
    public var location: SourceLocation = .unknown

    public init(name: String, steps: [StepDescription], location: SourceLocation = .unknown) {
        self.name = name
        self.steps = steps
        self.location = location
    }
}

/// One scripted step (scene-format.md, "Scenarios"). Coordinates are screen
/// points, durations seconds.
public enum StepDescription: Hashable, Sendable {
    /// Fingers go down together, stay `hold`, lift together; `count` times,
    /// `interval` from a lift to the next touch-down.
    case tap(points: [Point], count: Int, hold: Double, interval: Double)
    case down(finger: Int, at: Point)
    /// Several fingers down in one sample (`down: { fingers: [1, 2], at: [[x, y], [x, y]] }`),
    /// as a touch screen reports them; recordings use it.
    case downTogether(fingers: [Int], at: [Point])
    /// Fingers move together to `to` (one finger) or `by` an offset, over `duration`.
    case move(fingers: [Int], target: MoveTarget, duration: Double)
    case up(fingers: [Int])
    /// The system cancels every touch that is down (a phone call).
    case cancel(fingers: [Int])
    case wait(seconds: Double)
    case drag(finger: Int?, from: Point, to: Point, duration: Double, hold: Double, release: Bool)
    case pinch(center: Point, from: Double, to: Double, duration: Double, angle: Double)
    case rotate(center: Point, radius: Double, degrees: Double, duration: Double)
    /// App code (V15 rules 5 and 7): `beginRefreshing()` / `endRefreshing()` on the named refresh control; takes no time.
    case beginRefreshing(control: String)
    case endRefreshing(control: String)
    /// App code: a view animation starts at this instant (rule A1); takes no time.
    case animate(ViewAnimation)

    public enum MoveTarget: Hashable, Sendable {
        case to(Point)
        case by(Point)
        /// Each finger to its own point, in the order of `fingers` (`to: [[x, y], [x, y]]`).
        case toEach([Point])
    }
}

/// An entry of the scene's `animations` list: an animation that starts at
/// `at` seconds of every scenario (rule A1).
public struct TimedAnimation: Hashable, Sendable {
    public var at: Double
    public var animation: ViewAnimation

    public init(at: Double, animation: ViewAnimation) {
        self.at = at
        self.animation = animation
    }
}

/// Where an object came from in the app (`class:` and `address:`, set by
/// `touchscope import`): shown beside its name, never used for behaviour.
public struct ObjectIdentity: Hashable, Sendable {
    /// As printed: `Module.Class` and mangled Swift names kept verbatim.
    public var className: String?
    /// As printed (`0x7fb2c8d0f0a0`), nil when the dump had none.
    public var address: String?

    public init(className: String? = nil, address: String? = nil) {
        self.className = className
        self.address = address
    }
}

/// An interaction a view holds (scene-format.md, "Interactions"; rules X1–X12).
public struct InteractionDescription: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable { case contextMenu, drag }
    public var kind: Kind
    public var name: String
    /// The object answering the interaction's questions (its name is shown in the trace).
    public var delegate: String?
    /// contextMenu: whether the delegate gives a configuration (X3).
    public var configuration: Answer = true
    /// drag: whether it is enabled (nil: `dragInteractionEnabledByDefault`, X9.1).
    public var enabled: Bool?
    public var allowsSimultaneousRecognitionDuringLift = false
    /// drag: whether the delegate gives items (X9.3).
    public var items: Answer = true
    public var location: SourceLocation = .unknown

    public init(kind: Kind, name: String) {
        self.kind = kind
        self.name = name
    }

    /// The names of the recognizers it adds (X1), in order.
    public var recognizerNames: [String] {
        kind == .contextMenu ? [name + ".press", name + ".exclusion", name + ".failure"]
            : [name + ".lift", name + ".exclusion", name + ".failure"]
    }
}

/// A recognizer's `effect` (rule Z6): what its action does to a zoomable scroll view.
public enum ZoomEffectDescription: Hashable, Sendable {
    case toggleZoom(scrollView: String, scale: Double?)
    case zoomTo(scrollView: String, scale: Double, at: Point?, animated: Bool)

    public var scrollView: String {
        switch self {
        case .toggleZoom(let s, _), .zoomTo(let s, _, _, _): return s
        }
    }
}
