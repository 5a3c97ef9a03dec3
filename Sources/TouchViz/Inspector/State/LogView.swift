import TouchCore

/// The log panel's state: which records it shows (the filter, the search
/// being typed, the folds), the selected line, and where it is scrolled.
/// Invariants: `first` lies in `0...last` once laid out; `follow` keeps
/// the selected line (or, live with none, the newest) in view, and any
/// move of the selection turns it back on.
struct LogView {
    /// Which records the log shows (stages hidden by default, search, open folds).
    var filter = LogFilter()
    /// Typing a search (`/`): keys go to the query until return or esc.
    private(set) var searching = false
    /// The filter's entries of the shown trace, kept up to date as it grows.
    let entries = LogEntries()
    /// The selected line (a record of the shown trace).
    private(set) var selected: Int?
    /// The first entry shown: a position among the entries the filter shows.
    private(set) var first = 0
    private(set) var follow = true
    /// The last first entry scrolling can reach: from it, the last entry shows whole (as last laid out).
    private(set) var last = 0
    /// The rows as last laid out (a click picks one).
    private(set) var rows: [LogPanel.Row] = []

    /// The records of `trace` the log shows, in order.
    func shown(in trace: Trace) -> [Int] { entries.update(trace, count: trace.count, filter: filter) }

    // MARK: Selection

    /// Selects `record` (nil: none) and brings it into view.
    mutating func select(_ record: Int?) {
        selected = record
        follow = true
    }

    /// A fresh run: nothing selected, the top in view, following.
    mutating func reset() {
        select(nil)
        first = 0
    }

    /// The selection moved by `delta` among `entries` (from past the last when none is selected).
    mutating func step(by delta: Int, among entries: [Int]) {
        guard !entries.isEmpty else { return }
        let position = selected.map { LogEntries.position(of: $0, in: entries) } ?? entries.count
        select(entries[max(0, min(entries.count - 1, position + delta))])
    }

    /// A click on a folded deceleration's line opens it, and closes it again (issue 32 point 6).
    mutating func toggleFold(at record: Int) {
        guard entries.folds[record] != nil else { return }
        if filter.expanded.contains(record) { filter.expanded.remove(record) } else { filter.expanded.insert(record) }
    }

    // MARK: Scrolling

    /// A page of `size` lines down or up; paging down to the tail follows
    /// it again when the run shown is `atEnd` (issue 32 point 1).
    mutating func page(down: Bool, size: Int, atEnd: Bool) {
        follow = false
        first = max(0, min(last, first + (down ? size : -size)))
        if down && first >= last && atEnd { follow = true }
    }

    /// The wheel by `dy` notches (3 lines each); scrolling down to the tail
    /// follows it again when the run is `atEnd`, anywhere else it stays put.
    mutating func wheel(dy: Double, atEnd: Bool) {
        first = max(0, min(last, first - Int((dy * 3).rounded())))
        follow = dy < 0 && first >= last && atEnd
    }

    /// Shows entry `position` first and stops following.
    mutating func scroll(toEntry position: Int) {
        first = max(0, position)
        follow = false
    }

    // MARK: Filter and search

    mutating func toggleStages() {
        filter.showStages.toggle()
        follow = true
    }

    mutating func startSearch() { searching = true }

    /// A key while typing a search: characters add to it, backspace takes
    /// one back, return keeps it (the log stays filtered), esc drops it.
    mutating func type(_ key: String, _ m: KeyModifiers) {
        switch key {
        case "return": searching = false
        case "escape":
            searching = false
            filter.query = ""
        case "backspace": if !filter.query.isEmpty { filter.query.removeLast() }
        case "space": filter.query += " "
        default:
            guard key.count == 1 else { return }
            filter.query += m.contains(.shift) ? key.uppercased() : key
        }
        first = 0
        follow = true
    }

    // MARK: Layout

    /// Lays out `entries` in `list` (positions by wrapped lines, issue 32
    /// point 1): following, the selected entry, else live the newest and in
    /// playback the last that happened (`cursor - 1`), shows whole.
    mutating func layOut(_ entries: [Int], in list: Rect, live: Bool, cursor: Int, count: Int, text: (Int) -> String) {
        // The first entry that shows the last whole: the most the log can scroll (measured once a frame).
        last = LogPanel.first(toShow: entries.count - 1, of: entries, in: list, text: text)
        if follow, !entries.isEmpty {
            let target = selected ?? (live ? count - 1 : cursor - 1)
            let position = min(entries.count - 1, LogEntries.position(of: max(0, target), in: entries))
            if selected == nil && live {
                first = last
            } else if position < first {
                first = position
            } else {
                first = max(first, LogPanel.first(toShow: position, of: entries, in: list, text: text))
            }
        }
        first = max(0, min(first, last))
        rows = entries.isEmpty ? [] : LogPanel.rows(entries: entries, first: first, in: list, text: text)
    }
}
