import Testing
import TouchCore
@testable import TouchScene

/// The keys `touchscope import` writes: `transform` (rule H6), `class`, `address`.
@Suite struct TransformAndIdentityKeyTests {
    let scene = """
        windows:
          - name: W
            class: iConsoleWindow
            address: "0x13df5dd20"
            root:
              controller: VC
              class: SampleProject.BaseViewController
              address: "0x13e42be00"
              view:
                name: Root
                subviews:
                  - name: cover
                    class: _TtC7SwiftUI14_UIHostingView
                    address: "0x7fb2c8d0f0a0"
                    frame: [-15.3281, -15.3281, 130.656, 130.656]
                    transform: [0.92387953251128674, 0.38268343236508978, -0.38268343236508978, 0.92387953251128674, 0, 0]
                    gestures:
                      - { kind: tap, name: coverTap, class: ARDoggo.TapRecognizer, address: "0x2828fee00" }
                  - { name: plain, frame: [200, 200, 10, 10], transform: [1, 0, 0, 1, 0, 0] }
        """

    @Test("rule H6: transform, class and address load and reach the live views")
    func loads() throws {
        let d = try SceneLoader.parse(yaml: scene, file: "scene.yaml")
        #expect(d.windows[0].identity == ObjectIdentity(className: "iConsoleWindow", address: "0x13df5dd20"))
        guard case .controller(let vc)? = d.windows[0].root else { Issue.record("no controller"); return }
        #expect(vc.identity.className == "SampleProject.BaseViewController")
        guard case .view(let cover) = vc.view.subviews[0], case .view(let plain) = vc.view.subviews[1] else { return }
        #expect(cover.transform?.values == [0.92387953251128674, 0.38268343236508978, -0.38268343236508978, 0.92387953251128674, 0, 0])
        #expect(cover.gestures[0].identity.address == "0x2828fee00")
        #expect(plain.transform == nil, "the identity reads as no transform")
        let built = try SceneBuilder.build(d)
        let live = try #require(built.view("cover"))
        #expect(live.className == "_TtC7SwiftUI14_UIHostingView" && live.address == "0x7fb2c8d0f0a0")
        #expect(abs(live.bounds.width - 100) < 0.01)
        #expect(built.view("W")?.className == "iConsoleWindow")
    }

    @Test("rule H6: a transform must be six finite numbers with a non-zero determinant")
    func refusesBadTransforms() {
        func view(_ transform: String) -> String {
            "windows: [ { name: W, root: { name: A, frame: [0, 0, 10, 10], transform: \(transform) } } ]"
        }
        expectProblem(view("[1, 0, 0, 1]"), at: "[1, 0, 0, 1]", key: "windows[0].root.transform",
                      "must be a list of 6 numbers [a, b, c, d, tx, ty]")
        expectProblem(view("[1, 2, 2, 4, 0, 0]"), at: "[1, 2, 2, 4, 0, 0]", key: "windows[0].root.transform",
                      "squashes the view onto a line", "rule H6")
        expectProblem("windows: [ { name: W, root: { name: A, address: \"\" } } ]", at: "\"\"", key: "windows[0].root.address",
                      "is empty")
    }
}
