/// The model values a view animation gives its views (rule A1): the final
/// values, applied at the animation's first instant. Each is optional: an
/// animation changes only what it names.
public struct ViewChanges: Hashable, Sendable {
    public var frame: Rect?
    public var center: Point?
    /// Rule H6's transform about the centre; `.identity` removes it.
    public var transform: AffineTransform?
    public var alpha: Double?
    public var hidden: Bool?

    public init(frame: Rect? = nil, center: Point? = nil, transform: AffineTransform? = nil, alpha: Double? = nil, hidden: Bool? = nil) {
        self.frame = frame
        self.center = center
        self.transform = transform
        self.alpha = alpha
        self.hidden = hidden
    }

    /// Whether it changes a property hit-testing reads at all.
    public var isEmpty: Bool { frame == nil && center == nil && transform == nil && alpha == nil && hidden == nil }
}

/// One view's changes in an animation, by the view's name as the scene writes it.
public struct ViewChange: Hashable, Sendable {
    public var view: String
    public var changes: ViewChanges

    public init(view: String, changes: ViewChanges) {
        self.view = view
        self.changes = changes
    }
}

/// Which API started an animation (rules A1, A6).
public enum AnimatorKind: String, Hashable, Sendable, CaseIterable {
    /// `UIView.animate(withDuration:delay:options:animations:completion:)`.
    case view
    /// `UIViewPropertyAnimator`.
    case property
}

/// A view animation as app code starts it (models `UIView.animate(...)` and
/// `UIViewPropertyAnimator`, section A): a value, so that a scenario step or
/// the scene's `animations` list can carry it; `Device.beginAnimation(_:)`
/// runs it.
public struct ViewAnimation: Hashable, Sendable {
    public var name: String
    public var duration: Double
    public var delay: Double
    /// `UIView.AnimationOptions.allowUserInteraction` (rule A2; view animations).
    public var allowUserInteraction: Bool
    public var animator: AnimatorKind
    /// `UIViewPropertyAnimator.isUserInteractionEnabled` (rule A6; default true).
    public var userInteractionEnabled: Bool
    /// The final (model) values, in the order written.
    public var changes: [ViewChange]
    /// Model changes applied when the animation ends (A1's completion).
    public var completion: [ViewChange]

    public init(name: String, duration: Double, delay: Double = 0, allowUserInteraction: Bool = false,
                animator: AnimatorKind = .view, userInteractionEnabled: Bool = true,
                changes: [ViewChange], completion: [ViewChange] = []) {
        self.name = name
        self.duration = duration
        self.delay = delay
        self.allowUserInteraction = allowUserInteraction
        self.animator = animator
        self.userInteractionEnabled = userInteractionEnabled
        self.changes = changes
        self.completion = completion
    }

    /// Whether its views stay hittable while it runs: a view animation only
    /// with `allowUserInteraction` (A2), a property animator unless its
    /// `userInteractionEnabled` is false (A6).
    public var keepsViewsInteractive: Bool {
        animator == .property ? userInteractionEnabled : allowUserInteraction
    }
}

/// An animation running on the device, from its `animation.begin` to its
/// `animation.end` (the delay included, A1), with each view's on-screen
/// (presentation) values at its start, for the window's drawing only: the
/// pipeline reads the model values alone (A3).
public final class RunningAnimation {
    public let animation: ViewAnimation
    /// The `seq` of its `animation.begin` record: what an `animating` skip points at (A2, G10).
    public let beginSeq: Int
    public let start: VirtualTime
    public let end: VirtualTime
    /// Each animated view with where it was drawn when the animation began.
    public let views: [(view: View, from: Presentation)]

    /// What the screen shows of a view: frame, transform, alpha, hidden.
    public struct Presentation: Hashable, Sendable {
        public var frame: Rect
        public var transform: AffineTransform?
        public var alpha: Double
        public var isHidden: Bool

        /// The values drawn `progress` of the way from `from` to the model values `to` (A3).
        public static func mix(from: Presentation, to model: Presentation, progress f: Double) -> Presentation {
            func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
            let frame = Rect(x: mix(from.frame.origin.x, model.frame.origin.x), y: mix(from.frame.origin.y, model.frame.origin.y),
                             width: mix(from.frame.size.width, model.frame.size.width),
                             height: mix(from.frame.size.height, model.frame.size.height))
            // A view being hidden shows until the end; one being shown shows at once (UIKit does not animate `isHidden`).
            return Presentation(frame: frame, transform: f < 1 ? from.transform : model.transform,
                                alpha: mix(from.alpha, model.alpha), isHidden: from.isHidden && model.isHidden)
        }
    }

    init(animation: ViewAnimation, beginSeq: Int, start: VirtualTime, views: [(view: View, from: Presentation)]) {
        self.animation = animation
        self.beginSeq = beginSeq
        self.start = start
        self.end = start.adding(seconds: animation.delay + animation.duration)
        self.views = views
    }

    /// Whether it makes its views unhittable while it runs (A2, A6).
    public var blocksInteraction: Bool { !animation.keepsViewsInteractive }

    /// How far the on-screen values have gone at `time`: 0 before the delay
    /// ends, 1 at the end (linear; UIKit's default curve is ease-in-out, which
    /// only the drawing would show).
    public func progress(at time: VirtualTime) -> Double {
        Self.progress(start: start, delay: animation.delay, duration: animation.duration, at: time)
    }

    /// `progress(at:)` of an animation that began at `start` (the window
    /// computes it from a view's recorded state, `ViewState.presentationFrom`).
    public static func progress(start: VirtualTime, delay: Double, duration: Double, at time: VirtualTime) -> Double {
        let begin = start.adding(seconds: delay)
        guard time > begin else { return 0 }
        guard duration > 0 else { return 1 }
        return min(1, time.seconds(since: begin) / duration)
    }
}
