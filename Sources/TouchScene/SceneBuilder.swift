import TouchCore

/// A scene turned into live TouchCore objects, ready to run. Every `build`
/// makes fresh objects, so one description can be replayed many times.
public final class BuiltScene {
    public let description: SceneDescription
    public let application: Application
    /// Every responder by name: windows, views, controllers, the application and its delegate.
    public let responders: [String: Responder]
    /// Every recognizer by name.
    public let recognizers: [String: GestureRecognizer]

    init(description: SceneDescription, application: Application,
         responders: [String: Responder], recognizers: [String: GestureRecognizer]) {
        self.description = description
        self.application = application
        self.responders = responders
        self.recognizers = recognizers
    }

    /// The view named `name`, if there is one.
    public func view(_ name: String) -> View? { responders[name] as? View }

    /// A device running this scene's application with the scene's parameters.
    public func makeDevice(trace: Trace = Trace()) -> Device {
        Device(application: application, parameters: description.device, trace: trace)
    }
}

/// Builds live objects from a validated `SceneDescription`.
///
/// Objects are made in two passes: first every responder and recognizer
/// (so that names resolve whatever order the file mentions them in), then the
/// references between them (targets, delegates, failure requirements,
/// `pointInside` includes, presenting controllers). The description was
/// validated when it was loaded, so a name that does not resolve is a bug of
/// the loader, reported by a precondition.
public enum SceneBuilder {
    public static func build(_ scene: SceneDescription) -> BuiltScene {
        var context = Context()
        let delegate = scene.app.delegate.map { ApplicationDelegate(name: $0, implementedActions: Set(scene.app.implements)) }
        let application = Application(delegate: delegate)
        application.isForeground = scene.app.foreground
        context.responders[application.name] = application
        if let delegate { context.responders[delegate.name] = delegate }

        let screen = Rect(origin: .zero, size: scene.device.screen)
        for description in scene.windows {
            let window = Window(name: description.name, frame: description.frame ?? screen, level: description.level)
            window.isHidden = description.hidden
            window.className = description.identity.className
            window.address = description.identity.address
            context.responders[window.name] = window
            switch description.root {
            case .view(let root)?:
                window.setRootView(context.makeView(root, in: window.bounds))
            case .controller(let root)?:
                window.setRootViewController(context.makeController(root, in: window.bounds))
            case nil:
                break
            }
            application.addWindow(window)
        }
        context.resolveReferences()
        return BuiltScene(description: scene, application: application,
                          responders: context.responders, recognizers: context.recognizers)
    }

    private struct Context {
        var responders: [String: Responder] = [:]
        var recognizers: [String: GestureRecognizer] = [:]
        /// Second-pass work, in the order the file declares things.
        var links: [(inout Context) -> Void] = []

        func responder(_ name: String) -> Responder {
            guard let r = responders[name] else { preconditionFailure("scene validation let an unknown responder '\(name)' through") }
            return r
        }

        func recognizer(_ name: String) -> GestureRecognizer {
            guard let g = recognizers[name] else { preconditionFailure("scene validation let an unknown recognizer '\(name)' through") }
            return g
        }

        mutating func resolveReferences() {
            let work = links
            links = []
            for link in work { link(&self) }
        }

        mutating func makeNode(_ node: NodeDescription, in container: Rect) -> View {
            switch node {
            case .view(let v): return makeView(v, in: container)
            case .controller(let c): return makeController(c, in: container).view
            }
        }

        mutating func makeController(_ d: ControllerDescription, in container: Rect) -> ViewController {
            let view = makeView(d.view, in: container)
            let controller = ViewController(name: d.name, view: view, touchBehaviour: TouchBehaviour(d.touches),
                                            implementedActions: Set(d.implements))
            responders[controller.name] = controller
            if let presenter = d.presentedBy {
                links.append { context in
                    controller.presentingViewController = context.responder(presenter) as? ViewController
                }
            }
            return controller
        }

        /// `container` is the superview's bounds: a view without a frame fills it.
        mutating func makeView(_ d: ViewDescription, in container: Rect) -> View {
            let frame = d.frame ?? Rect(origin: .zero, size: container.size)
            let kind = d.kind
            let view: View
            if kind.isControl {
                let control = Control(name: d.name, kind: kind, frame: frame)
                if let c = d.control {
                    control.isEnabled = c.enabled
                    if let value = c.value { control.value = value }
                    if let segments = c.segments { control.segments = segments }
                    let actions = c.actions
                    links.append { context in
                        control.actions = actions.map { a in
                            ControlAction(event: a.event, target: a.target.map(context.responder), action: a.action)
                        }
                    }
                }
                view = control
            } else if kind == .scrollView {
                let scroll = ScrollView(name: d.name, frame: frame, contentSize: d.scroll?.contentSize)
                if let s = d.scroll {
                    scroll.contentOffset = s.contentOffset
                    scroll.isScrollEnabled = s.scrollEnabled
                    scroll.delaysContentTouches = s.delaysContentTouches
                    scroll.canCancelContentTouches = s.canCancelContentTouches
                    scroll.cancelContentTouchesIn = Set(s.cancelContentTouchesIn)
                    scroll.keepContentTouchesIn = Set(s.keepContentTouchesIn)
                }
                view = scroll
            } else {
                view = View(name: d.name, kind: kind, frame: frame)
            }
            if !kind.isControl { view.touchBehaviour = TouchBehaviour(d.touches) }
            view.isHidden = d.hidden
            view.alpha = d.alpha
            view.isUserInteractionEnabled = d.userInteractionEnabled ?? kind.defaultUserInteractionEnabled
            view.clipsToBounds = d.clipsToBounds
            view.isMultipleTouchEnabled = d.multipleTouchEnabled
            view.isExclusiveTouch = d.exclusiveTouch
            view.color = d.color
            view.text = d.text
            view.implementedActions = Set(d.implements)
            view.gestureShouldBeginDenied = Set(d.gestureShouldBeginDeny)
            view.transform = d.transform
            view.className = d.identity.className
            view.address = d.identity.address
            responders[view.name] = view
            if let p = d.pointInside {
                view.pointInsideInsets = p.insets == .zero ? nil : p.insets
                let include = p.include
                links.append { context in
                    view.pointInsideIncludes = include.compactMap { context.responder($0) as? View }
                }
            }
            for g in d.gestures {
                view.addGestureRecognizer(makeRecognizer(g))
            }
            for sub in d.subviews {
                view.addSubview(makeNode(sub, in: view.bounds))
            }
            return view
        }

        mutating func makeRecognizer(_ d: GestureDescription) -> GestureRecognizer {
            let g = GestureRecognizer.make(name: d.name, kind: GestureKind(d.kind))
            g.action = d.action
            g.isEnabled = d.enabled
            g.cancelsTouchesInView = d.cancelsTouchesInView
            g.delaysTouchesBegan = d.delaysTouchesBegan
            g.delaysTouchesEnded = d.delaysTouchesEnded
            var s = GestureSettings()
            s.numberOfTapsRequired = d.numberOfTapsRequired
            s.numberOfTouchesRequired = d.numberOfTouchesRequired
            s.maximumDelay = d.maximumDelay
            s.minimumPressDuration = d.minimumPressDuration
            s.allowableMovement = d.allowableMovement
            s.minimumNumberOfTouches = d.minimumNumberOfTouches
            s.maximumNumberOfTouches = d.maximumNumberOfTouches
            s.directions = d.direction.map(\.rawValue)
            s.edges = d.edges.map(\.rawValue)
            g.settings = s
            recognizers[g.name] = g
            links.append { context in
                if let target = d.target { g.target = context.responder(target) }
                for other in d.requireToFail { g.require(toFail: context.recognizer(other)) }
                if let del = d.delegate {
                    var delegate = GestureDelegate(object: context.responder(del.object))
                    delegate.shouldReceiveTouch = del.shouldReceiveTouch
                    delegate.shouldBegin = del.shouldBegin
                    switch del.simultaneousWith {
                    case .all: delegate.simultaneousWith = .all
                    case .none: delegate.simultaneousWith = .none
                    case .only(let names): delegate.simultaneousWith = .only(Set(names))
                    }
                    delegate.requireFailureOf = Set(del.requireFailureOf)
                    delegate.requiredToFailBy = Set(del.requiredToFailBy)
                    g.delegate = delegate
                }
            }
            return g
        }
    }
}

extension TouchBehaviour {
    init(_ d: TouchBehaviourDescription) {
        switch d {
        case .inherit: self = .inherit
        case .forward: self = .forward
        case .handle: self = .handle
        }
    }
}

extension GestureKind {
    init(_ d: GestureKindDescription) {
        self = GestureKind(rawValue: d.rawValue)!
    }
}
