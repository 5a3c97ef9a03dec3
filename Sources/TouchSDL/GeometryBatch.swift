import CSDL2

/// Triangles for `SDL_RenderGeometry`, in pixels, collected across commands
/// and sent in one call (painter's order is kept: the renderer flushes the
/// batch before any other kind of draw call).
///
/// Shapes look antialiased for little cost: every edge gets a feather, a
/// one-pixel band whose outer vertices have alpha 0, and SDL interpolates
/// vertex colours across each triangle.
struct GeometryBatch {
    typealias Vec = SIMD2<Float>

    private(set) var vertices: [SDL_Vertex] = []
    private(set) var indices: [Int32] = []
    /// Reused outline buffers, so building a shape allocates nothing.
    private var outline: [Vec] = []
    private var normals: [Vec] = []

    /// Half the feather band, in pixels.
    static let feather: Float = 0.5
    /// Largest distance, in pixels, between a circle and the polygon that stands for it.
    static let maxSagitta: Float = 0.1

    init() {
        vertices.reserveCapacity(1 << 14)
        indices.reserveCapacity(1 << 15)
    }

    var isEmpty: Bool { indices.isEmpty }

    mutating func removeAll() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }

    /// Segments for a full circle of radius `r` pixels, so that no chord is
    /// further than `maxSagitta` from the circle.
    static func segments(radius r: Float) -> Int {
        guard r > maxSagitta * 2 else { return 8 }
        let n = (Float.pi / acosf(1 - maxSagitta / r)).rounded(.up)
        return min(512, max(8, Int(n)))
    }

    @inline(__always)
    private mutating func vertex(_ p: Vec, _ color: SDL_Color) -> Int32 {
        vertices.append(SDL_Vertex(position: SDL_FPoint(x: p.x, y: p.y), color: color, tex_coord: SDL_FPoint(x: 0, y: 0)))
        return Int32(vertices.count - 1)
    }

    @inline(__always)
    private mutating func triangle(_ a: Int32, _ b: Int32, _ c: Int32) {
        indices.append(a); indices.append(b); indices.append(c)
    }

    @inline(__always)
    private mutating func quad(_ a: Int32, _ b: Int32, _ c: Int32, _ d: Int32) {
        triangle(a, b, c); triangle(a, c, d)
    }

    // MARK: Filled shapes

    /// A filled circle of radius `r` pixels.
    mutating func fillCircle(center: Vec, radius r: Float, color: SDL_Color) {
        guard r > 0 else { return }
        outline.removeAll(keepingCapacity: true)
        appendArc(center: center, radius: r, from: 0, sweep: 2 * .pi, segments: Self.segments(radius: r), closed: true)
        fillConvexOutline(color: color)
    }

    /// A filled rectangle with corners rounded by `radius` pixels (clamped to half the shorter side).
    mutating func fillRoundedRect(minX: Float, minY: Float, maxX: Float, maxY: Float, radius: Float, color: SDL_Color) {
        let r = max(0, min(radius, (maxX - minX) / 2, (maxY - minY) / 2))
        outline.removeAll(keepingCapacity: true)
        if r < 0.25 {
            outline.append(contentsOf: [Vec(minX, minY), Vec(maxX, minY), Vec(maxX, maxY), Vec(minX, maxY)])
        } else {
            let quarter = max(2, Self.segments(radius: r) / 4)
            // Clockwise on screen, starting at the top-left corner's left end.
            appendArc(center: Vec(minX + r, minY + r), radius: r, from: .pi, sweep: .pi / 2, segments: quarter, closed: false)
            appendArc(center: Vec(maxX - r, minY + r), radius: r, from: 1.5 * .pi, sweep: .pi / 2, segments: quarter, closed: false)
            appendArc(center: Vec(maxX - r, maxY - r), radius: r, from: 0, sweep: .pi / 2, segments: quarter, closed: false)
            appendArc(center: Vec(minX + r, maxY - r), radius: r, from: 0.5 * .pi, sweep: .pi / 2, segments: quarter, closed: false)
        }
        fillConvexOutline(color: color)
    }

    /// A filled polygon (pixels). Convex ones get feathered edges; others are
    /// triangulated by ear clipping, with hard edges.
    mutating func fillPolygon(_ points: [Vec], color: SDL_Color) {
        guard points.count >= 3 else { return }
        outline.removeAll(keepingCapacity: true)
        outline.append(contentsOf: points)
        if Self.isConvex(outline) {
            fillConvexOutline(color: color)
        } else {
            fillByEarClipping(color: color)
        }
    }

    /// Points on an arc, clockwise on screen for a positive sweep; `closed`
    /// leaves out the end point (it is the start).
    private mutating func appendArc(center: Vec, radius r: Float, from a0: Float, sweep: Float, segments n: Int, closed: Bool) {
        let step = sweep / Float(n)
        let (cs, sn) = (cosf(step), sinf(step))
        var d = Vec(cosf(a0), sinf(a0))
        let count = closed ? n : n + 1
        for _ in 0..<count {
            outline.append(center + d * r)
            d = Vec(d.x * cs - d.y * sn, d.x * sn + d.y * cs)
        }
    }

    /// Fills `outline` (convex, either orientation) with a feathered edge.
    private mutating func fillConvexOutline(color: SDL_Color) {
        let n = outline.count
        guard n >= 3 else { return }
        // Orientation: outward normals are on the right of each edge for a
        // clockwise-on-screen outline (positive shoelace area in y-down).
        var area: Float = 0
        for i in 0..<n {
            let a = outline[i], b = outline[(i + 1) % n]
            area += a.x * b.y - b.x * a.y
        }
        let sign: Float = area >= 0 ? 1 : -1
        normals.removeAll(keepingCapacity: true)
        var previous = Self.edgeNormal(outline[n - 1], outline[0], sign)
        for i in 0..<n {
            let next = Self.edgeNormal(outline[i], outline[(i + 1) % n], sign)
            normals.append(Self.miter(previous, next))
            previous = next
        }
        let clear = SDL_Color(r: color.r, g: color.g, b: color.b, a: 0)
        let first = Int32(vertices.count)
        for i in 0..<n {
            _ = vertex(outline[i] - normals[i] * Self.feather, color)
            _ = vertex(outline[i] + normals[i] * Self.feather, clear)
        }
        for i in 1..<(n - 1) {
            triangle(first, first + Int32(2 * i), first + Int32(2 * i + 2))
        }
        for i in 0..<n {
            let j = (i + 1) % n
            let inner0 = first + Int32(2 * i), inner1 = first + Int32(2 * j)
            quad(inner0, inner0 + 1, inner1 + 1, inner1)
        }
    }

    @inline(__always)
    private static func edgeNormal(_ a: Vec, _ b: Vec, _ sign: Float) -> Vec {
        let d = b - a
        let length = (d * d).sum().squareRoot()
        guard length > 1e-6 else { return .zero }
        return Vec(d.y, -d.x) * (sign / length)
    }

    /// The offset direction at a corner between edges with unit normals `a`
    /// and `b`, long enough to keep the band's width (miter, limited to 4×).
    @inline(__always)
    private static func miter(_ a: Vec, _ b: Vec) -> Vec {
        let sum = a + b
        let length = (sum * sum).sum().squareRoot()
        guard length > 1e-6 else { return a }
        let m = sum / length
        let cosHalf = max(0.25, (m * a).sum())
        return m / cosHalf
    }

    static func isConvex(_ points: [Vec]) -> Bool {
        let n = points.count
        var sign: Float = 0
        for i in 0..<n {
            let a = points[i], b = points[(i + 1) % n], c = points[(i + 2) % n]
            let cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
            if abs(cross) < 1e-6 { continue }
            if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
        }
        return true
    }

    /// Triangulates a simple polygon (no feather). O(n²), for the rare concave shape.
    private mutating func fillByEarClipping(color: SDL_Color) {
        var area: Float = 0
        let n = outline.count
        for i in 0..<n {
            let a = outline[i], b = outline[(i + 1) % n]
            area += a.x * b.y - b.x * a.y
        }
        let first = Int32(vertices.count)
        for p in outline { _ = vertex(p, color) }
        var remaining = Array(0..<n)
        var guardCount = 0
        while remaining.count > 3 && guardCount < n * n {
            guardCount += 1
            var clipped = false
            for k in 0..<remaining.count {
                let ia = remaining[(k + remaining.count - 1) % remaining.count], ib = remaining[k]
                let ic = remaining[(k + 1) % remaining.count]
                let a = outline[ia], b = outline[ib], c = outline[ic]
                let cross = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
                guard cross * area > 0 else { continue }  // reflex corner
                let containsOther = remaining.contains { i in
                    i != ia && i != ib && i != ic && Self.triangle(a, b, c, contains: outline[i])
                }
                guard !containsOther else { continue }
                triangle(first + Int32(ia), first + Int32(ib), first + Int32(ic))
                remaining.remove(at: k)
                clipped = true
                break
            }
            if !clipped { break }  // self-intersecting: draw what was clipped
        }
        if remaining.count == 3 {
            triangle(first + Int32(remaining[0]), first + Int32(remaining[1]), first + Int32(remaining[2]))
        }
    }

    private static func triangle(_ a: Vec, _ b: Vec, _ c: Vec, contains p: Vec) -> Bool {
        func side(_ u: Vec, _ v: Vec) -> Float { (v.x - u.x) * (p.y - u.y) - (v.y - u.y) * (p.x - u.x) }
        let d1 = side(a, b), d2 = side(b, c), d3 = side(c, a)
        let hasNegative = d1 < 0 || d2 < 0 || d3 < 0, hasPositive = d1 > 0 || d2 > 0 || d3 > 0
        return !(hasNegative && hasPositive)
    }

    // MARK: Strokes

    /// A straight line `width` pixels wide with butt ends.
    mutating func line(from a: Vec, to b: Vec, width: Float, color: SDL_Color) {
        let d = b - a
        let length = (d * d).sum().squareRoot()
        guard length > 1e-6 else { return }
        let normal = Vec(-d.y, d.x) / length
        outline.removeAll(keepingCapacity: true)
        normals.removeAll(keepingCapacity: true)
        outline.append(a); outline.append(b)
        normals.append(normal); normals.append(normal)
        strokeOutline(width: width, color: color, closed: false)
    }

    /// An arc of radius `r` pixels from angle `a0` sweeping `sweep` radians
    /// (clockwise on screen when positive), `width` pixels wide.
    mutating func arc(center: Vec, radius r: Float, from a0: Float, sweep: Float, width: Float, color: SDL_Color) {
        guard r > 0, sweep != 0 else { return }
        let full = abs(sweep) >= 2 * .pi - 1e-4
        let n = max(2, Int((Float(Self.segments(radius: r + width / 2)) * min(abs(sweep), 2 * .pi) / (2 * .pi)).rounded(.up)))
        outline.removeAll(keepingCapacity: true)
        normals.removeAll(keepingCapacity: true)
        let step = (full ? 2 * .pi * (sweep > 0 ? 1 : -1) : sweep) / Float(n)
        let (cs, sn) = (cosf(step), sinf(step))
        var d = Vec(cosf(a0), sinf(a0))
        for _ in 0..<(full ? n : n + 1) {
            outline.append(center + d * r)
            normals.append(d)
            d = Vec(d.x * cs - d.y * sn, d.x * sn + d.y * cs)
        }
        strokeOutline(width: width, color: color, closed: full)
    }

    /// A band along `outline` with unit `normals`: a solid core `width - 1`
    /// pixels wide and a one-pixel feather on each side. Bands thinner than
    /// a pixel are drawn one pixel wide and fainter.
    private mutating func strokeOutline(width: Float, color: SDL_Color, closed: Bool) {
        var core = color
        var half = width / 2
        if width < 1 {
            core.a = UInt8((Float(color.a) * max(width, 0)).rounded())
            half = 0.5
        }
        let clear = SDL_Color(r: color.r, g: color.g, b: color.b, a: 0)
        let inner = max(0, half - Self.feather), outer = half + Self.feather
        let first = Int32(vertices.count)
        let n = outline.count
        for i in 0..<n {
            let p = outline[i], nv = normals[i]
            _ = vertex(p - nv * outer, clear)
            _ = vertex(p - nv * inner, core)
            _ = vertex(p + nv * inner, core)
            _ = vertex(p + nv * outer, clear)
        }
        let segments = closed ? n : n - 1
        for i in 0..<segments {
            let a = first + Int32(4 * i), b = first + Int32(4 * ((i + 1) % n))
            quad(a, a + 1, b + 1, b)
            if inner > 0 { quad(a + 1, a + 2, b + 2, b + 1) }
            quad(a + 2, a + 3, b + 3, b + 2)
        }
    }
}
