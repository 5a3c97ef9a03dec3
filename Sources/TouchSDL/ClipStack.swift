/// An integer pixel rectangle (half-open: `x0 ..< x1`, `y0 ..< y1`).
struct PixelRect: Hashable, Sendable {
    var x0: Int32, y0: Int32, x1: Int32, y1: Int32

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    var width: Int32 { max(0, x1 - x0) }
    var height: Int32 { max(0, y1 - y0) }

    func intersection(_ other: PixelRect) -> PixelRect {
        PixelRect(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    }

    /// Whether the float box `minX ..< maxX`, `minY ..< maxY` (pixels) touches this rectangle.
    @inline(__always)
    func intersects(minX: Float, minY: Float, maxX: Float, maxY: Float) -> Bool {
        maxX > Float(x0) && minX < Float(x1) && maxY > Float(y0) && minY < Float(y1)
    }
}

/// Nested clips: each `push` intersects with the enclosing clip, each `pop`
/// restores it. The bottom of the stack is the whole target.
struct ClipStack {
    private(set) var stack: [PixelRect]

    init(bounds: PixelRect) { stack = [bounds] }

    var current: PixelRect { stack[stack.count - 1] }
    /// How many clips are pushed.
    var depth: Int { stack.count - 1 }

    mutating func push(_ rect: PixelRect) { stack.append(current.intersection(rect)) }

    /// Pops one clip; returns false (and keeps the bounds) when nothing was pushed.
    @discardableResult
    mutating func pop() -> Bool {
        guard stack.count > 1 else { return false }
        stack.removeLast()
        return true
    }
}
