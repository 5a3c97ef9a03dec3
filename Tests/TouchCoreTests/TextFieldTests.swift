import Testing
@testable import TouchCore

/// Rules E1–E2 (and C3 for text fields): the first responder.
@Suite struct TextFieldTests {
    func form(_ f: Fixture) -> (root: View, a: TextField, b: TextField) {
        let root = View(name: "root", frame: f.window.bounds)
        f.window.setRootView(root)
        let a = TextField(name: "a", frame: Rect(x: 20, y: 100, width: 300, height: 44))
        let b = TextField(name: "b", frame: Rect(x: 20, y: 200, width: 300, height: 44))
        root.addSubview(a)
        root.addSubview(b)
        return (root, a, b)
    }

    let kinds: Set<TraceKind> = [.responderBecomeFirst, .responderResignFirst, .controlEvent]

    @Test("rule E1: touch up inside, its actions, then becomeFirst and editingDidBegin; a second tap on it does nothing more")
    func becomes() {
        let f = Fixture()
        let (_, a, _) = form(f)
        a.actions = [ControlAction(event: .touchUpInside, target: nil, action: "fieldTapped")]
        let device = f.device()
        device.run(tap(100, 120) + tap(100, 120, at: 1))
        #expect(device.trace.lines(kinds: kinds.union([.actionSend]), keys: ["event"]) == [
            "control.event a event=touchDown", "control.event a event=touchUpInside", "action.send a",
            "responder.becomeFirst a", "control.event a event=editingDidBegin",
            "control.event a event=touchDown", "control.event a event=touchUpInside", "action.send a",
        ])
        #expect(f.application.firstResponder === a)
    }

    @Test("rule E1: one first responder per application: the previous one resigns (then editingDidEnd) before the new one becomes first")
    func oneAtATime() {
        let f = Fixture()
        let (_, _, b) = form(f)
        let device = f.device()
        device.run(tap(100, 120) + tap(100, 220, at: 1))
        #expect(device.trace.lines(kinds: kinds, keys: ["event"]).suffix(4) == [
            "responder.resignFirst a", "control.event a event=editingDidEnd",
            "responder.becomeFirst b", "control.event b event=editingDidBegin",
        ])
        #expect(f.application.firstResponder === b)
    }

    @Test("rules E2, C3: an endEditing tap on the root does not keep a tap from focusing a field, and resigns it on a tap elsewhere")
    func endEditing() {
        let f = Fixture()
        let (root, a, _) = form(f)
        let dismiss = recognizer(.tap, "dismissTap", on: root)
        dismiss.sendsEndEditing()
        let device = f.device()
        device.run(tap(100, 120) + tap(100, 600, at: 1))
        #expect(device.trace.lines(kinds: [.gestureState], subjects: ["dismissTap"], keys: ["to", "cause"]).first
                == "gesture.state dismissTap to=failed cause=shouldBegin:a")
        #expect(device.trace.lines(kinds: kinds.union([.gestureAction]), keys: ["action"]).suffix(3) == [
            "gesture.action dismissTap action=endEditing", "responder.resignFirst a", "control.event a",
        ])
        #expect(f.application.firstResponder == nil)
        _ = a
    }

    @Test("rule E2: endEditing resigns only a first responder inside its target view")
    func endEditingOutside() {
        let f = Fixture()
        let (root, _, _) = form(f)
        let side = view("side", 0, 700, 390, 100, in: root)
        recognizer(.tap, "sideTap", on: side).sendsEndEditing()
        let device = f.device()
        device.run(tap(100, 120) + tap(100, 750, at: 1))
        #expect(device.trace.lines(kinds: [.responderResignFirst]).isEmpty)
    }
}
