import TouchCore

/// What stopped something from happening to an object, read from the
/// recorded hit-test walk of each touch (rules H1–H3) and the deliveries
/// that followed (T2, D1–D5, G1–G9), checked against the built scene for
/// the property involved. One model for `why`, `why --not` and `fix`'s
/// search (every blocker names the object and the property to change).
public struct WhyNot {
    /// One reason, in UIKit's words with its rule, and what to change.
    public struct Reason: Hashable, Sendable {
        /// The touch it concerns, when one.
        public var touch: String?
        public var words: String
        /// The object whose property (or override, or delegate method) stopped it.
        public var object: String?
        /// That property, in the scene format's spelling (`userInteractionEnabled`,
        /// `pointInside`, `alwaysBounceVertical`, `minimumNumberOfTouches`...).
        public var property: String?
        /// A fact that stopped nothing on its own: a held phase released later,
        /// a recognizer whose own gesture was simply not seen (a tap is no pan).
        public var incidental = false
        /// For a hit-test reason: what the window's "why not this view?" colours it as.
        public var kind: ViewAnswer.Kind?

        public init(touch: String?, words: String, object: String?, property: String?, incidental: Bool = false,
                    kind: ViewAnswer.Kind? = nil) {
            self.touch = touch
            self.words = words
            self.object = object
            self.property = property
            self.incidental = incidental
            self.kind = kind
        }
    }

    let records: [TraceRecord]
    let built: BuiltScene
    /// The built scene's numbered objects by id: a build of the description
    /// numbers them as the run's build did, so the records' ids find them
    /// (issue 27.3).
    let byID: [ObjectID: AnyObject]
    /// The first object of each label in description order, for the callers that give a label.
    let labels: ObjectLabels

    /// Records without ids (a trace read back from JSON, records made by
    /// hand) are resolved once against the scene: each label taken for the
    /// first object of that label in description order (`ObjectLabels`).
    public init(records: [TraceRecord], scene: SceneDescription) {
        let built = SceneBuilder.build(validated: scene)
        self.built = built
        let labels = built.labels
        self.labels = labels
        self.records = records.contains { $0.subjectID.isAssigned } ? records : records.map { $0.resolvingIDs(labels) }
        var byID: [ObjectID: AnyObject] = [:]
        func add(_ o: some TouchCore.SceneObject) { if o.id.isAssigned && byID[o.id] == nil { byID[o.id] = o } }
        for r in built.responders.values { add(r) }
        for g in built.recognizers.values { add(g) }
        for window in built.application.windows {
            for v in window.subtree {
                add(v)
                for g in v.gestureRecognizers { add(g) }
            }
        }
        self.byID = byID
    }

    /// The view `key` names: by id when it has one, else the first of its label.
    func view(_ key: ObjectKey) -> View? {
        key.id.isAssigned ? byID[key.id] as? View : built.view(key.label)
    }

    /// The recognizer `key` names: by id when it has one, else the first of its label.
    func recognizer(for key: ObjectKey) -> GestureRecognizer? {
        key.id.isAssigned ? byID[key.id] as? GestureRecognizer : built.recognizers[key.label] ?? findRecognizer(key.label)
    }

    /// The key of the object labelled `name`: the first of that label in description order (the lowest id).
    func key(_ name: String) -> ObjectKey { ObjectKey(name, id: labels[name]) }

    // MARK: Hit-testing (rules H1–H3)

    /// The walk of one touch: each view or window asked, in order.
    struct Visit {
        /// The view or window asked, by key (issue 27.3); `name` is its label.
        var key: ObjectKey
        var name: String { key.label }
        var point: Point?
        var skip: String?
        var alpha: Double?
        var inside: Bool?
        var result: String??
        /// The record that caused a skip (an `animation.begin` for `animating`, rule A2).
        var causedBy: Int?
    }

    /// The touches of the run: each `touch.create` with the walk recorded just before it.
    var touches: [(create: TraceRecord, walk: [Visit])] {
        var out: [(TraceRecord, [Visit])] = []
        for (i, r) in records.enumerated() where r.kind == .touchCreate {
            var start = i
            while start > 0, records[start - 1].kind.rawValue.hasPrefix("hitTest") || records[start - 1].kind == .pointInside {
                start -= 1
            }
            var visits: [Visit] = []
            func at(_ key: ObjectKey) -> Int {
                if let k = visits.lastIndex(where: { $0.key == key }) { return k }
                visits.append(Visit(key: key))
                return visits.count - 1
            }
            for w in records[start..<i] {
                switch w.event {
                case .hitTestEnter(let e)?:
                    visits.append(Visit(key: w.subjectKey, point: e.point))
                case .hitTestSkip(let e)?:
                    let k = at(w.subjectKey)
                    visits[k].skip = e.reason
                    visits[k].alpha = e.alpha
                    visits[k].causedBy = e.causedBy
                case .pointInside(let e)?:
                    visits[at(w.subjectKey)].inside = e.inside
                case .hitTestLeave(let e)?:
                    visits[at(w.subjectKey)].result = .some(e.result)
                default: break  // the walk's other records (hitTest.override) say nothing more here
                }
            }
            out.append((r, visits))
        }
        return out
    }

    /// Why `view` was not (or was) the hit-test view of each touch; nil for a
    /// touch that it received (it or a subview was hit).
    public func hitTest(of name: String) -> [Reason] { hitTest(of: key(name)) }

    /// `hitTest(of:)` for the view `key` (issue 27.3: the hit-test view compared by id).
    public func hitTest(of key: ObjectKey) -> [Reason] {
        guard let view = view(key) else { return [] }
        var out: [Reason] = []
        for (create, walk) in touches {
            let touch = create.subject
            let hit = Self.hitView(create)
            if let hitKey = create.objectKey("view"), hitKey == key || (self.view(hitKey)?.isDescendant(of: view) ?? false) { continue }
            if let reason = verdict(view, walk: walk, touch: touch, hit: hit) { out.append(reason) }
        }
        return out
    }

    /// Whether `view` was the hit-test view of some touch, or an ancestor of it.
    public func received(_ name: String) -> Bool { received(key(name)) }

    /// `received(_:)` for the view `key`.
    public func received(_ key: ObjectKey) -> Bool {
        guard let view = view(key) else { return false }
        return touches.contains { t in
            guard let hit = t.create.objectKey("view") else { return false }
            return hit == key || (self.view(hit)?.isDescendant(of: view) ?? false)
        }
    }

    /// A `touch.create` record's hit-test view (rule H1).
    static func hitView(_ create: TraceRecord) -> String? {
        guard case .touchCreate(let e)? = create.event else { return nil }
        return e.view
    }

    /// A `gesture.state` record's new state.
    static func newState(_ r: TraceRecord) -> GestureState? {
        guard case .gestureState(let e)? = r.event else { return nil }
        return e.to
    }

    func describe(_ view: View) -> String {
        "\(view.name) (\(view.kind.rawValue))"
    }

    func verdict(_ view: View, walk: [Visit], touch: String, hit: String?) -> Reason? {
        var chain: [View] = [view]
        while let s = chain[0].superview { chain.insert(s, at: 0) }
        let window = chain[0].window
        let windowName = window?.name
        func visit(_ v: View) -> Visit? { walk.last { $0.key == ObjectKey(v) } }
        // The window: never reached (another window in front returned a view first, H1), or outside it.
        if let window, let windowName, visit(window) == nil {
            return Reason(touch: touch, words: "hitTest(_:with:) never reached window \(windowName): a window in front (a higher windowLevel, "
                          + "or later at the same level) returned \(hit ?? "a view") first (rule H1)", object: hit.flatMap(windowOf), property: "windowLevel",
                          kind: .notReached)
        }
        if let window, let windowName, let w = visit(window), w.inside == false {
            return Reason(touch: touch, words: "\(windowName).point(inside:with:) returned false: the touch is outside window \(windowName)'s frame (rules H1, H3)",
                          object: windowName, property: "frame", kind: .outside)
        }
        for (depth, v) in chain.enumerated() {
            let isTarget = depth == chain.count - 1
            guard let seen = visit(v) else {
                guard depth > 0 else {
                    return Reason(touch: touch, words: "\(view.name) is not on screen when \(touch) begins: \(v.name) is in no window "
                                  + "(a view controller's view not shown) (rule H1)", object: nil, property: nil, kind: .notReached)
                }
                // Never asked: its superview (asked, inside) asked a later sibling that answered first.
                let parent = chain[depth - 1]
                let index = parent.subviews.firstIndex { $0 === v } ?? 0
                let later = parent.subviews.dropFirst(index + 1)
                let answered = later.last { s in visit(s)?.result.map { $0 != nil } ?? false }
                let sibling = answered ?? later.last
                let what = isTarget ? "" : " (which holds \(view.name))"
                // Issue 32.2: where the point is not in the view's frame it is outside, not covered.
                if let point = visit(parent)?.point, !v.frame.contains(point) {
                    let since = sibling.map { ": it was not even asked, since \($0.name), a later subview of \(parent.name), answered first" } ?? ""
                    return Reason(touch: touch, words: "outside: the touch's point (\(fmt(point.x)), \(fmt(point.y))) in \(parent.name) is not in "
                                  + "\(v.name)'s frame\(what), so \(v.name).point(inside:with:) would return false\(since) (rules H2, H3)",
                                  object: nil, property: nil, kind: .outside)
                }
                if let sibling {
                    return Reason(touch: touch, words: "\(sibling.name), a later subview of \(parent.name), covers \(v.name)\(what): hitTest(_:with:) asks "
                                  + "subviews from the front-most, and \(sibling.name) returned \(hit ?? "a view") first (rule H2)",
                                  object: sibling.name, property: sibling.subviews.isEmpty ? "userInteractionEnabled" : "pointInside", kind: .covered)
                }
                return Reason(touch: touch, words: "hitTest(_:with:) never asked \(v.name)\(what) (rule H2)", object: nil, property: nil, kind: .outside)
            }
            let whose = isTarget ? "" : ", and with it every subview, \(view.name) included"
            if let skip = seen.skip {
                if skip == "animating", let animation = seen.causedBy.flatMap({ seq in records.first { $0.seq == seq } }),
                   animation.kind == .animationBegin {
                    // Rules A2, A6: the animation, not the view, is what the app changes.
                    let property = animation["animator"]?.stringValue == "property"
                    let words = property
                        ? "\(v.name) is animated by the property animator '\(animation.subject)' with isUserInteractionEnabled false"
                        : "\(v.name) is being animated by '\(animation.subject)' (UIView.animate without the .allowUserInteraction option)"
                    return Reason(touch: touch, words: "hitTest(_:with:) skips \(v.name): \(words), so it takes no touch until the animation ends"
                                  + "\(whose) (rules A2, H2)", object: animation.subject, property: property ? "userInteractionEnabled" : "allowUserInteraction",
                                  kind: .skipped)
                }
                let (words, property) = skipWords(v, skip, alpha: seen.alpha)
                return Reason(touch: touch, words: "hitTest(_:with:) skips \(v.name): \(words)\(whose) (rule H2)", object: v.name, property: property,
                              kind: .skipped)
            }
            if seen.inside == false {
                let point = seen.point.map { " for (\(fmt($0.x)), \(fmt($0.y)))" } ?? ""
                let bounds = v.bounds
                var words = "\(v.name).point(inside:with:) returned false\(point), outside its bounds (\(fmt(bounds.minX)), \(fmt(bounds.minY)), "
                    + "\(fmt(bounds.width)), \(fmt(bounds.height)))"
                let overTarget = seen.point.map { view.bounds.contains(view.convert($0, fromAncestor: v)) } ?? false
                if !isTarget && overTarget {
                    words += ": hitTest(_:with:) never asks its subviews, so \(view.name), which sticks out of \(v.name) there, is unreachable "
                        + "(clipsToBounds plays no part) (rules H2, H3)"
                } else if !isTarget {
                    words += ": the touch was not over \(v.name) or \(view.name) (rules H2, H3)"
                } else {
                    words += " (rules H2, H3)"
                }
                return Reason(touch: touch, words: words, object: v.name, property: "pointInside", kind: .outside)
            }
            if isTarget, seen.result.map({ $0 == nil }) ?? false {
                return Reason(touch: touch, words: "hitTest(_:with:) on \(v.name) returned nil (rule H2)", object: v.name, property: "hitTest", kind: .outside)
            }
        }
        return nil
    }

    func windowOf(_ name: String) -> String? { built.view(name)?.window?.name }

    /// A skip reason in UIKit's property, and the scene's key to change.
    func skipWords(_ v: View, _ reason: String, alpha: Double?) -> (String, String) {
        switch reason {
        case "hidden": return ("\(v.name).isHidden is true", "hidden")
        case "userInteractionDisabled":
            let byDefault = !v.kind.defaultUserInteractionEnabled ? " (a \(v.kind == .label ? "UILabel" : "UIImageView")'s default)" : ""
            return ("\(v.name).isUserInteractionEnabled is false\(byDefault)", "userInteractionEnabled")
        case "transparent":
            return ("\(v.name).alpha is \(alpha.map(fmt) ?? fmt(v.alpha)), not above 0.01 (hit-testing skips views that are nearly transparent)", "alpha")
        case "animating": return ("\(v.name) is animating without allowUserInteraction (rule A2)", "allowUserInteraction")
        default: return ("\(reason)", reason)
        }
    }

    // MARK: Recognizers (rules T2, G1–G9)

    /// Why recognizer `name` did not recognize (or never began), back to the
    /// real reason: never on a touch's chain (its view's hit-test), disabled,
    /// refused the touch, waiting, or its own gesture not seen (with the
    /// property that decides it: a scroll view's axes, the number of touches,
    /// the direction).
    public func recognizer(_ name: String) -> [Reason] { recognizer(key: key(name)) }

    /// `recognizer(_:)` for the recognizer `key` (its records by key, issue 27.3).
    public func recognizer(key: ObjectKey) -> [Reason] {
        guard let g = recognizer(for: key) else { return [] }
        let name = key.label
        let mine = records.filter { $0.subjectKey == key }
        let states = mine.filter { $0.kind == .gestureState }
        if states.contains(where: { Self.newState($0) == .ended || Self.newState($0) == .began }) { return [] }
        if !g.isEnabled {
            if g is SwipeDismissalGestureRecognizer {
                // L6, L12: UIKit enables it only while a row is open; that stops nothing on its own.
                return [Reason(touch: nil, words: "\(name) is disabled while no row is open (UIKit enables it when a row's actions open, rules L6, L12)",
                               object: nil, property: nil, incidental: true)]
            }
            return [Reason(touch: nil, words: "\(name).isEnabled is false: a disabled recognizer receives no touches (rule T2)", object: name, property: "enabled")]
        }
        var out: [Reason] = []
        let received = mine.contains { $0.kind == .gestureTouchesBegan }
        for r in mine where r.kind == .gestureShouldReceiveTouch {
            guard case .gestureShouldReceiveTouch(let e)? = r.event, !e.result else { continue }
            let asked = e.asked ?? "its delegate"
            out.append(Reason(touch: e.touch, words: "\(asked).gestureRecognizer(\(name), shouldReceive:) returned false"
                              + (e.because.map { " because \($0)" } ?? "") + " (rules T2, Q1)",
                              object: name, property: "shouldReceiveTouch"))
        }
        if !received {
            if out.isEmpty, let view = g.view {
                let hit = hitTest(of: ObjectKey(view))
                if hit.isEmpty && !touches.isEmpty {
                    out.append(Reason(touch: nil, words: "\(name) is on \(view.name), but no touch's hit-test view is \(view.name) or inside it (rule T2)",
                                      object: view.name, property: nil))
                }
                out += hit.map { r in
                    var r = r
                    r.words = "\(name) never received \(r.touch ?? "a touch"): its view \(view.name) was not hit: " + r.words
                    return r
                }
                if touches.isEmpty { out.append(Reason(touch: nil, words: "no touch began in this scenario", object: nil, property: nil)) }
            }
            return out
        }
        for r in mine where r.kind == .gestureWaiting {
            if states.isEmpty, case .gestureWaiting(let e)? = r.event {
                out.append(Reason(touch: nil, words: "\(name) waits for [\(e.recognizers.joined(separator: ","))] to fail (require(toFail:) or a delegate's "
                                  + "shouldRequireFailureOf/shouldBeRequiredToFailBy, rule G3)", object: name, property: "requireToFail"))
            }
        }
        if let last = states.last, case .gestureState(let e)? = last.event {
            out.append(contentsOf: realReason(g, cause: e.cause, to: e.to))
        } else if states.isEmpty && out.isEmpty {
            out.append(Reason(touch: nil, words: "\(name) received touches but stayed possible: " + ownGesture(g), object: name, property: nil))
        }
        return out
    }

    func findRecognizer(_ name: String) -> GestureRecognizer? {
        for window in built.application.windows {
            for v in window.subtree { if let g = v.gestureRecognizers.first(where: { $0.name == name }) { return g } }
        }
        return nil
    }

    /// What it waits to see (G1's table), said for a recognizer that saw touches without recognizing.
    func ownGesture(_ g: GestureRecognizer) -> String {
        if let scroll = (g as? ScrollViewPanGestureRecognizer)?.scrollView, let axes = scrollAxes(scroll) { return axes.words }
        switch g.kind {
        case .pan: return "its touches never moved panHysteresis with between minimumNumberOfTouches and maximumNumberOfTouches fingers (rule G1)"
        default: return "its gesture was not seen (rule G1)"
        }
    }

    /// The reason a cause stands for, made exact where the cause is a stand-in:
    /// a scroll view's pan that "lifted before its hysteresis" because it has
    /// no axis to scroll, a pan that needed more fingers.
    func realReason(_ g: GestureRecognizer, cause: Cause, to state: GestureState?) -> [Reason] {
        let name = g.name
        if cause == .liftedBeforeHysteresis || cause == .touchesEnded {
            if let scroll = (g as? ScrollViewPanGestureRecognizer)?.scrollView, let axes = scrollAxes(scroll) {
                return [Reason(touch: nil, words: "\(name) never began: " + axes.words, object: scroll.name, property: axes.property)]
            }
            if let pan = g as? PanGestureRecognizer, pan.minimumNumberOfTouches > 1 {
                let most = mostTouches(of: ObjectKey(g))
                if most < pan.minimumNumberOfTouches {
                    return [Reason(touch: nil, words: "\(name) never began: minimumNumberOfTouches is \(pan.minimumNumberOfTouches) and at most \(most) "
                                   + "finger\(most == 1 ? "" : "s") touched it (rule G1)", object: name, property: "minimumNumberOfTouches")]
                }
            }
        }
        switch cause {
        case .requirement(let other), .exclusive(let other):
            // X1: a requirement or exclusion an interaction's relationship recognizer made.
            if case .requirement = cause, var reason = dynamicRequirement(of: ObjectKey(g), on: other.label, failed: state == .failed) {
                reason.words = "\(name) \(state?.rawValue ?? "stopped"): " + reason.words
                return [reason]
            }
            if var reason = interactionRequirement(of: name, on: other.label, failed: state == .failed) {
                reason.words = "\(name) \(state?.rawValue ?? "stopped"): " + reason.words
                return [reason]
            }
        default: break
        }
        let words = "\(name) \(state?.rawValue ?? "stopped"): " + cause.explanation(to: state)
        let ownGestureNotSeen: Set<Cause> = [.touchesEnded, .liftedBeforeHysteresis, .liftedBeforeDistance, .liftedBeforeMinimumPressDuration,
                                             .liftedWhileWaiting, .touchEndedBeforeDelay, .notAtEdge]
        let object: String?, property: String?
        switch cause {
        case .exclusive(let o), .requirement(let o): object = o.label; property = cause == .exclusive(o) ? "simultaneousWith" : "requireToFail"
        case .shouldBegin(let o): object = o.label; property = "shouldBegin"
        default: object = name; property = cause.property
        }
        var timerOnly = false
        if case .timeout = cause { timerOnly = g is DelayedTouchesBeganGestureRecognizer }
        return [Reason(touch: nil, words: words, object: object, property: property,
                       incidental: ownGestureNotSeen.contains(cause) || timerOnly)]
    }

    func mostTouches(of key: ObjectKey) -> Int {
        var most = 0
        for r in records where r.subjectKey == key && r.kind == .gestureTouchesBegan {
            if case .gestureTouchesBegan(let e)? = r.event { most = max(most, e.touches.count) }
        }
        return max(most, 1)
    }

    /// Why a scroll view's pan cannot begin, when it cannot scroll the way the fingers went (rules V5, V10).
    func scrollAxes(_ scroll: ScrollView) -> (words: String, property: String)? {
        if !scroll.isScrollEnabled { return ("\(scroll.name).isScrollEnabled is false (rule V5)", "scrollEnabled") }
        let h = scroll.canScroll(.horizontal), v = scroll.canScroll(.vertical)
        if h || v { return nil }
        return ("\(scroll.name) has no axis to scroll: contentSize (\(fmt(scroll.contentSize.width)), \(fmt(scroll.contentSize.height))) fits in its "
                + "bounds (\(fmt(scroll.frame.width)), \(fmt(scroll.frame.height))) and alwaysBounceVertical and alwaysBounceHorizontal are false, "
                + "so its pan never moves far enough along a scrollable axis (rule V5)", "alwaysBounceVertical")
    }

    // MARK: Deliveries (rules D1–D5, T5)

    /// What held, dropped, withheld or cancelled the touches `name` was to receive.
    public func deliveries(to name: String) -> [Reason] { deliveries(to: key(name)) }

    /// `deliveries(to:)` for the object `key` (its records by key, issue 27.3).
    public func deliveries(to key: ObjectKey) -> [Reason] {
        let name = key.label
        var out: [Reason] = []
        let bySeq = Dictionary(records.map { ($0.seq, $0) }, uniquingKeysWith: { a, _ in a })
        for r in records where r.subjectKey == key {
            guard let event = r.event else { continue }
            switch event {
            case .deliveryDelayed(let e):
                let by = "[" + e.by.joined(separator: ",") + "]"
                let holder = e.by.first ?? by
                let property = holder.hasSuffix(".delaysContentTouches") ? "delaysContentTouches" : "delaysTouchesBegan"
                let owner = property == "delaysContentTouches" ? String(holder.dropLast(".delaysContentTouches".count)) : holder
                let released = records.contains {
                    guard $0.kind == .deliveryReleased, $0.subjectKey == key, $0.seq > r.seq, case .deliveryReleased(let x)? = $0.event else { return false }
                    return x.phase == e.phase && x.touches == e.touches
                }
                out.append(Reason(touch: e.touches.first, words: "\(e.phase) was held back from \(name) by \(by) "
                                  + (property == "delaysContentTouches" ? "(\(owner).delaysContentTouches, rule V2)" : "(delaysTouchesBegan/delaysTouchesEnded, rules D2, D4)")
                                  + (released ? ", then released" : ""),
                                  object: owner, property: property, incidental: released))
            case .deliveryDropped, .responderTouchesCancelled, .controlCancelTracking, .deliveryWithheld:
                var first = r
                var seen: Set<Int> = [r.seq]
                while let c = Why.causedBy(first), let next = bySeq[c], seen.insert(c).inserted { first = next }
                var cause = event.cause.map { $0.explanation(to: nil) } ?? ""
                let what: String, touch: String?
                switch event {
                case .deliveryDropped(let e): what = "a held \(e.phase) was dropped"; touch = e.touches.first
                case .deliveryWithheld(let e):
                    what = "a touch was withheld"; touch = e.touches.first
                    if event.cause == nil { cause = "\(e.reason) (rule T5)" }
                case .controlCancelTracking(let e): what = "tracking was cancelled"; touch = e.touch
                case .responderTouchesCancelled(let e): what = "its touches were cancelled"; touch = e.touches.first
                default: continue  // the case above lists the four kinds
                }
                let source = first.seq == r.seq ? "" : "; first cause: #\(first.seq) \(HumanLog.message(first))"
                let object = event.cause?.otherObject
                out.append(Reason(touch: touch,
                                  words: "\(what): \(cause)\(source)", object: object,
                                  property: object == nil ? nil : "cancelsTouchesInView"))
            default: break
            }
        }
        return out
    }

    /// Everything that stopped `name`: its hit-test, then what happened to its touches, its recognizers.
    public func reasons(for name: String, includeRecognizers: Bool = true) -> [Reason] {
        reasons(for: key(name), includeRecognizers: includeRecognizers)
    }

    /// `reasons(for:)` for the object `key`: its records and its objects by
    /// id, so another object of its label is not taken for it (issue 27.3).
    public func reasons(for key: ObjectKey, includeRecognizers: Bool = true) -> [Reason] {
        let name = key.label
        if recognizer(for: key) != nil { return recognizer(key: key) }
        if built.responders[name] is SheetPresentationController {
            // M7: when the sheet tracked a scroll view's pan, its own pan losing to that pan stopped nothing.
            let tracked = records.contains { $0.subject == name && $0.kind == .sheetTracking && $0["result"]?.boolValue == true }
            let pan = recognizer(name + ".pan").map { r -> Reason in
                var r = r
                if tracked { r.incidental = true }
                return r
            }
            return sheet(name) + pan.filter { !$0.incidental } + pan.filter(\.incidental)
        }
        var out = received(key) ? [] : hitTest(of: key)
        out += deliveries(to: key)
        if includeRecognizers, let view = view(key) {
            if view.kind.isScrollView || view.kind.isCell {
                for sub in view.subtree where sub !== view { out += deliveries(to: ObjectKey(sub)) }
            }
            for g in view.gestureRecognizers where !(g is DelayedTouchesBeganGestureRecognizer) { out += recognizer(key: ObjectKey(g)) }
        }
        var seen: Set<String> = []
        // What stopped it first, the facts that stopped nothing on their own after.
        let unique = out.filter { seen.insert($0.words).inserted }
        // A drop or cancellation names the recognizer that took the touch (rule D3): it comes before the hold that made it possible.
        let stopping = unique.filter { !$0.incidental }
        return stopping.filter { $0.property == "cancelsTouchesInView" } + stopping.filter { $0.property != "cancelsTouchesInView" }
            + unique.filter(\.incidental)
    }
}

func fmt(_ d: Double) -> String {
    d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String((d * 1000).rounded() / 1000)
}
