import TouchCore

/// `touchscope fix`: the smallest settings after which every wanted item
/// holds in a scenario, single settings first, then pairs when no single one
/// works, ranked by how few outcomes of the scene's other scenarios they
/// change. The search is bounded by a number of candidates, not by the
/// clock, so that the same scene always prints the same bytes.
public struct FixSearch {
    /// A scenario whose outcome a fix changes.
    public struct SideEffect: Hashable, Sendable {
        public var scenario: String
        public var before: Outcome
        public var after: Outcome
    }

    public struct Fix: Hashable, Sendable {
        public var settings: [Setting]
        /// The Swift that makes the settings, as a developer would write it.
        public var swift: String
        /// Real side effects: other scenarios whose outcome changes in another way.
        public var sideEffects: [SideEffect]
        /// Other scenarios where the wanted items did not hold as written and
        /// hold with the fix: not a harm, the same bug fixed there too.
        public var alsoFixes: [String] = []
        /// Functions of objects the fix changes or could affect that worked as
        /// written and no longer do (probes, issue 26.3): "stopButton no longer sends touchUpInside on a tap".
        public var breaks: [String] = []
    }

    /// The scenarios that must change, in the scene's order.
    public let scenarios: [String]
    /// The scenarios' names joined, for one line of text.
    public var scenario: String { scenarios.joined(separator: "\", \"") }
    public let want: [ItemPattern]
    /// Candidates replayed, and how many of them the scene refused (a value a key does not take).
    public private(set) var tried = 0
    public private(set) var refused = 0
    /// The single settings the scene refused, with the loader's reason.
    public private(set) var refusals: [(setting: String, reason: String)] = []
    /// Candidates there were; more than `tried` when the limit stopped the search.
    public private(set) var candidates = 0
    public private(set) var triedPairs = false
    public private(set) var triedTriples = false
    /// The single settings there were.
    public private(set) var singleCount = 0
    /// Every candidate there was got tried (the limit did not stop the search).
    public private(set) var exhaustive = false
    /// The kinds of change `fix` never tries (issue 26.2).
    public static let notTried = ["frames, sizes and the order of views", "adding or removing views, recognizers or targets",
                                  "overrides of touchesBegan/hitTest(_:with:) other than pointInside and a pass-through hitTest", "the scenario's own touches"]
    /// The scenarios were chosen by the search (`fix` without `--scenario`).
    public private(set) var chosen = false
    /// The wanted items already hold as written.
    public private(set) var alreadyHolds = false
    public private(set) var fixes: [Fix] = []

    public static let defaultLimit = 3000

    /// Searches settings after which every wanted item holds in `scenario`.
    public init(scene: WhatIfScene, scenario: ScenarioDescription, want: [ItemPattern], limit: Int = defaultLimit) {
        self.init(scene: scene, scenarios: [scenario], want: want, limit: limit)
    }

    /// Searches settings after which every wanted item holds in each of
    /// `targets` (the candidates of all of them, in order, each once).
    public init(scene: WhatIfScene, scenarios targets: [ScenarioDescription], want: [ItemPattern], limit: Int = defaultLimit) {
        self.scenarios = targets.map(\.name)
        self.want = want
        let baselines = targets.map { WhatIfRun.records(scene.description, scenario: $0) }
        if baselines.allSatisfy({ records in want.allSatisfy { $0.holds(in: records) } }) {
            alreadyHolds = true
            return
        }
        var singles: [Setting] = []
        for records in baselines {
            for setting in FixCandidates.singles(scene: scene, records: records, want: want) where !singles.contains(setting) { singles.append(setting) }
        }
        // Search by size, most promising first: singles, then (when none works) pairs, then
        // triples, bounded by a candidate count, never the clock (issue 26.2).
        var working: [[Setting]] = []
        singleCount = singles.count
        candidates = singles.count
        for setting in singles where tried < limit {
            if let ok = attempt([setting], scene: scene, scenarios: targets), ok { working.append([setting]) }
        }
        for size in 2...Self.largestCombination where working.isEmpty {
            if size == 2 { triedPairs = true } else { triedTriples = true }
            let combos = Self.combinations(of: singles.count, size: size, keep: { indices in
                // Two values of one property of one object are not a combination.
                var seen: Set<String> = []
                return indices.allSatisfy { seen.insert(singles[$0].object + "." + singles[$0].property).inserted }
            })
            candidates += combos.count
            for combo in combos where tried < limit {
                let settings = combo.map { singles[$0] }
                if let ok = attempt(settings, scene: scene, scenarios: targets), ok { working.append(settings) }
            }
        }
        exhaustive = tried >= candidates
        // Rank: fixes that break an object's own function last (probes, 26.3), then fewest other
        // scenarios changed (any change is a side effect; "also fixes" only when the only change
        // there is the wanted items now holding), then fewest settings, then the search order.
        let others = scene.description.scenarios.filter { !scenarios.contains($0.name) }
        let writtenRecords = others.map { WhatIfRun.records(scene.description, scenario: $0) }
        let written = writtenRecords.map { Outcome(records: $0) }
        let heldAsWritten = writtenRecords.map { records in want.allSatisfy { $0.holds(in: records) } }
        let wantedSubjects = Set(want.compactMap(\.subject))
        let built = SceneBuilder.build(validated: scene.description)
        var probeCache: [FixProbe: Bool] = [:]
        var ranked: [(fix: Fix, order: Int)] = []
        for (order, settings) in working.enumerated() {
            guard let changed = try? scene.applying(settings) else { continue }
            var effects: [SideEffect] = []
            var fixed: [String] = []
            for (k, (other, before)) in zip(others, written).enumerated() {
                let steps = changed.scenarios.first { $0.name == other.name } ?? other
                let records = WhatIfRun.records(changed, scenario: steps)
                let after = Outcome(records: records)
                guard after != before else { continue }
                let onlyWanted = OutcomeDiff(written: before.items, variant: after.items).merged.allSatisfy { line in
                    line.mark == .kept || wantedSubjects.contains(String(line.item.split(separator: " ").dropFirst().first ?? ""))
                }
                if want.allSatisfy({ $0.holds(in: records) }) && !heldAsWritten[k] && onlyWanted {
                    fixed.append(other.name)
                } else {
                    effects.append(SideEffect(scenario: other.name, before: before, after: after))
                }
            }
            var breaks: [String] = []
            for probe in FixProbe.probes(for: settings, built: built) {
                let before: Bool
                if let known = probeCache[probe] { before = known } else {
                    before = probe.works(on: scene.description)
                    probeCache[probe] = before
                }
                if before && !probe.works(on: changed) { breaks.append(probe.broken) }
            }
            ranked.append((Fix(settings: settings, swift: SwiftLine.code(for: settings, in: scene), sideEffects: effects, alsoFixes: fixed,
                               breaks: breaks), order))
        }
        ranked.sort {
            ($0.fix.breaks.count, $0.fix.sideEffects.count, $0.fix.settings.count, $0.order)
                < ($1.fix.breaks.count, $1.fix.sideEffects.count, $1.fix.settings.count, $1.order)
        }
        fixes = ranked.map(\.fix)
    }

    /// The largest number of settings combined (issue 26.2: beyond pairs).
    public static let largestCombination = 3

    /// Every `size`-subset of `0..<n` (indices increasing) that `keep` accepts, in
    /// lexicographic order: the first singles (the most promising) combine first.
    static func combinations(of n: Int, size: Int, keep: ([Int]) -> Bool) -> [[Int]] {
        var out: [[Int]] = []
        var current: [Int] = []
        func walk(_ start: Int) {
            if current.count == size {
                if keep(current) { out.append(current) }
                return
            }
            guard start < n else { return }
            for i in start..<n where n - i >= size - current.count {
                current.append(i)
                walk(i + 1)
                current.removeLast()
            }
        }
        walk(0)
        return out
    }

    /// `fix` without `--scenario`: fixes every scenario `targets(scene:want:)` chooses.
    public static func everyScenario(scene: WhatIfScene, want: [ItemPattern], limit: Int = defaultLimit) -> FixSearch {
        var search = FixSearch(scene: scene, scenarios: targets(scene: scene, want: want), want: want, limit: limit)
        search.chosen = true
        return search
    }

    /// Replays the scenario with `settings`: whether every wanted item holds, nil when the scene refuses them.
    private mutating func attempt(_ settings: [Setting], scene: WhatIfScene, scenarios targets: [ScenarioDescription]) -> Bool? {
        tried += 1
        let changed: SceneDescription
        do {
            changed = try scene.applying(settings)
        } catch {
            refused += 1
            if settings.count == 1 {
                let prefix = "the scene refuses '\(settings[0])': "
                let reason = error.description.hasPrefix(prefix) ? String(error.description.dropFirst(prefix.count)) : error.description
                refusals.append((settings[0].description, reason))
            }
            return nil
        }
        return targets.allSatisfy { target in
            let steps = changed.scenarios.first { $0.name == target.name } ?? target
            let records = WhatIfRun.records(changed, scenario: steps)
            return want.allSatisfy { $0.holds(in: records) }
        }
    }
}
