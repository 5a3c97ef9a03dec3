/// A context menu interaction (models `UIContextMenuInteraction`, rules
/// X1–X7): added to a view, it adds three real recognizers after the view's
/// own, `NAME.press`, `NAME.exclusion` and `NAME.failure`, and follows their
/// states to highlight the view, ask its delegate for a configuration and
/// present the menu. Arbitration stays the gesture environment's: the
/// interaction only makes its recognizers end or fail, and its delegate
/// answers (simultaneity, failure requirements) do the rest (G3–G6, D3).
///
/// It is the delegate of its recognizers, so it is a `Responder` for the
/// trace's `asked` field; it is never in a responder chain.
public final class ContextMenuInteraction: Responder {
    public let press: TouchDurationGestureRecognizer
    public let exclusion: RelationshipGestureRecognizer
    public let failure: RelationshipGestureRecognizer
    /// The view it was added to.
    public private(set) weak var view: View?
    /// The object answering `configurationForMenuAtLocation` (its name is shown in the trace); nil: the view.
    public var delegateObject: Responder?
    /// The delegate's answer: a configuration (true) or nil (false), possibly conditional (Q1).
    public var configuration: Answer = true
    /// What the menu does to the view once presented (X7.1: a control's driver cancels no touches; it cancels tracking).
    public var cancelsTouchesOnPresentation = true {
        didSet { exclusion.cancelsTouchesInView = cancelsTouchesOnPresentation }
    }

    /// Rule X8: the list whose `contextMenuConfigurationForRowAt` (`…ForItemAt`)
    /// it asks, for the cell under the touch; `rows` limits the cells that give
    /// one (nil: every cell). nil: a view's interaction.
    public weak var list: ListView?
    public var rows: [Int]?

    /// Whether the interaction is enabled (a button's `isContextMenuInteractionEnabled`, X7).
    public var isMenuEnabled = true

    /// Where it is for the current touch.
    public enum Phase: Sendable { case idle, pressing, highlighted, presented, over, dragging }
    public private(set) var phase: Phase = .idle
    var touchDown: VirtualTime?
    var clickTimer: TimerID?
    /// X12: the drag interaction on the same view that this menu drives for
    /// the current touch (set when a configuration is given), and where the
    /// touch was when the menu was presented.
    weak var drivenDrag: DragInteraction?
    var presentedAt: Point?
    weak var device: Device?

    public init(name: String) {
        press = TouchDurationGestureRecognizer(name: name + ".press")
        exclusion = RelationshipGestureRecognizer(name: name + ".exclusion")
        failure = RelationshipGestureRecognizer(name: name + ".failure")
        super.init(name: name)
        press.interaction = self
        configureInteractionRecognizers(of: self, primary: press, exclusion: exclusion, failure: failure,
                                        owns: { [unowned self] in self.owns($0) })
        press.stateObserver = { [unowned self] state, cause in self.pressChanged(state, cause) }
        exclusion.stateObserver = { [unowned self] state, cause in self.exclusionChanged(state, cause) }
        failure.stateObserver = { [unowned self] state, _ in self.failureChanged(state) }
    }

    /// Whether `g` is one of its own recognizers.
    func owns(_ g: GestureRecognizer) -> Bool { g === press || g === exclusion || g === failure }

    /// X1: adds its recognizers to `view`, after the view's own.
    public func install(on view: View) {
        self.view = view
        view.addGestureRecognizer(press)
        view.addGestureRecognizer(exclusion)
        view.addGestureRecognizer(failure)
        view.addInteraction(self)
    }

    private var delegateName: TraceName { (delegateObject ?? list?.delegate ?? view)?.traceName ?? traceName }

    // MARK: Following the touch

    /// X1, X2.5: when the touch begins, once every recognizer handled its
    /// began phase, the pans still `possible` require the press's failure, the
    /// long presses require the failure recognizer's, and the press of an
    /// ancestor's menu requires this one's.
    func touchBegan(_ touch: Touch, device: Device) {
        self.device = device
        phase = .pressing
        touchDown = touch.timestamp
        device.deferToEndOfTurn { [unowned self] in self.takeRequirements(for: touch) }
    }

    private func takeRequirements(for touch: Touch) {
        for g in touch.gestureRecognizers where !owns(g) {
            if g.kind == .pan, g.state == .possible, !g.hasWish {
                require(g, failureOf: press)
            } else if g.kind == .longPress, !(g is InteractionOwnedRecognizer) {
                require(g, failureOf: failure)
            } else if g is TouchDurationGestureRecognizer, let mine = view, let other = g.view, other !== mine, mine.isDescendant(of: other) {
                require(g, failureOf: press)
            }
        }
    }

    private func require(_ g: GestureRecognizer, failureOf other: GestureRecognizer) {
        g.addDynamicRequirement(other)
    }

    /// X3: the press began: ask for a configuration; with one, highlight and
    /// arm the presentation; without, end for this touch.
    private func pressChanged(_ state: GestureState, _ cause: CauseLink) {
        guard let device = press.environmentReference?.device else { return }
        let trace = device.trace
        switch state {
        case .began:
            // X3 asks when the press begins; the answer is written at the end of
            // that turn, after the views got its phases (X8: a list's highlight,
            // released by the content delay at the same instant, comes first).
            device.deferToEndOfTurn { [unowned self] in self.askConfiguration(device) }
        case .ended, .cancelled, .failed:
            // X12: the lift of a touch whose drag the menu began ends the drag.
            if phase == .dragging {
                phase = .over
                drivenDrag?.endDrivenDrag(trace: trace)
                return
            }
            guard phase == .pressing || phase == .highlighted else { return }
            let reason: InteractionCause
            switch cause.cause {
            case .interaction(let c): reason = c
            case .touchesCancelled: reason = .cancelled
            case .exclusive(let other): return endExcluded(by: other, cause: cause)
            default: reason = .released
            }
            if phase == .highlighted { trace.record(.menuEnd, traceName).cause(.interaction(reason)) }
            finish(cause: reason)
        default:
            break
        }
    }

    /// X3, X8: the delegate's configuration; with one, the highlight and the presentation's timer.
    private func askConfiguration(_ device: Device) {
        guard phase == .pressing, press.state.isActive else { return }
        let trace = device.trace
        // X8: a list asks about the cell under the touch; over no cell the answer is nil.
        let cell = list.flatMap { list in press.touches.first.flatMap { list.cell(containing: $0.view) } }
        var answer = Decision(result: false)
        if list == nil || (cell.map { c in rows.map { $0.contains(c.index) } ?? true } ?? false) {
            answer = configuration.decide(AnswerQuestion(touch: press.touches.first, recognizer: press, view: cell ?? view))
        }
        trace.record(.menuConfiguration, traceName).with("delegate", name: delegateName).with("result", .bool(answer.result))
        if let list, let cell { trace.with(list.indexKey, .int(cell.index)) }
        trace.because(answer)
        guard answer.result else {
            trace.record(.menuEnd, traceName).cause(.interaction(.noConfiguration))
            return finish(cause: .noConfiguration)
        }
        phase = .highlighted
        trace.record(.menuHighlight, traceName).with("view", name: (cell ?? view)?.traceName)
        if let list, let cell { trace.with(list.indexKey, .int(cell.index)) }
        // X12.1: with a configuration the menu drives the view's drag; the drag's own recognizers give way.
        if let drag = associatedDrag, drag.yieldToMenu() { drivenDrag = drag }
        let elapsed = touchDown.map { device.now.seconds(since: $0) } ?? 0
        clickTimer = device.schedule(after: max(0, device.parameters.contextMenuClickDuration - elapsed), owner: traceName,
                                     purpose: "contextMenuClickDuration") { [unowned self] in self.present() }
    }

    /// X4: presentation, if the touch is still down, single and within the allowed movement.
    private func present() {
        clickTimer = nil
        guard phase == .highlighted, press.state.isActive, press.numberOfTouchesDown == 1 else { return }
        exclusion.end(cause: .presented)
        failure.end(cause: .presented)
    }

    private func exclusionChanged(_ state: GestureState, _ cause: CauseLink) {
        guard state == .failed, phase == .pressing || phase == .highlighted else { return }
        if case .exclusive(let other) = cause.cause { endExcluded(by: other, cause: cause) }
    }

    /// X6.3: another recognizer began or ended first: the interaction ends.
    private func endExcluded(by other: CauseObject, cause: CauseLink) {
        guard let device = press.environmentReference?.device else { return }
        let lifted = press.hasNoTouchDown
        if phase == .highlighted {
            device.trace.record(.menuEnd, traceName).cause(lifted ? .interaction(.released) : .excludedBy(other), causedBy: cause.causedBy)
        }
        phase = .over
        cancelClickTimer()
        if press.state.isActive { press.cancel(cause: .excludedBy(other)) } else { press.fail(.excludedBy(other)) }
        exclusion.fail(.excludedBy(other))
        failure.fail(.excludedBy(other))
    }

    private func failureChanged(_ state: GestureState) {
        guard state == .ended, let device = press.environmentReference?.device else { return }
        phase = .presented
        presentedAt = press.touches.first?.location
        device.presentedMenu = self
        device.trace.record(.menuPresent, traceName).with("view", name: view?.traceName)
        if !cancelsTouchesOnPresentation, let control = view as? Control { control.menuPresented(device: device) }
    }

    /// Rule X7.2: a button's menu shown on `touchDown`, no press involved.
    func presentAsPrimaryAction(device: Device) {
        self.device = device
        phase = .presented
        device.presentedMenu = self
        device.trace.record(.menuPresent, traceName).with("view", name: view?.traceName)
    }

    /// Rule X4: the presented menu goes away (`menu.dismiss`).
    func dismiss(cause: InteractionCause, device: Device) {
        guard phase == .presented else { return }
        phase = .idle
        device.trace.record(.menuDismiss, traceName).cause(.interaction(cause))
    }

    /// The interaction is over for this touch: its relationship recognizers fail.
    private func finish(cause: InteractionCause) {
        phase = .over
        cancelClickTimer()
        exclusion.fail(.interaction(cause))
        failure.fail(.interaction(cause))
    }

    private func cancelClickTimer() {
        if let timer = clickTimer { device?.cancelTimer(timer) }
        clickTimer = nil
    }

    /// The press reset (G8): ready for the next touch.
    func reset() {
        if phase != .presented { phase = .idle }
        cancelClickTimer()
        touchDown = nil
        drivenDrag = nil
        presentedAt = nil
    }

    // MARK: The associated drag (X12)

    /// X12: an enabled drag interaction on the same view (or list), which
    /// UIKit associates with this menu. Looked for only when a configuration
    /// was given, so scenes without both pay nothing per sample.
    private var associatedDrag: DragInteraction? {
        view?.interactions.lazy.compactMap { $0 as? DragInteraction }.first { $0.isEnabled }
    }

    /// X12.2, X12.3: a move of the press's touch while the menu drives a
    /// drag. Highlighted, a move past `contextMenuAllowableMovement` begins
    /// the drag instead of cancelling the menu; presented, a move of
    /// `dragLiftMoveHysteresis` from where it was presented dismisses the
    /// menu and begins the drag. Returns whether the menu handled the move
    /// (the press then stays `began` and ends with the touch).
    func pressTouchMoved(_ touch: Touch, device: Device) -> Bool {
        guard let drag = drivenDrag else { return false }
        let p = device.parameters
        switch phase {
        case .highlighted:
            let limit = p.contextMenuAllowableMovement
            guard abs(touch.location.x - touch.startLocation.x) > limit || abs(touch.location.y - touch.startLocation.y) > limit,
                  press.numberOfTouchesDown == 1 else { return false }
            guard drag.itemsAnswer(for: touch).0.result else { return false }
            cancelClickTimer()
            device.trace.record(.menuEnd, traceName).cause(.interaction(.drag))
            phase = .dragging
            _ = drag.beginDrivenDrag(touch: touch, trace: device.trace)
            // X9.3's effect, applied now: the exclusion ends, failing the touch's other
            // recognizers (G5) and cancelling it in the views (D3).
            exclusion.end(cause: .lift)
            return true
        case .presented:
            guard let from = presentedAt else { return false }
            guard touch.location.distance(to: from) >= p.dragLiftMoveHysteresis else { return true }
            guard drag.itemsAnswer(for: touch).0.result else { return false }
            if device.presentedMenu === self { device.presentedMenu = nil }
            dismiss(cause: .drag, device: device)
            phase = .dragging
            _ = drag.beginDrivenDrag(touch: touch, trace: device.trace)
            return true
        case .dragging:
            return true
        default:
            return false
        }
    }
}
