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
    /// `window`'s identity, which finds the environment of a window
    /// (`Device.environment(of:)`) without loading the unowned reference.
    /// Windows stay in their application for its life, so no other window
    /// can come to have it.
    let windowIdentity: ObjectIdentifier
    /// The device's trace and parameters (both constants of the device),
    /// kept here: read through `device`, every record would load the
    /// unowned reference (an atomic retain and release).
    let trace: Trace
    public let parameters: DeviceParameters
    /// The device's `touches` values (`Device.touchNameList`) and timers, kept here for the same reason.
    let touchNameLists: TouchNameLists
    let timers: TimerQueue

    /// Recognizers that have received a touch since their last reset, in
    /// chain order (deepest view first, then order of registration).
    @exclusivity(unchecked) public private(set) var participants: [GestureRecognizer] = []
    /// An action of the current turn: its fields, captured when the
    /// transition happened, are a range of `pendingActionFields`.
    struct PendingAction {
        let recognizer: GestureRecognizer
        let state: GestureState
        let fields: Range<Int>
        /// The index of the same recognizer's next action of the turn.
        var next: Int?
    }
    /// Actions of the current turn, in the order their transitions happened,
    /// and the fields of them all, end to end (one buffer kept from turn to
    /// turn rather than an array per action: a drag changes every gesture on
    /// every sample).
    @exclusivity(unchecked) var pendingActions: [PendingAction] = []
    @exclusivity(unchecked) var pendingActionFields: [TraceField] = []
    /// The buffers `sendActions` works from, kept empty with their capacity between turns.
    @exclusivity(unchecked) private var spareActions: [PendingAction] = []
    @exclusivity(unchecked) private var spareActionFields: [TraceField] = []
    /// Touches whose views must get `touchesCancelled` after the turn's first action (D3), with the cause.
    @exclusivity(unchecked) var pendingCancels: [(touch: Touch, cause: CauseLink)] = []
    /// Touches with phases held back from their views (D2, D4), in order of creation.
    @exclusivity(unchecked) var touchesWithHeldPhases: [Touch] = []
    /// How many participants have a delegate that implements one of rule
    /// G3's questions (`asksFailureQuestions`): with none, a new participant
    /// that does not ask either has no pair to look at.
    @exclusivity(unchecked) var askingParticipants = 0
    /// The buffer `deliverToRecognizers` collects one phase's recognizers in.
    @exclusivity(unchecked) private var spareDeliveryOrder: [GestureRecognizer] = []
    /// The buffer step 5 builds each view's touches in, when a turn's touches are on several views.
    @exclusivity(unchecked) var spareGroup: [Touch] = []
    /// The events step 5 hands the views, one per phase (`keptEvent(for:)`).
    @exclusivity(unchecked) var keptEvents: [ResponderEvent?] = Array(repeating: nil, count: TouchPhase.allCases.count)
    /// The buffer step 5 lists the touches delivered now in, when some of a turn's are not.
    @exclusivity(unchecked) var spareDelivered: [Touch] = []
    /// The `seq` of the `timer.fire` record whose work is running (the
    /// device's `firingTimerSeq`, which it sets here as it fires a timer):
    /// what a timeout points at (rule G10), read by the recognizers without
    /// going through `device` (a checked `unowned` load per state change).
    @exclusivity(unchecked) var firingTimerSeq: Int?
    /// Marks the recognizers already collected for one phase's delivery.
    @exclusivity(unchecked) private var deliveryStamp = 0
    /// Whether a recognizer may be due for its reset (G8): one finished, or a
    /// touch ended or was cancelled, since the last check. Otherwise step 6
    /// need not look at every participant.
    @exclusivity(unchecked) private var resetsMayBeDue = false

    /// The recognizers whose `environmentReference` is this environment, so
    /// that `deinit` can clear that checked `unowned` reference. Not `weak`:
    /// a weakly referenced object pays a side-table lookup on every retain
    /// and release. A recognizer freed first takes itself out
    /// (`GestureRecognizer.deinit`). Only ever looked up or cleared, never
    /// iterated for output, so a dictionary keeps nothing order-dependent.
    @exclusivity(unchecked) private var adopted: [ObjectIdentifier: AdoptedRecognizer] = [:]

    private struct AdoptedRecognizer {
        unowned(safe) let recognizer: GestureRecognizer
    }

    init(device: Device, window: Window) {
        self.device = device
        self.window = window
        self.windowIdentity = ObjectIdentifier(window)
        self.trace = device.trace
        self.parameters = device.parameters
        self.firingTimerSeq = device.firingTimerSeq
        self.touchNameLists = device.touchNameLists
        self.timers = device.timers
    }

    deinit {
        for entry in adopted.values { entry.recognizer.environmentReference = nil }
    }

    /// A recognizer of this environment is being freed.
    func forget(_ recognizer: ObjectIdentifier) {
        adopted[recognizer] = nil
    }

    /// Makes this environment `r`'s (`GestureRecognizer.environmentReference`),
    /// remembered so that `deinit` clears the reference.
    private func adopt(_ r: GestureRecognizer) {
        if r.environmentIdentity == ObjectIdentifier(self) { return }
        if let previous = r.environmentReference { previous.forget(ObjectIdentifier(r)) }
        r.environmentReference = self
        adopted[ObjectIdentifier(r)] = AdoptedRecognizer(recognizer: r)
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
        if newPhases.containsLent(where: { $0.phase.isFinal }) { resetsMayBeDue = true }
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
    func schedule(after seconds: Double, owner: TraceName, purpose: String, fire: @escaping () -> Void) -> TimerID {
        device.schedule(after: seconds, owner: owner, purpose: purpose, fire: fire)
    }

    /// Schedules recognizer `r`'s timer for `purpose`: `r.timerFired(purpose)`
    /// runs `seconds` from now (the trace's clock is the device's), traced
    /// as `timer.fire` with `r` as subject.
    func scheduleTimer(after seconds: Double, purpose: String, for r: GestureRecognizer) -> TimerID {
        timers.schedule(at: trace.now.adding(seconds: seconds), purpose: purpose, work: .recognizer(r))
    }

    // MARK: Step 1: delivery to recognizers (D1, G2)

    private func deliverToRecognizers(_ touches: [Touch]) {
        guard touches.contains(where: { !$0.gestureRecognizers.isEmpty }) else { return }
        for phase in Self.deliveryPhases where touches.contains(where: { $0.phase == phase }) {
            // Each recognizer once, with its touches of this phase, in chain order of first appearance.
            deliveryStamp &+= 1
            // The order is built in a buffer kept from event to event (taken out while in use).
            var order: [GestureRecognizer] = []
            swap(&order, &spareDeliveryOrder)
            for touch in touches where touch.phase == phase {
                // Its recognizers that may still receive it. The ones found not to on
                // the way never will again: the touch forgets them (`Touch.listeningRecognizers`),
                // unless this phase is its last.
                let listening = touch.listeningRecognizers ?? touch.gestureRecognizers
                var anyDropped = false
                listening.forEachLent { r in
                    guard Self.receives(phase, of: touch, r) else {
                        anyDropped = true
                        return
                    }
                    if r.deliveryStamp != deliveryStamp {
                        r.deliveryStamp = deliveryStamp
                        r.beginCollectingDelivery()
                        order.append(r)
                    }
                    r.collectForDelivery(touch)
                }
                if anyDropped && !phase.isFinal {
                    // Nothing has changed since the loop: the same test gives the same answers.
                    touch.listeningRecognizers = listening.filter { Self.receives(phase, of: touch, $0) }
                }
            }
            order.forEachLent { $0.endCollectingDelivery() }
            if var generator = device.shuffle {
                order.shuffle(using: &generator)
                device.shuffle = generator
            }
            order.forEachLent { r in
                if !r.state.isFinished { deliver(phase, of: r.pendingDelivery, to: r) }
            }
            order.empty()
            spareDeliveryOrder = order
        }
    }

    /// Whether `r` gets `phase` of `touch` (rule G2): it has not finished, and
    /// past `began` it still tracks the touch.
    @inline(__always)
    private static func receives(_ phase: TouchPhase, of touch: Touch, _ r: GestureRecognizer) -> Bool {
        !r.state.isFinished && (phase == .began || r.tracks(touch))
    }

    /// The phases of step 1, in delivery order (a constant: no array made per event).
    private static let deliveryPhases: [TouchPhase] = [.began, .moved, .ended, .cancelled]

    private func deliver(_ phase: TouchPhase, of touches: [Touch], to r: GestureRecognizer) {
        let kind: TraceKind
        if phase == .began {
            register(r)
            if touches.count == 1 { r.touches.append(touches[0]) } else { r.touches.append(contentsOf: touches) }
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
        trace.record(kind, r.traceName, "touches", r.pendingDeliveryNames(touchNameLists.list), "state", .string(r.state.rawValue))
    }

    /// Makes `r` a participant, in chain order (rule G6).
    private func register(_ r: GestureRecognizer) {
        guard !r.isParticipant else { return }
        r.isParticipant = true
        adopt(r)
        if r.asksFailureQuestions { askingParticipants += 1 }
        // Its place as the touch's collection found it, in the same turn (no walk up the views again).
        (r.chainDepth, r.registration) = r.chainPlaceWhenCollected
        // Participants stay sorted, and delivery goes in chain order, so a new one
        // usually comes last: only one that precedes the last is searched for,
        // by halving (the participants are sorted, so `precedes(r, $0)` is false
        // up to some index and true from it: that first index is the place).
        let place = participants.insertionPoint { Self.precedes(r, $0) }
        if place == participants.count { participants.append(r) } else { participants.insertInPlace(r, at: place) }
    }

    /// Chain order, from the hierarchy alone (never from delivery order):
    /// deeper view first, then order of addition on one view (rule T2).
    /// Recognizers of different views at one depth never share a touch; they
    /// are ordered by view name, so that the order is still total and stable.
    static func precedes(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        if a.chainDepth != b.chainDepth { return a.chainDepth > b.chainDepth }
        if a.viewIdentity != b.viewIdentity, let x = a.view?.name, let y = b.view?.name { return x < y }
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
            trace.record(.gestureState, r.traceName, "from", .string(previous.rawValue), "to", .string(next.rawValue))
            trace.cause(cause)
            r.lastStateSeq = trace.lastSeq
        }
        if previous == .possible {
            r.cancelTimers()
            r.wish = nil
            r.waitingFor.empty()
        }
        if next != .failed, r.action != nil {
            let first = pendingActionFields.count, index = pendingActions.count
            r.appendReportedFields(to: &pendingActionFields)
            pendingActions.append(PendingAction(recognizer: r, state: next, fields: first..<pendingActionFields.count))
            // Each recognizer's actions of the turn are chained, for `sendActions`.
            if let last = r.lastPendingAction { pendingActions[last].next = index } else { r.firstPendingAction = index }
            r.lastPendingAction = index
        }
        if next == .began || (next == .ended && previous == .possible) {
            if next == .began { r.didBegin() }
            cancelViewTouches(for: r)
            excludeOthers(by: r)
        }
        if previous != next, let observer = r.stateObserver { observer(next, cause) }
    }

    // MARK: Step 3: actions (G7)

    private func sendActions() {
        if pendingActions.isEmpty {
            deliverPendingCancels()
            return
        }
        // The turn's actions leave the pending buffers (empty, with their
        // capacity) for the spare ones: an action handler may queue more.
        var actions: [PendingAction] = [], fields: [TraceField] = []
        swap(&actions, &spareActions)
        swap(&actions, &pendingActions)
        swap(&fields, &spareActionFields)
        swap(&fields, &pendingActionFields)
        let order = sendingOrder(of: actions)
        for k in actions.indices {
            let item = actions[order.isEmpty ? k : order[k]]
            let r = item.recognizer
            trace.record(.gestureAction, r.traceName).with("action", .name(r.action))
                .with("target", name: r.actionTargetName).with("state", .string(item.state.rawValue))
            for field in fields[item.fields] { trace.with(field.key, field.value) }
            r.actionHandler?(item.state)
            if k == 0 { deliverPendingCancels() }
        }
        actions.empty()
        fields.empty()
        spareActions = actions
        spareActionFields = fields
        deliverPendingCancels()
    }

    /// The indices of `actions` in sending order (empty: the order queued),
    /// which is a stable sort by `sendsBefore`. The participants are already
    /// in chain order (`register`), so walking them backwards and taking each
    /// one's chained actions gives that order without sorting; the sort is
    /// left for what the walk cannot order: an action of a recognizer that is
    /// not a participant, or two recognizers that chain order ties.
    private func sendingOrder(of actions: [PendingAction]) -> [Int] {
        if actions.count < 2 {
            for item in actions { item.recognizer.forgetPendingActions() }
            return []
        }
        var order: [Int] = []
        order.reserveCapacity(actions.count)
        var previous: GestureRecognizer?
        var tied = false
        for i in participants.indices.reversed() where participants[i].firstPendingAction != nil {
            let r = participants[i]
            guard var index = r.firstPendingAction else { continue }
            if let previous, !Self.precedes(r, previous) { tied = true }
            previous = r
            r.forgetPendingActions()
            while true {
                order.append(index)
                guard let next = actions[index].next else { break }
                index = next
            }
        }
        if order.count == actions.count && !tied { return order }
        for item in actions { item.recognizer.forgetPendingActions() }
        return actions.indices.sorted { i, j in Self.sendsBefore(actions[i].recognizer, i, actions[j].recognizer, j) }
    }

    /// Rule G7's order: the action of `a` (queued `i`th) goes before that of
    /// `b` (queued `j`th) when `a` is the outer recognizer (the reverse of
    /// chain order); one recognizer's actions go in the order queued.
    private static func sendsBefore(_ a: GestureRecognizer, _ i: Int, _ b: GestureRecognizer, _ j: Int) -> Bool {
        a === b ? i < j : precedes(b, a)
    }

    // MARK: Step 6: reset (G8)

    private func resetFinishedRecognizers() {
        guard resetsMayBeDue else { return }
        resetsMayBeDue = false
        var anyReset = false
        participants.forEachLent { r in
            guard r.isDueForReset else { return }
            anyReset = true
            trace.record(.gestureReset, r.traceName)
            r.isParticipant = false
            if r.asksFailureQuestions { askingParticipants -= 1 }
            r.state = .possible
            // Emptied with their capacity kept: the recognizer takes part again with the next touch.
            r.touches.empty()
            r.wish = nil
            r.waitingFor.empty()
            r.delegateRequirements.empty()
            if !r.delegatesAskedAbout.isEmpty { r.delegatesAskedAbout.removeAll(keepingCapacity: true) }
            r.cancelTimers()
            r.reset()
        }
        // The ones reset are participants no more: they leave the list, the others keep their order.
        if anyReset { participants.removeAll { !$0.isParticipant } }
    }
}
