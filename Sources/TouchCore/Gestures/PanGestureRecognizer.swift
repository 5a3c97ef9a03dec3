/// A pan (models `UIPanGestureRecognizer`): begins once the centroid of its
/// touches has moved `panHysteresis` with between `minimumNumberOfTouches`
/// and `maximumNumberOfTouches` fingers down; changes on moves; ends when
/// fewer than the minimum remain. Fails when all fingers lift before it began.
/// Reports translation and velocity (points per second) in screen points.
public class PanGestureRecognizer: GestureRecognizer {
    public var minimumNumberOfTouches: Int { settings.minimumNumberOfTouches ?? 1 }
    public var maximumNumberOfTouches: Int { settings.maximumNumberOfTouches ?? Int.max }

    /// How far the centroid has moved since the gesture started.
    @exclusivity(unchecked) public private(set) var translation = Point.zero
    /// The centroid's latest speed, points per second.
    @exclusivity(unchecked) public private(set) var velocity = Point.zero
    @exclusivity(unchecked) private var lastCentroid: Point?
    @exclusivity(unchecked) private var lastMove: VirtualTime?

    public init(name: String) {
        super.init(name: name, kind: .pan)
    }

    override init(name: String, kind: GestureKind) {
        super.init(name: name, kind: kind)
    }

    override public func touchesBegan(_ touches: [Touch]) {
        lastCentroid = location(in: nil)
    }

    override public func touchesMoved(_ touches: [Touch]) {
        let centroid = location(in: nil)
        if let last = lastCentroid {
            let delta = centroid - last
            translation = translation + delta
            if let previous = lastMove, let now = touches.first?.timestamp, now > previous {
                let dt = now.seconds(since: previous)
                velocity = Point(delta.x / dt, delta.y / dt)
            }
        }
        lastCentroid = centroid
        lastMove = touches.first?.timestamp
        if state.isActive { return change() }
        let down = numberOfTouchesDown
        if down >= minimumNumberOfTouches && down <= maximumNumberOfTouches && hasMovedFarEnoughToBegin(translation) {
            recognize()
        }
    }

    /// Whether the centroid's movement lets it begin: `panHysteresis` in any
    /// direction. A scroll view's pan asks more (rule V5).
    public func hasMovedFarEnoughToBegin(_ translation: Point) -> Bool {
        Point.zero.distance(to: translation) >= parameters.panHysteresis
    }

    override public func touchesEnded(_ touches: [Touch]) {
        lastCentroid = hasNoTouchDown ? nil : location(in: nil)
        if state.isActive {
            if numberOfTouchesDown < minimumNumberOfTouches { finish() }
        } else if hasNoTouchDown {
            fail(.liftedBeforeHysteresis)
        }
    }

    override public func reset() {
        translation = .zero
        velocity = .zero
        lastCentroid = nil
        lastMove = nil
    }

    override public func appendReportedFields(to fields: inout [TraceField]) {
        super.appendReportedFields(to: &fields)
        fields.append(TraceField("translation", .point(translation)))
        fields.append(TraceField("velocity", .point(velocity)))
    }
}

/// A pan that starts at a screen edge (models `UIScreenEdgePanGestureRecognizer`):
/// its first touch must begin within `screenEdgeWidth` of one of `edges`.
public final class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    override public init(name: String) {
        super.init(name: name, kind: .screenEdgePan)
    }

    override public func touchesBegan(_ touches: [Touch]) {
        if touches.count == self.touches.count, !touches.contains(where: startsAtEdge) {
            return fail(.notAtEdge)
        }
        super.touchesBegan(touches)
    }

    private func startsAtEdge(_ touch: Touch) -> Bool {
        let p = touch.startLocation, screen = parameters.screen, w = parameters.screenEdgeWidth
        return settings.edges.contains { edge in
            switch edge {
            case "left": return p.x < w
            case "right": return p.x >= screen.width - w
            case "top": return p.y < w
            case "bottom": return p.y >= screen.height - w
            case "all": return p.x < w || p.y < w || p.x >= screen.width - w || p.y >= screen.height - w
            default: return false
            }
        }
    }
}
