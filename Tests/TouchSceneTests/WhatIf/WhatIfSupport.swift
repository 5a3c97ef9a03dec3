import Testing
import TouchCore
@testable import TouchScene
import TouchTestSupport

/// A small scene for the what-if tests: a controller's view with a tap
/// recognizer over a plain view that handles its touches and a button
/// (seed article 003's demo), loaded from text as a file would be.
enum WhatIfFixture {
    static let yaml = """
    scene: what-if fixture
    windows:
      - name: Main
        root:
          controller: VC
          touches: handle
          implements: [tapped, clicked]
          view:
            name: base
            frame: [0, 0, 390, 844]
            gestures:
              - { kind: tap, name: tap, action: tapped, target: VC }
            subviews:
              - { name: panel, frame: [40, 120, 200, 200], touches: handle }
              - name: button
                kind: button
                frame: [40, 400, 160, 60]
                actions:
                  - { event: touchUpInside, target: VC, action: clicked }
    scenarios:
      - name: tap panel
        steps: [ { tap: [140, 220] } ]
      - name: tap button
        steps: [ { tap: [120, 430] } ]
      - name: hold panel
        steps:
          - down: { finger: 1, at: [140, 220] }
          - wait: 1.0
          - up: { finger: 1 }
    """

    static func scene(_ text: String = yaml) throws -> WhatIfScene {
        let description = try SceneLoader.parse(yaml: text, file: "fixture.yaml")
        return try WhatIfScene(file: "fixture.yaml", text: text, description: description)
    }

    static func gesture(_ name: String, in scene: SceneDescription) -> GestureDescription? {
        var found: GestureDescription?
        func visit(_ view: ViewDescription) {
            if let g = view.gestures.first(where: { $0.name == name }) { found = g }
            for node in view.subviews { visit(node) }
        }
        func visit(_ node: NodeDescription) {
            switch node {
            case .view(let v): visit(v)
            case .controller(let c): visit(c.view)
            default: break
            }
        }
        for window in scene.windows { if let root = window.root { visit(root) } }
        return found
    }

    /// The records of `scenario` run to its end; a timer left pending fails the test (the TestClock scope, design 8).
    static func records(_ scene: SceneDescription, _ scenario: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [TraceRecord] {
        let records = WhatIfRun.records(scene, scenario: scene.scenarios.first { $0.name == scenario }!)
        expectNoTimersPending(in: records, sourceLocation: sourceLocation)
        return records
    }
}
