import TouchCore
import Yams

/// Scenarios and their steps (scene-format.md, "Scenarios: scripted input").
/// Steps are checked while they are read, since only then are their marks at
/// hand: a finger must be down to move or lift, up to go down.
extension SceneDecoder {
    static let stepKinds = ["tap", "down", "up", "move", "cancel", "wait", "drag", "pinch", "rotate", "beginRefreshing", "endRefreshing"]
    static let tapOptions = ["count", "hold", "interval"]
    /// The keys inside each step whose value is a mapping.
    static let stepKeys = ["down": ["finger", "fingers", "at"], "up": ["finger", "fingers"], "move": ["finger", "fingers", "to", "by", "duration"],
                           "drag": ["finger", "from", "to", "duration", "hold", "release"],
                           "pinch": ["center", "from", "to", "duration", "angle"], "rotate": ["center", "radius", "by", "duration"]]
    /// An example of each step whose value is a mapping, for messages.
    static let stepShapes = ["down": "{ finger: 1, at: [x, y] } or { fingers: [1, 2], at: [[x, y], [x, y]] }", "up": "{ finger: 1 }",
                             "move": "{ finger: 1, to: [x, y], duration: 0.3 }", "drag": "{ from: [x, y], to: [x, y], duration: 0.3 }",
                             "pinch": "{ center: [x, y], from: 60, to: 180, duration: 0.4 }",
                             "rotate": "{ center: [x, y], radius: 60, by: 90, duration: 0.4 }"]
    /// A scenario may last this long on the virtual clock, seconds (about 11.5 days).
    static let scenarioSecondsLimit = SceneLimits.maximumScenarioSeconds
    /// A scenario may make this many touch samples.
    static let scenarioSampleLimit = SceneLimits.maximumSamples

    /// What the steps read so far have done: fingers down, time and samples used.
    struct StepCheck {
        var fingers = FingerTracker()
        var seconds = 0.0
        var samples = 0
        var overLimit = false
    }

    func decodeScenarios(_ slot: Slot?) throws(YAMLReader.Stop) -> [ScenarioDescription] {
        var scenarios: [ScenarioDescription] = []
        var seen: [String: SourceLocation] = [:]
        for (i, item) in (try reader.list(slot, expected: "a list of scenarios") ?? []).enumerated() {
            guard var m = try reader.map(item, owner: Owner(path: item.path, what: "scenario #\(i + 1)"),
                                         expected: "a scenario { name: ..., steps: [...] }") else { continue }
            let name = try requiredName(m, noun: "scenario")
            if let name {
                m.owner.what = "scenario '\(name)'"
                if let first = seen[name] {
                    try reader.report(at: m.keyLocation("name"), key: m.owner.path("name"),
                                      "duplicate name: 'name' of this scenario is '\(name)', which the scenario at \(first) already has; "
                                      + "give each scenario its own name")
                } else {
                    seen[name] = m.keyLocation("name")
                }
            }
            try reader.checkKeys(m, known: ["name", "steps"])
            guard m.has("steps") else {
                try reader.report(at: m.location, key: m.owner.path("steps"),
                                  "missing required key 'steps' in \(m.owner.what); add steps: [ { tap: [x, y] } ]")
                continue
            }
            var check = StepCheck()
            var steps: [StepDescription] = []
            for (n, stepSlot) in (try reader.list(m.slot("steps"), expected: "a list of steps") ?? []).enumerated() {
                let owner = Owner(path: stepSlot.path, what: "step \(n + 1) of \(m.owner.what)")
                if let step = try decodeStep(stepSlot, owner: owner, check: &check) { steps.append(step) }
            }
            if let name { scenarios.append(ScenarioDescription(name: name, steps: steps, location: m.location)) }
        }
        return scenarios
    }

    private func decodeStep(_ slot: Slot, owner: Owner, check: inout StepCheck) throws(YAMLReader.Stop) -> StepDescription? {
        let kindList = Self.stepKinds.joined(separator: ", ")
        guard let m = try reader.map(slot, owner: owner, expected: "a step such as { tap: [x, y] }; one of: \(kindList)") else { return nil }
        let kinds = m.entries.filter { Self.stepKinds.contains($0.key) }
        guard let kind = kinds.first else {
            for entry in m.entries where !Self.tapOptions.contains(entry.key) {
                try reader.report(at: entry.keyLocation, key: owner.path(entry.key),
                                  "unknown step kind '\(entry.key)' in \(owner.what); expected one of: \(kindList)"
                                  + Spelling.didYouMean(entry.key, in: Self.stepKinds))
            }
            if m.entries.allSatisfy({ Self.tapOptions.contains($0.key) }) {
                try reader.report(slot, "\(slot.label) names no step kind; expected one of: \(kindList)")
            }
            return nil
        }
        for extra in kinds.dropFirst() {
            try reader.report(at: extra.keyLocation, key: owner.path(extra.key),
                              "\(owner.what) has both '\(kind.key)' and '\(extra.key)'; write each as its own step (its own '- ' item)")
        }
        try reader.checkKeys(m, known: Self.stepKinds + Self.tapOptions)
        if kind.key != "tap" { try reader.kindOnly(m, Self.tapOptions, kinds: ["tap"], actual: kind.key, noun: "step",
                                                      remedy: "or, for a \(kind.key) step, write its options inside '\(kind.key): { ... }'") }
        guard let value = m.slot(kind.key) else { return nil }
        let inner = Owner(path: value.path, what: "'\(kind.key)' (\(owner.what))")
        let before = reader.problems.count
        let step: StepDescription?
        switch kind.key {
        case "tap": step = try decodeTap(m, value)
        case "wait": step = try reader.number(value, .nonNegative).map { StepDescription.wait(seconds: $0) }
        case "cancel": step = try decodeCancel(value, inner, check)
        case "beginRefreshing", "endRefreshing":
            // V15 rules 5 and 7: app code calling the named refresh control.
            guard let name = try reader.string(value, expected: "a refresh control's name") else { return nil }
            refer([(name, value)], expecting: .view)
            step = kind.key == "beginRefreshing" ? .beginRefreshing(control: name) : .endRefreshing(control: name)
        default: step = try decodeFingerStep(kind.key, value, inner, check)
        }
        guard let step, reader.problems.count == before else { return nil }
        try account(step, at: value, check: &check)
        return step
    }

    private func decodeTap(_ m: YAMLMap, _ value: Slot) throws(YAMLReader.Stop) -> StepDescription? {
        var points: [Point] = []
        if case .sequence(let items) = value.node, let first = items.first, case .sequence = first {
            for item in try reader.list(value) ?? [] {
                if let p = try reader.point(item) { points.append(p) }
            }
        } else if let p = try reader.point(value) {
            points = [p]
        }
        let count = try reader.int(m.slot("count"), in: 1...Int.max) ?? 1
        let hold = try reader.number(m.slot("hold"), .nonNegative) ?? 0.08
        let interval = try reader.number(m.slot("interval"), .nonNegative) ?? 0.15
        return points.isEmpty ? nil : .tap(points: points, count: count, hold: hold, interval: interval)
    }

    private func decodeCancel(_ value: Slot, _ owner: Owner, _ check: StepCheck) throws(YAMLReader.Stop) -> StepDescription? {
        var named: [Int] = []
        if case .scalar(let s) = value.node, YAMLReader.classify(s) == .null || s.string == "all" {
            try reader.visit(value.node)
        } else {
            guard let m = try reader.map(value, owner: owner, expected: "{ finger: 1 }, { fingers: [1, 2] } or all") else { return nil }
            try reader.checkKeys(m, known: ["finger", "fingers"])
            guard let fingers = try fingers(m, check, mustBeDown: true, required: false) else { return nil }
            named = fingers
        }
        if check.fingers.down.isEmpty {
            try reader.report(value, "\(owner.what) cancels nothing: no finger is down at this step; "
                              + "put a finger down first or remove the step")
            return nil
        }
        return .cancel(fingers: named)
    }

    /// `down`, `up`, `move`, `drag`, `pinch` and `rotate`, whose value is a mapping.
    private func decodeFingerStep(_ kind: String, _ value: Slot, _ owner: Owner, _ check: StepCheck) throws(YAMLReader.Stop) -> StepDescription? {
        guard let m = try reader.map(value, owner: owner, expected: "a mapping like \(Self.stepShapes[kind] ?? "{ ... }")") else { return nil }
        try reader.checkKeys(m, known: Self.stepKeys[kind] ?? [])
        let duration = try reader.number(m.slot("duration"), .nonNegative) ?? 0
        switch kind {
        case "down" where m.slot("fingers") != nil:
            guard let fingers = try fingers(m, check, mustBeDown: false, required: true),
                  let at = try pointList(m, "at", count: fingers.count) else { return nil }
            for f in fingers where check.fingers.isDown(f) {
                if let s = m.slot("fingers") {
                    try reader.report(s, "\(s.label): finger \(f) is already down; lift it first with an 'up' step, or use another finger")
                }
            }
            return .downTogether(fingers: fingers, at: at)
        case "down":
            let finger = try reader.int(m.slot("finger"), in: 1...Int.max)
            if let finger, check.fingers.isDown(finger), let s = m.slot("finger") {
                try reader.report(s, "\(s.label): finger \(finger) is already down; lift it first with an 'up' step, or use another finger")
            }
            guard let at = try requiredPoint(m, "at") else { return nil }
            return .down(finger: finger ?? check.fingers.lowestFree(1)[0], at: at)
        case "up":
            return try fingers(m, check, mustBeDown: true, required: true).map { .up(fingers: $0) }
        case "move":
            guard let fingers = try fingers(m, check, mustBeDown: true, required: true) else { return nil }
            return try moveTarget(m, fingers: fingers).map { .move(fingers: fingers, target: $0, duration: duration) }
        case "drag":
            let finger = try reader.int(m.slot("finger"), in: 1...Int.max)
            if let finger, check.fingers.isDown(finger), let s = m.slot("finger") {
                try reader.report(s, "\(s.label): finger \(finger) is already down; a drag puts its finger down: lift it first or use another")
            }
            let from = try requiredPoint(m, "from"), to = try requiredPoint(m, "to")
            let hold = try reader.number(m.slot("hold"), .nonNegative) ?? 0
            let release = try reader.bool(m.slot("release")) ?? true
            guard let from, let to else { return nil }
            return .drag(finger: finger, from: from, to: to, duration: duration, hold: hold, release: release)
        case "pinch":
            let center = try requiredPoint(m, "center")
            let from = try requiredNumber(m, "from", .positive, "the fingers' distance at the start, in points")
            let to = try requiredNumber(m, "to", .positive, "the fingers' distance at the end, in points")
            let angle = try reader.number(m.slot("angle")) ?? 0
            guard let center, let from, let to else { return nil }
            return .pinch(center: center, from: from, to: to, duration: duration, angle: angle)
        default: // rotate
            let center = try requiredPoint(m, "center")
            let radius = try requiredNumber(m, "radius", .positive, "a radius in points")
            let by = try requiredNumber(m, "by", .any, "an angle in degrees, positive clockwise")
            guard let center, let radius, let by else { return nil }
            return .rotate(center: center, radius: radius, degrees: by, duration: duration)
        }
    }
}
