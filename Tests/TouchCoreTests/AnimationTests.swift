import Testing
import TouchTestSupport
@testable import TouchCore

/// Section A: view animations, on ordered traces.
@Suite struct AnimationTests {
    /// A 100 × 44 view `B` in `Root`, and an animation sample at `t`.
    private func scene() -> (Fixture, View) {
        let f = Fixture()
        let root = view("Root", 0, 0, 390, 844, in: f.window)
        let b = view("B", 20, 100, 100, 44, in: root)
        return (f, b)
    }

    /// A sample that starts the script's animation number `index` (`TouchScript.animations`) at `t`.
    private func start(_ index: Int = 0, at t: Double = 0) -> TouchSample {
        TouchSample(time: VirtualTime(seconds: t), changes: [], animation: index)
    }

    private func slide(_ name: String = "slide", duration: Double = 2, delay: Double = 0, interactive: Bool = false,
                       animator: AnimatorKind = .view, enabled: Bool = true, to frame: Rect = Rect(x: 250, y: 600, width: 100, height: 44)) -> ViewAnimation {
        ViewAnimation(name: name, duration: duration, delay: delay, allowUserInteraction: interactive, animator: animator,
                      userInteractionEnabled: enabled, changes: [ViewChange(view: "B", changes: ViewChanges(frame: frame))])
    }

    @Test("rule A1: the model values apply at once; animation.begin, timer.fire animation and animation.end bracket the animation, delay included")
    func modelValuesAtOnce() {
        let (f, b) = scene()
        let device = f.device()
        device.run([start()], starting: [slide(delay: 0.5, interactive: true)])
        #expect(b.frame == Rect(x: 250, y: 600, width: 100, height: 44))
        #expect(device.trace.lines(kinds: [.animationBegin, .timerFire, .animationEnd],
                                   keys: ["views", "duration", "delay", "allowUserInteraction", "animator", "timer", "finished"]) == [
            "animation.begin slide views=[B] duration=2 delay=0.5 allowUserInteraction=true animator=view",
            "timer.fire slide timer=animation",
            "animation.end slide finished=true",
        ])
        #expect(device.trace.records.last { $0.kind == .animationEnd }?.time == VirtualTime(seconds: 2.5))
        #expect(b.runningAnimations.isEmpty && !b.isAnimatingWithoutInteraction)
    }

    @Test("rule A2: without allowUserInteraction an animating view is skipped (reason animating, causedBy the animation.begin) and a touch falls under it")
    func skippedWhileAnimating() {
        let (f, _) = scene()
        let device = f.device()
        device.run([start()] + tap(300, 622, at: 0.5), starting: [slide()])
        #expect(device.trace.lines(kinds: [.hitTestSkip, .touchCreate], keys: ["reason", "causedBy", "view"]) ==
            ["hitTest.skip B reason=animating causedBy=0", "touch.create touch1 view=Root"])
    }

    @Test("rule A2: the delay counts as animating; after the end the view answers again")
    func delayCountsAndEndRestores() {
        let (f, b) = scene()
        let device = f.device()
        device.run([start()] + tap(300, 622, at: 0.5) + tap(300, 622, at: 2.5), starting: [slide(duration: 1, delay: 1)])
        #expect(device.trace.lines(kinds: [.touchCreate], keys: ["view"]) == ["touch.create touch1 view=Root", "touch.create touch2 view=B"])
        #expect(b.runningAnimations.isEmpty)
    }

    @Test("rule A2: a touch that began before the animation keeps its view (H5)")
    func earlierTouchKeepsItsView() {
        let (f, _) = scene()
        let device = f.device()
        device.run([sample(0, (1, .down, 70, 122)), start(at: 0.1), sample(0.2, (1, .up, 70, 122))], starting: [slide()])
        #expect(device.trace.lines(kinds: [.touchCreate, .responderTouchesEnded], subjects: ["touch1", "B"], keys: ["view"]) ==
            ["touch.create touch1 view=B", "responder.touchesEnded B"])
    }

    @Test("rule A2: an animating view's subviews are unreachable too")
    func subviewsUnreachable() {
        let (f, b) = scene()
        view("inner", 0, 0, 50, 44, in: b)
        let device = f.device()
        device.run([start()] + tap(260, 610, at: 0.5), starting: [slide()])
        #expect(device.trace.lines(kinds: [.touchCreate], keys: ["view"]) == ["touch.create touch1 view=Root"])
        #expect(!device.trace.lines(kinds: [.hitTestEnter]).contains("hitTest.enter inner"))
    }

    @Test("rule A3: with allowUserInteraction the view is hit at its destination, not where it is drawn")
    func modelNotPresentation() {
        let (f, b) = scene()
        let device = f.device()
        device.run([start()] + tap(70, 122, at: 0.5) + tap(300, 622, at: 1), starting: [slide(interactive: true)])
        #expect(device.trace.lines(kinds: [.touchCreate], keys: ["view"]) == ["touch.create touch1 view=Root", "touch.create touch2 view=B"])
        // The window draws it on its way (A3: presentation values are the window's only).
        let (g, moving) = scene()
        g.device().beginAnimation(slide(interactive: true))
        let drawn = moving.presentation(at: VirtualTime(seconds: 1))
        #expect(drawn.frame.origin == Point(135, 350) && moving.frame.origin == Point(250, 600))
        _ = b
    }

    @Test("rule A4: a fade to alpha 0 is transparent from its first instant, whatever the options; the skip carries the Float alpha")
    func fadeIsTransparentAtOnce() {
        let (f, _) = scene()
        let fade = ViewAnimation(name: "fade", duration: 1, allowUserInteraction: true,
                                 changes: [ViewChange(view: "B", changes: ViewChanges(alpha: 0.01))])
        let device = f.device()
        device.run([start()] + tap(70, 122, at: 0.1), starting: [fade])
        #expect(device.trace.lines(kinds: [.hitTestSkip], keys: ["reason", "alpha"]) == ["hitTest.skip B reason=transparent alpha=0.01"])
        let visible = ViewAnimation(name: "fade", duration: 1, allowUserInteraction: true,
                                    changes: [ViewChange(view: "B", changes: ViewChanges(alpha: 0.1))])
        let (g, _) = scene()
        let other = g.device()
        other.run([start()] + tap(70, 122, at: 0.1), starting: [visible])
        #expect(other.trace.lines(kinds: [.touchCreate], keys: ["view"]) == ["touch.create touch1 view=B"])
    }

    @Test("rule A5: several reasons give one skip, the first in H2's order (userInteractionDisabled before animating before transparent)")
    func firstReasonWins() {
        func skips(disabled: Bool, interactive: Bool) -> [String] {
            let (f, b) = scene()
            b.isUserInteractionEnabled = !disabled
            let fade = ViewAnimation(name: "fade", duration: 1, allowUserInteraction: interactive,
                                     changes: [ViewChange(view: "B", changes: ViewChanges(alpha: 0))])
            let device = f.device()
            device.run([start()] + tap(70, 122, at: 0.1), starting: [fade])
            return device.trace.lines(kinds: [.hitTestSkip], keys: ["reason"])
        }
        #expect(skips(disabled: true, interactive: false) == ["hitTest.skip B reason=userInteractionDisabled"])
        #expect(skips(disabled: false, interactive: false) == ["hitTest.skip B reason=animating"])
        #expect(skips(disabled: false, interactive: true) == ["hitTest.skip B reason=transparent"])
    }

    @Test("rule A6: a property animator leaves its views hittable unless its userInteractionEnabled is false")
    func propertyAnimator() {
        let (f, _) = scene()
        let device = f.device()
        device.run([start()] + tap(300, 622, at: 0.5), starting: [slide(animator: .property)])
        #expect(device.trace.lines(kinds: [.touchCreate], keys: ["view"]) == ["touch.create touch1 view=B"])
        let (g, _) = scene()
        let other = g.device()
        other.run([start()] + tap(300, 622, at: 0.5), starting: [slide(animator: .property, enabled: false)])
        #expect(other.trace.lines(kinds: [.hitTestSkip, .touchCreate], keys: ["reason", "view"]) ==
            ["hitTest.skip B reason=animating", "touch.create touch1 view=Root"])
    }

    @Test("rule A7: overlapping animations: the later model values win, and the view is skipped while any non-interactive one runs")
    func overlapping() {
        let (f, b) = scene()
        let device = f.device()
        let later = slide("nudge", duration: 0.5, interactive: true, to: Rect(x: 240, y: 590, width: 100, height: 44))
        device.run([start(0), start(1, at: 0.5)] + tap(300, 612, at: 0.7) + tap(300, 612, at: 1.2) + tap(300, 612, at: 2.5),
                   starting: [slide(), later])
        #expect(b.frame.origin == Point(240, 590))
        #expect(device.trace.lines(kinds: [.hitTestSkip, .touchCreate, .animationEnd], keys: ["reason", "causedBy", "view"]) == [
            "hitTest.skip B reason=animating causedBy=0", "touch.create touch1 view=Root",
            "animation.end nudge",
            "hitTest.skip B reason=animating causedBy=0", "touch.create touch2 view=Root",
            "animation.end slide",
            "touch.create touch3 view=B",
        ])
    }

    @Test("rule A1: a completion applies its model changes when the animation ends (fade out, then isHidden)")
    func completion() {
        let (f, b) = scene()
        let fade = ViewAnimation(name: "fadeOut", duration: 0.3, changes: [ViewChange(view: "B", changes: ViewChanges(alpha: 0))],
                                 completion: [ViewChange(view: "B", changes: ViewChanges(alpha: 1, hidden: true))])
        let device = f.device()
        device.run([start()] + tap(70, 122, at: 0.5), starting: [fade])
        #expect(b.isHidden && b.alpha == 1)
        #expect(device.trace.lines(kinds: [.hitTestSkip], keys: ["reason"]) == ["hitTest.skip B reason=hidden"])
    }

    @Test("rule A1: a transform animates about the centre; the frame becomes the transformed bounding box (H6)")
    func transformAboutCentre() {
        let (f, b) = scene()
        let grow = ViewAnimation(name: "grow", duration: 1, changes: [ViewChange(view: "B", changes: ViewChanges(transform: AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)))])
        f.device().run([start()], starting: [grow])
        #expect(b.frame == Rect(x: -30, y: 78, width: 200, height: 88))
        #expect(b.bounds.size == Size(width: 100, height: 44))
    }
}

extension Device {
    /// Feeds `samples`, which start `animations` (`TouchSample.animation`), and the timers after them;
    /// a timer left pending fails the test (the `TestClock` scope).
    fileprivate func run(_ samples: [TouchSample], starting animations: [ViewAnimation], sourceLocation: SourceLocation = #_sourceLocation) {
        run(TouchScript(samples: samples, end: samples.last?.time ?? .zero, animations: animations), endingTouches: false,
            expectingPending: [], sourceLocation: sourceLocation)
    }
}
