import TouchCore

/// Where a touch was at one sample.
public struct TouchPoint: Hashable, Sendable {
    public var seq: Int
    public var time: VirtualTime
    public var location: Point
}

/// One touch's life (rule T1): created on its hit-test view, moved by
/// samples, ended or cancelled. Locations are screen points.
public struct TouchTrack: Hashable, Sendable {
    public var name: String
    public var finger: Int
    /// The hit-test view's label, nil when no view took the touch.
    public var view: String?
    /// The hit-test view's key (issue 27.3: two views of one label are two keys).
    public var viewKey: ObjectKey?
    public var window: String?
    public var tapCount: Int
    /// The `touch.create` record.
    public var createSeq: Int
    public var began: VirtualTime
    /// Where it was created, then every sample that touched it, in order.
    public var points: [TouchPoint]
    /// The sample that lifted or cancelled it.
    public var endSeq: Int?
    public var end: VirtualTime?
    public var endPhase: TouchPhase?
    /// The recognizers attached to it, in chain order (rule T2), by key.
    public var recognizers: [ObjectKey] = []
    /// The hit-test walk that found its view (rule H2), every pass.
    public var hitTest: [HitTestStep]

    public var startLocation: Point { points[0].location }

    /// Created among the first `cursor` records.
    public func exists(at cursor: Int) -> Bool { createSeq < cursor }

    /// On the glass after the first `cursor` records.
    public func isDown(at cursor: Int) -> Bool { createSeq < cursor && (endSeq.map { $0 >= cursor } ?? true) }

    /// Its location after the first `cursor` records.
    public func location(at cursor: Int) -> Point { pointsUp(to: cursor).last?.location ?? startLocation }

    /// Its points among the first `cursor` records.
    public func pointsUp(to cursor: Int) -> ArraySlice<TouchPoint> {
        var low = 0, high = points.count
        while low < high {
            let mid = (low + high) / 2
            if points[mid].seq < cursor { low = mid + 1 } else { high = mid }
        }
        return points[0..<low]
    }
}

/// A span of time a recognizer spent in one state while it took part in a
/// touch sequence (from its first touch to its reset, rule G8).
public struct StateSpan: Hashable, Sendable {
    public var state: GestureState
    public var startSeq: Int
    public var start: VirtualTime
    public var endSeq: Int?
    public var end: VirtualTime?
    /// Why it entered this state (the `gesture.state` cause); nil for the possible state it starts in.
    public var cause: Cause?
}

/// A `gesture.state` record.
public struct Transition: Hashable, Sendable {
    public var seq: Int
    public var time: VirtualTime
    public var from: GestureState
    public var to: GestureState
    public var cause: Cause?
    /// The `seq` of the record that caused it (`causedBy`, rule G10), if another record did.
    public var causedBySeq: Int?
    /// The recognizer its cause names (`exclusive:D_tap`, `requirement:double`),
    /// keyed: the subject of the `gesture.state` record `causedBySeq` links to
    /// when that is the recognizer the cause names (issue 27.3).
    public var causeObject: ObjectKey?

    /// The recognizer named in a cause such as `exclusive:D_tap` or
    /// `requirement:double`, with the relation it stands for.
    public var causedBy: (relation: String, recognizer: String)? {
        switch cause {
        case .exclusive(let name): return ("exclusive", name.label)
        case .requirement(let name): return ("requirement", name.label)
        default: return nil
        }
    }
}

/// A `gesture.action` record.
public struct ActionMark: Hashable, Sendable {
    public var seq: Int
    public var time: VirtualTime
    public var state: GestureState
    public var action: String
    public var target: String?
}

/// A time a recognizer waited for failure requirements (rule G3).
public struct WaitSpan: Hashable, Sendable {
    public var startSeq: Int
    public var start: VirtualTime
    /// The recognizers it waits for, by key (issue 27.3: two of one label are two).
    public var waitingForKeys: [ObjectKey]
    public var endSeq: Int?
    public var end: VirtualTime?

    /// Their labels.
    public var waitingFor: [String] { waitingForKeys.map(\.label) }

    public func isOpen(at cursor: Int) -> Bool { startSeq < cursor && (endSeq.map { $0 >= cursor } ?? true) }
}

/// A touch phase delivered to a recognizer (rule G2).
public struct RecognizerDelivery: Hashable, Sendable {
    public var seq: Int
    public var time: VirtualTime
    public var phase: TouchPhase
    public var touches: [String]
}

/// One recognizer's history: state spans, transitions with their causes,
/// waits, actions, resets.
public struct RecognizerTrack: Hashable, Sendable {
    /// What the index keys it by (issue 27.3); `name` is its label.
    public var key: ObjectKey
    public var name: String { key.label }
    public var spans: [StateSpan] = []
    public var transitions: [Transition] = []
    public var actions: [ActionMark] = []
    public var waits: [WaitSpan] = []
    /// `gesture.reset` records.
    public var resets: [Int] = []
    public var deliveries: [RecognizerDelivery] = []

    init(key: ObjectKey) { self.key = key }

    private var isParticipating: Bool { spans.last.map { $0.endSeq == nil } ?? false }

    mutating func participate(at r: TraceRecord) {
        guard !isParticipating else { return }
        spans.append(StateSpan(state: .possible, startSeq: r.seq, start: r.time, cause: nil))
    }

    mutating func wait(at r: TraceRecord, for keys: [ObjectKey]) {
        closeWait(at: r)
        waits.append(WaitSpan(startSeq: r.seq, start: r.time, waitingForKeys: keys))
    }

    mutating func move(at r: TraceRecord, from: GestureState, to: GestureState, cause: Cause?, causedBy: Int?, causeObject: ObjectKey?) {
        transitions.append(Transition(seq: r.seq, time: r.time, from: from, to: to, cause: cause, causedBySeq: causedBy,
                                      causeObject: causeObject))
        closeWait(at: r)
        closeSpan(at: r)
        spans.append(StateSpan(state: to, startSeq: r.seq, start: r.time, cause: cause))
    }

    mutating func reset(at r: TraceRecord) {
        resets.append(r.seq)
        closeWait(at: r)
        closeSpan(at: r)
    }

    private mutating func closeSpan(at r: TraceRecord) {
        guard let last = spans.indices.last, spans[last].endSeq == nil else { return }
        spans[last].endSeq = r.seq
        spans[last].end = r.time
    }

    private mutating func closeWait(at r: TraceRecord) {
        guard let last = waits.indices.last, waits[last].endSeq == nil else { return }
        waits[last].endSeq = r.seq
        waits[last].end = r.time
    }

    /// The last transition among the first `cursor` records.
    public func lastTransition(before cursor: Int) -> Transition? {
        var low = 0, high = transitions.count
        while low < high {
            let mid = (low + high) / 2
            if transitions[mid].seq < cursor { low = mid + 1 } else { high = mid }
        }
        return low > 0 ? transitions[low - 1] : nil
    }

    /// Its state after the first `cursor` records: the last transition's
    /// target, or possible when it was reset since (or never moved).
    public func state(at cursor: Int) -> GestureState {
        guard let last = lastTransition(before: cursor) else { return .possible }
        return wasReset(after: last.seq, before: cursor) ? .possible : last.to
    }

    /// Whether a reset lies between record `seq` and the cursor.
    public func wasReset(after seq: Int, before cursor: Int) -> Bool {
        resets.contains { $0 > seq && $0 < cursor }
    }

    /// The wait open at the cursor, if it is waiting (rule G3).
    public func wait(at cursor: Int) -> WaitSpan? {
        waits.last { $0.isOpen(at: cursor) }
    }

}

/// A touch phase that reached a responder (rule R2).
public struct PhaseMark: Hashable, Sendable {
    public var seq: Int
    public var time: VirtualTime
    public var phase: TouchPhase
    public var touches: [String]
    /// The call started at this responder: it is the touches' hit-test view.
    public var isHitTestView: Bool
}

/// The touch phases one responder received.
public struct ResponderTrack: Hashable, Sendable {
    /// What the index keys it by (issue 27.3); `name` is its label.
    public var key: ObjectKey
    public var name: String { key.label }
    public var marks: [PhaseMark] = []

    init(key: ObjectKey) { self.key = key }
}

/// A phase held back from a view (rules D2, D4, V2), from `delivery.delayed`
/// to `delivery.released` or `delivery.dropped`.
public struct HeldDelivery: Hashable, Sendable {
    /// The view's label; `viewKey` is what tells it from another of that label.
    public var view: String
    public var viewKey: ObjectKey
    public var phase: String
    public var touches: [String]
    /// The recognizers (or the scroll view) holding it, by key (issue 27.3:
    /// two holders of one label are two holders).
    public var byKeys: [ObjectKey]
    public var startSeq: Int
    public var start: VirtualTime
    public var endSeq: Int?
    public var end: VirtualTime?
    /// Set when dropped: the recognizers whose recognition dropped it, by key.
    public var droppedByKeys: [ObjectKey]?

    /// The holders' labels.
    public var by: [String] { byKeys.map(\.label) }
    /// The labels of the recognizers that dropped it.
    public var droppedBy: [String]? { droppedByKeys?.map(\.label) }

    public func isOpen(at cursor: Int) -> Bool { startSeq < cursor && (endSeq.map { $0 >= cursor } ?? true) }
}

/// A source stage a sample went through (rule S).
public struct StageMark: Hashable, Sendable {
    public var name: String
    public var seq: Int
}

/// One digitizer sample and the stages it travelled.
public struct SampleInfo: Hashable, Sendable {
    /// The `stage digitizer` record.
    public var seq: Int
    public var time: VirtualTime
    public var changes: [FingerChange]
    public var stages: [StageMark]
    /// The touches the window received (`window.sendEvent`).
    public var touches: [String] = []
}

/// A `timer.fire` record: a run loop turn of its own (rule G9).
public struct TimerMark: Hashable, Sendable {
    public var seq: Int
    public var time: VirtualTime
    public var owner: String
    /// The owner's key (issue 27.3).
    public var ownerKey: ObjectKey
    public var purpose: String
}

public struct ScrollMark: Hashable, Sendable {
    public var seq: Int
    public var time: VirtualTime
    public var view: String
    /// The scroll view's key (issue 27.3: two scroll views of one label are two lanes).
    public var viewKey: ObjectKey
    public var offset: Point
}

public struct ControlMark: Hashable, Sendable {
    public var seq: Int
    public var time: VirtualTime
    /// The control's label; `controlKey` tells it from another of that label.
    public var control: String
    public var controlKey: ObjectKey
    public var event: String
}

/// A selection, pop or first responder change, as one line of text.
public struct AppEventMark: Hashable, Sendable {
    public var seq: Int
    public var time: VirtualTime
    public var text: String
    /// The object it is about (the list, the navigation controller, ...), by key.
    public var subjectKey: ObjectKey

    public init(seq: Int, time: VirtualTime, text: String, subjectKey: ObjectKey) {
        self.seq = seq
        self.time = time
        self.text = text
        self.subjectKey = subjectKey
    }
}

/// A record naming the record that caused it (`causedBy`, rule G10).
public struct CauseLinkMark: Hashable, Sendable {
    /// The causing record's `seq`.
    public var cause: Int
    /// The `seq` of the record that names it.
    public var effect: Int
}

/// One record of a hit-test walk (rule H2).
public struct HitTestStep: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case enter, skip, pointInside, leave }
    public var kind: Kind
    public var seq: Int
    /// Its key (issue 27.3: two views of one label are two steps' views).
    public var key: ObjectKey
    /// The view or window.
    public var name: String { key.label }
    public var point: Point?
    public var pass: Int
    /// `skip`: hidden, userInteractionDisabled or transparent.
    public var reason: String?
    /// `pointInside`: the answer.
    public var inside: Bool?
    /// `leave`: the view it returned.
    public var resultKey: ObjectKey?
    /// `leave`: the label of the view it returned.
    public var result: String? { resultKey?.label }

    public init(kind: Kind, seq: Int, key: ObjectKey, point: Point? = nil, pass: Int = 1, reason: String? = nil,
                inside: Bool? = nil, resultKey: ObjectKey? = nil) {
        self.kind = kind
        self.seq = seq
        self.key = key
        self.resultKey = resultKey
        self.point = point
        self.pass = pass
        self.reason = reason
        self.inside = inside
    }
}
