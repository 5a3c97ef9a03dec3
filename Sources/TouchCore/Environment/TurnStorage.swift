/// The gesture environment's per-turn machinery, in one home: every piece
/// of scratch state a turn (`GestureEnvironment`'s steps 1–6) keeps from one
/// sample to the next, so that the public model classes (`GestureRecognizer`,
/// `Touch`) carry only what UIKit's do, and the speed tricks of the turn live
/// in this one type (design.md, "speed tricks behind one type").
///
/// It holds three kinds of state:
/// - the environment's own: its participants in chain order, the turn's
///   pending actions and cancels, the touches with held phases, and the
///   buffers kept with their capacity from turn to turn (`SpareBuffer`);
/// - each adopted recognizer's scratch (`RecognizerScratch`: its wish, the
///   requirements it waits for, its timers, its delivery being collected,
///   its place in the chain...), in a table this storage owns, found by
///   the slot number the recognizer carries (`GestureRecognizer.turnSlot`);
/// - each touch's scratch (`TouchScratch`: the recognizers still listening
///   to it, its held phases), in a second table, found by `Touch.turnSlot`.
///
/// Why the tables are sound. A slot is given when a recognizer is adopted
/// (`adopt`) or a touch first reaches the environment (`slot(for:)`), and
/// taken back when the recognizer is freed or moves to another environment
/// (`forget`), or when the touch's last phase has been settled
/// (`releaseTouchSlots`). The storage keeps each slot's owner as an
/// unretained link, which is sound because the owner gives its slot back
/// before it goes; `checkInvariants` checks that every link and slot number
/// agree. The tables are raw memory, read and written in place through
/// `unsafeAddress` (no copy of a scratch value, no uniqueness check of an
/// array buffer per access): a drag touches each recognizer's scratch a
/// dozen times per sample.
///
/// Exclusivity. The turn's code reads and writes these fields from nested
/// calls (a recognizer's hook, inside the delivery loop, changes its own
/// wish); each access is short and never overlaps another of the same
/// field, so the dynamic checks are disabled here, and only here.
final class TurnStorage {
    // MARK: The environment's state

    /// Recognizers that have received a touch since their last reset, in
    /// chain order (deepest view first, then order of registration).
    @exclusivity(unchecked) var participants: [GestureRecognizer] = []
    /// Actions of the current turn, in the order their transitions happened,
    /// and the fields of them all, end to end (one buffer kept from turn to
    /// turn rather than an array per action: a drag changes every gesture on
    /// every sample).
    @exclusivity(unchecked) var pendingActions: [PendingAction] = []
    @exclusivity(unchecked) var pendingActionFields: [TraceField] = []
    /// The buffers `sendActions` works from.
    @exclusivity(unchecked) var spareActions = SpareBuffer<PendingAction>()
    @exclusivity(unchecked) var spareActionFields = SpareBuffer<TraceField>()
    /// Touches whose views must get `touchesCancelled` after the turn's first action (D3), with the cause.
    @exclusivity(unchecked) var pendingCancels: [(touch: Touch, cause: CauseLink)] = []
    /// Touches with phases held back from their views (D2, D4), in order of creation.
    @exclusivity(unchecked) var touchesWithHeldPhases: [Touch] = []
    /// How many participants have a delegate that implements one of rule
    /// G3's questions (`asksFailureQuestions`): with none, a new participant
    /// that does not ask either has no pair to look at.
    @exclusivity(unchecked) var askingParticipants = 0
    /// The buffer `deliverToRecognizers` collects one phase's recognizers in.
    @exclusivity(unchecked) var spareDeliveryOrder = SpareBuffer<GestureRecognizer>()
    /// The events step 5 hands the views, one per phase (`keptEvent(for:)`).
    @exclusivity(unchecked) var keptEvents: [ResponderEvent?] = Array(repeating: nil, count: TouchPhase.allCases.count)
    /// Step 5's lists of touches, kept from the turn that made them for the
    /// next that brings the same touches (`KeptTouchSplits`).
    @exclusivity(unchecked) var keptSplits = KeptTouchSplits()
    /// The `seq` of the `timer.fire` record whose work is running (the
    /// device's `firingTimerSeq`, which it sets here as it fires a timer):
    /// what a timeout points at (rule G10), read by the recognizers without
    /// going through `device` (a checked `unowned` load per state change).
    @exclusivity(unchecked) var firingTimerSeq: Int?
    /// Marks the recognizers already collected for one phase's delivery.
    @exclusivity(unchecked) var deliveryStamp = 0
    /// Whether a recognizer may be due for its reset (G8): one finished, or a
    /// touch ended or was cancelled, since the last check. Otherwise step 6
    /// need not look at every participant.
    @exclusivity(unchecked) var resetsMayBeDue = false
    /// Whether a turn is running (`GestureEnvironment.completeTurn` and the
    /// deliveries before it): `checkInvariants` checks the between-turn state.
    @exclusivity(unchecked) var turnDepth = 0

    /// An action of the current turn: its fields, captured when the
    /// transition happened, are a range of `pendingActionFields`.
    struct PendingAction {
        let recognizer: GestureRecognizer
        let state: GestureState
        let fields: Range<Int>
        /// The index of the same recognizer's next action of the turn.
        var next: Int?
    }

    // MARK: Recognizers' scratch

    /// What the environment keeps about one adopted recognizer.
    struct RecognizerScratch {
        /// The recognizer owning the slot; nil: a free slot. Unretained: the
        /// recognizer gives its slot back in its `deinit` (`forget`).
        var owner: Unmanaged<GestureRecognizer>?
        /// What it asked for and is not yet granted: `.began` or `.ended`, with the cause.
        var wish: (state: GestureState, cause: CauseLink)?
        /// The requirements it was last traced waiting for (rule G3).
        var waitingFor: [GestureRecognizer] = []
        /// Failure requirements its delegate or the others' delegates answered
        /// yes for (rule G3), asked once per pair and touch sequence, and the
        /// dynamic ones (N6, X1, X11).
        var delegateRequirements: [GestureRecognizer] = []
        /// The recognizers the delegates of this pair were already asked about.
        /// Membership only, never iterated (so a set keeps output order-free):
        /// a list made the questions cubic in recognizers per touch (issue 14).
        var delegatesAskedAbout: Set<ObjectIdentifier> = []
        /// The timers it started and has not seen fire or dropped.
        var timers: [TimerID] = []
        /// Whether it is among the participants (received a touch since its reset).
        var isParticipant = false
        /// The stamp of the phase being delivered, its touches, and how many
        /// of them the phase being collected has confirmed so far.
        var deliveryStamp = 0
        var pendingDelivery: [Touch] = []
        var pendingDeliveryCount = 0
        /// The trace's `touches` value for `pendingDelivery`, made once for as
        /// long as each delivery brings the same touches (a drag's every sample).
        var pendingDeliveryNames: TraceNameList?
        /// Its view's depth and its index among the view's recognizers (rule G6's chain order).
        var chainDepth = 0
        var registration = 0
        /// Its view's depth and its index on the view when a touch last collected it
        /// (rule T2, `Device.collectRecognizers`): what `chainDepth` and `registration` take on registering.
        var chainPlaceWhenCollected = (depth: 0, index: 0)
        /// Its first and last action queued in the current turn (indices in
        /// `pendingActions`), until the turn sends them.
        var firstPendingAction: Int?
        var lastPendingAction: Int?

        init(owner: Unmanaged<GestureRecognizer>?) { self.owner = owner }
    }

    @exclusivity(unchecked) private var recognizerSlots = SlotTable<RecognizerScratch>()
    /// The environment whose storage this is (`GestureRecognizer.environmentIdentity` of its recognizers).
    @exclusivity(unchecked) var environmentIdentity: ObjectIdentifier?

    /// `r`'s scratch, read and written in place. `r` must be adopted by this storage's environment.
    subscript(r: GestureRecognizer) -> RecognizerScratch {
        @inline(__always) unsafeAddress { UnsafePointer(recognizerSlots.address(of: r.turnSlot)) }
        @inline(__always) unsafeMutableAddress { recognizerSlots.address(of: r.turnSlot) }
    }

    /// The recognizers' table itself, for a loop that reads the scratch of
    /// many recognizers: its base and count stay in registers. Valid until
    /// the next adoption (`adopt` may move the table): never held across one.
    var recognizerTable: SlotTable<RecognizerScratch> {
        @inline(__always) get { recognizerSlots }
    }

    /// Whether `r` is adopted by this storage's environment (its scratch is here).
    @inline(__always)
    func owns(_ r: GestureRecognizer) -> Bool { r.environmentIdentity == environmentIdentity && r.turnSlot >= 0 }

    /// Whether `r` is a participant of this environment: false for a
    /// recognizer of another window, or one never touched.
    @inline(__always)
    func isParticipant(_ r: GestureRecognizer) -> Bool { owns(r) && self[r].isParticipant }

    /// Gives `r` a slot (its previous environment has forgotten it).
    func adopt(_ r: GestureRecognizer) {
        r.turnSlot = recognizerSlots.insert(RecognizerScratch(owner: Unmanaged.passUnretained(r)))
    }

    /// Takes back slot `slot` (its recognizer is being freed, or moves to another environment).
    func forget(slot: Int) {
        guard slot >= 0 else { return }
        recognizerSlots.remove(at: slot, leaving: RecognizerScratch(owner: nil))
    }

    /// The recognizers adopted, in slot order (for `deinit` and the checks only: never for output).
    var adoptedRecognizers: [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        recognizerSlots.forEach { if let owner = $0.owner { result.append(owner.takeUnretainedValue()) } }
        return result
    }

    // MARK: Touches' scratch

    /// What the environment keeps about one touch while it has phases to deliver.
    struct TouchScratch {
        /// The touch owning the slot; nil: a free slot. Never loaded, only
        /// compared (`checkInvariants`): a touch leaves its slot when its
        /// last phase is settled (`releaseTouchSlots`), but one a test stops
        /// feeding keeps it, and may be freed first.
        var owner: Unmanaged<Touch>?
        /// Those of the touch's `gestureRecognizers` that may still receive
        /// its phases (rule G2), kept by `deliverToRecognizers`; nil: all of
        /// them. One that was finished when a phase came, or was never given
        /// the began, never receives this touch again (a reset empties its
        /// touches), so it leaves the list: a long drag stops walking the
        /// recognizers that failed at its start.
        var listeningRecognizers: [GestureRecognizer]?
        /// Phases held back from the view, oldest first, with the recognizers holding each (D2, D4).
        var heldPhases: [(phase: TouchPhase, holders: [GestureRecognizer])] = []
        /// The `delayedEndedDelay` timer that will deliver a released ended phase (D4).
        var endedReleaseTimer: TimerID?

        init(owner: Unmanaged<Touch>?) { self.owner = owner }

        /// Whether the slot may be given back: nothing left to deliver later.
        var isSettled: Bool { heldPhases.isEmpty && endedReleaseTimer == nil }
    }

    @exclusivity(unchecked) private var touchSlots = SlotTable<TouchScratch>()

    /// `touch`'s scratch, read and written in place; `touch` must have a slot (`slot(for:)`).
    subscript(touch: Touch) -> TouchScratch {
        @inline(__always) unsafeAddress { UnsafePointer(touchSlots.address(of: touch.turnSlot)) }
        @inline(__always) unsafeMutableAddress { touchSlots.address(of: touch.turnSlot) }
    }

    /// Gives `touch` a slot if it has none.
    @inline(__always)
    func makeSlot(for touch: Touch) {
        if touch.turnSlot < 0 { touch.turnSlot = touchSlots.insert(TouchScratch(owner: Unmanaged.passUnretained(touch))) }
    }

    /// Whether `touch` has phases held back from its view (D2, D4).
    @inline(__always)
    func hasHeldPhases(_ touch: Touch) -> Bool { touch.turnSlot >= 0 && !self[touch].heldPhases.isEmpty }

    /// Gives back the slots of `touches` that are over: their last phase
    /// was delivered and nothing of them is held (a touch with a held phase
    /// or a pending ended release keeps its slot until those are settled,
    /// `releaseSettledTouchSlot`).
    @inline(__always)
    func releaseTouchSlots(of touches: [Touch]) {
        for i in touches.indices where touches[i].phase.isFinal { releaseSettledTouchSlot(touches[i]) }
    }

    /// Gives back `touch`'s slot if it is over and settled.
    func releaseSettledTouchSlot(_ touch: Touch) {
        if touch.turnSlot >= 0 && touch.phase.isFinal && self[touch].isSettled { releaseSlot(of: touch) }
    }

    private func releaseSlot(of touch: Touch) {
        touchSlots.remove(at: touch.turnSlot, leaving: TouchScratch(owner: nil))
        touch.turnSlot = -1
    }

    deinit {
        recognizerSlots.deallocate()
        touchSlots.deallocate()
    }
}

/// A buffer kept empty, with its capacity, from turn to turn: the one way
/// the turn borrows a scratch array (taken out while in use, so that a
/// nested turn, from an action handler, finds none and makes its own).
struct SpareBuffer<Element> {
    private var buffer: [Element] = []

    /// The buffer, empty, taken out; `put` gives it back.
    @inline(__always)
    mutating func take() -> [Element] {
        var taken: [Element] = []
        swap(&taken, &buffer)
        return taken
    }

    /// Gives a buffer back, emptied with its capacity kept.
    @inline(__always)
    mutating func put(_ returned: inout [Element]) {
        returned.empty()
        swap(&returned, &buffer)
    }

    /// The contents of `live`, which gets this buffer (empty) in their place:
    /// the turn works from what was queued while new work queues afresh.
    @inline(__always)
    mutating func exchange(with live: inout [Element]) -> [Element] {
        var taken = take()
        swap(&taken, &live)
        return taken
    }

    /// Whether the buffer is empty (between turns it is back, and empty).
    var isEmpty: Bool { buffer.isEmpty }
}

/// The lists step 5 (`GestureEnvironment.deliverToViews`) makes from a
/// turn's touches: those delivered now, when some are not (T5, D2, D4), and
/// their split by view, one call per view (T4), when they are on several.
/// A drag's every sample brings the same touches and delivers them to the
/// same views, so the lists of the last turn that needed them are kept and
/// handed out again instead of built per turn: a touch withheld from its
/// view and fingers on several views were an array built, filled and
/// emptied per sample, with a retain and a release per touch (issue 27.6).
///
/// A kept list answers for the same touches in the same order (compared one
/// by one with its own copy of them: the caller's array, often the device's
/// `activeTouches`, is not held, so it stays unique and changes in place)
/// with the same ones skipped; a touch's view never changes (H5). The lists
/// hold their touches (and so their views) until a turn brings a touch's
/// last phase, after which `forget` lets them go: between turns they hold
/// no touch that is over (`GestureEnvironment.checkInvariants`).
struct KeptTouchSplits {
    /// One view's touches of a turn, the view lent: its touches hold it.
    struct ViewGroup {
        let view: Unmanaged<View>
        let touches: [Touch]
    }

    /// The touches of a turn, which of them were not delivered, and the others.
    private var source: [Touch] = []
    private var skipped = SkippedTouches()
    private var delivered: [Touch] = []
    /// Touches split by view, and their groups in order of first appearance.
    private var grouped: [Touch] = []
    private var groups: [ViewGroup] = []

    /// Whether `a` and `b` are the same touches in the same order.
    @inline(__always)
    private static func same(_ a: [Touch], _ b: [Touch]) -> Bool {
        guard a.count == b.count else { return false }
        for i in a.indices where a[i] !== b[i] { return false }
        return true
    }

    /// `touches` in an array of its own (`Array(touches)` would share the storage).
    private static func copy(of touches: [Touch]) -> [Touch] {
        var copy: [Touch] = []
        copy.reserveCapacity(touches.count)
        copy.append(contentsOf: touches)
        return copy
    }

    /// The touches of `touches` that `skipped` does not list.
    mutating func delivered(of touches: [Touch], skipping skipped: SkippedTouches) -> [Touch] {
        if skipped == self.skipped && Self.same(touches, source) { return delivered }
        var list: [Touch] = []
        list.reserveCapacity(touches.count - skipped.count)
        for i in touches.indices where !skipped.contains(i) { list.append(touches[i]) }
        source = Self.copy(of: touches)
        self.skipped = skipped
        delivered = list
        return list
    }

    /// `touches` (each with a view) split by view: views in order of first
    /// appearance, touches in order within each (T4).
    mutating func viewGroups(of touches: [Touch]) -> [ViewGroup] {
        if Self.same(touches, grouped) { return groups }
        var made: [ViewGroup] = []
        var views: [UnsafeMutableRawPointer?] = touches.map { $0.lentView?.toOpaque() }
        for i in touches.indices {
            guard let view = views[i] else { continue }
            var group: [Touch] = [touches[i]]
            for j in (i + 1)..<touches.count where views[j] == view {
                group.append(touches[j])
                views[j] = nil
            }
            made.append(ViewGroup(view: touches[i].lentView.unsafelyUnwrapped, touches: group))
        }
        grouped = Self.copy(of: touches)
        groups = made
        return made
    }

    /// Lets every kept list go (their touches are over).
    mutating func forget() {
        if !source.isEmpty || !delivered.isEmpty { source = []; delivered = []; skipped = SkippedTouches() }
        if !grouped.isEmpty || !groups.isEmpty { grouped = []; groups = [] }
    }

    /// Whether a kept list holds a touch that is over (never between turns).
    var holdsFinishedTouch: Bool {
        (source + grouped).contains { $0.phase.isFinal }
    }
}

/// The indices of a turn's touches that step 5 does not deliver now: a bit
/// each for the first 64 (a hand has fewer fingers), a list for any beyond.
struct SkippedTouches: Equatable {
    private var bits: UInt64 = 0
    private var beyond: [Int] = []
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    /// Adds index `i` (once).
    @inline(__always)
    mutating func add(_ i: Int) {
        if i < 64 { bits |= 1 << UInt64(i) } else { beyond.append(i) }
        count += 1
    }

    @inline(__always)
    func contains(_ i: Int) -> Bool {
        i < 64 ? bits & (1 << UInt64(i)) != 0 : beyond.contains(i)
    }
}

/// A table of values in raw memory, addressed by slot number, with a free
/// list: `TurnStorage`'s per-recognizer and per-touch scratch. Addresses
/// stay valid until the next `insert` (which may move the table).
struct SlotTable<Value> {
    private var base: UnsafeMutablePointer<Value>?
    private var capacity = 0
    private(set) var count = 0
    private var free: [Int] = []

    /// Where slot `slot` is; a precondition checks it is in the table.
    @inline(__always)
    func address(of slot: Int) -> UnsafeMutablePointer<Value> {
        // One unsigned comparison covers both ends (a slot of -1 is far above any count). Checked in
        // debug builds, where every test runs with the environment's invariant check after each turn
        // (issue 27.5); the release hot path (issue 27.6) relies on that check instead of paying here.
        assert(UInt(bitPattern: slot) < UInt(bitPattern: count), "no turn storage slot: the object was not adopted by this environment")
        return base.unsafelyUnwrapped + slot
    }

    /// Stores `value` in a free slot, or a new one, and returns its number.
    mutating func insert(_ value: Value) -> Int {
        if let slot = free.popLast() {
            base.unsafelyUnwrapped[slot] = value
            return slot
        }
        if count == capacity {
            let grown = Swift.max(8, capacity * 2)
            let moved = UnsafeMutablePointer<Value>.allocate(capacity: grown)
            if let base {
                moved.moveInitialize(from: base, count: count)
                base.deallocate()
            }
            base = moved
            capacity = grown
        }
        (base.unsafelyUnwrapped + count).initialize(to: value)
        count += 1
        return count - 1
    }

    /// The value in slot `slot`, read and written in place (the table is a
    /// view of memory its owner keeps: a copy addresses the same slots).
    subscript(slot: Int) -> Value {
        @inline(__always) unsafeAddress { UnsafePointer(address(of: slot)) }
        @inline(__always) nonmutating unsafeMutableAddress { address(of: slot) }
    }

    /// Frees slot `slot`, overwriting its value with `empty` (releasing what it held).
    mutating func remove(at slot: Int, leaving empty: Value) {
        address(of: slot).pointee = empty
        free.append(slot)
    }

    /// How many slots are free.
    var freeCount: Int { free.count }

    /// Whether `slot` is on the free list.
    func isFree(_ slot: Int) -> Bool { free.contains(slot) }

    func forEach(_ body: (Value) -> Void) {
        for slot in 0..<count { body(base.unsafelyUnwrapped[slot]) }
    }

    /// Frees the memory (the table's owner calls it once, from its `deinit`).
    mutating func deallocate() {
        guard let base else { return }
        base.deinitialize(count: count)
        base.deallocate()
        self.base = nil
        count = 0
        capacity = 0
    }
}
