import Testing
@testable import TouchCore

@Suite struct ResponderTests {
    @Test("rule R1: view → superview; root view → its controller → window → application → delegate")
    func nextResponders() {
        let delegate = ApplicationDelegate(name: "AppDelegate")
        let app = Application(delegate: delegate)
        let window = Window(name: "Main", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        app.addWindow(window)
        let root = View(name: "Root", frame: window.bounds)
        let rootVC = ViewController(name: "RootVC", view: root)
        window.setRootViewController(rootVC)
        let childView = View(name: "ChildRoot", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = ViewController(name: "ChildVC", view: childView)
        root.addSubview(childView)
        let leaf = View(name: "Leaf", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        childView.addSubview(leaf)
        #expect(leaf.responderChain.map(\.name) == ["Leaf", "ChildRoot", "ChildVC", "Root", "RootVC", "Main", "Application", "AppDelegate"])
        #expect(child.nextResponder === root)
    }

    @Test("rule R1: a presented controller's next responder is the presenting controller")
    func presented() {
        let app = Application()
        let window = Window(name: "Main", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        app.addWindow(window)
        let baseVC = ViewController(name: "BaseVC", view: View(name: "Base", frame: window.bounds))
        window.setRootViewController(baseVC)
        let sheetView = View(name: "Sheet", frame: window.bounds)
        let sheet = ViewController(name: "SheetVC", view: sheetView)
        sheet.presentingViewController = baseVC
        baseVC.view.addSubview(sheetView)
        #expect(sheetView.responderChain.map(\.name) == ["Sheet", "SheetVC", "BaseVC", "Main", "Application"])
    }

    @Test("rule R2: inherit and forward pass the call on; handle stops it")
    func behaviours() {
        let f = Fixture()
        let a = view("A", 0, 0, 300, 300, in: f.window, touches: .handle)
        let c = view("C", 0, 0, 200, 200, in: a, touches: .inherit)
        view("D", 0, 0, 100, 100, in: c, touches: .forward)
        let device = f.device()
        device.run(tap(10, 10))
        #expect(device.trace.lines(kinds: [.responderTouchesBegan], keys: ["behaviour"]) == [
            "responder.touchesBegan D behaviour=forward", "responder.touchesBegan C behaviour=inherit",
            "responder.touchesBegan A behaviour=handle",
        ])
    }

    @Test("rule R2: a touch nobody handles travels to the application delegate and stops there")
    func endOfChain() {
        let f = Fixture()
        f.application.delegate = ApplicationDelegate(name: "AppDelegate")
        let device = f.device()
        device.run(tap(10, 10))
        #expect(device.trace.lines(kinds: [.responderTouchesEnded]) ==
            ["responder.touchesEnded Main", "responder.touchesEnded Application", "responder.touchesEnded AppDelegate"])
    }

    @Test("rule R3: a built-in control handles its touches and passes nothing on")
    func controlsStop() {
        let f = Fixture()
        let host = view("Host", 0, 0, 300, 300, in: f.window, touches: .forward)
        let button = Control(name: "Button", kind: .button, frame: Rect(x: 10, y: 10, width: 100, height: 44))
        host.addSubview(button)
        let device = f.device()
        device.run(tap(20, 20))
        #expect(device.trace.lines(kinds: [.responderTouchesBegan], keys: ["behaviour"]) == ["responder.touchesBegan Button behaviour=control"])
    }

    @Test("rule C2's lookup: the first responder along the chain that implements an action")
    func actionLookup() {
        let f = Fixture()
        f.application.delegate = ApplicationDelegate(name: "AppDelegate", implementedActions: ["appAction"])
        let a = view("A", 0, 0, 300, 300, in: f.window)
        a.implementedActions = ["save"]
        let d = view("D", 0, 0, 100, 100, in: a)
        #expect(d.firstResponder(implementing: "save") === a)
        #expect(d.firstResponder(implementing: "appAction")?.name == "AppDelegate")
        #expect(d.firstResponder(implementing: "missing") == nil)
    }
}
