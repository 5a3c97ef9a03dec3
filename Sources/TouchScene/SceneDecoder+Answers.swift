import TouchCore
import Yams

/// Conditional answers (scene-format.md, "Conditional answers"; rule Q):
/// `true`, `false`, `{ when: CONDITION }` or `{ unless: CONDITION }`.
extension SceneDecoder {
    static let conditionKeys = ["touchIn", "touchOn", "direction", "atEdge", "other", "otherKind", "all", "any", "not", "zoomed"]
    static let answerHelp = "true, false, { when: CONDITION } or { unless: CONDITION }"

    /// A boolean answer that may be conditional (rule Q1); nil when absent or wrong.
    func decodeAnswer(_ slot: Slot?) throws(YAMLReader.Stop) -> Answer? {
        guard let slot else { return nil }
        if case .scalar = slot.node {
            guard let value = try reader.scalar(slot, expected: Self.answerHelp) else { return nil }
            if case .bool(let b) = value { return .constant(b) }
            try reader.wrongType(slot, expected: Self.answerHelp)
            return nil
        }
        return try decodeConditionalAnswer(slot)
    }

    /// `{ when: C }` or `{ unless: C }` only (the list-valued answers' conditional form).
    func decodeConditionalAnswer(_ slot: Slot) throws(YAMLReader.Stop) -> Answer? {
        guard let m = try reader.map(slot, owner: Owner(path: slot.path, what: slot.label), expected: Self.answerHelp) else { return nil }
        try reader.checkKeys(m, known: ["when", "unless"])
        guard m.entries.count == 1, let entry = m.entries.first, ["when", "unless"].contains(entry.key) else {
            if m.entries.count != 1 {
                try reader.report(at: m.location, key: m.owner.path,
                                  "\(slot.label) must have exactly one key, 'when' or 'unless'; expected \(Self.answerHelp)")
            }
            return nil
        }
        guard let condition = try decodeCondition(m.slot(entry.key)!) else { return nil }
        return entry.key == "when" ? .when(condition) : .unless(condition)
    }

    /// One condition of rule Q2: a mapping with exactly one key.
    func decodeCondition(_ slot: Slot) throws(YAMLReader.Stop) -> Condition? {
        let help = "a condition { touchIn: [views] }, { touchOn: [kinds] }, { direction: horizontal }, "
            + "{ atEdge: { view: SCROLLVIEW, edge: left } }, { other: [recognizers] }, { otherKind: [kinds] }, "
            + "{ zoomed: [scroll views] }, { all: [...] }, { any: [...] } or { not: ... }"
        guard let m = try reader.map(slot, owner: Owner(path: slot.path, what: slot.label), expected: help) else { return nil }
        try reader.checkKeys(m, known: Self.conditionKeys)
        let known = m.entries.filter { Self.conditionKeys.contains($0.key) }
        guard known.count == 1, let key = known.first?.key, let value = m.slot(key) else {
            if m.entries.count != 1 {
                try reader.report(at: m.location, key: m.owner.path,
                                  "\(slot.label) must have exactly one key; write \(help), and combine them with all, any or not")
            }
            return nil
        }
        switch key {
        case "touchIn":
            return .touchIn(try referNames(value, expecting: .view, noun: "view name").map(ViewReference.init(name:)))
        case "other":
            return .other(try referNames(value, expecting: .recognizer, noun: "recognizer name").map(RecognizerReference.init(name:)))
        case "touchOn":
            var kinds: [String] = []
            for k in ViewKindDescription.allCases.map(\.rawValue) + ["tableViewCell", "collectionViewCell"] + Condition.kindFamilies
            where !kinds.contains(k) { kinds.append(k) }
            return .touchOn(try kindNames(value, allowed: kinds, noun: "view kind"))
        case "otherKind":
            return .otherKind(try kindNames(value, allowed: GestureKindDescription.allCases.map(\.rawValue), noun: "recognizer kind"))
        case "direction":
            return try reader.choice(value, "direction", as: Condition.Direction.self).map(Condition.direction)
        case "atEdge":
            guard let e = try reader.map(value, owner: Owner(path: value.path, what: value.label),
                                         expected: "{ view: SCROLLVIEW, edge: left | right | top | bottom }") else { return nil }
            try reader.checkKeys(e, known: ["view", "edge"])
            for k in ["view", "edge"] where !e.has(k) {
                try reader.report(at: e.location, key: e.owner.path(k),
                                  "missing required key '\(k)' in \(value.label); write { view: SCROLLVIEW, edge: left | right | top | bottom }")
            }
            let views = try referNames(e.slot("view"), expecting: .scrollView, noun: "scroll view name")
            let edge = try reader.choice(e.slot("edge"), "edge", as: Condition.Edge.self)
            guard let view = views.first, let edge else { return nil }
            return .atEdge(view: ViewReference(name: view), edge: edge)
        case "zoomed":
            // Rule Z7: one of these scroll views is zoomed in.
            return .zoomed(try referNames(value, expecting: .scrollView, noun: "scroll view name").map(ViewReference.init(name:)))
        case "all", "any":
            var list: [Condition] = []
            for item in try reader.list(value, expected: "a list of conditions") ?? [] {
                if let c = try decodeCondition(item) { list.append(c) }
            }
            return key == "all" ? .all(list) : .any(list)
        default:
            return try decodeCondition(value).map(Condition.not)
        }
    }

    private func referNames(_ slot: Slot?, expecting expected: Reference.Expected, noun: String) throws(YAMLReader.Stop) -> [String] {
        let items = try reader.nameList(slot, noun)
        refer(items, expecting: expected)
        return items?.map(\.name) ?? []
    }

    private func kindNames(_ slot: Slot, allowed: [String], noun: String) throws(YAMLReader.Stop) -> [String] {
        var result: [String] = []
        for (name, item) in try reader.nameList(slot, noun) ?? [] {
            if allowed.contains(name) {
                result.append(name)
            } else {
                try reader.report(item, "unknown \(noun) '\(name)' for \(item.label); expected one of: \(allowed.joined(separator: ", "))"
                                  + Spelling.didYouMean(name, in: allowed))
            }
        }
        return result
    }

    /// A list of recognizer names, or its conditional form (`simultaneousWith`,
    /// `requireFailureOf`, `requiredToFailBy`): the names, or the answer.
    func decodeRecognizerListAnswer(_ slot: Slot?, referrer: Int?) throws(YAMLReader.Stop) -> (names: [String], answer: Answer?) {
        guard let slot else { return ([], nil) }
        if case .mapping = slot.node { return ([], try decodeConditionalAnswer(slot)) }
        let items = try reader.nameList(slot, "recognizer name")
        refer(items, expecting: .recognizer, referrer: referrer)
        return (items?.map(\.name) ?? [], nil)
    }
}
