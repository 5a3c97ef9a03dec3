/// UIKit's private `UIScrollViewDelayedTouchesBeganGestureRecognizer`
/// (rule V2): it delays touches began on the content for
/// `scrollContentDelay`, then fails so they are released; a touch that lifts
/// sooner makes it fail at once, so the content gets began and ended together.
public final class DelayedTouchesBeganGestureRecognizer: GestureRecognizer {
    public init(name: String) {
        super.init(name: name, kind: .delayedTouchesBegan)
        delaysTouchesBegan = true
        cancelsTouchesInView = false
        delaysTouchesEnded = false
    }

    override public func touchesBegan(_ touches: [Touch]) {
        guard touches.count == self.touches.count else { return }
        startTimer(after: parameters.scrollContentDelay, purpose: "scrollContentDelay")
    }

    override public func touchesEnded(_ touches: [Touch]) {
        fail(.touchEndedBeforeDelay)
    }
}
