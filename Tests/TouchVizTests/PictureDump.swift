import Testing
import Foundation
import TouchCore
@testable import TouchViz

/// Writes display lists as JSON to $TOUCHVIZ_PICTURES (when set), so a
/// person can render and look at what the tests draw. Does nothing otherwise.
enum PictureDump {
    static var directory: String? { ProcessInfo.processInfo.environment["TOUCHVIZ_PICTURES"] }

    /// Checks what every picture must have (a size, something drawn, some
    /// text), then writes it when `TOUCHVIZ_PICTURES` names a directory.
    static func write(_ list: DisplayList, _ name: String) {
        #expect(list.size.width > 0 && list.size.height > 0, "\(name): an empty picture")
        #expect(!list.commands.isEmpty, "\(name): nothing drawn")
        #expect(list.commands.contains { if case .text = $0 { return true } else { return false } }, "\(name): no text drawn")
        guard let directory else { return }
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var out = "{\"w\":\(list.size.width),\"h\":\(list.size.height),\"bg\":\(rgba(list.background)),\"cmds\":[\n"
        out += list.commands.map(json).joined(separator: ",\n")
        out += "]}\n"
        try? out.write(toFile: directory + "/" + name + ".json", atomically: true, encoding: .utf8)
    }

    private static func rgba(_ c: Color) -> String { "[\(c.r),\(c.g),\(c.b),\(c.a)]" }

    private static func str(_ s: String) -> String {
        let data = try! JSONSerialization.data(withJSONObject: [s])
        let text = String(data: data, encoding: .utf8)!
        return String(text.dropFirst().dropLast())
    }

    private static func json(_ c: DrawCommand) -> String {
        switch c {
        case .fillRect(let r, let col): return "[\"fillRect\",\(r.minX),\(r.minY),\(r.width),\(r.height),\(rgba(col))]"
        case .strokeRect(let r, let col, let w): return "[\"strokeRect\",\(r.minX),\(r.minY),\(r.width),\(r.height),\(rgba(col)),\(w)]"
        case .fillRoundedRect(let r, let radius, let col):
            return "[\"fillRoundedRect\",\(r.minX),\(r.minY),\(r.width),\(r.height),\(radius),\(rgba(col))]"
        case .line(let a, let b, let col, let w): return "[\"line\",\(a.x),\(a.y),\(b.x),\(b.y),\(rgba(col)),\(w)]"
        case .fillCircle(let p, let r, let col): return "[\"fillCircle\",\(p.x),\(p.y),\(r),\(rgba(col))]"
        case .strokeCircle(let p, let r, let col, let w): return "[\"strokeCircle\",\(p.x),\(p.y),\(r),\(rgba(col)),\(w)]"
        case .arc(let p, let r, let a0, let a1, let col, let w): return "[\"arc\",\(p.x),\(p.y),\(r),\(a0),\(a1),\(rgba(col)),\(w)]"
        case .fillPolygon(let pts, let col): return "[\"fillPolygon\",[\(pts.map { "[\($0.x),\($0.y)]" }.joined(separator: ","))],\(rgba(col))]"
        case .text(let s, let o, let size, let col, let align):
            let a: String
            switch align {
            case .leading: a = "leading"
            case .center: a = "center"
            case .trailing: a = "trailing"
            }
            return "[\"text\",\(str(s)),\(o.x),\(o.y),\(size),\(rgba(col)),\"\(a)\"]"
        case .pushClip(let r): return "[\"pushClip\",\(r.minX),\(r.minY),\(r.width),\(r.height)]"
        case .popClip: return "[\"popClip\"]"
        }
    }
}
