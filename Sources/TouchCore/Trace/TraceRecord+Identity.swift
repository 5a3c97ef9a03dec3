/// The ids of a scene's objects by label, for a trace that has labels only
/// (one read back from JSON Lines: the format writes labels, never ids).
///
/// A label names the first object in description order that has it (the
/// lowest id): when two objects share a label, a saved trace's records about
/// either are taken as the first one's. Traces the process writes itself
/// need none of this: their records carry their objects' ids (issue 27.3).
public struct ObjectLabels: Sendable {
    private var ids: [String: ObjectID] = [:]

    /// The labels of every numbered object of `application` (the
    /// application, its delegate, windows, views, controllers, recognizers)
    /// and of `others` (what a builder made that is not in a window yet: a
    /// pushed controller's view, an interaction, a page not shown).
    public init(_ application: Application, others: [any SceneObject] = []) {
        for object in others { add(object) }
        application.forEachObjectInTreeOrder { add($0) }
    }

    private mutating func add(_ object: some SceneObject) {
        guard object.id.isAssigned else { return }
        if let known = ids[object.name], known < object.id { return }
        ids[object.name] = object.id
    }

    /// The id of the first object labelled `label`, `ObjectID.unassigned` for none.
    public subscript(label: String) -> ObjectID { ids[label] ?? .unassigned }
}

extension TraceRecord {
    /// The keys of the fields that name an object (those the core writes
    /// with `Trace.with(_:name:)`): the fields a saved trace's labels are
    /// resolved in, besides the subject.
    public static let objectFieldKeys: Set<String> = [
        "asked", "cell", "controller", "current", "default", "delegate", "forwardedFrom", "on", "other", "previous",
        "recognizer", "result", "scrollView", "sender", "source", "target", "to", "touch", "view", "window",
    ]

    /// The record with ids from `labels` given to its subject and to the
    /// fields that name objects (`objectFieldKeys`), where it has none: how a
    /// trace read back from JSON gets the keyed model the readers use, once,
    /// when it is loaded. The subjects of the pipeline's stages and run loop
    /// records are not objects, whatever their labels.
    public func resolvingIDs(_ labels: ObjectLabels) -> TraceRecord {
        var r = self
        switch kind {
        case .stage, .runloopWake, .runloopSleep, .runloopPending: break
        default: if !r.subjectID.isAssigned { r.subjectID = labels[subject] }
        }
        for i in r.fields.indices where !r.fields[i].objectID.isAssigned && Self.objectFieldKeys.contains(r.fields[i].key) {
            if let label = r.fields[i].value.stringValue { r.fields[i].objectID = labels[label] }
        }
        return r
    }
}

extension Trace {
    /// Appends a copy of `record` stamped `now`: its kind, subject and
    /// fields, with the ids its subject and object fields carry.
    public func append(_ record: TraceRecord) {
        self.record(record.kind, TraceName(record.subject, id: record.subjectID))
        for f in record.fields {
            if f.objectID.isAssigned, let label = f.value.stringValue {
                with(f.key, name: TraceName(label, id: f.objectID))
            } else {
                with(f.key, f.value)
            }
        }
    }
}
