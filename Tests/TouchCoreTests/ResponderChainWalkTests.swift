import Testing
@testable import TouchCore

/// Issue 27.6 with rules R1, R2, T4, T5: a call goes up consecutive plain views in a loop
/// (`Responder.receiveTouches`), and step 5 keeps its lists of a turn's touches from sample
/// to sample (`KeptTouchSplits`); what the views hear must be what the chain of calls gives.
@Suite struct ResponderChainWalkTests {
    /// A view class that counts its touchesMoved and calls super (a responder that is not a plain view).
    final class CountingMoves: View {
        var moved = 0
        override func touchesMoved(_ touches: [Touch], with event: ResponderEvent) {
            moved += 1
            super.touchesMoved(touches, with: event)
        }
    }

    @Test("rules R2, T4, T5: fingers on several views, one withheld, sample after sample: each view's chain hears its touches, a subclass in the chain gets its own call, the last phase lets the kept lists go")
    func dragOnSeveralViewsWithAWithheldTouch() {
        let f = Fixture()
        let a = CountingMoves(name: "A", frame: Rect(x: 0, y: 0, width: 200, height: 400))
        f.window.addSubview(a)
        view("A1", 0, 0, 100, 400, in: a)
        view("A2", 100, 0, 100, 400, in: a)  // takes one touch (T5): the second finger on it is withheld
        view("B", 200, 0, 190, 400, in: f.window, touches: .forward)
        let device = f.device()
        device.run([sample(0, (1, .down, 10, 10), (2, .down, 110, 10), (3, .down, 150, 10), (4, .down, 250, 10)),
                    sample(0.02, (1, .move, 12, 10), (2, .move, 112, 10), (3, .move, 152, 10), (4, .move, 252, 10)),
                    sample(0.04, (1, .move, 14, 10), (2, .move, 114, 10), (3, .move, 154, 10), (4, .move, 254, 10)),
                    sample(0.06, (1, .up, 14, 10), (2, .up, 114, 10), (3, .up, 154, 10), (4, .up, 254, 10))])
        let moves = ["responder.touchesMoved A1 touches=[touch1]", "responder.touchesMoved A touches=[touch1]",
                     "responder.touchesMoved Main touches=[touch1]",
                     "responder.touchesMoved A2 touches=[touch2]", "responder.touchesMoved A touches=[touch2]",
                     "responder.touchesMoved Main touches=[touch2]",
                     "responder.touchesMoved B touches=[touch4]", "responder.touchesMoved Main touches=[touch4]"]
        #expect(device.trace.lines(kinds: [.responderTouchesMoved], subjects: ["A1", "A2", "A", "B", "Main"],
                                   keys: ["touches"]) == moves + moves)
        #expect(device.trace.lines(kinds: [.responderTouchesEnded], subjects: ["A1", "A2", "A", "B"], keys: ["touches"]) == [
            "responder.touchesEnded A1 touches=[touch1]", "responder.touchesEnded A touches=[touch1]",
            "responder.touchesEnded A2 touches=[touch2]", "responder.touchesEnded A touches=[touch2]",
            "responder.touchesEnded B touches=[touch4]",
        ])
        #expect(a.moved == 4)
        // The invariant check after every turn (Fixture.device) also says no kept list holds an ended touch.
        #expect(device.environments.allSatisfy { !$0.turn.keptSplits.holdsFinishedTouch })
    }

    @Test("rule R1: a plain view that is a controller's root view hands the call to its controller, then on to the superview")
    func controllerRootViewInTheChain() {
        let f = Fixture()
        let root = view("Root", 0, 0, 390, 844)
        let controller = ViewController(name: "VC", view: root)
        f.window.addSubview(root)
        view("Leaf", 0, 0, 100, 100, in: root)
        let device = f.device()
        device.run([sample(0, (1, .down, 10, 10)), sample(0.02, (1, .move, 12, 10)), sample(0.04, (1, .up, 12, 10))])
        #expect(device.trace.lines(kinds: [.responderTouchesMoved], subjects: ["Leaf", "Root", "VC", "Main"]) ==
            ["responder.touchesMoved Leaf", "responder.touchesMoved Root", "responder.touchesMoved VC", "responder.touchesMoved Main"])
        _ = controller
    }
}
