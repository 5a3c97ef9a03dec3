import Foundation

/// The project's assets (the top-level `Assets/` folder, a SwiftPM resource
/// target): the window's fonts with their licences. Found without system
/// font paths: `swift build` and `make install` put the resource folder
/// beside the executable; a build run from its checkout also finds this folder.
public enum TouchAssets {
    /// The monospaced font every display list is measured in (`TextMetrics`).
    public static let monospacedFont = "DejaVuSansMono.ttf"
    /// Chinese and Japanese glyphs the monospaced font lacks (a subset of Droid Sans Fallback).
    public static let cjkFont = "DroidSansFallbackCJK.ttf"

    /// SwiftPM's resource folder of this target, beside the executable.
    public static let bundleNames = ["TouchScope_TouchAssets.resources", "TouchScope_TouchAssets.bundle"]

    /// The folders searched for an asset, in order.
    public static var folders: [URL] {
        var folders: [URL] = []
        for base in [Bundle.main.bundleURL, Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()] {
            guard let base else { continue }
            for name in bundleNames {
                folders.append(base.appendingPathComponent(name))
                folders.append(base.appendingPathComponent(name).appendingPathComponent("Contents/Resources"))
            }
        }
        folders.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        return folders
    }

    /// The path of asset `name`, or the paths searched when it is nowhere.
    public static func locate(_ name: String) -> Result<String, NotFound> {
        var searched: [String] = []
        for folder in folders {
            let path = folder.appendingPathComponent(name).path
            if FileManager.default.isReadableFile(atPath: path) { return .success(path) }
            searched.append(path)
        }
        return .failure(NotFound(searched: searched))
    }

    public struct NotFound: Error, Sendable {
        public var searched: [String]
    }
}
