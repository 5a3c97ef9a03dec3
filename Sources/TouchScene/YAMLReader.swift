import Yams

/// Walks a Yams `Node` tree by hand, so that every problem names its line,
/// column and key path, and collects every problem instead of stopping at the
/// first.
///
/// Invariants:
/// - every node the decoder touches is counted against a budget (`visit`), so
///   a YAML alias bomb, whose aliases Yams keeps as shared values, is refused
///   at the first node past the budget instead of being expanded;
/// - a walk stops (throws `Stop`) only after recording the problem that
///   explains why: the budget or the problem limit ran out.
final class YAMLReader {
    /// Thrown to abandon the walk; the reason is already in `problems`.
    struct Stop: Error {}

    /// Problems are collected up to this many; then the walk stops.
    static let problemLimit = 1000

    private(set) var problems: [SceneProblem] = []
    private var budget: Int
    private let initialBudget: Int

    /// `budget`: how many nodes the walk may visit, aliases counted each time they are walked.
    init(budget: Int) {
        self.budget = budget
        self.initialBudget = budget
    }

    /// Counts `node` against the budget.
    func visit(_ node: Node) throws(Stop) {
        budget -= 1
        if budget < 0 {
            problems.append(SceneProblem(
                location: location(of: node), key: nil,
                message: "the file expands to more than \(initialBudget) YAML nodes (through aliases '*name' of anchors '&name'); "
                    + "refusing to expand it further: write the repeated parts out or use fewer aliases"))
            throw Stop()
        }
    }

    /// Counts `node` and everything under it against the budget, aliases each
    /// time they are reached (with a stack: an ignored subtree may nest deep).
    func visitAll(_ node: Node) throws(Stop) {
        var stack = [node]
        while let n = stack.popLast() {
            try visit(n)
            switch n {
            case .mapping(let m): for (k, v) in m { stack.append(k); stack.append(v) }
            case .sequence(let q): stack.append(contentsOf: q)
            default: break
            }
        }
    }

    /// Records a problem; stops the walk once `problemLimit` problems are recorded.
    func report(at location: SourceLocation, key: String?, _ message: String) throws(Stop) {
        problems.append(SceneProblem(location: location, key: key, message: message))
        if problems.count >= Self.problemLimit {
            problems.append(SceneProblem(location: location, key: nil,
                                         message: "too many problems (\(Self.problemLimit)); stopped here: fix these first"))
            throw Stop()
        }
    }

    /// Records a problem about the value in `slot`.
    func report(_ slot: Slot, _ message: String) throws(Stop) {
        try report(at: slot.location, key: slot.path, message)
    }

    /// Records that `slot` holds the wrong type of value.
    func wrongType(_ slot: Slot, expected: String) throws(Stop) {
        try report(slot, "\(slot.label) must be \(expected), not \(Self.describe(slot.node))")
    }

    func location(of node: Node) -> SourceLocation {
        SourceLocation(node.mark)
    }

    /// Reads `slot` as a mapping with string keys. Merge keys (`<<: *defaults`)
    /// are honoured: the merged mapping's keys come after the written ones and
    /// never override them.
    func map(_ slot: Slot, owner: Owner, expected: @autoclosure () -> String = "a mapping of keys") throws(Stop) -> YAMLMap? {
        try visit(slot.node)
        guard case .mapping(let mapping) = slot.node else {
            try wrongType(slot, expected: expected())
            return nil
        }
        var entries: [YAMLMap.Entry] = []
        var merged: [YAMLMap.Entry] = []
        for (keyNode, value) in mapping {
            try visit(keyNode)
            guard case .scalar(let scalar) = keyNode else {
                try report(at: location(of: keyNode), key: owner.path,
                           "a key of \(owner.what) must be a plain name, not \(Self.describe(keyNode))")
                continue
            }
            if scalar.string == "<<", scalar.style == .plain || scalar.style == .any {
                merged += try mergeEntries(value, owner: owner)
                continue
            }
            entries.append(YAMLMap.Entry(key: scalar.string, keyLocation: location(of: keyNode), value: value))
        }
        if !merged.isEmpty {
            var written = Set(entries.map(\.key))
            entries += merged.filter { written.insert($0.key).inserted }
        }
        return YAMLMap(location: location(of: slot.node), owner: owner, entries: entries)
    }

    private func mergeEntries(_ value: Node, owner: Owner) throws(Stop) -> [YAMLMap.Entry] {
        let slot = Slot(node: value, path: owner.path("<<"), label: "the merge key '<<' of \(owner.what)")
        let sources: [Slot]
        if case .sequence = value { sources = try list(slot) ?? [] } else { sources = [slot] }
        var result: [YAMLMap.Entry] = []
        var seen = Set<String>()
        for source in sources {
            guard let m = try map(source, owner: owner, expected: "a mapping (an alias '*name' of one) or a list of them") else { continue }
            result += m.entries.filter { seen.insert($0.key).inserted }
        }
        return result
    }

    /// Reports every key of `m` that is not in `known`, suggesting the nearest known key.
    func checkKeys(_ m: YAMLMap, known: [String], ignoringPrefix prefix: String? = nil) throws(Stop) {
        for entry in m.entries where !known.contains(entry.key) {
            if let prefix, entry.key.hasPrefix(prefix) {
                // Ignored, but still part of the file every what-if tool rewrites: an alias bomb
                // under `x-` must be refused here, not expanded later by compare, fix or why (issue 33).
                try visitAll(entry.value)
                continue
            }
            try report(at: entry.keyLocation, key: m.owner.path(entry.key),
                       "unknown key '\(entry.key)' in \(m.owner.what); expected one of: \(Spelling.list(known))"
                       + Spelling.didYouMean(entry.key, in: known))
        }
    }

    /// Reports each of `keys` written in `m` although it belongs to other kinds only.
    func kindOnly(_ m: YAMLMap, _ keys: [String], kinds: [String], actual: String, noun: String,
                  remedy: String = "or change its 'kind'") throws(Stop) {
        for key in keys {
            guard let entry = m.entries.first(where: { $0.key == key }) else { continue }
            try report(at: entry.keyLocation, key: m.owner.path(key),
                       "'\(key)' applies only to \(kinds.joined(separator: ", ")) \(noun)s, and \(m.owner.what) is a \(actual); "
                       + "remove '\(key)' \(remedy)")
        }
    }

    /// Reads `slot` as a list (a null value is an empty list); nil when absent or not a list.
    func list(_ slot: Slot?, expected: @autoclosure () -> String = "a list") throws(Stop) -> [Slot]? {
        guard let slot else { return nil }
        try visit(slot.node)
        switch slot.node {
        case .sequence(let sequence):
            return sequence.enumerated().map { i, node in slot.element(i, node) }
        case .scalar(let s) where Self.classify(s) == .null:
            return []
        default:
            try wrongType(slot, expected: expected())
            return nil
        }
    }
}

/// Names an object in messages (`view 'A'`) and gives its key path (`windows[0].root`).
struct Owner {
    var path: String
    var what: String

    func path(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
}

/// A value to read: the node, its key path (`windows[0].root.frame`), and how
/// messages name it (`'frame' of view 'A'`). Path and label are built only
/// when asked for, that is when something is wrong: reading stays cheap.
struct Slot {
    var node: Node
    private var parentPath: String
    private var parentLabel: String
    private var step: Step

    private enum Step {
        case none
        case key(String)
        case index(Int)
    }

    init(node: Node, path: String, label: String) {
        self.node = node
        self.parentPath = path
        self.parentLabel = label
        self.step = .none
    }

    /// The value under `key` of the mapping owned by `owner`.
    init(node: Node, key: String, of owner: Owner) {
        self.node = node
        self.parentPath = owner.path
        self.parentLabel = owner.what
        self.step = .key(key)
    }

    var path: String {
        switch step {
        case .none: return parentPath
        case .key(let key): return parentPath.isEmpty ? key : "\(parentPath).\(key)"
        case .index(let i): return "\(parentPath)[\(i)]"
        }
    }

    var label: String {
        switch step {
        case .none: return parentLabel
        case .key(let key): return "'\(key)' of \(parentLabel)"
        case .index(let i): return "item \(i + 1) of \(parentLabel)"
        }
    }

    var location: SourceLocation { SourceLocation(node.mark) }

    /// The `i`th item of this list.
    func element(_ i: Int, _ node: Node) -> Slot {
        var slot = Slot(node: node, path: "", label: "")
        if case .none = step {
            slot.parentPath = parentPath
            slot.parentLabel = parentLabel
        } else {
            slot.parentPath = path
            slot.parentLabel = label
        }
        slot.step = .index(i)
        return slot
    }
}

/// A mapping's entries in the order written, with their keys' locations.
struct YAMLMap {
    struct Entry {
        var key: String
        var keyLocation: SourceLocation
        var value: Node
    }

    var location: SourceLocation
    var owner: Owner
    var entries: [Entry]

    func has(_ key: String) -> Bool { entries.contains { $0.key == key } }

    /// The value under `key`, ready to read.
    func slot(_ key: String) -> Slot? {
        guard let entry = entries.first(where: { $0.key == key }) else { return nil }
        return Slot(node: entry.value, key: key, of: owner)
    }

    func keyLocation(_ key: String) -> SourceLocation {
        entries.first { $0.key == key }?.keyLocation ?? location
    }
}

extension SourceLocation {
    /// Where a Yams mark points (both count lines and columns from 1); `.unknown` without one.
    init(_ mark: Mark?) {
        self = mark.map { SourceLocation(line: $0.line, column: $0.column) } ?? .unknown
    }
}
