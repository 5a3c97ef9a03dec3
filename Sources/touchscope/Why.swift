import ArgumentParser
import TouchCore
import TouchScene
import TouchTools

/// `touchscope why SCENE [--scenario NAME] --about NAME | --not ITEM [--json]`.
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
    var about: String?

    @Option(name: .customLong("not"), help: "An item that did not occur (as in fix --want, e.g. \"control.event composeButton event=touchUpInside\"): explain what stopped it.")
    var notItem: String?

    @Flag(help: "Print the explanation as JSON (the MCP tool why's structured content).")
    var json = false

    func validate() throws {
        if (about == nil) == (notItem == nil) { throw ValidationError("give --about NAME or --not ITEM (one of them)") }
    }

    func run() throws {
        let why = try ToolRun.run("why") { () throws(ToolError) in
            try Tools.why(.path(scene), scenario: scenario, about: about, not: notItem)
        }
        if json { Output.out(why.json.text + "\n") } else { Output.report(why.text) }
    }
}
