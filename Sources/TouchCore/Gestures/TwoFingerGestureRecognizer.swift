#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What pinch and rotation share: they follow the first two fingers down,
/// begin when a measure of them changes past a threshold, change on moves,
/// end when fewer than two fingers remain, and fail when fingers lift
/// before they began.
public class TwoFingerGestureRecognizer: GestureRecognizer {
    /// The measure at the moment two fingers were down, and its latest value.
    @exclusivity(unchecked) private var initial: Double?
    @exclusivity(unchecked) private var last: Double?
    @exclusivity(unchecked) private var lastTime: VirtualTime?
    /// The measure's change per second.
    @exclusivity(unchecked) public private(set) var velocity = 0.0

    /// The measure of two touches (distance, angle).
    func measure(_ a: Touch, _ b: Touch) -> Double { preconditionFailure("subclasses measure") }
    /// The reported value: scale or rotation, from the initial and current measure.
    func value(initial: Double, current: Double) -> Double { preconditionFailure("subclasses compute their value") }
    /// Whether `value` is far enough from its rest value to begin.
    func passesHysteresis(_ value: Double) -> Bool { preconditionFailure("subclasses give their threshold") }

    /// The reported value now (scale 1 or rotation 0 before two fingers were down).
    public var currentValue: Double {
        guard let initial, let last else { return restValue }
        return value(initial: initial, current: last)
    }

    var restValue: Double { 0 }

    private var pair: (Touch, Touch)? {
        // The first two touches down, without building the list (read on every move).
        var first: Touch?
        for t in touches where !t.phase.isFinal {
            if let first { return (first, t) }
            first = t
        }
        return nil
    }

    override public func touchesBegan(_ touches: [Touch]) {
        if initial == nil, let (a, b) = pair {
            initial = measure(a, b)
            last = initial
            lastTime = a.timestamp
        }
    }

    override public func touchesMoved(_ touches: [Touch]) {
        guard let initial, let (a, b) = pair else { return }
        let current = measure(a, b)
        let now = touches[0].timestamp
        if let lastTime, let last, now > lastTime {
            velocity = (value(initial: initial, current: current) - value(initial: initial, current: last)) / now.seconds(since: lastTime)
        }
        last = current
        lastTime = now
        if state.isActive { return change() }
        if passesHysteresis(value(initial: initial, current: current)) { recognize() }
    }

    override public func touchesEnded(_ touches: [Touch]) {
        if state.isActive {
            if numberOfTouchesDown < 2 { finish() }
        } else {
            fail(.liftedBeforeHysteresis)
        }
    }

    override public func reset() {
        initial = nil
        last = nil
        lastTime = nil
        velocity = 0
    }
}

/// A pinch (models `UIPinchGestureRecognizer`): begins when two fingers'
/// distance changes by `pinchHysteresis` as a scale; reports scale and velocity.
public final class PinchGestureRecognizer: TwoFingerGestureRecognizer {
    public init(name: String) {
        super.init(name: name, kind: .pinch)
    }

    override func measure(_ a: Touch, _ b: Touch) -> Double { a.location.distance(to: b.location) }
    override func value(initial: Double, current: Double) -> Double { initial > 0 ? current / initial : 1 }
    override func passesHysteresis(_ value: Double) -> Bool { abs(value - 1) >= parameters.pinchHysteresis }
    override var restValue: Double { 1 }

    override public func appendReportedFields(to fields: inout [TraceField]) {
        super.appendReportedFields(to: &fields)
        fields.append(TraceField("scale", .number(currentValue)))
        fields.append(TraceField("velocity", .number(velocity)))
    }
}

/// A rotation (models `UIRotationGestureRecognizer`): begins when two
/// fingers' angle changes by `rotationHysteresis` radians; reports rotation
/// (radians, clockwise on screen positive) and velocity.
public final class RotationGestureRecognizer: TwoFingerGestureRecognizer {
    public init(name: String) {
        super.init(name: name, kind: .rotation)
    }

    override func measure(_ a: Touch, _ b: Touch) -> Double {
        atan2(b.location.y - a.location.y, b.location.x - a.location.x)
    }

    override func value(initial: Double, current: Double) -> Double {
        var d = current - initial
        while d > Double.pi { d -= 2 * Double.pi }
        while d < -Double.pi { d += 2 * Double.pi }
        return d
    }

    override func passesHysteresis(_ value: Double) -> Bool { abs(value) >= parameters.rotationHysteresis }

    override public func appendReportedFields(to fields: inout [TraceField]) {
        super.appendReportedFields(to: &fields)
        fields.append(TraceField("rotation", .number(currentValue)))
        fields.append(TraceField("velocity", .number(velocity)))
    }
}
