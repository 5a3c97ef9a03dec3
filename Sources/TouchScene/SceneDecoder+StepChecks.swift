import TouchCore
import Yams

/// The parts of step reading that follow the fingers: which fingers a step
/// names, whether they are down, and what the step leaves behind.
extension SceneDecoder {
    /// The value under `key`, reported as missing when absent.
    func required<T>(_ m: YAMLMap, _ key: String, _ shape: String,
                     _ read: (Slot?) throws(YAMLReader.Stop) -> T?) throws(YAMLReader.Stop) -> T? {
        guard m.has(key) else {
            try reader.report(at: m.location, key: m.owner.path(key), "missing required key '\(key)' in \(m.owner.what); expected \(shape)")
            return nil
        }
        return try read(m.slot(key))
    }

    func requiredPoint(_ m: YAMLMap, _ key: String) throws(YAMLReader.Stop) -> Point? {
        try required(m, key, "[x, y]") { (s: Slot?) throws(YAMLReader.Stop) in try reader.point(s) }
    }

    func requiredNumber(_ m: YAMLMap, _ key: String, _ bound: YAMLReader.Bound, _ shape: String) throws(YAMLReader.Stop) -> Double? {
        try required(m, key, shape) { (s: Slot?) throws(YAMLReader.Stop) in try reader.number(s, bound) }
    }

    /// The fingers named by `finger:` or `fingers:`, each distinct and, when
    /// `mustBeDown`, down; nil after reporting a problem.
    func fingers(_ m: YAMLMap, _ check: StepCheck, mustBeDown: Bool, required: Bool) throws(YAMLReader.Stop) -> [Int]? {
        if m.has("finger") && m.has("fingers") {
            try reader.report(at: m.keyLocation("fingers"), key: m.owner.path("fingers"),
                              "\(m.owner.what) has both 'finger' and 'fingers'; write 'finger: 1' for one, 'fingers: [1, 2]' for several")
            return nil
        }
        let key = m.has("fingers") ? "fingers" : "finger"
        guard let slot = m.slot(key) else {
            if !required { return [] }
            try reader.report(at: m.location, key: m.owner.path("finger"),
                              "missing required key 'finger' (or 'fingers') in \(m.owner.what); write 'finger: 1' or 'fingers: [1, 2]'")
            return nil
        }
        let items = try reader.oneOrMany(slot, expected: "a list of finger numbers") { (s: Slot) throws(YAMLReader.Stop) in
            try reader.int(s, in: 1...Int.max).map { ($0, s) }
        }
        guard let items else { return nil }
        var result: [Int] = []
        var ok = true
        for (finger, s) in items {
            if result.contains(finger) {
                try reader.report(s, "\(s.label): finger \(finger) is named twice; name each finger once")
                ok = false
            } else if mustBeDown && !check.fingers.isDown(finger) {
                try reader.report(s, "\(s.label): finger \(finger) is not down at this step; put it down first with a "
                                  + "'down' step (down: { finger: \(finger), at: [x, y] })")
                ok = false
            }
            result.append(finger)
        }
        if result.isEmpty && required {
            try reader.report(slot, "\(slot.label) names no finger; name at least one")
            ok = false
        }
        return ok ? result : nil
    }

    /// `key: [[x, y], ...]`: exactly `count` points (one per finger).
    func pointList(_ m: YAMLMap, _ key: String, count: Int) throws(YAMLReader.Stop) -> [Point]? {
        guard let slot = m.slot(key) else {
            try reader.report(at: m.location, key: m.owner.path(key),
                              "missing required key '\(key)' in \(m.owner.what); expected \(count) points [[x, y], ...], one per finger")
            return nil
        }
        guard let items = try reader.list(slot) else { return nil }
        var points: [Point] = []
        for item in items {
            if let p = try reader.point(item) { points.append(p) }
        }
        guard points.count == items.count else { return nil }
        if points.count != count {
            try reader.report(slot, "\(slot.label) has \(points.count) points for \(count) fingers; give one point per finger, in order")
            return nil
        }
        return points
    }

    /// `to: [x, y]` for one finger, `to: [[x, y], ...]` one point per finger, or `by: [dx, dy]` for any number of them.
    func moveTarget(_ m: YAMLMap, fingers: [Int]) throws(YAMLReader.Stop) -> StepDescription.MoveTarget? {
        switch (m.slot("to"), m.slot("by")) {
        case (.some, .some):
            try reader.report(at: m.keyLocation("by"), key: m.owner.path("by"),
                              "\(m.owner.what) has both 'to' and 'by'; write 'to: [x, y]' or 'by: [dx, dy]'")
            return nil
        case (.some(let to), nil):
            if fingers.count > 1 {
                // Several fingers: one point each, in the order of 'fingers'.
                guard case .sequence(let items) = to.node, let first = items.first, case .sequence = first else {
                    try reader.report(to, "\(to.label) moves \(fingers.count) fingers: give one point each, "
                                      + "to: [[x, y], [x, y]], or move them together with 'by: [dx, dy]'")
                    return nil
                }
                return try pointList(m, "to", count: fingers.count).map { .toEach($0) }
            }
            return try reader.point(to).map { .to($0) }
        case (nil, .some(let by)):
            return try reader.point(by, ["dx", "dy"]).map { .by($0) }
        case (nil, nil):
            try reader.report(at: m.location, key: m.owner.path("to"),
                              "missing required key 'to' (or 'by') in \(m.owner.what); write 'to: [x, y]' or 'by: [dx, dy]'")
            return nil
        }
    }

    /// Applies a step that read without problems: moves the fingers on, and
    /// refuses a scenario that runs past the time or sample limits (reported
    /// at `slot`, the value of the step's kind key).
    func account(_ step: StepDescription, at slot: Slot, check: inout StepCheck) throws(YAMLReader.Stop) {
        let rate = device.touchRate
        func strokes(_ duration: Double) -> Int { ScenarioCompiler.sampleCount(duration: duration, touchRate: rate) }
        let seconds: Double, samples: Int
        switch step {
        case .tap(_, let count, let hold, let interval):
            (seconds, samples) = (Double(count) * hold + Double(count - 1) * interval, 2 * count)
        case .down(let finger, let at):
            check.fingers.put(finger, at: at)
            (seconds, samples) = (0, 1)
        case .downTogether(let fingers, let at):
            for (f, p) in zip(fingers, at) { check.fingers.put(f, at: p) }
            (seconds, samples) = (0, 1)
        case .up(let fingers):
            fingers.forEach { check.fingers.lift($0) }
            (seconds, samples) = (0, 1)
        case .move(let fingers, let target, let duration):
            for (i, f) in fingers.enumerated() {
                switch target {
                case .to(let p): check.fingers.put(f, at: p)
                case .by(let d): check.fingers.put(f, at: (check.fingers.location(of: f) ?? .zero) + d)
                case .toEach(let points): check.fingers.put(f, at: points[i])
                }
            }
            (seconds, samples) = (duration, strokes(duration))
        case .cancel:
            check.fingers.liftAll()
            (seconds, samples) = (0, 1)
        case .wait(let duration):
            (seconds, samples) = (duration, 0)
        case .drag(let finger, _, let to, let duration, let hold, let release):
            if !release { check.fingers.put(finger ?? check.fingers.lowestFree(1)[0], at: to) }
            (seconds, samples) = (hold + duration, strokes(duration) + (release ? 2 : 1))
        case .pinch(_, _, _, let duration, _), .rotate(_, _, _, let duration):
            (seconds, samples) = (duration, strokes(duration) + 2)
        case .beginRefreshing, .endRefreshing:
            (seconds, samples) = (0, 0)
        }
        // Once over a limit the totals stop growing, so that they cannot overflow.
        guard !check.overLimit else { return }
        check.seconds += seconds
        check.samples += samples
        if check.seconds > Self.scenarioSecondsLimit {
            check.overLimit = true
            try reader.report(slot, "\(slot.label) takes the scenario past \(Int(Self.scenarioSecondsLimit)) seconds; "
                              + "shorten its waits and durations")
        } else if check.samples > Self.scenarioSampleLimit {
            check.overLimit = true
            try reader.report(slot, "\(slot.label) takes the scenario past \(Self.scenarioSampleLimit) touch samples "
                              + "(moves are cut at touchRate \(rate) per second); shorten its moves or lower touchRate")
        }
    }
}
