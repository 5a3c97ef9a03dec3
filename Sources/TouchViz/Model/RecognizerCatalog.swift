import TouchCore

/// What a recognizer is, as opposed to what it did (the trace): its kind,
/// view, settings and its relations to the others. The recognizers panel
/// draws the relations; the fingers overlay draws the thresholds.
public struct RecognizerInfo: Hashable, Sendable {
    public var name: String
    public var kind: GestureKind
    /// The view it is attached to.
    public var view: String?
    public var action: String?
    public var cancelsTouchesInView: Bool
    public var delaysTouchesBegan: Bool
    public var delaysTouchesEnded: Bool
    /// `require(toFail:)` and the delegate's `shouldRequireFailureOf` (rule G3).
    public var requiresFailureOf: [String]
    /// The delegate's `shouldBeRequiredToFailBy` (rule G3).
    public var requiredToFailBy: [String]
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
    /// With the recognizers named, in name order (none: it never allows).
    case only([String])
    /// A conditional answer (rule Q), as the scene writes it: decided per touch, so no static edge.
    case conditional(String)

    /// Whether the answer lets it recognize with `other`, whatever the touch.
    public func allows(_ other: String) -> Bool {
        switch self {
        case .all: return true
        case .only(let names): return names.contains(other)
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
    private var index: [String: Int] = [:]

    /// The relation graph the panel draws (the one arbitration resolves).
    public init(_ application: Application, parameters: DeviceParameters) {
        self.init(RecognizerRelations(application: application), parameters: parameters)
    }

    /// The catalog of the recognizers of `relations`, their relations read from its edges.
    public init(_ relations: RecognizerRelations, parameters: DeviceParameters) {
        self.parameters = parameters
        for g in relations.recognizers where index[g.name] == nil {
            index[g.name] = recognizers.count
            recognizers.append(Self.info(g, relations))
        }
    }

    public init(parameters: DeviceParameters = DeviceParameters()) {
        self.parameters = parameters
    }

    public func info(_ name: String) -> RecognizerInfo? { index[name].map { recognizers[$0] } }

    /// The recognizers `name` requires to fail (rule G3), from either side's declaration.
    public func requirements(of name: String) -> [String] {
        var result = info(name)?.requiresFailureOf ?? []
        for other in recognizers where other.requiredToFailBy.contains(name) && !result.contains(other.name) {
            result.append(other.name)
        }
        return result
    }

    /// Whether either delegate lets `a` and `b` recognize together (rule G5).
    public func maySimultaneouslyRecognize(_ a: String, _ b: String) -> Bool {
        func allows(_ x: String, _ y: String) -> Bool { info(x)?.simultaneousWith?.allows(y) ?? false }
        return allows(a, b) || allows(b, a)
    }

    /// What the graph's static edges say about `g`: requirements declared
    /// by its properties (in order) and its delegate (by name), what its
    /// delegate makes others require, and its delegate's simultaneity.
    private static func info(_ g: GestureRecognizer, _ relations: RecognizerRelations) -> RecognizerInfo {
        var requires: [String] = []
        var delegateRequires: [String] = []
        var requiredBy: [String] = []
        var simultaneous: Simultaneity? = g.delegate == nil ? nil : .only([])
        for edge in relations.edges(from: g) + relations.edges(to: g) where edge.asker === g {
            switch (edge.kind, edge.source) {
            case (.requiresFailure, .property):
                if let other = edge.to.recognizer, !requires.contains(other.name) { requires.append(other.name) }
            case (.requiresFailure, .delegate(let method, _, _)) where !edge.isConditional:
                if method == RecognizerRelations.shouldRequireFailureOf, let other = edge.to.recognizer {
                    delegateRequires.append(other.name)
                } else if let other = edge.from.recognizer {
                    requiredBy.append(other.name)
                }
            case (.simultaneous, _):
                if edge.isConditional { simultaneous = .conditional(edge.answer.text) } else if case .anyOther = edge.to {
                    simultaneous = .all
                } else if let other = edge.to.recognizer {
                    if case .only(let names)? = simultaneous { simultaneous = .only(names + [other.name]) } else { simultaneous = .only([other.name]) }
                }
            default:
                break
            }
        }
        for name in delegateRequires.sorted() where !requires.contains(name) { requires.append(name) }
        if case .only(let names)? = simultaneous { simultaneous = .only(names.sorted()) }
        return RecognizerInfo(name: g.name, kind: g.kind, view: g.view?.name, action: g.action,
                              cancelsTouchesInView: g.cancelsTouchesInView, delaysTouchesBegan: g.delaysTouchesBegan,
                              delaysTouchesEnded: g.delaysTouchesEnded, requiresFailureOf: requires,
                              requiredToFailBy: requiredBy.sorted(), simultaneousWith: simultaneous, settings: g.settings)
    }
}
