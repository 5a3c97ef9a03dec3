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

    // Device and versions (section P, "Versions").
    /// The iOS version the device runs, major.minor as a number (17.4 < 18 < 26).
    public var ios: Double = 18
    /// The SDK the app was linked against; nil: the value of `ios`.
    public var sdkOverride: Double?
    /// The SDK the app was linked against (default: `ios`).
    public var sdk: Double { sdkOverride ?? ios }
    /// Top, left, bottom, right safe-area insets of the screen (M2, M5).
    public var safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    // Content pop (N4–N8).
    /// N5: rightward movement at which the content pop begins, points.
    public var contentPopHysteresis: Double = 30
    /// N5: vertical tolerance at no horizontal movement, points.
    public var contentPopVerticalBase: Double = 10
    /// N5: vertical tolerance gained per point of horizontal movement ((30 − 10) / 25 in UIKit).
    public var contentPopVerticalSlope: Double = 0.8
    /// N5: the vertical tolerance's cap, points.
    public var contentPopVerticalLimit: Double = 25

    // Sheets (M).
    /// M2: gap between the safe area's top and a large sheet, points.
    public var sheetTopMargin: Double = 10
    /// M2: the medium detent as a fraction of Vmax (0.63 on screens at most 568 points tall, `mediumDetentFraction(for:)`).
    public var mediumDetentFraction: Double = 0.56
    /// Whether the scene set `mediumDetentFraction` itself (else small screens use 0.63).
    public var mediumDetentFractionGiven = false
    /// M2: the grabber's size.
    public var grabberSize = Size(width: 36, height: 5)
    /// M2: from the card's top edge to the grabber, points.
    public var grabberTopInset: Double = 5
    /// M2: side of the grabber's touch area, points.
    public var grabberTouchSize: Double = 44
    /// M5: E_t's cap, points.
    public var sheetTopRubberBandLimit: Double = 100
    /// M5: E_b as a fraction of the sheet's height.
    public var sheetBottomRubberBandFraction: Double = 0.25
    /// M5: E_b's cap, points.
    public var sheetBottomRubberBandLimit: Double = 200
    /// M6: pull below the smallest detent, as a fraction of E_b, that counts as an attempt to dismiss.
    public var sheetAttemptFraction: Double = 0.25
    /// M6: per millisecond, projects the release.
    public var sheetDecelerationRate: Double = 0.99
    /// M6: slower releases project nothing, points per second.
    public var sheetMinimumReleaseSpeed: Double = 250
    /// M6: a flick moves one candidate further, points per second.
    public var sheetFlickSpeed: Double = 1000
    /// M7: seconds.
    public var sheetSwipeInterval: Double = 0.4
    /// M4.3: points (UIKit's value unknown: a decision).
    public var sheetExteriorPadding: Double = 0
    /// V12: c of the rubber band, for scroll views, sheets (M5) and zoom.
    public var rubberBandCoefficient: Double = 0.55

    /// M2: the medium detent's fraction on this screen.
    public var effectiveMediumDetentFraction: Double {
        mediumDetentFractionGiven || screen.height > 568 ? mediumDetentFraction : 0.63
    }

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
        ("contentPopHysteresis", \.contentPopHysteresis),
        ("contentPopVerticalBase", \.contentPopVerticalBase),
        ("contentPopVerticalSlope", \.contentPopVerticalSlope),
        ("contentPopVerticalLimit", \.contentPopVerticalLimit),
        ("sheetTopMargin", \.sheetTopMargin),
        ("mediumDetentFraction", \.mediumDetentFraction),
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
    ] }
}
