import TouchCore

/// Which run the panels show, in which build of the scene: where every
/// cache key of the inspector starts.
struct ShownRunKey: Hashable {
    /// `SceneDocument.generation`: bumps whenever the scene is rebuilt.
    var generation: Int
    /// nil: the live run; else the playback's `number` (a scenario's
    /// position, or `Inspector.savedTraceNumber` for a saved trace).
    var playback: Int?
}

/// What the inspector computes from the trace shown and keeps between
/// frames, each cache keyed by what it is computed from (issue 27 point 4).
/// A cache's key is built by its method from the same arguments the value
/// is computed with, so a value cannot outlive an input it depends on.
struct ShownCaches {
    var snapshot = SnapshotCache()
    var device = DeviceDrawingCache()
    var timeline = TimelineCache()
    var hover = HoverCache()
    var touchStart = TouchStartScreens()
    var story = StoryCache()

    /// The scene was rebuilt: nothing computed from the old one is kept
    /// (the keys would not match anyway: this frees the memory). The device
    /// drawing's key keeps counting, so the renderer never reuses pixels.
    mutating func sceneRebuilt() {
        snapshot.clear()
        timeline.clear()
        hover.clear()
        touchStart.clear()
    }
}

/// The screen at the shown instant: the scene plus the records up to it
/// (issue 27 point 4), animating views at their presentation values (A3).
struct SnapshotCache {
    enum Key: Equatable {
        /// Live: how many records changed the screen, and the clock while a view animates.
        case live(ShownRunKey, screen: Size, changes: Int, clock: Int64?)
        /// Playback: the instant and the records that have happened.
        case playback(ShownRunKey, screen: Size, time: Int64, cursor: Int)
    }

    private var memo = Memo<Key, SceneSnapshot>()

    /// The key of the snapshot last returned (the hover walk's key starts with it).
    var key: Key? { memo.key }

    mutating func snapshot(of live: LiveSession, run: ShownRunKey, screen: Size) -> SceneSnapshot {
        let animating = live.screen.hasAnimations
        let now = live.device.now
        let key = Key.live(run, screen: screen, changes: live.screenChanges, clock: animating ? now.microseconds : nil)
        return memo.value(for: key) { SceneSnapshot.make(live.screen, screen: screen, at: now) }
    }

    mutating func snapshot(of p: Playback, run: ShownRunKey, screen: Size) -> SceneSnapshot {
        let key = Key.playback(run, screen: screen, time: p.time.microseconds, cursor: p.cursor)
        return memo.value(for: key) { SceneSnapshot.make(p.run.state(cursor: p.cursor, at: p.time), screen: screen, at: p.time) }
    }

    mutating func clear() { memo.clear() }
}

/// The device and its views drawn, the room their texts leave for labels,
/// and a number that changes whenever they do (the renderer keeps their
/// pixels per number, so a number is never given twice).
struct DeviceDrawingCache {
    struct Drawing {
        let commands: [DrawCommand]
        let space: LabelSpace
        /// The renderer's key for these pixels: a new one for every new drawing.
        let key: Int
    }

    /// The cheap fields first: `==` compares in this order and stops at the first difference.
    private struct Key: Equatable {
        var names: Bool
        var transform: ScreenTransform
        var snapshot: SceneSnapshot
    }

    private var memo = Memo<Key, Drawing>()
    private var drawn = 0

    mutating func drawing(_ snapshot: SceneSnapshot, transform: ScreenTransform, names: Bool) -> Drawing {
        let drawn = self.drawn
        let result = memo.value(for: Key(names: names, transform: transform, snapshot: snapshot)) {
            let commands = ScreenDrawing.draw(snapshot, transform: transform, options: .init(showNames: names))
            return Drawing(commands: commands, space: LabelSpace(textsOf: commands), key: drawn &+ 1)
        }
        self.drawn = result.key
        return result
    }
}

/// The timeline's lanes for a run, from a first record on.
struct TimelineCache {
    private struct Key: Equatable {
        var run: ShownRunKey
        var records: Int
        var from: Int
    }

    private var memo = Memo<Key, TimelineModel>()

    mutating func model(_ index: TraceIndex, catalog: RecognizerCatalog, from: Int, run: ShownRunKey) -> TimelineModel {
        memo.value(for: Key(run: run, records: index.count, from: from)) {
            TimelineModel(index: index, catalog: catalog, from: from)
        }
    }

    mutating func clear() { memo.clear() }
}

/// The hit-test walk under the pointer (the hover preview), per screen and point.
struct HoverCache {
    private struct Key: Equatable {
        var screen: SnapshotCache.Key?
        /// The screen point in thousandths of a point (what the walk is given, rounded so).
        var x: Int64
        var y: Int64
    }

    private var memo = Memo<Key, HitTestPath>()

    /// `walk` finds the path at `point` on the screen `screen` is the key of.
    mutating func path(at point: Point, screen: SnapshotCache.Key?, _ walk: () -> HitTestPath) -> HitTestPath {
        memo.value(for: Key(screen: screen, x: Int64(point.x * 1000), y: Int64(point.y * 1000)), walk)
    }

    mutating func clear() { memo.clear() }
}

/// The screen as it was when a touch began: what its hit-test saw (the
/// hit-test and why-not overlays draw it).
struct TouchStartScreens {
    /// Live: the latest touch and the screen the records gave when it was created.
    private var live: (touch: String, snapshot: SceneSnapshot)?
    private var played = Memo<PlayedKey, SceneSnapshot>()

    private struct PlayedKey: Equatable {
        var run: ShownRunKey
        var createSeq: Int
    }

    /// A live touch was created over `snapshot`.
    mutating func liveTouchBegan(_ touch: String, over snapshot: SceneSnapshot) {
        live = (touch, snapshot)
    }

    /// The screen live touch `touch` began over, if it is the latest.
    func live(_ touch: String) -> SceneSnapshot? {
        live.flatMap { $0.touch == touch ? $0.snapshot : nil }
    }

    /// The screen `touch` of playback `p` began over.
    mutating func played(_ touch: TouchTrack, in p: Playback, run: ShownRunKey) -> SceneSnapshot {
        played.value(for: PlayedKey(run: run, createSeq: touch.createSeq)) {
            p.run.snapshot(beforeRecord: touch.createSeq, at: touch.began)
        }
    }

    mutating func clear() {
        live = nil
        played.clear()
    }
}

/// The run in words (issue 32 point 9). Playback: per cursor. Live (the
/// trace grows every frame of a drag): again when a touch begins or ends or
/// an event fires, else at most every `liveRefresh` wall seconds, so a long
/// session's frames stay cheap while what the screen shows may still change.
struct StoryCache {
    enum Key: Equatable {
        case live(ShownRunKey, touches: Int, lastEnd: Int, appEvents: Int, controlEvents: Int, held: Int)
        case playback(ShownRunKey, cursor: Int)
    }

    /// Wall seconds a live story is kept while its key holds.
    static let liveRefresh = 0.2

    private var memo = Memo<Key, RunStory.Story>()
    /// The wall clock when the kept story was computed.
    private var computedAt = -1.0

    static func key(_ index: TraceIndex, cursor: Int, run: ShownRunKey) -> Key {
        guard run.playback == nil else { return .playback(run, cursor: cursor) }
        return .live(run, touches: index.touches.count, lastEnd: index.touches.last?.endSeq ?? -1, appEvents: index.appEvents.count,
                     controlEvents: index.controlEvents.count, held: index.held.count)
    }

    mutating func story(_ index: TraceIndex, cursor: Int, snapshot: SceneSnapshot, run: ShownRunKey, wall: Double) -> RunStory.Story {
        let key = Self.key(index, cursor: cursor, run: run)
        if let story = memo.cached(for: key), run.playback != nil || wall - computedAt < Self.liveRefresh { return story }
        memo.clear()
        computedAt = wall
        return memo.value(for: key) { RunStory.story(index: index, cursor: cursor, snapshot: snapshot) }
    }
}
