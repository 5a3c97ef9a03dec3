import TouchCore
import Yams

/// Views, view controllers, controls and scroll views (scene-format.md, "Views").
extension SceneDecoder {
    static let viewKeys = ["name", "kind", "frame", "color", "text", "hidden", "alpha", "userInteractionEnabled",
                           "clipsToBounds", "multipleTouchEnabled", "exclusiveTouch", "touches", "implements",
                           "pointInside", "gestureShouldBegin", "gestures", "subviews", "interactions"]
    static let controlKeys = ["actions", "value", "segments", "enabled", "menu", "showsMenuAsPrimaryAction", "contextMenuInteractionEnabled"]
    static let scrollKeys = ["contentSize", "contentOffset", "scrollEnabled", "delaysContentTouches",
                             "canCancelContentTouches", "cancelContentTouchesIn", "keepContentTouchesIn"] + scrollAxisKeys
    static let controllerKeys = ["controller", "touches", "implements", "presentedBy", "presents", "view"]

    /// A window's root or an item of `subviews`: a controller when it has `controller:`, a view otherwise.
    func decodeNode(_ slot: Slot, parent: Int?, depth: Int) throws(YAMLReader.Stop) -> NodeDescription? {
        if depth > Self.depthLimit {
            try reader.report(slot, "\(slot.label) nests subviews deeper than \(Self.depthLimit) levels; "
                              + "flatten the view hierarchy")
            return nil
        }
        guard let m = try reader.map(slot, owner: Owner(path: slot.path, what: "the view at \(slot.path)"),
                                     expected: "a view { name: ..., frame: [x, y, width, height] } or a view controller { controller: ..., view: ... }")
        else { return nil }
        if m.has("controller") {
            return try decodeController(m, parent: parent, depth: depth).map(NodeDescription.controller)
        }
        return try decodeView(m, parent: parent, depth: depth).map(NodeDescription.view)
    }

    func decodeController(_ map: YAMLMap, parent: Int?, depth: Int,
                          extraKeys: [String] = []) throws(YAMLReader.Stop) -> ControllerDescription? {
        var m = map
        m.owner.what = "the view controller at \(m.owner.path)"
        let name = try requiredName(m, key: "controller", noun: "view controller")
        if let name { m.owner.what = "view controller '\(name)'" }
        try reader.checkKeys(m, known: Self.controllerKeys + Self.identityKeys + extraKeys + (m.has("kind") ? Self.navigationKeys : []))
        if !m.has("kind") {
            for key in ["stack", "interactivePop", "interactiveContentPop"] where m.has(key) {
                try reader.report(at: m.keyLocation(key), key: m.owner.path(key),
                                  "'\(key)' applies only to navigation controllers; add kind: navigationController to \(m.owner.what)")
            }
        }
        let declaration = try name.map { (n: String) throws(YAMLReader.Stop) in try declare(n, .controller, at: m, nameKey: "controller", parent: parent) }
        let navigation = try decodeNavigation(m, name: name, declaration: declaration, depth: depth)
        let touches = try reader.choice(m.slot("touches"), "touches behaviour", as: TouchBehaviourDescription.self) ?? .inherit
        let implements = try reader.names(m.slot("implements"), "method name") ?? []
        let presentedBySlot = m.slot("presentedBy")
        let presentedBy = try reader.string(presentedBySlot, expected: "a view controller's name")
        if let presentedBy, let presentedBySlot { refer([(presentedBy, presentedBySlot)], expecting: .controller, referrer: declaration) }
        var presentation: PresentationDescription?
        if let slot = m.slot("presents"), let name {
            presentation = try decodePresentation(slot, presenter: name, declaration: declaration, depth: depth)
        }
        if let navigation, let name, m.slot("view") == nil, let view = navigation.1 {
            var controller = ControllerDescription(name: name, touches: touches, implements: implements,
                                                   presentedBy: presentedBy, view: view, location: m.location)
            controller.navigation = navigation.0
            controller.presentation = presentation
            return controller
        }
        guard let viewSlot = m.slot("view") else {
            try reader.report(at: m.location, key: m.owner.path("view"),
                              "missing required key 'view' in \(m.owner.what); a view controller wraps a view: "
                              + "add view: { name: ..., frame: [x, y, width, height] }")
            return nil
        }
        guard let v = try reader.map(viewSlot, owner: Owner(path: viewSlot.path, what: "the view of \(m.owner.what)"),
                                     expected: "a view { name: ..., frame: [x, y, width, height] }"),
              let view = try decodeView(v, parent: declaration, depth: depth), let name else { return nil }
        var controller = ControllerDescription(name: name, touches: touches, implements: implements,
                                               presentedBy: presentedBy, view: view, location: m.location)
        controller.navigation = navigation?.0
        controller.presentation = presentation
        controller.identity = try decodeIdentity(m)
        return controller
    }

    /// `cell`: a list's `cells:` entry, with its generated name and cell kind (rule L1).
    func decodeView(_ map: YAMLMap, parent: Int?, depth: Int,
                    cell entry: (name: String, kind: ViewKindDescription)? = nil) throws(YAMLReader.Stop) -> ViewDescription? {
        var m = map
        try countObject(at: m.location, key: m.owner.path)
        var name = entry?.name
        if entry == nil { name = try requiredName(m, noun: "view") }
        let kindSlot = entry == nil ? m.slot("kind") : nil
        var kind = entry?.kind
        if entry == nil { kind = try reader.choice(kindSlot, "view kind", as: ViewKindDescription.self) }
        if kind == .refreshControl, let kindSlot {
            // V14: UIKit lays the refresh control out itself; it is declared with its scroll view.
            try reader.report(kindSlot, "\(kindSlot.label) may not be refreshControl: a refresh control belongs to a scroll view; "
                              + "write refreshControl: { name: ..., actions: [...] } in the scroll view (V14)")
            kind = nil
        }
        let resolvedKind = kind ?? .view
        if let name { m.owner.what = "\(resolvedKind.rawValue) '\(name)'" }
        if entry != nil {
            for key in ["name", "kind"] where m.has(key) {
                try reader.report(at: m.keyLocation(key), key: m.owner.path(key),
                                  "a cell entry's '\(key)' is given by its list (\(name ?? "LIST.rowN")); remove '\(key)'")
            }
        }
        try reader.checkKeys(m, known: Self.viewKeys + Self.controlKeys + Self.scrollKeys + Self.listKeys + Self.cellKeys
                             + Self.textFieldKeys + Self.textViewKeys + Self.identityKeys + [Self.transformKey])
        if kindSlot == nil || kind != nil { try checkKindSpecificKeys(m, kind: resolvedKind) }
        var declaration: Int?
        if let name, resolvedKind.isCell {
            let nameKey = entry == nil ? "name" : (resolvedKind == .collectionViewCell ? "item" : "row")
            declaration = try declareCell(name, at: m, nameKey: nameKey, parent: parent)
        } else if let name {
            declaration = try declare(name, .view, at: m, parent: parent)
        }

        var view = ViewDescription(name: name ?? "", kind: resolvedKind, frame: try reader.rect(m.slot("frame")))
        view.location = m.location
        view.color = try decodeColor(m.slot("color"))
        view.text = try reader.string(m.slot("text"))
        view.hidden = try reader.bool(m.slot("hidden")) ?? false
        view.alpha = try reader.number(m.slot("alpha"), .unit) ?? 1
        view.userInteractionEnabled = try reader.bool(m.slot("userInteractionEnabled"))
        view.clipsToBounds = try reader.bool(m.slot("clipsToBounds")) ?? false
        view.multipleTouchEnabled = try reader.bool(m.slot("multipleTouchEnabled")) ?? false
        view.exclusiveTouch = try reader.bool(m.slot("exclusiveTouch")) ?? false
        view.touches = try reader.choice(m.slot("touches"), "touches behaviour", as: TouchBehaviourDescription.self) ?? .inherit
        view.implements = try reader.names(m.slot("implements"), "method name") ?? []
        view.pointInside = try decodePointInside(m, view: declaration)
        view.transform = try decodeTransform(m)
        view.identity = try decodeIdentity(m)
        if let slot = m.slot("gestureShouldBegin") {
            try decodeGestureShouldBegin(slot, of: m.owner, into: &view)
        }
        for item in try reader.list(m.slot("gestures"), expected: "a list of gesture recognizers") ?? [] {
            if let gesture = try decodeGesture(item, view: declaration) { view.gestures.append(gesture) }
        }
        for item in try reader.list(m.slot("interactions"), expected: "a list of interactions { kind: contextMenu, name: ... }") ?? [] {
            if let interaction = try decodeInteraction(item, view: declaration, in: view.interactions) { view.interactions.append(interaction) }
        }
        if resolvedKind.isControl { view.control = try decodeControl(m, kind: resolvedKind) }
        if view.control?.menu == true, let name {
            // Rule X7: the button's interaction NAME.contextMenu and its recognizers.
            let menu = InteractionDescription(kind: .contextMenu, name: name + ".contextMenu")
            let d = try declare(menu.name, .interaction, at: m, parent: declaration)
            for r in menu.recognizerNames { try declare(r, .recognizer, at: m, parent: d) }
        }
        if resolvedKind.isScrollView {
            view.scroll = try decodeScroll(m)
            if let name { try decodeScrollBehaviour(m, name: name, declaration: declaration, into: &view.scroll!) }
            // L1: a table bounces vertically unless the scene says otherwise, as UITableView does.
            if resolvedKind == .tableView && !m.has("alwaysBounceVertical") { view.scroll!.alwaysBounceVertical = true }
        }
        if resolvedKind.isList {
            view.list = try decodeList(m, kind: resolvedKind, name: name, declaration: declaration, depth: depth)
        }
        if resolvedKind.isCell { view.cell = try decodeCell(m, kind: resolvedKind) }
        if resolvedKind == .textField { view.placeholder = try reader.string(m.slot("placeholder")) }
        if resolvedKind == .textView {
            view.textView = try decodeTextView(m, name: name, declaration: declaration)
            view.textView?.linksOnlyHitTesting = view.pointInside?.linksOnly ?? false
        }
        for item in try reader.list(m.slot("subviews"), expected: "a list of views") ?? [] {
            if let node = try decodeNode(item, parent: declaration, depth: depth + 1) { view.subviews.append(node) }
        }
        return name == nil ? nil : view
    }

    /// The view keys that only some kinds accept, with those kinds.
    static let viewKindKeys: [(keys: [String], kinds: [ViewKindDescription])] = [
        (["actions", "enabled"], ViewKindDescription.allCases.filter { $0.isControl && $0 != .refreshControl }),
        (["value"], [.slider, .switch, .stepper, .segmentedControl, .pageControl]),
        (["segments"], [.segmentedControl, .pageControl]),
        (["menu", "showsMenuAsPrimaryAction", "contextMenuInteractionEnabled"], [.button]),
        (scrollKeys, [.scrollView, .tableView, .collectionView, .textView]),
    ] + listKindKeys

    private func checkKindSpecificKeys(_ m: YAMLMap, kind: ViewKindDescription) throws(YAMLReader.Stop) {
        for (keys, kinds) in Self.viewKindKeys where !kinds.contains(kind) {
            try reader.kindOnly(m, keys, kinds: kinds.map(\.rawValue), actual: kind.rawValue, noun: "view")
        }
    }

    private func decodeColor(_ slot: Slot?) throws(YAMLReader.Stop) -> String? {
        guard let slot else { return nil }
        if case .scalar(let s) = slot.node, YAMLReader.classify(s) == .null {
            try reader.report(slot, "\(slot.label) is empty; write a colour in quotes (color: \"#FFD60A\"), "
                              + "since an unquoted # starts a comment, or a name such as red or blue")
            return nil
        }
        guard let text = try reader.string(slot, expected: "a colour: \"#RRGGBB\" or a name") else { return nil }
        guard SceneColor.parse(text) == nil else { return text }
        let names = SceneColor.names.map(\.name)
        try reader.report(slot, "unknown colour '\(text)' for \(slot.label); expected \"#RGB\", \"#RRGGBB\", \"#RRGGBBAA\" "
                          + "or a name such as \(names.prefix(8).joined(separator: ", ")), black, white, clear"
                          + Spelling.didYouMean(text, in: names))
        return nil
    }

    private func decodePointInside(_ m: YAMLMap, view: Int?) throws(YAMLReader.Stop) -> PointInsideDescription? {
        guard let slot = m.slot("pointInside"),
              let p = try reader.map(slot, owner: Owner(path: slot.path, what: "'pointInside' of \(m.owner.what)")) else { return nil }
        try reader.checkKeys(p, known: ["insets", "include", "links"])
        var result = PointInsideDescription()
        if let links = p.slot("links") {
            if m.slot("kind").flatMap({ if case .scalar(let s) = $0.node { return s.string } else { return nil } }) != ViewKind.textView.rawValue {
                try reader.report(links, "\(links.label) applies only to text views (E9: pointInside true only on a link); remove it or make \(m.owner.what) a textView")
            } else if try reader.string(links, expected: "only") != "only" {
                try reader.report(links, "\(links.label) must be 'only' (pointInside true only on the text view's links, E9 fix 3)")
            } else {
                result.linksOnly = true
            }
        }
        if let insets = p.slot("insets") {
            if case .sequence = insets.node {
                if let v = try reader.numbers(insets, ["top", "left", "bottom", "right"]) {
                    result.insets = EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
                }
            } else if let d = try reader.number(insets) {
                result.insets = EdgeInsets(top: d, left: d, bottom: d, right: d)
            }
        }
        result.include = try referList(p, "include", expecting: view.map { .descendant(of: $0) } ?? .view, noun: "view name")
        return result
    }

    func decodeControl(_ m: YAMLMap, kind: ViewKindDescription) throws(YAMLReader.Stop) -> ControlDescription {
        var control = ControlDescription()
        for (i, item) in (try reader.list(m.slot("actions"), expected: "a list of actions") ?? []).enumerated() {
            guard let a = try reader.map(item, owner: Owner(path: item.path, what: "action \(i + 1) of \(m.owner.what)")) else { continue }
            try reader.checkKeys(a, known: ["event", "target", "action"])
            let event = try reader.choice(a.slot("event"), "control event", as: ControlEventDescription.self)
            var target: String?
            if let slot = a.slot("target"), case .scalar(let s) = slot.node, YAMLReader.classify(s) == .null {
                target = nil
            } else if let slot = a.slot("target"), let name = try reader.string(slot, expected: "a responder's name or null") {
                target = name
                refer([(name, slot)], expecting: .responder)
            }
            let action = try reader.string(a.slot("action"), expected: "an action method's name")
            for key in ["event", "action"] where !a.has(key) {
                try reader.report(at: a.location, key: a.owner.path(key), "missing required key '\(key)' in \(a.owner.what); "
                                  + "write { event: touchUpInside, target: <responder or null>, action: <method> }")
            }
            if let event, let action {
                control.actions.append(ControlActionDescription(event: event, target: target, action: action, location: a.location))
            }
        }
        control.enabled = try reader.bool(m.slot("enabled")) ?? true
        control.menu = try reader.bool(m.slot("menu")) ?? false
        control.showsMenuAsPrimaryAction = try reader.bool(m.slot("showsMenuAsPrimaryAction")) ?? false
        control.contextMenuInteractionEnabled = try reader.bool(m.slot("contextMenuInteractionEnabled"))
        if !control.menu {
            for key in ["showsMenuAsPrimaryAction", "contextMenuInteractionEnabled"] where m.has(key) {
                try reader.report(at: m.keyLocation(key), key: m.owner.path(key),
                                  "'\(key)' of \(m.owner.what) needs a menu (rule X7); add menu: true")
            }
        }
        control.segments = try reader.int(m.slot("segments"), in: (kind == .pageControl ? 0 : 1)...SceneLimits.maximumSegments)
        control.value = try decodeControlValue(m.slot("value"), kind: kind, segments: control.segments)
        return control
    }

    private func decodeControlValue(_ slot: Slot?, kind: ViewKindDescription, segments: Int?) throws(YAMLReader.Stop) -> Double? {
        guard let slot else { return nil }
        switch kind {
        case .switch:
            if case .scalar(let s) = slot.node, case .bool(let on) = YAMLReader.classify(s) { return on ? 1 : 0 }
            return try reader.int(slot, in: 0...1, rangePhrase: "on or off (true/false, 1/0)").map(Double.init)
        case .slider:
            return try reader.number(slot, .unit)
        case .stepper:
            return try reader.int(slot).map(Double.init)
        case .segmentedControl, .pageControl:
            let lowest = kind == .segmentedControl ? -1 : 0
            let highest = max(lowest, (segments ?? Int.max) - 1)
            return try reader.int(slot, in: lowest...highest).map(Double.init)
        default:
            return nil
        }
    }

    private func decodeScroll(_ m: YAMLMap) throws(YAMLReader.Stop) -> ScrollDescription {
        var scroll = ScrollDescription()
        scroll.contentSize = try reader.size(m.slot("contentSize"))
        scroll.contentOffset = try reader.point(m.slot("contentOffset")) ?? .zero
        scroll.scrollEnabled = try reader.bool(m.slot("scrollEnabled")) ?? true
        scroll.delaysContentTouches = try reader.bool(m.slot("delaysContentTouches")) ?? true
        scroll.canCancelContentTouches = try reader.bool(m.slot("canCancelContentTouches")) ?? true
        scroll.cancelContentTouchesIn = try referList(m, "cancelContentTouchesIn", expecting: .view, noun: "view name")
        scroll.keepContentTouchesIn = try referList(m, "keepContentTouchesIn", expecting: .view, noun: "view name")
        return scroll
    }
}

extension SceneDecoder {
    static let interactionKeys = ["kind", "name", "delegate", "configuration", "enabled",
                                  "allowsSimultaneousRecognitionDuringLift", "items"]

    /// One entry of `interactions:` (rule X1): its name and its recognizers'
    /// names are declared; a view holds at most one interaction of each kind.
    func decodeInteraction(_ slot: Slot, view: Int?, in earlier: [InteractionDescription]) throws(YAMLReader.Stop) -> InteractionDescription? {
        guard var m = try reader.map(slot, owner: Owner(path: slot.path, what: "the interaction at \(slot.path)"),
                                     expected: "an interaction { kind: contextMenu, name: ... } or { kind: drag, name: ... }")
        else { return nil }
        try reader.checkKeys(m, known: Self.interactionKeys)
        guard let kind = try reader.choice(m.slot("kind"), "interaction kind", as: InteractionDescription.Kind.self) else {
            if !m.has("kind") {
                try reader.report(at: m.location, key: m.owner.path("kind"), "missing required key 'kind' in \(m.owner.what); write kind: contextMenu or kind: drag")
            }
            return nil
        }
        guard let name = try requiredName(m, noun: "interaction") else { return nil }
        m.owner.what = "\(kind.rawValue) interaction '\(name)'"
        if earlier.contains(where: { $0.kind == kind }), let kindSlot = m.slot("kind") {
            try reader.report(kindSlot, "\(kindSlot.label): a view holds at most one \(kind.rawValue) interaction; remove one")
        }
        let declaration = try declare(name, .interaction, at: m, parent: view)
        var d = InteractionDescription(kind: kind, name: name)
        for recognizer in d.recognizerNames { try declare(recognizer, .recognizer, at: m, parent: declaration) }
        d.location = m.location
        if let slot = m.slot("delegate"), let object = try reader.string(slot, expected: "a responder's name") {
            d.delegate = object
            refer([(object, slot)], expecting: .responder)
        }
        let onlyFor: [(String, InteractionDescription.Kind)] = [("configuration", .contextMenu), ("enabled", .drag),
                                                                ("allowsSimultaneousRecognitionDuringLift", .drag), ("items", .drag)]
        for (key, owner) in onlyFor where owner != kind && m.has(key) {
            try reader.report(at: m.keyLocation(key), key: m.owner.path(key),
                              "'\(key)' applies to \(owner.rawValue) interactions only; remove it from \(m.owner.what)")
        }
        d.configuration = try decodeAnswer(m.slot("configuration")) ?? true
        d.enabled = try reader.bool(m.slot("enabled"))
        d.allowsSimultaneousRecognitionDuringLift = try reader.bool(m.slot("allowsSimultaneousRecognitionDuringLift")) ?? false
        d.items = try decodeAnswer(m.slot("items")) ?? true
        return d
    }
}
