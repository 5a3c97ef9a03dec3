import Foundation

/// The public contract's pages, shipped with the binary (a clone of the
/// project has no ../shared): the MCP server serves them as resources so an
/// agent can write scenes and read traces.
public enum FormatPages {
    public struct Page: Sendable {
        /// `scene-format`, `trace-format`, `import-format`, `tool-results`.
        public let name: String
        public let title: String
        public let summary: String
        public var uri: String { "touchscope://formats/\(name).md" }
    }

    public static let pages: [Page] = [
        Page(name: "scene-format", title: "The scene format (YAML)",
             summary: "How to write a scene: windows, views, controls, recognizers, delegates, scroll views, lists, scenarios."),
        Page(name: "trace-format", title: "The trace format and the command line",
             summary: "Every trace record's kind and fields, the commands, their --json structures and the outcome items."),
        Page(name: "import-format", title: "The debugger dumps import reads",
             summary: "Which LLDB outputs `import` reads (recursiveDescription, _printHierarchy, recognizers) and how they map."),
        Page(name: "tool-results", title: "The tools' results as JSON",
             summary: "The structured content of each tool (the same as each command's --json), in the trace format's terms."),
    ]

    /// The page's Markdown text, or nil when the resources were not installed beside the binary.
    public static func text(_ page: Page) -> String? {
        guard let url = Bundle.module.url(forResource: page.name, withExtension: "md", subdirectory: "Formats") else { return nil }
        return try? String(contentsOf: url, encoding: .utf8)
    }
}
