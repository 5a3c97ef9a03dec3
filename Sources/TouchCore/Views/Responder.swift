/// How a responder treats the touches that reach it (rule R2, R3).
public enum TouchBehaviour: String, Sendable, Hashable, CaseIterable {
    /// Does not override `touchesBegan` & co.: the default passes the call on.
    case inherit
    /// Overrides, handles and calls super: the call goes on to the next responder.
    case forward
    /// Overrides and does not call super: the chain stops here.
    case handle
    /// A built-in control: it handles its touches and passes nothing on (rule R3).
    case control

    /// Whether a call that reached this responder goes on to the next one.
    public var passesOn: Bool { self == .inherit || self == .forward }
}

/// An object of the responder chain (models `UIResponder`): views, view
/// controllers, windows, the application and its delegate.
///
/// Every responder has a unique name: the trace, the logs and the pictures
/// speak of objects by name.
open class Responder {
    public let name: String
    @exclusivity(unchecked) public var touchBehaviour: TouchBehaviour
    /// Action methods this responder implements (rule C2's target lookup).
    @exclusivity(unchecked) public var implementedActions: Set<String>

    public init(name: String, touchBehaviour: TouchBehaviour = .inherit, implementedActions: Set<String> = []) {
        self.name = name
        self.touchBehaviour = touchBehaviour
        self.implementedActions = implementedActions
    }

    /// The next responder of the chain (rule R1); nil ends the chain.
    open var nextResponder: Responder? { nil }

    /// Whether this responder implements `action` (`responds(to:)`).
    public func implements(_ action: String) -> Bool { implementedActions.contains(action) }

    /// The first responder, from `self` along the chain, that implements
    /// `action` (how `sendAction` with a nil target finds its receiver, C2).
    public func firstResponder(implementing action: String) -> Responder? {
        var r: Responder? = self
        while let current = r {
            if current.implements(action) { return current }
            r = current.nextResponder
        }
        return nil
    }

    /// The chain from `self` to its end: `self`, its next responder, and so on.
    public var responderChain: [Responder] {
        var chain: [Responder] = []
        var r: Responder? = self
        while let current = r {
            chain.append(current)
            r = current.nextResponder
        }
        return chain
    }
}
