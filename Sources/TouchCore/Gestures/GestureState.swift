/// A recognizer's state (models `UIGestureRecognizer.State`, rule G1). A
/// discrete recognizer's `recognized` is the same state as `ended`.
public enum GestureState: String, Sendable, Hashable, CaseIterable {
    case possible, began, changed, ended, cancelled, failed

    /// Ended, cancelled or failed: it receives no more touches until reset (rule G2).
    public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }

    /// Began or changed: a continuous recognizer in the middle of its gesture.
    public var isActive: Bool { self == .began || self == .changed }

    /// Past `possible` by recognizing (began, changed or ended): what
    /// exclusivity and failure requirements look at (rules G3, G5).
    public var hasRecognized: Bool { self == .began || self == .changed || self == .ended }

    /// Rule G1's legal transitions. `reset` (back to possible) is not a
    /// transition: it is traced as `gesture.reset` (rule G8).
    public func canMove(to next: GestureState, discrete: Bool) -> Bool {
        switch (self, next) {
        case (.possible, .ended), (.possible, .failed): return true
        case (.possible, .began): return !discrete
        case (.began, .changed), (.began, .ended), (.began, .cancelled),
             (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return !discrete
        default: return false
        }
    }
}
