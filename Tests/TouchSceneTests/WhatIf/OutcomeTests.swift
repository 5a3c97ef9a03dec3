import Testing
import TouchCore
@testable import TouchScene

/// Outcomes and items (trace-format.md, `compare`; the conformance cases' ITEM syntax).
@Suite struct OutcomeTests {
    @Test("an outcome keeps actions, control events and the hit-test view's touches, in trace order (rules D1, D3, C1, C2, G4)")
    func outcome() throws {
        let scene = try WhatIfFixture.scene().description
        #expect(Outcome(records: WhatIfFixture.records(scene, "tap panel")).items ==
                ["responder.touchesBegan panel", "gesture.action tap state=ended", "responder.touchesCancelled panel"])
        // The controller hears the button's touches through nobody: a control handles them (R3); the tap is refused (C3).
        #expect(Outcome(records: WhatIfFixture.records(scene, "tap button")).items == [
            "responder.touchesBegan button", "control.event button event=touchDown", "responder.touchesEnded button",
            "control.event button event=touchUpInside", "action.deliver VC action=clicked", "control.event button event=primaryActionTriggered",
        ])
    }

    @Test("items match as in the conformance runner: globs, subjects, only the keys written, ~= and !")
    func items() throws {
        let record = TraceRecord(seq: 3, time: .zero, kind: .gestureState, subject: "tap",
                                 fields: [TraceField("from", .string("possible")), TraceField("to", .string("failed")),
                                          TraceField("cause", .string("shouldBegin:button"))])
        #expect(try ItemPattern(parsing: "gesture.state tap to=failed").matches(record))
        #expect(try ItemPattern(parsing: "gesture.* * cause~=^shouldBegin").matches(record))
        #expect(try ItemPattern(parsing: "gesture.state tap cause~=").matches(record))
        #expect(try !ItemPattern(parsing: "gesture.state tap to=ended").matches(record))
        #expect(try !ItemPattern(parsing: "gesture.state other").matches(record))
        #expect(try !ItemPattern(parsing: "gesture.state tap reason~=").matches(record))
        let negated = try ItemPattern(parsing: "!gesture.state tap to=failed")
        #expect(negated.negated && !negated.holds(in: [record]) && negated.holds(in: []))
        let row = TraceRecord(seq: 0, time: .zero, kind: .touchCreate, subject: "touch1",
                              fields: [TraceField("location", .point(Point(x: 1, y: 2.5))), TraceField("tapCount", .int(1))])
        #expect(try ItemPattern(parsing: "touch.create touch1 location=[1,2.5] tapCount=1").matches(row))
        #expect(throws: WhatIfError.self) { try ItemPattern(parsing: "gesture.state tap to") }
        #expect(throws: WhatIfError.self) { try ItemPattern(parsing: "   ") }
    }
}
