import TouchCore

/// Issue 26.3: automatic interactions that exercise an object's own function
/// (tap a control, drag a scroll view along each axis it scrolls, perform a
/// recognizer's gesture), run with and without a fix. A probe that worked as
/// the scene is written and no longer works with the fix is a function the
/// fix breaks, whatever the scene's own scenarios say.
public struct FixProbe: Hashable, Sendable {
    /// The object exercised.
    public var object: String
    /// What is done, in words (`a tap`, `a vertical drag`).
    public var action: String
    /// What it does when it works, in words (`sends touchUpInside`, `scrolls`).
    public var function: String
    var steps: [StepDescription]
    var works: Item

    enum Item: Hashable, Sendable {
        case controlEvent(String)
        case scrolls
        case recognizes
    }

    /// "profileButton no longer sends touchUpInside on a tap".
    public var broken: String { "\(object) no longer \(function) on \(action)" }

    func holds(in records: [TraceRecord]) -> Bool {
        switch works {
        case .controlEvent(let event):
            return records.contains {
                guard $0.kind == .controlEvent, $0.subject == object, case .controlEvent(let e)? = $0.event else { return false }
                return e.event == event
            }
        case .scrolls:
            return records.contains { ($0.kind == .scrollOffset || $0.kind == .gestureAction) && ($0.subject == object || $0.subject == object + ".pan") }
        case .recognizes:
            return records.contains {
                guard $0.kind == .gestureState, $0.subject == object, case .gestureState(let e)? = $0.event else { return false }
                return e.to == .ended || e.to == .began
            }
        }
    }

    /// The probes of the objects `settings` change and of those they could
    /// affect: the controls, scroll views and recognizers in the changed
    /// views' subtrees and on their superview chains, in a fixed order.
    static func probes(for settings: [Setting], built: BuiltScene, limit: Int = 12) -> [FixProbe] {
        var views: [View] = []
        var recognizers: [GestureRecognizer] = []
        func addView(_ v: View) { if !views.contains(where: { $0 === v }) { views.append(v) } }
        func addRecognizer(_ g: GestureRecognizer) { if !recognizers.contains(where: { $0 === g }) { recognizers.append(g) } }
        for setting in settings {
            if let g = built.recognizers[setting.object] {
                addRecognizer(g)
                if let v = g.view { for other in v.gestureRecognizers { addRecognizer(other) } }
            } else if let window = built.application.windows.first(where: { $0.name == setting.object }) {
                for v in window.subtree where v !== window { addView(v) }
            } else if let view = built.view(setting.object) {
                for v in view.subtree { addView(v) }
                var s = view.superview
                while let v = s, !(v is Window) { addView(v); s = v.superview }
            }
        }
        for v in views { for g in v.gestureRecognizers { addRecognizer(g) } }
        var out: [FixProbe] = []
        for v in views where v.kind.isControl || v is ScrollView {
            out += probes(of: v, at: spot(on: v, built: built), built: built)
        }
        for g in recognizers where !(g is ScrollViewPanGestureRecognizer) && !(g is DelayedTouchesBeganGestureRecognizer) {
            if let v = g.view, let p = probe(of: g, at: spot(on: v, built: built)) { out.append(p) }
        }
        return Array(out.prefix(limit))
    }

    /// A point of `v` (screen coordinates) where the scene as written
    /// hit-tests `v` itself, so that a probe exercises its own function and
    /// not a subview's: the centre when it is such a point, else the first
    /// of a 7×7 grid over its bounds, else the centre.
    static func spot(on v: View, built: BuiltScene) -> Point {
        let b = v.bounds
        let center = v.convertToScreen(Point(b.midX, b.midY))
        if built.application.hitTest(center)?.view === v { return center }
        for j in 1...7 {
            for i in 1...7 {
                let p = v.convertToScreen(Point(b.minX + b.width * Double(i) / 8, b.minY + b.height * Double(j) / 8))
                if built.application.hitTest(p)?.view === v { return p }
            }
        }
        return center
    }

    static func probes(of v: View, at center: Point, built: BuiltScene) -> [FixProbe] {
        let b = v.bounds
        if let control = v as? Control {
            return probe(of: control, at: center, built: built).map { [$0] } ?? []
        }
        guard let scroll = v as? ScrollView else { return [] }
        var out: [FixProbe] = []
        if scroll.canScroll(.vertical) {
            let d = min(150, b.height / 3)
            out.append(FixProbe(object: v.name, action: "a vertical drag", function: "scrolls",
                                steps: [.drag(finger: nil, from: Point(center.x, center.y + d / 2), to: Point(center.x, center.y - d / 2),
                                              duration: 0.3, hold: 0, release: true)], works: .scrolls))
        }
        if scroll.canScroll(.horizontal) {
            let d = min(150, b.width / 3)
            out.append(FixProbe(object: v.name, action: "a horizontal drag", function: "scrolls",
                                steps: [.drag(finger: nil, from: Point(center.x + d / 2, center.y), to: Point(center.x - d / 2, center.y),
                                              duration: 0.3, hold: 0, release: true)], works: .scrolls))
        }
        return out
    }

    /// The control's own function, done as a user does it (rule C1): a
    /// button's tap sends `touchUpInside`; a switch, stepper or page
    /// control changes its value on a tap, a segmented control on a tap of
    /// a segment other than the selected one; a slider's value follows its
    /// thumb only (a tap on the track changes nothing), so its probe drags
    /// the thumb along the track; a text field's tap begins editing (E1).
    /// A refresh control is pulled through its scroll view: no probe.
    static func probe(of control: Control, at center: Point, built: BuiltScene) -> FixProbe? {
        func tap(_ p: Point, _ event: ControlEvent) -> FixProbe {
            FixProbe(object: control.name, action: "a tap", function: event == .editingDidBegin ? "begins editing" : "sends \(event.rawValue)",
                     steps: [.tap(points: [p], count: 1, hold: 0.08, interval: 0.2)], works: .controlEvent(event.rawValue))
        }
        let b = control.bounds
        switch control.kind {
        case .button, .control: return tap(center, .touchUpInside)
        case .switch, .stepper, .pageControl: return tap(center, .valueChanged)
        case .segmentedControl:
            let count = max(1, control.segments)
            let selected = Int(control.value)
            guard let other = (0..<count).first(where: { $0 != selected }) else { return nil }
            let width = b.width / Double(count)
            let p = control.convertToScreen(Point(b.minX + width * (Double(other) + 0.5), b.midY))
            return built.application.hitTest(p)?.view === control ? tap(p, .valueChanged) : tap(center, .valueChanged)
        case .slider:
            let thumb = control.thumbRect
            let start = Point(thumb.midX, thumb.midY)
            // Towards the end with more room, a third of the track.
            let toRight = start.x - b.minX < b.maxX - start.x
            let end = Point(start.x + (toRight ? 1 : -1) * max(10, b.width / 3), start.y)
            return FixProbe(object: control.name, action: "a drag of its thumb", function: "sends valueChanged",
                            steps: [.drag(finger: nil, from: control.convertToScreen(start), to: control.convertToScreen(end),
                                          duration: 0.3, hold: 0, release: true)],
                            works: .controlEvent(ControlEvent.valueChanged.rawValue))
        case .textField: return tap(center, .editingDidBegin)
        case .refreshControl, .view, .imageView, .label, .scrollView, .tableView, .collectionView, .tableViewCell,
             .collectionViewCell, .textView, .hostingView:
            return nil
        }
    }

    static func probe(of g: GestureRecognizer, at c: Point) -> FixProbe? {
        guard let v = g.view else { return nil }
        let b = v.bounds
        let steps: [StepDescription]
        let action: String
        switch g.kind {
        case .tap:
            let taps = g.settings.numberOfTapsRequired ?? 1
            let fingers = g.settings.numberOfTouchesRequired ?? 1
            let points = (0..<fingers).map { Point(c.x + Double($0) * 20 - Double(fingers - 1) * 10, c.y) }
            steps = [.tap(points: points, count: taps, hold: 0.05, interval: 0.1)]
            action = taps == 1 ? "a tap" : "\(taps) taps"
        case .longPress:
            let hold = (g.settings.minimumPressDuration ?? 0.5) + 0.2
            steps = [.tap(points: [c], count: 1, hold: hold, interval: 0.1)]
            action = "a long press"
        case .pan:
            let fingers = max(1, g.settings.minimumNumberOfTouches ?? 1)
            let d = min(120, b.width / 3)
            if fingers == 1 {
                steps = [.drag(finger: nil, from: Point(c.x - d / 2, c.y), to: Point(c.x + d / 2, c.y), duration: 0.3, hold: 0, release: true)]
            } else {
                let ids = Array(1...fingers)
                steps = [.downTogether(fingers: ids, at: ids.map { Point(c.x + Double($0) * 20 - 20, c.y) }),
                         .move(fingers: ids, target: .by(Point(d, 0)), duration: 0.3), .up(fingers: ids)]
            }
            action = fingers == 1 ? "a drag" : "a \(fingers)-finger drag"
        case .swipe:
            let dir = g.settings.directions.first ?? "right"
            let d = min(150, max(b.width, b.height) / 2)
            let (dx, dy): (Double, Double) = dir == "left" ? (-d, 0) : dir == "up" ? (0, -d) : dir == "down" ? (0, d) : (d, 0)
            steps = [.drag(finger: nil, from: Point(c.x - dx / 2, c.y - dy / 2), to: Point(c.x + dx / 2, c.y + dy / 2), duration: 0.1, hold: 0, release: true)]
            action = "a swipe \(dir)"
        case .pinch:
            steps = [.pinch(center: c, from: 60, to: 160, duration: 0.3, angle: 0)]
            action = "a pinch"
        case .rotation:
            steps = [.rotate(center: c, radius: 50, degrees: 60, duration: 0.3)]
            action = "a rotation"
        default:
            return nil
        }
        return FixProbe(object: g.name, action: action, function: "recognizes", steps: steps, works: .recognizes)
    }

    /// Whether the probe works on `scene`.
    func works(on scene: SceneDescription) -> Bool {
        holds(in: WhatIfRun.records(scene, scenario: ScenarioDescription(name: "probe \(object)", steps: steps)))
    }
}
