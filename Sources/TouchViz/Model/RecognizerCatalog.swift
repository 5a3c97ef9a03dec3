import TouchCore

/// What a recognizer is, as opposed to what it did (the trace): its kind,
/// view, settings and its relations to the others. The recognizers panel
/// draws the relations; the fingers overlay draws the thresholds.
public struct RecognizerInfo: Hashable, Sendable {
    /// What the catalog keys it by (issue 27.3); `name` is its label.
    public var key: ObjectKey
    public var name: String { key.label }
    public var kind: GestureKind
    /// The view it is attached to (its label).
    public var view: String?
    public var action: String?
    public var cancelsTouchesInView: Bool
    public var delaysTouchesBegan: Bool
    public var delaysTouchesEnded: Bool
    /// `require(toFail:)` and the delegate's `shouldRequireFailureOf` (rule G3).
    public var requiresFailureOf: [ObjectKey]
    /// The delegate's `shouldBeRequiredToFailBy` (rule G3).
    public var requiredToFailBy: [ObjectKey]
    /// The delegate's `shouldRecognizeSimultaneously` answers (rule G5):
    /// nil without a delegate.
    public var simultaneousWith: Simultaneity?
    public var settings: GestureSettings
}

/// What a recognizer's delegate answers to `shouldRecognizeSimultaneously`
/// (rule G5), read from the typed relation graph (`RecognizerRelations`).
public enum Simultaneity: Hashable, Sendable {
    /// With every other recognizer.
    case all
    /// With the recognizers given, in label order, then id order (none: it never allows).
    case only([ObjectKey])
    /// A conditional answer (rule Q), as the scene writes it: decided per touch, so no static edge.
    case conditional(String)

    /// Whether the answer lets it recognize with `other`, whatever the touch.
    public func allows(_ other: ObjectKey) -> Bool {
        switch self {
        case .all: return true
        case .only(let keys): return keys.contains(other)
        case .conditional: return false
        }
    }
}

/// Every recognizer of an application, in the order of the view tree
/// (windows back to front, views depth first, recognizers in order of
/// addition), with the device parameters their thresholds default to.
public struct RecognizerCatalog: Hashable, Sendable {
    public private(set) var recognizers: [RecognizerInfo] = []
    public var parameters: DeviceParameters
    /// By key (issue 27.3): two recognizers of one label are two entries.
    private var index: [ObjectKey: Int] = [:]

    /// The relation graph the panel draws (the one arbitration resolves).
    public init(_ application: Application, parameters: DeviceParameters) {
        self.init(RecognizerRelations(application: application), parameters: parameters)
    }

    /// The catalog of the recognizers of `relations`, their relations read from its edges.
    public init(_ relations: RecognizerRelations, parameters: DeviceParameters) {
        self.parameters = parameters
        for g in relations.recognizers where index[ObjectKey(g)] == nil {
            index[ObjectKey(g)] = recognizers.count
            recognizers.append(Self.info(g, relations))
        }
    }

    public init(parameters: DeviceParameters = DeviceParameters()) {
        self.parameters = parameters
    }

    public func info(_ key: ObjectKey) -> RecognizerInfo? { index[key].map { recognizers[$0] } }

    /// The recognizers `key` requires to fail (rule G3), from either side's declaration.
    public func requirements(of key: ObjectKey) -> [ObjectKey] {
        var result = info(key)?.requiresFailureOf ?? []
        for other in recognizers where other.requiredToFailBy.contains(key) && !result.contains(other.key) {
            result.append(other.key)
        }
        return result
    }

    /// Whether either delegate lets `a` and `b` recognize together (rule G5).
    public func maySimultaneouslyRecognize(_ a: ObjectKey, _ b: ObjectKey) -> Bool {
        func allows(_ x: ObjectKey, _ y: ObjectKey) -> Bool { info(x)?.simultaneousWith?.allows(y) ?? false }
        return allows(a, b) || allows(b, a)
    }

    /// What the graph's static edges say about `g`: requirements declared
    /// by its properties (in order) and its delegate (by name), what its
    /// delegate makes others require, and its delegate's simultaneity.
    /// Label order, as the panel lists them (ids after, for two of one label).
    static func labelOrder(_ a: ObjectKey, _ b: ObjectKey) -> Bool { (a.label, a.id) < (b.label, b.id) }

    private static func info(_ g: GestureRecognizer, _ relations: RecognizerRelations) -> RecognizerInfo {
        var requires: [ObjectKey] = []
        var delegateRequires: [ObjectKey] = []
        var requiredBy: [ObjectKey] = []
        var simultaneous: Simultaneity? = g.delegate == nil ? nil : .only([])
        for edge in relations.edges(from: g) + relations.edges(to: g) where edge.asker === g {
            switch (edge.kind, edge.source) {
            case (.requiresFailure, .property):
                if let other = edge.to.recognizer, !requires.contains(ObjectKey(other)) { requires.append(ObjectKey(other)) }
            case (.requiresFailure, .delegate(let method, _, _)) where !edge.isConditional:
                if method == RecognizerRelations.shouldRequireFailureOf, let other = edge.to.recognizer {
                    delegateRequires.append(ObjectKey(other))
                } else if let other = edge.from.recognizer {
                    requiredBy.append(ObjectKey(other))
                }
            case (.simultaneous, _):
                if edge.isConditional { simultaneous = .conditional(edge.answer.text) } else if case .anyOther = edge.to {
                    simultaneous = .all
                } else if let other = edge.to.recognizer {
                    if case .only(let keys)? = simultaneous { simultaneous = .only(keys + [ObjectKey(other)]) } else { simultaneous = .only([ObjectKey(other)]) }
                }
            default:
                break
            }
        }
        for key in delegateRequires.sorted(by: Self.labelOrder) where !requires.contains(key) { requires.append(key) }
        if case .only(let keys)? = simultaneous { simultaneous = .only(keys.sorted(by: Self.labelOrder)) }
        return RecognizerInfo(key: ObjectKey(g), kind: g.kind, view: g.view?.name, action: g.action,
                              cancelsTouchesInView: g.cancelsTouchesInView, delaysTouchesBegan: g.delaysTouchesBegan,
                              delaysTouchesEnded: g.delaysTouchesEnded, requiresFailureOf: requires,
                              requiredToFailBy: requiredBy.sorted(by: Self.labelOrder), simultaneousWith: simultaneous, settings: g.settings)
    }
}
