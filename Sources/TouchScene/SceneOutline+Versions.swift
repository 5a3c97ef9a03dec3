import TouchCore

/// `check`'s lines for section P's versions, presentations (M) and the
/// content pop (N4): what the device's `ios` and `sdk` turn on, and the keys
/// the version makes inert.
extension SceneOutline {
    /// The versions line, when the scene sets `ios` or `sdk`; scenes without them behave as iOS 18.
    static func versionLines(_ scene: SceneDescription) -> [String] {
        let d = scene.device
        guard d.ios != DeviceParameters().ios || d.sdkOverride != nil || usesVersionedObjects(scene) else { return [] }
        var on: [String] = []
        if d.ios >= 13 { on.append("sheets are cards (M1)") }
        on.append("automatic presents " + ModalPresentationStyle.automatic.concrete(ios: d.ios, sdk: d.sdk).rawValue + " (M1)")
        if d.ios >= 15 { on.append(d.ios >= 16 ? "medium and custom detents (M2)" : "medium detents (M2)") }
        if d.ios >= 17 { on.append("a sheet's exterior pan (M4)") }
        on.append("transfers…ToParent default \(d.ios >= 17.4) (V10)")
        if d.ios >= 26 && d.sdk >= 26 { on.append("the content pop (N4)") }
        return ["versions: iOS \(TraceJSON.format(d.ios)), SDK \(TraceJSON.format(d.sdk)): " + on.joined(separator: ", ")]
    }

    private static func usesVersionedObjects(_ scene: SceneDescription) -> Bool {
        var found = false
        func visit(_ node: NodeDescription) {
            guard case .controller(let c) = node else {
                if case .view(let v) = node { v.subviews.forEach(visit) }
                return
            }
            if c.presentation != nil { found = true }
            c.navigation?.stack.forEach { visit(.controller($0)) }
            visit(.view(c.view))
        }
        for w in scene.windows { if let r = w.root { visit(r) } }
        return found
    }

    static func contentPopLines(_ name: String, _ n: NavigationDescription, device d: DeviceParameters, indent: String) -> [String] {
        let pop = NavigationDescription.contentPopName(name)
        guard d.ios >= 26 && d.sdk >= 26 else {
            let given = !n.contentPopEnabled || !n.contentPopRequireToFail.isEmpty
            return given ? ["\(indent)↳ inert: interactiveContentPop (needs ios >= 26 and sdk >= 26, N4)"] : []
        }
        var line = "\(indent)↳ built-in content pop \(pop) requires failure of \(NavigationDescription.popName(name))"
        if !n.contentPopRequireToFail.isEmpty { line += ", " + n.contentPopRequireToFail.joined(separator: ", ") }
        if !n.contentPopEnabled { line += " (disabled)" }
        return [line]
    }

    /// Rule Z10: the zoom transition's dismissal of each controller pushed with it, or why it is inert.
    static func zoomDismissLines(_ n: NavigationDescription, device d: DeviceParameters, indent: String) -> [String] {
        n.stack.filter(\.zoomTransition).map { child in
            let name = ZoomDismissGestureRecognizer.name(for: child.name)
            return d.ios >= 18
                ? "\(indent)↳ built-in zoom transition dismissal \(name) on \(child.view.name) (downward pan, Z10)"
                : "\(indent)↳ inert: \(name) (the zoom transition needs ios >= 18, Z10)"
        }
    }

    static func presentationLines(_ p: PresentationDescription, device d: DeviceParameters, indent: String) -> [String] {
        let name = p.controller.name
        let concrete = p.style.concrete(ios: d.ios, sdk: d.sdk)
        var lines: [String] = []
        switch p.style.resolved(ios: d.ios, sdk: d.sdk) {
        case .fullScreen:
            lines.append("\(indent)presents \(name) \(p.style.rawValue) → full screen (M10) in \(PresentationDescription.fullScreenContainerName(name))")
            if p.sheet != nil { lines.append("\(indent)↳ inert: sheet (the presentation is full screen, M10)") }
            if p.isModalInPresentation { lines.append("\(indent)↳ isModalInPresentation changes nothing for touches (M10)") }
        case .sheet:
            let sheet = p.sheet ?? SheetDescription()
            var detents = sheet.detents
            var inert: [String] = []
            if d.ios < 15 {
                if detents != [.large] { inert.append("detents other than large") }
                if sheet.largestUndimmedDetent != nil { inert.append("largestUndimmedDetent") }
                if sheet.prefersGrabberVisible { inert.append("prefersGrabberVisible") }
                detents = [.large]
            } else if d.ios < 16 {
                let kept = detents.filter { if case .custom = $0.value { return false }; return true }
                if kept.count != detents.count { inert.append("custom detents (iOS 16)") }
                detents = kept.isEmpty ? [.large] : kept
            }
            var line = "\(indent)presents \(name) \(p.style.rawValue)"
            if concrete != p.style { line += " (\(concrete.rawValue))" }
            line += " → sheet \(name).sheet (M2); detents [" + detents.map(\.identifier).joined(separator: ", ") + "]"
            if let s = sheet.selectedDetent { line += " at \(s)" }
            line += sheet.largestUndimmedDetent.map { "; undimmed up to \($0)" } ?? "; always dimmed"
            if p.isModalInPresentation { line += "; isModalInPresentation" }
            lines.append(line)
            let s = name + ".sheet"
            var recognizers = ["\(s).pan" + (sheet.pan?.enabled == false ? " (disabled)" : ""), "\(s).dimming.tap"]
            if d.ios >= 17 { recognizers.append("\(s).exteriorPan") }
            lines.append("\(indent)↳ views \(s).container > \(s).dimming, \(s).view"
                + (sheet.prefersGrabberVisible && d.ios >= 15 ? " > \(s).grabber" : "")
                + "; recognizers " + recognizers.joined(separator: ", "))
            if !inert.isEmpty { lines.append("\(indent)↳ inert on iOS \(TraceJSON.format(d.ios)): " + inert.joined(separator: ", ")) }
        }
        if let delegate = p.delegate {
            var parts = delegate.implements.map(\.rawValue)
            if let answer = delegate.shouldDismiss { parts.insert("shouldDismiss: \(answer.text)", at: 0) }
            lines.append("\(indent)↳ presentation delegate \(delegate.object)" + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", ")))
        }
        return lines
    }
}
