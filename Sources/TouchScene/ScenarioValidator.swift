import TouchCore

/// The scenario half of `SceneDescription.validate(file:)`: every step's
/// numbers are finite and within `SceneLimits.maximumMagnitude`, durations
/// and counts have the right sign, lists of points match their fingers, and
/// the scenario compiles to at most `SceneLimits.maximumSamples` samples (and
/// `maximumFingerChanges` finger changes), counted without compiling it.
enum ScenarioValidator {
    /// `recognizers`: how many the scene has (each may hear every sample);
    /// `views`: its views and windows (each touch-down may hit-test all of them, H2).
    static func check(_ s: ScenarioDescription, scene: SceneDescription, recognizers: Int, views: Int = 0,
                      trace: SceneLimits.Trace = .kept, into problems: inout [SceneProblem]) {
        let at = s.location, me = "scenario '\(s.name)'"
        func report(_ message: String) { problems.append(SceneProblem(location: at, key: nil, message: message)) }
        func number(_ v: Double, _ label: String, nonNegative: Bool = false) {
            if !SceneLimits.admits(v) {
                report("\(label) in step \(currentStep) of \(me) is \(v), beyond the limit of \(SceneLimits.maximumMagnitudeText) "
                       + "in magnitude that every number of a scene stays within (durations are seconds)")
            } else if nonNegative && v < 0 {
                report("\(label) in step \(currentStep) of \(me) must be zero or more, not \(v)")
            }
        }
        func point(_ p: Point, _ label: String) { number(p.x, label); number(p.y, label) }
        func fingers(_ list: [Int]) {
            for f in list where f < 1 || Double(f) > SceneLimits.maximumMagnitude {
                report("finger \(f) in step \(currentStep) of \(me) must be from 1 to \(SceneLimits.maximumMagnitudeText)")
            }
        }
        var currentStep = 0
        let refreshControls = s.steps.contains { if case .beginRefreshing = $0 { return true }; if case .endRefreshing = $0 { return true }; return false }
            ? scene.refreshControlNames : []
        for (i, step) in s.steps.enumerated() {
            currentStep = i + 1
            switch step {
            case .tap(let points, let count, let hold, let interval):
                points.forEach { point($0, "a point of 'tap'") }
                if count < 1 { report("'count' in step \(currentStep) of \(me) must be 1 or more, not \(count)") }
                number(hold, "'hold'", nonNegative: true)
                number(interval, "'interval'", nonNegative: true)
            case .down(let finger, let at):
                fingers([finger]); point(at, "'at'")
            case .downTogether(let list, let at):
                fingers(list); at.forEach { point($0, "'at'") }
                if list.count != at.count {
                    report("step \(currentStep) of \(me) puts \(list.count) fingers down at \(at.count) points; give one point per finger")
                }
            case .move(let list, let target, let duration):
                fingers(list); number(duration, "'duration'", nonNegative: true)
                switch target {
                case .to(let p), .by(let p): point(p, "'to' or 'by'")
                case .toEach(let points):
                    points.forEach { point($0, "'to'") }
                    if list.count != points.count {
                        report("step \(currentStep) of \(me) moves \(list.count) fingers to \(points.count) points; give one point per finger")
                    }
                }
            case .up(let list), .cancel(let list):
                fingers(list)
            case .wait(let seconds):
                number(seconds, "'wait'", nonNegative: true)
            case .drag(let finger, let from, let to, let duration, let hold, _):
                if let finger { fingers([finger]) }
                point(from, "'from'"); point(to, "'to'")
                number(duration, "'duration'", nonNegative: true); number(hold, "'hold'", nonNegative: true)
            case .pinch(let center, let from, let to, let duration, let angle):
                point(center, "'center'"); number(from, "'from'"); number(to, "'to'")
                number(duration, "'duration'", nonNegative: true); number(angle, "'angle'")
            case .rotate(let center, let radius, let degrees, let duration):
                point(center, "'center'"); number(radius, "'radius'"); number(degrees, "'by'")
                number(duration, "'duration'", nonNegative: true)
            case .beginRefreshing(let control), .endRefreshing(let control):
                if !refreshControls.contains(control) {
                    report("step \(currentStep) of \(me) calls a refresh control named '\(control)', which the scene does not have; "
                           + "name a scroll view's refreshControl")
                }
            }
        }
        let size = ScenarioCompiler.size(of: s, parameters: scene.device)
        if size.seconds > SceneLimits.maximumScenarioSeconds {
            report("\(me) lasts over \(Int(SceneLimits.maximumScenarioSeconds)) seconds (the limit, its waits and durations added up); "
                   + "shorten its waits and durations")
        } else if size.samples > SceneLimits.maximumSamples {
            report("\(me) makes \(size.samples > Int(SceneLimits.maximumMagnitude) ? "over a billion" : "\(size.samples)") touch samples, over the limit of "
                   + "\(SceneLimits.maximumSamples) a scenario (almost 14 minutes of motion at 120 Hz); shorten its durations or split it")
        } else if size.samples.multipliedSaturating(recognizers + 1) > trace.maximumRecognizerSamples {
            report("\(me) makes \(size.samples) touch samples for the scene's \(recognizers) recognizers to hear: "
                   + "samples × (recognizers + 1) is over the limit of \(trace.maximumRecognizerSamples), \(trace.limitReason); "
                   + "shorten its durations, split it, or use fewer recognizers")
        } else if size.touchDowns.multipliedSaturating(views) > trace.maximumHitTestVisits {
            report("\(me) puts \(size.touchDowns) fingers down on a scene of \(views) views: touch-downs × views (what hit-testing "
                   + "may visit, rule H2) is over the limit of \(trace.maximumHitTestVisits), \(trace.limitReason); "
                   + "use fewer taps, fewer rows or cells, or split the scenario")
        } else if size.changes > SceneLimits.maximumFingerChanges {
            report("\(me) moves fingers \(size.changes) times (one finger in one sample), over the limit of "
                   + "\(SceneLimits.maximumFingerChanges) a scenario; use fewer fingers, shorter durations, or split it")
        }
    }
}

extension ScenarioCompiler {
    /// How many samples and finger changes `scenario` compiles to, counted
    /// step by step without compiling (saturating, so a hostile count cannot trap).
    public static func size(of scenario: ScenarioDescription, parameters: DeviceParameters)
        -> (samples: Int, changes: Int, seconds: Double, touchDowns: Int) {
        var samples = 0, changes = 0, total = 0.0, touchDowns = 0
        func downs(_ n: Int) { touchDowns = touchDowns.addingSaturating(n) }
        var down = Set<Int>()
        func add(_ n: Int, fingers: Int) {
            samples = samples.addingSaturating(n)
            changes = changes.addingSaturating(n.multipliedSaturating(max(1, fingers)))
        }
        func strokes(_ duration: Double) -> Int { sampleCount(duration: duration, touchRate: parameters.touchRate) }
        func time(_ s: Double) { total += seconds(s) }
        for step in scenario.steps {
            switch step {
            case .tap(let points, let count, let hold, let interval):
                time(Double(max(1, count)) * seconds(hold) + Double(max(0, count - 1)) * seconds(interval))
                add(2.multipliedSaturating(max(1, count)), fingers: points.count)
                downs(max(1, count).multipliedSaturating(max(1, points.count)))
            case .down(let f, _): down.insert(f); add(1, fingers: 1); downs(1)
            case .downTogether(let list, _): down.formUnion(list); add(1, fingers: list.count); downs(list.count)
            case .up(let list): list.forEach { down.remove($0) }; add(1, fingers: list.count)
            case .cancel: add(1, fingers: down.count); down.removeAll()
            case .move(let list, _, let duration): add(strokes(duration), fingers: list.count); time(duration)
            case .wait(let s): time(s)
            case .drag(let f, _, _, let duration, let hold, let release):
                time(duration); time(hold); downs(1)
                add(2 + strokes(duration) - (release ? 0 : 1), fingers: 1)
                if !release, let f { down.insert(f) }
            case .pinch(_, _, _, let duration, _), .rotate(_, _, _, let duration):
                add(2 + strokes(duration), fingers: 2); time(duration); downs(2)
            case .beginRefreshing, .endRefreshing:
                break
            }
        }
        return (samples, changes, total, touchDowns)
    }
}

extension Int {
    func addingSaturating(_ other: Int) -> Int {
        let (r, o) = addingReportingOverflow(other)
        return o ? Int.max : r
    }

    func multipliedSaturating(_ other: Int) -> Int {
        let (r, o) = multipliedReportingOverflow(by: other)
        return o ? Int.max : r
    }
}

extension SceneDescription {
    /// The names of the scene's refresh controls (V14), for the steps that call them.
    var refreshControlNames: [String] {
        var names: [String] = []
        func visit(_ node: NodeDescription) {
            switch node {
            case .controller(let c):
                visit(.view(c.view))
                for item in c.navigation?.stack ?? [] { visit(.controller(item)) }
            case .view(let v):
                if let r = v.scroll?.refreshControl { names.append(r.name) }
                for sub in v.subviews { visit(sub) }
                for cell in v.list?.cells ?? [] { visit(.view(cell)) }
            }
        }
        for window in windows { if let root = window.root { visit(root) } }
        return names
    }
}
