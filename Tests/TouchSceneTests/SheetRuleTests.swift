import Testing
import TouchCore
@testable import TouchScene
import TouchTestSupport

/// A scene from `yaml`, built, with its scenario `name` run on a fresh
/// device to its end; a timer left pending fails the test unless named in
/// `expectingPending` (`"owner.purpose"`, the TestClock scope, design 8).
func runScenario(_ yaml: String, _ name: String, expectingPending: [String] = [],
                 sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> (scene: BuiltScene, device: Device) {
    let description = try SceneLoader.parse(yaml: yaml, file: "scene.yaml")
    let built = SceneBuilder.build(validated: description)
    let device = built.makeDevice()
    let scenario = try #require(description.scenarios.first { $0.name == name })
    device.run(ScenarioCompiler.compile(scenario, parameters: description.device), expectingPending: expectingPending,
               sourceLocation: sourceLocation)
    return (built, device)
}

extension Trace {
    /// "kind subject key=value ..." for the records of `kinds` (every kind when nil).
    func story(_ kinds: Set<TraceKind>? = nil, keys: [String] = []) -> [String] {
        records.filter { kinds?.contains($0.kind) ?? true }.map { r in
            ([r.kind.rawValue, r.subject] + keys.compactMap { k in r[k].map { "\(k)=\(HumanLog.text($0))" } }).joined(separator: " ")
        }
    }
}

/// A presenter with a button at [20, 120, 150, 44] presenting FormVC with `presentation` (YAML lines
/// indented under `presents:`), whose view holds `content`; `device` and `scenarios` as written.
func sheetScene(device: String = "", presentation: String = "modalPresentationStyle: pageSheet",
                content: String = "[]", scenarios: String) -> String {
    """
    scene: sheet
    \(device.isEmpty ? "" : "device: \(device)")
    windows:
      - name: Main
        root:
          controller: PresenterVC
          implements: [tapped]
          view:
            name: presenterView
            subviews:
              - { name: button, kind: button, frame: [20, 120, 150, 44], actions: [ { event: touchUpInside, target: PresenterVC, action: tapped } ] }
          presents:
            controller: FormVC
            \(presentation.split(separator: "\n").joined(separator: "\n        "))
            view: { name: formView, subviews: \(content) }
    scenarios:
    \(scenarios)
    """
}

let sheetKinds: Set<TraceKind> = [.sheetTracking, .sheetDrag, .sheetDetent, .presentationShouldDismiss, .presentationWillDismiss,
                                  .presentationDidDismiss, .presentationDidAttemptToDismiss, .presentationDismiss,
                                  .presentationDismissCancelled]

@Suite struct SheetRuleTests {
    @Test("rule M1: automatic is a form sheet from iOS 18, a page sheet on 13-17, full screen below 13 or for an sdk below 13")
    func styles() {
        #expect(ModalPresentationStyle.automatic.concrete(ios: 18, sdk: 18) == .formSheet)
        #expect(ModalPresentationStyle.automatic.concrete(ios: 15, sdk: 15) == .pageSheet)
        #expect(ModalPresentationStyle.automatic.resolved(ios: 18, sdk: 12) == .fullScreen)
        #expect(ModalPresentationStyle.pageSheet.resolved(ios: 13, sdk: 12) == .sheet)
        #expect(ModalPresentationStyle.pageSheet.resolved(ios: 12, sdk: 12) == .fullScreen)
        #expect(ModalPresentationStyle.overFullScreen.resolved(ios: 26, sdk: 26) == .fullScreen)
    }

    @Test("rule M2: the container holds the dimming view and the card; detents sit at 57, about 388.3 and 510 on the default screen")
    func geometry() throws {
        let yaml = sheetScene(presentation: """
            sheet: { detents: [ { custom: 300, identifier: small }, medium, large ], selectedDetent: medium, prefersGrabberVisible: true }
            """, scenarios: "  - { name: none, steps: [ { wait: 0.1 } ] }")
        let (scene, _) = try runScenario(yaml, "none")
        let window = try #require(scene.application.windows.first)
        #expect(window.subviews.map(\.name) == ["presenterView", "FormVC.sheet.container"])
        let container = try #require(scene.view("FormVC.sheet.container"))
        #expect(container.subviews.map(\.name) == ["FormVC.sheet.dimming", "FormVC.sheet.view"])
        #expect(scene.view("FormVC.sheet.view")?.subviews.map(\.name) == ["formView", "FormVC.sheet.grabber"])
        let sheet = try #require(scene.responders["FormVC.sheet"] as? SheetPresentationController)
        #expect(sheet.detents.map(\.identifier) == ["small", "medium", "large"])
        #expect(abs(sheet.offset - 388.32) < 0.01)
        #expect(sheet.largeOffset == 57 && sheet.smallestOffset == 510 && sheet.dismissOffset == 844)
        // The grabber's touch area reaches above the card; the card never answers itself.
        #expect(window.hitTest(Point(195, 380))?.name == "FormVC.sheet.grabber")
        #expect(window.hitTest(Point(100, 395))?.name == "formView")
    }

    @Test("rule M3: undimmed at its largest undimmed detent, a touch beside the sheet reaches the presenter's button")
    func undimmed() throws {
        let yaml = sheetScene(presentation: "sheet: { detents: [medium, large], largestUndimmedDetent: medium }",
                              scenarios: "  - { name: tap, steps: [ { tap: [95, 142] } ] }")
        let (_, device) = try runScenario(yaml, "tap")
        #expect(device.trace.story([.touchCreate, .actionDeliver], keys: ["view", "action"])
                == ["touch.create touch1 view=button", "action.deliver PresenterVC action=tapped"])
    }

    @Test("rule M3: a dimming tap dismisses a medium sheet; at the large detent it is ignored")
    func dimmingTap() throws {
        let medium = sheetScene(presentation: "sheet: { detents: [medium, large] }", scenarios: "  - { name: tap, steps: [ { tap: [195, 200] } ] }")
        let (scene, device) = try runScenario(medium, "tap")
        #expect(device.trace.story(sheetKinds, keys: ["cause", "reason"]) == [
            "presentation.shouldDismiss FormVC.sheet reason=default", "presentation.willDismiss FormVC.sheet",
            "presentation.dismiss FormVC.sheet cause=dimmingTap", "presentation.didDismiss FormVC.sheet cause=dimmingTap"])
        #expect(scene.view("FormVC.sheet.container")?.superview == nil)
        let large = sheetScene(scenarios: "  - { name: tap, steps: [ { tap: [195, 30] } ] }")
        let (_, device2) = try runScenario(large, "tap")
        #expect(device2.trace.story([.gestureState], keys: ["to"]).contains("gesture.state FormVC.sheet.dimming.tap to=ended"))
        #expect(device2.trace.story(sheetKinds).isEmpty)
    }

    @Test("rule M3: a refused dimming tap moves the sheet to its largest undimmed detent and is no attempt")
    func refusedTap() throws {
        let yaml = sheetScene(presentation: """
            isModalInPresentation: true
            presentationDelegate: { object: PresenterVC, implements: [didAttemptToDismiss, didChangeSelectedDetent] }
            sheet: { detents: [ { custom: 200, identifier: small }, medium, large ], selectedDetent: medium, largestUndimmedDetent: small }
            """, scenarios: "  - { name: tap, steps: [ { tap: [195, 200] } ] }")
        let (_, device) = try runScenario(yaml, "tap")
        #expect(device.trace.story(sheetKinds, keys: ["reason", "from", "to", "cause", "delegate"]) == [
            "presentation.shouldDismiss FormVC.sheet reason=isModalInPresentation",
            "sheet.detent FormVC.sheet from=medium to=small cause=dimmingTap delegate=PresenterVC"])
    }

    @Test("rule M4: the sheet's pan begins only vertically; a horizontal drag leaves it possible")
    func panAxis() throws {
        let yaml = sheetScene(scenarios: """
              - { name: side, steps: [ { drag: { from: [100, 400], to: [300, 405], duration: 0.3 } } ] }
              - { name: down, steps: [ { drag: { from: [100, 400], to: [100, 500], duration: 0.3 } } ] }
            """)
        let (_, side) = try runScenario(yaml, "side")
        #expect(!side.trace.story([.gestureState], keys: ["to"]).contains("gesture.state FormVC.sheet.pan to=began"))
        let (_, down) = try runScenario(yaml, "down")
        #expect(down.trace.story([.sheetDrag], keys: ["phase", "source"]).first == "sheet.drag FormVC.sheet phase=began source=FormVC.sheet.pan")
    }

    @Test("rule M4: a drag on the grabber is the sheet pan's and cancels the grabber; the exterior pan exists from iOS 17")
    func grabberAndExterior() throws {
        let yaml = sheetScene(presentation: "sheet: { detents: [medium, large], prefersGrabberVisible: true }", scenarios: """
              - { name: drag, steps: [ { drag: { from: [195, 395], to: [195, 300], duration: 0.3 } } ] }
            """)
        let (scene, device) = try runScenario(yaml, "drag")
        #expect(device.trace.story([.controlEvent], keys: ["event"]).contains("control.event FormVC.sheet.grabber event=touchCancel"))
        #expect(scene.recognizers["FormVC.sheet.exteriorPan"] != nil)
        let old = sheetScene(device: "{ ios: 16 }", presentation: "sheet: { detents: [medium, large] }",
                             scenarios: "  - { name: none, steps: [ { wait: 0.1 } ] }")
        let (oldScene, _) = try runScenario(old, "none")
        #expect(oldScene.recognizers["FormVC.sheet.exteriorPan"]?.view == nil)
    }

    @Test("rule M4.3: a drag from the dimming view above a medium sheet drags the sheet once the finger passes its top edge")
    func exteriorPan() throws {
        let yaml = sheetScene(presentation: "sheet: { detents: [medium, large] }", scenarios: """
              - { name: drag, steps: [ { drag: { from: [195, 300], to: [195, 500], duration: 0.3 } } ] }
            """)
        let (_, device) = try runScenario(yaml, "drag")
        #expect(device.trace.story([.sheetDrag], keys: ["phase", "source"]).first
                == "sheet.drag FormVC.sheet phase=began source=FormVC.sheet.exteriorPan")
        let offsets = device.trace.records.filter { $0.kind == .sheetOffset }.compactMap { r -> Double? in
            if case .number(let y)? = r["offset"] { return y }
            return nil
        }
        #expect(offsets.allSatisfy { $0 > 388.3 })
    }

    @Test("rule M5: dragged up past the large detent, the sheet rubber-bands with E_t = min(y_L - top inset, 100)")
    func topRubberBand() throws {
        let yaml = sheetScene(scenarios: "  - { name: up, steps: [ { drag: { from: [195, 400], to: [195, 200], duration: 0.3 } } ] }")
        let (scene, _) = try runScenario(yaml, "up")
        let sheet = try #require(scene.responders["FormVC.sheet"] as? SheetPresentationController)
        #expect(sheet.topRubberBandExtent == 10)
        #expect(sheet.constrained(57 - 190) == 57 - RubberBand.offset(pull: 190, extent: 10, coefficient: 0.55))
        #expect(sheet.constrained(600) == 57 + RubberBand.offset(pull: 543, extent: 196.75, coefficient: 0.55))
    }

    @Test("rule M6: the release projects u by v × 0.099 s; slow releases project nothing; a flick goes one candidate further")
    func releaseTargets() throws {
        let yaml = sheetScene(presentation: "sheet: { detents: [medium, large] }", scenarios: "  - { name: none, steps: [ { wait: 0.1 } ] }")
        let (scene, _) = try runScenario(yaml, "none")
        let sheet = try #require(scene.responders["FormVC.sheet"] as? SheetPresentationController)
        #expect(sheet.releaseTarget(u: 200, velocity: 200).name == "large")
        #expect(sheet.releaseTarget(u: 200, velocity: 1000).name == "medium")
        // A flick from just below the large detent goes on to medium (nearest to u and p is large, u beyond it).
        #expect(sheet.releaseTarget(u: 60, velocity: 1100).name == "medium")
        #expect(sheet.releaseTarget(u: 380, velocity: -1100).name == "large")
    }

    @Test("rule M7: a table scrolled down, or one that scrolls horizontally, is not tracked; a table at its top is")
    func trackingReasons() throws {
        func reason(_ content: String) throws -> [String] {
            let yaml = sheetScene(content: content, scenarios: "  - { name: down, steps: [ { drag: { from: [195, 400], to: [195, 600], duration: 0.3 } } ] }")
            return try runScenario(yaml, "down").device.trace.story([.sheetTracking], keys: ["result", "reason"])
        }
        #expect(try reason("[ { name: list, kind: tableView, frame: [0, 0, 390, 787], rows: 40 } ]")
                == ["sheet.tracking FormVC.sheet result=true reason=tracked"])
        #expect(try reason("[ { name: list, kind: tableView, frame: [0, 0, 390, 787], rows: 40, contentOffset: [0, 100] } ]")
                == ["sheet.tracking FormVC.sheet result=false reason=startOffset"])
        #expect(try reason("[ { name: grid, kind: scrollView, frame: [0, 0, 390, 787], contentSize: [800, 1600] } ]")
                == ["sheet.tracking FormVC.sheet result=false reason=horizontal"])
    }

    @Test("rule M7: a quick second flick within sheetSwipeInterval of an untracked pan scrolls (interval)")
    func interval() throws {
        let yaml = sheetScene(content: "[ { name: list, kind: tableView, frame: [0, 0, 390, 787], rows: 40, contentOffset: [0, 300] } ]",
                              scenarios: """
              - { name: two, steps: [ { drag: { from: [195, 200], to: [195, 600], duration: 0.1 } }, { drag: { from: [195, 300], to: [195, 700], duration: 0.1 } } ] }
            """)
        let (_, device) = try runScenario(yaml, "two")
        #expect(device.trace.story([.sheetTracking], keys: ["reason"]) == ["sheet.tracking FormVC.sheet reason=startOffset",
                                                                           "sheet.tracking FormVC.sheet reason=interval"])
        #expect(device.trace.story([.sheetDrag]).isEmpty)
    }

    @Test("rule M7: a drag up on a table at its top in a medium sheet raises the sheet to large first, then scrolls the rest")
    func expandsFirst() throws {
        let yaml = sheetScene(presentation: "sheet: { detents: [medium, large] }",
                              content: "[ { name: list, kind: tableView, frame: [0, 0, 390, 787], rows: 40 } ]",
                              scenarios: "  - { name: up, steps: [ { drag: { from: [195, 700], to: [195, 300], duration: 0.5 } } ] }")
        let (scene, device) = try runScenario(yaml, "up")
        let story = device.trace.story([.sheetDrag, .sheetDetent, .scrollOffset], keys: ["phase", "target", "to"])
        let firstScroll = try #require(story.firstIndex { $0.hasPrefix("scroll.offset") })
        #expect(story.firstIndex { $0.hasPrefix("sheet.drag") }! < firstScroll)
        #expect(story.contains("sheet.drag FormVC.sheet phase=ended target=large"))
        #expect(story.contains("sheet.detent FormVC.sheet to=large"))
        #expect((scene.responders["FormVC.sheet"] as? SheetPresentationController)?.offset == 57)
    }

    @Test("rule M8: isModalInPresentation refuses without asking the delegate; the sheet rubber-bands and a long pull is an attempt (M6)")
    func modal() throws {
        let yaml = sheetScene(presentation: """
            isModalInPresentation: true
            presentationDelegate: { object: PresenterVC, shouldDismiss: true, implements: [didAttemptToDismiss, didDismiss] }
            """, scenarios: "  - { name: pull, steps: [ { drag: { from: [195, 100], to: [195, 600], duration: 0.4 } } ] }")
        let (_, device) = try runScenario(yaml, "pull")
        #expect(device.trace.story(sheetKinds, keys: ["asked", "reason", "target", "delegate"]) == [
            "sheet.drag FormVC.sheet", "presentation.shouldDismiss FormVC.sheet asked=nil reason=isModalInPresentation",
            "sheet.drag FormVC.sheet target=large", "presentation.didAttemptToDismiss FormVC.sheet delegate=PresenterVC"])
    }

    @Test("rule M8: the delegate's shouldDismiss answers when implemented; its no keeps the sheet")
    func delegateRefuses() throws {
        let yaml = sheetScene(presentation: "presentationDelegate: { object: PresenterVC, shouldDismiss: false }",
                              scenarios: "  - { name: pull, steps: [ { drag: { from: [195, 100], to: [195, 700], duration: 0.2 } } ] }")
        let (scene, device) = try runScenario(yaml, "pull")
        #expect(device.trace.story([.presentationShouldDismiss], keys: ["asked", "result", "reason"])
                == ["presentation.shouldDismiss FormVC.sheet asked=PresenterVC result=false reason=delegate"])
        #expect(scene.view("FormVC.sheet.container")?.superview != nil)
    }

    @Test("rule M9: after a dismissal the container leaves the window and the next touch reaches the presenter")
    func dismissal() throws {
        let yaml = sheetScene(scenarios: "  - { name: flick, steps: [ { drag: { from: [195, 300], to: [195, 700], duration: 0.2 } }, { wait: 0.3 }, { tap: [95, 142] } ] }")
        let (scene, device) = try runScenario(yaml, "flick")
        #expect(device.trace.story([.presentationDismiss, .touchCreate], keys: ["cause", "view"])
                == ["touch.create touch1 view=formView", "presentation.dismiss FormVC.sheet cause=drag", "touch.create touch2 view=button"])
        #expect(scene.application.windows[0].subviews.map(\.name) == ["presenterView"])
    }

    @Test("rule M10: a full-screen presentation adds FormVC.container, no recognizer, and writes no presentation record")
    func fullScreen() throws {
        let yaml = sheetScene(device: "{ ios: 12 }", presentation: "modalPresentationStyle: pageSheet",
                              scenarios: "  - { name: pull, steps: [ { drag: { from: [195, 300], to: [195, 700], duration: 0.2 } } ] }")
        let (scene, device) = try runScenario(yaml, "pull")
        #expect(scene.application.windows[0].subviews.map(\.name) == ["FormVC.container"])
        #expect(scene.recognizers["FormVC.sheet.pan"]?.view == nil)  // inert: nameable, never attached
        #expect(device.trace.story(sheetKinds).isEmpty)
    }

    @Test("rule M11: a sheet holding a navigation controller on iOS 26 makes its pan wait for the content pop (sheetDismiss)")
    func sheetAndContentPop() throws {
        let yaml = """
        scene: nav in sheet
        device: { ios: 26 }
        windows:
          - name: Main
            root:
              controller: PresenterVC
              view: { name: presenterView }
              presents:
                controller: Nav
                kind: navigationController
                modalPresentationStyle: pageSheet
                stack:
                  - { controller: ListVC, view: { name: listView } }
                  - { controller: DetailVC, view: { name: detailView } }
        scenarios:
          - { name: down, steps: [ { drag: { from: [195, 300], to: [195, 700], duration: 0.3 } } ] }
          - { name: right, steps: [ { drag: { from: [100, 300], to: [300, 300], duration: 0.3 } } ] }
        """
        let (_, down) = try runScenario(yaml, "down")
        #expect(down.trace.story([.gestureDynamicRequirement], keys: ["on", "reason"])
                == ["gesture.dynamicRequirement Nav.sheet.pan on=Nav.interactiveContentPop reason=sheetDismiss"])
        #expect(down.trace.story([.sheetDrag], keys: ["phase"]).first == "sheet.drag Nav.sheet phase=began")
        let (_, right) = try runScenario(yaml, "right")
        #expect(right.trace.story([.navigationPop], keys: ["recognizer"]) == ["navigation.pop Nav recognizer=Nav.interactiveContentPop"])
        #expect(right.trace.story([.gestureState], keys: ["to"]).contains("gesture.state Nav.sheet.pan to=failed"))
    }

    @Test("section P: detents, the undimmed detent and the grabber are inert below iOS 15; custom detents below 16")
    func versions() throws {
        let yaml = sheetScene(device: "{ ios: 15 }", presentation: """
            sheet: { detents: [ { custom: 200, identifier: small }, medium, large ], prefersGrabberVisible: true }
            """, scenarios: "  - { name: none, steps: [ { wait: 0.1 } ] }")
        let sheet15 = try #require(try runScenario(yaml, "none").scene.responders["FormVC.sheet"] as? SheetPresentationController)
        #expect(sheet15.detents.map(\.identifier) == ["medium", "large"] && sheet15.grabber != nil)
        let yaml14 = yaml.replacingOccurrences(of: "ios: 15", with: "ios: 14")
        let sheet14 = try #require(try runScenario(yaml14, "none").scene.responders["FormVC.sheet"] as? SheetPresentationController)
        #expect(sheet14.detents.map(\.identifier) == ["large"] && sheet14.grabber == nil)
    }
}
