import ArgumentParser

/// The `touchscope` command: replays, checks, exports and opens scenes.
@main
struct TouchScope: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "touchscope",
        abstract: "A visual debugger for the iOS touch pipeline: hit-testing, gesture recognizers, responders.",
        subcommands: []
    )
}
