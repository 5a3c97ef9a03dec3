import ArgumentParser

/// The `touchscope` command: replays, checks and benchmarks scenes.
@main
struct TouchScope: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "touchscope",
        abstract: "A visual debugger for the iOS touch pipeline: hit-testing, gesture recognizers, responders.",
        discussion: """
        Describe a view hierarchy in a scene file (YAML), then replay its scripted input to see
        what UIKit would do and why. Exit status 2 means the scene or a name given was refused.
        """,
        subcommands: [Open.self, Replay.self, Check.self, Export.self, Import.self, Compare.self, Fix.self, WhyCommand.self, Bench.self, MCPCommand.self]
    )
}
