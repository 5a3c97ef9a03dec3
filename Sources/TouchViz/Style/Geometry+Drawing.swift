import TouchCore

extension Rect {
    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    /// The common part of both rectangles, or nil when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// Splits off a slice of `amount` from the top; returns (slice, rest).
    public func sliceTop(_ amount: Double) -> (Rect, Rect) {
        let a = min(max(0, amount), height)
        return (Rect(x: minX, y: minY, width: width, height: a), Rect(x: minX, y: minY + a, width: width, height: height - a))
    }

    /// Splits off a slice of `amount` from the bottom; returns (slice, rest).
    public func sliceBottom(_ amount: Double) -> (Rect, Rect) {
        let a = min(max(0, amount), height)
        return (Rect(x: minX, y: maxY - a, width: width, height: a), Rect(x: minX, y: minY, width: width, height: height - a))
    }

    /// Splits off a slice of `amount` from the left; returns (slice, rest).
    public func sliceLeft(_ amount: Double) -> (Rect, Rect) {
        let a = min(max(0, amount), width)
        return (Rect(x: minX, y: minY, width: a, height: height), Rect(x: minX + a, y: minY, width: width - a, height: height))
    }
}

/// Where the device screen sits in the window: screen points to window
/// points (`origin + p × scale`) and back.
public struct ScreenTransform: Hashable, Sendable {
    /// The window point of the screen's top-left corner.
    public var origin: Point
    /// Window points per screen point.
    public var scale: Double

    public init(origin: Point, scale: Double) {
        self.origin = origin
        self.scale = scale
    }

    public func point(_ p: Point) -> Point { Point(origin.x + p.x * scale, origin.y + p.y * scale) }

    public func rect(_ r: Rect) -> Rect {
        Rect(x: origin.x + r.minX * scale, y: origin.y + r.minY * scale, width: r.width * scale, height: r.height * scale)
    }

    /// The screen point under window point `p`.
    public func screenPoint(_ p: Point) -> Point { Point((p.x - origin.x) / scale, (p.y - origin.y) / scale) }
}
