import TouchCore

/// A JSON value written in a fixed key order, so the same result always
/// prints the same bytes (no Dictionary order). The CLI's `--json` prints
/// `text`; the MCP server decodes the same text as the tool's structured
/// content, so both always carry the same structure.
public indirect enum JSONText: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case number(Double)
    case string(String)
    case array([JSONText])
    case object([(String, JSONText)])
    /// Already JSON text (a trace record's line, `TraceJSON.line`).
    case raw(String)

    /// One line, in the style of `compare --json`: `{"key": value, ...}`.
    public var text: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .number(let d): return TraceJSON.format(d)
        case .string(let s): return TraceJSON.quoted(s)
        case .array(let items): return "[" + items.map(\.text).joined(separator: ", ") + "]"
        case .object(let pairs): return "{" + pairs.map { TraceJSON.quoted($0.0) + ": " + $0.1.text }.joined(separator: ", ") + "}"
        case .raw(let json): return json
        }
    }

    static func strings(_ items: [String]) -> JSONText { .array(items.map(JSONText.string)) }
}
