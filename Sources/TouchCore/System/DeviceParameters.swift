/// The numbers a real device decides (semantics.md, section P). Distances are
/// in points, durations in seconds. A threshold is crossed when the value
/// reaches it (≥); a time limit is exceeded when the time passes it (>).
/// A scene may override any of them under `device:`.
public struct DeviceParameters: Hashable, Sendable {
    /// The screen's size (P: `screen`, default an iPhone 14's 390 × 844).
    public var screen = Size(width: 390, height: 844)
    /// Touch samples per second that scripted strokes are cut into (P: `touchRate`).
    public var touchRate: Double = 120
    /// 2 reproduces the second hit-test pass seen on devices (rule H4).
    public var hitTestPasses: Int = 1
    /// How far a finger of a tap may move (P: UIKit's tap is sloppy).
    public var tapAllowableMovement: Double = 45
    /// How long a finger of a tap may be held, seconds.
    public var maximumTapDuration: Double = 0.75
    /// Time between taps of a multi-tap, seconds.
    public var maximumIntervalBetweenTaps: Double = 0.35
    /// Distance between taps that still counts as the same place (rule T3).
    public var tapSlop: Double = 45
    /// Long press, seconds.
    public var minimumPressDuration: Double = 0.5
    /// Long press movement allowance, points.
    public var allowableMovement: Double = 10
    /// Pan and screen-edge pan start distance, points.
    public var panHysteresis: Double = 10
    /// Swipe distance, points.
    public var swipeMinimumDistance: Double = 50
    /// Swipe time limit, seconds.
    public var swipeMaximumDuration: Double = 0.5
    /// Swipe deviation off its axis, points.
    public var swipeMaximumDeviation: Double = 50
    /// Pinch start, as a change of scale.
    public var pinchHysteresis: Double = 0.05
    /// Rotation start, radians.
    public var rotationHysteresis: Double = 0.1
    /// Screen-edge pan start band, points.
    public var screenEdgeWidth: Double = 13
    /// Rule C1's "inside": the control's bounds grown by this on every side.
    public var controlTrackingSlop: Double = 70
    /// Rule V2's content delay, seconds.
    public var scrollContentDelay: Double = 0.15
    /// Rule D4's delay of a held-back ended phase, seconds.
    public var delayedEndedDelay: Double = 0.15
    /// Rule V6's directional lock band around each axis, degrees.
    public var directionalLockAngle: Double = 20
    /// Rule V7: a scroll view stops decelerating below this speed, points per second.
    public var decelerationStopSpeed: Double = 10
    /// Rule V8: a release at least this fast turns to the next page, points per second.
    public var pagingVelocityThreshold: Double = 300
    /// Rule V8: how long a paging scroll view takes to settle on its page, seconds.
    public var pagingSettleDuration: Double = 0.3
    /// Rule N3: a pop gesture this fast to the right pops, points per second.
    public var popVelocityThreshold: Double = 300

    // MARK: Device and versions (P, "Versions")

    /// The iOS version the device runs, major.minor compared as a number
    /// (17.4 < 18 < 26; P: `ios`, default 18: the version the rules describe).
    public var ios: Double = 18
    /// The SDK the app was linked against when the scene gives one (P: `sdk`);
    /// `sdk` reads `ios` otherwise.
    public var sdkOverride: Double?
    /// The SDK version the app was linked against (P: `sdk`, default the value of `ios`).
    public var sdk: Double {
        get { sdkOverride ?? ios }
        set { sdkOverride = newValue }
    }
    /// Top, left, bottom and right safe-area insets of the screen (P: `safeAreaInsets`; M2, M5).
    public var safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    /// P: `horizontalSizeClass` (`compact` an iPhone in portrait, `regular` an iPad in full screen; X11).
    public var horizontalSizeClass: SizeClass = .compact
    /// Rule H12's answer inside a hosting view, when the scene gives one (P: `hostingHitTest`).
    public var hostingHitTestOverride: HostingHitTest?
    /// Rule H12: `host` when `ios` >= 26, `views` below, unless the scene says otherwise.
    public var hostingHitTest: HostingHitTest {
        get { hostingHitTestOverride ?? (ios >= 26 ? .host : .views) }
        set { hostingHitTestOverride = newValue }
    }

    /// P: `horizontalSizeClass`.
    public enum SizeClass: String, CaseIterable, Hashable, Sendable {
        case compact, regular
    }

    /// P: `hostingHitTest` (rule H12).
    public enum HostingHitTest: String, CaseIterable, Hashable, Sendable {
        /// iOS 26: any point inside a hosting view returns the hosting view itself.
        case host
        /// Before iOS 26: a point on an interactive region returns that region's platform view.
        case views
    }

    // MARK: Rubber band and refresh control (V12–V18)

    /// V12: c of the rubber band rb, for scroll views, sheets (M5) and zoom scales (Z4).
    public var rubberBandCoefficient: Double = 0.55
    /// V13, seconds (an approximation: UIKit's spring is undocumented).
    public var bounceSettleDuration: Double = 0.5
    /// V14's h of a refresh control without a title, when the scene gives one.
    public var refreshControlHeightOverride: Double?
    /// V14: h of a refresh control without a title: 60, or 58 when `ios` < 13 (the earlier style).
    public var refreshControlHeight: Double {
        get { refreshControlHeightOverride ?? (ios < 13 ? 58 : 60) }
        set { refreshControlHeightOverride = newValue }
    }
    /// V14: height of a one-line title (an approximation).
    public var refreshTitleHeight: Double = 16
    /// V14: with a title, h = the title's height + this.
    public var refreshTitledHeightExtra: Double = 67
    /// V14: points added to the title's height.
    public var refreshTriggerBase: Double = 100
    /// V14.
    public var refreshTriggerScale: Double = 1.125
    /// V14: k = H / this.
    public var refreshTriggerReferenceHeight: Double = 568
    /// V14: below this scroll view height k is fixed.
    public var refreshTriggerSmallHeight: Double = 372
    /// V14: k below `refreshTriggerSmallHeight`.
    public var refreshTriggerSmallFactor: Double = 0.654929577
    /// V15: points of visible height.
    public var refreshRevealThreshold: Double = 5
    /// V15 rule 6.
    public var refreshRegrabRatio: Double = 0.75
    /// V15 rule 5, seconds (an approximation of the animated offset change).
    public var refreshEndDuration: Double = 0.3

    // MARK: Zoom (Z)

    /// Z4.2: change of scale that begins the pinch of a nested scroll view (UIKit: 0).
    public var nestedPinchHysteresis: Double = 0.001
    /// Z4.6, Z6: seconds of a zoom bounce and of an animated zoom (an approximation).
    public var zoomAnimationDuration: Double = 0.3
    /// Z10: downward points that commit a zoom-transition dismissal (an approximation).
    public var zoomDismissDistance: Double = 100

    // MARK: Swipe actions (L6–L15)

    /// L6, L7: distance before `LIST.swipeActions` begins.
    public var swipeActionHysteresis: Double = 25
    /// L10, points per second: a slower release decides by position.
    public var swipeActionVelocityThreshold: Double = 50
    /// L10: width of one action button (UIKit sizes them to their titles).
    public var swipeActionButtonWidth: Double = 74
    /// L9: non-destructive confirmation distance, as a fraction of the row's width.
    public var swipeFullSwipeRatio: Double = 0.525
    /// L9: the non-destructive confirmation distance is at least the open width plus this.
    public var swipeFullSwipeGap: Double = 20
    /// L9: trailing destructive confirmation distance = the row's width − this.
    public var swipeDestructiveTrailingInset: Double = 29
    /// L9: leading destructive confirmation distance = the row's width − this.
    public var swipeDestructiveLeadingInset: Double = 64
    /// L9: how close to the far side the finger must be to arm a destructive full swipe early.
    public var swipeDestructiveEdgeZone: Double = 50
    /// L9.
    public var swipeEarlyFactorMin: Double = 0.66
    /// L9.
    public var swipeEarlyFactorMax: Double = 0.8
    /// L9, points per second.
    public var swipeEarlyFactorSpeed: Double = 2500
    /// L12: how far a touch may move before `LIST.swipeDismissal` fails.
    public var swipeDismissalMovement: Double = 10

    // MARK: Context menus and drags (X)

    /// X2: touch duration at which a context menu's press begins, seconds.
    public var contextMenuPressDelay: Double = 0.15
    /// X4: touch duration at which the menu is presented, seconds (0.325 on an iPad).
    public var contextMenuClickDuration: Double = 0.4
    /// X2: points along either axis a context menu's touch may move.
    public var contextMenuAllowableMovement: Double = 10
    /// X9: a drag interaction's lift delay, seconds.
    public var dragLiftDelay: Double = 0.325
    /// X9: points the touch may move before the lift, and must move after it for the drag to begin.
    public var dragLiftMoveHysteresis: Double = 10
    /// X11: when long presses stop waiting for a drag, regular width only, seconds.
    public var dragCompetingLongPressDelay: Double = 1.0
    /// X9: `UIDragInteraction.isEnabledByDefault` (true on an iPad).
    public var dragInteractionEnabledByDefault = false

    // MARK: Content pop (N4–N8)

    /// N5, points (UIKit: 30 for touches, 50 for trackpad scrolling).
    public var contentPopHysteresis: Double = 30
    /// N5, points.
    public var contentPopVerticalBase: Double = 10
    /// N5: (30 − 10) / 25 in UIKit.
    public var contentPopVerticalSlope: Double = 0.8
    /// N5, points.
    public var contentPopVerticalLimit: Double = 25

    // MARK: Page view controllers (W)

    /// W7: width of the tap strips at the left and right sides.
    public var pageCurlTapBreadth: Double = 80
    /// W7: the same with the spine in the middle.
    public var pageCurlMidSpineTapBreadth: Double = 60
    /// W7, points per second: decides a curl pan's direction and completion.
    public var pageCurlVelocityThreshold: Double = 300

    // MARK: Sheets (M)

    /// M2: gap between the safe area's top and a large sheet.
    public var sheetTopMargin: Double = 10
    /// M2's medium detent fraction when the scene gives one.
    public var mediumDetentFractionOverride: Double?
    /// M2: the medium detent as a fraction of Vmax: 0.56, or 0.63 when the
    /// screen is at most 568 points tall (UIKit's value for small screens).
    public var mediumDetentFraction: Double {
        get { mediumDetentFractionOverride ?? (screen.height <= 568 ? 0.63 : 0.56) }
        set { mediumDetentFractionOverride = newValue }
    }
    /// M2: the grabber's size.
    public var grabberSize = Size(width: 36, height: 5)
    /// M2: from the card's top edge to the grabber.
    public var grabberTopInset: Double = 5
    /// M2: side of the grabber's touch area.
    public var grabberTouchSize: Double = 44
    /// M5: E_t's cap.
    public var sheetTopRubberBandLimit: Double = 100
    /// M5: E_b as a fraction of the sheet's height.
    public var sheetBottomRubberBandFraction: Double = 0.25
    /// M5: E_b's cap.
    public var sheetBottomRubberBandLimit: Double = 200
    /// M6: pull below the smallest detent, as a fraction of E_b, that counts as an attempt to dismiss.
    public var sheetAttemptFraction: Double = 0.25
    /// M6, per millisecond: projects the release.
    public var sheetDecelerationRate: Double = 0.99
    /// M6, points per second: slower releases project nothing.
    public var sheetMinimumReleaseSpeed: Double = 250
    /// M6, points per second: a flick moves one candidate further.
    public var sheetFlickSpeed: Double = 1000
    /// M7, seconds.
    public var sheetSwipeInterval: Double = 0.4
    /// M4.3, points (UIKit's value unknown: a decision).
    public var sheetExteriorPadding: Double = 0

    // MARK: Text views (E3–E9)

    /// E4.
    public var textTapAllowableMovement: Double = 10
    /// E4.
    public var textDoubleTapAllowableMovement: Double = 60
    /// E4, E7, seconds.
    public var textLoupeDelay: Double = 0.5

    public init() {}

    /// Every parameter's scene key, in the order of section P. Scene loading
    /// and `check` use it; the key paths let a loader set values by name.
    public static var numericKeys: [(name: String, keyPath: WritableKeyPath<DeviceParameters, Double>)] { [
        ("touchRate", \.touchRate),
        ("tapAllowableMovement", \.tapAllowableMovement),
        ("maximumTapDuration", \.maximumTapDuration),
        ("maximumIntervalBetweenTaps", \.maximumIntervalBetweenTaps),
        ("tapSlop", \.tapSlop),
        ("minimumPressDuration", \.minimumPressDuration),
        ("allowableMovement", \.allowableMovement),
        ("panHysteresis", \.panHysteresis),
        ("swipeMinimumDistance", \.swipeMinimumDistance),
        ("swipeMaximumDuration", \.swipeMaximumDuration),
        ("swipeMaximumDeviation", \.swipeMaximumDeviation),
        ("pinchHysteresis", \.pinchHysteresis),
        ("rotationHysteresis", \.rotationHysteresis),
        ("screenEdgeWidth", \.screenEdgeWidth),
        ("controlTrackingSlop", \.controlTrackingSlop),
        ("scrollContentDelay", \.scrollContentDelay),
        ("delayedEndedDelay", \.delayedEndedDelay),
        ("directionalLockAngle", \.directionalLockAngle),
        ("decelerationStopSpeed", \.decelerationStopSpeed),
        ("pagingVelocityThreshold", \.pagingVelocityThreshold),
        ("pagingSettleDuration", \.pagingSettleDuration),
        ("popVelocityThreshold", \.popVelocityThreshold),
        ("ios", \.ios),
        ("rubberBandCoefficient", \.rubberBandCoefficient),
        ("bounceSettleDuration", \.bounceSettleDuration),
        ("refreshTitleHeight", \.refreshTitleHeight),
        ("refreshTitledHeightExtra", \.refreshTitledHeightExtra),
        ("refreshTriggerBase", \.refreshTriggerBase),
        ("refreshTriggerScale", \.refreshTriggerScale),
        ("refreshTriggerReferenceHeight", \.refreshTriggerReferenceHeight),
        ("refreshTriggerSmallHeight", \.refreshTriggerSmallHeight),
        ("refreshTriggerSmallFactor", \.refreshTriggerSmallFactor),
        ("refreshRevealThreshold", \.refreshRevealThreshold),
        ("refreshRegrabRatio", \.refreshRegrabRatio),
        ("refreshEndDuration", \.refreshEndDuration),
        ("nestedPinchHysteresis", \.nestedPinchHysteresis),
        ("zoomAnimationDuration", \.zoomAnimationDuration),
        ("zoomDismissDistance", \.zoomDismissDistance),
        ("swipeActionHysteresis", \.swipeActionHysteresis),
        ("swipeActionVelocityThreshold", \.swipeActionVelocityThreshold),
        ("swipeActionButtonWidth", \.swipeActionButtonWidth),
        ("swipeFullSwipeRatio", \.swipeFullSwipeRatio),
        ("swipeFullSwipeGap", \.swipeFullSwipeGap),
        ("swipeDestructiveTrailingInset", \.swipeDestructiveTrailingInset),
        ("swipeDestructiveLeadingInset", \.swipeDestructiveLeadingInset),
        ("swipeDestructiveEdgeZone", \.swipeDestructiveEdgeZone),
        ("swipeEarlyFactorMin", \.swipeEarlyFactorMin),
        ("swipeEarlyFactorMax", \.swipeEarlyFactorMax),
        ("swipeEarlyFactorSpeed", \.swipeEarlyFactorSpeed),
        ("swipeDismissalMovement", \.swipeDismissalMovement),
        ("contextMenuPressDelay", \.contextMenuPressDelay),
        ("contextMenuClickDuration", \.contextMenuClickDuration),
        ("contextMenuAllowableMovement", \.contextMenuAllowableMovement),
        ("dragLiftDelay", \.dragLiftDelay),
        ("dragLiftMoveHysteresis", \.dragLiftMoveHysteresis),
        ("dragCompetingLongPressDelay", \.dragCompetingLongPressDelay),
        ("contentPopHysteresis", \.contentPopHysteresis),
        ("contentPopVerticalBase", \.contentPopVerticalBase),
        ("contentPopVerticalSlope", \.contentPopVerticalSlope),
        ("contentPopVerticalLimit", \.contentPopVerticalLimit),
        ("pageCurlTapBreadth", \.pageCurlTapBreadth),
        ("pageCurlMidSpineTapBreadth", \.pageCurlMidSpineTapBreadth),
        ("pageCurlVelocityThreshold", \.pageCurlVelocityThreshold),
        ("sheetTopMargin", \.sheetTopMargin),
        ("grabberTopInset", \.grabberTopInset),
        ("grabberTouchSize", \.grabberTouchSize),
        ("sheetTopRubberBandLimit", \.sheetTopRubberBandLimit),
        ("sheetBottomRubberBandFraction", \.sheetBottomRubberBandFraction),
        ("sheetBottomRubberBandLimit", \.sheetBottomRubberBandLimit),
        ("sheetAttemptFraction", \.sheetAttemptFraction),
        ("sheetDecelerationRate", \.sheetDecelerationRate),
        ("sheetMinimumReleaseSpeed", \.sheetMinimumReleaseSpeed),
        ("sheetFlickSpeed", \.sheetFlickSpeed),
        ("sheetSwipeInterval", \.sheetSwipeInterval),
        ("sheetExteriorPadding", \.sheetExteriorPadding),
        ("textTapAllowableMovement", \.textTapAllowableMovement),
        ("textDoubleTapAllowableMovement", \.textDoubleTapAllowableMovement),
        ("textLoupeDelay", \.textLoupeDelay),
    ] }

    /// The parameters whose default depends on others (`sdk` on `ios`,
    /// `refreshControlHeight` on `ios`, `mediumDetentFraction` on the
    /// screen): the key paths hold the scene's own value, nil when it gives none.
    public static var derivedKeys: [(name: String, keyPath: WritableKeyPath<DeviceParameters, Double?>)] { [
        ("sdk", \.sdkOverride),
        ("refreshControlHeight", \.refreshControlHeightOverride),
        ("mediumDetentFraction", \.mediumDetentFractionOverride),
    ] }
}
