import TouchCore

/// The timeline's lanes, built from the trace once per trace length (the
/// window draws them every frame): a lane per touch (its life and
/// samples), per recognizer (state spans coloured by state, transitions,
/// waits, actions) and per responder that received touches (began, moved,
/// ended and cancelled marks, and the deliveries held back from it as bars
/// from hold to release or drop, labelled with who held them).
public struct TimelineModel: Sendable {
    public enum MarkShape: Hashable, Sendable { case circle, square, cross, diamond, tick, triangle, arrow }

    /// A span of time on a lane; `end` nil: still open.
    public struct Bar: Hashable, Sendable {
        public var start: Int64
        public var end: Int64?
        public var color: Color
        public var label: String
        /// Drawn as an outline (waits) instead of a fill.
        public var outline = false
        /// Drawn thin, centred (a responder tracking a touch).
        public var thin = false
    }

    /// An instant on a lane.
    public struct Mark: Hashable, Sendable {
        public var time: Int64
        public var shape: MarkShape
        public var color: Color
        public var label: String
        /// The record it stands for (the log line a click selects).
        public var seq: Int
    }

    public enum LaneKind: Hashable, Sendable { case group, touch, recognizer, responder, scrollView }

    public struct Lane: Hashable, Sendable {
        public var kind: LaneKind
        /// The object's name, or the group's title.
        public var name: String
        /// The object's key (what a log selection highlights, issue 27.3).
        public var key: ObjectKey
        /// Shown in the label column after the name.
        public var detail: String
        public var height: Double
        /// Other objects the lane stands for (responders further along the
        /// chain that received exactly the same calls), and their keys.
        public var aliases: [String] = []
        public var aliasKeys: [ObjectKey] = []
        public var bars: [Bar] = []
        /// In time order.
        public var marks: [Mark] = []

        public init(kind: LaneKind, name: String, key: ObjectKey? = nil, detail: String, height: Double) {
            self.kind = kind
            self.name = name
            self.key = key ?? ObjectKey(name)
            self.detail = detail
            self.height = height
        }
    }

    /// A `causedBy` link (rule G10) whose two records are marks on the
    /// timeline: drawn as an arrow from the cause's mark to the effect's.
    public struct Arrow: Hashable, Sendable {
        public var fromLane: Int
        public var fromTime: Int64
        public var toLane: Int
        public var toTime: Int64
        /// The causing record and the caused one.
        public var causeSeq: Int
        public var effectSeq: Int
    }

    public var lanes: [Lane]
    /// One per `causedBy` link with both ends on the lanes, in trace order.
    public var arrows: [Arrow] = []
    /// The trace length it was built from.
    public var recordCount: Int
    /// The last instant of the trace, microseconds.
    public var end: Int64

    public var totalHeight: Double { lanes.reduce(0) { $0 + $1.height } }

    /// `from`: the first record to draw. A live window following "now"
    /// passes the first record of the visible stretch, so that building the
    /// lanes costs what is visible, not the whole session; objects with
    /// nothing from there on get no lane.
    public init(index: TraceIndex, catalog: RecognizerCatalog? = nil, from: Int = 0) {
        recordCount = index.count
        end = index.times.last ?? 0
        var lanes: [Lane] = []
        let touches = index.touches.filter { ($0.endSeq ?? Int.max) >= from }
        if !touches.isEmpty {
            lanes.append(Lane(kind: .group, name: "TOUCHES", detail: "", height: 16))
            lanes += touches.map { Self.touchLane($0, from: from) }
        }
        let recognizers = index.recognizers.compactMap { r -> Lane? in
            let lane = Self.recognizerLane(r, info: catalog?.info(r.key), from: from)
            return lane.bars.isEmpty && lane.marks.isEmpty ? nil : lane
        }
        if !recognizers.isEmpty {
            lanes.append(Lane(kind: .group, name: "RECOGNIZERS", detail: "", height: 16))
            lanes += recognizers
        }
        var merged: [Lane] = []
        var previous: ArraySlice<PhaseMark>?
        for r in index.responders {
            let marks = Self.tail(r.marks, from: from) { $0.seq }
            let held = index.held.filter { $0.viewKey == r.key && ($0.endSeq ?? Int.max) >= from }
            guard !marks.isEmpty || !held.isEmpty else { continue }
            // A responder the calls merely passed through joins the lane of the one before it.
            if held.isEmpty, let p = previous, Self.sameCalls(p, marks), var last = merged.popLast() {
                last.aliases.append(r.name)
                last.aliasKeys.append(r.key)
                last.detail = "→ " + last.aliases.joined(separator: " → ")
                merged.append(last)
            } else {
                merged.append(Self.responderLane(r.name, key: r.key, marks: marks, held: held))
            }
            previous = marks
        }
        if !merged.isEmpty {
            lanes.append(Lane(kind: .group, name: "RESPONDERS", detail: "", height: 16))
            lanes += merged
        }
        let scrolls = Self.scrollLanes(index, from: from)
        if !scrolls.isEmpty {
            lanes.append(Lane(kind: .group, name: "SCROLL VIEWS", detail: "", height: 16))
            lanes += scrolls
        }
        self.lanes = lanes
        arrows = Self.arrows(index.causeLinks, lanes: lanes, from: from)
    }

    /// A lane per scroll view whose offset moved (issue 32 point 6): each
    /// movement as a bar, dragged (offsets before its deceleration timer)
    /// then decelerating or paging (while its timer fires), and a mark where
    /// it settles with the offset it settled at. Offsets more than 0.1 s
    /// apart are separate movements.
    static func scrollLanes(_ index: TraceIndex, from: Int) -> [Lane] {
        // By key (issue 27.3): two scroll views of one label are two lanes.
        var order: [ObjectKey] = []
        var byView: [ObjectKey: [ScrollMark]] = [:]
        for mark in index.scrollOffsets where mark.seq >= from {
            if byView[mark.viewKey] == nil { order.append(mark.viewKey) }
            byView[mark.viewKey, default: []].append(mark)
        }
        guard !order.isEmpty else { return [] }
        var timersByView: [ObjectKey: [TimerMark]] = [:]
        for t in index.timers where t.seq >= from && (t.purpose == "deceleration" || t.purpose == "paging") {
            timersByView[t.ownerKey, default: []].append(t)
        }
        let gap: Int64 = 100_000
        return order.map { view in
            var lane = Lane(kind: .scrollView, name: view.label, key: view, detail: "offset", height: 18)
            let offsets = byView[view]!
            let timers = timersByView[view] ?? []
            var runStart = 0
            var nextTimer = 0
            for k in offsets.indices {
                let isLast = k == offsets.count - 1 || offsets[k + 1].time.microseconds - offsets[k].time.microseconds > gap
                guard isLast else { continue }
                let run = offsets[runStart...k]
                let start = run.first!.time.microseconds, end = run.last!.time.microseconds
                // The timers in order, each looked at once across the runs (a long deceleration has thousands).
                while nextTimer < timers.count && timers[nextTimer].time.microseconds < start - gap { nextTimer += 1 }
                var fires: [TimerMark] = []
                while nextTimer < timers.count && timers[nextTimer].time.microseconds <= end {
                    if fires.isEmpty { fires.append(timers[nextTimer]) }
                    nextTimer += 1
                }
                let p = run.last!.offset
                let at = "(\(TextFit.number(p.x)), \(TextFit.number(p.y)))"
                if let first = fires.first {
                    let coast = first.time.microseconds
                    if coast > start { lane.bars.append(Bar(start: start, end: coast, color: Palette.began, label: "dragged")) }
                    let what = first.purpose == "paging" ? "paging" : "decelerating"
                    lane.bars.append(Bar(start: min(coast, end), end: end, color: Palette.faded(Palette.began, 0.55), label: "\(what) → \(at)"))
                } else {
                    lane.bars.append(Bar(start: start, end: end, color: Palette.began, label: "moved → \(at)"))
                }
                lane.marks.append(Mark(time: end, shape: .diamond, color: Palette.ended, label: "settles at \(at)", seq: run.last!.seq))
                runStart = k + 1
            }
            return lane
        }
    }

    /// The links whose cause and effect are both marks: read from
    /// `causedBy` only, never from cause strings. A record drawn on two
    /// lanes (a phase a responder's lane shares) counts once, on its first.
    static func arrows(_ links: [CauseLinkMark], lanes: [Lane], from: Int) -> [Arrow] {
        let wanted = tail(links, from: from, \.effect)
        guard !wanted.isEmpty else { return [] }
        var place: [Int: (lane: Int, time: Int64)] = [:]
        for (i, lane) in lanes.enumerated() {
            for mark in lane.marks where place[mark.seq] == nil { place[mark.seq] = (i, mark.time) }
        }
        return wanted.compactMap { link in
            guard let a = place[link.cause], let b = place[link.effect] else { return nil }
            return Arrow(fromLane: a.lane, fromTime: a.time, toLane: b.lane, toTime: b.time, causeSeq: link.cause, effectSeq: link.effect)
        }
    }

    /// The elements of `array` (in record order) from record `seq` on.
    static func tail<T>(_ array: [T], from seq: Int, _ key: (T) -> Int) -> ArraySlice<T> {
        var low = 0, high = array.count
        while low < high {
            let mid = (low + high) / 2
            if key(array[mid]) < seq { low = mid + 1 } else { high = mid }
        }
        return array[low...]
    }

    static func touchLane(_ t: TouchTrack, from: Int) -> Lane {
        var lane = Lane(kind: .touch, name: t.name, detail: "finger \(t.finger) → \(t.view ?? "nothing")", height: 18)
        lane.bars.append(Bar(start: t.began.microseconds, end: t.end?.microseconds, color: Color(0xD1, 0xD1, 0xD6, 200),
                             label: "tap count \(t.tapCount)"))
        if t.createSeq >= from {
            lane.marks.append(Mark(time: t.began.microseconds, shape: .circle, color: Palette.phase(.began), label: "", seq: t.createSeq))
        }
        for p in tail(t.points, from: max(from, t.createSeq + 1), \.seq) where p.seq != t.endSeq {
            lane.marks.append(Mark(time: p.time.microseconds, shape: .tick, color: Palette.phase(.moved), label: "", seq: p.seq))
        }
        if let end = t.end, let seq = t.endSeq {
            let cancelled = t.endPhase == .cancelled
            lane.marks.append(Mark(time: end.microseconds, shape: cancelled ? .cross : .square,
                                   color: Palette.phase(cancelled ? .cancelled : .ended), label: cancelled ? "cancelled" : "", seq: seq))
        }
        return lane
    }

    static func recognizerLane(_ r: RecognizerTrack, info: RecognizerInfo?, from: Int = 0) -> Lane {
        var lane = Lane(kind: .recognizer, name: r.name, key: r.key, detail: info.map { RecognizerPanel.describeKind($0) } ?? "", height: 18)
        // Spans follow one another: the one open at `from` is the one before the first that starts after it.
        let after = tail(r.spans, from: from) { $0.startSeq }
        let spans = after.startIndex > 0 ? r.spans[(after.startIndex - 1)...] : after
        // Consecutive began/changed spans are one blue bar.
        for span in spans where (span.endSeq ?? Int.max) >= from {
            let color = Palette.faded(Palette.state(span.state), span.state == .possible ? 0.4 : 0.85)
            if let last = lane.bars.last, last.color == color, last.end == span.start.microseconds {
                lane.bars[lane.bars.count - 1].end = span.end?.microseconds
                continue
            }
            lane.bars.append(Bar(start: span.start.microseconds, end: span.end?.microseconds, color: color,
                                 label: span.state == .possible ? "" : span.state.rawValue))
        }
        for w in r.waits where (w.endSeq ?? Int.max) >= from {
            lane.bars.append(Bar(start: w.start.microseconds, end: w.end?.microseconds, color: Palette.waiting,
                                 label: "waits for " + w.waitingFor.joined(separator: ", "), outline: true))
        }
        var marks: [Mark] = []
        for t in tail(r.transitions, from: from, \.seq) where t.to != .changed {
            let label = t.to == .began ? "began" : "\(t.to.rawValue): \(t.cause?.short ?? "?")"
            marks.append(Mark(time: t.time.microseconds, shape: .diamond, color: Palette.state(t.to), label: label, seq: t.seq))
        }
        for a in tail(r.actions, from: from, \.seq) where a.state != .changed {
            marks.append(Mark(time: a.time.microseconds, shape: .triangle, color: Palette.state(a.state), label: a.action, seq: a.seq))
        }
        lane.marks = marks.sorted { $0.seq < $1.seq }
        return lane
    }

    static func responderLane(_ name: String, key: ObjectKey? = nil, marks responderMarks: ArraySlice<PhaseMark>,
                              held: [HeldDelivery]) -> Lane {
        var lane = Lane(kind: .responder, name: name, key: key, detail: "", height: 18)
        // A thin bar while the responder tracks each touch: from its began to its ended or cancelled.
        var open: [String: Int64] = [:]
        var order: [String] = []
        for mark in responderMarks {
            for t in mark.touches {
                switch mark.phase {
                case .began:
                    if open[t] == nil { open[t] = mark.time.microseconds; order.append(t) }
                case .ended, .cancelled:
                    if let start = open.removeValue(forKey: t) {
                        lane.bars.append(Bar(start: start, end: mark.time.microseconds, color: Color(0xAE, 0xAE, 0xB2), label: "",
                                             thin: true))
                    }
                default: break
                }
            }
        }
        for t in order where open[t] != nil {
            lane.bars.append(Bar(start: open[t]!, end: nil, color: Color(0xAE, 0xAE, 0xB2), label: "", thin: true))
        }
        let groups = Self.grouped(held)
        for g in groups {
            lane.bars.append(Bar(start: g.first.start.microseconds, end: g.first.end?.microseconds,
                                 color: Palette.faded(Palette.waiting, 0.45), label: "\(g.phases) held by " + g.first.by.joined(separator: ", ")))
        }
        var marks: [Mark] = []
        for m in responderMarks {
            let shape: MarkShape
            switch m.phase {
            case .began: shape = .circle
            case .moved, .stationary: shape = .tick
            case .ended: shape = .square
            case .cancelled: shape = .cross
            }
            let label = m.phase == .cancelled ? "cancelled" : ""
            marks.append(Mark(time: m.time.microseconds, shape: shape, color: Palette.phase(m.phase), label: label, seq: m.seq))
        }
        for g in groups {
            guard let end = g.first.end, let seq = g.first.endSeq else { continue }
            if let by = g.first.droppedBy {
                marks.append(Mark(time: end.microseconds, shape: .cross, color: Palette.failed,
                                  label: "\(g.phases) dropped (\(by.joined(separator: ", ")))", seq: seq))
            } else {
                marks.append(Mark(time: end.microseconds, shape: .arrow, color: Palette.ended, label: "\(g.phases) released", seq: seq))
            }
        }
        lane.marks = marks.sorted { $0.seq < $1.seq }
        return lane
    }

    /// Held phases of one touch, held by the same recognizers and let go
    /// together: one bar ("began, moved ×3 held by ...").
    static func grouped(_ held: [HeldDelivery]) -> [(first: HeldDelivery, phases: String)] {
        var groups: [(first: HeldDelivery, phases: [String])] = []
        for h in held {
            if let last = groups.last, last.first.touches == h.touches, last.first.droppedByKeys == h.droppedByKeys,
               last.first.end != nil, last.first.end == h.end {
                groups[groups.count - 1].phases.append(h.phase)
                for key in h.byKeys where !groups[groups.count - 1].first.byKeys.contains(key) { groups[groups.count - 1].first.byKeys.append(key) }
            } else {
                groups.append((h, [h.phase]))
            }
        }
        return groups.map { g in
            var parts: [String] = []
            var i = 0
            while i < g.phases.count {
                var n = 1
                while i + n < g.phases.count && g.phases[i + n] == g.phases[i] { n += 1 }
                parts.append(n > 1 ? "\(g.phases[i]) ×\(n)" : g.phases[i])
                i += n
            }
            return (g.first, parts.joined(separator: ", "))
        }
    }

    /// Whether two responders received the same calls at the same instants.
    static func sameCalls(_ a: ArraySlice<PhaseMark>, _ b: ArraySlice<PhaseMark>) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy {
            $0.time == $1.time && $0.phase == $1.phase && $0.touches == $1.touches
        }
    }
}
