import Testing
@testable import TouchImport

/// Every real dump of Dumps/ (../shared/import/dumps, sources in Dumps/INDEX.md)
/// imports: per dump, the views read, controllers, recognizers kept, and the
/// things reported as skipped (import-format.md).
@Suite struct DumpImportTests {
    struct Expected: Sendable, CustomStringConvertible {
        var dump: String, views: Int, controllers: Int, recognizers: Int, skipped: Int
        var description: String { dump }
    }

    static let expected: [Expected] = [
        .init(dump: "02", views: 18, controllers: 0, recognizers: 0, skipped: 2),
        .init(dump: "03", views: 0, controllers: 3, recognizers: 0, skipped: 4),
        .init(dump: "04", views: 7, controllers: 0, recognizers: 0, skipped: 0),
        .init(dump: "06", views: 9, controllers: 0, recognizers: 0, skipped: 0),
        .init(dump: "08", views: 0, controllers: 0, recognizers: 3, skipped: 2),
        .init(dump: "09", views: 0, controllers: 0, recognizers: 6, skipped: 0),
        .init(dump: "11", views: 0, controllers: 0, recognizers: 2, skipped: 3),
        .init(dump: "12", views: 0, controllers: 0, recognizers: 2, skipped: 4),
        .init(dump: "13", views: 0, controllers: 0, recognizers: 2, skipped: 1),
        .init(dump: "16", views: 0, controllers: 9, recognizers: 0, skipped: 1),
        .init(dump: "17", views: 0, controllers: 6, recognizers: 0, skipped: 1),
        .init(dump: "18", views: 0, controllers: 4, recognizers: 0, skipped: 0),
        .init(dump: "19", views: 8, controllers: 0, recognizers: 0, skipped: 1),
        .init(dump: "20", views: 9, controllers: 0, recognizers: 0, skipped: 0),
        .init(dump: "22", views: 29, controllers: 0, recognizers: 0, skipped: 3),
        .init(dump: "23", views: 11, controllers: 0, recognizers: 0, skipped: 2),
        .init(dump: "24", views: 7, controllers: 0, recognizers: 0, skipped: 4),
        .init(dump: "26", views: 0, controllers: 0, recognizers: 2, skipped: 3),
        .init(dump: "27", views: 0, controllers: 0, recognizers: 1, skipped: 0),
        .init(dump: "28", views: 3, controllers: 0, recognizers: 0, skipped: 2),
        .init(dump: "30", views: 10, controllers: 0, recognizers: 0, skipped: 3),
        .init(dump: "31", views: 13, controllers: 0, recognizers: 0, skipped: 0),
        .init(dump: "32", views: 16, controllers: 0, recognizers: 0, skipped: 0),
        .init(dump: "34", views: 0, controllers: 1, recognizers: 0, skipped: 4),
        .init(dump: "35", views: 6, controllers: 0, recognizers: 0, skipped: 0),
        .init(dump: "36", views: 1, controllers: 0, recognizers: 0, skipped: 1),
        .init(dump: "39", views: 1, controllers: 0, recognizers: 0, skipped: 3),
        .init(dump: "40", views: 0, controllers: 0, recognizers: 0, skipped: 1),
        .init(dump: "41", views: 0, controllers: 0, recognizers: 1, skipped: 0),
        .init(dump: "43", views: 2, controllers: 0, recognizers: 0, skipped: 0),
        .init(dump: "44", views: 13, controllers: 0, recognizers: 0, skipped: 0),
        .init(dump: "46", views: 4, controllers: 0, recognizers: 0, skipped: 11),
        .init(dump: "47", views: 37, controllers: 0, recognizers: 0, skipped: 0),
        .init(dump: "49", views: 0, controllers: 4, recognizers: 0, skipped: 4),
    ]

    @Test("import-format.md: every real dump imports with its counts and its report", arguments: expected)
    func everyDump(_ e: Expected) throws {
        let scene = try importDumps(e.dump)
        #expect(scene.viewCount == e.views, "views")
        #expect(scene.controllerCount == e.controllers, "controllers")
        #expect(scene.recognizerCount == e.recognizers, "recognizers")
        #expect(scene.skippedCount == e.skipped, "skipped: \(scene.notes)")
        // Every report line names its file and line (step 7), but the summary-level address warning.
        for note in scene.notes where note.location != nil {
            #expect(note.description.hasPrefix(note.location!.file + ":\(note.location!.line): "))
        }
        // Deterministic: the same input gives the same text.
        #expect(try importDumps(e.dump).yaml == scene.yaml)
    }

    @Test("every dump in the fixtures has an expectation")
    func fixturesCovered() throws {
        let index = try dumpText("INDEX").text
        let listed = index.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| "), let n = line.dropFirst(2).split(separator: "-").first, n.count == 2, Int(n) != nil else { return nil }
            return String(n)
        }
        #expect(listed.count == 34)
        #expect(Set(listed) == Set(Self.expected.map(\.dump)))
    }

    @Test("nothing readable: an error naming the file")
    func nothingReadable() {
        #expect(throws: Importer.NothingReadable.self) {
            _ = try Importer.run([Importer.Input(name: "notes.txt", text: "just prose\n(lldb) po 1\n1\n")])
        }
        do {
            _ = try Importer.run([Importer.Input(name: "notes.txt", text: "hello")])
        } catch {
            #expect(error.description.hasPrefix("notes.txt: nothing readable"))
        }
    }
}
