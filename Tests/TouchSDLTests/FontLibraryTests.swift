import Foundation
import Testing
@testable import TouchSDL

/// The bundled font (issue 13, "the Mac"): found through SwiftPM's resources,
/// never a system font path, and read from disk once per process.
@Suite struct FontLibraryTests {
    @Test func theFontIsTheBundledCopyReadOnce() throws {
        guard ProcessInfo.processInfo.environment["TOUCHSCOPE_FONT"] == nil else { return }
        let first = try FontFile.shared(), second = try FontFile.shared()
        #expect(first === second, "one read of the file per process")
        #expect(first.path.hasSuffix("DejaVuSansMono.ttf") && !first.path.hasPrefix("/usr/share/fonts"))
        #expect(first.path.contains("TouchScope_TouchAssets") || first.path.contains("/Assets/"))
        let licence = URL(fileURLWithPath: first.path).deletingLastPathComponent().appendingPathComponent("DejaVu-LICENSE.txt")
        #expect(FileManager.default.fileExists(atPath: licence.path), "the licence travels with the font")
        #expect(first.count > 300_000)
    }

    @Test func everySizeOpensFromTheBytesInMemory() throws {
        try SDLRuntime.withLock {
            let library = try FontLibrary()
            let a = try library.font(quarterPixels: 40), b = try library.font(quarterPixels: 52)
            #expect(a != b)
            #expect(try library.font(quarterPixels: 40) == a, "a size is opened once")
            #expect(try FontFile.shared() === library.file)
        }
    }
}
