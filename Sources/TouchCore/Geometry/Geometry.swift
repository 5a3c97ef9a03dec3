/// A point in some view's coordinate space, in points (models `CGPoint`).
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public init(_ x: Double, _ y: Double) {
        self.init(x: x, y: y)
    }

    public static let zero = Point(x: 0, y: 0)

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }

    /// Euclidean distance to `other`, in points.
    public func distance(to other: Point) -> Double {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The point a fraction `f` of the way from `self` to `other`.
    public func interpolated(to other: Point, fraction f: Double) -> Point {
        Point(x: x + (other.x - x) * f, y: y + (other.y - y) * f)
    }
}

/// A size in points (models `CGSize`).
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)
}

/// A rectangle: an origin and a size (models `CGRect`).
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

    /// Half-open containment, as `CGRect.contains(_:)`: the right and bottom
    /// edges are outside, so two tiling rectangles never both contain a point.
    @inline(__always)
    public func contains(_ p: Point) -> Bool {
        p.x >= origin.x && p.y >= origin.y && p.x < origin.x + size.width && p.y < origin.y + size.height
    }

    /// The rectangle grown by `insets` on each side (negative insets shrink it).
    public func outset(by insets: EdgeInsets) -> Rect {
        Rect(x: origin.x - insets.left, y: origin.y - insets.top,
             width: size.width + insets.left + insets.right,
             height: size.height + insets.top + insets.bottom)
    }

    /// The rectangle grown by `d` on every side.
    public func outset(by d: Double) -> Rect {
        outset(by: EdgeInsets(top: d, left: d, bottom: d, right: d))
    }
}

/// Distances from each edge (models `UIEdgeInsets`), in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
