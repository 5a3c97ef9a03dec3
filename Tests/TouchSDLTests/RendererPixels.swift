import TouchViz
@testable import TouchSDL

extension DisplayListRenderer {
    /// Draws `list` at scale 1 and reads back the surface: the pixels a test compares.
    func pixels(of list: DisplayList) throws -> RGBAImage {
        draw(list, scale: 1)
        return try RGBAImage(surface: surface)
    }
}
