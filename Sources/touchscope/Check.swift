import ArgumentParser
import TouchScene
import TouchTools

/// `touchscope check SCENE`: loads and validates a scene and prints what it holds.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Validate a scene file and print what it holds, or every error with its line and column."
    )

    @Argument(help: "The scene file (YAML).")
    var scene: String

    @Flag(help: "Print what the scene holds as JSON (the MCP tool check's structured content).")
    var json = false

    func run() throws {
        let report = try ToolRun.run("check") { () throws(ToolError) in try Tools.check(.path(scene)) }
        // Names are the user's text: a terminal escape in one must not drive the
        // terminal (issue 14, found by scripts/fuzz.py). Line by line, so the
        // outline's own line breaks stay.
        Output.out(json ? report.json.text + "\n" : report.text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { SceneLoadError.escaped(String($0)) }.joined(separator: "\n"))
    }
}
