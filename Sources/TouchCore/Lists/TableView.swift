/// A table view (models `UITableView`): a scroll view whose rows are cells of
/// `rowHeight` stacked from the top (rule L1). It tells its delegate of a
/// selection (`tableView(_:didSelectRowAt:)`) at the end of the run loop
/// turn, after every action, control event and view delivery of that turn
/// (rule L4; UIKit defers it past the Core Animation commit).
public final class TableView: ListView {
    public var rowHeight: Double = 44
    /// The content size the scene gives; nil: [bounds width, rows × rowHeight].
    public var givenContentSize: Size?

    public init(name: String, frame: Rect) {
        super.init(name: name, frame: frame, kind: .tableView)
        installSwipeHandler()
    }

    /// Rows stacked from the top, each the table's width and `rowHeight` tall
    /// (a cell given with its own frame keeps it).
    public func layoutRows(keepingFramesOf fixed: [ListCell] = []) {
        for cell in cells where !fixed.contains(where: { $0 === cell }) {
            cell.place(at: Rect(x: 0, y: Double(cell.index) * rowHeight, width: frame.width, height: rowHeight))
        }
        let bottom = cells.map { $0.frame.maxY }.max() ?? 0
        contentSize = givenContentSize ?? Size(width: frame.width, height: bottom)
    }

    override public func layoutCells() { layoutRows() }

    override func tellDelegateOfSelection(_ cell: ListCell, _ event: ResponderEvent) {
        let trace = event.device.trace
        event.device.deferToEndOfTurn { [self] in self.recordDidSelect(cell, trace: trace) }
    }
}
