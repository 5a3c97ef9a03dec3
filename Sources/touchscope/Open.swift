import ArgumentParser
import Foundation
import TouchCore
import TouchScene
import TouchSDL
import TouchViz

/// `touchscope open [SCENE]`: the visual debugger's window.
struct Open: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Open a scene in the window: touch it with the mouse or a touch screen and watch the pipeline.",
        discussion: """
        The mouse is finger 1; Option-drag makes a two-finger pinch and rotation mirrored about the \
        screen centre, Shift+Option-drag moves both fingers together; a touch screen's fingers are \
        touches of their own. Press ? in the window for every key. The scene file is watched: \
        saving it reloads the window. With no SCENE, the built-in default scene (keyboard-dismiss, as make run) opens.
        """
    )

    @Argument(help: "The scene file (YAML); default: the built-in keyboard-dismiss scene (as make run).")
    var scene: String?

    @Option(help: "Play this scenario once the window opens.")
    var scenario: String?

    @Option(help: "The window's size in points, WxH (at least 960x600).")
    var size: PictureSize = PictureSize(Size(width: 1280, height: 800))

    @Option(help: ArgumentHelp("Post these finger events (JSON Lines) through SDL as a touch screen would.",
                               discussion: #"Each line: {"t":0.5,"type":"down","id":1,"x":0.42,"y":0.61} (seconds after opening; x, y 0…1 of the window)."#))
    var inject: String?

    @Option(help: ArgumentHelp("Open this saved trace (JSON Lines) with the scene: step and scrub through its records.",
                               discussion: "A trace written by `touchscope replay --jsonl` or `open --save-trace`; the screen shows the scene driven by the trace's touches.",
                               valueName: "FILE.jsonl"))
    var trace: String?

    @Option(help: ArgumentHelp("On quit, write the trace of everything run to this file (JSON Lines).", valueName: "FILE.jsonl"))
    var saveTrace: String?

    @Option(name: .customLong("what-if"), help: ArgumentHelp("Open the what-if panel on this view, control or recognizer.", valueName: "OBJECT"))
    var whatIf: String?

    @Option(help: ArgumentHelp("With --what-if: switch this setting on (repeatable), e.g. dismissTap.cancelsTouchesInView=false.",
                               valueName: "SETTING"))
    var toggle: [String] = []

    @Option(name: .customLong("what-if-budget"),
            help: ArgumentHelp("Seconds the what-if panel may replay for one change, counted in replay work (touch samples "
                               + "and objects built, \(ReplayBudget.unitsPerSecond) a second), not on the clock.", valueName: "SECONDS"))
    var whatIfBudget: Double = ReplayBudget.windowSeconds

    @Option(help: "Quit after this many seconds.")
    var quitAfter: Double?

    @Option(help: "On quit, save a screenshot of the window to this PNG file.")
    var screenshot: String?

    @Option(help: ArgumentHelp("On quit, write what the window's last frame drew to this file (JSON Lines, one drawing command a line).",
                               valueName: "FILE.jsonl"))
    var saveDisplayList: String?

    func run() throws {
        var options = WindowOptions()
        // No smaller than the layout is made for (InspectorLayout.minimumSize).
        let minimum = InspectorLayout.minimumSize
        let windowSize = Size(width: max(size.size.width, minimum.width), height: max(size.size.height, minimum.height))
        options.size = windowSize
        options.traceOut = saveTrace
        options.quitAfter = quitAfter
        options.screenshotOnQuit = screenshot
        options.displayListOut = saveDisplayList
        options.watch = scene
        do {
            if let inject { options.inject = try FingerInjection.load(path: inject) }
        } catch {
            throw Output.refuse("touchscope open: \(error)")
        }
        // The window shows a scene that does not load with its errors, and reloads it once fixed;
        // a scenario name that does not exist is refused up front.
        if let scene, let scenario, let loaded = try? SceneLoader.load(path: scene), !loaded.scenarios.contains(where: { $0.name == scenario }) {
            _ = try LoadedScene(path: scene).scenario(named: scenario)
        }
        if let scene, !FileManager.default.fileExists(atPath: scene) {
            throw Output.refuse("\(SceneLoadError.escaped(scene)): no such file; give the path of a scene file (see Scenes/)")
        }
        // The window's model does no file I/O: the command line hands it the disk.
        let files = DiskFiles()
        var saved: SavedTrace?
        if let trace {
            guard scenario == nil else { throw Output.refuse("touchscope open: give --trace or --scenario, not both") }
            do { saved = try SavedTrace.load(path: trace, files: files) } catch { throw Output.refuse("touchscope open: \(error)") }
        }
        guard whatIfBudget > 0 && whatIfBudget.isFinite else {
            throw Output.refuse("touchscope open: --what-if-budget is \(whatIfBudget); give the seconds the what-if panel may replay, more than 0")
        }
        let model = Inspector(scenePath: scene, scenario: scenario, size: windowSize, files: files)
        model.whatIfBudget = ReplayBudget(seconds: whatIfBudget)
        if let saved, let difference = model.open(trace: saved) {
            FileHandle.standardError.write(Data("touchscope: \(difference)\n".utf8))
        }
        if let whatIf {
            model.selectForWhatIf(whatIf)
            do {
                for text in toggle { model.toggleWhatIf(try Setting(parsing: text)) }
            } catch {
                throw Output.refuse("touchscope open: \(error)")
            }
        } else if !toggle.isEmpty {
            throw Output.refuse("touchscope open: --toggle needs --what-if OBJECT")
        }
        let title = "TouchScope — " + (scene.map { URL(fileURLWithPath: $0).lastPathComponent } ?? DefaultScene.fileName)
        do {
            try ViewerWindow.run(model: model, title: title, options: options)
        } catch {
            throw Output.refuse("touchscope open: \(error)")
        }
    }
}
