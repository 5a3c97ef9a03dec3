import TouchCore
import Yams

/// The Swift of this round's settings (issues 28–31), in UIKit's spelling:
/// a sheet's `sheetPresentationController` properties (M), a setting on an
/// object UIKit builds inside a named one (`Pages.scrollView…`,
/// `Nav.interactiveContentPop…`, G11), an animation's options (A2), a
/// context menu or drag interaction's delegate (X3, X9) and a pass-through
/// `hitTest(_:with:)` override (H8).
extension SwiftLine {
    static func objectCode(for setting: Setting, in scene: WhatIfScene, built: BuiltScene) -> String? {
        let name = setting.object
        let node = try? setting.valueNode()
        let object = scene.objects.first { $0.name == name }
        let path = setting.property.split(separator: ".").map(String.init)
        let value = node.map(swiftValue) ?? setting.value

        if object?.role == .controller, path.first == "sheet", path.count == 2 {
            // M2, M3, M7: the sheet presentation controller's own properties.
            let sheet = "\(name).sheetPresentationController?"
            switch path[1] {
            case "detents":
                let detents = (node?.sequence.map(Array.init) ?? []).map(detentSwift)
                return "\(sheet).detents = [" + detents.joined(separator: ", ") + "]"
            case "selectedDetent", "largestUndimmedDetent":
                return "\(sheet).\(path[1])Identifier = " + identifierSwift(node?.scalar?.string ?? setting.value)
            default:
                return "\(sheet).\(path[1]) = \(value)"
            }
        }
        if object?.role == .controller, path == ["presentationDelegate", "shouldDismiss"] {
            // M8 step 3: the presentation controller's delegate answers.
            let delegate = built.responders[name + ".sheet"].flatMap { ($0 as? SheetPresentationController)?.delegate?.object.name } ?? name
            return "// in \(delegate), \(name).presentationController's delegate (a UIAdaptivePresentationControllerDelegate)\n"
                + "func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {\n"
                + "    return \(answer(node, subject: "presentationController"))\n}"
        }
        if object?.role == .animation {
            return animationCode(setting, node: node, in: scene)
        }
        if path.count >= 2, object?.role != .animation {
            // What UIKit builds inside the named object (G11): the setting on that object.
            let inner = Setting(object: name + "." + path.dropLast().joined(separator: "."), property: path[path.count - 1], value: setting.value)
            return code(for: inner, in: scene)
        }
        if object?.role == .view, object?.kind == "contextMenu", setting.property == "configuration" {
            // X3: the delegate's configurationForMenuAtLocation returning nil shows no menu.
            let delegate = built.responders[name].flatMap { ($0 as? ContextMenuInteraction)?.delegateObject?.name } ?? object?.controller ?? "self"
            let body = node?.scalar?.string == "false" ? "return nil" : "return UIContextMenuConfiguration()"
            return "// in \(delegate), \(name)'s delegate (a UIContextMenuInteractionDelegate)\n"
                + "func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {\n"
                + "    \(body)\n}"
        }
        if object?.role == .view, object?.kind == "drag", setting.property == "items" {
            // X9.3: no drag items, no drag.
            let delegate = built.responders[name].flatMap { ($0 as? DragInteraction)?.delegateObject?.name } ?? object?.controller ?? "self"
            let body = node?.scalar?.string == "false" ? "return []" : "return [UIDragItem()]"
            return "// in \(delegate), \(name)'s delegate (a UIDragInteractionDelegate)\n"
                + "func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {\n"
                + "    \(body)\n}"
        }
        if setting.property == "hitTest", let m = node?.mapping, let pass = m["passThrough"]?.scalar?.string {
            // H7, H8: the pass-through override, in the view's or window's own subclass.
            let isWindow = object?.role == .window
            let test = pass == "root" ? "hit === self || hit === rootViewController?.view" : "hit === self"
            return "// in \(name)'s class (a \(isWindow ? "UIWindow" : "UIView") subclass)\n"
                + "override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {\n"
                + "    let hit = super.hitTest(point, with: event)\n    return \(test) ? nil : hit\n}"
        }
        return nil
    }

    /// `medium` → `.medium()`; `{custom: 300, identifier: small}` → a custom detent.
    static func detentSwift(_ node: Node) -> String {
        if let s = node.scalar?.string { return "." + s + "()" }
        let m = node.mapping
        let id = m?["identifier"]?.scalar?.string ?? "custom"
        let height = m?["custom"]?.scalar?.string ?? "0"
        return ".custom(identifier: UISheetPresentationController.Detent.Identifier(\"\(id)\")) { _ in \(height) }"
    }

    static func identifierSwift(_ id: String) -> String {
        id == "medium" || id == "large" ? "." + id : "UISheetPresentationController.Detent.Identifier(\"\(id)\")"
    }

    /// A2: the animation started again with its options.
    static func animationCode(_ setting: Setting, node: Node?, in scene: WhatIfScene) -> String {
        var animation: ViewAnimation?
        for scenario in scene.description.scenarios {
            for step in scenario.steps { if case .animate(let a) = step, a.name == setting.object { animation = animation ?? a } }
        }
        let duration = animation.map { fmt($0.duration) } ?? "0.3"
        let delay = animation.map { fmt($0.delay) } ?? "0"
        switch setting.property {
        case "options":
            let options = (node.map(names) ?? []).map { "." + $0 }.joined(separator: ", ")
            return "// where the app starts the animation '\(setting.object)'\n"
                + "UIView.animate(withDuration: \(duration), delay: \(delay), options: [\(options)], animations: {\n"
                + "    // the same changes as before\n})"
        case "userInteractionEnabled":
            return "\(setting.object).isUserInteractionEnabled = \(node.map(swiftValue) ?? setting.value)"
        default:
            return "// the animation '\(setting.object)': \(setting.property) = \(setting.value)"
        }
    }
}
