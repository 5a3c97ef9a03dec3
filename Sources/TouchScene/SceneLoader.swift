import Foundation
import TouchCore
import Yams

/// Loads scene files (scene-format.md) into validated `SceneDescription`s.
///
/// Every problem of a file is reported at once, each naming the line, the
/// column and the key, and saying what was expected. Hostile files are
/// refused, never expanded: files over 32 MiB, alias bombs (the walk visits at
/// most max(2,000,000, the file's size in bytes) nodes, aliases counted each
/// time they are walked), more than 100,000 views and recognizers, and
/// subviews nested deeper than 250 levels, files that are not regular files
/// (a FIFO, a device, a directory), numbers beyond `SceneLimits`, and
/// scenarios over their sample limit.
public enum SceneLoader {
    /// Files larger than this are refused unread, bytes.
    public static let maximumFileSize = 32 * 1024 * 1024
    /// The walk may visit at least this many nodes.
    static let minimumNodeBudget = 2_000_000

    /// Reads and loads the scene file at `path`.
    /// `trace`: whether the run will keep or stream its trace (`SceneLimits.Trace`).
    public static func load(path: String, trace: SceneLimits.Trace = .kept) throws(SceneLoadError) -> SceneDescription {
        let data = try SceneFile.read(path, limit: maximumFileSize)
        if data.count > maximumFileSize {
            throw SceneLoadError(file: path, message: "the file is over the limit of \(maximumFileSize) bytes (32 MiB); "
                                 + "split the scene or shorten its recorded scenarios")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SceneLoadError(file: path, message: "the file is not UTF-8 text; save the scene as UTF-8")
        }
        return try parse(yaml: text, file: path, trace: trace)
    }

    /// Loads a scene from its text; `file` names it in messages and gives the
    /// default title when `scene:` is not written.
    public static func parse(yaml: String, file: String, trace: SceneLimits.Trace = .kept) throws(SceneLoadError) -> SceneDescription {
        // The decoder and the checks recurse as deep as the scene nests (LargeStack).
        try LargeStack.run { () throws(SceneLoadError) -> SceneDescription in
            try parse(yaml: yaml, file: file, nodeBudget: max(minimumNodeBudget, yaml.utf8.count), trace: trace)
        }
    }

    /// `parse(yaml:file:)` with the number of nodes the walk may visit.
    static func parse(yaml: String, file: String, nodeBudget: Int, trace: SceneLimits.Trace = .kept) throws(SceneLoadError) -> SceneDescription {
        let size = yaml.utf8.count
        if size > maximumFileSize {
            throw SceneLoadError(file: file, message: "the scene is \(size) bytes, over the limit of \(maximumFileSize) bytes (32 MiB); "
                                 + "split the scene or shorten its recorded scenarios")
        }
        if let problem = AliasKeyGuard.check(yaml) {
            throw SceneLoadError(file: file, problems: [problem])
        }
        let root: Node?
        do {
            root = try Parser(yaml: yaml, resolver: .basic, encoding: .utf8).singleRoot()
        } catch {
            throw SceneLoadError(file: file, problems: [YAMLSyntax.problem(from: error)])
        }
        guard let root else {
            throw SceneLoadError(file: file, message: "the file holds no scene; start it with 'scene: <title>' and "
                                 + "'windows:' (see scene-format.md)")
        }
        return try decode(root, file: file, nodeBudget: nodeBudget, trace: trace)
    }

    /// The scene a composed node tree describes, decoded and validated as a
    /// file's is (the what-if machinery changes a file's tree and decodes it
    /// again without writing it out, `WhatIfScene.decoded(applying:)`).
    /// Call it on a `LargeStack` when the tree may nest deep.
    static func decode(_ root: Node, file: String, nodeBudget: Int, trace: SceneLimits.Trace = .kept) throws(SceneLoadError) -> SceneDescription {
        let reader = YAMLReader(budget: nodeBudget)
        let decoder = SceneDecoder(reader: reader)
        var scene: SceneDescription?
        do {
            scene = try decoder.decodeScene(root, defaultTitle: defaultTitle(file))
            try SceneValidator.check(decoder.declarations, decoder.references, byName: decoder.byName, reader: reader)
        } catch {
            // The walk stopped early; the reason is among the reader's problems.
        }
        guard let scene, reader.problems.isEmpty else {
            let problems = reader.problems.isEmpty
                ? [SceneProblem(location: SourceLocation(line: 1, column: 1), key: nil, message: "the scene could not be read")]
                : reader.problems
            throw SceneLoadError(file: file, problems: problems)
        }
        // The checks every description goes through, whatever made it (the
        // decoder has already reported most of them with their exact key).
        try scene.validate(file: file, trace: trace)
        return scene
    }

    /// The file's name without its folder and extension.
    private static func defaultTitle(_ file: String) -> String {
        let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        return name.isEmpty ? "Untitled" : name
    }
}
