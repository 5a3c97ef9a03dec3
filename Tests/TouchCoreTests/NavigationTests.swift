import Testing
@testable import TouchCore

/// Rules N1–N3: navigation controllers and the interactive pop.
@Suite struct NavigationTests {
    /// `Nav` with InboxVC (view `inbox`) under MessageVC (view `message`), or only InboxVC.
    func navigation(_ f: Fixture, pushed: Bool = true) -> NavigationController {
        let inbox = ViewController(name: "InboxVC", view: View(name: "inbox", frame: .zero))
        let message = ViewController(name: "MessageVC", view: View(name: "message", frame: .zero))
        let nav = NavigationController(name: "Nav", view: View(name: "Nav.view", frame: f.window.bounds),
                                       stack: pushed ? [inbox, message] : [inbox])
        f.window.setRootViewController(nav)
        return nav
    }

    @Test("rule N1: only the top view is in the hierarchy; the chain is top view → top controller → Nav.view → Nav → window")
    func chain() {
        let f = Fixture()
        let nav = navigation(f)
        #expect(nav.view.subviews.map(\.name) == ["message"])
        #expect(nav.topViewController?.view.responderChain.map(\.name) == ["message", "MessageVC", "Nav.view", "Nav", "Main", "Application"])
        #expect(nav.topViewController?.view.frame == f.window.bounds)
    }

    @Test("rules N2, N3: a swipe from the left edge holds the touch, begins the pop, drops the held phases and pops; the next touch hit-tests the new top")
    func swipeBack() {
        let f = Fixture()
        let nav = navigation(f)
        let device = f.device()
        device.run(drag(from: Point(4, 400), to: Point(320, 400), duration: 0.35) + tap(200, 400, at: 1))
        let story = device.trace.lines(kinds: [.deliveryDelayed, .deliveryDropped, .gestureState, .navigationPop, .touchCreate],
                                       keys: ["to", "controller", "view"]).filter { !$0.hasSuffix("to=changed") }
        #expect(story.prefix(6) == [
            "touch.create touch1 view=message", "delivery.delayed message", "delivery.delayed message",
            "gesture.state Nav.interactivePop to=began", "delivery.dropped message", "delivery.dropped message",
        ])
        #expect(story.suffix(4) == ["gesture.state Nav.interactivePop to=ended", "navigation.pop Nav controller=MessageVC",
                                    "touch.create touch2 view=inbox", "gesture.state Nav.interactivePop to=failed"])
        #expect(device.trace.lines(kinds: [.navigationPop], keys: ["controller", "cause"]) == ["navigation.pop Nav controller=MessageVC cause=translation"])
        #expect(nav.viewControllers.map(\.name) == ["InboxVC"])
        #expect(nav.view.subviews.map(\.name) == ["inbox"])
        #expect(device.trace.lines(kinds: [.touchCreate], keys: ["view"]).last == "touch.create touch2 view=inbox")
        #expect(!device.trace.lines(kinds: [.responderTouchesBegan]).contains("responder.touchesBegan message"))
    }

    @Test("rule N3: a short, slow pull from the edge cancels the pop and the top controller stays; a short flick pops by velocity")
    func thresholds() {
        let f = Fixture()
        let nav = navigation(f)
        let device = f.device()
        device.run(drag(from: Point(4, 400), to: Point(100, 400), duration: 1.0))
        #expect(device.trace.lines(kinds: [.navigationPop, .navigationPopCancelled], keys: ["controller"]) == [
            "navigation.popCancelled Nav controller=MessageVC"])
        #expect(nav.topViewController?.name == "MessageVC")
        let g = Fixture()
        let nav2 = navigation(g)
        let device2 = g.device()
        device2.run(drag(from: Point(4, 400), to: Point(120, 400), duration: 0.1))
        #expect(device2.trace.lines(kinds: [.navigationPop], keys: ["cause"]) == ["navigation.pop Nav cause=velocity"])
        #expect(nav2.topViewController?.name == "InboxVC")
    }

    @Test("rule N2: at the root the navigation controller refuses shouldBegin, and a drag away from the edge fails the pop at once")
    func refusals() {
        let f = Fixture()
        _ = navigation(f, pushed: false)
        let device = f.device()
        device.run(drag(from: Point(4, 400), to: Point(320, 400), duration: 0.35))
        #expect(device.trace.lines(kinds: [.gestureShouldBegin], subjects: ["Nav.interactivePop"], keys: ["asked", "result"]).last
                == "gesture.shouldBegin Nav.interactivePop asked=Nav result=false")
        #expect(device.trace.lines(kinds: [.navigationPop]).isEmpty)
        let g = Fixture()
        _ = navigation(g)
        let device2 = g.device()
        device2.run(drag(from: Point(150, 400), to: Point(320, 400), duration: 0.35))
        #expect(device2.trace.lines(kinds: [.gestureState, .deliveryDelayed], keys: ["to", "cause"]).first
                == "gesture.state Nav.interactivePop to=failed cause=notAtEdge")
    }

    @Test("rule N2: a button at the left edge gets its touchDown late, with its touchUpInside, when the finger lifts")
    func edgeButton() {
        let f = Fixture()
        let nav = navigation(f)
        let button = Control(name: "menu", kind: .button, frame: Rect(x: 0, y: 100, width: 100, height: 44))
        nav.topViewController!.view.addSubview(button)
        let device = f.device()
        device.run([sample(0, (1, .down, 6, 120)), sample(0.5, (1, .up, 6, 120))])
        let events = device.trace.records.filter { $0.kind == .controlEvent }
        #expect(events.map { HumanLog.text($0["event"]) } == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(events.allSatisfy { $0.time == VirtualTime(seconds: 0.5) })
    }
}
