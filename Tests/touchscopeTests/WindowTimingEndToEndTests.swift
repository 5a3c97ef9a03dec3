import Foundation
import Testing

/// Issue 32 point 10 under Xvfb: input keeps its own times (an injected
/// 0.1 s press is 0.1 s long in the trace and in a ⇧R recording, however
/// late the loop gets to it), and a display that goes away ends the window
/// with TouchScope's message, not Xlib's.
@Suite(.serialized) struct WindowTimingEndToEndTests {
    typealias E2E = WindowEndToEndTests

    /// The digitizer samples' times of one finger's down and up in a trace (JSON Lines).
    static func pressTimes(_ records: [[String: Any]]) -> (down: Double, up: Double)? {
        func time(_ phase: String) -> Double? {
            records.first { $0["kind"] as? String == "stage" && $0["subject"] as? String == "digitizer"
                && ($0["phases"] as? [String])?.contains(phase) == true }?["t"] as? Double
        }
        guard let down = time("down"), let up = time("up") else { return nil }
        return (down, up)
    }

    @Test("issue 32.10: an injected 0.1 s press is 0.1 s long in the window's trace and in its ⇧R recording",
          .enabled(if: E2E.toolsPresent, "needs Xvfb and xdotool (make deps installs them)"))
    func pressKeepsItsLength() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("touchscope-press-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("nested-taps.yaml")
        try FileManager.default.copyItem(at: Package.scenes.appendingPathComponent("nested-taps.yaml"), to: scene)
        let (display, xvfb) = try E2E.startXvfb()
        defer { E2E.stop(xvfb) }
        // Two presses, seconds after the window opens: the first recorded, the second in the trace saved on
        // quit (saving the recording reloads the scene, which starts a fresh trace). Their times are the
        // injection's, not the loop's.
        let inject = #"{"t":4.0,"type":"down","id":31,"x":0.16,"y":0.4}"# + "\n" + #"{"t":4.1,"type":"up","id":31,"x":0.16,"y":0.4}"# + "\n"
            + #"{"t":7.5,"type":"down","id":32,"x":0.16,"y":0.4}"# + "\n" + #"{"t":7.6,"type":"up","id":32,"x":0.16,"y":0.4}"# + "\n"
        let injectFile = dir.appendingPathComponent("press.jsonl"), trace = dir.appendingPathComponent("trace.jsonl")
        try inject.write(to: injectFile, atomically: true, encoding: .utf8)
        let app = try E2E.launch(["open", scene.path, "--inject", injectFile.path, "--save-trace", trace.path, "--quit-after", "9.5"],
                                 display: display)
        defer { if app.isRunning { kill(app.processIdentifier, SIGKILL) } }
        let window = try E2E.waitForWindow(display: display)
        try #require(!window.isEmpty, "the window did not appear")
        // ⇧R before the press (the window has been open for less than 2 s), ⇧R again well after it.
        Thread.sleep(forTimeInterval: 0.3)
        try E2E.run("xdotool", ["key", "--window", window, "shift+r"], display: display)
        Thread.sleep(forTimeInterval: 5.2)
        try E2E.run("xdotool", ["key", "--window", window, "shift+r"], display: display)
        app.waitUntilExit()
        #expect(app.terminationStatus == 0)

        let press = try #require(Self.pressTimes(try E2E.records(of: trace)), "the trace has the press")
        #expect(abs(press.up - press.down - 0.1) < 0.002, "the press lasts \(press.up - press.down) s in the trace")
        // The recording, saved into the scene file as a scenario, replays a press of the same length.
        let text = try String(contentsOf: scene, encoding: .utf8)
        try #require(text.contains("recorded 1"), "the recording was saved into the scene:\n\(text.suffix(400))")
        let replay = try touchscope(["replay", scene.path, "--scenario", "recorded 1", "--jsonl"]).stdout
        let records = replay.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        let recorded = try #require(Self.pressTimes(records), "the recorded scenario has the press")
        #expect(abs(recorded.up - recorded.down - 0.1) < 0.002, "the recorded press lasts \(recorded.up - recorded.down) s")
    }

    @Test("issue 32.10: a display that goes away ends the window with TouchScope's message and status 1, not Xlib's",
          .enabled(if: E2E.toolsPresent, "needs Xvfb and xdotool (make deps installs them)"))
    func lostDisplayExitsWithAMessage() throws {
        let (display, xvfb) = try E2E.startXvfb()
        defer { E2E.stop(xvfb) }
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("touchscope-lost-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }
        let app = Process()
        app.executableURL = Package.binary
        app.arguments = ["open", Package.scenes.appendingPathComponent("nested-taps.yaml").path, "--quit-after", "30"]
        app.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 }
        app.standardOutput = FileHandle.nullDevice
        app.standardError = try FileHandle(forWritingTo: errors)
        try app.run()
        defer { if app.isRunning { kill(app.processIdentifier, SIGKILL) } }
        try #require(!(try E2E.waitForWindow(display: display)).isEmpty, "the window did not appear")
        Thread.sleep(forTimeInterval: 0.5)
        // The X server dies under the open window.
        E2E.stop(xvfb)
        let deadline = Date().addingTimeInterval(15)
        while app.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        #expect(!app.isRunning, "the window kept running without its display")
        guard !app.isRunning else { return }
        let said = try String(contentsOf: errors, encoding: .utf8)
        #expect(app.terminationStatus == 1)
        #expect(said.contains("touchscope: lost the connection to the display \"\(display)\""), "\(said)")
        #expect(!said.contains("XIO:"), "Xlib's own message: \(said)")
    }
}
