import Yams

/// One change a developer could make in code, written in the scene's own
/// vocabulary: `OBJECT.PROPERTY=VALUE` (trace-format.md), for example
/// `dismissTap.cancelsTouchesInView=false`, `feed.delaysContentTouches=false`,
/// `single.requireToFail=[double]` or a delegate answer
/// `dismissTap.shouldReceiveTouch={unless: {touchIn: [list]}}`.
/// VALUE is YAML in flow style, exactly as it would be written in the scene.
public struct Setting: Hashable, Sendable, CustomStringConvertible {
    /// The name of a view, control, scroll view, view controller or recognizer.
    public var object: String
    /// A key of that object in scene-format.md (a delegate answer for a recognizer).
    public var property: String
    /// The value as YAML flow text (`false`, `[double]`, `{unless: ...}`).
    public var value: String

    public init(object: String, property: String, value: String) {
        self.object = object
        self.property = property
        self.value = value
    }

    /// Reads `OBJECT.PROPERTY=VALUE`.
    public init(parsing text: String) throws(WhatIfError) {
        let trimmed = text.trimmingSpaces
        guard let equals = trimmed.firstIndex(of: "=") else {
            throw WhatIfError("setting '\(trimmed)' has no '='; write OBJECT.PROPERTY=VALUE, e.g. tap.cancelsTouchesInView=false")
        }
        let target = String(trimmed[..<equals]).trimmingSpaces
        let value = String(trimmed[trimmed.index(after: equals)...]).trimmingSpaces
        guard let dot = target.firstIndex(of: "."), dot != target.startIndex else {
            throw WhatIfError("setting '\(trimmed)' does not name an object and a property; write OBJECT.PROPERTY=VALUE, e.g. tap.cancelsTouchesInView=false")
        }
        object = String(target[..<dot])
        property = String(target[target.index(after: dot)...])
        // `tap.delegate.shouldReceiveTouch` and `tap.shouldReceiveTouch` are the same answer.
        if property.hasPrefix("delegate."), DelegateAnswer.properties.contains(String(property.dropFirst(9))) {
            property = String(property.dropFirst(9))
        }
        guard !property.isEmpty else { throw WhatIfError("setting '\(trimmed)' names no property after '\(object).'") }
        guard !value.isEmpty else { throw WhatIfError("setting '\(trimmed)' has no value after '='") }
        self.value = value
        _ = try valueNode()
    }

    public var description: String { "\(object).\(property)=\(value)" }

    /// VALUE as a YAML node, read the way scene files are read.
    func valueNode() throws(WhatIfError) -> Node {
        // A value is held to the limits of scene files (issue 33: a 403-character value whose
        // aliases expand to a billion nodes hung `compare` while the changed scene was written out):
        // keys that are aliases or collections are refused before Yams composes them (composing
        // hashes the keys, expanding them), and the expanded value may hold at most as many nodes
        // as the loader's walk visits.
        if let problem = AliasKeyGuard.check(value) {
            throw WhatIfError("setting '\(description)': column \(problem.location.column) of the value: \(problem.message)")
        }
        let root: Node?
        do {
            root = try Parser(yaml: value, resolver: .basic, encoding: .utf8).singleRoot()
        } catch {
            // One line, located in the value (issue 33: Yams's own text took three lines).
            let problem = YAMLSyntax.problem(from: error)
            let at = problem.location.line > 1 ? "line \(problem.location.line), column \(problem.location.column)" : "column \(problem.location.column)"
            throw WhatIfError("setting '\(description)': \(at) of the value: \(problem.message); "
                              + "write the value as in the scene, e.g. false, [double] or {unless: {touchIn: [list]}}")
        }
        guard let root else { throw WhatIfError("setting '\(description)' has no value") }
        var budget = SceneLoader.minimumNodeBudget
        guard Self.fits(root, budget: &budget) else {
            throw WhatIfError("setting '\(description)': the value's aliases expand to more than \(SceneLoader.minimumNodeBudget) nodes, "
                              + "the limit scene files have; write the value out without anchors and aliases")
        }
        return root
    }

    /// Whether `node`, its aliases expanded, has at most `budget` nodes (counting down; stops at the first past it).
    private static func fits(_ node: Node, budget: inout Int) -> Bool {
        budget -= 1
        guard budget >= 0 else { return false }
        switch node {
        case .scalar, .alias: return true
        case .mapping(let m):
            for (key, value) in m where !fits(key, budget: &budget) || !fits(value, budget: &budget) { return false }
            return true
        case .sequence(let items):
            for item in items where !fits(item, budget: &budget) { return false }
            return true
        }
    }
}

/// A refused setting, scenario or item: what is wrong and what to do.
public struct WhatIfError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// The delegate answers a recognizer's setting may give (scene-format.md,
/// a recognizer's `delegate:`), with the UIKit method each one models.
enum DelegateAnswer {
    static let properties = ["shouldReceiveTouch", "shouldBegin", "simultaneousWith", "requireFailureOf", "requiredToFailBy"]
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
        while let c = s.last, c == " " || c == "\t" { s.removeLast() }
        return String(s)
    }
}
