/// A compact, line-per-object picture of an imported scene (tree shape,
/// kinds, touch flags, recognizers and their relations): what the tests
/// and `touchscope import --outline` read, indented two spaces per level.
enum ImportOutline {
    static func lines(_ windows: [PlanWindow]) -> [String] {
        var out: [String] = []
        for w in windows {
            out.append("window \(w.name)" + (w.className.map { " <\($0)>" } ?? ""))
            if let root = w.root { node(root, 1, &out) }
        }
        return out
    }

    private static func node(_ n: PlanNode, _ depth: Int, _ out: inout [String]) {
        let pad = String(repeating: "  ", count: depth)
        switch n {
        case .view(let v):
            view(v, depth, &out)
        case .controller(let c):
            out.append(pad + "controller \(c.name)" + (c.presentedBy.map { " presentedBy=\($0)" } ?? ""))
            view(c.view, depth + 1, &out)
        case .navigation(let nav):
            var flags = ""
            if let e = nav.popEnabled { flags += " pop.enabled=\(e)" }
            if let d = nav.popDelaysTouchesBegan { flags += " pop.delaysTouchesBegan=\(d)" }
            out.append(pad + "navigationController \(nav.name) stack=[\(nav.stack.map(\.name).joined(separator: ", "))]" + flags)
            if let top = nav.stack.last { view(top.view, depth + 1, &out) }
        }
    }

    private static func view(_ v: PlanView, _ depth: Int, _ out: inout [String]) {
        var s = String(repeating: "  ", count: depth) + "\(v.name) \(v.kind)"
        if v.hidden { s += " hidden" }
        if v.userInteractionEnabled == false { s += " userInteractionEnabled=false" }
        if v.alpha != 1 { s += " alpha=\(SceneWriter.number(v.alpha))" }
        if v.transform != nil { s += " transformed" }
        if v.scrollEnabled == false { s += " scrollEnabled=false" }
        if v.delaysContentTouches == false { s += " delaysContentTouches=false" }
        if !v.panRequireToFail.isEmpty { s += " pan.requireToFail=[\(v.panRequireToFail.joined(separator: ", "))]" }
        out.append(s)
        for g in v.gestures {
            var line = String(repeating: "  ", count: depth + 1) + "gesture \(g.name) \(g.kind)"
            if !g.enabled { line += " enabled=false" }
            if !g.cancelsTouchesInView { line += " cancelsTouchesInView=false" }
            if g.delaysTouchesBegan { line += " delaysTouchesBegan=true" }
            if !g.delaysTouchesEnded { line += " delaysTouchesEnded=false" }
            if let n = g.numberOfTapsRequired { line += " taps=\(n)" }
            if let a = g.action { line += " action=\(a)" }
            if let t = g.target { line += " target=\(t)" }
            if !g.requireToFail.isEmpty { line += " requireToFail=[\(g.requireToFail.joined(separator: ", "))]" }
            out.append(line)
        }
        for sub in v.subviews { node(sub, depth + 1, &out) }
    }
}
