import TouchCore

/// One trace record said in UIKit's words: the method, property, delegate
/// method or override involved, and the rule of semantics.md that decides it.
struct WhyWords {
    let scene: WhatIfScene

    /// Controls whose default action refuses a superview's single tap (rule C3).
    static let defaultActionKinds: Set<String> = ["button", "switch", "stepper", "segmentedControl", "pageControl", "textField", "slider"]

    func explain(_ r: TraceRecord) -> String {
        // Decoded once into the typed schema (issue 27.1); a record that does not fit it is said as the log says it.
        guard let event = r.event else { return HumanLog.message(r) }
        let s = r.subject
        switch event {
        case .touchCreate(let e):
            return "\(s) begins on \(name(e.view)): hitTest(_:with:) returned it (rules H1–H3); its recognizers are collected (T2)"
        case .hitTestSkip(let e):
            let why = ["hidden": "isHidden is true", "userInteractionDisabled": "isUserInteractionEnabled is false",
                       "transparent": "alpha is below 0.01"][e.reason] ?? e.reason
            return "hitTest(_:with:) skips \(s): \(why) (rule H2)"
        case .gestureShouldReceiveTouch(let e):
            let because = e.because.map { " because \($0)" } ?? ""
            return e.asked.map { "\($0).gestureRecognizer(_:shouldReceive: \(e.touch)) → \(e.result)\(because) (rules T2, Q1)" }
                ?? "receives \(e.touch): no delegate, so gestureRecognizer(_:shouldReceive:) is not asked (rule T2)"
        case .gestureTouchesBegan(let e), .gestureTouchesMoved(let e), .gestureTouchesEnded(let e), .gestureTouchesCancelled(let e):
            let method = r.kind.rawValue.dropFirst("gesture.".count)
            return "\(s).\(method)(\(list(e.touches))) before the view (rules G2, D1) → state \(e.state.rawValue)"
        case .gestureWaiting(let e):
            return "\(s) waits for \(list(e.recognizers)) to fail: require(toFail:) or a delegate's shouldRequireFailureOf/shouldBeRequiredToFailBy (rule G3)"
        case .gestureShouldBegin(let e):
            let asked = name(e.asked)
            var text = "\(asked).gestureRecognizerShouldBegin(\(s)) → \(e.result) (rule G4"
            // Rule C3 concerns a single tap (a slider's, a parallel swipe) of another view, not every recognizer.
            let subjectKind = scene.objects.first(where: { $0.name == s && $0.role == .recognizer })?.kind
            if !e.result, subjectKind == "tap" || subjectKind == "swipe",
               let o = scene.objects.first(where: { $0.name == asked }), Self.defaultActionKinds.contains(o.kind) {
                text += "; a \(o.kind)'s default action refuses a single tap of another view, rule C3"
            }
            if let because = e.because { text += "; because \(because)" }
            return text + ")"
        case .gestureShouldRecognizeSimultaneously(let e):
            return "\(name(e.asked)).gestureRecognizer(\(s), shouldRecognizeSimultaneouslyWith: \(e.other)) → \(e.result) (rule G5)"
        case .gestureShouldRequireFailure(let e):
            return "\(name(e.asked)): should \(s) require \(e.other) to fail? → \(e.result) (rule G3)"
        case .gestureState(let e):
            return "\(s).state \(e.from.rawValue) → \(e.to.rawValue): " + e.cause.explanation(to: e.to)
        case .gestureAction(let e):
            return "\(s) calls \(e.target).\(e.action) (state \(e.state.rawValue)): a recognizer calls its target directly (rule G7)"
        case .responderTouchesBegan(let e), .responderTouchesMoved(let e), .responderTouchesEnded(let e):
            let method = r.kind.rawValue.dropFirst("responder.".count)
            return "\(s).\(method)(\(list(e.touches)), with:) (\(e.behaviour.rawValue)) (rules D1, R2)"
        case .responderTouchesCancelled(let e):
            return "\(s).touchesCancelled(\(list(e.touches)), with:): " + (e.cause.map { $0.explanation(to: nil) }
                ?? "a recognizer of the touch with cancelsTouchesInView true began or ended (rule D3)")
        case .deliveryDelayed(let e):
            let by = list(e.by)
            let phase = e.phase, touches = list(e.touches)
            if scene.description.windows.isEmpty == false, let o = scene.objects.first(where: { "[\($0.name)]" == by || $0.name == by }), o.role == .view {
                return "\(phase) of \(touches) held back from \(s) by \(o.name).delaysContentTouches (rule V2)"
            }
            return phase == "ended"
                ? "\(phase) of \(touches) held back from \(s): \(by) still possible with delaysTouchesEnded true (rule D4)"
                : "\(phase) of \(touches) held back from \(s): \(by) possible with delaysTouchesBegan true (rule D2)"
        case .deliveryReleased(let e):
            return "held \(e.phase) of \(list(e.touches)) released to \(s): its holders failed (rules D2, D4, D5)"
        case .deliveryDropped(let e):
            return "held \(e.phase) of \(list(e.touches)) dropped, \(s) never gets it: \(list(e.by)) recognized with cancelsTouchesInView true (rules D2, D3)"
        case .controlBeginTracking(let e), .controlContinueTracking(let e), .controlEndTracking(let e), .controlCancelTracking(let e):
            let method = r.kind.rawValue.dropFirst("control.".count)
            return "\(s).\(method)(\(e.touch), with:) (rule C1)"
        case .controlEvent(let e):
            return "\(s) sends .\(e.event) (rule C1)"
        case .actionSend(let e):
            return "\(s) calls sendAction(#selector(\(e.action)), to: \(name(e.target)), for:) (rule C2)"
        case .actionDeliver(let e):
            return "\(s) receives \(e.action) from \(e.sender) (rule C2)"
        case .actionUnhandled(let e), .actionUnrecognized(let e):
            return "\(s)'s action \(e.action) was not handled (\(r.kind.rawValue), rule C2)"
        case .listHighlight(let e), .listUnhighlight(let e), .listSelect(let e), .listDeselect(let e):
            return "\(s) \(r.kind.rawValue.dropFirst(5)) row \(row(e.position)) (rules L2–L4)"
        case .listDidSelect(let e):
            return "\(name(e.delegate)).tableView(_:didSelectRowAt:) row \(row(e.position)) (rule L4)"
        case .navigationPop(let e), .navigationPopCancelled(let e):
            return "\(s) \(r.kind.rawValue.dropFirst(11)) \(e.controller) (rule N3)"
        case .responderBecomeFirst:
            return "\(s).becomeFirstResponder() (rule E1)"
        case .responderResignFirst:
            return "\(s).resignFirstResponder() (rules E1, E2)"
        case .scrollTouchesShouldCancel(let e):
            return "\(s).touchesShouldCancel(in: \(e.view)) → \(e.result) (rule V3)"
        case .scrollStop(let e):
            return "\(s) stops: " + e.cause.explanation(to: nil)
        // Said as the log says them.
        case .stage, .runloopWake, .runloopSleep, .timerFire, .hitTestEnter, .hitTestOverride, .pointInside, .hitTestLeave,
             .gestureReset, .deliveryWithheld, .scrollOffset, .scrollDecelerate, .scrollBounce, .refreshState, .refreshCall,
             .textLink, .textSelect, .textCaret, .textLoupe, .textBeginEditing, .scrollZoomBegin, .scrollZoom, .scrollZoomEnd,
             .menuConfiguration, .menuHighlight, .menuPresent, .menuEnd, .menuDismiss, .dragLift, .dragBegin, .dragEnd,
             .dragCancel, .listSwipeConfig, .listWillBeginEditing, .listDidEndEditing, .listSwipeBegan, .listSwipeOffset,
             .listSwipeArmed, .listSwipeOpened, .listSwipeClosed, .listSwipeAction, .listCommitDelete, .animationBegin,
             .animationEnd, .swiftuiAction, .pageWillTransition, .pageDidFinish, .gestureDynamicRequirement, .sheetTracking,
             .sheetDrag, .sheetOffset, .sheetDetent, .presentationShouldDismiss, .presentationWillDismiss,
             .presentationDidDismiss, .presentationDidAttemptToDismiss, .presentationDismiss, .presentationDismissCancelled,
             .runloopPending:
            return HumanLog.message(subject: s, kind: r.kind, event)
        }
    }

    /// A name, or `null` for none (as an item writes it).
    private func name(_ s: String?) -> String { s ?? "null" }

    /// Names as an item writes them: `[touch1,touch2]`.
    private func list(_ names: [String]) -> String { "[" + names.joined(separator: ",") + "]" }

    /// A table's row; a collection view's item has no row (`?`).
    private func row(_ position: ListPosition) -> String {
        if case .row(let i) = position { return String(i) }
        return "?"
    }
}
