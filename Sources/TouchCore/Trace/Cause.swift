/// Why something happened (rule G10): the `cause` of a `gesture.state`,
/// `responder.touchesCancelled`, `delivery.released`, `delivery.dropped`,
/// `control.cancelTracking`, `list.unhighlight`, `scroll.stop` or
/// `navigation.*` record. A typed value, written typed where it happens and
/// decoded once from a saved trace (`init?(spelling:)`); `text` is the spec's
/// spelling (`exclusive:D_tap`, `requirement:double`, `shouldBegin:F`,
/// `timeout:maximumTapDuration`), the trace's public contract. Readers match
/// on the case, never on the text; the words a person reads are in
/// `Cause+Words.swift`, the one place every reader takes them from.
///
/// A case that names an object keeps its trace name (the other recognizer,
/// the view or delegate asked); a case that names a limit keeps the property
/// or device parameter involved (`tapAllowableMovement`, `maximumDelay`).
/// New causes are new cases, one per line, with their spelling in `text` and
/// `init?(spelling:)` and their words in `Cause+Words.swift`.
public enum Cause: Hashable, Sendable, CustomStringConvertible {
    // MARK: A recognizer's own progress (rule G1)
    /// A recognizer's own recognition (discrete `ended`, continuous `began`).
    case recognized
    /// A continuous gesture moved on (`changed`).
    case changed
    /// A continuous gesture finished (`ended`).
    case ended

    // MARK: Arbitration between recognizers (rules G3–G5, G9)
    /// Rule G5: failed or cancelled because the named recognizer began or ended.
    case exclusive(CauseObject)
    /// Rule G3: the named recognizer it waited for recognized (failed) or failed (began).
    case requirement(CauseObject)
    /// Rule G3: a cycle of requirements that can never be met.
    case requirementCycle
    /// Rule G4: the named view or delegate answered no to `gestureRecognizerShouldBegin`.
    case shouldBegin(CauseObject)
    /// Rule G9: the named timer ran out (`maximumTapDuration`, `maximumDelay`, ...).
    case timeout(String)

    // MARK: Touches lifting or cancelled
    /// The touches it tracked all lifted.
    case touchesEnded
    /// A continuous recognizer's touches lifted while it waited for its requirements.
    case liftedWhileWaiting
    /// The system cancelled the touches (`touchesCancelled`).
    case touchesCancelled

    // MARK: A recognizer's own failure (rule G1's table)
    /// A tap or long press moved more than the named limit (`tapAllowableMovement`, `allowableMovement`).
    case movement(String)
    /// A multi-tap's next tap landed farther than the named limit from the last (`tapSlop`).
    case distance(String)
    /// A swipe strayed more than the named limit off its axis (`swipeMaximumDeviation`).
    case deviation(String)
    /// A swipe moved against every direction it accepts (`direction`).
    case direction
    /// More touches went down than `numberOfTouchesRequired` (or `maximumNumberOfTouches`).
    case tooManyTouches
    /// Fewer touches went down than `numberOfTouchesRequired`.
    case tooFewTouches
    /// A pan, pinch or rotation lifted before it moved past its hysteresis.
    case liftedBeforeHysteresis
    /// A swipe lifted before it travelled `swipeMinimumDistance`.
    case liftedBeforeDistance
    /// A long press lifted before `minimumPressDuration`.
    case liftedBeforeMinimumPressDuration
    /// A screen-edge pan's touch did not start at its `edges`.
    case notAtEdge
    /// Rule V2: a scroll view's delayed-touches recognizer saw the touch lift before its delay.
    case touchEndedBeforeDelay
    /// Rule V8: a scroll view's pan recognized at once because the touch grabbed a moving scroll view.
    case grab

    // MARK: Held touch phases (rules D2, D4, D5)
    /// Rule D3: the named recognizer began or ended with `cancelsTouchesInView`
    /// (a view's `touchesCancelled`, a dropped phase, a control's cancelTracking).
    case cancelsTouchesInView(CauseObject)
    /// Rules D2, D4: the held phase's holders all failed; the name is the last to fail.
    case failed(CauseObject)
    /// Rule D2: a holder recognized (without `cancelsTouchesInView`): its held phases are dropped.
    case recognition(CauseObject)
    /// Rule D5: a held phase released together with an earlier one of the same touch.
    case coalesced
    /// Rule D5: a held phase released without a last holder to name.
    case released

    // MARK: A scroll view's motion stopping (rules V7–V9)
    /// Rule V8: a touch landed on the moving scroll view.
    case touch
    /// Rule V9: a paging scroll view reached its page.
    case paged
    /// Rule V7: the deceleration reached an edge on every axis it moved.
    case edge
    /// Rule V7: the deceleration fell below `decelerationStopSpeed`.
    case settled

    // MARK: An interactive pop finishing or not (rule N3)
    /// Rule N3: the pop finished because the drag passed half the width.
    case translation
    /// Rule N3: the pop finished because the drag was fast enough.
    case velocity
    /// Rule N3: the pop was cancelled because its recognizer was cancelled.
    case cancelled
    /// Rule N3: the pop was cancelled because the drag was too short and too slow.
    case tooShortAndSlow
    /// Rule N5: the content pop failed on vertical movement.
    case verticalMovement
    /// Rule N5: the content pop failed on movement to the left.
    case wrongDirection

    // MARK: A sheet's detent change or dismissal (rules M3, M4, M6, M9)
    /// It came from a drag.
    case drag
    /// It came from a tap on the dimming view.
    case dimmingTap
    /// It came from the grabber.
    case grabber

    // MARK: Rubber band and refresh control (rules V13, V15)
    /// Rule V13: a scroll view's bounce back reached its range (`scroll.stop`).
    case bounced
    /// Rule V15 rule 5: the end of a refresh scrolled back to the top (`scroll.stop`).
    case refreshEnded
    /// Rule V15: what changed a refresh control's state (`refresh.state`).
    case refresh(RefreshCause)

    // MARK: Zoom, context menus and drags (rules Z4, Z6, X3–X12)
    /// What started or ended a zoom, a context menu or a drag (`pinch`, `bounce`, `zoomTo`, `touch`, `released`, `noConfiguration`, ...).
    case interaction(InteractionCause)
    /// Rules X6.3, X10: the interaction ended because the named recognizer began or ended (`excluded:NAME`).
    case excludedBy(CauseObject)

    // MARK: Swipe actions (rules L6–L13)
    /// Rule L6: a second finger came down on a list's swipe-action pan while it was `possible`.
    case secondTouch
    /// Rule L12: the touch lifted on the open row's actions view (the button takes it).
    case liftOnActions
    /// Why an open or swiped row closed (`list.swipeClosed`, rules L8–L13), spelled
    /// `released`, `dismissal`, `scroll`, `action`, `otherRow`.
    case swipeReleased
    case swipeDismissal
    case swipeScroll
    case swipeAction
    case swipeOtherRow

    /// Decodes the spec's spelling (a saved trace's `cause` field); nil for a
    /// spelling no case has. The one place a cause's text is read back.
    public init?(spelling text: String) {
        if let colon = text.firstIndex(of: ":") {
            let head = text[..<colon]
            let name = String(text[text.index(after: colon)...])
            guard let prefix = Prefix.allCases.first(where: { $0.head == head }) else { return nil }
            self = prefix.cause(name)
            return
        }
        switch text {
        case "recognized": self = .recognized
        case "changed": self = .changed
        case "ended": self = .ended
        case "requirementCycle": self = .requirementCycle
        case "touchesEnded": self = .touchesEnded
        case "liftedWhileWaiting": self = .liftedWhileWaiting
        case "touchesCancelled": self = .touchesCancelled
        case "direction": self = .direction
        case "tooManyTouches": self = .tooManyTouches
        case "tooFewTouches": self = .tooFewTouches
        case "liftedBeforeHysteresis": self = .liftedBeforeHysteresis
        case "liftedBeforeDistance": self = .liftedBeforeDistance
        case "liftedBeforeMinimumPressDuration": self = .liftedBeforeMinimumPressDuration
        case "notAtEdge": self = .notAtEdge
        case "touchEndedBeforeDelay": self = .touchEndedBeforeDelay
        case "grab": self = .grab
        case "coalesced": self = .coalesced
        case "released": self = .released
        case "touch": self = .touch
        case "paged": self = .paged
        case "edge": self = .edge
        case "settled": self = .settled
        case "translation": self = .translation
        case "velocity": self = .velocity
        case "cancelled": self = .cancelled
        case "tooShortAndSlow": self = .tooShortAndSlow
        case "verticalMovement": self = .verticalMovement
        case "wrongDirection": self = .wrongDirection
        case "drag": self = .drag
        case "dimmingTap": self = .dimmingTap
        case "grabber": self = .grabber
        case "bounced": self = .bounced
        case "refreshEnded": self = .refreshEnded
        case "secondTouch": self = .secondTouch
        case "liftOnActions": self = .liftOnActions
        case "dismissal": self = .swipeDismissal
        case "scroll": self = .swipeScroll
        case "action": self = .swipeAction
        case "otherRow": self = .swipeOtherRow
        default:
            // Spellings the interaction and refresh causes share with the cases above read as those
            // (their text is the same, so a saved trace renders back byte for byte).
            if let c = InteractionCause(rawValue: text) { self = .interaction(c) }
            else if let r = RefreshCause(rawValue: text) { self = .refresh(r) }
            else { return nil }
        }
    }

    /// The spec's spelling: what the trace's `cause` field holds.
    public var text: String {
        if let (prefix, name) = prefixAndName { return prefix.text.description + name }
        return plainText
    }

    /// The spelling of a cause that names nothing (a literal: writing it to
    /// the trace allocates nothing); "" for the others.
    public var plainText: String {
        switch self {
        case .recognized: return "recognized"
        case .changed: return "changed"
        case .ended: return "ended"
        case .requirementCycle: return "requirementCycle"
        case .touchesEnded: return "touchesEnded"
        case .liftedWhileWaiting: return "liftedWhileWaiting"
        case .touchesCancelled: return "touchesCancelled"
        case .direction: return "direction"
        case .tooManyTouches: return "tooManyTouches"
        case .tooFewTouches: return "tooFewTouches"
        case .liftedBeforeHysteresis: return "liftedBeforeHysteresis"
        case .liftedBeforeDistance: return "liftedBeforeDistance"
        case .liftedBeforeMinimumPressDuration: return "liftedBeforeMinimumPressDuration"
        case .notAtEdge: return "notAtEdge"
        case .touchEndedBeforeDelay: return "touchEndedBeforeDelay"
        case .grab: return "grab"
        case .coalesced: return "coalesced"
        case .released: return "released"
        case .touch: return "touch"
        case .paged: return "paged"
        case .edge: return "edge"
        case .settled: return "settled"
        case .translation: return "translation"
        case .velocity: return "velocity"
        case .cancelled: return "cancelled"
        case .tooShortAndSlow: return "tooShortAndSlow"
        case .verticalMovement: return "verticalMovement"
        case .secondTouch: return "secondTouch"
        case .liftOnActions: return "liftOnActions"
        case .swipeReleased: return "released"
        case .swipeDismissal: return "dismissal"
        case .swipeScroll: return "scroll"
        case .swipeAction: return "action"
        case .swipeOtherRow: return "otherRow"
        case .wrongDirection: return "wrongDirection"
        case .drag: return "drag"
        case .dimmingTap: return "dimmingTap"
        case .grabber: return "grabber"
        case .bounced: return "bounced"
        case .refreshEnded: return "refreshEnded"
        case .refresh(let c): return c.rawValue
        case .interaction(let c): return c.rawValue
        case .exclusive, .requirement, .shouldBegin, .timeout, .movement, .distance, .deviation,
             .cancelsTouchesInView, .failed, .recognition, .excludedBy:
            return ""
        }
    }

    public var description: String { text }

    /// The prefixes of the causes that name an object or a limit: how the
    /// trace stores such a cause without spelling it out (`Trace.StoredField`).
    public enum Prefix: UInt8, Sendable, CaseIterable {
        case exclusive, requirement, shouldBegin, timeout, cancelsTouchesInView, failed, recognition
        case movement, distance, deviation, excludedBy

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
            case .movement: return "movement:"
            case .distance: return "distance:"
            case .deviation: return "deviation:"
            case .excludedBy: return "excluded:"
            }
        }

        /// The spelling without its colon.
        var head: Substring { let t = text.description; return t[..<t.index(before: t.endIndex)] }

        /// The cause this prefix makes with `object` (a prefix that names a
        /// limit takes its label as the limit's name).
        public func cause(object: CauseObject) -> Cause {
            switch self {
            case .exclusive: return .exclusive(object)
            case .requirement: return .requirement(object)
            case .shouldBegin: return .shouldBegin(object)
            case .cancelsTouchesInView: return .cancelsTouchesInView(object)
            case .failed: return .failed(object)
            case .recognition: return .recognition(object)
            case .excludedBy: return .excludedBy(object)
            case .timeout, .movement, .distance, .deviation: return cause(object.label)
            }
        }

        /// The cause this prefix makes with `name` (a limit's property, or an object's label).
        public func cause(_ name: String) -> Cause {
            switch self {
            case .timeout: return .timeout(name)
            case .movement: return .movement(name)
            case .distance: return .distance(name)
            case .deviation: return .deviation(name)
            case .exclusive, .requirement, .shouldBegin, .cancelsTouchesInView, .failed, .recognition, .excludedBy:
                return cause(object: CauseObject(name))
            }
        }
    }

    /// The prefix and name of a cause that has them (an object's label, a
    /// limit's property); nil for the others.
    public var prefixAndName: (Prefix, String)? {
        if let (prefix, object) = prefixAndObject { return (prefix, object.label) }
        switch self {
        case .timeout(let n): return (.timeout, n)
        case .movement(let n): return (.movement, n)
        case .distance(let n): return (.distance, n)
        case .deviation(let n): return (.deviation, n)
        default: return nil
        }
    }

    /// The prefix and object of a cause that names another object; nil for the others.
    public var prefixAndObject: (Prefix, CauseObject)? {
        switch self {
        case .exclusive(let o): return (.exclusive, o)
        case .requirement(let o): return (.requirement, o)
        case .shouldBegin(let o): return (.shouldBegin, o)
        case .cancelsTouchesInView(let o): return (.cancelsTouchesInView, o)
        case .failed(let o): return (.failed, o)
        case .recognition(let o): return (.recognition, o)
        case .excludedBy(let o): return (.excludedBy, o)
        default: return nil
        }
    }

    /// The object another object's act caused this (the `X` of
    /// `exclusive:X`, `requirement:X`, `shouldBegin:X`, `cancelsTouchesInView:X`,
    /// `failed:X`, `recognized:X`, `excluded:X`), with its id when the cause
    /// was written by this process or resolved against its scene; nil for a
    /// cause of the subject's own.
    public var object: CauseObject? { prefixAndObject?.1 }

    /// The label of `object`.
    public var otherObject: String? { object?.label }

    /// The cause with its object's id set to `id` (a record's `cause` field
    /// carries it, `TraceField.objectID`), when it names an object.
    public func withObjectID(_ id: ObjectID) -> Cause {
        guard id.isAssigned, let (prefix, object) = prefixAndObject else { return self }
        return prefix.cause(object: CauseObject(TraceName(object.label, id: id)))
    }

    /// The property, delegate method or device parameter involved, in UIKit's
    /// spelling where UIKit has one; nil when no single one is.
    public var property: String? {
        switch self {
        case .exclusive: return "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)"
        case .requirement, .requirementCycle: return "require(toFail:)"
        case .shouldBegin: return "gestureRecognizerShouldBegin(_:)"
        case .timeout(let n), .movement(let n), .distance(let n), .deviation(let n): return n
        case .direction: return "direction"
        case .tooManyTouches, .tooFewTouches: return "numberOfTouchesRequired"
        case .liftedBeforeMinimumPressDuration: return "minimumPressDuration"
        case .notAtEdge: return "edges"
        case .touchEndedBeforeDelay: return "delaysContentTouches"
        case .cancelsTouchesInView, .recognition: return "cancelsTouchesInView"
        case .failed: return "delaysTouchesBegan"
        case .paged: return "isPagingEnabled"
        case .settled: return "decelerationRate"
        default: return nil
        }
    }
}

/// The causes of a refresh control's state changes (rule V15, trace-format.md `refresh.state`).
public enum RefreshCause: String, Hashable, Sendable, CaseIterable {
    /// A finger drags the scroll view.
    case pull
    /// After the lift: the bounce back (V13) or a deceleration (V7).
    case bounce, deceleration
    /// A finger grabs the moving scroll view again (V15 rule 6).
    case regrab
    /// The end-of-refresh animation (V15 rule 5).
    case refreshEnd
    /// The app's calls (V15 rules 5 and 7).
    case beginRefreshing, endRefreshing
}

/// The causes of the zoom, context menu and drag records (trace-format.md:
/// `scroll.zoom*`, `menu.*`, `drag.*`; rules Z4, Z6, X3–X12), spelled as the spec spells them.
public enum InteractionCause: String, Hashable, Sendable, CaseIterable {
    /// Z4: the scroll view's pinch; Z4.6: the bounce back to a limit; Z6: an animated zoom; Z6, X4: a new touch.
    case pinch, bounce, zoomTo, touch
    /// X6.1: the touch lifted; X6.2: it moved too far, or a second touch joined; X6.5: the system cancelled it.
    case released, moved, touches, cancelled
    /// X3: the delegate gave no configuration; X9.3: no drag items.
    case noConfiguration, noItems
    /// X4: the menu was presented; X9.3: the drag lifted; X10: the drag session began.
    case presented, lift, dragBegan
    /// X12: the menu gave way to a drag, or the drag's own recognizers gave way to the menu.
    case drag, interactionEnded
}

/// The object a cause names (the other recognizer, the view or delegate
/// asked): its trace name, label and id (issue 27.3), so a reader keys it by
/// `ObjectKey` (`key`). A cause is its spelling (`Cause.text`): two are
/// equal when their labels are, whatever their ids, as the trace reads.
public struct CauseObject: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The object's trace name: its label and, when numbered, its id.
    public let name: TraceName

    public init(_ name: TraceName) { self.name = name }
    /// The object labelled `label`, without an id (a saved trace's, before it is resolved).
    public init(_ label: String) { self.name = TraceName(label) }
    public init(stringLiteral label: String) { self.init(label) }

    /// The label, as the trace spells it.
    public var label: String { name.string }
    /// The object as readers key it.
    public var key: ObjectKey { name.key }
    public var description: String { label }

    public static func == (a: CauseObject, b: CauseObject) -> Bool { a.name == b.name || a.label == b.label }
    public func hash(into hasher: inout Hasher) { hasher.combine(label) }
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

extension TraceField {
    /// A record's `cause` field: its spelling, with the id of the object it
    /// names when it names one (as the core writes it, issue 27.3).
    public init(cause: Cause) {
        self.init("cause", .string(cause.text), objectID: cause.object?.name.id ?? .unassigned)
    }
}

extension TraceRecord {
    /// The record's `cause`, decoded (rule G10); nil when it has none or a
    /// spelling no `Cause` has.
    public var typedCause: Cause? {
        guard let field = fields.first(where: { $0.key == "cause" }), case .string(let text) = field.value else { return nil }
        return Cause(spelling: text)?.withObjectID(field.objectID)
    }
}
