/// `touchscope import`: debugger dumps in, a scene out (import-format.md).
public enum Importer {
    /// One input: its name as reported (a path) and its text.
    public struct Input: Sendable {
        public var name: String
        public var text: String
        public init(name: String, text: String) {
            self.name = name
            self.text = text
        }
    }

    /// Nothing readable in an input (exit status 2).
    public struct NothingReadable: Error, CustomStringConvertible, Sendable {
        public var files: [String]
        public var description: String {
            "\(files.joined(separator: ", ")): nothing readable: no view (recursiveDescription), view controller "
                + "(_printHierarchy) or gesture recognizer description was found; paste the output of the commands in "
                + "the README's first section"
        }
    }

    /// Reads every input, in order, and joins them into one scene. Throws
    /// `NothingReadable` when no input holds anything it can read.
    public static func run(_ inputs: [Input]) throws(NothingReadable) -> ImportedScene {
        var reader = DumpReader()
        for input in inputs { reader.read(file: input.name, text: input.text) }
        if reader.emptyFiles.count == inputs.count { throw NothingReadable(files: reader.emptyFiles) }
        var assembler = SceneAssembler(reader: reader)
        var scene = assembler.assemble()
        for file in reader.emptyFiles {
            scene.notes.append(ImportNote(level: .skipped, location: nil, message: "\(file): nothing readable in this file"))
        }
        return scene
    }
}
