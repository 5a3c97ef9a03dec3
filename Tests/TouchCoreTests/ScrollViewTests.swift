import Testing
@testable import TouchCore

/// Rules V1–V4: scroll views, their content delay and cancellation.
@Suite struct ScrollViewTests {
    /// A scroll view 390 × 600 at y 100 with content 390 × 2000, a tall cell and a button in the cell.
    func table(configure: (ScrollView) -> Void = { _ in }) -> (Fixture, ScrollView) {
        let f = Fixture()
        let scroll = ScrollView(name: "S", frame: Rect(x: 0, y: 100, width: 390, height: 600), contentSize: Size(width: 390, height: 2000))
        f.window.addSubview(scroll)
        let cell = view("cell", 0, 0, 390, 600, in: scroll, touches: .handle)
        let button = Control(name: "btn", kind: .button, frame: Rect(x: 300, y: 20, width: 70, height: 40))
        cell.addSubview(button)
        configure(scroll)
        return (f, scroll)
    }

    @Test("rule V1: the pan moves the content offset by its translation, clamped to the content size")
    func scrolls() {
        let (f, scroll) = table()
        let device = f.device()
        device.run(drag(from: Point(100, 600), to: Point(100, 300), duration: 0.3))
        // The pan begins on the second move (16.7 points, past the 10-point hysteresis); from there the content follows.
        let beforeRelease = device.trace.records.prefix(while: { $0.kind != .scrollDecelerate }).last { $0.kind == .scrollOffset }
        guard case .point(let p)? = beforeRelease?["offset"] else { Issue.record("no scroll.offset before the release"); return }
        #expect(abs(p.y - (300 - 2 * 300 / 36)) < 1e-9 && p.x == 0)
        #expect(device.trace.lines(kinds: [.scrollOffset]).count > 5)
        device.run(drag(from: Point(100, 650), to: Point(100, 150), at: 10, duration: 0.1) + drag(from: Point(100, 650), to: Point(100, 150), at: 20, duration: 0.1)
            + drag(from: Point(100, 650), to: Point(100, 150), at: 30, duration: 0.1) + drag(from: Point(100, 650), to: Point(100, 150), at: 40, duration: 0.1))
        #expect(scroll.contentOffset == Point(0, 1400))
    }

    @Test("rule V1: hit-testing goes through the content offset")
    func hitTestThroughOffset() {
        let (f, scroll) = table()
        scroll.contentOffset = Point(0, 10)  // the button (content y 20...60) now shows at screen y 110...150
        #expect(f.application.hitTest(Point(320, 130))?.view.name == "btn")
        #expect(f.application.hitTest(Point(320, 170))?.view.name == "cell")
    }

    @Test("rule V2: content touches are held for scrollContentDelay, then delivered")
    func delayThenDeliver() {
        let (f, _) = table()
        let device = f.device()
        device.run([sample(0, (1, .down, 100, 130)), sample(0.5, (1, .up, 100, 130))])
        #expect(device.trace.lines(kinds: [.deliveryDelayed, .deliveryReleased, .responderTouchesBegan, .responderTouchesEnded],
                                   keys: ["by"]) == [
            "delivery.delayed cell by=[S.delaysContentTouches]", "delivery.released cell", "responder.touchesBegan cell",
            "responder.touchesEnded cell",
        ])
        #expect(device.trace.records.first { $0.kind == .responderTouchesBegan }?.time == VirtualTime(seconds: 0.15))
    }

    @Test("rule V2: a quick tap on a button in a scroll view gets began and ended at once and still fires")
    func quickTap() {
        let (f, _) = table()
        let device = f.device()
        device.run(tap(320, 140))
        #expect(device.trace.lines(kinds: [.responderTouchesBegan, .responderTouchesEnded, .controlEvent], keys: ["event"]) == [
            "responder.touchesBegan btn", "control.event btn event=touchDown",
            "responder.touchesEnded btn", "control.event btn event=touchUpInside", "control.event btn event=primaryActionTriggered",
        ])
        let times = Set(device.trace.records.filter { $0.kind == .responderTouchesBegan || $0.kind == .responderTouchesEnded }.map(\.time))
        #expect(times == [VirtualTime(seconds: 0.08)])
    }

    @Test("rule V2: if the pan begins first the content never sees the touch")
    func panFirst() {
        let (f, _) = table()
        let device = f.device()
        device.run(drag(from: Point(100, 400), to: Point(100, 200), duration: 0.1))
        #expect(device.trace.lines(kinds: [.responderTouchesBegan, .responderTouchesCancelled, .deliveryDropped], keys: ["by"]) ==
            ["delivery.dropped cell by=[S.pan]"])
    }

    @Test("rule V3: a pan after the content got the touch cancels it (a plain view) or fails (a control)")
    func cancelContent() {
        let (f, scroll) = table()
        let device = f.device()
        device.run([sample(0, (1, .down, 100, 130))] + drag(from: Point(100, 130), to: Point(100, 400), at: 0.3, duration: 0.2).dropFirst())
        #expect(device.trace.lines(kinds: [.responderTouchesBegan, .responderTouchesCancelled]) ==
            ["responder.touchesBegan cell", "responder.touchesCancelled cell"])
        #expect(device.trace.finalStates()["S.pan"] == .ended)
        _ = scroll
        let (g, _) = table()
        let again = g.device()
        again.run([sample(0, (1, .down, 320, 140))] + drag(from: Point(320, 140), to: Point(320, 400), at: 0.3, duration: 0.2).dropFirst())
        #expect(again.trace.finalStates()["S.pan"] == .failed)
        #expect(again.trace.lines(kinds: [.gestureState], subjects: ["S.pan"], keys: ["cause"]) == ["gesture.state S.pan cause=shouldBegin:S"])
        #expect(again.trace.lines(kinds: [.controlEvent], keys: ["event"]).last == "control.event btn event=touchUpOutside")
    }

    @Test("rule V3: overrides of touchesShouldCancel and canCancelContentTouches false")
    func cancelOverrides() {
        let (f, _) = table { s in s.cancelContentTouchesIn = s.subtree.filter { $0.name == "btn" }.map(ViewReference.init) }
        let device = f.device()
        device.run([sample(0, (1, .down, 320, 140))] + drag(from: Point(320, 140), to: Point(320, 400), at: 0.3, duration: 0.2).dropFirst())
        #expect(device.trace.finalStates()["S.pan"] == .ended)
        #expect(device.trace.lines(kinds: [.controlEvent], keys: ["event"]).last == "control.event btn event=touchCancel")
        let (g, _) = table { $0.canCancelContentTouches = false }
        let again = g.device()
        again.run([sample(0, (1, .down, 100, 130))] + drag(from: Point(100, 130), to: Point(100, 400), at: 0.3, duration: 0.2).dropFirst())
        #expect(again.trace.finalStates()["S.pan"] == .failed)
    }

    @Test("rule V4: delaysContentTouches false delivers at once, and V3 still applies")
    func noDelay() {
        let (f, _) = table { $0.delaysContentTouches = false }
        let device = f.device()
        device.run(drag(from: Point(100, 400), to: Point(100, 200), duration: 0.1))
        #expect(device.trace.lines(kinds: [.responderTouchesBegan, .responderTouchesCancelled]) ==
            ["responder.touchesBegan cell", "responder.touchesCancelled cell"])
        #expect(device.trace.records.first { $0.kind == .responderTouchesBegan }?.time == .zero)
    }

    @Test("scrollEnabled false: the pan takes no touch and the content keeps it")
    func scrollDisabled() {
        let (f, scroll) = table { $0.isScrollEnabled = false }
        let device = f.device()
        device.run(drag(from: Point(100, 400), to: Point(100, 200), duration: 0.1))
        #expect(scroll.contentOffset == .zero)
        #expect(device.trace.lines(kinds: [.responderTouchesEnded]) == ["responder.touchesEnded cell"])
    }
}
