/// The press an interaction adds to its view (rules X2, X9): it tracks exactly one
/// touch, recognizes once that touch has been down its delay, fails (possible) or is
/// cancelled (began) when a second touch joins, ends when the touch lifts after it
/// recognized and fails when it lifts before, cancels no touches, and tells its
/// interaction of the touch (`interactionTouchBegan`). A subclass says how far the
/// touch may move and resets its interaction.
public class InteractionPressGestureRecognizer: GestureRecognizer {
    private let delay: KeyPath<DeviceParameters, Double>
    private let delayPurpose: String

    init(name: String, kind: GestureKind, delay: KeyPath<DeviceParameters, Double>, delayPurpose: String) {
        self.delay = delay
        self.delayPurpose = delayPurpose
        super.init(name: name, kind: kind)
        cancelsTouchesInView = false
        delaysTouchesEnded = false
    }

    /// Its interaction hears of the touch it tracks.
    func interactionTouchBegan(_ touch: Touch) {}

    override public func touchesBegan(_ touches: [Touch]) {
        if self.touches.count > 1 {
            if state.isActive { cancel(cause: .interaction(.touches)) } else { fail(.interaction(.touches)) }
            return
        }
        guard let touch = touches.first else { return }
        startTimer(after: parameters[keyPath: delay], purpose: delayPurpose)
        interactionTouchBegan(touch)
    }

    override public func timerFired(_ purpose: String) {
        if purpose == delayPurpose { recognize() } else { super.timerFired(purpose) }
    }

    override public func touchesEnded(_ touches: [Touch]) {
        if state.isActive { return finish() }
        if hasNoTouchDown { fail(.touchesEnded) }
    }
}

/// A context menu interaction's press (UIKit's
/// `_UITouchDurationObservingGestureRecognizer`, named `NAME.press`, rule X2):
/// it tracks exactly one touch, begins when that touch has been down
/// `contextMenuPressDelay`, fails or is cancelled when a second touch joins or
/// the touch moves more than `contextMenuAllowableMovement` along either axis,
/// and fails (possible) or ends (began) when the touch lifts. It cancels no
/// touches and its delegate, the interaction, lets it run with every recognizer.
public final class TouchDurationGestureRecognizer: InteractionPressGestureRecognizer {
    /// The interaction that made it (set by the interaction).
    weak var interaction: ContextMenuInteraction?

    public init(name: String) {
        super.init(name: name, kind: .touchDuration, delay: \.contextMenuPressDelay, delayPurpose: "contextMenuPressDelay")
    }

    override func interactionTouchBegan(_ touch: Touch) {
        interaction?.touchBegan(touch, device: environment.device)
    }

    override public func touchesMoved(_ touches: [Touch]) {
        guard state == .possible || state.isActive else { return }
        // X12: while the menu drives a drag, the interaction follows the move itself.
        if state.isActive, let interaction, interaction.drivenDrag != nil, let touch = self.touches.first,
           interaction.pressTouchMoved(touch, device: environment.device) { return }
        let limit = parameters.contextMenuAllowableMovement
        let moved = self.touches.contains { t in
            abs(t.location.x - t.startLocation.x) > limit || abs(t.location.y - t.startLocation.y) > limit
        }
        guard moved else { return }
        if state.isActive { cancel(cause: .interaction(.moved)) } else { fail(.interaction(.moved)) }
    }

    override public func reset() {
        interaction?.reset()
    }
}

/// An interaction's relationship recognizer (`NAME.exclusion`,
/// `NAME.failure`, rule X1): it never recognizes a gesture of its own; it
/// stays `possible` while its touch is down unless its interaction makes it
/// end or fail, and fails by itself when its last touch lifts. Its
/// delegate's answers make other recognizers wait for it or fail.
public final class RelationshipGestureRecognizer: GestureRecognizer {
    public init(name: String) {
        super.init(name: name, kind: .interactionRelationship)
        delaysTouchesEnded = false
    }

    override public func touchesEnded(_ touches: [Touch]) {
        if hasNoTouchDown { fail(.touchesEnded) }
    }

    /// The interaction makes it end (its `cause` is the interaction's reason).
    func end(cause: InteractionCause) { recognize(cause: .interaction(cause)) }
}

/// Rule X1: what every interaction (a context menu's, a drag's) does to the
/// recognizers it adds. Its own first recognizer (the press, the lift) and
/// its failure recognizer run with every recognizer; its exclusion
/// recognizer cancels the view's touches and runs with long presses and
/// with the interaction's own recognizers; the failure recognizer cancels
/// none. The interaction is the three recognizers' delegate.
func configureInteractionRecognizers(of owner: Responder, primary: GestureRecognizer,
                                     exclusion: RelationshipGestureRecognizer, failure: RelationshipGestureRecognizer,
                                     owns: @escaping (GestureRecognizer) -> Bool) {
    exclusion.cancelsTouchesInView = true
    failure.cancelsTouchesInView = false
    var primaryDelegate = GestureDelegate(object: owner)
    primaryDelegate.simultaneityDecider = { _ in Decision(result: true) }
    primary.delegate = primaryDelegate
    var exclusionDelegate = GestureDelegate(object: owner)
    exclusionDelegate.simultaneityDecider = { other in other.kind == .longPress || owns(other) ? Decision(result: true) : nil }
    exclusion.delegate = exclusionDelegate
    var failureDelegate = GestureDelegate(object: owner)
    failureDelegate.simultaneityDecider = { _ in Decision(result: true) }
    failure.delegate = failureDelegate
}
