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
    public var description: String {
        problems.map { "\(file):\($0.location.line):\($0.location.column): \($0.message)" }.joined(separator: "\n")
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
