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
    /// Views the objects make themselves (a list's generated cells and their
    /// content views, rule L1) are found in the live hierarchy.
    public func view(_ name: String) -> View? {
        if let found = responders[name] as? View { return found }
        for window in application.windows {
            if let found = window.subtree.first(where: { $0.name == name }) { return found }
        }
        return nil
    }

    /// Ends the objects' lives once a run is over (`Application.dismantle(also:)`,
    /// with the views of the scene's controllers and views off the screen):
    /// a built scene is a web of strong cycles that outlives its last use,
    /// and `fix` replays thousands of candidates (about 20 KB each stayed
    /// in memory). Nothing of the scene may run after it.
    public func dismantle() {
        // The views no window holds (the order does not matter: nothing of the scene runs again),
        // and every recognizer of the scene: those whose views the run took off the screen and no
        // named responder holds (a dismissed sheet's pans and dimming tap) are in no hierarchy.
        let offScreen: [View] = responders.values.compactMap { responder in
            guard let view = (responder as? ViewController)?.view ?? (responder as? View), view.window == nil else { return nil }
            return view
        }
        application.dismantle(also: offScreen, recognizers: Array(recognizers.values))
    }

    /// The ids of its objects by label, for a trace read back from JSON
    /// (`TraceRecord.resolvingIDs(_:)`): the first object of each label in
    /// description order.
    public var labels: ObjectLabels {
        let others: [any TouchCore.SceneObject] = responders.values.map { $0 } + recognizers.values.map { $0 }
        return ObjectLabels(application, others: others)
    }

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
/// `pointInside` includes, presenting controllers). Descriptions go through
/// `SceneDescription.validate(file:)` first (the loader does it); what the
/// builder still cannot build (a reference that does not resolve, a
/// recognizer required to fail by itself) is thrown, never trapped.
public enum SceneBuilder {
    /// `file` names the description in the error (default: its title).
    public static func build(_ scene: SceneDescription, file: String? = nil) throws(SceneLoadError) -> BuiltScene {
        var context = Context(file: file ?? scene.title)
        context.hostingHitTest = scene.device.hostingHitTest
        context.parameters = scene.device
        let delegate = scene.app.delegate.map { ApplicationDelegate(name: $0, implementedActions: Set(scene.app.implements)) }
        let application = Application(delegate: delegate)
        application.isForeground = scene.app.foreground
        context.register(application)
        if let delegate { context.register(delegate) }

        let screen = Rect(origin: .zero, size: scene.device.screen)
        for description in scene.windows {
            let window = Window(name: description.name, frame: description.frame ?? screen, level: description.level)
            window.isHidden = description.hidden
            window.className = description.identity.className
            window.address = description.identity.address
            context.register(window)
            switch description.root {
            case .view(let root)?:
                window.setRootView(context.makeView(root, in: window.bounds))
            case .controller(let root)?:
                window.setRootViewController(context.makeController(root, in: window.bounds))
                context.presentPending(in: window)
            case nil:
                break
            }
            context.override(window, description.hitTest)
            application.addWindow(window)
        }
        try context.resolveReferences()
        context.numbering.numberRemaining(in: application)
        return BuiltScene(description: scene, application: application,
                          responders: context.responders, recognizers: context.recognizers)
    }

    /// Builds a description that `validate(file:)` has accepted, as every
    /// scene `SceneLoader` returns has been: `build` throws only for what
    /// validation refuses, so this cannot fail for such a scene (the window
    /// and the pictures, which only ever get loaded scenes, rebuild with it).
    /// A caller that skipped validation is stopped by a precondition naming it.
    public static func build(validated scene: SceneDescription) -> BuiltScene {
        do {
            return try build(scene)
        } catch {
            preconditionFailure("SceneBuilder.build(validated:) got a description that SceneDescription.validate refuses: \(error)")
        }
    }

    struct Context {
        let file: String
        var responders: [String: Responder] = [:]
        var recognizers: [String: GestureRecognizer] = [:]
        /// Second-pass work, in the order the file declares things.
        var links: [(inout Context) -> Void] = []
        /// References that did not resolve, thrown once the links are done.
        var unresolved: [String] = []

        /// Rule H12: whether a hosting view's interactive regions are views of their own.
        var hostingHitTest = DeviceParameters.HostingHitTest.host
        /// The device's parameters: the version chooses behaviours (section P).
        var parameters = DeviceParameters()
        /// Presentations made once the window's root is in place (rule M).
        var pendingPresentations: [(presenter: ViewController, description: PresentationDescription)] = []

        init(file: String) { self.file = file }

        /// Rules H7–H12: `hitTest` on `view`, its targets resolved once every view exists.
        mutating func override(_ view: View, _ description: HitTestOverride?) {
            guard let description else { return }
            links.append { context in
                var resolved = description
                let table = context.responders
                if let redirect = description.redirect {
                    resolved.redirect?.to = redirect.to.resolved { table[$0] as? View }
                    if resolved.redirect?.to.object == nil { context.unresolved.append("'\(redirect.to.name)' names no view of the scene") }
                }
                if let fallback = description.fallback {
                    resolved.fallback = fallback.resolved { table[$0] as? View }
                    if resolved.fallback?.object == nil { context.unresolved.append("'\(fallback.name)' names no view of the scene") }
                }
                view.hitTestOverride = resolved
            }
        }

        mutating func responder(_ name: String) -> Responder? {
            if let r = responders[name] { return r }
            unresolved.append("'\(name)' names no responder of the scene")
            return nil
        }

        mutating func recognizer(_ name: String) -> GestureRecognizer? {
            if let g = recognizers[name] { return g }
            unresolved.append("'\(name)' names no recognizer of the scene")
            return nil
        }

        /// Ids in the order of the description (design, "Identity is not a name").
        let numbering = ObjectNumbering()

        mutating func register(_ r: Responder) {
            responders[r.name] = r
            numbering.number(r)
        }

        mutating func register(_ g: GestureRecognizer) {
            recognizers[g.name] = g
            numbering.number(g)
        }

        /// References to the recognizers `names`, resolved now; unknown ones are reported.
        mutating func recognizerReferences(_ names: [String]) -> [RecognizerReference] {
            var result: [RecognizerReference] = []
            for name in names where !result.contains(where: { $0.name == name }) {
                if let g = recognizer(name) { result.append(RecognizerReference(g)) }
            }
            return result
        }

        /// References to the views `names`, resolved now; unknown ones are reported.
        mutating func viewReferences(_ names: [String]) -> [ViewReference] {
            var result: [ViewReference] = []
            for name in names where !result.contains(where: { $0.name == name }) {
                if let v = responders[name] as? View {
                    result.append(ViewReference(v))
                } else {
                    unresolved.append("'\(name)' names no view of the scene")
                }
            }
            return result
        }

        /// `answer` with the views and recognizers of its condition resolved (rule Q1); unknown ones are reported.
        mutating func resolved(_ answer: Answer) -> Answer {
            let table = responders, gestures = recognizers
            let result = answer.resolved(views: { table[$0] as? View }, recognizers: { gestures[$0] })
            for name in result.unresolvedNames {
                unresolved.append("'\(name)' in the condition \(answer.text) names no object of the scene it can refer to")
            }
            return result
        }

        mutating func resolveReferences() throws(SceneLoadError) {
            let work = links
            links = []
            for link in work { link(&self) }
            guard unresolved.isEmpty else {
                throw SceneLoadError(file: file, problems: unresolved.map {
                    SceneProblem(location: .unknown, key: nil,
                                 message: $0 + "; validate the description (SceneDescription.validate) before building it")
                })
            }
        }

        mutating func makeNode(_ node: NodeDescription, in container: Rect) -> View {
            switch node {
            case .view(let v): return makeView(v, in: container)
            case .controller(let c): return makeController(c, in: container).view
            }
        }

        mutating func makeController(_ d: ControllerDescription, in container: Rect) -> ViewController {
            let view = makeView(d.view, in: container)
            let controller: ViewController
            if let navigation = d.navigation {
                controller = makeNavigationController(d, navigation, view: view)
            } else if let pages = d.pages {
                controller = makePageViewController(d, pages, view: view)
            } else {
                controller = ViewController(name: d.name, view: view, touchBehaviour: TouchBehaviour(d.touches),
                                            implementedActions: Set(d.implements))
            }
            register(controller)
            if let p = d.presentation { pendingPresentations.append((controller, p)) }
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
                let control = kind == .textField ? TextField(name: d.name, frame: frame) : Control(name: d.name, kind: kind, frame: frame)
                (control as? TextField)?.placeholder = d.placeholder
                if let c = d.control {
                    control.isEnabled = c.enabled
                    if let value = c.value { control.value = value }
                    if let segments = c.segments { control.segments = segments }
                    // Rule X7: a button's menu (UIButton.menu exists from iOS 14; below, inert).
                    if c.menu && parameters.ios >= 14 {
                        control.setMenu(enabled: c.contextMenuInteractionEnabled ?? true, primaryAction: c.showsMenuAsPrimaryAction)
                        if let menu = control.menuInteraction {
                            register(menu)
                            for r in [menu.press, menu.exclusion, menu.failure] as [GestureRecognizer] { register(r) }
                        }
                    }
                    let actions = c.actions
                    links.append { context in
                        var resolved: [ControlAction] = []
                        for a in actions {
                            let target = a.target.flatMap { context.responder($0) }
                            resolved.append(ControlAction(event: a.event, target: target, action: a.action))
                        }
                        control.actions = resolved
                    }
                }
                view = control
            } else if kind.isCell {
                let cell = ListCell(name: d.name, kind: kind, index: d.cell?.index ?? 0, frame: frame)
                cell.shouldHighlight = d.cell?.shouldHighlight ?? true
                cell.leadingSwipeActions = d.cell?.leadingSwipeActions
                cell.trailingSwipeActions = d.cell?.trailingSwipeActions
                cell.canEdit = d.cell?.canEdit ?? true
                view = cell
            } else if kind.isScrollView {
                let scroll = kind.isList ? makeList(d, frame: frame)
                    : kind == .textView ? makeTextView(d, frame: frame)
                    : ScrollView(name: d.name, frame: frame, contentSize: d.scroll?.contentSize)
                if let s = d.scroll {
                    scroll.contentOffset = s.contentOffset
                    scroll.isScrollEnabled = s.scrollEnabled
                    scroll.delaysContentTouches = s.delaysContentTouches
                    scroll.canCancelContentTouches = s.canCancelContentTouches
                    let cancelIn = s.cancelContentTouchesIn, keepIn = s.keepContentTouchesIn
                    links.append { context in
                        scroll.cancelContentTouchesIn = context.viewReferences(cancelIn)
                        scroll.keepContentTouchesIn = context.viewReferences(keepIn)
                    }
                    configureScrolling(scroll, s)
                }
                register(scroll.panGestureRecognizer)
                register(scroll.delayedTouchesBeganRecognizer)
                if let text = scroll as? TextView { configureText(text, d.textView ?? TextViewDescription()) }
                view = scroll
            } else if kind == .hostingView {
                let host = HostingView(name: d.name, frame: frame, regions: d.regions)
                view = host
            } else {
                view = View(name: d.name, kind: kind, frame: frame)
            }
            // Lists handle their touches and pass them on (rule L1): `forward` unless the scene says `handle`.
            if !kind.isControl && !((kind.isList || kind == .textView) && d.touches == .inherit) { view.touchBehaviour = TouchBehaviour(d.touches) }
            view.isHidden = d.hidden
            view.alpha = d.alpha
            view.isUserInteractionEnabled = d.userInteractionEnabled ?? kind.defaultUserInteractionEnabled
            view.clipsToBounds = d.clipsToBounds
            view.isMultipleTouchEnabled = d.multipleTouchEnabled
            view.isExclusiveTouch = d.exclusiveTouch
            view.color = d.color
            view.text = d.text
            view.implementedActions = Set(d.implements)
            if let answer = d.gestureShouldBegin {
                links.append { context in view.gestureShouldBeginAnswer = context.resolved(answer) }
            }
            view.transform = d.transform
            view.className = d.identity.className
            view.address = d.identity.address
            register(view)
            if let cell = view as? ListCell { register(cell.contentView) }
            if let p = d.pointInside {
                view.pointInsideInsets = p.insets == .zero ? nil : p.insets
                let include = p.include
                links.append { context in
                    var views: [View] = []
                    for name in include { if let v = context.responder(name) as? View { views.append(v) } }
                    view.pointInsideIncludes = views
                }
            }
            for g in d.gestures {
                view.addGestureRecognizer(makeRecognizer(g))
            }
            // Rule X8: a list whose delegate gives context menus holds LIST.contextMenu.
            if let list = view as? ListView, let answer = d.list?.contextMenu { installListMenu(on: list, answer, rows: d.list?.contextMenuIndices) }
            // Rule X9.1: a collection view with a drag delegate holds LIST.drag, after its menu (X12).
            if let list = view as? ListView, d.list?.dragDelegate == true {
                installListDrag(on: list, enabled: d.list?.dragInteractionEnabled, items: d.list?.dragItems)
            }
            // Rule X1: interactions add their recognizers after the view's own.
            for i in d.interactions { installInteraction(i, on: view) }
            // A cell's subviews live in its content view (rule L1).
            let holder = (view as? ListCell)?.contentView ?? view
            var framedCells: [ListCell] = []
            for var sub in d.subviews {
                // An explicit cell without `row`/`item` takes its order among the list's cells.
                if let list = view as? ListView, case .view(var v) = sub, v.kind.isCell, v.cell?.index == nil {
                    var settings = v.cell ?? CellDescription()
                    settings.index = list.cells.count
                    v.cell = settings
                    sub = .view(v)
                }
                let made = makeNode(sub, in: holder.bounds)
                if let list = view as? ListView, let cell = made as? ListCell {
                    if case .view(let v) = sub, v.frame != nil { framedCells.append(cell) }
                    list.addCell(cell)
                } else {
                    holder.addSubview(made)
                }
            }
            if let list = view as? ListView { layOut(list, d, keepingFramesOf: framedCells) }
            // H12: before iOS 26 each interactive region is a platform view of its own, on top.
            if let host = view as? HostingView, hostingHitTest == .views {
                for region in host.regions where region.interactive {
                    let platform = HostingRegionView(host: host, region: region)
                    register(platform)
                    host.addSubview(platform)
                }
            }
            override(view, d.hitTest)
            return view
        }

        // MARK: Lists and navigation controllers (rules L, N)

        /// A table or collection view with its settings; its cells come after
        /// its own subviews (`layOut`).
        mutating func makeList(_ d: ViewDescription, frame: Rect) -> ListView {
            let settings = d.list ?? ListDescription()
            let list: ListView
            if d.kind == .tableView {
                let table = TableView(name: d.name, frame: frame)
                table.rowHeight = settings.rowHeight
                table.givenContentSize = d.scroll?.contentSize
                list = table
            } else {
                let collection = CollectionView(name: d.name, frame: frame)
                collection.itemSize = settings.itemSize
                collection.spacing = settings.spacing
                collection.scrollDirection = settings.scrollDirection
                collection.givenContentSize = d.scroll?.contentSize
                if settings.layout == .list { collection.useListLayout(rowHeight: settings.rowHeight) }
                list = collection
            }
            list.allowsSelection = settings.allowsSelection
            list.isEditing = settings.editing
            if let handler = list.swipeHandler {
                handler.leading = settings.leadingSwipeActions
                handler.trailing = settings.trailingSwipeActions
                handler.commitDelete = settings.commitDelete
                register(handler.swipePan)
                register(handler.dismissal)
            }
            if let delegate = settings.delegate {
                links.append { context in list.namedDelegate = context.responder(delegate) }
            }
            return list
        }

        /// Rule L1: the generated cells (`cells:` entries or plain ones), then
        /// the layout; explicit cell subviews with a frame keep it.
        mutating func layOut(_ list: ListView, _ d: ViewDescription, keepingFramesOf fixed: [ListCell]) {
            let settings = d.list ?? ListDescription()
            let cellKind: ViewKind = d.kind == .tableView ? .tableViewCell : .collectionViewCell
            for index in 0..<settings.count {
                var cell = settings.cells.first { $0.cell?.index == index }
                    ?? ViewDescription(name: CellDescription.name(list: d.name, kind: d.kind, index: index), kind: cellKind)
                cell.cell = cell.cell ?? CellDescription(index: index)
                cell.kind = cellKind
                guard let made = makeView(cell, in: .zero) as? ListCell else { continue }
                list.addCell(made)
            }
            if let table = list as? TableView { table.layoutRows(keepingFramesOf: fixed) }
            if let collection = list as? CollectionView { collection.layoutItems(keepingFramesOf: fixed) }
            if let offset = d.scroll?.contentOffset { list.contentOffset = offset }
        }

        /// Rule N: the stack's controllers (the top one's view is shown in
        /// `view`), and `NAME.interactivePop` with the scene's settings.
        mutating func makeNavigationController(_ d: ControllerDescription, _ navigation: NavigationDescription,
                                               view: View) -> NavigationController {
            let stack = navigation.stack.map { makeController($0, in: view.bounds) }
            let controller = NavigationController(name: d.name, view: view, stack: stack, touchBehaviour: TouchBehaviour(d.touches),
                                                  implementedActions: Set(d.implements))
            let pop = controller.interactivePopGestureRecognizer
            pop.isEnabled = navigation.popEnabled
            pop.delaysTouchesBegan = navigation.popDelaysTouchesBegan
            pop.cancelsTouchesInView = navigation.popCancelsTouchesInView
            register(pop)
            // Z10: a controller pushed with the zoom transition can be dragged back (iOS 18 and later).
            for (child, made) in zip(navigation.stack, stack) where child.zoomTransition {
                if parameters.ios >= 18 {
                    let answer = child.interactiveDismissShouldBegin
                    let dismiss = controller.addZoomDismissGestureRecognizer(to: made, shouldBegin: nil)
                    register(dismiss)
                    if let answer {
                        links.append { context in dismiss.appAnswer = context.resolved(answer) }
                    }
                } else {
                    // Inert before iOS 18 (section P): nameable, never attached.
                    registerInert(pan: ZoomDismissGestureRecognizer.name(for: made.name))
                }
            }
            // N4: the content pop exists only on iOS 26 for apps linked against the iOS 26 SDK.
            if parameters.ios >= 26 && parameters.sdk >= 26 {
                let contentPop = controller.addContentPopGestureRecognizer()
                contentPop.isEnabled = navigation.contentPopEnabled
                register(contentPop)
                let names = navigation.contentPopRequireToFail
                links.append { context in
                    for other in names { if let g = context.recognizer(other), g !== contentPop { contentPop.require(toFail: g) } }
                }
            } else {
                // Inert below iOS 26 (section P): nameable, never attached, so it receives no touch.
                register(ContentPopGestureRecognizer(name: NavigationDescription.contentPopName(d.name)))
            }
            return controller
        }

        mutating func makeRecognizer(_ d: GestureDescription) -> GestureRecognizer {
            let g = GestureRecognizer.make(name: d.name, kind: GestureKind(d.kind))
            g.action = d.action
            // Rule E2: an action named endEditing calls view.endEditing(true) on its target.
            if d.action == GestureRecognizer.endEditingAction { g.sendsEndEditing() }
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
            register(g)
            links.append { context in
                if let target = d.target { g.target = context.responder(target) }
                // Rule Z6: the effect of the action on a zoomable scroll view.
                if let effect = d.effect, let scroll = context.responder(effect.scrollView) as? ScrollView {
                    switch effect {
                    case .toggleZoom(_, let scale): g.runs(.toggleZoom(scroll, scale: scale))
                    case .zoomTo(_, let scale, let at, let animated): g.runs(.zoomTo(scroll, scale: scale, at: at, animated: animated))
                    }
                }
                for other in d.requireToFail {
                    guard let required = context.recognizer(other) else { continue }
                    guard required !== g else {
                        context.unresolved.append("recognizer '\(g.name)' requires its own failure (remove it from its requireToFail)")
                        continue
                    }
                    g.require(toFail: required)
                }
                if let del = d.delegate, let object = context.responder(del.object) {
                    var delegate = GestureDelegate(object: object)
                    delegate.apply(del, &context)
                    g.delegate = delegate
                }
            }
            return g
        }
    }
}

extension GestureDelegate {
    /// The answers of a delegate as the scene writes them (rules G3–G5, Q1),
    /// every recognizer and view they name resolved into a reference to the
    /// object (design, "Identity is not a name").
    mutating func apply(_ del: DelegateDescription, _ context: inout SceneBuilder.Context) {
        shouldReceiveTouch = context.resolved(del.shouldReceiveTouch)
        shouldBegin = context.resolved(del.shouldBegin)
        switch del.simultaneousWith {
        case .all: simultaneousWith = .all
        case .none: simultaneousWith = .none
        case .only(let names): simultaneousWith = .only(context.recognizerReferences(names))
        case .conditional(let answer): simultaneousWith = .conditional(context.resolved(answer))
        }
        requireFailureOf = context.recognizerReferences(del.requireFailureOf)
        requiredToFailBy = context.recognizerReferences(del.requiredToFailBy)
        requireFailureOfAnswer = del.requireFailureOfAnswer.map { context.resolved($0) }
        requiredToFailByAnswer = del.requiredToFailByAnswer.map { context.resolved($0) }
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
        switch d {
        case .tap: self = .tap
        case .longPress: self = .longPress
        case .pan: self = .pan
        case .swipe: self = .swipe
        case .pinch: self = .pinch
        case .rotation: self = .rotation
        case .screenEdgePan: self = .screenEdgePan
        }
    }
}
