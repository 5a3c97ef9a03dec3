import Foundation
import TouchCore

/// Turns a scenario's steps into touch samples on the virtual clock, starting
/// at time 0 (scene-format.md, "Scenarios: scripted input").
///
/// - `tap`: the fingers (the lowest numbers not down, in the order the points
///   are written) go down in one sample, stay `hold`, lift in one sample;
///   `count` times, `interval` from a lift to the next touch-down.
/// - `down`, `up`, `cancel` take no time; `cancel` cancels every finger that is down.
/// - `move`, `drag`, `pinch` and `rotate` cut their motion into samples at the
///   device's `touchRate`: n = max(1, ⌈duration × touchRate − 1e-9⌉) samples at
///   t0 + duration·i/n, the last landing exactly on the target. A stroke's
///   lift shares the instant of its last move, in a sample of its own.
/// - Steps without a duration take no time; consecutive zero-time steps make
///   separate samples at the same instant, in step order.
/// - Each sample lists its fingers in ascending order.
///
/// The loader has already refused impossible steps (moving a finger that is
/// not down, negative durations); here such fingers are skipped and such
/// durations count as zero, so no input can trap.
public enum ScenarioCompiler {
    /// The samples of `scenario`; `end` is the clock after the last step.
    public static func compile(_ scenario: ScenarioDescription, parameters: DeviceParameters) -> TouchScript {
        var run = Run(touchRate: parameters.touchRate)
        for step in scenario.steps { run.perform(step) }
        return TouchScript(samples: run.samples, end: run.clock, appCalls: run.appCalls)
    }

    /// Samples a stroke of `duration` seconds is cut into (at least 1, at most 10,000,000).
    static func sampleCount(duration: Double, touchRate: Double) -> Int {
        let exact = (seconds(duration) * touchRate - 1e-9).rounded(.up)
        guard exact.isFinite, exact > 1 else { return 1 }
        return Int(min(exact, 10_000_000))
    }

    /// A duration as the clock takes it: finite and not negative.
    static func seconds(_ s: Double) -> Double { s.isFinite && s > 0 ? s : 0 }

    private struct Run {
        let touchRate: Double
        var clock = VirtualTime.zero
        var fingers = FingerTracker()
        var samples: [TouchSample] = []
        var appCalls: [AppCall] = []

        mutating func perform(_ step: StepDescription) {
            switch step {
            case .tap(let points, let count, let hold, let interval):
                for k in 0..<max(1, count) {
                    if k > 0 { wait(interval) }
                    let placed = Array(zip(fingers.lowestFree(points.count), points))
                    emit(placed.map { FingerChange(finger: $0.0, phase: .down, location: $0.1) })
                    wait(hold)
                    emit(placed.map { FingerChange(finger: $0.0, phase: .up, location: $0.1) })
                }
            case .down(let finger, let at):
                emit([FingerChange(finger: finger, phase: .down, location: at)])
            case .downTogether(let list, let at):
                emit(zip(list, at).map { FingerChange(finger: $0.0, phase: .down, location: $0.1) })
            case .up(let list):
                emit(list.filter(fingers.isDown).map { change($0, .up) })
            case .move(let list, let target, let duration):
                let targets: [(finger: Int, point: Point?)] = list.enumerated().map { i, f in
                    if case .toEach(let points) = target { return (f, i < points.count ? points[i] : nil) }
                    return (f, nil)
                }.filter { fingers.isDown($0.finger) }
                let moving = targets.map(\.finger)
                let start = moving.map { fingers.location(of: $0) ?? .zero }
                let end = moving.indices.map { i -> Point in
                    switch target {
                    case .to(let p): return p
                    case .by(let d): return start[i] + d
                    case .toEach: return targets[i].point ?? start[i]
                    }
                }
                stroke(moving, duration) { i, f in f >= 1 ? end[i] : start[i].interpolated(to: end[i], fraction: f) }
            case .cancel:
                emit(fingers.down.map { change($0, .cancel) })
            case .beginRefreshing(let name):
                appCalls.append(AppCall(time: clock, afterSamples: samples.count, call: .beginRefreshing(name)))
            case .endRefreshing(let name):
                appCalls.append(AppCall(time: clock, afterSamples: samples.count, call: .endRefreshing(name)))
            case .wait(let seconds):
                wait(seconds)
            case .drag(let finger, let from, let to, let duration, let hold, let release):
                let f = finger ?? fingers.lowestFree(1)[0]
                emit([FingerChange(finger: f, phase: .down, location: from)])
                wait(hold)
                stroke([f], duration) { _, t in t >= 1 ? to : from.interpolated(to: to, fraction: t) }
                if release { emit([change(f, .up)]) }
            case .pinch(let center, let from, let to, let duration, let angle):
                let axis = Point(x: cos(angle * .pi / 180), y: sin(angle * .pi / 180))
                pair(around: center, duration) { t in
                    let half = (t >= 1 ? to : from + (to - from) * t) / 2
                    return Point(x: axis.x * half, y: axis.y * half)
                }
            case .rotate(let center, let radius, let degrees, let duration):
                pair(around: center, duration) { t in
                    let a = (t >= 1 ? degrees : degrees * t) * .pi / 180
                    return Point(x: radius * cos(a), y: radius * sin(a))
                }
            }
        }

        /// Two fingers opposite each other about a centre: the lower finger at
        /// centre − offset, the higher at centre + offset. With y growing
        /// downward, a growing angle turns clockwise on screen.
        private mutating func pair(around c: Point, _ duration: Double, offset: (Double) -> Point) {
            let pair = fingers.lowestFree(2)
            let start = offset(0)
            emit([FingerChange(finger: pair[0], phase: .down, location: c - start),
                  FingerChange(finger: pair[1], phase: .down, location: c + start)])
            stroke(pair, duration) { i, t in i == 0 ? c - offset(t) : c + offset(t) }
            emit(pair.map { change($0, .up) })
        }

        /// Moves `list` over `duration`: sample i of n at t0 + duration·i/n,
        /// finger k at `position(k, i/n)` (called with exactly 1 for the last).
        private mutating func stroke(_ list: [Int], _ duration: Double, position: (Int, Double) -> Point) {
            let start = clock, d = ScenarioCompiler.seconds(duration)
            let n = ScenarioCompiler.sampleCount(duration: d, touchRate: touchRate)
            for i in 1...n {
                let fraction = i == n ? 1 : Double(i) / Double(n)
                clock = i == n ? start.adding(seconds: d) : start.adding(seconds: d * Double(i) / Double(n))
                emit(list.indices.map { FingerChange(finger: list[$0], phase: .move, location: position($0, fraction)) })
            }
        }

        private func change(_ finger: Int, _ phase: FingerPhase) -> FingerChange {
            FingerChange(finger: finger, phase: phase, location: fingers.location(of: finger) ?? .zero)
        }

        private mutating func wait(_ seconds: Double) {
            clock = clock.adding(seconds: ScenarioCompiler.seconds(seconds))
        }

        /// One sample at the clock's instant, fingers ascending; the tracker follows it.
        private mutating func emit(_ changes: [FingerChange]) {
            guard !changes.isEmpty else { return }
            let sorted = changes.sorted { $0.finger < $1.finger }
            for c in sorted {
                switch c.phase {
                case .down, .move: fingers.put(c.finger, at: c.location)
                case .up, .cancel: fingers.lift(c.finger)
                }
            }
            samples.append(TouchSample(time: clock, changes: sorted))
        }
    }
}
