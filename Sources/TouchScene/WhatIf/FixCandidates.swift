import TouchCore

/// The single settings `fix` tries for a scenario (trace-format.md): those
/// UIKit code could change on the objects the scenario's touches meet, in a
/// fixed order (recognizers in the order they were offered a touch, then the
/// touches' hit-test views and their superviews, nearest first).
enum FixCandidates {
    static func singles(scene: WhatIfScene, records: [TraceRecord], want: [ItemPattern] = []) -> [Setting] {
        let built = SceneBuilder.build(validated: scene.description)
        let settable = Set(scene.objects.map(\.name))
        var out: [Setting] = []
        // A set beside the list (issue 33): 70 recognizers on one touch make 12,000 singles.
        var seen: Set<Setting> = []
        func add(_ object: String, _ property: String, _ value: String) {
            // What UIKit builds inside a named object is set in that object's mapping (G11).
            guard let setting = address(object, property, value, settable: settable) else { return }
            if seen.insert(setting).inserted { out.append(setting) }
        }

        // Most promising first (issue 26.2): the objects and properties that stopped a wanted
        // item (WhyNot: the hit-test walk's skipped and outside views, the window in front, the
        // holder, the recognizer's real reason), then every object on the touches' walks.
        let whyNot = WhyNot(records: records, scene: scene.description)
        let subjects = want.compactMap { $0.negated ? nil : $0.subject }.filter { $0 != "*" }
        for subject in subjects {
            for reason in whyNot.reasons(for: subject) {
                guard let object = reason.object else { continue }
                for setting in values(object, reason.property, wanted: subject, built: built) { add(setting.object, setting.property, setting.value) }
            }
        }
        var walked: [String] = []
        for touch in whyNot.touches {
            for visit in touch.walk where !walked.contains(visit.name) { walked.append(visit.name) }
        }
        for subject in subjects {
            for name in superviewChain(of: subject, in: built).reversed() where !walked.contains(name) { walked.append(name) }
        }
        for name in walked {
            for property in ["hidden", "userInteractionEnabled", "alpha", "pointInside", "level", "alwaysBounceVertical", "alwaysBounceHorizontal"] {
                for setting in values(name, property, wanted: subjects.first, built: built) { add(setting.object, setting.property, setting.value) }
            }
        }

        // Touches, their hit-test views, and the recognizers offered each touch (by key, issue
        // 27.3: two recognizers of one label are two; the settings name them as the file does).
        var hitViews: [String] = []
        var offered: [(touch: String, recognizer: ObjectKey)] = []
        for record in records {
            guard record.kind == .touchCreate || record.kind == .gestureShouldReceiveTouch else { continue }
            switch record.event {
            case .touchCreate(let e)?:
                if let view = e.view, !hitViews.contains(view) { hitViews.append(view) }
            case .gestureShouldReceiveTouch(let e)?:
                if !offered.contains(where: { $0.touch == e.touch && $0.recognizer == record.subjectKey }) {
                    offered.append((e.touch, record.subjectKey))
                }
            default:
                break  // only the two kinds above reach here
            }
        }
        var chains: [String] = []
        for view in hitViews {
            for name in superviewChain(of: view, in: built) where !chains.contains(name) { chains.append(name) }
        }
        // UIKit's private delayed-touches recognizer has no Swift API to require or allow: its
        // scroll view's delaysContentTouches is the setting for it (rule V2).
        var recognizers: [ObjectKey] = []
        for pair in offered where !recognizers.contains(pair.recognizer) && !(whyNot.recognizer(for: pair.recognizer) is DelayedTouchesBeganGestureRecognizer)
            && !pair.recognizer.label.hasSuffix(".delaysContentTouches") {
            recognizers.append(pair.recognizer)
        }

        for key in recognizers {
            guard let r = whyNot.recognizer(for: key) else { continue }
            let name = key.label
            add(name, "cancelsTouchesInView", "\(!r.cancelsTouchesInView)")
            add(name, "delaysTouchesBegan", "\(!r.delaysTouchesBegan)")
            add(name, "delaysTouchesEnded", "\(!r.delaysTouchesEnded)")
            if r.isEnabled { add(name, "enabled", "false") }
            let touches = offered.filter { $0.recognizer == key }.map(\.touch)
            let sharing = recognizers.filter { other in
                other != key && offered.contains { $0.recognizer == other && touches.contains($0.touch) }
            }.map(\.label)
            let required = writtenRequirements(of: name, scene: scene, built: built)
            for other in sharing where !required.contains(other) {
                add(name, "requireToFail", "[" + (required + [other]).joined(separator: ", ") + "]")
            }
            // Not calling require(toFail:) for one of the requirements the scene makes.
            for other in required {
                add(name, "requireToFail", "[" + required.filter { $0 != other }.joined(separator: ", ") + "]")
            }
            // Delegate answers built from rule Q's conditions: refuse touches in a view under the recognizer's view.
            let own = r.view?.name
            // Views the scene names (not the cells a list generates), as app code would test them.
            for view in chains where view != own && settable.contains(view)
                && own.map({ superviewChain(of: view, in: built).contains($0) }) ?? false {
                add(name, "shouldReceiveTouch", "{unless: {touchIn: [\(view)]}}")
            }
            for other in sharing { add(name, "simultaneousWith", "[\(other)]") }
            // The other direction for a built-in recognizer the scene cannot give a requireToFail
            // (a list's swipe pan, a menu's press, L15, X2): this recognizer's delegate says the other
            // must wait for it (shouldBeRequiredToFailBy, G3).
            for other in sharing where address(other, "requireToFail", "[]", settable: settable) == nil && !settable.contains(other) {
                add(name, "requiredToFailBy", "[\(other)]")
            }
            if !sharing.isEmpty { add(name, "simultaneousWith", "all") }
            for property in ["minimumNumberOfTouches", "numberOfTouchesRequired", "maximumNumberOfTouches", "direction", "minimumPressDuration"] {
                for setting in values(name, property, wanted: nil, built: built) { add(setting.object, setting.property, setting.value) }
            }
        }
        for view in chains {
            guard let v = built.view(view) else { continue }
            add(view, "userInteractionEnabled", "\(!v.isUserInteractionEnabled)")
            if hitViews.contains(view) {
                add(view, "exclusiveTouch", "\(!v.isExclusiveTouch)")
                add(view, "multipleTouchEnabled", "\(!v.isMultipleTouchEnabled)")
            }
        }
        for view in chains {
            guard let scroll = built.view(view) as? ScrollView else { continue }
            add(view, "delaysContentTouches", "\(!scroll.delaysContentTouches)")
            add(view, "canCancelContentTouches", "\(!scroll.canCancelContentTouches)")
            add(view, "scrollEnabled", "\(!scroll.isScrollEnabled)")
            for hit in hitViews where hit != view && superviewChain(of: hit, in: built).contains(view) {
                add(view, "keepContentTouchesIn", "[\(hit)]")
            }
        }
        objectCandidates(scene: scene, records: records, built: built, chains: chains + walked.filter { !chains.contains($0) },
                         whyNot: whyNot, subjects: subjects, add: add)
        // E9's fixes of a text view that claims a cell's tap; V5/V14: a refresh control on content that fits.
        for view in chains {
            if let text = built.view(view) as? TextView {
                if text.isSelectable && !text.isEditable { add(view, "selectable", "false") }
                if !text.links.isEmpty && text.pointInsideOnly == nil { add(view, "pointInside", "{links: only}") }
            }
            if let scroll = built.view(view) as? ScrollView, scroll.refreshControl != nil, !scroll.canScroll(.vertical) {
                add(view, "alwaysBounceVertical", "true")
            }
        }
        return out
    }

    /// The values of `property` on `object` worth trying (the ones that
    /// matter: alpha just above 0.01, a pointInside that includes the wanted
    /// view, the other windows' level), nothing when the property does not apply.
    static func values(_ object: String, _ property: String?, wanted: String?, built: BuiltScene) -> [Setting] {
        func s(_ p: String, _ v: String) -> Setting { Setting(object: object, property: p, value: v) }
        let p = property ?? ""
        if let g = built.recognizers[object] {
            switch property {
            case "enabled": return g.isEnabled ? [] : [s("enabled", "true")]
            case "minimumNumberOfTouches":
                return (g.settings.minimumNumberOfTouches ?? 1) > 1 ? [s("minimumNumberOfTouches", "1")] : []
            case "maximumNumberOfTouches":
                return g.settings.maximumNumberOfTouches.map { $0 < 2 ? [s("maximumNumberOfTouches", "2")] : [] } ?? []
            case "numberOfTouchesRequired":
                return (g.settings.numberOfTouchesRequired ?? 1) > 1 ? [s("numberOfTouchesRequired", "1")] : []
            case "direction":
                guard g.kind == .swipe else { return [] }
                return ["right", "left", "up", "down"].filter { !g.settings.directions.contains($0) }.map { s("direction", $0) }
            case "minimumPressDuration":
                guard g.kind == .longPress else { return [] }
                let now = g.settings.minimumPressDuration ?? 0.5
                return [s("minimumPressDuration", fmt(now / 2))]
            case "simultaneousWith": return [s("simultaneousWith", "all")]
            case "requireToFail": return [s("requireToFail", "[]")]
            default: return []
            }
        }
        if let window = built.application.windows.first(where: { $0.name == object }) {
            switch property {
            case "hidden": return window.isHidden ? [] : [s("hidden", "true")]
            case "level", "windowLevel", "frame":
                let below = built.application.windows.filter { $0 !== window }.map(\.windowLevel).min().map { $0 - 1 }
                return below.map { $0 < window.windowLevel ? [s("level", fmt($0))] : [] } ?? []
            default: return []
            }
        }
        guard let view = built.view(object) else { return [] }
        switch property {
        case "hidden": return view.isHidden ? [s("hidden", "false")] : []
        case "userInteractionEnabled": return [s("userInteractionEnabled", "\(!view.isUserInteractionEnabled)")]
        case "alpha": return view.alpha <= 0.01 ? [s("alpha", "0.011")] : []
        case "pointInside":
            guard let wanted, wanted != object, let w = built.view(wanted), w.isDescendant(of: view) else { return [] }
            return [s("pointInside", "{include: [\(wanted)]}")]
        case "alwaysBounceVertical", "alwaysBounceHorizontal", "scrollEnabled":
            guard let scroll = view as? ScrollView else { return [] }
            if property == "scrollEnabled" { return [s("scrollEnabled", "\(!scroll.isScrollEnabled)")] }
            let vertical = p == "alwaysBounceVertical"
            let on = vertical ? scroll.alwaysBounceVertical : scroll.alwaysBounceHorizontal
            return on || scroll.canScroll(vertical ? .vertical : .horizontal) ? [] : [s(p, "true")]
        case "delaysContentTouches":
            guard let scroll = view as? ScrollView else { return [] }
            return [s(p, "\(!scroll.delaysContentTouches)")]
        case "canCancelContentTouches":
            guard let scroll = view as? ScrollView else { return [] }
            return [s(p, "\(!scroll.canCancelContentTouches)")]
        case "exclusiveTouch": return [s(p, "\(!view.isExclusiveTouch)")]
        case "multipleTouchEnabled": return [s(p, "\(!view.isMultipleTouchEnabled)")]
        default: return []
        }
    }

    /// `view`, its superview, and so on up to the window's root view, in the
    /// live hierarchy (cells and other views a list makes have no entry of their own in the file).
    static func superviewChain(of view: String, in built: BuiltScene) -> [String] {
        var chain: [String] = []
        var current = built.view(view)
        while let v = current, !(v is Window), !chain.contains(v.name) {
            chain.append(v.name)
            current = v.superview
        }
        return chain
    }
}
