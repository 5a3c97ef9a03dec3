import TouchCore
import Yams

/// Table and collection views, their cells, text fields and navigation
/// controllers (scene-format.md: "Table and collection views", "Navigation
/// controllers", "Text fields"; rules L, N, E).
extension SceneDecoder {
    static let listKeys = ["rowHeight", "rows", "items", "itemSize", "spacing", "scrollDirection", "cells",
                           "allowsSelection", "delegate", "contextMenu", "dragDelegate", "dragInteractionEnabled", "dragItems"] + swipeListKeys
    static let cellKeys = ["row", "item", "shouldHighlight"] + swipeCellKeys
    static let textFieldKeys = ["placeholder"]
    static let navigationKeys = ["kind", "stack", "interactivePop", "interactiveContentPop"] + pageKeys
    /// At most this many generated cells in one list.
    static let cellLimit = 10_000

    /// The view keys of lists, cells and text fields, with the kinds they apply to.
    static let listKindKeys: [(keys: [String], kinds: [ViewKindDescription])] = [
        (["rows"], [.tableView]),
        (["rowHeight"], [.tableView, .collectionView]),
        (["items", "itemSize", "spacing", "scrollDirection", "dragDelegate", "dragInteractionEnabled", "dragItems"], [.collectionView]),
        (["cells", "allowsSelection", "contextMenu"], [.tableView, .collectionView]),
        (["delegate"], [.tableView, .collectionView, .textView]),
        (textViewKeys, [.textView]),
        (["row"], [.tableViewCell]),
        (["item"], [.collectionViewCell]),
        (["shouldHighlight"], [.tableViewCell, .collectionViewCell]),
        // Rules L6–L15: swipe actions; `commitDelete` and `canEdit` are the table's data source (L7).
        (["swipeActions"], [.tableView, .collectionView, .tableViewCell, .collectionViewCell]),
        (["editing"], [.tableView, .collectionView]),
        (["commitDelete"], [.tableView]),
        (["layout"], [.collectionView]),
        (["canEdit"], [.tableViewCell]),
        (textFieldKeys, [.textField]),
    ]

    /// Declares a cell's name and its content view's (rule L1: both may be
    /// named wherever a view's name is expected).
    func declareCell(_ name: String, at m: YAMLMap, nameKey: String, parent: Int?) throws(YAMLReader.Stop) -> Int {
        let cell = try declare(name, .view, at: m, nameKey: nameKey, parent: parent)
        try declare(CellDescription.contentViewName(name), .view, at: m, nameKey: nameKey, parent: cell)
        return cell
    }

    /// A cell's own keys (`row`/`item`, `shouldHighlight`).
    func decodeCell(_ m: YAMLMap, kind: ViewKindDescription) throws(YAMLReader.Stop) -> CellDescription {
        var cell = CellDescription()
        cell.index = try reader.int(m.slot(kind == .collectionViewCell ? "item" : "row"), in: 0...Self.cellLimit)
        cell.shouldHighlight = try reader.bool(m.slot("shouldHighlight")) ?? true
        if let slot = m.slot("swipeActions"), let edges = try decodeSwipeActions(slot, owner: m.owner) {
            (cell.leadingSwipeActions, cell.trailingSwipeActions) = edges
        }
        cell.canEdit = try reader.bool(m.slot("canEdit")) ?? true
        return cell
    }

    /// A list's keys; its `cells:` entries are decoded as cells named `LIST.rowN`
    /// (or `LIST.itemN`), and the generated rows without an entry are declared.
    func decodeList(_ m: YAMLMap, kind: ViewKindDescription, name: String?, declaration: Int?,
                    depth: Int) throws(YAMLReader.Stop) -> ListDescription {
        var list = ListDescription()
        let table = kind == .tableView
        list.rowHeight = try reader.number(m.slot("rowHeight"), .positive) ?? 44
        list.count = try reader.int(m.slot(table ? "rows" : "items"), in: 0...Self.cellLimit) ?? 0
        if let size = try reader.size(m.slot("itemSize")) {
            if size.width > 0 && size.height > 0 {
                list.itemSize = size
            } else if let slot = m.slot("itemSize") {
                try reader.report(slot, "\(slot.label) must be positive in both directions; write itemSize: [120, 120]")
            }
        }
        list.spacing = try reader.number(m.slot("spacing"), .nonNegative) ?? 10
        list.scrollDirection = try reader.choice(m.slot("scrollDirection"), "scroll direction",
                                                 as: CollectionView.ScrollDirection.self) ?? .vertical
        list.allowsSelection = try reader.bool(m.slot("allowsSelection")) ?? true
        if !table { list.layout = try reader.choice(m.slot("layout"), "collection layout", as: ListDescription.Layout.self) ?? .flow }
        if table || list.layout == .list {
            if let name {
                // Rule L6: the list's swipe recognizers, nameable wherever a recognizer's name is expected.
                try declare(ListDescription.swipeActionsName(name), .recognizer, at: m, parent: declaration)
                try declare(ListDescription.swipeDismissalName(name), .recognizer, at: m, parent: declaration)
            }
        }
        if let slot = m.slot("swipeActions") {
            if !table && list.layout != .list {
                try reader.report(slot, "\(slot.label) needs a list: only a table or a collection view with layout: list swipes "
                                  + "(rule L6); add layout: list to \(m.owner.what)")
            } else if let edges = try decodeSwipeActions(slot, owner: m.owner) {
                list.leadingSwipeActions = edges.0 ?? .defaultSet
                list.trailingSwipeActions = edges.1 ?? .defaultSet
            }
        }
        list.commitDelete = try reader.bool(m.slot("commitDelete")) ?? false
        list.editing = try reader.bool(m.slot("editing")) ?? false
        if let slot = m.slot("delegate"), let delegate = try reader.string(slot, expected: "a responder's name") {
            list.delegate = delegate
            refer([(delegate, slot)], expecting: .responder, referrer: declaration)
        }
        let indexKey = table ? "row" : "item"
        if let slot = m.slot("contextMenu") { try decodeListContextMenu(slot, into: &list, indexKey: indexKey, name: name, at: m, declaration: declaration) }
        try decodeListDrag(m, into: &list, name: name, declaration: declaration)
        let cellKind: ViewKindDescription = table ? .tableViewCell : .collectionViewCell
        var given: Set<Int> = []
        for (i, item) in (try reader.list(m.slot("cells"), expected: "a list of cells { \(indexKey): N, ... }") ?? []).enumerated() {
            guard let c = try reader.map(item, owner: Owner(path: item.path, what: "cell \(i + 1) of \(m.owner.what)"),
                                         expected: "a cell { \(indexKey): N, subviews: [...] }") else { continue }
            guard let indexSlot = c.slot(indexKey) else {
                try reader.report(at: c.location, key: c.owner.path(indexKey),
                                  "missing required key '\(indexKey)' in \(c.owner.what); say which \(indexKey) it sets: { \(indexKey): 0, ... }")
                continue
            }
            guard let index = try reader.int(indexSlot, in: 0...max(0, list.count - 1),
                                             rangePhrase: "a \(indexKey) of the list, 0 to \(max(0, list.count - 1)) (it has \(list.count) \(table ? "rows" : "items"))")
            else { continue }
            if !given.insert(index).inserted {
                try reader.report(indexSlot, "\(indexKey) \(index) of \(m.owner.what) is given twice in 'cells'; merge the two entries")
                continue
            }
            guard let name else { continue }
            let cellName = CellDescription.name(list: name, kind: kind, index: index)
            if var view = try decodeView(c, parent: declaration, depth: depth + 1, cell: (cellName, cellKind)) {
                if !table && list.layout != .list, let slot = c.slot("swipeActions") {
                    try reader.report(slot, "\(slot.label) needs a list: only a table or a collection view with layout: list swipes "
                                      + "(rule L6); add layout: list to \(m.owner.what)")
                }
                view.cell?.index = index
                list.cells.append(view)
            }
        }
        if let name {
            for index in 0..<list.count where !given.contains(index) {
                _ = try declareCell(CellDescription.name(list: name, kind: kind, index: index), at: m,
                                    nameKey: table ? "rows" : "items", parent: declaration)
            }
        }
        return list
    }

    /// A collection view's drag keys (rule X9.1); `dragDelegate: true` declares `LIST.drag`.
    private func decodeListDrag(_ m: YAMLMap, into list: inout ListDescription, name: String?, declaration: Int?) throws(YAMLReader.Stop) {
        list.dragDelegate = try reader.bool(m.slot("dragDelegate")) ?? false
        list.dragInteractionEnabled = try reader.bool(m.slot("dragInteractionEnabled"))
        if let slot = m.slot("dragItems"), let c = try reader.map(slot, owner: Owner(path: slot.path, what: "'dragItems' of \(m.owner.what)"),
                                                                  expected: "{ items: [0, 1, 2] }") {
            try reader.checkKeys(c, known: ["items"])
            var indices: [Int] = []
            for item in try reader.list(c.slot("items"), expected: "a list of items") ?? [] {
                if let i = try reader.int(item, in: 0...Self.cellLimit) { indices.append(i) }
            }
            list.dragItems = indices
        }
        if !list.dragDelegate {
            for key in ["dragInteractionEnabled", "dragItems"] where m.has(key) {
                try reader.report(at: m.keyLocation(key), key: m.owner.path(key), "'\(key)' of \(m.owner.what) needs dragDelegate: true (rule X9.1)")
            }
        }
        guard list.dragDelegate, let name else { return }
        let drag = InteractionDescription(kind: .drag, name: name + ".drag")
        let d = try declare(drag.name, .interaction, at: m, parent: declaration)
        for r in drag.recognizerNames { try declare(r, .recognizer, at: m, parent: d) }
    }

    /// `contextMenu:` of a list (rule X8): true, false, `{ rows: [...] }` /
    /// `{ items: [...] }`, or a conditional answer; declares `LIST.contextMenu`.
    private func decodeListContextMenu(_ slot: Slot, into list: inout ListDescription, indexKey: String, name: String?,
                                       at m: YAMLMap, declaration: Int?) throws(YAMLReader.Stop) {
        if case .mapping(let mapping) = slot.node, mapping.keys.contains(where: { $0.string == "rows" || $0.string == "items" }) {
            guard let c = try reader.map(slot, owner: Owner(path: slot.path, what: "'contextMenu' of \(m.owner.what)")) else { return }
            try reader.checkKeys(c, known: [indexKey + "s"])
            var indices: [Int] = []
            for item in try reader.list(c.slot(indexKey + "s"), expected: "a list of \(indexKey)s") ?? [] {
                if let i = try reader.int(item, in: 0...Self.cellLimit) { indices.append(i) }
            }
            list.contextMenu = true
            list.contextMenuIndices = indices
        } else {
            list.contextMenu = try decodeAnswer(slot)
        }
        guard let name else { return }
        let menu = InteractionDescription(kind: .contextMenu, name: name + ".contextMenu")
        let d = try declare(menu.name, .interaction, at: m, parent: declaration)
        for r in menu.recognizerNames { try declare(r, .recognizer, at: m, parent: d) }
    }

    /// A controller with `kind: navigationController` (rule N): its stack of
    /// controllers, its optional own view and its pop recognizer's settings.
    func decodeNavigation(_ m: YAMLMap, name: String?, declaration: Int?,
                          depth: Int) throws(YAMLReader.Stop) -> (NavigationDescription, ViewDescription?)? {
        guard let kindSlot = m.slot("kind") else { return nil }
        guard let kind = try reader.string(kindSlot, expected: "navigationController or pageViewController"),
              kind == "navigationController" else {
            if case .scalar(let s) = kindSlot.node, s.string == "pageViewController" { return nil }
            try reader.report(kindSlot, "\(kindSlot.label) must be navigationController or pageViewController; "
                              + "remove 'kind' for a plain view controller")
            return nil
        }
        for key in Self.pageKeys where m.has(key) {
            try reader.report(at: m.keyLocation(key), key: m.owner.path(key),
                              "'\(key)' applies only to page view controllers; write kind: pageViewController")
        }
        var navigation = NavigationDescription()
        let stackSlots = try reader.list(m.slot("stack"), expected: "a list of view controllers { controller: ..., view: ... }") ?? []
        if stackSlots.isEmpty {
            try reader.report(at: m.location, key: m.owner.path("stack"),
                              "\(m.owner.what) needs a 'stack' of at least one view controller, bottom first: "
                              + "stack: [ { controller: ListVC, view: { name: list } } ]")
        }
        for item in stackSlots {
            guard let c = try reader.map(item, owner: Owner(path: item.path, what: "the view controller at \(item.path)"),
                                         expected: "a view controller { controller: ..., view: ... }") else { continue }
            if !c.has("controller") {
                try reader.report(at: c.location, key: c.owner.path("controller"),
                                  "a navigation stack holds view controllers: add controller: NAME to \(c.owner.what)")
                continue
            }
            if var controller = try decodeController(c, parent: declaration, depth: depth + 1,
                                                      extraKeys: ["preferredTransition", "interactiveDismissShouldBegin"]) {
                try decodeZoomTransition(c, into: &controller, declaration: declaration)
                navigation.stack.append(controller)
            }
        }
        if let slot = m.slot("interactivePop"),
           let p = try reader.map(slot, owner: Owner(path: slot.path, what: "'interactivePop' of \(m.owner.what)")) {
            try reader.checkKeys(p, known: ["enabled", "delaysTouchesBegan", "cancelsTouchesInView"])
            navigation.popEnabled = try reader.bool(p.slot("enabled")) ?? true
            navigation.popDelaysTouchesBegan = try reader.bool(p.slot("delaysTouchesBegan")) ?? true
            navigation.popCancelsTouchesInView = try reader.bool(p.slot("cancelsTouchesInView")) ?? true
        }
        if let name {
            try declare(NavigationDescription.popName(name), .recognizer, at: m, nameKey: "controller", parent: declaration)
        }
        try decodeContentPop(m, into: &navigation, name: name, declaration: declaration)
        var view: ViewDescription?
        if m.slot("view") == nil, let name {
            let viewName = NavigationDescription.defaultViewName(name)
            try declare(viewName, .view, at: m, nameKey: "controller", parent: declaration)
            var v = ViewDescription(name: viewName)
            v.location = m.location
            view = v
        }
        return (navigation, view)
    }
}

