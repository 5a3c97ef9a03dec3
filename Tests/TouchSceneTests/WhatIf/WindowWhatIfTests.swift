import Testing
import TouchCore
@testable import TouchScene

/// What the window offers on a selected object: toggles, and the last input replayed with one, side by side.
@Suite struct WindowWhatIfTests {
    @Test("toggles flip each setting from its current value, by the object's kind")
    func toggles() throws {
        let scene = try WhatIfFixture.scene()
        #expect(scene.toggles(for: "tap").map(\.description) ==
                ["tap.cancelsTouchesInView=false", "tap.delaysTouchesBegan=true", "tap.delaysTouchesEnded=false", "tap.enabled=false"])
        #expect(scene.toggles(for: "button").map(\.description).contains("button.enabled=false"))
        #expect(scene.toggles(for: "panel").first?.description == "panel.userInteractionEnabled=false")
        #expect(scene.toggles(for: "VC").isEmpty && scene.toggles(for: "nobody").isEmpty)
        // Every toggle is accepted by the scene.
        for name in ["tap", "button", "panel"] {
            for setting in scene.toggles(for: name) { _ = try scene.applying([setting]) }
        }
    }

    @Test("the last input replayed with cancelsTouchesInView=false beside the run as written (rule D3)")
    func sideBySide() throws {
        let scene = try WhatIfFixture.scene()
        let samples = ScenarioCompiler.compile(scene.description.scenarios[0], parameters: scene.description.device).samples
        let comparison = try scene.sideBySide(samples: samples, settings: [try Setting(parsing: "tap.cancelsTouchesInView=false")])
        #expect(comparison.headings == ["as written", "tap.cancelsTouchesInView=false"])
        let row = try #require(comparison.rows.first)
        #expect(row.scenario == "last input")
        #expect(row.cells[0].outcome.items.last == "responder.touchesCancelled panel")
        #expect(row.cells[1].outcome.items.contains("responder.touchesEnded panel") && row.cells[1].differs)
    }
}
