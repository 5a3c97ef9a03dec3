import Foundation
import Testing
@testable import TouchScene
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 33, unsafe saves: every save (`import -o`, Shift+R, screenshots)
/// goes through `SceneFileWriter`, which is atomic, refuses to overwrite its
/// own input, a read-only file or something that is no regular file, keeps
/// the file's mode, owner and group, and follows symbolic links.
@Suite struct SafeSaveTests {
    let base = ReliabilityTests()

    @Test("a read-only target is refused with a message, even for root, and left as it was")
    func readOnly() throws {
        let folder = try base.temporaryFolder()
        let path = folder.appendingPathComponent("scene.yaml").path
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o444)
        #expect(throws: SceneFileWriter.Failure.readOnly(path)) { try SceneFileWriter.write("new", to: path) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        #expect(SceneFileWriter.Failure.readOnly(path).description.contains("chmod u+w"))
    }

    @Test("a FIFO or a folder as target is refused at once instead of blocking or failing half-way")
    func notRegular() throws {
        let folder = try base.temporaryFolder()
        let fifo = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(throws: SceneFileWriter.Failure.notRegularFile(fifo)) { try SceneFileWriter.write("x", to: fifo) }
        #expect(throws: SceneFileWriter.Failure.notRegularFile(folder.path)) { try SceneFileWriter.write("x", to: folder.path) }
    }

    @Test("writing over one of the command's inputs (import d.txt -o d.txt, or through a link to it) is refused and the input kept")
    func ownInput() throws {
        let folder = try base.temporaryFolder()
        let dump = folder.appendingPathComponent("d.txt").path
        let link = folder.appendingPathComponent("link.txt").path
        try "dump".write(toFile: dump, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: dump)
        #expect(throws: SceneFileWriter.Failure.isInput(dump)) { try SceneFileWriter.write("scene", to: dump, inputs: [dump]) }
        #expect(throws: SceneFileWriter.Failure.isInput(link)) { try SceneFileWriter.write("scene", to: link, inputs: [dump]) }
        #expect(try String(contentsOfFile: dump, encoding: .utf8) == "dump")
    }

    @Test("a file owned by another user and group keeps its owner, group and mode when root rewrites it; no temporary file is left")
    func ownerAndGroup() throws {
        let folder = try base.temporaryFolder()
        let path = folder.appendingPathComponent("theirs.yaml").path
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o640)
        let isRoot = geteuid() == 0
        if isRoot { #expect(chown(path, 1234, 5678) == 0) }
        try SceneFileWriter.write("new", to: path)
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_mode & 0o7777 == 0o640)
        if isRoot { #expect(info.st_uid == 1234 && info.st_gid == 5678) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["theirs.yaml"])
    }

    @Test("a missing folder is a message, not a crash, and nothing is created")
    func missingFolder() throws {
        let folder = try base.temporaryFolder()
        let path = folder.appendingPathComponent("no/such/scene.yaml").path
        #expect(throws: SceneFileWriter.Failure.cannotWrite(path)) { try SceneFileWriter.write("x", to: path) }
    }
}
