import ArgumentParser
import TouchCore
import TouchScene

/// `touchscope replay SCENE [--scenario NAME] [--jsonl]` (trace-format.md).
struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a scenario headless and print its trace.",
        discussion: """
        Runs the scenario's steps on the virtual clock until no timer is pending and prints the
        human log, one line per trace record, or with --jsonl the trace as JSON Lines. The same
        scene, scenario and flags always print the same bytes.
        """
    )

    @Argument(help: "The scene file (YAML).")
    var scene: String

    @Option(help: "The scenario to run (default: the scene's first).")
    var scenario: String?

    @Flag(help: "Print the trace as JSON Lines instead of the human log.")
    var jsonl = false

    @Option(help: ArgumentHelp("Permute the order in which the recognizers of a touch receive it, with this seed.",
                               discussion: "Outcomes must not change (rule G6): use it to prove a scene does not depend on that order."))
    var shuffle: UInt64?

    func run() throws {
        let loaded = try LoadedScene(path: scene)
        let chosen = try loaded.scenario(named: scenario)
        let built = try loaded.build()
        let device = built.makeDevice()
        device.shuffle = shuffle.map(SeededGenerator.init(seed:))
        device.run(ScenarioCompiler.compile(chosen, parameters: loaded.description.device))
        Output.out(jsonl ? TraceJSON.lines(device.trace) : HumanLog.lines(device.trace))
    }
}

/// A scene file loaded for a command, or the exit that refuses it.
struct LoadedScene {
    let path: String
    let description: SceneDescription

    init(path: String) throws {
        self.path = path
        do {
            description = try SceneLoader.load(path: path)
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
