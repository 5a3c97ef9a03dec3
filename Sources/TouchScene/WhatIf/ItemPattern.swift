import TouchCore

/// An ITEM of the conformance cases and of `fix --want`: `KIND SUBJECT
/// key=value ...`, where KIND may be a glob (`responder.touches*`), SUBJECT
/// `*` matches any subject, only the keys written are compared, `key~=REGEX`
/// matches a value by regular expression and `key~=` only asks for the key.
/// A leading `!` means the record must not happen.
public struct ItemPattern: Hashable, Sendable, CustomStringConvertible {
    public enum Field: Hashable, Sendable {
        case equals(String)
        case matches(String)
    }
    public let kind: String
    public let subject: String?
    public let fields: [(key: String, value: Field)]
    /// `!ITEM`: the record must not happen.
    public let negated: Bool
    public let description: String

    public init(parsing text: String) throws(WhatIfError) {
        var text = text.trimmingSpaces
        negated = text.hasPrefix("!")
        if negated { text = String(text.dropFirst()).trimmingSpaces }
        let parts = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let kind = parts.first else {
            throw WhatIfError("empty item; write KIND SUBJECT key=value, e.g. \"list.didSelect list row=1\"")
        }
        self.kind = kind
        subject = parts.count > 1 ? parts[1] : nil
        var fields: [(String, Field)] = []
        for part in parts.dropFirst(2) {
            if let r = part.range(of: "~="), !part[..<r.lowerBound].contains("=") {
                let pattern = String(part[r.upperBound...])
                if !pattern.isEmpty {
                    do { _ = try Regex(pattern) } catch {
                        throw WhatIfError("item '\(text)': '\(pattern)' is not a regular expression")
                    }
                }
                fields.append((String(part[..<r.lowerBound]), .matches(pattern)))
            } else if let eq = part.firstIndex(of: "=") {
                fields.append((String(part[..<eq]), .equals(String(part[part.index(after: eq)...]))))
            } else {
                throw WhatIfError("item '\(text)': '\(part)' is not key=value; write e.g. \"list.didSelect list row=1\"")
            }
        }
        self.fields = fields
        description = (negated ? "!" : "") + text
    }

    public static func == (a: ItemPattern, b: ItemPattern) -> Bool { a.description == b.description }
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }

    /// Whether `record` is such a record (ignoring `!`).
    public func matches(_ record: TraceRecord) -> Bool {
        guard Self.glob(kind, record.kind.rawValue) else { return false }
        if let subject, subject != "*", subject != record.subject { return false }
        for (key, field) in fields {
            switch field {
            case .equals(let want):
                let got = record[key].map(Self.format) ?? "null"
                if got != want { return false }
            case .matches(let pattern):
                guard let value = record[key] else { return false }
                if !pattern.isEmpty, let regex = try? Regex(pattern), Self.format(value).firstMatch(of: regex) == nil { return false }
            }
        }
        return true
    }

    /// Whether the item holds for a run: it happened, or for `!ITEM`, it did not.
    public func holds(in records: [TraceRecord]) -> Bool {
        records.contains(where: matches) != negated
    }

    /// A value written as the conformance runner writes it (`true`, `3`, `0.5`, `[a,b]`).
    public static func format(_ value: TraceValue) -> String {
        switch value {
        case .string(let s): return s
        case .int(let i): return String(i)
        case .number(let d): return d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .point(let p): return "[\(format(.number(p.x))),\(format(.number(p.y)))]"
        case .strings(let s): return "[" + s.joined(separator: ",") + "]"
        case .names(let n): return "[" + n.map(\.string).joined(separator: ",") + "]"
        case .list(let l): return "[" + l.map(format).joined(separator: ",") + "]"
        }
    }

    /// fnmatch-style `*` and `?`.
    static func glob(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern), t = Array(text)
        var pi = 0, ti = 0, star = -1, mark = 0
        while ti < t.count {
            if pi < p.count, p[pi] == "?" || p[pi] == t[ti] {
                pi += 1; ti += 1
            } else if pi < p.count, p[pi] == "*" {
                star = pi; mark = ti; pi += 1
            } else if star >= 0 {
                pi = star + 1; mark += 1; ti = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
