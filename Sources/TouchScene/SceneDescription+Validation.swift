import TouchCore

/// Validation is a property of the description (design.md, "Where the first
/// version must change", 6): whatever made a `SceneDescription` (the YAML
/// loader, a generator, an importer), `validate(file:)` is the one check it
/// goes through before `SceneBuilder` builds it or `ScenarioCompiler`
/// compiles it. It checks what the builder and the run rely on:
///
/// - names: not empty, unique across the scene, never `Application`;
/// - references: each names an object of the right kind (and not itself);
/// - numbers: finite, within `SceneLimits.maximumMagnitude`, of the right sign;
/// - sizes: at most `SceneLimits.maximumObjects` objects, `maximumDepth` levels,
///   and each scenario at most `maximumSamples` samples.
///
/// Problems are located at the object they belong to (its `location`, 0:0
/// when a generator gave none), each message naming the object and the key.
extension SceneDescription {
    /// Throws every problem of the description at once.
    /// `trace`: whether the run keeps its whole trace or streams it, which
    /// sets the limit of samples × (recognizers + 1) (`SceneLimits.Trace`).
    public func validate(file: String, trace: SceneLimits.Trace = .kept) throws(SceneLoadError) {
        let found = problems(trace: trace)
        if !found.isEmpty { throw SceneLoadError(file: file, problems: found) }
    }

    /// Every problem of the description, in the order it holds its objects.
    public func problems(trace: SceneLimits.Trace = .kept) -> [SceneProblem] {
        var v = DescriptionValidator(scene: self, trace: trace)
        v.run()
        return v.problems
    }
}

/// The walk behind `SceneDescription.validate(file:)`.
struct DescriptionValidator {
    enum Kind: String { case window, view, controller, recognizer, appDelegate = "app delegate", interaction }
    struct Object { var kind: Kind; var location: SourceLocation; var parent: String? }

    let scene: SceneDescription
    private(set) var problems: [SceneProblem] = []
    private var objects: [String: Object] = [:]
    private var objectCount = 0
    private var tooMany = false
    /// Reference checks run once every name is known.
    private var pending: [([String: Object]) -> (SourceLocation, String)?] = []

    /// Whether the run keeps or streams its trace (its sample limit).
    let trace: SceneLimits.Trace

    init(scene: SceneDescription, trace: SceneLimits.Trace = .kept) {
        self.scene = scene
        self.trace = trace
    }

    mutating func run() {
        checkDevice()
        if let delegate = scene.app.delegate { declare(delegate, .appDelegate, .unknown, parent: nil, what: "the app delegate") }
        for w in scene.windows {
            declare(w.name, .window, w.location, parent: nil, what: "a window")
            hitTest(w.hitTest, of: w.name, window: w.name, isWindow: true, w.location)
            number(w.level, "'level' of window '\(w.name)'", w.location)
            if let f = w.frame { rect(f, "'frame' of window '\(w.name)'", w.location) }
            switch w.root {
            case .view(let v)?: walk(.view(v), in: w.name)
            case .controller(let c)?: walk(.controller(c), in: w.name)
            case nil: break
            }
            if tooMany { return }
        }
        for timed in scene.animations { animation(timed.animation, "animation '\(timed.animation.name)'", .unknown) }
        for s in scene.scenarios {
            for case .animate(let a) in s.steps { animation(a, "animation '\(a.name)' of scenario '\(s.name)'", s.location) }
        }
        let checks = pending
        for check in checks { if let (at, message) = check(objects) { report(at, message) } }
        let recognizers = objects.values.reduce(0) { $0 + ($1.kind == .recognizer ? 1 : 0) }
        let views = objects.values.reduce(0) { $0 + ($1.kind == .view || $1.kind == .window ? 1 : 0) }
        for s in scene.scenarios {
            ScenarioValidator.check(s, scene: scene, recognizers: recognizers, views: views, trace: trace, into: &problems)
        }
    }

    mutating func report(_ at: SourceLocation, _ message: String) {
        problems.append(SceneProblem(location: at, key: nil, message: message))
    }

    // MARK: Numbers

    mutating func number(_ v: Double, _ label: String, _ at: SourceLocation, minimum: Double? = nil, above: Double? = nil) {
        if !v.isFinite {
            report(at, "\(label) is \(v), not a finite number; use a number within \(SceneLimits.maximumMagnitudeText)")
        } else if abs(v) > SceneLimits.maximumMagnitude {
            report(at, "\(label) is \(v), beyond the limit of \(SceneLimits.maximumMagnitudeText) in magnitude that every number of a scene stays within")
        } else if let minimum, v < minimum {
            report(at, "\(label) must be \(minimum) or more, not \(v)")
        } else if let above, v <= above {
            report(at, "\(label) must be more than \(above), not \(v)")
        }
    }

    mutating func rect(_ r: Rect, _ label: String, _ at: SourceLocation) {
        number(r.origin.x, "x of \(label)", at)
        number(r.origin.y, "y of \(label)", at)
        number(r.size.width, "width of \(label)", at, minimum: 0)
        number(r.size.height, "height of \(label)", at, minimum: 0)
    }

    private mutating func checkDevice() {
        let d = scene.device
        number(d.screen.width, "the device's screen width", .unknown, above: 0)
        number(d.screen.height, "the device's screen height", .unknown, above: 0)
        if !(1...2).contains(d.hitTestPasses) {
            report(.unknown, "the device's 'hitTestPasses' must be 1 or 2, not \(d.hitTestPasses)")
        }
        for (name, keyPath) in DeviceParameters.numericKeys {
            number(d[keyPath: keyPath], "the device's '\(name)'", .unknown, minimum: name == "touchRate" ? nil : 0,
                   above: name == "touchRate" ? 0 : nil)
        }
        for (name, keyPath) in DeviceParameters.derivedKeys {
            if let v = d[keyPath: keyPath] { number(v, "the device's '\(name)'", .unknown, minimum: 0) }
        }
        number(d.ios, "the device's 'ios'", .unknown, above: 0)
        if d.touchRate > SceneLimits.maximumTouchRate && d.touchRate.isFinite {
            report(.unknown, "the device's 'touchRate' is \(d.touchRate), over the limit of \(Int(SceneLimits.maximumTouchRate)) samples a second")
        }
    }

    // MARK: Objects

    private mutating func declare(_ name: String, _ kind: Kind, _ at: SourceLocation, parent: String?, what: String) {
        objectCount += 1
        if objectCount == SceneLimits.maximumObjects + 1 {
            report(at, "more than \(SceneLimits.maximumObjects) views, windows, controllers and recognizers (the limit); split the scene")
            tooMany = true
        }
        if name.isEmpty {
            report(at, "\(what) has an empty name; give it a name, unique in the scene")
            return
        }
        if name == SceneValidator.applicationName {
            report(at, "\(what) is named '\(name)', the application's own name; give it another name")
            return
        }
        if let first = objects[name] {
            report(at, "the name '\(name)' is taken by the \(first.kind.rawValue) at \(first.location); names are unique in the scene")
            return
        }
        objects[name] = Object(kind: kind, location: at, parent: parent)
    }

    /// Views and controllers, depth first, with an explicit stack (a generated
    /// description may nest deeper than the call stack could follow).
    private mutating func walk(_ root: NodeDescription, in window: String) {
        var stack: [(node: NodeDescription, parent: String, depth: Int)] = [(root, window, 0)]
        while let (node, parent, depth) = stack.popLast(), !tooMany {
            let view: ViewDescription
            switch node {
            case .controller(let c):
                declare(c.name, .controller, c.location, parent: parent, what: "a view controller")
                if let p = c.presentedBy { refer(p, from: c.name, c.location, "'presentedBy'", kinds: [.controller]) }
                view = c.view
                if let navigation = c.navigation {
                    // Rule N2: the pop recognizer on the navigation controller's view; the stack's controllers live there too.
                    declare(NavigationDescription.popName(c.name), .recognizer, c.location, parent: view.name,
                            what: "a navigation controller's pop recognizer")
                    for child in navigation.stack.reversed() { stack.append((.controller(child), view.name, depth + 1)) }
                    for child in navigation.stack where child.zoomTransition {
                        // Rule Z10: the zoom transition's dismissal on the pushed controller's view.
                        declare(ZoomDismissGestureRecognizer.name(for: child.name), .recognizer, child.location, parent: child.view.name,
                                what: "a zoom transition's dismissal recognizer")
                        answer(child.interactiveDismissShouldBegin, "'interactiveDismissShouldBegin' of '\(child.name)'", child.location)
                    }
                    declare(NavigationDescription.contentPopName(c.name), .recognizer, c.location, parent: view.name,
                            what: "a navigation controller's content pop recognizer")
                    for name in navigation.contentPopRequireToFail {
                        refer(name, from: nil, c.location, "'interactiveContentPop.requireToFail' of '\(c.name)'", kinds: [.recognizer])
                    }
                }
                if let p = c.presentation {
                    // Rule M: the presented controller and the names its presentation adds.
                    let names = PresentationDescription.sheetNames(p.controller.name)
                    declare(names.sheet, .controller, p.location, parent: window, what: "a sheet presentation controller")
                    for v in names.views { declare(v, .view, p.location, parent: names.sheet, what: "a sheet's view") }
                    for r in names.recognizers { declare(r, .recognizer, p.location, parent: names.sheet, what: "a sheet's recognizer") }
                    declare(PresentationDescription.fullScreenContainerName(p.controller.name), .view, p.location, parent: window,
                            what: "a full-screen presentation's container")
                    if let d = p.delegate {
                        refer(d.object, from: nil, p.location, "'presentationDelegate.object' of '\(p.controller.name)'", kinds: Self.responders)
                        answer(d.shouldDismiss, "'presentationDelegate.shouldDismiss' of '\(p.controller.name)'", p.location)
                    }
                    for name in p.sheet?.pan?.requireToFail ?? [] {
                        refer(name, from: nil, p.location, "'sheet.pan.requireToFail' of '\(p.controller.name)'", kinds: [.recognizer])
                    }
                    stack.append((.controller(p.controller), window, depth + 1))
                }
                if let pages = c.pages {
                    // Rule W8: the generated names; the pages' controllers live in the scroll view or the view.
                    var holder = view.name
                    if pages.pages.isEmpty { report(c.location, "page view controller '\(c.name)' needs at least one page") }
                    if !pages.pages.isEmpty && !pages.pages.indices.contains(pages.current) {
                        report(c.location, "'current' of page view controller '\(c.name)' is \(pages.current); give the index of one of its \(pages.pages.count) pages")
                    }
                    if pages.transitionStyle == .scroll {
                        let scroll = PageViewDescription.scrollViewName(c.name)
                        declare(scroll, .view, c.location, parent: view.name, what: "a page view controller's scroll view")
                        declare(scroll + ".pan", .recognizer, c.location, parent: scroll, what: "a scroll view's pan")
                        declare(scroll + ".delaysContentTouches", .recognizer, c.location, parent: scroll, what: "a scroll view's content delay")
                        for name in pages.scrollView?.pan?.requireToFail ?? [] {
                            refer(name, from: scroll + ".pan", c.location, "'scrollView.pan.requireToFail' of '\(c.name)'", kinds: [.recognizer])
                        }
                        holder = scroll
                    } else {
                        if pages.scrollView != nil { report(c.location, "page view controller '\(c.name)' has 'scrollView' but turns pages by curl; remove it") }
                        declare(PageViewDescription.curlPanName(c.name), .recognizer, c.location, parent: view.name, what: "a page curl pan")
                        declare(PageViewDescription.curlTapName(c.name), .recognizer, c.location, parent: view.name, what: "a page curl tap")
                    }
                    if pages.transitionStyle == .scroll && pages.spineLocation != nil {
                        report(c.location, "'spineLocation' of page view controller '\(c.name)' applies only to page curl")
                    }
                    for child in pages.pages.reversed() { stack.append((.controller(child), holder, depth + 1)) }
                }
            case .view(let v):
                view = v
            }
            if depth > SceneLimits.maximumDepth {
                report(view.location, "view '\(view.name)' is nested deeper than \(SceneLimits.maximumDepth) levels (the limit); flatten the hierarchy")
                continue
            }
            check(view, parent: parent)
            // Reversed, so that the stack pops subviews in the order they are written.
            for sub in view.subviews.reversed() { stack.append((sub, view.name, depth + 1)) }
            // Rule L1: a list's `cells:` entries are views of their own.
            for cell in (view.list?.cells ?? []).reversed() { stack.append((.view(cell), view.name, depth + 1)) }
        }
    }

    private mutating func check(_ v: ViewDescription, parent: String) {
        let at = v.location, me = "view '\(v.name)'"
        declare(v.name, .view, at, parent: parent, what: "a view")
        hitTest(v.hitTest, of: v.name, window: nil, isWindow: false, at)
        if !v.regions.isEmpty && v.kind != .hostingView {
            report(at, "\(me) has 'regions' but is of kind \(v.kind.rawValue); regions belong to a hostingView (rule H12)")
        }
        for r in v.regions { rect(r.frame, "'frame' of region '\(r.name)' of \(me)", at) }
        if let f = v.frame { rect(f, "'frame' of \(me)", at) }
        number(v.alpha, "'alpha' of \(me)", at)
        if let p = v.pointInside {
            number(p.insets.top, "'pointInside.insets' of \(me)", at)
            number(p.insets.left, "'pointInside.insets' of \(me)", at)
            number(p.insets.bottom, "'pointInside.insets' of \(me)", at)
            number(p.insets.right, "'pointInside.insets' of \(me)", at)
            for name in p.include { referDescendant(name, of: v.name, at) }
        }
        for name in v.gestureShouldBeginDeny { refer(name, from: nil, at, "'gestureShouldBegin.deny' of \(me)", kinds: [.recognizer]) }
        answer(v.gestureShouldBegin, "'gestureShouldBegin' of \(me)", at)
        if let c = v.control {
            if let value = c.value { number(value, "'value' of \(me)", at) }
            if let s = c.segments, !(0...SceneLimits.maximumSegments).contains(s) {
                report(at, "'segments' of \(me) is \(s); expected 0 to \(SceneLimits.maximumSegments) (the limit)")
            }
            for a in c.actions {
                if let t = a.target { refer(t, from: nil, a.location, "'target' of an action of \(me)", kinds: Self.responders) }
            }
        }
        // The kind-specific settings apply to their kinds only (the builder reads them there).
        if v.list != nil && !v.kind.isList {
            report(at, "\(me) has list settings (rows, items, cells) but is of kind \(v.kind.rawValue); make it a tableView or collectionView")
        }
        if v.scroll != nil && !v.kind.isScrollView {
            report(at, "\(me) has scroll view settings but is of kind \(v.kind.rawValue); make it a scrollView, tableView or collectionView")
        }
        if v.cell != nil && !v.kind.isCell {
            report(at, "\(me) has cell settings (row, item, shouldHighlight) but is of kind \(v.kind.rawValue); make it a tableViewCell or collectionViewCell")
        }
        if v.cell != nil {
            declare(CellDescription.contentViewName(v.name), .view, at, parent: v.name, what: "a cell's content view")
        }
        if let list = v.list {
            // Rule L1: the generated cells LIST.rowN (LIST.itemN) and their content views.
            let given = Set(list.cells.map(\.name))
            for index in 0..<max(0, list.count) where !tooMany {
                let name = CellDescription.name(list: v.name, kind: v.kind, index: index)
                if given.contains(name) { continue }
                declare(name, .view, at, parent: v.name, what: "a generated cell")
                declare(CellDescription.contentViewName(name), .view, at, parent: name, what: "a cell's content view")
            }
        }
        if let list = v.list, list.swipes(kind: v.kind) {
            // Rule L6: the list's swipe recognizers.
            declare(ListDescription.swipeActionsName(v.name), .recognizer, at, parent: v.name, what: "a list's swipe-action pan")
            declare(ListDescription.swipeDismissalName(v.name), .recognizer, at, parent: v.name, what: "a list's swipe dismissal")
        }
        if let s = v.scroll {
            // Rule V11: the scroll view's built-in recognizers, and what `pan:` names.
            declare(v.name + ".pan", .recognizer, at, parent: v.name, what: "a scroll view's pan")
            declare(v.name + ".delaysContentTouches", .recognizer, at, parent: v.name, what: "a scroll view's content delay")
            for name in s.pan?.requireToFail ?? [] {
                refer(name, from: v.name + ".pan", at, "'pan.requireToFail' of \(me)", kinds: [.recognizer])
            }
            if let size = s.contentSize {
                number(size.width, "'contentSize' width of \(me)", at, minimum: 0)
                number(size.height, "'contentSize' height of \(me)", at, minimum: 0)
            }
            number(s.contentOffset.x, "'contentOffset' x of \(me)", at)
            number(s.contentOffset.y, "'contentOffset' y of \(me)", at)
            for name in s.cancelContentTouchesIn + s.keepContentTouchesIn {
                refer(name, from: nil, at, "a content-touch list of \(me)", kinds: [.view])
            }
            answer(s.touchesShouldCancel, "'touchesShouldCancel' of \(me)", at)
            if let d = s.pan?.delegate { delegate(d, "'pan.delegate' of \(me)", at) }
            checkZooming(v, s, me, at)
        }
        for g in v.gestures { check(g, on: v.name) }
        if v.control?.menu == true || v.list?.contextMenu != nil {
            let menu = InteractionDescription(kind: .contextMenu, name: v.name + ".contextMenu")
            declare(menu.name, .interaction, at, parent: v.name, what: "a built-in context menu interaction")
            for r in menu.recognizerNames { declare(r, .recognizer, at, parent: v.name, what: "a built-in context menu recognizer") }
            if let a = v.list?.contextMenu { answer(a, "'contextMenu' of \(me)", at) }
        }
        if v.list?.dragDelegate == true {
            let drag = InteractionDescription(kind: .drag, name: v.name + ".drag")
            declare(drag.name, .interaction, at, parent: v.name, what: "a collection view's drag interaction")
            for r in drag.recognizerNames { declare(r, .recognizer, at, parent: v.name, what: "a collection view's drag recognizer") }
        }
        for i in v.interactions {
            // Rule X1: the interaction and the recognizers it adds.
            declare(i.name, .interaction, i.location, parent: v.name, what: "an interaction")
            for r in i.recognizerNames { declare(r, .recognizer, i.location, parent: v.name, what: "an interaction's recognizer") }
            if let d = i.delegate { refer(d, from: nil, i.location, "'delegate' of interaction '\(i.name)'", kinds: Self.responders) }
            answer(i.configuration, "'configuration' of interaction '\(i.name)'", i.location)
            answer(i.items, "'items' of interaction '\(i.name)'", i.location)
        }
    }

    /// Rule Z: the limits, the built-in `NAME.pinch` (only when they differ,
    /// Z1), the zoom view (a direct subview at the content origin, Z2) and a
    /// `contentSize` that agrees with it (Z3).
    private mutating func checkZooming(_ v: ViewDescription, _ s: ScrollDescription, _ me: String, _ at: SourceLocation) {
        number(s.minimumZoomScale, "'minimumZoomScale' of \(me)", at, above: 0)
        number(s.maximumZoomScale, "'maximumZoomScale' of \(me)", at, above: 0)
        if let z = s.zoomScale { number(z, "'zoomScale' of \(me)", at, above: 0) }
        if s.maximumZoomScale < s.minimumZoomScale {
            report(at, "'maximumZoomScale' of \(me) is below its 'minimumZoomScale'; give a maximum at least the minimum")
        }
        if s.isZoomable {
            declare(v.name + ".pinch", .recognizer, at, parent: v.name, what: "a scroll view's pinch")
            for name in s.pinch?.requireToFail ?? [] {
                refer(name, from: v.name + ".pinch", at, "'pinch.requireToFail' of \(me)", kinds: [.recognizer])
            }
            if let d = s.pinch?.delegate { delegate(d, "'pinch.delegate' of \(me)", at) }
        } else if s.pinch != nil {
            report(at, "'pinch' of \(me): it has no pinch recognizer because its zoom scales are equal (rule Z1); "
                   + "give different 'minimumZoomScale' and 'maximumZoomScale' or remove 'pinch'")
        }
        guard let zoom = s.zoomView else { return }
        let child = v.subviews.lazy.compactMap { node -> ViewDescription? in
            if case .view(let sub) = node, sub.name == zoom { return sub }
            return nil
        }.first
        guard let child else {
            report(at, "'zoomView' of \(me) is '\(zoom)', which is not one of its direct subviews; "
                   + "viewForZooming(in:) returns a subview of the scroll view (rule Z2)")
            return
        }
        if let f = child.frame {
            if f.origin != .zero {
                report(at, "'zoomView' of \(me): '\(zoom)' has its frame origin at [\(f.origin.x), \(f.origin.y)]; "
                       + "a zoom view starts at the content origin [0, 0] (rule Z3)")
            }
            if let size = s.contentSize {
                let z = min(s.maximumZoomScale, max(s.minimumZoomScale, s.zoomScale ?? s.minimumZoomScale))
                if abs(size.width - f.size.width * z) > 1e-6 || abs(size.height - f.size.height * z) > 1e-6 {
                    report(at, "'contentSize' of \(me) is [\(size.width), \(size.height)] but its zoom view '\(zoom)' at scale \(z) "
                           + "makes it [\(f.size.width * z), \(f.size.height * z)] (rule Z3); omit 'contentSize'")
                }
            }
        }
    }

    private mutating func check(_ g: GestureDescription, on view: String) {
        let at = g.location, me = "recognizer '\(g.name)'"
        declare(g.name, .recognizer, at, parent: view, what: "a gesture recognizer")
        if let t = g.target { refer(t, from: nil, at, "'target' of \(me)", kinds: Self.responders) }
        for name in g.requireToFail { refer(name, from: g.name, at, "'requireToFail' of \(me)", kinds: [.recognizer]) }
        if let d = g.delegate {
            refer(d.object, from: nil, at, "'delegate.object' of \(me)", kinds: Self.responders)
            delegate(d, "'delegate' of \(me)", at)
            if case .only(let names) = d.simultaneousWith {
                for name in names { refer(name, from: nil, at, "'delegate.simultaneousWith' of \(me)", kinds: [.recognizer]) }
            }
            for name in d.requireFailureOf { refer(name, from: g.name, at, "'delegate.requireFailureOf' of \(me)", kinds: [.recognizer]) }
            for name in d.requiredToFailBy { refer(name, from: g.name, at, "'delegate.requiredToFailBy' of \(me)", kinds: [.recognizer]) }
        }
        func count(_ value: Int?, _ key: String, minimum: Int) {
            if let value, value < minimum || Double(value) > SceneLimits.maximumMagnitude {
                report(at, "'\(key)' of \(me) must be from \(minimum) to \(SceneLimits.maximumMagnitudeText), not \(value)")
            }
        }
        count(g.numberOfTapsRequired, "numberOfTapsRequired", minimum: g.kind == .tap ? 1 : 0)
        count(g.numberOfTouchesRequired, "numberOfTouchesRequired", minimum: 1)
        count(g.minimumNumberOfTouches, "minimumNumberOfTouches", minimum: 1)
        count(g.maximumNumberOfTouches, "maximumNumberOfTouches", minimum: 1)
        if let d = g.maximumDelay { number(d, "'maximumDelay' of \(me)", at, above: 0) }
        if let d = g.minimumPressDuration { number(d, "'minimumPressDuration' of \(me)", at, minimum: 0) }
        if let d = g.allowableMovement { number(d, "'allowableMovement' of \(me)", at, minimum: 0) }
    }

    static let responders: [Kind] = [.window, .view, .controller, .appDelegate]

    // MARK: Conditional answers (rule Q2)

    /// The names a delegate's conditional answers test.
    private mutating func delegate(_ d: DelegateDescription, _ label: String, _ at: SourceLocation) {
        answer(d.shouldReceiveTouch, label + " 'shouldReceiveTouch'", at)
        answer(d.shouldBegin, label + " 'shouldBegin'", at)
        if case .conditional(let a) = d.simultaneousWith { answer(a, label + " 'simultaneousWith'", at) }
        answer(d.requireFailureOfAnswer, label + " 'requireFailureOf'", at)
        answer(d.requiredToFailByAnswer, label + " 'requiredToFailBy'", at)
    }

    /// Rule Q2: the names a condition tests are objects of the right kind:
    /// `touchIn` views, `other` recognizers, `atEdge` a scroll view (a view
    /// that has its built-in `NAME.pan`, rule V11: scrollView, tableView,
    /// collectionView). The YAML decoder checks them at their own key; this
    /// check holds for generated and imported descriptions too.
    private mutating func answer(_ a: Answer?, _ label: String, _ at: SourceLocation) {
        var conditions: [Condition]
        switch a {
        case .when(let c)?, .unless(let c)?: conditions = [c]
        default: return
        }
        var steps = 0
        while let c = conditions.popLast(), steps < SceneLimits.maximumObjects {
            steps += 1
            switch c {
            case .touchIn(let names):
                for ref in names { refer(ref.name, from: nil, at, "'touchIn' in \(label)", kinds: [.view]) }
            case .other(let names):
                for ref in names { refer(ref.name, from: nil, at, "'other' in \(label)", kinds: [.recognizer]) }
            case .atEdge(let ref, _):
                referScrollView(ref.name, at, "'atEdge' in \(label)")
            case .all(let list), .any(let list): conditions += list
            case .not(let inner): conditions.append(inner)
            case .zoomed(let refs):
                for ref in refs { referScrollView(ref.name, at, "'zoomed' in \(label)") }
            case .touchOn, .direction, .otherKind: break
            }
        }
    }

    private mutating func referScrollView(_ name: String, _ at: SourceLocation, _ label: String) {
        pending.append { objects in
            let expected = "expected a scroll view (a view of kind scrollView, tableView or collectionView)"
            guard let found = objects[name] else { return (at, "\(label) names '\(name)', which is not in the scene; \(expected)") }
            if found.kind == .view, let pan = objects[name + ".pan"], pan.kind == .recognizer, pan.parent == name { return nil }
            return (at, "\(label) names '\(name)', which is the \(found.kind.rawValue) at \(found.location) and does not scroll; \(expected)")
        }
    }

    /// Rules H7, H10: a `hitTest` override's targets are other views of the same window; `passThrough: root` only on a window.
    private mutating func hitTest(_ o: HitTestOverride?, of owner: String, window: String?, isWindow: Bool, _ at: SourceLocation) {
        guard let o else { return }
        if o.passThrough == .root && !isWindow { report(at, "'hitTest.passThrough' of '\(owner)' is root, which applies to windows only (rule H7); write self") }
        if let r = o.redirect { number(r.margin, "'hitTest.redirect.margin' of '\(owner)'", at, minimum: 0) }
        for (key, target) in [("redirect.to", o.redirect?.to.name), ("fallback", o.fallback?.name)] {
            guard let target else { continue }
            pending.append { objects in
                func windowOf(_ name: String) -> String? {
                    var current: String? = name
                    var steps = 0
                    while let c = current, steps <= SceneLimits.maximumDepth + 2 {
                        if objects[c]?.kind == .window { return c }
                        current = objects[c]?.parent
                        steps += 1
                    }
                    return nil
                }
                let label = "'hitTest.\(key)' of '\(owner)'"
                if target == owner { return (at, "\(label) names '\(owner)' itself; a redirect or fallback target must be another view of its window (rule H10)") }
                guard let found = objects[target], found.kind == .view else {
                    return (at, "\(label) names '\(target)', which is not a view of the scene; expected a view of the same window")
                }
                let mine = window ?? windowOf(owner), theirs = windowOf(target)
                if mine != theirs {
                    return (at, "\(label) names '\(target)', which is in window '\(theirs ?? "?")', while '\(owner)' is in window '\(mine ?? "?")'; "
                            + "a redirect or fallback target must be a view of the same window (rule H10)")
                }
                return nil
            }
        }
    }

    /// Section A: an animation's numbers, and the views it names.
    private mutating func animation(_ a: ViewAnimation, _ label: String, _ at: SourceLocation) {
        number(a.duration, "'duration' of \(label)", at, minimum: 0)
        number(a.delay, "'delay' of \(label)", at, minimum: 0)
        for change in a.changes + a.completion {
            refer(change.view, from: nil, at, "'changes' of \(label)", kinds: [.view])
            if let f = change.changes.frame { rect(f, "'frame' of '\(change.view)' in \(label)", at) }
            if let alpha = change.changes.alpha, !(0...1).contains(alpha) { report(at, "'alpha' of '\(change.view)' in \(label) is \(alpha); expected 0 to 1") }
        }
    }

    /// Checks, once every name is declared, that `name` is an object of one of `kinds` other than `referrer`.
    private mutating func refer(_ name: String, from referrer: String?, _ at: SourceLocation, _ label: String, kinds: [Kind]) {
        pending.append { objects in
            if kinds.contains(.window), name == SceneValidator.applicationName { return nil }
            if name == referrer { return (at, "\(label) names '\(name)' itself; remove it there") }
            guard let found = objects[name] else {
                return (at, "\(label) names '\(name)', which is not in the scene; expected a \(kinds.map(\.rawValue).joined(separator: " or "))")
            }
            if kinds.contains(found.kind) { return nil }
            return (at, "\(label) names '\(name)', which is the \(found.kind.rawValue) at \(found.location); "
                    + "expected a \(kinds.map(\.rawValue).joined(separator: " or "))")
        }
    }

    private mutating func referDescendant(_ name: String, of ancestor: String, _ at: SourceLocation) {
        pending.append { objects in
            if let found = objects[name], found.kind == .view {
                var parent = found.parent
                var steps = 0
                while let p = parent, steps <= SceneLimits.maximumDepth + 1 {
                    if p == ancestor { return nil }
                    parent = objects[p]?.parent
                    steps += 1
                }
            }
            return (at, "'pointInside.include' of view '\(ancestor)' names '\(name)', which is not a view inside '\(ancestor)'")
        }
    }
}
