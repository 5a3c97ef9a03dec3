import Yams

/// The Swift a developer writes to make a setting: a property assignment,
/// `require(toFail:)`, or the delegate method or override that gives the
/// answer (rule Q's conditions written as the usual UIKit tests).
enum SwiftLine {
    /// UIKit's property names where they differ from the scene's key.
    static let propertyNames = [
        "enabled": "isEnabled", "userInteractionEnabled": "isUserInteractionEnabled", "exclusiveTouch": "isExclusiveTouch",
        "multipleTouchEnabled": "isMultipleTouchEnabled", "hidden": "isHidden", "scrollEnabled": "isScrollEnabled",
        "selectable": "isSelectable", "editable": "isEditable",
    ]

    static func code(for settings: [Setting], in scene: WhatIfScene) -> String {
        settings.map { code(for: $0, in: scene) }.joined(separator: "\n")
    }

    static func code(for setting: Setting, in scene: WhatIfScene) -> String {
        let name = setting.object
        let node = try? setting.valueNode()
        let object = scene.objects.first { $0.name == name }
        let delegate = object.flatMap { o in o.controller ?? o.ownerView } ?? "self"
        let built = SceneBuilder.build(validated: scene.description)
        switch setting.property {
        case "requireToFail":
            let existing = built.recognizers[name]?.requiredToFail.map(\.name) ?? []
            let names = node.map(names) ?? []
            let added = names.filter { !existing.contains($0) }
            let removed = existing.filter { !names.contains($0) }
            return (removed.map { "// do not call \(name).require(toFail: \($0))" } + added.map { "\(name).require(toFail: \($0))" })
                .joined(separator: "\n")
        case "shouldReceiveTouch":
            return method(in: delegate, of: name, "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool",
                          answer(node, subject: "touch"))
        case "shouldBegin":
            return method(in: delegate, of: name, "func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool",
                          answer(node, subject: "gestureRecognizer"))
        case "simultaneousWith":
            let body: String
            if let node, let list = node.sequence {
                body = list.compactMap { $0.scalar?.string }.map { "otherGestureRecognizer === \($0)" }.joined(separator: " || ")
            } else {
                body = node?.scalar?.string == "all" ? "true" : (node?.scalar?.string == "none" ? "false" : answer(node, subject: "otherGestureRecognizer"))
            }
            return method(in: delegate, of: name,
                          "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool",
                          body)
        case "requireFailureOf", "requiredToFailBy":
            let signature = setting.property == "requireFailureOf"
                ? "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool"
                : "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool"
            let body = (node.map(names) ?? []).map { "otherGestureRecognizer === \($0)" }.joined(separator: " || ")
            return method(in: delegate, of: name, signature, body.isEmpty ? "false" : body)
        case "keepContentTouchesIn", "cancelContentTouchesIn":
            let views = (node.map(names) ?? []).map { "view.isDescendant(of: \($0))" }.joined(separator: " || ")
            let body = setting.property == "keepContentTouchesIn"
                ? "if \(views.isEmpty ? "false" : views) { return false }\n    return super.touchesShouldCancel(in: view)"
                : "if \(views.isEmpty ? "false" : views) { return true }\n    return super.touchesShouldCancel(in: view)"
            return "// in \(name)'s UIScrollView subclass\noverride func touchesShouldCancel(in view: UIView) -> Bool {\n    \(body)\n}"
        case "pointInside" where node?.mapping?.contains(where: { $0.key.string == "links" }) == true:
            // E9 fix 3: a UITextView subclass that is inside only on its links.
            return "// in \(name)'s UITextView subclass\noverride func point(inside point: CGPoint, with event: UIEvent?) -> Bool {\n"
                + "    guard let position = closestPosition(to: point), let range = tokenizer.rangeEnclosingPosition(position, with: .character, inDirection: .layout(.left)) else { return false }\n"
                + "    return textStyling(at: range.start, in: .forward)?[.link] != nil\n}"
        default:
            let property = propertyNames[setting.property] ?? setting.property
            let value = node.map(swiftValue) ?? setting.value
            return "\(name).\(property) = \(value)"
        }
    }

    static func method(in delegate: String, of recognizer: String, _ signature: String, _ body: String) -> String {
        let returns = body.contains("return ") ? body : "return \(body)"
        return "// in \(delegate), set as \(recognizer).delegate\n\(signature) {\n    \(returns)\n}"
    }

    static func names(_ node: Node) -> [String] {
        if let list = node.sequence { return list.compactMap { $0.scalar?.string } }
        return node.scalar.map { [$0.string] } ?? []
    }

    static func swiftValue(_ node: Node) -> String {
        if let list = node.sequence { return "[" + list.map(swiftValue).joined(separator: ", ") + "]" }
        return node.scalar?.string ?? "\(node)"
    }

    /// A rule Q answer (`true`, `false`, `{when: C}`, `{unless: C}`) as a Swift expression.
    static func answer(_ node: Node?, subject: String) -> String {
        guard let node else { return "true" }
        if let s = node.scalar?.string { return s }
        if let m = node.mapping {
            if let c = m["when"] { return condition(c, subject: subject) }
            if let c = m["unless"] { return "!(" + condition(c, subject: subject) + ")" }
        }
        return condition(node, subject: subject)
    }

    /// Rule Q2's conditions as the tests delegate code writes.
    static func condition(_ node: Node, subject: String) -> String {
        guard let m = node.mapping, let (key, value) = m.first.map({ ($0.key.scalar?.string ?? "", $0.value) }) else {
            return node.scalar?.string ?? "true"
        }
        let view = subject == "touch" ? "touch.view" : "\(subject).view"
        switch key {
        case "touchIn":
            return names(value).map { "\(view)?.isDescendant(of: \($0)) == true" }.joined(separator: " || ")
        case "touchOn":
            return names(value).map { "\(view) is \(uiClass($0))" }.joined(separator: " || ")
        case "other":
            return names(value).map { "otherGestureRecognizer === \($0)" }.joined(separator: " || ")
        case "otherKind":
            return names(value).map { "otherGestureRecognizer is \(uiClass($0 + "GestureRecognizer"))" }.joined(separator: " || ")
        case "not":
            return "!(" + condition(value, subject: subject) + ")"
        case "all", "any":
            let parts = (value.sequence.map(Array.init) ?? []).map { "(" + condition($0, subject: subject) + ")" }
            return parts.joined(separator: key == "all" ? " && " : " || ")
        default:
            return "/* \(key): \(names(value).joined(separator: ", ")) (rule Q2) */ true"
        }
    }

    static func uiClass(_ kind: String) -> String {
        switch kind {
        case "control": return "UIControl"
        case "cell": return "UITableViewCell"
        default: return "UI" + kind.prefix(1).uppercased() + kind.dropFirst()
        }
    }
}
