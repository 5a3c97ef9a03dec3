import Yams

/// Turns a Yams error into one readable problem at the mark libyaml gives.
enum YAMLSyntax {
    static func problem(from error: any Error) -> SceneProblem {
        guard let error = error as? YamlError else {
            return SceneProblem(location: SourceLocation(line: 1, column: 1), key: nil,
                                message: "the file could not be read as YAML: \(error)")
        }
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _):
            return SceneProblem(location: SourceLocation(mark), key: nil, message: syntax(problem, context))
        case .composer(_, let problem, let mark, _):
            return SceneProblem(location: SourceLocation(mark), key: nil, message: composer(problem))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return SceneProblem(location: SourceLocation(context.mark), key: duplicates.first,
                                message: "duplicate key \(keys) in one mapping; each key may appear once: remove or merge the repeats")
        case .reader(let problem, let offset, _, let yaml):
            return SceneProblem(location: location(offset: offset, in: yaml), key: nil,
                                message: "the file has a character YAML does not allow (\(problem)); remove it or save the file as UTF-8 text")
        default:
            return SceneProblem(location: SourceLocation(line: 1, column: 1), key: nil,
                                message: "the file could not be read as YAML: \(error)")
        }
    }

    private static func syntax(_ problem: String, _ context: YamlError.Context?) -> String {
        if problem.hasPrefix("Maximum nesting level") {
            return "YAML syntax error: lists and mappings nest deeper than 1000 levels; flatten the file"
        }
        var message = "YAML syntax error: \(problem)"
        if let context {
            message += " (\(context.text) that starts at \(context.mark.line):\(context.mark.column))"
        }
        let hint: String
        switch problem {
        case let p where p.contains("mapping values are not allowed"):
            hint = "a value holding ': ' must be quoted, and keys of one mapping must line up"
        case let p where p.contains("did not find expected key"), let p where p.contains("did not find expected '-'"):
            hint = "check the indentation: keys of one mapping and items of one list must line up"
        case let p where p.contains("cannot start any token"):
            hint = "quote the value; tabs may not indent YAML, and '@' or '`' may not start a plain value"
        case let p where p.contains("found unexpected end of stream"), let p where p.contains("did not find expected ',' or"):
            hint = "a bracket or quote is left open"
        default:
            hint = "check the indentation and quoting here"
        }
        return message + "; " + hint
    }

    private static func composer(_ problem: String) -> String {
        if problem.contains("undefined alias") {
            return "YAML error: an alias ('*name') here has no anchor ('&name') before it; define the anchor first or remove the alias"
        }
        if problem.contains("another document") {
            return "a scene file holds one YAML document, and this starts a second one; remove the '---' or split the file"
        }
        return "YAML error: \(problem)"
    }

    /// The line and column of the `offset`th character of `yaml`.
    private static func location(offset: Int?, in yaml: String) -> SourceLocation {
        guard let offset else { return SourceLocation(line: 1, column: 1) }
        var line = 1, column = 1
        for c in yaml.prefix(offset) {
            if c == "\n" || c == "\r\n" { line += 1; column = 1 } else { column += 1 }
        }
        return SourceLocation(line: line, column: column)
    }
}
