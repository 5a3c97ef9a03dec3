/// The built-in recognizer kinds (semantics.md, section G's table).
public enum GestureKind: String, Sendable, Hashable, CaseIterable {
    case tap, longPress, pan, swipe, pinch, rotation, screenEdgePan
    /// UIKit's private `UIScrollViewDelayedTouchesBeganGestureRecognizer`
    /// (rule V2): made by scroll views, never written in a scene.
    case delayedTouchesBegan
    /// UIKit's private `_UITouchDurationObservingGestureRecognizer`, a
    /// context menu interaction's press (rule X2): made by interactions.
    case touchDuration
    /// An interaction's relationship recognizers (`NAME.exclusion`,
    /// `NAME.failure`, rule X1), which end only when their interaction says so.
    case interactionRelationship

    /// UIKit's private `_UISwipeDismissalGestureRecognizer` (rules L6, L12):
    /// made by tables and list collection views, never written in a scene.
    case swipeDismissal

    /// Discrete recognizers go possible → ended or failed; continuous ones
    /// go through began and changed (rule G1).
    public var isDiscrete: Bool {
        self == .tap || self == .swipe || self == .delayedTouchesBegan || self == .interactionRelationship || self == .swipeDismissal
    }
}

/// What a recognizer's delegate answers (models `UIGestureRecognizerDelegate`).
/// A recognizer without a delegate gets every default answer. Each answer
/// may be conditional (rule Q1), evaluated when UIKit asks it.
public struct GestureDelegate {
    /// Which recognizers a delegate lets its recognizer run with (rule G5).
    public enum Simultaneity: Hashable, Sendable {
        case all
        case none
        /// The recognizers written, resolved when the scene was built.
        case only([RecognizerReference])
        /// `{when: C}` / `{unless: C}`, asked about the other recognizer (rule Q1).
        case conditional(Answer)

        /// The answer about `other` for `recognizer`, with the condition that decided it.
        public func decide(_ recognizer: GestureRecognizer?, about other: GestureRecognizer) -> Decision {
            switch self {
            case .all: return Decision(result: true)
            case .none: return Decision(result: false)
            case .only(let refs): return Decision(result: refs.refer(to: other))
            case .conditional(let answer): return answer.decide(AnswerQuestion(recognizer: recognizer, other: other))
            }
        }

        public func allows(_ other: GestureRecognizer) -> Bool { decide(nil, about: other).result }
    }

    /// The responder acting as delegate; its name is what the trace shows.
    public let object: Responder
    public var shouldReceiveTouch: Answer = true
    public var shouldBegin: Answer = true
    public var simultaneousWith: Simultaneity = .none
    /// `gestureRecognizer(_:shouldRequireFailureOf:)` answers yes for these (rule G3).
    public var requireFailureOf: [RecognizerReference] = []
    /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)` answers yes for these (rule G3).
    public var requiredToFailBy: [RecognizerReference] = []
    /// Conditional forms of the two questions above (rule Q1); when set they replace the lists.
    public var requireFailureOfAnswer: Answer?
    public var requiredToFailByAnswer: Answer?
    /// UIKit's own `shouldRequireFailureOf` answer, computed on the other
    /// recognizer (a navigation controller's content pop requires the
    /// failure of every list's swipe-action pan, N4); when set it replaces
    /// the list and the answer above.
    public var requireFailureOfDecider: ((GestureRecognizer) -> Bool)?

    /// Answers computed when asked (a scroll view's own delegate methods,
    /// rules V2, V3); nil: the answers above.
    public var shouldReceiveTouchDecider: ((Touch) -> Decision)?
    public var shouldBeginDecider: ((GestureRecognizer) -> Decision)?
    /// UIKit's own `shouldRecognizeSimultaneouslyWith` answer about a
    /// recognizer (a scroll view's pinch and pan, Z5; an interaction's
    /// recognizers, X1); nil: the answer above.
    public var simultaneityDecider: ((GestureRecognizer) -> Decision?)?

    public init(object: Responder) {
        self.object = object
    }

    func answersShouldReceive(_ touch: Touch, for recognizer: GestureRecognizer) -> Decision {
        shouldReceiveTouchDecider?(touch) ?? shouldReceiveTouch.decide(AnswerQuestion(touch: touch, recognizer: recognizer))
    }

    func answersShouldBegin(_ recognizer: GestureRecognizer) -> Decision {
        shouldBeginDecider?(recognizer) ?? shouldBegin.decide(AnswerQuestion(recognizer: recognizer))
    }

    /// Whether the delegate implements `gestureRecognizer(_:shouldRequireFailureOf:)`:
    /// UIKit asks only a delegate that does (rule G3).
    public var implementsRequireFailureOf: Bool {
        requireFailureOfDecider != nil || requireFailureOfAnswer != nil || !requireFailureOf.isEmpty
    }

    /// Whether the delegate implements `gestureRecognizer(_:shouldBeRequiredToFailBy:)` (rule G3).
    public var implementsRequiredToFailBy: Bool { requiredToFailByAnswer != nil || !requiredToFailBy.isEmpty }

    /// Whether it implements either of rule G3's questions.
    public var implementsFailureRequirements: Bool { implementsRequireFailureOf || implementsRequiredToFailBy }
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

/// A gesture recognizer (models `UIGestureRecognizer`): attached to a view,
/// it watches the touches that hit-test to that view or below it, and sends
/// its action when it recognizes.
///
/// The base class owns the mechanics; the built-in kinds subclass it and
/// override the small hooks `touchesBegan/Moved/Ended/Cancelled(_:)` and
/// `reset()`. From the hooks a recognizer only says what it wants
/// (`recognize`, `fail`, `change`, `finish`); the `GestureEnvironment`
/// decides, in one place, whether and when it may leave `possible` (rules
/// G3–G6). Every state change goes through the environment's single
/// transition function, which checks `GestureState.canMove` and traces it.
open class GestureRecognizer: SceneObject {
    /// Its label; its identity is the object (and `id`), never the name.
    public let name: String
    /// `name` and `id` as the subject of its trace records, made once when
    /// it is made and again when it is numbered (issue 27.3: the handle
    /// carries the id, so two objects of one label are told apart).
    @exclusivity(unchecked) public private(set) var traceName: TraceName
    /// The recognizer as a cause names it (`Cause.exclusive`, `.requirement`, ...): its label and id.
    public var causeObject: CauseObject { CauseObject(traceName) }
    /// Its stable id, numbered by the scene's builder (`ObjectNumbering`).
    @exclusivity(unchecked) public internal(set) var id = ObjectID.unassigned {
        didSet { traceName = TraceName(name, id: id) }
    }
    public let kind: GestureKind
    /// The action method's name as the trace shows it; nil: no target-action pair.
    @exclusivity(unchecked) public var action: String?
    /// The responder receiving the action; nil: the view it is attached to.
    @exclusivity(unchecked) public var target: Responder?
    @exclusivity(unchecked) public var isEnabled = true
    @exclusivity(unchecked) public var cancelsTouchesInView = true
    @exclusivity(unchecked) public var delaysTouchesBegan = false
    @exclusivity(unchecked) public var delaysTouchesEnded = true
    /// `require(toFail:)` (rule G3), in order of the calls.
    @exclusivity(unchecked) public private(set) var requiredToFail: [GestureRecognizer] = []

    /// Breaks the strong links this recognizer holds (`Application.dismantle()`).
    func dismantleLinks() {
        delegate = nil
        target = nil
        requiredToFail = []
        actionHandler = nil
        stateObserver = nil
        touches = []
    }
    @exclusivity(unchecked) public var delegate: GestureDelegate? {
        didSet {
            let asks = delegate?.implementsFailureRequirements ?? false
            // Its environment counts the participants that ask (`TurnStorage.askingParticipants`).
            if asks != asksFailureQuestions, let environment = environmentReference, environment.turn.isParticipant(self) {
                environment.turn.askingParticipants += asks ? 1 : -1
            }
            asksFailureQuestions = asks
        }
    }
    /// Whether its delegate implements one of rule G3's questions: read for every
    /// pair of recognizers sharing a touch, so kept as a flag rather than copying the delegate.
    @exclusivity(unchecked) public private(set) var asksFailureQuestions = false
    @exclusivity(unchecked) public var settings = GestureSettings()
    /// The view it is attached to (set by `View.addGestureRecognizer`). A
    /// checked `unowned` that the view's `deinit` clears, for the reason
    /// `View.superview` gives.
    @exclusivity(unchecked) public internal(set) unowned(safe) var view: View? {
        didSet { viewIdentity = view.map(ObjectIdentifier.init) }
    }
    /// The identity of `view`, which chain order compares on every
    /// registration without loading the reference (`GestureEnvironment.precedes`).
    @exclusivity(unchecked) private(set) var viewIdentity: ObjectIdentifier?

    @exclusivity(unchecked) public internal(set) var state: GestureState = .possible
    /// The touches delivered to it since its last reset, in order.
    @exclusivity(unchecked) public internal(set) var touches: [Touch] = []

    // Environment bookkeeping.
    /// A checked `unowned` rather than `weak` (read on every state change
    /// and timer, where a weak load costs a side-table lookup): the
    /// environment's `deinit` clears it (`GestureEnvironment.adopt`), as a
    /// view's clears its subviews' `superview`.
    @exclusivity(unchecked) unowned(safe) var environmentReference: GestureEnvironment? {
        didSet { environmentIdentity = environmentReference.map(ObjectIdentifier.init) }
    }
    /// The identity of `environmentReference`, which the environment compares
    /// with its own on every registration without loading the reference
    /// (a checked `unowned` load is an atomic retain and release).
    @exclusivity(unchecked) private(set) var environmentIdentity: ObjectIdentifier?
    /// The environment delivering its touches (set when it first receives one).
    var environment: GestureEnvironment {
        guard let e = environmentReference else {
            preconditionFailure("\(name) has no gesture environment yet: it gets one with its first touch")
        }
        return e
    }
    /// Its slot in its environment's turn storage (`TurnStorage`), where the
    /// environment keeps its scratch state (its wish, the requirements it
    /// waits for, its timers, the delivery being collected); -1: none yet.
    @exclusivity(unchecked) var turnSlot = -1
    /// The `seq` of its last `gesture.state` record: what its recognition,
    /// failure or cancellation caused points at (`causedBy`, rule G10).
    @exclusivity(unchecked) public internal(set) var lastStateSeq: Int?
    /// Whether `touch` is among its touches (read in place, by index).
    func tracks(_ touch: Touch) -> Bool {
        for i in touches.indices where touches[i] === touch { return true }
        return false
    }

    /// Rule G8: finished, and every touch it holds ended or was cancelled.
    var isDueForReset: Bool { state.isFinished && !hasTouchDown }

    /// Whether a touch it tracks is still down. The touch-counting
    /// properties below read the phases in place by index (read for every
    /// participant on every turn: no retain and release of each touch).
    private var hasTouchDown: Bool {
        for i in touches.indices where !touches[i].phase.isFinal { return true }
        return false
    }

    public init(name: String, kind: GestureKind) {
        self.name = name
        self.traceName = TraceName(name)
        self.kind = kind
    }

    deinit {
        // Its environment, if still there, must not clear a freed recognizer's reference.
        environmentReference?.forget(slot: turnSlot)
    }

    /// Makes the built-in recognizer of `kind` (`UITapGestureRecognizer` & co.).
    public static func make(name: String, kind: GestureKind) -> GestureRecognizer {
        switch kind {
        case .tap: return TapGestureRecognizer(name: name)
        case .longPress: return LongPressGestureRecognizer(name: name)
        case .pan: return PanGestureRecognizer(name: name)
        case .screenEdgePan: return ScreenEdgePanGestureRecognizer(name: name)
        case .swipe: return SwipeGestureRecognizer(name: name)
        case .pinch: return PinchGestureRecognizer(name: name)
        case .rotation: return RotationGestureRecognizer(name: name)
        case .delayedTouchesBegan: return DelayedTouchesBeganGestureRecognizer(name: name)
        case .touchDuration: return TouchDurationGestureRecognizer(name: name)
        case .interactionRelationship: return RelationshipGestureRecognizer(name: name)
        case .swipeDismissal: return GestureRecognizer(name: name, kind: .swipeDismissal)
        }
    }

    /// `require(toFail:)`: this recognizer may leave `possible` only once `other` has failed (rule G3).
    public func require(toFail other: GestureRecognizer) {
        precondition(other !== self, "\(name) cannot require its own failure")
        if !requiredToFail.contains(where: { $0 === other }) { requiredToFail.append(other) }
    }

    /// `canPrevent(_:)` (rule G5): whether, recognizing, it may keep `other`
    /// from recognizing. Yes; a tap overrides it (G5's exception). The
    /// relation graph lists the noes as `excludes` edges of its class.
    open func canPrevent(_ other: GestureRecognizer) -> Bool { true }

    /// `canBePrevented(by:)` (rule G5): whether `other`, recognizing, may keep it from recognizing. Yes.
    open func canBePrevented(by other: GestureRecognizer) -> Bool { true }

    /// Built-in behaviour run after each of its state changes, in the
    /// transition (an interaction following its recognizers, rule X1); nil for most.
    @exclusivity(unchecked) var stateObserver: ((GestureState, CauseLink) -> Void)?

    /// It has just begun (its `gesture.state … to=began` is the last record):
    /// what its owner decides at that moment is written right after (a
    /// sheet's tracking of a scroll view's pan, M7). The default does nothing.
    func didBegin() {}

    /// Whether, when a touch collects it, it makes others wait for it
    /// (`addDynamicRequirements`): UIKit's content pop does (N6). A flag, so
    /// that touch creation asks only the recognizers that do.
    @exclusivity(unchecked) public internal(set) var addsDynamicRequirements = false

    /// Rule N6: the requirements it adds on the other `recognizers` of a new
    /// touch, traced as `gesture.dynamicRequirement`. The default adds none.
    func addDynamicRequirements(for touch: Touch, among recognizers: [GestureRecognizer], device: Device) {}

    /// Makes this recognizer wait for `other`'s failure during the current
    /// touch sequence (a dynamic requirement, N6): kept with the delegates'
    /// answers, which its reset forgets.
    func addDynamicRequirement(_ other: GestureRecognizer) {
        environment.addDynamicRequirement(self, other)
    }

    /// Built-in behaviour run when its action is sent (a scroll view scrolling, V1).
    @exclusivity(unchecked) var actionHandler: ((GestureState) -> Void)?

    /// The responder that receives the action: the target, or else the view.
    public var actionTarget: Responder? { target ?? view }

    /// `actionTarget`'s name, read without holding the target: the
    /// `gesture.action` record of a continuous recognizer, every sample,
    /// names it, and `actionTarget` costs an atomic retain and release.
    var actionTargetName: TraceName? { target?.traceName ?? view?.traceName }

    /// Whether it is waiting for failure requirements with a wish to leave `possible`.
    public var isWaiting: Bool {
        guard let environment = environmentReference, turnSlot >= 0 else { return false }
        return environment.isWaiting(self)
    }

    /// Whether it has asked to leave `possible` and is not yet granted it.
    public var hasWish: Bool {
        guard let environment = environmentReference, turnSlot >= 0 else { return false }
        return environment.turn[self].wish != nil
    }

    /// Whether it is among its environment's participants (received a touch since its reset).
    public var isParticipant: Bool { environmentReference?.turn.isParticipant(self) ?? false }

    // MARK: Hooks for the built-in kinds

    /// A phase of some of its touches. The default does nothing.
    open func touchesBegan(_ touches: [Touch]) {}
    open func touchesMoved(_ touches: [Touch]) {}
    open func touchesEnded(_ touches: [Touch]) {}

    /// The system cancelled touches: a gesture in progress is cancelled, one
    /// that had not begun fails.
    open func touchesCancelled(_ touches: [Touch]) {
        if state.isActive { cancel(cause: .touchesCancelled) } else if state == .possible { fail(.touchesCancelled) }
    }

    /// Back to `possible`: forget the gesture's own state (rule G8).
    open func reset() {}

    /// What the action reports besides its state (location, number of
    /// touches, and the kind's values such as translation or scale),
    /// appended to `fields`: the environment keeps one buffer for the turn's
    /// actions, so a gesture that changes on every sample makes no array of
    /// its own (a subclass appends its values after `super`'s).
    open func appendReportedFields(to fields: inout [TraceField]) {
        fields.append(TraceField("location", .point(location(in: nil))))
        fields.append(TraceField("numberOfTouches", .int(numberOfTouchesDown)))
    }

    /// The fields `appendReportedFields(to:)` gives, as a list.
    public final func reportedFields() -> [TraceField] {
        var fields: [TraceField] = []
        appendReportedFields(to: &fields)
        return fields
    }

    // MARK: What a recognizer may say from its hooks

    /// Device parameters of section P.
    public var parameters: DeviceParameters { environment.parameters }

    /// The touches it tracks that are still on the glass.
    public var touchesDown: [Touch] { touches.filter { !$0.phase.isFinal } }

    /// How many of `touchesDown` there are, without building the list (a hot path).
    public var numberOfTouchesDown: Int {
        var count = 0
        for i in touches.indices where !touches[i].phase.isFinal { count += 1 }
        return count
    }

    /// Whether every touch it tracks has lifted (or none was ever tracked).
    public var hasNoTouchDown: Bool { !hasTouchDown }

    /// The centroid of the touches down (or of all its touches once they
    /// lifted), in `view`'s coordinates (`location(in:)`); nil: the screen's.
    public func location(in view: View?) -> Point {
        // One pass sums both the touches down and all of them (each sum in touch order).
        var down = (x: 0.0, y: 0.0, count: 0), all = (x: 0.0, y: 0.0, count: 0)
        for t in touches {
            let p = t.location(in: view)
            all = (all.x + p.x, all.y + p.y, all.count + 1)
            if !t.phase.isFinal { down = (down.x + p.x, down.y + p.y, down.count + 1) }
        }
        let sum = down.count > 0 ? down : all
        guard sum.count > 0 else { return .zero }
        return Point(sum.x / Double(sum.count), sum.y / Double(sum.count))
    }

    /// Asks to leave `possible`: a discrete recognizer to `ended`
    /// (recognized), a continuous one to `began`. The environment grants it
    /// once requirements, shouldBegin and exclusivity allow (rules G3–G6).
    /// From a timer's turn, the wish points at the `timer.fire` record.
    public final func recognize(cause: Cause = .recognized) {
        guard state == .possible else { return }
        environment.wish(self, kind.isDiscrete ? .ended : .began, cause: cause)
    }

    /// Fails at once (a recognizer may always give up). A timeout names the
    /// `timer.fire` record of its timer (`causedBy`).
    public final func fail(_ cause: Cause) {
        guard state == .possible else { return }
        let environment = self.environment
        environment.transition(self, to: .failed, cause: CauseLink(cause, causedBy: environment.firingTimerSeq))
    }

    /// A continuous gesture moved on: `changed`, and its action.
    public final func change() {
        guard state.isActive else { return }
        environment.transition(self, to: .changed, cause: CauseLink(.changed))
    }

    /// A continuous gesture is over: `ended`, and its action.
    public final func finish(cause: Cause = .ended) {
        guard state.isActive else { return }
        let environment = self.environment
        environment.transition(self, to: .ended, cause: CauseLink(cause, causedBy: environment.firingTimerSeq))
    }

    /// A continuous gesture is called off: `cancelled`, and its action.
    public final func cancel(cause: Cause) {
        guard state.isActive else { return }
        let environment = self.environment
        environment.transition(self, to: .cancelled, cause: CauseLink(cause, causedBy: environment.firingTimerSeq))
    }

    /// Starts a timer for `purpose` (the name the trace gives it): after
    /// `seconds`, in a run loop turn of its own, `timerFired(purpose)` runs
    /// (rule G9). The timer is dropped when the recognizer leaves `possible`
    /// or resets.
    @discardableResult
    public final func startTimer(after seconds: Double, purpose: String) -> TimerID {
        environment.startTimer(after: seconds, purpose: purpose, for: self)
    }

    /// A timer started with `startTimer(after:purpose:)` fired. By default the
    /// recognizer fails, timed out (`timeout:` + purpose): most of UIKit's
    /// recognizer timers are limits (a tap's duration, a swipe's time). A
    /// subclass whose timer means something else overrides this for that purpose.
    open func timerFired(_ purpose: String) {
        fail(.timeout(purpose))
    }

    /// Drops one timer it started.
    public final func cancelTimer(_ id: TimerID?) {
        guard let id else { return }
        environment.cancelTimer(id, of: self)
    }

    /// Drops every timer it started.
    public final func cancelTimers() {
        guard let environment = environmentReference, turnSlot >= 0 else { return }
        environment.cancelTimers(of: self)
    }
}
