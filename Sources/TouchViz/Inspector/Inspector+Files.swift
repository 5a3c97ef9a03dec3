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
            document.replace(with: fresh)
            relayout()
            rebuildLive()
            playback = nil
            if wasSaved, let saved = document.savedTrace {
                if let difference = open(trace: saved, playing: wasPlaying) { notify(difference, &effects) }
                restore(time)
            } else if let playingName, let n = fresh.scenarios.firstIndex(where: { $0.name == playingName }) {
                play(scenario: n, playing: wasPlaying)
                restore(time)
            }
            notify(hadError ? "\(fileName(path)) loads again" : "reloaded \(fileName(path))", &effects)
        } catch {
            document.loadError = error
            let count = error.problems.count
            notify("\(fileName(path)) has \(count) problem\(count == 1 ? "" : "s"); keeping the last good scene", &effects)
        }
    }

    /// After a reload, playback goes back to the instant it showed.
    private func restore(_ time: VirtualTime?) {
        if let time { playback?.restore(time) }
    }

    /// A fresh live session: the scene rebuilt, the trace empty.
    func rebuildLive() {
        fingers = fingers.rebuilt(screen: scene.device.screen)
        pointer.dragging = nil
        live = LiveSession(scene)
        clock.pause()
        document.rebuilt()
        log.reset()
        timeline.scrollToTop()
        caches.sceneRebuilt()
    }

    /// ⇧R: starts recording live input, or stops and saves it as a new scenario.
    func toggleRecording(_ effects: inout [ViewerEffect]) {
        guard let r = recording else {
            goLive()
            recording = Recording(startWall: clock.wall)
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
                if document.path == nil { document.path = path }
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
        var path = OutputNames.join(files.workingDirectory, "touchscope-scene.yaml")
        while files.fileExists(at: path) {
            n += 1
            path = OutputNames.join(files.workingDirectory, "touchscope-scene-\(n).yaml")
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
        return outputs.next(kind, base: base, in: folder) { files.fileExists(at: $0) }
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
}
