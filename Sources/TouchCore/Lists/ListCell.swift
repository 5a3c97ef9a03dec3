/// A cell of a table or collection view (models `UITableViewCell` and
/// `UICollectionViewCell`, told apart by `kind`). It holds a content view
/// that fills it, and its own subviews live in that content view (rule L1),
/// so a touch on a cell is hit-tested to the content view or deeper. The
/// cell and its content view inherit touch handling: their touches travel up
/// to the list.
public final class ListCell: View {
    /// The view that fills the cell and holds its subviews, named `CELL.contentView`.
    public let contentView: View
    /// The row (table) or item (collection) this cell shows.
    public let index: Int
    /// `tableView(_:shouldHighlightRowAt:)`: false means no highlight and no selection (rule L2).
    public var shouldHighlight = true
    public internal(set) var isHighlighted = false
    public internal(set) var isSelected = false
    /// Rule L7: this row's own answers for an edge, overriding the list's (nil: the list's).
    public var leadingSwipeActions: SwipeEdgeAnswer?
    public var trailingSwipeActions: SwipeEdgeAnswer?
    /// Tables: `tableView(_:canEditRowAt:)`; false: no swipe on this row (L7).
    public var canEdit = true

    /// The row's own answer for `edge`, if it has one (L7).
    public func swipeActions(_ edge: SwipeEdge) -> SwipeEdgeAnswer? {
        edge == .leading ? leadingSwipeActions : trailingSwipeActions
    }

    public init(name: String, kind: ViewKind, index: Int, frame: Rect) {
        precondition(kind.isCell, "\(kind) is not a cell kind")
        self.index = index
        contentView = View(name: name + ".contentView", frame: Rect(origin: .zero, size: frame.size))
        super.init(name: name, kind: kind, frame: frame)
        addSubview(contentView)
    }

    /// Moves the cell (its list lays it out) and keeps the content view filling it.
    public func place(at frame: Rect) {
        self.frame = frame
        contentView.frame = Rect(origin: .zero, size: frame.size)
    }
}
