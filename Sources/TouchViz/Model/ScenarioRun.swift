import TouchCore
import TouchScene

/// One scenario of a scene, runnable to any instant: the whole run's trace
/// (for the timeline and the log), and live objects brought to the state of
/// a chosen instant (for the screen and the hover hit-test).
///
/// The state at instant t is the scene rebuilt and run with every sample
/// at or before t, the timers due before each sample fired first, then the
/// timers due by t: exactly what `Device.run` had done at t, so its trace is
/// the whole trace's records up to t. Moving forward continues the same
/// objects; moving back rebuilds them (scenes are small, runs are cheap).
public final class ScenarioRun {
    public let scene: SceneDescription
    /// The scenario's name, or the file of a saved trace.
    public let title: String
    public let script: TouchScript
    /// Everything the scenario does, to the last timer (or the saved trace, as recorded).
    public let trace: Trace
    public let index: TraceIndex
    /// The instant of the last record (or the script's end, if later).
    public let end: VirtualTime

    /// Rule S1's system cancel that ended the whole run with fingers still
    /// down (`reason=endOfRun`), replayed on the live objects at its instant;
    /// nil when every finger was lifted or the saved samples already hold it.
    let endOfRunCancel: TouchSample?

    private var built: BuiltScene
    private var device: Device
    private var nextSample = 0
    private var cancelled = false

    public convenience init(scene: SceneDescription, scenario: ScenarioDescription) {
        self.init(scene: scene, title: scenario.name, script: ScenarioCompiler.compile(scenario, in: scene))
    }

    /// Runs `script` on `scene`; its trace is the run's own, or `recorded`
    /// (a saved trace, `SavedTrace`) when given: the panels then show what was
    /// recorded, and the screen the scene driven by the same samples.
    public init(scene: SceneDescription, title: String, script: TouchScript, recorded: Trace? = nil) {
        self.scene = scene
        self.title = title
        self.script = script
        if let recorded {
            trace = recorded
            endOfRunCancel = nil
        } else {
            let whole = SceneBuilder.build(validated: scene).makeDevice()
            whole.run(script)
            trace = whole.trace
            endOfRunCancel = Self.endOfRunCancel(in: whole.trace)
        }
        index = TraceIndex(trace)
        end = max(index.endTime, script.end)
        built = SceneBuilder.build(validated: scene)
        device = built.makeDevice()
    }

    /// The live application at the instant the objects were last brought to.
    public var application: Application { built.application }
    /// That instant.
    public var time: VirtualTime { device.now }
    /// The trace of the run to `time` (the whole trace's prefix).
    public var partialTrace: Trace { device.trace }

    /// The scene as it was at instant `t`, captured without moving the
    /// objects `run(to:)` keeps (the hit-test overlay draws the views where
    /// they were when its touch began).
    public func snapshot(at t: VirtualTime) -> SceneSnapshot {
        let other = ScenarioRun.State(scene: scene, cancel: endOfRunCancel)
        other.run(script, to: t)
        return SceneSnapshot.capture(other.built.application, screen: scene.device.screen)
    }

    /// The screen as drawn at instant `t`: animating views at their
    /// presentation values, with their model frames kept (A3). `snapshot(at:)`
    /// gives the model values alone, what a hit-test of that instant saw.
    public func drawnSnapshot(at t: VirtualTime) -> SceneSnapshot {
        let other = ScenarioRun.State(scene: scene, cancel: endOfRunCancel)
        other.run(script, to: t)
        return SceneSnapshot.capture(other.built.application, screen: scene.device.screen, at: t)
    }

    /// Brings the live objects to instant `t`.
    public func run(to t: VirtualTime) {
        if t < device.now {
            built = SceneBuilder.build(validated: scene)
            device = built.makeDevice()
            nextSample = 0
            cancelled = false
        }
        Self.run(script, from: &nextSample, cancel: endOfRunCancel, cancelled: &cancelled, on: device, to: t)
    }

    /// The end-of-run system cancel `Device.run` sent, read from its trace
    /// (the `digitizer` stage with `reason=endOfRun`).
    static func endOfRunCancel(in trace: Trace) -> TouchSample? {
        guard let r = trace.records.last(where: {
            $0.kind == .stage && $0.subject == "digitizer" && $0["reason"] == .string(Device.endOfRunReason)
        }) else { return nil }
        return SavedTrace.sample(r)
    }

    /// Sends the samples from `next` that are due by `t`, each after the
    /// timers due strictly before it (a sample at a deadline goes first, as
    /// in `Device.run`), then fires the timers due by `t`.
    /// Then, once every sample is sent and `t` reaches it, the end-of-run
    /// `cancel` (rule S1), after every timer due by its instant, as
    /// `Device.run` sends it.
    static func run(_ script: TouchScript, from next: inout Int, cancel: TouchSample?, cancelled: inout Bool,
                    on device: Device, to t: VirtualTime) {
        device.load(script)
        while next < script.samples.count, script.samples[next].time <= t {
            let sample = script.samples[next]
            let justBefore = VirtualTime(microseconds: sample.time.microseconds - 1)
            if justBefore > device.now { device.advance(to: justBefore) }
            device.send(sample)
            next += 1
        }
        if let cancel, !cancelled, next == script.samples.count, cancel.time <= t {
            device.advance(to: max(cancel.time, device.now))
            device.cancelRemainingTouches()
            cancelled = true
        }
        device.advance(to: max(t, device.now))
    }

    /// A second set of live objects, for a picture of another instant.
    final class State {
        let built: BuiltScene
        let device: Device
        let cancel: TouchSample?
        var next = 0
        var cancelled = false

        init(scene: SceneDescription, cancel: TouchSample? = nil) {
            built = SceneBuilder.build(validated: scene)
            device = built.makeDevice()
            self.cancel = cancel
        }

        func run(_ script: TouchScript, to t: VirtualTime) {
            ScenarioRun.run(script, from: &next, cancel: cancel, cancelled: &cancelled, on: device, to: t)
        }
    }
}
