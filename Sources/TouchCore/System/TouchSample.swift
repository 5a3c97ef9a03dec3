/// What the digitizer reports for one finger in one sample (rule S1).
public enum FingerPhase: String, Sendable, Hashable {
    case down, move, up, cancel
}

/// One finger's change in a sample: which finger, what happened, where (screen points).
public struct FingerChange: Hashable, Sendable {
    public var finger: Int
    public var phase: FingerPhase
    public var location: Point

    public init(finger: Int, phase: FingerPhase, location: Point) {
        self.finger = finger
        self.phase = phase
        self.location = location
    }
}

/// One digitizer sample: every finger that changed at one instant. It travels
/// the source stages S1–S7 as one event (rule T4). Scripted scenarios, recorded
/// input and live input (mouse, touch screens) all become samples.
public struct TouchSample: Hashable, Sendable {
    public var time: VirtualTime
    public var changes: [FingerChange]

    public init(time: VirtualTime, changes: [FingerChange]) {
        self.time = time
        self.changes = changes
    }
}

/// A scripted input: samples in time order, and the instant the script ends
/// (a trailing `wait` moves it past the last sample).
public struct TouchScript: Hashable, Sendable {
    public var samples: [TouchSample]
    public var end: VirtualTime
    /// Steps that stand for app code (scene-format.md), in step order.
    public var appCalls: [AppCall] = []

    public init(samples: [TouchSample], end: VirtualTime, appCalls: [AppCall] = []) {
        self.samples = samples
        self.end = end
        self.appCalls = appCalls
    }
}

/// A scenario step that stands for app code: made at `time`, after the
/// first `afterSamples` samples of the script (a zero-time step keeps its
/// place among the samples of its instant).
public struct AppCall: Hashable, Sendable {
    public enum Call: Hashable, Sendable {
        /// V15 rule 7: `refreshControl.beginRefreshing()` on the named control.
        case beginRefreshing(String)
        /// V15 rule 5: `refreshControl.endRefreshing()`.
        case endRefreshing(String)
    }

    public var time: VirtualTime
    public var afterSamples: Int
    public var call: Call

    public init(time: VirtualTime, afterSamples: Int, call: Call) {
        self.time = time
        self.afterSamples = afterSamples
        self.call = call
    }
}
