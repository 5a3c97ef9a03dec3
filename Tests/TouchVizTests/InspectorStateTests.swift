import Foundation
import Testing
import TouchCore
import TouchScene
@testable import TouchViz
import TouchTestSupport

/// The inspector's small state types (issue 27 point 4): each keeps its
/// invariants, and each cache gives what computing afresh would give as its
/// inputs change (the tests fail if a cache kept a stale value).
@Suite struct InspectorStateTests {
    /// A page that scrolls (the screen's records change as it does).
    static let scrolling = """
    scene: A page that scrolls
    windows:
      - name: Main
        root:
          name: Root
          subviews:
            - name: page
              kind: scrollView
              frame: [0, 0, 390, 844]
              contentSize: [390, 3000]
              subviews:
                - { name: card, frame: [20, 100, 350, 200], color: "#FFD60A", gestures: [ { kind: tap, name: cardTap, action: open } ] }
    scenarios:
      - name: scroll
        steps: [ { drag: { from: [195, 700], to: [195, 300], duration: 0.3 } } ]
      - name: tap the card
        steps: [ { tap: [195, 200] } ]
    """

    static let run = ShownRunKey(generation: 0, playback: nil)

    /// A drag on the live device, to its end (every timer after it run), in the TestClock scope (design 8).
    func drag(_ live: LiveSession, from a: Point, to b: Point, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        withTestClock(live.device, sourceLocation: sourceLocation) { clock in
            clock.send(TouchSample(time: clock.now, changes: [FingerChange(finger: 1, phase: .down, location: a)]))
            for i in 1...10 {
                let p = a.interpolated(to: b, fraction: Double(i) / 10)
                clock.advance(by: 0.01)
                clock.send(TouchSample(time: clock.now, changes: [FingerChange(finger: 1, phase: .move, location: p)]))
            }
            clock.send(TouchSample(time: clock.now, changes: [FingerChange(finger: 1, phase: .up, location: b)]))
            clock.run()
        }
        live.sync()
    }

    // MARK: Memo

    @Test("Memo: computes once per key, again when the key changes, nothing kept after clear")
    func memo() {
        var memo = Memo<Int, String>()
        var made = 0
        func value(_ k: Int) -> String { memo.value(for: k) { made += 1; return "v\(k)" } }
        #expect(value(1) == "v1" && value(1) == "v1" && made == 1)
        #expect(value(2) == "v2" && made == 2 && memo.key == 2)
        #expect(memo.cached(for: 1) == nil && memo.cached(for: 2) == "v2")
        memo.clear()
        #expect(memo.key == nil && value(2) == "v2" && made == 3)
    }

    // MARK: Caches

    @Test("issue 27.4: the live screen's cache follows the records: after a scroll it equals the screen made afresh")
    func liveSnapshotNotStale() {
        let scene = Scenes.load(Self.scrolling)
        let live = LiveSession(scene)
        var cache = SnapshotCache()
        let before = cache.snapshot(of: live, run: Self.run, screen: scene.device.screen)
        #expect(cache.snapshot(of: live, run: Self.run, screen: scene.device.screen) == before)
        drag(live, from: Point(195, 700), to: Point(195, 300))
        let after = cache.snapshot(of: live, run: Self.run, screen: scene.device.screen)
        let fresh = SceneSnapshot.make(live.screen, screen: scene.device.screen, at: live.device.now)
        #expect(after == fresh)
        #expect(after != before, "the page scrolled: the card moved up")
        #expect(after.view(named: "card")!.frame.minY < before.view(named: "card")!.frame.minY)
    }

    @Test("issue 27.4: the played screen's cache follows the cursor and the run (a saved trace is not the scenario)")
    func playedSnapshotNotStale() {
        let scene = Scenes.load(Self.scrolling)
        let run = ScenarioRun.played(scene, scene.scenarios[0])
        let catalog = RecognizerCatalog(run.application, parameters: scene.device)
        var p = Playback(run: run, number: 0, playing: false, catalog: catalog)
        var cache = SnapshotCache()
        let key = ShownRunKey(generation: 0, playback: 0)
        let start = cache.snapshot(of: p, run: key, screen: scene.device.screen)
        p.move(toCursor: run.index.count)
        let end = cache.snapshot(of: p, run: key, screen: scene.device.screen)
        #expect(end == SceneSnapshot.make(run.state(cursor: p.cursor, at: p.time), screen: scene.device.screen, at: p.time))
        #expect(end != start)
        // Another run (a saved trace) in the same cache: its own screen.
        let other = ScenarioRun.played(scene, scene.scenarios[1])
        var q = Playback(run: other, number: Inspector.savedTraceNumber, playing: false, catalog: catalog)
        q.move(toCursor: other.index.count)
        let saved = cache.snapshot(of: q, run: ShownRunKey(generation: 0, playback: Inspector.savedTraceNumber), screen: scene.device.screen)
        #expect(saved == SceneSnapshot.make(other.state(cursor: q.cursor, at: q.time), screen: scene.device.screen, at: q.time))
        #expect(saved != end, "the tap did not scroll the page")
    }

    @Test("issue 27.4: the device drawing is redrawn when the screen, the transform or the names change, and its renderer key never repeats")
    func deviceDrawing() {
        let scene = Scenes.load(Self.scrolling)
        let live = LiveSession(scene)
        var snapshots = SnapshotCache()
        var caches = ShownCaches()
        let t = ScreenTransform(origin: Point(30, 30), scale: 0.5)
        let s0 = snapshots.snapshot(of: live, run: Self.run, screen: scene.device.screen)
        let a = caches.device.drawing(s0, transform: t, names: false)
        #expect(caches.device.drawing(s0, transform: t, names: false).key == a.key, "the same input keeps the pixels")
        let named = caches.device.drawing(s0, transform: t, names: true)
        #expect(named.key != a.key && named.commands == ScreenDrawing.draw(s0, transform: t, options: .init(showNames: true)))
        let moved = caches.device.drawing(s0, transform: ScreenTransform(origin: Point(40, 30), scale: 0.5), names: true)
        #expect(moved.key != named.key)
        drag(live, from: Point(195, 700), to: Point(195, 300))
        let s1 = snapshots.snapshot(of: live, run: Self.run, screen: scene.device.screen)
        let scrolled = caches.device.drawing(s1, transform: t, names: false)
        #expect(scrolled.commands == ScreenDrawing.draw(s1, transform: t, options: .init(showNames: false)))
        // A rebuilt scene starts the other caches afresh; the renderer's key keeps counting.
        caches.sceneRebuilt()
        let again = caches.device.drawing(s0, transform: t, names: false)
        #expect(Set([a.key, named.key, moved.key, scrolled.key, again.key]).count == 5)
    }

    @Test("issue 27.4: the timeline's lanes follow the trace as it grows, and the live run and a saved trace never share them")
    func timelineNotStale() {
        let scene = Scenes.load(Self.scrolling)
        let live = LiveSession(scene)
        var cache = TimelineCache()
        let empty = cache.model(live.index, catalog: live.catalog, from: 0, run: Self.run)
        #expect(empty.lanes.isEmpty)
        drag(live, from: Point(195, 700), to: Point(195, 300))
        let grown = cache.model(live.index, catalog: live.catalog, from: 0, run: Self.run)
        #expect(grown.lanes.map(\.name) == TimelineModel(index: live.index, catalog: live.catalog, from: 0).lanes.map(\.name))
        #expect(!grown.lanes.isEmpty)
        // A saved trace (number -1) with as many records is another run: its own lanes.
        let run = ScenarioRun.played(scene, scene.scenarios[1])
        let saved = cache.model(run.index, catalog: live.catalog, from: 0, run: ShownRunKey(generation: 0, playback: -1))
        #expect(saved.lanes.map(\.name) == TimelineModel(index: run.index, catalog: live.catalog, from: 0).lanes.map(\.name))
    }

    @Test("issue 27.4: the hover walk is per screen and point")
    func hover() {
        var cache = HoverCache()
        var walks = 0
        func path(_ p: Point, _ key: SnapshotCache.Key?) -> HitTestPath {
            cache.path(at: p, screen: key) { walks += 1; return HitTestPath(point: p, visits: [], winner: nil) }
        }
        let k1 = SnapshotCache.Key.live(Self.run, screen: Size(width: 390, height: 844), changes: 1, clock: nil)
        let k2 = SnapshotCache.Key.live(Self.run, screen: Size(width: 390, height: 844), changes: 2, clock: nil)
        _ = path(Point(10, 10), k1)
        _ = path(Point(10, 10), k1)
        #expect(walks == 1)
        #expect(path(Point(10, 10.001), k1).point == Point(10, 10.001) && walks == 2)
        _ = path(Point(10, 10.001), k2)
        #expect(walks == 3, "the screen changed under a still pointer")
    }

    @Test("issue 32.9: the live story is kept while its key holds, for at most liveRefresh seconds; playback's per cursor")
    func story() {
        let scene = Scenes.load(Self.scrolling)
        let live = LiveSession(scene)
        var cache = StoryCache()
        let snapshot = SceneSnapshot.make(live.screen, screen: scene.device.screen)
        _ = cache.story(live.index, cursor: 0, snapshot: snapshot, run: Self.run, wall: 10)
        #expect(StoryCache.key(live.index, cursor: 0, run: Self.run) == .live(Self.run, touches: 0, lastEnd: -1, appEvents: 0,
                                                                               controlEvents: 0, held: 0))
        drag(live, from: Point(195, 700), to: Point(195, 300))
        let s = cache.story(live.index, cursor: live.index.count, snapshot: snapshot, run: Self.run, wall: 10.05)
        #expect(s == RunStory.story(index: live.index, cursor: live.index.count, snapshot: snapshot), "a touch ended: told at once")
    }

    // MARK: Playback

    @Test("Playback keeps its cursor within the run and its instant with it")
    func playback() {
        let scene = Scenes.load(Self.scrolling)
        let run = ScenarioRun.played(scene, scene.scenarios[0])
        var p = Playback(run: run, number: 0, playing: true, catalog: RecognizerCatalog(run.application, parameters: scene.device))
        #expect(!p.tick(wall: 1, speed: 1) && p.cursor == 0, "the first frame only starts the count")
        #expect(p.tick(wall: 1.1, speed: 1) && p.time == VirtualTime(seconds: 0.1) && p.cursor == run.index.cursor(at: p.time))
        p.advance(by: 1000)
        #expect(p.time == run.end && p.cursor == run.index.count && !p.playing && p.atEnd)
        p.playPause()
        #expect(p.playing && p.cursor == 0 && p.time == .zero, "play at the end starts again")
        p.move(toCursor: -5)
        #expect(p.cursor == 0 && p.time == .zero && !p.playing && p.lastRecord == nil)
        p.move(toCursor: Int.max)
        #expect(p.cursor == run.index.count && p.time == run.index.time(ofRecord: run.index.count - 1))
        p.scrub(to: -1)
        #expect(p.time == .zero)
        p.scrub(to: 1e9)
        #expect(p.time == run.end && p.cursor == run.index.cursor(at: run.end))
        p.move(toCursor: 1)
        let next = p.turnBoundary(forward: true)
        #expect(next > 1 && (run.index.samples.map(\.seq).contains(next) || next == run.index.count
                             || run.index.timers.contains { $0.seq - 1 == next }))
        #expect(p.turnBoundary(forward: false) == 0)
    }

    @Test("PlaybackSpeed halves and doubles between 1/64 and 4")
    func speed() {
        var s = PlaybackSpeed()
        #expect(s.text == "1/4× speed")
        for _ in 0..<10 { s.faster() }
        #expect(s.factor == 4 && s.text == "4× speed")
        for _ in 0..<20 { s.slower() }
        #expect(s.factor == 1.0 / 64)
    }

    @Test("LiveClock: virtual time follows the wall from where it paused")
    func liveClock() {
        var c = LiveClock()
        #expect(c.liveInstant(at: 100, now: .zero) == .zero)
        #expect(c.liveInstant(at: 100.5, now: .zero) == VirtualTime(seconds: 0.5))
        c.pause()
        #expect(c.liveInstant(at: 200, now: VirtualTime(seconds: 0.5)) == VirtualTime(seconds: 0.5), "no jump over the pause")
        #expect(c.liveInstant(at: 200.25, now: VirtualTime(seconds: 0.5)) == VirtualTime(seconds: 0.75))
    }

    // MARK: The log and the timeline

    @Test("LogView: paging and the wheel stop following; reaching the tail of a finished run follows again")
    func logView() {
        var log = LogView()
        let entries = Array(0..<100)
        let list = Rect(x: 0, y: 0, width: 400, height: 20 * LogPanel.lineHeight + 4)
        log.layOut(entries, in: list, live: true, cursor: 100, count: 100) { "record \($0)" }
        #expect(log.follow && log.last > 0 && log.first == log.last, "live, following the newest")
        log.page(down: false, size: 10, atEnd: true)
        #expect(!log.follow && log.first == log.last - 10)
        log.wheel(dy: -100, atEnd: false)
        #expect(log.first == log.last && !log.follow, "at the tail of a run not over: stays put")
        log.wheel(dy: -1, atEnd: true)
        #expect(log.follow)
        log.step(by: -1, among: entries)
        #expect(log.selected == 99 && log.follow)
        log.scroll(toEntry: 3)
        log.layOut(entries, in: list, live: true, cursor: 100, count: 100) { "record \($0)" }
        #expect(log.first == 3 && log.rows.first?.record == 3)
        for key in ["a", "b", "backspace", "space", "c"] { log.type(key, [.shift]) }
        #expect(log.filter.query == "A C" && log.first == 0)
        log.type("escape", [])
        #expect(log.filter.query.isEmpty && !log.searching)
    }

    @Test("TimelineView: the user's zoom stops following, fit follows again live; the lanes' scroll stays within them")
    func timelineView() {
        var t = TimelineView()
        t.frame(now: 10, interactionStart: nil)
        #expect(t.follows && t.viewport.start + t.viewport.span >= 10)
        t.zoom(in: true, around: nil)
        #expect(!t.follows)
        let before = t.viewport
        t.frame(now: 20, interactionStart: nil)
        #expect(t.viewport == before, "not following: now moves on alone")
        t.fit(runEnd: nil)
        #expect(t.follows)
        t.scrollLanes(by: 500)
        t.clampScroll(total: 300, visible: 100)
        #expect(t.scroll == 200)
        t.scrollLanes(by: -1000)
        #expect(t.scroll == 0)
        t.show(runEndingAt: 2)
        #expect(!t.follows && t.viewport == .fit(end: 2))
    }

    // MARK: Live input

    @Test("LiveFingers: numbers nobody holds, points on the glass, the pair mirrored about the pinch centre")
    func liveFingers() {
        var f = LiveFingers(screen: Size(width: 390, height: 844))
        #expect(f.free(2, besides: [1, 3]) == [2, 4])
        let down = f.pointerDown(at: Point(100, 100), count: 2, besides: [1])
        #expect(down.map(\.finger) == [2, 3] && down[1].location == Point(290, 744))
        #expect(f.touchDown(7, besides: [1]) == 4 && f.touchDown(7, besides: [1]) == nil)
        #expect(f.onGlass(Point(-5, 1000.12345)) == Point(0, 843.999))
        f.choose(center: Point(100, 100))
        #expect(f.pinchCenter == Point(100, 100) && f.pairCenter == Point(100, 100))
        let up = f.pointerUp(at: [Point(1, 1), Point(2, 2)])
        #expect(up.map(\.finger) == [2, 3] && f.pointer.isEmpty)
        let fresh = f.rebuilt(screen: Size(width: 100, height: 100))
        #expect(fresh.touchScreen.isEmpty && fresh.chosenCenter == nil && fresh.pairCenter == Point(50, 50))
    }

    @Test("Recording keeps only the fingers that went down while recording")
    func recording() {
        var r = Recording(startWall: nil)
        func s(_ t: Double, _ changes: (Int, FingerPhase)...) -> TouchSample {
            TouchSample(time: VirtualTime(seconds: t), changes: changes.map { FingerChange(finger: $0.0, phase: $0.1, location: .zero) })
        }
        r.record(s(0, (1, .move)))
        r.record(s(0.1, (1, .up), (2, .down)))
        r.record(s(0.2, (1, .down), (2, .move)))
        r.record(s(0.3, (2, .cancel)))
        #expect(r.samples.map { $0.changes.map { "\($0.finger)\($0.phase)" } } == [["2down"], ["1down", "2move"], ["2cancel"]])
    }

    // MARK: The bars and files

    @Test("StatusLine: a notice goes after its seconds; the frame time is over the last frames")
    func statusLine() {
        var s = StatusLine()
        s.post("saved", at: 10)
        #expect(s.notice(at: 14.9) == "saved" && s.notice(at: 15) == nil && s.notice(at: nil) == nil)
        #expect(s.secondsUntilNoticeGoes(at: 12) == 3)
        for i in 0..<200 { s.frameDrawn(Double(i) / 1000) }
        #expect(s.frameTimes.count == StatusLine.frameWindow && s.frameTimes.first == 0.08)
        #expect(s.frameTimeText(records: 7).hasSuffix("(median of 120, max 199) · trace 7 records"))
    }

    @Test("issue 32.10: output names skip the files there and the names already given")
    func outputNames() {
        var names = OutputNames()
        let there: Set<String> = ["out/scene-screenshot-1.png"]
        #expect(names.next("screenshot", base: "scene", in: "out") { there.contains($0) } == "out/scene-screenshot-2.png")
        #expect(names.next("screenshot", base: "scene", in: "out/") { there.contains($0) } == "out/scene-screenshot-3.png")
        #expect(names.next("timeline", base: "scene", in: "") { _ in false } == "scene-timeline-1.png")
    }

    @Test("issue 32.2: the why-not answer follows the cursor: asked again later in the run, it is the answer for then")
    func whyNotNotStale() {
        let scene = Scenes.load(Self.scrolling)
        let run = ScenarioRun.played(scene, scene.scenarios[1])
        var q = WhyNotQuestion()
        // The view clicked, by key (issue 27.3).
        let card = run.snapshot(at: .zero).view(named: "card")!.key
        q.toggle(card)
        #expect(q.view == card)
        let key = ShownRunKey(generation: 0, playback: 1)
        let touch = run.index.touches[0].name
        let early = q.answer(card, touch: touch, trace: run.trace, cursor: 1, run: key, scene: scene)
        let late = q.answer(card, touch: touch, trace: run.trace, cursor: run.trace.count, run: key, scene: scene)
        #expect(late == WhyNot(records: run.trace.records, scene: scene).answer(for: "card", touch: touch))
        #expect(early == WhyNot(records: Array(run.trace.records.prefix(1)), scene: scene).answer(for: "card", touch: touch))
        q.toggle(card)
        #expect(q.view == nil)
    }

    @Test("issue 27.4: the what-if panel's why follows the object and the run, its replay the settings themselves (not their count)")
    func whatIfKeys() {
        var session = WhatIfSession(object: "card")
        var whys = 0, replays = 0
        func why(_ object: String, _ records: Int) {
            session.updateWhy(.init(object: object, run: Self.run, records: records)) {
                whys += 1
                return WhyText(summary: "\(object) \(records)", lines: [])
            }
        }
        session.scroll[.why] = 4
        why("card", 10)
        why("card", 10)
        #expect(whys == 1 && session.why?.summary == "card 10" && session.scroll[.why] == 0)
        why("card", 11)
        why("page", 11)
        #expect(whys == 3 && session.why?.summary == "page 11")
        let empty = SceneSnapshot(screen: Size(width: 1, height: 1), views: [])
        func replay(_ settings: [Setting]) {
            session.updateReplay(.init(generation: 0, input: [1, 0, 4], settings: settings)) {
                replays += 1
                return WhatIfReplay(input: settings.map(\.description).joined(), settings: settings,
                                    diff: OutcomeDiff(written: [], variant: []), writtenEnd: empty, variantEnd: empty)
            }
        }
        let a = Setting(object: "cardTap", property: "cancelsTouchesInView", value: "false")
        let b = Setting(object: "cardTap", property: "delaysTouchesEnded", value: "false")
        replay([a])
        replay([a])
        #expect(replays == 1 && session.replay?.settings == [a])
        replay([b])
        #expect(replays == 2 && session.replay?.settings == [b], "as many settings, other ones: replayed again")
        replay([])
        #expect(replays == 2 && session.replay == nil, "no setting on: nothing to compare")
    }
}
