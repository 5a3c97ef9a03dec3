import TouchCore

/// `touchscope fix`: the smallest settings after which every wanted item
/// holds in a scenario, single settings first, then pairs when no single one
/// works, ranked by how few outcomes of the scene's other scenarios they
/// change. The search is bounded by a number of candidates and a budget of
/// replay work (`ReplayBudget`), not by the clock, so that the same
/// scene always prints the same bytes.
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
    /// Units of replay work the search and the ranking spent (what the budget counts, `ReplayBudget`).
    public private(set) var replayWork = 0
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

    /// The budget ran out before the search ended (issue 33): the candidates it did not try,
    /// by number of settings, and the fixes found whose side effects it could not check.
    public struct Unfinished: Hashable, Sendable {
        public var budget: ReplayBudget
        /// Candidates of each size (1, 2, 3 settings) not tried, for the sizes the search reached.
        public var untried: [Int: Int]
        /// The sizes the search would still have tried had nothing worked (not counted in `candidates`).
        public var unreached: [Int]
        /// Fixes found but not ranked nor listed: their side effects were not replayed.
        public var unchecked: Int
    }
    /// Set when the budget stopped the search or the ranking.
    public private(set) var unfinished: Unfinished?

    /// Searches settings after which every wanted item holds in `scenario`.
    public init(scene: WhatIfScene, scenario: ScenarioDescription, want: [ItemPattern], limit: Int = defaultLimit,
                budget: ReplayBudget = .commandLine) {
        self.init(scene: scene, scenarios: [scenario], want: want, limit: limit, budget: budget)
    }

    /// Searches settings after which every wanted item holds in each of
    /// `targets` (the candidates of all of them, in order, each once),
    /// replaying at most `limit` candidates and `budget`'s units of replay work.
    public init(scene: WhatIfScene, scenarios targets: [ScenarioDescription], want: [ItemPattern], limit: Int = defaultLimit,
                budget: ReplayBudget = .commandLine) {
        // Building and replaying recurse as deep as the scene nests: one large stack for the whole search.
        self = LargeStack.run { FixSearch(searching: scene, scenarios: targets, want: want, limit: limit, budget: budget) }
    }

    private init(searching scene: WhatIfScene, scenarios targets: [ScenarioDescription], want: [ItemPattern], limit: Int,
                 budget: ReplayBudget) {
        self.scenarios = targets.map(\.name)
        self.want = want
        var runs = CandidateScenes(scene: scene, budget: budget)
        let baselines = targets.map { WhatIfRun.records(scene.description, scenario: $0) }
        if baselines.allSatisfy({ records in want.allSatisfy { $0.holds(in: records) } }) {
            alreadyHolds = true
            return
        }
        var singles: [Setting] = []
        var known: Set<Setting> = []
        for records in baselines {
            for setting in FixCandidates.singles(scene: scene, records: records, want: want) where known.insert(setting).inserted {
                singles.append(setting)
            }
        }
        // Search by size, most promising first: singles, then (when none works) pairs, then
        // triples, bounded by a candidate count and a budget of replay work, never the clock
        // (issues 26.2, 33). Combinations are made one at a time as the search reaches them, so
        // memory does not grow with their number.
        var working: [[Setting]] = []
        singleCount = singles.count
        candidates = singles.count
        var untried: [Int: Int] = [:]
        var stopped: Int?
        var singlesTried = 0
        for setting in singles {
            guard tried < limit, !runs.meter.exhausted else { break }
            singlesTried += 1
            if let ok = attempt([setting], runs: &runs, scenarios: targets), ok { working.append([setting]) }
        }
        if singlesTried < singles.count {
            untried[1] = singles.count - singlesTried
            if runs.meter.exhausted { stopped = 1 }
        }
        let keys = singles.map { $0.object + "." + $0.property }
        for size in 2...Self.largestCombination where working.isEmpty && stopped == nil {
            if size == 2 { triedPairs = true } else { triedTriples = true }
            let count = Self.combinationCount(keys: keys, size: size)
            candidates = candidates.addingSaturated(count)
            var triedHere = 0
            Self.forEachCombination(keys: keys, size: size) { combo in
                guard tried < limit, !runs.meter.exhausted else { return false }
                triedHere += 1
                let settings = combo.map { singles[$0] }
                if let ok = attempt(settings, runs: &runs, scenarios: targets), ok { working.append(settings) }
                return true
            }
            if triedHere < count {
                untried[size] = count - triedHere
                if runs.meter.exhausted { stopped = size }
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
        var unchecked = 0
        for (order, settings) in working.enumerated() {
            // Checking the fixes found may spend as much again as the search; past that, the fixes
            // left are not listed (unchecked, they could break anything).
            if runs.meter.spent >= budget.units.multipliedSaturated(2) {
                unchecked = working.count - order
                break
            }
            guard let changed = try? runs.changed(settings) else { continue }
            var effects: [SideEffect] = []
            var fixed: [String] = []
            for (k, (other, before)) in zip(others, written).enumerated() {
                let records = runs.records(changed, scenario: other)
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
                let steps = ScenarioDescription(name: "probe \(probe.object)", steps: probe.steps)
                let before: Bool
                if let known = probeCache[probe] { before = known } else {
                    before = probe.holds(in: runs.records(scene.description, scenario: steps))
                    probeCache[probe] = before
                }
                if before && !probe.holds(in: runs.records(changed, scenario: steps)) { breaks.append(probe.broken) }
            }
            ranked.append((Fix(settings: settings, swift: SwiftLine.code(for: settings, in: scene), sideEffects: effects, alsoFixes: fixed,
                               breaks: breaks), order))
        }
        ranked.sort {
            ($0.fix.breaks.count, $0.fix.sideEffects.count, $0.fix.settings.count, $0.order)
                < ($1.fix.breaks.count, $1.fix.sideEffects.count, $1.fix.settings.count, $1.order)
        }
        fixes = ranked.map(\.fix)
        replayWork = runs.meter.spent
        if stopped != nil || unchecked > 0 {
            let reached = triedTriples ? 3 : triedPairs ? 2 : 1
            unfinished = Unfinished(budget: budget, untried: stopped == nil ? [:] : untried,
                                    unreached: stopped == nil || !working.isEmpty ? [] : Array((reached + 1)..<(Self.largestCombination + 1)),
                                    unchecked: unchecked)
        }
    }

    /// The largest number of settings combined (issue 26.2: beyond pairs).
    public static let largestCombination = 3

    /// How many `size`-subsets of the singles (indices increasing) name
    /// `size` different OBJECT.PROPERTY keys: two values of one property of
    /// one object are not a combination. Counted from the keys' group sizes
    /// (the elementary symmetric polynomial), never by listing them.
    static func combinationCount(keys: [String], size: Int) -> Int {
        var groups: [String: Int] = [:]
        for key in keys { groups[key, default: 0] += 1 }
        var e = [1] + Array(repeating: 0, count: size)
        for g in groups.values.sorted() {
            for j in stride(from: size, through: 1, by: -1) { e[j] = e[j].addingSaturated(e[j - 1].multipliedSaturated(g)) }
        }
        return e[size]
    }

    /// Calls `body` with every `size`-subset of the singles' indices that
    /// `combinationCount` counts, in lexicographic order (the first singles,
    /// the most promising, combine first), one at a time, until `body` says stop.
    static func forEachCombination(keys: [String], size: Int, _ body: ([Int]) -> Bool) {
        let n = keys.count
        var current: [Int] = []
        var used: [String] = []
        func walk(_ start: Int) -> Bool {
            if current.count == size { return body(current) }
            var i = start
            while i < n && n - i >= size - current.count {
                if !used.contains(keys[i]) {
                    current.append(i)
                    used.append(keys[i])
                    let goOn = walk(i + 1)
                    current.removeLast()
                    used.removeLast()
                    if !goOn { return false }
                }
                i += 1
            }
            return true
        }
        _ = walk(0)
    }

    /// `fix` without `--scenario`: fixes every scenario `targets(scene:want:)` chooses.
    public static func everyScenario(scene: WhatIfScene, want: [ItemPattern], limit: Int = defaultLimit,
                                     budget: ReplayBudget = .commandLine) -> FixSearch {
        var search = FixSearch(scene: scene, scenarios: targets(scene: scene, want: want), want: want, limit: limit, budget: budget)
        search.chosen = true
        return search
    }

    /// Replays the scenarios with `settings`: whether every wanted item holds, nil when the scene refuses them.
    private mutating func attempt(_ settings: [Setting], runs: inout CandidateScenes, scenarios targets: [ScenarioDescription]) -> Bool? {
        tried += 1
        let changed: SceneDescription
        do {
            changed = try runs.changed(settings)
        } catch {
            refused += 1
            if settings.count == 1 {
                let prefix = "the scene refuses '\(settings[0])': "
                let reason = error.description.hasPrefix(prefix) ? String(error.description.dropFirst(prefix.count)) : error.description
                refusals.append((settings[0].description, reason))
            }
            return nil
        }
        for target in targets {
            let records = runs.records(changed, scenario: target)
            guard want.allSatisfy({ $0.holds(in: records) }) else { return false }
        }
        return true
    }
}

extension Int {
    func addingSaturated(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }

    func multipliedSaturated(_ other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? .max : product
    }
}
