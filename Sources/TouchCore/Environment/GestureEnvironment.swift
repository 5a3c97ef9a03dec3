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
    let endOfTurnWork: EndOfTurnWork

    /// The turn's scratch state, and each adopted recognizer's and each
    /// touch's (`TurnStorage`): the one home of the turn's speed tricks.
    let turn = TurnStorage()

    /// Recognizers that have received a touch since their last reset, in
    /// chain order (deepest view first, then order of registration).
    public var participants: [GestureRecognizer] { turn.participants }

    /// The `seq` of the `timer.fire` record whose work is running (`TurnStorage.firingTimerSeq`).
    var firingTimerSeq: Int? {
        @inline(__always) get { turn.firingTimerSeq }
        set { turn.firingTimerSeq = newValue }
    }

    init(device: Device, window: Window) {
        self.device = device
        self.window = window
        self.windowIdentity = ObjectIdentifier(window)
        self.trace = device.trace
        self.parameters = device.parameters
        self.touchNameLists = device.touchNameLists
        self.timers = device.timers
        self.endOfTurnWork = device.endOfTurnWork
        turn.firingTimerSeq = device.firingTimerSeq
        turn.environmentIdentity = ObjectIdentifier(self)
    }

    deinit {
        for r in turn.adoptedRecognizers {
            r.environmentReference = nil
            r.turnSlot = -1
        }
    }

    /// A recognizer of this environment is being freed, or moves to another: its slot is free.
    func forget(slot: Int) {
        turn.forget(slot: slot)
    }

    /// Makes this environment `r`'s (`GestureRecognizer.environmentReference`),
    /// with a slot for its scratch in `turn`, so that `deinit` clears the
    /// reference. Done when a touch first collects it (`Device.collectRecognizers`).
    @inline(__always)
    func adopt(_ r: GestureRecognizer) {
        if r.environmentIdentity == ObjectIdentifier(self) { return }
        adoptAnew(r)
    }

    private func adoptAnew(_ r: GestureRecognizer) {
        // From another environment (another device run on the same hierarchy,
        // or another window): that one lets it go, participant or not.
        if let previous = r.environmentReference { previous.release(r) }
        r.environmentReference = self
        turn.adopt(r)
    }

    /// `r` moves to another environment: it stops taking part here and its slot is free.
    private func release(_ r: GestureRecognizer) {
        guard turn.owns(r) else { return }
        if turn[r].isParticipant {
            turn.participants.removeFirst { $0 === r }
            if r.asksFailureQuestions { turn.askingParticipants -= 1 }
        }
        turn.forget(slot: r.turnSlot)
        r.turnSlot = -1
    }

    /// Rule T2: `r`, adopted, was collected by a touch at `depth` (views
    /// below the window) and `index` among its view's recognizers: its place
    /// in chain order if it registers for this touch.
    @inline(__always)
    func noteCollected(_ r: GestureRecognizer, depth: Int, index: Int) {
        turn[r].chainPlaceWhenCollected = (depth, index)
    }

    // MARK: Turns

    /// Stage S7 for this window: the whole turn for one touches event.
    func handle(_ event: TouchEvent) {
        turn.turnDepth += 1
        deliverToRecognizers(event.touches)
        turn.turnDepth -= 1
        completeTurn(newPhases: event.touches)
    }

    /// Steps 2–6 of a turn (rule D1). `newPhases` are the touches whose
    /// current phase the views have not been offered yet.
    func completeTurn(newPhases: [Touch] = []) {
        turn.turnDepth += 1
        let endsTouches = newPhases.containsLent(where: { $0.phase.isFinal })
        if endsTouches { turn.resetsMayBeDue = true }
        resolve()
        sendActions()
        settleHeldPhases(except: newPhases)
        deliverPendingCancels()
        deliverToViews(newPhases)
        // Step 5's kept lists hold no touch that is over (`KeptTouchSplits`).
        if endsTouches { turn.keptSplits.forget() }
        deliverPendingCancels()
        endOfTurnWork.run(in: trace)
        resetFinishedRecognizers()
        turn.releaseTouchSlots(of: newPhases)
        turn.turnDepth -= 1
        #if DEBUG
        if turn.turnDepth == 0 && device.checksInvariantsAfterEveryTurn { checkInvariants() }
        #endif
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
            turn.deliveryStamp &+= 1
            let stamp = turn.deliveryStamp
            // The order is built in a buffer kept from event to event (taken out while in use).
            var order = turn.spareDeliveryOrder.take()
            for touch in touches where touch.phase == phase {
                turn.makeSlot(for: touch)
                // Its recognizers that may still receive it. The ones found not to on
                // the way never will again: the touch forgets them (`TouchScratch.listeningRecognizers`),
                // unless this phase is its last.
                let listening = turn[touch].listeningRecognizers ?? touch.gestureRecognizers
                var anyDropped = false
                // No adoption in this loop: the table stays where it is.
                let table = turn.recognizerTable
                listening.forEachLent { r in
                    guard Self.receives(phase, of: touch, r) else {
                        anyDropped = true
                        return
                    }
                    Self.collectForDelivery(touch, into: table.address(of: r.turnSlot), stamp: stamp) { order.append(r) }
                }
                if anyDropped && !phase.isFinal {
                    // Nothing has changed since the loop: the same test gives the same answers.
                    turn[touch].listeningRecognizers = listening.filter { Self.receives(phase, of: touch, $0) }
                }
            }
            let table = turn.recognizerTable
            order.forEachLent { Self.endCollectingDelivery(table.address(of: $0.turnSlot)) }
            if var generator = device.shuffle {
                order.shuffle(using: &generator)
                device.shuffle = generator
            }
            order.forEachLent { r in
                if !r.state.isFinished { deliver(phase, of: turn[r].pendingDelivery, to: r) }
            }
            turn.spareDeliveryOrder.put(&order)
        }
    }

    /// Adds `touch` to the delivery being collected in `scratch` (a
    /// recognizer's), first starting it (`isNew`) if this phase's `stamp`
    /// is not there yet. The list of the last delivery is overwritten in
    /// place, so that when the same touches come again, neither the list
    /// nor its names change.
    @inline(__always)
    private static func collectForDelivery(_ touch: Touch, into scratch: UnsafeMutablePointer<TurnStorage.RecognizerScratch>,
                                           stamp: Int, isNew: () -> Void) {
        if scratch.pointee.deliveryStamp != stamp {
            scratch.pointee.deliveryStamp = stamp
            scratch.pointee.pendingDeliveryCount = 0
            isNew()
        }
        let count = scratch.pointee.pendingDeliveryCount
        if count < scratch.pointee.pendingDelivery.count {
            if scratch.pointee.pendingDelivery[count] !== touch {
                scratch.pointee.pendingDelivery[count] = touch
                scratch.pointee.pendingDeliveryNames = nil
            }
        } else {
            scratch.pointee.pendingDelivery.append(touch)
            scratch.pointee.pendingDeliveryNames = nil
        }
        scratch.pointee.pendingDeliveryCount = count + 1
    }

    /// Ends the collection in `scratch`: touches of the last delivery not brought again are dropped.
    @inline(__always)
    private static func endCollectingDelivery(_ scratch: UnsafeMutablePointer<TurnStorage.RecognizerScratch>) {
        let count = scratch.pointee.pendingDeliveryCount
        guard count < scratch.pointee.pendingDelivery.count else { return }
        scratch.pointee.pendingDelivery.removeSubrange(count...)
        scratch.pointee.pendingDeliveryNames = nil
    }

    /// The trace's `touches` value of `r`'s delivery, made only when its touches changed.
    @inline(__always)
    private func pendingDeliveryNames(of r: GestureRecognizer) -> TraceNameList {
        if let names = turn[r].pendingDeliveryNames { return names }
        let names = touchNameLists.list(turn[r].pendingDelivery)
        turn[r].pendingDeliveryNames = names
        return names
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
        let decided = turn[r].wish != nil
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
        trace.record(kind, r.traceName, "touches", pendingDeliveryNames(of: r), "state", .string(r.state.rawValue))
    }

    /// Makes `r` a participant, in chain order (rule G6).
    private func register(_ r: GestureRecognizer) {
        adopt(r)
        guard !turn[r].isParticipant else { return }
        turn[r].isParticipant = true
        if r.asksFailureQuestions { turn.askingParticipants += 1 }
        // Its place as the touch's collection found it, in the same turn (no walk up the views again).
        (turn[r].chainDepth, turn[r].registration) = turn[r].chainPlaceWhenCollected
        // Participants stay sorted, and delivery goes in chain order, so a new one
        // usually comes last: only one that precedes the last is searched for,
        // by halving (the participants are sorted, so `precedes(r, $0)` is false
        // up to some index and true from it: that first index is the place).
        let place = turn.participants.insertionPoint { precedes(r, $0) }
        if place == turn.participants.count { turn.participants.append(r) } else { turn.participants.insertInPlace(r, at: place) }
    }

    /// Chain order, from the hierarchy alone (never from delivery order):
    /// deeper view first, then order of addition on one view (rule T2).
    /// Recognizers of different views at one depth never share a touch; they
    /// are ordered by view name, so that the order is still total and stable.
    @inline(__always)
    func precedes(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        let table = turn.recognizerTable
        let aPlace = table.address(of: a.turnSlot), bPlace = table.address(of: b.turnSlot)
        if aPlace.pointee.chainDepth != bPlace.pointee.chainDepth { return aPlace.pointee.chainDepth > bPlace.pointee.chainDepth }
        if a.viewIdentity != b.viewIdentity, let x = a.view?.name, let y = b.view?.name { return x < y }
        return aPlace.pointee.registration < bPlace.pointee.registration
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
        if next.isFinished { turn.resetsMayBeDue = true }
        if previous != next {
            trace.record(.gestureState, r.traceName, "from", .string(previous.rawValue), "to", .string(next.rawValue))
            trace.cause(cause)
            r.lastStateSeq = trace.lastSeq
        }
        if previous == .possible {
            cancelTimers(of: r)
            turn[r].wish = nil
            turn[r].waitingFor.empty()
        }
        if next != .failed, r.action != nil {
            let first = turn.pendingActionFields.count, index = turn.pendingActions.count
            r.appendReportedFields(to: &turn.pendingActionFields)
            turn.pendingActions.append(TurnStorage.PendingAction(recognizer: r, state: next, fields: first..<turn.pendingActionFields.count))
            // Each recognizer's actions of the turn are chained, for `sendActions`.
            if let last = turn[r].lastPendingAction { turn.pendingActions[last].next = index } else { turn[r].firstPendingAction = index }
            turn[r].lastPendingAction = index
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
        if turn.pendingActions.isEmpty {
            deliverPendingCancels()
            return
        }
        // The turn's actions leave the pending buffers for the spare ones
        // (empty, with their capacity): an action handler may queue more.
        var actions = turn.spareActions.exchange(with: &turn.pendingActions)
        var fields = turn.spareActionFields.exchange(with: &turn.pendingActionFields)
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
        turn.spareActions.put(&actions)
        turn.spareActionFields.put(&fields)
        deliverPendingCancels()
    }

    /// The indices of `actions` in sending order (empty: the order queued),
    /// which is a stable sort by `sendsBefore`. The participants are already
    /// in chain order (`register`), so walking them backwards and taking each
    /// one's chained actions gives that order without sorting; the sort is
    /// left for what the walk cannot order: an action of a recognizer that is
    /// not a participant, or two recognizers that chain order ties.
    private func sendingOrder(of actions: [TurnStorage.PendingAction]) -> [Int] {
        if actions.count < 2 {
            for item in actions { forgetPendingActions(of: item.recognizer) }
            return []
        }
        var order: [Int] = []
        order.reserveCapacity(actions.count)
        var previous: GestureRecognizer?
        var tied = false
        let participants = turn.participants
        // No adoption while actions are ordered: the table stays where it is.
        let table = turn.recognizerTable
        for i in participants.indices.reversed() where table[participants[i].turnSlot].firstPendingAction != nil {
            let r = participants[i]
            guard var index = table[r.turnSlot].firstPendingAction else { continue }
            if let previous, !precedes(r, previous) { tied = true }
            previous = r
            forgetPendingActions(of: r)
            while true {
                order.append(index)
                guard let next = actions[index].next else { break }
                index = next
            }
        }
        if order.count == actions.count && !tied { return order }
        for item in actions { forgetPendingActions(of: item.recognizer) }
        return actions.indices.sorted { i, j in sendsBefore(actions[i].recognizer, i, actions[j].recognizer, j) }
    }

    /// `r`'s actions of the turn are being sent: it has none queued any more.
    @inline(__always)
    private func forgetPendingActions(of r: GestureRecognizer) {
        turn[r].firstPendingAction = nil
        turn[r].lastPendingAction = nil
    }

    /// Rule G7's order: the action of `a` (queued `i`th) goes before that of
    /// `b` (queued `j`th) when `a` is the outer recognizer (the reverse of
    /// chain order); one recognizer's actions go in the order queued.
    private func sendsBefore(_ a: GestureRecognizer, _ i: Int, _ b: GestureRecognizer, _ j: Int) -> Bool {
        // Both adopted here: an action is queued by the transition of its recognizer's own environment.
        a === b ? i < j : precedes(b, a)
    }

    // MARK: Step 6: reset (G8)

    private func resetFinishedRecognizers() {
        guard turn.resetsMayBeDue else { return }
        turn.resetsMayBeDue = false
        var anyReset = false
        turn.participants.forEachLent { r in
            guard r.isDueForReset else { return }
            anyReset = true
            trace.record(.gestureReset, r.traceName)
            turn[r].isParticipant = false
            if r.asksFailureQuestions { turn.askingParticipants -= 1 }
            r.state = .possible
            // Emptied with their capacity kept: the recognizer takes part again with the next touch.
            r.touches.empty()
            turn[r].wish = nil
            turn[r].waitingFor.empty()
            turn[r].delegateRequirements.empty()
            if !turn[r].delegatesAskedAbout.isEmpty { turn[r].delegatesAskedAbout.removeAll(keepingCapacity: true) }
            cancelTimers(of: r)
            r.reset()
        }
        // The ones reset are participants no more: they leave the list, the others keep their order.
        if anyReset { turn.participants.removeAll { !turn[$0].isParticipant } }
    }

    // MARK: Recognizers' timers and wishes (rule G9), kept in `turn`

    /// Starts `r`'s timer for `purpose` (`GestureRecognizer.startTimer`).
    func startTimer(after seconds: Double, purpose: String, for r: GestureRecognizer) -> TimerID {
        let id = scheduleTimer(after: seconds, purpose: purpose, for: r)
        turn[r].timers.append(id)
        return id
    }

    /// Drops one of `r`'s timers.
    func cancelTimer(_ id: TimerID, of r: GestureRecognizer) {
        timers.cancel(id)
        turn[r].timers.removeAll { $0 == id }
    }

    /// Drops every timer `r` started.
    func cancelTimers(of r: GestureRecognizer) {
        guard !turn[r].timers.isEmpty else { return }
        for id in turn[r].timers { timers.cancel(id) }
        turn[r].timers.empty()
    }

    /// `r` asks to leave `possible` (`GestureRecognizer.recognize`): a wish, unless it has one.
    func wish(_ r: GestureRecognizer, _ state: GestureState, cause: Cause) {
        guard turn[r].wish == nil else { return }
        turn[r].wish = (state, CauseLink(cause, causedBy: firingTimerSeq))
    }

    /// Makes `r` wait for `other`'s failure during the current touch
    /// sequence (`GestureRecognizer.addDynamicRequirement`).
    func addDynamicRequirement(_ r: GestureRecognizer, _ other: GestureRecognizer) {
        adopt(r)
        if other !== r && !turn[r].delegateRequirements.contains(where: { $0 === other }) { turn[r].delegateRequirements.append(other) }
    }
}
