import Foundation
import Testing
import TouchCore
import TouchScene
import TouchTestSupport

/// Paths of the package under test.
enum Package {
    /// The package's root folder (found from this file's path).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let scenes = root.appendingPathComponent("Scenes")
    static let golden = root.appendingPathComponent("Tests/touchscopeTests/Golden")

    /// The `touchscope` binary built next to the test bundle.
    static var binary: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("touchscope")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return root.appendingPathComponent(".build/debug/touchscope")
    }

    /// Every scene file of Scenes/, sorted.
    static func sceneFiles() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: scenes.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { scenes.appendingPathComponent($0) }
    }
}

/// The result of running the binary.
struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs `touchscope` with `arguments` and waits for it.
func touchscope(_ arguments: [String], in directory: URL? = nil) throws -> Run {
    let process = Process()
    process.executableURL = Package.binary
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read both pipes while the process runs, so a large output cannot fill a pipe and block it.
    final class Box: @unchecked Sendable { var data = Data() }
    let errBox = Box()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
        errBox.data = err.fileHandleForReading.readDataToEndOfFile()
        group.leave()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Run(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
               stderr: String(decoding: errBox.data, as: UTF8.self))
}

/// Replays one scenario of a scene in-process and returns its human log.
/// The environments check their invariants after every turn, and the run is
/// in the TestClock scope: a timer left pending fails the test unless named
/// in `expectingPending` (`"owner.purpose"`, design 8).
func humanLog(of scene: SceneDescription, scenario: ScenarioDescription, expectingPending: [String] = [],
              sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
    let device = try SceneBuilder.build(scene).makeDevice()
    device.checksInvariantsAfterEveryTurn = true
    device.run(ScenarioCompiler.compile(scenario, parameters: scene.device), expectingPending: expectingPending, sourceLocation: sourceLocation)
    return HumanLog.lines(device.trace)
}

/// `WhatIfRun.records` (the headless run `why` and `fix` read) in the
/// TestClock scope: a timer the run left pending (its `runloop.pending`)
/// fails the test unless named in `expectingPending` (design 8).
func playedRecords(_ scene: SceneDescription, scenario: ScenarioDescription, expectingPending: [String] = [],
                   sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [TraceRecord] {
    let records = WhatIfRun.records(scene, scenario: scenario)
    expectNoTimersPending(in: records, expectingPending: expectingPending, sourceLocation: sourceLocation)
    return records
}

/// A file name for a scenario: letters and digits, other runs of characters as one dash.
func fileName(_ text: String) -> String {
    var out = ""
    for c in text.lowercased() {
        if c.isLetter || c.isNumber { out.append(c) } else if !out.hasSuffix("-") { out.append("-") }
    }
    return out.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
}
