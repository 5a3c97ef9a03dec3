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
    /// nil without a delegate, ["*"] for all, else the names allowed.
    public var simultaneousWith: [String]?
    public var settings: GestureSettings
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
        func allows(_ x: String, _ y: String) -> Bool {
            guard let list = info(x)?.simultaneousWith else { return false }
            return list == ["*"] || list.contains(y)
        }
        return allows(a, b) || allows(b, a)
    }

    /// What the graph's static edges say about `g`: requirements declared
    /// by its properties (in order) and its delegate (by name), what its
    /// delegate makes others require, and its delegate's simultaneity.
    private static func info(_ g: GestureRecognizer, _ relations: RecognizerRelations) -> RecognizerInfo {
        var requires: [String] = []
        var delegateRequires: [String] = []
        var requiredBy: [String] = []
        var simultaneous: [String]? = g.delegate == nil ? nil : []
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
                if edge.isConditional { simultaneous = [edge.answer.text] } else if case .anyOther = edge.to {
                    simultaneous = ["*"]
                } else if let other = edge.to.recognizer {
                    simultaneous?.append(other.name)
                }
            default:
                break
            }
        }
        for name in delegateRequires.sorted() where !requires.contains(name) { requires.append(name) }
        if simultaneous != ["*"], let list = simultaneous, list.count > 1 || list.first?.hasPrefix("{") != true {
            simultaneous = list.sorted()
        }
        return RecognizerInfo(name: g.name, kind: g.kind, view: g.view?.name, action: g.action,
                              cancelsTouchesInView: g.cancelsTouchesInView, delaysTouchesBegan: g.delaysTouchesBegan,
                              delaysTouchesEnded: g.delaysTouchesEnded, requiresFailureOf: requires,
                              requiredToFailBy: requiredBy.sorted(), simultaneousWith: simultaneous, settings: g.settings)
    }
}
