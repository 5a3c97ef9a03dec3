/// Every kind of trace record (trace-format.md, "Records"). The raw value is
/// the `kind` string of the JSON Lines trace. A new kind is also a new case
/// of `TraceEvent` (TraceEvent.swift) with its typed fields, in the order the
/// core writes them: the compiler then lists every reader that must handle it.
public enum TraceKind: String, CaseIterable, Sendable, Hashable {
    case stage
    case runloopWake = "runloop.wake"
    case runloopSleep = "runloop.sleep"
    case timerFire = "timer.fire"
    case hitTestEnter = "hitTest.enter"
    case hitTestSkip = "hitTest.skip"
    /// Rule H7: one call of an overriding `hitTest(_:with:)`.
    case hitTestOverride = "hitTest.override"
    case pointInside
    case hitTestLeave = "hitTest.leave"
    case touchCreate = "touch.create"
    case gestureShouldReceiveTouch = "gesture.shouldReceiveTouch"
    case gestureTouchesBegan = "gesture.touchesBegan"
    case gestureTouchesMoved = "gesture.touchesMoved"
    case gestureTouchesEnded = "gesture.touchesEnded"
    case gestureTouchesCancelled = "gesture.touchesCancelled"
    case gestureWaiting = "gesture.waiting"
    case gestureShouldBegin = "gesture.shouldBegin"
    case gestureShouldRecognizeSimultaneously = "gesture.shouldRecognizeSimultaneously"
    /// Rule G3's delegate questions (`shouldRequireFailureOf`, `shouldBeRequiredToFailBy`).
    case gestureShouldRequireFailure = "gesture.shouldRequireFailure"
    case gestureState = "gesture.state"
    case gestureAction = "gesture.action"
    case gestureReset = "gesture.reset"
    case responderTouchesBegan = "responder.touchesBegan"
    case responderTouchesMoved = "responder.touchesMoved"
    case responderTouchesEnded = "responder.touchesEnded"
    case responderTouchesCancelled = "responder.touchesCancelled"
    case deliveryDelayed = "delivery.delayed"
    case deliveryReleased = "delivery.released"
    case deliveryDropped = "delivery.dropped"
    /// An extension of the contract: a touch a view will never receive because
    /// of rule T5 (`reason`: `multipleTouchDisabled` or `exclusiveTouch`).
    case deliveryWithheld = "delivery.withheld"
    case controlBeginTracking = "control.beginTracking"
    case controlContinueTracking = "control.continueTracking"
    case controlEndTracking = "control.endTracking"
    case controlCancelTracking = "control.cancelTracking"
    case controlEvent = "control.event"
    case actionSend = "action.send"
    case actionDeliver = "action.deliver"
    case actionUnhandled = "action.unhandled"
    case actionUnrecognized = "action.unrecognized"
    case scrollOffset = "scroll.offset"
    case scrollDecelerate = "scroll.decelerate"
    case scrollStop = "scroll.stop"
    /// Rule V13: a released scroll view past its range bounces back (`edge`, `from`, `to`).
    case scrollBounce = "scroll.bounce"
    /// Rule V15: a refresh control's state change (`from`, `to`, `visible`, `trigger`, `tracking`, `inset`, `cause`).
    case refreshState = "refresh.state"
    /// Rule V15: `beginRefreshing`/`endRefreshing` called (`method`, `by`).
    case refreshCall = "refresh.call"
    /// Rules E5–E8: a text view's text interaction.
    case textLink = "text.link"
    case textSelect = "text.select"
    case textCaret = "text.caret"
    case textLoupe = "text.loupe"
    case textBeginEditing = "text.beginEditing"
    /// Rules Z3, Z4, Z6: a zoom begins, changes the scale, ends.
    case scrollZoomBegin = "scroll.zoomBegin"
    case scrollZoom = "scroll.zoom"
    case scrollZoomEnd = "scroll.zoomEnd"
    /// Rules X3, X4, X6, X12: a context menu interaction.
    case menuConfiguration = "menu.configuration"
    case menuHighlight = "menu.highlight"
    case menuPresent = "menu.present"
    case menuEnd = "menu.end"
    case menuDismiss = "menu.dismiss"
    /// Rules X9–X12: a drag interaction.
    case dragLift = "drag.lift"
    case dragBegin = "drag.begin"
    case dragEnd = "drag.end"
    case dragCancel = "drag.cancel"
    /// Rule V3: the scroll view's `touchesShouldCancel(in:)` override.
    case scrollTouchesShouldCancel = "scroll.touchesShouldCancel"
    case listHighlight = "list.highlight"
    case listUnhighlight = "list.unhighlight"
    case listSelect = "list.select"
    case listDeselect = "list.deselect"
    case listDidSelect = "list.didSelect"
    /// Swipe actions (rules L7–L14).
    case listSwipeConfig = "list.swipeConfig"
    case listWillBeginEditing = "list.willBeginEditing"
    case listDidEndEditing = "list.didEndEditing"
    case listSwipeBegan = "list.swipeBegan"
    case listSwipeOffset = "list.swipeOffset"
    case listSwipeArmed = "list.swipeArmed"
    case listSwipeOpened = "list.swipeOpened"
    case listSwipeClosed = "list.swipeClosed"
    case listSwipeAction = "list.swipeAction"
    case listCommitDelete = "list.commitDelete"
    case navigationPop = "navigation.pop"
    case navigationPopCancelled = "navigation.popCancelled"
    /// Rule A1: a view animation starts and ends.
    case animationBegin = "animation.begin"
    case animationEnd = "animation.end"
    /// Rule H12: a SwiftUI region's action fires on a lift inside it.
    case swiftuiAction = "swiftui.action"
    /// Page view controllers' delegate calls (rules W4, W7, W9).
    case pageWillTransition = "page.willTransition"
    case pageDidFinish = "page.didFinish"
    /// Rule N6: a recognizer made to wait for the content pop at touch-down.
    case gestureDynamicRequirement = "gesture.dynamicRequirement"
    /// Rules M5–M7: a sheet's drag, its offset, its tracking of a scroll view and its detents.
    case sheetTracking = "sheet.tracking"
    case sheetDrag = "sheet.drag"
    case sheetOffset = "sheet.offset"
    case sheetDetent = "sheet.detent"
    /// Rules M6, M8, M9: the presentation controller's questions and dismissal.
    case presentationShouldDismiss = "presentation.shouldDismiss"
    case presentationWillDismiss = "presentation.willDismiss"
    case presentationDidDismiss = "presentation.didDismiss"
    case presentationDidAttemptToDismiss = "presentation.didAttemptToDismiss"
    case presentationDismiss = "presentation.dismiss"
    case presentationDismissCancelled = "presentation.dismissCancelled"
    case responderBecomeFirst = "responder.becomeFirst"
    case responderResignFirst = "responder.resignFirst"
    /// An extension of the contract: timers still pending when a run stopped
    /// at its limit (`timers`: their purposes, `owners`), instead of draining them silently.
    case runloopPending = "runloop.pending"

    /// Whether records of this kind carry `cause` (and `causedBy`) (rule G10).
    public var carriesCause: Bool {
        switch self {
        case .gestureState, .responderTouchesCancelled, .deliveryReleased, .deliveryDropped, .controlCancelTracking,
             .listUnhighlight, .scrollStop, .navigationPop, .navigationPopCancelled, .sheetDetent, .presentationDismiss,
             .presentationDismissCancelled, .presentationDidAttemptToDismiss,
             .scrollZoomBegin, .scrollZoom, .scrollZoomEnd, .menuEnd, .menuDismiss, .dragCancel, .refreshState, .listSwipeClosed:
            return true
        default: return false
        }
    }
}
