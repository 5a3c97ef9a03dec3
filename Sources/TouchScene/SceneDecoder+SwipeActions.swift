import TouchCore
import Yams

/// Swipe actions on tables and list-layout collection views (scene-format.md,
/// "Table and collection views", rules L6–L15).
extension SceneDecoder {
    /// The list keys of swipe actions and the list layout.
    static let swipeListKeys = ["swipeActions", "commitDelete", "editing", "layout"]
    /// The cell keys of swipe actions.
    static let swipeCellKeys = ["swipeActions", "canEdit"]

    /// `swipeActions: { leading: EDGE, trailing: EDGE }`. Returns (leading,
    /// trailing), nil for an edge left out (a list's: `default`, the delegate
    /// returns nil; a cell's: the list's answer).
    func decodeSwipeActions(_ slot: Slot, owner: Owner) throws(YAMLReader.Stop) -> (SwipeEdgeAnswer?, SwipeEdgeAnswer?)? {
        guard let m = try reader.map(slot, owner: Owner(path: slot.path, what: "'swipeActions' of \(owner.what)"),
                                     expected: "{ trailing: { actions: [ { title: Delete, style: destructive } ] }, leading: none }")
        else { return nil }
        try reader.checkKeys(m, known: ["leading", "trailing"])
        var leading: SwipeEdgeAnswer?, trailing: SwipeEdgeAnswer?
        if let s = m.slot("leading") { leading = try decodeSwipeEdge(s) }
        if let s = m.slot("trailing") { trailing = try decodeSwipeEdge(s) }
        return (leading, trailing)
    }

    /// An edge: `none`, `default` or `{ actions: [...], performsFirstActionWithFullSwipe: bool }`.
    private func decodeSwipeEdge(_ slot: Slot) throws(YAMLReader.Stop) -> SwipeEdgeAnswer? {
        let help = "none, default or { actions: [ { title: Archive } ], performsFirstActionWithFullSwipe: true }"
        if case .scalar = slot.node {
            guard let word = try reader.string(slot, expected: help) else { return nil }
            switch word {
            case "none": return SwipeEdgeAnswer.none
            case "default": return .defaultSet
            default:
                try reader.report(slot, "\(slot.label) is '\(word)'; expected \(help)")
                return nil
            }
        }
        guard let m = try reader.map(slot, owner: Owner(path: slot.path, what: "the swipe configuration at \(slot.path)"), expected: help)
        else { return nil }
        try reader.checkKeys(m, known: ["actions", "performsFirstActionWithFullSwipe"])
        var actions: [SwipeAction] = []
        for (i, item) in (try reader.list(m.slot("actions"), expected: "a list of actions { title: Delete, style: destructive }") ?? []).enumerated() {
            guard let a = try reader.map(item, owner: Owner(path: item.path, what: "swipe action \(i + 1) at \(item.path)"),
                                         expected: "an action { title: Archive, style: normal }") else { continue }
            try reader.checkKeys(a, known: ["title", "style"])
            guard let titleSlot = a.slot("title") else {
                try reader.report(at: a.location, key: a.owner.path("title"),
                                  "missing required key 'title' in \(a.owner.what); write { title: Archive }")
                continue
            }
            guard let title = try reader.string(titleSlot, expected: "the action's title") else { continue }
            if actions.contains(where: { $0.title == title }) {
                try reader.report(titleSlot, "the title '\(title)' is given twice in one configuration; the trace names actions by "
                                  + "title, so give each action its own")
                continue
            }
            let style = try reader.choice(a.slot("style"), "swipe action style", as: SwipeAction.Style.self) ?? .normal
            actions.append(SwipeAction(title: title, style: style))
        }
        if actions.isEmpty { return SwipeEdgeAnswer.none }
        let full = try reader.bool(m.slot("performsFirstActionWithFullSwipe")) ?? true
        return .configuration(SwipeActionsConfiguration(actions: actions, performsFirstActionWithFullSwipe: full))
    }
}
