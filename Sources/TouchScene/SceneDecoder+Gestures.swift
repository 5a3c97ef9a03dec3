import TouchCore
import Yams

/// Gesture recognizers and their delegates (scene-format.md, "Gesture recognizers").
extension SceneDecoder {
    static let gestureKeys = ["effect", "kind", "name", "action", "target", "enabled", "cancelsTouchesInView", "delaysTouchesBegan",
                              "delaysTouchesEnded", "requireToFail", "delegate"]
    /// Each kind-specific key and the kinds that accept it, named as UIKit names them.
    static let gestureKindKeys: [(key: String, kinds: [GestureKindDescription])] = [
        ("numberOfTapsRequired", [.tap, .longPress]),
        ("numberOfTouchesRequired", [.tap, .longPress, .swipe]),
        ("maximumDelay", [.tap]),
        ("minimumPressDuration", [.longPress]),
        ("allowableMovement", [.longPress]),
        ("minimumNumberOfTouches", [.pan, .screenEdgePan]),
        ("maximumNumberOfTouches", [.pan, .screenEdgePan]),
        ("direction", [.swipe]),
        ("edges", [.screenEdgePan]),
    ]
    static let delegateKeys = ["object", "shouldReceiveTouch", "shouldBegin", "simultaneousWith",
                               "requireFailureOf", "requiredToFailBy"]

    /// A recognizer attached to the view declared at index `view`.
    func decodeGesture(_ slot: Slot, view: Int?) throws(YAMLReader.Stop) -> GestureDescription? {
        guard var m = try reader.map(slot, owner: Owner(path: slot.path, what: "the recognizer at \(slot.path)"),
                                     expected: "a recognizer { kind: tap, name: ..., action: ... }") else { return nil }
        try countObject(at: m.location, key: slot.path)
        let name = try requiredName(m, noun: "recognizer")
        let kinds = GestureKindDescription.allCases.map(\.rawValue)
        let kind = try reader.choice(m.slot("kind"), "recognizer kind", as: GestureKindDescription.self)
        if !m.has("kind") {
            try reader.report(at: m.location, key: m.owner.path("kind"),
                              "missing required key 'kind' in \(name.map { "recognizer '\($0)'" } ?? m.owner.what); "
                              + "expected one of: \(kinds.joined(separator: ", "))")
        }
        if let name { m.owner.what = kind.map { "\($0.rawValue) recognizer '\(name)'" } ?? "recognizer '\(name)'" }
        try reader.checkKeys(m, known: Self.gestureKeys + Self.gestureKindKeys.map(\.key) + Self.identityKeys)
        let declaration = try name.map { (n: String) throws(YAMLReader.Stop) in try declare(n, .recognizer, at: m, parent: view) }
        guard let kind else { return nil }
        for (key, accepting) in Self.gestureKindKeys where !accepting.contains(kind) {
            try reader.kindOnly(m, [key], kinds: accepting.map(\.rawValue), actual: kind.rawValue, noun: "recognizer")
        }

        var g = GestureDescription(kind: kind, name: name ?? "")
        g.location = m.location
        g.action = try reader.string(m.slot("action"), expected: "an action method's name")
        if let slot = m.slot("effect") { g.effect = try decodeZoomEffect(slot, owner: m.owner) }
        if let slot = m.slot("target"), let target = try reader.string(slot, expected: "a responder's name") {
            g.target = target
            refer([(target, slot)], expecting: .responder)
        }
        g.enabled = try reader.bool(m.slot("enabled")) ?? true
        g.cancelsTouchesInView = try reader.bool(m.slot("cancelsTouchesInView")) ?? true
        g.delaysTouchesBegan = try reader.bool(m.slot("delaysTouchesBegan")) ?? false
        g.delaysTouchesEnded = try reader.bool(m.slot("delaysTouchesEnded")) ?? true
        g.requireToFail = try referList(m, "requireToFail", expecting: .recognizer, referrer: declaration, noun: "recognizer name")
        if let slot = m.slot("delegate") { g.delegate = try decodeDelegate(slot, of: m.owner, referrer: declaration) }
        try decodeKindSpecific(m, into: &g)
        g.identity = try decodeIdentity(m)
        return name == nil ? nil : g
    }

    /// `effect: { toggleZoom: {...} }` or `{ zoomTo: {...} }` (rule Z6).
    func decodeZoomEffect(_ slot: Slot, owner: Owner) throws(YAMLReader.Stop) -> ZoomEffectDescription? {
        let help = "{ toggleZoom: { scrollView: NAME, scale: 3 } } or { zoomTo: { scrollView: NAME, scale: 2, at: [x, y], animated: true } }"
        guard let m = try reader.map(slot, owner: Owner(path: slot.path, what: "'effect' of \(owner.what)"), expected: help) else { return nil }
        try reader.checkKeys(m, known: ["toggleZoom", "zoomTo"])
        let given = ["toggleZoom", "zoomTo"].filter { m.has($0) }
        guard given.count == 1, let key = given.first, let inner = m.slot(key),
              let e = try reader.map(inner, owner: Owner(path: inner.path, what: "'\(key)' of \(owner.what)"), expected: help)
        else {
            try reader.report(slot, "\(slot.label) must hold exactly one of toggleZoom or zoomTo; write \(help)")
            return nil
        }
        try reader.checkKeys(e, known: key == "toggleZoom" ? ["scrollView", "scale"] : ["scrollView", "scale", "at", "animated"])
        guard let viewSlot = e.slot("scrollView"), let scroll = try reader.string(viewSlot, expected: "a zoomable scroll view's name") else {
            try reader.report(at: e.location, key: e.owner.path("scrollView"), "missing required key 'scrollView' in \(e.owner.what); \(help)")
            return nil
        }
        refer([(scroll, viewSlot)], expecting: .scrollView)
        let scale = try reader.number(e.slot("scale"), .positive)
        if key == "toggleZoom" { return .toggleZoom(scrollView: scroll, scale: scale) }
        guard let scale else {
            try reader.report(at: e.location, key: e.owner.path("scale"), "missing required key 'scale' in \(e.owner.what); \(help)")
            return nil
        }
        return .zoomTo(scrollView: scroll, scale: scale, at: try reader.point(e.slot("at")), animated: try reader.bool(e.slot("animated")) ?? true)
    }

    private func decodeKindSpecific(_ m: YAMLMap, into g: inout GestureDescription) throws(YAMLReader.Stop) {
        let isTap = g.kind == .tap
        if g.kind == .tap || g.kind == .longPress {
            g.numberOfTapsRequired = try reader.int(m.slot("numberOfTapsRequired"), in: (isTap ? 1 : 0)...Int.max)
        }
        if [.tap, .longPress, .swipe].contains(g.kind) {
            g.numberOfTouchesRequired = try reader.int(m.slot("numberOfTouchesRequired"), in: 1...Int.max)
        }
        if isTap { g.maximumDelay = try reader.number(m.slot("maximumDelay"), .positive) }
        if g.kind == .longPress {
            g.minimumPressDuration = try reader.number(m.slot("minimumPressDuration"), .nonNegative)
            g.allowableMovement = try reader.number(m.slot("allowableMovement"), .nonNegative)
        }
        if g.kind == .pan || g.kind == .screenEdgePan {
            g.minimumNumberOfTouches = try reader.int(m.slot("minimumNumberOfTouches"), in: 1...Int.max)
            g.maximumNumberOfTouches = try reader.int(m.slot("maximumNumberOfTouches"), in: 1...Int.max)
            if let low = g.minimumNumberOfTouches, let high = g.maximumNumberOfTouches, high < low, let slot = m.slot("maximumNumberOfTouches") {
                try reader.report(slot, "\(slot.label) must be at least 'minimumNumberOfTouches' (\(low)), not \(high)")
            }
        }
        if g.kind == .swipe {
            g.direction = try reader.oneOrMany(m.slot("direction"), expected: "a swipe direction or a list of them") {
                (s: Slot) throws(YAMLReader.Stop) in try reader.choice(s, "swipe direction", as: SwipeDirectionDescription.self)
            } ?? []
        }
        if g.kind == .screenEdgePan {
            g.edges = try reader.oneOrMany(m.slot("edges"), expected: "a screen edge or a list of them") {
                (s: Slot) throws(YAMLReader.Stop) in try reader.choice(s, "screen edge", as: ScreenEdgeDescription.self)
            } ?? []
        }
    }

    private func decodeDelegate(_ slot: Slot, of owner: Owner, referrer: Int?) throws(YAMLReader.Stop) -> DelegateDescription? {
        guard var m = try reader.map(slot, owner: Owner(path: slot.path, what: "the delegate of \(owner.what)"),
                                     expected: "a mapping { object: <responder>, simultaneousWith: ... }") else { return nil }
        try reader.checkKeys(m, known: Self.delegateKeys)
        guard let objectSlot = m.slot("object") else {
            try reader.report(at: m.location, key: m.owner.path("object"),
                              "missing required key 'object' in \(m.owner.what); name the responder acting as delegate")
            return nil
        }
        guard let object = try reader.string(objectSlot, expected: "a responder's name") else { return nil }
        refer([(object, objectSlot)], expecting: .responder)
        m.owner.what = "the delegate of \(owner.what)"
        var d = DelegateDescription(object: object)
        try decodeDelegateAnswers(m, into: &d, referrer: referrer)
        return d
    }

    /// The answers of a delegate (or of a scroll view as its pan's delegate, V11), each possibly conditional (rule Q1).
    func decodeDelegateAnswers(_ m: YAMLMap, into d: inout DelegateDescription, referrer: Int?) throws(YAMLReader.Stop) {
        d.shouldReceiveTouch = try decodeAnswer(m.slot("shouldReceiveTouch")) ?? true
        d.shouldBegin = try decodeAnswer(m.slot("shouldBegin")) ?? true
        if let s = m.slot("simultaneousWith") {
            if case .scalar(let scalar) = s.node, scalar.string == "all" || scalar.string == "none" {
                try reader.visit(s.node)
                d.simultaneousWith = scalar.string == "all" ? .all : .none
            } else {
                let list = try decodeRecognizerListAnswer(s, referrer: nil)
                d.simultaneousWith = list.answer.map(SimultaneityDescription.conditional) ?? .only(list.names)
            }
        }
        let require = try decodeRecognizerListAnswer(m.slot("requireFailureOf"), referrer: referrer)
        d.requireFailureOf = require.names
        d.requireFailureOfAnswer = require.answer
        let required = try decodeRecognizerListAnswer(m.slot("requiredToFailBy"), referrer: referrer)
        d.requiredToFailBy = required.names
        d.requiredToFailByAnswer = required.answer
    }
}
