import ArgumentParser
import Foundation
import TouchCore
import TouchScene
import TouchSDL
import TouchViz

/// `touchscope compare SCENE [--scenario NAME]... --variant "LABEL: SETTING[; SETTING...]"... [--json] [--png FILE]`.
struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay scenarios as written and under changed settings, side by side.",
        discussion: """
        Each --variant is a column: a label, a colon, then settings OBJECT.PROPERTY=VALUE separated by \
        ';', in the scene's own vocabulary (tap.cancelsTouchesInView=false, feed.delaysContentTouches=false, \
        single.requireToFail=[double], tap.shouldReceiveTouch={unless: {touchIn: [list]}}). Each row is a \
        scenario (all of them when none is named); each cell is the outcome: actions, control events, \
        selections, pops, first-responder changes and what each touch's hit-test view received. Cells \
        that differ from the scene as written are marked with *.
        """
    )

    @Argument(help: "The scene file (YAML).")
    var scene: String

    @Option(help: "A scenario to compare (repeatable; default: every scenario).")
    var scenario: [String] = []

    @Option(help: "A column: \"LABEL: SETTING[; SETTING...]\" (repeatable).")
    var variant: [String] = []

    @Flag(help: "Print the comparison as JSON.")
    var json = false

    @Option(help: "Also draw the table to this PNG file.")
    var png: String?

    func run() throws {
        let loaded = try LoadedScene(path: scene)
        let whatIf = try WhatIfCommand.scene(loaded)
        let comparison: Comparison
        do {
            let variants = try variant.map { (text: String) throws(WhatIfError) in try Comparison.Variant(parsing: text) }
            let scenarios = scenario.isEmpty
                ? loaded.description.scenarios
                : try scenario.map { (name: String) throws(WhatIfError) in try WhatIfRun.scenario(name, in: loaded.description, file: scene) }
            guard !scenarios.isEmpty else {
                throw WhatIfError("\(scene): the scene has no scenarios; add one under `scenarios:` (see the README, \"Scenarios\")")
            }
            comparison = try Comparison(scene: whatIf, scenarios: scenarios, variants: variants)
        } catch {
            throw Output.refuse("touchscope compare: \(error)")
        }
        if let png {
            let picture = ComparisonPicture.make(comparison, title: loaded.description.title)
            do {
                try OffscreenRenderer.png(picture, path: png)
            } catch {
                throw Output.refuse("touchscope compare: \(error)")
            }
        }
        Output.out(json ? comparison.json : comparison.text)
        if let png, !json { Output.out("wrote \(png)\n") }
    }
}

/// What `compare`, `fix` and `why` share.
enum WhatIfCommand {
    /// The loaded scene kept as written, for settings.
    static func scene(_ loaded: LoadedScene) throws -> WhatIfScene {
        do {
            let text = try String(contentsOfFile: loaded.path, encoding: .utf8)
            return try WhatIfScene(file: loaded.path, text: text, description: loaded.description)
        } catch let error as WhatIfError {
            throw Output.refuse(error.description)
        } catch {
            throw Output.refuse("\(loaded.path): cannot be read again: \(error.localizedDescription)")
        }
    }
}
