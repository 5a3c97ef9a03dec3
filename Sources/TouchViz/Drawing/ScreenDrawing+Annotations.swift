import TouchCore

/// What the screen marks on top of the views: an animating view's model
/// frame, where hit-testing sees it while it is drawn on its way (section
/// A), a view's or window's `hitTest` override (rules H7–H12), and a
/// hosting view's SwiftUI regions (H12).
extension ScreenDrawing {
    /// The model frame's outline: magenta when the animation keeps the view
    /// touchable, red when it makes it unhittable (A2).
    static let modelColor = Color(0xBF, 0x5A, 0xF2)
    static let overrideColor = Color(0xFF, 0x9F, 0x0A)
    static let regionColor = Color(0x30, 0xD1, 0x58)

    static func drawAnnotations(_ snapshot: SceneSnapshot, transform: ScreenTransform, screen: Rect, into canvas: inout Canvas) {
        // Labels go only where no other text is and inside the screen, shortened to the room they have.
        var space = LabelSpace(textsOf: canvas.commands)
        let inside = screen.insetBy(dx: 2, dy: 2)
        func label(_ text: String, _ origin: Point, maxWidth: Double, fill: Color?, color: Color, alignRight: Bool = false) {
            let size = 8.5
            let pad = fill == nil ? 0 : size * 0.9
            guard let shown = TextFit.truncated(text, width: min(maxWidth, inside.width) - pad, size: size) else { return }
            let width = TextMetrics.width(of: shown, size: size) + pad
            let height = TextMetrics.lineHeight * size + (fill == nil ? 0 : 2)
            var x = alignRight ? origin.x - width : origin.x
            x = max(inside.minX, min(x, inside.maxX - width))
            let r = Rect(x: x, y: origin.y, width: width, height: height)
            guard r.minY >= inside.minY, r.maxY <= inside.maxY, space.isFree(r) else { return }
            if let fill { _ = canvas.pill(shown, r.origin, size: size, fill: fill) } else { canvas.text(shown, r.origin, size: size, color) }
            space.take(r)
        }
        for view in snapshot.views where !view.isHidden {
            for region in view.regions {
                let r = transform.rect(region.frame)
                if region.interactive { canvas.fill(r, regionColor.withAlpha(40)) }
                canvas.stroke(r, region.interactive ? regionColor : Palette.possible, width: region.interactive ? 1.5 : 1)
                label(view.name + "." + region.name, Point(r.minX + 3, r.maxY - 12), maxWidth: r.width - 6, fill: nil,
                      color: region.interactive ? regionColor : Palette.possible)
            }
            if let model = view.modelFrame, !view.isWindow {
                let color = view.animationBlocksTouches ? Palette.failed : modelColor
                let m = transform.rect(model), drawn = transform.rect(view.frame)
                dashed(m, color, into: &canvas)
                if m.midX != drawn.midX || m.midY != drawn.midY {
                    canvas.arrow(Point(drawn.midX, drawn.midY), Point(m.midX, m.midY), color.withAlpha(200), width: 1.5)
                }
                let text = "\(view.name) model · \(view.animations.joined(separator: ", "))"
                    + (view.animationBlocksTouches ? " · no touches (A2)" : " · hit here (A3)")
                let y = m.maxY + 16 <= inside.maxY ? m.maxY + 2 : m.minY - 16
                label(text, Point(m.minX, y), maxWidth: inside.width, fill: color.withAlpha(220), color: Palette.text)
            }
            if let override = view.hitTestOverride {
                let r = transform.rect(view.frame)
                canvas.stroke(r.insetBy(dx: 1.5, dy: 1.5), overrideColor, width: 2)
                // A window's at the bottom, clear of the hit-test legend at the top.
                let y = view.isWindow ? min(r.maxY, inside.maxY) - 34 : r.minY + 2
                label(override, Point(r.maxX - 4, y), maxWidth: r.width - 8, fill: overrideColor.withAlpha(230), color: Palette.text, alignRight: true)
            }
        }
    }

    /// A rectangle outlined in dashes (the model frame: not drawn by the app, only where hit-testing looks).
    private static func dashed(_ r: Rect, _ color: Color, into canvas: inout Canvas) {
        let dash = 6.0, gap = 4.0
        func run(_ a: Point, _ b: Point) {
            let length = a.distance(to: b)
            guard length > 0 else { return }
            var s = 0.0
            while s < length {
                let e = min(length, s + dash)
                canvas.line(a.interpolated(to: b, fraction: s / length), a.interpolated(to: b, fraction: e / length), color, width: 2)
                s = e + gap
            }
        }
        run(Point(r.minX, r.minY), Point(r.maxX, r.minY))
        run(Point(r.maxX, r.minY), Point(r.maxX, r.maxY))
        run(Point(r.maxX, r.maxY), Point(r.minX, r.maxY))
        run(Point(r.minX, r.maxY), Point(r.minX, r.minY))
    }
}
