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

    public init(_ application: Application, parameters: DeviceParameters) {
        self.parameters = parameters
        for window in application.windowsFrontToBack.reversed() {
            for view in window.subtree {
                for g in view.gestureRecognizers where index[g.name] == nil {
                    index[g.name] = recognizers.count
                    recognizers.append(Self.info(g, view: view))
                }
            }
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

    private static func info(_ g: GestureRecognizer, view: View) -> RecognizerInfo {
        var requires = g.requiredToFail.map(\.name)
        var simultaneous: [String]?
        var requiredBy: [String] = []
        if let d = g.delegate {
            for name in d.requireFailureOf.sorted() where !requires.contains(name) { requires.append(name) }
            requiredBy = d.requiredToFailBy.sorted()
            switch d.simultaneousWith {
            case .all: simultaneous = ["*"]
            case .none: simultaneous = []
            case .only(let names): simultaneous = names.sorted()
            case .conditional(let answer): simultaneous = [answer.text]
            }
        }
        return RecognizerInfo(name: g.name, kind: g.kind, view: view.name, action: g.action,
                              cancelsTouchesInView: g.cancelsTouchesInView, delaysTouchesBegan: g.delaysTouchesBegan,
                              delaysTouchesEnded: g.delaysTouchesEnded, requiresFailureOf: requires,
                              requiredToFailBy: requiredBy, simultaneousWith: simultaneous, settings: g.settings)
    }
}
