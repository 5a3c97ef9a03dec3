import TouchCore

/// Which records the log shows: the source stages (S1–S7, one record per
/// stage per sample) are hidden by default, as they drown the story of the
/// touches; a search keeps the lines that contain its text (any case).
public struct LogFilter: Hashable, Sendable {
    public var showStages = false
    /// Text the shown lines contain (ignoring case); empty: every line.
    public var query = ""

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

    /// The shown records among the first `count` of `trace`.
    func update(_ trace: Trace, count: Int, filter: LogFilter) -> [Int] {
        if self.trace != ObjectIdentifier(trace) || self.filter != filter || scanned > count {
            self.trace = ObjectIdentifier(trace)
            self.filter = filter
            indices = []
            scanned = 0
        }
        while scanned < count {
            let kind = trace.kind(at: scanned)
            if filter.showStages || kind != .stage, filter.query.isEmpty || filter.includes(trace[scanned]) {
                indices.append(scanned)
            }
            scanned += 1
        }
        return indices
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
