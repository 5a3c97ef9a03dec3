import TouchCore

/// One headless replay of a scenario on a (possibly changed) scene: fresh
/// objects every time, so runs are independent and deterministic.
public enum WhatIfRun {
    /// The trace of `scenario` replayed on `scene` to its end and until no timer is pending.
    public static func records(_ scene: SceneDescription, scenario: ScenarioDescription) -> [TraceRecord] {
        let built = SceneBuilder.build(validated: scene)
        defer { built.dismantle() }
        let device = built.makeDevice()
        device.run(ScenarioCompiler.compile(scenario, in: scene))
        return device.trace.records
    }

    /// The scenario called `name` in `scene`, or an error listing the scene's scenarios.
    public static func scenario(_ name: String, in scene: SceneDescription, file: String) throws(WhatIfError) -> ScenarioDescription {
        if let found = scene.scenarios.first(where: { $0.name == name }) { return found }
        let names = scene.scenarios.map(\.name)
        throw WhatIfError("\(file): no scenario named '\(name)'\(Spelling.didYouMean(name, in: names)); the scene has: "
                          + (names.isEmpty ? "none" : names.map { "'\($0)'" }.joined(separator: ", ")))
    }
}

extension WhatIfRun {
    /// `records`, with the work it took as budgets count it (`ReplayBudget`): the
    /// touch samples replayed plus the named objects and recognizers built.
    public static func run(_ scene: SceneDescription, scenario: ScenarioDescription) -> (records: [TraceRecord], work: Int) {
        let built = SceneBuilder.build(validated: scene)
        defer { built.dismantle() }
        let device = built.makeDevice()
        let script = ScenarioCompiler.compile(scenario, in: scene)
        device.run(script)
        return (device.trace.records, script.samples.count + built.responders.count + built.recognizers.count)
    }
}
