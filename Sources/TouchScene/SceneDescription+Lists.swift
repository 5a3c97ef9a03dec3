import TouchCore

/// A table or collection view's own settings (scene-format.md, "Table and
/// collection views", rule L).
public struct ListDescription: Hashable, Sendable {
    /// Table views: the height of every row (default 44).
    public var rowHeight: Double = 44
    /// Table views: generated rows `LIST.row0` … (or collection items `LIST.item0` …).
    public var count: Int = 0
    /// Collection views: the flow layout.
    public var itemSize: Size = Size(width: 50, height: 50)
    public var spacing: Double = 10
    public var scrollDirection: CollectionView.ScrollDirection = .vertical
    public var allowsSelection: Bool = true
    /// The delegate's name; nil: the controller whose view holds the list.
    public var delegate: String?
    /// `cells:` entries: settings and content of some rows or items, as
    /// cell views named `LIST.rowN` (or `LIST.itemN`) whose `cell` holds the index.
    public var cells: [ViewDescription] = []
    /// Rule X8: the delegate implements `contextMenuConfigurationForRowAt`
    /// (`…ForItemAt`): its answer, and the rows or items that give one (nil: every one).
    public var contextMenu: Answer?
    public var contextMenuIndices: [Int]?
    /// Rule X9.1 (collection views): `dragDelegate` is set, `dragInteractionEnabled`, and the items that give drag items.
    public var dragDelegate: Bool = false
    public var dragInteractionEnabled: Bool?
    public var dragItems: [Int]?

    public init() {}
}

/// One cell: its row or item, whether it highlights (rule L2), and its view
/// keys, whose subviews go in its content view (rule L1).
public struct CellDescription: Hashable, Sendable {
    /// nil: its order among the list's cells (explicit `tableViewCell` subviews).
    public var index: Int?
    public var shouldHighlight: Bool = true

    public init(index: Int? = nil, shouldHighlight: Bool = true) {
        self.index = index
        self.shouldHighlight = shouldHighlight
    }

    /// The generated name of a list's cell: `LIST.rowN` or `LIST.itemN`.
    public static func name(list: String, kind: ViewKind, index: Int) -> String {
        list + (kind == .collectionView ? ".item" : ".row") + String(index)
    }

    /// The content view's name: `CELL.contentView`.
    public static func contentViewName(_ cell: String) -> String { cell + ".contentView" }
}

/// A navigation controller's own settings (scene-format.md, "Navigation
/// controllers", rule N).
public struct NavigationDescription: Hashable, Sendable {
    /// Bottom first; the last one is on top and shown.
    public var stack: [ControllerDescription] = []
    /// `NAME.interactivePop`'s settings (rule N2).
    public var popEnabled: Bool = true
    public var popDelaysTouchesBegan: Bool = true
    public var popCancelsTouchesInView: Bool = true
    /// `NAME.interactiveContentPop`'s settings (N4, N7): `isEnabled` and `require(toFail:)`.
    public var contentPopEnabled: Bool = true
    public var contentPopRequireToFail: [String] = []

    public init(stack: [ControllerDescription] = []) {
        self.stack = stack
    }

    /// The pop recognizer's name (rule N2).
    public static func popName(_ navigation: String) -> String { navigation + ".interactivePop" }

    /// The content pop recognizer's name (rule N4).
    public static func contentPopName(_ navigation: String) -> String { navigation + ".interactiveContentPop" }

    /// The navigation controller's own view when the scene does not name it.
    public static func defaultViewName(_ navigation: String) -> String { navigation + ".view" }
}
