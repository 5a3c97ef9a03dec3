/// A cause in the words a developer uses: the property or delegate method
/// involved and the rule that decides it. The one wording of every cause,
/// used by `why`, `fix`, the window's panels, the timeline and Perfetto;
/// a new case of `Cause` gets its words here (the switches are exhaustive).
extension Cause {
    /// The rule of semantics.md that decides this cause.
    public var rule: String {
        switch self {
        case .recognized, .changed, .ended, .touchesEnded, .touchesCancelled: return "G1"
        case .movement, .distance, .deviation, .direction, .tooManyTouches, .tooFewTouches,
             .liftedBeforeHysteresis, .liftedBeforeDistance, .liftedBeforeMinimumPressDuration, .notAtEdge:
            return "G1"
        case .exclusive: return "G5"
        case .requirement, .requirementCycle, .liftedWhileWaiting: return "G3"
        case .shouldBegin: return "G4"
        case .timeout: return "G9"
        case .touchEndedBeforeDelay: return "V2"
        case .grab, .touch: return "V8"
        case .cancelsTouchesInView: return "D3"
        case .failed: return "D2, D4"
        case .recognition: return "D2"
        case .coalesced, .released: return "D5"
        case .paged: return "V9"
        case .edge, .settled: return "V7"
        case .translation, .velocity, .cancelled, .tooShortAndSlow: return "N3"
        case .verticalMovement, .wrongDirection: return "N5"
        case .drag, .dimmingTap, .grabber: return "M3, M4, M6, M9"
        case .bounced: return "V13"
        case .refreshEnded, .refresh: return "V15"
        case .interaction(let c): return c.rule
        case .excludedBy: return "X6, X10"
        case .secondTouch: return "L6"
        case .liftOnActions: return "L12"
        case .swipeReleased, .swipeDismissal, .swipeScroll, .swipeAction, .swipeOtherRow: return "L8–L13"
        }
    }

    /// What happened, in UIKit's words, without the rule. `state` is the
    /// state the cause led to, when it is a `gesture.state`'s (a
    /// requirement reads differently when it made its recognizer fail).
    public func words(to state: GestureState? = nil) -> String {
        switch self {
        case .recognized:
            return state == .began ? "it began: its gesture was seen" : "it recognized: its gesture was seen"
        case .changed: return "its gesture moved on"
        case .ended: return "its fingers lifted, ending its gesture"
        case .exclusive(let other):
            return "\(other) recognized first and gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) allowed no simultaneous recognition"
        case .requirement(let other):
            return state == .failed
                ? "it requires \(other) to fail (require(toFail:) or a delegate), and \(other) recognized"
                : "\(other), which it required to fail, failed"
        case .requirementCycle: return "its failure requirements form a cycle that can never be met"
        case .shouldBegin(let asked): return "\(asked) answered false to gestureRecognizerShouldBegin(_:)"
        case .timeout(let timer): return "its \(timer) passed before it recognized"
        case .touchesEnded: return "its touches lifted before it recognized"
        case .liftedWhileWaiting: return "its touches lifted while it waited for the recognizers it requires to fail"
        case .touchesCancelled: return "the system cancelled its touches (touchesCancelled)"
        case .movement(let limit): return "a finger moved more than \(limit) before it recognized"
        case .distance(let limit): return "the next tap landed farther than \(limit) from the last"
        case .deviation(let limit): return "the fingers strayed more than \(limit) off its axis"
        case .direction: return "the fingers moved against every direction it accepts (direction)"
        case .tooManyTouches: return "more fingers went down than it takes (numberOfTouchesRequired)"
        case .tooFewTouches: return "fewer fingers went down together than numberOfTouchesRequired"
        case .liftedBeforeHysteresis: return "its touches lifted before moving past its hysteresis"
        case .liftedBeforeDistance: return "its touches lifted before travelling swipeMinimumDistance"
        case .liftedBeforeMinimumPressDuration: return "its touches lifted before minimumPressDuration"
        case .notAtEdge: return "its touch did not begin within screenEdgeWidth of its edges"
        case .touchEndedBeforeDelay: return "the touch lifted before the scroll view's content delay (delaysContentTouches)"
        case .grab: return "the touch grabbed the moving scroll view"
        case .cancelsTouchesInView(let other): return "\(other) recognized with cancelsTouchesInView true"
        case .failed(let other): return "\(other), the last recognizer holding it, failed (delaysTouchesBegan/delaysTouchesEnded)"
        case .recognition(let other): return "\(other), which held it (delaysTouchesBegan), recognized"
        case .coalesced: return "released together with an earlier held phase of the same touch"
        case .released: return "its holders let it go"
        case .touch: return "a touch landed on it while it moved"
        case .paged: return "it reached its page (isPagingEnabled)"
        case .edge: return "its deceleration reached an edge"
        case .settled: return "its deceleration slowed below decelerationStopSpeed"
        case .translation: return "the drag passed half the width"
        case .velocity: return "the drag was fast enough"
        case .cancelled: return "its recognizer was cancelled"
        case .tooShortAndSlow: return "the drag was too short and too slow"
        case .verticalMovement: return "the touch moved vertically before the content pop began"
        case .wrongDirection: return "the touch moved to the left, away from a pop"
        case .drag: return "the sheet was dragged"
        case .dimmingTap: return "the dimming view was tapped"
        case .grabber: return "the grabber was tapped"
        case .bounced: return "it bounced back into its content after being pulled past an edge (bounces)"
        case .refreshEnded: return "the refresh ended (endRefreshing()) and the content scrolled back up"
        case .refresh(let c): return c.words
        case .interaction(let c): return c.words
        case .excludedBy(let other): return "\(other) began or ended, which ends the interaction"
        case .secondTouch: return "a second finger came down before the swipe began"
        case .liftOnActions: return "the touch lifted on the open row's action buttons, which take it"
        case .swipeReleased: return "the swipe was released short of opening the row"
        case .swipeDismissal: return "a touch elsewhere closed the open row"
        case .swipeScroll: return "the list scrolled, which closes its open row"
        case .swipeAction: return "an action button was tapped, which closes the row"
        case .swipeOtherRow: return "another row was swiped open"
        }
    }

    /// The words and the rule: `its tapAllowableMovement ... (rule G1)`.
    public func explanation(to state: GestureState? = nil) -> String {
        "\(words(to: state)) (rule \(rule))"
    }

    /// A label short enough for a timeline lane: `D_tap won`, `maximumDelay`.
    public var short: String {
        switch self {
        case .exclusive(let name): return name.label + " won"
        case .requirement(let name): return name.label + " recognized"
        case .timeout(let timer): return timer + " passed"
        case .shouldBegin(let name): return name.label + " said no"
        case .cancelsTouchesInView(let name), .recognition(let name): return name.label + " cancels"
        case .failed(let name): return name.label + " failed"
        case .movement(let limit): return "moved > " + limit
        case .distance(let limit): return "too far (\(limit))"
        case .deviation(let limit): return "off its axis (\(limit))"
        case .direction: return "wrong direction"
        case .tooManyTouches: return "too many fingers"
        case .tooFewTouches: return "too few fingers"
        case .liftedBeforeHysteresis: return "lifted before moving"
        case .liftedBeforeDistance: return "lifted before its distance"
        case .liftedBeforeMinimumPressDuration: return "lifted before minimumPressDuration"
        case .notAtEdge: return "not at its edge"
        case .touchesEnded: return "lifted"
        case .liftedWhileWaiting: return "lifted while waiting"
        case .requirementCycle: return "requirement cycle"
        default: return text
        }
    }

    /// A line short enough for a panel: `D_tap won (G5)`.
    public var brief: String { "\(short) (\(rule))" }
}

extension RefreshCause {
    /// What moved the refresh control (rule V15), in UIKit's words.
    public var words: String {
        switch self {
        case .pull: return "a finger pulled the scroll view"
        case .bounce: return "the scroll view bounced back after the lift"
        case .deceleration: return "the scroll view decelerated after the lift"
        case .regrab: return "a finger grabbed the moving scroll view again"
        case .refreshEnd: return "the end-of-refresh animation"
        case .beginRefreshing: return "the app called beginRefreshing()"
        case .endRefreshing: return "the app called endRefreshing()"
        }
    }
}

extension InteractionCause {
    /// The rule of semantics.md that decides this cause.
    public var rule: String {
        switch self {
        case .pinch, .bounce: return "Z4"
        case .zoomTo: return "Z6"
        case .touch: return "Z6, X4"
        case .released, .moved, .touches, .cancelled: return "X6"
        case .noConfiguration: return "X3"
        case .noItems, .lift: return "X9"
        case .presented: return "X4"
        case .dragBegan: return "X10"
        case .drag, .interactionEnded: return "X12"
        }
    }

    /// What started or ended the zoom, menu or drag, in UIKit's words.
    public var words: String {
        switch self {
        case .pinch: return "the scroll view's pinch (pinchGestureRecognizer)"
        case .bounce: return "the zoom scale bounced back within minimumZoomScale...maximumZoomScale (bouncesZoom)"
        case .zoomTo: return "the app zoomed (setZoomScale(_:animated:) or zoom(to:animated:))"
        case .touch: return "a new touch landed"
        case .released: return "the touch lifted"
        case .moved: return "the touch moved too far, or a second touch joined"
        case .touches: return "another touch went down"
        case .cancelled: return "the system cancelled the touch"
        case .noConfiguration: return "contextMenuInteraction(_:configurationForMenuAtLocation:) returned nil"
        case .noItems: return "dragInteraction(_:itemsForBeginning:) returned no items"
        case .presented: return "the menu was presented"
        case .lift: return "the drag lifted its item"
        case .dragBegan: return "the drag session began"
        case .drag: return "the menu gave way to a drag"
        case .interactionEnded: return "the interaction ended"
        }
    }
}
