import Testing
@testable import TouchScene

/// Each class of mistake scene-format.md promises to catch is reported with
/// the file, the line, the column and the key, and says what was expected.
/// Problems about a key point at the key, problems about a value at the
/// value, missing keys at the mapping that lacks them.
@Suite struct SceneErrorTests {
    /// A view `V` in window `W`, with `extra` written inside the view's braces.
    private func view(_ extra: String) -> String {
        "windows: [ { name: W, root: { name: V, \(extra) } } ]"
    }

    @Test func unknownKeySuggestsTheNearestKnownKey() {
        expectProblem("""
            windows:
              - name: W
                root:
                  name: A
                  colour: red
            """, at: "colour", key: "windows[0].root.colour",
            "unknown key 'colour' in view 'A'", "expected one of: name, kind, frame, color", "(did you mean 'color'?)")
        expectProblem("scene: x\nwindow: []\n", at: "window:", key: "window", "did you mean 'windows'?")
        expectProblem(view("gestures: [ { kind: tap, name: t, numberOfTapRequired: 2 } ]"), at: "numberOfTapRequired",
                      key: "windows[0].root.gestures[0].numberOfTapRequired", "in tap recognizer 't'", "did you mean 'numberOfTapsRequired'?")
        expectProblem("device: { touchrate: 60 }", at: "touchrate", key: "device.touchrate", "did you mean 'touchRate'?")
    }

    @Test func wrongTypeSaysWhatWasExpected() {
        expectProblem("""
            windows:
              - name: W
                root: { name: A, frame: "big" }
            """, at: "\"big\"", key: "windows[0].root.frame",
            "'frame' of view 'A' must be a list of 4 numbers [x, y, width, height], not the string \"big\"")
        expectProblem("windows: [ { name: W, hidden: maybe } ]", at: "maybe", key: "windows[0].hidden", "must be true or false")
        expectProblem("windows: { name: W }", at: "{", key: "windows", "must be a list of windows, not a mapping")
        expectProblem("scenarios: [ { name: s, steps: [ { wait: soon } ] } ]", at: "soon", key: "scenarios[0].steps[0].wait",
                      "must be a number, zero or more, not the string \"soon\"")
        expectProblem(view("implements: [a, [b]]"), at: "[b]", key: "windows[0].root.implements[1]",
                      "item 2 of 'implements' of view 'V' must be a method name, not a list of 1 item")
    }

    @Test func missingRequiredKeys() {
        expectProblem("windows: [ { level: 1 } ]", at: "{ level", key: "windows[0].name",
                      "missing required key 'name' in window #1", "unique in the scene")
        expectProblem("windows: [ { name: W, root: { frame: [0, 0, 1, 1] } } ]", at: "{ frame", key: "windows[0].root.name",
                      "missing required key 'name' in the view at windows[0].root")
        expectProblem("windows: [ { name: W, root: { controller: VC } } ]", at: "{ controller", key: "windows[0].root.view",
                      "missing required key 'view' in view controller 'VC'")
        expectProblem(view("gestures: [ { kind: tap } ]"), at: "{ kind", key: "windows[0].root.gestures[0].name",
                      "missing required key 'name' in the recognizer at windows[0].root.gestures[0]")
        expectProblem(view("gestures: [ { name: g } ]"), at: "{ name: g", key: "windows[0].root.gestures[0].kind",
                      "missing required key 'kind' in recognizer 'g'", "expected one of: tap, longPress, pan, swipe, pinch, rotation, screenEdgePan")
        expectProblem("scenarios: [ { steps: [] } ]", at: "{ steps", key: "scenarios[0].name", "missing required key 'name' in scenario #1")
        expectProblem("scenarios: [ { name: s } ]", at: "{ name", key: "scenarios[0].steps", "missing required key 'steps' in scenario 's'")
        expectProblem(view("kind: button, actions: [ { event: touchUpInside } ]"), at: "{ event", key: "windows[0].root.actions[0].action",
                      "missing required key 'action' in action 1 of button 'V'")
        expectProblem(view("gestures: [ { kind: tap, name: t, delegate: { shouldBegin: false } } ]"), at: "{ shouldBegin",
                      key: "windows[0].root.gestures[0].delegate.object", "missing required key 'object' in the delegate of tap recognizer 't'")
    }

    @Test func namesAreUniqueAcrossTheWholeScene() {
        expectProblem("""
            app: { delegate: Main }
            windows:
              - name: Main
            """, at: "name: Main", key: "windows[0].name", "duplicate name: 'name' of this window is 'Main', which the application delegate at 1:8 already has",
            "rename this window")
        expectProblem("""
            windows:
              - name: W
                root:
                  name: A
                  gestures: [ { kind: tap, name: A } ]
            """, at: "name: A }", key: "windows[0].root.gestures[0].name", "duplicate name: 'name' of this recognizer is 'A', which the view at 4:7 already has",
            "names are unique across the whole scene", "rename this recognizer")
        expectProblem("windows: [ { name: W, root: { controller: W, view: { name: V } } } ]", at: "controller", key: "windows[0].root.controller",
                      "duplicate name: 'controller' of this controller is 'W', which the window at 1:14 already has")
        expectProblem("windows: [ { name: Application } ]", at: "name", key: "windows[0].name", "'name' may not be 'Application', the application's own name")
        expectProblem("scenarios: [ { name: s, steps: [] }, { name: s, steps: [] } ]", at: "name: s, steps: [] } ]", key: "scenarios[1].name",
                      "'name' of this scenario is 's', which the scenario at 1:16 already has")
    }

    @Test("rules R1, C2: action targets and delegates name responders")

    func referencesToResponders() {
        expectProblem("""
            windows:
              - name: W
                root:
                  name: B
                  kind: button
                  actions: [ { event: touchUpInside, target: BaseVc, action: go } ]
            """, at: "BaseVc", key: "windows[0].root.actions[0].target",
            "'target' of action 1 of button 'B' names 'BaseVc', which is not in the scene",
            "expected a responder: a view, view controller, window, Application or the app delegate")
        expectProblem(view("gestures: [ { kind: tap, name: t, target: Vv } ]"), at: "Vv",
                      key: "windows[0].root.gestures[0].target", "names 'Vv', which is not in the scene", "(did you mean 'V'?)")
        expectProblem(view("gestures: [ { kind: tap, name: t, delegate: { object: t } } ]"), at: "t } }",
                      key: "windows[0].root.gestures[0].delegate.object", "names 't', which is the recognizer at 1:", "expected a responder")
        #expect(problems("app: { delegate: D }\n" + view("gestures: [ { kind: tap, name: t, target: D, delegate: { object: Application } } ]"))
            .isEmpty, "the app delegate and Application are responders")
    }

    @Test("rules G3, G4, G5: failure requirements, shouldBegin and simultaneity name recognizers")

    func referencesToRecognizers() {
        let g = "gestures: [ { kind: tap, name: t, "
        expectProblem(view(g + "requireToFail: [t2] } ]"), at: "t2", key: "windows[0].root.gestures[0].requireToFail[0]",
                      "item 1 of 'requireToFail' of tap recognizer 't' names 't2', which is not in the scene",
                      "expected a gesture recognizer's name", "(did you mean 't'?)")
        expectProblem(view(g + "requireToFail: [t] } ]"), at: "t] }", key: "windows[0].root.gestures[0].requireToFail[0]",
                      "names 't' itself; a recognizer cannot wait for its own failure")
        expectProblem(view(g + "delegate: { object: V, requireFailureOf: [W] } } ]"), at: "W] }",
                      key: "windows[0].root.gestures[0].delegate.requireFailureOf[0]", "names 'W', which is the window at 1:14")
        expectProblem(view(g + "delegate: { object: V, requiredToFailBy: [x] } } ]"), at: "x] }",
                      key: "windows[0].root.gestures[0].delegate.requiredToFailBy[0]", "names 'x', which is not in the scene")
        expectProblem(view(g + "delegate: { object: V, simultaneousWith: [t, y] } } ]"), at: "y] }",
                      key: "windows[0].root.gestures[0].delegate.simultaneousWith[1]", "names 'y', which is not in the scene")
        expectProblem(view("gestureShouldBegin: { deny: [V] }"), at: "V] }",
                      key: "windows[0].root.gestureShouldBegin.deny[0]", "names 'V', which is the view at 1:31", "expected a gesture recognizer's name")
    }

    @Test("rules H3, V3, R1: pointInside.include, content-touch overrides and presentedBy")

    func referencesToViewsAndControllers() {
        expectProblem("""
            windows:
              - name: W
                root:
                  name: A
                  pointInside: { include: [D] }
                  subviews: [ { name: C } ]
              - name: W2
                root: { name: D }
            """, at: "D] }", key: "windows[0].root.pointInside.include[0]", "names 'D', which is the view at 8:13",
            "expected a view inside 'A' (pointInside.include names descendants of the view)")
        #expect(problems("""
            windows:
              - name: W
                root:
                  name: A
                  pointInside: { include: [C] }
                  subviews: [ { controller: VC, view: { name: B, subviews: [ { name: C } ] } } ]
            """).isEmpty, "a descendant through a child controller's view")
        let scroll = view("kind: scrollView, cancelContentTouchesIn: [Q], keepContentTouchesIn: [W]")
        expectProblem(scroll, at: "Q]", key: "windows[0].root.cancelContentTouchesIn[0]", "names 'Q', which is not in the scene", "expected a view's name")
        expectProblem(scroll, at: "W] }", key: "windows[0].root.keepContentTouchesIn[0]", "names 'W', which is the window at 1:14")
        expectProblem("windows: [ { name: W, root: { controller: VC, presentedBy: V, view: { name: V } } } ]", at: "V, view",
                      key: "windows[0].root.presentedBy", "'presentedBy' of view controller 'VC' names 'V', which is the view at",
                      "expected a view controller's name")
    }

    @Test func unknownNamedValuesListTheAllowedOnes() {
        expectProblem(view("kind: buton"), at: "buton", key: "windows[0].root.kind", "unknown view kind 'buton'",
                      "expected one of: view, imageView, label, control, button, switch, slider", "(did you mean 'button'?)")
        expectProblem(view("gestures: [ { kind: doubleTap, name: g } ]"), at: "doubleTap", key: "windows[0].root.gestures[0].kind",
                      "unknown recognizer kind 'doubleTap'", "expected one of: tap, longPress, pan")
        expectProblem(view("kind: button, actions: [ { event: tap, action: a } ]"), at: "tap,", key: "windows[0].root.actions[0].event",
                      "unknown control event 'tap'", "touchUpInside")
        expectProblem(view("gestures: [ { kind: swipe, name: g, direction: [left, rigth] } ]"), at: "rigth",
                      key: "windows[0].root.gestures[0].direction[1]", "unknown swipe direction 'rigth'", "right, left, up, down",
                      "did you mean 'right'?")
        expectProblem(view("gestures: [ { kind: screenEdgePan, name: g, edges: middle } ]"), at: "middle",
                      key: "windows[0].root.gestures[0].edges", "unknown screen edge 'middle'", "top, left, bottom, right, all")
        expectProblem(view("touches: ignore"), at: "ignore", key: "windows[0].root.touches", "unknown touches behaviour 'ignore'",
                      "inherit, forward, handle")
    }

    @Test func colours() {
        expectProblem(view("color: redd"), at: "redd", key: "windows[0].root.color", "unknown colour 'redd'", "\"#RRGGBB\"", "did you mean 'red'?")
        expectProblem("windows:\n  - name: W\n    root:\n      name: V\n      color: #FFD60A\n", line: 5, column: 13, key: "windows[0].root.color",
                      ["is empty", "an unquoted # starts a comment"])
    }

    @Test("bad values, rules P and H4 among them")

    func badValues() {
        expectProblem(view("alpha: 1.5"), at: "1.5", key: "windows[0].root.alpha", "'alpha' of view 'V' must be between 0 and 1, not 1.5")
        expectProblem(view("frame: [0, 0, -10, 5]"), at: "-10", key: "windows[0].root.frame[2]",
                      "'width' (item 3) of 'frame' of view 'V' must be zero or more, not -10")
        expectProblem("device: { touchRate: 0 }", at: "0", key: "device.touchRate", "must be more than zero, not 0")
        expectProblem("device: { hitTestPasses: 3 }", at: "3", key: "device.hitTestPasses", "must be 1 or 2, not 3")
        expectProblem("device: { screen: [390] }", at: "[390]", key: "device.screen", "must be a list of 2 numbers [width, height]")
        expectProblem(view("gestures: [ { kind: tap, name: t, numberOfTapsRequired: 0 } ]"), at: "0 }",
                      key: "windows[0].root.gestures[0].numberOfTapsRequired", "must be 1 or more, not 0")
        expectProblem(view("gestures: [ { kind: pan, name: p, minimumNumberOfTouches: 3, maximumNumberOfTouches: 2 } ]"), at: "2 }",
                      key: "windows[0].root.gestures[0].maximumNumberOfTouches", "must be at least 'minimumNumberOfTouches' (3), not 2")
        expectProblem(view("kind: slider, value: 2"), at: "2 }", key: "windows[0].root.value", "must be between 0 and 1, not 2")
        expectProblem(view("kind: switch, value: maybe"), at: "maybe", key: "windows[0].root.value", "must be a number, not the string \"maybe\"")
        expectProblem(view("kind: stepper, value: 1.5"), at: "1.5", key: "windows[0].root.value", "must be a whole number, not 1.5")
        expectProblem("windows: [ { name: \"\" } ]", at: "\"\"", key: "windows[0].name", "'name' of window #1 is empty")
    }

    @Test func kindSpecificKeysOnTheWrongKind() {
        expectProblem(view("gestures: [ { kind: pan, name: p, numberOfTapsRequired: 2 } ]"), at: "numberOfTapsRequired",
                      key: "windows[0].root.gestures[0].numberOfTapsRequired",
                      "'numberOfTapsRequired' applies only to tap, longPress recognizers, and pan recognizer 'p' is a pan")
        expectProblem(view("contentSize: [1, 1]"), at: "contentSize", key: "windows[0].root.contentSize",
                      "'contentSize' applies only to scrollView, tableView, collectionView, textView views, and view 'V' is a view")
        expectProblem(view("kind: label, actions: []"), at: "actions", key: "windows[0].root.actions",
                      "'actions' applies only to control, button, switch, slider, stepper, segmentedControl, pageControl, textField views")
        expectProblem(view("kind: button, segments: 2"), at: "segments", key: "windows[0].root.segments",
                      "'segments' applies only to segmentedControl, pageControl views, and button 'V' is a button")
    }

    @Test func yamlSyntaxErrorsStayReadable() {
        let error = loadError("windows:\n  - name: W\n    root: { name: V\n")
        #expect(error?.problems.count == 1)
        #expect(error?.description.hasPrefix("scene.yaml:4:1: YAML syntax error: ") == true, "\(error?.description ?? "")")
        expectProblem("scene: a\nscene: b\n", line: 1, column: 1, key: "scene", ["duplicate key 'scene'"])
        expectProblem("windows:\n\t- name: W\n", line: 2, column: 1, key: nil, ["YAML syntax error", "tabs may not indent YAML"])
        expectProblem("windows: *w\n", at: "*w", key: nil, "has no anchor ('&name')")
        expectProblem("scene: a\n---\nscene: b\n", at: "---", key: nil, "holds one YAML document")
    }

    @Test func windowsLineEndingsCountLinesTheSame() {
        expectProblem("scene: x\r\nwindows:\r\n  - name: W\r\n    hidden: maybe\r\n", line: 4, column: 13, key: "windows[0].hidden",
                      ["must be true or false"])
        #expect(problems("x-a: &a [one]\r\n# a comment\r\nwindows: [ { name: W, root: { name: V, implements: *a } } ]\r\n").isEmpty)
        expectProblem("x-a: &a [one]\r\n# a comment\r\n*a : x\r\n", line: 3, column: 1, key: nil, ["not supported in scene files"])
    }

    @Test func emptyOrNonMappingDocuments() {
        expectProblem("", line: 1, column: 1, key: nil, ["the file holds no scene"])
        expectProblem("# only a comment\n", line: 1, column: 1, key: nil, ["the file holds no scene"])
        expectProblem("- a\n- b\n", line: 1, column: 1, key: "",
                      ["the top of the file must be a mapping with the keys scene, device, app, windows, scenarios"])
        expectProblem("just text", line: 1, column: 1, key: "", ["must be a mapping", "not the string \"just text\""])
    }

    @Test func everyProblemOfAFileIsReportedInOrder() throws {
        let error = try #require(loadError("""
            scene: Many mistakes
            device: { touchRate: -1 }
            windows:
              - name: W
                root:
                  name: A
                  colour: red
                  subviews:
                    - { name: B, alpha: 2, kind: buton }
                    - { name: A }
            scenarios:
              - name: s
                steps: [ { up: { finger: 1 } } ]
            """))
        #expect(error.problems.map(\.location.description) == ["2:22", "7:7", "9:29", "9:38", "10:13", "13:30"])
        #expect(error.problems.map(\.key) == ["device.touchRate", "windows[0].root.colour", "windows[0].root.subviews[0].alpha",
                                              "windows[0].root.subviews[0].kind", "windows[0].root.subviews[1].name",
                                              "scenarios[0].steps[0].up.finger"])
        let lines = error.description.split(separator: "\n")
        #expect(lines.count == 6 && lines.allSatisfy { $0.hasPrefix("scene.yaml:") })
    }

    @Test func aMissingFileIsAnError() {
        do {
            _ = try SceneLoader.load(path: "/nonexistent/dir/scene.yaml")
            Issue.record("loaded a file that does not exist")
        } catch {
            #expect(error.file == "/nonexistent/dir/scene.yaml")
            #expect(error.description == "/nonexistent/dir/scene.yaml:1:1: the scene file does not exist; check the path and its permissions")
        }
    }
}
