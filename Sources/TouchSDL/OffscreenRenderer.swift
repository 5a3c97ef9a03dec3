import CSDL2
import Foundation
import TouchCore
import TouchScene
import TouchViz

/// Display lists to pictures without a display: a software renderer draws
/// into an `SDL_Surface` (no video subsystem, so no `DISPLAY` and no
/// `SDL_VIDEODRIVER` is needed, and an open window is not disturbed), which
/// `IMG_SavePNG` writes. Used by `touchscope export`, the window's
/// `saveImage` effect, the tests and the benchmark. Thread safe (serialised).
public enum OffscreenRenderer {
    /// Writes `list` as a PNG of `size × scale` pixels to `path`.
    public static func png(_ list: DisplayList, path: String, scale: Double = 1) throws {
        try SDLRuntime.withLock {
            let renderer = try DisplayListRenderer(size: list.size, scale: scale)
            renderer.draw(list, scale: scale)
            try savePNG(renderer.surface, path: path)
        }
    }

    /// Draws `list` and returns the pixels, `size × scale`.
    public static func image(_ list: DisplayList, scale: Double = 1) throws -> RGBAImage {
        try SDLRuntime.withLock {
            let renderer = try DisplayListRenderer(size: list.size, scale: scale)
            renderer.draw(list, scale: scale)
            return try RGBAImage(surface: renderer.surface)
        }
    }

    /// Nanoseconds of a frame: the model's tick and `input(frame)` events,
    /// `render()` and drawing, for each of `frames` frames at `size` points,
    /// with one renderer kept across frames as a window keeps it. The model
    /// first gets `.resize(size)`; ticks are 1/60 s apart.
    public static func frameTimes(model: ViewerModel, size: Size, frames: Int, scale: Double = 1,
                                  input: (Int) -> [ViewerEvent] = { _ in [] }) throws -> [Double] {
        try SDLRuntime.withLock {
            let renderer = try DisplayListRenderer(size: size, scale: scale)
            _ = model.handle(.resize(size))
            var times: [Double] = []
            times.reserveCapacity(frames)
            for frame in 0..<frames {
                let start = DispatchTime.now().uptimeNanoseconds
                _ = model.handle(.tick(seconds: Double(frame) / 60))
                for event in input(frame) { _ = model.handle(event) }
                renderer.draw(model.render(), scale: scale)
                SDL_RenderFlush(renderer.renderer)
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start))
            }
            return times
        }
    }

    /// Writes `surface` as a PNG, checking the directory first so the error says why.
    static func savePNG(_ surface: UnsafeMutablePointer<SDL_Surface>, path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        var isDirectory: ObjCBool = false
        if !directory.isEmpty {
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw TouchSDLError.cannotWritePNG(path: path, reason: "directory \(directory) does not exist")
            }
        }
        // SDL writes a scratch file; the picture then reaches `path` the way every save does
        // (SceneFileWriter: atomic, through links, keeping mode, owner and group, refusing a
        // read-only file, a FIFO or a folder; issue 33), never half-written.
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("touchscope-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).png").path
        defer { unlink(scratch) }
        if IMG_SavePNG(surface, scratch) != 0 {
            throw TouchSDLError.cannotWritePNG(path: path, reason: SDLRuntime.lastError())
        }
        guard let data = FileManager.default.contents(atPath: scratch) else {
            throw TouchSDLError.cannotWritePNG(path: path, reason: "the picture could not be read back from \(scratch)")
        }
        do {
            try SceneFileWriter.write(bytes: [UInt8](data), to: path)
        } catch {
            throw TouchSDLError.cannotWritePNG(path: path, reason: error.description)
        }
    }
}

extension DisplayListRenderer {
    /// A renderer drawing into a new `size × scale` pixel surface of its own.
    convenience init(size: Size, scale: Double) throws {
        let target = try SurfaceTarget(size: size, scale: scale)
        try self.init(renderer: target.renderer, owner: target)
    }

    /// The surface of a renderer made by `init(size:scale:)`, with everything drawn so far.
    var surface: UnsafeMutablePointer<SDL_Surface> {
        guard let target = owner as? SurfaceTarget else {
            preconditionFailure("DisplayListRenderer.surface: only for renderers made with init(size:scale:)")
        }
        SDL_RenderFlush(renderer)
        return target.surface
    }
}

/// An ARGB surface and a software renderer drawing into it, freed together.
final class SurfaceTarget {
    let surface: UnsafeMutablePointer<SDL_Surface>
    let renderer: OpaquePointer

    /// Largest side, in pixels, of a picture (SDL's software renderer limit is far above any screen).
    static let maxSide = 16384

    init(size: Size, scale: Double) throws {
        precondition(scale > 0 && scale.isFinite, "OffscreenRenderer: scale must be positive, got \(scale)")
        let w = Int((size.width * scale).rounded()), h = Int((size.height * scale).rounded())
        guard w >= 1, h >= 1, w <= Self.maxSide, h <= Self.maxSide else {
            throw TouchSDLError.surfaceCreation(width: w, height: h,
                                                reason: "each side must be 1…\(Self.maxSide) pixels")
        }
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(w), Int32(h), 32, SDL_PIXELFORMAT_RGB888.rawValue) else {
            throw TouchSDLError.surfaceCreation(width: w, height: h, reason: SDLRuntime.lastError())
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw TouchSDLError.rendererCreation(SDLRuntime.lastError())
        }
        self.surface = surface
        self.renderer = renderer
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }
}
