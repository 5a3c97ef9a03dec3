import TouchCore

/// What a run of a scenario came to, as trace-format.md defines it for
/// `compare` and `fix`: the actions sent, control events, selections, pops,
/// first-responder changes, and what each touch's hit-test view received
/// (`touchesBegan`, `touchesEnded`, `touchesCancelled`), in trace order.
public struct Outcome: Hashable, Sendable {
    /// Each record written `KIND SUBJECT key=value` (the conformance cases' item syntax).
    public private(set) var items: [String]

    public init(items: [String]) {
        self.items = items
    }

    /// The kinds an outcome keeps and the one field each is written with.
    static let kept: [(kind: String, keys: [String])] = [
        ("gesture.action", ["state"]),
        ("action.deliver", ["action"]),
        ("control.event", ["event"]),
        ("list.didSelect", ["row", "item"]),
        ("navigation.pop", []),
        ("responder.becomeFirst", []),
        ("responder.resignFirst", []),
    ]
    static let viewPhases: Set<String> = ["responder.touchesBegan", "responder.touchesEnded", "responder.touchesCancelled"]

    /// The outcome of a run, read from its trace.
    public init(records: [TraceRecord]) {
        // Each touch's hit-test view by key (issue 27.3): a view with the label of another touch's
        // hit-test view is not taken for it.
        var hitTestViews: [String: ObjectKey] = [:]
        var items: [String] = []
        for record in records {
            let kind = record.kind.rawValue
            if record.kind == .touchCreate {
                if let view = record.objectKey("view") { hitTestViews[record.subject] = view }
            } else if Self.viewPhases.contains(kind) {
                // Only the hit-test view of one of the call's touches: the first responder the call reaches.
                var touches: [String] = []
                switch record.event {
                case .responderTouchesBegan(let e)?, .responderTouchesEnded(let e)?, .responderTouchesCancelled(let e)?: touches = e.touches
                default: break  // viewPhases holds only these three kinds
                }
                if touches.contains(where: { hitTestViews[$0] == record.subjectKey }) {
                    items.append("\(kind) \(record.subject)")
                }
            } else if let keys = Self.kept.first(where: { $0.kind == kind })?.keys {
                var item = "\(kind) \(record.subject)"
                for key in keys {
                    if let value = record[key] { item += " \(key)=\(ItemPattern.format(value))" }
                }
                items.append(item)
            }
        }
        self.items = items
    }
}
