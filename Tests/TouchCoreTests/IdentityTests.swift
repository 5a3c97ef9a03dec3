import Testing
@testable import TouchCore

/// Design "Where the first version must change", item 2: identity is not a
/// name. Imported hierarchies hold many anonymous views of one private class
/// with the same label; references resolve to objects, so each behaves on its own.
@Suite struct IdentityTests {
    /// Two views labelled `UIView`, each with a tap labelled `tap`, under a
    /// root whose tap runs with every other and whose delegate requires the
    /// failure of the LEFT `tap` only (a reference to that object).
    func twins() -> (Fixture, left: GestureRecognizer, right: GestureRecognizer, root: GestureRecognizer) {
        let f = Fixture()
        let root = view("Root", 0, 0, 390, 844, in: f.window)
        let leftView = view("UIView", 0, 0, 100, 100, in: root, touches: .handle)
        let rightView = view("UIView", 200, 0, 100, 100, in: root, touches: .handle)
        let left = recognizer(.tap, "tap", on: leftView)
        let right = recognizer(.tap, "tap", on: rightView)
        let rootTap = recognizer(.tap, "rootTap", on: root)
        var d = GestureDelegate(object: root)
        d.simultaneousWith = .all
        d.requireFailureOf = [RecognizerReference(left)]
        rootTap.delegate = d
        return (f, left, right, rootTap)
    }

    @Test("rule G3, design item 2: a failure requirement on one of two recognizers labelled alike binds that one only")
    func requirementFollowsTheObject() {
        let (f, left, right, _) = twins()
        let device = f.device()
        device.run(tap(250, 50))  // in the right view: its `tap` is not the one required
        #expect(device.trace.lines(kinds: [.gestureShouldRequireFailure], subjects: ["rootTap"], keys: ["other", "result", "question"]) ==
            ["gesture.shouldRequireFailure rootTap other=tap result=false question=shouldRequireFailureOf"])
        #expect(device.trace.lines(kinds: [.gestureState], subjects: ["rootTap"], keys: ["to", "cause"]) ==
            ["gesture.state rootTap to=ended cause=recognized"])
        device.run(tap(50, 50, at: 2))  // in the left view: the required one
        // Its delegate implements shouldRequireFailureOf only: the other question is not asked (rule G3).
        #expect(device.trace.lines(kinds: [.gestureShouldRequireFailure], subjects: ["rootTap"], keys: ["result", "question"]).last ==
            "gesture.shouldRequireFailure rootTap result=true question=shouldRequireFailureOf")
        #expect(device.trace.lines(kinds: [.gestureState], subjects: ["rootTap"], keys: ["to", "cause"]).last ==
            "gesture.state rootTap to=failed cause=requirement:tap")
        #expect(left.state == .possible && right.state == .possible)  // both reset after their sequences
    }

    @Test("rule Q1, design item 2: {touchIn: [UIView]} holds for the view it was resolved to, not for its namesake")
    func conditionFollowsTheObject() {
        let (f, left, _, rootTap) = twins()
        rootTap.delegate?.requireFailureOf = []
        rootTap.delegate?.shouldBegin = .unless(.touchIn([ViewReference(left.view!)]))
        let device = f.device()
        device.run(tap(250, 50) + tap(50, 50, at: 2))
        #expect(device.trace.lines(kinds: [.gestureShouldBegin], subjects: ["rootTap"], keys: ["asked", "result"]).filter { $0.contains("asked=Root ") } ==
            ["gesture.shouldBegin rootTap asked=Root result=true", "gesture.shouldBegin rootTap asked=Root result=false"])
    }

    @Test("rule G4, design item 2: a view's denied recognizers are objects, not labels")
    func deniedFollowsTheObject() {
        let (f, left, right, rootTap) = twins()
        rootTap.delegate = nil
        left.view!.gestureShouldBeginDenied = [RecognizerReference(right)]
        right.view!.gestureShouldBeginDenied = [RecognizerReference(right)]
        let device = f.device()
        device.run(tap(50, 50) + tap(250, 50, at: 2))
        #expect(device.trace.lines(kinds: [.gestureState], subjects: ["tap"], keys: ["to", "cause"]) ==
            ["gesture.state tap to=ended cause=recognized", "gesture.state tap to=failed cause=shouldBegin:UIView"])
    }

    @Test("design item 2: an unresolved reference refers to nothing, even when an object has its label")
    func unresolvedReferenceRefersToNothing() {
        let (_, left, _, _) = twins()
        #expect(!RecognizerReference(name: "tap").refers(to: left))
        #expect(RecognizerReference(left).refers(to: left))
        #expect(RecognizerReference(name: "tap") == RecognizerReference(left))  // equal as written
    }
}
