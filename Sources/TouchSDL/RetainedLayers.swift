import CSDL2
import TouchCore
import TouchViz

/// The pixels a `DisplayListRenderer` keeps from one frame to the next, in
/// two render-target textures the size of the output:
///
/// - `base`: the cached prefix (the device and its views) drawn over the
///   background, redrawn only when its key, the size, the scale or the
///   background changes;
/// - `retained`: `base` plus the retained run after it (the hit-test
///   overlay, the finger's trail), with the commands it was drawn from.
///   A frame whose run starts with those same commands draws only the
///   commands that follow them; any other frame starts again from `base`
///   (a copy, never the device's commands again).
///
/// Nothing stale can show: `base` is keyed by the producer, and `retained`
/// is checked command by command against what it holds.
struct RetainedLayers {
    struct Base {
        var texture: OpaquePointer
        var key: Int
        var w: Int32, h: Int32
        var scale: Double
        var background: Color
    }

    var base: Base?
    /// The texture holding `base` + `drawn`; nil until a frame has a retained run.
    var retained: OpaquePointer?
    /// The commands drawn into `retained` over `base`, in order; nil when `retained` does not hold `base`'s current pixels.
    var drawn: [DrawCommand]?

    mutating func release() {
        if let base { SDL_DestroyTexture(base.texture) }
        if let retained { SDL_DestroyTexture(retained) }
        base = nil
        retained = nil
        drawn = nil
    }

    /// How many of `commands` (from the first) draw only inside `bounds`
    /// (points) with their clips balanced: a command counts when its own
    /// bounds, or an enclosing clip, lie inside. Feathered edges reach half
    /// a pixel past a shape, so shapes must keep a point from the edge.
    static func runInside(_ commands: ArraySlice<DrawCommand>, bounds: Rect) -> Int {
        let inner = bounds.insetBy(dx: 1, dy: 1)
        var clipInside: [Bool] = [false]
        var balanced = 0
        for (offset, command) in commands.enumerated() {
            switch command {
            case .pushClip(let rect):
                clipInside.append(clipInside[clipInside.count - 1] || bounds.contains(rect))
            case .popClip:
                guard clipInside.count > 1 else { return balanced }
                clipInside.removeLast()
            default:
                if !clipInside[clipInside.count - 1],
                   let box = DisplayListRenderer.bounds(of: command), !inner.contains(box) {
                    return balanced
                }
            }
            if clipInside.count == 1 { balanced = offset + 1 }
        }
        return balanced
    }
}

extension RetainedLayers {
    /// How many of `commands` (from the first) the retained pixels already
    /// hold, given the commands `drawn` into them: all of `drawn` when
    /// `commands` starts with it; else `drawn` without the clips it closes
    /// at its end, when `commands` starts with that — a run that grows inside
    /// a clip (the trails, inside the device's clip, issue 32 point 3) adds
    /// its new commands before the same closing pops, and those pops drew
    /// nothing. With the clips still open after the held commands, to push
    /// again before drawing the rest (issue 32 point 11: the trails were
    /// redrawn from the base every frame of a drag). Nil when neither.
    static func held(_ drawn: [DrawCommand], startOf commands: ArraySlice<DrawCommand>) -> (count: Int, open: [Rect])? {
        if drawn.count <= commands.count, commands.prefix(drawn.count).elementsEqual(drawn) { return (drawn.count, []) }
        var end = drawn.count
        while end > 0, case .popClip = drawn[end - 1] { end -= 1 }
        guard end < drawn.count, end <= commands.count, commands.prefix(end).elementsEqual(drawn[..<end]) else { return nil }
        var open: [Rect] = []
        for command in drawn[..<end] {
            switch command {
            case .pushClip(let rect): open.append(rect)
            case .popClip: if !open.isEmpty { open.removeLast() }
            default: break
            }
        }
        return (end, open)
    }
}

extension Rect {
    /// Whether `other` lies wholly inside (edges included).
    func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }
}

extension DisplayListRenderer {
    /// Copies the kept pixels of the cached prefix, and of the retained run
    /// after it, into place (clearing the rest of the output to the
    /// background), drawing into them first what changed. Returns
    /// the index of the first command still to draw, or nil when the
    /// renderer cannot draw into textures (then the caller draws every command).
    func drawCachedPrefix(_ list: DisplayList, _ prefix: DisplayList.CachedPrefix, w: Int32, h: Int32,
                          _ stats: inout FrameStatistics) -> Int? {
        guard SDL_RenderTargetSupported(renderer) == SDL_TRUE else { return nil }
        if let b = layers.base, b.w != w || b.h != h { layers.release() }
        if layers.base == nil {
            guard let texture = makeLayerTexture(w, h) else { return nil }
            layers.base = .init(texture: texture, key: prefix.key &- 1, w: w, h: h, scale: 0, background: list.background)
        }
        guard var base = layers.base else { return nil }
        if base.key != prefix.key || base.scale != scale || base.background != list.background {
            guard drawInto(base.texture, list.commands[..<prefix.count], clearTo: list.background, w: w, h: h, &stats)
            else { return nil }
            base.key = prefix.key
            base.scale = scale
            base.background = list.background
            layers.base = base
            layers.drawn = nil
        } else {
            stats.commands += prefix.count
        }

        let end = min(prefix.retainedEnd, list.commands.count)
        let run = prefix.count + RetainedLayers.runInside(list.commands[prefix.count..<end], bounds: prefix.bounds)
        var source = base.texture, covered = prefix.count
        if run > prefix.count, let retained = layers.retained ?? makeLayerTexture(w, h) {
            layers.retained = retained
            if updateRetained(retained, over: base.texture, with: list.commands[prefix.count..<run], w: w, h: h, &stats) {
                source = retained
                covered = run
            }
        } else {
            layers.drawn = nil
        }
        // The background under the kept pixels is in them: clear only the rest.
        let bounds = pixelRect(prefix.bounds).intersection(PixelRect(x0: 0, y0: 0, x1: w, y1: h))
        if bounds.x0 > 0 || bounds.y0 > 0 || bounds.x1 < w || bounds.y1 < h {
            setDrawColor(list.background, blend: SDL_BLENDMODE_NONE)
            SDL_RenderClear(renderer)
        }
        var rect = SDL_Rect(x: bounds.x0, y: bounds.y0, w: bounds.width, h: bounds.height)
        SDL_SetTextureBlendMode(source, SDL_BLENDMODE_NONE)
        SDL_RenderCopy(renderer, source, &rect, &rect)
        return covered
    }

    /// Brings `retained` to `base` + `commands`: draws only the commands
    /// after those it holds when it holds a run they start with, else copies
    /// `base` and draws them all. False (and nothing held) when SDL fails.
    private func updateRetained(_ retained: OpaquePointer, over base: OpaquePointer, with commands: ArraySlice<DrawCommand>,
                                w: Int32, h: Int32, _ stats: inout FrameStatistics) -> Bool {
        var from = commands.startIndex
        var open: [Rect] = []
        if let drawn = layers.drawn, let held = RetainedLayers.held(drawn, startOf: commands) {
            from += held.count
            open = held.open
            stats.commands += held.count
        } else if !copy(base, into: retained) {
            layers.drawn = nil
            return false
        }
        if from < commands.endIndex {
            guard drawInto(retained, commands[from...], clearTo: nil, reopening: open, w: w, h: h, &stats) else {
                layers.drawn = nil
                return false
            }
        }
        layers.drawn = Array(commands)
        return true
    }

    private func makeLayerTexture(_ w: Int32, _ h: Int32) -> OpaquePointer? {
        SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGB888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), w, h)
    }

    /// Draws `commands` into `texture` (over what it holds, or after clearing it to `clearTo`), then targets the output again.
    /// `reopening`: clips to push first (those open where the held commands stopped).
    private func drawInto(_ texture: OpaquePointer, _ commands: ArraySlice<DrawCommand>, clearTo background: Color?,
                          reopening open: [Rect] = [], w: Int32, h: Int32, _ stats: inout FrameStatistics) -> Bool {
        guard SDL_SetRenderTarget(renderer, texture) == 0 else { return false }
        SDL_RenderSetClipRect(renderer, nil)
        if let background {
            setDrawColor(background, blend: SDL_BLENDMODE_NONE)
            SDL_RenderClear(renderer)
        }
        clips = ClipStack(bounds: PixelRect(x0: 0, y0: 0, x1: w, y1: h))
        for rect in open { draw(.pushClip(rect), &stats) }
        for command in commands {
            stats.commands += 1
            draw(command, &stats)
        }
        flush(&stats)
        SDL_SetRenderTarget(renderer, nil)
        clips = ClipStack(bounds: PixelRect(x0: 0, y0: 0, x1: w, y1: h))
        SDL_RenderSetClipRect(renderer, nil)
        return true
    }

    /// Copies all of `source`'s pixels into `target` (same size), then targets the output again.
    private func copy(_ source: OpaquePointer, into target: OpaquePointer) -> Bool {
        guard SDL_SetRenderTarget(renderer, target) == 0 else { return false }
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetTextureBlendMode(source, SDL_BLENDMODE_NONE)
        SDL_RenderCopy(renderer, source, nil, nil)
        SDL_SetRenderTarget(renderer, nil)
        SDL_RenderSetClipRect(renderer, nil)
        return true
    }
}
