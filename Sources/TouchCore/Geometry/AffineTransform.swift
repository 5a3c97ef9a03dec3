/// A 2-D affine matrix [a, b, c, d, tx, ty] as UIKit prints a view's
/// `transform` (models `CGAffineTransform`): a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty).
public struct AffineTransform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// From the six numbers in UIKit's printed order.
    public init?(_ m: [Double]) {
        guard m.count == 6 else { return nil }
        self.init(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public var isIdentity: Bool { self == .identity || (a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0) }
    public var values: [Double] { [a, b, c, d, tx, ty] }
    public var determinant: Double { a * d - b * c }

    /// Whether it can be undone: a transform that squashes the plane onto a
    /// line (or a point) cannot be hit-tested through.
    public var isInvertible: Bool { determinant.isFinite && abs(determinant) > 1e-12 }

    /// The linear part applied to `p` (no translation).
    @inline(__always)
    public func applyLinear(_ p: Point) -> Point { Point(x: a * p.x + c * p.y, y: b * p.x + d * p.y) }

    /// The inverse linear part applied to `p`; requires `isInvertible`.
    @inline(__always)
    public func applyInverseLinear(_ p: Point) -> Point {
        let det = determinant
        return Point(x: (d * p.x - c * p.y) / det, y: (-b * p.x + a * p.y) / det)
    }

    /// The size of the bounding box of a `size` rectangle under the linear part.
    public func boundingSize(of size: Size) -> Size {
        Size(width: abs(a) * size.width + abs(c) * size.height, height: abs(b) * size.width + abs(d) * size.height)
    }

    /// The untransformed size whose bounding box under this transform is
    /// `box` (UIKit prints the box as `frame`; `bounds` keep this size).
    /// Where the box does not determine it (a 45° turn: every aspect ratio
    /// gives the same box), the bounds are taken square.
    public func untransformedSize(ofBoundingBox box: Size) -> Size {
        let (p, q, r, s) = (abs(a), abs(c), abs(b), abs(d))
        let det = p * s - q * r
        if abs(det) > 1e-9 {
            let w = (s * box.width - q * box.height) / det
            let h = (p * box.height - r * box.width) / det
            if w >= -1e-9 && h >= -1e-9 { return Size(width: max(0, w), height: max(0, h)) }
        }
        let side = p + q > 0 ? box.width / (p + q) : (r + s > 0 ? box.height / (r + s) : 0)
        return Size(width: side, height: side)
    }
}
