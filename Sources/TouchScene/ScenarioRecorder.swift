import Foundation
import TouchCore

/// Turns live input recorded in the window into a scenario of `down`,
/// `move`, `up` and `cancel` steps, and saves it into the scene file
/// (scene-format.md: "A recording of live input ... is saved as a scenario
/// of down/move/up steps with the recorded timing").
///
/// Replay gives back the recorded samples: the first sample at time 0,
/// every later one at its recorded offset to the microsecond. Each moving
/// sample becomes one `move` whose duration is the time since the previous
/// sample (at most one touch-rate period, so the compiler cuts it into
/// exactly one sample landing on the target; a longer pause becomes a
/// `wait` first). Several fingers going down at once become one
/// `down: { fingers: [...], at: [...] }`, several fingers moving become one
/// `move` (`by` when they move alike, else `to` a point each). A sample that
/// mixes phases (a finger lifting while another moves) has no one-step form
/// and is split into steps at the same instant (`exact` is then false).
///
/// Saving inserts the new entry as text at the end of the file's block
/// `scenarios:` list (or appends the key), so every other line and comment
/// stays as it was, and then checks that the file still loads to the same
/// scene plus the new scenario. When that cannot be guaranteed (a flow
/// style `scenarios: [...]`, several documents, or a check that fails) the
/// entry goes to a sibling file `NAME.recorded.yaml` instead.
public enum ScenarioRecorder {
    /// Steps that replay `samples`, and whether they give back exactly the same samples.
    public static func steps(for samples: [TouchSample], touchRate: Double) -> (steps: [StepDescription], exact: Bool) {
        var steps: [StepDescription] = []
        var exact = true
        var down: [Int: Point] = [:]
        guard let first = samples.first else { return ([], true) }
        var clock = first.time.microseconds
        // The longest move that still compiles to a single sample, in microseconds.
        let period = max(0, Int64((1_000_000 / max(1, touchRate)).rounded(.down)))
        for sample in samples {
            var gap = max(0, sample.time.microseconds - clock)
            clock = max(clock, sample.time.microseconds)
            /// The time still to spend before this sample's first step: a wait, or a move's duration.
            func spend(asMove: Bool) -> Double {
                defer { gap = 0 }
                if asMove {
                    if gap > period {
                        steps.append(.wait(seconds: Double(gap - period) / 1_000_000))
                        return Double(period) / 1_000_000
                    }
                    return Double(gap) / 1_000_000
                }
                if gap > 0 { steps.append(.wait(seconds: Double(gap) / 1_000_000)) }
                return 0
            }
            let downs = sample.changes.filter { $0.phase == .down && down[$0.finger] == nil }
            let moves = sample.changes.filter { ($0.phase == .move || $0.phase == .down) && down[$0.finger] != nil }
            let ups = sample.changes.filter { $0.phase == .up && down[$0.finger] != nil }
            let cancels = sample.changes.filter { $0.phase == .cancel && down[$0.finger] != nil }
            let groups = [downs, moves, ups, cancels].filter { !$0.isEmpty }.count
            if groups > 1 { exact = false }
            if !downs.isEmpty {
                _ = spend(asMove: false)
                steps.append(downs.count == 1 ? .down(finger: downs[0].finger, at: downs[0].location)
                             : .downTogether(fingers: downs.map(\.finger), at: downs.map(\.location)))
                for change in downs { down[change.finger] = change.location }
            }
            if !moves.isEmpty {
                let deltas = moves.map { $0.location - down[$0.finger]! }
                let same = deltas.allSatisfy { abs($0.x - deltas[0].x) <= 1e-9 && abs($0.y - deltas[0].y) <= 1e-9 }
                if moves.count == 1 {
                    steps.append(.move(fingers: [moves[0].finger], target: .to(moves[0].location), duration: spend(asMove: true)))
                } else if same {
                    steps.append(.move(fingers: moves.map(\.finger), target: .by(deltas[0]), duration: spend(asMove: true)))
                } else {
                    steps.append(.move(fingers: moves.map(\.finger), target: .toEach(moves.map(\.location)), duration: spend(asMove: true)))
                }
                for change in moves { down[change.finger] = change.location }
            }
            if !ups.isEmpty {
                // An up lifts where the finger was last; a lift somewhere else is a move first.
                let moved = ups.filter { $0.location != down[$0.finger] }
                if !moved.isEmpty {
                    exact = false
                    for change in moved {
                        steps.append(.move(fingers: [change.finger], target: .to(change.location), duration: spend(asMove: true)))
                    }
                }
                _ = spend(asMove: false)
                steps.append(.up(fingers: ups.map(\.finger)))
                for change in ups { down[change.finger] = nil }
            }
            if !cancels.isEmpty {
                // A cancel step cancels every finger that is down.
                if cancels.count != down.count { exact = false }
                _ = spend(asMove: false)
                steps.append(.cancel(fingers: []))
                down.removeAll()
            }
        }
        return (steps, exact)
    }

    /// The scenario called `name` that replays `samples`.
    public static func scenario(named name: String, samples: [TouchSample], parameters: DeviceParameters) -> ScenarioDescription {
        ScenarioDescription(name: name, steps: steps(for: samples, touchRate: parameters.touchRate).steps)
    }

    /// "recorded 1", "recorded 2", ...: the first such name no scenario of `scene` has.
    public static func freshName(in scene: SceneDescription?) -> String {
        let taken = Set(scene?.scenarios.map(\.name) ?? [])
        var n = 1
        while taken.contains("recorded \(n)") { n += 1 }
        return "recorded \(n)"
    }

    // MARK: Writing YAML

    /// One entry of a `scenarios:` list, its `- ` at column `indent`, each line ending in `newline`.
    public static func yamlEntry(_ scenario: ScenarioDescription, indent: Int, newline: String = "\n") -> String {
        let pad = String(repeating: " ", count: indent)
        var out = pad + "- name: " + quoted(scenario.name) + newline
        out += pad + "  steps:" + newline
        for step in scenario.steps { out += pad + "    - " + yaml(step) + newline }
        return out
    }

    static func yaml(_ step: StepDescription) -> String {
        switch step {
        case .down(let finger, let at): return "down: { finger: \(finger), at: \(point(at)) }"
        case .downTogether(let fingers, let at):
            return "down: { fingers: [\(fingers.map(String.init).joined(separator: ", "))], at: [\(at.map(point).joined(separator: ", "))] }"
        case .move(let fingers, let target, let duration):
            let who = fingers.count == 1 ? "finger: \(fingers[0])" : "fingers: [\(fingers.map(String.init).joined(separator: ", "))]"
            let whereTo: String
            switch target {
            case .to(let p): whereTo = "to: \(point(p))"
            case .by(let d): whereTo = "by: \(point(d))"
            case .toEach(let points): whereTo = "to: [\(points.map(point).joined(separator: ", "))]"
            }
            return "move: { \(who), \(whereTo)" + (duration > 0 ? ", duration: \(seconds(duration))" : "") + " }"
        case .up(let fingers):
            return fingers.count == 1 ? "up: { finger: \(fingers[0]) }" : "up: { fingers: [\(fingers.map(String.init).joined(separator: ", "))] }"
        case .cancel: return "cancel: all"
        case .wait(let s): return "wait: \(seconds(s))"
        case .tap(let points, let count, let hold, let interval):
            return "tap: \(points.count == 1 ? point(points[0]) : "[" + points.map(point).joined(separator: ", ") + "]"), count: \(count), "
                + "hold: \(seconds(hold)), interval: \(seconds(interval))"
        case .drag(let finger, let from, let to, let duration, let hold, let release):
            return "drag: { " + (finger.map { "finger: \($0), " } ?? "") + "from: \(point(from)), to: \(point(to)), "
                + "duration: \(seconds(duration)), hold: \(seconds(hold)), release: \(release) }"
        case .pinch(let center, let from, let to, let duration, let angle):
            return "pinch: { center: \(point(center)), from: \(number(from)), to: \(number(to)), duration: \(seconds(duration)), "
                + "angle: \(number(angle)) }"
        case .rotate(let center, let radius, let degrees, let duration):
            return "rotate: { center: \(point(center)), radius: \(number(radius)), by: \(number(degrees)), duration: \(seconds(duration)) }"
        case .beginRefreshing(let control): return "beginRefreshing: \(control)"
        case .endRefreshing(let control): return "endRefreshing: \(control)"
        }
    }

    /// A duration to the microsecond, without trailing zeros.
    static func seconds(_ s: Double) -> String {
        var text = String(format: "%.6f", s)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// A coordinate exactly (the shortest text that reads back as the same number).
    static func number(_ d: Double) -> String {
        if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return "\(d)"
    }

    static func point(_ p: Point) -> String { "[\(number(p.x)), \(number(p.y))]" }

    static func quoted(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

// MARK: Saving into the scene file

extension ScenarioRecorder {
    /// Where a recording went.
    public struct Saved: Hashable, Sendable {
        /// The file written: the scene file, or the sibling `NAME.recorded.yaml`.
        public var path: String
        public var name: String
        /// Whether the entry went into the scene file itself.
        public var intoSceneFile: Bool
        /// Whether replay gives back exactly the recorded samples.
        public var exact: Bool
        /// What happened, in a sentence for the window.
        public var message: String
    }

    public enum SaveError: Error, CustomStringConvertible {
        case nothingRecorded
        case unreadable(String)
        /// The file cannot be written; the text says why and what to do (`SceneFileWriter.Failure`).
        case unwritable(String)

        public var description: String {
            switch self {
            case .nothingRecorded: return "nothing was recorded: touch the screen while recording"
            case .unreadable(let path): return "\(path) cannot be read; check the path and its permissions"
            case .unwritable(let reason): return reason
            }
        }
    }

    /// Saves `samples` as a new scenario of the scene file at `path`
    /// (named `name`, or "recorded N"): into the file when a safe insertion
    /// is guaranteed, else into the sibling `NAME.recorded.yaml`.
    public static func save(_ samples: [TouchSample], toSceneAt path: String, name: String? = nil) throws(SaveError) -> Saved {
        guard !samples.isEmpty else { throw .nothingRecorded }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw .unreadable(path)
        }
        let scene = try? SceneLoader.parse(yaml: text, file: path)
        let sibling = siblingPath(of: path)
        let siblingText = FileManager.default.contents(atPath: sibling).flatMap { String(data: $0, encoding: .utf8) }
        let siblingScene = siblingText.flatMap { try? SceneLoader.parse(yaml: $0, file: sibling) }
        let parameters = scene?.device ?? DeviceParameters()
        let taken = (scene?.scenarios ?? []) + (siblingScene?.scenarios ?? [])
        let chosen = name ?? freshName(in: SceneDescription(title: "", device: parameters, app: AppDescription(), windows: [],
                                                            scenarios: taken))
        let (steps, exact) = self.steps(for: samples, touchRate: parameters.touchRate)
        let scenario = ScenarioDescription(name: chosen, steps: steps)
        let note = exact ? "" : " (some simultaneous changes of several fingers replay as separate samples at the same instant)"
        if let scene, let updated = inserting(scenario, into: text, file: path, scene: scene) {
            try write(updated, to: path)
            return Saved(path: path, name: chosen, intoSceneFile: true, exact: exact,
                         message: "saved scenario '\(chosen)' in \(path)" + note)
        }
        let out: String
        if let existing = siblingText, let siblingScene,
           let updated = inserting(scenario, into: existing, file: sibling, scene: siblingScene) {
            out = updated
        } else {
            // No sibling yet (or one that no longer loads, kept aside): start a fresh one.
            if let existing = siblingText { try write(existing, to: sibling + ".old") }
            out = siblingHeader(for: path) + yamlEntry(scenario, indent: 2)
        }
        try write(out, to: sibling)
        let why = scene == nil ? "the scene file does not load" : "its `scenarios:` cannot safely take a new entry (flow style?)"
        return Saved(path: sibling, name: chosen, intoSceneFile: false, exact: exact,
                     message: "saved scenario '\(chosen)' in \(sibling): \(why); copy it into \(path)" + note)
    }

    /// `NAME.recorded.yaml` next to the scene file `NAME.yaml`.
    public static func siblingPath(of path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let base = url.deletingPathExtension().lastPathComponent
        return url.deletingLastPathComponent().appendingPathComponent(base + ".recorded.yaml").path
    }

    static func siblingHeader(for path: String) -> String {
        let file = URL(fileURLWithPath: path).lastPathComponent
        return """
        # Scenarios recorded in the TouchScope window for \(file).
        # They could not be inserted into \(file) itself without risking its other
        # content; copy the entries below under `scenarios:` in \(file).
        scenarios:

        """
    }

    private static func write(_ text: String, to path: String) throws(SaveError) {
        // Through symbolic links, keeping hard links and the file's mode (SceneFileWriter).
        do {
            try SceneFileWriter.write(text, to: path)
        } catch {
            throw .unwritable(error.description)
        }
    }

    /// `text` with `scenario` added at the end of its block `scenarios:`
    /// list (or a new `scenarios:` key at the end), or nil when the result
    /// is not `scene` plus exactly that scenario.
    public static func inserting(_ scenario: ScenarioDescription, into text: String, file: String,
                                 scene: SceneDescription) -> String? {
        let newline = text.contains("\r\n") ? "\r\n" : "\n"
        var lines = text.components(separatedBy: newline)
        if lines.last == "" { lines.removeLast() }
        // Several documents: no telling which one is the scene.
        if lines.dropFirst().contains(where: { $0.hasPrefix("---") || $0 == "..." }) { return nil }
        let keys = lines.indices.filter { isKey("scenarios", lines[$0]) }
        guard keys.count <= 1 else { return nil }
        var result: [String]
        if let key = keys.first {
            guard valueAfterKey(lines[key]).isEmpty else { return nil }  // `scenarios: [...]` or an inline value
            var itemIndent: Int?
            var last = key
            var i = key + 1
            while i < lines.count {
                let line = lines[i]
                let content = line.drop { $0 == " " }
                let indent = line.count - content.count
                if content.isEmpty || content.hasPrefix("#") {
                    if indent > (itemIndent ?? 0) && last == i - 1 && !content.isEmpty { last = i }
                    i += 1
                    continue
                }
                if itemIndent == nil {
                    guard content.hasPrefix("- ") || content == "-" else {
                        if indent == 0 { break }  // `scenarios:` with no value, then the next key
                        return nil                // a flow value on the next line
                    }
                    itemIndent = indent
                }
                let item = itemIndent ?? 0
                if indent < item || (indent == item && !(content.hasPrefix("- ") || content == "-")) { break }
                last = i
                i += 1
            }
            let entry = yamlEntry(scenario, indent: itemIndent ?? 2, newline: newline)
            var entryLines = entry.components(separatedBy: newline)
            entryLines.removeLast()
            result = Array(lines[...last]) + entryLines + Array(lines[(last + 1)...])
        } else {
            result = lines
            if let lastLine = result.last, !lastLine.isEmpty { result.append("") }
            result.append("scenarios:")
            var entryLines = yamlEntry(scenario, indent: 2, newline: newline).components(separatedBy: newline)
            entryLines.removeLast()
            result += entryLines
        }
        let updated = result.joined(separator: newline) + newline
        guard let reloaded = try? SceneLoader.parse(yaml: updated, file: file),
              sameScene(reloaded, scene, plus: scenario) else { return nil }
        return updated
    }

    /// Whether `line` is the top-level key `key:` (column 0, plain or quoted).
    private static func isKey(_ key: String, _ line: String) -> Bool {
        for written in [key, "\"\(key)\"", "'\(key)'"] where line.hasPrefix(written + ":") { return true }
        return false
    }

    /// What follows `key:` on its line, comments removed.
    private static func valueAfterKey(_ line: String) -> String {
        guard let colon = line.firstIndex(of: ":") else { return "" }
        var rest = String(line[line.index(after: colon)...])
        if let hash = rest.range(of: " #") { rest = String(rest[..<hash.lowerBound]) }
        if rest.hasPrefix("#") { rest = "" }
        return rest.trimmingCharacters(in: .whitespaces)
    }

    /// `updated` is `original` with `scenario` appended to its scenarios, all else equal.
    static func sameScene(_ updated: SceneDescription, _ original: SceneDescription, plus scenario: ScenarioDescription) -> Bool {
        guard updated.title == original.title, updated.device == original.device, updated.app == original.app,
              updated.windows.map(stripped) == original.windows.map(stripped),
              updated.scenarios.count == original.scenarios.count + 1 else { return false }
        let pairs = zip(updated.scenarios, original.scenarios + [scenario])
        return pairs.allSatisfy { $0.name == $1.name && $0.steps == $1.steps }
    }

    /// A window with every source location forgotten (lines move when text is inserted).
    static func stripped(_ w: WindowDescription) -> WindowDescription {
        var w = w
        w.location = .unknown
        w.root = w.root.map(stripped)
        return w
    }

    static func stripped(_ node: NodeDescription) -> NodeDescription {
        switch node {
        case .view(let v): return .view(stripped(v))
        case .controller(var c):
            c.location = .unknown
            c.view = stripped(c.view)
            return .controller(c)
        }
    }

    static func stripped(_ v: ViewDescription) -> ViewDescription {
        var v = v
        v.location = .unknown
        v.gestures = v.gestures.map { g in
            var g = g
            g.location = .unknown
            return g
        }
        if var control = v.control {
            control.actions = control.actions.map { a in
                var a = a
                a.location = .unknown
                return a
            }
            v.control = control
        }
        v.subviews = v.subviews.map(stripped)
        return v
    }
}
