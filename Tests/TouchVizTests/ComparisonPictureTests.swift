import Testing
import TouchCore
import TouchScene
@testable import TouchViz

/// The `compare --png` picture: one tinted cell per differing outcome, every text inside the picture.
@Suite struct ComparisonPictureTests {
    static let yaml = """
    scene: picture
    windows:
      - name: Main
        root:
          name: base
          frame: [0, 0, 390, 844]
          touches: handle
          gestures: [ { kind: tap, name: tap, action: tapped } ]
          subviews: [ { name: panel, frame: [40, 120, 200, 200], touches: handle } ]
    scenarios:
      - name: tap panel
        steps: [ { tap: [140, 220] } ]
      - name: hold panel
        steps: [ { down: { finger: 1, at: [140, 220] } }, { wait: 1.0 }, { up: { finger: 1 } } ]
    """

    @Test("differing cells are tinted and flagged, the rest not; texts fit the picture")
    func picture() throws {
        let description = try SceneLoader.parse(yaml: Self.yaml, file: "picture.yaml")
        let scene = try WhatIfScene(file: "picture.yaml", text: Self.yaml, description: description)
        let comparison = try Comparison(scene: scene, scenarios: description.scenarios,
                                        variants: [try .init(parsing: "no cancel: tap.cancelsTouchesInView=false")])
        // Rule D3: only the tap on the panel changes; a held touch fails the tap (G9) either way.
        #expect(comparison.rows.map { $0.cells.map(\.differs) } == [[false, true], [false, false]])
        let list = ComparisonPicture.make(comparison, title: "picture")
        let tints = list.commands.filter { if case .fillRect(_, let c) = $0 { return c == ComparisonPicture.differs } else { return false } }
        let flags = list.commands.filter { if case .text("≠", _, _, _, _) = $0 { return true } else { return false } }
        #expect(tints.count == 1 && flags.count == 1)
        for command in list.commands {
            guard case .text(let text, let origin, let size, _, let alignment) = command, alignment == .leading else { continue }
            #expect(origin.x + TextMetrics.width(of: text, size: size) <= list.size.width, "\(text)")
            #expect(origin.y + TextMetrics.lineHeight * size <= list.size.height, "\(text)")
        }
        let items = list.commands.compactMap { command -> String? in if case .text(let t, _, _, _, _) = command { return t } else { return nil } }
        #expect(items.contains("responder.touchesEnded panel") && items.contains("responder.touchesCancelled panel"))
    }
}
