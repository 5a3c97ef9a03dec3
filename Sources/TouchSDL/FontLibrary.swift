import CSDL2
import Foundation
import TouchViz

/// The one font every display list uses, DejaVu Sans Mono, opened once per
/// pixel size. Sizes are quantised to quarter pixels (a font opened at
/// `q` points and 18 dpi is `q / 4` pixels tall), so fractional sizes at
/// any HiDPI scale keep `TextMetrics`' advance of 0.6021 em.
final class FontLibrary {
    /// Where DejaVu Sans Mono is looked for, in order, after `TOUCHSCOPE_FONT`.
    static let candidatePaths = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",  // Debian, Ubuntu (fonts-dejavu-core)
        "/usr/share/fonts/TTF/DejaVuSansMono.ttf",  // Arch
        "/usr/share/fonts/dejavu/DejaVuSansMono.ttf",  // Fedora
        "/opt/homebrew/share/fonts/DejaVuSansMono.ttf",
        "/usr/local/share/fonts/DejaVuSansMono.ttf",
        "/Library/Fonts/DejaVuSansMono.ttf",
    ]

    /// The font file: `TOUCHSCOPE_FONT` if set, else the first candidate that exists.
    static func locate() throws -> String {
        var searched: [String] = []
        if let override = ProcessInfo.processInfo.environment["TOUCHSCOPE_FONT"], !override.isEmpty {
            if FileManager.default.isReadableFile(atPath: override) { return override }
            searched.append(override + " (TOUCHSCOPE_FONT)")
        }
        var candidates = candidatePaths
        if let home = ProcessInfo.processInfo.environment["HOME"] {
            candidates.append(home + "/Library/Fonts/DejaVuSansMono.ttf")
            candidates.append(home + "/.local/share/fonts/DejaVuSansMono.ttf")
        }
        for path in candidates {
            if FileManager.default.isReadableFile(atPath: path) { return path }
            searched.append(path)
        }
        throw TouchSDLError.fontNotFound(searched: searched)
    }

    let path: String
    /// Open fonts by size in quarter pixels.
    private var fonts: [Int: OpaquePointer] = [:]

    /// Starts SDL_ttf (reference counted; stopped again in `deinit`) and finds the font file.
    init() throws {
        path = try Self.locate()
        if TTF_Init() != 0 { throw TouchSDLError.sdlInit("TTF_Init: \(SDLRuntime.lastError())") }
    }

    deinit {
        for font in fonts.values { TTF_CloseFont(font) }
        TTF_Quit()
    }

    /// Quarter pixels for a text size in points at a pixel scale.
    static func quarterPixels(size: Double, scale: Double) -> Int {
        max(1, Int((size * scale * 4).rounded()))
    }

    /// The font `quarterPixels / 4` pixels tall (em size), opened on first use.
    func font(quarterPixels q: Int) throws -> OpaquePointer {
        if let font = fonts[q] { return font }
        guard let font = TTF_OpenFontDPI(path, Int32(q), 18, 18) else {
            throw TouchSDLError.fontLoad(path: path, reason: SDLRuntime.lastError())
        }
        // Light hinting with subpixel positioning: fractional advances, so a
        // string is as wide as TextMetrics.width says at every size.
        TTF_SetFontHinting(font, CSDL_TTF_HINTING_LIGHT_SUBPIXEL)
        fonts[q] = font
        return font
    }
}
