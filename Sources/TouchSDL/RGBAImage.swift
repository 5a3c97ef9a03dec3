import CSDL2
import TouchViz

/// A picture in memory, 8-bit RGBA, rows top to bottom: what tests and
/// exports inspect without touching SDL.
public struct RGBAImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: r, g, b, a per pixel.
    public let bytes: [UInt8]

    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(bytes.count == width * height * 4, "RGBAImage: need width × height × 4 bytes")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The pixel at column `x`, row `y` (pixels, from the top left).
    public subscript(x: Int, y: Int) -> Color {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "RGBAImage: (\(x), \(y)) outside \(width)×\(height)")
        let i = (y * width + x) * 4
        return Color(bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
    }

    /// Reads a PNG file (for tests and tools that check pictures).
    public static func load(png path: String) throws -> RGBAImage {
        try SDLRuntime.withLock {
            guard let loaded = IMG_Load(path) else {
                throw TouchSDLError.fileIO(path: path, reason: "cannot read PNG: \(SDLRuntime.lastError())")
            }
            defer { SDL_FreeSurface(loaded) }
            return try RGBAImage(surface: loaded)
        }
    }

    /// Copies any SDL surface, converting its format.
    init(surface: UnsafeMutablePointer<SDL_Surface>) throws {
        guard let rgba = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
            throw TouchSDLError.surfaceCreation(width: Int(surface.pointee.w), height: Int(surface.pointee.h),
                                                reason: SDLRuntime.lastError())
        }
        defer { SDL_FreeSurface(rgba) }
        let w = Int(rgba.pointee.w), h = Int(rgba.pointee.h), pitch = Int(rgba.pointee.pitch)
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        if SDL_LockSurface(rgba) == 0 {
            defer { SDL_UnlockSurface(rgba) }
            let source = rgba.pointee.pixels!.assumingMemoryBound(to: UInt8.self)
            bytes.withUnsafeMutableBufferPointer { out in
                for row in 0..<h {
                    (out.baseAddress! + row * w * 4).update(from: source + row * pitch, count: w * 4)
                }
            }
        }
        self.init(width: w, height: h, bytes: bytes)
    }
}
