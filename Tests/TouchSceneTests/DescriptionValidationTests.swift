import Testing
import TouchCore
@testable import TouchScene

/// Issue 8 item 5 (design.md 6): a `SceneDescription` validates itself,
/// whatever made it, and `SceneBuilder.build` throws instead of trapping.
@Suite struct DescriptionValidationTests {
    func scene(_ root: ViewDescription, scenarios: [ScenarioDescription] = []) -> SceneDescription {
        SceneDescription(title: "generated", device: DeviceParameters(), app: AppDescription(),
                         windows: [WindowDescription(name: "W", root: .view(root))], scenarios: scenarios)
    }

    @Test("every scene of the fixtures validates, as the loader already checked")
    func fixturesValidate() throws {
        for name in ["every-key", "nested-recognizers", "sibling-order", "single-waits-for-double", "view-and-button"] {
            #expect(try loadFixture(name).problems().isEmpty, "\(name)")
        }
    }

    @Test("a generated description with a duplicate name, an unknown requirement and a self requirement: every problem, no trap")
    func referencesAndNames() throws {
        var root = ViewDescription(name: "V")
        var a = GestureDescription(kind: .tap, name: "a")
        a.requireToFail = ["a", "nobody"]
        var b = GestureDescription(kind: .tap, name: "V")
        b.target = "a"
        root.gestures = [a, b]
        let messages = scene(root).problems().map(\.message)
        #expect(messages.count == 4, "\(messages)")
        #expect(messages.contains { $0.contains("names 'a' itself") })
        #expect(messages.contains { $0.contains("'nobody', which is not in the scene") })
        #expect(messages.contains { $0.contains("the name 'V' is taken") })
        #expect(messages.contains { $0.contains("'target' of recognizer 'V' names 'a', which is the recognizer") })
        do {
            _ = try SceneBuilder.build(scene(root), file: "gen")
            Issue.record("built a scene with a requirement on nobody")
        } catch {
            #expect(error.description.contains("'nobody' names no recognizer of the scene"))
            #expect(error.description.contains("requires its own failure"))
        }
    }

    @Test("numbers: NaN, infinity and values past the limit are problems of a generated description")
    func numbers() {
        var root = ViewDescription(name: "V", frame: Rect(x: .nan, y: 0, width: .infinity, height: 1e20))
        root.alpha = -.infinity
        var press = GestureDescription(kind: .longPress, name: "p")
        press.minimumPressDuration = 1e13
        root.gestures = [press]
        let found = scene(root).problems()
        #expect(found.count == 5, "\(found)")
        #expect(found.allSatisfy { $0.message.contains("1e9") })
    }

    @Test("scenarios: mismatched point lists and runaway samples are refused; the compiler never indexes past a list")
    func scenarios() {
        let bad = ScenarioDescription(name: "s", steps: [
            .downTogether(fingers: [1, 2], at: [Point(1, 1)]),
            .move(fingers: [1, 2], target: .toEach([Point(2, 2)]), duration: 0.1),
            .tap(points: [Point(1, 1)], count: 1_000_000, hold: 0, interval: 0),
        ])
        let messages = scene(ViewDescription(name: "V"), scenarios: [bad]).problems().map(\.message)
        #expect(messages.count == 3, "\(messages)")
        #expect(messages.contains { $0.contains("puts 2 fingers down at 1 points") })
        #expect(messages.contains { $0.contains("moves 2 fingers to 1 points") })
        #expect(messages.contains { $0.contains("over the limit of 100000") })
        let compiled = ScenarioCompiler.compile(ScenarioDescription(name: "s", steps: Array(bad.steps.prefix(2))), parameters: DeviceParameters())
        #expect(compiled.samples.count > 1)
    }

    @Test("views nested deeper than the limit are refused without recursion")
    func deepGeneratedNesting() {
        var view = ViewDescription(name: "leaf")
        for i in 0..<5000 {
            var parent = ViewDescription(name: "v\(i)")
            parent.subviews = [.view(view)]
            view = parent
        }
        let found = scene(view).problems()
        #expect(found.count == 1)
        #expect(found.first?.message.contains("deeper than 250 levels") == true)
    }

    @Test("the loader goes through validate: a scene over the limits from YAML is refused with FILE:LINE:COLUMN")
    func loaderValidates() throws {
        let yaml = "windows:\n  - name: W\n    root: { name: V }\nscenarios:\n  - name: long\n    steps: [ { wait: 1 } ]\n"
        #expect(problems(yaml).isEmpty)
        let scene = try SceneLoader.parse(yaml: yaml, file: "ok.yaml")
        #expect(scene.problems().isEmpty)
        #expect(try SceneBuilder.build(scene).responders["V"] != nil)
    }

    @Test("rules V11, L1, N2: a description may name the objects scroll views, lists and navigation controllers make, and nothing else")
    func madeObjects() throws {
        let yaml = """
            scene: made objects
            windows:
              - name: Main
                root:
                  controller: Nav
                  kind: navigationController
                  stack:
                    - controller: ListVC
                      view:
                        name: listView
                        subviews:
                          - { name: feed, kind: tableView, rows: 3, pan: { requireToFail: [Nav.interactivePop] } }
                        gestures:
                          - { kind: tap, name: t, requireToFail: [feed.pan, feed.delaysContentTouches],
                              delegate: { object: ListVC, shouldReceiveTouch: { unless: { touchIn: [feed.row2.contentView] } } } }
            """
        let loaded = try SceneLoader.parse(yaml: yaml, file: "made.yaml")
        #expect(loaded.problems().isEmpty, "\(loaded.problems().map(\.message))")
        // The same description with a name the objects do not make is refused by the description itself.
        var broken = loaded
        guard case .controller(var nav)? = broken.windows[0].root, var list = nav.navigation?.stack[0] else {
            Issue.record("no navigation stack"); return
        }
        list.view.gestures[0].requireToFail = ["feed.row3"]
        nav.navigation!.stack[0] = list
        broken.windows[0].root = .controller(nav)
        let messages = broken.problems().map(\.message)
        #expect(messages == ["'requireToFail' of recognizer 't' names 'feed.row3', which is not in the scene; expected a recognizer"], "\(messages)")
    }

    @Test("rule Q2: a generated description whose atEdge names a view that does not scroll is refused by validate, as the YAML decoder refuses it; touchIn and other are checked too")
    func conditionReferences() throws {
        var root = ViewDescription(name: "V")
        var scroller = ViewDescription(name: "S", kind: .scrollView)
        scroller.scroll = ScrollDescription()
        var list = ViewDescription(name: "T", kind: .tableView)
        list.scroll = ScrollDescription()
        list.list = ListDescription()
        let plain = ViewDescription(name: "P")
        var g = GestureDescription(kind: .pan, name: "g")
        var d = DelegateDescription(object: "V")
        d.shouldBegin = .when(.any([.atEdge(view: "S", edge: .left), .not(.atEdge(view: "T", edge: .top))]))
        g.delegate = d
        root.gestures = [g]
        root.subviews = [.view(scroller), .view(list), .view(plain)]
        #expect(scene(root).problems().isEmpty, "\(scene(root).problems().map(\.message))")

        // atEdge on a plain view, a recognizer and a missing name, deep in all/not; touchIn on a recognizer; other on a view.
        d.shouldBegin = .when(.all([.not(.atEdge(view: "P", edge: .left)), .atEdge(view: "g", edge: .top)]))
        d.shouldReceiveTouch = .unless(.touchIn(["g"]))
        d.simultaneousWith = .conditional(.when(.any([.atEdge(view: "nowhere", edge: .bottom), .other(["P"])])))
        g.delegate = d
        root.gestures = [g]
        let messages = scene(root).problems().map(\.message)
        #expect(messages.count == 5, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("'atEdge' in 'delegate' of recognizer 'g' 'shouldBegin' names 'P', which is the view") && $0.contains("does not scroll; expected a scroll view") }, "\(messages)")
        #expect(messages.contains { $0.contains("'atEdge'") && $0.contains("names 'g', which is the recognizer") }, "\(messages)")
        #expect(messages.contains { $0.contains("'atEdge'") && $0.contains("names 'nowhere', which is not in the scene") }, "\(messages)")
        #expect(messages.contains { $0.contains("'touchIn'") && $0.contains("names 'g'") && $0.hasSuffix("expected a view") }, "\(messages)")
        #expect(messages.contains { $0.contains("'other'") && $0.contains("names 'P'") && $0.hasSuffix("expected a recognizer") }, "\(messages)")

        // The scroll view's own answer (rule V4's touchesShouldCancel) and its pan's delegate are checked as well.
        var root2 = ViewDescription(name: "V")
        var s2 = ScrollDescription()
        s2.touchesShouldCancel = .when(.atEdge(view: "P", edge: .left))
        var scroller2 = ViewDescription(name: "S", kind: .scrollView)
        scroller2.scroll = s2
        root2.subviews = [.view(scroller2), .view(plain)]
        #expect(scene(root2).problems().map(\.message).count == 1)
    }
}
