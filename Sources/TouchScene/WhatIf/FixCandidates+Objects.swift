import TouchCore

/// This round's UIKit objects as fix candidates (issues 28–31, "fix and why
/// speak these objects"): what UIKit builds inside a named object is set
/// through that object's nested mapping (G11: `Pages.scrollView.…`,
/// `Nav.interactiveContentPop.…`, `FormVC.sheet.…`), and the properties
/// apps change on sheets (M3, M7, M8), content pops (N7), zooming scroll
/// views (Z1), context menu and drag interactions (X3, X9, X10), hit-test
/// overrides (H8) and animations (A2) are tried where the run met them.
extension FixCandidates {
    /// The keys the scene format accepts inside the mapping of an object
    /// UIKit builds, by the name's last parts (scene-format.md): a scroll
    /// view's `pan:`/`pinch:` and a text view's recognizers (V11, Z1, E4), a
    /// page view controller's `scrollView:` (W3), a navigation controller's
    /// pops (N2, N7), a presentation's `sheet:` and the sheet's `pan:` (M4).
    static let nestedKeys: [String: Set<String>] = {
        let pan: Set<String> = ["requireToFail", "enabled", "minimumNumberOfTouches", "maximumNumberOfTouches", "cancelsTouchesInView",
                                "delaysTouchesBegan", "delaysTouchesEnded", "shouldReceiveTouch", "shouldBegin", "simultaneousWith",
                                "requireFailureOf", "requiredToFailBy"]
        return [
            "pan": pan, "pinch": pan, "scrollView.pan": pan, "sheet.pan": pan,
            "linkTap": pan, "textTap": pan, "doubleTap": pan, "loupe": pan,
            "scrollView": ["delaysContentTouches", "canCancelContentTouches", "scrollEnabled", "touchesShouldCancel"],
            "interactivePop": ["enabled", "delaysTouchesBegan", "cancelsTouchesInView"],
            "interactiveContentPop": ["enabled", "requireToFail"],
            "sheet": ["detents", "selectedDetent", "largestUndimmedDetent", "prefersGrabberVisible", "prefersScrollingExpandsWhenScrolledToEdge"],
        ]
    }()

    /// The setting that changes `property` of `object` as the scene file
    /// writes it: on the object itself when the file names it, else in the
    /// nested mapping of the named object that owns it
    /// (`Pages.scrollView` + `delaysContentTouches` is
    /// `Pages.scrollView.delaysContentTouches`, set on `Pages`); nil when
    /// the scene cannot set it (a list's generated cells are left to their
    /// `cells:` entries, which the candidates do not write).
    static func address(_ object: String, _ property: String, _ value: String, settable: Set<String>) -> Setting? {
        if settable.contains(object) { return Setting(object: object, property: property, value: value) }
        let parts = object.split(separator: ".").map(String.init)
        for k in stride(from: parts.count - 1, to: 0, by: -1) {
            let owner = parts[..<k].joined(separator: ".")
            guard settable.contains(owner) else { continue }
            let path = parts[k...].joined(separator: ".")
            guard nestedKeys[path]?.contains(property) == true else { return nil }
            return Setting(object: owner, property: path + "." + property, value: value)
        }
        return nil
    }

    /// Candidates from this round's objects that the run met, in the order
    /// of the rules: sheets (M), the content pop (N7, covered by the generic
    /// recognizer candidates through `address`), zoom scales (Z1),
    /// interactions (X), hit-test overrides (H8) and animations (A2).
    static func objectCandidates(scene: WhatIfScene, records: [TraceRecord], built: BuiltScene, chains: [String],
                                 whyNot: WhyNot, subjects: [String], add: (String, String, String) -> Void) {
        // M3, M7, M8: the sheets a touch of the run met (a sheet record, or a touch on the sheet's views).
        let sheetNames = Set(records.compactMap { r -> String? in
            let k = r.kind.rawValue
            if k.hasPrefix("sheet.") || k.hasPrefix("presentation.") { return r.subject.hasSuffix(".sheet") ? r.subject : nil }
            return nil
        })
        for object in scene.objects where object.role == .controller {
            guard let sheet = built.responders[object.name + ".sheet"] as? SheetPresentationController else { continue }
            let met = sheetNames.contains(sheet.name) || chains.contains { name in
                built.view(name).map { $0 === sheet.containerView || $0.isDescendant(of: sheet.containerView) } ?? false
            }
            guard met else { continue }
            let c = object.name
            add(c, "isModalInPresentation", "\(!sheet.presentedViewController.isModalInPresentationAnywhere)")
            let ids = sheet.detents.map(\.identifier)
            if !ids.contains("large") { add(c, "sheet.detents", "[" + (sheet.detents.map(detentText) + ["large"]).joined(separator: ", ") + "]") }
            if ids.count == 1, ids[0] == "large" { add(c, "sheet.detents", "[medium, large]") }
            for id in ids where id != sheet.largestUndimmedDetentIdentifier {
                add(c, "sheet.largestUndimmedDetent", id)
            }
            add(c, "sheet.prefersScrollingExpandsWhenScrolledToEdge", "\(!sheet.prefersScrollingExpandsWhenScrolledToEdge)")
            if sheet.panGestureRecognizer.isEnabled { add(c, "sheet.pan.enabled", "false") }
        }
        for name in chains {
            guard let scroll = built.view(name) as? ScrollView else { continue }
            // Z1: zooming exists only while the two scales differ; equal scales remove the pinch.
            if scroll.maximumZoomScale != scroll.minimumZoomScale {
                add(name, "maximumZoomScale", fmt(scroll.minimumZoomScale))
            }
        }
        // X3, X9, X10: the interactions of the views the touches went through.
        for object in scene.objects where object.role == .view && (object.kind == "contextMenu" || object.kind == "drag") {
            guard let owner = object.ownerView, chains.contains(owner) else { continue }
            if object.kind == "contextMenu" {
                add(object.name, "configuration", "false")
            } else {
                add(object.name, "enabled", "false")
                add(object.name, "allowsSimultaneousRecognitionDuringLift", "true")
                add(object.name, "items", "false")
            }
        }
        // H8: a view or window that took a touch wanted elsewhere lets it through where it has no subview.
        for subject in subjects {
            for reason in whyNot.reasons(for: subject) {
                guard let object = reason.object else { continue }
                if reason.property == "windowLevel", built.application.windows.contains(where: { $0.name == object }) {
                    add(object, "hitTest", "{passThrough: root}")
                } else if reason.property == "userInteractionEnabled" || reason.property == "pointInside",
                          reason.words.contains("covers"), built.view(object) != nil {
                    add(object, "hitTest", "{passThrough: self}")
                } else if reason.property == "allowUserInteraction",
                          let animation = scene.objects.first(where: { $0.role == .animation && $0.name == object }) {
                    // A2, A6: a view animation's option, or a property animator's isUserInteractionEnabled.
                    if animation.kind == "property" {
                        add(object, "userInteractionEnabled", "true")
                    } else {
                        add(object, "options", "[" + (animationOptions(object, scene: scene) + ["allowUserInteraction"]).joined(separator: ", ") + "]")
                    }
                }
            }
        }
    }

    /// A detent as the scene writes it: `medium`, `large`, `{custom: 300, identifier: small}`.
    static func detentText(_ d: SheetDetent) -> String {
        switch d.value {
        case .custom(let v): return "{custom: \(fmt(v)), identifier: \(d.identifier)}"
        default: return d.identifier
        }
    }

    /// The options the scene gives animation `name` (its first `animate` step or entry), as written.
    static func animationOptions(_ name: String, scene: WhatIfScene) -> [String] {
        guard let animation = scene.objects.first(where: { $0.role == .animation && $0.name == name }),
              let options = scene.written(animation, "options") else { return [] }
        return SwiftLine.names(options).filter { $0 != "allowUserInteraction" }
    }

    /// The requirements the scene writes for recognizer `name`: all of its
    /// `requireToFail` when the file names it, else the nested mapping's
    /// list (`interactiveContentPop: { requireToFail: [...] }`), without the
    /// ones UIKit makes itself (the content pop's on the edge pop, N4).
    static func writtenRequirements(of name: String, scene: WhatIfScene, built: BuiltScene) -> [String] {
        if scene.objects.contains(where: { $0.name == name }) { return built.recognizers[name]?.requiredToFail.map(\.name) ?? [] }
        let parts = name.split(separator: ".").map(String.init)
        for k in stride(from: parts.count - 1, to: 0, by: -1) {
            let owner = parts[..<k].joined(separator: ".")
            guard let object = scene.objects.first(where: { $0.name == owner }) else { continue }
            var node = scene.written(object, parts[k])
            for part in parts.dropFirst(k + 1) { node = node?.mapping?[part] }
            return node?.mapping?["requireToFail"].map(SwiftLine.names) ?? []
        }
        return []
    }
}
