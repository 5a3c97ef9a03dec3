import Testing
@testable import TouchCore

/// A two-finger pinch about `center`, the fingers `from` apart going to `to` apart along x.
func pinch(center c: Point, from: Double, to: Double, duration: Double = 0.3) -> [TouchSample] {
    let n = max(1, Int((duration * 120).rounded(.up)))
    var samples = [sample(0, (1, .down, c.x - from / 2, c.y), (2, .down, c.x + from / 2, c.y))]
    for i in 1...n {
        let d = from + (to - from) * Double(i) / Double(n)
        samples.append(sample(duration * Double(i) / Double(n), (1, .move, c.x - d / 2, c.y), (2, .move, c.x + d / 2, c.y)))
    }
    samples.append(sample(duration, (1, .up, c.x - to / 2, c.y), (2, .up, c.x + to / 2, c.y)))
    return samples
}

/// Rules Z1–Z6: a scroll view zooms itself.
@Suite struct ZoomTests {
    /// A 390 × 400 scroll view at the top with a zoom view `photo` of its size, zoomable 1x–3x.
    func photo(bounces: Bool = true, zoomView: Bool = true) -> (Fixture, ScrollView, View) {
        let f = Fixture()
        let s = ScrollView(name: "S", frame: Rect(x: 0, y: 0, width: 390, height: 400))
        f.window.addSubview(s)
        let photo = View(name: "photo", kind: .imageView, frame: Rect(x: 0, y: 0, width: 390, height: 400))
        s.addSubview(photo)
        s.bouncesZoom = bounces
        s.setZoomScales(minimum: 1, maximum: 3)
        if zoomView { s.setZoomView(photo) }
        return (f, s, photo)
    }

    @Test("rule Z1: NAME.pinch exists only when the scales differ, at the front of the scroll view's recognizers")
    func pinchExists() {
        let plain = ScrollView(name: "P", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(plain.pinchGestureRecognizer == nil)
        plain.setZoomScales(minimum: 2, maximum: 2)
        #expect(plain.pinchGestureRecognizer == nil)
        let (_, s, _) = photo()
        #expect(s.gestureRecognizers.map(\.name) == ["S.pinch", "S.pan", "S.delaysContentTouches"])
        #expect(s.pinchGestureRecognizer?.cancelsTouchesInView == true && s.pinchGestureRecognizer?.delaysTouchesEnded == false)
    }

    @Test("rule Z2: with no zoom view the pinch does not begin and the scale stays")
    func noZoomView() {
        let (f, s, _) = photo(zoomView: false)
        let device = f.device()
        device.run(pinch(center: Point(195, 200), from: 60, to: 180))
        #expect(device.trace.lines(kinds: [.gestureState], subjects: ["S.pinch"], keys: ["to", "cause"]) == [
            "gesture.state S.pinch to=failed cause=shouldBegin:S",
        ])
        #expect(s.zoomScale == 1 && device.trace.lines(kinds: [.scrollZoom]).isEmpty)
    }

    @Test("rules Z3, Z4.5: the zoom view scales about the content origin and the point under the fingers stays")
    func geometry() {
        let (f, s, photo) = photo(bounces: false)
        let device = f.device()
        device.run(pinch(center: Point(195, 200), from: 60, to: 240))
        #expect(s.zoomScale == 3)
        #expect(s.contentSize == Size(width: 1170, height: 1200))
        #expect(photo.frame == Rect(x: 0, y: 0, width: 1170, height: 1200))
        #expect(s.contentOffset == Point(390, 400))
        // H6 through the scale: the screen centre is the photo's centre.
        #expect(photo.convert(Point(195, 200), fromAncestor: nil) == Point(195, 200))
        #expect(device.trace.lines(kinds: [.scrollZoomBegin, .scrollZoomEnd], keys: ["scale", "cause"]) == [
            "scroll.zoomBegin S scale=1 cause=pinch", "scroll.zoomEnd S scale=3 cause=pinch",
        ])
    }

    @Test("rule Z4.4, Z4.6: with bouncesZoom the scale rubber-bands past the maximum, then bounces back over zoomAnimationDuration")
    func bounce() {
        let (f, s, _) = photo()
        let device = f.device()
        device.run(pinch(center: Point(195, 200), from: 60, to: 240))
        let scales = device.trace.records.filter { $0.kind == .scrollZoom }.compactMap { r -> Double? in
            if case .number(let v)? = r["scale"] { return v } else { return nil }
        }
        let peak = scales.max() ?? 0
        // raw 4 → 3 + rb(1, 3) = 3 + 3·(1 − 1/(1 + 0.55/3))
        #expect(abs(peak - (3 + 3 * (1 - 1 / (1 + 0.55 / 3)))) < 1e-6)
        #expect(s.zoomScale == 3)
        let end = device.trace.records.last { $0.kind == .scrollZoomEnd }
        #expect(end?["cause"] == .string("bounce"))
        #expect(end.map { abs($0.time.seconds - 0.6) < 1e-9 } == true)
    }

    @Test("rule Z5: the pinch and the pan of one scroll view recognize together; the pan goes on after the pinch ends")
    func pinchThenPan() {
        let (f, s, _) = photo(bounces: false)
        let device = f.device()
        var samples = [sample(0, (1, .down, 145, 200)), sample(0.01, (2, .down, 245, 200))]
        for i in 1...36 { samples.append(sample(0.01 + Double(i) / 120, (2, .move, 245 + 100 * Double(i) / 36, 200))) }
        samples.append(sample(0.4, (2, .up, 345, 200)))
        for i in 1...36 { samples.append(sample(0.4 + Double(i) / 120, (1, .move, 145 - 50 * Double(i) / 36, 200))) }
        samples.append(sample(0.8, (1, .up, 95, 200)))
        device.run(samples)
        let states = device.trace.finalStates()
        #expect(states["S.pinch"] == .ended && states["S.pan"] == .ended)
        let end = device.trace.records.firstIndex { $0.kind == .scrollZoomEnd } ?? 0
        let offsetAfter = device.trace.records[end...].contains { $0.kind == .scrollOffset }
        #expect(offsetAfter && s.zoomScale == 2)
    }

    @Test("rule Z6: toggleZoom from a double tap zooms to the maximum around the tap, animated, and back")
    func toggle() {
        let (f, s, photo) = photo()
        let double = recognizer(.tap, "double", on: photo) { $0.settings.numberOfTapsRequired = 2 }
        photo.isUserInteractionEnabled = true
        double.runs(.toggleZoom(s, scale: nil))
        let device = f.device()
        device.run(tap(100, 100) + tap(100, 100, at: 0.15))
        #expect(s.zoomScale == 3 && s.contentOffset == Point(100 * 3 - 195, 100 * 3 - 200))
        #expect(device.trace.lines(kinds: [.scrollZoomBegin, .scrollZoomEnd], keys: ["cause"]) == [
            "scroll.zoomBegin S cause=zoomTo", "scroll.zoomEnd S cause=zoomTo",
        ])
        device.run(tap(100, 100, at: 2) + tap(100, 100, at: 2.15))
        #expect(s.zoomScale == 1 && s.contentOffset == .zero)
    }

    @Test("rule Z7: zoomed means above the minimum scale")
    func zoomed() {
        let (_, s, _) = photo()
        #expect(!s.isZoomed)
        s.applyZoom(1.5, offset: .zero)
        #expect(s.isZoomed)
    }
}

/// Rules X1–X7: a context menu interaction's recognizers.
@Suite struct ContextMenuTests {
    func bubble(configuration: Answer = true) -> (Fixture, View, ContextMenuInteraction) {
        let f = Fixture()
        let v = view("bubble", 20, 100, 350, 300, in: f.window, touches: .forward)
        recognizer(.tap, "openTap", on: v)
        let menu = ContextMenuInteraction(name: "menu")
        menu.configuration = configuration
        menu.install(on: v)
        return (f, v, menu)
    }

    func menuLines(_ device: Device) -> [String] {
        device.trace.lines(kinds: [.menuConfiguration, .menuHighlight, .menuPresent, .menuEnd], keys: ["result", "cause"])
    }

    @Test("rule X1: the interaction adds press, exclusion and failure after the view's own recognizers")
    func recognizers() {
        let (_, v, _) = bubble()
        #expect(v.gestureRecognizers.map(\.name) == ["openTap", "menu.press", "menu.exclusion", "menu.failure"])
    }

    @Test("rules X2, X3, X4: held, the press begins at 0.15 s and highlights; at 0.4 s the menu is presented and the tap fails")
    func hold() {
        let (f, _, _) = bubble()
        let device = f.device()
        device.run([sample(0, (1, .down, 100, 200)), sample(0.6, (1, .up, 100, 200))])
        #expect(menuLines(device) == ["menu.configuration menu result=true", "menu.highlight menu", "menu.present menu"])
        #expect(device.trace.records.first { $0.kind == .menuHighlight }?.time == VirtualTime(seconds: 0.15))
        #expect(device.trace.records.first { $0.kind == .menuPresent }?.time == VirtualTime(seconds: 0.4))
        let states = device.trace.finalStates()
        #expect(states["openTap"] == .failed && states["menu.exclusion"] == .ended && states["menu.press"] == .ended)
    }

    @Test("rule X6.1: a quick tap fails the press, asks nothing and the tap fires")
    func quickTap() {
        let (f, _, _) = bubble()
        let device = f.device()
        device.run(tap(100, 200))
        #expect(menuLines(device).isEmpty)
        let states = device.trace.finalStates()
        #expect(states["openTap"] == .ended && states["menu.press"] == .failed)
    }

    @Test("rule X6.1: released after the highlight, the menu ends (released) and the tap fires")
    func releasedEarly() {
        let (f, _, _) = bubble()
        let device = f.device()
        device.run([sample(0, (1, .down, 100, 200)), sample(0.25, (1, .up, 100, 200))])
        #expect(menuLines(device) == ["menu.configuration menu result=true", "menu.highlight menu", "menu.end menu cause=released"])
        #expect(device.trace.finalStates()["openTap"] == .ended)
    }

    @Test("rule X3, X5: with no configuration the menu ends and an app long press waiting for the failure recognizer fires")
    func noConfiguration() {
        let (f, v, _) = bubble(configuration: false)
        recognizer(.longPress, "reply", on: v)
        let device = f.device()
        device.run([sample(0, (1, .down, 100, 200)), sample(0.7, (1, .up, 100, 200))])
        #expect(menuLines(device) == ["menu.configuration menu result=false", "menu.end menu cause=noConfiguration"])
        #expect(device.trace.finalStates()["reply"] == .ended)
    }

    @Test("rule X5: an app long press on a view with a menu fails when the menu is presented")
    func longPressWaits() {
        let (f, v, _) = bubble()
        recognizer(.longPress, "reply", on: v)
        let device = f.device()
        device.run([sample(0, (1, .down, 100, 200)), sample(0.7, (1, .up, 100, 200))])
        #expect(device.trace.lines(kinds: [.gestureState], subjects: ["reply"], keys: ["to", "cause"]) == [
            "gesture.state reply to=failed cause=requirement:menu.failure",
        ])
    }

    @Test("rule X2.2, X6.2: moving past contextMenuAllowableMovement fails the press; a pan waiting for it then begins")
    func moved() {
        let (f, v, _) = bubble()
        recognizer(.pan, "pan", on: v)
        let device = f.device()
        device.run(drag(from: Point(100, 200), to: Point(200, 200), duration: 0.1))
        let states = device.trace.finalStates()
        #expect(states["menu.press"] == .failed && states["pan"] == .ended)
        #expect(device.trace.lines(kinds: [.gestureState], subjects: ["menu.press"], keys: ["cause"]) == [
            "gesture.state menu.press cause=moved",
        ])
    }

    @Test("rule X2.5, X6.2: a drag after a rest of contextMenuPressDelay does not pan: the press began and the pan failed")
    func restThenDrag() {
        let (f, v, _) = bubble()
        recognizer(.pan, "pan", on: v)
        let device = f.device()
        device.run([sample(0, (1, .down, 100, 200))] + drag(from: Point(100, 200), to: Point(200, 200), at: 0.2, duration: 0.1).dropFirst())
        #expect(device.trace.finalStates()["pan"] == .failed)
        #expect(menuLines(device).last == "menu.end menu cause=moved")
    }
}

/// Rule X7: buttons with menus.
@Suite struct ButtonMenuTests {
    func button(primary: Bool) -> (Fixture, Control) {
        let f = Fixture()
        let b = Control(name: "b", kind: .button, frame: Rect(x: 20, y: 100, width: 160, height: 50))
        f.window.addSubview(b)
        b.setMenu(enabled: true, primaryAction: primary)
        return (f, b)
    }

    func events(_ device: Device) -> [String] { device.trace.lines(kinds: [.controlEvent, .menuPresent], keys: ["event"]) }

    @Test("rule X7.1: a quick tap on a button with a long-press menu sends touchUpInside and primaryActionTriggered")
    func quickTap() {
        let (f, _) = button(primary: false)
        let device = f.device()
        device.run(tap(100, 125))
        #expect(events(device) == ["control.event b event=touchDown", "control.event b event=touchUpInside",
                                   "control.event b event=primaryActionTriggered"])
    }

    @Test("rule X7.1: holding presents the menu; the button cancels its tracking and sends nothing at the lift")
    func hold() {
        let (f, _) = button(primary: false)
        let device = f.device()
        device.run([sample(0, (1, .down, 100, 125)), sample(0.6, (1, .up, 100, 125))])
        #expect(events(device) == ["control.event b event=touchDown", "menu.present b.contextMenu",
                                   "control.event b event=touchCancel"])
    }

    @Test("rule X7.2: a menu as primary action opens on touchDown after menuActionTriggered; the lift sends nothing")
    func primary() {
        let (f, _) = button(primary: true)
        let device = f.device()
        device.run(tap(100, 125))
        #expect(events(device) == ["control.event b event=touchDown", "control.event b event=menuActionTriggered",
                                   "menu.present b.contextMenu"])
    }
}

/// Rule X8: a list's context menu, asked about the row under the touch.
@Suite struct ListMenuTests {
    func table(rows: [Int]? = nil) -> (Fixture, TableView) {
        let f = Fixture()
        let table = TableView(name: "T", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        for i in 0..<40 { table.addCell(ListCell(name: "T.row\(i)", kind: .tableViewCell, index: i, frame: .zero)) }
        table.layoutCells()
        f.window.addSubview(table)
        let menu = ContextMenuInteraction(name: "T.contextMenu")
        menu.list = table
        menu.rows = rows
        menu.install(on: table)
        return (f, table)
    }

    @Test("rule X8: a resting finger highlights its row before the configuration, and presentation unhighlights without selecting")
    func hold() {
        let (f, _) = table()
        let device = f.device()
        device.run([sample(0, (1, .down, 195, 110)), sample(0.6, (1, .up, 195, 110))])
        #expect(device.trace.lines(kinds: [.listHighlight, .menuConfiguration, .menuHighlight, .menuPresent, .listUnhighlight, .listSelect],
                                   keys: ["row", "result"]) == [
            "list.highlight T row=2", "menu.configuration T.contextMenu row=2 result=true", "menu.highlight T.contextMenu row=2",
            "menu.present T.contextMenu", "list.unhighlight T row=2",
        ])
    }

    @Test("rule X8: a row the delegate gives no configuration for shows no menu and is selected at the lift")
    func noConfiguration() {
        let (f, _) = table(rows: [0])
        let device = f.device()
        device.run([sample(0, (1, .down, 195, 110)), sample(0.6, (1, .up, 195, 110))])
        #expect(device.trace.lines(kinds: [.menuConfiguration, .menuEnd, .listSelect], keys: ["row", "result", "cause"]) == [
            "menu.configuration T.contextMenu row=2 result=false", "menu.end T.contextMenu cause=noConfiguration", "list.select T row=2",
        ])
    }

    @Test("rule X8, X6.2: a drag that starts at once scrolls; the press fails first")
    func scrollAtOnce() {
        let (f, table) = table()
        let device = f.device()
        device.run(drag(from: Point(195, 600), to: Point(195, 300), duration: 0.3))
        #expect(device.trace.finalStates()["T.contextMenu.press"] == .failed)
        #expect(table.contentOffset.y > 0)
    }
}

/// Rule X4: a presented menu and the next touch.
@Suite struct MenuDismissTests {
    @Test("rule X4: the next touch anywhere dismisses the presented menu and reaches no recognizer or view")
    func dismiss() {
        let f = Fixture()
        let v = view("bubble", 20, 100, 350, 300, in: f.window, touches: .forward)
        recognizer(.tap, "openTap", on: v)
        let menu = ContextMenuInteraction(name: "menu")
        menu.install(on: v)
        let device = f.device()
        device.run([sample(0, (1, .down, 100, 200)), sample(0.6, (1, .up, 100, 200))] + tap(100, 200, at: 1))
        #expect(device.trace.lines(kinds: [.menuPresent, .menuDismiss], keys: ["cause"]) == ["menu.present menu", "menu.dismiss menu cause=touch"])
        let second = device.trace.records.filter { $0.time.seconds >= 1 }
        #expect(!second.contains { $0.kind == .gestureState || $0.kind == .responderTouchesBegan || $0.kind == .hitTestEnter })
        #expect(menu.phase == .idle)
    }
}

/// Rules X9–X11: a drag interaction's recognizers.
@Suite struct DragTests {
    func tile(simultaneous: Bool = false, items: Answer = true) -> (Fixture, View, DragInteraction) {
        let f = Fixture()
        let v = view("tile", 20, 100, 200, 200, in: f.window, touches: .forward)
        recognizer(.tap, "tapTile", on: v)
        let drag = DragInteraction(name: "drag")
        drag.allowsSimultaneousRecognitionDuringLift = simultaneous
        drag.items = items
        drag.install(on: v)
        return (f, v, drag)
    }

    func dragLines(_ device: Device) -> [String] {
        device.trace.lines(kinds: [.dragLift, .dragBegin, .dragEnd, .dragCancel], keys: ["cause"])
    }

    @Test("rule X9.1: a drag interaction adds lift, exclusion and failure after the view's own recognizers")
    func recognizers() {
        let (_, v, drag) = tile()
        #expect(v.gestureRecognizers.map(\.name) == ["tapTile", "drag.lift", "drag.exclusion", "drag.failure"])
        #expect(drag.lift.kind == .longPress && !drag.lift.cancelsTouchesInView)
    }

    @Test("rule X9.3, X9.4: resting dragLiftDelay lifts and fails the tap; a move begins the session; the lift of the finger ends it")
    func liftAndDrag() {
        let (f, _, _) = tile()
        let device = f.device()
        device.run([sample(0, (1, .down, 100, 200))] + drag(from: Point(100, 200), to: Point(300, 400), at: 0.4, duration: 0.2).dropFirst())
        #expect(dragLines(device) == ["drag.lift drag", "drag.begin drag", "drag.end drag"])
        #expect(device.trace.finalStates()["tapTile"] == .failed)
    }

    @Test("rule X9.5: lifting the finger after the lift and before the drag cancels it (released); no tap fires")
    func liftWithoutDrag() {
        let (f, _, _) = tile()
        let device = f.device()
        device.run([sample(0, (1, .down, 100, 200)), sample(0.5, (1, .up, 100, 200))])
        #expect(dragLines(device) == ["drag.lift drag", "drag.cancel drag cause=released"])
        #expect(device.trace.finalStates()["tapTile"] == .failed)
    }

    @Test("rule X9.3: with no items the drag is cancelled (noItems) and the tap goes on")
    func noItems() {
        let (f, _, _) = tile(items: false)
        let device = f.device()
        device.run([sample(0, (1, .down, 100, 200)), sample(0.5, (1, .up, 100, 200))])
        #expect(dragLines(device) == ["drag.cancel drag cause=noItems"])
        #expect(device.trace.finalStates()["tapTile"] == .ended)
    }

    @Test("rule X9.2: a quick tap recognizes and excludes the drag's exclusion recognizer; nothing lifts")
    func quickTap() {
        let (f, _, _) = tile()
        let device = f.device()
        device.run(tap(100, 200))
        #expect(dragLines(device).isEmpty)
        let states = device.trace.finalStates()
        #expect(states["tapTile"] == .ended && states["drag.exclusion"] == .failed)
    }

    @Test("rule X10: with simultaneous recognition during the lift, a tap at the lift of a long hold cancels the drag")
    func simultaneousDuringLift() {
        let (f, _, _) = tile(simultaneous: true)
        let device = f.device()
        device.run([sample(0, (1, .down, 100, 200)), sample(0.5, (1, .up, 100, 200))])
        #expect(dragLines(device).first == "drag.lift drag")
        #expect(device.trace.finalStates()["tapTile"] == .ended)
    }

    @Test("rule X11: on a compact width an app long press waits for the drag's failure recognizer until the drag is over")
    func longPressWaits() {
        let (f, v, _) = tile()
        recognizer(.longPress, "info", on: v)
        let device = f.device()
        device.run([sample(0, (1, .down, 100, 200)), sample(1.2, (1, .up, 100, 200))])
        #expect(device.trace.finalStates()["info"] == .failed)
    }
}
