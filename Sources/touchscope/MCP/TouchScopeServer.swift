import Foundation
import MCP
import TouchCore
import TouchImport
import TouchScene
import TouchTools
import TouchViz

/// The MCP server's tools and resources. Every tool calls the same function
/// of `TouchTools` as its command (`Tools.check`, `Tools.why`, ...), so the
/// server answers what the command line answers. A refused call is a tool
/// error (`isError`) carrying the loader's `FILE:LINE:COLUMN: ...` text; the
/// session goes on after it.
enum TouchScopeServer {
    /// Bounds of a call (README, "TouchScope for agents (MCP)").
    enum Bounds {
        /// Inline scene text, bytes.
        static let yaml = 1 << 20
        /// Dump text of one `import` call, bytes in all.
        static let dumps = 4 << 20
        /// A result's text content, characters (longer text is cut, saying so).
        static let text = 100_000
        /// A result's structured content, bytes of JSON (a larger result is refused: narrow the call).
        static let json = 2 << 20
        /// `export`'s picture, points a side, and pixels per point.
        static let pictureSide = 320...3200
        static let scale = 0.5...2.0
        /// Candidates `fix` may replay.
        static let fixLimit = 10_000
        /// Seconds of `fix`'s budget (counted in replayed samples, `ReplayBudget`).
        static let fixBudgetSeconds = 600.0
    }

    static func make() async -> Server {
        let server = Server(
            name: "touchscope",
            version: "1.0.0",
            title: "TouchScope",
            instructions: """
            TouchScope replays touches on a described iOS screen (a scene, YAML) the way UIKit delivers them: \
            hit-testing, gesture recognizers and their arbitration, controls, scroll views, lists, navigation. \
            Read the resource touchscope://formats/scene-format.md to write a scene, or `import` an LLDB dump \
            of the user's screen; then `replay` a scenario, ask `why` an object got (or did not get) a touch, \
            and ask `fix` for the settings that make a wanted item happen.
            """,
            capabilities: .init(resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false))
        )
        let box = ToolBox()
        await server.withMethodHandler(ListTools.self) { _ in ListTools.Result(tools: ToolCatalog.tools) }
        await server.withMethodHandler(CallTool.self) { params in await box.call(params.name, params.arguments ?? [:]) }
        await server.withMethodHandler(ListResources.self) { _ in
            ListResources.Result(resources: FormatPages.pages.map {
                Resource(name: $0.name, uri: $0.uri, title: $0.title, description: $0.summary, mimeType: "text/markdown")
            })
        }
        await server.withMethodHandler(ReadResource.self) { params in
            guard let page = FormatPages.pages.first(where: { $0.uri == params.uri }) else {
                throw MCPError.invalidParams("no resource \(params.uri); the resources are "
                    + FormatPages.pages.map(\.uri).joined(separator: ", "))
            }
            guard let text = FormatPages.text(page) else {
                throw MCPError.internalError("the page \(page.name).md is not installed beside the binary (TouchScope_TouchTools resources)")
            }
            return ReadResource.Result(contents: [.text(text, uri: page.uri, mimeType: "text/markdown")])
        }
        return server
    }
}

/// Runs the tools one call at a time (the scene library is single-threaded by
/// design), each on a thread with a large stack (`LargeStack`, issue 33): a
/// concurrency pool thread's stack is smaller than the main thread's, and a
/// scene nested to the format's limits recurses deep when it is built and run.
actor ToolBox {
    func call(_ name: String, _ arguments: [String: Value]) -> CallTool.Result {
        LargeStack.run { () -> CallTool.Result in ToolBox.perform(name, arguments) }
    }

    private static func perform(_ name: String, _ arguments: [String: Value]) -> CallTool.Result {
        do throws(ToolError) {
            let args = Arguments(values: arguments, tool: name)
            switch name {
            case "check":
                try args.only(["scene", "yaml"])
                let report = try Tools.check(try args.scene())
                return try result(report.json, text: report.text)
            case "replay":
                try args.only(["scene", "yaml", "scenario", "trace", "offset", "limit", "shuffle"])
                let page = try args.bool("trace") ?? false
                    ? TracePage(offset: try args.int("offset") ?? 0, limit: try args.int("limit") ?? 200) : nil
                let shuffle = try args.int("shuffle").map { seed throws(ToolError) -> UInt64 in
                    guard seed >= 0 else { throw ToolError(.request, "shuffle must be a seed of 0 or more") }
                    return UInt64(seed)
                }
                let report = try Tools.replay(try args.scene(), scenario: try args.string("scenario"), page: page, shuffle: shuffle)
                return try result(report.json, text: report.text)
            case "why":
                try args.only(["scene", "yaml", "scenario", "about", "not"])
                let about = try args.string("about"), item = try args.string("not")
                guard about != nil || item != nil else { throw ToolError(.request, "say which object: about: NAME, or which item did not occur: not: ITEM") }
                let why = try Tools.why(try args.scene(), scenario: try args.string("scenario"), about: about, not: item)
                return try result(why.json, text: why.text)
            case "compare":
                try args.only(["scene", "yaml", "scenarios", "variants"])
                let report = try Tools.compare(try args.scene(), scenarios: try args.strings("scenarios") ?? [],
                                               variants: try args.strings("variants") ?? [])
                return try result(report.json, text: report.comparison.text)
            case "fix":
                try args.only(["scene", "yaml", "scenario", "want", "limit", "budget"])
                let limit = try args.int("limit") ?? FixSearch.defaultLimit
                guard limit >= 1 && limit <= TouchScopeServer.Bounds.fixLimit else {
                    throw ToolError(.request, "limit must be from 1 to \(TouchScopeServer.Bounds.fixLimit)")
                }
                let seconds = try args.number("budget") ?? ReplayBudget.commandLineSeconds
                guard seconds > 0 && seconds <= TouchScopeServer.Bounds.fixBudgetSeconds else {
                    throw ToolError(.request, "budget must be more than 0 and at most \(Int(TouchScopeServer.Bounds.fixBudgetSeconds)) seconds")
                }
                let search = try Tools.fix(try args.scene(), scenario: try args.string("scenario"),
                                           want: try args.strings("want") ?? [], limit: limit, budget: ReplayBudget(seconds: seconds))
                return try result(search.jsonValue, text: search.text)
            case "import":
                try args.only(["text", "paths"])
                let report = try Tools.importDumps(try args.dumps())
                return try result(report.json, text: report.text + "\n" + report.scene.yaml)
            case "export":
                try args.only(["scene", "yaml", "scenario", "width", "height", "scale"])
                let bounds = TouchScopeServer.Bounds.pictureSide
                let width = try args.int("width") ?? Int(ExportPicture.defaultSize.width)
                let height = try args.int("height") ?? Int(ExportPicture.defaultSize.height)
                let scale = try args.number("scale") ?? 1
                guard bounds.contains(width) && bounds.contains(height) else {
                    throw ToolError(.request, "width and height must be from \(bounds.lowerBound) to \(bounds.upperBound) points")
                }
                guard TouchScopeServer.Bounds.scale.contains(scale) else {
                    throw ToolError(.request, "scale must be from 0.5 to 2 pixels per point")
                }
                let source = try args.scene()
                let scenario = try args.string("scenario")
                let png = try Tools.png(source, scenario: scenario, size: Size(width: Double(width), height: Double(height)), scale: scale)
                let info = JSONText.object([
                    ("mimeType", .string("image/png")), ("bytes", .int(png.count)),
                    ("width", .int(Int((Double(width) * scale).rounded()))), ("height", .int(Int((Double(height) * scale).rounded()))),
                    ("scenario", scenario.map(JSONText.string) ?? .null),
                ])
                let structured: Value? = try value(info)
                return CallTool.Result(
                    content: [.image(data: png.base64EncodedString(), mimeType: "image/png", annotations: nil, _meta: nil),
                              .text(text: "the picture of the scene\(scenario.map { " in \"\($0)\"" } ?? ""): \(png.count) bytes of PNG",
                                    annotations: nil, _meta: nil)],
                    structuredContent: structured, isError: false)
            default:
                throw ToolError(.request, "no tool named '\(SceneLoadError.escaped(name))'"
                    + "; the tools are " + ToolCatalog.tools.map(\.name).joined(separator: ", "))
            }
        } catch {
            let structured: Value? = .object(["error": .string(error.message)])
            return CallTool.Result(content: [.text(text: error.message, annotations: nil, _meta: nil)],
                                   structuredContent: structured, isError: true)
        }
    }

    /// Structured content from `json` (the command's `--json` text, decoded), with `text` beside it, both bounded.
    private static func result(_ json: JSONText, text: String) throws(ToolError) -> CallTool.Result {
        let encoded = json.text
        guard encoded.utf8.count <= TouchScopeServer.Bounds.json else {
            throw ToolError(.request, "the result is \(encoded.utf8.count) bytes of JSON, over the bound of "
                + "\(TouchScopeServer.Bounds.json); narrow the call (one scenario, a trace page, fewer variants)")
        }
        var shown = text
        if shown.count > TouchScopeServer.Bounds.text {
            shown = String(shown.prefix(TouchScopeServer.Bounds.text))
                + "\n… cut at \(TouchScopeServer.Bounds.text) characters; the structured content has the whole result\n"
        }
        let structured: Value? = try value(json)
        return CallTool.Result(content: [.text(text: shown, annotations: nil, _meta: nil)], structuredContent: structured, isError: false)
    }

    private static func value(_ json: JSONText) throws(ToolError) -> Value {
        do {
            return try JSONDecoder().decode(Value.self, from: Data(json.text.utf8))
        } catch {
            throw ToolError(.request, "internal: the result is not valid JSON (\(error)); please report it")
        }
    }
}

/// A call's arguments, checked: unknown keys, wrong types and missing values are tool errors.
struct Arguments {
    let values: [String: Value]
    let tool: String

    func only(_ keys: [String]) throws(ToolError) {
        for key in values.keys.sorted() where !keys.contains(key) {
            throw ToolError(.request, "\(tool): unknown argument '\(SceneLoadError.escaped(key))'"
                + "; expected one of: " + keys.joined(separator: ", "))
        }
    }

    func string(_ key: String) throws(ToolError) -> String? {
        guard let value = values[key], value != .null else { return nil }
        guard let s = value.stringValue else { throw wrongType(key, "a string") }
        return s
    }

    func strings(_ key: String) throws(ToolError) -> [String]? {
        guard let value = values[key], value != .null else { return nil }
        if let s = value.stringValue { return [s] }
        guard let items = value.arrayValue else { throw wrongType(key, "a list of strings") }
        var out: [String] = []
        for item in items {
            guard let s = item.stringValue else { throw wrongType(key, "a list of strings") }
            out.append(s)
        }
        return out
    }

    func int(_ key: String) throws(ToolError) -> Int? {
        guard let value = values[key], value != .null else { return nil }
        if let i = value.intValue { return i }
        if let d = value.doubleValue, d.rounded() == d, abs(d) < 1e15 { return Int(d) }
        throw wrongType(key, "a whole number")
    }

    func number(_ key: String) throws(ToolError) -> Double? {
        guard let value = values[key], value != .null else { return nil }
        if let d = value.doubleValue, d.isFinite { return d }
        if let i = value.intValue { return Double(i) }
        throw wrongType(key, "a number")
    }

    func bool(_ key: String) throws(ToolError) -> Bool? {
        guard let value = values[key], value != .null else { return nil }
        guard let b = value.boolValue else { throw wrongType(key, "true or false") }
        return b
    }

    /// The scene: `scene` (a path) or `yaml` (the scene's text), exactly one.
    func scene() throws(ToolError) -> SceneSource {
        let path = try string("scene"), yaml = try string("yaml")
        switch (path, yaml) {
        case (let path?, nil): return .path(path)
        case (nil, let yaml?):
            guard yaml.utf8.count <= TouchScopeServer.Bounds.yaml else {
                throw ToolError(.request, "\(tool): the inline scene is \(yaml.utf8.count) bytes, over the bound of "
                    + "\(TouchScopeServer.Bounds.yaml); save it to a file and pass its path as scene")
            }
            return .yaml(yaml)
        case (nil, nil): throw ToolError(.request, "\(tool): give the scene, as scene: PATH or yaml: TEXT")
        case (_?, _?): throw ToolError(.request, "\(tool): give scene: PATH or yaml: TEXT, not both")
        }
    }

    /// `import`'s dumps: `text` (pasted debugger output) and/or `paths` (files), in that order.
    func dumps() throws(ToolError) -> [Importer.Input] {
        var inputs: [Importer.Input] = []
        if let text = try string("text") { inputs.append(Importer.Input(name: "<text>", text: text)) }
        for path in try strings("paths") ?? [] {
            // Regular files only, and no larger than the bound: a FIFO or a device would never end.
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            guard attributes?[.type] as? FileAttributeType == .typeRegular else {
                throw ToolError(.request, "\(tool): cannot read \(SceneLoadError.escaped(path)): no such file, or not a regular file")
            }
            if let size = attributes?[.size] as? NSNumber, size.intValue > TouchScopeServer.Bounds.dumps {
                throw ToolError(.request, "\(tool): \(SceneLoadError.escaped(path)) is \(size.intValue) bytes, over the bound of \(TouchScopeServer.Bounds.dumps)")
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ToolError(.request, "\(tool): cannot read \(SceneLoadError.escaped(path)): not readable")
            }
            inputs.append(Importer.Input(name: path, text: Importer.text(of: data)))
        }
        guard !inputs.isEmpty else { throw ToolError(.request, "\(tool): give the dump, as text: TEXT or paths: [FILE, ...]") }
        let size = inputs.reduce(0) { $0 + $1.text.utf8.count }
        guard size <= TouchScopeServer.Bounds.dumps else {
            throw ToolError(.request, "\(tool): the dumps are \(size) bytes, over the bound of \(TouchScopeServer.Bounds.dumps)")
        }
        return inputs
    }

    private func wrongType(_ key: String, _ expected: String) -> ToolError {
        ToolError(.request, "\(tool): \(key) must be \(expected)")
    }
}
