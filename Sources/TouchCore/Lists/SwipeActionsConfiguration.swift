/// One swipe action (models `UIContextualAction`): a title and a style.
public struct SwipeAction: Hashable, Sendable {
    public enum Style: String, Hashable, Sendable, CaseIterable { case normal, destructive }

    public var title: String
    public var style: Style

    public init(title: String, style: Style = .normal) {
        self.title = title
        self.style = style
    }
}

/// What a list answers for one edge of one row (models
/// `UISwipeActionsConfiguration`, rule L7). The first action is the
/// outermost one and the one a full swipe performs (L9).
public struct SwipeActionsConfiguration: Hashable, Sendable {
    public var actions: [SwipeAction]
    /// `performsFirstActionWithFullSwipe` (default true, L9).
    public var performsFirstActionWithFullSwipe: Bool

    public init(actions: [SwipeAction], performsFirstActionWithFullSwipe: Bool = true) {
        self.actions = actions
        self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
    }
}

/// The delegate's answer for an edge (rule L7): not implemented or nil (the
/// default set), an empty configuration (`none`), or a configuration.
public enum SwipeEdgeAnswer: Hashable, Sendable {
    /// The delegate does not implement the method (`list.swipeConfig` names no delegate): the default set too.
    case notImplemented
    /// The delegate returns nil or does not implement the method: L7's default set.
    case defaultSet
    /// An empty configuration: no swipe on that edge.
    case none
    case configuration(SwipeActionsConfiguration)
}

/// The two edges a row can be swiped toward (rule L7; right-to-left layouts are not modelled).
public enum SwipeEdge: String, Hashable, Sendable, CaseIterable {
    case leading, trailing

    /// +1 when the row moves right to reveal this edge's actions, −1 when it moves left.
    var sign: Double { self == .leading ? 1 : -1 }
}
