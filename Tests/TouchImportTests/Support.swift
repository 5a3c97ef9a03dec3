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
