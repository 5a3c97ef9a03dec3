import TouchCore

/// The room labels have left: the boxes of text already drawn (and of
/// other labels placed), so the next label goes where it covers none of
/// them. Every overlay that writes on the screen places its labels here:
/// the first free candidate wins; with none free, the label is elided or
/// left out (what it says is in the legend or the log as well).
public struct LabelSpace {
    public private(set) var taken: [Rect] = []
    /// Indices into `taken` per 64-point cell, so a question looks at the boxes near it only (a stress scene has thousands).
    private var cells: [Int64: [Int]] = [:]
    /// Boxes too large (or not finite) for the cells.
    private var oversized: [Int] = []
    private static let cell = 64.0

    public init() {}

    public init(rects: [Rect]) { for r in rects { take(r) } }

    /// The text boxes of `commands` (their clips ignored: a label hidden by a clip still takes no room).
    public init(textsOf commands: [DrawCommand]) {
        for command in commands { if let box = TextMetrics.box(of: command) { take(box) } }
    }

    private static func cellRange(_ r: Rect) -> (ClosedRange<Int64>, ClosedRange<Int64>)? {
        guard r.minX.isFinite, r.maxX.isFinite, r.minY.isFinite, r.maxY.isFinite else { return nil }
        func c(_ v: Double) -> Int64 { Int64(max(-1e6, min(1e6, (v / cell).rounded(.down)))) }
        return (c(r.minX)...c(r.maxX), c(r.minY)...c(r.maxY))
    }

    public mutating func take(_ r: Rect) {
        taken.append(r)
        guard let (xs, ys) = Self.cellRange(r), xs.count * ys.count <= 4096 else { oversized.append(taken.count - 1); return }
        for x in xs { for y in ys { cells[x &* 1_000_003 &+ y, default: []].append(taken.count - 1) } }
    }

    public mutating func takeTexts(of commands: ArraySlice<DrawCommand>) {
        for command in commands { if let box = TextMetrics.box(of: command) { take(box) } }
    }

    /// True when `r` shares more than a hairline with nothing taken.
    public func isFree(_ r: Rect) -> Bool {
        func clear(_ t: Rect) -> Bool {
            guard let i = t.intersection(r) else { return true }
            return i.width <= TextBoxes.tolerance || i.height <= TextBoxes.tolerance
        }
        guard let (xs, ys) = Self.cellRange(r), xs.count * ys.count <= 4096 else { return taken.allSatisfy(clear) }
        for x in xs {
            for y in ys {
                guard let list = cells[x &* 1_000_003 &+ y] else { continue }
                for k in list where !clear(taken[k]) { return false }
            }
        }
        // Boxes too large for the cells (none in practice) are checked one by one.
        return oversized.allSatisfy { clear(taken[$0]) }
    }


    /// The first candidate that is free, or nil.
    public func firstFree(_ candidates: [Rect]) -> Rect? { candidates.first(where: isFree) }
}

extension TextMetrics {
    /// The line box of a text command, in window points.
    public static func box(of command: DrawCommand) -> Rect? {
        guard case .text(let s, let origin, let size, _, let alignment) = command else { return nil }
        let width = width(of: s, size: size)
        let x: Double
        switch alignment {
        case .leading: x = origin.x
        case .center: x = origin.x - width / 2
        case .trailing: x = origin.x - width
        }
        return Rect(x: x, y: origin.y, width: width, height: lineHeight * size)
    }
}
