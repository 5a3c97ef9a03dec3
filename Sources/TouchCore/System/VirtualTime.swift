/// A time on the virtual clock, counted in whole microseconds from the start
/// of a run. Integers keep timer order and trace output exact: two runs of the
/// same input reach the same instants bit for bit.
public struct VirtualTime: Hashable, Comparable, Sendable {
    public var microseconds: Int64

    public init(microseconds: Int64) {
        self.microseconds = microseconds
    }

    /// The instant `seconds` after the start, rounded to the nearest microsecond.
    public init(seconds: Double) {
        self.microseconds = Int64((seconds * 1_000_000).rounded())
    }

    public static let zero = VirtualTime(microseconds: 0)

    public var seconds: Double { Double(microseconds) / 1_000_000 }

    public static func < (a: VirtualTime, b: VirtualTime) -> Bool { a.microseconds < b.microseconds }

    /// `self` moved on by `seconds` (rounded to the microsecond).
    public func adding(seconds: Double) -> VirtualTime {
        VirtualTime(microseconds: microseconds + Int64((seconds * 1_000_000).rounded()))
    }

    /// Seconds from `earlier` to `self`.
    public func seconds(since earlier: VirtualTime) -> Double {
        Double(microseconds - earlier.microseconds) / 1_000_000
    }
}
