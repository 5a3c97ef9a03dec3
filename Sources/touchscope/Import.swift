import ArgumentParser
import Foundation
import TouchImport
import TouchScene
import TouchTools

/// `touchscope import DUMP... [-o SCENE]`: debugger dumps of a running app
/// in, a scene out (../shared/spec/import-format.md).
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Turn debugger dumps of a running app (recursiveDescription, _printHierarchy, gesture recognizers) into a scene.",
        discussion: """
        Paste what LLDB printed into one or more files (in any mix and order; debugger echoes, comment \
        prefixes and array wrappers are stripped), then:

          touchscope import screen.txt -o screen.yaml && touchscope open screen.yaml

        Each skipped or unreadable line is reported on standard error with its file and line, then a \
        summary. Exit status 2: nothing readable in the input, or a file that cannot be read or written.
        """
    )

    @Argument(help: "The dump files, read in order (\"-\" reads standard input).")
    var dumps: [String]

    @Option(name: .shortAndLong, help: "Write the scene here instead of to standard output.")
    var output: String?

    @Flag(help: "Print the report (what was imported, each skipped line, and the scene) as JSON on standard output.")
    var json = false

    @Flag(help: "Print the imported tree (one line per window, controller, view and recognizer) instead of the scene.")
    var outline = false

    func validate() throws {
        if dumps.isEmpty { throw ValidationError("give at least one dump file") }
    }

    func run() throws {
        var inputs: [Importer.Input] = []
        var total = 0
        for path in dumps {
            let name = path == "-" ? "<stdin>" : path
            // Read at most what is left of the limit (plus one byte, to know it was passed), never the whole of a huge file.
            guard let handle = path == "-" ? FileHandle.standardInput : FileHandle(forReadingAtPath: path) else {
                throw Output.refuse("touchscope import: cannot read \(Output.shown(path)): no such file, or not readable")
            }
            let data: Data
            do {
                data = try handle.read(upToCount: Importer.maximumInputBytes - total + 1) ?? Data()
            } catch {
                throw Output.refuse("touchscope import: cannot read \(Output.shown(path)): \(error.localizedDescription)")
            }
            total += data.count
            if total > Importer.maximumInputBytes {
                throw Output.refuse("touchscope import: \(Importer.TooLarge(file: Output.shown(name), bytes: total))")
            }
            inputs.append(Importer.Input(name: name, text: Importer.text(of: data)))
        }
        let report = try ToolRun.run("import") { () throws(ToolError) in try Tools.importDumps(inputs) }
        let scene = report.scene
        if let output {
            do {
                // Atomic, keeping the file's mode and owner, never over a dump being read (SceneFileWriter).
                try SceneFileWriter.write(scene.yaml, to: output, inputs: dumps.filter { $0 != "-" })
            } catch {
                throw Output.refuse("touchscope import: \(error.description)")
            }
        }
        if json {
            // The report, the notes and the scene as one object (the MCP tool import's structured content).
            Output.out(report.json.text + "\n")
            return
        }
        Output.err(scene.notes.map { $0.description + "\n" }.joined())
        if let output {
            Output.err("\(scene.summary); wrote \(output)\n")
        } else if outline {
            Output.out(scene.outline.map { $0 + "\n" }.joined())
            Output.err(scene.summary + "\n")
        } else {
            Output.out(scene.yaml)
            Output.err(scene.summary + "\n")
        }
    }
}
