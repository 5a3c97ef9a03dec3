import Foundation
import Testing
import TouchScene

/// Issue 12's acceptance: on the keyboard-dismiss scene (a table `list` under a
/// tap `dismissTap` whose action is endEditing), `fix --want "list.didSelect list row=1"`
/// finds both known fixes, `dismissTap.cancelsTouchesInView = false` (rule D3, L5)
/// and a delegate refusing touches in the table (rule Q: `shouldReceiveTouch:
/// {unless: {touchIn: [list]}}`), and ranks first the one that keeps the other
/// scenarios unchanged. The scene comes with the "lists" work and rule Q's
/// conditional answers with the "scroll" work: the test runs once both are merged.
@Suite struct KeyboardDismissFixTests {
    static let path = Package.scenes.appendingPathComponent("keyboard-dismiss.yaml").path

    @Test("fix finds cancelsTouchesInView=false and a delegate refusing touches in the table, the one without side effects first",
          .enabled(if: FileManager.default.fileExists(atPath: path), "waits for Scenes/keyboard-dismiss.yaml (lists) and rule Q answers (scroll)"))
    func keyboardDismiss() throws {
        let description = try SceneLoader.load(path: Self.path)
        let scene = try WhatIfScene(file: Self.path, text: try String(contentsOfFile: Self.path, encoding: .utf8), description: description)
        let want = [try ItemPattern(parsing: "list.didSelect list row=1")]
        // The scenario that taps row 1 and does not select it as written (L5).
        let scenario = try #require(description.scenarios.first { !want[0].holds(in: playedRecords(description, scenario: $0)) && $0.name.contains("row") }
                                    ?? description.scenarios.first { !want[0].holds(in: playedRecords(description, scenario: $0)) })
        let search = FixSearch(scene: scene, scenario: scenario, want: want)
        let found = search.fixes.map { $0.settings.map(\.description) }
        #expect(found.contains(["dismissTap.cancelsTouchesInView=false"]), "\(found)")
        let delegate = search.fixes.first { fix in
            fix.settings.count == 1 && fix.settings[0].object == "dismissTap" && fix.settings[0].property == "shouldReceiveTouch"
                && fix.settings[0].value.contains("touchIn: [list]")
        }
        #expect(delegate != nil, "\(found)")
        #expect(delegate?.swift.contains("shouldReceive touch: UITouch") == true)
        // The delegate keeps the field's taps and the background's dismissal as they were; it changes only
        // "tap the field, then row 1", where the keyboard now stays up (the tap never hears of the row's
        // touch, as in UIKit). cancelsTouchesInView=false also sends the dismiss action on every tap of the
        // field (D1, D3), so the delegate ranks first.
        let first = try #require(search.fixes.first)
        let cancels = try #require(search.fixes.first { $0.settings.map(\.description) == ["dismissTap.cancelsTouchesInView=false"] })
        #expect(first == delegate, "\(found)")
        #expect(first.sideEffects.count < cancels.sideEffects.count)
        // Issue 26.3: the row is selected there too, but the keyboard now stays up (the dismissal and the
        // field's resignFirst are gone): any change besides the wanted items is a side effect, printed as such.
        #expect(first.sideEffects.map(\.scenario) == ["tap the field, then row 1"])
        #expect(first.alsoFixes.isEmpty)
        #expect(first.breaks.isEmpty, "the probes (a tap on root's background) still dismiss")
        #expect(search.text.contains("side effect on \"tap the field, then row 1\":\n"))
        #expect(search.text.contains("- responder.resignFirst nameField"))
    }

    @Test("fix without --scenario fixes every scenario where row 1 is tapped and not selected, the delegate first (rules L5, Q)",
          .enabled(if: FileManager.default.fileExists(atPath: path)))
    func everyScenario() throws {
        let description = try SceneLoader.load(path: Self.path)
        let scene = try WhatIfScene(file: Self.path, text: try String(contentsOfFile: Self.path, encoding: .utf8), description: description)
        let want = [try ItemPattern(parsing: "list.didSelect list row=1")]
        let search = FixSearch.everyScenario(scene: scene, want: want)
        // Tapping the field alone never meets the list: it is not asked to select a row.
        #expect(search.scenarios == ["tap row 1", "tap the field, then row 1"])
        #expect(search.text.contains("no --scenario: fixing the 2 scenarios where a wanted item does not hold as written: "
                                     + "\"tap row 1\", \"tap the field, then row 1\""))
        let found = search.fixes.map { $0.settings.map(\.description) }
        #expect(found.first == ["dismissTap.shouldReceiveTouch={unless: {touchIn: [list]}}"], "\(found)")
        #expect(search.fixes.first?.sideEffects.isEmpty == true)
        let cancels = try #require(search.fixes.first { $0.settings.map(\.description) == ["dismissTap.cancelsTouchesInView=false"] })
        // cancelsTouchesInView=false sends the dismiss action on every tap of the field too (D1, D3): real side effects.
        #expect(cancels.sideEffects.map(\.scenario) == ["tap the field", "tap the field, then the background"])
        #expect(cancels.alsoFixes.isEmpty)
    }
}
