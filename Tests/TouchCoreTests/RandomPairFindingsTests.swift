import Testing
@testable import TouchCore

/// Behaviour the property tests of issue 14 found wrong (InvariantTests'
/// random pairs), each pinned by a scene of its own.
@Suite struct RandomPairFindingsTests {
    let listKinds: Set<TraceKind> = [.listHighlight, .listUnhighlight, .listSelect, .listDeselect]

    /// A table `t` of 30 rows of 50 pt at y = 100 in ListVC's root view.
    func table(_ f: Fixture) -> TableView {
        let root = View(name: "root", frame: f.window.bounds)
        f.window.setRootViewController(ViewController(name: "ListVC", view: root))
        let t = TableView(name: "t", frame: Rect(x: 0, y: 100, width: 390, height: 500))
        t.rowHeight = 50
        for i in 0..<30 { t.addCell(ListCell(name: "t.row\(i)", kind: .tableViewCell, index: i, frame: .zero)) }
        t.layoutCells()
        root.addSubview(t)
        return t
    }

    @Test("rule L2: two fingers tapping two rows at once highlight and select one row, the first; never two highlighted rows")
    func twoFingersOneRow() {
        let f = Fixture()
        let t = table(f)
        let device = f.device()
        device.run([sample(0, (1, .down, 100, 125), (2, .down, 300, 275)), sample(0.08, (1, .up, 100, 125), (2, .up, 300, 275))])
        #expect(device.trace.lines(kinds: listKinds, keys: ["row"]) == [
            "list.highlight t row=0", "list.unhighlight t row=0", "list.select t row=0",
        ])
        #expect(t.selectedCell?.name == "t.row0")
    }

    @Test("rule L3: a finger landing on a row while another finger drags the list highlights and selects nothing")
    func rowTouchedWhileDragging() {
        let f = Fixture()
        _ = table(f)
        let device = f.device()
        var samples = drag(from: Point(200, 500), to: Point(200, 300), duration: 0.4, release: false)
        samples.append(sample(0.45, (2, .down, 100, 225)))
        samples.append(sample(0.5, (1, .up, 200, 300), (2, .up, 100, 225)))
        device.run(samples)
        #expect(device.trace.lines(kinds: [.gestureState], subjects: ["t.pan"], keys: ["to"]).contains("gesture.state t.pan to=began"))
        #expect(device.trace.lines(kinds: listKinds).isEmpty, "\(device.trace.lines(kinds: listKinds, keys: ["row"]))")
    }

    @Test("rules N3, S1: a pop whose recognizer does not cancel touches: the touch's ended reaches every responder that saw it begin; the next touch hit-tests the new top")
    func popKeepsTheChainForTheTurn() {
        let f = Fixture()
        let inbox = ViewController(name: "InboxVC", view: View(name: "inbox", frame: .zero))
        let message = ViewController(name: "MessageVC", view: View(name: "message", frame: .zero))
        let nav = NavigationController(name: "Nav", view: View(name: "Nav.view", frame: f.window.bounds), stack: [inbox, message])
        nav.interactivePopGestureRecognizer.cancelsTouchesInView = false
        nav.interactivePopGestureRecognizer.delaysTouchesBegan = false
        f.window.setRootViewController(nav)
        let device = f.device()
        device.run(drag(from: Point(4, 400), to: Point(320, 400), duration: 0.35) + tap(200, 400, at: 1))
        func subjects(_ kind: TraceKind) -> [String] {
            device.trace.records.filter { $0.kind == kind && $0["touches"]?.stringsValue == ["touch1"] }.map(\.subject)
        }
        #expect(subjects(.responderTouchesBegan) == ["message", "MessageVC", "Nav.view", "Nav", "Main", "Application"])
        #expect(subjects(.responderTouchesEnded) == subjects(.responderTouchesBegan))
        let pop = device.trace.records.first { $0.kind == .navigationPop }!.seq
        #expect(device.trace.records.contains { $0.kind == .responderTouchesEnded && $0.subject == "Nav.view" && $0.seq > pop },
                "the ended phase after the pop decided still reaches the navigation controller's view")
        #expect(device.trace.lines(kinds: [.touchCreate], keys: ["view"]).last == "touch.create touch2 view=inbox")
        #expect(nav.viewControllers.map(\.name) == ["InboxVC"])
    }
}
