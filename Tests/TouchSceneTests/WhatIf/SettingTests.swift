import Testing
import TouchCore
@testable import TouchScene

/// Settings `OBJECT.PROPERTY=VALUE` (trace-format.md) applied to a scene in its own vocabulary.
@Suite struct SettingTests {
    @Test("a setting reads OBJECT.PROPERTY=VALUE; delegate.X is the same delegate answer as X")
    func parsing() throws {
        let s = try Setting(parsing: " tap.cancelsTouchesInView = false ")
        #expect(s.object == "tap" && s.property == "cancelsTouchesInView" && s.value == "false")
        let d = try Setting(parsing: "tap.delegate.shouldReceiveTouch={unless: {touchIn: [list]}}")
        #expect(d.property == "shouldReceiveTouch" && d.value == "{unless: {touchIn: [list]}}")
        for bad in ["tap.cancelsTouchesInView", "cancelsTouchesInView=false", "tap.=x", "tap.enabled=", "tap.enabled=[a"] {
            #expect(throws: WhatIfError.self, "\(bad)") { try Setting(parsing: bad) }
        }
    }

    @Test("rule D3's cancelsTouchesInView and G3's requireToFail change the description; the file is untouched")
    func applies() throws {
        let scene = try WhatIfFixture.scene()
        let changed = try scene.applying([try Setting(parsing: "tap.cancelsTouchesInView=false"),
                                          try Setting(parsing: "tap.delaysTouchesBegan=true")])
        let tap = try #require(WhatIfFixture.gesture("tap", in: changed))
        #expect(tap.cancelsTouchesInView == false && tap.delaysTouchesBegan == true)
        #expect(WhatIfFixture.gesture("tap", in: scene.description)?.cancelsTouchesInView == true)
        let view = try scene.applying([try Setting(parsing: "panel.userInteractionEnabled=false")])
        guard case .controller(let vc)? = view.windows[0].root, case .view(let panel) = vc.view.subviews[0] else {
            Issue.record("the fixture's shape changed"); return
        }
        #expect(panel.userInteractionEnabled == false)
    }

    @Test("a delegate answer goes to the recognizer's delegate, the enclosing controller when it has none")
    func delegateAnswer() throws {
        let scene = try WhatIfFixture.scene()
        let changed = try scene.applying([try Setting(parsing: "tap.shouldReceiveTouch=false")])
        let delegate = try #require(WhatIfFixture.gesture("tap", in: changed)?.delegate)
        #expect(delegate.object == "VC")
        #expect(delegate.shouldReceiveTouch == false)
        // Rule T2: the refused touch never reaches the recognizer, so the panel keeps its touch.
        let outcome = Outcome(records: WhatIfFixture.records(changed, "tap panel"))
        #expect(outcome.items == ["responder.touchesBegan panel", "responder.touchesEnded panel"])
    }

    @Test("unknown objects, unknown properties, wrong values and structure are refused with what to do")
    func errors() throws {
        let scene = try WhatIfFixture.scene()
        let unknown = #expect(throws: WhatIfError.self) { try scene.applying([try Setting(parsing: "tab.enabled=false")]) }
        #expect(unknown?.description.contains("no object named 'tab'") == true)
        #expect(unknown?.description.contains("did you mean 'tap'") == true)
        let property = #expect(throws: WhatIfError.self) { try scene.applying([try Setting(parsing: "tap.cancelTouchesInView=false")]) }
        #expect(property?.description.contains("cancelTouchesInView") == true)
        #expect(property?.description.contains("cancelsTouchesInView") == true, "the loader's did-you-mean: \(property?.description ?? "")")
        let value = #expect(throws: WhatIfError.self) { try scene.applying([try Setting(parsing: "tap.enabled=maybe")]) }
        #expect(value?.description.contains("refuses 'tap.enabled=maybe'") == true)
        let structure = #expect(throws: WhatIfError.self) { try scene.applying([try Setting(parsing: "panel.subviews=[]")]) }
        #expect(structure?.description.contains("structure") == true)
        let reference = #expect(throws: WhatIfError.self) { try scene.applying([try Setting(parsing: "tap.requireToFail=[nothing]")]) }
        #expect(reference?.description.contains("nothing") == true)
    }

    @Test("the named objects of a file: windows, controllers, views with their superview, recognizers with their view")
    func objects() throws {
        let scene = try WhatIfFixture.scene()
        #expect(scene.objects.map(\.name) == ["Main", "VC", "base", "tap", "panel", "button"])
        #expect(scene.objects.map(\.role) == [.window, .controller, .view, .recognizer, .view, .view])
        #expect(scene.objects.first { $0.name == "tap" }?.ownerView == "base")
        #expect(scene.objects.first { $0.name == "button" }?.kind == "button")
        #expect(scene.objects.first { $0.name == "panel" }?.controller == "VC")
    }
}
