import Foundation
import TouchCore
import TouchScene

/// The scene file and the files the window writes: hot reload, recorded
/// scenarios, screenshots and timeline pictures.
extension Inspector {
    /// Hot reload: the scene file changed on disk. A scene that loads
    /// replaces the old one and the current scenario runs again; one that
    /// does not keeps the last good scene and shows its problems.
    func reload(_ effects: inout [ViewerEffect]) {
        guard let path = scenePath else { return }
        do {
            let fresh = try SceneLoader.load(path: path)
            let playingName = playback.map { $0.run.title }
            let wasSaved = playback?.number == Self.savedTraceNumber
            let time = playback?.time
            let wasPlaying = playback?.playing ?? false
            let hadError = loadError != nil
            scene = fresh
            loadError = nil
            relayout()
            rebuildLive()
            playback = nil
            if wasSaved, let saved = savedTrace {
                if let difference = open(trace: saved, playing: wasPlaying) { notify(difference, &effects) }
                restore(time)
            } else if let playingName, let n = fresh.scenarios.firstIndex(where: { $0.name == playingName }) {
                play(scenario: n, playing: wasPlaying)
                restore(time)
            }
            notify(hadError ? "\(fileName(path)) loads again" : "reloaded \(fileName(path))", &effects)
        } catch {
            loadError = error
            let count = error.problems.count
            notify("\(fileName(path)) has \(count) problem\(count == 1 ? "" : "s"); keeping the last good scene", &effects)
        }
    }

    /// After a reload, playback goes back to the instant it showed.
    private func restore(_ time: VirtualTime?) {
        if var p = playback, let time {
            p.time = min(time, p.run.end)
            p.cursor = p.run.index.cursor(at: p.time)
            playback = p
        }
    }

    /// A fresh live session: the scene rebuilt, the trace empty.
    func rebuildLive() {
        pointerFingers = []
        fingerIDs = []
        dragging = nil
        live = LiveSession(scene)
        liveOrigin = nil
        generation += 1
        selected = nil
        logFirst = 0
        logFollow = true
        timelineScroll = 0
        snapshotCache = nil
        hoverCache = nil
        timelineCache = nil
        hitSnapshotCache = nil
        liveHitSnapshot = nil
        chosenCenter = nil
        pairCenter = pinchCenter
    }

    /// ⇧R: starts recording live input, or stops and saves it as a new scenario.
    func toggleRecording(_ effects: inout [ViewerEffect]) {
        guard let r = recording else {
            goLive()
            recording = Recording(startWall: wall)
            notify("recording live input: touch the screen, then ⇧R to save it as a scenario", &effects)
            return
        }
        recording = nil
        guard !r.samples.isEmpty else { return notify("nothing recorded: touch the screen while recording", &effects) }
        do {
            let path = try scenePathForSaving()
            let saved = try ScenarioRecorder.save(r.samples, toSceneAt: path)
            notify(saved.message, &effects)
            if saved.intoSceneFile {
                if scenePath == nil { scenePath = path }
                reload(&effects)
            }
        } catch let error as ScenarioRecorder.SaveError {
            notify("the recording was not saved: \(error.description)", &effects)
        } catch {
            notify("the recording was not saved: \(error)", &effects)
        }
    }

    /// The scene file recordings go into; the built-in default scene is
    /// first written out to the working directory so it has one.
    private func scenePathForSaving() throws -> String {
        if let scenePath { return scenePath }
        var n = 1
        var path = (workingDirectory as NSString).appendingPathComponent("touchscope-scene.yaml")
        while FileManager.default.fileExists(atPath: path) {
            n += 1
            path = (workingDirectory as NSString).appendingPathComponent("touchscope-scene-\(n).yaml")
        }
        try DefaultScene.yaml.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// `NAME-KIND-N.png` in the working directory (issue 32 point 10: not
    /// next to the scene file, which may be read-only or someone else's), or
    /// in `TOUCHSCOPE_OUTPUT` when set: the first N no file has and no
    /// earlier request took. The notice gives the whole path.
    func outputPath(_ kind: String) -> String {
        let chosen = ProcessInfo.processInfo.environment["TOUCHSCOPE_OUTPUT"].flatMap { $0.isEmpty ? nil : $0 }
        let folder = chosen ?? workingDirectory
        let base = scenePath.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent } ?? "touchscope"
        var n = 1
        while true {
            let path = (folder as NSString).appendingPathComponent("\(base)-\(kind)-\(n).png")
            if !issuedPaths.contains(path) && !FileManager.default.fileExists(atPath: path) {
                issuedPaths.insert(path)
                return path
            }
            n += 1
        }
    }

    func fileName(_ path: String) -> String { URL(fileURLWithPath: path).lastPathComponent }
}
