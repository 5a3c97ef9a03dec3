import CSDL2
import TouchCore
import TouchViz

/// Draws `DisplayList`s with an `SDL_Renderer` (a window's or a software
/// renderer on a surface) at a pixel scale: window points × scale = pixels.
///
/// Per frame: clear to the background, copy the pixels kept from earlier
/// frames (`DisplayList.cachedPrefix`, `RetainedLayers`), then each other command in order.
/// Rectangles and axis-aligned lines are `SDL_RenderFillRect`s; circles,
/// arcs, slanted lines, rounded rectangles and polygons are feathered
/// triangles collected in a `GeometryBatch` and sent in one
/// `SDL_RenderGeometry` call per run; text is a cached texture per (string,
/// size, colour). Clips nest by intersection (`ClipStack`), and a command
/// whose bounds fall outside the current clip is skipped.
///
/// Not thread safe: use one renderer from one thread (SDL_ttf's FreeType
/// library is shared, so offscreen rendering takes `SDLRuntime.lock`).
public final class DisplayListRenderer {
    /// What the last `draw` did, for benchmarks and tests.
    public struct FrameStatistics: Hashable, Sendable {
        public var commands = 0
        /// Commands skipped because they lay outside the clip.
        public var culled = 0
        public var geometryCalls = 0
        public var triangles = 0
        public var textDraws = 0
        /// Strings rendered with SDL_ttf because they were not cached.
        public var textRenders = 0
        /// `popClip`s with no matching `pushClip` (ignored).
        public var unbalancedPops = 0
    }

    /// The `SDL_Renderer *` drawn with (not owned).
    public let renderer: OpaquePointer
    public private(set) var lastFrame = FrameStatistics()

    let fonts: FontLibrary
    let textCache: TextCache
    private var batch = GeometryBatch()
    var clips = ClipStack(bounds: PixelRect(x0: 0, y0: 0, x1: 0, y1: 0))
    private(set) var scale: Double = 1

    /// Whatever owns `renderer`, released only after the cached textures are destroyed.
    let owner: AnyObject?

    /// A renderer for `renderer` (an `SDL_Renderer *`, which it does not
    /// own and must outlive it). Throws when the font cannot be found.
    public convenience init(renderer: OpaquePointer, textCacheEntries: Int = 4096) throws {
        try self.init(renderer: renderer, owner: nil, textCacheEntries: textCacheEntries)
    }

    init(renderer: OpaquePointer, owner: AnyObject?, textCacheEntries: Int = 4096) throws {
        self.renderer = renderer
        self.owner = owner
        self.fonts = try FontLibrary()
        self.textCache = TextCache(maxEntries: textCacheEntries)
    }

    deinit { releaseTextures() }

    /// Destroys every texture this drawer made. Textures belong to the SDL
    /// renderer: an owner that destroys the renderer itself calls this first
    /// (the drawer may outlive the renderer until the owner's stored
    /// properties are released, and a texture destroyed after its renderer
    /// crashes SDL).
    public func releaseTextures() {
        textCache.removeAll()
        layers.release()
    }

    /// The pixels kept from frame to frame (see `DisplayList.CachedPrefix`).
    var layers = RetainedLayers()

    /// Draws `list` over the whole render target (its output size in
    /// pixels) at `scale` pixels per point. Does not present.
    public func draw(_ list: DisplayList, scale: Double) {
        precondition(scale > 0 && scale.isFinite, "DisplayListRenderer.draw: scale must be positive, got \(scale)")
        self.scale = scale
        var stats = FrameStatistics()
        let missesBefore = textCache.misses
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        clips = ClipStack(bounds: PixelRect(x0: 0, y0: 0, x1: w, y1: h))
        SDL_RenderSetClipRect(renderer, nil)
        var first = 0
        if let prefix = list.cachedPrefix, prefix.count <= list.commands.count,
           let covered = drawCachedPrefix(list, prefix, w: w, h: h, &stats) {
            first = covered
        } else {
            setDrawColor(list.background, blend: SDL_BLENDMODE_NONE)
            SDL_RenderClear(renderer)
        }
        for command in list.commands[first...] {
            stats.commands += 1
            draw(command, &stats)
        }
        flush(&stats)
        SDL_RenderSetClipRect(renderer, nil)
        textCache.endFrame()
        stats.textRenders = textCache.misses - missesBefore
        lastFrame = stats
    }

    // MARK: Commands

    func draw(_ command: DrawCommand, _ stats: inout FrameStatistics) {
        switch command {
        case .pushClip(let rect):
            flush(&stats)
            clips.push(pixelRect(rect))
            applyClip()
            return
        case .popClip:
            flush(&stats)
            if clips.pop() { applyClip() } else { stats.unbalancedPops += 1 }
            return
        default:
            break
        }
        let clip = clips.current
        guard !clip.isEmpty, let bounds = Self.bounds(of: command) else {
            stats.culled += 1
            return
        }
        let s = Float(scale)
        guard clip.intersects(minX: Float(bounds.minX) * s - 1, minY: Float(bounds.minY) * s - 1,
                              maxX: Float(bounds.maxX) * s + 1, maxY: Float(bounds.maxY) * s + 1) else {
            stats.culled += 1
            return
        }

        switch command {
        case .fillRect(let rect, let color):
            fillRect(pixelRect(rect), color, &stats)
        case .strokeRect(let rect, let color, let lineWidth):
            strokeRect(rect, color, lineWidth: lineWidth, &stats)
        case .fillRoundedRect(let rect, let radius, let color):
            if radius * scale < 0.5 {
                fillRect(pixelRect(rect), color, &stats)
            } else {
                fillRoundedRect(pixelRect(rect), radius: radius * scale, color, &stats)
            }
        case .line(let a, let b, let color, let lineWidth):
            line(a, b, color, lineWidth: lineWidth, &stats)
        case .fillCircle(let center, let radius, let color):
            flushRects()
            batch.fillCircle(center: vec(center), radius: Float(radius) * s, color: sdl(color))
        case .strokeCircle(let center, let radius, let color, let lineWidth):
            flushRects()
            batch.arc(center: vec(center), radius: Float(radius) * s, from: 0, sweep: 2 * .pi,
                      width: Float(lineWidth) * s, color: sdl(color))
        case .arc(let center, let radius, let from, let to, let color, let lineWidth):
            flushRects()
            batch.arc(center: vec(center), radius: Float(radius) * s, from: Float(from), sweep: Float(to - from),
                      width: Float(lineWidth) * s, color: sdl(color))
        case .fillPolygon(let points, let color):
            flushRects()
            batch.fillPolygon(points.map(vec), color: sdl(color))
        case .text(let string, let origin, let size, let color, let alignment):
            flush(&stats)
            text(string, origin: origin, size: size, color, alignment, &stats)
        case .pushClip, .popClip:
            break
        }
    }

    /// Consecutive fills of one colour go to SDL together (one `SDL_RenderFillRects`), in their order: the same pixels.
    private func fillRect(_ r: PixelRect, _ color: Color, _ stats: inout FrameStatistics) {
        guard !r.isEmpty, color.a > 0 else { return }
        flushGeometry(&stats)
        if pendingColor != color { flushRects() }
        pendingColor = color
        pendingRects.append(SDL_Rect(x: r.x0, y: r.y0, w: r.width, h: r.height))
    }

    private var pendingRects: [SDL_Rect] = []
    private var pendingColor: Color?

    /// Sends the collected fills, if any.
    private func flushRects() {
        guard let color = pendingColor, !pendingRects.isEmpty else { return }
        setDrawColor(color, blend: color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        _ = pendingRects.withUnsafeBufferPointer { SDL_RenderFillRects(renderer, $0.baseAddress, Int32($0.count)) }
        pendingRects.removeAll(keepingCapacity: true)
        pendingColor = nil
    }

    /// A rounded rectangle as plain fills: three bands, and each corner row
    /// by row, with a partly transparent pixel where the curve crosses the
    /// row (antialiasing). SDL's software renderer rasterizes triangles pixel
    /// by pixel, so a large rounded panel drawn as one triangle fan cost
    /// milliseconds a frame; rect fills are memset-fast.
    private func fillRoundedRect(_ p: PixelRect, radius: Double, _ color: Color, _ stats: inout FrameStatistics) {
        let r = Int32(max(1, min(radius.rounded(), Double(min(p.width, p.height)) / 2)))
        guard p.width >= 2 * r, p.height >= 2 * r else { return fillRect(p, color, &stats) }
        guard color.a > 0 else { return }
        flush(&stats)
        // The same rectangles as one fill each, sent as one SDL_RenderFillRects per colour:
        // the solid parts together, then each row's antialiased edge pixels (one alpha per row).
        var solid: [SDL_Rect] = []
        solid.reserveCapacity(Int(4 * r + 3))
        func add(_ q: PixelRect, to list: inout [SDL_Rect]) {
            guard !q.isEmpty else { return }
            list.append(SDL_Rect(x: q.x0, y: q.y0, w: q.width, h: q.height))
        }
        add(PixelRect(x0: p.x0 + r, y0: p.y0, x1: p.x1 - r, y1: p.y0 + r), to: &solid)
        add(PixelRect(x0: p.x0, y0: p.y0 + r, x1: p.x1, y1: p.y1 - r), to: &solid)
        add(PixelRect(x0: p.x0 + r, y0: p.y1 - r, x1: p.x1 - r, y1: p.y1), to: &solid)
        var edges: [(Color, [SDL_Rect])] = []
        let rd = Double(r)
        for row in 0..<r {
            // Inset of the curve from the outer edge at this row's centre.
            let dy = rd - (Double(row) + 0.5)
            let inset = rd - (rd * rd - dy * dy).squareRoot()
            let solidInset = Int32(inset.rounded(.up))
            let coverage = Double(solidInset) - inset
            var edge = color
            edge.a = UInt8((Double(color.a) * coverage).rounded())
            var rowEdges: [SDL_Rect] = []
            for y in [p.y0 + row, p.y1 - 1 - row] {
                add(PixelRect(x0: p.x0 + solidInset, y0: y, x1: p.x0 + r, y1: y + 1), to: &solid)
                add(PixelRect(x0: p.x1 - r, y0: y, x1: p.x1 - solidInset, y1: y + 1), to: &solid)
                if solidInset > 0 && edge.a > 0 {
                    add(PixelRect(x0: p.x0 + solidInset - 1, y0: y, x1: p.x0 + solidInset, y1: y + 1), to: &rowEdges)
                    add(PixelRect(x0: p.x1 - solidInset, y0: y, x1: p.x1 - solidInset + 1, y1: y + 1), to: &rowEdges)
                }
            }
            if !rowEdges.isEmpty { edges.append((edge, rowEdges)) }
        }
        setDrawColor(color, blend: color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        _ = solid.withUnsafeBufferPointer { SDL_RenderFillRects(renderer, $0.baseAddress, Int32($0.count)) }
        for (edge, rects) in edges {
            setDrawColor(edge, blend: edge.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
            _ = rects.withUnsafeBufferPointer { SDL_RenderFillRects(renderer, $0.baseAddress, Int32($0.count)) }
        }
    }

    /// A stroke centred on the rectangle's edge, at least one pixel thick.
    private func strokeRect(_ rect: Rect, _ color: Color, lineWidth: Double, _ stats: inout FrameStatistics) {
        let half = lineWidth / 2
        let outer = pixelRect(Rect(x: rect.minX - half, y: rect.minY - half,
                                   width: rect.width + lineWidth, height: rect.height + lineWidth))
        let t = max(1, Int32((lineWidth * scale).rounded()))
        guard outer.width > 2 * t, outer.height > 2 * t else { return fillRect(outer, color, &stats) }
        fillRect(PixelRect(x0: outer.x0, y0: outer.y0, x1: outer.x1, y1: outer.y0 + t), color, &stats)
        fillRect(PixelRect(x0: outer.x0, y0: outer.y1 - t, x1: outer.x1, y1: outer.y1), color, &stats)
        fillRect(PixelRect(x0: outer.x0, y0: outer.y0 + t, x1: outer.x0 + t, y1: outer.y1 - t), color, &stats)
        fillRect(PixelRect(x0: outer.x1 - t, y0: outer.y0 + t, x1: outer.x1, y1: outer.y1 - t), color, &stats)
    }

    /// Horizontal and vertical lines are crisp rectangles; others are feathered quads.
    private func line(_ a: Point, _ b: Point, _ color: Color, lineWidth: Double, _ stats: inout FrameStatistics) {
        if a.x == b.x || a.y == b.y {
            let half = max(lineWidth, 1 / scale) / 2
            let rect = a.x == b.x
                ? Rect(x: a.x - half, y: min(a.y, b.y), width: 2 * half, height: abs(b.y - a.y))
                : Rect(x: min(a.x, b.x), y: a.y - half, width: abs(b.x - a.x), height: 2 * half)
            var r = pixelRect(rect)
            if r.width == 0 { r.x1 = r.x0 + 1 }
            if r.height == 0 { r.y1 = r.y0 + 1 }
            var faint = color
            if lineWidth * scale < 1 { faint.a = UInt8((Double(color.a) * max(0, lineWidth * scale)).rounded()) }
            fillRect(r, faint, &stats)
        } else {
            flushRects()
            batch.line(from: vec(a), to: vec(b), width: Float(lineWidth * scale), color: sdl(color))
        }
    }

    // MARK: Batching and state

    /// Sends the collected triangles, if any.
    func flush(_ stats: inout FrameStatistics) {
        flushRects()
        flushGeometry(&stats)
    }

    /// Sends the collected triangles, if any.
    private func flushGeometry(_ stats: inout FrameStatistics) {
        guard !batch.isEmpty else { return }
        setBlend(SDL_BLENDMODE_BLEND)
        batch.vertices.withUnsafeBufferPointer { v in
            batch.indices.withUnsafeBufferPointer { i in
                _ = SDL_RenderGeometry(renderer, nil, v.baseAddress, Int32(v.count), i.baseAddress, Int32(i.count))
            }
        }
        stats.geometryCalls += 1
        stats.triangles += batch.indices.count / 3
        batch.removeAll()
    }

    private func applyClip() {
        let c = clips.current
        var rect = SDL_Rect(x: c.x0, y: c.y0, w: c.width, h: c.height)
        SDL_RenderSetClipRect(renderer, &rect)
    }

    func setDrawColor(_ color: Color, blend: SDL_BlendMode) {
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        setBlend(blend)
    }

    private func setBlend(_ blend: SDL_BlendMode) {
        SDL_SetRenderDrawBlendMode(renderer, blend)
    }

    // MARK: Conversions

    @inline(__always)
    private func vec(_ p: Point) -> GeometryBatch.Vec {
        GeometryBatch.Vec(Float(p.x * scale), Float(p.y * scale))
    }

    @inline(__always)
    private func sdl(_ c: Color) -> SDL_Color { SDL_Color(r: c.r, g: c.g, b: c.b, a: c.a) }

    /// A rectangle in points to whole pixels, rounding each edge (so
    /// rectangles that tile in points tile in pixels), clamped to Int32.
    func pixelRect(_ rect: Rect) -> PixelRect {
        let x0 = Self.pixel(min(rect.minX, rect.maxX) * scale), x1 = Self.pixel(max(rect.minX, rect.maxX) * scale)
        let y0 = Self.pixel(min(rect.minY, rect.maxY) * scale), y1 = Self.pixel(max(rect.minY, rect.maxY) * scale)
        return PixelRect(x0: x0, y0: y0, x1: x1, y1: y1)
    }

    @inline(__always)
    static func pixel(_ v: Double) -> Int32 {
        guard v.isFinite else { return v > 0 ? 1 << 28 : -(1 << 28) }
        return Int32(max(-1e8, min(1e8, v.rounded())))
    }
}
