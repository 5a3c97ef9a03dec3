import TouchCore

/// The trace as Chrome Trace Event JSON, which Perfetto (ui.perfetto.dev)
/// and chrome://tracing open: a process per window; a track (thread) per
/// touch, per recognizer, per responder that received touches and for the
/// deliveries held back from each view; complete ("X") slices for touches,
/// recognizer states, a responder's tracking of a touch and held
/// deliveries; instants for phases, actions and control events; counters
/// for scroll offsets; and flow arrows ("s" → "f") for every `causedBy`
/// link of the trace (rule G10): a recognition to the recognizers it
/// excluded and to the touches it cancelled or dropped, a holder's failure
/// to the phases it released, a timer to its timeout, a delegate's no to the
/// failure it caused.
///
/// Timestamps are the virtual clock's microseconds. Slices on one track
/// are well nested (overlapping ones go to a numbered sibling track); each
/// flow event follows the slice it binds to. The output is a pure function
/// of the trace.
public enum PerfettoExport {
    public static func json(trace: Trace, title: String) -> String {
        var builder = Builder(index: TraceIndex(trace), trace: trace)
        builder.build()
        return builder.output(title: title)
    }

    /// One event, with the key it is ordered by: its instant, the record it
    /// comes from, then a rank (a slice before the flow that binds to it).
    struct Event {
        var ts: Int64
        var seq: Int
        var rank: Int
        /// The flow it starts or finishes, if it is a flow event.
        var flow: Int? = nil
        var json: String
    }

    struct Slice {
        var name: String
        var start: Int64
        var end: Int64
        var seq: Int
        var args: [(String, String)] = []
        /// Flow events to emit right after this slice, each "s" or "f" with its id.
        var flows: [(phase: String, id: Int)] = []
    }

    struct Builder {
        let index: TraceIndex
        let trace: Trace
        var events: [Event] = []
        var metadata: [String] = []
        var processes: [String] = []
        var nextTID = 1
        var nextFlow = 1
        /// Flow starts and finishes by record: (seq → [(phase, id)]).
        var flowsAt: [Int: [(String, Int)]] = [:]
        var startedFlows: Set<Int> = []
        var finishedFlows: Set<Int> = []
        let end: Int64

        init(index: TraceIndex, trace: Trace) {
            self.index = index
            self.trace = trace
            end = index.times.last ?? 0
        }

        // MARK: Processes and tracks

        mutating func pid(forWindow window: String?) -> Int {
            let name = window ?? processes.first ?? "Application"
            if let i = processes.firstIndex(of: name) { return i + 1 }
            processes.append(name)
            metadata.append(#"{"ph":"M","pid":\#(processes.count),"name":"process_name","args":{"name":\#(quote(name + " (window)"))}}"#)
            metadata.append(#"{"ph":"M","pid":\#(processes.count),"name":"process_sort_index","args":{"sort_index":\#(processes.count)}}"#)
            return processes.count
        }

        mutating func track(_ name: String, pid: Int) -> Int {
            let tid = nextTID
            nextTID += 1
            metadata.append(#"{"ph":"M","pid":\#(pid),"tid":\#(tid),"name":"thread_name","args":{"name":\#(quote(name))}}"#)
            metadata.append(#"{"ph":"M","pid":\#(pid),"tid":\#(tid),"name":"thread_sort_index","args":{"sort_index":\#(tid)}}"#)
            return tid
        }

        /// Emits `slices` on tracks named `name`, a new numbered track for
        /// each slice that would overlap without nesting; `instants` go on the first.
        mutating func emit(_ slices: [Slice], instants: [Slice] = [], name: String, pid: Int, category: String) {
            var lanes: [(tid: Int, stack: [Int64])] = []
            let ordered = slices.enumerated().sorted { a, b in
                a.element.start != b.element.start ? a.element.start < b.element.start
                    : a.element.end != b.element.end ? a.element.end > b.element.end : a.offset < b.offset
            }.map(\.element)
            for slice in ordered {
                var placed: Int?
                for k in lanes.indices {
                    while let top = lanes[k].stack.last, top <= slice.start { lanes[k].stack.removeLast() }
                    if lanes[k].stack.last.map({ $0 >= slice.end }) ?? true {
                        placed = k
                        break
                    }
                }
                if placed == nil {
                    lanes.append((track(lanes.isEmpty ? name : "\(name) (\(lanes.count + 1))", pid: pid), []))
                    placed = lanes.count - 1
                }
                lanes[placed!].stack.append(slice.end)
                add(slice, ph: "X", pid: pid, tid: lanes[placed!].tid, category: category)
            }
            guard !instants.isEmpty else { return }
            if lanes.isEmpty { lanes.append((track(name, pid: pid), [])) }
            for instant in instants { add(instant, ph: "i", pid: pid, tid: lanes[0].tid, category: category) }
        }

        mutating func add(_ s: Slice, ph: String, pid: Int, tid: Int, category: String) {
            var json = #"{"ph":"\#(ph)","pid":\#(pid),"tid":\#(tid),"ts":\#(s.start),"#
            if ph == "X" { json += #""dur":\#(max(0, s.end - s.start)),"# } else { json += #""s":"t","# }
            json += #""cat":"\#(category)","name":\#(quote(s.name))"#
            if !s.args.isEmpty {
                json += #","args":{"# + s.args.map { "\(quote($0.0)):\($0.1)" }.joined(separator: ",") + "}"
            }
            json += "}"
            events.append(Event(ts: s.start, seq: s.seq, rank: 0, json: json))
            for (phase, id) in flowsAt[s.seq] ?? [] {
                if phase == "s" { startedFlows.insert(id) } else { finishedFlows.insert(id) }
                let bind = phase == "f" ? #","bp":"e""# : ""
                events.append(Event(ts: s.start, seq: s.seq, rank: 1, flow: id, json:
                    #"{"ph":"\#(phase)","pid":\#(pid),"tid":\#(tid),"ts":\#(s.start),"cat":"causality","name":"causes","id":\#(id)\#(bind)}"#))
            }
            flowsAt[s.seq] = nil
        }

        // MARK: Building

        mutating func build() {
            planFlows()
            let touchWindow = Dictionary(index.touches.map { ($0.name, $0.window) }, uniquingKeysWith: { a, _ in a })
            func window(of touches: [String]) -> String? { touches.lazy.compactMap { touchWindow[$0] ?? nil }.first }
            for touch in index.touches {
                let pid = pid(forWindow: touch.window)
                var slice = Slice(name: "\(touch.name) · finger \(touch.finger) → \(touch.view ?? "nothing")", start: touch.began.microseconds,
                                  end: touch.end?.microseconds ?? end, seq: touch.createSeq)
                slice.args = [("view", quote(touch.view ?? "")), ("tapCount", String(touch.tapCount)),
                              ("samples", String(touch.points.count))]
                var instants: [Slice] = []
                if let seq = touch.endSeq, let t = touch.end {
                    instants.append(Slice(name: touch.endPhase == .cancelled ? "cancelled" : "ended", start: t.microseconds,
                                          end: t.microseconds, seq: seq))
                }
                emit([slice], instants: instants, name: touch.name, pid: pid, category: "touch")
            }
            for r in index.recognizers {
                let pid = pid(forWindow: window(of: r.deliveries.flatMap(\.touches)))
                var slices: [Slice] = []
                for span in r.spans {
                    let name = span.state.rawValue
                    if span.state == .changed, let last = slices.last, last.name == "changed", last.end == span.start.microseconds {
                        slices[slices.count - 1].end = span.end?.microseconds ?? end
                        continue
                    }
                    var s = Slice(name: name, start: span.start.microseconds, end: span.end?.microseconds ?? end, seq: span.startSeq)
                    if let cause = span.cause { s.args = [("cause", quote(cause.text)), ("why", quote(cause.explanation(to: span.state)))] }
                    slices.append(s)
                }
                for w in r.waits {
                    slices.append(Slice(name: "waiting for " + w.waitingFor.joined(separator: ", "), start: w.start.microseconds,
                                        end: w.end?.microseconds ?? end, seq: w.startSeq))
                }
                let instants = r.actions.map { a in
                    Slice(name: "action \(a.action) (\(a.state.rawValue))", start: a.time.microseconds, end: a.time.microseconds, seq: a.seq,
                          args: [("target", quote(a.target ?? ""))])
                }
                emit(slices, instants: instants, name: r.name, pid: pid, category: "recognizer")
            }
            for responder in index.responders {
                let pid = pid(forWindow: window(of: responder.marks.flatMap(\.touches)))
                var open: [(touch: String, start: Int64, seq: Int)] = []
                var slices: [Slice] = []
                var instants: [Slice] = []
                for mark in responder.marks {
                    let method = "touches" + mark.phase.rawValue.prefix(1).uppercased() + mark.phase.rawValue.dropFirst()
                    instants.append(Slice(name: "\(method) [\(mark.touches.joined(separator: ", "))]", start: mark.time.microseconds,
                                          end: mark.time.microseconds, seq: mark.seq))
                    for t in mark.touches {
                        if mark.phase == .began { open.append((t, mark.time.microseconds, mark.seq)) }
                        if mark.phase == .ended || mark.phase == .cancelled, let i = open.firstIndex(where: { $0.touch == t }) {
                            let o = open.remove(at: i)
                            slices.append(Slice(name: "tracking \(t)", start: o.start, end: mark.time.microseconds, seq: o.seq))
                        }
                    }
                }
                for o in open { slices.append(Slice(name: "tracking \(o.touch)", start: o.start, end: end, seq: o.seq)) }
                for e in index.controlEvents where e.controlKey == responder.key {
                    instants.append(Slice(name: e.event, start: e.time.microseconds, end: e.time.microseconds, seq: e.seq))
                }
                emit(slices, instants: instants, name: responder.name, pid: pid, category: "responder")
                let held = index.held.filter { $0.viewKey == responder.key }
                guard !held.isEmpty else { continue }
                let heldSlices = held.map { h in
                    Slice(name: "\(h.phase) \(h.touches.joined(separator: ", ")) held by \(h.by.joined(separator: ", "))",
                          start: h.start.microseconds, end: h.end?.microseconds ?? end, seq: h.startSeq)
                }
                let ends = held.compactMap { h -> Slice? in
                    guard let seq = h.endSeq, let t = h.end else { return nil }
                    let what = h.droppedBy.map { "dropped (\($0.joined(separator: ", ")) recognized)" } ?? "released"
                    return Slice(name: "\(h.phase) \(what)", start: t.microseconds, end: t.microseconds, seq: seq)
                }
                emit(heldSlices, instants: ends, name: "\(responder.name) held deliveries", pid: pid, category: "delivery")
            }
            for mark in index.scrollOffsets {
                let pid = pid(forWindow: nil)
                events.append(Event(ts: mark.time.microseconds, seq: mark.seq, rank: 0, json:
                    #"{"ph":"C","pid":\#(pid),"ts":\#(mark.time.microseconds),"name":\#(quote("contentOffset " + mark.view)),"args":{"x":\#(number(mark.offset.x)),"y":\#(number(mark.offset.y))}}"#))
            }
            anchorUnboundFlows()
        }

        /// Decides the flows from the trace's links: one arrow from the
        /// record each `causedBy` names to the record that names it (rule
        /// G10); nothing is re-derived from cause strings.
        mutating func planFlows() {
            for i in 0..<trace.count {
                guard let source = trace[i].event?.causedBy, source >= 0, source < i else { continue }
                let id = nextFlow
                nextFlow += 1
                flowsAt[source, default: []].append(("s", id))
                flowsAt[i, default: []].append(("f", id))
            }
        }

        /// Causing or caused records that no track drew (a timer's firing, a
        /// delegate's answer, a control's cancelTracking) become instants on
        /// a "causes" track, so every link has both ends.
        mutating func anchorUnboundFlows() {
            let unbound = flowsAt.keys.sorted()
            guard !unbound.isEmpty else { return }
            let instants = unbound.map { seq -> Slice in
                let r = trace[seq]
                let event = r.event
                var timer: String?
                if case .timerFire(let e)? = event { timer = e.timer }
                let detail = event?.cause?.text ?? timer ?? event?.result.map { HumanLog.text($0) } ?? ""
                return Slice(name: "\(r.kind.rawValue) \(r.subject)" + (detail.isEmpty ? "" : " (\(detail))"),
                             start: r.time.microseconds, end: r.time.microseconds, seq: seq)
            }
            emit([], instants: instants, name: "causes", pid: pid(forWindow: nil), category: "cause")
        }

        func output(title: String) -> String {
            // A flow whose other end found no slice to bind to is left out.
            let paired = startedFlows.intersection(finishedFlows)
            let kept = events.filter { $0.flow.map(paired.contains) ?? true }
            let ordered = kept.enumerated().sorted { a, b in
                let x = a.element, y = b.element
                if x.ts != y.ts { return x.ts < y.ts }
                if x.seq != y.seq { return x.seq < y.seq }
                if x.rank != y.rank { return x.rank < y.rank }
                return a.offset < b.offset
            }.map(\.element.json)
            var out = "{\"displayTimeUnit\":\"ms\",\"otherData\":{\"title\":\(quote(title)),\"generator\":\"touchscope\"},\n\"traceEvents\":[\n"
            out += (metadata + ordered).joined(separator: ",\n")
            out += "\n]}\n"
            return out
        }
    }

    static func number(_ d: Double) -> String { TraceJSON.format(d) }

    static func quote(_ s: String) -> String { TraceJSON.quoted(s) }
}

private func quote(_ s: String) -> String { PerfettoExport.quote(s) }
