import TouchCore

/// Which records the log shows: the source stages (S1–S7, one record per
/// stage per sample) are hidden by default, as they drown the story of the
/// touches; a search keeps the lines that contain its text (any case).
public struct LogFilter: Hashable, Sendable {
    public var showStages = false
    /// Text the shown lines contain (ignoring case); empty: every line.
    public var query = ""
    /// Folds opened by a click (their first record): a scroll view's
    /// deceleration or paging (its timer fires, offsets and run-loop turns)
    /// is one line until then (issue 32 point 6).
    public var expanded: Set<Int> = []

    public init(showStages: Bool = false, query: String = "") {
        self.showStages = showStages
        self.query = query
    }

    public func includes(_ r: TraceRecord) -> Bool {
        if !showStages && r.kind == .stage { return false }
        if query.isEmpty { return true }
        return HumanLog.line(r).lowercased().contains(query.lowercased())
    }

    /// What the panel's header says is hidden.
    public var summary: String {
        var parts: [String] = []
        if !showStages { parts.append("stages hidden (a)") }
        if !query.isEmpty { parts.append("search \"\(query)\"") }
        return parts.joined(separator: " · ")
    }
}

/// The records of a trace a filter lets through, in order, kept up to date
/// as the trace grows (only new records are looked at).
final class LogEntries {
    private(set) var indices: [Int] = []
    private var trace: ObjectIdentifier?
    private var filter = LogFilter()
    private var scanned = 0

    /// A deceleration (or paging) folded into one line: its first record
    /// (the first timer fire), its last, how many timer fires, the offsets.
    struct Fold: Hashable {
        /// The scroll view's label, and its key (issue 27.3: another scroll
        /// view of its label decelerating at the same time is its own fold).
        var view: String
        var viewKey: ObjectKey
        var timer: String
        var last: Int
        var fires = 1
        var from: Point?
        var to: Point?
    }

    /// Folds by first record.
    private(set) var folds: [Int: Fold] = [:]
    private var open: Int?

    /// The shown records among the first `count` of `trace`.
    func update(_ trace: Trace, count: Int, filter: LogFilter) -> [Int] {
        if self.trace != ObjectIdentifier(trace) || self.filter != filter || scanned > count {
            self.trace = ObjectIdentifier(trace)
            self.filter = filter
            indices = []
            folds = [:]
            open = nil
            scanned = 0
        }
        while scanned < count {
            let kind = trace.kind(at: scanned)
            if filter.query.isEmpty && fold(trace, scanned, kind) {
                scanned += 1
                continue
            }
            if filter.showStages || kind != .stage, filter.query.isEmpty || filter.includes(trace[scanned]) {
                indices.append(scanned)
            }
            scanned += 1
        }
        return indices
    }

    /// Whether record `i` goes into a fold (the open one, or one it starts).
    private func fold(_ trace: Trace, _ i: Int, _ kind: TraceKind) -> Bool {
        switch kind {
        case .timerFire:
            let r = trace[i]
            guard case .timerFire(let e)? = r.event, e.timer == "deceleration" || e.timer == "paging" else { break }
            let timer = e.timer
            if let head = open, folds[head]?.viewKey == r.subjectKey {
                folds[head]!.fires += 1
                folds[head]!.last = i
                return !filter.expanded.contains(head)
            }
            open = nil
            // A new fold: its head is the entry that stands for it (an expanded one shows every record).
            folds[i] = Fold(view: r.subject, viewKey: r.subjectKey, timer: timer, last: i)
            open = i
            if filter.expanded.contains(i) { return false }
            indices.append(i)
            return true
        case .scrollOffset:
            if let head = open, let f = folds[head], case let r = trace[i], f.viewKey == r.subjectKey {
                if case .scrollOffset(let e)? = r.event {
                    let p = e.offset
                    if f.from == nil { folds[head]!.from = p }
                    folds[head]!.to = p
                }
                folds[head]!.last = i
                return !filter.expanded.contains(head)
            }
        case .runloopWake, .runloopSleep, .stage:
            if let head = open {
                folds[head]!.last = i
                return !filter.expanded.contains(head)
            }
            return false
        default:
            break
        }
        open = nil
        return false
    }

    /// The line of a fold's head, or nil for a record that heads none.
    func foldLine(_ record: Int, trace: Trace) -> String? {
        guard let f = folds[record] else { return nil }
        let head = HumanLog.line(trace[record])
        if filter.expanded.contains(record) { return head + "  ▾ click to fold" }
        let prefix = String(head.prefix(LogPanel.messageColumn)).replacingOccurrences(of: "timer ", with: "scroll")
        func point(_ p: Point?) -> String { p.map { "(\(TextFit.number($0.x)), \(TextFit.number($0.y)))" } ?? "?" }
        let what = f.timer == "paging" ? "settles on a page" : "decelerates"
        return prefix + "\(f.view) \(what) ▸ \(f.fires) frames, offset \(point(f.from)) → \(point(f.to)) · click to expand"
    }

    /// The position of the last shown record at or before record `seq` (0 when none).
    static func position(of seq: Int, in indices: [Int]) -> Int {
        var lo = 0, hi = indices.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if indices[mid] <= seq { lo = mid + 1 } else { hi = mid }
        }
        return max(0, lo - 1)
    }
}
