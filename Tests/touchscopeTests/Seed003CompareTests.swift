import Foundation
import Testing
import TouchScene

/// Seed article 003's table, reproduced by `compare` on Scenes/tap-view-button.yaml:
/// a tap recognizer on the controller's root view, a plain view that handles its
/// touches, a button; tapped three ways and held, as written and under
/// `cancelsTouchesInView = false` and `delaysTouchesBegan = true`.
/// Every cell is derived from semantics.md and written out here.
@Suite struct Seed003CompareTests {
    static let began = "responder.touchesBegan"
    static let button = [
        "responder.touchesBegan testBtn", "control.event testBtn event=touchDown", "responder.touchesEnded testBtn",
        "control.event testBtn event=touchUpInside", "action.deliver BaseVC action=testBtnClicked",
        "control.event testBtn event=primaryActionTriggered",
    ]

    /// (scenario, as written, cancelsTouchesInView=false, delaysTouchesBegan=true)
    static let table: [(String, [String], [String], [String])] = [
        // D1, G7, D3: the tap's action, then the view's touchesCancelled. D1: with no cancel the action comes
        // before the view's touchesEnded of the same lift. D2: with delaysTouchesBegan the held began is dropped
        // when the tap recognizes, and the view never hears of the touch.
        ("tap base",
         ["responder.touchesBegan base", "gesture.action tap state=ended", "responder.touchesCancelled base"],
         ["responder.touchesBegan base", "gesture.action tap state=ended", "responder.touchesEnded base"],
         ["gesture.action tap state=ended"]),
        ("tap testView",
         ["responder.touchesBegan testView", "gesture.action tap state=ended", "responder.touchesCancelled testView"],
         ["responder.touchesBegan testView", "gesture.action tap state=ended", "responder.touchesEnded testView"],
         ["gesture.action tap state=ended"]),
        // C3 and G4: the button refuses the superview's single tap while the tap would cancel or delay its
        // touches; with cancelsTouchesInView and delaysTouchesBegan both false it is not asked: the tap
        // recognizes and its action comes before the button's touchUpInside (D1). With delaysTouchesBegan the
        // button is asked at the lift, refuses, and the held began is released before the ended (D2).
        ("tap testBtn",
         button,
         Array(button[0...1]) + ["gesture.action tap state=ended"] + Array(button[2...]),
         button),
        // G9: held past maximumTapDuration the tap fails; the view gets the whole touch (D5), late with D2.
        ("hold testView",
         ["responder.touchesBegan testView", "responder.touchesEnded testView"],
         ["responder.touchesBegan testView", "responder.touchesEnded testView"],
         ["responder.touchesBegan testView", "responder.touchesEnded testView"]),
    ]

    @Test("compare under cancelsTouchesInView=false and delaysTouchesBegan=true reproduces seed 003's table (D1–D4, C3, G4, G9)")
    func table() throws {
        let path = Package.scenes.appendingPathComponent("tap-view-button.yaml").path
        let description = try SceneLoader.load(path: path)
        let scene = try WhatIfScene(file: path, text: try String(contentsOfFile: path, encoding: .utf8), description: description)
        let comparison = try Comparison(scene: scene, scenarios: description.scenarios, variants: [
            try .init(parsing: "no cancel: tap.cancelsTouchesInView=false"),
            try .init(parsing: "delay began: tap.delaysTouchesBegan=true"),
        ])
        #expect(comparison.headings == ["as written", "no cancel", "delay began"])
        #expect(comparison.rows.map(\.scenario) == Self.table.map(\.0))
        for (row, expected) in zip(comparison.rows, Self.table) {
            let cells = row.cells.map(\.outcome.items)
            #expect(cells[0] == expected.1, "\(expected.0), as written")
            #expect(cells[1] == expected.2, "\(expected.0), cancelsTouchesInView=false")
            #expect(cells[2] == expected.3, "\(expected.0), delaysTouchesBegan=true")
            #expect(row.cells.map(\.differs) == [false, expected.2 != expected.1, expected.3 != expected.1], "\(expected.0)")
        }
    }
}
