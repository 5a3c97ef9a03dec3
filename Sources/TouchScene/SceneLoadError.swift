/// One thing wrong in a scene file: where, which key, and what to do about it.
public struct SceneProblem: Hashable, Sendable, CustomStringConvertible {
    /// Where the offending node starts (1-based line and column).
    public var location: SourceLocation
    /// The key path of the offending value, e.g. `windows[0].root.subviews[1].frame`;
    /// nil for problems that belong to no key (a YAML syntax error, an empty file).
    public var key: String?
    /// What is wrong and what was expected, naming the offending key.
    public var message: String

    public init(location: SourceLocation, key: String?, message: String) {
        self.location = location
        self.key = key
        self.message = message
    }

    /// `LINE:COLUMN: message`.
    public var description: String { "\(location): \(message)" }
}

/// A scene file that did not load (scene-format.md): every problem found in
/// the file, not only the first, sorted by line and then column.
///
/// `description` has one line per problem, in the form compilers use so that
/// editors can jump to it:
///
///     scene.yaml:12:9: unknown key 'colour' in view 'A'; expected one of: name, kind, ... (did you mean 'color'?)
public struct SceneLoadError: Error, CustomStringConvertible, Sendable {
    /// The file as the caller named it.
    public var file: String
    /// Sorted by line, then column; problems at the same place keep the order they were found in.
    public var problems: [SceneProblem]

    public init(file: String, problems: [SceneProblem]) {
        self.file = file
        self.problems = Self.sorted(problems)
    }

    /// A file-level problem (unreadable, too large, empty), reported at 1:1.
    init(file: String, message: String) {
        self.init(file: file, problems: [SceneProblem(location: SourceLocation(line: 1, column: 1), key: nil, message: message)])
    }

    /// One line per problem: `FILE:LINE:COLUMN: what is wrong, and what was expected`.
    /// Control characters of the file name and the messages (which quote
    /// what the user wrote) are escaped, so that a name holding a newline or a
    /// terminal escape sequence can neither fake another line nor drive the terminal.
    public var description: String {
        let name = Self.escaped(file)
        return problems.map { "\(name):\($0.location.line):\($0.location.column): \(Self.escaped($0.message))" }.joined(separator: "\n")
    }

    /// `text` with every control character (C0, DEL, C1, and the line and
    /// paragraph separators) written as an escape: `\n`, `\r`, `\t`, `\u{1B}`.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where isControl(scalar): out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func isControl(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || (0x7F...0x9F).contains(s.value) || s.value == 0x2028 || s.value == 0x2029
    }

    private static func sorted(_ problems: [SceneProblem]) -> [SceneProblem] {
        problems.enumerated().sorted { a, b in
            let la = a.element.location, lb = b.element.location
            if la.line != lb.line { return la.line < lb.line }
            if la.column != lb.column { return la.column < lb.column }
            return a.offset < b.offset
        }.map(\.element)
    }
}
