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
        public var sideEffects: [SideEffect]
    }

    public let scenario: String
    public let want: [ItemPattern]
    /// Candidates replayed, and how many of them the scene refused (a value a key does not take).
    public private(set) var tried = 0
    public private(set) var refused = 0
    /// The single settings the scene refused, with the loader's reason.
    public private(set) var refusals: [(setting: String, reason: String)] = []
    /// Candidates there were; more than `tried` when the limit stopped the search.
    public private(set) var candidates = 0
    public private(set) var triedPairs = false
    /// The wanted items already hold as written.
    public private(set) var alreadyHolds = false
    public private(set) var fixes: [Fix] = []

    public static let defaultLimit = 3000

    public init(scene: WhatIfScene, scenario: ScenarioDescription, want: [ItemPattern], limit: Int = defaultLimit) {
        self.scenario = scenario.name
        self.want = want
        let baseline = WhatIfRun.records(scene.description, scenario: scenario)
        if want.allSatisfy({ $0.holds(in: baseline) }) {
            alreadyHolds = true
            return
        }
        let singles = FixCandidates.singles(scene: scene, records: baseline)
        var working: [[Setting]] = []
        candidates = singles.count
        for setting in singles where tried < limit {
            if let ok = attempt([setting], scene: scene, scenario: scenario), ok { working.append([setting]) }
        }
        if working.isEmpty {
            triedPairs = true
            var pairs: [[Setting]] = []
            for i in singles.indices {
                for j in singles.indices where j > i {
                    let a = singles[i], b = singles[j]
                    if a.object == b.object && a.property == b.property { continue }
                    pairs.append([a, b])
                }
            }
            candidates += pairs.count
            for pair in pairs where tried < limit {
                if let ok = attempt(pair, scene: scene, scenario: scenario), ok { working.append(pair) }
            }
        }
        // Rank: fewest other scenarios changed, then fewest settings, then the search order.
        let others = scene.description.scenarios.filter { $0.name != scenario.name }
        let written = others.map { Outcome(records: WhatIfRun.records(scene.description, scenario: $0)) }
        var ranked: [(fix: Fix, order: Int)] = []
        for (order, settings) in working.enumerated() {
            guard let changed = try? scene.applying(settings) else { continue }
            var effects: [SideEffect] = []
            for (other, before) in zip(others, written) {
                let steps = changed.scenarios.first { $0.name == other.name } ?? other
                let after = Outcome(records: WhatIfRun.records(changed, scenario: steps))
                if after != before { effects.append(SideEffect(scenario: other.name, before: before, after: after)) }
            }
            ranked.append((Fix(settings: settings, swift: SwiftLine.code(for: settings, in: scene), sideEffects: effects), order))
        }
        ranked.sort {
            ($0.fix.sideEffects.count, $0.fix.settings.count, $0.order) < ($1.fix.sideEffects.count, $1.fix.settings.count, $1.order)
        }
        fixes = ranked.map(\.fix)
    }

    /// Replays the scenario with `settings`: whether every wanted item holds, nil when the scene refuses them.
    private mutating func attempt(_ settings: [Setting], scene: WhatIfScene, scenario: ScenarioDescription) -> Bool? {
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
        let steps = changed.scenarios.first { $0.name == scenario.name } ?? scenario
        let records = WhatIfRun.records(changed, scenario: steps)
        return want.allSatisfy { $0.holds(in: records) }
    }
}
