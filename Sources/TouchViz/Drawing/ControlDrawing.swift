import Foundation
import TouchCore

/// What draws inside a view besides its fill: standard controls as iOS
/// draws them (a button's title, a switch's knob on or off, a slider's
/// track and thumb at its value, a stepper's − and +, a segmented
/// control's selected segment, a page control's dots), a label's text and
/// an image view's picture glyph. Sizes follow UIKit's, scaled.
enum ControlDrawing {
    static let tint = Color(0x00, 0x7A, 0xFF)
    static let switchOn = Color(0x34, 0xC7, 0x59)
    static let track = Color(0xE3, 0xE3, 0xE8)
    static let trackEdge = Color(0xC7, 0xC7, 0xCC)
    static let knobEdge = Color(0, 0, 0, 45)

    static func content(of view: ViewSnapshot, in frame: Rect, scale: Double, backdrop: Color, into canvas: inout Canvas) {
        if let menu = view.menu { contextMenu(menu, frame, scale, &canvas) }
        let fade = view.isEnabled ? view.alpha : view.alpha * 0.45
        switch view.kind {
        case .button: button(view, frame, scale, backdrop, fade, &canvas)
        case .switch: toggle(view, frame, scale, fade, &canvas)
        case .slider: slider(view, frame, scale, fade, &canvas)
        case .stepper: stepper(view, frame, scale, fade, &canvas)
        case .segmentedControl: segmented(view, frame, scale, fade, &canvas)
        case .pageControl: pageDots(view, frame, scale, backdrop, fade, &canvas)
        case .imageView: imageGlyph(frame, backdrop, fade, &canvas)
        case .label: centredText(view.text, frame, size: 17 * scale, Palette.faded(Palette.textColor(on: backdrop), fade), &canvas)
        case .textField: textField(view, frame, scale, fade, &canvas)
        case .tableViewCell, .collectionViewCell:
            cell(view, frame, scale, backdrop, fade, &canvas)
        case .refreshControl: spinner(frame, scale, fade, &canvas)
        case .textView: textBody(view, frame, scale, backdrop, fade, &canvas)
        case .view, .control, .scrollView, .tableView, .collectionView:
            centredText(view.text, frame, size: 15 * scale, Palette.faded(Palette.textColor(on: backdrop), 0.8 * fade), &canvas)
        }
        if !view.navigationStack.isEmpty { breadcrumb(view.navigationStack, frame, scale, &canvas) }
    }

    /// Controls whose own drawing fills their frame: their names go on a tag outside it.
    static func namesOutside(_ kind: ViewKind) -> Bool {
        switch kind {
        case .switch, .slider, .stepper, .segmentedControl, .pageControl: return true
        default: return false
        }
    }

    /// What the name label adds: a control's value.
    static func valueSuffix(of view: ViewSnapshot) -> String {
        switch view.kind {
        case .switch: return view.value >= 0.5 ? " on" : " off"
        case .slider: return " " + TextFit.number(view.value, digits: 2)
        case .stepper, .segmentedControl, .pageControl: return " = " + TextFit.number(view.value, digits: 2)
        case .refreshControl: return view.refreshState.map { " " + $0 } ?? ""
        default: return ""
        }
    }

    private static func centredText(_ text: String?, _ frame: Rect, size: Double, _ color: Color, _ canvas: inout Canvas) {
        guard let text, !text.isEmpty else { return }
        var size = max(7, size)
        while size > 7 && TextMetrics.width(of: text, size: size) > frame.width - 4 { size -= 1 }
        guard let fitted = TextFit.truncated(text, width: frame.width - 4, size: size),
              TextMetrics.lineHeight * size <= frame.height + 2 else { return }
        canvas.text(fitted, x: frame.midX, centerY: frame.midY, size: size, color, align: .center)
    }

    /// UIRefreshControl (rule V14): the activity indicator's twelve spokes in
    /// the middle of the control (its animation is not modelled, V18).
    private static func spinner(_ f: Rect, _ scale: Double, _ fade: Double, _ c: inout Canvas) {
        let centre = Point(f.midX, f.midY), outer = min(f.height * 0.3, 14 * scale), inner = outer * 0.45
        for i in 0..<12 {
            let angle = Double(i) * Double.pi / 6 - Double.pi / 2
            let shade = Palette.faded(Color(0x8E, 0x8E, 0x93), fade * (0.3 + 0.7 * Double(i) / 11))
            c.line(Point(centre.x + cos(angle) * inner, centre.y + sin(angle) * inner),
                   Point(centre.x + cos(angle) * outer, centre.y + sin(angle) * outer), shade, width: max(1.5, 2.5 * scale))
        }
    }

    /// UITextView (rule E3): its text from the top left, one line; its links
    /// underlined in the tint colour; a caret bar while it is first responder.
    private static func textBody(_ v: ViewSnapshot, _ f: Rect, _ scale: Double, _ backdrop: Color, _ fade: Double, _ c: inout Canvas) {
        for link in v.textLinks {
            let r = Rect(x: f.minX + link.minX * scale, y: f.minY + link.minY * scale, width: link.width * scale, height: link.height * scale)
            c.fill(r, Palette.faded(Color(0x00, 0x7A, 0xFF, 40), fade))
            c.line(Point(r.minX, r.maxY), Point(r.maxX, r.maxY), Palette.faded(tint, fade), width: max(1, 1.5 * scale))
        }
        if v.isFirstResponder { c.stroke(f, Palette.faded(tint, fade), width: max(1, 2 * scale)) }
        guard let text = v.text, !text.isEmpty else { return }
        let size = 15 * scale
        guard let fitted = TextFit.truncated(text, width: f.width - 8 * scale, size: size) else { return }
        c.text(fitted, x: f.minX + 4 * scale, centerY: f.minY + 4 * scale + size * 0.6, size: size,
               Palette.faded(Palette.textColor(on: backdrop), fade), align: .leading)
    }

    /// UIButton (system style): its title in the tint colour, or in the
    /// colour that reads on its background; dimmed while highlighted.
    private static func button(_ v: ViewSnapshot, _ f: Rect, _ scale: Double, _ backdrop: Color, _ fade: Double, _ c: inout Canvas) {
        let onTint = v.fill.map { Palette.luminance(of: $0) < 0.55 } ?? false
        var color = onTint ? Color(255, 255, 255) : tint
        if v.isHighlighted { color = Palette.faded(color, 0.35) }
        centredText(v.text ?? v.name, f, size: 17 * scale, Palette.faded(color, fade), &c)
    }

    /// UISwitch: a pill, green when on, grey when off, with a white knob at its thumb.
    private static func toggle(_ v: ViewSnapshot, _ f: Rect, _ scale: Double, _ fade: Double, _ c: inout Canvas) {
        let thumb = v.thumb.map { transformed($0, from: v.frame, to: f) } ?? f
        let height = min(f.height, thumb.height + 6 * scale)
        let pill = Rect(x: f.minX, y: f.midY - height / 2, width: f.width, height: height)
        let on = v.value >= 0.5
        c.round(pill, radius: height / 2, Palette.faded(on ? switchOn : trackEdge, fade))
        if !on { c.round(pill.insetBy(dx: 1.5, dy: 1.5), radius: height / 2 - 1.5, Palette.faded(track, fade)) }
        let knob = thumb.width / 2 - max(0.5, scale)
        c.circle(Point(thumb.midX, thumb.midY + 0.5), knob + 0.8, Palette.faded(knobEdge, fade))
        c.circle(thumb.center, knob, Palette.faded(Color(255, 255, 255), fade))
    }

    /// UISlider: the track, blue up to the thumb and grey after it, and a white thumb at the value.
    private static func slider(_ v: ViewSnapshot, _ f: Rect, _ scale: Double, _ fade: Double, _ c: inout Canvas) {
        let thumb = v.thumb.map { transformed($0, from: v.frame, to: f) } ?? f
        let lineWidth = max(2, 4 * scale)
        let left = Point(f.minX + thumb.width / 2, f.midY), right = Point(f.maxX - thumb.width / 2, f.midY)
        c.line(left, Point(thumb.midX, f.midY), Palette.faded(tint, fade), width: lineWidth)
        c.line(Point(thumb.midX, f.midY), right, Palette.faded(trackEdge, fade), width: lineWidth)
        let r = thumb.width / 2 - max(0.5, scale)
        c.circle(Point(thumb.midX, thumb.midY + 0.7), r + 0.9, Palette.faded(knobEdge, fade))
        c.circle(thumb.center, r, Palette.faded(Color(255, 255, 255), fade))
    }

    /// UIStepper: a rounded box split into − and +.
    private static func stepper(_ v: ViewSnapshot, _ f: Rect, _ scale: Double, _ fade: Double, _ c: inout Canvas) {
        c.round(f, radius: min(8 * scale, f.height / 2), Palette.faded(track, fade))
        c.line(Point(f.midX, f.minY + f.height * 0.22), Point(f.midX, f.maxY - f.height * 0.22), Palette.faded(trackEdge, fade),
               width: max(1, scale))
        let size = min(f.height * 0.7, 22 * scale)
        let ink = Palette.faded(Color(0, 0, 0, 220), fade)
        c.text("−", x: f.minX + f.width / 4, centerY: f.midY, size: size, ink, align: .center)
        c.text("+", x: f.minX + f.width * 3 / 4, centerY: f.midY, size: size, ink, align: .center)
    }

    /// UISegmentedControl: equal segments on a grey track, the selected one raised in white.
    private static func segmented(_ v: ViewSnapshot, _ f: Rect, _ scale: Double, _ fade: Double, _ c: inout Canvas) {
        let n = max(1, v.segments)
        let radius = min(8 * scale, f.height / 2)
        c.round(f, radius: radius, Palette.faded(track, fade))
        let w = f.width / Double(n)
        let selected = Int(v.value.rounded())
        for i in 0..<n {
            let cell = Rect(x: f.minX + Double(i) * w, y: f.minY, width: w, height: f.height)
            if i == selected {
                let raised = cell.insetBy(dx: 2, dy: 2)
                c.round(raised.insetBy(dx: -0.8, dy: -0.8), radius: radius - 1.2, Palette.faded(knobEdge, fade))
                c.round(raised, radius: radius - 2, Palette.faded(Color(255, 255, 255), fade))
            } else if i > 0 && i != selected + 1 {
                c.line(Point(cell.minX, cell.minY + f.height * 0.25), Point(cell.minX, cell.maxY - f.height * 0.25),
                       Palette.faded(trackEdge, fade), width: 1)
            }
            let size = min(13 * scale, f.height * 0.5)
            c.text(String(i), x: cell.midX, centerY: cell.midY, size: size,
                   Palette.faded(Color(0, 0, 0, i == selected ? 235 : 150), fade), align: .center)
        }
    }

    /// UIPageControl: a dot per page, the current one solid.
    private static func pageDots(_ v: ViewSnapshot, _ f: Rect, _ scale: Double, _ backdrop: Color, _ fade: Double, _ c: inout Canvas) {
        let n = max(1, v.segments)
        let spacing = min(16 * scale, f.width / Double(n + 1))
        let r = max(1.5, min(3.5 * scale, spacing / 3))
        let ink = Palette.textColor(on: backdrop)
        let current = Int(v.value.rounded())
        let start = f.midX - spacing * Double(n - 1) / 2
        for i in 0..<n {
            c.circle(Point(start + Double(i) * spacing, f.midY), r, Palette.faded(ink, fade * (i == current ? 0.9 : 0.3)))
        }
    }

    /// UIImageView: the "photo" glyph, a sun over two mountains.
    private static func imageGlyph(_ f: Rect, _ backdrop: Color, _ fade: Double, _ c: inout Canvas) {
        let side = min(f.width, f.height) * 0.55
        guard side >= 8 else { return }
        let box = Rect(x: f.midX - side / 2, y: f.midY - side * 0.4, width: side, height: side * 0.8)
        let ink = Palette.faded(Palette.textColor(on: backdrop), 0.45 * fade)
        c.stroke(box, ink, width: max(1, side / 40))
        c.circle(Point(box.minX + box.width * 0.72, box.minY + box.height * 0.3), side * 0.09, ink)
        c.polygon([Point(box.minX + box.width * 0.08, box.maxY - 2), Point(box.minX + box.width * 0.38, box.minY + box.height * 0.4),
                   Point(box.minX + box.width * 0.62, box.maxY - 2)], ink)
        c.polygon([Point(box.minX + box.width * 0.45, box.maxY - 2), Point(box.minX + box.width * 0.68, box.minY + box.height * 0.58),
                   Point(box.maxX - box.width * 0.06, box.maxY - 2)], ink)
    }

    /// `r`, in the screen coordinates of a view whose screen frame is `from`, moved into window rectangle `to`.
    private static func transformed(_ r: Rect, from: Rect, to: Rect) -> Rect {
        let sx = from.width > 0 ? to.width / from.width : 1, sy = from.height > 0 ? to.height / from.height : 1
        return Rect(x: to.minX + (r.minX - from.minX) * sx, y: to.minY + (r.minY - from.minY) * sy,
                    width: r.width * sx, height: r.height * sy)
    }

    // MARK: Context menus (rules X3, X4)

    /// A highlighted view gets a tint ring (UIKit's press-down preview); a
    /// presented menu shows as a card over the view, lifted by a shadow.
    private static func contextMenu(_ menu: MenuAppearance, _ f: Rect, _ scale: Double, _ c: inout Canvas) {
        c.stroke(f.outset(by: 3 * scale), tint, width: 3 * scale)
        guard menu == .presented else { return }
        // A translucent card with three item rows and no text of its own, so
        // that it never hides or crowds the names and texts drawn over it.
        let w = max(0, min(f.width - 16 * scale, 220 * scale)), h = max(0, min(f.height - 16 * scale, 108 * scale))
        let card = Rect(x: f.minX + 8 * scale, y: f.maxY - h - 8 * scale, width: w, height: h)
        c.round(card, radius: 10 * scale, Color(0xFF, 0xFF, 0xFF, 90))
        c.stroke(card, Palette.faded(tint, 0.8), width: 1.5 * scale)
        for k in 1..<3 {
            let y = card.minY + card.height * Double(k) / 3
            c.line(Point(card.minX, y), Point(card.maxX, y), Palette.faded(tint, 0.5))
        }
    }

    // MARK: Lists, text fields, navigation (rules L, E, N)

    static let cellHighlight = Color(0xD1, 0xD1, 0xD6)
    static let cellSelected = Color(0xE5, 0xE5, 0xEA)

    /// A cell: grey while highlighted (darker) or selected, as UIKit's default
    /// selection style; a separator line at its bottom; its text.
    private static func cell(_ view: ViewSnapshot, _ frame: Rect, _ scale: Double, _ backdrop: Color, _ fade: Double,
                             _ canvas: inout Canvas) {
        if view.isHighlighted || view.isSelected {
            canvas.fill(frame, Palette.faded(view.isHighlighted ? cellHighlight : cellSelected, fade))
        }
        if view.kind == .tableViewCell {
            canvas.line(Point(frame.minX + 16 * scale, frame.maxY - 0.5), Point(frame.maxX, frame.maxY - 0.5),
                        Palette.faded(trackEdge, fade))
        }
        centredText(view.text, frame, size: 14 * scale, Palette.faded(Palette.textColor(on: backdrop), 0.8 * fade), &canvas)
    }

    /// A rounded-border text field: its text, or its placeholder in grey; a
    /// tint border while it is the first responder (it is editing).
    private static func textField(_ view: ViewSnapshot, _ frame: Rect, _ scale: Double, _ fade: Double, _ canvas: inout Canvas) {
        let border = view.isFirstResponder ? tint : trackEdge
        canvas.round(frame, radius: 5 * scale, Palette.faded(border, fade))
        canvas.round(frame.outset(by: view.isFirstResponder ? -2 : -1), radius: 4 * scale, Palette.faded(Palette.screen, fade))
        let (text, color) = view.text.map { ($0, Color(0, 0, 0)) } ?? (view.placeholder ?? "", Color(0xC7, 0xC7, 0xCD))
        guard !text.isEmpty, let fitted = TextFit.truncated(text, width: frame.width - 16 * scale, size: 15 * scale) else { return }
        canvas.text(fitted, x: frame.minX + 8 * scale, centerY: frame.midY, size: 15 * scale, Palette.faded(color, fade))
    }

    /// The navigation stack as a breadcrumb centred along the top of the
    /// shown view: "InboxVC › MessageVC", the top one last.
    private static func breadcrumb(_ stack: [String], _ frame: Rect, _ scale: Double, _ canvas: inout Canvas) {
        let text = stack.joined(separator: " › ")
        let size = max(8, 11 * scale)
        guard let fitted = TextFit.truncated(text, width: frame.width - 12, size: size) else { return }
        _ = canvas.pill(fitted, Point(frame.midX, frame.minY + 4), size: size, fill: Color(0x3A, 0x3A, 0x3C, 220), align: .center)
    }
}
