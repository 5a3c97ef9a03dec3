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
/// A responder's name is its label: the trace, the logs and the pictures
/// speak of objects by name. Its identity is `id` and the object itself:
/// two responders may show the same label (design, "Identity is not a name").
open class Responder: SceneObject {
    public let name: String
    /// `name` and `id` as the subject of its trace records, made once when
    /// it is made and again when it is numbered (issue 27.3: the handle
    /// carries the id, so two objects of one label are told apart).
    @exclusivity(unchecked) public private(set) var traceName: TraceName
    /// Its stable id, numbered by the scene's builder (`ObjectNumbering`).
    @exclusivity(unchecked) public internal(set) var id = ObjectID.unassigned {
        didSet { traceName = TraceName(name, id: id) }
    }
    @exclusivity(unchecked) public var touchBehaviour: TouchBehaviour
    /// Action methods this responder implements (rule C2's target lookup).
    @exclusivity(unchecked) public var implementedActions: Set<String>
    /// Whether this responder is a `View` of that class exactly (no
    /// subclass): its touches methods and its `nextResponder` are the
    /// defaults, which a delivery runs inline (`receiveTouches`).
    let isPlainView: Bool

    public init(name: String, touchBehaviour: TouchBehaviour = .inherit, implementedActions: Set<String> = []) {
        self.name = name
        self.traceName = TraceName(name)
        self.touchBehaviour = touchBehaviour
        self.implementedActions = implementedActions
        self.isPlainView = ObjectIdentifier(Self.self) == ObjectIdentifier(View.self)
    }

    /// The next responder of the chain (rule R1); nil ends the chain.
    open var nextResponder: Responder? { nil }

    /// An action it implements was delivered to it (rule C2's `action.deliver`).
    /// The default does nothing; UIKit's own views that are targets (a swiped
    /// row's actions view, L11) act on it.
    open func didReceiveAction(_ action: String, from sender: Responder, device: Device) {}

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

    // MARK: Touch handling (rules R2, R3), overridden by the classes that handle touches

    /// `touchesBegan(_:with:)`. The default implements rule R2: a responder
    /// that passes calls on (`inherit`, `forward`) hands it to its next
    /// responder; one that handles (`handle`) keeps it. Controls, lists and
    /// text fields override it with their own handling.
    open func touchesBegan(_ touches: [Touch], with event: ResponderEvent) {
        passTouches(touches, with: event)
    }

    /// `touchesMoved(_:with:)`; the default passes it on as `touchesBegan` does.
    open func touchesMoved(_ touches: [Touch], with event: ResponderEvent) {
        passTouches(touches, with: event)
    }

    /// `touchesEnded(_:with:)`; the default passes it on as `touchesBegan` does.
    open func touchesEnded(_ touches: [Touch], with event: ResponderEvent) {
        passTouches(touches, with: event)
    }

    /// `touchesCancelled(_:with:)`; the default passes it on as `touchesBegan` does.
    open func touchesCancelled(_ touches: [Touch], with event: ResponderEvent) {
        passTouches(touches, with: event)
    }

    /// What calling `super` ends in (rule R2): the call goes to the next
    /// responder unless this one handles touches without calling super.
    public final func passTouches(_ touches: [Touch], with event: ResponderEvent) {
        guard touchBehaviour.passesOn, let next = nextResponder else { return }
        next.receiveTouches(touches, with: event)
    }

    /// A touches call arriving at this responder: traced (every responder a
    /// call reaches shows in the trace, with its behaviour), then handed to
    /// the method of its phase.
    ///
    /// The call goes up a chain of plain views (`isPlainView`) in a loop
    /// instead of a call per hop: a plain view's touches methods are the
    /// defaults (rule R2: pass the call on unless it handles), so the loop
    /// does what they do, and asks each next view through its unretained
    /// superview link (`View.lentNextPlainView`) instead of `nextResponder`,
    /// whose every hop was a dynamic call, an atomic retain and release and
    /// a `touchesMoved` dispatch: two fifths of a drag's work (issue 27.6).
    /// Any other responder gets its call as before, through `nextResponder`,
    /// held while it runs.
    ///
    /// Why a plain view needs no holding while the loop is at it: it is
    /// reached through its subview's superview link, which points to a live
    /// view (`View.lentSuperview`), and from then until it has passed the
    /// call on, no code but this loop runs: it records (a streaming trace's
    /// sink changes no hierarchy, as for the hit-test walk) and reads its
    /// own links. Code that might change the hierarchy (a control's, a
    /// list's, a subclass's) runs only in a responder that is not a plain
    /// view, which gets its call held, and after which the loop reads no
    /// plain view it passed.
    public final func receiveTouches(_ touches: [Touch], with event: ResponderEvent) {
        let names = event.touchNameLists.list(touches)
        guard isPlainView else {
            record(names, with: event)
            switch event.phase {
            case .began: touchesBegan(touches, with: event)
            case .moved, .stationary: touchesMoved(touches, with: event)
            case .ended: touchesEnded(touches, with: event)
            case .cancelled: touchesCancelled(touches, with: event)
            }
            return
        }
        /// One plain view's part: the record, then the next plain view, if the call goes on to one.
        @inline(__always) func reach(_ view: View) -> Unmanaged<View>? {
            view.record(names, with: event)
            guard view.touchBehaviour.passesOn else { return nil }
            if let next = view.lentNextPlainView { return next }
            // The next responder is not a plain view (a controller, a window, a control...), or there is none.
            view.passTouches(touches, with: event)
            return nil
        }
        var view = reach(unsafeDowncast(self, to: View.self))
        while let next = view { view = next._withUnsafeGuaranteedRef(reach) }
    }

    /// The `responder.*` record of a call reaching this responder; its `seq` is the event's `lastRecord`.
    @inline(__always)
    private func record(_ names: TraceNameList, with event: ResponderEvent) {
        let trace = event.trace
        trace.record(event.phase.responderTraceKind, traceName, "touches", names, "behaviour", .string(touchBehaviour.rawValue))
        if event.phase == .cancelled { trace.causeFromContext() }
        event.lastRecord = trace.count - 1
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

/// The event that comes with a touches call (models the `UIEvent` argument
/// of `touchesBegan(_:with:)`): the phase delivered, and the device that
/// delivers it, through which a responder traces what it does and sends
/// actions.
public final class ResponderEvent {
    /// The device delivering it. A checked `unowned` reference: a gesture
    /// environment keeps its events from turn to turn, as UIKit hands the
    /// views the same `UIEvent` again, and the device owns the environments.
    public unowned let device: Device
    public let phase: TouchPhase
    /// The device's trace and `touches` values, read once per responder the
    /// call reaches (through `device`, each read would be an atomic retain and release).
    let trace: Trace
    let touchNameLists: TouchNameLists
    /// The `seq` of the last `responder.*` record of this call: what a
    /// responder's own effects (an unhighlight, a cancelled tracking) cite.
    @exclusivity(unchecked) public internal(set) var lastRecord = 0
    /// Whether a delivery is handing it to views now: a kept event is not
    /// handed to a second delivery that starts before the first ends.
    @exclusivity(unchecked) var isInUse = false

    /// One event serves every view's call of one phase of a turn, as UIKit
    /// hands the same `UIEvent` to each view (`GestureEnvironment.deliverToView`).
    public init(device: Device, phase: TouchPhase) {
        self.device = device
        self.phase = phase
        self.trace = device.trace
        self.touchNameLists = device.touchNameLists
    }
}

extension TouchPhase {
    /// The `responder.*` record kind of a touches call of this phase.
    var responderTraceKind: TraceKind {
        switch self {
        case .began: return .responderTouchesBegan
        case .moved, .stationary: return .responderTouchesMoved
        case .ended: return .responderTouchesEnded
        case .cancelled: return .responderTouchesCancelled
        }
    }
}
