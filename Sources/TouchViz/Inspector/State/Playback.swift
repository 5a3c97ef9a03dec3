import TouchCore

/// A scenario (or a saved trace) being played: its run and the cursor over
/// its trace. Invariants: `cursor` lies in `0...run.index.count` and counts
/// the records that happened by `time`, which lies in `0...run.end`; every
/// move goes through the methods below, which keep them.
struct Playback {
    let run: ScenarioRun
    /// Its position in the scene's scenarios (`Inspector.savedTraceNumber` for a saved trace).
    let number: Int
    let catalog: RecognizerCatalog
    /// Records that have happened.
    private(set) var cursor = 0
    private(set) var time = VirtualTime.zero
    private(set) var playing: Bool
    /// The wall clock at the last tick that moved it (nil: the next tick only starts the count).
    private var lastWall: Double?

    init(run: ScenarioRun, number: Int, playing: Bool, catalog: RecognizerCatalog) {
        self.run = run
        self.number = number
        self.playing = playing
        self.catalog = catalog
    }

    /// The last record that happened (the log's selection while playing), nil before the first.
    var lastRecord: Int? { cursor > 0 ? cursor - 1 : nil }

    /// Whether every record has happened.
    var atEnd: Bool { cursor >= run.index.count }

    /// Plays from where it is (from the start again when it is over), or pauses.
    mutating func playPause() {
        if playing {
            pause()
        } else {
            if cursor >= run.index.count && time >= run.end {
                cursor = 0
                time = .zero
            }
            playing = true
            lastWall = nil
        }
    }

    mutating func pause() {
        playing = false
        lastWall = nil
    }

    /// A frame at wall time `wall`: playing, it moves on by the wall time
    /// since the last frame times `speed`, and stops at the end. Returns
    /// whether it moved (the first frame after a start only starts the count).
    mutating func tick(wall: Double, speed: Double) -> Bool {
        guard playing else { return false }
        let moved = lastWall != nil
        if let last = lastWall { advance(by: max(0, wall - last) * speed) }
        lastWall = playing ? wall : nil
        return moved
    }

    /// Moves on by `seconds` of virtual time; stops at the end.
    mutating func advance(by seconds: Double) {
        seek(to: time.adding(seconds: seconds))
        if time >= run.end {
            cursor = run.index.count
            pause()
        }
    }

    /// Shows the first `cursor` records (clamped), at the last one's instant; pauses.
    mutating func move(toCursor cursor: Int) {
        self.cursor = max(0, min(run.index.count, cursor))
        time = self.cursor > 0 ? run.index.time(ofRecord: self.cursor - 1) : .zero
        pause()
    }

    /// Shows instant `seconds` (clamped to the run) and the records by then; pauses.
    mutating func scrub(to seconds: Double) {
        seek(to: VirtualTime(seconds: seconds))
        pause()
    }

    /// After a reload, the instant shown before (within the new run), playing or not as it was.
    mutating func restore(_ instant: VirtualTime) { seek(to: instant) }

    /// Shows the instant `instant` (within the run) and the records up to it.
    private mutating func seek(to instant: VirtualTime) {
        time = min(run.end, max(.zero, instant))
        cursor = run.index.cursor(at: time)
    }

    /// The next (or previous) boundary between run loop turns: forward
    /// shows the rest of the current turn, back undoes the last one.
    func turnBoundary(forward: Bool) -> Int {
        let index = run.index
        // A turn starts at a sample's digitizer record or at the run loop's wake before a timer fires.
        let starts = (index.samples.map(\.seq) + index.timers.map { max(0, $0.seq - 1) }).sorted()
        return forward ? starts.first { $0 > cursor } ?? index.count : starts.last { $0 < cursor } ?? 0
    }
}

/// Playback speed: virtual seconds per wall second, halved or doubled by
/// the keys between 1/64 and 4.
struct PlaybackSpeed {
    private(set) var factor = 0.25

    static let slowest = 1.0 / 64
    static let fastest = 4.0

    mutating func slower() { factor = max(Self.slowest, factor / 2) }
    mutating func faster() { factor = min(Self.fastest, factor * 2) }

    /// "1/4× speed", "2× speed".
    var text: String {
        factor >= 1 ? "\(TextFit.number(factor))× speed" : "1/\(TextFit.number(1 / factor))× speed"
    }
}

/// The wall clock as the shell reads it (`tick` events), and the live
/// virtual clock it drives: virtual time follows wall time from an origin
/// taken at the first tick after a pause, so an idle window (whose shell
/// may stop ticking) does not jump over the pause at the next input.
struct LiveClock {
    /// The last wall-clock reading (nil before the first tick).
    private(set) var wall: Double?
    /// The wall time of virtual time zero while the live clock runs; nil while it pauses.
    private var origin: Double?

    /// A tick at wall time `seconds`.
    mutating func read(_ seconds: Double) { wall = seconds }

    /// The live virtual instant at wall time `seconds`; the first after a
    /// pause takes up from `now`, where the virtual clock stopped.
    mutating func liveInstant(at seconds: Double, now: VirtualTime) -> VirtualTime {
        if origin == nil { origin = seconds - now.seconds }
        return VirtualTime(seconds: seconds - (origin ?? seconds))
    }

    /// Nothing is pending, or playback takes the screen: the virtual clock stops until the next tick.
    mutating func pause() { origin = nil }
}
