import TouchCore
import Yams

/// The scroll view keys of rules V5–V11 and Q (scene-format.md, "Views"):
/// axes, directional lock, paging, deceleration, nesting, the built-in
/// recognizers' names and the `pan:` block.
extension SceneDecoder {
    static let scrollAxisKeys = ["alwaysBounceHorizontal", "alwaysBounceVertical", "directionalLockEnabled", "pagingEnabled",
                                 "decelerationRate", "transfersHorizontalScrollingToParent",
                                 "transfersVerticalScrollingToParent", "touchesShouldCancel", "pan"]
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

    func decodeScrollPan(_ slot: Slot, scrollView: String, owner: Owner, declaration: Int,
                         recognizer: String? = nil) throws(YAMLReader.Stop) -> ScrollPanDescription? {
        guard var m = try reader.map(slot, owner: Owner(path: slot.path, what: "'pan' of \(owner.what)"),
                                     expected: "a mapping of \(recognizer ?? scrollView + ".pan")'s settings { requireToFail: [...], shouldBegin: ... }")
        else { return nil }
        m.owner.what = "'pan' of \(owner.what)"
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
        pan.delaysTouchesEnded = try reader.bool(m.slot("delaysTouchesEnded")) ?? true
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
