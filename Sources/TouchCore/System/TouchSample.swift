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
    /// App code that runs at this instant, before the sample's changes: the
    /// index of a view animation in the script's `animations` (a scenario's
    /// `animate` step, the scene's `animations`, rule A1), whose sample
    /// usually carries no change. An index, not the animation: a sample is
    /// copied at every stage of the per-sample path, and a second array in it
    /// cost a retain and a release each time (about 50 instructions a sample).
    public var animation: Int?

    public init(time: VirtualTime, changes: [FingerChange], animation: Int? = nil) {
        self.time = time
        self.changes = changes
        self.animation = animation
    }
}

/// A scripted input: samples in time order, and the instant the script ends
/// (a trailing `wait` moves it past the last sample).
public struct TouchScript: Hashable, Sendable {
    public var samples: [TouchSample]
    public var end: VirtualTime
    /// The view animations the samples start (`TouchSample.animation`, rule A1).
    public var animations: [ViewAnimation]
    /// Steps that stand for app code (scene-format.md), in step order.
    public var appCalls: [AppCall] = []

    public init(samples: [TouchSample], end: VirtualTime, appCalls: [AppCall] = [], animations: [ViewAnimation] = []) {
        self.samples = samples
        self.end = end
        self.appCalls = appCalls
        self.animations = animations
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
