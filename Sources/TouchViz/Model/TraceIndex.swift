import TouchCore

/// The trace regrouped by what the pictures draw: one track per touch, per
/// recognizer and per responder, held deliveries with their holders, the
/// source stages of each sample, hit-test walks. Every entry keeps the
/// `seq` of the record it comes from, so a picture of any moment is a
/// query "up to record k" (`cursor`: the number of records that happened).
///
/// Built incrementally (`update(from:)` reads only new records), so a live
/// window pays per frame only for what the last frame added. Orders are
/// orders of first appearance in the trace; dictionaries serve lookups only.
public final class TraceIndex {
    /// Records read so far.
    public private(set) var count = 0
    /// Every record's instant, in microseconds (binary search by time).
    public private(set) var times: [Int64] = []
    public private(set) var touches: [TouchTrack] = []
    public private(set) var recognizers: [RecognizerTrack] = []
    public private(set) var responders: [ResponderTrack] = []
    public private(set) var held: [HeldDelivery] = []
    public private(set) var samples: [SampleInfo] = []
    public private(set) var timers: [TimerMark] = []
    public private(set) var scrollOffsets: [ScrollMark] = []
    public private(set) var controlEvents: [ControlMark] = []
    /// What the app heard besides actions and control events: selections
    /// (rule L4), pops (N3), first responder changes (E1, E2), in order.
    public private(set) var appEvents: [AppEventMark] = []
    /// Every `causedBy` link of the trace (rule G10), in the order of the
    /// records that carry them.
    public private(set) var causeLinks: [CauseLinkMark] = []

    /// Touches by name (a touch's name is its identity: `touch` and its number);
    /// recognizers and responders by key (issue 27.3: by id, the label only
    /// for objects no builder numbered), so two objects of one label keep two tracks.
    private var touchIndex: [String: Int] = [:]
    private var recognizerIndex: [ObjectKey: Int] = [:]
    private var responderIndex: [ObjectKey: Int] = [:]
    /// Touches on the glass by finger, as the device sees them.
    private var activeByFinger: [Int: Int] = [:]
    /// The subject of each `gesture.state` record, by `seq` (what a cause's `causedBy` links to).
    private var stateSubjects: [Int: ObjectKey] = [:]
    /// Hit-test records since the last touch creation.
    private var pendingHitTest: [HitTestStep] = []

    public init() {}

    public convenience init(_ trace: Trace) {
        self.init()
        update(from: trace)
    }

    /// Reads the records added to `trace` since the last update.
    public func update(from trace: Trace) {
        guard trace.count > count else { return }
        times.reserveCapacity(trace.count)
        for i in count..<trace.count { read(trace[i]) }
        count = trace.count
    }

    // MARK: Lookups

    public func touch(named name: String) -> TouchTrack? { touchIndex[name].map { touches[$0] } }
    public func recognizer(_ key: ObjectKey) -> RecognizerTrack? { recognizerIndex[key].map { recognizers[$0] } }
    public func responder(_ key: ObjectKey) -> ResponderTrack? { responderIndex[key].map { responders[$0] } }

    /// The instant of record `seq`.
    public func time(ofRecord seq: Int) -> VirtualTime { VirtualTime(microseconds: times[seq]) }

    /// The number of records at or before `time` (the cursor of that instant).
    public func cursor(at time: VirtualTime) -> Int {
        var low = 0, high = times.count
        while low < high {
            let mid = (low + high) / 2
            if times[mid] <= time.microseconds { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The instant of the last record, or zero.
    public var endTime: VirtualTime { VirtualTime(microseconds: times.last ?? 0) }

    // MARK: Reading one record

    private func read(_ r: TraceRecord) {
        times.append(r.time.microseconds)
        // Each record decoded once into the typed schema (issue 27.1); a
        // record that does not fit it (none the core writes) is only timed.
        guard let event = try? r.decoded() else { return }
        if let source = event.causedBy, source >= 0, source < r.seq {
            causeLinks.append(CauseLinkMark(cause: source, effect: r.seq))
        }
        switch event {
        case .stage(let e): readStage(r, e)
        case .timerFire(let e):
            timers.append(TimerMark(seq: r.seq, time: r.time, owner: r.subject, ownerKey: r.subjectKey, purpose: e.timer))
        case .hitTestEnter(let e):
            pendingHitTest.append(HitTestStep(kind: .enter, seq: r.seq, key: r.subjectKey, point: e.point, pass: e.pass))
        case .hitTestSkip(let e):
            pendingHitTest.append(HitTestStep(kind: .skip, seq: r.seq, key: r.subjectKey, reason: e.reason))
        case .pointInside(let e):
            pendingHitTest.append(HitTestStep(kind: .pointInside, seq: r.seq, key: r.subjectKey, inside: e.inside))
        case .hitTestLeave:
            pendingHitTest.append(HitTestStep(kind: .leave, seq: r.seq, key: r.subjectKey,
                                              resultKey: r.objectKey("result")))
        case .touchCreate(let e): readTouchCreate(r, e)
        case .gestureShouldReceiveTouch(let e):
            if e.result, let i = touchIndex[e.touch] {
                touches[i].recognizers.append(r.subjectKey)
            }
        case .gestureTouchesBegan(let e), .gestureTouchesMoved(let e), .gestureTouchesEnded(let e), .gestureTouchesCancelled(let e):
            let i = recognizerSlot(r.subjectKey)
            if r.kind == .gestureTouchesBegan { recognizers[i].participate(at: r) }
            recognizers[i].deliveries.append(RecognizerDelivery(seq: r.seq, time: r.time, phase: Self.phase(of: r.kind),
                                                                touches: e.touches))
        case .gestureWaiting(let e):
            recognizers[recognizerSlot(r.subjectKey)].wait(at: r, for: r.objectKeys("for") ?? e.recognizers.map { ObjectKey($0) })
        case .gestureState(let e):
            // The recognizer a cause names, keyed by the state record its causedBy links to (G10).
            // The recognizer a cause names: by the id the cause carries (issue 27.3), else (a saved trace
            // not resolved against its scene) keyed by the state record its causedBy links to (G10).
            let named: CauseObject?
            switch e.cause {
            case .exclusive(let object), .requirement(let object): named = object
            default: named = nil
            }
            let causeObject = named.flatMap { $0.name.id.isAssigned ? $0.key : nil }
                ?? named.flatMap { object in e.causedBy.flatMap { stateSubjects[$0] }.flatMap { $0.label == object.label ? $0 : nil } }
                ?? named.map { ObjectKey($0.label) }
            stateSubjects[r.seq] = r.subjectKey
            recognizers[recognizerSlot(r.subjectKey)].move(at: r, from: e.from, to: e.to, cause: e.cause, causedBy: e.causedBy,
                                                           causeObject: causeObject)
        case .gestureAction(let e):
            recognizers[recognizerSlot(r.subjectKey)].actions.append(
                ActionMark(seq: r.seq, time: r.time, state: e.state, action: e.action, target: e.target))
        case .gestureReset:
            recognizers[recognizerSlot(r.subjectKey)].reset(at: r)
        case .responderTouchesBegan(let e), .responderTouchesMoved(let e), .responderTouchesEnded(let e), .responderTouchesCancelled(let e):
            let names = e.touches
            let first = names.first.flatMap { touchIndex[$0] }.map { touches[$0].viewKey == r.subjectKey } ?? false
            responders[responderSlot(r.subjectKey)].marks.append(
                PhaseMark(seq: r.seq, time: r.time, phase: Self.phase(of: r.kind), touches: names, isHitTestView: first))
        case .deliveryDelayed(let e):
            _ = responderSlot(r.subjectKey)
            held.append(HeldDelivery(view: r.subject, viewKey: r.subjectKey, phase: e.phase, touches: e.touches,
                                     byKeys: r.objectKeys("by") ?? e.by.map { ObjectKey($0) }, startSeq: r.seq, start: r.time))
        case .deliveryReleased(let e):
            endHeld(r, phase: e.phase, touches: e.touches, droppedBy: nil)
        case .deliveryDropped(let e):
            endHeld(r, phase: e.phase, touches: e.touches, droppedBy: r.objectKeys("by") ?? e.by.map { ObjectKey($0) })
        case .controlEvent(let e):
            controlEvents.append(ControlMark(seq: r.seq, time: r.time, control: r.subject, controlKey: r.subjectKey, event: e.event))
        case .listDidSelect(let e):
            let index: String
            switch e.position {
            case .row(let row): index = "didSelectRowAt \(row)"
            case .item(let item): index = "didSelectItemAt \(item)"
            }
            appEvents.append(AppEventMark(seq: r.seq, time: r.time, text: "\(r.subject) \(index)", subjectKey: r.subjectKey))
        case .navigationPop(let e), .navigationPopCancelled(let e):
            let verb = r.kind == .navigationPop ? "pops" : "keeps"
            appEvents.append(AppEventMark(seq: r.seq, time: r.time, text: "\(r.subject) \(verb) \(e.controller)", subjectKey: r.subjectKey))
        case .swiftuiAction(let e):
            appEvents.append(AppEventMark(seq: r.seq, time: r.time, text: "\(r.subject).\(e.region) → \(e.action)", subjectKey: r.subjectKey))
        case .responderBecomeFirst, .responderResignFirst:
            let verb = r.kind == .responderBecomeFirst ? "becomes" : "resigns"
            appEvents.append(AppEventMark(seq: r.seq, time: r.time, text: "\(r.subject) \(verb) first responder", subjectKey: r.subjectKey))
        case .scrollOffset(let e):
            scrollOffsets.append(ScrollMark(seq: r.seq, time: r.time, view: r.subject, viewKey: r.subjectKey, offset: e.offset))
        // The index keeps no track of these kinds (the log and the panels read them from the trace).
        case .runloopWake, .runloopSleep, .hitTestOverride, .gestureShouldBegin, .gestureShouldRecognizeSimultaneously,
             .gestureShouldRequireFailure, .deliveryWithheld, .controlBeginTracking, .controlContinueTracking,
             .controlEndTracking, .controlCancelTracking, .actionSend, .actionDeliver, .actionUnhandled, .actionUnrecognized,
             .scrollDecelerate, .scrollStop, .scrollBounce, .refreshState, .refreshCall, .textLink, .textSelect, .textCaret,
             .textLoupe, .textBeginEditing, .scrollZoomBegin, .scrollZoom, .scrollZoomEnd, .menuConfiguration, .menuHighlight,
             .menuPresent, .menuEnd, .menuDismiss, .dragLift, .dragBegin, .dragEnd, .dragCancel, .scrollTouchesShouldCancel,
             .listHighlight, .listUnhighlight, .listSelect, .listDeselect, .listSwipeConfig, .listWillBeginEditing,
             .listDidEndEditing, .listSwipeBegan, .listSwipeOffset, .listSwipeArmed, .listSwipeOpened, .listSwipeClosed,
             .listSwipeAction, .listCommitDelete, .animationBegin, .animationEnd, .pageWillTransition, .pageDidFinish,
             .gestureDynamicRequirement, .sheetTracking, .sheetDrag, .sheetOffset, .sheetDetent, .presentationShouldDismiss,
             .presentationWillDismiss, .presentationDidDismiss, .presentationDidAttemptToDismiss, .presentationDismiss,
             .presentationDismissCancelled, .runloopPending, .viewTree, .viewState:
            break
        }
    }

    /// A held delivery released or dropped (rule G7).
    private func endHeld(_ r: TraceRecord, phase: String, touches names: [String], droppedBy: [ObjectKey]?) {
        if let i = held.firstIndex(where: { $0.endSeq == nil && $0.viewKey == r.subjectKey && $0.phase == phase && $0.touches == names }) {
            held[i].endSeq = r.seq
            held[i].end = r.time
            held[i].droppedByKeys = droppedBy
        }
    }

    private func readStage(_ r: TraceRecord, _ e: TraceEvent.Stage) {
        if r.subject == "digitizer" {
            var changes: [FingerChange] = []
            if let fingers = e.fingers, let phases = e.phases, let locations = e.locations {
                for ((finger, phase), at) in zip(zip(fingers, phases), locations) {
                    changes.append(FingerChange(finger: finger, phase: phase, location: at))
                }
            }
            samples.append(SampleInfo(seq: r.seq, time: r.time, changes: changes, stages: [StageMark(name: r.subject, seq: r.seq)]))
            moveTouches(changes, at: r)
        } else if !samples.isEmpty {
            samples[samples.count - 1].stages.append(StageMark(name: r.subject, seq: r.seq))
            if let names = e.touches, r.subject == "window.sendEvent" {
                samples[samples.count - 1].touches.append(contentsOf: names)
            }
        }
    }
    /// A sample moves, lifts or cancels the touches of fingers already down
    /// (a down of a finger already down is a move, as the device takes it).
    private func moveTouches(_ changes: [FingerChange], at r: TraceRecord) {
        for change in changes {
            guard let i = activeByFinger[change.finger] else { continue }
            touches[i].points.append(TouchPoint(seq: r.seq, time: r.time, location: change.location))
            switch change.phase {
            case .down, .move: break
            case .up, .cancel:
                touches[i].endSeq = r.seq
                touches[i].end = r.time
                touches[i].endPhase = change.phase == .up ? .ended : .cancelled
                activeByFinger[change.finger] = nil
            }
        }
    }

    private func readTouchCreate(_ r: TraceRecord, _ e: TraceEvent.TouchCreate) {
        let finger = e.finger
        let track = TouchTrack(name: r.subject, finger: finger, view: e.view, viewKey: r.objectKey("view"), window: e.window,
                               tapCount: e.tapCount, createSeq: r.seq, began: r.time,
                               points: [TouchPoint(seq: r.seq, time: r.time, location: e.location)], hitTest: pendingHitTest)
        pendingHitTest = []
        touchIndex[r.subject] = touches.count
        activeByFinger[finger] = touches.count
        touches.append(track)
    }

    private func recognizerSlot(_ key: ObjectKey) -> Int {
        if let i = recognizerIndex[key] { return i }
        recognizerIndex[key] = recognizers.count
        recognizers.append(RecognizerTrack(key: key))
        return recognizers.count - 1
    }

    private func responderSlot(_ key: ObjectKey) -> Int {
        if let i = responderIndex[key] { return i }
        responderIndex[key] = responders.count
        responders.append(ResponderTrack(key: key))
        return responders.count - 1
    }

    static func phase(of kind: TraceKind) -> TouchPhase {
        switch kind {
        case .gestureTouchesBegan, .responderTouchesBegan: return .began
        case .gestureTouchesEnded, .responderTouchesEnded: return .ended
        case .gestureTouchesCancelled, .responderTouchesCancelled: return .cancelled
        default: return .moved
        }
    }
}

extension TraceIndex {
    /// The touches a picture of the cursor's moment is about: those on the
    /// glass; when none is, the latest touch and those that overlapped it
    /// (the fingers of the last gesture, just lifted).
    public func focusTouches(at cursor: Int) -> [TouchTrack] {
        var down: [TouchTrack] = []
        var latest: TouchTrack?
        for t in touches.reversed() where t.exists(at: cursor) {
            if t.isDown(at: cursor) { down.append(t) }
            if latest == nil { latest = t }
        }
        if !down.isEmpty { return down.reversed() }
        guard let latest else { return [] }
        let start = latest.createSeq, end = latest.endSeq ?? Int.max
        return touches.filter { t in
            t.exists(at: cursor) && t.createSeq <= end && (t.endSeq ?? Int.max) >= start
        }
    }

    /// The recognizers attached to `touches`, each once, in chain order of the first touch that has it.
    public func recognizers(of touches: [TouchTrack]) -> [ObjectKey] {
        var keys: [ObjectKey] = []
        for t in touches { for r in t.recognizers where !keys.contains(r) { keys.append(r) } }
        return keys
    }
}
