import ArgumentParser
import TouchScene

/// `touchscope check SCENE`: loads and validates a scene and prints what it holds.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Validate a scene file and print what it holds, or every error with its line and column."
    )

    @Argument(help: "The scene file (YAML).")
    var scene: String

    func run() throws {
        let loaded = try LoadedScene(path: scene)
        Output.out(SceneOutline.text(for: loaded.description, path: scene))
    }
}
