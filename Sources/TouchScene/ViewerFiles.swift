import Foundation
import TouchCore

/// The files the window reads and writes, as the window's model
/// (`TouchViz.Inspector`) asks for them: TouchViz does no file I/O itself
/// (issue 27 point 4); the command line and the window shell hand it a
/// `DiskFiles`, the tests one over a folder of their own.
public protocol ViewerFiles: AnyObject {
    /// Where new files go (recordings of the built-in scene, pictures).
    var workingDirectory: String { get }
    /// `TOUCHSCOPE_OUTPUT`, when set: where pictures go instead (issue 32 point 10).
    var outputDirectory: String? { get }
    /// The scene file at `path`, loaded and checked (`SceneLoader.load(path:)`).
    func loadScene(at path: String) throws(SceneLoadError) -> SceneDescription
    /// The text of the file at `path`, nil when it cannot be read.
    func text(at path: String) -> String?
    func fileExists(at path: String) -> Bool
    /// Writes `text` to a new file at `path`.
    func write(_ text: String, to path: String) throws
    /// Saves recorded samples as a scenario of the scene file at `path` (`ScenarioRecorder.save`).
    func saveRecording(_ samples: [TouchSample], toSceneAt path: String) throws(ScenarioRecorder.SaveError) -> ScenarioRecorder.Saved
}

/// The window's files on the disk.
public final class DiskFiles: ViewerFiles {
    public let workingDirectory: String
    public let outputDirectory: String?

    /// `workingDirectory` nil: the process's current directory.
    public init(workingDirectory: String? = nil,
                outputDirectory: String? = ProcessInfo.processInfo.environment["TOUCHSCOPE_OUTPUT"]) {
        self.workingDirectory = workingDirectory ?? FileManager.default.currentDirectoryPath
        self.outputDirectory = outputDirectory.flatMap { $0.isEmpty ? nil : $0 }
    }

    public func loadScene(at path: String) throws(SceneLoadError) -> SceneDescription { try SceneLoader.load(path: path) }

    public func text(at path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    public func fileExists(at path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    public func write(_ text: String, to path: String) throws { try text.write(toFile: path, atomically: true, encoding: .utf8) }

    public func saveRecording(_ samples: [TouchSample], toSceneAt path: String) throws(ScenarioRecorder.SaveError) -> ScenarioRecorder.Saved {
        try ScenarioRecorder.save(samples, toSceneAt: path)
    }
}
