#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The swipe handler of a table view or a list-layout collection view
/// (UIKit's `UISwipeActionController`), named `LIST.swipeHandler`: the
/// delegate of the list's two swipe recognizers, which cannot be replaced
/// (rule L6). It decides whether a swipe may begin (L7), begins it (L8),
/// tracks the row and arms the full swipe (L9), opens or closes the row on
/// release (L10), performs actions (L11) and closes the open row for a touch
/// elsewhere (L12) or a scroll (L13). The list owns it; it is a responder only
/// so that the trace can name it as the delegate asked.
public final class SwipeHandler: Responder {
    /// The list it belongs to (a checked unowned: the list owns it).
    public unowned(safe) let list: ListView
    /// `LIST.swipeActions` (L6, L7).
    public let swipePan: SwipeActionPanGestureRecognizer
    /// `LIST.swipeDismissal` (L6, L12).
    public private(set) var dismissal: SwipeDismissalGestureRecognizer!

    /// What the delegate answers for each edge, for every row (a cell may override it, `ListCell.swipeActions`).
    public var leading: SwipeEdgeAnswer = .notImplemented
    public var trailing: SwipeEdgeAnswer = .notImplemented
    /// Tables: the data source implements `tableView(_:commit:forRowAt:)` (L7's default set, L11).
    public var commitDelete = false

    /// A row being dragged by the swipe pan (L8, L9).
    struct Swipe {
        let cell: ListCell
        let edge: SwipeEdge
        let configuration: SwipeActionsConfiguration
        let isDefaultSet: Bool
        /// o₀ of L9: the row's offset when the swipe began.
        let startOffset: Double
        /// L9's jump of an early destructive arming, kept until the touch ends.
        var adjustment: Double = 0
        var offset: Double = 0
        var armed = false
    }
    /// A row left open (L10).
    struct OpenRow {
        let cell: ListCell
        let edge: SwipeEdge
        let configuration: SwipeActionsConfiguration
        let isDefaultSet: Bool
        let width: Double
    }
    /// The swipe the pan's delegate agreed to (L7), until the pan begins or resets.
    private var agreed: (cell: ListCell, edge: SwipeEdge, configuration: SwipeActionsConfiguration, isDefaultSet: Bool, sameRow: Bool)?
    private(set) var swipe: Swipe?
    private(set) var openRow: OpenRow?
    /// The actions view beside the swiped or open row (`LIST.rowN.actions`, L8).
    public private(set) var actionsView: SwipeActionPullView?

    init(list: ListView) {
        self.list = list
        swipePan = SwipeActionPanGestureRecognizer(name: list.name + ".swipeActions")
        super.init(name: list.name + ".swipeHandler")
        dismissal = SwipeDismissalGestureRecognizer(name: list.name + ".swipeDismissal", handler: self)
        let pan = swipePan
        pan.action = "_swipeRecognizerChanged:"
        pan.target = self
        var panDelegate = GestureDelegate(object: self)
        panDelegate.shouldBeginDecider = { [unowned self] _ in self.swipeShouldBegin() }
        pan.delegate = panDelegate
        pan.actionHandler = { [unowned self] state in self.swipePanDid(state) }
        let dismiss = dismissal!
        dismiss.action = "_swipeDismissalRecognized:"
        dismiss.target = self
        dismiss.delegate = GestureDelegate(object: self)
        dismiss.actionHandler = { [unowned self] state in
            guard state == .ended, self.openRow != nil else { return }
            self.close(cause: .swipeDismissal, causedBy: self.dismissal.lastStateSeq, trace: self.dismissal.environment.trace)
        }
        list.addGestureRecognizer(pan)
        list.addGestureRecognizer(dismiss)
    }

    /// The row currently swiped or open, if any.
    public var swipedCell: ListCell? { swipe?.cell ?? openRow?.cell }
    /// The row's horizontal offset (negative toward trailing), 0 when none is swiped.
    public var rowOffset: Double { swipe?.offset ?? openRow.map { $0.edge.sign * $0.width } ?? 0 }
    /// The edge of the row swiped or open.
    public var swipedEdge: SwipeEdge? { swipe?.edge ?? openRow?.edge }
    /// Whether a row is open (not being dragged).
    public var isRowOpen: Bool { openRow != nil }

    private var parameters: DeviceParameters { swipePan.parameters }

    // MARK: L7: may it begin

    /// The answer of `LIST.swipeHandler` to the swipe pan's `shouldBegin`, with its reason (L7).
    private func swipeShouldBegin() -> Decision {
        agreed = nil
        let pan = swipePan
        let edge: SwipeEdge = pan.velocity.x < 0 ? .trailing : .leading
        guard let cell = list.cell(atContentPoint: pan.location(in: list)) else { return Decision(result: false, reason: "noRow") }
        if list.isEditing { return Decision(result: false, reason: "editing") }
        if list is TableView && !cell.canEdit { return Decision(result: false, reason: "cannotEdit") }
        if let current = swipe, current.cell === cell {
            agreed = (cell, current.edge, current.configuration, current.isDefaultSet, true)
            return Decision(result: true, reason: "sameRow")
        }
        if let current = openRow, current.cell === cell {
            agreed = (cell, current.edge, current.configuration, current.isDefaultSet, true)
            return Decision(result: true, reason: "sameRow")
        }
        let (configuration, isDefault) = askConfiguration(edge, for: cell, trace: pan.environment.trace)
        guard let configuration, !configuration.actions.isEmpty else { return Decision(result: false, reason: "noActions") }
        agreed = (cell, edge, configuration, isDefault, false)
        return Decision(result: true, reason: "actions")
    }

    /// The configuration of `edge` for `cell`, asked of the delegate and
    /// recorded (`list.swipeConfig`); nil gives L7's default set.
    private func askConfiguration(_ edge: SwipeEdge, for cell: ListCell, trace: Trace) -> (SwipeActionsConfiguration?, Bool) {
        // Section P: swipe-action configurations exist from iOS 11; before, only the old commit API (its default set).
        let answer = parameters.ios < 11 ? .notImplemented : cell.swipeActions(edge) ?? (edge == .leading ? leading : trailing)
        var configuration: SwipeActionsConfiguration?
        var isDefault = false
        switch answer {
        case .notImplemented, .defaultSet:
            isDefault = true
            if edge == .trailing && commitDelete && list is TableView {
                configuration = SwipeActionsConfiguration(actions: [SwipeAction(title: "Delete", style: .destructive)])
            }
        case .none:
            configuration = SwipeActionsConfiguration(actions: [])
        case .configuration(let c):
            configuration = c
        }
        let asked: TraceName? = answer == .notImplemented ? nil : list.delegate?.traceName
        trace.record(.listSwipeConfig, list.traceName).with(list.indexKey, .int(cell.index)).with("edge", .string(edge.rawValue))
            .with("delegate", name: asked).with("default", .bool(isDefault))
            .with("actions", .strings(configuration?.actions.map(\.title) ?? []))
            .with("fullSwipe", .bool(configuration?.performsFirstActionWithFullSwipe ?? true))
        return (configuration, isDefault)
    }

    // MARK: L8–L10: the swipe pan's action

    private func swipePanDid(_ state: GestureState) {
        let device = swipePan.environment.device
        switch state {
        case .began:
            guard let agreed else { return }
            self.agreed = nil
            // L8: UIKit does the rest at the end of the turn (dispatched to the main queue).
            device.deferToEndOfTurn { [weak self] in self?.begin(agreed, device: device) }
        case .changed:
            track(trace: device.trace)
        case .ended, .cancelled:
            release(ended: state == .ended, trace: device.trace)
        default:
            break
        }
    }

    /// Rule L8's steps, at the end of the turn the pan began in.
    private func begin(_ a: (cell: ListCell, edge: SwipeEdge, configuration: SwipeActionsConfiguration, isDefaultSet: Bool, sameRow: Bool),
                       device: Device) {
        let trace = device.trace
        var startOffset = 0.0
        if let open = openRow {
            if open.cell === a.cell {
                startOffset = open.edge.sign * open.width
                openRow = nil
            } else {
                close(cause: .swipeOtherRow, causedBy: nil, trace: trace)
            }
        }
        if !a.sameRow { tellDelegate(.listWillBeginEditing, a.cell, trace: trace) }
        trace.record(.listSwipeBegan, list.traceName).with(list.indexKey, .int(a.cell.index)).with("edge", .string(a.edge.rawValue))
        a.cell.isUserInteractionEnabled = false
        // L8 step 3: a first responder inside the swiped cell resigns (L-15, L-17).
        device.endEditing(in: a.cell)
        swipe = Swipe(cell: a.cell, edge: a.edge, configuration: a.configuration, isDefaultSet: a.isDefaultSet, startOffset: startOffset,
                      offset: startOffset)
        if actionsView == nil || actionsView?.cell !== a.cell { insertActionsView(for: a.cell, a.edge, a.configuration) }
        dismissal.isEnabled = false
        layOut()
    }

    /// Rule L9: the row follows the pan; the full swipe arms and disarms.
    private func track(trace: Trace) {
        guard var s = swipe else { return }
        let p = parameters
        let width = list.bounds.width
        let c = confirmationDistance(s, width: width)
        var o = swipePan.translation.x + s.startOffset + s.adjustment
        let sign = s.edge.sign
        var armed = false
        if s.configuration.performsFirstActionWithFullSwipe {
            armed = sign * o >= c
            if !armed, s.configuration.actions.first?.style == .destructive {
                let x = swipePan.location(in: list).x - list.bounds.origin.x
                let nearFarSide = s.edge == .trailing ? x < p.swipeDestructiveEdgeZone : x > width - p.swipeDestructiveEdgeZone
                let f = min(max(p.swipeEarlyFactorMin, abs(swipePan.velocity.x) / p.swipeEarlyFactorSpeed), p.swipeEarlyFactorMax)
                if nearFarSide && sign * o > c * f {
                    s.adjustment += sign * c - o
                    o = sign * c
                    armed = true
                }
            }
        }
        s.offset = o
        trace.record(.listSwipeOffset, list.traceName).with(list.indexKey, .int(s.cell.index)).with("offset", .number(o))
        if armed != s.armed {
            s.armed = armed
            trace.record(.listSwipeArmed, list.traceName).with(list.indexKey, .int(s.cell.index)).with("edge", .string(s.edge.rawValue))
                .with("armed", .bool(armed)).with("distance", .number(c))
        }
        swipe = s
        layOut()
    }

    /// C of rule L9, for a row `width` wide.
    private func confirmationDistance(_ s: Swipe, width: Double) -> Double {
        let p = parameters
        if s.configuration.actions.first?.style == .destructive {
            return width - (s.edge == .trailing ? p.swipeDestructiveTrailingInset : p.swipeDestructiveLeadingInset)
        }
        let w = openWidth(s.configuration)
        return min(width, max(p.swipeFullSwipeRatio * width, w + p.swipeFullSwipeGap))
    }

    private func openWidth(_ c: SwipeActionsConfiguration) -> Double { Double(c.actions.count) * parameters.swipeActionButtonWidth }

    /// Rule L10: armed → the full swipe; otherwise open or close by velocity, or by position when slow.
    private func release(ended: Bool, trace: Trace) {
        guard let s = swipe else { return }
        if ended && s.armed {
            return perform(index: 0, via: "fullSwipe", trace: trace)
        }
        let p = parameters
        let w = openWidth(s.configuration)
        let v = swipePan.velocity.x
        let sign = s.edge.sign
        let opens = abs(v) <= p.swipeActionVelocityThreshold ? sign * s.offset > w / 2 : sign * v > p.swipeActionVelocityThreshold
        guard opens else { return close(cause: .swipeReleased, causedBy: nil, trace: trace) }
        swipe = nil
        openRow = OpenRow(cell: s.cell, edge: s.edge, configuration: s.configuration, isDefaultSet: s.isDefaultSet, width: w)
        trace.record(.listSwipeOpened, list.traceName).with(list.indexKey, .int(s.cell.index)).with("edge", .string(s.edge.rawValue))
            .with("width", .number(w))
        enableDismissal()
        layOut()
    }

    /// Rule L12: while a row is open the dismissal recognizer is enabled and
    /// may run with the swipe pan and the list's own recognizers only.
    private func enableDismissal() {
        var delegate = GestureDelegate(object: self)
        delegate.simultaneousWith = .only(list.gestureRecognizers.filter { $0 !== dismissal }.map { RecognizerReference($0) })
        dismissal.delegate = delegate
        dismissal.isEnabled = true
    }

    // MARK: L11: actions

    /// Rule L11: performs action `index` of the swiped or open row, then closes it.
    func perform(index: Int, via: String, trace: Trace) {
        guard let (cell, edge, configuration, isDefault) = current, configuration.actions.indices.contains(index) else { return }
        let action = configuration.actions[index]
        trace.record(.listSwipeAction, list.traceName).with(list.indexKey, .int(cell.index)).with("edge", .string(edge.rawValue))
            .with("action", .string(action.title)).with("index", .int(index)).with("style", .string(action.style.rawValue))
            .with("via", .string(via))
        if isDefault && commitDelete && list is TableView {
            trace.record(.listCommitDelete, list.traceName, "row", .int(cell.index)).with("delegate", name: list.delegate?.traceName)
        }
        close(cause: .swipeAction, causedBy: nil, trace: trace)
    }

    private var current: (ListCell, SwipeEdge, SwipeActionsConfiguration, Bool)? {
        if let s = swipe { return (s.cell, s.edge, s.configuration, s.isDefaultSet) }
        if let o = openRow { return (o.cell, o.edge, o.configuration, o.isDefaultSet) }
        return nil
    }

    // MARK: Closing (L10–L13)

    /// The swiped or open row closes (`list.swipeClosed`), takes touches
    /// again, loses its actions view, and a table tells `didEndEditingRowAt` (L14).
    func close(cause: Cause, causedBy: Int?, trace: Trace) {
        guard let (cell, edge, _, _) = current else { return }
        swipe = nil
        openRow = nil
        trace.record(.listSwipeClosed, list.traceName).with(list.indexKey, .int(cell.index)).with("edge", .string(edge.rawValue))
            .cause(cause, causedBy: causedBy)
        cell.isUserInteractionEnabled = true
        cell.frame.origin.x = 0
        removeActionsView()
        dismissal.isEnabled = false
        tellDelegate(.listDidEndEditing, cell, trace: trace)
    }

    /// Rule L13: the list's pan began while a row is open and no swipe is dragged.
    func listPanBegan(_ pan: GestureRecognizer) {
        guard openRow != nil, swipe == nil, swipePan.state != .began, swipePan.state != .changed else { return }
        close(cause: .swipeScroll, causedBy: pan.lastStateSeq, trace: pan.environment.trace)
    }

    /// `list.willBeginEditing` / `list.didEndEditing`: tables only (L8, L14).
    private func tellDelegate(_ kind: TraceKind, _ cell: ListCell, trace: Trace) {
        guard list is TableView else { return }
        trace.record(kind, list.traceName, "row", .int(cell.index)).with("delegate", name: list.delegate?.traceName)
    }

    // MARK: Geometry (L8, L10, L12)

    /// Rule L12: whether a point (in the list's content) lies in the open row's vertical band.
    func isInOpenRowBand(_ p: Point) -> Bool {
        guard let cell = openRow?.cell ?? swipe?.cell else { return false }
        return p.y >= cell.frame.minY && p.y < cell.frame.maxY
    }

    /// Rule L12: whether a point (in the list's content) is on the actions view.
    func isOnActionsView(_ p: Point) -> Bool {
        guard let v = actionsView else { return false }
        return v.frame.contains(p)
    }

    /// Rule L8 step 4: the actions view beside the row, one button per action, `action0` the outermost.
    private func insertActionsView(for cell: ListCell, _ edge: SwipeEdge, _ configuration: SwipeActionsConfiguration) {
        removeActionsView()
        let view = SwipeActionPullView(name: cell.name + ".actions", cell: cell, edge: edge, handler: self)
        for (i, action) in configuration.actions.enumerated() {
            let button = Control(name: cell.name + ".action\(i)", kind: .button, frame: .zero)
            button.text = action.title
            button.color = action.style == .destructive ? "#FF3B30" : (i % 2 == 0 ? "#8E8E93" : "#007AFF")
            button.actions = [ControlAction(event: .touchUpInside, target: view, action: SwipeActionPullView.tapAction)]
            view.addSubview(button)
        }
        list.addSubview(view)
        actionsView = view
    }

    private func removeActionsView() {
        guard let view = actionsView else { return }
        for case let button as Control in view.subviews { button.actions = [] }
        view.removeFromSuperview()
        actionsView = nil
    }

    /// The row at its offset and the actions view over the strip it reveals
    /// (trailing: from the row's right edge leftward; leading: from its left edge),
    /// the buttons sharing it, `action0` outermost.
    private func layOut() {
        guard let cell = swipedCell else { return }
        let o = rowOffset
        cell.frame.origin.x = o
        guard let view = actionsView else { return }
        let width = list.bounds.width
        let revealed = abs(o)
        let x = o < 0 ? width - revealed : 0
        view.frame = Rect(x: x, y: cell.frame.minY, width: revealed, height: cell.frame.height)
        let buttons = view.subviews
        guard !buttons.isEmpty else { return }
        let each = revealed / Double(buttons.count)
        for (i, button) in buttons.enumerated() {
            let bx = view.edge == .trailing ? revealed - Double(i + 1) * each : Double(i) * each
            button.frame = Rect(x: bx, y: 0, width: each, height: cell.frame.height)
        }
    }
}

/// A swiped row's actions view (UIKit's `UISwipeActionPullView`), named
/// `LIST.rowN.actions`: its buttons (`LIST.rowN.action0` …) send
/// `_tappedButton:` to it on `touchUpInside`, and it has the handler perform
/// that button's action (rule L11).
public final class SwipeActionPullView: View {
    static let tapAction = "_tappedButton:"
    /// The row it belongs to and the edge it shows.
    public unowned(safe) let cell: ListCell
    public let edge: SwipeEdge
    unowned(safe) let handler: SwipeHandler

    init(name: String, cell: ListCell, edge: SwipeEdge, handler: SwipeHandler) {
        self.cell = cell
        self.edge = edge
        self.handler = handler
        super.init(name: name, kind: .view, frame: .zero)
        implementedActions = [Self.tapAction]
        clipsToBounds = true
    }

    override public func didReceiveAction(_ action: String, from sender: Responder, device: Device) {
        guard action == Self.tapAction, let index = subviews.firstIndex(where: { $0 === sender }) else { return }
        handler.perform(index: index, via: "button", trace: device.trace)
    }
}
