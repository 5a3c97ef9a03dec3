import Foundation
import Testing
import TouchCore
@testable import TouchScene
import TouchTestSupport

/// Rules E3–E9: a text view's text interaction in a table cell, from a scene
/// file as a user writes it; and the scene keys of V12–V18.
@Suite struct TextViewTests {
    /// A table of 100-point rows whose row 0 holds the text view `T` at [16, 10, 358, 80] of its cell,
    /// with a link `site` at [200, 0, 150, 20]; `settings` are more keys of `T`.
    func scene(_ settings: String, steps: String, ios: Double? = nil) throws -> (BuiltScene, Device) {
        let yaml = """
            scene: text view
            \(ios.map { "device: { ios: \($0) }" } ?? "")
            windows:
              - name: Main
                root:
                  controller: VC
                  view:
                    name: root
                    subviews:
                      - name: list
                        kind: tableView
                        frame: [0, 0, 390, 844]
                        rowHeight: 100
                        rows: 3
                        cells:
                          - row: 0
                            subviews:
                              - name: T
                                kind: textView
                                frame: [16, 10, 358, 80]
                                text: "Lunch at 1? See example.com"
                                scrollEnabled: false
                                links: [ { name: site, frame: [200, 0, 150, 20], url: "https://example.com" } ]
                                \(settings)
            scenarios:
              - name: s
                steps: \(steps)
            """
        let description = try SceneLoader.parse(yaml: yaml, file: "text.yaml")
        let built = SceneBuilder.build(validated: description)
        let device = built.makeDevice()
        device.run(ScenarioCompiler.compile(try #require(description.scenarios.first), parameters: description.device), expectingPending: [])
        return (built, device)
    }

    func items(_ device: Device, _ kinds: Set<TraceKind>, keys: [String] = []) -> [String] {
        device.trace.records.filter { kinds.contains($0.kind) }.map { r in
            ([r.kind.rawValue, r.subject] + keys.compactMap { k in r[k].map { "\(k)=\(HumanLog.text($0))" } }).joined(separator: " ")
        }
    }

    @Test("rule E4: a selectable, non-editable text view holds T.linkTap, T.textTap, T.doubleTap and T.loupe after its scroll view recognizers, delegate T.textInteraction")
    func recognizers() throws {
        let (built, _) = try scene("editable: false", steps: "[ { wait: 0.1 } ]")
        let text = try #require(built.view("T") as? TextView)
        #expect(text.gestureRecognizers.map(\.name) == ["T.pan", "T.delaysContentTouches", "T.linkTap", "T.textTap", "T.doubleTap", "T.loupe"])
        #expect(text.textRecognizers.allSatisfy { $0.delegate?.object === text.textInteraction && $0.cancelsTouchesInView })
        #expect(text.textTapGestureRecognizer?.delaysTouchesEnded == false && text.doubleTapGestureRecognizer?.settings.numberOfTapsRequired == 2)
        #expect(text.loupeGestureRecognizer?.settings.minimumPressDuration == 0.5)
        let (editable, _) = try scene("editable: true", steps: "[ { wait: 0.1 } ]")
        #expect((editable.view("T") as? TextView)?.linkTapGestureRecognizer == nil, "E6, E8: no link tap when editable")
        let (inert, _) = try scene("editable: false\n                    selectable: false", steps: "[ { wait: 0.1 } ]")
        #expect((inert.view("T") as? TextView)?.textRecognizers.isEmpty == true, "E4: neither selectable nor editable: none")
    }

    @Test("rules E5, E9: the first tap on selectable text is claimed (becomeFirst, no row selected); the second, as first responder, is refused and selects the row")
    func singleTap() throws {
        let (_, device) = try scene("editable: false", steps: "[ { tap: [100, 60] }, { wait: 1.0 }, { tap: [100, 60] } ]")
        #expect(items(device, [.gestureState, .responderBecomeFirst, .listDidSelect, .gestureShouldBegin], keys: ["to", "asked", "result", "row"])
            .filter { $0.contains("T.textTap") || $0.hasPrefix("responder") || $0.hasPrefix("list") } == [
                "gesture.shouldBegin T.textTap asked=T result=true", "gesture.shouldBegin T.textTap asked=T.textInteraction result=true",
                "gesture.state T.textTap to=ended", "responder.becomeFirst T",
                "gesture.shouldBegin T.textTap asked=T result=true", "gesture.shouldBegin T.textTap asked=T.textInteraction result=false",
                "gesture.state T.textTap to=failed", "list.didSelect list row=0",
            ])
    }

    @Test("rule E6: a link tap performs the delegate's primary action (iOS 17 and later), never makes the text view first responder, selects no row")
    func linkTap() throws {
        let (_, device) = try scene("editable: false\n                    delegate: { object: VC, primaryAction: none }", steps: "[ { tap: [290, 20] } ]")
        #expect(items(device, [.textLink], keys: ["link", "action", "asked"]) == ["text.link T link=site action=none asked=VC"])
        #expect(items(device, [.responderBecomeFirst, .listDidSelect, .listHighlight]).isEmpty)
        let (_, old) = try scene("editable: false\n                    delegate: { object: VC, primaryAction: none }", steps: "[ { tap: [290, 20] } ]", ios: 16)
        #expect(items(old, [.textLink], keys: ["action", "asked"]) == ["text.link T action=default asked=nil"], "section P: not asked before iOS 17")
    }

    @Test("rule E7: a double tap fires textTap on the first lift and doubleTap on the second, which selects the word; the loupe cancels the row's highlight")
    func doubleTapAndLoupe() throws {
        let (_, device) = try scene("editable: false", steps: "[ { tap: [100, 60], count: 2 } ]")
        #expect(items(device, [.gestureState], keys: ["to"]).filter { $0.contains("T.textTap to=ended") || $0.contains("T.doubleTap to=ended") }
            == ["gesture.state T.textTap to=ended", "gesture.state T.doubleTap to=ended"])
        #expect(items(device, [.textSelect], keys: ["granularity"]) == ["text.select T granularity=word"])
        let (_, held) = try scene("editable: false", steps: "[ { down: { finger: 1, at: [100, 60] } }, { wait: 0.7 }, { up: { finger: 1 } } ]")
        #expect(items(held, [.listHighlight, .listUnhighlight, .textLoupe, .textSelect], keys: ["state", "granularity"]) == [
            "list.highlight list", "text.loupe T state=began", "list.unhighlight list", "text.loupe T state=ended", "text.select T granularity=word",
        ])
    }

    @Test("rule E8: an editable text view's tap always begins: becomeFirst, beginEditing and the caret; later taps move the caret")
    func editable() throws {
        let (_, device) = try scene("editable: true", steps: "[ { tap: [100, 60] }, { wait: 1.0 }, { tap: [150, 60] } ]")
        #expect(items(device, [.responderBecomeFirst, .textBeginEditing, .textCaret, .listDidSelect], keys: ["at"]) == [
            "responder.becomeFirst T", "text.beginEditing T", "text.caret T at=(84, 50)", "text.caret T at=(134, 50)",
        ])
    }

    @Test("rule E9: the three fixes (selectable false, userInteractionEnabled false, pointInside links only) let the row be selected")
    func fixes() throws {
        for settings in ["editable: false\n                    selectable: false",
                         "editable: false\n                    userInteractionEnabled: false",
                         "editable: false\n                    pointInside: { links: only }"] {
            let (_, device) = try scene(settings, steps: "[ { tap: [100, 60] } ]")
            #expect(items(device, [.listDidSelect], keys: ["row"]) == ["list.didSelect list row=0"], "\(settings)")
        }
        let (_, link) = try scene("editable: false\n                    pointInside: { links: only }", steps: "[ { tap: [290, 20] } ]")
        #expect(items(link, [.textLink, .listDidSelect], keys: ["link"]) == ["text.link T link=site"], "fix 3 keeps links working")
    }

    @Test("rule E4: the text recognizers are set under their keys like a scroll view's pan:; a key for a recognizer the text view lacks is refused")
    func settings() throws {
        let (built, device) = try scene("editable: false\n                    textTap: { enabled: false }", steps: "[ { tap: [100, 60] } ]")
        #expect(built.recognizers["T.textTap"]?.isEnabled == false)
        #expect(items(device, [.listDidSelect], keys: ["row"]) == ["list.didSelect list row=0"])
        let problems = TouchSceneTestsProblems.of("""
            windows:
              - name: Main
                root:
                  name: T
                  kind: textView
                  editable: true
                  linkTap: { enabled: false }
            """)
        #expect(problems.contains { $0.message.contains("has no T.linkTap") })
    }

    @Test("rules V12–V18: bounces, refreshControl and the beginRefreshing/endRefreshing steps load; a step naming no refresh control is refused")
    func refreshKeys() throws {
        let yaml = """
            windows:
              - name: Main
                root:
                  controller: VC
                  implements: [reload]
                  view:
                    name: feed
                    kind: scrollView
                    contentSize: [390, 400]
                    bounces: true
                    refreshControl: { name: R, attach: property, endsAfter: 1, triggerDistance: 100, title: true,
                                      actions: [ { event: valueChanged, target: VC, action: reload } ] }
            scenarios:
              - name: s
                steps: [ { beginRefreshing: R }, { wait: 0.2 }, { endRefreshing: R } ]
            """
        let description = try SceneLoader.parse(yaml: yaml, file: "r.yaml")
        let built = SceneBuilder.build(validated: description)
        let control = try #require(built.view("R") as? RefreshControl)
        #expect(control.frame == Rect(x: 0, y: -83, width: 390, height: 83) && control.superview?.subviews.first === control)
        let device = built.makeDevice()
        device.run(ScenarioCompiler.compile(description.scenarios[0], parameters: description.device), expectingPending: [])
        #expect(items(device, [.refreshCall, .refreshState], keys: ["method", "by", "to"]) == [
            "refresh.call R method=beginRefreshing by=scenario", "refresh.state R to=refreshing",
            "refresh.call R method=endRefreshing by=scenario", "refresh.state R to=idle",
        ])
        let bad = TouchSceneTestsProblems.of(yaml.replacingOccurrences(of: "{ endRefreshing: R }", with: "{ endRefreshing: feed }"))
        #expect(bad.contains { $0.message.contains("calls a refresh control named 'feed'") })
        let kind = TouchSceneTestsProblems.of("windows: [ { name: Main, root: { name: X, kind: refreshControl } } ]")
        #expect(kind.contains { $0.message.contains("belongs to a scroll view") })
    }
}

enum TouchSceneTestsProblems {
    static func of(_ yaml: String) -> [SceneProblem] { problems(yaml) }
}

/// `fix` proposes E9's three fixes for a text view in a cell and V5/V14's for a refresh control on content that fits.
@Suite struct TextAndRefreshFixTests {
    @Test("rules E9, V14: fix candidates include selectable=false, pointInside={links: only} and alwaysBounceVertical=true")
    func candidates() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenes")
        for (scene, scenario, want, expected) in [
            ("text-view-in-cell.yaml", "tap the message text", "list.didSelect inbox row=0",
             // The text interaction's own recognizers (E4) are settable through the text view's mapping (G11).
             ["message.userInteractionEnabled=false", "message.selectable=false", "message.pointInside={links: only}",
              "message.textTap.cancelsTouchesInView=false", "message.textTap.enabled=false", "message.textTap.requireToFail=[message.doubleTap]"]),
            ("refresh-short-collection.yaml", "pull down to refresh", "control.event refresher event=valueChanged",
             ["photos.alwaysBounceVertical=true"]),
        ] {
            let path = root.appendingPathComponent(scene).path
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let whatIf = try WhatIfScene(file: path, text: text, description: try SceneLoader.parse(yaml: text, file: path))
            let target = try #require(whatIf.description.scenarios.first { $0.name == scenario })
            let search = FixSearch(scene: whatIf, scenario: target, want: [try ItemPattern(parsing: want)])
            // Each known fix is among the answers, in the order the search ranks them (issue 26.2).
            #expect(search.fixes.map { $0.settings.map(\.description).joined(separator: "; ") }.sorted() == expected.sorted(), "\(scene)")
        }
    }
}
