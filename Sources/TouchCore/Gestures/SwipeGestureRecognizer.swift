/// A swipe (models `UISwipeGestureRecognizer`): recognized once its
/// `numberOfTouchesRequired` fingers have travelled `swipeMinimumDistance`
/// in one of its directions within `swipeMaximumDuration`, staying within
/// `swipeMaximumDeviation` of that axis. Fails when too slow, off its axes,
/// in another direction, or lifted before the distance.
public final class SwipeGestureRecognizer: GestureRecognizer {
    public var numberOfTouchesRequired: Int { settings.numberOfTouchesRequired ?? 1 }
    /// Unit vectors of the allowed directions (screen y grows downward).
    public var directions: [(name: String, x: Double, y: Double)] {
        let names = settings.directions.isEmpty ? ["right"] : settings.directions
        return names.map { name in
            switch name {
            case "left": return (name, -1, 0)
            case "up": return (name, 0, -1)
            case "down": return (name, 0, 1)
            default: return (name, 1, 0)
            }
        }
    }

    @exclusivity(unchecked) private var start: Point?
    @exclusivity(unchecked) private var recognizedDirection: String?

    public init(name: String) {
        super.init(name: name, kind: .swipe)
    }

    override public func touchesBegan(_ touches: [Touch]) {
        if start == nil {
            startTimer(after: parameters.swipeMaximumDuration, purpose: "swipeMaximumDuration")
        }
        start = location(in: nil)
        if numberOfTouchesDown > numberOfTouchesRequired { fail(.tooManyTouches) }
    }

    override public func touchesMoved(_ touches: [Touch]) {
        guard let start else { return }
        let d = location(in: nil) - start
        let p = parameters
        var offEveryAxis = true, backwardsOnEveryAxis = true
        for dir in directions {
            let along = d.x * dir.x + d.y * dir.y
            let across = abs(d.x * dir.y - d.y * dir.x)
            if across <= p.swipeMaximumDeviation { offEveryAxis = false }
            if along > -p.swipeMinimumDistance { backwardsOnEveryAxis = false }
            if along >= p.swipeMinimumDistance && across <= p.swipeMaximumDeviation && numberOfTouchesDown == numberOfTouchesRequired {
                recognizedDirection = dir.name
                return recognize()
            }
        }
        // Still heading somewhere it may yet be recognized: the time limit decides.
        if offEveryAxis { return fail(.deviation("swipeMaximumDeviation")) }
        if backwardsOnEveryAxis { fail(.direction) }
    }

    override public func touchesEnded(_ touches: [Touch]) {
        if hasNoTouchDown { fail(.liftedBeforeDistance) }
    }

    override public func reset() {
        start = nil
        recognizedDirection = nil
    }

    override public func appendReportedFields(to fields: inout [TraceField]) {
        super.appendReportedFields(to: &fields)
        fields.append(TraceField("direction", .name(recognizedDirection)))
    }
}
