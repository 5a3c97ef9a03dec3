/// One edge of the relation graph between recognizers (rules G3, G5, Q1):
/// `from` requires the failure of `to`, may recognize simultaneously with
/// it, or excludes it. Static edges always hold; conditional ones (rule Q1)
/// hold when their answer, evaluated when UIKit would ask, says yes.
public struct RecognizerRelation {
    /// What the edge says about `from` and `to`.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `from` may leave `possible` only once `to` has failed (G3).
        case requiresFailure
        /// `from` may recognize while `to` does (G5).
        case simultaneous
        /// Whether `from`, recognizing, keeps `to` from recognizing (G5:
        /// yes by default; the edges record the exceptions, answer `false`).
        case excludes
    }

    /// One end of an edge: a recognizer, or any other one (a delegate that
    /// answers for every recognizer it is asked about).
    public enum End {
        case recognizer(GestureRecognizer)
        case anyOther

        public var recognizer: GestureRecognizer? {
            if case .recognizer(let g) = self { return g }
            return nil
        }

        /// Whether this end is `g` (`anyOther` is every recognizer but `except`).
        @inline(__always)
        public func matches(_ g: GestureRecognizer, except: GestureRecognizer) -> Bool {
            switch self {
            case .recognizer(let r): return r === g
            case .anyOther: return g !== except
            }
        }

        public var label: String { recognizer?.name ?? "any other" }
    }

    /// Where the edge is declared (G10: every effect names its cause).
    public enum Source {
        /// A property of the recognizer (`require(toFail:)`).
        case property(String)
        /// A delegate method of `recognizer`'s delegate `object`.
        case delegate(method: String, of: GestureRecognizer, object: Responder)
        /// An override of a recognizer class (`canPrevent(_:)`).
        case classRule(String)

        public var text: String {
            switch self {
            case .property(let p): return p
            case .delegate(let method, let g, let object): return "\(object.name).\(method) (delegate of \(g.name))"
            case .classRule(let rule): return rule
            }
        }
    }

    public let from: End
    public let kind: Kind
    public let to: End
    /// `true`: a static edge; `false`: an exception (`excludes` only);
    /// `.when`/`.unless`: a conditional edge (rule Q1).
    public let answer: Answer
    public let source: Source

    public init(from: End, _ kind: Kind, to: End, answer: Answer = true, source: Source) {
        self.from = from
        self.kind = kind
        self.to = to
        self.answer = answer
        self.source = source
    }

    /// Whether it depends on the situation (rule Q1).
    public var isConditional: Bool {
        if case .constant = answer { return false }
        return true
    }

    /// The recognizer whose delegate or class answers (the question's subject).
    public var asker: GestureRecognizer? {
        switch source {
        case .delegate(_, let g, _): return g
        default: return from.recognizer
        }
    }

    /// The edge in words, as `check` prints it: `A_tap requires failure of
    /// D_tap (require(toFail:))`, conditions as written.
    public var text: String {
        let verb: String
        switch kind {
        case .requiresFailure: verb = "requires failure of"
        case .simultaneous: verb = "recognizes with"
        case .excludes: verb = answer == false ? "never excludes" : "excludes"
        }
        var line = "\(from.label) \(verb) \(to.label)"
        if let because = answer.because { line += " \(because)" }
        return line + " (\(source.text))"
    }
}
