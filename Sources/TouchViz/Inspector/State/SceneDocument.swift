import TouchCore
import TouchScene

/// The scene the window shows and where it comes from: its file, the last
/// version that loaded, why the file does not load now, and the saved
/// trace replayed on it. `generation` counts the builds of the scene: every
/// cache key holds it, so nothing computed from an older build is shown.
struct SceneDocument {
    /// The scene file, nil for the built-in demo.
    var path: String?
    /// The last scene that loaded.
    private(set) var scene: SceneDescription
    /// Why the file on disk does not load, while it does not (shown in the window).
    var loadError: SceneLoadError?
    /// The saved trace opened with `open --trace`, replayed again after a reload.
    var savedTrace: SavedTrace?
    /// Bumps whenever the scene is rebuilt.
    private(set) var generation = 0

    init(scene: SceneDescription, path: String?) {
        self.scene = scene
        self.path = path
    }

    /// A scene that loads replaces the last one; the file loads again.
    mutating func replace(with scene: SceneDescription) {
        self.scene = scene
        loadError = nil
    }

    /// The scene is built again (a reload, a cleared live run): what was computed from the last build goes.
    mutating func rebuilt() { generation += 1 }
}

/// The names of the pictures the window saves (issue 32 point 10):
/// `NAME-KIND-N.png` in a folder, the first N no file has and no earlier
/// request took (a screenshot is written after the request returns).
struct OutputNames {
    private var issued: Set<String> = []

    /// The next free path for `kind` pictures of `base` in `folder`; `exists` says whether a file is there.
    mutating func next(_ kind: String, base: String, in folder: String, exists: (String) -> Bool) -> String {
        var n = 1
        while true {
            let path = Self.join(folder, "\(base)-\(kind)-\(n).png")
            if !issued.contains(path) && !exists(path) {
                issued.insert(path)
                return path
            }
            n += 1
        }
    }

    /// `folder/name`, with one slash between.
    static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
