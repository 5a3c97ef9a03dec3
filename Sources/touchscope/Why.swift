import ArgumentParser
import TouchCore
import TouchScene
import TouchTools

/// `touchscope why SCENE [--scenario NAME] --about NAME`.
struct WhyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "why",
        abstract: "Explain what a view, control or recognizer received in a scenario, and why.",
        discussion: """
        Lists every record concerning the object, in UIKit's words (the method, property, delegate \
        method or override involved) with the rule that decides it, and under each one the records \
        that caused it (causedBy), back to the first cause.
        """
    )

    @Argument(help: "The scene file (YAML).")
    var scene: String

    @Option(help: "The scenario to run (default: the scene's first).")
    var scenario: String?

    @Option(help: "The view, control or recognizer to explain.")
    var about: String

    @Flag(help: "Print the explanation as JSON (the MCP tool why's structured content).")
    var json = false

    func run() throws {
        let why = try ToolRun.run("why") { () throws(ToolError) in try Tools.why(.path(scene), scenario: scenario, about: about) }
        Output.out(json ? why.json.text + "\n" : why.text)
    }
}
