import TouchCore

/// What the window needs to offer what-if on the selected object (issue 12,
/// item 4): the settings it can toggle, and the last input replayed with a
/// setting, side by side with the run as written. Pure, so the window only
/// draws `Comparison` (through `ComparisonPicture`) and `Why`.
extension WhatIfScene {
    /// The settings of the object called `name` that UIKit code commonly
    /// flips, each toggled from the object's current value (issue 32 point
    /// 7: every view has some):
    /// - a recognizer: `cancelsTouchesInView`, `delaysTouchesBegan`,
    ///   `delaysTouchesEnded`, `enabled`;
    /// - a view: `userInteractionEnabled`, `hidden`, `alpha` (0 or 1, rule
    ///   H1's 0.01), `clipsToBounds`, `exclusiveTouch`,
    ///   `multipleTouchEnabled`; a control's `enabled`; a scroll view's
    ///   `delaysContentTouches`, `canCancelContentTouches`, `scrollEnabled`;
    ///   then the recognizers that see its touches (rule G1: those of the
    ///   view and of its superviews, nearest first): `cancelsTouchesInView`
    ///   and `enabled` of each.
    /// A view the file does not write (a list's generated cell, `LIST.rowN`)
    /// is set through what the scene can write (its `cells:` entry); one it
    /// cannot write at all (a cell's content view, made by UIKit) offers its
    /// nearest writable superview's settings (`ownerOfSettings`), then the
    /// recognizers. Empty for a window, a controller or an unknown name.
    public func toggles(for name: String) -> [Setting] {
        let built = SceneBuilder.build(validated: description)
        func toggle(_ address: (object: String, prefix: String), _ property: String, _ current: Bool) -> Setting {
            Setting(object: address.object, property: address.prefix + property, value: current ? "false" : "true")
        }
        func recognizerToggles(_ r: GestureRecognizer, all: Bool) -> [Setting] {
            guard let address = recognizerAddress(r.name) else { return [] }
            if !all { return [toggle(address, "cancelsTouchesInView", r.cancelsTouchesInView), toggle(address, "enabled", r.isEnabled)] }
            return [toggle(address, "cancelsTouchesInView", r.cancelsTouchesInView), toggle(address, "delaysTouchesBegan", r.delaysTouchesBegan),
                    toggle(address, "delaysTouchesEnded", r.delaysTouchesEnded), toggle(address, "enabled", r.isEnabled)]
        }
        if let object = objects.first(where: { $0.name == name }), object.role != .view {
            guard object.role == .recognizer, let r = built.recognizers[name] else { return [] }
            return recognizerToggles(r, all: true)
        }
        if objects.first(where: { $0.name == name }) == nil, let r = built.recognizers[name] {
            return recognizerToggles(r, all: true)
        }
        guard let view = built.view(name), !(view is Window) else { return [] }
        var out: [Setting] = []
        // Its own settings, or its nearest writable superview's.
        var owner: View? = view
        while let v = owner, viewAddress(v.name) == nil { owner = v.superview }
        if let v = owner, !(v is Window), let address = viewAddress(v.name) {
            out += [toggle(address, "userInteractionEnabled", v.isUserInteractionEnabled), toggle(address, "hidden", v.isHidden),
                    Setting(object: address.object, property: address.prefix + "alpha", value: v.alpha < 0.01 ? "1" : "0"),
                    toggle(address, "clipsToBounds", v.clipsToBounds), toggle(address, "exclusiveTouch", v.isExclusiveTouch),
                    toggle(address, "multipleTouchEnabled", v.isMultipleTouchEnabled)]
            if let control = v as? Control { out.append(toggle(address, "enabled", control.isEnabled)) }
            if let scroll = v as? ScrollView {
                out += [toggle(address, "delaysContentTouches", scroll.delaysContentTouches),
                        toggle(address, "canCancelContentTouches", scroll.canCancelContentTouches),
                        toggle(address, "scrollEnabled", scroll.isScrollEnabled)]
            }
        }
        // The recognizers that see a touch on it (G1), nearest first.
        var current: View? = view
        while let v = current {
            for r in v.gestureRecognizers { out += recognizerToggles(r, all: false) }
            current = v.superview
        }
        return out
    }

    /// The view whose settings `toggles(for: name)` offers: `name` itself
    /// when the scene can write its settings, else its nearest superview
    /// the scene can write (a cell for its content view); nil when none.
    public func ownerOfSettings(_ name: String) -> String? {
        let built = SceneBuilder.build(validated: description)
        var view = built.view(name)
        while let v = view, viewAddress(v.name) == nil { view = v.superview }
        guard let v = view, !(v is Window) else { return nil }
        return v.name
    }

    /// Where the scene writes a view's settings: its own mapping (a view the
    /// file names), or its list's `cells:` entry (`LIST.rowN`: object LIST,
    /// prefix `rowN.`); nil for a view the file cannot set (a content view).
    func viewAddress(_ name: String) -> (object: String, prefix: String)? {
        if let o = objects.first(where: { $0.name == name }) { return o.role == .view ? (name, "") : nil }
        guard let dot = name.lastIndex(of: "."), let o = objects.first(where: { $0.name == name[..<dot] }), o.role == .view,
              Self.cellIndex(String(name[name.index(after: dot)...])) != nil else { return nil }
        return (o.name, String(name[name.index(after: dot)...]) + ".")
    }

    /// Where the scene writes a recognizer's settings: its own mapping, or a
    /// scroll view's `pan:` / `pinch:` mapping (V11, Z1); nil for the other
    /// built-in recognizers, which the scene does not set one by one.
    func recognizerAddress(_ name: String) -> (object: String, prefix: String)? {
        if let o = objects.first(where: { $0.name == name }) { return o.role == .recognizer ? (name, "") : nil }
        guard let dot = name.lastIndex(of: "."), ["pan", "pinch"].contains(name[name.index(after: dot)...]),
              let o = objects.first(where: { $0.name == name[..<dot] }), o.role == .view else { return nil }
        return (o.name, String(name[name.index(after: dot)...]) + ".")
    }

    /// `samples` (the last input, as the window recorded it) replayed on the
    /// scene as written and with `settings`: one row, two cells, the second
    /// marked when it differs.
    public func sideBySide(samples: [TouchSample], settings: [Setting], label: String? = nil,
                           rowName: String = "last input") throws(WhatIfError) -> Comparison {
        let scenario = ScenarioRecorder.scenario(named: rowName, samples: samples, parameters: description.device)
        let variant = Comparison.Variant(label: label ?? settings.map(\.description).joined(separator: "; "), settings: settings)
        return try Comparison(scene: self, scenarios: [scenario], variants: [variant])
    }
}
