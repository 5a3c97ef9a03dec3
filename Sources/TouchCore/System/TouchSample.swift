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
    /// App code that runs at this instant, before the sample's changes (a
    /// scenario's `animate` step, the scene's `animations`, rule A1): a
    /// sample may carry only these, with no change.
    public var animations: [ViewAnimation]

    public init(time: VirtualTime, changes: [FingerChange], animations: [ViewAnimation] = []) {
        self.time = time
        self.changes = changes
        self.animations = animations
    }
}

/// A scripted input: samples in time order, and the instant the script ends
/// (a trailing `wait` moves it past the last sample).
public struct TouchScript: Hashable, Sendable {
    public var samples: [TouchSample]
    public var end: VirtualTime

    public init(samples: [TouchSample], end: VirtualTime) {
        self.samples = samples
        self.end = end
    }
}
