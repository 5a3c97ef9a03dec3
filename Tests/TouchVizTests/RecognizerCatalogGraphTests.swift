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
        let k = catalog.key
        #expect(catalog.requirements(of: k("cardTap")) == [k("cardDouble"), k("rootPan")])
        #expect(catalog.requirements(of: k("cardDouble")) == [k("rootPan")])
        #expect(catalog.info(k("rootPan"))?.requiredToFailBy == [k("cardTap")])
        #expect(catalog.info(k("rootPan"))?.simultaneousWith == .all)
        #expect(catalog.info(k("cardDouble"))?.simultaneousWith == .only([k("rootPan")]))
        #expect(catalog.info(k("cardTap"))?.simultaneousWith == nil)
        #expect(catalog.maySimultaneouslyRecognize(k("cardTap"), k("rootPan")))
        #expect(!catalog.maySimultaneouslyRecognize(k("cardTap"), k("cardDouble")))
    }
}
