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
            let fresh = try files.loadScene(at: path)
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
            let saved = try files.saveRecording(r.samples, toSceneAt: path)
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
        var path = Self.join(files.workingDirectory, "touchscope-scene.yaml")
        while files.fileExists(at: path) {
            n += 1
            path = Self.join(files.workingDirectory, "touchscope-scene-\(n).yaml")
        }
        try files.write(DefaultScene.yaml, to: path)
        return path
    }

    /// `NAME-KIND-N.png` in the working directory (issue 32 point 10: not
    /// next to the scene file, which may be read-only or someone else's), or
    /// in `TOUCHSCOPE_OUTPUT` when set: the first N no file has and no
    /// earlier request took. The notice gives the whole path.
    func outputPath(_ kind: String) -> String {
        let folder = files.outputDirectory ?? files.workingDirectory
        let base = scenePath.map { Self.stem(fileName($0)) } ?? "touchscope"
        var n = 1
        while true {
            let path = Self.join(folder, "\(base)-\(kind)-\(n).png")
            if !issuedPaths.contains(path) && !files.fileExists(at: path) {
                issuedPaths.insert(path)
                return path
            }
            n += 1
        }
    }

    /// The last component of `path` (a path's text; no file is looked at).
    func fileName(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed.split(separator: "/").last.map(String.init) ?? String(trimmed)
    }

    /// `name` without its extension (`scene.yaml` → `scene`; `.hidden` stays).
    static func stem(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// `folder/name`, with one slash between.
    static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
