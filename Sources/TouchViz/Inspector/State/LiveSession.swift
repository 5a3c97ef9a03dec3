import TouchCore
import TouchScene

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
