/// The gesture environment of one window (models UIKit's private
/// `UIGestureEnvironment`): it delivers touches to recognizers, collects
/// their wishes to leave `possible`, resolves them in one place, sends
/// actions and delivers the touches to the views.
///
/// One run loop turn, for a touches event (`handle(_:)`) or a timer
/// (`schedule(after:owner:purpose:fire:)`), in the order of rule D1
/// (`-[UIWindow sendEvent:]`: the gesture environment first, then
/// `_sendTouchesForEvent:`):
///
/// 1. Recognizers: each touch's phase goes to its attached recognizers that
///    are not finished (G2), in chain order or, with `--shuffle`, in a
///    seeded random order. Recognizers may fail at once or make a wish.
/// 2. Resolution (`resolve()`): wishes are granted or refused deepest view
///    first (G6; taps of one touch with more taps first), after failure
///    requirements (G3), shouldBegin (G4) and exclusivity (G5, where a tap
///    never excludes a tap with more taps); requirement cycles fail (G3).
///    Every state change of the turn is made and traced here, each with its
///    typed cause and the `seq` of the record that caused it (G10).
/// 3. Actions (`sendActions()`): outermost recognizer first; the views'
///    `touchesCancelled` that a recognition caused come right after the
///    first action (G7, D3).
/// 4. Held phases whose holders resolved are released or dropped, in the
///    order they were held (D2, D3, D4).
/// 5. Views: each touch's new phase goes to its hit-test view unless a
///    recognizer holds it back (D2, D4) or cancelled it (D3).
/// 6. End of turn: work deferred with `Device.deferToEndOfTurn(cause:_:)`
///    (L4's `didSelectRowAt`), then resets (G8).
///
/// Invariants: a recognizer's state changes only in `transition`; every
/// held phase is released or dropped; every view that saw a touch begin
/// sees it end or be cancelled exactly once.
public final class GestureEnvironment {
    /// The device owns its environments (`Device.environments`), and the
    /// window outlives them: safe unowned references (checked, not `unowned(unsafe)`).
    public unowned let device: Device
    public unowned let window: Window
    var trace: Trace { device.trace }
    public var parameters: DeviceParameters { device.parameters }

    /// Recognizers that have received a touch since their last reset, in
    /// chain order (deepest view first, then order of registration).
    @exclusivity(unchecked) public private(set) var participants: [GestureRecognizer] = []
    /// Actions of the current turn, in the order their transitions happened.
    @exclusivity(unchecked) var pendingActions: [(recognizer: GestureRecognizer, state: GestureState, fields: [TraceField])] = []
    /// Touches whose views must get `touchesCancelled` after the turn's first action (D3), with the cause.
    @exclusivity(unchecked) var pendingCancels: [(touch: Touch, cause: CauseLink)] = []
    /// Touches with phases held back from their views (D2, D4), in order of creation.
    @exclusivity(unchecked) var touchesWithHeldPhases: [Touch] = []
    /// Marks the recognizers already collected for one phase's delivery.
    @exclusivity(unchecked) private var deliveryStamp = 0
    /// Whether a recognizer may be due for its reset (G8): one finished, or a
    /// touch ended or was cancelled, since the last check. Otherwise step 6
    /// need not look at every participant.
    @exclusivity(unchecked) private var resetsMayBeDue = false

    init(device: Device, window: Window) {
        self.device = device
        self.window = window
    }

    // MARK: Turns

    /// Stage S7 for this window: the whole turn for one touches event.
    func handle(_ event: TouchEvent) {
        deliverToRecognizers(event.touches)
        completeTurn(newPhases: event.touches)
    }

    /// Steps 2–6 of a turn (rule D1). `newPhases` are the touches whose
    /// current phase the views have not been offered yet.
    func completeTurn(newPhases: [Touch] = []) {
        if newPhases.contains(where: { $0.phase.isFinal }) { resetsMayBeDue = true }
        resolve()
        sendActions()
        settleHeldPhases(except: newPhases)
        deliverPendingCancels()
        deliverToViews(newPhases)
        deliverPendingCancels()
        device.runEndOfTurnWork()
        resetFinishedRecognizers()
    }

    /// Schedules `fire` on the run loop; the turn it fires in then completes
    /// like any other (resolution, views, actions, resets).
    func schedule(after seconds: Double, owner: String, purpose: String, fire: @escaping () -> Void) -> TimerID {
        device.schedule(after: seconds, owner: owner, purpose: purpose, fire: fire)
    }

    // MARK: Step 1: delivery to recognizers (D1, G2)

    private func deliverToRecognizers(_ touches: [Touch]) {
        guard touches.contains(where: { !$0.gestureRecognizers.isEmpty }) else { return }
        for phase in [TouchPhase.began, .moved, .ended, .cancelled] where touches.contains(where: { $0.phase == phase }) {
            // Each recognizer once, with its touches of this phase, in chain order of first appearance.
            deliveryStamp &+= 1
            var order: [GestureRecognizer] = []
            for touch in touches where touch.phase == phase {
                for r in touch.gestureRecognizers where !r.state.isFinished {
                    if phase != .began && !r.touches.contains(where: { $0 === touch }) { continue }
                    if r.deliveryStamp != deliveryStamp {
                        r.deliveryStamp = deliveryStamp
                        r.pendingDelivery.removeAll(keepingCapacity: true)
                        order.append(r)
                    }
                    r.pendingDelivery.append(touch)
                }
            }
            if var generator = device.shuffle {
                order.shuffle(using: &generator)
                device.shuffle = generator
            }
            for r in order where !r.state.isFinished {
                deliver(phase, of: r.pendingDelivery, to: r)
            }
        }
    }

    private func deliver(_ phase: TouchPhase, of touches: [Touch], to r: GestureRecognizer) {
        let kind: TraceKind
        if phase == .began {
            register(r)
            r.touches.append(contentsOf: touches)
            askFailureRequirementDelegates(of: r, about: touches)
        }
        // A recognizer with a wish pending has decided: it only watches the touches go by.
        let decided = r.wish != nil
        switch phase {
        case .began:
            kind = .gestureTouchesBegan
            if !decided { r.touchesBegan(touches) }
        case .moved, .stationary:
            kind = .gestureTouchesMoved
            if !decided { r.touchesMoved(touches) }
        case .ended:
            kind = .gestureTouchesEnded
            if !decided {
                r.touchesEnded(touches)
            } else if !r.kind.isDiscrete && r.touches.allSatisfy({ $0.phase.isFinal }) {
                // A continuous gesture cannot begin once its fingers are gone.
                transition(r, to: .failed, cause: CauseLink(.liftedWhileWaiting))
            }
        case .cancelled:
            kind = .gestureTouchesCancelled
            r.touchesCancelled(touches)
        }
        trace.record(kind, r.name).with("touches", device.touchNames(touches)).with("state", .string(r.state.rawValue))
    }

    /// Makes `r` a participant, in chain order (rule G6).
    private func register(_ r: GestureRecognizer) {
        guard !r.isParticipant else { return }
        r.isParticipant = true
        r.environmentReference = self
        // Its place as the touch's collection found it, in the same turn (no walk up the views again).
        (r.chainDepth, r.registration) = r.chainPlaceWhenCollected
        // Participants stay sorted, and delivery goes in chain order, so a new one
        // usually comes last: only one that precedes the last is searched for.
        if let last = participants.last, Self.precedes(r, last) {
            participants.insert(r, at: participants.firstIndex { Self.precedes(r, $0) }!)
        } else {
            participants.append(r)
        }
    }

    /// Chain order, from the hierarchy alone (never from delivery order):
    /// deeper view first, then order of addition on one view (rule T2).
    /// Recognizers of different views at one depth never share a touch; they
    /// are ordered by view name, so that the order is still total and stable.
    static func precedes(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        if a.chainDepth != b.chainDepth { return a.chainDepth > b.chainDepth }
        if a.view !== b.view, let x = a.view?.name, let y = b.view?.name { return x < y }
        return a.registration < b.registration
    }

    // MARK: The one transition function (rule G1)

    /// Moves `r` to `next`, tracing it with its cause. Leaving `possible`
    /// drops its timers and wish; recognizing cancels the views' touches
    /// (D3) and fails or cancels the exclusive recognizers (G5); a state
    /// with an action queues it (G7).
    func transition(_ r: GestureRecognizer, to next: GestureState, cause: CauseLink) {
        precondition(r.state.canMove(to: next, discrete: r.kind.isDiscrete),
                     "illegal transition of \(r.name): \(r.state) → \(next) (rule G1)")
        let previous = r.state
        r.state = next
        if next.isFinished { resetsMayBeDue = true }
        if previous != next {
            trace.record(.gestureState, r.name).with("from", .string(previous.rawValue))
                .with("to", .string(next.rawValue)).cause(cause)
            r.lastStateSeq = trace.lastSeq
        }
        if previous == .possible {
            r.cancelTimers()
            r.wish = nil
            r.waitingFor = []
        }
        if next != .failed, r.action != nil {
            pendingActions.append((r, next, r.reportedFields()))
        }
        if next == .began || (next == .ended && previous == .possible) {
            cancelViewTouches(for: r)
            excludeOthers(by: r)
        }
    }

    // MARK: Step 3: actions (G7)

    private func sendActions() {
        if pendingActions.isEmpty {
            deliverPendingCancels()
            return
        }
        let actions = pendingActions.count == 1 ? pendingActions : pendingActions.enumerated().sorted { a, b in
            let (x, y) = (a.element.recognizer, b.element.recognizer)
            if x === y { return a.offset < b.offset }
            // Outermost first: the reverse of chain order.
            return Self.precedes(y, x)
        }.map(\.element)
        pendingActions.removeAll()
        for (index, item) in actions.enumerated() {
            let r = item.recognizer
            trace.record(.gestureAction, r.name).with("action", .name(r.action))
                .with("target", .name(r.actionTarget?.name)).with("state", .string(item.state.rawValue))
            for field in item.fields { trace.with(field.key, field.value) }
            r.actionHandler?(item.state)
            if index == 0 { deliverPendingCancels() }
        }
        deliverPendingCancels()
    }

    // MARK: Step 6: reset (G8)

    private func resetFinishedRecognizers() {
        guard resetsMayBeDue else { return }
        resetsMayBeDue = false
        // Most turns finish nobody: then there is nothing to rebuild.
        guard participants.contains(where: \.isDueForReset) else { return }
        var kept: [GestureRecognizer] = []
        kept.reserveCapacity(participants.count)
        for r in participants {
            if r.isDueForReset {
                trace.record(.gestureReset, r.name)
                r.isParticipant = false
                r.state = .possible
                r.touches = []
                r.wish = nil
                r.waitingFor = []
                r.delegateRequirements = []
                r.delegatesAskedAbout = []
                r.cancelTimers()
                r.reset()
            } else {
                kept.append(r)
            }
        }
        participants = kept
    }
}
