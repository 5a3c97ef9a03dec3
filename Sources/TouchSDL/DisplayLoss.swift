import Foundation
#if os(Linux)
import Glibc
#endif

/// A lost display connection (issue 32 point 10): the X server went away
/// (it crashed, was killed, or the SSH tunnel carrying it closed) while the
/// window was open. Xlib then calls its "IO error handler", whose default
/// prints `XIO: fatal IO error 11 (Resource temporarily unavailable) on X
/// server ":99"` and exits with status 1; SDL sends no event for it. The
/// window installs its own handler instead, which says what happened in
/// TouchScope's words and exits with `exitStatus`. Nothing can be saved at
/// that point (the handler must not return, and SDL cannot be used again).
///
/// Linux only: on macOS and Windows the window server is the system's own.
/// SDL loads libX11 itself (linked, or opened at run time), so the handler
/// is set through the library SDL already has, found with `dlopen`'s
/// RTLD_NOLOAD; on Wayland no libX11 is loaded and nothing is installed.
enum DisplayLoss {
    /// The exit status after a lost display (the command's own failure status, as for an error).
    static let exitStatus: Int32 = 1

    /// The message, made before the connection can be lost (the handler only writes it).
    nonisolated(unsafe) private static var message: [UInt8] = []

    static func text(display: String) -> String {
        "touchscope: lost the connection to the display \(display) (the X server closed, crashed or was killed); "
            + "the window is gone and nothing more was saved. Open it again once the display is back, or use "
            + "`touchscope export` to render without a window.\n"
    }

    /// Installs the handler; true when one was installed (an X11 display is in use).
    @discardableResult
    static func install() -> Bool {
        #if os(Linux)
        guard let library = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD),
              let symbol = dlsym(library, "XSetIOErrorHandler") else { return false }
        let display = ProcessInfo.processInfo.environment["DISPLAY"].map { "\"\($0)\"" } ?? "(DISPLAY not set)"
        message = Array(text(display: display).utf8)
        typealias Handler = @convention(c) (OpaquePointer?) -> Int32
        typealias SetHandler = @convention(c) (Handler?) -> Handler?
        let set = unsafeBitCast(symbol, to: SetHandler.self)
        _ = set { _ in
            DisplayLoss.message.withUnsafeBytes { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
            _exit(DisplayLoss.exitStatus)
        }
        return true
        #else
        return false
        #endif
    }
}
