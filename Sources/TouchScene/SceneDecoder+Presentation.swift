import TouchCore
import Yams

/// `presents:` (scene-format.md, "Presenting a controller: sheets", rule M)
/// and a navigation controller's `interactiveContentPop:` (N4, N7).
extension SceneDecoder {
    static let presentationKeys = ["modalPresentationStyle", "isModalInPresentation", "presentationDelegate", "sheet"]
    static let sheetKeys = ["detents", "selectedDetent", "largestUndimmedDetent", "prefersGrabberVisible",
                            "prefersScrollingExpandsWhenScrolledToEdge", "pan"]

    /// `presents:` of the controller `presenter` (declared at `declaration`).
    func decodePresentation(_ slot: Slot, presenter: String, declaration: Int?, depth: Int) throws(YAMLReader.Stop) -> PresentationDescription? {
        guard var m = try reader.map(slot, owner: Owner(path: slot.path, what: "'presents' of view controller '\(presenter)'"),
                                     expected: "a view controller { controller: FormVC, modalPresentationStyle: pageSheet, view: ... }")
        else { return nil }
        if !m.has("controller") {
            try reader.report(at: m.location, key: m.owner.path("controller"),
                              "\(m.owner.what) presents a view controller: add controller: NAME")
            return nil
        }
        m.owner.what = "the presented view controller at \(m.owner.path)"
        guard let controller = try decodeController(m, parent: declaration, depth: depth + 1, extraKeys: Self.presentationKeys)
        else { return nil }
        var p = PresentationDescription(controller: controller)
        p.location = m.location
        p.style = try reader.choice(m.slot("modalPresentationStyle"), "presentation style", as: ModalPresentationStyle.self) ?? .automatic
        p.isModalInPresentation = try reader.bool(m.slot("isModalInPresentation")) ?? false
        let name = controller.name
        if let d = m.slot("presentationDelegate"),
           let dm = try reader.map(d, owner: Owner(path: d.path, what: "'presentationDelegate' of '\(name)'")) {
            try reader.checkKeys(dm, known: ["object", "shouldDismiss", "implements"])
            if let object = try reader.string(dm.slot("object"), expected: "a responder's name"), let os = dm.slot("object") {
                refer([(object, os)], expecting: .responder)
                var delegate = PresentationDelegateDescription(object: object)
                delegate.shouldDismiss = try decodeAnswer(dm.slot("shouldDismiss"))
                for (i, item) in (try reader.list(dm.slot("implements"), expected: "a list of delegate methods") ?? []).enumerated() {
                    _ = i
                    if let method = try reader.choice(item, "presentation delegate method", as: PresentationDelegate.Method.self) {
                        delegate.implements.append(method)
                    }
                }
                p.delegate = delegate
            } else if !dm.has("object") {
                try reader.report(at: dm.location, key: dm.owner.path("object"),
                                  "missing required key 'object' in \(dm.owner.what); name the responder acting as delegate")
            }
        }
        let names = PresentationDescription.sheetNames(name)
        let sheetDeclaration = try declare(names.sheet, .controller, at: m, nameKey: "controller", parent: declaration)
        for v in names.views { try declare(v, .view, at: m, nameKey: "controller", parent: sheetDeclaration) }
        var panDeclaration = 0
        for r in names.recognizers {
            let index = try declare(r, .recognizer, at: m, nameKey: "controller", parent: sheetDeclaration)
            if r.hasSuffix(".sheet.pan") { panDeclaration = index }
        }
        try declare(PresentationDescription.fullScreenContainerName(name), .view, at: m, nameKey: "controller", parent: declaration)
        if let s = m.slot("sheet") {
            p.sheet = try decodeSheet(s, presented: name, panDeclaration: panDeclaration)
        }
        return p
    }

    private func decodeSheet(_ slot: Slot, presented: String, panDeclaration: Int) throws(YAMLReader.Stop) -> SheetDescription? {
        guard let m = try reader.map(slot, owner: Owner(path: slot.path, what: "'sheet' of '\(presented)'")) else { return nil }
        try reader.checkKeys(m, known: Self.sheetKeys)
        var sheet = SheetDescription()
        if let list = try reader.list(m.slot("detents"), expected: "a list of detents [medium, large, { custom: 300, identifier: small }]") {
            var detents: [SheetDetent] = []
            for item in list {
                guard let detent = try decodeDetent(item) else { continue }
                if detents.contains(where: { $0.identifier == detent.identifier }) {
                    try reader.report(item, "\(item.label) repeats the detent identifier '\(detent.identifier)'; identifiers are unique")
                    continue
                }
                detents.append(detent)
            }
            if list.isEmpty, let s = m.slot("detents") {
                try reader.report(s, "\(s.label) is empty; give at least one detent (medium, large or { custom: HEIGHT, identifier: NAME })")
            }
            if !detents.isEmpty { sheet.detents = detents }
        }
        let ids = sheet.detents.map(\.identifier)
        for key in ["selectedDetent", "largestUndimmedDetent"] {
            guard let s = m.slot(key), let id = try reader.string(s, expected: "a detent identifier") else { continue }
            if !ids.contains(id) {
                try reader.report(s, "\(s.label) names the detent '\(id)', which 'detents' does not list; expected one of "
                                  + ids.joined(separator: ", ") + Spelling.didYouMean(id, in: ids))
                continue
            }
            if key == "selectedDetent" { sheet.selectedDetent = id } else { sheet.largestUndimmedDetent = id }
        }
        sheet.prefersGrabberVisible = try reader.bool(m.slot("prefersGrabberVisible")) ?? false
        sheet.prefersScrollingExpandsWhenScrolledToEdge = try reader.bool(m.slot("prefersScrollingExpandsWhenScrolledToEdge")) ?? true
        if let s = m.slot("pan") {
            sheet.pan = try decodeScrollPan(s, scrollView: presented + ".sheet", owner: m.owner, declaration: panDeclaration,
                                            recognizer: presented + ".sheet.pan")
        }
        return sheet
    }

    private func decodeDetent(_ slot: Slot) throws(YAMLReader.Stop) -> SheetDetent? {
        let help = "medium, large or { custom: HEIGHT, identifier: NAME }"
        if case .scalar = slot.node {
            guard let text = try reader.string(slot, expected: help) else { return nil }
            switch text {
            case "medium": return .medium
            case "large": return .large
            default:
                try reader.report(slot, "unknown detent '\(text)' for \(slot.label); expected \(help)"
                                  + Spelling.didYouMean(text, in: ["medium", "large"]))
                return nil
            }
        }
        guard let m = try reader.map(slot, owner: Owner(path: slot.path, what: slot.label), expected: help) else { return nil }
        try reader.checkKeys(m, known: ["custom", "identifier"])
        guard let value = try reader.number(m.slot("custom"), .positive) else {
            if !m.has("custom") {
                try reader.report(at: m.location, key: m.owner.path("custom"), "missing required key 'custom' in \(slot.label); expected \(help)")
            }
            return nil
        }
        guard let id = try reader.string(m.slot("identifier"), expected: "a detent identifier") else {
            if !m.has("identifier") {
                try reader.report(at: m.location, key: m.owner.path("identifier"),
                                  "missing required key 'identifier' in \(slot.label); a custom detent needs an identifier")
            }
            return nil
        }
        if id == "medium" || id == "large" {
            try reader.report(m.slot("identifier")!, "a custom detent may not be called '\(id)', a system detent's identifier")
            return nil
        }
        return SheetDetent(identifier: id, value: .custom(value))
    }

    /// `preferredTransition: zoom` and `interactiveDismissShouldBegin` of a
    /// controller in a navigation stack (rule Z10): declares `C.zoomDismiss`.
    func decodeZoomTransition(_ c: YAMLMap, into controller: inout ControllerDescription,
                              declaration: Int?) throws(YAMLReader.Stop) {
        if let slot = c.slot("preferredTransition"), let value = try reader.string(slot, expected: "zoom") {
            if value == "zoom" {
                controller.zoomTransition = true
            } else {
                try reader.report(slot, "\(slot.label) must be zoom (the iOS 18 zoom transition, rule Z10); "
                                  + "remove the key for the default push")
            }
        }
        if let slot = c.slot("interactiveDismissShouldBegin") {
            if !controller.zoomTransition {
                try reader.report(slot, "\(slot.label) applies only to a controller pushed with the zoom transition; "
                                  + "add preferredTransition: zoom to \(c.owner.what)")
            }
            controller.interactiveDismissShouldBegin = try decodeAnswer(slot)
        }
        if controller.zoomTransition {
            try declare(ZoomDismissGestureRecognizer.name(for: controller.name), .recognizer, at: c, nameKey: "controller",
                        parent: declaration)
        }
    }

    /// `interactiveContentPop:` of a navigation controller (N4, N7).
    func decodeContentPop(_ m: YAMLMap, into navigation: inout NavigationDescription, name: String?,
                          declaration: Int?) throws(YAMLReader.Stop) {
        var popDeclaration: Int?
        if let name {
            popDeclaration = try declare(NavigationDescription.contentPopName(name), .recognizer, at: m, nameKey: "controller",
                                         parent: declaration)
        }
        guard let slot = m.slot("interactiveContentPop"),
              let p = try reader.map(slot, owner: Owner(path: slot.path, what: "'interactiveContentPop' of \(m.owner.what)")) else { return }
        try reader.checkKeys(p, known: ["enabled", "requireToFail"])
        navigation.contentPopEnabled = try reader.bool(p.slot("enabled")) ?? true
        navigation.contentPopRequireToFail = try referList(p, "requireToFail", expecting: .recognizer, referrer: popDeclaration,
                                                           noun: "recognizer name")
    }
}
