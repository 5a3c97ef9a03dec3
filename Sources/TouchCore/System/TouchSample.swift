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

    public init(samples: [TouchSample], end: VirtualTime, animations: [ViewAnimation] = []) {
        self.samples = samples
        self.end = end
        self.animations = animations
    }
}
