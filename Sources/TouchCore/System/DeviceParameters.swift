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
    /// Rules L6, L7: distance before a list's swipe-action pan begins, points.
    public var swipeActionHysteresis: Double = 25
    /// Rule L10: a slower release decides by position, points per second.
    public var swipeActionVelocityThreshold: Double = 50
    /// Rule L10: the width of one action button, points.
    public var swipeActionButtonWidth: Double = 74
    /// Rule L9: non-destructive confirmation distance as a fraction of the row's width.
    public var swipeFullSwipeRatio: Double = 0.525
    /// Rule L9: the non-destructive confirmation distance is at least the open width plus this.
    public var swipeFullSwipeGap: Double = 20
    /// Rule L9: trailing destructive confirmation distance = the row's width − this.
    public var swipeDestructiveTrailingInset: Double = 29
    /// Rule L9: leading destructive confirmation distance = the row's width − this.
    public var swipeDestructiveLeadingInset: Double = 64
    /// Rule L9: how close to the far side the finger must be to arm a destructive full swipe early.
    public var swipeDestructiveEdgeZone: Double = 50
    /// Rule L9: the early-arming factor's bounds and speed (points per second).
    public var swipeEarlyFactorMin: Double = 0.66
    public var swipeEarlyFactorMax: Double = 0.8
    public var swipeEarlyFactorSpeed: Double = 2500
    /// Rule L12: how far a touch may move before the swipe dismissal recognizer fails, points.
    public var swipeDismissalMovement: Double = 10
    /// Rule W7: the tap strips at the left and right sides of a page-curl view, points.
    public var pageCurlTapBreadth: Double = 80
    public var pageCurlMidSpineTapBreadth: Double = 60
    /// Rule W7: decides a curl pan's direction and completion, points per second.
    public var pageCurlVelocityThreshold: Double = 300

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
        ("pageCurlTapBreadth", \.pageCurlTapBreadth),
        ("pageCurlMidSpineTapBreadth", \.pageCurlMidSpineTapBreadth),
        ("pageCurlVelocityThreshold", \.pageCurlVelocityThreshold),
    ] }
}
