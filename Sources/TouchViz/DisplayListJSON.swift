import Foundation
import TouchCore

/// A display list as JSON Lines, one command a line, and back: what
/// `touchscope open --save-display-list` writes on quit, so the window's
/// end-to-end tests read what it drew (texts, outlines, clips) and run the
/// same checks as the layout tests (`TextBoxes`) on the real window's frame.
public enum DisplayListJSON {
    public static func lines(_ list: DisplayList) -> String {
        var out = json(["kind": "size", "w": list.size.width, "h": list.size.height]) + "\n"
        for command in list.commands { out += json(object(command)) + "\n" }
        return out
    }

    static func object(_ command: DrawCommand) -> [String: Any] {
        func rect(_ r: Rect) -> [Double] { [r.minX, r.minY, r.width, r.height] }
        func color(_ c: Color) -> [Int] { [Int(c.r), Int(c.g), Int(c.b), Int(c.a)] }
        switch command {
        case .fillRect(let r, let c): return ["kind": "fillRect", "rect": rect(r), "color": color(c)]
        case .strokeRect(let r, let c, let w): return ["kind": "strokeRect", "rect": rect(r), "color": color(c), "width": w]
        case .fillRoundedRect(let r, let radius, let c):
            return ["kind": "fillRoundedRect", "rect": rect(r), "radius": radius, "color": color(c)]
        case .line(let a, let b, let c, let w): return ["kind": "line", "from": [a.x, a.y], "to": [b.x, b.y], "color": color(c), "width": w]
        case .fillCircle(let p, let r, let c): return ["kind": "fillCircle", "center": [p.x, p.y], "radius": r, "color": color(c)]
        case .strokeCircle(let p, let r, let c, let w):
            return ["kind": "strokeCircle", "center": [p.x, p.y], "radius": r, "color": color(c), "width": w]
        case .arc(let p, let r, let from, let to, let c, let w):
            return ["kind": "arc", "center": [p.x, p.y], "radius": r, "from": from, "to": to, "color": color(c), "width": w]
        case .fillPolygon(let points, let c): return ["kind": "fillPolygon", "points": points.map { [$0.x, $0.y] }, "color": color(c)]
        case .text(let s, let o, let size, let c, let a):
            let align = a == .leading ? "leading" : a == .center ? "center" : "trailing"
            return ["kind": "text", "text": s, "origin": [o.x, o.y], "size": size, "color": color(c), "align": align]
        case .pushClip(let r): return ["kind": "pushClip", "rect": rect(r)]
        case .popClip: return ["kind": "popClip"]
        }
    }

    static func json(_ object: [String: Any]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// The display list written by `lines`, or nil if `text` is not one.
    public static func parse(_ text: String) -> DisplayList? {
        var list: DisplayList?
        for line in text.split(separator: "\n") {
            guard let o = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], let kind = o["kind"] as? String else {
                return nil
            }
            func d(_ k: String) -> Double { (o[k] as? NSNumber)?.doubleValue ?? 0 }
            func nums(_ k: String) -> [Double] { (o[k] as? [NSNumber])?.map(\.doubleValue) ?? [] }
            func rect(_ k: String) -> Rect { let v = nums(k) + [0, 0, 0, 0]; return Rect(x: v[0], y: v[1], width: v[2], height: v[3]) }
            func point(_ k: String) -> Point { let v = nums(k) + [0, 0]; return Point(v[0], v[1]) }
            func color() -> Color { let v = nums("color").map { UInt8(max(0, min(255, $0))) } + [0, 0, 0, 0]; return Color(v[0], v[1], v[2], v[3]) }
            let command: DrawCommand
            switch kind {
            case "size":
                list = DisplayList(size: Size(width: d("w"), height: d("h")), background: Palette.background)
                continue
            case "fillRect": command = .fillRect(rect("rect"), color())
            case "strokeRect": command = .strokeRect(rect("rect"), color(), lineWidth: d("width"))
            case "fillRoundedRect": command = .fillRoundedRect(rect("rect"), radius: d("radius"), color())
            case "line": command = .line(point("from"), point("to"), color(), lineWidth: d("width"))
            case "fillCircle": command = .fillCircle(center: point("center"), radius: d("radius"), color())
            case "strokeCircle": command = .strokeCircle(center: point("center"), radius: d("radius"), color(), lineWidth: d("width"))
            case "arc": command = .arc(center: point("center"), radius: d("radius"), from: d("from"), to: d("to"), color(), lineWidth: d("width"))
            case "fillPolygon":
                let points = ((o["points"] as? [[NSNumber]]) ?? []).map { Point($0.first?.doubleValue ?? 0, $0.last?.doubleValue ?? 0) }
                command = .fillPolygon(points, color())
            case "text":
                let a = o["align"] as? String
                command = .text(o["text"] as? String ?? "", origin: point("origin"), size: d("size"), color(),
                                alignment: a == "center" ? .center : a == "trailing" ? .trailing : .leading)
            case "pushClip": command = .pushClip(rect("rect"))
            case "popClip": command = .popClip
            default: return nil
            }
            list?.append(command)
        }
        return list
    }

    /// Where each command draws once clipped (nil: nowhere), in order: its
    /// bounds (`TextMetrics` for text) cut by the clips in force.
    public static func visibleBounds(_ list: DisplayList) -> [(command: DrawCommand, visible: Rect?)] {
        var clips = [Rect(origin: .zero, size: list.size)]
        var out: [(DrawCommand, Rect?)] = []
        for command in list.commands {
            switch command {
            case .pushClip(let r): clips.append(clips.last!.intersection(r) ?? Rect(x: r.minX, y: r.minY, width: 0, height: 0))
            case .popClip: if clips.count > 1 { clips.removeLast() }
            default: out.append((command, bounds(of: command).flatMap { $0.intersection(clips.last!) }))
            }
        }
        return out
    }

    /// A command's extent before clipping.
    public static func bounds(of command: DrawCommand) -> Rect? {
        func box(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Rect { Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) }
        switch command {
        case .fillRect(let r, _), .fillRoundedRect(let r, _, _): return r
        case .strokeRect(let r, _, let w): return r.insetBy(dx: -w / 2, dy: -w / 2)
        case .line(let a, let b, _, let w): return box(min(a.x, b.x) - w / 2, min(a.y, b.y) - w / 2, max(a.x, b.x) + w / 2, max(a.y, b.y) + w / 2)
        case .fillCircle(let c, let r, _): return box(c.x - r, c.y - r, c.x + r, c.y + r)
        case .strokeCircle(let c, let r, _, let w), .arc(let c, let r, _, _, _, let w):
            return box(c.x - r - w / 2, c.y - r - w / 2, c.x + r + w / 2, c.y + r + w / 2)
        case .fillPolygon(let ps, _):
            guard !ps.isEmpty else { return nil }
            return box(ps.map(\.x).min()!, ps.map(\.y).min()!, ps.map(\.x).max()!, ps.map(\.y).max()!)
        case .text: return TextMetrics.box(of: command)
        case .pushClip, .popClip: return nil
        }
    }
}
