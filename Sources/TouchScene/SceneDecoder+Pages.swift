import TouchCore
import Yams

/// Page view controllers (scene-format.md, "Page view controllers", rule W).
extension SceneDecoder {
    static let pageKeys = ["transitionStyle", "navigationOrientation", "spineLocation", "dataSource", "delegate", "pages",
                           "current", "scrollView"]

    /// A controller with `kind: pageViewController`: its pages, settings and
    /// generated names (W8), and its default own view.
    func decodePages(_ m: YAMLMap, name: String?, declaration: Int?,
                     depth: Int) throws(YAMLReader.Stop) -> (PageViewDescription, ViewDescription?)? {
        guard let kindSlot = m.slot("kind"), case .scalar(let s) = kindSlot.node, s.string == "pageViewController" else { return nil }
        for key in ["stack", "interactivePop"] where m.has(key) {
            try reader.report(at: m.keyLocation(key), key: m.owner.path(key),
                              "'\(key)' applies only to navigation controllers; a page view controller lists its 'pages'")
        }
        var d = PageViewDescription()
        d.transitionStyle = try reader.choice(m.slot("transitionStyle"), "transition style", as: PageViewController.TransitionStyle.self) ?? .scroll
        d.orientation = try reader.choice(m.slot("navigationOrientation"), "navigation orientation",
                                          as: PageViewController.Orientation.self) ?? .horizontal
        if let slot = m.slot("spineLocation") {
            d.spineLocation = try reader.choice(slot, "spine location", as: PageViewController.SpineLocation.self)
            if d.transitionStyle == .scroll {
                try reader.report(slot, "\(slot.label) applies only to page curl; add transitionStyle: pageCurl or remove 'spineLocation'")
            }
        }
        if let slot = m.slot("dataSource") {
            if case .scalar(let v) = slot.node, YAMLReader.classify(v) == .null {
                d.hasDataSource = false
            } else if let source = try reader.string(slot, expected: "a responder's name or null") {
                d.dataSource = source
                refer([(source, slot)], expecting: .responder)
            }
        }
        if let slot = m.slot("delegate"), let delegate = try reader.string(slot, expected: "a responder's name") {
            d.delegate = delegate
            refer([(delegate, slot)], expecting: .responder)
        }
        let pageSlots = try reader.list(m.slot("pages"), expected: "a list of view controllers { controller: ..., view: ... }") ?? []
        if pageSlots.isEmpty {
            try reader.report(at: m.location, key: m.owner.path("pages"),
                              "\(m.owner.what) needs 'pages': at least one view controller, in order: "
                              + "pages: [ { controller: PageA, view: { name: pageA } } ]")
        }
        for item in pageSlots {
            guard let c = try reader.map(item, owner: Owner(path: item.path, what: "the page at \(item.path)"),
                                         expected: "a view controller { controller: ..., view: ... }") else { continue }
            if !c.has("controller") {
                try reader.report(at: c.location, key: c.owner.path("controller"),
                                  "a page view controller's pages are view controllers: add controller: NAME to \(c.owner.what)")
                continue
            }
            if let page = try decodeController(c, parent: declaration, depth: depth + 1) { d.pages.append(page) }
        }
        if let slot = m.slot("current") {
            d.current = try reader.int(slot, in: 0...max(0, pageSlots.count - 1),
                                       rangePhrase: "the index of one of the \(pageSlots.count) pages, 0 to \(max(0, pageSlots.count - 1))") ?? 0
        }
        var panDeclaration: Int?
        if let name {
            if d.transitionStyle == .scroll {
                let scroll = try declare(PageViewDescription.scrollViewName(name), .view, at: m, nameKey: "controller", parent: declaration)
                panDeclaration = try declare(PageViewDescription.scrollViewName(name) + ".pan", .recognizer, at: m, nameKey: "controller", parent: scroll)
                try declare(PageViewDescription.scrollViewName(name) + ".delaysContentTouches", .recognizer, at: m,
                            nameKey: "controller", parent: scroll)
            } else {
                try declare(PageViewDescription.curlPanName(name), .recognizer, at: m, nameKey: "controller", parent: declaration)
                try declare(PageViewDescription.curlTapName(name), .recognizer, at: m, nameKey: "controller", parent: declaration)
            }
        }
        if let slot = m.slot("scrollView") {
            if d.transitionStyle == .pageCurl {
                try reader.report(slot, "\(slot.label) exists only with transitionStyle: scroll (page curl has no scroll view, W7)")
            } else if let name {
                d.scrollView = try decodeQueuingScroll(slot, pages: name, owner: m.owner, declaration: panDeclaration)
            }
        }
        var view: ViewDescription?
        if m.slot("view") == nil, let name {
            let viewName = NavigationDescription.defaultViewName(name)
            try declare(viewName, .view, at: m, nameKey: "controller", parent: declaration)
            var v = ViewDescription(name: viewName)
            v.location = m.location
            view = v
        }
        return (d, view)
    }

    private func decodeQueuingScroll(_ slot: Slot, pages: String, owner: Owner,
                                     declaration: Int?) throws(YAMLReader.Stop) -> QueuingScrollDescription? {
        guard let m = try reader.map(slot, owner: Owner(path: slot.path, what: "'scrollView' of \(owner.what)"),
                                     expected: "the queuing scroll view's settings { delaysContentTouches: false, pan: { ... } }")
        else { return nil }
        try reader.checkKeys(m, known: ["delaysContentTouches", "canCancelContentTouches", "scrollEnabled", "touchesShouldCancel", "pan"])
        var d = QueuingScrollDescription()
        d.delaysContentTouches = try reader.bool(m.slot("delaysContentTouches"))
        d.canCancelContentTouches = try reader.bool(m.slot("canCancelContentTouches"))
        d.scrollEnabled = try reader.bool(m.slot("scrollEnabled"))
        d.touchesShouldCancel = try decodeAnswer(m.slot("touchesShouldCancel"))
        if let panSlot = m.slot("pan") {
            d.pan = try decodeScrollPan(panSlot, scrollView: PageViewDescription.scrollViewName(pages), owner: m.owner,
                                        declaration: declaration ?? 0)
        }
        return d
    }
}
