import TouchCore

/// One trace record said in UIKit's words: the method, property, delegate
/// method or override involved, and the rule of semantics.md that decides it.
struct WhyWords {
    let scene: WhatIfScene

    /// Controls whose default action refuses a superview's single tap (rule C3).
    static let defaultActionKinds: Set<String> = ["button", "switch", "stepper", "segmentedControl", "pageControl", "textField", "slider"]

    func explain(_ r: TraceRecord) -> String {
        let s = r.subject
        func str(_ key: String) -> String { r[key].map(ItemPattern.format) ?? "?" }
        let touches = r["touches"].map(ItemPattern.format) ?? ""
        switch r.kind.rawValue {
        case "touch.create":
            return "\(s) begins on \(str("view")): hitTest(_:with:) returned it (rules H1–H3); its recognizers are collected (T2)"
        case "hitTest.skip":
            let why = ["hidden": "isHidden is true", "userInteractionDisabled": "isUserInteractionEnabled is false",
                       "transparent": "alpha is below 0.01"][str("reason")] ?? str("reason")
            return "hitTest(_:with:) skips \(s): \(why) (rule H2)"
        case "gesture.shouldReceiveTouch":
            let asked = r["asked"]?.stringValue
            let because = r["because"].map { " because \(ItemPattern.format($0))" } ?? ""
            return asked.map { "\($0).gestureRecognizer(_:shouldReceive: \(str("touch"))) → \(str("result"))\(because) (rules T2, Q1)" }
                ?? "receives \(str("touch")): no delegate, so gestureRecognizer(_:shouldReceive:) is not asked (rule T2)"
        case "gesture.touchesBegan", "gesture.touchesMoved", "gesture.touchesEnded", "gesture.touchesCancelled":
            let method = r.kind.rawValue.dropFirst("gesture.".count)
            return "\(s).\(method)(\(touches)) before the view (rules G2, D1) → state \(str("state"))"
        case "gesture.waiting":
            return "\(s) waits for \(str("for")) to fail: require(toFail:) or a delegate's shouldRequireFailureOf/shouldBeRequiredToFailBy (rule G3)"
        case "gesture.shouldBegin":
            let asked = str("asked")
            let result = str("result")
            var text = "\(asked).gestureRecognizerShouldBegin(\(s)) → \(result) (rule G4"
            // Rule C3 concerns a single tap (a slider's, a parallel swipe) of another view, not every recognizer.
            let subjectKind = scene.objects.first(where: { $0.name == s && $0.role == .recognizer })?.kind
            if result == "false", subjectKind == "tap" || subjectKind == "swipe",
               let o = scene.objects.first(where: { $0.name == asked }), Self.defaultActionKinds.contains(o.kind) {
                text += "; a \(o.kind)'s default action refuses a single tap of another view, rule C3"
            }
            if let because = r["because"] { text += "; because \(ItemPattern.format(because))" }
            return text + ")"
        case "gesture.shouldRecognizeSimultaneously":
            return "\(str("asked")).gestureRecognizer(\(s), shouldRecognizeSimultaneouslyWith: \(str("other"))) → \(str("result")) (rule G5)"
        case "gesture.shouldRequireFailure":
            return "\(str("asked")): should \(s) require \(str("other")) to fail? → \(str("result")) (rule G3)"
        case "gesture.state":
            return "\(s).state \(str("from")) → \(str("to")): " + cause(of: r, to: r["to"]?.stringValue.flatMap(GestureState.init(rawValue:)))
        case "gesture.action":
            return "\(s) calls \(str("target")).\(str("action")) (state \(str("state"))): a recognizer calls its target directly (rule G7)"
        case "responder.touchesBegan", "responder.touchesMoved", "responder.touchesEnded":
            let method = r.kind.rawValue.dropFirst("responder.".count)
            return "\(s).\(method)(\(touches), with:) (\(str("behaviour"))) (rules D1, R2)"
        case "responder.touchesCancelled":
            return "\(s).touchesCancelled(\(touches), with:): " + (r["cause"].map { _ in cause(of: r, to: nil) }
                ?? "a recognizer of the touch with cancelsTouchesInView true began or ended (rule D3)")
        case "delivery.delayed":
            let by = str("by")
            let phase = str("phase")
            if scene.description.windows.isEmpty == false, let o = scene.objects.first(where: { "[\($0.name)]" == by || $0.name == by }), o.role == .view {
                return "\(phase) of \(touches) held back from \(s) by \(o.name).delaysContentTouches (rule V2)"
            }
            return phase == "ended"
                ? "\(phase) of \(touches) held back from \(s): \(by) still possible with delaysTouchesEnded true (rule D4)"
                : "\(phase) of \(touches) held back from \(s): \(by) possible with delaysTouchesBegan true (rule D2)"
        case "delivery.released":
            return "held \(str("phase")) of \(touches) released to \(s): its holders failed (rules D2, D4, D5)"
        case "delivery.dropped":
            return "held \(str("phase")) of \(touches) dropped, \(s) never gets it: \(str("by")) recognized with cancelsTouchesInView true (rules D2, D3)"
        case "control.beginTracking", "control.continueTracking", "control.endTracking", "control.cancelTracking":
            let method = r.kind.rawValue.dropFirst("control.".count)
            return "\(s).\(method)(\(str("touch")), with:) (rule C1)"
        case "control.event":
            return "\(s) sends .\(str("event")) (rule C1)"
        case "action.send":
            return "\(s) calls sendAction(#selector(\(str("action"))), to: \(str("target")), for:) (rule C2)"
        case "action.deliver":
            return "\(s) receives \(str("action")) from \(str("sender")) (rule C2)"
        case "action.unhandled", "action.unrecognized":
            return "\(s)'s action \(str("action")) was not handled (\(r.kind.rawValue), rule C2)"
        case "list.highlight", "list.unhighlight", "list.select", "list.deselect":
            return "\(s) \(r.kind.rawValue.dropFirst(5)) row \(str("row")) (rules L2–L4)"
        case "list.didSelect":
            return "\(str("delegate")).tableView(_:didSelectRowAt:) row \(str("row")) (rule L4)"
        case "navigation.pop", "navigation.popCancelled":
            return "\(s) \(r.kind.rawValue.dropFirst(11)) \(str("controller")) (rule N3)"
        case "responder.becomeFirst":
            return "\(s).becomeFirstResponder() (rule E1)"
        case "responder.resignFirst":
            return "\(s).resignFirstResponder() (rules E1, E2)"
        case "scroll.touchesShouldCancel":
            return "\(s).touchesShouldCancel(in: \(str("view"))) → \(str("result")) (rule V3)"
        case "scroll.stop":
            return "\(s) stops: " + cause(of: r, to: nil)
        // This round's objects (issues 28-31), in UIKit's words.
        case "hitTest.override":
            return "\(s)'s hitTest(_:with:) override (\(str("rule"))): the default result \(str("default")) → \(str("result")) (rules H7, H8)"
        case "gesture.dynamicRequirement":
            return "\(s) must wait for \(str("on")) to fail: UIKit adds the requirement at touch-down (\(str("reason")), rule N6)"
        case "presentation.shouldDismiss":
            let why = ["isModalInPresentation": "isModalInPresentation is true", "delegate": "presentationControllerShouldDismiss(_:)",
                       "presentsAnother": "it presents another controller", "default": "nothing refuses"][str("reason")] ?? str("reason")
            return "\(s) asks whether the user may dismiss it → \(str("result")) (\(why), rule M8)"
        case "sheet.tracking":
            return "\(s) tracks \(str("scrollView"))'s pan? → \(str("result")) (\(str("reason")), rule M7)"
        case "sheet.drag":
            return "\(s) drag \(str("phase")) by \(str("source")) at offset \(r["offset"]?.doubleValue.map(fmt) ?? "?")" + (r["target"].map { " → \(ItemPattern.format($0))" } ?? "")
                + " (rules M5, M6)"
        case "sheet.detent":
            return "\(s).selectedDetentIdentifier \(str("from")) → \(str("to")) (rule M6)"
        case "presentation.dismiss":
            return "\(s) dismisses \(str("controller")) (\(str("cause")), rule M9)"
        case "list.swipeBegan":
            return "\(s) begins swiping row \(str("row")) (\(str("edge")) actions): its swipeActions pan began (rule L8)"
        case "list.swipeOpened":
            return "\(s) opens row \(str("row"))'s \(str("edge")) actions (rule L9)"
        case "menu.present":
            return "\(s) presents its menu over \(str("view")) (rule X4)"
        case "drag.lift":
            return "\(s) lifts its item (rule X9)"
        case "scroll.zoomBegin":
            return "\(s) begins zooming (its pinchGestureRecognizer, rule Z4)"
        case "animation.begin":
            return "\(s) starts animating \(str("views")) for \(str("duration")) s, allowUserInteraction \(str("allowUserInteraction")) (rule A1)"
        default:
            return HumanLog.message(r)
        }
    }

    /// A record's cause (rule G10) in UIKit's words, from `Cause`'s one
    /// wording; a spelling no `Cause` has is shown as written.
    func cause(of r: TraceRecord, to state: GestureState?) -> String {
        if let cause = r.typedCause { return cause.explanation(to: state) }
        return r["cause"].map { "cause \(ItemPattern.format($0)) (rule G10)" } ?? "?"
    }
}
