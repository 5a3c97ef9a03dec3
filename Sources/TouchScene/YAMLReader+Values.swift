import TouchCore
import Yams

/// Typed reads of slots. Each returns nil when the slot is absent, or after
/// reporting a problem when its value has the wrong type or is out of range.
extension YAMLReader {
    /// What a scalar is, by the YAML core schema. Only the style decides
    /// (quoted and block scalars are strings): Yams may resolve a node's tag
    /// in place while it composes, so the tag is not a reliable witness.
    enum ScalarValue: Equatable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
    }

    /// The range a number must fall in.
    enum Bound {
        case any, nonNegative, positive, unit

        func admits(_ v: Double) -> Bool {
            switch self {
            case .any: return true
            case .nonNegative: return v >= 0
            case .positive: return v > 0
            case .unit: return v >= 0 && v <= 1
            }
        }

        var phrase: String {
            switch self {
            case .any: return "a number"
            case .nonNegative: return "zero or more"
            case .positive: return "more than zero"
            case .unit: return "between 0 and 1"
            }
        }
    }

    static func classify(_ scalar: Node.Scalar) -> ScalarValue {
        let text = scalar.string
        if scalar.style != .plain && scalar.style != .any {
            return .string(text)
        }
        guard let first = text.utf8.first else { return .null }
        if text.utf8.count <= 5 {
            switch text {
            case "~", "null", "Null", "NULL": return .null
            case "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON": return .bool(true)
            case "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF": return .bool(false)
            default: break
            }
        }
        let mayBeNumber = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) || first == UInt8(ascii: "-")
            || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
        if mayBeNumber, let number = parseNumber(text) { return .number(number) }
        return .string(text)
    }

    /// Decimal numbers only (`12`, `-0.5`, `1e3`, `1_000`): no hex, no `.inf`, no `.nan`.
    private static func parseNumber(_ text: String) -> Double? {
        var digits = false, underscores = false
        for c in text.utf8 {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits = true
            case UInt8(ascii: "_"): underscores = true
            case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): break
            default: return nil
            }
        }
        guard digits, let v = Double(underscores ? text.replacingOccurrences(of: "_", with: "") : text), v.isFinite else { return nil }
        return v
    }

    /// A scalar's text as written, for messages (`1.5`).
    static func written(_ node: Node) -> String {
        if case .scalar(let s) = node { return s.string }
        return describe(node)
    }

    /// How a value reads in a message: `the string "big"`, `the number 5`, `a list of 3 items`.
    static func describe(_ node: Node) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence(let s): return s.count == 1 ? "a list of 1 item" : "a list of \(s.count) items"
        case .alias: return "an alias"
        case .scalar(let s):
            switch classify(s) {
            case .null: return "an empty value"
            case .bool: return "the value \(s.string)"
            case .number: return "the number \(s.string)"
            case .string(let text):
                let shown = text.count > 40 ? String(text.prefix(40)) + "..." : text
                return "the string \"\(shown)\""
            }
        }
    }

    /// The scalar in `slot`, visited; nil (after reporting) when it is a list or mapping.
    func scalar(_ slot: Slot, expected: @autoclosure () -> String) throws(Stop) -> ScalarValue? {
        try visit(slot.node)
        guard case .scalar(let s) = slot.node else {
            try wrongType(slot, expected: expected())
            return nil
        }
        return Self.classify(s)
    }

    /// Any scalar but null, as written (`name: 1` is the name "1").
    func string(_ slot: Slot?, expected: @autoclosure () -> String = "a string") throws(Stop) -> String? {
        guard let slot, let value = try scalar(slot, expected: expected()) else { return nil }
        guard case .scalar(let s) = slot.node, value != .null else {
            try wrongType(slot, expected: expected())
            return nil
        }
        return s.string
    }

    func bool(_ slot: Slot?) throws(Stop) -> Bool? {
        guard let slot, let value = try scalar(slot, expected: "true or false") else { return nil }
        guard case .bool(let b) = value else {
            try wrongType(slot, expected: "true or false")
            return nil
        }
        return b
    }

    func number(_ slot: Slot?, _ bound: Bound = .any) throws(Stop) -> Double? {
        guard let slot, let value = try scalar(slot, expected: bound == .any ? "a number" : "a number, \(bound.phrase)") else { return nil }
        guard case .number(let v) = value else {
            try wrongType(slot, expected: bound == .any ? "a number" : "a number, \(bound.phrase)")
            return nil
        }
        guard bound.admits(v) else {
            try report(slot, "\(slot.label) must be \(bound.phrase), not \(Self.written(slot.node))")
            return nil
        }
        guard SceneLimits.admits(v) else {
            try report(slot, Self.overLimit(slot, v))
            return nil
        }
        return v
    }

    /// The message for a number beyond `SceneLimits.maximumMagnitude`.
    static func overLimit(_ slot: Slot, _ v: Double) -> String {
        "\(slot.label) is \(written(slot.node)), beyond the limit of \(SceneLimits.maximumMagnitudeText) in magnitude "
            + "that every number of a scene stays within (durations are seconds); use a smaller value"
    }

    /// A whole number in `range` (written `2` or `2.0`).
    func int(_ slot: Slot?, in range: ClosedRange<Int> = Int.min...Int.max, rangePhrase: String? = nil) throws(Stop) -> Int? {
        guard let slot, let v = try number(slot) else { return nil }
        // `number` has held `v` within SceneLimits.maximumMagnitude, so `Int(v)` cannot trap.
        guard v == v.rounded() else {
            try report(slot, "\(slot.label) must be a whole number, not \(Self.written(slot.node))")
            return nil
        }
        guard range.contains(Int(v)) else {
            let phrase = rangePhrase ?? (range.upperBound == Int.max ? "\(range.lowerBound) or more" : "from \(range.lowerBound) to \(range.upperBound)")
            try report(slot, "\(slot.label) must be \(phrase), not \(Self.written(slot.node))")
            return nil
        }
        return Int(v)
    }

    /// A list of exactly `names.count` numbers, e.g. `[x, y, width, height]`.
    func numbers(_ slot: Slot?, _ names: [String], bounds: [Bound]? = nil) throws(Stop) -> [Double]? {
        guard let slot else { return nil }
        try visit(slot.node)
        guard case .sequence(let items) = slot.node, items.count == names.count else {
            try wrongType(slot, expected: "a list of \(names.count) numbers [\(names.joined(separator: ", "))]")
            return nil
        }
        var values: [Double] = []
        for (i, item) in items.enumerated() {
            let bound = bounds?[i] ?? .any
            if case .scalar(let s) = item, case .number(let v) = Self.classify(s), bound.admits(v), SceneLimits.admits(v) {
                try visit(item)
                values.append(v)
                continue
            }
            let element = Slot(node: item, path: "\(slot.path)[\(i)]", label: "'\(names[i])' (item \(i + 1)) of \(slot.label)")
            _ = try number(element, bound)
            return nil
        }
        return values
    }

    func point(_ slot: Slot?, _ names: [String] = ["x", "y"]) throws(Stop) -> Point? {
        try numbers(slot, names).map { Point(x: $0[0], y: $0[1]) }
    }

    func size(_ slot: Slot?) throws(Stop) -> Size? {
        try numbers(slot, ["width", "height"], bounds: [.nonNegative, .nonNegative]).map { Size(width: $0[0], height: $0[1]) }
    }

    func rect(_ slot: Slot?) throws(Stop) -> Rect? {
        try numbers(slot, ["x", "y", "width", "height"], bounds: [.any, .any, .nonNegative, .nonNegative])
            .map { Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
    }

    /// One of `T`'s raw values, suggesting the nearest on a typo.
    func choice<T: RawRepresentable & CaseIterable>(_ slot: Slot?, _ noun: String, as: T.Type = T.self) throws(Stop) -> T?
    where T.RawValue == String {
        let allCases = { T.allCases.map(\.rawValue) }
        guard let slot, let text = try string(slot, expected: "a \(noun): one of \(allCases().joined(separator: ", "))") else { return nil }
        if let value = T(rawValue: text) { return value }
        let allowed = allCases()
        try report(slot, "unknown \(noun) '\(text)' for \(slot.label); expected one of: \(allowed.joined(separator: ", "))"
                   + Spelling.didYouMean(text, in: allowed))
        return nil
    }

    /// A list of names with where each is written; a single name stands for a list of one.
    func nameList(_ slot: Slot?, _ noun: String = "name") throws(Stop) -> [(name: String, slot: Slot)]? {
        try oneOrMany(slot, expected: "a list of \(noun)s") { (item: Slot) throws(Stop) in
            try string(item, expected: "a \(noun)").map { ($0, item) }
        }
    }

    /// A list of names; a single name stands for a list of one.
    func names(_ slot: Slot?, _ noun: String = "name") throws(Stop) -> [String]? {
        try nameList(slot, noun)?.map(\.name)
    }

    /// Items of a list of `T` values read one by one (a single value stands for a list of one).
    func oneOrMany<T>(_ slot: Slot?, expected: @autoclosure () -> String, _ read: (Slot) throws(Stop) -> T?) throws(Stop) -> [T]? {
        guard let slot else { return nil }
        if case .scalar(let s) = slot.node, Self.classify(s) == .null { return [] }
        if case .sequence = slot.node {
            guard let items = try list(slot, expected: expected()) else { return nil }
            var result: [T] = []
            for item in items { if let v = try read(item) { result.append(v) } }
            return result
        }
        return try read(slot).map { [$0] }
    }
}
