/// A long press (models `UILongPressGestureRecognizer`): begins after
/// `minimumPressDuration` with `numberOfTouchesRequired` fingers down
/// (after `numberOfTapsRequired` quick taps), changes on moves, ends on lift.
/// Fails when a finger moves `allowableMovement` before it began, or the
/// fingers lift before it began.
public final class LongPressGestureRecognizer: GestureRecognizer {
    public var minimumPressDuration: Double { settings.minimumPressDuration ?? parameters.minimumPressDuration }
    public var allowableMovement: Double { settings.allowableMovement ?? parameters.allowableMovement }
    public var numberOfTouchesRequired: Int { settings.numberOfTouchesRequired ?? 1 }
    public var numberOfTapsRequired: Int { settings.numberOfTapsRequired ?? 0 }

    @exclusivity(unchecked) private var tapsCompleted = 0
    @exclusivity(unchecked) private var pressTimer: TimerID?
    @exclusivity(unchecked) private var tapTimer: TimerID?

    public init(name: String) {
        super.init(name: name, kind: .longPress)
    }

    override public func touchesBegan(_ touches: [Touch]) {
        if state.isActive { return }
        cancelTimer(tapTimer)
        let down = numberOfTouchesDown
        if down > numberOfTouchesRequired { return fail(.tooManyTouches) }
        guard down == numberOfTouchesRequired else { return }
        if tapsCompleted < numberOfTapsRequired {
            tapTimer = startTimer(after: parameters.maximumTapDuration, purpose: "maximumTapDuration")
        } else if pressTimer == nil {
            pressTimer = startTimer(after: minimumPressDuration, purpose: Self.pressTimerPurpose)
        }
    }

    /// The timer that ends the press: it recognizes; the others are limits (they fail).
    private static let pressTimerPurpose = "minimumPressDuration"

    override public func timerFired(_ purpose: String) {
        if purpose == Self.pressTimerPurpose { recognize() } else { super.timerFired(purpose) }
    }

    override public func touchesMoved(_ touches: [Touch]) {
        if state.isActive { return change() }
        if touches.contains(where: { $0.location.distance(to: $0.startLocation) >= allowableMovement }) {
            fail(.movement("allowableMovement"))
        }
    }

    override public func touchesEnded(_ touches: [Touch]) {
        if state.isActive { return finish() }
        guard hasNoTouchDown else { return }
        if tapsCompleted < numberOfTapsRequired && pressTimer == nil {
            // A quick tap before the press: wait for the next one.
            cancelTimer(tapTimer)
            tapsCompleted += 1
            tapTimer = startTimer(after: parameters.maximumIntervalBetweenTaps, purpose: "maximumIntervalBetweenTaps")
        } else {
            fail(.liftedBeforeMinimumPressDuration)
        }
    }

    override public func reset() {
        tapsCompleted = 0
        pressTimer = nil
        tapTimer = nil
    }
}
