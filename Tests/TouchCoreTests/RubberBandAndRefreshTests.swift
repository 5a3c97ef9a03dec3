import Testing
import TouchTestSupport
@testable import TouchCore

/// Rules V12–V18: the rubber band and bounce-back of every scroll view, and
/// the refresh control with its states, trigger distance, inset and timing.
@Suite struct RubberBandAndRefreshTests {
    /// A full-screen scroll view (390 × 844) with content 390 × 3000.
    func scroller(_ f: Fixture, content: Size = Size(width: 390, height: 3000), height: Double = 844) -> ScrollView {
        let s = ScrollView(name: "S", frame: Rect(x: 0, y: 0, width: 390, height: height), contentSize: content)
        f.window.addSubview(s)
        return s
    }

    func refresh(_ s: ScrollView, _ f: Fixture, attach: RefreshControl.Attachment = .property, title: Bool = false) -> RefreshControl {
        let p = f.parameters
        let t = title ? p.refreshTitleHeight : 0
        let control = RefreshControl(name: "R", attachment: attach, width: s.frame.width,
                                     height: title ? t + p.refreshTitledHeightExtra : p.refreshControlHeight, titleHeight: t)
        control.attach(to: s)
        return control
    }

    func offsets(_ device: Device) -> [(y: Double, band: Point?)] {
        device.trace.records.filter { $0.kind == .scrollOffset }.map { r in
            guard case .point(let p)? = r["offset"] else { return (0, nil) }
            if case .point(let b)? = r["rubberBand"] { return (p.y, b) }
            return (p.y, nil)
        }
    }

    func states(_ device: Device) -> [String] {
        device.trace.lines(kinds: [.refreshState], keys: ["from", "to", "cause"])
    }

    @Test("rule V12: a drag past the top shows rb(x, d) = d(1 − 1/(1 + c·x/d)) of overscroll, and scroll.offset carries rubberBand")
    func rubberBand() {
        let f = Fixture()
        let s = scroller(f)
        let device = f.device()
        // 300 points down in 36 samples; the pan begins at the second (16.67 ≥ panHysteresis), so x = 283.33 at the last.
        device.run(drag(from: Point(200, 100), to: Point(200, 400), duration: 0.3, release: false))
        let x = 300 - 300.0 / 36 * 2
        let shown = RubberBand.offset(pull: x, extent: 844, coefficient: 0.55)
        #expect(abs(shown - 131.55) < 0.01)
        let last = offsets(device).last!
        #expect(abs(last.y + shown) < 1e-9 && abs(s.contentOffset.y + shown) < 1e-9)
        #expect(last.band == Point(0, last.y), "the signed overscroll past lo = 0")
        // The spec's example: 183.3 (200 − 16.67) points past the top of an 844-point view show 90.07.
        #expect(abs(RubberBand.offset(pull: 200 - 50.0 / 3, extent: 844, coefficient: 0.55) - 90.07) < 0.01)
    }

    @Test("rule V12: within the range scroll.offset has no rubberBand; with bounces false the offset is clamped")
    func clampedWithoutBounce() {
        let f = Fixture()
        let s = scroller(f)
        s.bounces = false
        let device = f.device()
        device.run(drag(from: Point(200, 100), to: Point(200, 400), duration: 0.3))
        #expect(s.contentOffset == .zero && offsets(device).isEmpty)
        #expect(device.trace.lines(kinds: [.scrollBounce]).isEmpty)
        let g = Fixture()
        let t = scroller(g)
        let again = g.device()
        again.run(drag(from: Point(200, 600), to: Point(200, 300), duration: 0.3))
        #expect(offsets(again).allSatisfy { $0.band == nil } && t.contentOffset.y > 280)
    }

    @Test("rules V5, V12: alwaysBounceVertical makes a fitting axis scrollable only while bounces is true")
    func alwaysBounceNeedsBounces() {
        let f = Fixture()
        let s = scroller(f, content: Size(width: 390, height: 844))
        s.alwaysBounceVertical = true
        #expect(s.canScroll(.vertical))
        s.bounces = false
        #expect(!s.canScroll(.vertical))
        let device = f.device()
        device.run(drag(from: Point(200, 300), to: Point(200, 600), duration: 0.3))
        #expect(device.trace.finalStates()["S.pan"] == .failed && s.contentOffset == .zero)
    }

    @Test("rule V13: a release past the top bounces back along the ease-out curve in bounceSettleDuration, then scroll.stop bounced")
    func bounceBack() {
        let f = Fixture()
        let s = scroller(f)
        let device = f.device()
        device.run(drag(from: Point(200, 100), to: Point(200, 400), duration: 0.3))
        let bounce = device.trace.records.first { $0.kind == .scrollBounce }!
        #expect(HumanLog.text(bounce["edge"]) == "top")
        guard case .point(let from)? = bounce["from"], case .point(let to)? = bounce["to"] else { Issue.record("no from/to"); return }
        #expect(to == .zero && from.y < -130)
        #expect(device.trace.lines(kinds: [.scrollStop], keys: ["offset", "cause"]) == ["scroll.stop S offset=(0, 0) cause=bounced"])
        let stop = device.trace.records.first { $0.kind == .scrollStop }!
        #expect(abs(stop.time.seconds - bounce.time.seconds - 0.5) < 1e-6)
        // Halfway (30 ticks of 60): to + (from − to)(1 − 0.5)³.
        let ticks = device.trace.records.filter { $0.kind == .scrollOffset && $0.seq > bounce.seq }
        guard case .point(let mid)? = ticks[29]["offset"] else { Issue.record("no tick"); return }
        #expect(abs(mid.y - from.y * 0.125) < 1e-9)
        #expect(s.contentOffset == .zero)
    }

    @Test("rule V13: released past the top with a sideways flick, the vertical axis bounces back while the horizontal one decelerates (V7)")
    func bounceOneAxisDecelerateOther() {
        let f = Fixture()
        let s = scroller(f, content: Size(width: 4000, height: 3000))
        s.contentOffset = Point(600, 0)
        let device = f.device()
        device.run(drag(from: Point(300, 100), to: Point(100, 400), duration: 0.15))
        let trace = device.trace
        // The bounce names the top edge only; the deceleration carries the horizontal velocity alone.
        #expect(trace.lines(kinds: [.scrollBounce, .scrollDecelerate, .scrollStop], keys: ["edge", "cause"]) == [
            "scroll.bounce S edge=top", "scroll.decelerate S", "scroll.stop S cause=settled",
        ])
        let bounce = trace.records.first { $0.kind == .scrollBounce }!
        let decelerate = trace.records.first { $0.kind == .scrollDecelerate }!
        #expect(decelerate.seq > bounce.seq)
        guard case .point(let v)? = decelerate["velocity"], case .point(let from)? = bounce["from"] else {
            Issue.record("no velocity or from"); return
        }
        #expect(v.y == 0 && v.x > 0 && from.y < 0)
        // The vertical axis follows V13's curve over bounceSettleDuration (60 ticks); x keeps moving right meanwhile.
        let ticks = trace.records.filter { $0.kind == .scrollOffset && $0.seq > decelerate.seq }.compactMap { r -> Point? in
            if case .point(let p)? = r["offset"] { return p } else { return nil }
        }
        guard ticks.count > 60 else { Issue.record("only \(ticks.count) ticks"); return }
        #expect(abs(ticks[29].y - from.y * 0.125) < 1e-9)
        #expect(ticks[59].y == 0 && ticks[60].y == 0 && ticks[60].x > ticks[59].x)
        #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $1.x >= $0.x })
        #expect(s.contentOffset.y == 0 && s.contentOffset.x > from.x + 100 && !s.isDecelerating)
    }

    @Test("rule V13: when the deceleration beside a bounce ends first (its edge), the motion stops when the bounce lands (cause bounced)")
    func decelerationEndsBeforeBounce() {
        let f = Fixture()
        let s = scroller(f, content: Size(width: 420, height: 3000))
        let device = f.device()
        // 30 points of horizontal range: the slow drift to the left reaches its right end long before the bounce lands.
        device.run(drag(from: Point(300, 100), to: Point(280, 400), duration: 0.15))
        #expect(device.trace.lines(kinds: [.scrollBounce, .scrollDecelerate, .scrollStop], keys: ["edge", "offset", "cause"]) == [
            "scroll.bounce S edge=top", "scroll.decelerate S", "scroll.stop S offset=(30, 0) cause=bounced",
        ])
        #expect(s.contentOffset == Point(30, 0))
    }

    @Test("rule V13: on a paging scroll view the axis past its range bounces back while the other settles on the next page (cause paged)")
    func bounceOneAxisPageOther() {
        let f = Fixture()
        let s = scroller(f, content: Size(width: 1170, height: 844))
        s.isPagingEnabled = true
        s.alwaysBounceVertical = true
        let device = f.device()
        device.run(drag(from: Point(300, 100), to: Point(150, 400), duration: 0.15))
        #expect(device.trace.lines(kinds: [.scrollBounce, .scrollDecelerate, .scrollStop], keys: ["edge", "offset", "cause"]) == [
            "scroll.bounce S edge=top", "scroll.decelerate S", "scroll.stop S offset=(390, 0) cause=paged",
        ])
        let bounce = device.trace.records.first { $0.kind == .scrollBounce }!
        let stop = device.trace.records.first { $0.kind == .scrollStop }!
        // The stop waits for the longer of the two: the bounce (0.5 s) outlasts the page settle (0.3 s).
        #expect(abs(stop.time.seconds - bounce.time.seconds - 0.5) < 1e-6)
        #expect(s.contentOffset == Point(390, 0))
    }

    @Test("rule V13: a release past an edge with no sideways speed is a pure bounce, with no deceleration")
    func pureBounceStaysPure() {
        let f = Fixture()
        let s = scroller(f, content: Size(width: 1600, height: 3000))
        let device = f.device()
        device.run(drag(from: Point(200, 100), to: Point(200, 400), duration: 0.3))
        #expect(device.trace.lines(kinds: [.scrollBounce, .scrollDecelerate, .scrollStop], keys: ["cause"]) == [
            "scroll.bounce S", "scroll.stop S cause=bounced",
        ])
        #expect(s.contentOffset == .zero)
    }

    @Test("rules V13, V9: a touch during the bounce grabs it (scroll.stop touch); the new drag goes on from the overscroll it shows")
    func grabDuringBounce() {
        let f = Fixture()
        let s = scroller(f)
        let device = f.device()
        var samples = drag(from: Point(200, 100), to: Point(200, 400), duration: 0.3)
        samples += drag(from: Point(200, 300), to: Point(200, 310), at: 0.4, duration: 0.05, finger: 2, release: false)
        device.run(samples)
        #expect(device.trace.lines(kinds: [.scrollStop], keys: ["cause"]).first == "scroll.stop S cause=touch")
        let stop = device.trace.records.first { $0.kind == .scrollStop }!
        guard case .point(let grabbed)? = stop["offset"] else { Issue.record("no offset"); return }
        let after = offsets(device).filter { _ in true }.last!
        // The finger moved 10 points down: the shown overscroll grows a little, without a jump back to the edge.
        #expect(after.y < grabbed.y && grabbed.y - after.y < 10)
        #expect(s.isDragging && s.contentOffset.y == after.y)
    }

    @Test("rule V14: the trigger distance is min(round(H/2), (t + 100) × 1.125 × k): 167.17 for 844, 150.33 for 759, 73.68 for 300")
    func triggerDistance() {
        for (height, expected) in [(844.0, 167.17), (759.0, 150.33), (300.0, 73.68)] {
            let f = Fixture()
            let control = refresh(scroller(f, height: height), f)
            #expect(abs(control.triggerDistance(f.parameters) - expected) < 0.01, "H = \(height)")
        }
        let f = Fixture()
        let titled = refresh(scroller(f), f, title: true)
        #expect(titled.frame == Rect(x: 0, y: -83, width: 390, height: 83), "h = t + refreshTitledHeightExtra, laid out above the content")
        #expect(abs(titled.triggerDistance(f.parameters) - 116 * 1.125 * 844 / 568) < 1e-9)
        titled.triggerDistanceOverride = 150
        #expect(titled.triggerDistance(f.parameters) == 150)
    }

    @Test("rule V14: attach: property makes a fitting scroll view scrollable while bounces; attach: subview does not")
    func attachment() {
        let f = Fixture()
        let s = scroller(f, content: Size(width: 390, height: 400))
        _ = refresh(s, f, attach: .subview)
        #expect(!s.canScroll(.vertical))
        let g = Fixture()
        let t = scroller(g, content: Size(width: 390, height: 400))
        _ = refresh(t, g)
        #expect(t.canScroll(.vertical))
        t.bounces = false
        #expect(!t.canScroll(.vertical))
    }

    @Test("rule V15 rules 1–3: idle → revealing → armed → refreshing while the finger is down; the inset, then valueChanged and its actions, inside the pan's action")
    func pullStartsRefresh() {
        let f = Fixture()
        f.window.implementedActions = ["reload"]
        let s = scroller(f)
        let control = refresh(s, f)
        control.actions = [ControlAction(event: .valueChanged, target: nil, action: "reload")]
        let device = f.device()
        device.run(drag(from: Point(200, 100), to: Point(200, 600), duration: 0.5, release: false))
        #expect(states(device) == ["refresh.state R from=idle to=revealing cause=pull", "refresh.state R from=revealing to=armed cause=pull",
                                   "refresh.state R from=armed to=refreshing cause=pull"])
        let records = device.trace.records
        let refreshing = records.first { $0.kind == .refreshState && HumanLog.text($0["to"]) == "refreshing" }!
        #expect(HumanLog.text(refreshing["inset"]) == "60" && HumanLog.text(refreshing["tracking"]) == "true")
        // causedBy: the scroll.offset that reached the trigger, written just before.
        guard case .int(let cause)? = refreshing["causedBy"] else { Issue.record("no causedBy"); return }
        #expect(records[cause].kind == .scrollOffset)
        let after = records.drop { $0.seq <= refreshing.seq }.prefix(3).map { $0.kind }
        #expect(after == [.controlEvent, .actionSend, .actionDeliver])
        #expect(s.refreshInset == 60 && control.state == .refreshing && device.application.isForeground)
    }

    @Test("rule V15 rule 4: adding the inset mid-drag keeps the offset; pulling again while refreshing sends nothing")
    func noJumpAndNoSecondRefresh() {
        let f = Fixture()
        let s = scroller(f)
        let control = refresh(s, f)
        control.actions = [ControlAction(event: .valueChanged, target: nil, action: "reload")]
        let device = f.device()
        device.run(drag(from: Point(200, 100), to: Point(200, 600), duration: 0.5))
        let ys = offsets(device).map(\.y)
        let steps = zip(ys, ys.dropFirst()).map { abs($1 - $0) }
        #expect(steps.allSatisfy { $0 < 9 }, "no offset jumps by more than a finger step")
        device.run(drag(from: Point(200, 100), to: Point(200, 600), at: 2, duration: 0.5))
        #expect(device.trace.lines(kinds: [.controlEvent]).count == 1)
        #expect(device.trace.lines(kinds: [.scrollStop], keys: ["offset", "cause"]).last == "scroll.stop S offset=(0, -60) cause=bounced")
    }

    @Test("rule V15 rule 5: endRefreshing while the finger is down leaves the offset to the finger (endedWhileTracking), then idle")
    func endWhileTracking() {
        let f = Fixture()
        let s = scroller(f)
        let control = refresh(s, f)
        control.endsAfter = 0.1
        let device = f.device()
        device.run(drag(from: Point(200, 100), to: Point(200, 600), duration: 0.5, release: false))
        #expect(device.trace.lines(kinds: [.refreshCall], keys: ["method", "by"]) == ["refresh.call R method=endRefreshing by=endsAfter"])
        #expect(states(device).last == "refresh.state R from=refreshing to=endedWhileTracking cause=endRefreshing")
        #expect(s.refreshInset == 0 && s.isDragging)
        device.run([sample(0.6, (1, .up, 200, 600))])
        #expect(states(device).last == "refresh.state R from=endedWhileTracking to=idle cause=bounce")
        #expect(s.contentOffset == .zero)
    }

    @Test("rule V15 rules 5 and 6: endRefreshing at rest animates to the top (refreshEnded); a finger grabbing that animation near the top makes the control revealing")
    func regrab() {
        let f = Fixture()
        let s = scroller(f)
        let control = refresh(s, f)
        let device = f.device()
        device.run(drag(from: Point(200, 100), to: Point(200, 600), duration: 0.5))
        withTestClock(device) { clock in
            control.endRefreshing(by: "scenario", device: device)
            #expect(!clock.pending.isEmpty, "the animation to the top runs on the clock")
            clock.run()
        }
        #expect(states(device).suffix(2) == ["refresh.state R from=refreshing to=ending cause=endRefreshing",
                                             "refresh.state R from=ending to=idle cause=refreshEnd"])
        #expect(s.contentOffset == .zero)
        #expect(device.trace.lines(kinds: [.scrollStop], keys: ["cause"]).last == "scroll.stop S cause=refreshEnded")
        // Again, grabbed 0.05 s into the animation: v ≈ 60 · (5/6)³ of 167.17, r ≤ refreshRegrabRatio.
        let g = Fixture()
        let t = scroller(g)
        let c2 = refresh(t, g)
        let again = g.device()
        again.run(drag(from: Point(200, 100), to: Point(200, 600), duration: 0.5))
        c2.endRefreshing(by: "scenario", device: again)
        let now = again.now.seconds
        again.run([sample(now + 0.05, (1, .down, 200, 400))])
        #expect(again.trace.lines(kinds: [.scrollStop], keys: ["cause"]).last == "scroll.stop S cause=touch")
        #expect(states(again).last == "refresh.state R from=ending to=revealing cause=regrab")
        #expect(t.contentOffset.y < -30 && t.contentOffset.y > -45, "stopped where the animation was (about 60 · (5/6)³)")
    }

    @Test("rule V15 rules 1 and 6: a pull already past the trigger when the control first looks stays idle; after the lift the bounce makes it returning, then idle")
    func returning() {
        let f = Fixture()
        let s = scroller(f)
        let control = refresh(s, f)
        control.triggerDistanceOverride = 4
        let device = f.device()
        device.run(drag(from: Point(200, 100), to: Point(200, 300), duration: 0.3))
        #expect(states(device) == ["refresh.state R from=idle to=returning cause=bounce", "refresh.state R from=returning to=idle cause=bounce"])
        #expect(device.trace.lines(kinds: [.controlEvent]).isEmpty && s.contentOffset == .zero)
    }

    @Test("rule V15 rule 7: beginRefreshing adds the inset without valueChanged and without moving the offset")
    func beginRefreshing() {
        let f = Fixture()
        let s = scroller(f)
        let control = refresh(s, f)
        control.actions = [ControlAction(event: .valueChanged, target: nil, action: "reload")]
        let device = f.device()
        control.beginRefreshing(by: "scenario", device: device)
        #expect(states(device) == ["refresh.state R from=idle to=refreshing cause=beginRefreshing"])
        #expect(device.trace.lines(kinds: [.controlEvent]).isEmpty && s.contentOffset == .zero && s.minimumContentOffset.y == -60)
        control.endRefreshing(by: "scenario", device: device)
        #expect(states(device).last == "refresh.state R from=refreshing to=idle cause=endRefreshing", "nothing showed: straight to idle")
    }

    @Test("rule V16: while refreshing at rest a touch 90 pt down lands 30 pt into the content; one on the control is the control's")
    func touchesWhileRefreshing() {
        let f = Fixture()
        let s = scroller(f)
        let row = view("row", 0, 0, 390, 60, in: s)
        let control = refresh(s, f)
        let device = f.device()
        device.run(drag(from: Point(200, 100), to: Point(200, 600), duration: 0.5))
        #expect(s.contentOffset == Point(0, -60))
        #expect(f.window.hitTest(Point(195, 90)) === row && row.convert(Point(195, 90), fromAncestor: nil).y == 30)
        #expect(f.window.hitTest(Point(195, 30)) === control)
    }

    @Test("rule V17: bounces false keeps the control idle; an enabled control keeps a downward drag from the top instead of handing it to the outer scroll view (V10)")
    func enclosingGestures() {
        let f = Fixture()
        let s = scroller(f)
        s.bounces = false
        let control = refresh(s, f)
        let device = f.device()
        device.run(drag(from: Point(200, 100), to: Point(200, 600), duration: 0.5))
        #expect(control.state == .idle && states(device).isEmpty)
        // Nested: an inner vertical list at its top inside an outer vertical scroll view.
        let g = Fixture()
        let outer = scroller(g)
        let inner = ScrollView(name: "inner", frame: Rect(x: 0, y: 100, width: 390, height: 400), contentSize: Size(width: 390, height: 1200))
        outer.addSubview(inner)
        let again = g.device()
        again.run(drag(from: Point(200, 200), to: Point(200, 400), duration: 0.3))
        #expect(again.trace.finalStates()["S.pan"] == .ended, "V10: without a refresh control the outer one scrolls")
        let h = Fixture()
        let outer2 = scroller(h)
        let inner2 = ScrollView(name: "inner", frame: Rect(x: 0, y: 100, width: 390, height: 400), contentSize: Size(width: 390, height: 1200))
        outer2.addSubview(inner2)
        _ = RefreshControl(name: "R", attachment: .property, width: 390, height: 60, titleHeight: 0).attach(to: inner2)
        let third = h.device()
        third.run(drag(from: Point(200, 200), to: Point(200, 400), duration: 0.3))
        #expect(third.trace.finalStates()["inner.pan"] == .ended && third.trace.finalStates()["S.pan"] == .failed)
    }

    @Test("rule V18: without endsAfter the app never ends the refresh; disabled, the control never leaves idle (V14)")
    func appSettings() {
        let f = Fixture()
        let s = scroller(f)
        let control = refresh(s, f)
        let device = f.device()
        device.run(drag(from: Point(200, 100), to: Point(200, 600), duration: 0.5))
        device.run([sample(10, (1, .down, 300, 700)), sample(10.05, (1, .up, 300, 700))])
        #expect(device.trace.lines(kinds: [.refreshCall]).isEmpty && control.state == .refreshing)
        let g = Fixture()
        let t = scroller(g)
        let disabled = refresh(t, g)
        disabled.isEnabled = false
        let again = g.device()
        again.run(drag(from: Point(200, 100), to: Point(200, 600), duration: 0.5))
        #expect(states(again).isEmpty && t.contentOffset == .zero)
    }
}
