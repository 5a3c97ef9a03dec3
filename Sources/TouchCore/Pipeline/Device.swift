/// The simulated iPhone: digitizer, SpringBoard and the application's main
/// run loop on a virtual clock.
///
/// Lifecycle of one digitizer sample (semantics.md, sections S, H, T, D, R):
///
/// 1. `send(_:)` stamps the trace with the sample's time and runs the source
///    stages S1–S3; with no application in front SpringBoard consumes it (S4a).
/// 2. The app's run loop wakes (`runloop.wake`, source1) and the stages
///    S4b–S6 run; at S6 every new touch is hit-tested (rule H) and created
///    (rule T), and its recognizers are collected (rule T2).
/// 3. Each window with changed touches gets them at S7 and delivers them
///    along the responder chains of their hit-test views (rules D1, R).
/// 4. The run loop sleeps (`runloop.sleep`).
///
/// Timers (`schedule(after:owner:purpose:fire:)`) fire in deadline order,
/// ties by scheduling order, all timers of one instant in one run loop turn;
/// a sample at the same instant as a timer's deadline goes first (a time
/// limit is exceeded only when the time passes it, section P).
public final class Device {
    public let parameters: DeviceParameters
    public let application: Application
    public let trace: Trace
    /// The virtual clock.
    @exclusivity(unchecked) public private(set) var now: VirtualTime = .zero

    /// The run loop's timers, shared with the gesture environments (`TimerQueue`).
    let timers = TimerQueue()
    /// The `seq` of the `timer.fire` record whose work is running: what a
    /// timeout points at (`causedBy`, rule G10); nil outside a timer.
    @exclusivity(unchecked) public private(set) var firingTimerSeq: Int?
    /// Rule X4: the context menu on the screen, dismissed by the next touch that begins.
    public internal(set) var presentedMenu: ContextMenuInteraction? {
        @inline(__always) get { mayHavePresentedMenu ? presentedMenuWhilePresented : nil }
        set {
            presentedMenuWhilePresented = newValue
            mayHavePresentedMenu = newValue != nil
        }
    }
    /// `presentedMenu`, held weakly: a menu whose interaction went is no longer on the screen.
    private weak var presentedMenuWhilePresented: ContextMenuInteraction?
    /// Whether a menu was presented since `presentedMenu` was last cleared: every new
    /// touch asks (X4), and this flag is cheaper to read than a weak reference.
    @exclusivity(unchecked) private var mayHavePresentedMenu = false
    /// Work deferred to the end of the current turn (`deferToEndOfTurn`),
    /// shared with the gesture environments, which run it in step 6.
    let endOfTurnWork = EndOfTurnWork()
    /// Touches on the glass, in order of creation.
    @exclusivity(unchecked) public private(set) var activeTouches: [Touch] = []
    @exclusivity(unchecked) private var nextTouchID = 1
    /// Debug builds only: each environment checks its invariants after every
    /// turn (`GestureEnvironment.checkInvariants`). The test helpers that run
    /// scenes set it; a release build never reads it.
    public var checksInvariantsAfterEveryTurn = false
    /// One gesture environment per window that has received a touch.
    @exclusivity(unchecked) var environments: [GestureEnvironment] = []
    /// The environment `environment(of:)` gave last, lent, and its window's
    /// identity: an environment, once made, stays in `environments` for the
    /// device's life, so the next turn in the same window finds it without a
    /// search or a retain.
    @exclusivity(unchecked) var lastEnvironment: (window: ObjectIdentifier, environment: Unmanaged<GestureEnvironment>)?
    /// `--shuffle SEED`: permutes the order in which the recognizers of a
    /// touch receive it (rule G6 keeps outcomes stable); nil: chain order.
    @exclusivity(unchecked) public var shuffle: SeededGenerator?
    /// The `touches` values of the records (`touchNameList(_:)`), shared with the gesture environments.
    let touchNameLists: TouchNameLists
    /// How many recognizers the last touch collected: room reserved for the
    /// next touch's list, whose chain usually carries as many (a list grown
    /// one recognizer at a time is copied into a new buffer at 1, 2, 4, 8...).
    @exclusivity(unchecked) private var lastCollectedCount = 0
    /// Lifts remembered for rule T3's tap count.
    @exclusivity(unchecked) private var recentLifts: [(time: VirtualTime, location: Point, tapCount: Int)] = []
    /// Writes `view.tree`/`view.state` at the end of each turn while
    /// `recordsViewState` is on (Device+ViewState.swift); nil: nothing to do.
    @exclusivity(unchecked) var viewStateRecorder: ViewStateRecorder?

    /// The subjects of the run loop's and the source stages' records, read
    /// here on every sample: each read of a `static let` (a global made on
    /// first use) checks that it is made, nine times a sample.
    private let names = PipelineNames()

    public init(application: Application, parameters: DeviceParameters = DeviceParameters(), trace: Trace = Trace()) {
        self.application = application
        self.parameters = parameters
        self.trace = trace
        self.touchNameLists = TouchNameLists(trace: trace)
    }

    // MARK: Running input

    /// Runs a whole script: every sample at its instant, the timers between
    /// them, and then every timer still pending, until none is left or
    /// `timerLimit` of them have fired. A finger the script leaves down is
    /// then cancelled by the system, as when an app leaves the screen (rule
    /// S1's system cancel; `cancelRemainingTouches`), and the timers that
    /// cancel starts run too: a run never ends with a touch on the glass.
    /// `endingTouches: false` leaves them down, for a caller that feeds one
    /// script in several parts. Timers left at the limit are not drained
    /// silently: they are traced (`runloop.pending`) and returned.
    @discardableResult
    public func run(_ script: TouchScript, timerLimit: Int = 100_000, endingTouches: Bool = true) -> [PendingTimer] {
        load(script)
        var nextCall = 0
        for (index, sample) in script.samples.enumerated() {
            while nextCall < script.appCalls.count, script.appCalls[nextCall].afterSamples <= index {
                perform(script.appCalls[nextCall])
                nextCall += 1
            }
            fireTimers(before: sample.time, inclusive: false)
            send(sample)
        }
        for call in script.appCalls[nextCall...] { perform(call) }
        advance(to: script.end)
        runPendingTimers(limit: timerLimit)
        if endingTouches && cancelRemainingTouches() { runPendingTimers(limit: timerLimit) }
        let left = pendingTimers
        if !left.isEmpty {
            trace.record(.runloopPending, .main, "count", .int(left.count))
                .with("timers", .strings(left.map(\.purpose))).with("owners", .names(left.map(\.ownerName)))
                .with("deadlines", .list(left.map { .number($0.deadline.seconds) }))
        }
        return left
    }

    /// A step that stands for app code: the timers due before it fire, then it runs at its instant.
    public func perform(_ call: AppCall) {
        fireTimers(before: call.time, inclusive: false)
        setClock(call.time)
        switch call.call {
        case .beginRefreshing(let name): refreshControl(named: name)?.beginRefreshing(by: "scenario", device: self)
        case .endRefreshing(let name): refreshControl(named: name)?.endRefreshing(by: "scenario", device: self)
        }
        if _slowPath(viewStateRecorder != nil) { recordViewState() }
    }

    private func refreshControl(named name: String) -> RefreshControl? {
        for window in application.windows {
            if let found = window.subtree.first(where: { $0.name == name }) as? RefreshControl { return found }
        }
        return nil
    }

    /// The animations the script's samples start (`TouchSample.animation`,
    /// rule A1): a caller that sends a script's samples itself, instead of
    /// through `run(_:)`, loads the script first.
    @exclusivity(unchecked) public private(set) var scriptAnimations: [ViewAnimation] = []

    public func load(_ script: TouchScript) {
        if !script.animations.isEmpty || !scriptAnimations.isEmpty { scriptAnimations = script.animations }
    }

    /// The timers still scheduled, in firing order.
    public var pendingTimers: [PendingTimer] { timers.pending }

    // MARK: End of turn (rule D1, step 6)

    /// Runs `work` at the end of the current run loop turn, after the views
    /// got the turn's phases and before the recognizers reset (rule D1 step
    /// 6: L4's `tableView(_:didSelectRowAt:)`). Records written by `work`
    /// can take `cause` with `trace.causeFromContext()`. Work deferred
    /// outside a turn runs at the end of the next one.
    public func deferToEndOfTurn(cause: CauseLink? = nil, _ work: @escaping () -> Void) {
        endOfTurnWork.append(cause: cause, work)
    }

    /// Step 6 of a turn: the deferred work (`EndOfTurnWork.run(in:)`).
    @inline(__always)
    func runEndOfTurnWork() { endOfTurnWork.run(in: trace) }

    /// The reason the trace gives (`reason` of the `digitizer` stage) for the
    /// system cancel that ends a run with fingers still down.
    public static let endOfRunReason = "endOfRun"

    /// Rule S1's system cancel for every touch still on the glass, now, in one
    /// sample whose `digitizer` stage says `reason=endOfRun`. Returns whether
    /// there was any.
    @discardableResult
    public func cancelRemainingTouches(reason: String = Device.endOfRunReason) -> Bool {
        guard !activeTouches.isEmpty else { return false }
        let changes = activeTouches.sorted { $0.finger < $1.finger }
            .map { FingerChange(finger: $0.finger, phase: .cancel, location: $0.location) }
        send(TouchSample(time: now, changes: changes), reason: reason)
        return true
    }

    /// Fires the timers due by `time` and moves the clock there (the live
    /// window calls this every frame with the wall clock's reading).
    public func advance(to time: VirtualTime) {
        fireTimers(before: time, inclusive: true)
        setClock(time)
    }

    /// Fires pending timers in order until none is left or `limit` have fired.
    /// Returns whether the queue is empty.
    @discardableResult
    public func runPendingTimers(limit: Int = 100_000) -> Bool {
        var fired = 0
        while fired < limit, let next = timers.nextDeadline {
            fireTimers(before: next, inclusive: true)
            fired += 1
        }
        return timers.isEmpty
    }

    public var hasPendingTimers: Bool { !timers.isEmpty }

    /// Schedules `fire` to run `seconds` from now in a run loop turn of its
    /// own, traced as `timer.fire` with `owner` as subject and `purpose` as `timer`.
    @discardableResult
    public func schedule(after seconds: Double, owner: TraceName, purpose: String, fire: @escaping () -> Void) -> TimerID {
        timers.schedule(at: now.adding(seconds: seconds), purpose: purpose, work: .closure(owner: owner, fire: fire))
    }

    public func cancelTimer(_ id: TimerID) {
        timers.cancel(id)
    }

    public func isScheduled(_ id: TimerID) -> Bool { timers.contains(id) }

    private func setClock(_ time: VirtualTime) {
        precondition(time >= now, "time runs forward only: \(time.seconds) s is before \(now.seconds) s")
        now = time
        trace.now = time
    }

    /// Fires the due timers, one run loop turn per instant: every timer due
    /// at that instant fires (in scheduling order), then each gesture
    /// environment completes the turn, so recognizers that a timer lets move
    /// are resolved together in chain order (rule G6), like any other turn.
    private func fireTimers(before limit: VirtualTime, inclusive: Bool) {
        while let deadline = timers.nextDeadline, deadline < limit || (inclusive && deadline == limit) {
            setClock(deadline)
            trace.record(.runloopWake, names.main, "source", .string("timer"))
            while let entry = timers.popDue(before: deadline, inclusive: true) {
                trace.record(.timerFire, entry.owner, "timer", .string(entry.purpose))
                setFiringTimerSeq(trace.lastSeq)
                entry.fire()
                setFiringTimerSeq(nil)
            }
            for environment in environments { environment.completeTurn() }
            runEndOfTurnWork()
            if _slowPath(viewStateRecorder != nil) { recordViewState() }
            trace.record(.runloopSleep, names.main)
        }
    }

    /// Tells the environments too, whose recognizers read it there.
    private func setFiringTimerSeq(_ seq: Int?) {
        firingTimerSeq = seq
        for environment in environments { environment.firingTimerSeq = seq }
    }

    // MARK: One sample through the source stages

    /// Runs one digitizer sample through stages S1–S7 at its instant (the
    /// caller has fired the timers due before it).
    /// `reason`, when given, is written on the `digitizer` stage (a system cancel's cause).
    public func send(_ sample: TouchSample, reason: String? = nil) {
        setClock(sample.time)
        if let index = sample.animation {
            if index >= 0 && index < scriptAnimations.count { beginAnimation(scriptAnimations[index]) }
            if sample.changes.isEmpty {
                if _slowPath(viewStateRecorder != nil) { recordViewState() }
                return
            }
        }
        let everyTouch = changesEveryActiveTouch(sample)
        let known = knownTouches(of: sample, everyTouch: everyTouch)
        let knownNames: TraceNameList? = known.map(touchNameList)
        stage(names.digitizer, knownNames)
        trace.with(changes: sample.changes)
        if let reason { _ = trace.with("reason", .string(reason)) }
        stage(names.iokitHIDEvent, knownNames)
        stage(names.springboardSource1, knownNames)
        guard application.isForeground else {
            stage(names.springboardSource0, knownNames)
            return
        }
        trace.record(.runloopWake, names.main, "source", .string("source1"))
        stage(names.appSource1, knownNames)
        stage(names.appSource0, knownNames)
        stage(names.applicationSendEvent, knownNames)
        let changed = applyChanges(of: sample, everyTouch: everyTouch)
        // Most samples change touches of one window: it is lent, and no group is built.
        if let window = changed.commonLentWindow {
            window._withUnsafeGuaranteedRef { sendEvent(changed, to: $0) }
        } else {
            changed.forEachGroup(by: { $0.window }) { window, touches in sendEvent(touches, to: window) }
        }
        // Only a lift or a cancel ends a touch (S6): a sample of moves retires none.
        if sample.changes.contains(where: { $0.phase == .up || $0.phase == .cancel }) { retireFinishedTouches(consume changed) }
        runEndOfTurnWork()
        if _slowPath(viewStateRecorder != nil) { recordViewState() }
        trace.record(.runloopSleep, names.main)
    }

    /// Stage S7 for the touches of one window, recorded as such.
    @inline(__always)
    private func sendEvent(_ touches: [Touch], to window: Window) {
        trace.record(.stage, names.windowSendEvent, "touches", touchNameList(touches))
        sendEvent(TouchEvent(timestamp: now, touches: touches), to: window)
    }

    /// The names of `touches` as a trace value (`.strings`), as their records show them.
    public func touchNames(_ touches: [Touch]) -> TraceValue {
        .strings(trace.names(touchNameList(touches)))
    }

    /// The `touches` field of a record naming `touches` (`TouchNameLists`).
    @inline(__always)
    public func touchNameList(_ touches: [Touch]) -> TraceNameList {
        touchNameLists.list(touches)
    }

    @inline(__always)
    private func stage(_ name: TraceName, _ touches: TraceNameList?) {
        if let touches { trace.record(.stage, name, "touches", touches) } else { trace.record(.stage, name) }
    }

    /// The touches of a sample whose fingers are all already down, or nil
    /// when a new touch is still to be created (trace-format: "when known").
    /// `everyTouch`: `changesEveryActiveTouch(sample)`.
    private func knownTouches(of sample: TouchSample, everyTouch: Bool) -> [Touch]? {
        // A touch-down names no known touch (a tap's every other sample): say so before building anything.
        if sample.changes.contains(where: { $0.phase == .down }) { return nil }
        if everyTouch { return activeTouches }
        var touches: [Touch] = []
        touches.reserveCapacity(sample.changes.count)
        for (index, change) in sample.changes.enumerated() {
            guard let touch = activeTouch(of: change, at: index) else { return nil }
            touches.append(touch)
        }
        return touches.count < 2 ? touches : touches.sorted { $0.id < $1.id }
    }

    /// Whether `sample` changes each touch on the glass once and nothing else
    /// (a drag's samples): then the touches it changes, in order of creation,
    /// are `activeTouches` itself, and no array needs building or sorting.
    private func changesEveryActiveTouch(_ sample: TouchSample) -> Bool {
        // Equal counts and every touch's finger among the changes: one change per touch.
        // Most often the changes list the fingers in the touches' order: one pass says so.
        sample.changes.count == activeTouches.count
            && (zip(sample.changes, activeTouches).allSatisfy { $0.finger == $1.finger }
                || activeTouches.allSatisfy { touch in sample.changes.contains { $0.finger == touch.finger } })
    }

    public func activeTouch(finger: Int) -> Touch? {
        activeTouches.first { $0.finger == finger }
    }

    /// `activeTouch(finger:)` of the sample's `index`th change, looked for at
    /// that place in `activeTouches` first: the changes most often list the
    /// fingers in the touches' order.
    @inline(__always)
    private func activeTouch(of change: FingerChange, at index: Int) -> Touch? {
        if index < activeTouches.count && activeTouches[index].finger == change.finger { return activeTouches[index] }
        return activeTouch(finger: change.finger)
    }

    /// Stage S6: creates the new touches and moves the others. Returns the
    /// touches that changed, in order of creation. A finger the device does
    /// not know (live input may lose a down) changes nothing.
    /// `everyTouch`: `changesEveryActiveTouch(sample)`; then the result is `activeTouches`.
    private func applyChanges(of sample: TouchSample, everyTouch: Bool) -> [Touch] {
        // On an empty glass, the touches changed so far are those created, which are
        // all of `activeTouches` in order (a tap's down): that array is the answer, and
        // none is built unless a later change names one of them again.
        var createdOnly = !everyTouch && activeTouches.isEmpty
        var changed: [Touch] = []
        if !everyTouch && !createdOnly { changed.reserveCapacity(sample.changes.count) }
        for (index, change) in sample.changes.enumerated() {
            if let touch = activeTouch(of: change, at: index) {
                touch.previousLocation = touch.location
                touch.location = change.location
                touch.timestamp = now
                switch change.phase {
                case .down, .move: touch.phase = .moved
                case .up: touch.phase = .ended
                case .cancel: touch.phase = .cancelled
                }
                if createdOnly {
                    changed = activeTouches
                    createdOnly = false
                }
                if !everyTouch { changed.append(touch) }
            } else if change.phase == .down {
                let touch = createTouch(finger: change.finger, at: change.location)
                if !createdOnly { changed.append(touch) }
            }
        }
        if everyTouch || createdOnly { return activeTouches }
        return changed.count < 2 ? changed : changed.sorted { $0.id < $1.id }
    }

    /// Only this turn's changes end touches (S6), so the finished touches on
    /// the glass are those of `changed`. `changed` is often `activeTouches`
    /// itself (`applyChanges`): it is let go before `activeTouches` changes,
    /// which then changes in place instead of being copied.
    private func retireFinishedTouches(_ changed: consuming [Touch]) {
        for index in changed.indices where changed[index].phase == .ended {
            recentLifts.append((now, changed[index].location, changed[index].tapCount))
        }
        _ = consume changed
        while activeTouches.removeFirst(where: { $0.phase.isFinal }) {}
    }

    // MARK: Touch creation (rules H, T)

    private func createTouch(finger: Int, at location: Point) -> Touch {
        // Rule X4: a presented context menu takes the next touch that begins
        // anywhere and is dismissed by it; that touch reaches nothing else.
        if let menu = presentedMenu {
            presentedMenu = nil
            menu.dismiss(cause: .touch, device: self)
            return untracked(finger: finger, at: location)
        }
        let (window, view) = hitTestNewTouch(at: location)
        // The names recorded are read from the hit-test's answer, lent, before the touch takes it.
        let viewName = view?.traceName, windowName = window?.traceName
        let touch = Touch(id: nextTouchID, finger: finger, window: consume window, view: consume view,
                          location: location, time: now, tapCount: tapCount(at: location), trace: trace)
        nextTouchID += 1
        touch.withheldFromView = withheldReason(for: touch)
        activeTouches.append(touch)
        trace.record(.touchCreate, touch.traceName)
            .with("view", name: viewName)
            .with("window", name: windowName)
            .with("location", .point(location))
            .with("tapCount", .int(touch.tapCount))
            .with("finger", .int(finger))
        if let reason = touch.withheldFromView, let view = touch.view {
            trace.record(.deliveryWithheld, view.traceName).with("touches", touch.soloNames).with("reason", .string(reason.rawValue))
        }
        let recognizers = collectRecognizers(for: touch)
        touch.gestureRecognizers = recognizers
        // Rule N6: recognizers that make others wait for them, right after the collection's records.
        for r in recognizers where r.addsDynamicRequirements {
            r.addDynamicRequirements(for: touch, among: recognizers, device: self)
        }
        return touch
    }

    /// Rules H1 to H4: the window and view a new touch at `location` goes to,
    /// each walk traced (`hitTestPasses` of them, the last one's answer
    /// kept). Returned as two values for the touch to take as they are.
    @inline(__always)
    private func hitTestNewTouch(at location: Point) -> (Window?, View?) {
        var hit: (window: Window, view: View)?
        for pass in 1...max(1, parameters.hitTestPasses) {
            var observer = TracingHitTest(trace: trace, pass: pass)
            hit = application.hitTest(location, observer: &observer)
        }
        guard let hit else { return (nil, nil) }
        return (hit.window, hit.view)
    }

    /// A touch no window hit-tests (the menu container's, X4): no view, no recognizer.
    private func untracked(finger: Int, at location: Point) -> Touch {
        let touch = Touch(id: nextTouchID, finger: finger, window: nil, view: nil, location: location, time: now, tapCount: 1, trace: trace)
        nextTouchID += 1
        activeTouches.append(touch)
        trace.record(.touchCreate, touch.traceName).with("view", name: nil).with("window", name: nil)
            .with("location", .point(location)).with("tapCount", .int(1)).with("finger", .int(finger))
        return touch
    }

    /// Rule T3: the previous tap count plus one when the touch begins within
    /// `maximumIntervalBetweenTaps` of a lift and within `tapSlop` of it.
    private func tapCount(at location: Point) -> Int {
        // Lifts are kept in the order they happened: the ones too old to count come first.
        // One at a time: `removeFirst(_:)` goes through the generic `replaceSubrange`
        // (a few hundred instructions), and a tap rarely has more than one lift to forget.
        while let first = recentLifts.first, now.seconds(since: first.time) > parameters.maximumIntervalBetweenTaps {
            recentLifts.remove(at: 0)
        }
        guard let index = recentLifts.lastIndex(where: { $0.location.distance(to: location) <= parameters.tapSlop }) else {
            return 1
        }
        return recentLifts.remove(at: index).tapCount + 1
    }

    /// Rule T5: a view that does not take multiple touches hears only the
    /// first; an exclusive-touch view and the other views of its window never
    /// track touches at the same time.
    private func withheldReason(for touch: Touch) -> WithheldReason? {
        guard let view = touch.view else { return nil }
        for other in activeTouches where other.withheldFromView == nil && other.window === touch.window {
            guard let otherView = other.view else { continue }
            if otherView === view {
                if !view.isMultipleTouchEnabled { return .multipleTouchDisabled }
            } else if view.isExclusiveTouch || otherView.isExclusiveTouch {
                return .exclusiveTouch
            }
        }
        return nil
    }

    /// Rule T2: from the hit-test view up to the window, each view's enabled
    /// recognizers in order of addition, kept when their delegate's
    /// `shouldReceiveTouch` says yes.
    private func collectRecognizers(for touch: Touch) -> [GestureRecognizer] {
        var attached: [GestureRecognizer] = []
        // The environment that will deliver the touch adopts the recognizers it collects (their scratch is there).
        guard let window = touch.window else { return attached }
        let environment = environment(of: window)
        if lastCollectedCount > 0 { attached.reserveCapacity(lastCollectedCount) }
        // Each recognizer's place in the chain (rule G6), known here for free: the
        // environment orders its participants by it (`GestureEnvironment.register`).
        // Views are counted up from the touch's; the walk ends at the window, and
        // then the count says each one's depth (no second walk to find the first's).
        var level = 0
        // The touch holds its view; each view above it is lent by the one below
        // (`View.lentSuperview`). Only a view with recognizers asks their
        // delegates, which are the app's code and may take views out of the
        // hierarchy: that view is held while they answer, and its link up,
        // which a removal clears, is read after.
        var view = touch.view.map(Unmanaged.passUnretained)
        while let lent = view {
            if lent._withUnsafeGuaranteedRef({ $0.gestureRecognizers.isEmpty }) {
                view = lent._withUnsafeGuaranteedRef { $0.lentSuperview }
            } else {
                let current = lent.takeUnretainedValue()
                collectRecognizers(of: current, level: level, for: touch, in: environment, into: &attached)
                view = current.lentSuperview
            }
            level += 1
        }
        // `level` views: the touch's view is at depth level - 1, and one found n levels above it at level - 1 - n.
        for recognizer in attached { environment.turn[recognizer].chainPlaceWhenCollected.depth = level - 1 - environment.turn[recognizer].chainPlaceWhenCollected.depth }
        lastCollectedCount = attached.count
        return attached
    }

    /// Rule T2 at one view of the chain, `level` views above the touch's:
    /// its enabled recognizers whose delegate lets them receive `touch`.
    private func collectRecognizers(of view: View, level: Int, for touch: Touch, in environment: GestureEnvironment,
                                    into attached: inout [GestureRecognizer]) {
        for (index, recognizer) in view.gestureRecognizers.enumerated() where recognizer.isEnabled {
            // The delegate read once, and no optional answer (copied through the generic runtime).
            let answer: Decision, asked: TraceName?
            if let delegate = recognizer.delegate {
                answer = delegate.answersShouldReceive(touch, for: recognizer)
                asked = delegate.object.traceName
            } else {
                answer = Decision(result: true)
                asked = nil
            }
            trace.record(.gestureShouldReceiveTouch, recognizer.traceName, "asked", name: asked).with("result", .bool(answer.result))
                .with("touch", name: touch.traceName)
                .because(answer)
            if answer.result {
                environment.adopt(recognizer)
                environment.noteCollected(recognizer, depth: level, index: index)
                attached.append(recognizer)
            }
        }
    }
}

/// `TraceName`'s names of the run loop and the source stages, held by each device (`Device.names`).
private struct PipelineNames {
    let main = TraceName.main
    let digitizer = TraceName.digitizer
    let iokitHIDEvent = TraceName.iokitHIDEvent
    let springboardSource1 = TraceName.springboardSource1
    let springboardSource0 = TraceName.springboardSource0
    let appSource1 = TraceName.appSource1
    let appSource0 = TraceName.appSource0
    let applicationSendEvent = TraceName.applicationSendEvent
    let windowSendEvent = TraceName.windowSendEvent
}

extension TraceName {
    /// The run loop's name in its records (`runloop.wake`, `runloop.sleep`, `runloop.pending`).
    static let main: TraceName = "main"

    // The source stages (S1–S7), the subjects of their `stage` records.
    static let digitizer: TraceName = "digitizer"
    static let iokitHIDEvent: TraceName = "iokit.hidEvent"
    static let springboardSource1: TraceName = "springboard.source1"
    static let springboardSource0: TraceName = "springboard.source0"
    static let appSource1: TraceName = "app.source1"
    static let appSource0: TraceName = "app.source0"
    static let applicationSendEvent: TraceName = "application.sendEvent"
    static let windowSendEvent: TraceName = "window.sendEvent"
}
