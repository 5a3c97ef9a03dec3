import TouchCore
import TouchScene

/// Invariants of this round's classes (issue 14): lists (L), navigation (N),
/// text fields (E), deceleration and paging (V7, V8), the end-of-run system
/// cancel (S1) and causes (G10). Each problem names the rule it breaks.
extension Invariants {
    static func roundProblems(in records: [TraceRecord], scene: SceneDescription, built: BuiltScene,
                              script: TouchScript) -> [String] {
        causes(records) + endOfRun(records, script: script) + lists(records)
            + scrolling(records, built: built, scene: scene) + navigation(records, scene: scene) + firstResponder(records)
    }

    /// Rule G10: `causedBy` always points to an earlier record.
    static func causes(_ records: [TraceRecord]) -> [String] {
        records.compactMap { r in
            guard case .int(let c)? = r["causedBy"] else { return nil }
            return c >= 0 && c < r.seq ? nil : "rule G10: record \(r.seq) (\(r.kind.rawValue) \(r.subject)) has causedBy \(c), not an earlier record"
        }
    }

    /// Rule S1: a run that ends with fingers down ends with one system cancel
    /// (`reason=endOfRun`), the last sample; a run whose fingers all lifted has none.
    static func endOfRun(_ records: [TraceRecord], script: TouchScript) -> [String] {
        var down: Set<Int> = []
        for sample in script.samples {
            for c in sample.changes {
                switch c.phase {
                case .down: down.insert(c.finger)
                case .up, .cancel: down.remove(c.finger)
                case .move: break
                }
            }
        }
        let digitizer = records.filter { $0.kind == .stage && $0.subject == "digitizer" }
        let cancels = digitizer.filter { $0["reason"] == .string(Device.endOfRunReason) }
        var problems: [String] = []
        if down.isEmpty != cancels.isEmpty {
            problems.append("rule S1: fingers \(down.sorted()) down at the end of the script, but \(cancels.count) endOfRun cancels")
        }
        if cancels.count > 1 { problems.append("rule S1: \(cancels.count) endOfRun cancels") }
        if let cancel = cancels.first {
            if cancel.seq != digitizer.last?.seq { problems.append("rule S1: a sample after the endOfRun cancel") }
            if let phases = cancel["phases"]?.stringsValue, phases.contains(where: { $0 != "cancel" }) || phases.count != down.count {
                problems.append("rule S1: the endOfRun sample has phases \(phases) for fingers \(down.sorted())")
            }
        }
        // Every touch made ends, on its view, exactly once: ended or cancelled, never both.
        var cancelled: Set<String> = [], endedAny: Set<String> = []
        for r in records {
            if r.kind == .responderTouchesEnded { r["touches"]?.stringsValue?.forEach { endedAny.insert($0) } }
            if r.kind == .responderTouchesCancelled { r["touches"]?.stringsValue?.forEach { cancelled.insert($0) } }
        }
        for t in endedAny.intersection(cancelled).sorted() { problems.append("rule S1: \(t) both ended and was cancelled") }
        return problems
    }

    /// Rules L2–L4: at most one highlighted row per list at a time, each
    /// highlight undone once; a row is selected only by its touch's
    /// `touchesEnded` right after it unhighlights, with no scroll of the list
    /// in between; `didSelect` follows its selection in the same turn, once,
    /// and never for a touch that was cancelled.
    static func lists(_ records: [TraceRecord]) -> [String] {
        var problems: [String] = []
        var highlighted: [String: (cell: String, seq: Int)] = [:]   // list → its highlighted cell
        var scrolledSinceHighlight: Set<String> = []
        var selected: [String: String] = [:]
        var awaitingDidSelect: [String: (row: Int, time: VirtualTime)] = [:]
        var cancelledTouches: Set<String> = []
        for r in records where r.kind == .responderTouchesCancelled { r["touches"]?.stringsValue?.forEach { cancelledTouches.insert($0) } }
        var previous: TraceRecord?   // the last record other than a list's deselect (L4 deselects first)
        for r in records {
            defer { if r.kind != .listDeselect { previous = r } }
            let cell = r["cell"]?.stringValue ?? ""
            switch r.kind {
            case .scrollOffset:
                if highlighted[r.subject] != nil { scrolledSinceHighlight.insert(r.subject) }
            case .listHighlight:
                if let h = highlighted[r.subject] {
                    problems.append("rule L2: \(r.subject) highlights \(cell) at seq \(r.seq) while \(h.cell) is highlighted")
                }
                highlighted[r.subject] = (cell, r.seq)
                scrolledSinceHighlight.remove(r.subject)
            case .listUnhighlight:
                if highlighted[r.subject]?.cell != cell {
                    problems.append("rule L3: \(r.subject) unhighlights \(cell) at seq \(r.seq), which is not highlighted")
                }
                highlighted[r.subject] = nil
            case .listSelect:
                guard let p = previous, p.kind == .listUnhighlight, p.subject == r.subject, p["cell"]?.stringValue == cell,
                      p["cause"] == .string("touchesEnded"), case .int(let by)? = p["causedBy"] else {
                    problems.append("rule L4: \(r.subject) selects \(cell) at seq \(r.seq) not right after its touch ended on it")
                    break
                }
                let ending = records[by]
                if ending.kind != .responderTouchesEnded {
                    problems.append("rule L4: \(r.subject) selects \(cell) at seq \(r.seq) from \(ending.kind.rawValue) \(ending.subject)")
                }
                if scrolledSinceHighlight.contains(r.subject) {
                    problems.append("rule L3: \(r.subject) scrolled after \(cell) highlighted, yet selects it at seq \(r.seq)")
                }
                for t in ending["touches"]?.stringsValue ?? [] where cancelledTouches.contains(t) {
                    problems.append("rule L5: \(r.subject) selects \(cell) at seq \(r.seq) for \(t), which was cancelled")
                }
                if let s = selected[r.subject], s != cell {
                    problems.append("rule L4: \(r.subject) selects \(cell) at seq \(r.seq) with \(s) still selected (no deselect)")
                }
                selected[r.subject] = cell
                if case .int(let row)? = r["row"] ?? r["item"] { awaitingDidSelect[r.subject] = (row, r.time) }
            case .listDeselect:
                if selected[r.subject] != cell { problems.append("rule L4: \(r.subject) deselects \(cell), which is not selected") }
                selected[r.subject] = nil
            case .listDidSelect:
                guard let w = awaitingDidSelect.removeValue(forKey: r.subject), case .int(let row)? = r["row"] ?? r["item"],
                      row == w.row, r.time == w.time else {
                    problems.append("rule L4: \(r.subject) tells didSelect at seq \(r.seq) without a selection of that row in that turn")
                    break
                }
            default: break
            }
        }
        for (list, h) in highlighted.sorted(by: { $0.key < $1.key }) {
            problems.append("rule L3: \(list) ends the run with \(h.cell) highlighted (since seq \(h.seq))")
        }
        return problems
    }

    /// Rules V5, V7, V8, V12, V13: every offset stays within [0, contentSize − bounds],
    /// or lies past it by less than the bounds size with `rubberBand` giving that
    /// overscroll (a drag or a bounce back; a grab stops it where it is); every
    /// other stop is within the range; every deceleration or bounce ends with one `scroll.stop`, and
    /// nothing moves after the run; a paging scroll view stops on a page
    /// boundary (or its last offset).
    static func scrolling(_ records: [TraceRecord], built: BuiltScene, scene: SceneDescription) -> [String] {
        var problems: [String] = []
        var decelerating: Set<String> = []
        // V8: the offset shown when the pan began, to check that a release crosses at most one page.
        var last = initialOffsets(scene)
        var atTouch: [String: Point] = [:]
        var previousKind: TraceKind?
        for r in records {
            defer { previousKind = r.kind }
            if r.kind == .gestureState, r.subject.hasSuffix(".pan"), r["to"] == .string("began") {
                let name = String(r.subject.dropLast(4))
                atTouch[name] = last[name] ?? .zero
            }
            if case .point(let o)? = r["offset"], r.kind == .scrollOffset || r.kind == .scrollStop { last[r.subject] = o }
            if r.kind == .scrollStop, r["cause"] == .string("paged"), case .point(let o)? = r["offset"],
               let scroll = built.responders[r.subject] as? ScrollView, let start = atTouch[r.subject] {
                func pages(_ from: Double, _ to: Double, _ page: Double) -> Double { page > 0 ? abs(to / page - (from / page).rounded()) : 0 }
                let limit = scroll.maximumContentOffset
                // The last page may be shorter: a stop at the end counts as the page it clamps.
                let crossedX = abs(o.x - limit.x) < 1e-6 ? 0 : pages(start.x, o.x, scroll.frame.width)
                let crossedY = abs(o.y - limit.y) < 1e-6 ? 0 : pages(start.y, o.y, scroll.frame.height)
                if crossedX > 1 + 1e-6 || crossedY > 1 + 1e-6 {
                    problems.append("rule V8: \(r.subject) pages from \(start) to \(o), more than one page of \(scroll.frame.size)")
                }
            }
            guard r.kind == .scrollOffset || r.kind == .scrollStop || r.kind == .scrollDecelerate || r.kind == .scrollBounce,
                  let scroll = built.responders[r.subject] as? ScrollView else { continue }
            let limit = scroll.maximumContentOffset
            if case .point(let o)? = r["offset"] {
                let slack = 1e-6
                if o.x < -slack || o.y < -slack || o.x > limit.x + slack || o.y > limit.y + slack {
                    let band = Point(o.x - min(limit.x, max(0, o.x)), o.y - min(limit.y, max(0, o.y)))
                    let banded = r.kind == .scrollOffset && r["rubberBand"] == .point(band)
                        && abs(band.x) < scroll.frame.width && abs(band.y) < scroll.frame.height && scroll.bounces
                    let grabbed = r.kind == .scrollStop && r["cause"] == .string("touch")
                    if !banded && !grabbed {
                        problems.append("rule V5, V12: \(r.subject) offset \(o) at seq \(r.seq) outside [0, \(limit)] without its rubber band")
                    }
                } else if r.kind == .scrollOffset, r["rubberBand"] != nil, o.x >= 0, o.y >= 0, o.x <= limit.x, o.y <= limit.y {
                    problems.append("rule V12: \(r.subject) offset \(o) at seq \(r.seq) within its range carries a rubberBand")
                }
                if r.kind == .scrollStop, r["cause"] == .string("paged") {
                    func onPage(_ v: Double, _ page: Double, _ end: Double) -> Bool {
                        page <= 0 || abs(v - end) < 1e-6 || abs(v / page - (v / page).rounded()) < 1e-6
                    }
                    if !scroll.isPagingEnabled || !onPage(o.x, scroll.frame.width, limit.x) || !onPage(o.y, scroll.frame.height, limit.y) {
                        problems.append("rule V8: \(r.subject) stops paged at \(o), not on a page of \(scroll.frame.size)")
                    }
                }
            }
            switch r.kind {
            case .scrollDecelerate, .scrollBounce:
                // V13: a bounce back past two edges writes one scroll.bounce per edge.
                if r.kind == .scrollBounce, decelerating.contains(r.subject), previousKind == .scrollBounce { break }
                // V13: the axis within its range decelerates or pages beside the bounce,
                // in the same motion: scroll.bounce, then scroll.decelerate.
                if r.kind == .scrollDecelerate, decelerating.contains(r.subject), previousKind == .scrollBounce { break }
                if !decelerating.insert(r.subject).inserted { problems.append("rule V7: \(r.subject) decelerates twice at seq \(r.seq)") }
            case .scrollStop:
                if decelerating.remove(r.subject) == nil { problems.append("rule V7: \(r.subject) stops at seq \(r.seq) without decelerating") }
                if scroll.isPagingEnabled, let cause = r["cause"]?.stringValue, !["paged", "touch", "bounced"].contains(cause) {
                    problems.append("rule V8: paging \(r.subject) stops with cause \(cause)")
                }
            default: break
            }
        }
        for name in decelerating.sorted() { problems.append("rule V7: \(name) never stops decelerating") }
        for (name, responder) in built.responders.sorted(by: { $0.key < $1.key }) {
            if let s = responder as? ScrollView, s.isDecelerating { problems.append("rule V7: \(name) still decelerating after the run") }
        }
        return problems
    }

    /// Rules N2, N3: one pop decision per pop gesture; a popped controller's
    /// views are out of the hierarchy: no later touch hit-tests into them.
    static func navigation(_ records: [TraceRecord], scene: SceneDescription) -> [String] {
        var views: [String: Set<String>] = [:]   // controller → the views of its subtree
        var nodes: [NodeDescription] = scene.windows.compactMap(\.root)
        while let node = nodes.popLast() {
            guard case .controller(let c) = node else {
                if case .view(let v) = node { nodes += v.subviews }
                continue
            }
            views[c.name] = names(in: c.view)
            nodes += c.view.subviews
            nodes += (c.navigation?.stack ?? []).map { .controller($0) }
        }
        var problems: [String] = []
        var decided: [String: Int] = [:]
        var gone: Set<String> = []
        for r in records {
            switch r.kind {
            case .gestureReset where r.subject.hasSuffix(".interactivePop"):
                decided[String(r.subject.dropLast(".interactivePop".count))] = 0
            case .navigationPop, .navigationPopCancelled:
                decided[r.subject, default: 0] += 1
                if decided[r.subject]! > 1 { problems.append("rule N3: \(r.subject) decides a pop twice in one gesture (seq \(r.seq))") }
                if r.kind == .navigationPop, let popped = r["controller"]?.stringValue { gone.formUnion(views[popped] ?? []) }
            case .touchCreate:
                if let view = r["view"]?.stringValue, gone.contains(view) {
                    problems.append("rule N3: \(r.subject) hit-tests \(view), in a popped controller's view (seq \(r.seq))")
                }
            default: break
            }
        }
        return problems
    }

    /// Rule E1: one first responder per application.
    static func firstResponder(_ records: [TraceRecord]) -> [String] {
        var first: String?
        var problems: [String] = []
        for r in records {
            if r.kind == .responderBecomeFirst {
                if let f = first { problems.append("rule E1: \(r.subject) becomes first responder at seq \(r.seq) while \(f) is") }
                first = r.subject
            } else if r.kind == .responderResignFirst {
                if first != r.subject { problems.append("rule E1: \(r.subject) resigns at seq \(r.seq) without being first responder") }
                first = nil
            }
        }
        return problems
    }

    /// Each scroll view's `contentOffset` as the scene gives it.
    static func initialOffsets(_ scene: SceneDescription) -> [String: Point] {
        var result: [String: Point] = [:]
        var nodes: [NodeDescription] = scene.windows.compactMap(\.root)
        while let node = nodes.popLast() {
            switch node {
            case .view(let v):
                if let s = v.scroll { result[v.name] = s.contentOffset }
                nodes += v.subviews
            case .controller(let c):
                nodes.append(.view(c.view))
                nodes += (c.navigation?.stack ?? []).map { .controller($0) }
            }
        }
        return result
    }

    /// A view's name and every name under it, generated cells included (rule L1).
    static func names(in root: ViewDescription) -> Set<String> {
        var result: Set<String> = []
        var stack = [root]
        while let v = stack.popLast() {
            result.insert(v.name)
            if v.cell != nil { result.insert(CellDescription.contentViewName(v.name)) }
            for sub in v.subviews { if case .view(let s) = sub { stack.append(s) } }
            if let list = v.list {
                stack += list.cells
                for i in 0..<list.count {
                    let cell = CellDescription.name(list: v.name, kind: v.kind, index: i)
                    result.insert(cell)
                    result.insert(CellDescription.contentViewName(cell))
                }
            }
        }
        return result
    }
}
