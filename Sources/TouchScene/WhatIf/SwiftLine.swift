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
        let built = SceneBuilder.build(validated: scene.description)
        if let special = objectCode(for: setting, in: scene, built: built) { return special }
        let name = setting.object
        let node = try? setting.valueNode()
        let object = scene.objects.first { $0.name == name }
        // The delegate method goes on the recognizer's actual delegate; with none, on the object the
        // setting makes its delegate (the enclosing controller, or its view), which the code must set.
        let existing = built.recognizers[name]?.delegate?.object.name
        let delegate = existing ?? object.flatMap { o in o.controller ?? o.ownerView } ?? "self"
        let isNew = existing == nil
        switch setting.property {
        case "requireToFail":
            let existing = FixCandidates.writtenRequirements(of: name, scene: scene, built: built)
            let names = node.map(names) ?? []
            let added = names.filter { !existing.contains($0) }
            let removed = existing.filter { !names.contains($0) }
            return (removed.map { "// do not call \(name).require(toFail: \(swiftName($0, built)))" }
                    + added.map { "\(swiftName(name, built)).require(toFail: \(swiftName($0, built)))" })
                .joined(separator: "\n")
        case "shouldReceiveTouch":
            return method(in: delegate, new: isNew, of: name, "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool",
                          answer(node, subject: "touch"), built: built)
        case "shouldBegin":
            return method(in: delegate, new: isNew, of: name, "func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool",
                          answer(node, subject: "gestureRecognizer"), built: built)
        case "simultaneousWith":
            let body: String
            if let node, let list = node.sequence {
                body = list.compactMap { $0.scalar?.string }.map { "otherGestureRecognizer === \(swiftName($0, built))" }.joined(separator: " || ")
            } else {
                body = node?.scalar?.string == "all" ? "true" : (node?.scalar?.string == "none" ? "false" : answer(node, subject: "otherGestureRecognizer"))
            }
            return method(in: delegate, new: isNew, of: name,
                          "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool",
                          body, built: built)
        case "requireFailureOf", "requiredToFailBy":
            let signature = setting.property == "requireFailureOf"
                ? "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool"
                : "func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool"
            let body = (node.map(names) ?? []).map { "otherGestureRecognizer === \(swiftName($0, built))" }.joined(separator: " || ")
            return method(in: delegate, new: isNew, of: name, signature, body.isEmpty ? "false" : body, built: built)
        case "keepContentTouchesIn", "cancelContentTouchesIn":
            let views = (node.map(names) ?? []).map { "view.isDescendant(of: \(swiftName($0, built)))" }.joined(separator: " || ")
            let body = setting.property == "keepContentTouchesIn"
                ? "if \(views.isEmpty ? "false" : views) { return false }\n    return super.touchesShouldCancel(in: view)"
                : "if \(views.isEmpty ? "false" : views) { return true }\n    return super.touchesShouldCancel(in: view)"
            return "// in \(name)'s class (a UIScrollView subclass)\noverride func touchesShouldCancel(in view: UIView) -> Bool {\n    \(body)\n}"
        case "pointInside" where node?.mapping?.contains(where: { $0.key.string == "links" }) == true:
            // E9 fix 3: a UITextView subclass that is inside only on its links.
            return "// in \(name)'s class (a UITextView subclass)\noverride func point(inside point: CGPoint, with event: UIEvent?) -> Bool {\n"
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
            return "\(swiftName(name, built)).\(property) = \(value)"
        }
    }

    static func method(in delegate: String, new: Bool, of recognizer: String, _ signature: String, _ body: String,
                       built: BuiltScene? = nil) -> String {
        let returns = body.contains("return ") ? body : "return \(body)"
        let reference = swiftName(recognizer, built)
        // A scroll view is its own pan's and pinch's delegate, which cannot be replaced (V11, Z1): its subclass answers.
        if !new, let view = built?.view(delegate), view is ScrollView, built?.recognizers[recognizer]?.view === view {
            // W3: the queuing scroll view is UIKit's private class; apps replace this method on it at run time (W-17).
            let queuing = (built?.responders[String(delegate.dropLast(".scrollView".count))] is PageViewController) && delegate.hasSuffix(".scrollView")
            let note = queuing ? "; UIKit's private queuing scroll view cannot be subclassed: apps install this method on its class at run time, W-17" : ""
            return "// in \(delegate)'s class (a UIScrollView subclass\(note)), \(recognizer)'s delegate\n\(signature) {\n"
                + "    guard gestureRecognizer === \(reference) else { return \(defaultAnswer(signature)) }\n    \(returns)\n}"
        }
        let header = new
            ? "// \(recognizer) has no delegate: make \(delegate) its delegate (conform to UIGestureRecognizerDelegate, "
                + "then \(recognizer).delegate = self)\n// in \(delegate)"
            : "// in \(delegate), \(recognizer)'s delegate"
        return "\(header)\n\(signature) {\n    guard gestureRecognizer === \(reference) else { return \(defaultAnswer(signature)) }\n    \(returns)\n}"
    }

    /// UIKit's answer when the delegate does not implement the method.
    static func defaultAnswer(_ signature: String) -> String {
        signature.contains("shouldRecognizeSimultaneouslyWith") || signature.contains("shouldRequireFailureOf")
            || signature.contains("shouldBeRequiredToFailBy") ? "false" : "true"
    }

    /// The Swift for an object the scene names: UIKit's own recognizers by
    /// their property (`list.pan` is `list.panGestureRecognizer`).
    /// UIKit's own recognizers that no public property reaches are found
    /// among their view's `gestureRecognizers` the way the sources show apps
    /// finding them: by their `name` where UIKit gives one, else by a part of
    /// their private class's name (as `po view.gestureRecognizers` prints it).
    /// Which are documented (in `../shared/spec/sources/`) and which are not:
    /// - `swipeActions`: class `_UISwipeActionPanGestureRecognizer`, printed by
    ///   the debugger and looked up by class in library code (L-10, L-29).
    /// - `swipeDismissal`: printed as `UISwipeDismissalGestureRecognizer` (L-10),
    ///   decompiled as `_UISwipeDismissalGestureRecognizer` (L-13): the shared part.
    /// - `delaysContentTouches`: `UIScrollViewDelayedTouchesBeganGestureRecognizer` (L-10).
    /// - `sheet.pan`: `_UISheetInteractionBackgroundDismissRecognizer` on the card,
    ///   the presented view's superview (M-Dc4; app code looks it up by class, M-Lb3).
    /// - `sheet.exteriorPan`: named `com.apple.UIKit.UISheetPresentationControllerExteriorPanGesture`,
    ///   on the window (M-Dc5, decompiled).
    /// - a context menu's `press`, `exclusion`, `failure`: named
    ///   `com.apple.UIKit.longPressClickDriverPrimary`, `…clickPresentationExclusion`,
    ///   `…clickPresentationFailure`; a drag's `lift`, `exclusion`, `failure`:
    ///   `…dragInitiation`, `…dragExclusionRelationships`, `…dragFailureRelationships`
    ///   (X-D1, X-D3, X-D5 decompiled; X-L1 removes exactly these by name; the
    ///   `com.apple.UIKit.` prefix depends on the SDK, so the name's end is compared).
    /// - a text view's `linkTap` (`UITextInteractionNameLinkTap`, E-S25 looks it up by
    ///   name), `textTap` (`com.apple.UIKit.textTap`, E-S26 decompiled), `loupe`
    ///   (`UITextInteractionNameLoupe`, E-S33). NOT documented: `doubleTap`'s name
    ///   `UITextInteractionNameDoubleTap` is inferred from the naming of the others
    ///   (semantics.md E4's table gives it without a source).
    /// - `curlPan`, `curlTap`: public, `UIPageViewController.gestureRecognizers` (W-2).
    /// - NOT documented: `sheet.dimming.tap` (UIDimmingView's tap, M-Dc6 gives no
    ///   class or name): found as the dimming view's `UITapGestureRecognizer`.
    static let privateRecognizerNames = [
        "exteriorPan": "UISheetPresentationControllerExteriorPanGesture",
        "linkTap": "UITextInteractionNameLinkTap", "textTap": "textTap", "doubleTap": "UITextInteractionNameDoubleTap",
        "loupe": "UITextInteractionNameLoupe",
    ]
    static let privateRecognizerClasses = [
        "swipeActions": "_UISwipeActionPanGestureRecognizer", "swipeDismissal": "SwipeDismissalGestureRecognizer",
        "delaysContentTouches": "UIScrollViewDelayedTouchesBeganGestureRecognizer",
    ]
    /// The names UIKit gives an interaction's recognizers (X1), by interaction kind.
    static let interactionRecognizerNames = [
        "contextMenu": ["press": "longPressClickDriverPrimary", "exclusion": "clickPresentationExclusion", "failure": "clickPresentationFailure"],
        "drag": ["lift": "dragInitiation", "exclusion": "dragExclusionRelationships", "failure": "dragFailureRelationships"],
    ]

    /// `(VIEW.gestureRecognizers ?? []).first { … }!`, found by name or class.
    static func find(in owner: String, name: String? = nil, className: String? = nil, type: String? = nil) -> String {
        let test = name.map { "($0.name ?? \"\").hasSuffix(\"\($0)\")" }
            ?? className.map { "String(describing: Swift.type(of: $0)).contains(\"\($0)\")" } ?? "$0 is \(type ?? "UIGestureRecognizer")"
        return "(\(owner).gestureRecognizers ?? []).first { \(test) }!"
    }

    /// The Swift of the objects UIKit builds for this round's classes (G11), or nil.
    static func builtObject(_ name: String, _ built: BuiltScene?) -> String? {
        let parts = name.split(separator: ".").map(String.init)
        guard parts.count > 1, let last = parts.last else { return nil }
        let owner = parts.dropLast().joined(separator: ".")
        // M2, M4: the sheet presentation controller, its card's pan, the window's exterior pan, the dimming tap.
        if parts.count >= 2, parts[1] == "sheet" {
            let controller = parts[0]
            switch parts.dropFirst(2).joined(separator: ".") {
            case "": return "\(controller).sheetPresentationController!"
            case "pan": return find(in: "\(controller).view.superview!", className: "_UISheetInteractionBackgroundDismissRecognizer")
            case "exteriorPan": return find(in: "\(controller).view.window!", name: privateRecognizerNames["exteriorPan"])
            case "dimming.tap": return find(in: "\(controller).presentationController!.containerView!.subviews[0]", type: "UITapGestureRecognizer")
            case "view": return "\(controller).view.superview!"
            case "container": return "\(controller).presentationController!.containerView!"
            default: return nil
            }
        }
        // W3: the queuing scroll view, reached by walking the page view controller's view.
        if last == "scrollView", built?.responders[owner] is PageViewController {
            return "(\(owner).view.subviews.first { $0 is UIScrollView } as! UIScrollView)"
        }
        if (last == "curlPan" || last == "curlTap"), built?.responders[owner] is PageViewController {
            return "\(owner).gestureRecognizers.first { $0 is \(last == "curlPan" ? "UIPanGestureRecognizer" : "UITapGestureRecognizer") }!"
        }
        // X1: an interaction's recognizers by the names UIKit gives them.
        if let recognizer = built?.recognizers[name] ?? nil, let view = recognizer.view {
            let interaction = built.flatMap { b -> String? in
                switch b.responders[owner] {
                case is ContextMenuInteraction: return "contextMenu"
                case is DragInteraction: return "drag"
                default: return nil
                }
            }
            if let interaction, let fragment = interactionRecognizerNames[interaction]?[last] {
                return find(in: swiftName(view.name, built), name: fragment)
            }
            if let fragment = privateRecognizerNames[last] {
                return find(in: swiftName(view.name, built), name: fragment)
            }
            if let fragment = privateRecognizerClasses[last] {
                return find(in: swiftName(view.name, built), className: fragment)
            }
        }
        return nil
    }

    static func swiftName(_ name: String, _ built: BuiltScene?) -> String {
        let parts = name.split(separator: ".").map(String.init)
        guard parts.count > 1, let part = parts.last else { return name }
        // What UIKit builds and keeps private: found as app code finds it.
        if let found = builtObject(name, built) { return found }
        let owner = parts.dropLast().joined(separator: ".")
        let out = swiftName(owner, built)
        if part.hasPrefix("row"), let row = Int(part.dropFirst(3)) {
            // A list's cells (rule L1): UIKit hands them out by index path.
            return out + ".cellForRow(at: IndexPath(row: \(row), section: 0))!"
        } else if part.hasPrefix("item"), let item = Int(part.dropFirst(4)) {
            return out + ".cellForItem(at: IndexPath(item: \(item), section: 0))!"
        } else if part == "pan" || part == "pinch", built?.view(owner) is ScrollView {
            return out + "." + part + "GestureRecognizer" + (part == "pinch" ? "!" : "")
        } else if part == "interactivePop" {
            return out + ".interactivePopGestureRecognizer!"
        } else if part == "interactiveContentPop" {
            return out + ".interactiveContentPopGestureRecognizer!"
        }
        return out + "." + part
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
