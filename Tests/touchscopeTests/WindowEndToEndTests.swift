import Foundation
import Testing

/// The real window under Xvfb: `touchscope open` driven with xdotool (a tap
/// and a drag with the mouse) and fed a two-finger pinch as SDL finger
/// events (`--inject`, posted with SDL_PushEvent like a touch screen's),
/// then the trace it wrote (`--save-trace`) and screenshots are checked.
@Suite(.serialized) struct WindowEndToEndTests {
    static func which(_ tool: String) -> String? {
        for dir in ["/usr/bin", "/usr/local/bin", "/bin"] where FileManager.default.isExecutableFile(atPath: "\(dir)/\(tool)") {
            return "\(dir)/\(tool)"
        }
        return nil
    }

    static var toolsPresent: Bool { ["Xvfb", "xdotool", "import"].allSatisfy { which($0) != nil } }
    /// Enough for the tests that feed the window with `--inject` alone.
    static var xvfbPresent: Bool { which("Xvfb") != nil }

    @discardableResult
    static func run(_ tool: String, _ arguments: [String], display: String) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: which(tool) ?? tool)
        p.arguments = arguments
        p.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 }
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// A fresh X server for one test, on a display number of its own.
    /// Xvfb picks a free display itself (`-displayfd`) and says which: the
    /// window suites run in parallel, and a display number chosen at random
    /// could be taken by another suite's server, which failed the test.
    static func startXvfb() throws -> (String, Process) {
        let xvfb = Process()
        xvfb.executableURL = URL(fileURLWithPath: which("Xvfb")!)
        xvfb.arguments = ["-displayfd", "1", "-screen", "0", "1600x1000x24", "-nolisten", "tcp"]
        // Nothing the test starts may hold the test's own output open, or the runner waits for it forever:
        // its standard output is a pipe of the test's own, read for the display number only.
        let pipe = Pipe()
        xvfb.standardOutput = pipe
        xvfb.standardError = FileHandle.nullDevice
        try xvfb.run()
        var data = Data()
        while !data.contains(0x0A) {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            data.append(chunk)
        }
        let number = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !number.isEmpty, Int(number) != nil else {
            stop(xvfb)
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "Xvfb did not say which display it took"])
        }
        return (":" + number, xvfb)
    }

    /// Xvfb started from a test ignores SIGTERM here: stop it for good.
    static func stop(_ xvfb: Process) {
        kill(xvfb.processIdentifier, SIGKILL)
        xvfb.waitUntilExit()
    }

    /// Starts `touchscope ARGUMENTS` (e.g. `open SCENE ...`) on `display`,
    /// its output discarded; the caller kills it if it is still running.
    static func launch(_ arguments: [String], display: String) throws -> Process {
        let app = Process()
        app.executableURL = Package.binary
        app.arguments = arguments
        app.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 }
        app.standardOutput = FileHandle.nullDevice
        app.standardError = FileHandle.nullDevice
        try app.run()
        return app
    }

    /// The id of the TouchScope window on `display`, once it appears (up to 4 s); empty if it never does.
    static func waitForWindow(display: String) throws -> String {
        var window = ""
        for _ in 0..<40 where window.isEmpty {
            Thread.sleep(forTimeInterval: 0.1)
            window = try run("xdotool", ["search", "--name", "TouchScope"], display: display)
                .split(separator: "\n").first.map(String.init) ?? ""
        }
        return window
    }

    /// The records of a trace the window saved (`--save-trace`, JSON Lines).
    static func records(of trace: URL) throws -> [[String: Any]] {
        try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    @Test("playback advances on time with no input: a scenario played at 1/4 speed reaches its last record when due",
          .enabled(if: toolsPresent, "needs Xvfb (make deps installs it)"))
    func playbackWithoutInput() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("touchscope-play-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let (display, xvfb) = try Self.startXvfb()
        defer { Self.stop(xvfb) }
        let scene = Package.scenes.appendingPathComponent("long-press-and-tap.yaml").path
        let whole = try touchscope(["replay", scene, "--scenario", "hold", "--jsonl"]).stdout
        let records = whole.split(separator: "\n")
        let last = try #require(records.last.flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] })
        let end = try #require(last["t"] as? Double)
        // The window plays at 1/4 speed: the last record is due 4 × its time after opening (plus start-up).
        let out = dir.appendingPathComponent("played.jsonl")
        let app = try Self.launch(["open", scene, "--scenario", "hold", "--save-trace", out.path, "--quit-after", String(end * 4 + 0.75)],
                                  display: display)
        defer { if app.isRunning { kill(app.processIdentifier, SIGKILL) } }
        app.waitUntilExit()
        #expect(app.terminationStatus == 0)
        // No mouse, no key: the trace written on quit is the played prefix, and it is the whole run.
        let played = try String(contentsOf: out, encoding: .utf8)
        #expect(played.split(separator: "\n").count == records.count, "playback stopped at record \(played.split(separator: "\n").count) of \(records.count)")
        #expect(played == whole)
    }

    @Test("a tap, a drag and an injected two-finger pinch reach the simulator through the real window",
          .enabled(if: toolsPresent, "needs Xvfb, xdotool and imagemagick (make deps installs them)"))
    func window() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("touchscope-window-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let (display, xvfb) = try Self.startXvfb()
        defer { Self.stop(xvfb) }

        // The pinch: two fingers on D that move apart, seconds after the window opens.
        var inject = ""
        for (i, t) in stride(from: 0.0, through: 0.3, by: 0.1).enumerated() {
            let d = Double(i) * 0.02
            let type = i == 0 ? "down" : "move"
            inject += #"{"t":\#(2.5 + t),"type":"\#(type)","id":11,"x":\#(0.12 - d),"y":0.4}"# + "\n"
            inject += #"{"t":\#(2.5 + t),"type":"\#(type)","id":12,"x":\#(0.20 + d),"y":0.4}"# + "\n"
        }
        inject += #"{"t":2.9,"type":"up","id":11,"x":0.06,"y":0.4}"# + "\n" + #"{"t":2.9,"type":"up","id":12,"x":0.26,"y":0.4}"# + "\n"
        let injectFile = dir.appendingPathComponent("pinch.jsonl")
        try inject.write(to: injectFile, atomically: true, encoding: .utf8)
        let trace = dir.appendingPathComponent("trace.jsonl"), shot = dir.appendingPathComponent("window.png")

        let app = try Self.launch(["open", Package.scenes.appendingPathComponent("nested-taps.yaml").path, "--inject", injectFile.path,
                                   "--save-trace", trace.path, "--screenshot", shot.path, "--quit-after", "4.5"], display: display)
        defer { if app.isRunning { kill(app.processIdentifier, SIGKILL) } }
        // Wait for the window, then tap and drag in it with the real mouse.
        let window = try Self.waitForWindow(display: display)
        try #require(!window.isEmpty, "the window did not appear")
        Thread.sleep(forTimeInterval: 0.5)
        try Self.run("xdotool", ["mousemove", "--window", window, "200", "300", "click", "1"], display: display)
        Thread.sleep(forTimeInterval: 0.3)
        try Self.run("xdotool", ["mousemove", "--window", window, "150", "300", "mousedown", "1",
                                 "mousemove", "--window", window, "160", "340", "mousemove", "--window", window, "175", "400",
                                 "mouseup", "1"], display: display)
        Thread.sleep(forTimeInterval: 1.6)
        let root = dir.appendingPathComponent("root.png")
        try Self.run("import", ["-window", "root", root.path], display: display)
        app.waitUntilExit()
        #expect(app.terminationStatus == 0)

        // The trace the window wrote: the tap and the drag (finger 1), then the pinch's two fingers.
        let records = try Self.records(of: trace)
        let touches = records.filter { $0["kind"] as? String == "touch.create" }
        #expect(touches.count == 4)
        #expect(touches.compactMap { $0["finger"] as? Int }.sorted() == [1, 1, 1, 2])
        #expect(touches.allSatisfy { $0["view"] as? String == "D" })
        #expect(records.contains { $0["kind"] as? String == "gesture.state" && $0["subject"] as? String == "D_tap" && $0["to"] as? String == "ended" })
        #expect(records.contains { $0["kind"] as? String == "gesture.state" && $0["cause"] as? String == "movement:tapAllowableMovement" })
        #expect(records.contains { $0["kind"] as? String == "gesture.state" && $0["cause"] as? String == "tooManyTouches" })

        // Screenshots: the window's own (on quit) and the X screen, both real pictures.
        for png in [shot, root] {
            let data = try Data(contentsOf: png)
            #expect(data.count > 20_000 && data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(png.lastPathComponent) is a PNG picture")
        }
    }
}
