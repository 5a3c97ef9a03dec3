/// A list's swipe-action pan (UIKit's `_UISwipeActionPanGestureRecognizer`),
/// named `LIST.swipeActions` (rule L6): a one-finger pan that wants to begin
/// at `swipeActionHysteresis` rather than `panHysteresis`, failing at that
/// sample when the movement is more vertical than horizontal (L7), and
/// failing when a second finger comes down while it is `possible`. Its
/// delegate is the list's swipe handler, which cannot be replaced.
public final class SwipeActionPanGestureRecognizer: PanGestureRecognizer {
    override public init(name: String) {
        super.init(name: name)
        // L-11, L-10: UIKit's defaults for this recognizer.
        cancelsTouchesInView = true
        delaysTouchesBegan = false
        delaysTouchesEnded = true
        velocityCountsLift = true
    }

    /// Rule L6: a second finger while `possible` fails it.
    override public func touchesBegan(_ touches: [Touch]) {
        if state == .possible, self.touches.count > 1 { return fail(.secondTouch) }
        super.touchesBegan(touches)
    }

    /// Rule L7: `swipeActionHysteresis` in any direction; at that sample a
    /// movement more vertical than horizontal fails it (`verticalMovement`).
    override public func hasMovedFarEnoughToBegin(_ translation: Point) -> Bool {
        guard Point.zero.distance(to: translation) >= parameters.swipeActionHysteresis else { return false }
        if abs(translation.y) > abs(translation.x) {
            fail(.verticalMovement)
            return false
        }
        return true
    }
}

/// A list's swipe dismissal recognizer (UIKit's `_UISwipeDismissalGestureRecognizer`),
/// named `LIST.swipeDismissal` (rules L6, L12): enabled only while a row is
/// open, it ends for a touch that comes down outside the open row's band or
/// lifts outside the row's actions view, and fails for a touch that moves
/// more than `swipeDismissalMovement`, lifts on the actions view or is cancelled.
public final class SwipeDismissalGestureRecognizer: GestureRecognizer {
    /// The handler whose open row it dismisses (a checked unowned: the list owns both).
    unowned(safe) let handler: SwipeHandler

    init(name: String, handler: SwipeHandler) {
        self.handler = handler
        super.init(name: name, kind: .swipeDismissal)
        delaysTouchesBegan = true
        delaysTouchesEnded = true
        cancelsTouchesInView = true
        isEnabled = false
    }

    override public func touchesBegan(_ touches: [Touch]) {
        guard state == .possible, let first = touches.first else { return }
        if !handler.isInOpenRowBand(first.location(in: handler.list)) { recognize() }
    }

    override public func touchesMoved(_ touches: [Touch]) {
        guard state == .possible else { return }
        for touch in touches where touch.startLocation.distance(to: touch.location) > parameters.swipeDismissalMovement {
            return fail(.movement("swipeDismissalMovement"))
        }
    }

    override public func touchesEnded(_ touches: [Touch]) {
        guard state == .possible, hasNoTouchDown, let last = touches.last else { return }
        if handler.isOnActionsView(last.location(in: handler.list)) { fail(.liftOnActions) } else { recognize() }
    }
}
