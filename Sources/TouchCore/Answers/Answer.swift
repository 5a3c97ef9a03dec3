/// A delegate's or an override's answer (rule Q1): constant, or depending on
/// the situation the way real delegate code tests it. `true`/`false` literals
/// still work where a `Bool` used to stand.
public enum Answer: Hashable, Sendable, ExpressibleByBooleanLiteral {
    case constant(Bool)
    /// True when the condition holds.
    case when(Condition)
    /// False when the condition holds.
    case unless(Condition)

    public init(booleanLiteral value: Bool) { self = .constant(value) }

    /// The answer as written (`{unless: {touchIn: [list]}}`), nil for a constant:
    /// the trace's `because`.
    public var because: String? {
        switch self {
        case .constant: return nil
        case .when(let c): return "{when: \(c.text)}"
        case .unless(let c): return "{unless: \(c.text)}"
        }
    }

    /// The answer as a scene writes it (`true`, `false` or the condition).
    public var text: String {
        if case .constant(let b) = self { return b ? "true" : "false" }
        return because ?? ""
    }

    /// Evaluates it now, about `question`.
    public func evaluate(_ question: AnswerQuestion) -> Bool {
        switch self {
        case .constant(let b): return b
        case .when(let c): return c.holds(for: question)
        case .unless(let c): return !c.holds(for: question)
        }
    }

    /// The same answer with its condition's references resolved (`Condition.resolved`).
    public func resolved(views: (String) -> View?, recognizers: (String) -> GestureRecognizer?) -> Answer {
        switch self {
        case .constant: return self
        case .when(let c): return .when(c.resolved(views: views, recognizers: recognizers))
        case .unless(let c): return .unless(c.resolved(views: views, recognizers: recognizers))
        }
    }

    /// The names its condition refers to that did not resolve.
    public var unresolvedNames: [String] {
        switch self {
        case .constant: return []
        case .when(let c), .unless(let c): return c.unresolvedNames
        }
    }

    /// An answer with its `because`, ready for a trace record.
    public func decide(_ question: AnswerQuestion) -> Decision {
        Decision(result: evaluate(question), because: because)
    }
}

/// One evaluated answer: the result and the condition that decided it (rule Q1).
public struct Decision: Hashable, Sendable {
    public var result: Bool
    public var because: String?
    /// Why UIKit's own delegate answered as it did (`gesture.shouldBegin`'s
    /// `reason`: L7's `actions`, `sameRow`, ..., W7's `next`, ...); nil for an app's answer.
    public var reason: String?

    public init(result: Bool, because: String? = nil, reason: String? = nil) {
        self.result = result
        self.because = because
        self.reason = reason
    }
}

extension Trace {
    /// Adds `because` to the last record when a conditional answer decided (rule Q1).
    @discardableResult
    public func because(_ decision: Decision) -> TraceRecordWriter {
        if let text = decision.because { with("because", .string(text)) }
        if let reason = decision.reason { with("reason", .string(reason)) }
        return TraceRecordWriter(self)
    }
}

extension TraceRecordWriter {
    /// Adds `because` to the record when a conditional answer decided (rule Q1, `Trace.because(_:)`).
    @discardableResult
    public func because(_ decision: Decision) -> TraceRecordWriter { withTrace { $0.because(decision) } }
}
