import Foundation
import TouchScene

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

    /// The most bytes one import reads, all inputs together (64 MiB): a
    /// 100,000-view dump is about 17 MB. Past it the import is refused before
    /// anything is read into memory.
    public static let maximumInputBytes = 64 << 20

    /// The inputs were larger than `maximumInputBytes`.
    public struct TooLarge: Error, CustomStringConvertible, Sendable {
        public var file: String
        public var bytes: Int
        public init(file: String, bytes: Int) {
            self.file = file
            self.bytes = bytes
        }
        public var description: String {
            "\(file): \(bytes) bytes of dumps, over the import limit of \(Importer.maximumInputBytes) (64 MiB); "
                + "dump only the window or view that has the conflict"
        }
    }

    /// The text of a dump file as it was saved: UTF-8 with or without its
    /// byte-order mark, UTF-16 or UTF-32 with a byte-order mark (what some
    /// Windows editors save), or UTF-16 without one when its bytes show it
    /// (a NUL in every other byte of plain ASCII). Invalid bytes become U+FFFD.
    public static func text(of data: Data) -> String {
        let b = [UInt8](data.prefix(4))
        func decode(_ encoding: String.Encoding, dropping n: Int) -> String? {
            String(data: data.dropFirst(n), encoding: encoding)
        }
        if b.count >= 4 && b[0] == 0xFF && b[1] == 0xFE && b[2] == 0 && b[3] == 0, let s = decode(.utf32LittleEndian, dropping: 4) { return s }
        if b.count >= 4 && b[0] == 0 && b[1] == 0 && b[2] == 0xFE && b[3] == 0xFF, let s = decode(.utf32BigEndian, dropping: 4) { return s }
        if b.count >= 2 && b[0] == 0xFF && b[1] == 0xFE, let s = decode(.utf16LittleEndian, dropping: 2) { return s }
        if b.count >= 2 && b[0] == 0xFE && b[1] == 0xFF, let s = decode(.utf16BigEndian, dropping: 2) { return s }
        if b.count >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF { return String(decoding: data.dropFirst(3), as: UTF8.self) }
        if b.count >= 4 && data.count % 2 == 0 {
            // No mark: UTF-16 shows as a NUL beside every ASCII character.
            let sample = [UInt8](data.prefix(512))
            let evenNUL = stride(from: 0, to: sample.count, by: 2).filter { sample[$0] == 0 }.count
            let oddNUL = stride(from: 1, to: sample.count, by: 2).filter { sample[$0] == 0 }.count
            let half = sample.count / 2
            if oddNUL * 10 >= half * 9 && evenNUL == 0, let s = String(data: data, encoding: .utf16LittleEndian) { return s }
            if evenNUL * 10 >= half * 9 && oddNUL == 0, let s = String(data: data, encoding: .utf16BigEndian) { return s }
        }
        return String(decoding: data, as: UTF8.self)
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
