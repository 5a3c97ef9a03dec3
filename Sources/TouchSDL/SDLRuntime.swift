import CSDL2
import Foundation

/// The one place that starts and stops SDL's libraries, and serialises use
/// of them: SDL_ttf shares one FreeType library, so two threads must not
/// render text at once.
///
/// Offscreen drawing needs no video subsystem at all (a software renderer
/// draws into an `SDL_Surface`), so a picture can be rendered with no
/// display, and while a window is open, without disturbing it.
enum SDLRuntime {
    /// Held by every entry point that uses SDL from an arbitrary thread.
    static let lock = NSRecursiveLock()

    /// Runs `body` holding the lock, with SDL_image's PNG support loaded.
    /// (SDL_ttf is started by each `FontLibrary`, which it counts.)
    static func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        _ = IMG_Init(Int32(IMG_INIT_PNG.rawValue))
        return try body()
    }

    /// `SDL_GetError()` as a Swift string.
    static func lastError() -> String {
        guard let cString = SDL_GetError() else { return "unknown SDL error" }
        let text = String(cString: cString)
        return text.isEmpty ? "unknown SDL error" : text
    }
}
