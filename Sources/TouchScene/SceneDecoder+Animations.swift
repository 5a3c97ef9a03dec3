import TouchCore
import Yams

/// View animations (section A: a scenario's `animate` step and the scene's
/// `animations` list), `hitTest` overrides (rules H7–H12) and a hosting
/// view's `regions` (H12).
extension SceneDecoder {
    static let animationKeys = ["name", "duration", "delay", "options", "animator", "userInteractionEnabled", "changes", "completion"]
    static let animationChangeKeys = ["frame", "center", "transform", "alpha", "hidden"]
    /// The `UIView.AnimationOptions` that matter here; others are accepted and ignored (scene-format).
    static let animationOptions = ["allowUserInteraction", "beginFromCurrentState", "curveEaseInOut", "curveEaseIn", "curveEaseOut",
                                   "curveLinear", "repeat", "autoreverse", "layoutSubviews", "overrideInheritedDuration",
                                   "overrideInheritedCurve", "overrideInheritedOptions", "transitionNone", "transitionCrossDissolve",
                                   "transitionFlipFromLeft", "transitionFlipFromRight", "showHideTransitionViews", "preferredFramesPerSecondDefault"]

    /// The scene's `animations:` list: animations with `at:` (rule A1).
    func decodeTimedAnimations(_ slot: Slot?) throws(YAMLReader.Stop) -> [TimedAnimation] {
        var result: [TimedAnimation] = []
        for (i, item) in (try reader.list(slot, expected: "a list of animations { at: 0.5, name: ..., duration: ..., changes: {...} }") ?? []).enumerated() {
            let owner = Owner(path: item.path, what: "animation #\(i + 1)")
            if let timed = try decodeAnimation(item, owner, timed: true) { result.append(timed) }
        }
        return result
    }

    /// One animation: an `animate` step's value, or (`timed`) an entry of `animations:` with its `at`.
    func decodeAnimation(_ slot: Slot, _ owner: Owner, timed: Bool) throws(YAMLReader.Stop) -> TimedAnimation? {
        guard var m = try reader.map(slot, owner: owner, expected: "an animation { name: fade, duration: 0.3, changes: { VIEW: { alpha: 0 } } }")
        else { return nil }
        try reader.checkKeys(m, known: Self.animationKeys + (timed ? ["at"] : []))
        let before = reader.problems.count
        let name = try requiredName(m, noun: "animation")
        if let name { m.owner.what = "animation '\(name)'" }
        let at = timed ? try requiredNumber(m, "at", .nonNegative, "the time it starts, in seconds of every scenario") : 0
        let duration = try requiredNumber(m, "duration", .nonNegative, "its duration in seconds")
        let delay = try reader.number(m.slot("delay"), .nonNegative) ?? 0
        var options: [String] = []
        if let s = m.slot("options") {
            for (option, item) in try reader.nameList(s, "animation option") ?? [] {
                if Self.animationOptions.contains(option) {
                    options.append(option)
                } else {
                    try reader.report(item, "unknown animation option '\(option)' in \(item.label); expected UIView.AnimationOptions' "
                                      + "names such as allowUserInteraction" + Spelling.didYouMean(option, in: Self.animationOptions))
                }
            }
        }
        let animator = try reader.choice(m.slot("animator"), "animator", as: AnimatorKind.self) ?? .view
        let interaction = try reader.bool(m.slot("userInteractionEnabled"))
        if interaction != nil && animator != .property {
            try reader.report(at: m.keyLocation("userInteractionEnabled"), key: m.owner.path("userInteractionEnabled"),
                              "'userInteractionEnabled' applies to property animators only (rule A6); add animator: property, "
                              + "or give a view animation options: [allowUserInteraction]")
        }
        if options.contains("allowUserInteraction") && animator == .property {
            try reader.report(at: m.keyLocation("options"), key: m.owner.path("options"),
                              "a property animator has no allowUserInteraction option; write userInteractionEnabled: true or false (rule A6)")
        }
        guard m.has("changes") else {
            try reader.report(at: m.location, key: m.owner.path("changes"),
                              "missing required key 'changes' in \(m.owner.what); write changes: { VIEW: { alpha: 0 } }")
            return nil
        }
        let changes = try decodeViewChanges(m.slot("changes"), m.owner)
        let completion = try decodeViewChanges(m.slot("completion"), m.owner)
        guard let name, let duration, let at, reader.problems.count == before else { return nil }
        let animation = ViewAnimation(name: name, duration: duration, delay: delay,
                                      allowUserInteraction: options.contains("allowUserInteraction"), animator: animator,
                                      userInteractionEnabled: interaction ?? true, changes: changes, completion: completion)
        return TimedAnimation(at: at, animation: animation)
    }

    /// `{ VIEW: { frame: [...], alpha: 0 }, ... }`: each key a view's name.
    private func decodeViewChanges(_ slot: Slot?, _ owner: Owner) throws(YAMLReader.Stop) -> [ViewChange] {
        guard let slot, let m = try reader.map(slot, owner: Owner(path: slot.path, what: "\(slot.label)"),
                                               expected: "a mapping of view names to changes: { VIEW: { alpha: 0 } }") else { return [] }
        var result: [ViewChange] = []
        for entry in m.entries {
            guard let valueSlot = m.slot(entry.key) else { continue }
            refer([(entry.key, valueSlot)], expecting: .view)
            guard let c = try reader.map(valueSlot, owner: Owner(path: valueSlot.path, what: "the changes of '\(entry.key)'"),
                                         expected: "the view's final values: { frame: [x, y, w, h], center: [x, y], transform: [a, b, c, d, tx, ty], alpha: 0, hidden: true }")
            else { continue }
            try reader.checkKeys(c, known: Self.animationChangeKeys)
            var changes = ViewChanges()
            changes.frame = try reader.rect(c.slot("frame"))
            changes.center = try reader.point(c.slot("center"))
            if c.has("transform") { changes.transform = try decodeTransform(c) ?? .identity }
            changes.alpha = try reader.number(c.slot("alpha"), .unit)
            changes.hidden = try reader.bool(c.slot("hidden"))
            if c.entries.isEmpty {
                try reader.report(valueSlot, "\(valueSlot.label) changes nothing; give at least one of \(Self.animationChangeKeys.joined(separator: ", "))")
            }
            result.append(ViewChange(view: entry.key, changes: changes))
        }
        return result
    }

    /// `hitTest:` on a view or (`isWindow`) a window (rules H7–H12).
    func decodeHitTest(_ owner: YAMLMap, declaration: Int?, isWindow: Bool) throws(YAMLReader.Stop) -> HitTestOverride? {
        guard let slot = owner.slot("hitTest"),
              let m = try reader.map(slot, owner: Owner(path: slot.path, what: "'hitTest' of \(owner.owner.what)"),
                                     expected: "an override { passThrough: self }, { redirect: { to: VIEW, margin: 20 } } or { fallback: VIEW }")
        else { return nil }
        try reader.checkKeys(m, known: ["redirect", "fallback", "passThrough", "exceptRegions"])
        var result = HitTestOverride()
        let expected: Reference.Expected = declaration.map { .sameWindowView(of: $0) } ?? .view
        if let r = m.slot("redirect"),
           let rm = try reader.map(r, owner: Owner(path: r.path, what: "'redirect' of \(owner.owner.what)"),
                                   expected: "{ to: VIEW, margin: 20 }") {
            try reader.checkKeys(rm, known: ["to", "margin"])
            let to = try required(rm, "to", "a view's name") { (s: Slot?) throws(YAMLReader.Stop) in try reader.string(s, expected: "a view's name") }
            let margin = try reader.number(rm.slot("margin"), .nonNegative) ?? 0
            if let to, let toSlot = rm.slot("to") {
                refer([(to, toSlot)], expecting: expected, referrer: declaration)
                result.redirect = .init(to: ViewReference(name: to), margin: margin)
            }
        }
        if let f = m.slot("fallback"), let name = try reader.string(f, expected: "a view's name") {
            refer([(name, f)], expecting: expected, referrer: declaration)
            result.fallback = ViewReference(name: name)
        }
        if let p = m.slot("passThrough") {
            result.passThrough = try reader.choice(p, "passThrough", as: HitTestOverride.PassThrough.self)
            if result.passThrough == .root && !isWindow {
                try reader.report(p, "\(p.label): 'root' applies to windows only (rule H7); on a view write passThrough: self")
            }
        }
        result.exceptRegions = try reader.bool(m.slot("exceptRegions")) ?? false
        if result.exceptRegions && result.passThrough == nil, let e = m.slot("exceptRegions") {
            try reader.report(e, "\(e.label) only qualifies passThrough (rule H12); add passThrough: \(isWindow ? "root" : "self") or remove it")
        }
        return result
    }

    /// A hosting view's `regions:` (rule H12).
    func decodeRegions(_ owner: YAMLMap) throws(YAMLReader.Stop) -> [HostingView.Region] {
        var result: [HostingView.Region] = []
        var seen: [String] = []
        for (i, item) in (try reader.list(owner.slot("regions"), expected: "a list of regions { name: ..., frame: [x, y, w, h] }") ?? []).enumerated() {
            guard let m = try reader.map(item, owner: Owner(path: item.path, what: "region #\(i + 1) of \(owner.owner.what)")) else { continue }
            try reader.checkKeys(m, known: ["name", "frame", "interactive", "onTap"])
            let name = try requiredName(m, noun: "region")
            let frame = try required(m, "frame", "[x, y, width, height] in the hosting view's coordinates") { (s: Slot?) throws(YAMLReader.Stop) in try reader.rect(s) }
            let interactive = try reader.bool(m.slot("interactive")) ?? true
            let action = try reader.string(m.slot("onTap"), expected: "the action's name")
            if let name, seen.contains(name) {
                try reader.report(at: m.keyLocation("name"), key: m.owner.path("name"),
                                  "duplicate region name '\(name)' in \(owner.owner.what); give each region its own name")
                continue
            }
            if let name, let frame {
                seen.append(name)
                result.append(HostingView.Region(name: name, frame: frame, interactive: interactive, action: action))
            }
        }
        return result
    }
}
