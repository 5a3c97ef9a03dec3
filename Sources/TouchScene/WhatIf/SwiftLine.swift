import TouchCore
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
        let built = SceneBuilder.build(validated: scene.description)
        // The delegate method goes on the recognizer's actual delegate; with none, on the object the
        // setting makes its delegate (the enclosing controller, or its view), which the code must set.
        let existing = built.recognizers[name]?.delegate?.object.name
        let delegate = existing ?? object.flatMap { o in o.controller ?? o.ownerView } ?? "self"
        let isNew = existing == nil
        switch setting.property {
        case "requireToFail":
            let existing = built.recognizers[name]?.requiredToFail.map(\.name) ?? []
            let names = node.map(names) ?? []
            let added = names.filter { !existing.contains($0) }
            let removed = existing.filter { !names.contains($0) }
            return (removed.map { "// do not call \(name).require(toFail: \(swiftName($0, built)))" }
                    + added.map { "\(name).require(toFail: \(swiftName($0, built)))" })
                .joined(separator: "\n")
        case "shouldReceiveTouch":
            return method(in: delegate, new: isNew, of: name, "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool",
                          answer(node, subject: "touch"))
        case "shouldBegin":
            return method(in: delegate, new: isNew, of: name, "func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool",
                          answer(node, subject: "gestureRecognizer"))
        case "simultaneousWith":
            let body: String
            if let node, let list = node.sequence {
                body = list.compactMap { $0.scalar?.string }.map { "otherGestureRecognizer === \(swiftName($0, built))" }.joined(separator: " || ")
            } else {
                body = node?.scalar?.string == "all" ? "true" : (node?.scalar?.string == "none" ? "false" : answer(node, subject: "otherGestureRecognizer"))
            }
            return method(in: delegate, new: isNew, of: name,
                          "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool",
                          body)
        case "requireFailureOf", "requiredToFailBy":
            let signature = setting.property == "requireFailureOf"
                ? "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool"
                : "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool"
            let body = (node.map(names) ?? []).map { "otherGestureRecognizer === \(swiftName($0, built))" }.joined(separator: " || ")
            return method(in: delegate, new: isNew, of: name, signature, body.isEmpty ? "false" : body)
        case "keepContentTouchesIn", "cancelContentTouchesIn":
            let views = (node.map(names) ?? []).map { "view.isDescendant(of: \(swiftName($0, built)))" }.joined(separator: " || ")
            let body = setting.property == "keepContentTouchesIn"
                ? "if \(views.isEmpty ? "false" : views) { return false }\n    return super.touchesShouldCancel(in: view)"
                : "if \(views.isEmpty ? "false" : views) { return true }\n    return super.touchesShouldCancel(in: view)"
            return "// in \(name)'s class (a UIScrollView subclass)\noverride func touchesShouldCancel(in view: UIView) -> Bool {\n    \(body)\n}"
        case "pointInside" where node?.mapping?.contains(where: { $0.key.string == "links" }) == true:
            // E9 fix 3: a UITextView subclass that is inside only on its links.
            return "// in \(name)'s UITextView subclass\noverride func point(inside point: CGPoint, with event: UIEvent?) -> Bool {\n"
                + "    guard let position = closestPosition(to: point), let range = tokenizer.rangeEnclosingPosition(position, with: .character, inDirection: .layout(.left)) else { return false }\n"
                + "    return textStyling(at: range.start, in: .forward)?[.link] != nil\n}"
        case "pointInside":
            // An override of point(inside:with:) in the view's own UIView subclass (rule H3).
            let m = node?.mapping
            var tests = ["super.point(inside: point, with: event)"]
            if let insets = m?["insets"]?.sequence.map({ $0.compactMap { $0.scalar?.string } }), insets.count == 4 {
                tests = ["bounds.inset(by: UIEdgeInsets(top: -\(insets[0]), left: -\(insets[1]), bottom: -\(insets[2]), right: -\(insets[3]))).contains(point)"]
            }
            for included in (m?["include"].map(names) ?? []) {
                tests.append("\(included).point(inside: convert(point, to: \(included)), with: event)")
            }
            return "// in \(name)'s class (a UIView subclass)\noverride func point(inside point: CGPoint, with event: UIEvent?) -> Bool {\n    return "
                + tests.joined(separator: "\n        || ") + "\n}"
        case "level":
            return "\(name).windowLevel = UIWindow.Level(rawValue: \(setting.value))"
        case "direction":
            let values = node.map(names) ?? []
            return "\(name).direction = [" + values.map { "." + $0 }.joined(separator: ", ") + "]"
        default:
            let property = propertyNames[setting.property] ?? setting.property
            let value = node.map(swiftValue) ?? setting.value
            return "\(name).\(property) = \(value)"
        }
    }

    static func method(in delegate: String, new: Bool, of recognizer: String, _ signature: String, _ body: String) -> String {
        let returns = body.contains("return ") ? body : "return \(body)"
        let header = new
            ? "// \(recognizer) has no delegate: make \(delegate) its delegate (conform to UIGestureRecognizerDelegate, "
                + "then \(recognizer).delegate = self)\n// in \(delegate)"
            : "// in \(delegate), \(recognizer)'s delegate"
        return "\(header)\n\(signature) {\n    guard gestureRecognizer === \(recognizer) else { return \(defaultAnswer(signature)) }\n    \(returns)\n}"
    }

    /// UIKit's answer when the delegate does not implement the method.
    static func defaultAnswer(_ signature: String) -> String {
        signature.contains("shouldRecognizeSimultaneouslyWith") || signature.contains("shouldRequireFailureOf")
            || signature.contains("shouldBeRequiredToFailBy") ? "false" : "true"
    }

    /// The Swift for an object the scene names: UIKit's own recognizers by
    /// their property (`list.pan` is `list.panGestureRecognizer`).
    static func swiftName(_ name: String, _ built: BuiltScene?) -> String {
        let parts = name.split(separator: ".").map(String.init)
        guard var out = parts.first, parts.count > 1 else { return name }
        var owner = out
        for part in parts.dropFirst() {
            if part.hasPrefix("row"), let row = Int(part.dropFirst(3)) {
                // A list's cells (rule L1): UIKit hands them out by index path.
                out += ".cellForRow(at: IndexPath(row: \(row), section: 0))!"
            } else if part.hasPrefix("item"), let item = Int(part.dropFirst(4)) {
                out += ".cellForItem(at: IndexPath(item: \(item), section: 0))!"
            } else if part == "pan" || part == "pinch", built?.view(owner) is ScrollView {
                out += "." + part + "GestureRecognizer" + (part == "pinch" ? "!" : "")
            } else if part == "interactivePop" {
                out += ".interactivePopGestureRecognizer!"
            } else {
                out += "." + part
            }
            owner += "." + part
        }
        return out
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
            return names(value).map { "\(view)?.isDescendant(of: \(swiftName($0, nil))) == true" }.joined(separator: " || ")
        case "touchOn":
            return names(value).map { "\(view) is \(uiClass($0))" }.joined(separator: " || ")
        case "other":
            return names(value).map { "otherGestureRecognizer === \(swiftName($0, nil))" }.joined(separator: " || ")
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
