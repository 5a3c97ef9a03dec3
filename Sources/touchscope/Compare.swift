import ArgumentParser
import Foundation
import TouchCore
import TouchScene
import TouchSDL
import TouchTools
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
        let report = try ToolRun.run("compare") { () throws(ToolError) in
            try Tools.compare(.path(scene), scenarios: scenario, variants: variant)
        }
        let comparison = report.comparison
        if let png {
            let picture = ComparisonPicture.make(comparison, title: report.title)
            // Wide tables come in bands (ComparisonPicture.bandWidth); one still too tall is refused whole, naming real options.
            if max(picture.size.width, picture.size.height) > ComparisonPicture.maximumSide {
                throw Output.refuse("touchscope compare: --png: \(comparison.variants.count) variants × \(comparison.rows.count) scenarios make a "
                                    + "\(Int(picture.size.width))×\(Int(picture.size.height))-point picture, over \(Int(ComparisonPicture.maximumSide)) "
                                    + "a side; draw fewer at once (fewer --variant, or name rows with --scenario)")
            }
            do {
                try OffscreenRenderer.png(picture, path: png)
            } catch {
                throw Output.refuse("touchscope compare: \(error)")
            }
        }
        if json { Output.out(comparison.json) } else { Output.report(comparison.text) }
        if let png, !json { Output.out("wrote \(png)\n") }
    }
}

/// What `compare`, `fix` and `why` shared before TouchTools (`SceneInput.whatIf`); kept for branches that still call it.
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
