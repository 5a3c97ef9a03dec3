import TouchCore

/// The room labels have left: the boxes of text already drawn (and of
/// other labels placed), so the next label goes where it covers none of
/// them. Every overlay that writes on the screen places its labels here:
/// the first free candidate wins; with none free, the label is elided or
/// left out (what it says is in the legend or the log as well).
public struct LabelSpace {
    public private(set) var taken: [Rect] = []

    public init() {}

    /// The text boxes of `commands` (their clips ignored: a label hidden by a clip still takes no room).
    public init(textsOf commands: [DrawCommand]) {
        for command in commands { if let box = TextMetrics.box(of: command) { taken.append(box) } }
    }

    public init(rects: [Rect]) { taken = rects }

    public mutating func take(_ r: Rect) { taken.append(r) }

    public mutating func takeTexts(of commands: ArraySlice<DrawCommand>) {
        for command in commands { if let box = TextMetrics.box(of: command) { taken.append(box) } }
    }

    /// True when `r` shares more than a hairline with nothing taken.
    public func isFree(_ r: Rect) -> Bool {
        !taken.contains { t in
            guard let i = t.intersection(r) else { return false }
            return i.width > TextBoxes.tolerance && i.height > TextBoxes.tolerance
        }
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
