/// How much replaying a what-if search may do (issue 33): a time a user can
/// set, counted in replay work, never on the clock, so that the same scene
/// and arguments always print the same bytes. A replay's work is the touch
/// samples it delivers plus the objects it builds (named responders and
/// recognizers): a tap on a small scene is a few dozen units, a long drag on
/// a large one thousands.
public struct ReplayBudget: Hashable, Sendable, CustomStringConvertible {
    /// Units of replay work the search may spend.
    public let units: Int

    /// The units that stand for one second of a user's time: about what a
    /// release build replays per second in `fix` (`touchscope bench` prints
    /// the figure measured), rounded down.
    public static let unitsPerSecond = 50_000

    public init(units: Int) {
        self.units = max(1, units)
    }

    /// `seconds` of a user's time, as units.
    public init(seconds: Double) {
        let units = (seconds * Double(Self.unitsPerSecond)).rounded(.down)
        self.init(units: units >= Double(Int.max / 4) ? Int.max / 4 : Int(max(1, units)))
    }

    /// `fix` on the command line and through MCP: tens of seconds.
    public static let commandLine = ReplayBudget(seconds: commandLineSeconds)
    public static let commandLineSeconds = 30.0
    /// The window's what-if panel: a few seconds.
    public static let window = ReplayBudget(seconds: windowSeconds)
    public static let windowSeconds = 3.0

    /// The budget in a user's seconds.
    public var seconds: Double { Double(units) / Double(Self.unitsPerSecond) }

    /// "30 s (1,500,000 units of replay)".
    public var description: String {
        let s = seconds
        let secs = s == s.rounded() && s < 1e15 ? String(Int(s)) : String(s)
        return "\(secs) s (\(Self.grouped(units)) units of replay)"
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

    var exhausted: Bool { spent >= budget.units }

    mutating func charge(_ units: Int) { spent = spent.addingSaturated(max(1, units)) }
}
