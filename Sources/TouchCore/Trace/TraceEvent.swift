// The typed record schema (issue 27.1): one case per record kind, each with
// its fields as Swift values. Every reader decodes a record once
// (`TraceRecord.event`, `TraceEvent(_:)`) and switches over the cases, so a new
// kind is a compile error in each switch until it is handled; JSON Lines and
// the human log are renderings of it (`TraceRecord(seq:time:subject:event:)`,
// `TraceEvent.fields`), and a saved trace decodes into it (`SavedTrace`).
//
// The core writes the same fields, in the same order, through `Trace`'s
// compact stored fields (the per-touch hot path: no record is built there);
// the round-trip test (`TraceSchemaTests`) proves that every record of every
// scenario of `Scenes/` decodes into this schema and renders back to the same
// bytes. A field is decoded in the order it is written: decoding checks the
// keys one by one and refuses a field it does not expect, so a writer that
// adds a field must add it here too.

/// One record's kind and typed fields (trace-format.md, "Records").
public enum TraceEvent: Hashable, Sendable {
    case stage(Stage)
    case runloopWake(RunloopWake)
    case runloopSleep
    case timerFire(TimerFire)
    case hitTestEnter(HitTestEnter)
    case hitTestSkip(HitTestSkip)
    case hitTestOverride(HitTestOverride)
    case pointInside(PointInside)
    case hitTestLeave(HitTestLeave)
    case touchCreate(TouchCreate)
    case gestureShouldReceiveTouch(ShouldReceiveTouch)
    case gestureTouchesBegan(GestureTouches)
    case gestureTouchesMoved(GestureTouches)
    case gestureTouchesEnded(GestureTouches)
    case gestureTouchesCancelled(GestureTouches)
    case gestureWaiting(GestureWaiting)
    case gestureShouldBegin(ShouldBegin)
    case gestureShouldRecognizeSimultaneously(ShouldRecognizeSimultaneously)
    case gestureShouldRequireFailure(ShouldRequireFailure)
    case gestureState(StateChange)
    case gestureAction(GestureAction)
    case gestureReset
    case responderTouchesBegan(ResponderTouches)
    case responderTouchesMoved(ResponderTouches)
    case responderTouchesEnded(ResponderTouches)
    case responderTouchesCancelled(ResponderTouches)
    case deliveryDelayed(DeliveryDelayed)
    case deliveryReleased(DeliveryReleased)
    case deliveryDropped(DeliveryDropped)
    case deliveryWithheld(DeliveryWithheld)
    case controlBeginTracking(ControlTracking)
    case controlContinueTracking(ControlTracking)
    case controlEndTracking(ControlTracking)
    case controlCancelTracking(ControlTracking)
    case controlEvent(ControlEvent)
    case actionSend(ActionSend)
    case actionDeliver(ActionDeliver)
    case actionUnhandled(ActionSend)
    case actionUnrecognized(ActionSend)
    case scrollOffset(ScrollOffset)
    case scrollDecelerate(ScrollDecelerate)
    case scrollStop(ScrollStop)
    case scrollBounce(ScrollBounce)
    case refreshState(RefreshState)
    case refreshCall(RefreshCall)
    case textLink(TextLink)
    case textSelect(TextSelect)
    case textCaret(TextCaret)
    case textLoupe(TextLoupe)
    case textBeginEditing
    case scrollZoomBegin(ZoomBegin)
    case scrollZoom(Zoom)
    case scrollZoomEnd(ZoomEnd)
    case menuConfiguration(MenuConfiguration)
    case menuHighlight(MenuView)
    case menuPresent(MenuView)
    case menuEnd(InteractionEnd)
    case menuDismiss(InteractionEnd)
    case dragLift(DragLift)
    case dragBegin(DragItems)
    case dragEnd(DragItems)
    case dragCancel(InteractionEnd)
    case scrollTouchesShouldCancel(TouchesShouldCancel)
    case listHighlight(ListCell)
    case listUnhighlight(ListCell)
    case listSelect(ListCell)
    case listDeselect(ListCell)
    case listDidSelect(ListDelegateCall)
    case listSwipeConfig(SwipeConfig)
    case listWillBeginEditing(ListRowDelegate)
    case listDidEndEditing(ListRowDelegate)
    case listSwipeBegan(SwipeEdge)
    case listSwipeOffset(SwipeOffset)
    case listSwipeArmed(SwipeArmed)
    case listSwipeOpened(SwipeOpened)
    case listSwipeClosed(SwipeClosed)
    case listSwipeAction(SwipeAction)
    case listCommitDelete(ListRowDelegate)
    case navigationPop(NavigationPop)
    case navigationPopCancelled(NavigationPop)
    case animationBegin(AnimationBegin)
    case animationEnd(AnimationEnd)
    case swiftuiAction(SwiftUIAction)
    case pageWillTransition(PageWillTransition)
    case pageDidFinish(PageDidFinish)
    case gestureDynamicRequirement(DynamicRequirement)
    case sheetTracking(SheetTracking)
    case sheetDrag(SheetDrag)
    case sheetOffset(SheetOffset)
    case sheetDetent(SheetDetent)
    case presentationShouldDismiss(ShouldDismiss)
    case presentationWillDismiss(DismissDelegate)
    case presentationDidDismiss(DismissDelegate)
    case presentationDidAttemptToDismiss(DismissDelegate)
    case presentationDismiss(Dismiss)
    case presentationDismissCancelled(Dismiss)
    case responderBecomeFirst
    case responderResignFirst
    case runloopPending(RunloopPending)
    case viewTree(ViewTree)
    case viewState(ViewStateChange)

    /// The record kind of this event.
    public var kind: TraceKind {
        switch self {
        case .stage: return .stage
        case .runloopWake: return .runloopWake
        case .runloopSleep: return .runloopSleep
        case .timerFire: return .timerFire
        case .hitTestEnter: return .hitTestEnter
        case .hitTestSkip: return .hitTestSkip
        case .hitTestOverride: return .hitTestOverride
        case .pointInside: return .pointInside
        case .hitTestLeave: return .hitTestLeave
        case .touchCreate: return .touchCreate
        case .gestureShouldReceiveTouch: return .gestureShouldReceiveTouch
        case .gestureTouchesBegan: return .gestureTouchesBegan
        case .gestureTouchesMoved: return .gestureTouchesMoved
        case .gestureTouchesEnded: return .gestureTouchesEnded
        case .gestureTouchesCancelled: return .gestureTouchesCancelled
        case .gestureWaiting: return .gestureWaiting
        case .gestureShouldBegin: return .gestureShouldBegin
        case .gestureShouldRecognizeSimultaneously: return .gestureShouldRecognizeSimultaneously
        case .gestureShouldRequireFailure: return .gestureShouldRequireFailure
        case .gestureState: return .gestureState
        case .gestureAction: return .gestureAction
        case .gestureReset: return .gestureReset
        case .responderTouchesBegan: return .responderTouchesBegan
        case .responderTouchesMoved: return .responderTouchesMoved
        case .responderTouchesEnded: return .responderTouchesEnded
        case .responderTouchesCancelled: return .responderTouchesCancelled
        case .deliveryDelayed: return .deliveryDelayed
        case .deliveryReleased: return .deliveryReleased
        case .deliveryDropped: return .deliveryDropped
        case .deliveryWithheld: return .deliveryWithheld
        case .controlBeginTracking: return .controlBeginTracking
        case .controlContinueTracking: return .controlContinueTracking
        case .controlEndTracking: return .controlEndTracking
        case .controlCancelTracking: return .controlCancelTracking
        case .controlEvent: return .controlEvent
        case .actionSend: return .actionSend
        case .actionDeliver: return .actionDeliver
        case .actionUnhandled: return .actionUnhandled
        case .actionUnrecognized: return .actionUnrecognized
        case .scrollOffset: return .scrollOffset
        case .scrollDecelerate: return .scrollDecelerate
        case .scrollStop: return .scrollStop
        case .scrollBounce: return .scrollBounce
        case .refreshState: return .refreshState
        case .refreshCall: return .refreshCall
        case .textLink: return .textLink
        case .textSelect: return .textSelect
        case .textCaret: return .textCaret
        case .textLoupe: return .textLoupe
        case .textBeginEditing: return .textBeginEditing
        case .scrollZoomBegin: return .scrollZoomBegin
        case .scrollZoom: return .scrollZoom
        case .scrollZoomEnd: return .scrollZoomEnd
        case .menuConfiguration: return .menuConfiguration
        case .menuHighlight: return .menuHighlight
        case .menuPresent: return .menuPresent
        case .menuEnd: return .menuEnd
        case .menuDismiss: return .menuDismiss
        case .dragLift: return .dragLift
        case .dragBegin: return .dragBegin
        case .dragEnd: return .dragEnd
        case .dragCancel: return .dragCancel
        case .scrollTouchesShouldCancel: return .scrollTouchesShouldCancel
        case .listHighlight: return .listHighlight
        case .listUnhighlight: return .listUnhighlight
        case .listSelect: return .listSelect
        case .listDeselect: return .listDeselect
        case .listDidSelect: return .listDidSelect
        case .listSwipeConfig: return .listSwipeConfig
        case .listWillBeginEditing: return .listWillBeginEditing
        case .listDidEndEditing: return .listDidEndEditing
        case .listSwipeBegan: return .listSwipeBegan
        case .listSwipeOffset: return .listSwipeOffset
        case .listSwipeArmed: return .listSwipeArmed
        case .listSwipeOpened: return .listSwipeOpened
        case .listSwipeClosed: return .listSwipeClosed
        case .listSwipeAction: return .listSwipeAction
        case .listCommitDelete: return .listCommitDelete
        case .navigationPop: return .navigationPop
        case .navigationPopCancelled: return .navigationPopCancelled
        case .animationBegin: return .animationBegin
        case .animationEnd: return .animationEnd
        case .swiftuiAction: return .swiftuiAction
        case .pageWillTransition: return .pageWillTransition
        case .pageDidFinish: return .pageDidFinish
        case .gestureDynamicRequirement: return .gestureDynamicRequirement
        case .sheetTracking: return .sheetTracking
        case .sheetDrag: return .sheetDrag
        case .sheetOffset: return .sheetOffset
        case .sheetDetent: return .sheetDetent
        case .presentationShouldDismiss: return .presentationShouldDismiss
        case .presentationWillDismiss: return .presentationWillDismiss
        case .presentationDidDismiss: return .presentationDidDismiss
        case .presentationDidAttemptToDismiss: return .presentationDidAttemptToDismiss
        case .presentationDismiss: return .presentationDismiss
        case .presentationDismissCancelled: return .presentationDismissCancelled
        case .responderBecomeFirst: return .responderBecomeFirst
        case .responderResignFirst: return .responderResignFirst
        case .runloopPending: return .runloopPending
        case .viewTree: return .viewTree
        case .viewState: return .viewState
        }
    }

    /// Decodes `record`'s fields, in order; throws for a missing, misplaced,
    /// mistyped or unexpected field.
    public init(_ record: TraceRecord) throws {
        var d = TraceFieldDecoder(record)
        switch record.kind {
        case .stage: self = .stage(try Stage(&d))
        case .runloopWake: self = .runloopWake(try RunloopWake(&d))
        case .runloopSleep: self = .runloopSleep
        case .timerFire: self = .timerFire(try TimerFire(&d))
        case .hitTestEnter: self = .hitTestEnter(try HitTestEnter(&d))
        case .hitTestSkip: self = .hitTestSkip(try HitTestSkip(&d))
        case .hitTestOverride: self = .hitTestOverride(try HitTestOverride(&d))
        case .pointInside: self = .pointInside(try PointInside(&d))
        case .hitTestLeave: self = .hitTestLeave(try HitTestLeave(&d))
        case .touchCreate: self = .touchCreate(try TouchCreate(&d))
        case .gestureShouldReceiveTouch: self = .gestureShouldReceiveTouch(try ShouldReceiveTouch(&d))
        case .gestureTouchesBegan: self = .gestureTouchesBegan(try GestureTouches(&d))
        case .gestureTouchesMoved: self = .gestureTouchesMoved(try GestureTouches(&d))
        case .gestureTouchesEnded: self = .gestureTouchesEnded(try GestureTouches(&d))
        case .gestureTouchesCancelled: self = .gestureTouchesCancelled(try GestureTouches(&d))
        case .gestureWaiting: self = .gestureWaiting(try GestureWaiting(&d))
        case .gestureShouldBegin: self = .gestureShouldBegin(try ShouldBegin(&d))
        case .gestureShouldRecognizeSimultaneously: self = .gestureShouldRecognizeSimultaneously(try ShouldRecognizeSimultaneously(&d))
        case .gestureShouldRequireFailure: self = .gestureShouldRequireFailure(try ShouldRequireFailure(&d))
        case .gestureState: self = .gestureState(try StateChange(&d))
        case .gestureAction: self = .gestureAction(try GestureAction(&d))
        case .gestureReset: self = .gestureReset
        case .responderTouchesBegan: self = .responderTouchesBegan(try ResponderTouches(&d))
        case .responderTouchesMoved: self = .responderTouchesMoved(try ResponderTouches(&d))
        case .responderTouchesEnded: self = .responderTouchesEnded(try ResponderTouches(&d))
        case .responderTouchesCancelled: self = .responderTouchesCancelled(try ResponderTouches(&d))
        case .deliveryDelayed: self = .deliveryDelayed(try DeliveryDelayed(&d))
        case .deliveryReleased: self = .deliveryReleased(try DeliveryReleased(&d))
        case .deliveryDropped: self = .deliveryDropped(try DeliveryDropped(&d))
        case .deliveryWithheld: self = .deliveryWithheld(try DeliveryWithheld(&d))
        case .controlBeginTracking: self = .controlBeginTracking(try ControlTracking(&d))
        case .controlContinueTracking: self = .controlContinueTracking(try ControlTracking(&d))
        case .controlEndTracking: self = .controlEndTracking(try ControlTracking(&d))
        case .controlCancelTracking: self = .controlCancelTracking(try ControlTracking(&d))
        case .controlEvent: self = .controlEvent(try ControlEvent(&d))
        case .actionSend: self = .actionSend(try ActionSend(&d))
        case .actionDeliver: self = .actionDeliver(try ActionDeliver(&d))
        case .actionUnhandled: self = .actionUnhandled(try ActionSend(&d))
        case .actionUnrecognized: self = .actionUnrecognized(try ActionSend(&d))
        case .scrollOffset: self = .scrollOffset(try ScrollOffset(&d))
        case .scrollDecelerate: self = .scrollDecelerate(try ScrollDecelerate(&d))
        case .scrollStop: self = .scrollStop(try ScrollStop(&d))
        case .scrollBounce: self = .scrollBounce(try ScrollBounce(&d))
        case .refreshState: self = .refreshState(try RefreshState(&d))
        case .refreshCall: self = .refreshCall(try RefreshCall(&d))
        case .textLink: self = .textLink(try TextLink(&d))
        case .textSelect: self = .textSelect(try TextSelect(&d))
        case .textCaret: self = .textCaret(try TextCaret(&d))
        case .textLoupe: self = .textLoupe(try TextLoupe(&d))
        case .textBeginEditing: self = .textBeginEditing
        case .scrollZoomBegin: self = .scrollZoomBegin(try ZoomBegin(&d))
        case .scrollZoom: self = .scrollZoom(try Zoom(&d))
        case .scrollZoomEnd: self = .scrollZoomEnd(try ZoomEnd(&d))
        case .menuConfiguration: self = .menuConfiguration(try MenuConfiguration(&d))
        case .menuHighlight: self = .menuHighlight(try MenuView(&d))
        case .menuPresent: self = .menuPresent(try MenuView(&d))
        case .menuEnd: self = .menuEnd(try InteractionEnd(&d))
        case .menuDismiss: self = .menuDismiss(try InteractionEnd(&d))
        case .dragLift: self = .dragLift(try DragLift(&d))
        case .dragBegin: self = .dragBegin(try DragItems(&d))
        case .dragEnd: self = .dragEnd(try DragItems(&d))
        case .dragCancel: self = .dragCancel(try InteractionEnd(&d))
        case .scrollTouchesShouldCancel: self = .scrollTouchesShouldCancel(try TouchesShouldCancel(&d))
        case .listHighlight: self = .listHighlight(try ListCell(&d))
        case .listUnhighlight: self = .listUnhighlight(try ListCell(&d))
        case .listSelect: self = .listSelect(try ListCell(&d))
        case .listDeselect: self = .listDeselect(try ListCell(&d))
        case .listDidSelect: self = .listDidSelect(try ListDelegateCall(&d))
        case .listSwipeConfig: self = .listSwipeConfig(try SwipeConfig(&d))
        case .listWillBeginEditing: self = .listWillBeginEditing(try ListRowDelegate(&d))
        case .listDidEndEditing: self = .listDidEndEditing(try ListRowDelegate(&d))
        case .listSwipeBegan: self = .listSwipeBegan(try SwipeEdge(&d))
        case .listSwipeOffset: self = .listSwipeOffset(try SwipeOffset(&d))
        case .listSwipeArmed: self = .listSwipeArmed(try SwipeArmed(&d))
        case .listSwipeOpened: self = .listSwipeOpened(try SwipeOpened(&d))
        case .listSwipeClosed: self = .listSwipeClosed(try SwipeClosed(&d))
        case .listSwipeAction: self = .listSwipeAction(try SwipeAction(&d))
        case .listCommitDelete: self = .listCommitDelete(try ListRowDelegate(&d))
        case .navigationPop: self = .navigationPop(try NavigationPop(&d))
        case .navigationPopCancelled: self = .navigationPopCancelled(try NavigationPop(&d))
        case .animationBegin: self = .animationBegin(try AnimationBegin(&d))
        case .animationEnd: self = .animationEnd(try AnimationEnd(&d))
        case .swiftuiAction: self = .swiftuiAction(try SwiftUIAction(&d))
        case .pageWillTransition: self = .pageWillTransition(try PageWillTransition(&d))
        case .pageDidFinish: self = .pageDidFinish(try PageDidFinish(&d))
        case .gestureDynamicRequirement: self = .gestureDynamicRequirement(try DynamicRequirement(&d))
        case .sheetTracking: self = .sheetTracking(try SheetTracking(&d))
        case .sheetDrag: self = .sheetDrag(try SheetDrag(&d))
        case .sheetOffset: self = .sheetOffset(try SheetOffset(&d))
        case .sheetDetent: self = .sheetDetent(try SheetDetent(&d))
        case .presentationShouldDismiss: self = .presentationShouldDismiss(try ShouldDismiss(&d))
        case .presentationWillDismiss: self = .presentationWillDismiss(try DismissDelegate(&d))
        case .presentationDidDismiss: self = .presentationDidDismiss(try DismissDelegate(&d))
        case .presentationDidAttemptToDismiss: self = .presentationDidAttemptToDismiss(try DismissDelegate(&d))
        case .presentationDismiss: self = .presentationDismiss(try Dismiss(&d))
        case .presentationDismissCancelled: self = .presentationDismissCancelled(try Dismiss(&d))
        case .responderBecomeFirst: self = .responderBecomeFirst
        case .responderResignFirst: self = .responderResignFirst
        case .runloopPending: self = .runloopPending(try RunloopPending(&d))
        case .viewTree: self = .viewTree(try ViewTree(&d))
        case .viewState: self = .viewState(try ViewStateChange(&d))
        }
        try d.end()
    }

    /// The fields as the trace writes them, in order.
    public var fields: [TraceField] {
        var out: [TraceField] = []
        switch self {
        case .stage(let e): e.render(into: &out)
        case .runloopWake(let e): e.render(into: &out)
        case .runloopSleep, .gestureReset, .textBeginEditing, .responderBecomeFirst, .responderResignFirst: break
        case .timerFire(let e): e.render(into: &out)
        case .hitTestEnter(let e): e.render(into: &out)
        case .hitTestSkip(let e): e.render(into: &out)
        case .hitTestOverride(let e): e.render(into: &out)
        case .pointInside(let e): e.render(into: &out)
        case .hitTestLeave(let e): e.render(into: &out)
        case .touchCreate(let e): e.render(into: &out)
        case .gestureShouldReceiveTouch(let e): e.render(into: &out)
        case .gestureTouchesBegan(let e), .gestureTouchesMoved(let e), .gestureTouchesEnded(let e), .gestureTouchesCancelled(let e): e.render(into: &out)
        case .gestureWaiting(let e): e.render(into: &out)
        case .gestureShouldBegin(let e): e.render(into: &out)
        case .gestureShouldRecognizeSimultaneously(let e): e.render(into: &out)
        case .gestureShouldRequireFailure(let e): e.render(into: &out)
        case .gestureState(let e): e.render(into: &out)
        case .gestureAction(let e): e.render(into: &out)
        case .responderTouchesBegan(let e), .responderTouchesMoved(let e), .responderTouchesEnded(let e), .responderTouchesCancelled(let e): e.render(into: &out)
        case .deliveryDelayed(let e): e.render(into: &out)
        case .deliveryReleased(let e): e.render(into: &out)
        case .deliveryDropped(let e): e.render(into: &out)
        case .deliveryWithheld(let e): e.render(into: &out)
        case .controlBeginTracking(let e), .controlContinueTracking(let e), .controlEndTracking(let e), .controlCancelTracking(let e): e.render(into: &out)
        case .controlEvent(let e): e.render(into: &out)
        case .actionSend(let e), .actionUnhandled(let e), .actionUnrecognized(let e): e.render(into: &out)
        case .actionDeliver(let e): e.render(into: &out)
        case .scrollOffset(let e): e.render(into: &out)
        case .scrollDecelerate(let e): e.render(into: &out)
        case .scrollStop(let e): e.render(into: &out)
        case .scrollBounce(let e): e.render(into: &out)
        case .refreshState(let e): e.render(into: &out)
        case .refreshCall(let e): e.render(into: &out)
        case .textLink(let e): e.render(into: &out)
        case .textSelect(let e): e.render(into: &out)
        case .textCaret(let e): e.render(into: &out)
        case .textLoupe(let e): e.render(into: &out)
        case .scrollZoomBegin(let e): e.render(into: &out)
        case .scrollZoom(let e): e.render(into: &out)
        case .scrollZoomEnd(let e): e.render(into: &out)
        case .menuConfiguration(let e): e.render(into: &out)
        case .menuHighlight(let e), .menuPresent(let e): e.render(into: &out)
        case .menuEnd(let e), .menuDismiss(let e), .dragCancel(let e): e.render(into: &out)
        case .dragLift(let e): e.render(into: &out)
        case .dragBegin(let e), .dragEnd(let e): e.render(into: &out)
        case .scrollTouchesShouldCancel(let e): e.render(into: &out)
        case .listHighlight(let e), .listUnhighlight(let e), .listSelect(let e), .listDeselect(let e): e.render(into: &out)
        case .listDidSelect(let e): e.render(into: &out)
        case .listSwipeConfig(let e): e.render(into: &out)
        case .listWillBeginEditing(let e), .listDidEndEditing(let e), .listCommitDelete(let e): e.render(into: &out)
        case .listSwipeBegan(let e): e.render(into: &out)
        case .listSwipeOffset(let e): e.render(into: &out)
        case .listSwipeArmed(let e): e.render(into: &out)
        case .listSwipeOpened(let e): e.render(into: &out)
        case .listSwipeClosed(let e): e.render(into: &out)
        case .listSwipeAction(let e): e.render(into: &out)
        case .navigationPop(let e), .navigationPopCancelled(let e): e.render(into: &out)
        case .animationBegin(let e): e.render(into: &out)
        case .animationEnd(let e): e.render(into: &out)
        case .swiftuiAction(let e): e.render(into: &out)
        case .pageWillTransition(let e): e.render(into: &out)
        case .pageDidFinish(let e): e.render(into: &out)
        case .gestureDynamicRequirement(let e): e.render(into: &out)
        case .sheetTracking(let e): e.render(into: &out)
        case .sheetDrag(let e): e.render(into: &out)
        case .sheetOffset(let e): e.render(into: &out)
        case .sheetDetent(let e): e.render(into: &out)
        case .presentationShouldDismiss(let e): e.render(into: &out)
        case .presentationWillDismiss(let e), .presentationDidDismiss(let e), .presentationDidAttemptToDismiss(let e): e.render(into: &out)
        case .presentationDismiss(let e), .presentationDismissCancelled(let e): e.render(into: &out)
        case .runloopPending(let e): e.render(into: &out)
        case .viewTree(let e): e.render(into: &out)
        case .viewState(let e): e.render(into: &out)
        }
        return out
    }

    /// The record's `cause`, for the kinds that carry one (rule G10).
    public var cause: TouchCore.Cause? {
        switch self {
        case .gestureState(let e): return e.cause
        case .responderTouchesBegan(let e), .responderTouchesMoved(let e), .responderTouchesEnded(let e), .responderTouchesCancelled(let e): return e.cause
        case .deliveryReleased(let e): return e.cause
        case .deliveryDropped(let e): return e.cause
        case .controlBeginTracking(let e), .controlContinueTracking(let e), .controlEndTracking(let e), .controlCancelTracking(let e): return e.cause
        case .scrollStop(let e): return e.cause
        case .refreshState(let e): return e.cause
        case .scrollZoomBegin(let e): return e.cause
        case .scrollZoom(let e): return e.cause
        case .scrollZoomEnd(let e): return e.cause
        case .menuEnd(let e), .menuDismiss(let e), .dragCancel(let e): return e.cause
        case .listHighlight(let e), .listUnhighlight(let e), .listSelect(let e), .listDeselect(let e): return e.cause
        case .listSwipeClosed(let e): return e.cause
        case .navigationPop(let e), .navigationPopCancelled(let e): return e.cause
        case .sheetDetent(let e): return e.cause
        case .presentationWillDismiss(let e), .presentationDidDismiss(let e), .presentationDidAttemptToDismiss(let e): return e.cause
        case .presentationDismiss(let e), .presentationDismissCancelled(let e): return e.cause
        case .stage, .runloopWake, .runloopSleep, .gestureReset, .textBeginEditing, .responderBecomeFirst, .responderResignFirst, .timerFire, .hitTestEnter, .hitTestSkip, .hitTestOverride, .pointInside, .hitTestLeave, .touchCreate, .gestureShouldReceiveTouch, .gestureTouchesBegan, .gestureTouchesMoved, .gestureTouchesEnded, .gestureTouchesCancelled, .gestureWaiting, .gestureShouldBegin, .gestureShouldRecognizeSimultaneously, .gestureShouldRequireFailure, .gestureAction, .deliveryDelayed, .deliveryWithheld, .controlEvent, .actionSend, .actionUnhandled, .actionUnrecognized, .actionDeliver, .scrollOffset, .scrollDecelerate, .scrollBounce, .refreshCall, .textLink, .textSelect, .textCaret, .textLoupe, .menuConfiguration, .menuHighlight, .menuPresent, .dragLift, .dragBegin, .dragEnd, .scrollTouchesShouldCancel, .listDidSelect, .listSwipeConfig, .listWillBeginEditing, .listDidEndEditing, .listCommitDelete, .listSwipeBegan, .listSwipeOffset, .listSwipeArmed, .listSwipeOpened, .listSwipeAction, .animationBegin, .animationEnd, .swiftuiAction, .pageWillTransition, .pageDidFinish, .gestureDynamicRequirement, .sheetTracking, .sheetDrag, .sheetOffset, .presentationShouldDismiss, .runloopPending, .viewTree, .viewState: return nil
        }
    }

    /// The record's `causedBy`, for the kinds that carry one (rule G10).
    public var causedBy: Int? {
        switch self {
        case .hitTestSkip(let e): return e.causedBy
        case .gestureState(let e): return e.causedBy
        case .responderTouchesBegan(let e), .responderTouchesMoved(let e), .responderTouchesEnded(let e), .responderTouchesCancelled(let e): return e.causedBy
        case .deliveryReleased(let e): return e.causedBy
        case .deliveryDropped(let e): return e.causedBy
        case .controlBeginTracking(let e), .controlContinueTracking(let e), .controlEndTracking(let e), .controlCancelTracking(let e): return e.causedBy
        case .scrollStop(let e): return e.causedBy
        case .refreshState(let e): return e.causedBy
        case .scrollZoomBegin(let e): return e.causedBy
        case .scrollZoom(let e): return e.causedBy
        case .scrollZoomEnd(let e): return e.causedBy
        case .menuEnd(let e), .menuDismiss(let e), .dragCancel(let e): return e.causedBy
        case .listHighlight(let e), .listUnhighlight(let e), .listSelect(let e), .listDeselect(let e): return e.causedBy
        case .listSwipeClosed(let e): return e.causedBy
        case .navigationPop(let e), .navigationPopCancelled(let e): return e.causedBy
        case .sheetDetent(let e): return e.causedBy
        case .presentationWillDismiss(let e), .presentationDidDismiss(let e), .presentationDidAttemptToDismiss(let e): return e.causedBy
        case .presentationDismiss(let e), .presentationDismissCancelled(let e): return e.causedBy
        case .stage, .runloopWake, .runloopSleep, .gestureReset, .textBeginEditing, .responderBecomeFirst, .responderResignFirst, .timerFire, .hitTestEnter, .hitTestOverride, .pointInside, .hitTestLeave, .touchCreate, .gestureShouldReceiveTouch, .gestureTouchesBegan, .gestureTouchesMoved, .gestureTouchesEnded, .gestureTouchesCancelled, .gestureWaiting, .gestureShouldBegin, .gestureShouldRecognizeSimultaneously, .gestureShouldRequireFailure, .gestureAction, .deliveryDelayed, .deliveryWithheld, .controlEvent, .actionSend, .actionUnhandled, .actionUnrecognized, .actionDeliver, .scrollOffset, .scrollDecelerate, .scrollBounce, .refreshCall, .textLink, .textSelect, .textCaret, .textLoupe, .menuConfiguration, .menuHighlight, .menuPresent, .dragLift, .dragBegin, .dragEnd, .scrollTouchesShouldCancel, .listDidSelect, .listSwipeConfig, .listWillBeginEditing, .listDidEndEditing, .listCommitDelete, .listSwipeBegan, .listSwipeOffset, .listSwipeArmed, .listSwipeOpened, .listSwipeAction, .animationBegin, .animationEnd, .swiftuiAction, .pageWillTransition, .pageDidFinish, .gestureDynamicRequirement, .sheetTracking, .sheetDrag, .sheetOffset, .presentationShouldDismiss, .runloopPending, .viewTree, .viewState: return nil
        }
    }

}
extension TraceEvent {
    public struct Stage: Hashable, Sendable {
        public var touches: [String]?
        public var fingers: [Int]?
        public var phases: [TouchCore.FingerPhase]?
        public var locations: [TouchCore.Point]?
        public var reason: String?

        public init(touches: [String]? = nil, fingers: [Int]? = nil, phases: [TouchCore.FingerPhase]? = nil, locations: [TouchCore.Point]? = nil, reason: String? = nil) {
            self.touches = touches
            self.fingers = fingers
            self.phases = phases
            self.locations = locations
            self.reason = reason
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.touches = try d.optional("touches").map { try d.names($0, "touches") }
            self.fingers = try d.optional("fingers").map { try d.ints($0, "fingers") }
            self.phases = try d.optional("phases").map { try d.phases($0, "phases") }
            self.locations = try d.optional("locations").map { try d.points($0, "locations") }
            self.reason = try d.optional("reason").map { try d.string($0, "reason") }
        }

        func render(into out: inout [TraceField]) {
            if let v = self.touches { out.append(TraceField("touches", .strings(v))) }
            if let v = self.fingers { out.append(TraceField("fingers", .list(v.map { .int($0) }))) }
            if let v = self.phases { out.append(TraceField("phases", .strings(v.map(\.rawValue)))) }
            if let v = self.locations { out.append(TraceField("locations", .list(v.map { .point($0) }))) }
            if let v = self.reason { out.append(TraceField("reason", .string(v))) }
        }
    }

    public struct RunloopWake: Hashable, Sendable {
        public var source: String

        public init(source: String) {
            self.source = source
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.source = try d.string(d.take("source"), "source")
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("source", .string(self.source)))
        }
    }

    public struct TimerFire: Hashable, Sendable {
        public var timer: String

        public init(timer: String) {
            self.timer = timer
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.timer = try d.string(d.take("timer"), "timer")
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("timer", .string(self.timer)))
        }
    }

    public struct HitTestEnter: Hashable, Sendable {
        public var point: TouchCore.Point
        public var pass: Int

        public init(point: TouchCore.Point, pass: Int) {
            self.point = point
            self.pass = pass
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.point = try d.point(d.take("point"), "point")
            self.pass = try d.int(d.take("pass"), "pass")
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("point", .point(self.point)))
            out.append(TraceField("pass", .int(self.pass)))
        }
    }

    public struct HitTestSkip: Hashable, Sendable {
        public var reason: String
        public var alpha: Double?
        public var causedBy: Int?

        public init(reason: String, alpha: Double? = nil, causedBy: Int? = nil) {
            self.reason = reason
            self.alpha = alpha
            self.causedBy = causedBy
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.reason = try d.string(d.take("reason"), "reason")
            self.alpha = try d.optional("alpha").map { try d.double($0, "alpha") }
            self.causedBy = try d.optional("causedBy").map { try d.int($0, "causedBy") }
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("reason", .string(self.reason)))
            if let v = self.alpha { out.append(TraceField("alpha", .number(v))) }
            if let v = self.causedBy { out.append(TraceField("causedBy", .int(v))) }
        }
    }

    public struct HitTestOverride: Hashable, Sendable {
        public var rule: String
        public var defaultResult: String?
        public var result: String?
        public var pass: Int

        public init(rule: String, defaultResult: String?, result: String?, pass: Int) {
            self.rule = rule
            self.defaultResult = defaultResult
            self.result = result
            self.pass = pass
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.rule = try d.string(d.take("rule"), "rule")
            self.defaultResult = try d.nullableName(d.take("default"), "default")
            self.result = try d.nullableName(d.take("result"), "result")
            self.pass = try d.int(d.take("pass"), "pass")
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("rule", .string(self.rule)))
            out.append(TraceField("default", .name(self.defaultResult)))
            out.append(TraceField("result", .name(self.result)))
            out.append(TraceField("pass", .int(self.pass)))
        }
    }

    public struct PointInside: Hashable, Sendable {
        public var inside: Bool

        public init(inside: Bool) {
            self.inside = inside
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.inside = try d.bool(d.take("inside"), "inside")
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("inside", .bool(self.inside)))
        }
    }

    public struct HitTestLeave: Hashable, Sendable {
        public var result: String?

        public init(result: String?) {
            self.result = result
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.result = try d.nullableName(d.take("result"), "result")
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("result", .name(self.result)))
        }
    }

    public struct TouchCreate: Hashable, Sendable {
        public var view: String?
        public var window: String?
        public var location: TouchCore.Point
        public var tapCount: Int
        public var finger: Int

        public init(view: String?, window: String?, location: TouchCore.Point, tapCount: Int, finger: Int) {
            self.view = view
            self.window = window
            self.location = location
            self.tapCount = tapCount
            self.finger = finger
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.view = try d.nullableName(d.take("view"), "view")
            self.window = try d.nullableName(d.take("window"), "window")
            self.location = try d.point(d.take("location"), "location")
            self.tapCount = try d.int(d.take("tapCount"), "tapCount")
            self.finger = try d.int(d.take("finger"), "finger")
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("view", .name(self.view)))
            out.append(TraceField("window", .name(self.window)))
            out.append(TraceField("location", .point(self.location)))
            out.append(TraceField("tapCount", .int(self.tapCount)))
            out.append(TraceField("finger", .int(self.finger)))
        }
    }

    public struct ShouldReceiveTouch: Hashable, Sendable {
        public var asked: String?
        public var result: Bool
        public var touch: String
        public var because: String?
        public var reason: String?

        public init(asked: String?, result: Bool, touch: String, because: String? = nil, reason: String? = nil) {
            self.asked = asked
            self.result = result
            self.touch = touch
            self.because = because
            self.reason = reason
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.asked = try d.nullableName(d.take("asked"), "asked")
            self.result = try d.bool(d.take("result"), "result")
            self.touch = try d.string(d.take("touch"), "touch")
            self.because = try d.optional("because").map { try d.string($0, "because") }
            self.reason = try d.optional("reason").map { try d.string($0, "reason") }
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("asked", .name(self.asked)))
            out.append(TraceField("result", .bool(self.result)))
            out.append(TraceField("touch", .string(self.touch)))
            if let v = self.because { out.append(TraceField("because", .string(v))) }
            if let v = self.reason { out.append(TraceField("reason", .string(v))) }
        }
    }

    public struct GestureTouches: Hashable, Sendable {
        public var touches: [String]
        public var state: TouchCore.GestureState

        public init(touches: [String], state: TouchCore.GestureState) {
            self.touches = touches
            self.state = state
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.touches = try d.names(d.take("touches"), "touches")
            self.state = try d.state(d.take("state"), "state")
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("touches", .strings(self.touches)))
            out.append(TraceField("state", .string(self.state.rawValue)))
        }
    }

    public struct GestureWaiting: Hashable, Sendable {
        public var recognizers: [String]

        public init(recognizers: [String]) {
            self.recognizers = recognizers
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.recognizers = try d.names(d.take("for"), "for")
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("for", .strings(self.recognizers)))
        }
    }

    public struct ShouldBegin: Hashable, Sendable {
        public var asked: String?
        public var result: Bool
        public var because: String?
        public var reason: String?

        public init(asked: String?, result: Bool, because: String? = nil, reason: String? = nil) {
            self.asked = asked
            self.result = result
            self.because = because
            self.reason = reason
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.asked = try d.nullableName(d.take("asked"), "asked")
            self.result = try d.bool(d.take("result"), "result")
            self.because = try d.optional("because").map { try d.string($0, "because") }
            self.reason = try d.optional("reason").map { try d.string($0, "reason") }
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("asked", .name(self.asked)))
            out.append(TraceField("result", .bool(self.result)))
            if let v = self.because { out.append(TraceField("because", .string(v))) }
            if let v = self.reason { out.append(TraceField("reason", .string(v))) }
        }
    }

    public struct ShouldRecognizeSimultaneously: Hashable, Sendable {
        public var other: String
        public var asked: String?
        public var result: Bool
        public var because: String?
        public var reason: String?

        public init(other: String, asked: String?, result: Bool, because: String? = nil, reason: String? = nil) {
            self.other = other
            self.asked = asked
            self.result = result
            self.because = because
            self.reason = reason
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.other = try d.string(d.take("other"), "other")
            self.asked = try d.nullableName(d.take("asked"), "asked")
            self.result = try d.bool(d.take("result"), "result")
            self.because = try d.optional("because").map { try d.string($0, "because") }
            self.reason = try d.optional("reason").map { try d.string($0, "reason") }
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("other", .string(self.other)))
            out.append(TraceField("asked", .name(self.asked)))
            out.append(TraceField("result", .bool(self.result)))
            if let v = self.because { out.append(TraceField("because", .string(v))) }
            if let v = self.reason { out.append(TraceField("reason", .string(v))) }
        }
    }

    public struct ShouldRequireFailure: Hashable, Sendable {
        public var other: String
        public var asked: String?
        public var result: Bool
        public var question: String
        public var because: String?
        public var reason: String?

        public init(other: String, asked: String?, result: Bool, question: String, because: String? = nil, reason: String? = nil) {
            self.other = other
            self.asked = asked
            self.result = result
            self.question = question
            self.because = because
            self.reason = reason
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.other = try d.string(d.take("other"), "other")
            self.asked = try d.nullableName(d.take("asked"), "asked")
            self.result = try d.bool(d.take("result"), "result")
            self.question = try d.string(d.take("question"), "question")
            self.because = try d.optional("because").map { try d.string($0, "because") }
            self.reason = try d.optional("reason").map { try d.string($0, "reason") }
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("other", .string(self.other)))
            out.append(TraceField("asked", .name(self.asked)))
            out.append(TraceField("result", .bool(self.result)))
            out.append(TraceField("question", .string(self.question)))
            if let v = self.because { out.append(TraceField("because", .string(v))) }
            if let v = self.reason { out.append(TraceField("reason", .string(v))) }
        }
    }

    public struct StateChange: Hashable, Sendable {
        public var from: TouchCore.GestureState
        public var to: TouchCore.GestureState
        public var cause: TouchCore.Cause
        public var causedBy: Int?

        public init(from: TouchCore.GestureState, to: TouchCore.GestureState, cause: TouchCore.Cause, causedBy: Int? = nil) {
            self.from = from
            self.to = to
            self.cause = cause
            self.causedBy = causedBy
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.from = try d.state(d.take("from"), "from")
            self.to = try d.state(d.take("to"), "to")
            self.cause = try d.cause(d.take("cause"), "cause")
            self.causedBy = try d.optional("causedBy").map { try d.int($0, "causedBy") }
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("from", .string(self.from.rawValue)))
            out.append(TraceField("to", .string(self.to.rawValue)))
            out.append(TraceField(cause: self.cause))
            if let v = self.causedBy { out.append(TraceField("causedBy", .int(v))) }
        }
    }

    public struct GestureAction: Hashable, Sendable {
        public var action: String
        public var target: String
        public var state: TouchCore.GestureState
        public var location: TouchCore.Point?
        public var numberOfTouches: Int?
        public var translation: TouchCore.Point?
        public var scale: Double?
        public var rotation: Double?
        public var numberOfTaps: Int?
        public var direction: String?
        public var velocity: GestureVelocity?

        public init(action: String, target: String, state: TouchCore.GestureState, location: TouchCore.Point? = nil, numberOfTouches: Int? = nil, translation: TouchCore.Point? = nil, scale: Double? = nil, rotation: Double? = nil, numberOfTaps: Int? = nil, direction: String? = nil, velocity: GestureVelocity? = nil) {
            self.action = action
            self.target = target
            self.state = state
            self.location = location
            self.numberOfTouches = numberOfTouches
            self.translation = translation
            self.scale = scale
            self.rotation = rotation
            self.numberOfTaps = numberOfTaps
            self.direction = direction
            self.velocity = velocity
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.action = try d.string(d.take("action"), "action")
            self.target = try d.string(d.take("target"), "target")
            self.state = try d.state(d.take("state"), "state")
            self.location = try d.optional("location").map { try d.point($0, "location") }
            self.numberOfTouches = try d.optional("numberOfTouches").map { try d.int($0, "numberOfTouches") }
            self.translation = try d.optional("translation").map { try d.point($0, "translation") }
            self.scale = try d.optional("scale").map { try d.double($0, "scale") }
            self.rotation = try d.optional("rotation").map { try d.double($0, "rotation") }
            self.numberOfTaps = try d.optional("numberOfTaps").map { try d.int($0, "numberOfTaps") }
            self.direction = try d.optional("direction").map { try d.string($0, "direction") }
            self.velocity = try d.optional("velocity").map { try d.velocity($0, "velocity") }
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("action", .string(self.action)))
            out.append(TraceField("target", .string(self.target)))
            out.append(TraceField("state", .string(self.state.rawValue)))
            if let v = self.location { out.append(TraceField("location", .point(v))) }
            if let v = self.numberOfTouches { out.append(TraceField("numberOfTouches", .int(v))) }
            if let v = self.translation { out.append(TraceField("translation", .point(v))) }
            if let v = self.scale { out.append(TraceField("scale", .number(v))) }
            if let v = self.rotation { out.append(TraceField("rotation", .number(v))) }
            if let v = self.numberOfTaps { out.append(TraceField("numberOfTaps", .int(v))) }
            if let v = self.direction { out.append(TraceField("direction", .string(v))) }
            if let v = self.velocity { out.append(TraceField("velocity", v.value)) }
        }
    }

    public struct DynamicRequirement: Hashable, Sendable {
        public var on: String
        public var reason: String

        public init(on: String, reason: String) {
            self.on = on
            self.reason = reason
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.on = try d.string(d.take("on"), "on")
            self.reason = try d.string(d.take("reason"), "reason")
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("on", .string(self.on)))
            out.append(TraceField("reason", .string(self.reason)))
        }
    }

    public struct ResponderTouches: Hashable, Sendable {
        public var touches: [String]
        public var behaviour: TouchCore.TouchBehaviour
        public var cause: TouchCore.Cause?
        public var causedBy: Int?

        public init(touches: [String], behaviour: TouchCore.TouchBehaviour, cause: TouchCore.Cause? = nil, causedBy: Int? = nil) {
            self.touches = touches
            self.behaviour = behaviour
            self.cause = cause
            self.causedBy = causedBy
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.touches = try d.names(d.take("touches"), "touches")
            self.behaviour = try d.behaviour(d.take("behaviour"), "behaviour")
            self.cause = try d.optional("cause").map { try d.cause($0, "cause") }
            self.causedBy = try d.optional("causedBy").map { try d.int($0, "causedBy") }
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("touches", .strings(self.touches)))
            out.append(TraceField("behaviour", .string(self.behaviour.rawValue)))
            if let v = self.cause { out.append(TraceField(cause: v)) }
            if let v = self.causedBy { out.append(TraceField("causedBy", .int(v))) }
        }
    }

    public struct DeliveryDelayed: Hashable, Sendable {
        public var phase: String
        public var touches: [String]
        public var by: [String]

        public init(phase: String, touches: [String], by: [String]) {
            self.phase = phase
            self.touches = touches
            self.by = by
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.phase = try d.string(d.take("phase"), "phase")
            self.touches = try d.names(d.take("touches"), "touches")
            self.by = try d.names(d.take("by"), "by")
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("phase", .string(self.phase)))
            out.append(TraceField("touches", .strings(self.touches)))
            out.append(TraceField("by", .strings(self.by)))
        }
    }

    public struct DeliveryReleased: Hashable, Sendable {
        public var phase: String
        public var touches: [String]
        public var location: TouchCore.Point?
        public var timestamp: Double?
        public var cause: TouchCore.Cause?
        public var causedBy: Int?

        public init(phase: String, touches: [String], location: TouchCore.Point? = nil, timestamp: Double? = nil, cause: TouchCore.Cause? = nil, causedBy: Int? = nil) {
            self.phase = phase
            self.touches = touches
            self.location = location
            self.timestamp = timestamp
            self.cause = cause
            self.causedBy = causedBy
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.phase = try d.string(d.take("phase"), "phase")
            self.touches = try d.names(d.take("touches"), "touches")
            self.location = try d.optional("location").map { try d.point($0, "location") }
            self.timestamp = try d.optional("timestamp").map { try d.double($0, "timestamp") }
            self.cause = try d.optional("cause").map { try d.cause($0, "cause") }
            self.causedBy = try d.optional("causedBy").map { try d.int($0, "causedBy") }
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("phase", .string(self.phase)))
            out.append(TraceField("touches", .strings(self.touches)))
            if let v = self.location { out.append(TraceField("location", .point(v))) }
            if let v = self.timestamp { out.append(TraceField("timestamp", .number(v))) }
            if let v = self.cause { out.append(TraceField(cause: v)) }
            if let v = self.causedBy { out.append(TraceField("causedBy", .int(v))) }
        }
    }

    public struct DeliveryDropped: Hashable, Sendable {
        public var phase: String
        public var touches: [String]
        public var by: [String]
        public var cause: TouchCore.Cause?
        public var causedBy: Int?

        public init(phase: String, touches: [String], by: [String], cause: TouchCore.Cause? = nil, causedBy: Int? = nil) {
            self.phase = phase
            self.touches = touches
            self.by = by
            self.cause = cause
            self.causedBy = causedBy
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.phase = try d.string(d.take("phase"), "phase")
            self.touches = try d.names(d.take("touches"), "touches")
            self.by = try d.names(d.take("by"), "by")
            self.cause = try d.optional("cause").map { try d.cause($0, "cause") }
            self.causedBy = try d.optional("causedBy").map { try d.int($0, "causedBy") }
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("phase", .string(self.phase)))
            out.append(TraceField("touches", .strings(self.touches)))
            out.append(TraceField("by", .strings(self.by)))
            if let v = self.cause { out.append(TraceField(cause: v)) }
            if let v = self.causedBy { out.append(TraceField("causedBy", .int(v))) }
        }
    }

    public struct DeliveryWithheld: Hashable, Sendable {
        public var touches: [String]
        public var reason: String

        public init(touches: [String], reason: String) {
            self.touches = touches
            self.reason = reason
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.touches = try d.names(d.take("touches"), "touches")
            self.reason = try d.string(d.take("reason"), "reason")
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("touches", .strings(self.touches)))
            out.append(TraceField("reason", .string(self.reason)))
        }
    }

    public struct ControlTracking: Hashable, Sendable {
        public var touch: String
        public var cause: TouchCore.Cause?
        public var causedBy: Int?

        public init(touch: String, cause: TouchCore.Cause? = nil, causedBy: Int? = nil) {
            self.touch = touch
            self.cause = cause
            self.causedBy = causedBy
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.touch = try d.string(d.take("touch"), "touch")
            self.cause = try d.optional("cause").map { try d.cause($0, "cause") }
            self.causedBy = try d.optional("causedBy").map { try d.int($0, "causedBy") }
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("touch", .string(self.touch)))
            if let v = self.cause { out.append(TraceField(cause: v)) }
            if let v = self.causedBy { out.append(TraceField("causedBy", .int(v))) }
        }
    }

    public struct ControlEvent: Hashable, Sendable {
        public var event: String

        public init(event: String) {
            self.event = event
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.event = try d.string(d.take("event"), "event")
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("event", .string(self.event)))
        }
    }

    public struct ActionSend: Hashable, Sendable {
        public var action: String
        public var target: String?

        public init(action: String, target: String?) {
            self.action = action
            self.target = target
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.action = try d.string(d.take("action"), "action")
            self.target = try d.nullableName(d.take("target"), "target")
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("action", .string(self.action)))
            out.append(TraceField("target", .name(self.target)))
        }
    }

    public struct ActionDeliver: Hashable, Sendable {
        public var action: String
        public var sender: String

        public init(action: String, sender: String) {
            self.action = action
            self.sender = sender
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.action = try d.string(d.take("action"), "action")
            self.sender = try d.string(d.take("sender"), "sender")
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("action", .string(self.action)))
            out.append(TraceField("sender", .string(self.sender)))
        }
    }

    public struct ScrollOffset: Hashable, Sendable {
        public var offset: TouchCore.Point
        public var rubberBand: TouchCore.Point?
        public var forwardedFrom: String?

        public init(offset: TouchCore.Point, rubberBand: TouchCore.Point? = nil, forwardedFrom: String? = nil) {
            self.offset = offset
            self.rubberBand = rubberBand
            self.forwardedFrom = forwardedFrom
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.offset = try d.point(d.take("offset"), "offset")
            self.rubberBand = try d.optional("rubberBand").map { try d.point($0, "rubberBand") }
            self.forwardedFrom = try d.optional("forwardedFrom").map { try d.string($0, "forwardedFrom") }
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("offset", .point(self.offset)))
            if let v = self.rubberBand { out.append(TraceField("rubberBand", .point(v))) }
            if let v = self.forwardedFrom { out.append(TraceField("forwardedFrom", .string(v))) }
        }
    }

    public struct ScrollDecelerate: Hashable, Sendable {
        public var velocity: TouchCore.Point

        public init(velocity: TouchCore.Point) {
            self.velocity = velocity
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.velocity = try d.point(d.take("velocity"), "velocity")
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("velocity", .point(self.velocity)))
        }
    }

    public struct ScrollStop: Hashable, Sendable {
        public var offset: TouchCore.Point
        public var cause: TouchCore.Cause
        public var causedBy: Int?

        public init(offset: TouchCore.Point, cause: TouchCore.Cause, causedBy: Int? = nil) {
            self.offset = offset
            self.cause = cause
            self.causedBy = causedBy
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.offset = try d.point(d.take("offset"), "offset")
            self.cause = try d.cause(d.take("cause"), "cause")
            self.causedBy = try d.optional("causedBy").map { try d.int($0, "causedBy") }
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("offset", .point(self.offset)))
            out.append(TraceField(cause: self.cause))
            if let v = self.causedBy { out.append(TraceField("causedBy", .int(v))) }
        }
    }

    public struct ScrollBounce: Hashable, Sendable {
        public var edge: String
        public var from: TouchCore.Point
        public var to: TouchCore.Point

        public init(edge: String, from: TouchCore.Point, to: TouchCore.Point) {
            self.edge = edge
            self.from = from
            self.to = to
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.edge = try d.string(d.take("edge"), "edge")
            self.from = try d.point(d.take("from"), "from")
            self.to = try d.point(d.take("to"), "to")
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("edge", .string(self.edge)))
            out.append(TraceField("from", .point(self.from)))
            out.append(TraceField("to", .point(self.to)))
        }
    }

    public struct RefreshState: Hashable, Sendable {
        public var from: String
        public var to: String
        public var visible: Double
        public var trigger: Double
        public var tracking: Bool
        public var inset: Double
        public var cause: TouchCore.Cause
        public var causedBy: Int?

        public init(from: String, to: String, visible: Double, trigger: Double, tracking: Bool, inset: Double, cause: TouchCore.Cause, causedBy: Int? = nil) {
            self.from = from
            self.to = to
            self.visible = visible
            self.trigger = trigger
            self.tracking = tracking
            self.inset = inset
            self.cause = cause
            self.causedBy = causedBy
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.from = try d.string(d.take("from"), "from")
            self.to = try d.string(d.take("to"), "to")
            self.visible = try d.double(d.take("visible"), "visible")
            self.trigger = try d.double(d.take("trigger"), "trigger")
            self.tracking = try d.bool(d.take("tracking"), "tracking")
            self.inset = try d.double(d.take("inset"), "inset")
            self.cause = try d.cause(d.take("cause"), "cause")
            self.causedBy = try d.optional("causedBy").map { try d.int($0, "causedBy") }
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("from", .string(self.from)))
            out.append(TraceField("to", .string(self.to)))
            out.append(TraceField("visible", .number(self.visible)))
            out.append(TraceField("trigger", .number(self.trigger)))
            out.append(TraceField("tracking", .bool(self.tracking)))
            out.append(TraceField("inset", .number(self.inset)))
            out.append(TraceField(cause: self.cause))
            if let v = self.causedBy { out.append(TraceField("causedBy", .int(v))) }
        }
    }

    public struct RefreshCall: Hashable, Sendable {
        public var method: String
        public var by: String

        public init(method: String, by: String) {
            self.method = method
            self.by = by
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.method = try d.string(d.take("method"), "method")
            self.by = try d.string(d.take("by"), "by")
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("method", .string(self.method)))
            out.append(TraceField("by", .string(self.by)))
        }
    }

    public struct TextLink: Hashable, Sendable {
        public var link: String
        public var action: String
        public var asked: String?

        public init(link: String, action: String, asked: String?) {
            self.link = link
            self.action = action
            self.asked = asked
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.link = try d.string(d.take("link"), "link")
            self.action = try d.string(d.take("action"), "action")
            self.asked = try d.nullableName(d.take("asked"), "asked")
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("link", .string(self.link)))
            out.append(TraceField("action", .string(self.action)))
            out.append(TraceField("asked", .name(self.asked)))
        }
    }

    public struct TextSelect: Hashable, Sendable {
        public var granularity: String
        public var at: TouchCore.Point

        public init(granularity: String, at: TouchCore.Point) {
            self.granularity = granularity
            self.at = at
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.granularity = try d.string(d.take("granularity"), "granularity")
            self.at = try d.point(d.take("at"), "at")
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("granularity", .string(self.granularity)))
            out.append(TraceField("at", .point(self.at)))
        }
    }

    public struct TextCaret: Hashable, Sendable {
        public var at: TouchCore.Point

        public init(at: TouchCore.Point) {
            self.at = at
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.at = try d.point(d.take("at"), "at")
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("at", .point(self.at)))
        }
    }

    public struct TextLoupe: Hashable, Sendable {
        public var state: String

        public init(state: String) {
            self.state = state
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.state = try d.string(d.take("state"), "state")
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("state", .string(self.state)))
        }
    }

    public struct ZoomBegin: Hashable, Sendable {
        public var scale: Double
        public var cause: TouchCore.Cause
        public var causedBy: Int?

        public init(scale: Double, cause: TouchCore.Cause, causedBy: Int? = nil) {
            self.scale = scale
            self.cause = cause
            self.causedBy = causedBy
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.scale = try d.double(d.take("scale"), "scale")
            self.cause = try d.cause(d.take("cause"), "cause")
            self.causedBy = try d.optional("causedBy").map { try d.int($0, "causedBy") }
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("scale", .number(self.scale)))
            out.append(TraceField(cause: self.cause))
            if let v = self.causedBy { out.append(TraceField("causedBy", .int(v))) }
        }
    }

    public struct Zoom: Hashable, Sendable {
        public var scale: Double
        public var offset: TouchCore.Point
        public var contentSize: TouchCore.Point
        public var cause: TouchCore.Cause
        public var causedBy: Int?

        public init(scale: Double, offset: TouchCore.Point, contentSize: TouchCore.Point, cause: TouchCore.Cause, causedBy: Int? = nil) {
            self.scale = scale
            self.offset = offset
            self.contentSize = contentSize
            self.cause = cause
            self.causedBy = causedBy
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.scale = try d.double(d.take("scale"), "scale")
            self.offset = try d.point(d.take("offset"), "offset")
            self.contentSize = try d.point(d.take("contentSize"), "contentSize")
            self.cause = try d.cause(d.take("cause"), "cause")
            self.causedBy = try d.optional("causedBy").map { try d.int($0, "causedBy") }
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("scale", .number(self.scale)))
            out.append(TraceField("offset", .point(self.offset)))
            out.append(TraceField("contentSize", .point(self.contentSize)))
            out.append(TraceField(cause: self.cause))
            if let v = self.causedBy { out.append(TraceField("causedBy", .int(v))) }
        }
    }

    public struct ZoomEnd: Hashable, Sendable {
        public var scale: Double
        public var offset: TouchCore.Point
        public var cause: TouchCore.Cause
        public var causedBy: Int?

        public init(scale: Double, offset: TouchCore.Point, cause: TouchCore.Cause, causedBy: Int? = nil) {
            self.scale = scale
            self.offset = offset
            self.cause = cause
            self.causedBy = causedBy
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.scale = try d.double(d.take("scale"), "scale")
            self.offset = try d.point(d.take("offset"), "offset")
            self.cause = try d.cause(d.take("cause"), "cause")
            self.causedBy = try d.optional("causedBy").map { try d.int($0, "causedBy") }
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("scale", .number(self.scale)))
            out.append(TraceField("offset", .point(self.offset)))
            out.append(TraceField(cause: self.cause))
            if let v = self.causedBy { out.append(TraceField("causedBy", .int(v))) }
        }
    }

    public struct MenuConfiguration: Hashable, Sendable {
        public var delegate: String?
        public var result: Bool
        public var position: ListPosition?
        public var because: String?
        public var reason: String?

        public init(delegate: String?, result: Bool, position: ListPosition? = nil, because: String? = nil, reason: String? = nil) {
            self.delegate = delegate
            self.result = result
            self.position = position
            self.because = because
            self.reason = reason
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.delegate = try d.nullableName(d.take("delegate"), "delegate")
            self.result = try d.bool(d.take("result"), "result")
            self.position = try d.optionalPosition()
            self.because = try d.optional("because").map { try d.string($0, "because") }
            self.reason = try d.optional("reason").map { try d.string($0, "reason") }
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("delegate", .name(self.delegate)))
            out.append(TraceField("result", .bool(self.result)))
            if let p = self.position { out.append(p.field) }
            if let v = self.because { out.append(TraceField("because", .string(v))) }
            if let v = self.reason { out.append(TraceField("reason", .string(v))) }
        }
    }

    public struct MenuView: Hashable, Sendable {
        public var view: String
        public var position: ListPosition?

        public init(view: String, position: ListPosition? = nil) {
            self.view = view
            self.position = position
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.view = try d.string(d.take("view"), "view")
            self.position = try d.optionalPosition()
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("view", .string(self.view)))
            if let p = self.position { out.append(p.field) }
        }
    }

    public struct InteractionEnd: Hashable, Sendable {
        public var cause: TouchCore.Cause
        public var causedBy: Int?

        public init(cause: TouchCore.Cause, causedBy: Int? = nil) {
            self.cause = cause
            self.causedBy = causedBy
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.cause = try d.cause(d.take("cause"), "cause")
            self.causedBy = try d.optional("causedBy").map { try d.int($0, "causedBy") }
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField(cause: self.cause))
            if let v = self.causedBy { out.append(TraceField("causedBy", .int(v))) }
        }
    }

    public struct DragLift: Hashable, Sendable {
        public var view: String
        public var items: Int
        public var position: ListPosition?

        public init(view: String, items: Int, position: ListPosition? = nil) {
            self.view = view
            self.items = items
            self.position = position
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.view = try d.string(d.take("view"), "view")
            self.items = try d.int(d.take("items"), "items")
            self.position = try d.optionalPosition()
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("view", .string(self.view)))
            out.append(TraceField("items", .int(self.items)))
            if let p = self.position { out.append(p.field) }
        }
    }

    public struct DragItems: Hashable, Sendable {
        public var items: Int

        public init(items: Int) {
            self.items = items
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.items = try d.int(d.take("items"), "items")
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("items", .int(self.items)))
        }
    }

    public struct TouchesShouldCancel: Hashable, Sendable {
        public var view: String
        public var result: Bool
        public var because: String?
        public var reason: String?

        public init(view: String, result: Bool, because: String? = nil, reason: String? = nil) {
            self.view = view
            self.result = result
            self.because = because
            self.reason = reason
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.view = try d.string(d.take("view"), "view")
            self.result = try d.bool(d.take("result"), "result")
            self.because = try d.optional("because").map { try d.string($0, "because") }
            self.reason = try d.optional("reason").map { try d.string($0, "reason") }
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("view", .string(self.view)))
            out.append(TraceField("result", .bool(self.result)))
            if let v = self.because { out.append(TraceField("because", .string(v))) }
            if let v = self.reason { out.append(TraceField("reason", .string(v))) }
        }
    }

    public struct ListCell: Hashable, Sendable {
        public var cell: String
        public var position: ListPosition
        public var cause: TouchCore.Cause?
        public var causedBy: Int?

        public init(cell: String, position: ListPosition, cause: TouchCore.Cause? = nil, causedBy: Int? = nil) {
            self.cell = cell
            self.position = position
            self.cause = cause
            self.causedBy = causedBy
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.cell = try d.string(d.take("cell"), "cell")
            self.position = try d.position()
            self.cause = try d.optional("cause").map { try d.cause($0, "cause") }
            self.causedBy = try d.optional("causedBy").map { try d.int($0, "causedBy") }
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("cell", .string(self.cell)))
            out.append(self.position.field)
            if let v = self.cause { out.append(TraceField(cause: v)) }
            if let v = self.causedBy { out.append(TraceField("causedBy", .int(v))) }
        }
    }

    public struct ListDelegateCall: Hashable, Sendable {
        public var delegate: String?
        public var position: ListPosition

        public init(delegate: String?, position: ListPosition) {
            self.delegate = delegate
            self.position = position
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.delegate = try d.nullableName(d.take("delegate"), "delegate")
            self.position = try d.position()
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("delegate", .name(self.delegate)))
            out.append(self.position.field)
        }
    }

    public struct ListRowDelegate: Hashable, Sendable {
        public var position: ListPosition
        public var delegate: String?

        public init(position: ListPosition, delegate: String?) {
            self.position = position
            self.delegate = delegate
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.position = try d.position()
            self.delegate = try d.nullableName(d.take("delegate"), "delegate")
        }

        func render(into out: inout [TraceField]) {
            out.append(self.position.field)
            out.append(TraceField("delegate", .name(self.delegate)))
        }
    }

    public struct SwipeConfig: Hashable, Sendable {
        public var position: ListPosition
        public var edge: String
        public var delegate: String?
        public var isDefault: Bool
        public var actions: [String]
        public var fullSwipe: Bool

        public init(position: ListPosition, edge: String, delegate: String?, isDefault: Bool, actions: [String], fullSwipe: Bool) {
            self.position = position
            self.edge = edge
            self.delegate = delegate
            self.isDefault = isDefault
            self.actions = actions
            self.fullSwipe = fullSwipe
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.position = try d.position()
            self.edge = try d.string(d.take("edge"), "edge")
            self.delegate = try d.nullableName(d.take("delegate"), "delegate")
            self.isDefault = try d.bool(d.take("default"), "default")
            self.actions = try d.names(d.take("actions"), "actions")
            self.fullSwipe = try d.bool(d.take("fullSwipe"), "fullSwipe")
        }

        func render(into out: inout [TraceField]) {
            out.append(self.position.field)
            out.append(TraceField("edge", .string(self.edge)))
            out.append(TraceField("delegate", .name(self.delegate)))
            out.append(TraceField("default", .bool(self.isDefault)))
            out.append(TraceField("actions", .strings(self.actions)))
            out.append(TraceField("fullSwipe", .bool(self.fullSwipe)))
        }
    }

    public struct SwipeEdge: Hashable, Sendable {
        public var position: ListPosition
        public var edge: String

        public init(position: ListPosition, edge: String) {
            self.position = position
            self.edge = edge
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.position = try d.position()
            self.edge = try d.string(d.take("edge"), "edge")
        }

        func render(into out: inout [TraceField]) {
            out.append(self.position.field)
            out.append(TraceField("edge", .string(self.edge)))
        }
    }

    public struct SwipeOffset: Hashable, Sendable {
        public var position: ListPosition
        public var offset: Double

        public init(position: ListPosition, offset: Double) {
            self.position = position
            self.offset = offset
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.position = try d.position()
            self.offset = try d.double(d.take("offset"), "offset")
        }

        func render(into out: inout [TraceField]) {
            out.append(self.position.field)
            out.append(TraceField("offset", .number(self.offset)))
        }
    }

    public struct SwipeArmed: Hashable, Sendable {
        public var position: ListPosition
        public var edge: String
        public var armed: Bool
        public var distance: Double

        public init(position: ListPosition, edge: String, armed: Bool, distance: Double) {
            self.position = position
            self.edge = edge
            self.armed = armed
            self.distance = distance
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.position = try d.position()
            self.edge = try d.string(d.take("edge"), "edge")
            self.armed = try d.bool(d.take("armed"), "armed")
            self.distance = try d.double(d.take("distance"), "distance")
        }

        func render(into out: inout [TraceField]) {
            out.append(self.position.field)
            out.append(TraceField("edge", .string(self.edge)))
            out.append(TraceField("armed", .bool(self.armed)))
            out.append(TraceField("distance", .number(self.distance)))
        }
    }

    public struct SwipeOpened: Hashable, Sendable {
        public var position: ListPosition
        public var edge: String
        public var width: Double

        public init(position: ListPosition, edge: String, width: Double) {
            self.position = position
            self.edge = edge
            self.width = width
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.position = try d.position()
            self.edge = try d.string(d.take("edge"), "edge")
            self.width = try d.double(d.take("width"), "width")
        }

        func render(into out: inout [TraceField]) {
            out.append(self.position.field)
            out.append(TraceField("edge", .string(self.edge)))
            out.append(TraceField("width", .number(self.width)))
        }
    }

    public struct SwipeClosed: Hashable, Sendable {
        public var position: ListPosition
        public var edge: String
        public var cause: TouchCore.Cause
        public var causedBy: Int?

        public init(position: ListPosition, edge: String, cause: TouchCore.Cause, causedBy: Int? = nil) {
            self.position = position
            self.edge = edge
            self.cause = cause
            self.causedBy = causedBy
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.position = try d.position()
            self.edge = try d.string(d.take("edge"), "edge")
            self.cause = try d.cause(d.take("cause"), "cause")
            self.causedBy = try d.optional("causedBy").map { try d.int($0, "causedBy") }
        }

        func render(into out: inout [TraceField]) {
            out.append(self.position.field)
            out.append(TraceField("edge", .string(self.edge)))
            out.append(TraceField(cause: self.cause))
            if let v = self.causedBy { out.append(TraceField("causedBy", .int(v))) }
        }
    }

    public struct SwipeAction: Hashable, Sendable {
        public var position: ListPosition
        public var edge: String
        public var action: String
        public var index: Int
        public var style: String
        public var via: String

        public init(position: ListPosition, edge: String, action: String, index: Int, style: String, via: String) {
            self.position = position
            self.edge = edge
            self.action = action
            self.index = index
            self.style = style
            self.via = via
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.position = try d.position()
            self.edge = try d.string(d.take("edge"), "edge")
            self.action = try d.string(d.take("action"), "action")
            self.index = try d.int(d.take("index"), "index")
            self.style = try d.string(d.take("style"), "style")
            self.via = try d.string(d.take("via"), "via")
        }

        func render(into out: inout [TraceField]) {
            out.append(self.position.field)
            out.append(TraceField("edge", .string(self.edge)))
            out.append(TraceField("action", .string(self.action)))
            out.append(TraceField("index", .int(self.index)))
            out.append(TraceField("style", .string(self.style)))
            out.append(TraceField("via", .string(self.via)))
        }
    }

    public struct NavigationPop: Hashable, Sendable {
        public var controller: String
        public var cause: TouchCore.Cause
        public var causedBy: Int?
        public var recognizer: String

        public init(controller: String, cause: TouchCore.Cause, causedBy: Int? = nil, recognizer: String) {
            self.controller = controller
            self.cause = cause
            self.causedBy = causedBy
            self.recognizer = recognizer
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.controller = try d.string(d.take("controller"), "controller")
            self.cause = try d.cause(d.take("cause"), "cause")
            self.causedBy = try d.optional("causedBy").map { try d.int($0, "causedBy") }
            self.recognizer = try d.string(d.take("recognizer"), "recognizer")
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("controller", .string(self.controller)))
            out.append(TraceField(cause: self.cause))
            if let v = self.causedBy { out.append(TraceField("causedBy", .int(v))) }
            out.append(TraceField("recognizer", .string(self.recognizer)))
        }
    }

    public struct AnimationBegin: Hashable, Sendable {
        public var views: [String]
        public var duration: Double
        public var delay: Double
        public var allowUserInteraction: Bool
        public var animator: String
        public var userInteractionEnabled: Bool?

        public init(views: [String], duration: Double, delay: Double, allowUserInteraction: Bool, animator: String, userInteractionEnabled: Bool? = nil) {
            self.views = views
            self.duration = duration
            self.delay = delay
            self.allowUserInteraction = allowUserInteraction
            self.animator = animator
            self.userInteractionEnabled = userInteractionEnabled
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.views = try d.names(d.take("views"), "views")
            self.duration = try d.double(d.take("duration"), "duration")
            self.delay = try d.double(d.take("delay"), "delay")
            self.allowUserInteraction = try d.bool(d.take("allowUserInteraction"), "allowUserInteraction")
            self.animator = try d.string(d.take("animator"), "animator")
            self.userInteractionEnabled = try d.optional("userInteractionEnabled").map { try d.bool($0, "userInteractionEnabled") }
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("views", .strings(self.views)))
            out.append(TraceField("duration", .number(self.duration)))
            out.append(TraceField("delay", .number(self.delay)))
            out.append(TraceField("allowUserInteraction", .bool(self.allowUserInteraction)))
            out.append(TraceField("animator", .string(self.animator)))
            if let v = self.userInteractionEnabled { out.append(TraceField("userInteractionEnabled", .bool(v))) }
        }
    }

    public struct AnimationEnd: Hashable, Sendable {
        public var finished: Bool

        public init(finished: Bool) {
            self.finished = finished
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.finished = try d.bool(d.take("finished"), "finished")
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("finished", .bool(self.finished)))
        }
    }

    public struct SwiftUIAction: Hashable, Sendable {
        public var region: String
        public var action: String

        public init(region: String, action: String) {
            self.region = region
            self.action = action
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.region = try d.string(d.take("region"), "region")
            self.action = try d.string(d.take("action"), "action")
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("region", .string(self.region)))
            out.append(TraceField("action", .string(self.action)))
        }
    }

    public struct PageWillTransition: Hashable, Sendable {
        public var to: String
        public var delegate: String?

        public init(to: String, delegate: String?) {
            self.to = to
            self.delegate = delegate
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.to = try d.string(d.take("to"), "to")
            self.delegate = try d.nullableName(d.take("delegate"), "delegate")
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("to", .string(self.to)))
            out.append(TraceField("delegate", .name(self.delegate)))
        }
    }

    public struct PageDidFinish: Hashable, Sendable {
        public var completed: Bool
        public var previous: String
        public var current: String
        public var delegate: String?

        public init(completed: Bool, previous: String, current: String, delegate: String?) {
            self.completed = completed
            self.previous = previous
            self.current = current
            self.delegate = delegate
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.completed = try d.bool(d.take("completed"), "completed")
            self.previous = try d.string(d.take("previous"), "previous")
            self.current = try d.string(d.take("current"), "current")
            self.delegate = try d.nullableName(d.take("delegate"), "delegate")
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("completed", .bool(self.completed)))
            out.append(TraceField("previous", .string(self.previous)))
            out.append(TraceField("current", .string(self.current)))
            out.append(TraceField("delegate", .name(self.delegate)))
        }
    }

    public struct SheetTracking: Hashable, Sendable {
        public var scrollView: String
        public var result: Bool
        public var reason: String

        public init(scrollView: String, result: Bool, reason: String) {
            self.scrollView = scrollView
            self.result = result
            self.reason = reason
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.scrollView = try d.string(d.take("scrollView"), "scrollView")
            self.result = try d.bool(d.take("result"), "result")
            self.reason = try d.string(d.take("reason"), "reason")
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("scrollView", .string(self.scrollView)))
            out.append(TraceField("result", .bool(self.result)))
            out.append(TraceField("reason", .string(self.reason)))
        }
    }

    public struct SheetDrag: Hashable, Sendable {
        public var phase: String
        public var source: String
        public var offset: Double
        public var velocity: Double?
        public var target: String?

        public init(phase: String, source: String, offset: Double, velocity: Double? = nil, target: String? = nil) {
            self.phase = phase
            self.source = source
            self.offset = offset
            self.velocity = velocity
            self.target = target
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.phase = try d.string(d.take("phase"), "phase")
            self.source = try d.string(d.take("source"), "source")
            self.offset = try d.double(d.take("offset"), "offset")
            self.velocity = try d.optional("velocity").map { try d.double($0, "velocity") }
            self.target = try d.optional("target").map { try d.string($0, "target") }
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("phase", .string(self.phase)))
            out.append(TraceField("source", .string(self.source)))
            out.append(TraceField("offset", .number(self.offset)))
            if let v = self.velocity { out.append(TraceField("velocity", .number(v))) }
            if let v = self.target { out.append(TraceField("target", .string(v))) }
        }
    }

    public struct SheetOffset: Hashable, Sendable {
        public var offset: Double
        public var source: String

        public init(offset: Double, source: String) {
            self.offset = offset
            self.source = source
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.offset = try d.double(d.take("offset"), "offset")
            self.source = try d.string(d.take("source"), "source")
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("offset", .number(self.offset)))
            out.append(TraceField("source", .string(self.source)))
        }
    }

    public struct SheetDetent: Hashable, Sendable {
        public var from: String
        public var to: String
        public var delegate: String?
        public var cause: TouchCore.Cause
        public var causedBy: Int?

        public init(from: String, to: String, delegate: String?, cause: TouchCore.Cause, causedBy: Int? = nil) {
            self.from = from
            self.to = to
            self.delegate = delegate
            self.cause = cause
            self.causedBy = causedBy
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.from = try d.string(d.take("from"), "from")
            self.to = try d.string(d.take("to"), "to")
            self.delegate = try d.nullableName(d.take("delegate"), "delegate")
            self.cause = try d.cause(d.take("cause"), "cause")
            self.causedBy = try d.optional("causedBy").map { try d.int($0, "causedBy") }
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("from", .string(self.from)))
            out.append(TraceField("to", .string(self.to)))
            out.append(TraceField("delegate", .name(self.delegate)))
            out.append(TraceField(cause: self.cause))
            if let v = self.causedBy { out.append(TraceField("causedBy", .int(v))) }
        }
    }

    public struct ShouldDismiss: Hashable, Sendable {
        public var asked: String?
        public var result: Bool
        public var reason: String
        public var because: String?

        public init(asked: String?, result: Bool, reason: String, because: String? = nil) {
            self.asked = asked
            self.result = result
            self.reason = reason
            self.because = because
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.asked = try d.nullableName(d.take("asked"), "asked")
            self.result = try d.bool(d.take("result"), "result")
            self.reason = try d.string(d.take("reason"), "reason")
            self.because = try d.optional("because").map { try d.string($0, "because") }
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("asked", .name(self.asked)))
            out.append(TraceField("result", .bool(self.result)))
            out.append(TraceField("reason", .string(self.reason)))
            if let v = self.because { out.append(TraceField("because", .string(v))) }
        }
    }

    public struct DismissDelegate: Hashable, Sendable {
        public var delegate: String?
        public var cause: TouchCore.Cause?
        public var causedBy: Int?

        public init(delegate: String?, cause: TouchCore.Cause? = nil, causedBy: Int? = nil) {
            self.delegate = delegate
            self.cause = cause
            self.causedBy = causedBy
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.delegate = try d.nullableName(d.take("delegate"), "delegate")
            self.cause = try d.optional("cause").map { try d.cause($0, "cause") }
            self.causedBy = try d.optional("causedBy").map { try d.int($0, "causedBy") }
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("delegate", .name(self.delegate)))
            if let v = self.cause { out.append(TraceField(cause: v)) }
            if let v = self.causedBy { out.append(TraceField("causedBy", .int(v))) }
        }
    }

    public struct Dismiss: Hashable, Sendable {
        public var controller: String
        public var cause: TouchCore.Cause?
        public var causedBy: Int?

        public init(controller: String, cause: TouchCore.Cause? = nil, causedBy: Int? = nil) {
            self.controller = controller
            self.cause = cause
            self.causedBy = causedBy
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.controller = try d.string(d.take("controller"), "controller")
            self.cause = try d.optional("cause").map { try d.cause($0, "cause") }
            self.causedBy = try d.optional("causedBy").map { try d.int($0, "causedBy") }
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("controller", .string(self.controller)))
            if let v = self.cause { out.append(TraceField(cause: v)) }
            if let v = self.causedBy { out.append(TraceField("causedBy", .int(v))) }
        }
    }

    public struct RunloopPending: Hashable, Sendable {
        public var count: Int
        public var timers: [String]
        public var owners: [String]
        public var deadlines: [Double]

        public init(count: Int, timers: [String], owners: [String], deadlines: [Double]) {
            self.count = count
            self.timers = timers
            self.owners = owners
            self.deadlines = deadlines
        }

        init(_ d: inout TraceFieldDecoder) throws {
            self.count = try d.int(d.take("count"), "count")
            self.timers = try d.names(d.take("timers"), "timers")
            self.owners = try d.names(d.take("owners"), "owners")
            self.deadlines = try d.doubles(d.take("deadlines"), "deadlines")
        }

        func render(into out: inout [TraceField]) {
            out.append(TraceField("count", .int(self.count)))
            out.append(TraceField("timers", .strings(self.timers)))
            out.append(TraceField("owners", .strings(self.owners)))
            out.append(TraceField("deadlines", .list(self.deadlines.map { .number($0) })))
        }
    }

    /// The record's `result` as written (a delegate's answer, a hit-test's view or null), for the kinds that have one.
    public var result: TraceValue? {
        switch self {
        case .hitTestOverride(let e): return .name(e.result)
        case .hitTestLeave(let e): return .name(e.result)
        case .gestureShouldReceiveTouch(let e): return .bool(e.result)
        case .gestureShouldBegin(let e): return .bool(e.result)
        case .gestureShouldRecognizeSimultaneously(let e): return .bool(e.result)
        case .gestureShouldRequireFailure(let e): return .bool(e.result)
        case .menuConfiguration(let e): return .bool(e.result)
        case .scrollTouchesShouldCancel(let e): return .bool(e.result)
        case .sheetTracking(let e): return .bool(e.result)
        case .presentationShouldDismiss(let e): return .bool(e.result)
        case .stage, .runloopWake, .runloopSleep, .gestureReset, .textBeginEditing, .responderBecomeFirst, .responderResignFirst, .timerFire, .hitTestEnter, .hitTestSkip, .pointInside, .touchCreate, .gestureTouchesBegan, .gestureTouchesMoved, .gestureTouchesEnded, .gestureTouchesCancelled, .gestureWaiting, .gestureState, .gestureAction, .responderTouchesBegan, .responderTouchesMoved, .responderTouchesEnded, .responderTouchesCancelled, .deliveryDelayed, .deliveryReleased, .deliveryDropped, .deliveryWithheld, .controlBeginTracking, .controlContinueTracking, .controlEndTracking, .controlCancelTracking, .controlEvent, .actionSend, .actionUnhandled, .actionUnrecognized, .actionDeliver, .scrollOffset, .scrollDecelerate, .scrollStop, .scrollBounce, .refreshState, .refreshCall, .textLink, .textSelect, .textCaret, .textLoupe, .scrollZoomBegin, .scrollZoom, .scrollZoomEnd, .menuHighlight, .menuPresent, .menuEnd, .menuDismiss, .dragCancel, .dragLift, .dragBegin, .dragEnd, .listHighlight, .listUnhighlight, .listSelect, .listDeselect, .listDidSelect, .listSwipeConfig, .listWillBeginEditing, .listDidEndEditing, .listCommitDelete, .listSwipeBegan, .listSwipeOffset, .listSwipeArmed, .listSwipeOpened, .listSwipeClosed, .listSwipeAction, .navigationPop, .navigationPopCancelled, .animationBegin, .animationEnd, .swiftuiAction, .pageWillTransition, .pageDidFinish, .gestureDynamicRequirement, .sheetDrag, .sheetOffset, .sheetDetent, .presentationWillDismiss, .presentationDidDismiss, .presentationDidAttemptToDismiss, .presentationDismiss, .presentationDismissCancelled, .runloopPending, .viewTree, .viewState: return nil
        }
    }

    /// The names of the objects the fields name (views, windows, touches,
    /// recognizers, targets, and the other object of a cause), in field order.
    public var objectNames: [String] {
        var out: [String] = []
        switch self {
        case .stage(let e):
            if let v = e.touches { out += v }
        case .hitTestOverride(let e):
            if let v = e.result { out.append(v) }
        case .hitTestLeave(let e):
            if let v = e.result { out.append(v) }
        case .touchCreate(let e):
            if let v = e.view { out.append(v) }
            if let v = e.window { out.append(v) }
        case .gestureShouldReceiveTouch(let e):
            if let v = e.asked { out.append(v) }
            out.append(e.touch)
        case .gestureTouchesBegan(let e), .gestureTouchesMoved(let e), .gestureTouchesEnded(let e), .gestureTouchesCancelled(let e):
            out += e.touches
        case .gestureWaiting(let e):
            out += e.recognizers
        case .gestureShouldBegin(let e):
            if let v = e.asked { out.append(v) }
        case .gestureShouldRecognizeSimultaneously(let e):
            out.append(e.other)
            if let v = e.asked { out.append(v) }
        case .gestureShouldRequireFailure(let e):
            out.append(e.other)
            if let v = e.asked { out.append(v) }
        case .gestureState(let e):
            if let v = e.cause.otherObject { out.append(v) }
        case .gestureAction(let e):
            out.append(e.target)
        case .responderTouchesBegan(let e), .responderTouchesMoved(let e), .responderTouchesEnded(let e), .responderTouchesCancelled(let e):
            out += e.touches
            if let v = e.cause?.otherObject { out.append(v) }
        case .deliveryDelayed(let e):
            out += e.touches
            out += e.by
        case .deliveryReleased(let e):
            out += e.touches
            if let v = e.cause?.otherObject { out.append(v) }
        case .deliveryDropped(let e):
            out += e.touches
            out += e.by
            if let v = e.cause?.otherObject { out.append(v) }
        case .deliveryWithheld(let e):
            out += e.touches
        case .controlBeginTracking(let e), .controlContinueTracking(let e), .controlEndTracking(let e), .controlCancelTracking(let e):
            out.append(e.touch)
            if let v = e.cause?.otherObject { out.append(v) }
        case .actionSend(let e), .actionUnhandled(let e), .actionUnrecognized(let e):
            if let v = e.target { out.append(v) }
        case .actionDeliver(let e):
            out.append(e.sender)
        case .scrollStop(let e):
            if let v = e.cause.otherObject { out.append(v) }
        case .refreshState(let e):
            if let v = e.cause.otherObject { out.append(v) }
        case .textLink(let e):
            if let v = e.asked { out.append(v) }
        case .scrollZoomBegin(let e):
            if let v = e.cause.otherObject { out.append(v) }
        case .scrollZoom(let e):
            if let v = e.cause.otherObject { out.append(v) }
        case .scrollZoomEnd(let e):
            if let v = e.cause.otherObject { out.append(v) }
        case .menuHighlight(let e), .menuPresent(let e):
            out.append(e.view)
        case .menuEnd(let e), .menuDismiss(let e), .dragCancel(let e):
            if let v = e.cause.otherObject { out.append(v) }
        case .dragLift(let e):
            out.append(e.view)
        case .scrollTouchesShouldCancel(let e):
            out.append(e.view)
        case .listHighlight(let e), .listUnhighlight(let e), .listSelect(let e), .listDeselect(let e):
            if let v = e.cause?.otherObject { out.append(v) }
        case .listSwipeClosed(let e):
            if let v = e.cause.otherObject { out.append(v) }
        case .navigationPop(let e), .navigationPopCancelled(let e):
            if let v = e.cause.otherObject { out.append(v) }
        case .sheetDrag(let e):
            if let v = e.target { out.append(v) }
        case .sheetDetent(let e):
            if let v = e.cause.otherObject { out.append(v) }
        case .presentationShouldDismiss(let e):
            if let v = e.asked { out.append(v) }
        case .presentationWillDismiss(let e), .presentationDidDismiss(let e), .presentationDidAttemptToDismiss(let e):
            if let v = e.cause?.otherObject { out.append(v) }
        case .presentationDismiss(let e), .presentationDismissCancelled(let e):
            if let v = e.cause?.otherObject { out.append(v) }
        case .runloopWake, .runloopSleep, .gestureReset, .textBeginEditing, .responderBecomeFirst, .responderResignFirst, .timerFire, .hitTestEnter, .hitTestSkip, .pointInside, .controlEvent, .scrollOffset, .scrollDecelerate, .scrollBounce, .refreshCall, .textSelect, .textCaret, .textLoupe, .menuConfiguration, .dragBegin, .dragEnd, .listDidSelect, .listSwipeConfig, .listWillBeginEditing, .listDidEndEditing, .listCommitDelete, .listSwipeBegan, .listSwipeOffset, .listSwipeArmed, .listSwipeOpened, .listSwipeAction, .animationBegin, .animationEnd, .swiftuiAction, .pageWillTransition, .pageDidFinish, .gestureDynamicRequirement, .sheetTracking, .sheetOffset, .runloopPending, .viewTree, .viewState: break
        }
        return out
    }

}
