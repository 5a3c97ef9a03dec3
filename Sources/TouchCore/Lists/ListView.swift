/// What table and collection views share (rules L2–L5): a scroll view
/// (rules V) whose cells highlight while a touch rests on them and select
/// when it lifts. The list hears of the touch the way UIKit's lists do:
/// through its own `touchesBegan/Ended/Cancelled`, which the cell and its
/// content view pass on (rule L1); a touch it never hears of selects nothing
/// (rule L5). It handles and passes on (`forward`), as UIScrollView does.
public class ListView: ScrollView {
    /// false: no highlight, no selection (rule L4).
    public var allowsSelection = true
    /// The delegate named by the scene; nil: the view controller whose view
    /// holds the list (rule L4).
    public var namedDelegate: Responder?
    /// The cells, in order of row or item.
    public private(set) var cells: [ListCell] = []
    /// The selected cell (single selection).
    public private(set) weak var selectedCell: ListCell?
    /// Cells highlighted by a touch, until that touch ends or is cancelled.
    private var highlights: [(touch: Touch, cell: ListCell)] = []

    init(name: String, frame: Rect, kind: ViewKind) {
        super.init(name: name, frame: frame, contentSize: frame.size, kind: kind)
        touchBehaviour = .forward
    }

    /// "row" for a table, "item" for a collection (the trace's field name).
    var indexKey: String { "row" }

    /// Adds `cell` after the existing ones (its frame is set by `layoutCells`).
    /// Cells come in row order from a scene, so the common case appends; a
    /// cell out of order goes to its place by a binary search (a sort after
    /// every add made four 10,000-row tables take half a minute to build).
    public func addCell(_ cell: ListCell) {
        if let last = cells.last, cell.index < last.index {
            var lo = 0, hi = cells.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if cells[mid].index <= cell.index { lo = mid + 1 } else { hi = mid }
            }
            cells.insert(cell, at: lo)
        } else {
            cells.append(cell)
        }
        addSubview(cell)
    }

    /// Places the cells and sets the content size (rule L1); each list kind lays out its own way.
    public func layoutCells() {}

    /// The delegate that hears of selections: the scene's, or else the view
    /// controller whose view holds the list.
    public var delegate: Responder? {
        if let namedDelegate { return namedDelegate }
        var v: View? = self
        while let current = v {
            if let controller = current.viewController { return controller }
            v = current.superview
        }
        return nil
    }

    /// The cell of this list that `view` is in, if any.
    public func cell(containing view: View?) -> ListCell? {
        var v = view
        while let current = v, current !== self {
            if let cell = current as? ListCell, cell.superview === self { return cell }
            v = current.superview
        }
        return nil
    }

    // MARK: Touch handling (rules L2–L4): handle, then call super (forward)

    override public func touchesBegan(_ touches: [Touch], with event: ResponderEvent) {
        for touch in touches where !highlights.contains(where: { $0.touch === touch }) {
            // One row at a time (L2; the spec is silent on several fingers, UIKit's
            // single-selection lists track one touch): a second finger landing on
            // another row while one is highlighted neither highlights nor selects it.
            guard highlights.isEmpty else { break }
            // L3: a list being dragged (its pan began, V1) or decelerating (V7)
            // highlights no row: a finger landing on a row while it scrolls
            // selects nothing, as with a scroll that begins before the highlight.
            guard !isDecelerating, panGestureRecognizer.state != .began, panGestureRecognizer.state != .changed else { break }
            guard allowsSelection, let cell = cell(containing: touch.view), cell.shouldHighlight else { continue }
            cell.isHighlighted = true
            highlights.append((touch, cell))
            record(.listHighlight, cell, event)
        }
        super.touchesBegan(touches, with: event)
    }

    override public func touchesEnded(_ touches: [Touch], with event: ResponderEvent) {
        let cause = event.lastRecord
        for touch in touches {
            guard let cell = endHighlight(of: touch, cause: .touchesEnded, causedBy: cause, event) else { continue }
            select(cell, event)
        }
        super.touchesEnded(touches, with: event)
    }

    override public func touchesCancelled(_ touches: [Touch], with event: ResponderEvent) {
        let cause = event.lastRecord
        for touch in touches {
            endHighlight(of: touch, cause: .touchesCancelled, causedBy: cause, event)
        }
        super.touchesCancelled(touches, with: event)
    }

    /// Rule L3: the touch's cell unhighlights; returns it.
    @discardableResult
    private func endHighlight(of touch: Touch, cause: Cause, causedBy: Int, _ event: ResponderEvent) -> ListCell? {
        guard let i = highlights.firstIndex(where: { $0.touch === touch }) else { return nil }
        let cell = highlights.remove(at: i).cell
        cell.isHighlighted = false
        record(.listUnhighlight, cell, event)
        event.device.trace.cause(cause, causedBy: causedBy)
        return cell
    }

    /// Rule L4: with single selection the previously selected row is
    /// deselected first; then the row is selected and the delegate told.
    private func select(_ cell: ListCell, _ event: ResponderEvent) {
        if let previous = selectedCell, previous !== cell {
            previous.isSelected = false
            record(.listDeselect, previous, event)
        }
        cell.isSelected = true
        selectedCell = cell
        record(.listSelect, cell, event)
        tellDelegateOfSelection(cell, event)
    }

    /// `didSelectRowAt` / `didSelectItemAt`: when each list kind tells its delegate.
    func tellDelegateOfSelection(_ cell: ListCell, _ event: ResponderEvent) {}

    /// The `list.didSelect` record of a delegate call.
    func recordDidSelect(_ cell: ListCell, trace: Trace) {
        guard let delegate else { return }
        trace.record(.listDidSelect, traceName, "delegate", name: delegate.traceName).with(indexKey, .int(cell.index))
    }

    private func record(_ kind: TraceKind, _ cell: ListCell, _ event: ResponderEvent) {
        event.device.trace.record(kind, traceName, "cell", name: cell.traceName).with(indexKey, .int(cell.index))
    }
}
