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
public final class Inspector: ViewerModel {
    // MARK: Scene

    /// The scene file, nil for the built-in demo.
    public internal(set) var scenePath: String?
    /// The last scene that loaded.
    public internal(set) var scene: SceneDescription
    /// Why the file on disk does not load, while it does not (shown in the window).
    public internal(set) var loadError: SceneLoadError?
    /// The files it reads and writes, through its shell (it does no file I/O itself).
    let files: ViewerFiles
    /// Bumps whenever the scene is rebuilt: part of every cache key.
    var generation = 0

    // MARK: Modes

    var live: LiveSession
    var playback: Playback?
    /// The saved trace opened with `open --trace`, replayed again after a reload.
    var savedTrace: SavedTrace?
    /// Playback speed: virtual seconds per wall second.
    public internal(set) var speed = 0.25

    // MARK: Presentation

    public internal(set) var size: Size
    public internal(set) var panels = PanelSet() { didSet { relayout() } }
    public internal(set) var layout: InspectorLayout
    /// The selected log line (a record of the shown trace).
    var selected: Int?
    /// The first log entry shown: a position among the entries the filter shows.
    var logFirst = 0
    var logFollow = true
    /// The last first entry scrolling can reach: from it, the log's last entry shows whole (as last drawn).
    var logLast = 0
    /// Which records the log shows (stages hidden by default, search).
    public internal(set) var logFilter = LogFilter()
    /// Typing a search into the log (`/`): keys go to the query until return or esc.
    public internal(set) var searching = false
    let logEntries = LogEntries()
    /// The log's rows as last drawn (a click picks one).
    var logRows: [LogPanel.Row] = []
    var viewport = TimelineViewport(start: 0, span: 3)
    var viewportFollow = true
    /// The seconds the live timeline shows before "now" while following (zoom changes it).
    var followSpan = 3.0
    var timelineScroll = 0.0
    /// The pointer over the window while no button is held (hover preview).
    var hover: Point?
    var modifiers: KeyModifiers = []
    var dragging: Drag?
    var notice: (text: String, until: Double)?
    /// The view a secondary click asked "why not this view?" about.
    public internal(set) var whyView: String?
    /// The answer shown for it, computed once per view, touch and cursor (issue 32.2: `WhyNot`, as `why --not`).
    var whyNotCache: (key: [String], answer: WhyNot.ViewAnswer?)?
    /// The what-if panel, while open (`w`; Inspector+WhatIf.swift).
    var whatIf: WhatIfSession?
    /// How much the what-if panel may replay for one change (issue 33; `open --what-if-budget`).
    public var whatIfBudget = ReplayBudget.window

    enum Drag { case screen, timeline }

    // MARK: Live input

    /// Fingers the pointer holds down: [1], or [1, 2] with Option.
    var pointerFingers: [Int] = []
    var pointerLocation = Point.zero
    /// The centre two-finger gestures mirror about (moved by Shift+Option).
    var pairCenter = Point.zero
    /// The pinch centre the user put with `k` (issue 32 point 5); nil: the screen's middle.
    var chosenCenter: Point?
    /// Two-finger mode (`m`): a plain drag pinches, for desktops that take Alt-drag.
    public internal(set) var pairMode = false
    /// Where a pinch starts mirrored about: the chosen centre, else the screen's middle.
    var pinchCenter: Point { chosenCenter ?? Point(scene.device.screen.width / 2, scene.device.screen.height / 2) }
    /// Touch-screen finger ids and the finger numbers they were given.
    var fingerIDs: [(id: Int64, finger: Int)] = []
    /// The last wall-clock reading, and the wall time of virtual time zero.
    var wall: Double?
    var liveOrigin: Double?
    var recording: Recording?

    struct Recording {
        var samples: [TouchSample] = []
        var down: Set<Int> = []
        var startWall: Double?
    }

    // MARK: Caches

    var snapshotCache: (key: [Int64], snapshot: SceneSnapshot)?
    var screenCache: (snapshot: SceneSnapshot, transform: ScreenTransform, names: Bool, commands: [DrawCommand], space: LabelSpace,
                      key: Int)?
    var timelineCache: (key: [Int], model: TimelineModel)?
    var hoverCache: (key: [Int64], path: HitTestPath)?
    /// The scene as it was when a touch began (the hit-test overlay's views), by touch name.
    var hitSnapshotCache: (key: [Int64], snapshot: SceneSnapshot)?
    var liveHitSnapshot: (touch: String, snapshot: SceneSnapshot)?
    var issuedPaths: Set<String> = []
    var storyCache: (key: [Int], story: RunStory.Story)?
    var storyWall = -1.0
    /// The last frames' times as the shell measured them (`frameDrawn`), and whether `i` shows them.
    var frameTimes: [Double] = []
    public internal(set) var showFrameTime = false

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
        loadError = error
    }

    /// Opens `scene` (already loaded); `scenePath` is where hot reload and
    /// recordings go, nil for none.
    public init(scene: SceneDescription, scenePath: String? = nil, scenario: String? = nil,
                size: Size = Size(width: 1280, height: 800),
                workingDirectory: String? = nil, files: ViewerFiles? = nil) {
        self.scene = scene
        self.scenePath = scenePath
        self.files = files ?? DiskFiles(workingDirectory: workingDirectory)
        self.size = size
        live = LiveSession(scene)
        layout = InspectorLayout.make(size: size, screen: scene.device.screen, panels: PanelSet())
        pairCenter = Point(scene.device.screen.width / 2, scene.device.screen.height / 2)
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
            modifiers = m
            pointerDown(p, m)
        case .pointerMove(let p, let m, let pressed):
            modifiers = m
            pointerMove(p, m, pressed: pressed)
        case .pointerUp(let p, let m):
            modifiers = m
            pointerUp(p)
        case .inspect(let p): inspect(p)
        case .fingerDown(let id, let p): fingerDown(id, p)
        case .fingerMove(let id, let p): fingerMove(id, p)
        case .fingerUp(let id, _): fingerUp(id)
        case .key(let key, let m):
            if searching {
                typeSearch(key, m)
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
            frameTimes.append(seconds)
            if frameTimes.count > 120 { frameTimes.removeFirst(frameTimes.count - 120) }
            return effects
        }
        live.sync()
        return effects
    }

    public var isAnimating: Bool {
        if let playback { return playback.playing }
        let device = live.device
        if device.hasPendingTimers || !device.activeTouches.isEmpty || !pointerFingers.isEmpty || recording != nil { return true }
        if live.hasPendingAnimations { return true }
        if let last = live.index.samples.last, device.now.seconds(since: last.time) < Self.pipelineFade { return true }
        if let notice, let wall, wall < notice.until { return true }
        return false
    }

    /// A frame of playback or of a live run (about 60 per second); otherwise
    /// the instant the shown notice goes away; nil when only input changes anything.
    public var secondsUntilNextChange: Double? {
        if isAnimating { return Self.frameInterval }
        if let notice, let wall, wall < notice.until { return notice.until - wall }
        return nil
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

    func notify(_ text: String, _ effects: inout [ViewerEffect]) {
        effects.append(.notify(text))
        notice = (text, (wall ?? 0) + 5)
    }
}

/// The scene running live: its objects, its device, the index of its trace
/// and the screen its records describe (issue 27 point 4: the window draws
/// the records, so a highlight, a pop or a sheet's move shows the turn it
/// is written).
final class LiveSession {
    let built: BuiltScene
    let device: Device
    let index = TraceIndex()
    let catalog: RecognizerCatalog
    /// The scene as built plus the records read so far.
    private var reader: ViewStateReader
    var screen: ScreenState { reader.state }
    /// How many records changed `screen` (a cache key).
    var screenChanges: Int { reader.changes }

    /// The scene's `animations` (rule A1) not yet started, soonest first: the live
    /// window starts each at its `at`, counted from when the scene opened, as a
    /// scenario does (issue 31).
    private var pendingAnimations: [(at: VirtualTime, index: Int)]

    init(_ scene: SceneDescription) {
        built = SceneBuilder.build(validated: scene)
        reader = ViewStateReader(initial: ScreenState.capture(built.application))
        device = built.makeDevice()
        device.recordsViewState = true
        catalog = RecognizerCatalog(built.application, parameters: scene.device)
        let timed = scene.animations
        pendingAnimations = timed.indices.map { (VirtualTime.zero.adding(seconds: timed[$0].at), $0) }
            .sorted { ($0.at, $0.index) < ($1.at, $1.index) }
        if !timed.isEmpty { device.load(TouchScript(samples: [], end: .zero, animations: timed.map(\.animation))) }
    }

    /// Whether a scene animation is still to start (the live clock keeps running for it).
    var hasPendingAnimations: Bool { !pendingAnimations.isEmpty }

    /// Starts the scene's animations due by `time`, each at its own instant (the device's
    /// clock moves there first, firing the timers due before it), as `Device.run` does.
    func startAnimations(upTo time: VirtualTime) {
        while let next = pendingAnimations.first, next.at <= time {
            pendingAnimations.removeFirst()
            if next.at > device.now { device.advance(to: next.at) }
            device.send(TouchSample(time: max(next.at, device.now), changes: [], animation: next.index))
        }
    }

    func sync() {
        index.update(from: device.trace)
        reader.read(device.trace, device.viewStateTrace, upTo: device.trace.count)
    }
}

/// A scenario being played: its run and the cursor over its trace.
struct Playback {
    var run: ScenarioRun
    /// Its position in the scene's scenarios (`Inspector.savedTraceNumber` for a saved trace).
    var number: Int
    /// Records that have happened.
    var cursor: Int
    var time: VirtualTime
    var playing: Bool {
        didSet { lastWall = nil }
    }
    let catalog: RecognizerCatalog
    /// The wall clock at the last tick that moved it (nil: the next tick only starts the count).
    var lastWall: Double?
}
