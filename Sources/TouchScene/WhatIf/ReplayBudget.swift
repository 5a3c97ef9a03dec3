/// How much replaying a what-if search may do (issue 33): a time a user can
/// set, counted in replayed touch samples, never on the clock, so that the
/// same scene and arguments always print the same bytes. A replay costs the
/// samples its scenario delivers, and at least one.
public struct ReplayBudget: Hashable, Sendable, CustomStringConvertible {
    /// Replayed samples the work may spend.
    public let samples: Int

    /// The samples that stand for one second of a user's time: about what a
    /// release build replays per second in `fix` (`touchscope bench` prints
    /// the figure measured), rounded down.
    public static let samplesPerSecond = 100_000

    public init(samples: Int) {
        self.samples = max(1, samples)
    }

    /// `seconds` of a user's time, as samples.
    public init(seconds: Double) {
        let samples = (seconds * Double(Self.samplesPerSecond)).rounded(.down)
        self.init(samples: samples >= Double(Int.max / 2) ? Int.max / 2 : Int(max(1, samples)))
    }

    /// `fix` on the command line and through MCP: tens of seconds.
    public static let commandLine = ReplayBudget(seconds: commandLineSeconds)
    public static let commandLineSeconds = 30.0
    /// The window's what-if panel: a few seconds.
    public static let window = ReplayBudget(seconds: windowSeconds)
    public static let windowSeconds = 3.0

    /// The budget in a user's seconds.
    public var seconds: Double { Double(samples) / Double(Self.samplesPerSecond) }

    /// "30 s (3,000,000 replayed samples)".
    public var description: String {
        let s = seconds
        let secs = s == s.rounded() ? String(Int(s)) : String(s)
        return "\(secs) s (\(Self.grouped(samples)) replayed samples)"
    }

    static func grouped(_ n: Int) -> String {
        var digits = String(n)
        var out = ""
        while digits.count > 3 {
            out = "," + digits.suffix(3) + out
            digits = String(digits.dropLast(3))
        }
        return digits + out
    }
}

/// What a search has spent of its budget.
struct ReplayMeter {
    let budget: ReplayBudget
    private(set) var spent = 0

    init(_ budget: ReplayBudget) { self.budget = budget }

    var exhausted: Bool { spent >= budget.samples }

    mutating func charge(_ samples: Int) { spent += max(1, samples) }
}
