import TouchCore
import Yams

/// The scroll view keys of rules V5–V11 and Q (scene-format.md, "Views"):
/// axes, directional lock, paging, deceleration, nesting, the built-in
/// recognizers' names and the `pan:` block.
extension SceneDecoder {
    static let scrollAxisKeys = ["alwaysBounceHorizontal", "alwaysBounceVertical", "directionalLockEnabled", "pagingEnabled",
                                 "decelerationRate", "transfersHorizontalScrollingToParent",
                                 "transfersVerticalScrollingToParent", "touchesShouldCancel", "pan", "bounces", "refreshControl"] + zoomKeys
    static let refreshControlKeys = ["name", "attach", "actions", "endsAfter", "triggerDistance", "refreshing", "enabled", "title"]
    /// Rule Z's keys (scene-format.md, "Zooming").
    static let zoomKeys = ["minimumZoomScale", "maximumZoomScale", "zoomScale", "bouncesZoom", "zoomView", "pinch"]
    static let scrollPanKeys = ["requireToFail", "enabled", "minimumNumberOfTouches", "maximumNumberOfTouches",
                                "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded"]
        + ["shouldReceiveTouch", "shouldBegin", "simultaneousWith", "requireFailureOf", "requiredToFailBy"]

    /// Declares `NAME.pan` and `NAME.delaysContentTouches` (V11) and reads the keys of V5–V10 and `pan:`.
    func decodeScrollBehaviour(_ m: YAMLMap, name: String, declaration: Int?,
                               into scroll: inout ScrollDescription) throws(YAMLReader.Stop) {
        let pan = try declare(name + ".pan", .recognizer, at: m, parent: declaration)
        try declare(name + ".delaysContentTouches", .recognizer, at: m, parent: declaration)
        scroll.alwaysBounceHorizontal = try reader.bool(m.slot("alwaysBounceHorizontal")) ?? false
        scroll.alwaysBounceVertical = try reader.bool(m.slot("alwaysBounceVertical")) ?? false
        scroll.directionalLockEnabled = try reader.bool(m.slot("directionalLockEnabled")) ?? false
        scroll.pagingEnabled = try reader.bool(m.slot("pagingEnabled")) ?? false
        // V10: nil takes the version's default (true from iOS 17.4, section P).
        scroll.transfersHorizontalScrollingToParent = try reader.bool(m.slot("transfersHorizontalScrollingToParent"))
        scroll.transfersVerticalScrollingToParent = try reader.bool(m.slot("transfersVerticalScrollingToParent"))
        if let slot = m.slot("decelerationRate") { scroll.decelerationRate = try decodeDecelerationRate(slot) ?? scroll.decelerationRate }
        scroll.touchesShouldCancel = try decodeAnswer(m.slot("touchesShouldCancel"))
        if let slot = m.slot("pan") { scroll.pan = try decodeScrollPan(slot, scrollView: name, owner: m.owner, declaration: pan) }
        scroll.bounces = try reader.bool(m.slot("bounces")) ?? true
        if let slot = m.slot("refreshControl") {
            scroll.refreshControl = try decodeRefreshControl(slot, scrollView: name, owner: m.owner, parent: declaration)
        }
        try decodeZooming(m, name: name, declaration: declaration, into: &scroll)
    }

    /// `refreshControl:` (V14–V18): a control named wherever a control's name is.
    private func decodeRefreshControl(_ slot: Slot, scrollView: String, owner: Owner, parent: Int?) throws(YAMLReader.Stop) -> RefreshControlDescription? {
        let what = "'refreshControl' of \(owner.what)"
        guard var m = try reader.map(slot, owner: Owner(path: slot.path, what: what),
                                     expected: "a refresh control { name: ..., actions: [ { event: valueChanged, target: ..., action: ... } ] }")
        else { return nil }
        m.owner.what = what
        try reader.checkKeys(m, known: Self.refreshControlKeys)
        guard let name = try requiredName(m, noun: "refresh control") else { return nil }
        m.owner.what = "refresh control '\(name)'"
        try declare(name, .view, at: m, parent: parent)
        var refresh = RefreshControlDescription(name: name)
        refresh.location = m.location
        refresh.attach = try reader.choice(m.slot("attach"), "refresh control attachment", as: RefreshControl.Attachment.self) ?? .property
        refresh.control = try decodeControl(m, kind: .refreshControl)
        refresh.endsAfter = try reader.number(m.slot("endsAfter"), .nonNegative)
        refresh.triggerDistance = try reader.number(m.slot("triggerDistance"), .positive)
        refresh.refreshing = try reader.bool(m.slot("refreshing")) ?? false
        refresh.title = try reader.bool(m.slot("title")) ?? false
        return refresh
    }

    /// Rule Z: the zoom limits and scale, the zoom view, and `pinch:`; `NAME.pinch`
    /// is declared only when the limits differ (Z1), and `pinch:` is refused otherwise.
    private func decodeZooming(_ m: YAMLMap, name: String, declaration: Int?,
                               into scroll: inout ScrollDescription) throws(YAMLReader.Stop) {
        scroll.minimumZoomScale = try reader.number(m.slot("minimumZoomScale"), .positive) ?? 1
        scroll.maximumZoomScale = try reader.number(m.slot("maximumZoomScale"), .positive) ?? 1
        if scroll.maximumZoomScale < scroll.minimumZoomScale, let slot = m.slot("maximumZoomScale") {
            try reader.report(slot, "\(slot.label) (\(scroll.maximumZoomScale)) is below 'minimumZoomScale' (\(scroll.minimumZoomScale)); "
                              + "give a maximum at least the minimum")
        }
        scroll.zoomScale = try reader.number(m.slot("zoomScale"), .positive)
        scroll.bouncesZoom = try reader.bool(m.slot("bouncesZoom")) ?? true
        if let slot = m.slot("zoomView"), let view = try reader.string(slot, expected: "the name of a direct subview") {
            scroll.zoomView = view
            refer([(view, slot)], expecting: .view, referrer: declaration)
        }
        guard scroll.isZoomable else {
            if let slot = m.slot("pinch") {
                try reader.report(slot, "\(slot.label): \(name) has no pinch recognizer because its 'minimumZoomScale' and "
                                  + "'maximumZoomScale' are equal (UIKit's pinchGestureRecognizer is nil, rule Z1); "
                                  + "give different zoom scales or remove 'pinch'")
            }
            return
        }
        let pinch = try declare(name + ".pinch", .recognizer, at: m, parent: declaration)
        if let slot = m.slot("pinch") {
            scroll.pinch = try decodeScrollPan(slot, scrollView: name, owner: m.owner, declaration: pinch, key: "pinch")
        }
    }

    /// `normal`, `fast` or a number in (0, 1): the velocity kept per millisecond (V7).
    private func decodeDecelerationRate(_ slot: Slot) throws(YAMLReader.Stop) -> Double? {
        let help = "normal (0.998), fast (0.99) or a number between 0 and 1 (the velocity kept per millisecond)"
        guard let value = try reader.scalar(slot, expected: help) else { return nil }
        switch value {
        case .number(let v) where v > 0 && v < 1: return v
        case .string("normal"): return ScrollView.normalDecelerationRate
        case .string("fast"): return ScrollView.fastDecelerationRate
        default:
            try reader.report(slot, "\(slot.label) is \(YAMLReader.describe(slot.node)); expected \(help)")
            return nil
        }
    }

    /// `pan:` of a scroll view (V11), or one of a text view's `textTap:`, … (E4), keyed alike;
    /// `recognizer` is the key, or the recognizer's full name when it is not NAME.KEY.
    func decodeScrollPan(_ slot: Slot, scrollView: String, owner: Owner, declaration: Int,
                         recognizer: String? = nil, key explicitKey: String? = nil) throws(YAMLReader.Stop) -> ScrollPanDescription? {
        let key = explicitKey ?? recognizer.map { $0.split(separator: ".").last.map(String.init) ?? $0 } ?? "pan"
        let full = recognizer.map { $0.contains(".") ? $0 : scrollView + "." + $0 } ?? scrollView + "." + key
        guard var m = try reader.map(slot, owner: Owner(path: slot.path, what: "'\(key)' of \(owner.what)"),
                                     expected: "a mapping of \(full)'s settings { requireToFail: [...], shouldBegin: ... }")
        else { return nil }
        m.owner.what = "'\(key)' of \(owner.what)"
        try reader.checkKeys(m, known: Self.scrollPanKeys)
        var pan = ScrollPanDescription(scrollView: scrollView)
        pan.requireToFail = try referList(m, "requireToFail", expecting: .recognizer, referrer: declaration, noun: "recognizer name")
        pan.enabled = try reader.bool(m.slot("enabled")) ?? true
        pan.minimumNumberOfTouches = try reader.int(m.slot("minimumNumberOfTouches"), in: 1...Int.max)
        pan.maximumNumberOfTouches = try reader.int(m.slot("maximumNumberOfTouches"), in: 1...Int.max)
        if let low = pan.minimumNumberOfTouches, let high = pan.maximumNumberOfTouches, high < low, let s = m.slot("maximumNumberOfTouches") {
            try reader.report(s, "\(s.label) must be at least 'minimumNumberOfTouches' (\(low)), not \(high)")
        }
        pan.cancelsTouchesInView = try reader.bool(m.slot("cancelsTouchesInView")) ?? true
        pan.delaysTouchesBegan = try reader.bool(m.slot("delaysTouchesBegan")) ?? false
        pan.delaysTouchesEnded = try reader.bool(m.slot("delaysTouchesEnded")) ?? (key == "pan")
        try decodeDelegateAnswers(m, into: &pan.delegate, referrer: declaration)
        return pan
    }

    /// `gestureShouldBegin:` of a view: `{ deny: [names] }` (meaning
    /// `{ unless: { other: [names] } }`), or any answer of rule Q1.
    func decodeGestureShouldBegin(_ slot: Slot, of owner: Owner, into view: inout ViewDescription) throws(YAMLReader.Stop) {
        if case .mapping(let mapping) = slot.node, mapping.keys.contains(where: { $0.string == "deny" }) {
            guard let g = try reader.map(slot, owner: Owner(path: slot.path, what: "'gestureShouldBegin' of \(owner.what)")) else { return }
            try reader.checkKeys(g, known: ["deny"])
            view.gestureShouldBeginDeny = try referList(g, "deny", expecting: .recognizer, noun: "recognizer name")
            view.gestureShouldBegin = .unless(.other(view.gestureShouldBeginDeny.map(RecognizerReference.init(name:))))
            return
        }
        view.gestureShouldBegin = try decodeAnswer(slot)
    }
}
