import ArgumentParser
import Foundation
import TouchCore
import TouchScene
import TouchSDL
import TouchTools
import TouchViz

/// `touchscope export SCENE [--scenario NAME] --png FILE [--size WxH] [--perfetto FILE]`.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a scenario headless: a PNG of the screen, overlays and full timeline, and/or a Perfetto trace.",
        discussion: """
        Needs no display. --png draws the device screen with the hit-test path, the recognizers \
        and the scenario's whole timeline; --perfetto writes the trace as Chrome Trace Event JSON \
        (open it at ui.perfetto.dev): a track per touch and per recognizer, slices for states and \
        held deliveries, flow arrows from a recognition to what it cancelled or released.
        """
    )

    @Argument(help: "The scene file (YAML).")
    var scene: String

    @Option(help: "The scenario to run (default: the scene's first).")
    var scenario: String?

    @Option(help: "Write the picture to this PNG file.")
    var png: String?

    @Option(help: "The picture's size in points, WxH (default 1600x1000).")
    var size: PictureSize = PictureSize(ExportPicture.defaultSize)

    @Option(help: "Pixels per point of the picture (2 for a sharp picture on a HiDPI screen).")
    var scale: Double = 1

    @Option(help: "Write the trace as Chrome Trace Event JSON (Perfetto) to this file.")
    var perfetto: String?

    func validate() throws {
        guard png != nil || perfetto != nil else {
            throw ValidationError("say what to write: --png FILE, --perfetto FILE, or both")
        }
        guard scale > 0 && scale <= 4 else { throw ValidationError("--scale must be more than 0 and at most 4") }
    }

    func run() throws {
        // Loaded once, for the picture (the MCP tool `export` draws it too, TouchTools) and the trace.
        let loaded = try ToolRun.run("export") { () throws(ToolError) in try SceneInput(.path(scene)) }
        let chosen = loaded.description.scenarios.isEmpty && scenario == nil
            ? nil : try ToolRun.run("export") { () throws(ToolError) in try loaded.scenario(named: scenario) }
        if let png {
            let picture = try ToolRun.run("export") { () throws(ToolError) in
                try Tools.picture(loaded, scenario: scenario, size: size.size)
            }
            do {
                try OffscreenRenderer.png(picture, path: png, scale: scale)
            } catch {
                throw Output.refuse("touchscope export: \(error)")
            }
            Output.out("wrote \(png)\n")
        }
        if let perfetto {
            let device = try ToolRun.run("export") { () throws(ToolError) in try loaded.build() }.makeDevice()
            if let chosen { device.run(ScenarioCompiler.compile(chosen, in: loaded.description)) }
            let title = loaded.description.title + (chosen.map { " — \($0.name)" } ?? "")
            do {
                try PerfettoExport.json(trace: device.trace, title: title).write(toFile: perfetto, atomically: true, encoding: .utf8)
            } catch {
                throw Output.refuse("touchscope export: cannot write \(SceneLoadError.escaped(perfetto)): \(error.localizedDescription)")
            }
            Output.out("wrote \(perfetto)\n")
        }
    }
}

/// A size written `WxH`, in points.
struct PictureSize: ExpressibleByArgument {
    let size: Size

    init(_ size: Size) {
        self.size = size
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w >= 320, h >= 240, w <= 8000, h <= 8000 else {
            return nil
        }
        size = Size(width: w, height: h)
    }

    var defaultValueDescription: String { "\(Int(size.width))x\(Int(size.height))" }
}
