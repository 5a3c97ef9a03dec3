import Foundation
import Testing
@testable import TouchImport

/// The text of `Dumps/NAME` (the real dumps of ../shared/import/dumps, sources in Dumps/INDEX.md).
func dumpText(_ prefix: String) throws -> (name: String, text: String) {
    let dir = try #require(Bundle.module.url(forResource: "Dumps", withExtension: nil))
    let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    let file = try #require(files.first { $0.hasPrefix(prefix) }, "no dump \(prefix)")
    return (file, try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8))
}

/// Imports the dumps whose names start with `prefixes`, in that order.
func importDumps(_ prefixes: String...) throws -> ImportedScene {
    let inputs = try prefixes.map { p in try dumpText(p) }.map { Importer.Input(name: $0.name, text: $0.text) }
    return try Importer.run(inputs)
}

/// The lines of `outline` from the one starting with `name` (after its
/// indentation) through its descendants, dedented: the subtree's shape.
func subtree(_ outline: [String], at name: String) -> String {
    func depth(_ s: String) -> Int { s.prefix { $0 == " " }.count }
    guard let start = outline.firstIndex(where: { let t = $0.drop { $0 == " " }; return t == name || t.hasPrefix(name + " ") }) else { return "(no \(name))" }
    let base = depth(outline[start])
    var lines = [String(outline[start].dropFirst(base))]
    for line in outline[(start + 1)...] {
        guard depth(line) > base else { break }
        lines.append(String(line.dropFirst(base)))
    }
    return lines.joined(separator: "\n")
}
