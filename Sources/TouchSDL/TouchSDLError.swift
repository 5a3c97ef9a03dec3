/// What can go wrong in the SDL shell: bad input (an unwritable path, a
/// malformed injection file) or an environment without what SDL needs (no
/// display, no font). Each message says what to do about it; none of these
/// is a crash.
public enum TouchSDLError: Error, Equatable, CustomStringConvertible {
    /// No display server to open a window on.
    case noDisplay(detail: String)
    /// `SDL_Init` or `SDL_VideoInit` failed.
    case sdlInit(String)
    /// `SDL_CreateWindow` failed.
    case windowCreation(String)
    /// `SDL_CreateRenderer` / `SDL_CreateSoftwareRenderer` failed.
    case rendererCreation(String)
    /// A surface of this many pixels could not be made (too large, out of memory).
    case surfaceCreation(width: Int, height: Int, reason: String)
    /// None of these font files exists.
    case fontNotFound(searched: [String])
    /// The font file exists but SDL_ttf cannot open it.
    case fontLoad(path: String, reason: String)
    /// `IMG_SavePNG` failed for this path.
    case cannotWritePNG(path: String, reason: String)
    /// A file (trace, screenshot directory, watched scene) could not be written or read.
    case fileIO(path: String, reason: String)
    /// A line of an `inject` file is not a finger event.
    case badInjection(path: String, line: Int, reason: String)

    public var description: String {
        switch self {
        case .noDisplay(let detail):
            return "no display: \(detail); set DISPLAY (e.g. run under `Xvfb :99` with DISPLAY=:99) "
                + "or use `touchscope export` to render without a window"
        case .sdlInit(let reason):
            return "SDL could not start its video subsystem (\(reason)); check that a display is reachable, "
                + "or use `touchscope export` to render without a window"
        case .windowCreation(let reason):
            return "SDL could not open a window (\(reason)); check the display, or use `touchscope export`"
        case .rendererCreation(let reason):
            return "SDL could not create a renderer (\(reason)); try SDL_RENDER_DRIVER=software"
        case .surfaceCreation(let w, let h, let reason):
            return "could not allocate a \(w)×\(h) pixel image (\(reason)); use a smaller size or scale"
        case .fontNotFound(let searched):
            return "font DejaVu Sans Mono not found (looked at \(searched.joined(separator: ", "))); "
                + "keep the TouchScope_TouchAssets resource folder beside the touchscope binary (make install does), "
                + "or set TOUCHSCOPE_FONT to a .ttf file"
        case .fontLoad(let path, let reason):
            return "cannot open font \(path) (\(reason)); set TOUCHSCOPE_FONT to a readable .ttf file"
        case .cannotWritePNG(let path, let reason):
            return "cannot write PNG \(path) (\(reason)); check that its directory exists and is writable"
        case .fileIO(let path, let reason):
            return "\(path): \(reason); check the path and its permissions"
        case .badInjection(let path, let line, let reason):
            return "\(path):\(line): \(reason); each line must look like "
                + #"{"t":0.50,"type":"down","id":1,"x":0.42,"y":0.61} (type down, move or up; x and y 0…1)"#
        }
    }
}
