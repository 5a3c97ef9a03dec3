import CSDL2
import TouchViz

/// Rendered strings as textures of one SDL_Renderer, keyed by (string, size,
/// colour). Text is the hot path of a frame and most labels repeat from one
/// frame to the next, so a frame normally renders no glyph at all.
///
/// Bounded: after each frame, when the cache holds more than `maxEntries`
/// strings or `maxPixels` pixels, the least recently used entries are
/// destroyed down to three quarters of the bound. Entries used in the
/// current frame are never evicted mid-frame.
final class TextCache {
    struct Key: Hashable {
        var text: String
        var quarterPixels: Int
        var color: Color
    }

    struct Entry {
        /// Nil for a string that renders nothing (empty, or only unknown glyphs).
        var texture: OpaquePointer?
        var width: Int32
        var height: Int32
        var lastUsed: UInt64
    }

    let maxEntries: Int
    let maxPixels: Int
    private(set) var entries: [Key: Entry] = [:]
    private(set) var pixels = 0
    private(set) var frame: UInt64 = 0
    /// Strings rendered (cache misses) since the cache was made.
    private(set) var misses = 0

    init(maxEntries: Int = 4096, maxPixels: Int = 16 << 20) {
        self.maxEntries = maxEntries
        self.maxPixels = maxPixels
    }

    deinit { removeAll() }

    /// The texture for `key`, rendering it with `fonts` on a miss.
    func texture(for key: Key, renderer: OpaquePointer, fonts: FontLibrary) throws -> Entry {
        if var entry = entries[key] {
            if entry.lastUsed != frame {
                entry.lastUsed = frame
                entries[key] = entry
            }
            return entry
        }
        misses += 1
        let font = try fonts.font(quarterPixels: key.quarterPixels)
        let fg = SDL_Color(r: key.color.r, g: key.color.g, b: key.color.b, a: key.color.a)
        var entry = Entry(texture: nil, width: 0, height: 0, lastUsed: frame)
        if !key.text.isEmpty, let surface = Self.composed(key.text, font: font, fonts: fonts, quarterPixels: key.quarterPixels, fg)
            ?? TTF_RenderUTF8_Blended(font, key.text, fg) {
            defer { SDL_FreeSurface(surface) }
            if let texture = SDL_CreateTextureFromSurface(renderer, surface) {
                SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
                entry = Entry(texture: texture, width: surface.pointee.w, height: surface.pointee.h, lastUsed: frame)
                pixels += Int(entry.width) * Int(entry.height)
            }
        }
        entries[key] = entry
        return entry
    }

    /// A string with characters the monospaced font lacks (CJK names of
    /// imported screens, issue 32 point 8), drawn in runs: the monospaced
    /// font's runs as they are, each other character from the first
    /// fallback font that has it, centred in its columns (two for a wide
    /// character, `TextMetrics.columns`), on the monospaced font's baseline.
    /// Nil when the monospaced font has every glyph (the usual case: ASCII
    /// strings return at once).
    static func composed(_ text: String, font: OpaquePointer, fonts: FontLibrary, quarterPixels q: Int, _ fg: SDL_Color)
        -> UnsafeMutablePointer<SDL_Surface>? {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return nil }
        // Pieces: (text, font, first column, columns).
        var pieces: [(String, OpaquePointer, Int, Int)] = []
        var run = "", runStart = 0, column = 0, missing = false
        var fallbacks: [OpaquePointer]?
        for c in text {
            let width = TextMetrics.isWide(c) ? 2 : 1
            let scalar = c.unicodeScalars.first!.value
            if TTF_GlyphIsProvided32(font, scalar) != 0 {
                if run.isEmpty { runStart = column }
                run.append(c)
            } else {
                if fallbacks == nil { fallbacks = fonts.fallbacks(quarterPixels: q) }
                if !run.isEmpty { pieces.append((run, font, runStart, column - runStart)); run = "" }
                let other = fallbacks!.first { TTF_GlyphIsProvided32($0, scalar) != 0 } ?? font
                pieces.append((String(c), other, column, width))
                missing = true
            }
            column += width
        }
        guard missing else { return nil }
        if !run.isEmpty { pieces.append((run, font, runStart, column - runStart)) }
        let cell = TextMetrics.advance * Double(q) / 4
        let height = TTF_FontHeight(font), ascent = TTF_FontAscent(font)
        let width = Int32((Double(column) * cell).rounded(.up)) + 2
        guard let target = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, CSDL_PIXELFORMAT_ARGB8888) else { return nil }
        for (string, pieceFont, start, columns) in pieces {
            guard let piece = TTF_RenderUTF8_Blended(pieceFont, string, fg) else { continue }
            defer { SDL_FreeSurface(piece) }
            SDL_SetSurfaceBlendMode(piece, SDL_BLENDMODE_NONE)
            let left = Double(start) * cell
            let x = pieceFont == font ? left : left + (Double(columns) * cell - Double(piece.pointee.w)) / 2
            var dst = SDL_Rect(x: Int32(x.rounded()), y: ascent - TTF_FontAscent(pieceFont), w: piece.pointee.w, h: piece.pointee.h)
            SDL_UpperBlit(piece, nil, target, &dst)
        }
        return target
    }

    /// Ends a frame: evicts the least recently used entries if over a bound.
    func endFrame() {
        frame += 1
        guard entries.count > maxEntries || pixels > maxPixels else { return }
        let keepEntries = maxEntries * 3 / 4, keepPixels = maxPixels * 3 / 4
        let oldestFirst = entries.sorted { $0.value.lastUsed < $1.value.lastUsed }
        for (key, entry) in oldestFirst {
            if entries.count <= keepEntries && pixels <= keepPixels { break }
            if let texture = entry.texture { SDL_DestroyTexture(texture) }
            pixels -= Int(entry.width) * Int(entry.height)
            entries[key] = nil
        }
    }

    func removeAll() {
        for entry in entries.values { if let texture = entry.texture { SDL_DestroyTexture(texture) } }
        entries.removeAll()
        pixels = 0
    }
}
