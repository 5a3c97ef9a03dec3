/// The relations among recognizers as one typed graph (design, "Relations
/// are a graph"; rules G3, G5, Q1): failure requirements, simultaneity and
/// the exceptions to exclusivity, each edge static or conditional and
/// naming where it is declared.
///
/// Edges are declared by the recognizers themselves (`require(toFail:)`),
/// by their delegates (`shouldRequireFailureOf`, `shouldBeRequiredToFailBy`,
/// `shouldRecognizeSimultaneouslyWith`) and by their classes (`canPrevent`).
/// Every reference in them is an object, resolved when the scene was built.
/// The `GestureEnvironment` resolves arbitration through the answers below
/// (evaluated when UIKit would ask, so conditional edges see the situation
/// of that moment); the window's recognizer panel and `check` draw `edges`.
public struct RecognizerRelations {
    /// The nodes: every recognizer, in the order given.
    public private(set) var recognizers: [GestureRecognizer] = []
    /// The edges, per recognizer in node order: its own declarations, then
    /// its class's exceptions with the recognizers of its view's chain.
    public private(set) var edges: [RecognizerRelation] = []

    public init(_ recognizers: [GestureRecognizer]) {
        var seen = Set<ObjectIdentifier>()
        for g in recognizers where seen.insert(ObjectIdentifier(g)).inserted { self.recognizers.append(g) }
        for g in self.recognizers {
            edges += Self.declared(by: g)
            edges += decidedRequirements(of: g)
            edges += Self.classRules(of: g)
        }
    }

    /// The graph of every recognizer of `application`, in the order of the
    /// view tree (windows back to front, views depth first, recognizers in
    /// order of addition).
    public init(application: Application) {
        var all: [GestureRecognizer] = []
        for window in application.windowsFrontToBack.reversed() {
            for view in window.subtree { all += view.gestureRecognizers }
        }
        self.init(all)
    }

    /// The edges leaving `g` (it requires, recognizes with, excludes).
    public func edges(from g: GestureRecognizer) -> [RecognizerRelation] {
        edges.filter { $0.from.recognizer === g }
    }

    /// The edges reaching `g` itself (not those to `anyOther`).
    public func edges(to g: GestureRecognizer) -> [RecognizerRelation] {
        edges.filter { $0.to.recognizer === g }
    }

    // MARK: Declarations

    public static let shouldRequireFailureOf = "gestureRecognizer(_:shouldRequireFailureOf:)"
    public static let shouldBeRequiredToFailBy = "gestureRecognizer(_:shouldBeRequiredToFailBy:)"
    public static let shouldRecognizeSimultaneously = "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)"

    /// The edges `g` and its delegate declare, in the order written.
    public static func declared(by g: GestureRecognizer) -> [RecognizerRelation] {
        var result: [RecognizerRelation] = []
        for other in g.requiredToFail {
            result.append(RecognizerRelation(from: .recognizer(g), .requiresFailure, to: .recognizer(other),
                                             source: .property("require(toFail:)")))
        }
        guard let d = g.delegate else { return result }
        let requireSource = RecognizerRelation.Source.delegate(method: shouldRequireFailureOf, of: g, object: d.object)
        if let answer = d.requireFailureOfAnswer {
            result.append(RecognizerRelation(from: .recognizer(g), .requiresFailure, to: .anyOther, answer: answer, source: requireSource))
        } else {
            for ref in d.requireFailureOf {
                guard let other = ref.object else { continue }
                result.append(RecognizerRelation(from: .recognizer(g), .requiresFailure, to: .recognizer(other), source: requireSource))
            }
        }
        let requiredSource = RecognizerRelation.Source.delegate(method: shouldBeRequiredToFailBy, of: g, object: d.object)
        if let answer = d.requiredToFailByAnswer {
            result.append(RecognizerRelation(from: .anyOther, .requiresFailure, to: .recognizer(g), answer: answer, source: requiredSource))
        } else {
            for ref in d.requiredToFailBy {
                guard let other = ref.object else { continue }
                result.append(RecognizerRelation(from: .recognizer(other), .requiresFailure, to: .recognizer(g), source: requiredSource))
            }
        }
        let simultaneousSource = RecognizerRelation.Source.delegate(method: shouldRecognizeSimultaneously, of: g, object: d.object)
        switch d.simultaneousWith {
        case .all:
            result.append(RecognizerRelation(from: .recognizer(g), .simultaneous, to: .anyOther, source: simultaneousSource))
        case .none:
            break
        case .only(let refs):
            for ref in refs {
                guard let other = ref.object else { continue }
                result.append(RecognizerRelation(from: .recognizer(g), .simultaneous, to: .recognizer(other), source: simultaneousSource))
            }
        case .conditional(let answer):
            result.append(RecognizerRelation(from: .recognizer(g), .simultaneous, to: .anyOther, answer: answer, source: simultaneousSource))
        }
        return result
    }

    /// The requirements that UIKit's own `shouldRequireFailureOf` answer
    /// (`GestureDelegate.requireFailureOfDecider`, N4) gives `g` among the graph's recognizers.
    private func decidedRequirements(of g: GestureRecognizer) -> [RecognizerRelation] {
        guard let d = g.delegate, let decider = d.requireFailureOfDecider else { return [] }
        let source = RecognizerRelation.Source.delegate(method: Self.shouldRequireFailureOf, of: g, object: d.object)
        return recognizers.filter { $0 !== g && decider($0) }.map {
            RecognizerRelation(from: .recognizer(g), .requiresFailure, to: .recognizer($0), source: source)
        }
    }

    /// Rule G5's exceptions by class (`canPrevent(_:)`/`canBePrevented(by:)`)
    /// between `g` and the recognizers of its view and its ancestors, the
    /// only ones that can share a touch with it, both ways.
    static func classRules(of g: GestureRecognizer) -> [RecognizerRelation] {
        guard let own = g.view else { return [] }
        var result: [RecognizerRelation] = []
        // Each pair once: with the recognizers added after it to its view, then those above.
        var partners: [GestureRecognizer] = []
        if let index = own.gestureRecognizers.firstIndex(where: { $0 === g }) {
            partners += own.gestureRecognizers[(index + 1)...]
        }
        var view = own.superview
        while let v = view {
            partners += v.gestureRecognizers
            view = v.superview
        }
        for other in partners {
            for (a, b) in [(g, other), (other, g)] where !mayPrevent(a, b) {
                result.append(RecognizerRelation(from: .recognizer(a), .excludes, to: .recognizer(b), answer: false,
                                                 source: .classRule("\(typeName(a)).canPrevent(_:)")))
            }
        }
        return result
    }

    private static func typeName(_ g: GestureRecognizer) -> String { String(describing: type(of: g)) }

    // MARK: Answers, when UIKit asks (the environment's arbitration)

    /// `a`'s delegate's `shouldRequireFailureOf(b)` (rule G3); nil: no delegate, or
    /// one that does not implement the method, which UIKit does not ask.
    @inline(__always)
    public static func delegateRequiresFailure(_ a: GestureRecognizer, of b: GestureRecognizer) -> Decision? {
        guard let d = a.delegate, d.implementsRequireFailureOf else { return nil }
        if let decider = d.requireFailureOfDecider { return Decision(result: decider(b)) }
        if let answer = d.requireFailureOfAnswer { return answer.decide(AnswerQuestion(recognizer: a, other: b)) }
        return Decision(result: d.requireFailureOf.refer(to: b))
    }

    /// `b`'s delegate's `shouldBeRequiredToFailBy(a)` (rule G3); nil: no delegate, or
    /// one that does not implement the method, which UIKit does not ask.
    @inline(__always)
    public static func delegateRequiredToFail(_ b: GestureRecognizer, by a: GestureRecognizer) -> Decision? {
        guard let d = b.delegate, d.implementsRequiredToFailBy else { return nil }
        if let answer = d.requiredToFailByAnswer { return answer.decide(AnswerQuestion(recognizer: b, other: a)) }
        return Decision(result: d.requiredToFailBy.refer(to: a))
    }

    /// `asker`'s delegate's `shouldRecognizeSimultaneouslyWith(other)` (rule G5); nil: no delegate.
    @inline(__always)
    public static func simultaneity(_ asker: GestureRecognizer, with other: GestureRecognizer) -> Decision? {
        guard let d = asker.delegate else { return nil }
        if let decider = d.simultaneityDecider, let decided = decider(other) { return decided }
        return d.simultaneousWith.decide(asker, about: other)
    }

    /// Rule G5: whether `a`, recognizing, may keep `b` from recognizing:
    /// `a.canPrevent(b)` and `b.canBePrevented(by: a)`, as UIKit asks.
    @inline(__always)
    public static func mayPrevent(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.canPrevent(b) && b.canBePrevented(by: a)
    }
}
