/// Why something happened (rule G10): the `cause` of a `gesture.state`,
/// `responder.touchesCancelled`, `delivery.released`, `delivery.dropped`,
/// `control.cancelTracking`, `list.unhighlight`, `scroll.stop` or
/// `navigation.*` record. A typed value whose `text` is the spec's spelling
/// (`exclusive:D_tap`, `requirement:double`, `shouldBegin:F`,
/// `timeout:maximumTapDuration`); readers match on the case, never on the text.
///
/// A `Cause` can be written as a string literal (`fail("timeout:maximumDelay")`):
/// the text is parsed into its case, so kinds written elsewhere keep compiling.
public enum Cause: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// A recognizer's own recognition (discrete `ended`, continuous `began`).
    case recognized
    /// A continuous gesture moved on (`changed`) or finished (`ended`).
    case changed
    case ended
    /// Rule G5: failed or cancelled because the named recognizer began or ended.
    case exclusive(String)
    /// Rule G3: failed because the named recognizer it waited for recognized.
    case requirement(String)
    /// Rule G3: a cycle of requirements that can never be met.
    case requirementCycle
    /// Rule G4: the named view or delegate answered no to `shouldBegin`.
    case shouldBegin(String)
    /// Rule G9: the named timer ran out (`maximumTapDuration`, ...).
    case timeout(String)
    /// The touches it tracked all lifted (or a continuous one lifted while waiting).
    case touchesEnded
    case liftedWhileWaiting
    /// The system cancelled the touches (`touchesCancelled`).
    case touchesCancelled
    /// Rule D3: the named recognizer began or ended with `cancelsTouchesInView`
    /// (a view's `touchesCancelled`, a dropped phase, a control's cancelTracking).
    case cancelsTouchesInView(String)
    /// Rules D2, D4: the held phase's holders all failed; the name is the last to fail.
    case failed(String)
    /// Rule D2: a holder recognized (without `cancelsTouchesInView`): its held phases are dropped.
    case recognition(String)
    /// Rule N5: the content pop failed on vertical movement, or on movement to the left.
    case verticalMovement
    case wrongDirection
    /// Rules M3, M4, M6, M9: a sheet's detent change or dismissal came from a
    /// drag, a tap on the dimming view or the grabber.
    case drag
    case dimmingTap
    case grabber
    /// Any other cause a kind names (`movement:tapAllowableMovement`, `tooManyTouches`):
    /// its text as written.
    case other(String)

    /// Parses the spec's spelling back into its case.
    public init(_ text: String) {
        let colon = text.firstIndex(of: ":")
        let head = colon.map { String(text[..<$0]) } ?? text
        let tail = colon.map { String(text[text.index(after: $0)...]) } ?? ""
        switch (head, colon != nil) {
        case ("recognized", false): self = .recognized
        case ("changed", false): self = .changed
        case ("ended", false): self = .ended
        case ("requirementCycle", false): self = .requirementCycle
        case ("touchesEnded", false): self = .touchesEnded
        case ("liftedWhileWaiting", false): self = .liftedWhileWaiting
        case ("touchesCancelled", false): self = .touchesCancelled
        case ("verticalMovement", false): self = .verticalMovement
        case ("wrongDirection", false): self = .wrongDirection
        case ("drag", false): self = .drag
        case ("dimmingTap", false): self = .dimmingTap
        case ("grabber", false): self = .grabber
        case ("exclusive", true): self = .exclusive(tail)
        case ("requirement", true): self = .requirement(tail)
        case ("shouldBegin", true): self = .shouldBegin(tail)
        case ("timeout", true): self = .timeout(tail)
        case ("cancelsTouchesInView", true): self = .cancelsTouchesInView(tail)
        case ("failed", true): self = .failed(tail)
        case ("recognized", true): self = .recognition(tail)
        default: self = .other(text)
        }
    }

    public init(stringLiteral value: String) { self.init(value) }

    /// The spec's spelling: what the trace's `cause` field holds.
    public var text: String {
        switch self {
        case .recognized: return "recognized"
        case .changed: return "changed"
        case .ended: return "ended"
        case .requirementCycle: return "requirementCycle"
        case .touchesEnded: return "touchesEnded"
        case .liftedWhileWaiting: return "liftedWhileWaiting"
        case .touchesCancelled: return "touchesCancelled"
        case .verticalMovement: return "verticalMovement"
        case .wrongDirection: return "wrongDirection"
        case .drag: return "drag"
        case .dimmingTap: return "dimmingTap"
        case .grabber: return "grabber"
        case .other(let s): return s
        case .exclusive(let n), .requirement(let n), .shouldBegin(let n), .timeout(let n), .cancelsTouchesInView(let n),
             .failed(let n), .recognition(let n):
            return (prefixAndName?.0.text.description ?? "") + n
        }
    }

    public var description: String { text }

    /// The prefixes of the causes that name another object: how the trace
    /// stores such a cause without spelling it out (`Trace.StoredField`).
    public enum Prefix: UInt8, Sendable {
        case exclusive, requirement, shouldBegin, timeout, cancelsTouchesInView, failed, recognition

        /// The spelling before the name, colon included (`text` is `prefix.text + name`).
        public var text: StaticString {
            switch self {
            case .exclusive: return "exclusive:"
            case .requirement: return "requirement:"
            case .shouldBegin: return "shouldBegin:"
            case .timeout: return "timeout:"
            case .cancelsTouchesInView: return "cancelsTouchesInView:"
            case .failed: return "failed:"
            case .recognition: return "recognized:"
            }
        }
    }

    /// The prefix and name of a cause that has them; nil for the others.
    public var prefixAndName: (Prefix, String)? {
        switch self {
        case .exclusive(let n): return (.exclusive, n)
        case .requirement(let n): return (.requirement, n)
        case .shouldBegin(let n): return (.shouldBegin, n)
        case .timeout(let n): return (.timeout, n)
        case .cancelsTouchesInView(let n): return (.cancelsTouchesInView, n)
        case .failed(let n): return (.failed, n)
        case .recognition(let n): return (.recognition, n)
        default: return nil
        }
    }

    /// The object another object's act caused this (the `X` of
    /// `exclusive:X`, `requirement:X`, `shouldBegin:X`, `cancelsTouchesInView:X`,
    /// `failed:X`); nil for a cause of the subject's own.
    public var otherObject: String? {
        switch self {
        case .exclusive(let n), .requirement(let n), .shouldBegin(let n), .cancelsTouchesInView(let n), .failed(let n),
             .recognition(let n):
            return n
        default: return nil
        }
    }
}

/// A cause and the `seq` of the record that caused it, if any (rule G10).
public struct CauseLink: Hashable, Sendable {
    public var cause: Cause
    public var causedBy: Int?

    public init(_ cause: Cause, causedBy: Int? = nil) {
        self.cause = cause
        self.causedBy = causedBy
    }
}
