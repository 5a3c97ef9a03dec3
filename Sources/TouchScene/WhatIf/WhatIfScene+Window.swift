import TouchCore

/// What the window needs to offer what-if on the selected object (issue 12,
/// item 4): the settings it can toggle, and the last input replayed with a
/// setting, side by side with the run as written. Pure, so the window only
/// draws `Comparison` (through `ComparisonPicture`) and `Why`.
extension WhatIfScene {
    /// The boolean settings of the object called `name` that UIKit code
    /// commonly flips, each toggled from the object's current value: a
    /// recognizer's `cancelsTouchesInView`, `delaysTouchesBegan`,
    /// `delaysTouchesEnded`, `enabled`; a view's `userInteractionEnabled`,
    /// `exclusiveTouch`, `multipleTouchEnabled`, `hidden`; a control's
    /// `enabled`; a scroll view's `delaysContentTouches`,
    /// `canCancelContentTouches`, `scrollEnabled`. Empty for anything else.
    public func toggles(for name: String) -> [Setting] {
        guard let object = objects.first(where: { $0.name == name }) else { return [] }
        let built = SceneBuilder.build(validated: description)
        func toggle(_ property: String, _ current: Bool) -> Setting {
            Setting(object: name, property: property, value: current ? "false" : "true")
        }
        switch object.role {
        case .recognizer:
            guard let r = built.recognizers[name] else { return [] }
            return [toggle("cancelsTouchesInView", r.cancelsTouchesInView), toggle("delaysTouchesBegan", r.delaysTouchesBegan),
                    toggle("delaysTouchesEnded", r.delaysTouchesEnded), toggle("enabled", r.isEnabled)]
        case .view:
            guard let v = built.view(name) else { return [] }
            var out = [toggle("userInteractionEnabled", v.isUserInteractionEnabled), toggle("exclusiveTouch", v.isExclusiveTouch),
                       toggle("multipleTouchEnabled", v.isMultipleTouchEnabled), toggle("hidden", v.isHidden)]
            if let control = v as? Control { out.append(toggle("enabled", control.isEnabled)) }
            if let scroll = v as? ScrollView {
                out += [toggle("delaysContentTouches", scroll.delaysContentTouches),
                        toggle("canCancelContentTouches", scroll.canCancelContentTouches), toggle("scrollEnabled", scroll.isScrollEnabled)]
            }
            return out
        case .window, .controller, .animation:
            return []
        }
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
