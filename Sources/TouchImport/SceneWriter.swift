import TouchCore

/// Prints a `ScenePlan` as a scene file (scene-format.md): block-style YAML,
/// keys in a fixed order, so the same dump always gives the same text.
struct SceneWriter {
    private(set) var text = ""
    private(set) var controllers = 0

    mutating func write(windows: [PlanWindow], screen: Size?) {
        line(0, "# Written by `touchscope import` from debugger dumps (see ../shared/spec/import-format.md).")
        line(0, "scene: \(Self.quote("Imported screen"))")
        if let screen { line(0, "device:"); line(1, "screen: [\(Self.number(screen.width)), \(Self.number(screen.height))]") }
        line(0, "windows:")
        for w in windows {
            line(1, "- name: \(Self.name(w.name))")
            identity(2, w.className, w.address)
            if let f = w.frame { line(2, "frame: \(Self.rect(f))") }
            if let root = w.root {
                line(2, "root:")
                node(root, 3)
            }
        }
    }

    private mutating func line(_ level: Int, _ s: String) {
        text += String(repeating: "  ", count: level) + s + "\n"
    }

    private mutating func identity(_ level: Int, _ className: String?, _ address: String?) {
        if let c = className { line(level, "class: \(Self.quote(c))") }
        if let a = address { line(level, "address: \(Self.quote(a))") }
    }

    /// A node at `level`; `item` starts it with the list dash one level up.
    private mutating func node(_ node: PlanNode, _ level: Int, item: Bool = false) {
        var first = item
        func start(_ s: String) -> (Int, String) {
            defer { first = false }
            return first ? (level - 1, "- " + s) : (level, s)
        }
        switch node {
        case .view(let v):
            view(v, level, item: item)
        case .controller(let c):
            controllers += 1
            let (l, s) = start("controller: \(Self.name(c.name))")
            line(l, s)
            identity(level, c.className, c.address)
            if let p = c.presentedBy { line(level, "presentedBy: \(Self.name(p))") }
            line(level, "view:")
            view(c.view, level + 1, item: false)
        case .navigation(let n):
            controllers += 1 + n.stack.count
            let (l, s) = start("controller: \(Self.name(n.name))")
            line(l, s)
            line(level, "kind: navigationController")
            identity(level, n.className, n.address)
            if let p = n.presentedBy { line(level, "presentedBy: \(Self.name(p))") }
            var own = ["name: \(Self.name(n.viewName))"]
            if let c = n.viewClass { own.append("class: \(Self.quote(c))") }
            if let a = n.viewAddress { own.append("address: \(Self.quote(a))") }
            line(level, "view: { \(own.joined(separator: ", ")) }")
            var pop: [String] = []
            if let e = n.popEnabled, !e { pop.append("enabled: false") }
            if let d = n.popDelaysTouchesBegan { pop.append("delaysTouchesBegan: \(d)") }
            if !pop.isEmpty { line(level, "interactivePop: { \(pop.joined(separator: ", ")) }") }
            line(level, "stack:")
            for c in n.stack {
                line(level + 1, "- controller: \(Self.name(c.name))")
                identity(level + 2, c.className, c.address)
                line(level + 2, "view:")
                view(c.view, level + 3, item: false)
            }
        }
    }

    private mutating func view(_ v: PlanView, _ level: Int, item: Bool) {
        line(item ? level - 1 : level, (item ? "- " : "") + "name: \(Self.name(v.name))")
        if v.kind != "view" { line(level, "kind: \(v.kind)") }
        identity(level, v.className, v.address)
        if let f = v.frame { line(level, "frame: \(Self.rect(f))") }
        if let t = v.transform { line(level, "transform: [\(t.values.map(Self.number).joined(separator: ", "))]") }
        if v.hidden { line(level, "hidden: true") }
        if v.alpha != 1 { line(level, "alpha: \(Self.number(v.alpha))") }
        if let u = v.userInteractionEnabled { line(level, "userInteractionEnabled: \(u)") }
        if v.clipsToBounds { line(level, "clipsToBounds: true") }
        if let t = v.text { line(level, "text: \(Self.quote(t))") }
        if let o = v.contentOffset { line(level, "contentOffset: [\(Self.number(o.x)), \(Self.number(o.y))]") }
        if let s = v.contentSize { line(level, "contentSize: [\(Self.number(s.width)), \(Self.number(s.height))]") }
        if let e = v.scrollEnabled { line(level, "scrollEnabled: \(e)") }
        if let d = v.delaysContentTouches { line(level, "delaysContentTouches: \(d)") }
        if !v.panRequireToFail.isEmpty { line(level, "pan: { requireToFail: \(Self.list(v.panRequireToFail)) }") }
        if !v.gestures.isEmpty {
            line(level, "gestures:")
            for g in v.gestures { gesture(g, level + 1) }
        }
        if !v.subviews.isEmpty {
            line(level, "subviews:")
            for s in v.subviews { node(s, level + 2, item: true) }
        }
    }

    private mutating func gesture(_ g: PlanGesture, _ level: Int) {
        line(level, "- kind: \(g.kind)")
        let l = level + 1
        line(l, "name: \(Self.name(g.name))")
        identity(l, g.className, g.address)
        if let a = g.action {
            line(l, "action: \(Self.quote(a))" + (g.target == nil ? g.targetNote.map { "   # target: \($0)" } ?? "" : ""))
        }
        if let t = g.target { line(l, "target: \(Self.name(t))") }
        if !g.enabled { line(l, "enabled: false") }
        if !g.cancelsTouchesInView { line(l, "cancelsTouchesInView: false") }
        if g.delaysTouchesBegan { line(l, "delaysTouchesBegan: true") }
        if !g.delaysTouchesEnded { line(l, "delaysTouchesEnded: false") }
        if !g.requireToFail.isEmpty { line(l, "requireToFail: \(Self.list(g.requireToFail))") }
        if let n = g.numberOfTapsRequired { line(l, "numberOfTapsRequired: \(n)") }
        if let n = g.numberOfTouchesRequired { line(l, "numberOfTouchesRequired: \(n)") }
        if let d = g.minimumPressDuration { line(l, "minimumPressDuration: \(Self.number(d))") }
        if !g.edges.isEmpty { line(l, "edges: \(Self.list(g.edges))") }
    }

    // MARK: Scalars

    static func number(_ v: Double) -> String {
        if v == 0 { return "0" }
        if v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
        return String(v)
    }

    static func rect(_ r: Rect) -> String {
        "[\(number(r.minX)), \(number(r.minY)), \(number(r.width)), \(number(r.height))]"
    }

    static func list(_ names: [String]) -> String { "[" + names.map(name).joined(separator: ", ") + "]" }

    static let keywords: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "y", "n"]

    /// A name unquoted when YAML reads it back as the same plain string.
    static func name(_ s: String) -> String {
        let plain = s.first.map { $0.isLetter || $0 == "_" } == true
            && s.unicodeScalars.allSatisfy { ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "_" || $0 == "." }
            && !keywords.contains(s.lowercased())
        return plain ? s : quote(s)
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if c.value < 0x20 || c.value == 0x7F { out += "\\x" + String(format2: c.value) } else { out.unicodeScalars.append(c) }
            }
        }
        return out + "\""
    }
}

private extension String {
    init(format2 value: UInt32) {
        let hex = String(value, radix: 16)
        self = hex.count < 2 ? "0" + hex : hex
    }
}
