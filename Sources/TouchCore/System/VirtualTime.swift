/// A time on the virtual clock, counted in whole microseconds from the start
/// of a run. Integers keep timer order and trace output exact: two runs of the
/// same input reach the same instants bit for bit.
///
/// The arithmetic saturates instead of trapping: an instant never goes past
/// `VirtualTime.max` (about 292,000 years) nor below `-max`, and a non-finite
/// number of seconds counts as that bound (NaN as zero). Scene files are held
/// far below it (`SceneLimits.maximumDuration`), so no valid scene saturates;
/// the bound only keeps a hostile or generated input from trapping.
public struct VirtualTime: Hashable, Comparable, Sendable {
    public var microseconds: Int64

    public init(microseconds: Int64) {
        self.microseconds = microseconds
    }

    /// The instant `seconds` after the start, rounded to the nearest microsecond.
    public init(seconds: Double) {
        self.microseconds = Self.microseconds(seconds)
    }

    public static let zero = VirtualTime(microseconds: 0)
    /// The latest instant the clock can show.
    public static let max = VirtualTime(microseconds: Int64.max)

    public var seconds: Double { Double(microseconds) / 1_000_000 }

    public static func < (a: VirtualTime, b: VirtualTime) -> Bool { a.microseconds < b.microseconds }

    /// `self` moved on by `seconds` (rounded to the microsecond), saturating at ±`max`.
    public func adding(seconds: Double) -> VirtualTime {
        let (sum, overflow) = microseconds.addingReportingOverflow(Self.microseconds(seconds))
        if overflow { return VirtualTime(microseconds: microseconds > 0 ? Int64.max : -Int64.max) }
        return VirtualTime(microseconds: sum)
    }

    /// Seconds from `earlier` to `self`.
    public func seconds(since earlier: VirtualTime) -> Double {
        let (difference, overflow) = microseconds.subtractingReportingOverflow(earlier.microseconds)
        if overflow { return (Double(microseconds) - Double(earlier.microseconds)) / 1_000_000 }
        return Double(difference) / 1_000_000
    }

    /// `seconds` in whole microseconds, clamped to ±Int64.max (NaN: 0).
    static func microseconds(_ seconds: Double) -> Int64 {
        let value = (seconds * 1_000_000).rounded()
        if value.isNaN { return 0 }
        // Int64.max is not exactly representable: 2^63 as a Double is already out of range.
        if value >= 9.223372036854775e18 { return Int64.max }
        if value <= -9.223372036854775e18 { return -Int64.max }
        return Int64(value)
    }
}
