/// Refuses, before Yams composes the file, mapping keys that are not plain
/// names, when the file uses anchors.
///
/// Yams checks each mapping for duplicate keys by hashing the key nodes, and
/// hashing walks an alias's whole expansion: an alias bomb used as a key
/// (`? *lol9 : x`, `*lol9 : x`, `[*lol9]: x`) would be expanded inside Yams,
/// before the budgeted walk of `YAMLReader` could refuse it. Scene keys are
/// always plain names, so such keys are refused outright. The scan is
/// lexical: it skips comments, quoted scalars and block scalars, and runs only
/// when the file has both an anchor (`&`) and an alias (`*`). It follows
/// libyaml's own reading: an alias name is letters, digits, `_` and `-` only
/// (so `*a: x` is the alias `a` used as a key), and inside a flow collection
/// (`{...}`, `[...]`) `?` and `:` are indicators even with no space after them
/// (so `{?*a : x}` is an explicit key).
enum AliasKeyGuard {
    static func check(_ yaml: String) -> SceneProblem? {
        let bytes = yaml.utf8
        guard bytes.contains(UInt8(ascii: "&")), bytes.contains(UInt8(ascii: "*")) else { return nil }
        var scanner = Scanner()
        var lineNumber = 0
        // Split unicode scalars, not characters: "\r\n" is one Character.
        for line in yaml.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            if let (column, message) = scanner.scan(Array(line)) {
                return SceneProblem(location: SourceLocation(line: lineNumber, column: column), key: nil, message: message)
            }
        }
        return nil
    }

    private struct Scanner {
        /// The quote of a quoted scalar that continues on the next line.
        var openQuote: Unicode.Scalar?
        /// Lines indented more than this belong to a block scalar (`|`, `>`).
        var blockScalarIndent: Int?
        /// How many flow collections (`[`, `{`) are open, across lines.
        var flowDepth = 0

        /// The 1-based column and message of a refused key on `line`, if any.
        mutating func scan(_ line: [Unicode.Scalar]) -> (Int, String)? {
            let indent = line.prefix { $0 == " " || $0 == "\t" }.count
            if let limit = blockScalarIndent {
                if indent == line.count || indent > limit || line == ["\r"] { return nil }
                blockScalarIndent = nil
            }
            var i = 0
            var lastToken: (start: Int, end: Int)?
            while i < line.count {
                let c = line[i]
                if let quote = openQuote {
                    if c == "\\" && quote == "\"" { i += 2; continue }
                    if c == quote {
                        if quote == "'" && i + 1 < line.count && line[i + 1] == "'" { i += 2; continue }
                        openQuote = nil
                    }
                    i += 1
                    continue
                }
                let atTokenStart = i == 0 || " \t[{,".unicodeScalars.contains(line[i - 1])
                if c == "#" && atTokenStart && (i == 0 || line[i - 1] == " " || line[i - 1] == "\t") { break }
                if atTokenStart && (c == "\"" || c == "'") { openQuote = c; i += 1; continue }
                if (c == "[" || c == "{") && (atTokenStart || flowDepth > 0) { flowDepth += 1 }
                if (c == "]" || c == "}") && flowDepth > 0 { flowDepth -= 1 }
                if atTokenStart && c == "?" && (flowDepth > 0 || Self.isSeparator(line, i + 1)) {
                    return (i + 1, "an explicit mapping key ('? ') is not supported in scene files; keys are plain names: write 'key: value'")
                }
                if atTokenStart && c == "*" {
                    var end = i + 1
                    while end < line.count && Self.isAnchorCharacter(line[end]) { end += 1 }
                    if Self.colonFollows(line, end, inFlow: flowDepth > 0) {
                        return (i + 1, "an alias ('*name') used as a mapping key is not supported in scene files; keys are plain names")
                    }
                    i = end
                    continue
                }
                if (c == "]" || c == "}") && Self.colonFollows(line, i + 1, inFlow: flowDepth > 0) {
                    return (i + 1, "a list or mapping used as a mapping key is not supported in scene files; keys are plain names")
                }
                if c != " " && c != "\t" && c != "\r" {
                    if atTokenStart || lastToken == nil { lastToken = (i, i + 1) } else { lastToken?.end = i + 1 }
                }
                i += 1
            }
            if openQuote == nil, let token = lastToken, Self.isBlockScalarHeader(line[token.start..<token.end]) {
                blockScalarIndent = indent
            }
            return nil
        }

        /// `|`, `>`, `|-`, `>+2`, ...: a block scalar begins on the next line.
        static func isBlockScalarHeader(_ token: ArraySlice<Unicode.Scalar>) -> Bool {
            guard let first = token.first, first == "|" || first == ">" else { return false }
            return token.dropFirst().allSatisfy { $0 == "-" || $0 == "+" || ("0"..."9").contains($0) }
        }

        /// Spaces, then `:` that is a value indicator: followed by a separator
        /// or a flow indicator, or anywhere inside a flow collection.
        static func colonFollows(_ line: [Unicode.Scalar], _ start: Int, inFlow: Bool) -> Bool {
            var j = start
            while j < line.count && (line[j] == " " || line[j] == "\t") { j += 1 }
            guard j < line.count, line[j] == ":" else { return false }
            return inFlow || isSeparator(line, j + 1) || ",]}".unicodeScalars.contains(line[j + 1])
        }

        /// libyaml's anchor and alias name characters: ASCII letters, digits, `_`, `-`.
        static func isAnchorCharacter(_ c: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "_" || c == "-"
        }

        static func isSeparator(_ line: [Unicode.Scalar], _ i: Int) -> Bool {
            i >= line.count || line[i] == " " || line[i] == "\t" || line[i] == "\r"
        }
    }
}
