/// A drag interaction's lift (UIKit's `_UIDragLiftGestureRecognizer`, named
/// `NAME.lift`, rule X9): a long press of one touch with `minimumPressDuration`
/// `dragLiftDelay` and `allowableMovement` `dragLiftMoveHysteresis`, that
/// cancels no touches; its delegate, the interaction, lets it run with every
/// recognizer. After the lift it follows the touch for the drag session.
public final class DragLiftGestureRecognizer: InteractionPressGestureRecognizer, InteractionOwnedRecognizer {
    weak var interaction: DragInteraction?

    public init(name: String) {
        super.init(name: name, kind: .longPress, delay: \.dragLiftDelay, delayPurpose: "dragLiftDelay")
    }

    override func interactionTouchBegan(_ touch: Touch) {
        interaction?.touchBegan(touch, device: environment.device)
    }

    override public func touchesMoved(_ touches: [Touch]) {
        if state.isActive {
            interaction?.liftedTouchMoved(environment.device)
            return change()
        }
        guard state == .possible, let t = self.touches.first else { return }
        if t.location.distance(to: t.startLocation) >= parameters.dragLiftMoveHysteresis { fail(.movement("dragLiftMoveHysteresis")) }
    }

    override public func reset() {
        interaction?.reset()
    }
}

/// A drag interaction (models `UIDragInteraction`, rules X9–X11): it adds
/// `NAME.lift`, `NAME.exclusion` and `NAME.failure` after the view's own
/// recognizers and follows them: the lift asks for items (`drag.lift`), the
/// exclusion recognizer then ends and fails every other recognizer that is
/// not a long press (unless `allowsSimultaneousRecognitionDuringLift`, X10),
/// a move of `dragLiftMoveHysteresis` begins the session (`drag.begin`) and
/// the lift of the finger ends it (`drag.end`). Long presses wait for the
/// failure recognizer (X11).
public final class DragInteraction: Responder {
    public let lift: DragLiftGestureRecognizer
    public let exclusion: RelationshipGestureRecognizer
    public let failure: RelationshipGestureRecognizer
    public private(set) weak var view: View?
    public var delegateObject: Responder?
    /// The delegate's `itemsForBeginning`: items (true) or none (false), possibly conditional (Q1).
    public var items: Answer = true
    /// X9.1: a collection view's drag (`LIST.drag`) asks about the item under the touch, among `itemIndices` (nil: all).
    public weak var list: ListView?
    public var itemIndices: [Int]?
    public var allowsSimultaneousRecognitionDuringLift = false
    /// X9.1: a disabled interaction's recognizers take no part.
    public var isEnabled = true {
        didSet { for r in recognizers { r.isEnabled = isEnabled } }
    }

    public enum Phase: Sendable { case idle, waiting, lifted, dragging, over }
    public private(set) var phase: Phase = .idle
    private var liftLocation: Point?
    private var competingTimer: TimerID?
    weak var device: Device?

    public var recognizers: [GestureRecognizer] { [lift, exclusion, failure] }

    public init(name: String) {
        lift = DragLiftGestureRecognizer(name: name + ".lift")
        exclusion = RelationshipGestureRecognizer(name: name + ".exclusion")
        failure = RelationshipGestureRecognizer(name: name + ".failure")
        super.init(name: name)
        lift.interaction = self
        configureInteractionRecognizers(of: self, primary: lift, exclusion: exclusion, failure: failure,
                                        owns: { [unowned self] in self.owns($0) })
        lift.stateObserver = { [unowned self] state, cause in self.liftChanged(state, cause) }
        exclusion.stateObserver = { [unowned self] state, cause in self.exclusionChanged(state, cause) }
    }

    func owns(_ g: GestureRecognizer) -> Bool { g === lift || g === exclusion || g === failure }

    /// X1: adds its recognizers to `view`, after the view's own.
    public func install(on view: View) {
        self.view = view
        for r in recognizers { view.addGestureRecognizer(r) }
        view.addInteraction(self)
    }

    private var delegateName: TraceName { (delegateObject ?? list?.delegate ?? view)?.traceName ?? traceName }

    /// X11: the long presses sharing the touch (not the interactions' own lifts)
    /// wait for the failure recognizer; on a regular width it fails after
    /// `dragCompetingLongPressDelay`.
    func touchBegan(_ touch: Touch, device: Device) {
        self.device = device
        phase = .waiting
        device.deferToEndOfTurn { [unowned self] in
            for g in touch.gestureRecognizers where !self.owns(g) && g.kind == .longPress && !(g is InteractionOwnedRecognizer) {
                g.addDynamicRequirement(self.failure)
            }
        }
        if device.parameters.horizontalSizeClass == .regular {
            competingTimer = device.schedule(after: device.parameters.dragCompetingLongPressDelay, owner: traceName,
                                             purpose: "dragCompetingLongPressDelay") { [unowned self] in
                self.competingTimer = nil
                self.failure.fail(.timeout("dragCompetingLongPressDelay"))
            }
        }
    }

    private func liftChanged(_ state: GestureState, _ cause: CauseLink) {
        guard let device = lift.environmentReference?.device else { return }
        let trace = device.trace
        switch state {
        case .began:
            guard phase == .waiting else { return }
            let (answer, cell) = itemsAnswer(for: lift.touches.first)
            guard answer.result else {
                trace.record(.dragCancel, traceName).cause(.interaction(.noItems))
                phase = .over
                lift.cancel(cause: .interaction(.noItems))
                return failRelationships(.interaction(.noItems))
            }
            phase = .lifted
            liftLocation = lift.touches.first?.location
            trace.record(.dragLift, traceName).with("view", name: (cell ?? view)?.traceName).with("items", .int(1))
            if let list, let cell { trace.with(list.indexKey, .int(cell.index)) }
            if !allowsSimultaneousRecognitionDuringLift { exclusion.end(cause: .lift) }
        case .ended:
            if phase == .dragging {
                trace.record(.dragEnd, traceName).with("items", .int(1))
            } else if phase == .lifted {
                trace.record(.dragCancel, traceName).cause(.interaction(.released))
            }
            phase = .over
            failRelationships(.interaction(.released))
        case .cancelled, .failed:
            if phase == .lifted || phase == .dragging {
                let reason: Cause = cause.cause == .touchesCancelled ? .interaction(.cancelled) : cause.cause
                trace.record(.dragCancel, traceName).cause(reason)
            }
            if phase != .over { phase = .over }
            failRelationships(cause.cause)
        default:
            break
        }
    }

    /// X9.3: the delegate's `itemsForBeginning` for `touch`; for a list, about
    /// the item under it (over no item, or one not among `itemIndices`, none).
    func itemsAnswer(for touch: Touch?) -> (Decision, ListCell?) {
        let cell = list.flatMap { list in touch.flatMap { list.cell(containing: $0.view) } }
        var answer = Decision(result: false)
        if list == nil || (cell.map { c in itemIndices.map { $0.contains(c.index) } ?? true } ?? false) {
            answer = items.decide(AnswerQuestion(touch: touch, recognizer: lift, view: cell ?? view))
        }
        return (answer, cell)
    }

    /// X9.4: after the lift, a move of `dragLiftMoveHysteresis` from where the touch was begins the session.
    func liftedTouchMoved(_ device: Device) {
        guard phase == .lifted, let from = liftLocation, let t = lift.touches.first,
              t.location.distance(to: from) >= device.parameters.dragLiftMoveHysteresis else { return }
        phase = .dragging
        device.trace.record(.dragBegin, traceName).with("items", .int(1))
        // X10: with simultaneous recognition during the lift, the exclusion ends now.
        if allowsSimultaneousRecognitionDuringLift { exclusion.end(cause: .dragBegan) }
    }

    /// X9.2, X10: another recognizer began or ended first: the drag is over.
    private func exclusionChanged(_ state: GestureState, _ cause: CauseLink) {
        guard state == .failed, case .exclusive(let other) = cause.cause, phase == .waiting || phase == .lifted else { return }
        if phase == .lifted { device?.trace.record(.dragCancel, traceName).cause(.excludedBy(other), causedBy: cause.causedBy) }
        phase = .over
        if lift.state.isActive { lift.cancel(cause: .excludedBy(other)) } else { lift.fail(.excludedBy(other)) }
        failRelationships(.excludedBy(other))
    }

    private func failRelationships(_ cause: Cause) {
        if let timer = competingTimer { device?.cancelTimer(timer) }
        competingTimer = nil
        exclusion.fail(cause)
        failure.fail(cause)
    }

    // MARK: Driven by a context menu on the same view (X12)

    /// X12.1: the associated menu got a configuration: while the drag still
    /// waits for its lift, its own recognizers fail (`interactionEnded`) and
    /// take no further part for this touch. Returns whether it gave way.
    func yieldToMenu() -> Bool {
        guard phase == .waiting else { return false }
        phase = .over
        lift.fail(.interaction(.interactionEnded))
        failRelationships(.interaction(.interactionEnded))
        return true
    }

    /// X12.2, X12.3: the menu lifts and begins the drag at once (`drag.lift`,
    /// `drag.begin`); false, and nothing recorded, when the delegate gives no
    /// items (then the menu goes on as without a drag: X6.2, X4).
    func beginDrivenDrag(touch: Touch, trace: Trace) -> Bool {
        let (answer, cell) = itemsAnswer(for: touch)
        guard answer.result else { return false }
        phase = .dragging
        trace.record(.dragLift, traceName).with("view", name: (cell ?? view)?.traceName).with("items", .int(1))
        if let list, let cell { trace.with(list.indexKey, .int(cell.index)) }
        trace.record(.dragBegin, traceName).with("items", .int(1))
        return true
    }

    /// X12: the touch of a drag the menu began lifted (`drag.end`). The
    /// menu's phase says the drag is on: the drag's own lift, failed at the
    /// configuration, may have been reset since.
    func endDrivenDrag(trace: Trace) {
        phase = .over
        trace.record(.dragEnd, traceName).with("items", .int(1))
    }

    func reset() {
        phase = .idle
        liftLocation = nil
        if let timer = competingTimer { device?.cancelTimer(timer) }
        competingTimer = nil
    }
}
