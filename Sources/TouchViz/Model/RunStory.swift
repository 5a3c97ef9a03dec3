import TouchCore

/// The run in words (issue 32 point 9): what fired, and for each finished
/// touch what the view it landed on did not do and why, read from the trace
/// (the index of the run shown) like the export's "fired:" line:
/// "touch2 on list.row1.contentView: list didSelectRowAt never runs — its
/// touches were dropped by dismissTap". A touch on a list's cell that no
/// `list.didSelect` followed, on a control that sent no primary event, or
/// whose delivery was dropped or cancelled, is told; a touch still down is
/// not (its story has not ended).
///
/// The reasons come from the trace records of the touch (a dropped held
/// delivery and its recognizers, a `touchesCancelled` and its cause, the
/// list's own recognizer that recognized); the answers of `why --not`
/// (the answers helper's model) can replace `reason(for:)` one for one.
public enum RunStory {
    public struct Story: Hashable, Sendable {
        /// "fired: …" or "nothing fired: …".
        public var fired: String
        /// One entry per touch that did not do what its view is for.
        public var missed: [String]
    }

    public static func story(index: TraceIndex, cursor: Int, snapshot: SceneSnapshot) -> Story {
        Story(fired: ExportPicture.summary(index, before: cursor), missed: missed(index: index, cursor: cursor, snapshot: snapshot))
    }

    static func missed(index: TraceIndex, cursor: Int, snapshot: SceneSnapshot) -> [String] {
        var out: [String] = []
        // The last few touches are the story (a long live session keeps this bounded).
        for touch in index.touches.suffix(12) where touch.createSeq < cursor {
            // The touch's own view and its ancestors, by key (issue 27.3: not the first view of its label).
            guard let endSeq = touch.endSeq, endSeq < cursor, let name = touch.view, let view = touch.viewKey.flatMap(snapshot.view)
            else { continue }
            let later = { (seq: Int) in seq > touch.createSeq && seq < cursor }
            let ancestors = chain(of: view, in: snapshot)
            var never: [String] = []
            if let list = ancestors.first(where: { $0.kind == .tableView || $0.kind == .collectionView }),
               ancestors.contains(where: { $0.kind == .tableViewCell || $0.kind == .collectionViewCell || $0.parent.map { snapshot.views[$0].key } == list.key }) {
                let verb = list.kind == .tableView ? "didSelectRowAt" : "didSelectItemAt"
                if !index.appEvents.contains(where: { later($0.seq) && $0.subjectKey == list.key && $0.text.hasPrefix(list.name + " didSelect") }) {
                    never.append("\(list.name) \(verb) never runs")
                }
            } else if let control = ancestors.first(where: { $0.kind.isControl }), control.kind != .textField {
                if !index.controlEvents.contains(where: { later($0.seq) && $0.controlKey == control.key
                        && ($0.event == "primaryActionTriggered" || $0.event == "touchUpInside" || $0.event == "valueChanged") }) {
                    never.append("\(control.name) sends no action")
                }
            }
            let reason = reason(for: touch, index: index, cursor: cursor)
            if never.isEmpty, let reason, reason.isLoss {
                out.append("\(touch.name) on \(name): \(reason.text)")
            } else if !never.isEmpty {
                out.append("\(touch.name) on \(name): \(never.joined(separator: ", "))" + (reason.map { " — " + $0.text } ?? ""))
            }
        }
        return out
    }

    /// Why a touch's view did not get it (as far as the trace says).
    struct Reason {
        var text: String
        /// The touch never reached the view as it began (dropped or cancelled).
        var isLoss: Bool
    }

    static func reason(for touch: TouchTrack, index: TraceIndex, cursor: Int) -> Reason? {
        if let drop = index.held.first(where: { $0.touches.contains(touch.name) && $0.droppedBy != nil && ($0.endSeq ?? .max) < cursor }) {
            return Reason(text: "its touches were dropped by \(drop.droppedBy!.joined(separator: ", "))", isLoss: true)
        }
        for responder in index.responders {
            if let mark = responder.marks.first(where: { $0.phase == .cancelled && $0.touches.contains(touch.name) && $0.seq < cursor }) {
                let by = index.recognizers.filter { r in r.transitions.contains { $0.seq < mark.seq && $0.seq > touch.createSeq
                    && ($0.to == .began || $0.to == .ended) } && touch.recognizers.contains(r.key) }.map(\.name)
                return Reason(text: "\(responder.name) got touchesCancelled" + (by.isEmpty ? "" : " (\(by.joined(separator: ", ")) recognized)"),
                              isLoss: true)
            }
        }
        let won = index.recognizers.filter { r in touch.recognizers.contains(r.key)
            && r.transitions.contains { $0.seq > touch.createSeq && $0.seq < cursor && ($0.to == .began || $0.to == .ended) } }.map(\.name)
        if !won.isEmpty { return Reason(text: "\(won.joined(separator: ", ")) recognized", isLoss: false) }
        return nil
    }

    /// The view and its ancestors, nearest first.
    static func chain(of view: ViewSnapshot, in snapshot: SceneSnapshot) -> [ViewSnapshot] {
        var out = [view]
        var parent = view.parent
        while let p = parent, out.count < 64 {
            out.append(snapshot.views[p])
            parent = snapshot.views[p].parent
        }
        return out
    }
}
