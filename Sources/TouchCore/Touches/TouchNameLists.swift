/// The `touches` field of the records that name touches: one list, kept
/// once by the trace, shared by the records of a delivery (each
/// recognizer's, each responder's of the chain) instead of one array built
/// per record.
///
/// A lone touch has its own list. A delivery hands the same array from
/// responder to responder, so the common case is recognized by the array's
/// storage alone: the cached array keeps that storage alive and immutable,
/// so the same storage means the same touches, without comparing (and
/// retaining) each touch.
///
/// The device and its gesture environments hold it strongly: an environment
/// names the touches of every recognizer's delivery, and reaching the
/// device's cache through its `unowned` device would cost an atomic retain
/// and release each time.
final class TouchNameLists {
    let trace: Trace
    /// The last list of touches named with several touches (or none), and its value.
    @exclusivity(unchecked) private var lastNamed: (touches: [Touch], names: TraceNameList?) = ([], nil)

    init(trace: Trace) {
        self.trace = trace
    }

    /// The list of `touches`' names.
    @inline(__always)
    func list(_ touches: [Touch]) -> TraceNameList {
        touches.count == 1 ? touches[0].soloNames : sharedList(touches)
    }

    /// `list` of several touches (or none).
    private func sharedList(_ touches: [Touch]) -> TraceNameList {
        if let names = lastNamed.names, touches.count == lastNamed.touches.count,
           touches.withUnsafeBufferPointer({ $0.baseAddress }) == lastNamed.touches.withUnsafeBufferPointer({ $0.baseAddress }) {
            return names
        }
        if let names = lastNamed.names, touches.elementsEqual(lastNamed.touches, by: ===) {
            // The same touches in another array (a sample's `activeTouches` after the down's
            // `changed`): remember this array, so its next delivery is known by its storage.
            lastNamed.touches = touches
            return names
        }
        let names = trace.nameList(touches.map(\.name))
        lastNamed = (touches, names)
        return names
    }
}
