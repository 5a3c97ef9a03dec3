import Testing
import TouchCore
@testable import TouchScene

/// Design "Where the first version must change", items 2 and 3: references
/// are resolved once, when the scene is built, into objects; recognizer
/// relations form one typed graph (rules G3, G5, Q1) that arbitration
/// resolves, the window's recognizer panel draws and `check` prints.
@Suite struct RelationGraphTests {
    static let yaml = """
        windows:
          - name: W
            root:
              name: Root
              frame: [0, 0, 390, 844]
              gestures:
                - { kind: pan, name: rootPan, action: panned,
                    delegate: { object: Root, simultaneousWith: { when: { otherKind: [pan] } }, requiredToFailBy: [cardTap] } }
              subviews:
                - name: card
                  frame: [10, 10, 300, 300]
                  gestures:
                    - { kind: tap, name: cardTap, action: tapped, requireToFail: [cardDouble] }
                    - { kind: tap, name: cardDouble, action: zoomed, numberOfTapsRequired: 2,
                        delegate: { object: card, simultaneousWith: [rootPan], requireFailureOf: [rootPan] } }
        """

    func built() throws -> BuiltScene {
        try SceneBuilder.build(SceneLoader.parse(yaml: Self.yaml, file: "graph.yaml"))
    }

    @Test("rules G3, G5, Q1: the graph has a static edge per requirement and delegate answer, a conditional edge, and G5's tap exception")
    func edges() throws {
        let graph = RecognizerRelations(application: try built().application)
        #expect(graph.recognizers.map(\.name) == ["rootPan", "cardTap", "cardDouble"])
        #expect(graph.edges.map(\.text) == [
            "cardTap requires failure of rootPan (Root.gestureRecognizer(_:shouldBeRequiredToFailBy:) (delegate of rootPan))",
            "rootPan recognizes with any other {when: {otherKind: [pan]}} (Root.gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) (delegate of rootPan))",
            "cardTap requires failure of cardDouble (require(toFail:))",
            "cardTap never excludes cardDouble (TapGestureRecognizer.canPrevent(_:))",
            "cardDouble requires failure of rootPan (card.gestureRecognizer(_:shouldRequireFailureOf:) (delegate of cardDouble))",
            "cardDouble recognizes with rootPan (card.gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) (delegate of cardDouble))",
        ])
        let conditional = graph.edges.filter(\.isConditional)
        #expect(conditional.count == 1 && conditional[0].kind == .simultaneous)
    }

    @Test("rule Q1: a conditional edge is evaluated when asked, about the pair asked")
    func conditionalEdgeEvaluatedWhenAsked() throws {
        let scene = try built()
        let pan = try #require(scene.recognizers["rootPan"]), tap = try #require(scene.recognizers["cardTap"])
        let other = PanGestureRecognizer(name: "cardTap")  // a pan labelled like the tap
        #expect(RecognizerRelations.simultaneity(pan, with: tap)?.result == false)
        #expect(RecognizerRelations.simultaneity(pan, with: other)?.result == true)
        #expect(RecognizerRelations.simultaneity(tap, with: pan) == nil)  // no delegate: not asked
    }

    @Test("design item 2: every object gets an id, in the order of the description, the same on every build")
    func ids() throws {
        let a = try built(), b = try built()
        func ids(_ s: BuiltScene) -> [String] {
            var out: [String] = []
            for v in s.application.windows[0].subtree {
                out.append("\(v.name)\(v.id)")
                for g in v.gestureRecognizers { out.append("\(g.name)\(g.id)") }
            }
            return out
        }
        #expect(ids(a) == ids(b))
        #expect(ids(a) == ["W#2", "Root#3", "rootPan#4", "card#5", "cardTap#6", "cardDouble#7"])
        #expect(a.application.id == ObjectID(1))
    }

    @Test("design item 2: a reference to a missing object is a clear build error, never a silent no")
    func missingReferences() throws {
        var root = ViewDescription(name: "V")
        var a = GestureDescription(kind: .tap, name: "a")
        a.requireToFail = ["ghost"]
        var delegate = DelegateDescription(object: "V")
        delegate.shouldBegin = .unless(.touchIn([ViewReference(name: "phantom")]))
        delegate.simultaneousWith = .only(["spectre"])
        a.delegate = delegate
        root.gestures = [a]
        let scene = SceneDescription(title: "generated", device: DeviceParameters(), app: AppDescription(),
                                     windows: [WindowDescription(name: "W", root: .view(root))], scenarios: [])
        do {
            _ = try SceneBuilder.build(scene)
            Issue.record("built a scene with references to missing objects")
        } catch {
            let messages = error.problems.map(\.message)
            #expect(messages.contains { $0.hasPrefix("'ghost' names no recognizer of the scene") })
            #expect(messages.contains { $0.hasPrefix("'spectre' names no recognizer of the scene") })
            #expect(messages.contains { $0.hasPrefix("'phantom' in the condition {unless: {touchIn: [phantom]}} names no object") })
        }
    }

    @Test("design item 3: check prints the relation graph, the one the window's panel draws")
    func outline() throws {
        let text = SceneOutline.text(for: try SceneLoader.parse(yaml: Self.yaml, file: "graph.yaml"), path: "graph.yaml")
        #expect(text.contains("relations (G3, G5, Q1): 6 edges\n  cardTap requires failure of rootPan"))
    }
}
