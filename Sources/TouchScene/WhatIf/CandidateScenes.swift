import TouchCore

/// The changed scenes of a what-if search, made from the decoded scene
/// (issue 26): each single setting goes through the loader once, which
/// gives the scene it makes and, compared with the scene as written, its
/// `ScenePatch`; a combination of settings on different objects is then the
/// scene as written with their patches applied and checked as every
/// description is (`SceneDescription.validate`), with no YAML. A combination
/// the patches cannot make (two settings on one object, a setting that
/// changes what the patch walk does not cover) goes through the loader, as
/// every candidate once did. Every replay is charged to the search's budget.
struct CandidateScenes {
    let scene: WhatIfScene
    private(set) var meter: ReplayMeter
    /// Each single setting's scene, or the loader's refusal.
    private var singles: [Setting: Result<SceneDescription, WhatIfError>] = [:]
    /// Each single setting's patch (nil: none could be made).
    private var patches: [Setting: ScenePatch?] = [:]

    init(scene: WhatIfScene, budget: ReplayBudget) {
        self.scene = scene
        meter = ReplayMeter(budget)
    }

    /// The scene with `settings` applied, or the scene's refusal in the loader's words.
    mutating func changed(_ settings: [Setting]) throws(WhatIfError) -> SceneDescription {
        if settings.isEmpty { return scene.description }
        if settings.count == 1 { return try single(settings[0]) }
        var parts: [ScenePatch] = []
        for setting in settings {
            guard (try? single(setting)) != nil, let patch = patches[setting] ?? nil else { return try scene.applying(settings) }
            parts.append(patch)
        }
        guard let patch = ScenePatch.combined(parts) else { return try scene.applying(settings) }
        var changed = scene.description
        patch.apply(to: &changed)
        do {
            try changed.validate(file: scene.file)
        } catch {
            let why = error.problems.map(\.message).joined(separator: "; ")
            throw WhatIfError("the scene refuses \(settings.map { "'\($0)'" }.joined(separator: " with ")): \(why)")
        }
        return changed
    }

    private mutating func single(_ setting: Setting) throws(WhatIfError) -> SceneDescription {
        if let known = singles[setting] { return try known.get() }
        let result: Result<SceneDescription, WhatIfError>
        do throws(WhatIfError) {
            result = .success(try scene.applying([setting]))
        } catch {
            result = .failure(error)
        }
        singles[setting] = result
        if case .success(let changed) = result { patches[setting] = ScenePatch.between(scene.description, changed) }
        return try result.get()
    }

    /// The trace of `scenario` (as the changed scene has it: the same steps) replayed on `changed`, charged to the budget.
    mutating func records(_ changed: SceneDescription, scenario: ScenarioDescription) -> [TraceRecord] {
        let steps = changed.scenarios.first { $0.name == scenario.name } ?? scenario
        let run = WhatIfRun.run(changed, scenario: steps)
        meter.charge(run.work)
        return run.records
    }
}

