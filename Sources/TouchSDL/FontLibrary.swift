import CSDL2
import Foundation
import TouchAssets
import TouchViz

/// The one font every display list uses, DejaVu Sans Mono, bundled in
/// the top-level `Assets/` (with its licence) as a SwiftPM resource (`TouchAssets`), so nothing depends on
/// system font paths. The file is read into memory once per process
/// (`FontFile.shared`); each pixel size is opened from that memory on first
/// use. Sizes are quantised to quarter pixels (a font opened at `q` points
/// and 18 dpi is `q / 4` pixels tall), so fractional sizes at any HiDPI
/// scale keep `TextMetrics`' advance of 0.6021 em.
final class FontLibrary {
    let file: FontFile
    /// Open fonts by size in quarter pixels.
    private var fonts: [Int: OpaquePointer] = [:]

    /// Starts SDL_ttf (reference counted; stopped again in `deinit`) and reads the font file (once per process).
    init() throws {
        file = try FontFile.shared()
        if TTF_Init() != 0 { throw TouchSDLError.sdlInit("TTF_Init: \(SDLRuntime.lastError())") }
    }

    deinit {
        for font in fonts.values { TTF_CloseFont(font) }
        for list in fallbackFonts.values { for font in list { TTF_CloseFont(font) } }
        TTF_Quit()
    }

    /// Fallback fonts by size in quarter pixels, opened on first use (`FallbackFonts.paths`).
    private var fallbackFonts: [Int: [OpaquePointer]] = [:]

    /// The fonts for glyphs DejaVu Sans Mono lacks, in order: the bundled CJK
    /// subset, then a system font with CJK coverage (issue 32 point 8).
    func fallbacks(quarterPixels q: Int) -> [OpaquePointer] {
        if let list = fallbackFonts[q] { return list }
        var list: [OpaquePointer] = []
        for path in FallbackFonts.paths {
            if let font = TTF_OpenFontDPI(path, Int32(q), 18, 18) {
                TTF_SetFontHinting(font, CSDL_TTF_HINTING_LIGHT_SUBPIXEL)
                list.append(font)
            }
        }
        fallbackFonts[q] = list
        return list
    }

    /// Quarter pixels for a text size in points at a pixel scale.
    static func quarterPixels(size: Double, scale: Double) -> Int {
        max(1, Int((size * scale * 4).rounded()))
    }

    /// The font `quarterPixels / 4` pixels tall (em size), opened from memory on first use.
    func font(quarterPixels q: Int) throws -> OpaquePointer {
        if let font = fonts[q] { return font }
        guard let stream = SDL_RWFromConstMem(file.bytes, Int32(file.count)),
              let font = TTF_OpenFontDPIRW(stream, 1, Int32(q), 18, 18) else {
            throw TouchSDLError.fontLoad(path: file.path, reason: SDLRuntime.lastError())
        }
        // Light hinting with subpixel positioning: fractional advances, so a
        // string is as wide as TextMetrics.width says at every size.
        TTF_SetFontHinting(font, CSDL_TTF_HINTING_LIGHT_SUBPIXEL)
        fonts[q] = font
        return font
    }
}

/// The font file's bytes, read once and kept for the life of the process
/// (SDL_ttf reads glyphs from them while any font of any size is open).
final class FontFile: @unchecked Sendable {
    let path: String
    let bytes: UnsafeMutableRawPointer
    let count: Int

    private init(path: String, data: Data) {
        self.path = path
        count = data.count
        bytes = UnsafeMutableRawPointer.allocate(byteCount: max(1, data.count), alignment: 16)
        data.copyBytes(to: bytes.assumingMemoryBound(to: UInt8.self), count: data.count)
    }

    nonisolated(unsafe) private static var loaded: FontFile?
    private static let lock = NSLock()

    /// The font, read on first use: `TOUCHSCOPE_FONT` if set, else the copy
    /// bundled with the package (`Assets/DejaVuSansMono.ttf`).
    static func shared() throws -> FontFile {
        lock.lock()
        defer { lock.unlock() }
        if let loaded { return loaded }
        let path = try locate()
        guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else {
            throw TouchSDLError.fontLoad(path: path, reason: "the file cannot be read")
        }
        let file = FontFile(path: path, data: data)
        loaded = file
        return file
    }

    static let fileName = TouchAssets.monospacedFont

    /// Where the font is: `TOUCHSCOPE_FONT`, then the project's assets
    /// (`TouchAssets`: the resource folder beside the executable, as `swift
    /// build` and `make install` lay it out, then `Assets/` in the checkout).
    static func locate() throws -> String {
        var searched: [String] = []
        if let override = ProcessInfo.processInfo.environment["TOUCHSCOPE_FONT"], !override.isEmpty {
            if FileManager.default.isReadableFile(atPath: override) { return override }
            searched.append(override + " (TOUCHSCOPE_FONT)")
        }
        switch TouchAssets.locate(fileName) {
        case .success(let path): return path
        case .failure(let notFound): throw TouchSDLError.fontNotFound(searched: searched + notFound.searched)
        }
    }
}

/// Where the glyphs DejaVu Sans Mono lacks come from (issue 32 point 8):
/// the bundled subset of Droid Sans Fallback (`Assets/`: Chinese and
/// Japanese), then the first system font with CJK coverage found (Korean,
/// rarer characters): PingFang or Hiragino on macOS, Noto CJK, WenQuanYi or
/// Droid Sans Fallback on Linux.
enum FallbackFonts {
    #if os(macOS)
    static let system = ["/System/Library/Fonts/PingFang.ttc", "/System/Library/Fonts/Hiragino Sans GB.ttc",
                         "/System/Library/Fonts/AppleSDGothicNeo.ttc", "/System/Library/Fonts/Supplemental/Arial Unicode.ttf",
                         "/Library/Fonts/Arial Unicode.ttf"]
    #else
    static let system = ["/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "/usr/share/fonts/truetype/noto/NotoSansCJK-Regular.ttc",
                         "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc", "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
                         "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc", "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
                         "/usr/share/fonts/truetype/nanum/NanumGothic.ttf", "/usr/share/fonts/truetype/unfonts-core/UnDotum.ttf"]
    #endif

    /// The bundled font (when found), then the first system font that exists.
    static let paths: [String] = {
        var out: [String] = []
        if case .success(let path) = TouchAssets.locate(TouchAssets.cjkFont) { out.append(path) }
        if let system = system.first(where: { FileManager.default.isReadableFile(atPath: $0) }) { out.append(system) }
        return out
    }()
}
