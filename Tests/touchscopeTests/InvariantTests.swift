import Foundation
import Testing
import TouchCore
import TouchScene

/// Invariants of the pipeline over many random scenes and inputs (seeded:
/// a failure names its seed; rerun it with `InvariantTests.check(seed:)`).
@Suite struct InvariantTests {
    /// 1,000 by default; `TOUCHSCOPE_PAIRS=N` runs more (seeds 1...N).
    static let pairs = ProcessInfo.processInfo.environment["TOUCHSCOPE_PAIRS"].flatMap(Int.init) ?? 1_000

    @Test("invariants hold for 1,000 random scene/input pairs (S1 every touch ends once, endOfRun cancel; G8 no action after failure, no recognizer stuck; D every held delivery settled; G10 causes point back; L2–L5 highlight, selection, didSelect; V5, V7, V8 offsets, deceleration, paging; N3 one pop per gesture, hit-tests the new top; E1 one first responder; determinism; G6 under --shuffle)")
    func randomPairs() {
        var failures = 0
        var seen: [String: Int] = [:]
        for seed in 1...UInt64(Self.pairs) {
            var features: Set<String> = []
            let problems = Self.check(seed: seed, features: &features)
            for f in features { seen[f, default: 0] += 1 }
            if !problems.isEmpty {
                failures += 1
                if failures <= 5 { Issue.record(Comment(rawValue: "seed \(seed):\n  " + Array(problems.prefix(8)).joined(separator: "\n  "))) }
            }
        }
        #expect(failures == 0, "\(failures) of \(Self.pairs) random pairs broke an invariant")
        // The invariants of this round are exercised, not vacuous: enough pairs reach each class.
        print("random pairs reaching each class: " + Self.coverage.map { "\($0.0) \(seen[$0.0, default: 0])" }.joined(separator: ", "))
        for (feature, minimum) in Self.coverage {
            #expect(seen[feature, default: 0] >= minimum * Self.pairs / 1_000,
                    "only \(seen[feature, default: 0]) of \(Self.pairs) pairs have \(feature)")
        }
    }

    /// What the random pairs must reach, per 1,000 pairs (a seed counts once per feature).
    static let coverage: [(String, Int)] = [
        ("list.highlight", 60), ("list.select", 40), ("list.didSelect", 30), ("list.deselect", 3),
        ("scroll.decelerate", 30), ("scroll.stop paged", 10), ("scroll.stop touch", 3),
        ("navigation.pop", 10), ("navigation.popCancelled", 10), ("responder.becomeFirst", 10), ("responder.resignFirst", 3),
        ("endOfRun", 100),
    ]

    /// The kinds of record (and stop causes) in a trace, for `coverage`.
    static func features(of records: [TraceRecord]) -> Set<String> {
        var found: Set<String> = []
        for r in records {
            switch r.kind {
            case .listHighlight, .listSelect, .listDidSelect, .listDeselect, .scrollDecelerate,
                 .navigationPop, .navigationPopCancelled, .responderBecomeFirst, .responderResignFirst:
                found.insert(r.kind.rawValue)
            case .scrollStop: found.insert("scroll.stop " + (r["cause"]?.stringValue ?? ""))
            case .stage where r["reason"] == .string(Device.endOfRunReason): found.insert("endOfRun")
            default: break
            }
        }
        return found
    }

    /// Every problem found with the pair made from `seed`.
    static func check(seed: UInt64) -> [String] {
        var features: Set<String> = []
        return check(seed: seed, features: &features)
    }

    static func check(seed: UInt64, features: inout Set<String>) -> [String] {
        var generator = RandomScene(seed: seed)
        let scene = generator.make()
        let script = ScenarioCompiler.compile(scene.scenarios[0], parameters: scene.device)
        // Generated scenes go through the same validation as loaded ones (design.md 6).
        let built: BuiltScene
        do {
            try scene.validate(file: "seed \(seed)")
            built = try SceneBuilder.build(scene)
        } catch {
            return ["the generated scene does not validate: \(error)"]
        }
        let device = built.makeDevice()
        let left = device.run(script)
        let records = device.trace.records
        features = Self.features(of: records)
        var problems = Invariants.problems(in: records)
        problems += Invariants.roundProblems(in: records, scene: scene, built: built, script: script)

        // No recognizer stuck outside `possible` once all touches are up and timers have run (G8).
        // Design 8, as the TestClock scope names them (a seed's problem, so the failure names the seed).
        if !left.isEmpty { problems.append("timers still pending at the end: \(left.map { "\($0.owner).\($0.purpose)" })") }
        for (name, r) in built.recognizers.sorted(by: { $0.key < $1.key }) where r.state != .possible || !r.touches.isEmpty {
            problems.append("\(name) ended the run in state \(r.state) with \(r.touches.count) touches")
        }
        if !device.activeTouches.isEmpty { problems.append("touches still on the glass after the script") }

        // The same input gives the same trace.
        let again = SceneBuilder.build(validated: scene).makeDevice()
        again.run(script)
        if TraceJSON.lines(again.trace) != TraceJSON.lines(device.trace) { problems.append("a second run gave another trace") }

        // Rule G6: the order recognizers receive touches in changes no outcome.
        let shuffled = SceneBuilder.build(validated: scene).makeDevice()
        shuffled.shuffle = SeededGenerator(seed: seed &* 31)
        shuffled.run(script)
        if Invariants.outcomes(shuffled.trace.records) != Invariants.outcomes(records) {
            problems.append("--shuffle changed the outcome")
        }
        return problems
    }
}

/// Checks on a trace that hold for every scene and input.
enum Invariants {
    static func problems(in records: [TraceRecord]) -> [String] {
        var problems: [String] = []
        var previous = VirtualTime.zero
        for (i, r) in records.enumerated() {
            if r.seq != i { problems.append("record \(i) has seq \(r.seq)") }
            if r.time < previous { problems.append("time goes back at seq \(i)") }
            previous = r.time
        }

        // Every touch a responder saw begin ends with exactly one ended or cancelled, and nothing follows it.
        var open: [String: Int] = [:]   // "responder touch" → phases seen after began
        var finished: Set<String> = []
        for r in records {
            guard let touches = r["touches"]?.stringsValue else { continue }
            for t in touches {
                let key = "\(r.subject) \(t)"
                switch r.kind {
                case .responderTouchesBegan:
                    if open[key] != nil || finished.contains(key) { problems.append("\(key): began twice") }
                    open[key] = 0
                case .responderTouchesMoved:
                    if open[key] == nil { problems.append("\(key): moved without a began, or after its end") }
                case .responderTouchesEnded, .responderTouchesCancelled:
                    if open.removeValue(forKey: key) == nil { problems.append("\(key): \(r.kind.rawValue) without a began, or twice") }
                    finished.insert(key)
                default: break
                }
            }
        }
        for key in open.keys.sorted() { problems.append("\(key): began but never ended or cancelled") }

        // No action from a failed recognizer; none after it failed, until it is reset.
        var failed: Set<String> = []
        for r in records {
            switch r.kind {
            case .gestureState where r["to"] == .string("failed"): failed.insert(r.subject)
            case .gestureReset: failed.remove(r.subject)
            case .gestureAction:
                if failed.contains(r.subject) || r["state"] == .string("failed") { problems.append("\(r.subject) sent an action after failing") }
            default: break
            }
        }

        // Every held delivery is released or dropped.
        var held: [String: Int] = [:]
        for r in records {
            guard let phase = r["phase"]?.stringValue, let touches = r["touches"]?.stringsValue else { continue }
            let key = "\(r.subject) \(phase) \(touches.joined(separator: ","))"
            switch r.kind {
            case .deliveryDelayed: held[key, default: 0] += 1
            case .deliveryReleased, .deliveryDropped: held[key, default: 0] -= 1
            default: break
            }
        }
        for (key, n) in held.sorted(by: { $0.key < $1.key }) where n != 0 {
            problems.append("held delivery \(key) \(n > 0 ? "never released nor dropped" : "released or dropped twice")")
        }

        // A control that began tracking ends with exactly one endTracking or cancelTracking (rule C1).
        var tracking: [String: Int] = [:]
        for r in records {
            switch r.kind {
            case .controlBeginTracking: tracking[r.subject, default: 0] += 1
            case .controlEndTracking, .controlCancelTracking: tracking[r.subject, default: 0] -= 1
            default: break
            }
            if let n = tracking[r.subject], n < 0 || n > 1 { problems.append("\(r.subject) tracking count \(n)"); tracking[r.subject] = 0 }
        }
        for (name, n) in tracking.sorted(by: { $0.key < $1.key }) where n != 0 { problems.append("\(name) began tracking and never ended") }
        return problems
    }

    /// What a run decided, whatever the order of delivery: each recognizer's
    /// transitions with their causes, and the actions sent, as a sorted list.
    static func outcomes(_ records: [TraceRecord]) -> [String] {
        records.compactMap { r -> String? in
            switch r.kind {
            case .gestureState: return "\(HumanLog.text(r["from"]))→\(HumanLog.text(r["to"])) \(r.subject) \(HumanLog.text(r["cause"])) @\(r.time.microseconds)"
            case .gestureAction: return "action \(r.subject) \(HumanLog.text(r["state"])) @\(r.time.microseconds)"
            case .controlEvent, .actionDeliver: return "\(r.kind.rawValue) \(r.subject) @\(r.time.microseconds)"
            default: return nil
            }
        }.sorted()
    }
}

extension InvariantTests {
    /// `TOUCHSCOPE_DUMP_SEED=N swift test --filter dumpSeed` writes the scene
    /// outline and the human logs (plain and shuffled) of one random pair to
    /// /tmp/touchscope-seed-N.log, to study a failure.
    @Test func dumpSeed() throws {
        guard let text = ProcessInfo.processInfo.environment["TOUCHSCOPE_DUMP_SEED"], let seed = UInt64(text) else { return }
        var generator = RandomScene(seed: seed)
        let scene = generator.make()
        let script = ScenarioCompiler.compile(scene.scenarios[0], parameters: scene.device)
        var out = SceneOutline.text(for: scene, path: "seed \(seed)") + "\(scene.scenarios[0].steps)\n"
        var described = ""
        dump(scene, to: &described, maxDepth: 40)
        try (out + described).write(toFile: "/tmp/touchscope-seed-\(seed).log", atomically: true, encoding: .utf8)
        var outcomes: [[String]] = []
        for shuffle in [nil, SeededGenerator(seed: seed &* 31)] {
            let device = try SceneBuilder.build(scene).makeDevice()
            device.shuffle = shuffle
            device.run(script)
            outcomes.append(Invariants.outcomes(device.trace.records))
            out += "\n==== \(shuffle == nil ? "plain" : "shuffled")\n" + HumanLog.lines(device.trace)
        }
        let (plain, shuffled) = (Set(outcomes[0]), Set(outcomes[1]))
        out = "only plain: \(plain.subtracting(shuffled).sorted())\nonly shuffled: \(shuffled.subtracting(plain).sorted())\n" + out
        try out.write(toFile: "/tmp/touchscope-seed-\(seed).log", atomically: true, encoding: .utf8)
    }
}
