import Testing
@testable import TouchCore

/// The model's back-references (a view's superview and controller, a
/// recognizer's view, a window's application) are checked `unowned`
/// references cleared by their owner's `deinit` (design 7: safe, and no
/// side table on the hot path). An object kept after its owner is gone reads
/// nil, as a weak reference would, never a freed object.
@Suite struct BackReferenceLifetimeTests {
    @Test("a device that replayed taps and a drag through views and recognizers is freed once nobody holds it: nothing it made (environments and the responder events they keep, timers, touches) holds it back")
    func deviceIsFreedAfterARun() {
        weak var device: Device?
        weak var trace: Trace?
        do {
            let made = tapsAndPanScene().device()
            made.run(tapsAndDrag())
            #expect(made.trace.count > 30)
            device = made
            trace = made.trace
        }
        #expect(device == nil, "a cycle keeps the device (and its whole trace) alive")
        #expect(trace == nil)
    }

    @Test("a subview kept after its superview is freed has no superview")
    func subviewOutlivesSuperview() {
        var child: View?
        do {
            let parent = View(name: "parent", frame: Rect(x: 0, y: 0, width: 100, height: 100))
            let made = View(name: "child", frame: Rect(x: 0, y: 0, width: 10, height: 10))
            parent.addSubview(View(name: "below", frame: Rect(x: 0, y: 0, width: 10, height: 10)))
            parent.addSubview(made)
            #expect(made.superview === parent)
            child = made
        }
        #expect(child?.superview == nil)
        #expect(child?.lentSuperview == nil && child?.lentPreviousSibling == nil,
                "the unretained links end with the superview too: nothing can follow them to a freed view")
        #expect(child?.nextResponder == nil, "rule R1: nothing after a view with no superview or controller")
    }

    @Test("a recognizer kept after its view is freed has no view")
    func recognizerOutlivesView() {
        var tap: GestureRecognizer?
        do {
            let view = View(name: "V", frame: Rect(x: 0, y: 0, width: 100, height: 100))
            let made = GestureRecognizer.make(name: "tap", kind: .tap)
            view.addGestureRecognizer(made)
            #expect(made.view === view)
            tap = made
        }
        #expect(tap?.view == nil)
    }

    @Test("a root view kept after its controller is freed has no controller; a window kept after its application has none")
    func viewOutlivesController() {
        var root: View?
        var window: Window?
        do {
            let application = Application()
            let made = Window(name: "W", frame: Rect(x: 0, y: 0, width: 390, height: 844))
            application.addWindow(made)
            let view = View(name: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844))
            let controller = ViewController(name: "C", view: view)
            #expect(view.viewController === controller)
            #expect(made.application === application)
            root = view
            window = made
        }
        #expect(root?.viewController == nil)
        #expect(window?.application == nil)
        window?.windowLevel = 1 // tells no freed application
    }
}
