import Foundation
import TouchCore

/// The device and its screen as the app draws it: a rounded body, the
/// screen to scale, and every visible view as a filled, outlined rectangle
/// with its name, standard controls drawn as iOS draws them, labels and
/// images recognizable. Views keep the order UIKit composites them in.
public enum ScreenDrawing {
    public struct Options: Hashable, Sendable {
        /// Each view's name in its top-left corner.
        public var showNames = true
        public init(showNames: Bool = true) { self.showNames = showNames }
    }

    /// The screen's corner radius as a share of its shorter side (an iPhone 14's 47 of 390 points).
    static let cornerShare = 0.12

    /// The device body and screen rectangles, in window points, for a screen drawn with `transform`.
    public static func deviceRects(screen: Size, transform: ScreenTransform) -> (body: Rect, screen: Rect, radius: Double) {
        let s = transform.rect(Rect(origin: .zero, size: screen))
        let bezel = max(6, 14 * transform.scale)
        // Never rounder than the bezel can hold: the screen's square corner must stay inside the body.
        let radius = min(min(screen.width, screen.height) * cornerShare * transform.scale, bezel / 0.42)
        return (s.insetBy(dx: -bezel, dy: -bezel), s, radius)
    }

    /// The device body, the screen and every view of `snapshot`.
    public static func draw(_ snapshot: SceneSnapshot, transform: ScreenTransform, options: Options = Options()) -> [DrawCommand] {
        var canvas = Canvas()
        let (body, screen, radius) = deviceRects(screen: snapshot.screen, transform: transform)
        let bezel = screen.minX - body.minX
        canvas.round(body, radius: radius + bezel, Palette.bezelEdge)
        canvas.round(body.insetBy(dx: 1.5, dy: 1.5), radius: radius + bezel - 1.5, Palette.bezel)
        canvas.round(screen, radius: radius, Palette.screen)
        canvas.clip(screen) { c in
            drawViews(snapshot, transform: transform, screen: screen, radius: radius, options: options, into: &c)
            drawAnnotations(snapshot, transform: transform, screen: screen, into: &c)
        }
        maskCorners(screen, radius: radius, into: &canvas)
        return canvas.commands
    }

    private static func drawViews(_ snapshot: SceneSnapshot, transform: ScreenTransform, screen: Rect, radius: Double, options: Options,
                                  into canvas: inout Canvas) {
        var clip: Rect?
        /// What shows behind each view's top-left corner, for choosing a legible name colour.
        var backdrop = [Color](repeating: Palette.screen, count: snapshot.views.count)
        /// Where each view's name went, so a subview at the same corner puts its own below it.
        var labels = [Rect?](repeating: nil, count: snapshot.views.count)
        // First each view's own text (titles, labels), so that names avoid all of it, also a later view's.
        // A text that would run over an earlier view's text with no opaque fill of its own between them is left out.
        var contents = [[DrawCommand]](repeating: [], count: snapshot.views.count)
        var fills = [Color?](repeating: nil, count: snapshot.views.count)
        var space = LabelSpace()
        for (i, view) in snapshot.views.enumerated() {
            backdrop[i] = view.parent.map { backdrop[$0] } ?? Palette.screen
            guard view.isVisible else { continue }
            let frame = transform.rect(view.frame)
            let visible = view.clip.map(transform.rect).flatMap { $0.intersection(screen) } ?? screen
            guard frame.width >= 0.5, frame.height >= 0.5, frame.intersects(visible) else { continue }
            var fill = view.fill.map { Palette.faded($0, view.alpha) }
            if let f = fill, f.a == 0 { fill = nil }
            fills[i] = fill
            if let fill, fill.a >= 128 { backdrop[i] = fill }
            var content = Canvas()
            ControlDrawing.content(of: view, in: frame, scale: transform.scale, backdrop: backdrop[i], into: &content)
            fitTexts(&content.commands, from: 0, in: visible)
            if let fill, fill.a >= TextBoxes.opaque {
                // An opaque view hides the text under it.
                space = LabelSpace(rects: space.taken.filter { !TextBoxes.inside($0, frame, 0) })
            }
            content.commands.removeAll { command in
                guard let box = TextMetrics.box(of: command) else { return false }
                if !space.isFree(box) { return true }
                space.take(box)
                return false
            }
            contents[i] = content.commands
        }
        space = LabelSpace(textsOf: contents.flatMap { $0 })
        // A sheet's detent marks (M2) go before the names, which then avoid them.
        var detentMarks = Canvas()
        drawSheetDetents(snapshot, transform: transform, screen: screen, space: &space, into: &detentMarks)
        for (i, view) in snapshot.views.enumerated() {
            guard view.isVisible else { continue }
            let frame = transform.rect(view.frame)
            let visible = view.clip.map(transform.rect).flatMap { $0.intersection(screen) } ?? screen
            guard frame.width >= 0.5, frame.height >= 0.5, frame.intersects(visible) else { continue }
            if view.clip.map(transform.rect) != clip {
                if clip != nil { canvas.commands.append(.popClip) }
                clip = view.clip.map(transform.rect)
                if let clip { canvas.commands.append(.pushClip(clip)) }
            }
            let fill = fills[i]
            if let fill { canvas.fill(frame, fill) }
            contentStripes(view, frame: frame, visible: visible, in: snapshot, transform: transform, into: &canvas)
            canvas.append(contentsOf: contents[i])
            if !view.isWindow {
                let outline = fill.map { Palette.faded(Palette.darker($0.withAlpha(255), by: 0.35), 0.85 * view.alpha) }
                    ?? Palette.faded(Palette.possible, 0.75 * view.alpha)
                canvas.stroke(frame, outline, width: 1)
            }
            if options.showNames && !view.isWindow && !isNamedByItsSuperview(view, in: snapshot) {
                if ControlDrawing.namesOutside(view.kind) {
                    drawTag(view, frame: frame, screen: screen, radius: radius, space: &space, into: &canvas)
                } else {
                    // Names at a shared corner stack: `labels` holds the stack's bounds, which
                    // subviews at that corner go below (a name that found no room keeps its superview's).
                    let above = view.parent.flatMap { labels[$0] }
                    let own = drawName(view, frame: frame, visible: visible, backdrop: backdrop[i], screen: screen,
                                       radius: radius, below: above, space: &space, into: &canvas)
                    switch (own, above) {
                    case (let own?, let above?) where own.minY > above.minY && own.minX < above.maxX && above.minX < own.maxX:
                        labels[i] = Rect(x: min(own.minX, above.minX), y: above.minY, width: max(own.maxX, above.maxX) - min(own.minX, above.minX),
                                         height: own.maxY - above.minY)
                    default: labels[i] = own ?? above
                    }
                }
            }
        }
        if clip != nil { canvas.commands.append(.popClip) }
        drawScrollIndicators(snapshot, transform: transform, into: &canvas)
        canvas.append(contentsOf: detentMarks.commands)
    }

    /// Rule M2: each detent of a sheet as a tick and its name at the screen's
    /// right edge, where the card's top edge rests at that detent; the
    /// selected one bright, and a line across where the card is now.
    /// A detent's name is left out where it would cover other text.
    private static func drawSheetDetents(_ snapshot: SceneSnapshot, transform: ScreenTransform, screen: Rect, space: inout LabelSpace,
                                         into canvas: inout Canvas) {
        for view in snapshot.views where view.isVisible && !view.sheetDetents.isEmpty {
            let card = transform.rect(view.frame)
            for detent in view.sheetDetents {
                let y = transform.point(Point(0, detent.y)).y
                let color = detent.isSelected ? Color(255, 159, 10, 240) : Color(255, 159, 10, 150)
                let length = 14 * transform.scale + 6
                canvas.line(Point(screen.maxX - length, y), Point(screen.maxX, y), color, width: detent.isSelected ? 2.5 : 1.5)
                let size = Palette.smallSize
                var pill = Canvas()
                let box = pill.pill("detent " + detent.name, Point(screen.maxX - length - 2, y - TextMetrics.lineHeight * size / 2 - 1),
                                    size: size, fill: color, textColor: Color(0, 0, 0, 230), align: .trailing)
                // Left out, too, on a screen too small for it (a what-if thumbnail, issue 32 point 7).
                if box.minX >= screen.minX, space.isFree(box) {
                    space.take(box)
                    canvas.append(contentsOf: pill.commands)
                }
            }
            // The card's top edge, where it is now (it may be between detents while dragged).
            canvas.line(Point(card.minX, card.minY), Point(card.maxX, card.minY), Color(255, 159, 10, 200), width: 1.5)
        }
    }

    /// A plain container that fills its superview exactly (a cell's content
    /// view, nested full-screen containers of an imported screen) and has
    /// no recognizers, no text and no class of its own: its superview's name
    /// stands for it, so the names do not pile up at one corner (issue 32
    /// points 8 and 9: a row carries one label, not two). The hit-test tag,
    /// the legend, the hover and the log still name it.
    static func isNamedByItsSuperview(_ view: ViewSnapshot, in snapshot: SceneSnapshot) -> Bool {
        guard let parent = view.parent, !snapshot.views[parent].isWindow, view.kind == .view, view.gestures.isEmpty,
              view.text == nil, view.className == nil else { return false }
        let a = view.frame, b = snapshot.views[parent].frame
        return abs(a.minX - b.minX) < 0.5 && abs(a.minY - b.minY) < 0.5 && abs(a.width - b.width) < 0.5 && abs(a.height - b.height) < 0.5
    }

    /// The name at the top-left corner, with the control's value; below the
    /// superview's name when that sits at the same corner; at the bottom-left
    /// corner when the view's own text (a title, a placeholder) or another
    /// name is in the way; elided to the room it has, left out with none.
    /// Returns where it went.
    private static func drawName(_ view: ViewSnapshot, frame: Rect, visible: Rect, backdrop: Color, screen: Rect, radius: Double,
                                 below parentLabel: Rect?, space: inout LabelSpace, into canvas: inout Canvas) -> Rect? {
        let size = frame.height >= 60 && frame.width >= 120 ? 11.0 : frame.height >= 24 && frame.width >= 60 ? 10.0 : 8.5
        let lineHeight = TextMetrics.lineHeight * size
        var origin = Point(frame.minX + 3, frame.minY + 2)
        // Out of the screen's rounded corners.
        if origin.y < screen.minY + radius * 0.6 && origin.x < screen.minX + radius * 0.8 { origin.x = screen.minX + radius * 0.8 }
        if let p = parentLabel, p.intersects(Rect(x: origin.x, y: origin.y, width: 20, height: lineHeight)) {
            origin.y = p.maxY + 1
        }
        let title = view.title + ControlDrawing.valueSuffix(of: view)
        let bottomLeft = Point(origin.x, frame.maxY - lineHeight - 2)
        for at in bottomLeft.y > origin.y + lineHeight ? [origin, bottomLeft] : [origin] {
            guard at.y + lineHeight <= frame.maxY + 0.5, at.y >= visible.minY - 0.5, at.y + lineHeight <= visible.maxY + 0.5 else { continue }
            // The room on this line: up to the frame's (and the clip's) right edge, or the first text in the way.
            let band = Rect(x: at.x, y: at.y, width: max(0, min(frame.maxX, visible.maxX) - at.x), height: lineHeight)
            var right = band.maxX - 2
            var blocked = false
            for t in space.taken {
                guard let i = t.intersection(band), i.width > TextBoxes.tolerance, i.height > TextBoxes.tolerance else { continue }
                if t.minX <= at.x + 1 { blocked = true; break }
                right = min(right, t.minX - 3)
            }
            guard !blocked, at.x >= visible.minX - 0.5,
                  let text = TextFit.truncated(title, width: right - at.x, size: size) else { continue }
            let rect = Rect(x: at.x, y: at.y, width: TextMetrics.width(of: text, size: size), height: lineHeight)
            canvas.text(text, at, size: size, Palette.faded(Palette.textColor(on: backdrop), 0.9 * max(0.35, view.alpha)))
            space.take(rect)
            return rect
        }
        return nil
    }

    /// A control's name (and value) on a small tag just above its top-left
    /// corner, where it hides none of the control's own drawing; below it
    /// when above is off the screen or taken by other text.
    private static func drawTag(_ view: ViewSnapshot, frame: Rect, screen: Rect, radius: Double, space: inout LabelSpace,
                                into canvas: inout Canvas) {
        let size = 8.5
        let height = TextMetrics.lineHeight * size + 2
        guard let text = TextFit.truncated(view.title + ControlDrawing.valueSuffix(of: view), width: max(frame.width, 90), size: size)
        else { return }
        let width = TextMetrics.width(of: text, size: size) + size * 0.9
        let x = min(frame.minX, screen.maxX - width)
        let candidates = [Rect(x: x, y: frame.minY - height - 1, width: width, height: height),
                          Rect(x: x, y: frame.maxY + 1, width: width, height: height)]
            .filter { $0.minY >= screen.minY && $0.maxY <= screen.maxY && $0.minX >= screen.minX }
        guard let r = space.firstFree(candidates) else { return }
        canvas.pill(text, r.origin, size: size, fill: Palette.faded(Color(0x3A, 0x3A, 0x3C), 0.82 * max(0.4, view.alpha)))
        space.take(r)
    }

    /// A view's own text (a title, a label) partly scrolled out of its
    /// scroll view shows the part that is in, elided at the cut with "…";
    /// one cut through its height, or with no room for a letter, is left out.
    static func fitTexts(_ commands: inout [DrawCommand], from start: Int, in visible: Rect) {
        var k = start
        while k < commands.count {
            guard case .text(let s, _, let size, let color, _) = commands[k], let box = TextMetrics.box(of: commands[k]),
                  !TextBoxes.inside(box, visible, 0.5) else { k += 1; continue }
            let left = max(box.minX, visible.minX), right = min(box.maxX, visible.maxX)
            guard box.minY >= visible.minY - 0.5, box.maxY <= visible.maxY + 0.5, s.count > 1 else { commands.remove(at: k); continue }
            let n = TextFit.capacity(right - left, size: size)
            guard n >= 2 else { commands.remove(at: k); continue }
            let text = box.minX < visible.minX ? "…" + String(s.suffix(n - 1)) : String(s.prefix(n - 1)) + "…"
            let x = box.minX < visible.minX ? right - TextMetrics.width(of: text, size: size) : left
            commands[k] = .text(text, origin: Point(x, box.minY), size: size, color, alignment: .leading)
            k += 1
        }
    }

    /// UIScrollView's indicators: a short dark bar along the right (and bottom) edge
    /// showing which part of the content is on screen.
    /// Content points between two stripes of a scroll view's content.
    static let stripeSpacing = 44.0

    /// The content of a scroll view drawn so that motion shows (issue 32
    /// point 6): a view larger than its scroll view along an axis it scrolls
    /// gets faint stripes every `stripeSpacing` of its own points, which move
    /// with the content offset. Only the stripes in sight are drawn.
    static func contentStripes(_ view: ViewSnapshot, frame: Rect, visible: Rect, in snapshot: SceneSnapshot, transform: ScreenTransform,
                               into canvas: inout Canvas) {
        guard let parent = view.parent, let content = snapshot.views[parent].contentSize, let area = frame.intersection(visible) else { return }
        let scroller = snapshot.views[parent].frame
        let ink = Palette.faded(Color(0x3A, 0x3A, 0x3C), 0.16 * view.alpha)
        let step = stripeSpacing * transform.scale
        guard step >= 4 else { return }
        if content.height > scroller.height + 0.5 && view.frame.height > scroller.height + 0.5 {
            var y = frame.minY + (max(0, (area.minY - frame.minY) / step).rounded(.up)) * step
            while y <= area.maxY {
                canvas.line(Point(area.minX, y), Point(area.maxX, y), ink, width: 1)
                y += step
            }
        }
        if content.width > scroller.width + 0.5 && view.frame.width > scroller.width + 0.5 {
            var x = frame.minX + (max(0, (area.minX - frame.minX) / step).rounded(.up)) * step
            while x <= area.maxX {
                canvas.line(Point(x, area.minY), Point(x, area.maxY), ink, width: 1)
                x += step
            }
        }
    }

    private static func drawScrollIndicators(_ snapshot: SceneSnapshot, transform: ScreenTransform, into canvas: inout Canvas) {
        for view in snapshot.views where view.isVisible {
            guard let offset = view.contentOffset, let content = view.contentSize else { continue }
            let frame = transform.rect(view.frame)
            let thickness = max(2, 3 * transform.scale), inset = max(1.5, 2.5 * transform.scale)
            // A decelerating scroll view (V7, V8) shows its indicators in blue.
            let color = view.isDecelerating ? Color(10, 132, 255, 220) : Color(0, 0, 0, 90)
            drawRubberBand(view, frame: frame, transform: transform, into: &canvas)
            if content.height > view.frame.height + 0.5 {
                let track = frame.height - 2 * inset
                let length = max(thickness * 3, track * view.frame.height / content.height)
                let progress = min(1, max(0, offset.y / (content.height - view.frame.height)))
                canvas.round(Rect(x: frame.maxX - inset - thickness, y: frame.minY + inset + (track - length) * progress,
                                  width: thickness, height: length), radius: thickness / 2, color)
            }
            if content.width > view.frame.width + 0.5 {
                let track = frame.width - 2 * inset
                let length = max(thickness * 3, track * view.frame.width / content.width)
                let progress = min(1, max(0, offset.x / (content.width - view.frame.width)))
                canvas.round(Rect(x: frame.minX + inset + (track - length) * progress, y: frame.maxY - inset - thickness,
                                  width: length, height: thickness), radius: thickness / 2, color)
            }
        }
    }

    /// Rule V12: the gap a scroll view shows past the end of its range while
    /// it rubber-bands or bounces back, tinted and labelled with its size.
    private static func drawRubberBand(_ view: ViewSnapshot, frame: Rect, transform: ScreenTransform, into canvas: inout Canvas) {
        let band = view.overscroll
        guard band != .zero else { return }
        let tint = Color(0xFF, 0x9F, 0x0A, 60), edge = Color(0xFF, 0x9F, 0x0A, 200)
        let size = max(8, 11 * transform.scale)
        func mark(_ r: Rect, _ points: Double) {
            guard r.width > 0.5, r.height > 0.5 else { return }
            canvas.fill(r, tint)
            canvas.stroke(r, edge, width: max(1, transform.scale))
            let label = "rubber band " + TextFit.number(abs(points), digits: 1) + " pt"
            if r.height >= size * 1.4, TextMetrics.width(of: label, size: size) < r.width - 8 {
                canvas.text(label, x: r.midX, centerY: r.midY, size: size, edge, align: .center)
            }
        }
        let dy = abs(band.y) * transform.scale, dx = abs(band.x) * transform.scale
        if band.y < 0 { mark(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: min(dy, frame.height)), band.y) }
        if band.y > 0 { mark(Rect(x: frame.minX, y: frame.maxY - min(dy, frame.height), width: frame.width, height: min(dy, frame.height)), band.y) }
        if band.x < 0 { mark(Rect(x: frame.minX, y: frame.minY, width: min(dx, frame.width), height: frame.height), band.x) }
        if band.x > 0 { mark(Rect(x: frame.maxX - min(dx, frame.width), y: frame.minY, width: min(dx, frame.width), height: frame.height), band.x) }
    }

    /// Paints the body colour over the square corners views may draw in,
    /// so the screen keeps its rounded corners.
    private static func maskCorners(_ r: Rect, radius: Double, into canvas: inout Canvas) {
        guard radius > 1 else { return }
        let steps = 8
        let corners: [(Point, Point, Double)] = [
            (Point(r.minX, r.minY), Point(r.minX + radius, r.minY + radius), Double.pi),
            (Point(r.maxX, r.minY), Point(r.maxX - radius, r.minY + radius), -Double.pi / 2),
            (Point(r.maxX, r.maxY), Point(r.maxX - radius, r.maxY - radius), 0),
            (Point(r.minX, r.maxY), Point(r.minX + radius, r.maxY - radius), Double.pi / 2),
        ]
        for (corner, center, start) in corners {
            var points = [corner]
            for k in 0...steps {
                let a = start + Double(k) / Double(steps) * Double.pi / 2
                points.append(Point(center.x + radius * cos(a), center.y + radius * sin(a)))
            }
            canvas.polygon(points, Palette.bezel)
        }
    }
}
