import Foundation
import Testing
import TouchCore
import TouchScene
@testable import TouchViz
import TouchTestSupport

/// Small scenes written in the tests, and helpers to run them and read
/// display lists: what is drawn where.
enum Scenes {
    /// The project's feed demo, `Scenes/feed.yaml`: the classic conflicts on one screen.
    static let feed: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("Scenes/feed.yaml"), encoding: .utf8)) ?? ""
    }()

    /// A single tap that requires a double tap to fail, on a view that handles touches.
    static let doubleTap = """
    scene: Single tap waiting for a double tap
    windows:
      - name: Main
        root:
          name: Root
          frame: [0, 0, 390, 844]
          subviews:
            - name: photo
              frame: [45, 200, 300, 300]
              color: "#64D2FF"
              touches: handle
              gestures:
                - { kind: tap, name: single, action: singleTap, requireToFail: [double] }
                - { kind: tap, name: double, action: doubleTap, numberOfTapsRequired: 2 }
    scenarios:
      - name: one tap
        steps: [ { tap: [195, 350] } ]
      - name: two taps
        steps: [ { tap: [195, 350], count: 2 } ]
    """

    /// Views A ⊃ {B, C}, C ⊃ {D, E}, each with a tap; D hidden-free, E below D.
    static let nested = """
    scene: Nested
    device:
      screen: [414, 736]
    windows:
      - name: Main
        root:
          controller: VC
          view:
            name: Root
            frame: [0, 0, 414, 736]
            subviews:
              - name: A
                frame: [20, 80, 374, 560]
                color: "#FFD60A"
                touches: forward
                gestures:
                  - { kind: tap, name: A_tap, action: aTap }
                subviews:
                  - name: B
                    frame: [10, 10, 354, 150]
                    color: "#FF9F0A"
                    hidden: true
                  - name: C
                    frame: [10, 180, 354, 360]
                    color: "#30D158"
                    gestures:
                      - { kind: pan, name: C_pan, action: cPan }
                    subviews:
                      - name: D
                        frame: [0, 37, 240, 61]
                        color: "#0A84FF"
                        gestures:
                          - { kind: tap, name: D_tap, action: dTap }
                      - name: E
                        frame: [0, 200, 354, 100]
                        color: "#BF5AF2"
    scenarios:
      - name: tap D
        steps:
          - tap: [150, 327]
      - name: drag C
        steps:
          - drag: { from: [100, 500], to: [300, 500], duration: 0.2 }
    """

    /// Every standard control, a label and an image.
    static let controls = """
    scene: Controls
    windows:
      - name: Main
        root:
          name: Root
          frame: [0, 0, 390, 844]
          color: "#F2F2F7"
          subviews:
            - { name: title, kind: label, frame: [20, 60, 350, 40], text: "Settings" }
            - { name: photo, kind: imageView, frame: [20, 110, 120, 90], color: "#E5E5EA" }
            - { name: ok, kind: button, frame: [20, 220, 160, 44], text: "OK", actions: [ { event: touchUpInside, action: okTapped } ] }
            - { name: wifi, kind: switch, frame: [20, 290, 51, 31], value: 1 }
            - { name: volume, kind: slider, frame: [20, 340, 300, 34], value: 0.25 }
            - { name: count, kind: stepper, frame: [20, 390, 94, 32], value: 3 }
            - { name: mode, kind: segmentedControl, frame: [20, 440, 300, 32], segments: 3, value: 1 }
            - { name: pages, kind: pageControl, frame: [20, 490, 300, 26], segments: 4, value: 2 }
            - name: list
              kind: scrollView
              frame: [20, 540, 350, 200]
              contentSize: [350, 800]
              contentOffset: [0, 100]
              subviews:
                - { name: row1, frame: [0, 0, 350, 60], color: "#FFFFFF" }
                - { name: row2, frame: [0, 120, 350, 60], color: "#D1D1D6" }
    scenarios:
      - name: tap ok
        steps: [ { tap: [100, 242] } ]
    """

    static func load(_ yaml: String) -> SceneDescription {
        do {
            return try SceneLoader.parse(yaml: yaml, file: "test.yaml")
        } catch {
            preconditionFailure("test scene does not load: \(error.description)")
        }
    }

    /// The scenario `name` of `yaml` as the window plays it, to its end; a
    /// timer left pending fails the test unless named in `expectingPending`.
    static func run(_ yaml: String, scenario name: String, expectingPending: [String] = [],
                    sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ScenarioRun {
        let scene = load(yaml)
        return .played(scene, scene.scenarios.first { $0.name == name }!, expectingPending: expectingPending, sourceLocation: sourceLocation)
    }
}

extension DisplayList {
    /// The texts drawn, in order.
    var texts: [String] { commands.compactMap { if case .text(let s, _, _, _, _) = $0 { return s } else { return nil } } }
}

extension Array where Element == DrawCommand {
    var texts: [String] { compactMap { if case .text(let s, _, _, _, _) = $0 { return s } else { return nil } } }

    /// The origin of the first text command saying exactly `s`.
    func origin(ofText s: String) -> Point? {
        for c in self { if case .text(let t, let o, _, _, _) = c, t == s { return o } }
        return nil
    }

    /// The colour of the first text command saying exactly `s`.
    func color(ofText s: String) -> Color? {
        for c in self { if case .text(let t, _, _, let color, _) = c, t == s { return color } }
        return nil
    }

    var filledRects: [(Rect, Color)] {
        compactMap { if case .fillRect(let r, let c) = $0 { return (r, c) } else { return nil } }
    }

    var strokedRects: [(Rect, Color, Double)] {
        compactMap { if case .strokeRect(let r, let c, let w) = $0 { return (r, c, w) } else { return nil } }
    }

    var circles: [(Point, Double, Color)] {
        compactMap { c -> (Point, Double, Color)? in
            switch c {
            case .fillCircle(let p, let r, let col): return (p, r, col)
            case .strokeCircle(let p, let r, let col, _): return (p, r, col)
            default: return nil
            }
        }
    }

    /// Balanced clips: every pushClip has its popClip.
    var clipsBalance: Bool {
        var depth = 0
        for c in self {
            if case .pushClip = c { depth += 1 }
            if case .popClip = c { depth -= 1; if depth < 0 { return false } }
        }
        return depth == 0
    }
}

func approx(_ a: Double, _ b: Double, _ tolerance: Double = 0.01) -> Bool { abs(a - b) <= tolerance }

func approx(_ a: Rect, _ b: Rect, _ tolerance: Double = 0.01) -> Bool {
    approx(a.minX, b.minX, tolerance) && approx(a.minY, b.minY, tolerance) && approx(a.width, b.width, tolerance)
        && approx(a.height, b.height, tolerance)
}

extension ScenarioRun {
    /// `init(scene:scenario:)` in the TestClock scope (design 8): the test
    /// fails if the run left a timer pending (its `runloop.pending`) that
    /// `expectingPending` does not name (`"owner.purpose"`).
    static func played(_ scene: SceneDescription, _ scenario: ScenarioDescription, expectingPending: [String] = [],
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ScenarioRun {
        let run = ScenarioRun(scene: scene, scenario: scenario)
        expectNoTimersPending(in: run.trace, expectingPending: expectingPending, sourceLocation: sourceLocation)
        return run
    }

    /// The moment after the first `cursor` records: the screen those records give (issue 27 point 4).
    func moment(cursor: Int, transform: ScreenTransform = ScreenTransform(origin: Point(30, 30), scale: 0.9),
                highlight: Set<ObjectKey> = []) -> MomentContext {
        let t = cursor > 0 ? index.time(ofRecord: cursor - 1) : .zero
        return MomentContext(index: index, cursor: cursor, now: t, catalog: RecognizerCatalog(application, parameters: scene.device),
                             snapshot: SceneSnapshot.make(state(cursor: cursor, at: t), screen: scene.device.screen), transform: transform,
                             highlight: highlight)
    }

    /// The cursor just after the first record of `kind` about `subject` that satisfies `test`.
    func cursor(after kind: TraceKind, _ subject: String, where test: (TraceRecord) -> Bool = { _ in true }) -> Int {
        for i in 0..<trace.count where trace[i].kind == kind && trace[i].subject == subject && test(trace[i]) { return i + 1 }
        preconditionFailure("no \(kind.rawValue) record about \(subject)")
    }
}

// Tests name objects by the labels their scenes give (unique in a scene
// file); the readers key by ObjectKey (issue 27.3), so these look the first
// one of a label up for the assertions.
extension TraceIndex {
    func recognizer(labelled label: String) -> RecognizerTrack? { recognizers.first { $0.name == label } }
    func responder(labelled label: String) -> ResponderTrack? { responders.first { $0.name == label } }
}

extension RecognizerCatalog {
    func key(_ label: String) -> ObjectKey { recognizers.first { $0.name == label }?.key ?? ObjectKey(label) }
    func info(labelled label: String) -> RecognizerInfo? { info(key(label)) }
}

extension RecognizerPanel.Edge {
    /// `from → to (relation)` by labels, for comparing with what a test writes.
    var labels: String { "\(from.label) → \(to.label) \(relation)" }
}
