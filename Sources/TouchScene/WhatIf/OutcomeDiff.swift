/// Two outcomes of the same input (as written, and with a setting) lined up
/// by their longest common subsequence: each item of the run as written is
/// kept or gone, each item of the changed run kept or new. `fix` prints it
/// as a line diff; the window's what-if panel draws the two sides.
public struct OutcomeDiff: Hashable, Sendable {
    public enum Mark: Hashable, Sendable {
        /// In both runs, in the same order.
        case kept
        /// Only in the run as written (`-`).
        case removed
        /// Only in the changed run (`+`).
        case added
    }

    public struct Line: Hashable, Sendable {
        public var item: String
        public var mark: Mark

        public init(item: String, mark: Mark) {
            self.item = item
            self.mark = mark
        }
    }

    /// The run as written, item by item: `.kept` or `.removed`.
    public private(set) var written: [Line] = []
    /// The changed run, item by item: `.kept` or `.added`.
    public private(set) var variant: [Line] = []
    /// One list: kept items once, removed and added ones where they fall.
    public private(set) var merged: [Line] = []

    public init(written a: [String], variant b: [String]) {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                written.append(Line(item: a[i], mark: .kept))
                variant.append(Line(item: b[j], mark: .kept))
                merged.append(Line(item: a[i], mark: .kept))
                i += 1; j += 1
            } else if j < b.count, i == a.count || table[i][j + 1] >= table[i + 1][j] {
                variant.append(Line(item: b[j], mark: .added))
                merged.append(Line(item: b[j], mark: .added))
                j += 1
            } else {
                written.append(Line(item: a[i], mark: .removed))
                merged.append(Line(item: a[i], mark: .removed))
                i += 1
            }
        }
    }

    /// Whether the two runs' outcomes differ.
    public var differs: Bool { merged.contains { $0.mark != .kept } }

    /// The items the changed run adds, and those it loses, in order.
    public var added: [String] { variant.filter { $0.mark == .added }.map(\.item) }
    public var removed: [String] { written.filter { $0.mark == .removed }.map(\.item) }
}
