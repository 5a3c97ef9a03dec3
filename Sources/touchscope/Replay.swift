import ArgumentParser
import TouchCore
import TouchScene
import TouchTools

/// `touchscope replay SCENE [--scenario NAME] [--jsonl]` (trace-format.md).
struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a scenario headless and print its trace.",
        discussion: """
        Runs the scenario's steps on the virtual clock until no timer is pending and prints the
        human log, one line per trace record (the source stages and run-loop lines only with
        --stages), or with --jsonl the trace as JSON Lines. The same
        scene, scenario and flags always print the same bytes. With --jsonl the trace streams to
        standard output as the run makes it (memory stays the same however long the run), so the
        limit of samples × (recognizers + 1) is 20,000,000 instead of 500,000.
        """
    )

    @Argument(help: "The scene file (YAML).")
    var scene: String

    @Option(help: "The scenario to run (default: the scene's first).")
    var scenario: String?

    @Flag(help: "Print the trace as JSON Lines instead of the human log.")
    var jsonl = false

    @Flag(help: "Show the source stages and run-loop lines in the human log (hidden by default, as in the window).")
    var stages = false

    @Option(help: ArgumentHelp("Permute the order in which the recognizers of a touch receive it, with this seed.",
                               discussion: "Outcomes must not change (rule G6): use it to prove a scene does not depend on that order."))
    var shuffle: UInt64?

    @Flag(help: "Print the outcome (actions, events, selections, deliveries; as compare writes it) instead of the trace.")
    var summary = false

    @Flag(help: "With --summary: print the outcome as JSON (the MCP tool replay's structured content).")
    var json = false

    func validate() throws {
        if json && !summary { throw ValidationError("--json goes with --summary (for the trace as JSON, use --jsonl)") }
        if summary && jsonl { throw ValidationError("give --summary or --jsonl, not both") }
    }

    func run() throws {
        if summary {
            let report = try ToolRun.run("replay") { () throws(ToolError) in
                try Tools.replay(.path(scene), scenario: scenario, shuffle: shuffle)
            }
            Output.out(json ? report.json.text + "\n" : report.text)
            return
        }
        // The human log looks back (a record names the later records it caused), so it keeps the
        // trace; JSON Lines streams it.
        let loaded = try LoadedScene(path: scene, trace: jsonl ? .streamed : .kept)
        let chosen = try loaded.scenario(named: scenario)
        let built = try loaded.build()
        let device = built.makeDevice()
        device.shuffle = shuffle.map(SeededGenerator.init(seed:))
        let script = ScenarioCompiler.compile(chosen, in: loaded.description)
        if jsonl {
            device.trace.stream(to: JSONLinesWriter(output: Output.out(bytes:)))
            device.run(script)
            device.trace.finish()
        } else {
            device.run(script)
            Output.out(HumanLog.lines(device.trace, stages: stages))
        }
    }
}

/// A scene file loaded for a command, or the exit that refuses it.
struct LoadedScene {
    let path: String
    let description: SceneDescription

    /// `trace`: whether the command keeps the run's trace or streams it (its sample limit).
    init(path: String, trace: SceneLimits.Trace = .kept) throws {
        self.path = path
        do {
            description = try SceneLoader.load(path: path, trace: trace)
        } catch {
            throw Output.refuse(error.description)
        }
    }

    /// The scene's live objects (an error exit, never a trap, should they not build).
    func build() throws -> BuiltScene {
        do {
            return try SceneBuilder.build(description, file: path)
        } catch {
            throw Output.refuse(error.description)
        }
    }

    /// The scenario called `name`, or the first one when `name` is nil.
    func scenario(named name: String?) throws -> ScenarioDescription {
        do {
            return try description.scenario(named: name, file: path)
        } catch {
            throw Output.refuse(error.description)
        }
    }
}
