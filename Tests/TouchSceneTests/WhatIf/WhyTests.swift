import Testing
import TouchCore
@testable import TouchScene

/// `why`: what an object received and why, in UIKit's words, following causedBy (rule G10).
@Suite struct WhyTests {
    @Test("why the tap fails on the button: the button's gestureRecognizerShouldBegin, rules G4 and C3")
    func button() throws {
        let scene = try WhatIfFixture.scene()
        let records = WhatIfFixture.records(scene.description, "tap button")
        let why = try Why(records: records, about: "tap", scenario: "tap button", scene: scene)
        #expect(why.summary == "tap recognizer 'tap' on base: failed, 0 actions sent")
        let text = why.text
        #expect(text.contains("button.gestureRecognizerShouldBegin(tap) → false (rule G4; a button's default action refuses"))
        #expect(text.contains("C3"))
        #expect(text.contains("possible → failed"))
    }

    @Test("a view: what it received, with the hit-test that chose it")
    func view() throws {
        let scene = try WhatIfFixture.scene()
        let why = try Why(records: WhatIfFixture.records(scene.description, "tap panel"), about: "panel", scenario: "tap panel", scene: scene)
        #expect(why.summary == "view 'panel' received: touchesBegan, touchesCancelled")
        let kinds = why.entries.map(\.record.kind.rawValue)
        #expect(kinds.first == "touch.create")
        #expect(kinds.contains("responder.touchesCancelled"))
        #expect(why.text.contains("touchesCancelled([touch1], with:)"))
    }

    @Test("rule G10: causedBy is followed back to the first cause, in order, without looping")
    func chain() throws {
        let scene = try WhatIfFixture.scene()
        let t = VirtualTime.zero
        let records = [
            // Records as the core writes them: readers decode them into the typed schema (issue 27.1).
            TraceRecord(seq: 0, time: t, kind: .touchCreate, subject: "touch1",
                        fields: [TraceField("view", .string("panel")), TraceField("window", .string("main")),
                                 TraceField("location", .point(Point(x: 1, y: 1))), TraceField("tapCount", .int(1)),
                                 TraceField("finger", .int(1))]),
            TraceRecord(seq: 1, time: t, kind: .timerFire, subject: "tap", fields: [TraceField("timer", .string("maximumTapDuration"))]),
            TraceRecord(seq: 2, time: t, kind: .gestureState, subject: "tap",
                        fields: [TraceField("from", .string("possible")), TraceField("to", .string("ended")),
                                 TraceField("cause", .string("recognized")), TraceField("causedBy", .int(1))]),
            TraceRecord(seq: 3, time: t, kind: .responderTouchesCancelled, subject: "panel",
                        fields: [TraceField("touches", .strings(["touch1"])), TraceField("behaviour", .string("inherit")),
                                 TraceField("cause", .string("cancelsTouchesInView:tap")),
                                 TraceField("causedBy", .int(2))]),
        ]
        let why = try Why(records: records, about: "panel", scenario: "s", scene: scene)
        let cancelled = try #require(why.entries.first { $0.record.seq == 3 })
        #expect(cancelled.causes.map(\.record.seq) == [2, 1])
        #expect(cancelled.words.contains("tap recognized with cancelsTouchesInView true (rule D3)"))
        #expect(why.text.contains("← 0.000 #2  tap.state possible → ended"))
        // A cycle of links ends (record 1 made a state change that names record 3).
        var looping = records
        looping[1] = TraceRecord(seq: 1, time: t, kind: .gestureState, subject: "tap",
                                 fields: [TraceField("from", .string("possible")), TraceField("to", .string("possible")),
                                          TraceField("cause", .string("recognized")), TraceField("causedBy", .int(3))])
        let again = try Why(records: looping, about: "panel", scenario: "s", scene: scene)
        #expect(again.entries.first { $0.record.seq == 3 }?.causes.map(\.record.seq) == [2, 1])
    }

    @Test("an unknown name is refused with the scene's names")
    func unknown() throws {
        let scene = try WhatIfFixture.scene()
        let error = #expect(throws: WhatIfError.self) {
            try Why(records: WhatIfFixture.records(scene.description, "tap panel"), about: "pannel", scenario: "tap panel", scene: scene)
        }
        #expect(error?.description.contains("did you mean 'panel'") == true)
    }
}
