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
        // Names are the user's text: a terminal escape in one must not drive the
        // terminal (issue 14, found by scripts/fuzz.py). Line by line, so the
        // outline's own line breaks stay.
        let outline = SceneOutline.text(for: loaded.description, path: scene)
        Output.out(outline.split(separator: "\n", omittingEmptySubsequences: false)
            .map { SceneLoadError.escaped(String($0)) }.joined(separator: "\n"))
    }
}
