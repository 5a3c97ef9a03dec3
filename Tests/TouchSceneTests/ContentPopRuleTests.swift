import Testing
import TouchCore
@testable import TouchScene

/// A navigation controller with InboxVC under MessageVC, whose view holds `content`; `navKeys` go on Nav.
func contentPopScene(device: String = "{ ios: 26 }", navKeys: String = "", content: String = "[]", scenarios: String) -> String {
    """
    scene: content pop
    device: \(device)
    windows:
      - name: Main
        root:
          controller: Nav
          kind: navigationController
          \(navKeys)
          stack:
            - { controller: InboxVC, view: { name: inbox } }
            - controller: MessageVC
              implements: [changed, scrub]
              view: { name: message, subviews: \(content) }
    scenarios:
    \(scenarios)
    """
}

@Suite struct ContentPopRuleTests {
    let right = "  - { name: right, steps: [ { drag: { from: [150, 400], to: [350, 400], duration: 0.3 } } ] }"

    @Test("rule N4: the content pop exists only when ios >= 26 and sdk >= 26, after the edge pop, requiring its failure")
    func existence() throws {
        let (scene, _) = try runScenario(contentPopScene(scenarios: right), "right")
        let pop = try #require(scene.recognizers["Nav.interactiveContentPop"])
        #expect(pop.kind == .screenEdgePan && !pop.delaysTouchesBegan && pop.cancelsTouchesInView)
        #expect(pop.view?.gestureRecognizers.map(\.name) == ["Nav.interactivePop", "Nav.interactiveContentPop"])
        #expect(pop.requiredToFail.map(\.name) == ["Nav.interactivePop"])
        for device in ["{ ios: 18 }", "{ ios: 26, sdk: 18 }"] {
            let (old, trace) = try runScenario(contentPopScene(device: device, scenarios: right), "right")
            #expect(old.recognizers["Nav.interactiveContentPop"]?.view == nil)  // inert: nameable, never attached
            #expect(trace.trace.story([.navigationPop]).isEmpty)
        }
    }

    @Test("rule N4: its delegate requires the failure of a list's LIST.swipeActions: leading actions open, and a row without them pops once the swipe pan refused")
    func swipeActionsRequirement() throws {
        let list = """
            [ { name: mail, kind: tableView, frame: [0, 100, 390, 744], rowHeight: 80, rows: 6, delegate: MessageVC,
                swipeActions: { leading: { actions: [ { title: Read } ] } }, cells: [ { row: 2, swipeActions: { leading: none } } ] } ]
            """
        let yaml = contentPopScene(content: list, scenarios: """
              - { name: row0, steps: [ { drag: { from: [120, 140], to: [300, 140], duration: 0.3 } } ] }
              - { name: row2, steps: [ { drag: { from: [120, 300], to: [300, 300], duration: 0.3 } } ] }
            """)
        let (_, opened) = try runScenario(yaml, "row0")
        let asked = opened.trace.story([.gestureShouldRequireFailure], keys: ["other", "result", "question"])
            .filter { $0.hasPrefix("gesture.shouldRequireFailure Nav.interactiveContentPop") }
        #expect(asked.contains("gesture.shouldRequireFailure Nav.interactiveContentPop other=mail.swipeActions result=true question=shouldRequireFailureOf"))
        #expect(asked.contains("gesture.shouldRequireFailure Nav.interactiveContentPop other=mail.pan result=false question=shouldRequireFailureOf"))
        let states = opened.trace.story([.gestureState], keys: ["to", "cause"])
            .filter { $0.contains("swipeActions") || $0.contains("ContentPop") }
        #expect(Array(states.prefix(2)) == [
            "gesture.state mail.swipeActions to=began cause=recognized",
            "gesture.state Nav.interactiveContentPop to=failed cause=requirement:mail.swipeActions",
        ])
        #expect(opened.trace.story([.navigationPop]).isEmpty)
        let (_, popped) = try runScenario(yaml, "row2")
        #expect(popped.trace.story([.gestureState], keys: ["to", "cause"])
            .filter { $0.contains("swipeActions") || $0.contains("ContentPop") }.prefix(2) == [
                "gesture.state mail.swipeActions to=failed cause=shouldBegin:mail.swipeHandler",
                "gesture.state Nav.interactiveContentPop to=began cause=recognized",
            ])
        #expect(popped.trace.story([.navigationPop], keys: ["recognizer"]) == ["navigation.pop Nav recognizer=Nav.interactiveContentPop"])
    }

    @Test("rule N5: it begins at 30 points to the right, fails on 10 points of vertical movement or 30 to the left")
    func thresholds() throws {
        let yaml = contentPopScene(scenarios: """
              - { name: short, steps: [ { drag: { from: [150, 400], to: [175, 400], duration: 0.3 } } ] }
              - { name: left, steps: [ { drag: { from: [300, 400], to: [100, 400], duration: 0.3 } } ] }
              - { name: down, steps: [ { drag: { from: [150, 400], to: [150, 600], duration: 0.3 } } ] }
              - { name: diagonal, steps: [ { drag: { from: [150, 400], to: [350, 440], duration: 0.3 } } ] }
            """)
        func states(_ name: String) throws -> [String] {
            try runScenario(yaml, name).device.trace.story([.gestureState], keys: ["to", "cause"]).filter { $0.contains("ContentPop") }
        }
        #expect(try states("short") == ["gesture.state Nav.interactiveContentPop to=failed cause=liftedBeforeHysteresis"])
        #expect(try states("left") == ["gesture.state Nav.interactiveContentPop to=failed cause=wrongDirection"])
        #expect(try states("down") == ["gesture.state Nav.interactiveContentPop to=failed cause=verticalMovement"])
        // A shallow diagonal: 40 points down over 200 across stays within 10 + 0.8 |dx| (capped at 25) until dx >= 30.
        #expect(try states("diagonal").first == "gesture.state Nav.interactiveContentPop to=began cause=recognized")
    }

    @Test("rule N6: a horizontal scroll view at its leading edge waits for the content pop; scrolled away it does not")
    func dynamicRequirements() throws {
        let carousel = "[ { name: carousel, kind: scrollView, frame: [0, 100, 390, 300], contentSize: [1170, 300] } ]"
        let (_, atEdge) = try runScenario(contentPopScene(content: carousel, scenarios: """
              - { name: right, steps: [ { drag: { from: [150, 250], to: [350, 250], duration: 0.3 } } ] }
            """), "right")
        #expect(atEdge.trace.story([.gestureDynamicRequirement], keys: ["on", "reason"])
                == ["gesture.dynamicRequirement carousel.pan on=Nav.interactiveContentPop reason=leadingEdge"])
        #expect(atEdge.trace.story([.navigationPop], keys: ["recognizer"]) == ["navigation.pop Nav recognizer=Nav.interactiveContentPop"])
        let scrolled = carousel.replacingOccurrences(of: "contentSize: [1170, 300]", with: "contentSize: [1170, 300], contentOffset: [390, 0]")
        let (_, away) = try runScenario(contentPopScene(content: scrolled, scenarios: """
              - { name: right, steps: [ { drag: { from: [150, 250], to: [350, 250], duration: 0.3 } } ] }
            """), "right")
        #expect(away.trace.story([.gestureDynamicRequirement]).isEmpty)
        #expect(away.trace.story([.navigationPop]).isEmpty)
        #expect(away.trace.story([.gestureState], keys: ["to"]).contains("gesture.state Nav.interactiveContentPop to=failed"))
    }

    @Test("rule N6: a vertical table waits, and a vertical drag fails the pop on the sample the table begins; edge touches get no requirement")
    func tableAndEdge() throws {
        let table = "[ { name: list, kind: tableView, frame: [0, 0, 390, 844], rows: 40 } ]"
        let yaml = contentPopScene(content: table, scenarios: """
              - { name: down, steps: [ { drag: { from: [150, 600], to: [150, 300], duration: 0.3 } } ] }
              - { name: edge, steps: [ { drag: { from: [5, 400], to: [300, 400], duration: 0.3 } } ] }
            """)
        let (_, down) = try runScenario(yaml, "down")
        #expect(down.trace.story([.gestureDynamicRequirement], keys: ["reason"])
                == ["gesture.dynamicRequirement list.pan reason=cannotScrollHorizontally"])
        let times = down.trace.records.filter { $0.kind == .gestureState && ($0.subject == "list.pan" || $0.subject == "Nav.interactiveContentPop") }
            .prefix(2).map(\.time)
        #expect(times.count == 2 && times[0] == times[1])
        let (_, edge) = try runScenario(yaml, "edge")
        #expect(edge.trace.story([.gestureDynamicRequirement]).isEmpty)
    }

    @Test("rule N7: disabled, it receives no touch; requireToFail makes it wait for an app's recognizer")
    func disablingAndOrdering() throws {
        let (_, disabled) = try runScenario(contentPopScene(navKeys: "interactiveContentPop: { enabled: false }", scenarios: right), "right")
        #expect(!disabled.trace.story([.gestureShouldReceiveTouch]).contains { $0.contains("ContentPop") })
        #expect(disabled.trace.story([.navigationPop]).isEmpty)
        let chart = "[ { name: chart, frame: [0, 300, 390, 200], gestures: [ { kind: pan, name: scrub, action: scrub, delegate: { object: MessageVC, simultaneousWith: all } } ] } ]"
        let (_, unordered) = try runScenario(contentPopScene(content: chart, scenarios: right), "right")
        #expect(unordered.trace.story([.navigationPop]).count == 1)
        let (_, ordered) = try runScenario(contentPopScene(navKeys: "interactiveContentPop: { requireToFail: [scrub] }", content: chart,
                                                           scenarios: right), "right")
        #expect(ordered.trace.story([.navigationPop]).isEmpty)
        #expect(ordered.trace.story([.gestureState], keys: ["to", "cause"]).contains(
            "gesture.state Nav.interactiveContentPop to=failed cause=requirement:scrub"))
    }

    @Test("rule N8: a slider's thumb follows the finger until the content pop begins, then gets touchCancel and the screen pops")
    func slider() throws {
        let slider = "[ { name: volume, kind: slider, frame: [40, 600, 310, 34], value: 0.2, actions: [ { event: valueChanged, target: MessageVC, action: changed } ] } ]"
        let (_, device) = try runScenario(contentPopScene(content: slider, scenarios: """
              - { name: thumb, steps: [ { drag: { from: [98, 617], to: [300, 617], duration: 0.4 } } ] }
            """), "thumb")
        let story = device.trace.story([.controlEvent, .gestureState, .navigationPop], keys: ["event", "to", "recognizer"])
            .filter { !$0.contains("to=changed") && !$0.contains("delaysContent") }
        let began = try #require(story.firstIndex(of: "gesture.state Nav.interactiveContentPop to=began"))
        #expect(story[..<began].contains("control.event volume event=valueChanged"))
        #expect(story[began...].contains("control.event volume event=touchCancel"))
        #expect(!story[began...].contains("control.event volume event=valueChanged"))
        #expect(story.last == "navigation.pop Nav recognizer=Nav.interactiveContentPop")
    }
}
