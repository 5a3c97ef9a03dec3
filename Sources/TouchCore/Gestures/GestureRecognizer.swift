/// The built-in recognizer kinds (semantics.md, section G's table).
public enum GestureKind: String, Sendable, Hashable, CaseIterable {
    case tap, longPress, pan, swipe, pinch, rotation, screenEdgePan

    /// Discrete recognizers go possible → ended or failed; continuous ones
    /// go through began and changed (rule G1).
    public var isDiscrete: Bool { self == .tap || self == .swipe }
}

/// What a recognizer's delegate answers (models `UIGestureRecognizerDelegate`).
/// A recognizer without a delegate gets every default answer.
public struct GestureDelegate {
    /// Which recognizers a delegate lets its recognizer run with (rule G5).
    public enum Simultaneity: Hashable, Sendable {
        case all
        case none
        case only(Set<String>)

        public func allows(_ other: GestureRecognizer) -> Bool {
            switch self {
            case .all: return true
            case .none: return false
            case .only(let names): return names.contains(other.name)
            }
        }
    }

    /// The responder acting as delegate; its name is what the trace shows.
    public let object: Responder
    public var shouldReceiveTouch = true
    public var shouldBegin = true
    public var simultaneousWith: Simultaneity = .none
    /// `gestureRecognizer(_:shouldRequireFailureOf:)` answers yes for these (rule G3).
    public var requireFailureOf: Set<String> = []
    /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)` answers yes for these (rule G3).
    public var requiredToFailBy: Set<String> = []

    public init(object: Responder) {
        self.object = object
    }
}

/// A recognizer's kind-specific settings, named as UIKit names them. nil
/// means the kind's default, or the device parameter of section P.
public struct GestureSettings: Hashable, Sendable {
    public var numberOfTapsRequired: Int?
    public var numberOfTouchesRequired: Int?
    public var maximumDelay: Double?
    public var minimumPressDuration: Double?
    public var allowableMovement: Double?
    public var minimumNumberOfTouches: Int?
    public var maximumNumberOfTouches: Int?
    /// Swipe directions; empty means right (UIKit's default).
    public var directions: [String] = []
    /// Screen-edge pan edges.
    public var edges: [String] = []

    public init() {}
}

/// A gesture recognizer (models `UIGestureRecognizer` and its built-in
/// subclasses): attached to a view, it watches the touches that hit-test to
/// that view or below it, and sends its action when it recognizes.
public class GestureRecognizer {
    public let name: String
    public let kind: GestureKind
    /// The action method's name as the trace shows it; nil: no target-action pair.
    public var action: String?
    /// The responder receiving the action; nil: the view it is attached to.
    public var target: Responder?
    public var isEnabled = true
    public var cancelsTouchesInView = true
    public var delaysTouchesBegan = false
    public var delaysTouchesEnded = true
    /// `require(toFail:)` (rule G3), in order of the calls.
    public private(set) var requiredToFail: [GestureRecognizer] = []
    public var delegate: GestureDelegate?
    public var settings = GestureSettings()
    /// The view it is attached to (set by `View.addGestureRecognizer`).
    public internal(set) weak var view: View?

    public init(name: String, kind: GestureKind) {
        self.name = name
        self.kind = kind
    }

    /// `require(toFail:)`: this recognizer may leave `possible` only once `other` has failed (rule G3).
    public func require(toFail other: GestureRecognizer) {
        precondition(other !== self, "\(name) cannot require its own failure")
        if !requiredToFail.contains(where: { $0 === other }) { requiredToFail.append(other) }
    }

    /// The responder that receives the action: the target, or else the view.
    public var actionTarget: Responder? { target ?? view }
}
