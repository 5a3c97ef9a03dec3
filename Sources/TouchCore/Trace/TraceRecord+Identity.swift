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

    /// The keys of the fields that list objects' names (those the core
    /// writes as `.names`): a held phase's `by`, a wait's `for`, the
    /// `views` of `view.tree` and `animation.begin`, a view's `gestures` in
    /// `view.state`, the `owners` of the timers `runloop.pending` lists.
    /// Not `touches` (touches are not scene objects) nor `refresh.call`'s
    /// `by` (a caller's role, a string, not a list).
    public static let objectListFieldKeys: Set<String> = ["by", "for", "views", "gestures", "owners"]

    /// The record with ids from `labels` given to its subject and to the
    /// fields that name objects (`objectFieldKeys`) or list them
    /// (`objectListFieldKeys`, made `.names`), where it has none: how a trace
    /// read back from JSON gets the keyed model the readers use, once, when
    /// it is loaded. The subjects of the pipeline's stages and run loop
    /// records are not objects, whatever their labels.
    public func resolvingIDs(_ labels: ObjectLabels) -> TraceRecord {
        var r = self
        switch kind {
        case .stage, .runloopWake, .runloopSleep, .runloopPending: break
        default: if !r.subjectID.isAssigned { r.subjectID = labels[subject] }
        }
        for i in r.fields.indices {
            let key = r.fields[i].key
            if !r.fields[i].objectID.isAssigned && Self.objectFieldKeys.contains(key) {
                if let label = r.fields[i].value.stringValue { r.fields[i].objectID = labels[label] }
            } else if Self.objectListFieldKeys.contains(key), let list = r.fields[i].value.resolvingIDs(labels) {
                r.fields[i].value = list
            } else if key == "cause", !r.fields[i].objectID.isAssigned, let text = r.fields[i].value.stringValue,
                      let label = Cause(spelling: text)?.otherObject {
                // A cause naming an object (`exclusive:D_tap`) carries that object's id, as the core writes it.
                r.fields[i].objectID = labels[label]
            }
        }
        return r
    }

    /// The keys of the objects that list field `key` names (a held phase's
    /// `by`, a wait's `for`, `view.tree`'s `views`), in order: each with
    /// its id when the record carries one; nil when the field is missing or
    /// is no list of names.
    public func objectKeys(_ key: String) -> [ObjectKey]? {
        fields.first(where: { $0.key == key })?.value.objectKeysValue
    }
}

extension TraceValue {
    /// A list of names (`.strings`, a saved trace's `.list` of strings, or
    /// `.names` whose handles have no ids) as `.names` with ids from
    /// `labels` where a name has none; nil for any other value.
    func resolvingIDs(_ labels: ObjectLabels) -> TraceValue? {
        let names: [TraceName]
        switch self {
        case .names(let n):
            guard n.contains(where: { !$0.id.isAssigned }) else { return nil }
            names = n.map { $0.id.isAssigned ? $0 : TraceName($0.string, id: labels[$0.string]) }
        default:
            guard let keys = objectKeysValue else { return nil }
            names = keys.map { TraceName($0.label, id: labels[$0.label]) }
        }
        return .names(names)
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
