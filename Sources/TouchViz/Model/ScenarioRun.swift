import TouchCore
import TouchScene

/// One scenario of a scene, as the window shows it at any instant: the whole
/// run's trace (for the timeline and the log) and the screen at any record,
/// built from the scene plus the trace's records up to it (issue 27 point 4).
///
/// The run writes the view state each turn changes (`view.tree`,
/// `view.state`, besides `scroll.offset`; `Device.recordsViewState`), so
/// nothing is run again to draw an instant: `ScreenTimeline` applies the
/// records up to it to the scene as built.
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
    /// The scene as built, before any touch: what the recognizer panel lists.
    public let application: Application
    /// The screen at any instant, from the records of the run (the trace
    /// itself, or for a saved trace that no longer matches the scene, the
    /// scene's own run of its samples).
    let screen: ScreenTimeline

    public convenience init(scene: SceneDescription, scenario: ScenarioDescription) {
        self.init(scene: scene, title: scenario.name, script: ScenarioCompiler.compile(scenario, in: scene))
    }

    /// Runs `script` on `scene`, writing its view state; its trace is the
    /// run's own, or `recorded` (a saved trace, `SavedTrace`) when given: the
    /// panels then show what was recorded, and the screen the scene driven by
    /// the same samples.
    public init(scene: SceneDescription, title: String, script: TouchScript, recorded: Trace? = nil) {
        self.scene = scene
        self.title = title
        self.script = script
        let built = SceneBuilder.build(validated: scene)
        let initial = ScreenState.capture(built.application)
        let device = built.makeDevice()
        device.recordsViewState = true
        device.run(script, endingTouches: recorded == nil)
        trace = recorded ?? device.trace
        screen = ScreenTimeline(initial: initial, run: device.trace, viewState: device.viewStateTrace)
        index = TraceIndex(trace)
        end = max(index.endTime, script.end)
        application = SceneBuilder.build(validated: scene).application
    }

    /// The screen's state after the records of the run up to instant `t`
    /// (model values: what a hit-test of that instant saw).
    public func state(at t: VirtualTime) -> ScreenState { screen.state(at: t) }

    /// The screen's state after the first `cursor` records of `trace` (at
    /// instant `t`): exact to the record when `trace` is the run's own, at
    /// `t` for a saved trace the scene no longer runs the same.
    public func state(cursor: Int, at t: VirtualTime) -> ScreenState {
        screen.run === trace ? screen.state(records: cursor) : screen.state(at: t)
    }

    /// The scene as it was at instant `t` (model values; the hit-test overlay
    /// draws the views where they were when its touch began).
    public func snapshot(at t: VirtualTime) -> SceneSnapshot {
        SceneSnapshot.make(screen.state(at: t), screen: scene.device.screen)
    }

    /// The scene as a touch created at record `seq` found it (its hit-test's views).
    public func snapshot(beforeRecord seq: Int, at t: VirtualTime) -> SceneSnapshot {
        SceneSnapshot.make(state(cursor: seq, at: t), screen: scene.device.screen)
    }

    /// The screen as drawn at instant `t`: animating views at their
    /// presentation values, with their model frames kept (A3).
    public func drawnSnapshot(at t: VirtualTime) -> SceneSnapshot {
        SceneSnapshot.make(screen.state(at: t), screen: scene.device.screen, at: t)
    }
}

/// The screen of a run at any record: the scene as built plus the records
/// up to it (`ViewStateReader`). Moving forward reads on from where it is;
/// moving back starts again from a kept reader (one every `stride` records),
/// so scrubbing reads a few records, never runs anything.
final class ScreenTimeline {
    let run: Trace
    let viewState: Trace
    private var kept: [ViewStateReader]
    private var current: ViewStateReader
    /// The position of `run` `current` has read up to.
    private var position = 0
    private static let stride = 256

    init(initial: ScreenState, run: Trace, viewState: Trace) {
        self.run = run
        self.viewState = viewState
        current = ViewStateReader(initial: initial)
        kept = [current]
    }

    /// The state after the first `count` records of the run.
    func state(records count: Int) -> ScreenState {
        let count = max(0, count)
        if count < position {
            let k = min(count / Self.stride, kept.count - 1)
            current = kept[k]
            position = k * Self.stride
        }
        while position < count {
            let next = min(count, (position / Self.stride + 1) * Self.stride)
            current.read(run, viewState, upTo: next)
            position = next
            if next % Self.stride == 0 && next / Self.stride == kept.count { kept.append(current) }
        }
        return current.state
    }

    /// The state after the run's records up to instant `t` (all of that instant's).
    func state(at t: VirtualTime) -> ScreenState {
        var lo = run.firstStoredSeq, hi = run.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if run.time(at: mid) <= t { lo = mid + 1 } else { hi = mid }
        }
        return state(records: lo)
    }
}
