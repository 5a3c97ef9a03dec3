import Testing
@testable import TouchCore

/// Issue 32.11: the device compares a plain view's state after a turn only
/// when one of the properties the screen shows of it has changed
/// (`View.screenStateMayHaveChanged`). Each property `ViewState(of:)` reads
/// of a plain view, changed between two turns, must reach the view-state
/// records: a reader of the records has the device's screen after every
/// turn. A property that changed without marking the view would leave the
/// reader's screen stale, and its case fails.
@Suite struct ViewStateRecordingTests {
    static let changes: [(String, @Sendable (View) -> Void)] = [
        ("frame", { $0.frame = Rect(x: 12, y: 30, width: 80, height: 40) }),
        ("boundsOrigin", { $0.boundsOrigin = Point(0, 25) }),
        ("alpha", { $0.alpha = 0.5 }),
        ("isHidden", { $0.isHidden = true }),
        ("isUserInteractionEnabled", { $0.isUserInteractionEnabled = false }),
        ("transform", { $0.transform = AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0) }),
        ("clipsToBounds", { $0.clipsToBounds = true }),
        ("className", { $0.className = "MyBadgeView" }),
        ("color", { $0.color = "#ff0000" }),
        ("text", { $0.text = "new label" }),
        ("hitTestOverride", { $0.hitTestOverride = HitTestOverride(passThrough: .view) }),
        ("addGestureRecognizer", { $0.addGestureRecognizer(TapGestureRecognizer(name: "badgeTap")) }),
        ("removeFromSuperview", { $0.removeFromSuperview() }),
        ("addSubview", { $0.addSubview(View(name: "dot", frame: Rect(x: 2, y: 2, width: 8, height: 8))) }),
        ("moved to another superview", { view in
            let other = view.window!.subviews.last!
            view.removeFromSuperview()
            other.addSubview(view)
        }),
        ("a subview added, then coloured", { view in
            let dot = View(name: "dot", frame: Rect(x: 2, y: 2, width: 8, height: 8))
            view.addSubview(dot)
            dot.color = "#00ff00"
        }),
    ]

    @Test("32.11: a change to a plain view's drawn property reaches the view-state records", arguments: changes.map(\.0))
    func changeIsRecorded(_ property: String) throws {
        let change = try #require(Self.changes.first { $0.0 == property }?.1)
        let fixture = Fixture()
        let card = view("card", 20, 100, 300, 200, in: fixture.window)
        let badge = view("badge", 10, 10, 60, 30, in: card)
        view("other", 20, 400, 300, 200, in: fixture.window)
        let device = fixture.device()
        let initial = ScreenState.capture(fixture.application)
        device.recordsViewState = true
        var turns: [(count: Int, live: ScreenState)] = []
        device.afterViewStateRecorded = { count in turns.append((count, ScreenState.capture(fixture.application))) }
        device.run(tap(100, 500, at: 0))
        change(badge)
        device.run(tap(100, 500, at: 1))
        var reader = ViewStateReader(initial: initial)
        #expect(turns.count >= 4)
        for turn in turns {
            reader.read(device.trace, device.viewStateTrace, upTo: turn.count)
            let same = reader.state == turn.live
            #expect(same, "after record \(turn.count), the records miss the change of \(property)")
        }
        let changed = reader.state != initial
        #expect(changed, "\(property) changed what the screen shows")
    }

    @Test("32.11: a change between turns that the tree walk does not see: a view marked, compared, then changed again")
    func changedTwice() {
        let fixture = Fixture()
        let badge = view("badge", 10, 10, 60, 30, in: fixture.window)
        let device = fixture.device()
        let initial = ScreenState.capture(fixture.application)
        device.recordsViewState = true
        device.run(tap(100, 500, at: 0))
        badge.alpha = 0.5
        device.run(tap(100, 500, at: 1))
        badge.alpha = 0.25
        badge.text = "twice"
        device.run(tap(100, 500, at: 2))
        var reader = ViewStateReader(initial: initial)
        reader.read(device.trace, device.viewStateTrace, upTo: device.trace.count)
        #expect(reader.state["badge"]?.alpha == 0.25)
        #expect(reader.state["badge"]?.text == "twice")
    }

    @Test("32.11: a plain view nothing changed is not compared again; a control is compared every turn")
    func unchangedPlainViewIsSkipped() {
        let fixture = Fixture()
        let plain = view("plain", 20, 100, 300, 200, in: fixture.window)
        let control = Control(name: "toggle", kind: .switch, frame: Rect(x: 20, y: 400, width: 51, height: 31))
        fixture.window.addSubview(control)
        let device = fixture.device()
        device.recordsViewState = true
        device.run(tap(200, 700, at: 0))
        #expect(!plain.screenStateMayHaveChanged, "the recorder compared it and cleared the mark")
        #expect(plain.screenStateIsObserved)
        #expect(!control.screenStateIsObserved, "a subclass draws more than View's own properties")
        plain.alpha = 0.3
        #expect(plain.screenStateMayHaveChanged)
    }
}
