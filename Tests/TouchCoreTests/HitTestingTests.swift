import Testing
@testable import TouchCore

@Suite struct HitTestingTests {
    /// A ⊃ {B, C}; B ⊃ {D}; C ⊃ {E, F}, F added after E.
    func tree() -> (Fixture, [String: View]) {
        let f = Fixture()
        let root = view("Root", 0, 0, 390, 844, in: f.window)
        let a = view("A", 20, 100, 350, 500, in: root)
        let b = view("B", 10, 10, 330, 100, in: a)
        let d = view("D", 10, 10, 100, 80, in: b)
        let c = view("C", 10, 130, 330, 300, in: a)
        let e = view("E", 10, 10, 150, 150, in: c)
        let ff = view("F", 170, 10, 150, 150, in: c)
        return (f, ["Root": root, "A": a, "B": b, "C": c, "D": d, "E": e, "F": ff])
    }

    @Test("rule H2.3: subviews are asked from the last added; the first non-empty answer wins")
    func laterSubviewsFirst() {
        let (f, _) = tree()
        let device = f.device()
        device.run(tap(115, 315))
        #expect(device.trace.lines(kinds: [.hitTestEnter], subjects: ["A", "B", "C", "D", "E", "F"]) ==
            ["hitTest.enter A", "hitTest.enter C", "hitTest.enter F", "hitTest.enter E"])
        #expect(device.trace.lines(kinds: [.touchCreate], keys: ["view", "window"]) == ["touch.create touch1 view=E window=Main"])
    }

    @Test("rule H2: points are converted into each subview's coordinates, through the bounds origin")
    func pointConversion() {
        let (f, views) = tree()
        let device = f.device()
        device.run(tap(115, 315))
        #expect(device.trace.lines(kinds: [.hitTestEnter], subjects: ["A", "C", "E"], keys: ["point"]) ==
            ["hitTest.enter A point=(95, 215)", "hitTest.enter C point=(85, 85)", "hitTest.enter E point=(75, 75)"])
        views["C"]!.boundsOrigin = Point(0, 100)  // like a scroll view's content offset
        // C's frame starts at screen y 230; with the offset its visible area shows E's lower part.
        #expect(f.application.hitTest(Point(115, 250))?.view === views["E"])
        #expect(views["E"]!.convert(Point(115, 250), fromAncestor: nil) == Point(75, 110))
        #expect(f.application.hitTest(Point(115, 215))?.view === views["A"])
    }

    @Test("rule H2.1 (revised): hidden, non-interactive and transparent views return nothing at once, with the reason; alpha 0.01 itself is transparent (Float)")
    func skips() {
        let (f, views) = tree()
        views["F"]!.isHidden = true
        views["E"]!.isUserInteractionEnabled = false
        views["D"]!.alpha = 0.009
        let device = f.device()
        device.run(tap(115, 315) + tap(300, 315, at: 1) + tap(60, 150, at: 2))
        #expect(device.trace.lines(kinds: [.hitTestSkip], keys: ["reason"]) == [
            "hitTest.skip F reason=hidden", "hitTest.skip E reason=userInteractionDisabled",
            "hitTest.skip F reason=hidden", "hitTest.skip E reason=userInteractionDisabled",
            "hitTest.skip D reason=transparent",
        ])
        #expect(device.trace.lines(kinds: [.touchCreate], keys: ["view"]) ==
            ["touch.create touch1 view=C", "touch.create touch2 view=C", "touch.create touch3 view=B"])
        // Revised H2: the alpha is compared as a 32-bit Float, so 0.01 itself is skipped, 0.0101 is not.
        views["D"]!.alpha = 0.01
        #expect(f.application.hitTest(Point(60, 150))?.view !== views["D"])
        views["D"]!.alpha = 0.0101
        #expect(f.application.hitTest(Point(60, 150))?.view === views["D"])
    }

    @Test("rule H2.2: a view whose pointInside is false returns nothing and its subviews are not asked")
    func pointInsideFalse() {
        let (f, _) = tree()
        let device = f.device()
        device.run(tap(380, 700))
        #expect(device.trace.lines(kinds: [.pointInside, .hitTestLeave], subjects: ["A", "Root"], keys: ["inside", "result"]) ==
            ["pointInside Root inside=true", "pointInside A inside=false", "hitTest.leave A result=nil", "hitTest.leave Root result=Root"])
    }

    @Test("rule H3: a subview sticking out is unreachable outside its superview; clipsToBounds changes nothing")
    func stickingOut() {
        let f = Fixture()
        let bar = view("Bar", 0, 700, 390, 144, in: f.window)
        let button = view("Big", 160, -30, 70, 70, in: bar)
        #expect(f.application.hitTest(Point(195, 690))?.view === f.window)
        bar.clipsToBounds = true
        #expect(f.application.hitTest(Point(195, 690))?.view === f.window)
        bar.pointInsideIncludes = [button]
        #expect(f.application.hitTest(Point(195, 690))?.view === button)
        #expect(f.application.hitTest(Point(195, 710))?.view === button)
    }

    @Test("rule H3: pointInside insets grow the hit area")
    func insets() {
        let f = Fixture()
        let small = view("Small", 100, 100, 20, 20, in: f.window)
        #expect(f.application.hitTest(Point(95, 110))?.view === f.window)
        small.pointInsideInsets = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        #expect(f.application.hitTest(Point(95, 110))?.view === small)
        #expect(f.application.hitTest(Point(89, 110))?.view === f.window)
    }

    @Test("rule H1: windows front-most first: higher level, then the one added last")
    func windowOrder() {
        let f = Fixture()
        let overlay = Window(name: "Overlay", frame: Rect(x: 0, y: 0, width: 390, height: 100), level: 0)
        let alert = Window(name: "Alert", frame: Rect(x: 0, y: 0, width: 390, height: 50), level: 2000)
        f.application.addWindow(alert)
        f.application.addWindow(overlay)
        #expect(f.application.windowsFrontToBack.map(\.name) == ["Alert", "Overlay", "Main"])
        #expect(f.application.hitTest(Point(10, 10))?.window === alert)
        #expect(f.application.hitTest(Point(10, 80))?.window === overlay)
        alert.isHidden = true
        #expect(f.application.hitTest(Point(10, 10))?.window === overlay)
        #expect(f.application.hitTest(Point(10, 500))?.window === f.window)
    }

    @Test("rule H4: with hitTestPasses 2 the trace shows both passes, with the same result")
    func twoPasses() {
        var f = Fixture()
        f.parameters.hitTestPasses = 2
        let root = view("Root", 0, 0, 390, 844, in: f.window)
        view("D", 10, 10, 100, 100, in: root)
        let device = f.device()
        device.run(tap(50, 50))
        #expect(device.trace.lines(kinds: [.hitTestEnter], keys: ["pass"]) ==
            ["hitTest.enter Main pass=1", "hitTest.enter Root pass=1", "hitTest.enter D pass=1",
             "hitTest.enter Main pass=2", "hitTest.enter Root pass=2", "hitTest.enter D pass=2"])
        #expect(device.trace.lines(kinds: [.touchCreate]).count == 1)
    }

    @Test("rule H4: hit-testing is pure: asking twice changes nothing")
    func pure() {
        let (f, views) = tree()
        let first = f.application.hitTest(Point(115, 315))
        let second = f.application.hitTest(Point(115, 315))
        #expect(first?.view === views["E"] && second?.view === views["E"])
    }

    @Test("rule H2.3 after the hierarchy changes: a removed subview is no longer asked, the rest keep their order, and views added later (past the first few) come first")
    func subviewsAfterRemovalAndGrowth() {
        let f = Fixture()
        let root = view("Root", 0, 0, 390, 844, in: f.window)
        // Ten stacked views over the same area: the walk asks the last added first.
        let stacked = (0..<10).map { view("S\($0)", 10, 10, 100, 100, in: root) }
        #expect(f.application.hitTest(Point(50, 50))?.view === stacked[9])
        stacked[9].removeFromSuperview()
        #expect(f.application.hitTest(Point(50, 50))?.view === stacked[8])
        stacked[3].removeFromSuperview()
        stacked[8].removeFromSuperview()
        let device = f.device()
        device.run(tap(50, 50))
        #expect(device.trace.lines(kinds: [.hitTestEnter], subjects: Set(stacked.map(\.name))) == ["hitTest.enter S7"])
        // Put back, a removed view goes on top again.
        root.addSubview(stacked[3])
        #expect(f.application.hitTest(Point(50, 50))?.view === stacked[3])
        stacked[3].isHidden = true
        let again = f.device()
        again.run(tap(50, 50))
        #expect(again.trace.lines(kinds: [.hitTestEnter], subjects: Set(stacked.map(\.name))) ==
            ["hitTest.enter S3", "hitTest.enter S7"])
        #expect(root.subviews.map(\.name) == ["S0", "S1", "S2", "S4", "S5", "S6", "S7", "S3"])
    }

    @Test("rule H4: an observer that may change the hierarchy is told the steps once the walk is over: removing the views it is shown frees none under the walk, and the walk goes where it would have")
    func observerThatChangesTheHierarchy() {
        /// Writes each step down and takes every view it enters out of its superview.
        struct Remover: HitTestObserver {
            var steps: [String] = []
            mutating func enter(_ view: View, at point: Point) {
                steps.append("enter \(view.name)")
                view.removeFromSuperview()
            }
            mutating func skip(_ view: View, reason: HitTestSkipReason) { steps.append("skip \(view.name)") }
            mutating func pointInside(_ view: View, inside: Bool) { steps.append("inside \(view.name) \(inside)") }
            mutating func leave(_ view: View, result: View?) { steps.append("leave \(view.name) \(result?.name ?? "nil")") }
        }
        /// The same, changing nothing.
        struct Writer: HitTestObserver {
            static var changesNoHierarchy: Bool { true }
            var steps: [String] = []
            mutating func enter(_ view: View, at point: Point) { steps.append("enter \(view.name)") }
            mutating func skip(_ view: View, reason: HitTestSkipReason) { steps.append("skip \(view.name)") }
            mutating func pointInside(_ view: View, inside: Bool) { steps.append("inside \(view.name) \(inside)") }
            mutating func leave(_ view: View, result: View?) { steps.append("leave \(view.name) \(result?.name ?? "nil")") }
        }
        func root() -> View {
            // Only the hierarchy holds the views below the root.
            let root = View(name: "Root", frame: Rect(x: 0, y: 0, width: 390, height: 844))
            for i in 0..<3 {
                let v = View(name: "V\(i)", frame: Rect(x: 0, y: Double(i) * 100, width: 390, height: 100))
                v.addSubview(View(name: "W\(i)", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
                root.addSubview(v)
            }
            return root
        }
        var writer = Writer()
        let expected = root().hitTest(Point(50, 150), observer: &writer)
        var remover = Remover()
        let changed = root()
        let hit = changed.hitTest(Point(50, 150), observer: &remover)
        #expect(expected?.name == "W1" && hit?.name == "W1")
        #expect(remover.steps == writer.steps)
        #expect(writer.steps.prefix(4) == ["enter Root", "inside Root true", "enter V2", "inside V2 false"])
        // What the observer did stays done: the views it entered left their superviews.
        #expect(changed.subviews.map(\.name) == ["V0"])
        #expect(hit?.superview == nil)
    }

    @Test("rule H5: a touch stays bound to its hit-test view wherever the finger moves")
    func boundForLife() {
        let (f, _) = tree()
        let device = f.device()
        device.run([sample(0, (1, .down, 115, 315)), sample(0.05, (1, .move, 300, 800)), sample(0.1, (1, .up, 300, 800))])
        #expect(device.trace.lines(kinds: [.hitTestEnter], subjects: ["Main"]).count == 1)
        #expect(device.trace.lines(kinds: [.responderTouchesMoved, .responderTouchesEnded], subjects: ["E"]) ==
            ["responder.touchesMoved E", "responder.touchesEnded E"])
    }
}
