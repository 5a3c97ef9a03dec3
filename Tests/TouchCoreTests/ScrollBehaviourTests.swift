import Testing
@testable import TouchCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Rules V5–V11: axes, directional lock, deceleration, paging, grab, nesting and the built-in recognizers' names.
@Suite struct ScrollBehaviourTests {
    /// A vertical list (390 × 844, content 390 × 3000) holding a horizontal carousel (content 1200 wide) at y 100.
    func feed() -> (Fixture, ScrollView, ScrollView) {
        let f = Fixture()
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 390, height: 844), contentSize: Size(width: 390, height: 3000))
        f.window.addSubview(list)
        let carousel = ScrollView(name: "carousel", frame: Rect(x: 0, y: 100, width: 390, height: 200), contentSize: Size(width: 1200, height: 200))
        list.addSubview(carousel)
        return (f, list, carousel)
    }

    func scroller(_ name: String = "S", content: Size, in f: Fixture, frame: Rect = Rect(x: 0, y: 0, width: 390, height: 844)) -> ScrollView {
        let s = ScrollView(name: name, frame: frame, contentSize: content)
        f.window.addSubview(s)
        return s
    }

    func stops(_ device: Device) -> [String] { device.trace.lines(kinds: [.scrollStop], keys: ["offset", "cause"]) }

    @Test("rule V5: a vertical drag on a horizontal carousel scrolls the list; the carousel's pan fails as excluded")
    func axes() {
        let (f, list, carousel) = feed()
        let device = f.device()
        device.run(drag(from: Point(200, 250), to: Point(205, 100), duration: 0.3))
        #expect(device.trace.lines(kinds: [.gestureState], keys: ["to", "cause"]).prefix(2) == [
            "gesture.state list.pan to=began cause=recognized", "gesture.state carousel.pan to=failed cause=exclusive:list.pan",
        ])
        #expect(carousel.contentOffset == .zero && list.contentOffset.y > 100)
        // A sideways drag on the carousel scrolls the carousel.
        let (g, list2, carousel2) = feed()
        let again = g.device()
        again.run(drag(from: Point(300, 200), to: Point(100, 205), duration: 0.3))
        #expect(again.trace.finalStates()["carousel.pan"] == .ended && again.trace.finalStates()["list.pan"] == .failed)
        #expect(carousel2.contentOffset.x > 150 && list2.contentOffset == .zero)
    }

    @Test("rule V5: content that fits scrolls along no axis and never begins its pan, unless alwaysBounce says so")
    func alwaysBounce() {
        let f = Fixture()
        let s = scroller(content: Size(width: 390, height: 844), in: f)
        let device = f.device()
        device.run(drag(from: Point(200, 600), to: Point(200, 300), duration: 0.3))
        #expect(device.trace.finalStates()["S.pan"] == .failed && s.contentOffset == .zero)
        s.alwaysBounceVertical = true
        device.run(drag(from: Point(200, 600), to: Point(200, 300), at: 1, duration: 0.3))
        #expect(device.trace.lines(kinds: [.gestureState], subjects: ["S.pan"], keys: ["to"]).contains("gesture.state S.pan to=began"))
        #expect(s.contentOffset == .zero, "rubber-banded past [0, 0] while dragged (V12), bounced back at the release (V13)")
    }

    @Test("rule V6: directional lock keeps a nearly horizontal drag horizontal; a diagonal one moves freely")
    func directionalLock() {
        let f = Fixture()
        let s = scroller(content: Size(width: 2000, height: 2000), in: f)
        s.isDirectionalLockEnabled = true
        s.decelerationRate = 0.5  // stops almost at once
        let device = f.device()
        device.run(drag(from: Point(300, 400), to: Point(100, 440), duration: 0.3))  // about 11° from horizontal
        #expect(s.lockedAxis == .horizontal && s.contentOffset.y == 0 && s.contentOffset.x > 150)
        device.run(drag(from: Point(300, 600), to: Point(100, 400), at: 2, duration: 0.3))  // 45°
        #expect(s.lockedAxis == nil && s.contentOffset.y > 150)
    }

    @Test("rule V7: released, it decelerates at UIKit's rate on a 'deceleration' timer at touchRate and settles")
    func deceleration() {
        let f = Fixture()
        let s = scroller(content: Size(width: 390, height: 20000), in: f)
        let device = f.device()
        device.run(drag(from: Point(200, 700), to: Point(200, 400), duration: 0.25))  // 1200 points per second upward
        let decelerate = device.trace.records.first { $0.kind == .scrollDecelerate }
        guard case .point(let v)? = decelerate?["velocity"] else { Issue.record("no scroll.decelerate"); return }
        #expect(abs(v.y - 1200) < 0.5 && v.x == 0, "a finger moving up gives a positive y velocity (V1)")
        let released = device.trace.records.prefix(while: { $0.kind != .scrollDecelerate }).last { $0.kind == .scrollOffset }
        guard case .point(let start)? = released?["offset"] else { return }
        // It travels v₀·(1 − r^(1000t)) / (1000·ln(1/r)) until v₀·r^(1000t) < 10.
        let r = 0.998, t = (Double(Int((log(10 / v.y) / (1000 * log(r))) * 120)) + 1) / 120
        let expected = start.y + v.y * (1 - pow(r, 1000 * t)) / (1000 * log(1 / r))
        #expect(abs(s.contentOffset.y - expected) < 1e-6)
        #expect(stops(device).count == 1 && stops(device)[0].hasSuffix("cause=settled"))
        let fires = device.trace.records.filter { $0.kind == .timerFire && $0["timer"] == .string("deceleration") }
        #expect(fires.count == Int(t * 120 + 0.5))
        #expect(fires.first.map { $0.time.seconds(since: decelerate!.time) } == 0.008333)
    }

    @Test("rule V7: the fast rate stops sooner; an edge stops it with cause edge; a slow release does not decelerate")
    func decelerationEdges() {
        let f = Fixture()
        let s = scroller(content: Size(width: 390, height: 1200), in: f)
        let device = f.device()
        device.run(drag(from: Point(200, 700), to: Point(200, 400), duration: 0.1))
        #expect(stops(device) == ["scroll.stop S offset=(0, 356) cause=edge"])
        let g = Fixture()
        let slow = scroller(content: Size(width: 390, height: 20000), in: g)
        slow.decelerationRate = ScrollView.fastDecelerationRate
        let again = g.device()
        again.run(drag(from: Point(200, 700), to: Point(200, 400), duration: 0.25) + [sample(1, (2, .down, 10, 10)), sample(1.1, (2, .up, 10, 10))])
        let stop = again.trace.records.first { $0.kind == .scrollStop }
        #expect(stop.map { $0.time.seconds < 0.25 + 0.6 } == true)
        // A release with the finger at rest.
        let h = Fixture()
        _ = scroller(content: Size(width: 390, height: 20000), in: h)
        let rest = h.device()
        rest.run(drag(from: Point(200, 700), to: Point(200, 400), duration: 0.25, release: false) + [sample(0.5, (1, .move, 200, 400)), sample(0.6, (1, .up, 200, 400))])
        #expect(rest.trace.lines(kinds: [.scrollDecelerate, .scrollStop]).isEmpty)
    }

    @Test("rule V8: paging settles on the nearest page, or the next one after a fast release, one page at most")
    func paging() {
        func pager() -> (Fixture, ScrollView) {
            let f = Fixture()
            let s = scroller(content: Size(width: 390 * 4, height: 844), in: f)
            s.isPagingEnabled = true
            return (f, s)
        }
        let (f, slow) = pager()
        let device = f.device()
        device.run(drag(from: Point(300, 400), to: Point(200, 400), duration: 1))  // 100 points, slowly: back to page 0
        #expect(stops(device) == ["scroll.stop S offset=(0, 0) cause=paged"] && slow.contentOffset == .zero)
        device.run(drag(from: Point(300, 400), to: Point(220, 400), at: 2, duration: 0.1))  // a short flick: page 1
        #expect(stops(device).last == "scroll.stop S offset=(390, 0) cause=paged")
        let fires = device.trace.records.filter { $0.kind == .timerFire && $0["timer"] == .string("paging") }
        #expect(fires.count == 72, "36 ticks of 1/120 s over pagingSettleDuration, twice")
        device.run(drag(from: Point(330, 400), to: Point(100, 400), at: 4, duration: 1))  // 230 points slowly: nearest is page 2
        #expect(stops(device).last == "scroll.stop S offset=(780, 0) cause=paged")
        // A narrow pager (pages of 100 points) flicked 300 points: one page from where the touch began, not three.
        let g = Fixture()
        let narrow = scroller(content: Size(width: 1000, height: 100), in: g, frame: Rect(x: 290, y: 400, width: 100, height: 100))
        narrow.isPagingEnabled = true
        let far = g.device()
        far.run(drag(from: Point(385, 450), to: Point(85, 450), duration: 0.1))
        #expect(stops(far) == ["scroll.stop S offset=(100, 0) cause=paged"])
    }

    @Test("rule V9: a touch on a decelerating scroll view stops it, its pan begins at once, and the content never hears of it")
    func grab() {
        let f = Fixture()
        let s = scroller(content: Size(width: 390, height: 20000), in: f)
        let row = view("row", 0, 0, 390, 20000, in: s, touches: .handle)
        let button = Control(name: "btn", kind: .button, frame: Rect(x: 0, y: 0, width: 390, height: 20000))
        row.addSubview(button)
        let device = f.device()
        device.run(drag(from: Point(200, 700), to: Point(200, 500), duration: 0.2) + tap(200, 400, at: 0.5, finger: 2))
        #expect(device.trace.lines(kinds: [.scrollStop], keys: ["cause"]) == ["scroll.stop S cause=touch"])
        let grab = device.trace.lines(kinds: [.scrollStop, .gestureState], subjects: ["S", "S.pan"], keys: ["to", "cause"])
        #expect(grab.suffix(3) == ["scroll.stop S cause=touch", "gesture.state S.pan to=began cause=grab", "gesture.state S.pan to=ended cause=ended"])
        #expect(device.trace.records.first { $0.kind == .scrollStop }?.time == VirtualTime(seconds: 0.5))
        #expect(device.trace.lines(kinds: [.responderTouchesBegan, .controlEvent]).isEmpty)
        #expect(device.trace.lines(kinds: [.scrollDecelerate]).count == 1, "a grab released at rest does not decelerate")
    }

    /// An outer vertical scroll view holding an inner one (content 390 × 1000 in 390 × 400) scrolled to its bottom.
    func nested(transfers: Bool) -> (Fixture, ScrollView, ScrollView) {
        let f = Fixture()
        let outer = scroller("outer", content: Size(width: 390, height: 3000), in: f)
        let inner = ScrollView(name: "inner", frame: Rect(x: 0, y: 100, width: 390, height: 400), contentSize: Size(width: 390, height: 1000))
        outer.addSubview(inner)
        inner.contentOffset = Point(0, 600)
        inner.transfersVerticalScrollingToParent = transfers
        return (f, outer, inner)
    }

    @Test("rule V10: an inner scroll view at its end hands a drag further that way to the outer one; the off switch keeps it")
    func nesting() {
        let (f, outer, inner) = nested(transfers: true)
        let device = f.device()
        device.run(drag(from: Point(200, 450), to: Point(200, 250), duration: 0.3))
        #expect(device.trace.finalStates()["outer.pan"] == .ended && device.trace.finalStates()["inner.pan"] == .failed)
        #expect(outer.contentOffset.y > 100 && inner.contentOffset.y == 600)
        // Dragged the other way it is not at that end: it scrolls itself.
        let (g, outer2, inner2) = nested(transfers: true)
        let back = g.device()
        back.run(drag(from: Point(200, 250), to: Point(200, 450), duration: 0.3))
        #expect(back.trace.finalStates()["inner.pan"] == .ended && outer2.contentOffset == .zero && inner2.contentOffset.y < 500)
        // Before iOS 17.4: the inner one begins and stays clamped; the outer never scrolls.
        let (h, outer3, inner3) = nested(transfers: false)
        let old = h.device()
        old.run(drag(from: Point(200, 450), to: Point(200, 250), duration: 0.3))
        #expect(old.trace.finalStates()["inner.pan"] == .ended && old.trace.finalStates()["outer.pan"] == .failed)
        #expect(outer3.contentOffset == .zero && inner3.contentOffset.y == 600)
    }

    @Test("rule V11: the built-in pan can be made to wait for another recognizer (requireToFail)")
    func panRequiresFailure() {
        let f = Fixture()
        let s = scroller(content: Size(width: 1200, height: 844), in: f)
        let swipe = recognizer(.swipe, "swipeLeft", on: s) { $0.settings.directions = ["left"] }
        s.panGestureRecognizer.require(toFail: swipe)
        let device = f.device()
        device.run(drag(from: Point(300, 400), to: Point(100, 400), duration: 0.2))
        #expect(device.trace.lines(kinds: [.gestureWaiting]).first == "gesture.waiting S.pan")
        #expect(device.trace.finalStates()["swipeLeft"] == .ended && device.trace.finalStates()["S.pan"] == .failed)
        #expect(s.contentOffset == .zero)
    }
}

/// Rule C3 and item 3 of issue 9: the slider's refusal looks at where the touch began.
@Suite struct SliderRefusalTests {
    @Test("rule C3: a slider refuses a parallel swipe that began on its thumb, even once its thumb has moved away")
    func beganOnThumb() {
        let f = Fixture()
        let host = view("host", 0, 0, 390, 844, in: f.window)
        let slider = Control(name: "slider", kind: .slider, frame: Rect(x: 20, y: 400, width: 350, height: 30))
        slider.value = 0
        host.addSubview(slider)
        recognizer(.swipe, "hostSwipe", on: host) { $0.settings.directions = ["right"] }
        let device = f.device()
        // The touch begins on the thumb (x 20...48) and drags along the track: the slider tracks it and moves
        // its thumb with the finger, so when the swipe has gone its 50 points the thumb is far from where it began.
        device.run(drag(from: Point(34, 415), to: Point(300, 415), duration: 0.2))
        #expect(device.trace.lines(kinds: [.gestureState], subjects: ["hostSwipe"], keys: ["cause"]) == ["gesture.state hostSwipe cause=shouldBegin:slider"])
        #expect(slider.value > 0.5)
    }

    @Test("rule C3: a parallel pan that began off the thumb is not refused, wherever the thumb is now")
    func beganOffThumb() {
        let f = Fixture()
        let host = view("host", 0, 0, 390, 844, in: f.window)
        let slider = Control(name: "slider", kind: .slider, frame: Rect(x: 20, y: 400, width: 350, height: 30))
        slider.value = 0
        host.addSubview(slider)
        recognizer(.pan, "hostPan", on: host)
        let device = f.device()
        device.run(drag(from: Point(250, 415), to: Point(30, 415), duration: 0.3))
        #expect(device.trace.finalStates()["hostPan"] == .ended)
    }
}
