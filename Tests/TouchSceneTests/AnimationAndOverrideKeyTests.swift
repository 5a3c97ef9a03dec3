import Testing
import TouchCore
@testable import TouchScene

/// The scene keys of section A (`animate`, `animations`) and rules H7–H12
/// (`hitTest`, `hostingView` regions): they load into the description, and
/// mistakes are refused with file, line, column and key.
@Suite struct AnimationAndOverrideKeyTests {
    private let stage = """
        windows:
          - name: W
            root:
              name: root
              subviews:
                - { name: card, frame: [0, 0, 100, 100] }

        """

    @Test("rule A1: an animate step loads with its options, animator and completion, and compiles to a sample with no finger change")
    func animateStep() throws {
        let scene = try SceneLoader.parse(yaml: stage + """
            scenarios:
              - name: s
                steps:
                  - wait: 0.25
                  - animate: { name: fade, duration: 0.6, delay: 0.1, options: [allowUserInteraction], changes: { card: { alpha: 0 } }, completion: { card: { hidden: true } } }
                  - tap: [50, 50]
            """, file: "scene.yaml")
        guard case .animate(let a) = scene.scenarios[0].steps[1] else { Issue.record("not an animate step"); return }
        #expect(a.name == "fade" && a.duration == 0.6 && a.delay == 0.1 && a.allowUserInteraction && a.animator == .view)
        #expect(a.changes == [ViewChange(view: "card", changes: ViewChanges(alpha: 0))])
        #expect(a.completion == [ViewChange(view: "card", changes: ViewChanges(hidden: true))])
        let script = ScenarioCompiler.compile(scene.scenarios[0], in: scene)
        #expect(script.samples[0].changes.isEmpty && script.samples[0].animation == 0 && script.animations == [a])
        #expect(script.samples[0].time == VirtualTime(seconds: 0.25) && script.samples[1].time == VirtualTime(seconds: 0.25))
    }

    @Test("rule A1: the scene's animations start at their 'at' in every scenario, before that instant's samples")
    func timedAnimations() throws {
        let scene = try SceneLoader.parse(yaml: stage + """
            animations:
              - { at: 0.5, name: slide, duration: 1, animator: property, userInteractionEnabled: false, changes: { card: { center: [200, 200] } } }
            scenarios:
              - name: s
                steps: [ { wait: 0.5 }, { tap: [50, 50] } ]
            """, file: "scene.yaml")
        let script = ScenarioCompiler.compile(scene.scenarios[0], in: scene)
        #expect(script.samples.map(\.animation) == [0, nil, nil])
        #expect(script.animations[0].animator == .property && !script.animations[0].keepsViewsInteractive)
    }

    @Test("rule A1: an animation naming a view that is not there, or an unknown option, is refused where it is written")
    func animationMistakes() {
        expectProblem(stage + """
            scenarios:
              - name: s
                steps: [ { animate: { name: fade, duration: 1, changes: { crad: { alpha: 0 } } } } ]
            """, at: "{ alpha: 0 } } } } ]", key: "scenarios[0].steps[0].animate.changes.crad", "names 'crad', which is not in the scene",
            "did you mean 'card'?")
        expectProblem(stage + """
            scenarios:
              - name: s
                steps: [ { animate: { name: fade, duration: 1, options: [allowUserInteractions], changes: { card: { alpha: 0 } } } } ]
            """, at: "allowUserInteractions", key: "scenarios[0].steps[0].animate.options[0]", "unknown animation option")
        expectProblem(stage + """
            scenarios:
              - name: s
                steps: [ { animate: { name: fade, duration: 1, userInteractionEnabled: false, changes: { card: { alpha: 0 } } } } ]
            """, at: "userInteractionEnabled", key: "scenarios[0].steps[0].animate.userInteractionEnabled", "property animators only (rule A6)")
    }

    @Test("rule H10: a redirect or fallback naming the overriding view itself, or a view of another window, is refused naming both views")
    func overrideTargets() {
        expectProblem("""
            windows:
              - name: W
                root: { name: bar, hitTest: { fallback: bar } }
            """, at: "bar }", key: "windows[0].root.hitTest.fallback", "'bar'", "the overriding view itself", "rule H10")
        expectProblem("""
            windows:
              - name: W
                root: { name: bar, hitTest: { redirect: { to: other, margin: 10 } } }
              - name: V
                root: { name: other }
            """, at: "other, margin", key: "windows[0].root.hitTest.redirect.to", "'other', which is in window 'V'", "'bar' is in window 'W'")
        expectProblem("""
            windows:
              - name: W
                root: { name: bar, hitTest: { passThrough: root } }
            """, at: "root }", key: "windows[0].root.hitTest.passThrough", "windows only")
    }

    @Test("rule H12: a hosting view's regions load; with hostingHitTest views each interactive region is a view HOST.REGION")
    func hostingRegions() throws {
        let text = """
            device: { ios: 18 }
            windows:
              - name: W
                root:
                  name: host
                  kind: hostingView
                  regions:
                    - { name: toast, frame: [0, 0, 300, 60], interactive: false }
                    - { name: undo, frame: [200, 10, 80, 40], onTap: undo }
            """
        let scene = try SceneLoader.parse(yaml: text, file: "scene.yaml")
        let built = SceneBuilder.build(validated: scene)
        #expect(built.view("host.undo") is HostingRegionView && built.view("host.toast") == nil)
        var later = scene
        later.device.ios = 26
        #expect(SceneBuilder.build(validated: later).view("host.undo") == nil)
    }
}
