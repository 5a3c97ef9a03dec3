import Foundation
import TouchCore
import TouchScene

/// Where a tool's scene comes from: a file, or YAML text given inline (an
/// agent writing a scene without a file). Inline text is named `name` in
/// messages (`<inline>` by default), so a problem still reads `NAME:LINE:COLUMN`.
public enum SceneSource: Sendable {
    case path(String)
    case yaml(String, name: String = "<inline>")
}

/// A request the tools refuse, with the message to show. `scene`: the scene did
/// not load (the loader's `FILE:LINE:COLUMN: ...` lines, printed as they are);
/// `request`: the scene loaded, the request about it did not hold (the CLI
/// prefixes the command's name, `touchscope why: ...`).
public struct ToolError: Error, CustomStringConvertible, Sendable {
    public enum Stage: Sendable { case scene, request }
    public var stage: Stage
    public var message: String

    public init(_ stage: Stage, _ message: String) {
        self.stage = stage
        self.message = message
    }

    public var description: String { message }
}

/// A scene loaded for a tool: its description and, for the what-if tools, its text.
public struct SceneInput {
    /// The path, or the inline name, that messages use.
    public let file: String
    /// Inline text; nil for a file, read again only by `whatIf()` (the what-if tools' settings).
    private let inlineText: String?
    public let description: SceneDescription

    /// Loads `source`; `trace` as `SceneLoader.load` takes it (the run's sample limit).
    public init(_ source: SceneSource, trace: SceneLimits.Trace = .kept) throws(ToolError) {
        switch source {
        case .path(let path):
            file = path
            do {
                description = try SceneLoader.load(path: path, trace: trace)
            } catch {
                throw ToolError(.scene, error.description)
            }
            inlineText = nil
        case .yaml(let yaml, let name):
            file = name
            inlineText = yaml
            do {
                description = try SceneLoader.parse(yaml: yaml, file: name, trace: trace)
            } catch {
                throw ToolError(.scene, error.description)
            }
        }
    }

    /// The scene's live objects.
    public func build() throws(ToolError) -> BuiltScene {
        do {
            return try SceneBuilder.build(description, file: file)
        } catch {
            throw ToolError(.scene, error.description)
        }
    }

    /// The scenario called `name`, or the first one when `name` is nil.
    public func scenario(named name: String?) throws(ToolError) -> ScenarioDescription {
        do {
            return try description.scenario(named: name, file: file)
        } catch {
            throw ToolError(.scene, error.description)
        }
    }

    /// The scene kept as written, for settings (`compare`, `fix`, `why`).
    public func whatIf() throws(ToolError) -> WhatIfScene {
        // A file is read again here only: the loader has read it already, and only settings need its text.
        guard let text = inlineText ?? (try? String(contentsOfFile: file, encoding: .utf8)) else {
            throw ToolError(.scene, "\(file): cannot be read again: check that the file is still there")
        }
        do {
            return try WhatIfScene(file: file, text: text, description: description)
        } catch {
            throw ToolError(.scene, error.description)
        }
    }
}
