import TouchCore
import TouchScene

/// Random scenes and scenarios for the property tests: small view trees with
/// every kind of view, control and recognizer, random flags, delegates,
/// failure requirements (cycles included), and random input. The same seed
/// gives the same pair.
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
        var rootNode = NodeDescription.view(root)
        rootNode = addRelations(rootNode)
        let window = WindowDescription(name: "Main", root: .controller(ControllerDescription(
            name: "VC", touches: pick(TouchBehaviourDescription.allCases), implements: ["act1"], view: rootNode.view)))
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
                                            .segmentedControl, .pageControl, .control, .scrollView, .label]
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
        if v.kind == .scrollView {
            var s = ScrollDescription()
            s.contentSize = Size(width: w * double(1...2), height: h * double(1...3))
            s.delaysContentTouches = chance(0.7)
            s.canCancelContentTouches = chance(0.7)
            s.scrollEnabled = chance(0.9)
            v.scroll = s
        }
        v.gestures = (0..<int(0...2)).map { _ in makeRecognizer() }
        if depth < 4 && !v.kind.isControl {
            v.subviews = (0..<int(0...3)).map { _ in .view(makeView(in: frame.size, depth: depth + 1)) }
        }
        return v
    }

    private mutating func makeRecognizer() -> GestureDescription {
        let name = "g\(recognizerNames.count)"
        recognizerNames.append(name)
        var r = GestureDescription(kind: pick(GestureKindDescription.allCases), name: name)
        r.action = "act\(int(1...2))"
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
            switch int(0...6) {
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
