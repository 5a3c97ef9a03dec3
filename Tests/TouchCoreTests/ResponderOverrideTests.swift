import Testing
@testable import TouchCore

/// Issue 8 item 4 with rule R2: responder classes own their touch handling.
@Suite struct ResponderOverrideTests {
    /// A view class that counts its touchesBegan and, like `handle`, does not call super.
    final class Counting: View {
        var began = 0
        override func touchesBegan(_ touches: [Touch], with event: ResponderEvent) { began += 1 }
    }

    @Test("rule R2: an override that does not call super stops the chain there; the delivery path only calls the hit-test view")
    func overrideStops() {
        let f = Fixture()
        let outer = view("outer", 0, 0, 390, 844, in: f.window)
        let inner = Counting(name: "inner", frame: Rect(x: 50, y: 50, width: 100, height: 100))
        outer.addSubview(inner)
        let device = f.device()
        device.run(tap(100, 100))
        #expect(inner.began == 1)
        #expect(device.trace.lines(kinds: [.responderTouchesBegan, .responderTouchesEnded]) == [
            "responder.touchesBegan inner", "responder.touchesEnded inner", "responder.touchesEnded outer",
            "responder.touchesEnded Main", "responder.touchesEnded Application",
        ])
    }
}
