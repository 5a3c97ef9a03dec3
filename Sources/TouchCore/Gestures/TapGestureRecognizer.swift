/// A tap (models `UITapGestureRecognizer`): recognizes when the last of
/// `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers lifts.
///
/// Fails when a finger moves `tapAllowableMovement` or more, is held longer
/// than `maximumTapDuration`, the next tap comes later than
/// `maximumIntervalBetweenTaps` after a lift or farther than `tapSlop`,
/// more fingers than required come down, or all lift having had fewer than
/// required down together; with `maximumDelay`, when not recognized that
/// long after its first touch began (rule G9).
public final class TapGestureRecognizer: GestureRecognizer {
    public var numberOfTapsRequired: Int { settings.numberOfTapsRequired ?? 1 }
    public var numberOfTouchesRequired: Int { settings.numberOfTouchesRequired ?? 1 }

    /// Taps completed so far.
    @exclusivity(unchecked) public private(set) var tapsCompleted = 0
    @exclusivity(unchecked) private var currentTap: [Touch] = []
    @exclusivity(unchecked) private var mostDown = 0
    @exclusivity(unchecked) private var lastTapLocation: Point?
    @exclusivity(unchecked) private var durationTimer: TimerID?
    @exclusivity(unchecked) private var intervalTimer: TimerID?

    /// Rule E4: a text interaction's tap moves at most its own parameter
    /// (`textTapAllowableMovement`, ...) instead of `tapAllowableMovement`.
    public var allowableMovementLimit: (parameter: String, points: Double)?

    public init(name: String) {
        super.init(name: name, kind: .tap)
    }

    /// Rule G5's exception (UIKit's `canPrevent` for taps): a tap never
    /// keeps a tap that requires more taps from recognizing.
    override public func canPrevent(_ other: GestureRecognizer) -> Bool {
        guard let tap = other as? TapGestureRecognizer else { return true }
        return tap.numberOfTapsRequired <= numberOfTapsRequired
    }

    override public func touchesBegan(_ touches: [Touch]) {
        if currentTap.isEmpty {
            if tapsCompleted == 0, let delay = settings.maximumDelay {
                startTimer(after: delay, purpose: "maximumDelay")
            }
            if let last = lastTapLocation {
                cancelTimer(intervalTimer)
                if touches.contains(where: { $0.location.distance(to: last) > parameters.tapSlop }) {
                    return fail(.distance("tapSlop"))
                }
            }
            durationTimer = startTimer(after: parameters.maximumTapDuration, purpose: "maximumTapDuration")
        }
        currentTap.append(contentsOf: touches)
        let down = currentTap.reduce(0) { $1.phase.isFinal ? $0 : $0 + 1 }
        mostDown = max(mostDown, down)
        if down > numberOfTouchesRequired { fail(.tooManyTouches) }
    }

    override public func touchesMoved(_ touches: [Touch]) {
        if let limit = allowableMovementLimit {
            if touches.contains(where: { $0.location.distance(to: $0.startLocation) >= limit.points }) {
                fail(.movement(limit.parameter))
            }
            return
        }
        if touches.contains(where: { $0.location.distance(to: $0.startLocation) >= parameters.tapAllowableMovement }) {
            fail(.movement("tapAllowableMovement"))
        }
    }

    override public func touchesEnded(_ touches: [Touch]) {
        guard currentTap.allSatisfy({ $0.phase.isFinal }) else { return }
        if mostDown < numberOfTouchesRequired { return fail(.tooFewTouches) }
        cancelTimer(durationTimer)
        tapsCompleted += 1
        lastTapLocation = location(in: nil)
        if tapsCompleted >= numberOfTapsRequired { return recognize() }
        currentTap.empty()
        mostDown = 0
        intervalTimer = startTimer(after: parameters.maximumIntervalBetweenTaps, purpose: "maximumIntervalBetweenTaps")
    }

    override public func reset() {
        tapsCompleted = 0
        currentTap.empty()
        mostDown = 0
        lastTapLocation = nil
        durationTimer = nil
        intervalTimer = nil
    }

    override public func appendReportedFields(to fields: inout [TraceField]) {
        super.appendReportedFields(to: &fields)
        fields.append(TraceField("numberOfTaps", .int(tapsCompleted)))
    }
}
