/// The limits every scene stays within, whatever made it (a file, a
/// generator, an importer). They keep a run's time and memory bounded and its
/// arithmetic exact; each error that refuses a scene states the limit it hit.
/// scene-format.md and the README ("Limits") list them.
public enum SceneLimits {
    /// Every number of a scene (coordinates, sizes, distances, durations in
    /// seconds, angles, rates, counts) is at most this in magnitude. A billion
    /// seconds is 31 years; the virtual clock, in microseconds, holds 292,000.
    public static let maximumMagnitude: Double = 1_000_000_000
    /// The written form of `maximumMagnitude`, for messages.
    public static let maximumMagnitudeText = "1000000000 (1e9)"
    /// Touch samples one scenario may compile to: 100,000 is almost 14 minutes
    /// of continuous motion at 120 Hz.
    public static let maximumSamples = 100_000
    /// Seconds one scenario may last, its waits and durations added up (11.6 days).
    public static let maximumScenarioSeconds: Double = 1_000_000
    /// A run's work grows with its samples times the recognizers that may
    /// hear each of them: a scenario's samples × (the scene's recognizers + 1)
    /// stays within this (100 pan recognizers: 4,950 samples, 41 s at 120 Hz;
    /// no recognizer: the sample limit). It keeps a run's trace under about
    /// a million records, and its memory under about 1 GB.
    public static let maximumRecognizerSamples = 500_000
    /// The same product for a run whose trace streams to its writer
    /// (`replay --jsonl`, `SceneLimits.Trace.streamed`): memory no longer
    /// grows with it, so only time and output bound it: 20,000,000 is about
    /// seven seconds of a release build and 400 MB of JSON Lines (the 2,000-view
    /// stress scene with 144 recognizers and 37,206 samples is 5.4 million).
    public static let maximumStreamedRecognizerSamples = 20_000_000

    /// What a run does with its trace, which sets its limit of samples × (recognizers + 1).
    public enum Trace: Sendable {
        /// The whole trace is kept in memory (the window, the human log, what-if, tests).
        case kept
        /// Records stream to a writer as they are made (`replay --jsonl`).
        case streamed

        /// The limit of samples × (recognizers + 1) for such a run.
        public var maximumRecognizerSamples: Int {
            self == .kept ? SceneLimits.maximumRecognizerSamples : SceneLimits.maximumStreamedRecognizerSamples
        }

        /// The limit of touch-downs × views of a run: each touch-down may
        /// hit-test every view (rule H2), three records each. 400,000 keeps a
        /// kept trace near a million hit-test records (a 10,000-row table
        /// tapped 40 times; a 100-view screen tapped 4,000 times); 2,000,000
        /// keeps a streamed one within about 400 MB of JSON Lines.
        public var maximumHitTestVisits: Int { self == .kept ? 400_000 : 2_000_000 }

        /// What the limit protects, for messages.
        var limitReason: String {
            self == .kept ? "which keeps a run whose whole trace is kept within about 1 GB (replay --jsonl streams its trace "
                            + "and allows \(SceneLimits.maximumStreamedRecognizerSamples))"
                          : "which keeps a run whose trace streams within seconds and its output within about 400 MB"
        }
    }
    /// Finger changes (one finger in one sample) one scenario may compile to.
    public static let maximumFingerChanges = 1_000_000
    /// Views, windows, controllers and recognizers in one scene.
    public static let maximumObjects = 100_000
    /// Levels of nested views.
    public static let maximumDepth = 250
    /// Segments of a segmented control, pages of a page control.
    public static let maximumSegments = 1_000
    /// The application's own name (rule R1): no window, view, controller or
    /// recognizer of a scene may take it.
    public static let reservedName = "Application"
    /// The device's `touchRate`, samples per second.
    public static let maximumTouchRate: Double = 10_000

    /// `value` as a number within the limits: finite and at most `maximumMagnitude` in magnitude.
    public static func admits(_ value: Double) -> Bool {
        value.isFinite && abs(value) <= maximumMagnitude
    }
}
