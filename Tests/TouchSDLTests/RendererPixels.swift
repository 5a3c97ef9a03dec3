import TouchCore
import TouchViz
@testable import TouchSDL

extension DisplayListRenderer {
    /// Draws `list` at scale 1 and reads back the surface: the pixels a test compares.
    func pixels(of list: DisplayList) throws -> RGBAImage {
        draw(list, scale: 1)
        return try RGBAImage(surface: surface)
    }
}

/// What a test frame changes every time after its cached or kept part: a
/// finger at `x` and a panel's text that names it.
func changingTail(at x: Double, finger: Color) -> [DrawCommand] {
    [.fillCircle(center: Point(x, 60), radius: 14, finger),
     .text("panel \(Int(x))", origin: Point(130, 20), size: 11, Color(240, 240, 240), alignment: .leading)]
}
