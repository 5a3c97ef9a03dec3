/// Finding a scenario by name, for the commands (`replay`, `export`, `open`).
extension SceneDescription {
    /// The scenario called `name`, or the first one when `name` is nil; a
    /// scenario that is not there is refused as `FILE:LINE:COLUMN: ...` at
    /// the `scenarios:` key (1:1 when the file has none).
    public func scenario(named name: String?, file: String) throws(SceneLoadError) -> ScenarioDescription {
        let at = scenariosLocation.line > 0 ? scenariosLocation : SourceLocation(line: 1, column: 1)
        func refuse(_ message: String) -> SceneLoadError {
            SceneLoadError(file: file, problems: [SceneProblem(location: at, key: "scenarios", message: message)])
        }
        guard let name else {
            guard let first = scenarios.first else {
                throw refuse("the scene has no scenarios; add one under 'scenarios:' (see the README, \"Scenarios\")")
            }
            return first
        }
        guard let found = scenarios.first(where: { $0.name == name }) else {
            let known = scenarios.prefix(20).map { "'\($0.name)'" }.joined(separator: ", ") + (scenarios.count > 20 ? ", ..." : "")
            throw refuse("no scenario named '\(name)'; the scene has: \(known.isEmpty ? "none" : known)"
                         + Spelling.didYouMean(name, in: scenarios.prefix(2000).map(\.name)))
        }
        return found
    }
}
