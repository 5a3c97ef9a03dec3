import TouchCore
import TouchScene

/// Random scenes and scenarios for the property tests: small view trees with
/// every kind of view, control and recognizer, random flags, delegates,
/// failure requirements (cycles included), table and collection views (cells
/// that refuse highlighting, buttons in cells), text fields and `endEditing`
/// taps, paging, decelerating, locked and nested scroll views, navigation
/// controllers with a stack to pop, and random input: taps, drags, flicks and
/// the tap that stops them, edge swipes, and runs that end with fingers down
/// (a drag, two fingers, a pending long press). The same seed gives the same pair.
struct RandomScene {
    private var g: SeededGenerator
    private var viewNames: [String] = []
    private var recognizerNames: [String] = []

    init(seed: UInt64) {
        g = SeededGenerator(seed: seed)
    }

    private mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &g) < p }
    private mutating func int(_ r: ClosedRange<Int>) -> Int { Int.random(in: r, using: &g) }
    private mutating func double(_ r: ClosedRange<Double>) -> Double { Double.random(in: r, using: &g) }
    private mutating func pick<T>(_ list: [T]) -> T { list[int(0...(list.count - 1))] }

    mutating func make() -> SceneDescription {
        var device = DeviceParameters()
        device.hitTestPasses = chance(0.2) ? 2 : 1
        if chance(0.2) { device.delayedEndedDelay = 0 }
        var root = ViewDescription(name: "root")
        root.touches = pick(TouchBehaviourDescription.allCases)
        root.subviews = (0..<int(1...4)).map { _ in .view(makeView(in: Size(width: 390, height: 844), depth: 1)) }
        viewNames.append("root")
        if chance(0.25) {
            // Rule E2: the "tap to dismiss the keyboard" recognizer on the root view.
            var dismiss = GestureDescription(kind: .tap, name: "dismiss")
            dismiss.action = GestureRecognizer.endEditingAction
            dismiss.cancelsTouchesInView = chance(0.5)
            recognizerNames.append(dismiss.name)
            root.gestures.append(dismiss)
        }
        var rootNode = NodeDescription.view(root)
        rootNode = addRelations(rootNode)
        var controller = ControllerDescription(name: "VC", touches: pick(TouchBehaviourDescription.allCases), implements: ["act1"],
                                               view: rootNode.view)
        if chance(0.3) { controller = makeNavigation(top: controller) }
        let window = WindowDescription(name: "Main", root: .controller(controller))
        var scene = SceneDescription(title: "random", device: device, app: AppDescription(delegate: "AppDelegate", implements: ["act2"]),
                                     windows: [window], scenarios: [])
        scene.scenarios = [makeScenario()]
        return scene
    }

    private mutating func makeView(in parent: Size, depth: Int) -> ViewDescription {
        let name = "v\(viewNames.count)"
        viewNames.append(name)
        let w = double(min(40, parent.width)...parent.width), h = double(min(40, parent.height)...parent.height)
        let frame = Rect(x: double(0...(parent.width - w)), y: double(0...(parent.height - h)), width: w, height: h)
        let kinds: [ViewKindDescription] = [.view, .view, .view, .view, .button, .switch, .slider, .stepper,
                                            .segmentedControl, .pageControl, .control, .scrollView, .scrollView, .label,
                                            .tableView, .tableView, .collectionView, .textField, .textField]
        var v = ViewDescription(name: name, kind: pick(kinds), frame: frame)
        v.touches = pick(TouchBehaviourDescription.allCases)
        v.multipleTouchEnabled = chance(0.4)
        v.exclusiveTouch = chance(0.05)
        v.hidden = chance(0.04)
        if chance(0.05) { v.userInteractionEnabled = false }
        if v.kind.isControl {
            var c = ControlDescription()
            c.segments = int(2...4)
            c.actions = [ControlActionDescription(event: pick(ControlEventDescription.allCases), target: chance(0.5) ? nil : "VC",
                                                  action: pick(["act1", "act2", "missing"]))]
            v.control = c
        }
        if v.kind == .scrollView || v.kind == .tableView || v.kind == .collectionView {
            v.scroll = makeScroll(width: w, height: h, list: v.kind != .scrollView)
        }
        if v.kind == .tableView || v.kind == .collectionView { v.list = makeList(v) }
        if v.kind == .textField { v.placeholder = "field" }
        v.gestures = (0..<int(0...2)).map { _ in makeRecognizer() }
        if depth < 4 && !v.kind.isControl && v.list == nil {
            v.subviews = (0..<int(0...3)).map { _ in .view(makeView(in: frame.size, depth: depth + 1)) }
            // Rule V10: a scroll view nested in one that scrolls the other way (or the same way).
            if v.kind == .scrollView && chance(0.4) {
                let innerName = "v\(viewNames.count)"
                viewNames.append(innerName)
                var inner = ViewDescription(name: innerName, kind: .scrollView,
                                            frame: Rect(x: 0, y: double(0...(h / 2)), width: w, height: h / 2))
                inner.scroll = makeScroll(width: w, height: h / 2, list: false)
                inner.touches = pick(TouchBehaviourDescription.allCases)
                inner.gestures = (0..<int(0...1)).map { _ in makeRecognizer() }
                inner.subviews = (0..<int(1...2)).map { _ in .view(makeView(in: Size(width: w, height: h / 2), depth: depth + 2)) }
                v.subviews.append(.view(inner))
            }
        }
        return v
    }

    /// Rules V5–V10: content larger on one or both axes, paging, deceleration rates, directional lock, nesting transfer.
    private mutating func makeScroll(width w: Double, height h: Double, list: Bool) -> ScrollDescription {
        var s = ScrollDescription()
        if !list || chance(0.2) {
            s.contentSize = pick([Size(width: w * double(1...2), height: h * double(1...3)),
                                  Size(width: w * Double(int(1...4)), height: h), Size(width: w, height: h * Double(int(1...4)))])
        }
        s.delaysContentTouches = chance(0.7)
        s.canCancelContentTouches = chance(0.8)
        s.scrollEnabled = chance(0.9)
        s.pagingEnabled = chance(0.3)
        s.decelerationRate = pick([0.998, 0.99, 0.9])
        s.directionalLockEnabled = chance(0.2)
        s.alwaysBounceHorizontal = chance(0.1)
        s.alwaysBounceVertical = chance(0.2)
        s.transfersHorizontalScrollingToParent = chance(0.7)
        s.transfersVerticalScrollingToParent = chance(0.7)
        if chance(0.1) { s.contentOffset = Point(0, double(0...40)) }
        return s
    }

    /// Rule L: rows or items, some cells refusing highlight (L2), some holding a button (R3, L5) or handling touches.
    private mutating func makeList(_ v: ViewDescription) -> ListDescription {
        var l = ListDescription()
        l.count = int(0...30)
        l.rowHeight = double(20...90)
        l.itemSize = Size(width: double(30...120), height: double(30...120))
        l.spacing = double(0...20)
        l.scrollDirection = chance(0.7) ? .vertical : .horizontal
        l.allowsSelection = chance(0.9)
        if chance(0.2) { l.delegate = "VC" }
        for index in 0..<l.count where chance(0.15) {
            let cellKind: ViewKindDescription = v.kind == .tableView ? .tableViewCell : .collectionViewCell
            var cell = ViewDescription(name: CellDescription.name(list: v.name, kind: v.kind == .tableView ? .tableView : .collectionView,
                                                                  index: index), kind: cellKind)
            cell.cell = CellDescription(index: index, shouldHighlight: chance(0.7))
            if chance(0.2) { cell.touches = .handle }
            if chance(0.4) {
                let name = "v\(viewNames.count)"
                viewNames.append(name)
                var button = ViewDescription(name: name, kind: .button, frame: Rect(x: 0, y: 0, width: 30, height: 20))
                var c = ControlDescription()
                c.actions = [ControlActionDescription(event: .touchUpInside, target: nil, action: "act1")]
                button.control = c
                cell.subviews = [.view(button)]
            }
            cell.gestures = chance(0.1) ? [makeRecognizer()] : []
            l.cells.append(cell)
        }
        return l
    }

    /// Rule N: `VC` on top of one or two controllers (the pop recognizer begins only with more than one, N2).
    private mutating func makeNavigation(top: ControllerDescription) -> ControllerDescription {
        var stack: [ControllerDescription] = []
        for i in 0..<int(0...2) {
            var below = ViewDescription(name: "below\(i)")
            below.subviews = [.view(makeView(in: Size(width: 390, height: 844), depth: 2))]
            viewNames.append(below.name)
            stack.append(ControllerDescription(name: "VC\(i)", touches: pick(TouchBehaviourDescription.allCases), view: below))
        }
        stack.append(top)
        var navigation = NavigationDescription(stack: stack)
        navigation.popEnabled = chance(0.95)
        navigation.popDelaysTouchesBegan = chance(0.8)
        navigation.popCancelsTouchesInView = chance(0.8)
        recognizerNames.append(NavigationDescription.popName("Nav"))
        var nav = ControllerDescription(name: "Nav", view: ViewDescription(name: NavigationDescription.defaultViewName("Nav")))
        nav.navigation = navigation
        return nav
    }

    private mutating func makeRecognizer() -> GestureDescription {
        let name = "g\(recognizerNames.count)"
        recognizerNames.append(name)
        var r = GestureDescription(kind: pick(GestureKindDescription.allCases), name: name)
        r.action = chance(0.2) ? "endEditing" : "act\(int(1...2))"
        r.cancelsTouchesInView = chance(0.8)
        r.delaysTouchesBegan = chance(0.2)
        r.delaysTouchesEnded = chance(0.8)
        r.enabled = chance(0.95)
        switch r.kind {
        case .tap:
            r.numberOfTapsRequired = int(1...2)
            r.numberOfTouchesRequired = chance(0.8) ? 1 : 2
            if chance(0.2) { r.maximumDelay = double(0.1...0.4) }
        case .longPress:
            r.minimumPressDuration = double(0.2...0.8)
            r.numberOfTapsRequired = chance(0.8) ? 0 : 1
        case .swipe:
            r.direction = [pick(SwipeDirectionDescription.allCases)]
        case .screenEdgePan:
            r.edges = [pick(ScreenEdgeDescription.allCases)]
        case .pan:
            r.minimumNumberOfTouches = chance(0.8) ? 1 : 2
        case .pinch, .rotation:
            break
        }
        return r
    }

    /// Failure requirements and delegates, once every recognizer has a name.
    private mutating func addRelations(_ node: NodeDescription) -> NodeDescription {
        guard case .view(var v) = node else { return node }
        v.gestures = v.gestures.map { r in
            var r = r
            if chance(0.25) { r.requireToFail = [pick(recognizerNames)].filter { $0 != r.name } }
            if chance(0.35) {
                var d = DelegateDescription(object: v.name)
                d.shouldReceiveTouch = .constant(chance(0.9))
                d.shouldBegin = .constant(chance(0.85))
                d.simultaneousWith = chance(0.4) ? .all : chance(0.5) ? .none : .only([pick(recognizerNames)])
                if chance(0.2) { d.requireFailureOf = [pick(recognizerNames)].filter { $0 != r.name } }
                if chance(0.1) { d.requiredToFailBy = [pick(recognizerNames)].filter { $0 != r.name } }
                r.delegate = d
            }
            return r
        }
        v.subviews = v.subviews.map { addRelations($0) }
        return .view(v)
    }

    private mutating func point() -> Point { Point(double(0...389), double(0...843)) }

    private mutating func makeScenario() -> ScenarioDescription {
        var steps: [StepDescription] = []
        for _ in 0..<int(1...4) {
            switch int(0...9) {
            case 7:
                // V7–V9: a flick, then (often) the tap that stops it.
                let from = point()
                let to = Point(from.x + double(-250...250), from.y + double(-400...400))
                steps.append(.drag(finger: nil, from: from, to: to, duration: double(0.05...0.2), hold: 0, release: true))
                if chance(0.6) {
                    steps.append(.wait(seconds: double(0...0.5)))
                    steps.append(.tap(points: [point()], count: 1, hold: double(0.02...0.2), interval: 0.2))
                }
            case 8:
                // N2, N3: a swipe from the left edge, far or short, fast or slow.
                let y = double(0...843)
                steps.append(.drag(finger: nil, from: Point(double(0...20), y), to: Point(double(20...389), y + double(-60...60)),
                                   duration: double(0.08...0.8), hold: 0, release: true))
            case 9:
                // E1, L4: taps on the same spot (a field, a row), as a user does.
                let p = point()
                steps.append(.tap(points: [p], count: 1, hold: 0.06, interval: 0.2))
                steps.append(.wait(seconds: double(0.1...0.6)))
                steps.append(.tap(points: [Point(p.x, p.y + double(-60...60))], count: 1, hold: 0.06, interval: 0.2))
            case 0: steps.append(.tap(points: [point()], count: int(1...2), hold: double(0.02...0.9), interval: double(0.05...0.5)))
            case 1: steps.append(.tap(points: [point(), point()], count: 1, hold: 0.08, interval: 0.15))
            case 2:
                steps.append(.drag(finger: nil, from: point(), to: point(), duration: double(0.05...1.2), hold: double(0...0.6), release: true))
            case 3:
                steps.append(.down(finger: 1, at: point()))
                steps.append(.wait(seconds: double(0.1...1.2)))
                if chance(0.3) { steps.append(.cancel(fingers: [1])) } else { steps.append(.up(fingers: [1])) }
            case 4: steps.append(.pinch(center: point(), from: double(30...150), to: double(30...250), duration: double(0.1...0.6), angle: 0))
            case 5: steps.append(.rotate(center: point(), radius: double(30...120), degrees: double(-120...120), duration: double(0.1...0.6)))
            default:
                steps.append(.down(finger: 1, at: point()))
                steps.append(.down(finger: 2, at: point()))
                steps.append(.move(fingers: [1, 2], target: .by(Point(double(-100...100), double(-100...100))), duration: double(0.05...0.5)))
                steps.append(.up(fingers: [1, 2]))
            }
            if chance(0.5) { steps.append(.wait(seconds: double(0...0.6))) }
        }
        // Rule S1 (issue 14 class 7): some runs end with fingers down; the system cancels them at the end.
        switch int(0...9) {
        case 0: steps.append(.drag(finger: 3, from: point(), to: point(), duration: double(0.05...0.6), hold: 0, release: false))
        case 1:
            steps.append(.down(finger: 3, at: point()))
            steps.append(.down(finger: 4, at: point()))
            if chance(0.5) { steps.append(.move(fingers: [3, 4], target: .by(Point(double(-80...80), double(-80...80))), duration: 0.2)) }
        case 2:
            steps.append(.down(finger: 3, at: point()))
            steps.append(.wait(seconds: double(0...0.3)))
        default: break
        }
        return ScenarioDescription(name: "random", steps: steps)
    }
}

private extension NodeDescription {
    var view: ViewDescription {
        switch self {
        case .view(let v): return v
        case .controller(let c): return c.view
        }
    }
}
