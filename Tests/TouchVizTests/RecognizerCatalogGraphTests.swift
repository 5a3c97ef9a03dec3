import Testing
import TouchCore
import TouchScene
@testable import TouchViz

/// Design "Where the first version must change", item 3: the window's
/// recognizer panel reads the relation graph arbitration resolves.
@Suite struct RecognizerCatalogGraphTests {
    static let yaml = """
        windows:
          - name: W
            root:
              name: Root
              frame: [0, 0, 390, 844]
              gestures:
                - { kind: pan, name: rootPan, action: panned, delegate: { object: Root, simultaneousWith: all, requiredToFailBy: [cardTap] } }
              subviews:
                - name: card
                  frame: [10, 10, 300, 300]
                  gestures:
                    - { kind: tap, name: cardTap, action: tapped, requireToFail: [cardDouble] }
                    - { kind: tap, name: cardDouble, action: zoomed, numberOfTapsRequired: 2,
                        delegate: { object: card, simultaneousWith: [rootPan], requireFailureOf: [rootPan] } }
        """

    @Test("rules G3, G5: the catalog's requirements and simultaneity are the graph's static edges, from either side")
    func catalogReadsTheGraph() throws {
        let scene = Scenes.load(Self.yaml)
        let built = try SceneBuilder.build(scene)
        let catalog = RecognizerCatalog(built.application, parameters: scene.device)
        #expect(catalog.recognizers.map(\.name) == ["rootPan", "cardTap", "cardDouble"])
        #expect(catalog.requirements(of: "cardTap") == ["cardDouble", "rootPan"])
        #expect(catalog.requirements(of: "cardDouble") == ["rootPan"])
        #expect(catalog.info("rootPan")?.requiredToFailBy == ["cardTap"])
        #expect(catalog.info("rootPan")?.simultaneousWith == .all)
        #expect(catalog.info("cardDouble")?.simultaneousWith == .only(["rootPan"]))
        #expect(catalog.info("cardTap")?.simultaneousWith == nil)
        #expect(catalog.maySimultaneouslyRecognize("cardTap", "rootPan"))
        #expect(!catalog.maySimultaneouslyRecognize("cardTap", "cardDouble"))
    }
}
