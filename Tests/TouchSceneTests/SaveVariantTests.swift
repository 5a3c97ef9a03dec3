import Foundation
import Testing
import TouchCore
@testable import TouchScene

/// Issue 14 class 5, kept-aside variants: other link setups than the ones
/// the fix was made for. Saving a recording never turns a link into a file,
/// never splits hard links, keeps the mode, and refuses what it cannot do
/// without writing anything.
@Suite struct SaveVariantTests {
    let base = ReliabilityTests()

    @Test("a chain of two relative links across folders, to a hard-linked file of mode 640: both links stay links, every name sees the new text, the mode stays")
    func linkChainToHardLink() throws {
        let folder = try base.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = folder.appendingPathComponent("data"), links = folder.appendingPathComponent("links")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
        let real = data.appendingPathComponent("real.yaml").path, hard = data.appendingPathComponent("hard.yaml").path
        try ReliabilityTests.savedScene.write(toFile: real, atomically: false, encoding: .utf8)
        #expect(chmod(real, 0o640) == 0)
        #expect(Foundation.link(real, hard) == 0)
        let middle = links.appendingPathComponent("middle.yaml").path, front = folder.appendingPathComponent("front.yaml").path
        try FileManager.default.createSymbolicLink(atPath: middle, withDestinationPath: "../data/real.yaml")
        try FileManager.default.createSymbolicLink(atPath: front, withDestinationPath: "links/middle.yaml")

        let saved = try ScenarioRecorder.save(ReliabilityTests.recording, toSceneAt: front)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: front) == "links/middle.yaml")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: middle) == "../data/real.yaml")
        let text = try String(contentsOfFile: real, encoding: .utf8)
        #expect(text.contains(saved.name))
        #expect(try String(contentsOfFile: hard, encoding: .utf8) == text)
        var info = stat()
        #expect(stat(real, &info) == 0 && info.st_mode & 0o777 == 0o640 && info.st_nlink == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.path).sorted() == ["hard.yaml", "real.yaml"], "no temporary file left")
    }

    @Test("a link to a link that points nowhere is refused as unreadable: nothing is created, the links stay links")
    func danglingChain() throws {
        let folder = try base.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let front = folder.appendingPathComponent("front.yaml").path, middle = folder.appendingPathComponent("middle.yaml").path
        try FileManager.default.createSymbolicLink(atPath: middle, withDestinationPath: "made.yaml")
        try FileManager.default.createSymbolicLink(atPath: front, withDestinationPath: "middle.yaml")
        #expect(throws: ScenarioRecorder.SaveError.self) { try ScenarioRecorder.save(ReliabilityTests.recording, toSceneAt: front) }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: front) == "middle.yaml")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: middle) == "made.yaml")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["front.yaml", "middle.yaml"])
    }

    @Test("a symbolic link loop is refused: nothing is written, the links stay as they were")
    func loopIsRefused() throws {
        let folder = try base.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.yaml").path, b = folder.appendingPathComponent("b.yaml").path
        try FileManager.default.createSymbolicLink(atPath: a, withDestinationPath: "b.yaml")
        try FileManager.default.createSymbolicLink(atPath: b, withDestinationPath: "a.yaml")
        #expect(throws: ScenarioRecorder.SaveError.self) { try ScenarioRecorder.save(ReliabilityTests.recording, toSceneAt: a) }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: a) == "b.yaml", "the link is not replaced by a file")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: b) == "a.yaml")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.yaml", "b.yaml"])
    }
}
