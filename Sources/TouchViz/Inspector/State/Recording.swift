import TouchCore

/// Live input being recorded as a scenario (⇧R): the samples of the
/// fingers that went down while recording, from their down on. Invariant:
/// every finger in `samples` goes down in them first (a finger already
/// down when recording began is left out, so the scenario replays alone).
struct Recording {
    private(set) var samples: [TouchSample] = []
    /// Fingers that went down while recording and are still down.
    private var down: Set<Int> = []
    /// The wall time recording began (nil before the first tick).
    let startWall: Double?

    init(startWall: Double?) { self.startWall = startWall }

    /// Keeps the changes of fingers that went down while recording.
    mutating func record(_ sample: TouchSample) {
        var kept: [FingerChange] = []
        for change in sample.changes {
            switch change.phase {
            case .down:
                down.insert(change.finger)
                kept.append(change)
            case .move:
                if down.contains(change.finger) { kept.append(change) }
            case .up, .cancel:
                if down.remove(change.finger) != nil { kept.append(change) }
            }
        }
        if !kept.isEmpty { samples.append(TouchSample(time: sample.time, changes: kept)) }
    }
}
