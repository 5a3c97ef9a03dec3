import CSDL2
import Foundation
import TouchCore
import TouchViz

/// Options of `ViewerWindow.run`.
public struct WindowOptions: Sendable {
    /// Finger events to post through SDL's queue at their times (`FingerInjection`).
    public var inject: [FingerInjection] = []
    /// On quit, write the model's trace (JSON Lines) here.
    public var traceOut: String?
    /// A file whose changes are reported as `.sceneFileChanged` (hot reload).
    public var watch: String?
    /// Quit after this many seconds (tests, demos).
    public var quitAfter: Double?
    /// On quit, save a screenshot of the window here.
    public var screenshotOnQuit: String?
    /// On quit, write the last frame's display list here (JSON Lines, `DisplayListJSON`).
    public var displayListOut: String?
    /// The window's initial size in points.
    public var size = Size(width: 1280, height: 800)

    public init() {}
}

/// The SDL window: translates SDL input into `ViewerEvent`s for a
/// `ViewerModel`, draws its display lists every frame it needs (vsync,
/// about 60 fps), sleeps between frames until input or the model's next
/// change (`secondsUntilNextChange`), and carries out its effects. The one place in TouchScope
/// that reads the wall clock: the model gets it as `tick` events.
public enum ViewerWindow {
    public static func run(model: ViewerModel, title: String, options: WindowOptions = WindowOptions()) throws {
        #if os(Linux)
        // On Linux a window needs an X or Wayland server; macOS and Windows always have their own.
        let environment = ProcessInfo.processInfo.environment
        if environment["DISPLAY"] == nil && environment["WAYLAND_DISPLAY"] == nil && environment["SDL_VIDEODRIVER"] == nil {
            throw TouchSDLError.noDisplay(detail: "neither DISPLAY nor WAYLAND_DISPLAY is set")
        }
        #endif
        try SDLRuntime.withLock {
            SDL_SetHint(CSDL_HINT_MOUSE_TOUCH_EVENTS, "0")
            SDL_SetHint(CSDL_HINT_TOUCH_MOUSE_EVENTS, "0")
            SDL_SetHint(CSDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
            guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else { throw TouchSDLError.sdlInit(SDLRuntime.lastError()) }
            defer { SDL_QuitSubSystem(SDL_INIT_VIDEO) }
            // A display that goes away exits with our words, not Xlib's (issue 32 point 10).
            DisplayLoss.install()
            let session = try Session(model: model, title: title, options: options)
            try session.loop()
        }
    }
}

/// One open window and its loop.
private final class Session {
    let model: ViewerModel
    let options: WindowOptions
    let window: OpaquePointer
    let renderer: OpaquePointer
    let drawer: DisplayListRenderer
    var translation: EventTranslation
    let start = DispatchTime.now().uptimeNanoseconds
    /// SDL's clock (`SDL_GetTicks`, which stamps every event) when `start` was taken.
    let ticksAtStart = SDL_GetTicks()
    /// The last time the model was ticked to: its clock never goes back.
    var lastTick = 0.0
    /// The times injected finger events are due, in the order they were posted (SDL
    /// stamps a pushed event with the time it was pushed, which load can delay).
    var injectedTimes: [(finger: SDL_FingerID, time: Double)] = []
    var pending: [FingerInjection]
    var lastInjected: [Int64: (x: Double, y: Double)] = [:]
    var watchedStamp: Date?
    var nextWatch = 0.0
    var needsDraw = true
    var quitting = false
    var lastFrame: DisplayList?

    init(model: ViewerModel, title: String, options: WindowOptions) throws {
        self.model = model
        self.options = options
        pending = options.inject
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        guard let window = SDL_CreateWindow(title, CSDL_WINDOWPOS_CENTERED, CSDL_WINDOWPOS_CENTERED,
                                            Int32(options.size.width), Int32(options.size.height), flags) else {
            throw TouchSDLError.windowCreation(SDLRuntime.lastError())
        }
        self.window = window
        // The layout is checked down to this size (LayoutTests): the window cannot be made smaller.
        SDL_SetWindowMinimumSize(window, Int32(InspectorLayout.minimumSize.width), Int32(InspectorLayout.minimumSize.height))
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        guard let renderer = SDL_CreateRenderer(window, -1, accelerated)
            ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            SDL_DestroyWindow(window)
            throw TouchSDLError.rendererCreation(SDLRuntime.lastError())
        }
        self.renderer = renderer
        drawer = try DisplayListRenderer(renderer: renderer)
        translation = EventTranslation(windowSize: options.size)
        SDL_StartTextInput()
        if let watch = options.watch { watchedStamp = Self.modificationDate(watch) }
        _ = model.handle(.resize(windowSize()))
    }

    deinit {
        // The drawer's textures go before their renderer (a segfault on quit, 1 run in 4 with the what-if panel open).
        drawer.releaseTextures()
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    var seconds: Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }

    func windowSize() -> Size {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return Size(width: Double(w), height: Double(h))
    }

    /// Pixels per point: the drawable's size over the window's (2 on a HiDPI screen).
    func pixelScale() -> Double {
        var pw: Int32 = 0, ph: Int32 = 0, w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &pw, &ph)
        SDL_GetWindowSize(window, &w, &h)
        return w > 0 ? Double(pw) / Double(w) : 1
    }

    func loop() throws {
        while !quitting {
            postDueInjections()
            var event = SDL_Event()
            // Sleep until input arrives or until the next thing that moves on its own:
            // the model's next change (a playback frame, a live timer, a notice), the
            // next injected finger event, the next look at the scene file, the quit time.
            if SDL_WaitEventTimeout(&event, waitMilliseconds()) != 0 {
                handle(&event)
                while SDL_PollEvent(&event) != 0 && !quitting { handle(&event) }
            }
            let wasAnimating = model.isAnimating
            // Never past an injected event not yet posted: it would be stamped late (issue 32 point 10).
            try apply(tick(to: min(seconds, pending.first?.time ?? .infinity)))
            watchSceneFile()
            if let limit = options.quitAfter, seconds >= limit { quitting = true }
            // The tick that ends a playback changes the picture too: draw that last frame.
            if needsDraw || wasAnimating || model.isAnimating { draw() }
        }
        try finish()
    }

    /// How long the loop may wait for input: until the earliest of the
    /// wake-ups above (0 when a frame is due now; at most a second).
    func waitMilliseconds() -> Int32 {
        if needsDraw { return 0 }
        let now = seconds
        var wake = model.secondsUntilNextChange ?? 1
        if let next = pending.first { wake = min(wake, next.time - now) }
        if options.watch != nil { wake = min(wake, nextWatch - now) }
        if let limit = options.quitAfter { wake = min(wake, limit - now) }
        return Int32(max(0, min(1, wake)) * 1000 + 0.5)
    }

    func handle(_ event: inout SDL_Event) {
        switch SDL_EventType(rawValue: event.type) {
        case SDL_QUIT:
            quitting = true
            return
        case SDL_WINDOWEVENT:
            if event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue) {
                translation.windowSize = windowSize()
                try? apply(model.handle(.resize(translation.windowSize)))
            }
            needsDraw = true
            return
        default:
            break
        }
        let events = translation.translate(&event)
        guard !events.isEmpty else { return }
        // Input is stamped with the virtual clock: bring it to the instant the event happened
        // (SDL's timestamp, or an injected event's due time), not to when the loop got to it,
        // so a press held 0.1 s is 0.1 s long in the trace and in a recording (issue 32 point 10).
        try? apply(tick(to: eventTime(event)))
        for viewerEvent in events {
            try? apply(model.handle(viewerEvent))
            needsDraw = true
        }
    }

    /// When `event` happened, in seconds since the window opened.
    func eventTime(_ event: SDL_Event) -> Double {
        let type = SDL_EventType(rawValue: event.type)
        if [SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP].contains(type), event.tfinger.touchId == FingerInjection.touchDevice,
           let i = injectedTimes.firstIndex(where: { $0.finger == event.tfinger.fingerId }) {
            return injectedTimes.remove(at: i).time
        }
        return Double(event.common.timestamp &- ticksAtStart) / 1000
    }

    /// Ticks the model to `t`, kept between the last tick and now: the virtual clock only goes forward.
    func tick(to t: Double) -> [ViewerEffect] {
        let target = min(max(t, lastTick), seconds)
        guard target > lastTick || lastTick == 0 else { return [] }
        lastTick = target
        return model.handle(.tick(seconds: target))
    }

    func apply(_ effects: [ViewerEffect]) throws {
        for effect in effects {
            switch effect {
            case .quit:
                quitting = true
            case .notify(let message):
                FileHandle.standardError.write(Data("touchscope: \(message)\n".utf8))
            case .saveScreenshot(let path):
                try saveScreenshot(path)
                FileHandle.standardError.write(Data("touchscope: saved \(path)\n".utf8))
            case .saveImage(let list, let path):
                try OffscreenRenderer.png(list, path: path, scale: pixelScale())
                FileHandle.standardError.write(Data("touchscope: saved \(path)\n".utf8))
            }
            needsDraw = true
        }
    }

    func draw() {
        let started = DispatchTime.now().uptimeNanoseconds
        let frame = model.render()
        SDL_SetRenderDrawColor(renderer, frame.background.r, frame.background.g, frame.background.b, 255)
        SDL_RenderClear(renderer)
        drawer.draw(frame, scale: pixelScale())
        // The frame's own work (before waiting for vsync): what `i` shows.
        _ = model.handle(.frameDrawn(seconds: Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9))
        SDL_RenderPresent(renderer)
        lastFrame = frame
        needsDraw = false
    }

    /// The window as it shows now: the last frame drawn again offscreen at the window's pixel scale.
    func saveScreenshot(_ path: String) throws {
        try OffscreenRenderer.png(lastFrame ?? model.render(), path: path, scale: pixelScale())
    }

    func postDueInjections() {
        let now = seconds
        var windowID = SDL_GetWindowID(window)
        while let next = pending.first, next.time <= now {
            pending.removeFirst()
            next.post(windowID: windowID, previous: lastInjected[next.id])
            injectedTimes.append((SDL_FingerID(next.id), next.time))
            lastInjected[next.id] = next.kind == .up ? nil : (next.x, next.y)
            windowID = SDL_GetWindowID(window)
        }
    }

    func watchSceneFile() {
        guard let watch = options.watch, seconds >= nextWatch else { return }
        nextWatch = seconds + 0.25
        let stamp = Self.modificationDate(watch)
        if stamp != watchedStamp {
            watchedStamp = stamp
            try? apply(model.handle(.sceneFileChanged))
            needsDraw = true
        }
    }

    static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    func finish() throws {
        if let path = options.screenshotOnQuit { try saveScreenshot(path) }
        if let path = options.displayListOut {
            do {
                try DisplayListJSON.lines(lastFrame ?? model.render()).write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                throw TouchSDLError.fileIO(path: path, reason: "cannot write the display list (\(error.localizedDescription))")
            }
        }
        if let path = options.traceOut {
            do {
                try model.traceJSONLines().write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                throw TouchSDLError.fileIO(path: path, reason: "cannot write the trace (\(error.localizedDescription))")
            }
        }
    }
}
