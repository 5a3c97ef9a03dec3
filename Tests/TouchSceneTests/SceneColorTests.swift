import Testing
@testable import TouchScene

/// Colours a view's `color:` may hold (scene-format.md, "Views").
@Suite struct SceneColorTests {
    private func rgba(_ s: String) -> [UInt8]? {
        SceneColor.parse(s).map { [$0.r, $0.g, $0.b, $0.a] }
    }

    @Test func hexForms() {
        #expect(rgba("#FFD60A") == [255, 214, 10, 255])
        #expect(rgba("#ffd60a80") == [255, 214, 10, 128])
        #expect(rgba("#F0A") == [255, 0, 170, 255])
        #expect(rgba("#FFD60") == nil)
        #expect(rgba("#GGGGGG") == nil)
        #expect(rgba("#") == nil)
    }

    @Test func namesAreUIKitSystemColours() {
        #expect(rgba("red") == [0xFF, 0x3B, 0x30, 255])
        #expect(rgba("systemBlue") == [0x00, 0x7A, 0xFF, 255])
        #expect(rgba("Grey") == rgba("gray"))
        #expect(rgba("clear") == [0, 0, 0, 0])
        #expect(rgba("reddish") == nil)
        for (name, _) in SceneColor.names { #expect(rgba(name) != nil, "\(name)") }
    }
}
