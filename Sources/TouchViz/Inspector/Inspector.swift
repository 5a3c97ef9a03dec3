import TouchCore
import TouchScene

/// The window's whole model (`ViewerModel`): a scene, touched live or
/// played from its scenarios, and every picture of it. The SDL shell
/// forwards input as `ViewerEvent`s, draws `render()` and carries out the
/// returned effects; nothing here knows SDL or reads the wall clock (time
/// comes in `tick` events).
///
/// Two modes share the panels:
/// - live: a device runs the scene; the pointer is finger 1 (Option adds a
///   mirrored finger 2, Shift+Option moves both together), touch-screen
///   fingers are touches of their own, and the virtual clock follows the
///   wall clock so timers fire live;
/// - playback: a scenario's whole trace is known; a cursor moves over it
///   (play, pause, step record by record, scrub) and the screen shows the
///   scene as it was at the cursor's instant.
///
/// The inspector coordinates; its state lives in small types, each the one
/// owner of a concern with its own invariants (issue 27 point 4): the
/// scene and its file (`SceneDocument`), the live run (`LiveSession`) and
/// playback (`Playback`, `PlaybackSpeed`, `LiveClock`), the fingers live
/// input holds (`LiveFingers`) and the pointer (`PointerState`), the log
/// (`LogView`) and the timeline (`TimelineView`), the why-not question
/// (`WhyNotQuestion`), the what-if panel (`WhatIfSession`), the bars'
/// notice and frame time (`StatusLine`), a recording (`Recording`), and
/// what is computed from the trace shown (`ShownCaches`).
public final class Inspector: ViewerModel {
    // MARK: Scene

    var document: SceneDocument
    /// The files it reads and writes, through its shell (it does no file I/O itself).
    let files: ViewerFiles
    /// The names of the pictures it saved.
    var outputs = OutputNames()

    /// The scene file, nil for the built-in demo.
    public var scenePath: String? { document.path }
    /// The last scene that loaded.
    public var scene: SceneDescription { document.scene }
    /// Why the file on disk does not load, while it does not (shown in the window).
    public var loadError: SceneLoadError? { document.loadError }

    // MARK: Modes

    var live: LiveSession
    var playback: Playback?
    var playbackSpeed = PlaybackSpeed()
    var clock = LiveClock()

    // MARK: Presentation

    public internal(set) var size: Size
    public internal(set) var panels = PanelSet() { didSet { relayout() } }
    public internal(set) var layout: InspectorLayout
    var log = LogView()
    var timeline = TimelineView()
    var pointer = PointerState()
    var whyNot = WhyNotQuestion()
    /// The what-if panel, while open (`w`; Inspector+WhatIf.swift).
    var whatIf: WhatIfSession?
    /// How much the what-if panel may replay for one change (issue 33; `open --what-if-budget`).
    public var whatIfBudget = ReplayBudget.window
    var status = StatusLine()
    var caches = ShownCaches()

    // MARK: Live input

    var fingers: LiveFingers
    var recording: Recording?

    // MARK: Creating

    /// Opens the scene file at `scenePath` (the built-in demo when nil),
    /// optionally playing `scenario`. A file that does not load opens an
    /// empty screen listing its problems; fixing the file reloads it.
    /// `files` nil: the disk, with `workingDirectory` (nil: the current directory).
    public convenience init(scenePath: String?, scenario: String? = nil, size: Size = Size(width: 1280, height: 800),
                            workingDirectory: String? = nil, files: ViewerFiles? = nil) {
        let files = files ?? DiskFiles(workingDirectory: workingDirectory)
        var scene: SceneDescription
        var error: SceneLoadError?
        if let scenePath {
            do {
                scene = try files.loadScene(at: scenePath)
            } catch let e {
                error = e
                scene = Inspector.emptyScene(titled: scenePath)
            }
        } else {
            scene = (try? SceneLoader.parse(yaml: DefaultScene.yaml, file: DefaultScene.fileName))
                ?? Inspector.emptyScene(titled: DefaultScene.fileName)
        }
        self.init(scene: scene, scenePath: scenePath, scenario: scenario, size: size, files: files)
        document.loadError = error
    }

    /// Opens `scene` (already loaded); `scenePath` is where hot reload and
    /// recordings go, nil for none.
    public init(scene: SceneDescription, scenePath: String? = nil, scenario: String? = nil,
                size: Size = Size(width: 1280, height: 800),
                workingDirectory: String? = nil, files: ViewerFiles? = nil) {
        document = SceneDocument(scene: scene, path: scenePath)
        self.files = files ?? DiskFiles(workingDirectory: workingDirectory)
        self.size = size
        live = LiveSession(scene)
        layout = InspectorLayout.make(size: size, screen: scene.device.screen, panels: PanelSet())
        fingers = LiveFingers(screen: scene.device.screen)
        if let scenario, let n = scene.scenarios.firstIndex(where: { $0.name == scenario }) {
            play(scenario: n, playing: true)
        }
    }

    static func emptyScene(titled title: String) -> SceneDescription {
        SceneDescription(title: title, device: DeviceParameters(), app: AppDescription(), windows: [], scenarios: [])
    }

    func relayout() {
        layout = InspectorLayout.make(size: size, screen: scene.device.screen, panels: panels)
        if whatIf != nil { layout = WhatIfPanel.layout(size: size, screen: scene.device.screen, panels: panels) }
    }

    // MARK: ViewerModel

    public func handle(_ event: ViewerEvent) -> [ViewerEffect] {
        var effects: [ViewerEffect] = []
        switch event {
        case .pointerDown(let p, let m):
            pointer.modifiers = m
            pointerDown(p, m)
        case .pointerMove(let p, let m, let pressed):
            pointer.modifiers = m
            pointerMove(p, m, pressed: pressed)
        case .pointerUp(let p, let m):
            pointer.modifiers = m
            pointerUp(p)
        case .inspect(let p): inspect(p)
        case .fingerDown(let id, let p): fingerDown(id, p)
        case .fingerMove(let id, let p): fingerMove(id, p)
        case .fingerUp(let id, _): fingerUp(id)
        case .key(let key, let m):
            if log.searching {
                log.type(key, m)
            } else if let command = KeyBindings.command(for: key, m) {
                perform(command, &effects)
            }
        case .scroll(let dx, let dy, let at): scroll(dx: dx, dy: dy, at: at)
        case .resize(let s):
            size = s
            relayout()
        case .tick(let seconds): tick(seconds)
        case .sceneFileChanged: reload(&effects)
        case .frameDrawn(let seconds):
            status.frameDrawn(seconds)
            return effects
        }
        live.sync()
        return effects
    }

    public var isAnimating: Bool {
        if let playback { return playback.playing }
        let device = live.device
        if device.hasPendingTimers || !device.activeTouches.isEmpty || !fingers.pointer.isEmpty || recording != nil { return true }
        if live.hasPendingAnimations { return true }
        if let last = live.index.samples.last, device.now.seconds(since: last.time) < Self.pipelineFade { return true }
        return status.notice(at: clock.wall) != nil
    }

    /// A frame of playback or of a live run (about 60 per second); otherwise
    /// the instant the shown notice goes away; nil when only input changes anything.
    public var secondsUntilNextChange: Double? {
        if isAnimating { return Self.frameInterval }
        return status.secondsUntilNoticeGoes(at: clock.wall)
    }

    /// Wall seconds between two frames while something moves on its own.
    static let frameInterval = 1.0 / 60

    public func traceJSONLines() -> String {
        guard let playback else { return TraceJSON.lines(live.device.trace) }
        var out = ""
        for i in 0..<playback.cursor { out += TraceJSON.line(playback.run.trace[i]) + "\n" }
        return out
    }

    /// Seconds a sample stays lit in the live pipeline.
    static let pipelineFade = 0.6

    // MARK: What is shown

    /// The run the panels show: the live one, or the scenario at its cursor.
    struct Shown {
        let index: TraceIndex
        let trace: Trace
        /// Records that have happened.
        let cursor: Int
        let now: VirtualTime
        let catalog: RecognizerCatalog
        let isLive: Bool
    }

    var shown: Shown {
        if let p = playback {
            return Shown(index: p.run.index, trace: p.run.trace, cursor: p.cursor, now: p.time, catalog: p.catalog, isLive: false)
        }
        return Shown(index: live.index, trace: live.device.trace, cursor: live.index.count, now: live.device.now,
                     catalog: live.catalog, isLive: true)
    }

    /// The run shown in this build of the scene: where every cache key starts.
    var runKey: ShownRunKey { ShownRunKey(generation: document.generation, playback: playback?.number) }

    // MARK: State read from outside (tests, the shell)

    /// Which records the log shows.
    public var logFilter: LogFilter { log.filter }
    /// Whether keys go to the log's search.
    public var searching: Bool { log.searching }
    /// The view a secondary click asked "why not this view?" about.
    public var whyView: String? { whyNot.view?.label }
    /// Two-finger mode (`m`).
    public var pairMode: Bool { fingers.pairMode }

    func notify(_ text: String, _ effects: inout [ViewerEffect]) {
        effects.append(.notify(text))
        status.post(text, at: clock.wall)
    }
}
