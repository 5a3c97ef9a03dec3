import TouchCore

/// The single settings `fix` tries for a scenario (trace-format.md): those
/// UIKit code could change on the objects the scenario's touches meet, in a
/// fixed order (recognizers in the order they were offered a touch, then the
/// touches' hit-test views and their superviews, nearest first).
enum FixCandidates {
    static func singles(scene: WhatIfScene, records: [TraceRecord]) -> [Setting] {
        let built = SceneBuilder.build(validated: scene.description)
        let settable = Set(scene.objects.map(\.name))
        var out: [Setting] = []
        func add(_ object: String, _ property: String, _ value: String) {
            let setting = Setting(object: object, property: property, value: value)
            if settable.contains(object), !out.contains(setting) { out.append(setting) }
        }

        // Touches, their hit-test views, and the recognizers offered each touch.
        var hitViews: [String] = []
        var offered: [(touch: String, recognizer: String)] = []
        for record in records {
            switch record.kind.rawValue {
            case "touch.create":
                if let view = record["view"]?.stringValue, !hitViews.contains(view) { hitViews.append(view) }
            case "gesture.shouldReceiveTouch":
                if let touch = record["touch"]?.stringValue, !offered.contains(where: { $0 == (touch, record.subject) }) {
                    offered.append((touch, record.subject))
                }
            default:
                break
            }
        }
        var chains: [String] = []
        for view in hitViews {
            for name in superviewChain(of: view, in: built) where !chains.contains(name) { chains.append(name) }
        }
        var recognizers: [String] = []
        for pair in offered where !recognizers.contains(pair.recognizer) { recognizers.append(pair.recognizer) }

        for name in recognizers {
            guard let r = built.recognizers[name] else { continue }
            add(name, "cancelsTouchesInView", "\(!r.cancelsTouchesInView)")
            add(name, "delaysTouchesBegan", "\(!r.delaysTouchesBegan)")
            add(name, "delaysTouchesEnded", "\(!r.delaysTouchesEnded)")
            if r.isEnabled { add(name, "enabled", "false") }
            let touches = offered.filter { $0.recognizer == name }.map(\.touch)
            let sharing = recognizers.filter { other in
                other != name && offered.contains { $0.recognizer == other && touches.contains($0.touch) }
            }
            let required = r.requiredToFail.map(\.name)
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
            for hit in hitViews where hit != view && superviewChain(of: hit, in: built).contains(view) {
                add(view, "keepContentTouchesIn", "[\(hit)]")
            }
        }
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
