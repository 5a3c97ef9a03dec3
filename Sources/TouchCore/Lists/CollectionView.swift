/// A collection view with a flow layout (models `UICollectionView` with
/// `UICollectionViewFlowLayout`, rule L1): items of `itemSize`, `spacing`
/// apart, packed from the leading edge in lines (vertical scrolling) or
/// columns (horizontal); UIKit's justification of lines is not modelled. It
/// tells its delegate of a selection (`collectionView(_:didSelectItemAt:)`)
/// at once, inside its `touchesEnded` (rule L4).
public final class CollectionView: ListView {
    public enum ScrollDirection: String, Sendable, CaseIterable { case vertical, horizontal }

    public var itemSize = Size(width: 50, height: 50)
    public var spacing: Double = 10
    public var scrollDirection: ScrollDirection = .vertical
    /// The content size the scene gives; nil: what the layout needs.
    public var givenContentSize: Size?

    public init(name: String, frame: Rect) {
        super.init(name: name, frame: frame, kind: .collectionView)
    }

    override var indexKey: String { "item" }

    /// `UICollectionLayoutListConfiguration`: one full-width item per row (rule L6).
    public private(set) var isListLayout = false
    public private(set) var rowHeight: Double = 44

    /// Lays items out as a list, `rowHeight` tall, and gives the view its swipe recognizers (rule L6).
    public func useListLayout(rowHeight: Double) {
        isListLayout = true
        self.rowHeight = rowHeight
        installSwipeHandler()
    }

    /// n = floor((width + spacing) / (itemWidth + spacing)) items per line
    /// (at least one), lines `spacing` apart; the same with columns when
    /// scrolling horizontally.
    public func frameOfItem(_ index: Int) -> Rect {
        if isListLayout { return Rect(x: 0, y: Double(index) * rowHeight, width: frame.width, height: rowHeight) }
        let vertical = scrollDirection == .vertical
        let across = vertical ? frame.width : frame.height
        let itemAcross = vertical ? itemSize.width : itemSize.height
        let itemAlong = vertical ? itemSize.height : itemSize.width
        let perLine = max(1, Int(((across + spacing) / (itemAcross + spacing)).rounded(.down)))
        let line = index / perLine, position = index % perLine
        let a = Double(position) * (itemAcross + spacing), b = Double(line) * (itemAlong + spacing)
        return vertical ? Rect(x: a, y: b, width: itemSize.width, height: itemSize.height)
                        : Rect(x: b, y: a, width: itemSize.width, height: itemSize.height)
    }

    public func layoutItems(keepingFramesOf fixed: [ListCell] = []) {
        for cell in cells where !fixed.contains(where: { $0 === cell }) { cell.place(at: frameOfItem(cell.index)) }
        let right = cells.map { $0.frame.maxX }.max() ?? 0, bottom = cells.map { $0.frame.maxY }.max() ?? 0
        contentSize = givenContentSize ?? (scrollDirection == .vertical
            ? Size(width: frame.width, height: bottom) : Size(width: right, height: frame.height))
    }

    override public func layoutCells() { layoutItems() }

    override func tellDelegateOfSelection(_ cell: ListCell, _ event: ResponderEvent) {
        recordDidSelect(cell, trace: event.device.trace)
    }
}
