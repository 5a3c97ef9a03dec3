import Testing
@testable import TouchCore

/// Rules L1–L5: table and collection views, their cells, highlight and selection.
@Suite struct ListTests {
    /// A controller `ListVC` whose root view holds a table of `rows` rows of 50 pt at y = 100.
    func table(_ f: Fixture, rows: Int = 10, configure: (TableView) -> Void = { _ in }) -> TableView {
        let root = View(name: "root", frame: f.window.bounds)
        f.window.setRootViewController(ViewController(name: "ListVC", view: root))
        let t = TableView(name: "t", frame: Rect(x: 0, y: 100, width: 390, height: 500))
        t.rowHeight = 50
        for i in 0..<rows { t.addCell(ListCell(name: "t.row\(i)", kind: .tableViewCell, index: i, frame: .zero)) }
        configure(t)
        t.layoutCells()
        root.addSubview(t)
        return t
    }

    let listKinds: Set<TraceKind> = [.listHighlight, .listUnhighlight, .listSelect, .listDeselect, .listDidSelect]

    @Test("rule L1: rows of rowHeight stacked from the top, content size [width, rows × rowHeight], a content view filling each cell")
    func tableLayout() {
        let f = Fixture()
        let t = table(f, rows: 30)
        #expect(t.cells[2].frame == Rect(x: 0, y: 100, width: 390, height: 50))
        #expect(t.contentSize == Size(width: 390, height: 1500))
        #expect(t.cells[2].contentView.frame == Rect(x: 0, y: 0, width: 390, height: 50))
        #expect(t.cells[2].contentView.name == "t.row2.contentView")
        #expect(t.touchBehaviour == .forward)
        let device = f.device()
        device.run(tap(200, 225))
        #expect(device.trace.lines(kinds: [.touchCreate], keys: ["view"]) == ["touch.create touch1 view=t.row2.contentView"])
    }

    @Test("rule L1: a flow layout packs floor((width + spacing) / (itemWidth + spacing)) items per line, spacing apart")
    func flowLayout() {
        let c = CollectionView(name: "c", frame: Rect(x: 0, y: 0, width: 390, height: 600))
        c.itemSize = Size(width: 120, height: 100)
        c.spacing = 10
        for i in 0..<7 { c.addCell(ListCell(name: "c.item\(i)", kind: .collectionViewCell, index: i, frame: .zero)) }
        c.layoutCells()
        #expect(c.cells.map(\.frame.origin) == [Point(0, 0), Point(130, 0), Point(260, 0), Point(0, 110), Point(130, 110),
                                               Point(260, 110), Point(0, 220)])
        #expect(c.contentSize == Size(width: 390, height: 320))
        c.scrollDirection = .horizontal
        c.layoutCells()
        // floor((600 + 10) / (100 + 10)) = 5 items per column.
        #expect(c.cells[5].frame.origin == Point(130, 0))
        #expect(c.contentSize == Size(width: 250, height: 600))
    }

    @Test("rules L2, L4, D1: a quick tap highlights, unhighlights and selects at the lift; didSelectRowAt comes after the whole chain")
    func quickTap() {
        let f = Fixture()
        _ = table(f)
        let device = f.device()
        device.run(tap(200, 225))
        let lines = device.trace.lines(kinds: listKinds.union([.responderTouchesEnded]), keys: ["row", "delegate", "cause"])
        #expect(lines == [
            "list.highlight t row=2",
            "responder.touchesEnded t.row2.contentView", "responder.touchesEnded t.row2", "responder.touchesEnded t",
            "list.unhighlight t row=2 cause=touchesEnded", "list.select t row=2",
            "responder.touchesEnded root", "responder.touchesEnded ListVC", "responder.touchesEnded Main",
            "responder.touchesEnded Application",
            "list.didSelect t row=2 delegate=ListVC",
        ])
    }

    @Test("rule L4: with single selection the previous row is deselected before the new one is selected")
    func singleSelection() {
        let f = Fixture()
        _ = table(f)
        let device = f.device()
        device.run(tap(200, 125) + tap(200, 275, at: 0.5))
        #expect(device.trace.lines(kinds: [.listSelect, .listDeselect], keys: ["row"]) == [
            "list.select t row=0", "list.deselect t row=0", "list.select t row=3",
        ])
    }

    @Test("rule L4: a collection view tells its delegate at once, inside its touchesEnded, before the next responders")
    func collectionAtOnce() {
        let f = Fixture()
        let root = View(name: "root", frame: f.window.bounds)
        f.window.setRootViewController(ViewController(name: "GridVC", view: root))
        let c = CollectionView(name: "c", frame: Rect(x: 0, y: 0, width: 390, height: 600))
        c.itemSize = Size(width: 100, height: 100)
        for i in 0..<4 { c.addCell(ListCell(name: "c.item\(i)", kind: .collectionViewCell, index: i, frame: .zero)) }
        c.layoutCells()
        root.addSubview(c)
        let device = f.device()
        device.run(tap(150, 50))
        let lines = device.trace.lines(kinds: [.listDidSelect, .responderTouchesEnded], subjects: ["c", "root"], keys: ["item"])
        #expect(lines == ["responder.touchesEnded c", "list.didSelect c item=1", "responder.touchesEnded root"])
    }

    @Test("rule L2: shouldHighlight false skips highlight and selection; allowsSelection false selects nothing")
    func refusals() {
        let f = Fixture()
        let t = table(f) { $0.cells[2].shouldHighlight = false }
        let device = f.device()
        device.run(tap(200, 225))
        t.allowsSelection = false
        device.run(tap(200, 175, at: 1))
        #expect(device.trace.lines(kinds: listKinds).isEmpty)
    }

    @Test("rules L2, L3, V3: a resting finger highlights after the content delay; a scroll then cancels it: unhighlight, no select")
    func scrollCancels() {
        let f = Fixture()
        _ = table(f, rows: 30)
        let device = f.device()
        device.run([sample(0, (1, .down, 200, 225))] + drag(from: Point(200, 225), to: Point(200, 100), at: 0.3).dropFirst())
        #expect(device.trace.lines(kinds: listKinds, keys: ["row", "cause"]) == [
            "list.highlight t row=2", "list.unhighlight t row=2 cause=touchesCancelled",
        ])
        let highlight = device.trace.records.first { $0.kind == .listHighlight }
        #expect(highlight?.time == VirtualTime(seconds: 0.15))
    }

    @Test("rule L5: a view in a cell that handles its touches without super: the list never hears, nothing is selected")
    func handledInCell() {
        let f = Fixture()
        let t = table(f)
        view("badge", 10, 5, 100, 40, in: t.cells[2].contentView, touches: .handle)
        let device = f.device()
        device.run(tap(50, 225))
        #expect(device.trace.lines(kinds: listKinds).isEmpty)
        #expect(device.trace.lines(kinds: [.responderTouchesEnded]) == ["responder.touchesEnded badge"])
    }

    @Test("rule L5, D3: a tap recognizer on the root with cancelsTouchesInView cancels the row's touch; with false the row is selected after its action")
    func dismissTap() {
        for cancels in [true, false] {
            let f = Fixture()
            let t = table(f)
            recognizer(.tap, "dismissTap", on: t.superview!) { $0.cancelsTouchesInView = cancels }
            let device = f.device()
            device.run(tap(200, 225))
            let lines = device.trace.lines(kinds: listKinds.union([.gestureAction]), keys: ["row"])
            if cancels {
                #expect(lines == ["gesture.action dismissTap"])
            } else {
                // D1: the turn's action comes before the released began and the ended phase reach the table.
                #expect(lines == ["gesture.action dismissTap", "list.highlight t row=2", "list.unhighlight t row=2",
                                  "list.select t row=2", "list.didSelect t row=2"])
            }
        }
    }

    @Test("rule L4: the scene's delegate replaces the controller holding the list")
    func namedDelegate() {
        let f = Fixture()
        let t = table(f)
        let other = ApplicationDelegate(name: "Coordinator")
        t.namedDelegate = other
        let device = f.device()
        device.run(tap(200, 225))
        #expect(device.trace.lines(kinds: [.listDidSelect], keys: ["delegate"]) == ["list.didSelect t delegate=Coordinator"])
    }
}
