import TouchCore

/// `check` lists what changes hit-testing besides the views' own flags
/// (issue 31): `hitTest(_:with:)` overrides on views and windows (rules
/// H7–H12) and the view animations the scene and its scenarios start
/// (section A), with whether they let touches through (A2, A6).
extension SceneOutline {
    /// `hitTest override: redirect to compose within 20 pt, then fallback pager, passThrough self (H7–H12)`.
    static func overrideText(_ o: HitTestOverride) -> String {
        var steps: [String] = []
        if let r = o.redirect { steps.append("redirect to \(r.to.name) within \(num(r.margin)) pt (H9)") }
        if let f = o.fallback { steps.append("fallback \(f.name) (H9)") }
        if let p = o.passThrough {
            steps.append("passThrough \(p.rawValue)" + (o.exceptRegions ? " except a hosting view's interactive regions (H12)" : "") + " (H8)")
        }
        return "hitTest(_:with:) override: " + (steps.isEmpty ? "the default (H7)" : steps.joined(separator: ", then "))
    }

    /// One line per animation: its name, start, duration, the views it
    /// changes and whether hit-testing keeps the views meanwhile (A2, A6).
    static func animationLine(_ a: ViewAnimation, at start: Double?, indent: String) -> String {
        let views = a.changes.map(\.view)
        var unique: [String] = []
        for v in views where !unique.contains(v) { unique.append(v) }
        let touches: String
        switch a.animator {
        case .view:
            touches = a.allowUserInteraction ? "with .allowUserInteraction: its views take touches at their final values (A2, A3)"
                : "without .allowUserInteraction: hit-testing skips its views until it ends (A2)"
        case .property:
            touches = a.userInteractionEnabled ? "property animator, isUserInteractionEnabled: its views take touches (A6)"
                : "property animator with isUserInteractionEnabled false: hit-testing skips its views until it ends (A6)"
        }
        let when = start.map { "at \(num($0)) s, " } ?? ""
        return "\(indent)animation \(a.name): \(when)\(num(a.duration)) s"
            + (a.delay > 0 ? " after \(num(a.delay)) s" : "") + " on \(unique.joined(separator: ", ")); \(touches)"
    }

    /// The animations of the scene's `animations:` list, then each scenario's, by scenario.
    static func animationLines(for scene: SceneDescription) -> [String] {
        var lines = scene.animations.map { animationLine($0.animation, at: $0.at, indent: "") }
        for scenario in scene.scenarios {
            for step in scenario.steps {
                if case .animate(let a) = step { lines.append(animationLine(a, at: nil, indent: "  ") + " (scenario \"\(scenario.name)\")") }
            }
        }
        return lines
    }
}
