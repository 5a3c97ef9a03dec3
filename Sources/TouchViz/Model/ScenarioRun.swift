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
    public let scenario: ScenarioDescription
    public let script: TouchScript
    /// Everything the scenario does, to the last timer.
    public let trace: Trace
    public let index: TraceIndex
    /// The instant of the last record (or the script's end, if later).
    public let end: VirtualTime

    private var built: BuiltScene
    private var device: Device
    private var nextSample = 0

    public init(scene: SceneDescription, scenario: ScenarioDescription) {
        self.scene = scene
        self.scenario = scenario
        script = ScenarioCompiler.compile(scenario, parameters: scene.device)
        let whole = SceneBuilder.build(scene).makeDevice()
        whole.run(script)
        trace = whole.trace
        index = TraceIndex(trace)
        end = max(index.endTime, script.end)
        built = SceneBuilder.build(scene)
        device = built.makeDevice()
    }

    /// The live application at the instant the objects were last brought to.
    public var application: Application { built.application }
    /// That instant.
    public var time: VirtualTime { device.now }
    /// The trace of the run to `time` (the whole trace's prefix).
    public var partialTrace: Trace { device.trace }

    /// Brings the live objects to instant `t`.
    public func run(to t: VirtualTime) {
        if t < device.now {
            built = SceneBuilder.build(scene)
            device = built.makeDevice()
            nextSample = 0
        }
        while nextSample < script.samples.count, script.samples[nextSample].time <= t {
            let sample = script.samples[nextSample]
            // Timers due strictly before the sample fire first (a sample at a deadline goes first).
            let justBefore = VirtualTime(microseconds: sample.time.microseconds - 1)
            if justBefore > device.now { device.advance(to: justBefore) }
            device.send(sample)
            nextSample += 1
        }
        device.advance(to: max(t, device.now))
    }
}
