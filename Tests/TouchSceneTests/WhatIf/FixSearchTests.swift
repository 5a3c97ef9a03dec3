import Testing
import TouchCore
@testable import TouchScene
import TouchTestSupport

/// `fix`: single settings first, then pairs; every wanted item must hold; ranked by side effects.
@Suite struct FixSearchTests {
    @Test("the panel keeps its touch (rule D3): cancelsTouchesInView=false is found, its Swift line and side effects printed")
    func cancels() throws {
        let scene = try WhatIfFixture.scene()
        let scenario = scene.description.scenarios[0]
        let search = FixSearch(scene: scene, scenario: scenario,
                               want: [try ItemPattern(parsing: "responder.touchesEnded panel"), try ItemPattern(parsing: "gesture.action tap")])
        let first = try #require(search.fixes.first)
        #expect(first.settings.map(\.description) == ["tap.cancelsTouchesInView=false"])
        #expect(first.swift == "tap.cancelsTouchesInView = false")
        // C3 and G4: with nothing held or cancelled the button no longer refuses the tap, so "tap button" changes.
        #expect(first.sideEffects.map(\.scenario) == ["tap button"])
        #expect(first.sideEffects[0].after.items.contains("gesture.action tap state=ended"))
        #expect(search.tried > 1 && !search.triedPairs)
        // Every fix kept does make the items hold.
        for fix in search.fixes {
            let records = WhatIfRun.records(try scene.applying(fix.settings), scenario: scenario)
            expectNoTimersPending(in: records)
            #expect(search.want.allSatisfy { $0.holds(in: records) }, "\(fix.settings)")
        }
    }

    @Test("!ITEM: the tap must not fire on the panel; fixes that keep the other scenarios unchanged rank first")
    func negatedAndRanked() throws {
        let scene = try WhatIfFixture.scene()
        let search = FixSearch(scene: scene, scenario: scene.description.scenarios[0],
                               want: [try ItemPattern(parsing: "!gesture.action tap")])
        #expect(!search.fixes.isEmpty)
        let counts = search.fixes.map(\.sideEffects.count)
        #expect(counts == counts.sorted())
        let all = search.fixes.map { $0.settings.map(\.description).joined(separator: "; ") }
        #expect(all.contains("tap.enabled=false"))
        // Turning the panel's interaction off only moves the touch to base (rule H2), where the tap still fires.
        #expect(!all.contains("panel.userInteractionEnabled=false"))
        #expect(search.tried >= search.fixes.count)
    }

    @Test("no setting works: pairs are tried, and the search says how many candidates it tried")
    func nothing() throws {
        let scene = try WhatIfFixture.scene()
        let search = FixSearch(scene: scene, scenario: scene.description.scenarios[0],
                               want: [try ItemPattern(parsing: "navigation.pop nobody")])
        #expect(search.fixes.isEmpty && search.triedPairs && search.tried == search.candidates && search.tried > 10)
        #expect(search.text.contains("tried \(search.tried) of \(search.candidates)"))
        let limited = FixSearch(scene: scene, scenario: scene.description.scenarios[0],
                                want: [try ItemPattern(parsing: "navigation.pop nobody")], limit: 5)
        #expect(limited.tried == 5 && limited.candidates > 5)
    }

    @Test("already holds: nothing to fix")
    func already() throws {
        let scene = try WhatIfFixture.scene()
        let search = FixSearch(scene: scene, scenario: scene.description.scenarios[0], want: [try ItemPattern(parsing: "gesture.action tap")])
        #expect(search.alreadyHolds && search.fixes.isEmpty)
    }

    @Test("rule G3: a double tap's single tap fires alone once it stops requiring the double tap's failure")
    func requirement() throws {
        let yaml = """
        scene: taps
        windows:
          - name: Main
            root:
              name: photo
              frame: [0, 0, 390, 844]
              touches: handle
              gestures:
                - { kind: tap, name: single, action: one, requireToFail: [double] }
                - { kind: tap, name: double, action: two, numberOfTapsRequired: 2 }
        scenarios:
          - name: one tap
            steps: [ { tap: [100, 100] } ]
        """
        let scene = try WhatIfFixture.scene(yaml)
        // As written the single tap waits for the double tap to fail (G3) and fires after maximumIntervalBetweenTaps.
        let search = FixSearch(scene: scene, scenario: scene.description.scenarios[0],
                               want: [try ItemPattern(parsing: "!gesture.waiting single")])
        let settings = search.fixes.map { $0.settings.map(\.description) }
        #expect(settings.contains(["single.requireToFail=[]"]))
        let fix = try #require(search.fixes.first { $0.settings.map(\.description) == ["single.requireToFail=[]"] })
        #expect(fix.swift == "// do not call single.require(toFail: double)")
        // The same bytes every run.
        #expect(search.text == FixSearch(scene: scene, scenario: scene.description.scenarios[0],
                                         want: [try ItemPattern(parsing: "!gesture.waiting single")]).text)
    }
}
