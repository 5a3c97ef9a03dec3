/// What the screen shows of one view, in its own terms (its frame in its
/// superview, its bounds, its state): everything a picture needs and nothing
/// the window reads from the live objects. `ScreenState.capture(_:)` copies
/// it out of an application; the `view.state` records carry its changes
/// (trace-format.md, "View state"), so a reader rebuilds it from the scene
/// and the records up to an instant (issue 27 point 4).
public struct ViewState: Hashable, Sendable {
    public var kind: ViewKind = .view
    public var isWindow = false
    public var className: String?
    /// The model frame, in the superview's coordinates.
    public var frame: Rect = .zero
    /// Origin: `boundsOrigin` (a scroll view's content offset); size: the bounds' size.
    public var bounds: Rect = .zero
    /// Whether a transform (rule H6) makes the frame a bounding box.
    public var isTransformed = false
    /// Whether it clips its subviews (`clipsToBounds`, or a scroll view).
    public var clips = false
    public var isScrollView = false
    public var color: String?
    public var text: String?
    public var alpha: Double = 1
    public var isHidden = false
    public var isUserInteractionEnabled = true
    /// Section A: the running animations' names, oldest first; whether one makes it unhittable.
    public var animations: [String] = []
    public var animationBlocksTouches = false
    /// A3: where the newest animation on it began to be drawn, and when it moves.
    public var presentationFrom: PresentationStart?
    /// The scene's `hitTest` override, in the scene's words (rules H7–H12).
    public var hitTestOverride: String?
    /// A hosting view's SwiftUI regions (H12), in its bounds' coordinates minus the bounds origin.
    public var regions: [RegionState] = []
    /// Its recognizers, in order of addition, as the trace names them (each
    /// with its id, issue 27.3: the window highlights a view by a recognizer's key).
    public var gestures: [TraceName] = []
    /// Rules X3, X4: `highlighted` or `presented`, nil when no menu shows.
    public var menu: String?
    /// Controls (C1) and cells (L2–L4).
    public var value: Double = 0
    public var segments = 0
    public var isHighlighted = false
    public var isEnabled = true
    public var isSelected = false
    /// A slider's or switch's thumb, from the frame's origin.
    public var thumb: Rect?
    /// Text fields and views (E1, E3).
    public var placeholder: String?
    public var isFirstResponder = false
    public var textLinks: [Rect] = []
    /// N1: on the shown controller's view, its navigation stack, bottom first.
    public var navigationStack: [String] = []
    /// M2: a sheet card's detents.
    public var sheetDetents: [SheetDetentState] = []
    /// V1, V7, V12: a scroll view's content size, deceleration and overscroll.
    public var contentSize: Size?
    public var isDecelerating = false
    public var overscroll: Point = .zero
    /// V15.
    public var refreshState: String?
    /// W2: on a page view controller's shown page.
    public var pageSlots: [String] = []
    public var pageSlotShift: Double = 0
    public var pageSlotsOffset: Point = .zero

    public init() {}

    /// The content offset of a scroll view (its bounds origin), nil for other views.
    public var contentOffset: Point? { isScrollView ? bounds.origin : nil }

    /// A3: the frame, alpha and hidden drawn at `time` while an animation
    /// runs on it (from where the newest began to the model values); nil at rest.
    public func presentation(at time: VirtualTime) -> RunningAnimation.Presentation? {
        guard !animations.isEmpty else { return nil }
        let model = RunningAnimation.Presentation(frame: frame, transform: nil, alpha: alpha, isHidden: isHidden)
        guard let from = presentationFrom else { return model }
        let f = RunningAnimation.progress(start: from.start, delay: from.delay, duration: from.duration, at: time)
        return RunningAnimation.Presentation.mix(
            from: RunningAnimation.Presentation(frame: from.frame, transform: nil, alpha: from.alpha, isHidden: from.isHidden),
            to: model, progress: f)
    }
}

/// Where an animation began to draw a view, and its timing (A1, A3).
public struct PresentationStart: Hashable, Sendable {
    public var start: VirtualTime
    public var delay: Double
    public var duration: Double
    public var frame: Rect
    public var alpha: Double
    public var isHidden: Bool
}

/// A SwiftUI region of a hosting view (H12).
public struct RegionState: Hashable, Sendable {
    public var name: String
    public var frame: Rect
    public var interactive: Bool
}

/// A sheet detent as drawn (M2): the y of the card's top on the screen.
public struct SheetDetentState: Hashable, Sendable {
    public var name: String
    public var y: Double
    public var isSelected: Bool
}

/// Every view the screen shows, back-most window first and, within a window,
/// a view before its subviews (drawing order), with each view's state. The
/// window draws it; the device records its changes (`view.tree`,
/// `view.state`) when `Device.recordsViewState` is on.
///
/// States are kept per view, keyed as the records' subjects and
/// `view.tree`'s `views` carry them (`ObjectKey`: the view's id, or its
/// label for a view no builder numbered; issue 27.3), so two views of one
/// label have two states; in an array read by position: the device compares
/// every view after every turn and the window draws every view, so neither
/// looks keys up (issue 32.11). A view that leaves the screen keeps its
/// state, as a reader of the records must: a `view.tree` that brings it
/// back says nothing of its state.
public struct ScreenState: Hashable, Sendable {
    /// The views in drawing order, by key (the label is each view's name).
    public private(set) var order: [ObjectKey] = []
    /// Each view's superview, as a position in `order`; nil for a window.
    public private(set) var parents: [Int?] = []
    /// Each position of `order`: its view's place in `states`.
    private var orderSlots: [Int] = []
    /// Each view's place in `states`, for every view ever shown.
    private var slotOfKey: [ObjectKey: Int] = [:]
    /// The states, one per view, in the order the views came.
    private var slots: [ViewState] = []

    public init() {}

    /// The state of the views of `application`'s windows now (model values).
    public static func capture(_ application: Application) -> ScreenState {
        var s = ScreenState()
        for window in application.windowsFrontToBack.reversed() { s.add(window, parent: nil) }
        return s
    }

    private mutating func add(_ view: View, parent: Int?) {
        let me = order.count
        let key = ObjectKey(view)
        order.append(key)
        parents.append(parent)
        if let slot = slotOfKey[key] {
            orderSlots.append(slot)
        } else {
            orderSlots.append(slots.count)
            slotOfKey[key] = slots.count
            slots.append(ViewState(of: view))
        }
        for sub in view.subviews { add(sub, parent: me) }
    }

    /// The state of the view `key` names (shown now or before).
    public subscript(key: ObjectKey) -> ViewState? { slotOfKey[key].map { slots[$0] } }

    /// The state of the first view on the screen labelled `name`, in
    /// drawing order (for a person who names a view: a test, a label given
    /// on the command line).
    public subscript(name: String) -> ViewState? {
        order.firstIndex { $0.label == name }.map { state(at: $0) }
    }

    /// The state of the view at `position` of `order`.
    public func state(at position: Int) -> ViewState { slots[orderSlots[position]] }

    /// Whether a view on the screen runs an animation (its picture changes with the clock, A3).
    public var hasAnimations: Bool { orderSlots.contains { !slots[$0].animations.isEmpty } }

    /// The place in `states` of `key`, made blank when the view is new.
    private mutating func slot(of key: ObjectKey) -> Int {
        if let slot = slotOfKey[key] { return slot }
        slotOfKey[key] = slots.count
        slots.append(ViewState())
        return slots.count - 1
    }

    /// Two states are equal when they show the same screen: the same views
    /// (the same keys, with the same labels) in the same places with the
    /// same states (what views that left the screen keep is not on it).
    public static func == (a: ScreenState, b: ScreenState) -> Bool {
        guard a.order.elementsEqual(b.order, by: { $0 == $1 && $0.label == $1.label }), a.parents == b.parents else { return false }
        return zip(a.orderSlots, b.orderSlots).allSatisfy { a.slots[$0] == b.slots[$1] }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(order)
        hasher.combine(parents)
        for slot in orderSlots { hasher.combine(slots[slot]) }
    }

    /// Whether records of `kind` change a screen state (`apply`).
    public static func reads(_ kind: TraceKind) -> Bool {
        switch kind {
        case .viewTree, .viewState, .scrollOffset: return true
        default: return false
        }
    }

    // MARK: Reading records

    /// Applies one record: `view.tree`, `view.state`, and the records that
    /// already carry a view's state (`scroll.offset`'s offset and overscroll).
    /// Other records change nothing here. Views are keyed as the record
    /// carries them (`subjectKey`, `objectKeys("views")`): by id when it has
    /// ids (the core's records, a saved trace resolved against its scene).
    public mutating func apply(_ r: TraceRecord) {
        guard Self.reads(r.kind), let event = r.event else { return }
        apply(event, subject: r.subjectKey, views: r.objectKeys("views"))
    }

    /// `apply(_:)` of a decoded record about `subject`; `views`: the keys
    /// of a `view.tree`'s views (nil: by their labels).
    public mutating func apply(_ event: TraceEvent, subject: ObjectKey, views: [ObjectKey]? = nil) {
        switch event {
        case .viewTree(let e):
            let keys = views.flatMap { $0.count == e.views.count ? $0 : nil } ?? e.views.map { ObjectKey($0) }
            order = keys
            parents = e.parents
            orderSlots.removeAll(keepingCapacity: true)
            for key in keys { orderSlots.append(slot(of: key)) }
        case .viewState(let e):
            let s = slot(of: subject)
            for key in e.fields { slots[s].copy(key, from: e.values) }
        case .scrollOffset(let e):
            guard let s = slotOfKey[subject] else { return }
            slots[s].bounds.origin = e.offset
            slots[s].overscroll = e.rubberBand ?? .zero
        default:
            break
        }
    }

    /// The records that bring this state (what a reader of the records so
    /// far has) to the state of `views` now, written to `trace` with `at`
    /// (the position in the run's trace they follow), and applied here: a
    /// `view.tree` when the views' names or places differ from `order` and
    /// `parents` (looked at only when `treeMayHaveChanged`), then one
    /// `view.state` per view whose state differs, with the fields that
    /// differ. `views` and `parents` are the screen's views in drawing order
    /// and their superviews' positions; `positions` (ascending) are the
    /// views to compare, each the first with its key (a view shown twice
    /// has one state, as `capture` does).
    ///
    /// With `skipUnmarked`, a view that says its state is observed
    /// (`View.screenStateIsObserved`) and has not marked a change
    /// (`screenStateMayHaveChanged`) is not compared, unless the names
    /// changed or a record the reader applied since the last call names it
    /// (`touched`). A compared view whose state is observed is unmarked.
    mutating func recordChanges(of views: [View], parents viewParents: [Int?], treeMayHaveChanged: Bool,
                                positions: [Int], skipUnmarked: Bool, touched: Set<ObjectKey>,
                                to trace: Trace, at position: Int) {
        let sameNames = !treeMayHaveChanged
            || (views.count == order.count && viewParents == parents
                && zip(views, order).allSatisfy { $0.id == $1.id && $0.name == $1.label })
        if !sameNames {
            let written = trace.count
            trace.record(.viewTree, "screen", "at", .int(position)).with("views", .names(views.map(\.traceName)))
                .with("parents", .list(viewParents.map { $0.map(TraceValue.int) ?? .null }))
            apply(trace[written])
        }
        for i in positions {
            let view = views[i]
            let observed = view.screenStateIsObserved
            if skipUnmarked && sameNames && observed && !view.screenStateMayHaveChanged
                && (touched.isEmpty || !touched.contains(order[i])) { continue }
            if observed { view.screenStateMayHaveChanged = false }
            let slot = orderSlots[i]
            let now = ViewState(of: view)
            if now == slots[slot] { continue }
            let written = trace.count
            var first = true
            for key in ViewState.Field.allCases {
                let value = now.encode(key)
                guard value != slots[slot].encode(key) else { continue }
                if first {
                    trace.record(.viewState, view.traceName, "at", .int(position))
                    first = false
                }
                _ = trace.with(key.rawValue, value)
            }
            apply(trace[written])
        }
    }
}

extension ViewState {
    /// Copies the drawable state of `view` (model values; A3's starting presentation beside).
    init(of view: View) {
        kind = view.kind
        isWindow = view is Window
        className = view.className
        frame = view.frame
        bounds = Rect(origin: view.boundsOrigin, size: view.bounds.size)
        isTransformed = view.transform != nil
        isScrollView = view is ScrollView
        clips = view.clipsToBounds || isScrollView
        color = view.color
        text = view.text
        alpha = view.alpha
        isHidden = view.isHidden
        isUserInteractionEnabled = view.isUserInteractionEnabled
        if !view.runningAnimations.isEmpty {
            animations = view.runningAnimations.map(\.animation.name)
            animationBlocksTouches = view.isAnimatingWithoutInteraction
            if let newest = view.runningAnimations.last, let from = newest.views.first(where: { $0.view === view })?.from {
                presentationFrom = PresentationStart(start: newest.start, delay: newest.animation.delay, duration: newest.animation.duration,
                                                     frame: from.frame, alpha: from.alpha, isHidden: from.isHidden)
            }
        }
        hitTestOverride = view.hitTestOverride?.summary
        if let host = view as? HostingView {
            regions = host.regions.map {
                RegionState(name: $0.name, frame: Rect(origin: $0.frame.origin - view.boundsOrigin, size: $0.frame.size), interactive: $0.interactive)
            }
        }
        gestures = view.gestureRecognizers.map(\.traceName)
        for case let interaction as ContextMenuInteraction in view.interactions {
            if interaction.phase == .highlighted { menu = "highlighted" }
            if interaction.phase == .presented { menu = "presented" }
        }
        if let control = view as? Control {
            value = control.value
            segments = control.segments
            isHighlighted = control.isHighlighted
            isEnabled = control.isEnabled
            if control.kind == .slider || control.kind == .switch {
                let t = control.thumbRect
                thumb = Rect(x: t.minX - control.bounds.minX, y: t.minY - control.bounds.minY, width: t.width, height: t.height)
            }
        }
        if let cell = view as? ListCell {
            isHighlighted = cell.isHighlighted
            isSelected = cell.isSelected
        }
        if let field = view as? TextField {
            placeholder = field.placeholder
            isFirstResponder = view.window?.application?.firstResponder === field
        }
        if let shown = view.viewController, let navigation = view.superview?.viewController as? NavigationController,
           navigation.topViewController === shown {
            navigationStack = navigation.viewControllers.map(\.name)
        }
        if let card = view as? SheetCardView, let sheet = card.sheet {
            sheetDetents = sheet.detents.map {
                SheetDetentState(name: $0.identifier, y: sheet.offset(of: $0), isSelected: $0.identifier == sheet.selectedDetentIdentifier)
            }
        }
        if let scroll = view as? ScrollView {
            contentSize = scroll.contentSize
            isDecelerating = scroll.isDecelerating
            let inside = scroll.clamped(scroll.contentOffset)
            overscroll = Point(scroll.contentOffset.x - inside.x, scroll.contentOffset.y - inside.y)
        }
        if let refresh = view as? RefreshControl { refreshState = refresh.state.rawValue }
        if let textView = view as? TextView {
            textLinks = textView.links.map(\.frame)
            isFirstResponder = view.window?.application?.firstResponder === textView
        }
        if let shown = view.viewController, let queuing = view.superview as? QueuingScrollView,
           let pages = queuing.pageViewController, pages.currentPage === shown {
            let f = queuing.frame
            pageSlotsOffset = Point(queuing.contentOffset.x - view.frame.origin.x, queuing.contentOffset.y - view.frame.origin.y)
            pageSlots = [pages.neighbour(after: false)?.name ?? "", pages.currentPage.name, pages.neighbour(after: true)?.name ?? ""]
            pageSlotShift = queuing.orientation == .horizontal ? (queuing.contentOffset.x - f.width) / max(1, f.width)
                : (queuing.contentOffset.y - f.height) / max(1, f.height)
        }
    }

    /// The fields of a `view.state` record, in the order a record writes them
    /// (trace-format.md, "View state"). Adding a property to `ViewState`
    /// means adding its field here, with its encoding and decoding below.
    public enum Field: String, CaseIterable, Sendable {
        case kind = "viewKind", window, `class`, frame, bounds, transformed, clips, scrollView, color, text, alpha, hidden
        case userInteractionEnabled, animations, animationBlocksTouches, presentationFrom, hitTestOverride, regions, gestures
        case menu, value, segments, highlighted, enabled, selected, thumb, placeholder, firstResponder, textLinks
        case navigationStack, sheetDetents, contentSize, decelerating, overscroll, refreshState
        case pageSlots, pageSlotShift, pageSlotsOffset
    }

    private static func rect(_ r: Rect) -> TraceValue {
        .list([.number(r.minX), .number(r.minY), .number(r.width), .number(r.height)])
    }

    private static func rect(_ v: TraceValue) -> Rect? {
        guard case .list(let l) = v, l.count == 4, let x = l[0].doubleValue, let y = l[1].doubleValue,
              let w = l[2].doubleValue, let h = l[3].doubleValue else { return nil }
        return Rect(x: x, y: y, width: w, height: h)
    }

    private static func string(_ s: String?) -> TraceValue { s.map(TraceValue.string) ?? .null }

    func encode(_ field: Field) -> TraceValue {
        switch field {
        case .kind: return .string(kind.rawValue)
        case .window: return .bool(isWindow)
        case .class: return Self.string(className)
        case .frame: return Self.rect(frame)
        case .bounds: return Self.rect(bounds)
        case .transformed: return .bool(isTransformed)
        case .clips: return .bool(clips)
        case .scrollView: return .bool(isScrollView)
        case .color: return Self.string(color)
        case .text: return Self.string(text)
        case .alpha: return .number(alpha)
        case .hidden: return .bool(isHidden)
        case .userInteractionEnabled: return .bool(isUserInteractionEnabled)
        case .animations: return .strings(animations)
        case .animationBlocksTouches: return .bool(animationBlocksTouches)
        case .presentationFrom:
            guard let p = presentationFrom else { return .null }
            return .list([.number(p.start.seconds), .number(p.delay), .number(p.duration), Self.rect(p.frame), .number(p.alpha),
                          .bool(p.isHidden)])
        case .hitTestOverride: return Self.string(hitTestOverride)
        case .regions: return .list(regions.map { .list([.string($0.name), Self.rect($0.frame), .bool($0.interactive)]) })
        case .gestures: return .names(gestures)
        case .menu: return Self.string(menu)
        case .value: return .number(value)
        case .segments: return .int(segments)
        case .highlighted: return .bool(isHighlighted)
        case .enabled: return .bool(isEnabled)
        case .selected: return .bool(isSelected)
        case .thumb: return thumb.map(Self.rect) ?? .null
        case .placeholder: return Self.string(placeholder)
        case .firstResponder: return .bool(isFirstResponder)
        case .textLinks: return .list(textLinks.map(Self.rect))
        case .navigationStack: return .strings(navigationStack)
        case .sheetDetents: return .list(sheetDetents.map { .list([.string($0.name), .number($0.y), .bool($0.isSelected)]) })
        case .contentSize: return contentSize.map { .list([.number($0.width), .number($0.height)]) } ?? .null
        case .decelerating: return .bool(isDecelerating)
        case .overscroll: return .point(overscroll)
        case .refreshState: return Self.string(refreshState)
        case .pageSlots: return .strings(pageSlots)
        case .pageSlotShift: return .number(pageSlotShift)
        case .pageSlotsOffset: return .point(pageSlotsOffset)
        }
    }

    /// Sets `field` to `other`'s value.
    mutating func copy(_ field: Field, from other: ViewState) { _ = decode(field, other.encode(field)) }

    /// Sets `field` from its record value (as written, or as a saved trace
    /// reads it back); false, changing nothing, when the value is not of the field's type.
    mutating func decode(_ field: Field, _ v: TraceValue) -> Bool {
        func strings() -> [String]? {
            if case .strings(let s) = v { return s }
            if case .names(let n) = v { return n.map(\.string) }
            if case .list(let l) = v {
                let s = l.compactMap(\.stringValue)
                return s.count == l.count ? s : nil
            }
            return nil
        }
        func list() -> [TraceValue]? { if case .list(let l) = v { return l } else { return nil } }
        func string() -> String?? {
            if case .null = v { return .some(nil) }
            if case .string(let s) = v { return .some(s) }
            return nil
        }
        switch field {
        case .kind: guard let k = v.stringValue.flatMap(ViewKind.init(rawValue:)) else { return false }; kind = k
        case .window: guard let b = v.boolValue else { return false }; isWindow = b
        case .class: guard let x = string() else { return false }; className = x
        case .frame: guard let r = Self.rect(v) else { return false }; frame = r
        case .bounds: guard let r = Self.rect(v) else { return false }; bounds = r
        case .transformed: guard let b = v.boolValue else { return false }; isTransformed = b
        case .clips: guard let b = v.boolValue else { return false }; clips = b
        case .scrollView: guard let b = v.boolValue else { return false }; isScrollView = b
        case .color: guard let x = string() else { return false }; color = x
        case .text: guard let x = string() else { return false }; text = x
        case .alpha: guard let d = v.doubleValue else { return false }; alpha = d
        case .hidden: guard let b = v.boolValue else { return false }; isHidden = b
        case .userInteractionEnabled: guard let b = v.boolValue else { return false }; isUserInteractionEnabled = b
        case .animations: guard let s = strings() else { return false }; animations = s
        case .animationBlocksTouches: guard let b = v.boolValue else { return false }; animationBlocksTouches = b
        case .presentationFrom:
            if case .null = v { presentationFrom = nil; return true }
            guard let l = list(), l.count == 6, let start = l[0].doubleValue, let delay = l[1].doubleValue,
                  let duration = l[2].doubleValue, let frame = Self.rect(l[3]), let alpha = l[4].doubleValue,
                  let hidden = l[5].boolValue else { return false }
            presentationFrom = PresentationStart(start: VirtualTime(microseconds: Int64((start * 1_000_000).rounded())), delay: delay,
                                                 duration: duration, frame: frame, alpha: alpha, isHidden: hidden)
        case .hitTestOverride: guard let x = string() else { return false }; hitTestOverride = x
        case .regions:
            guard let l = list() else { return false }
            let r: [RegionState] = l.compactMap {
                guard case .list(let r) = $0, r.count == 3, let name = r[0].stringValue, let frame = Self.rect(r[1]),
                      let interactive = r[2].boolValue else { return nil }
                return RegionState(name: name, frame: frame, interactive: interactive)
            }
            guard r.count == l.count else { return false }
            regions = r
        case .gestures:
            if case .names(let n) = v { gestures = n; return true }
            guard let s = strings() else { return false }
            gestures = s.map { TraceName($0) }
        case .menu: guard let x = string() else { return false }; menu = x
        case .value: guard let d = v.doubleValue else { return false }; value = d
        case .segments: guard case .int(let i) = v else { return false }; segments = i
        case .highlighted: guard let b = v.boolValue else { return false }; isHighlighted = b
        case .enabled: guard let b = v.boolValue else { return false }; isEnabled = b
        case .selected: guard let b = v.boolValue else { return false }; isSelected = b
        case .thumb:
            if case .null = v { thumb = nil; return true }
            guard let r = Self.rect(v) else { return false }
            thumb = r
        case .placeholder: guard let x = string() else { return false }; placeholder = x
        case .firstResponder: guard let b = v.boolValue else { return false }; isFirstResponder = b
        case .textLinks:
            guard let l = list() else { return false }
            let r = l.compactMap(Self.rect)
            guard r.count == l.count else { return false }
            textLinks = r
        case .navigationStack: guard let s = strings() else { return false }; navigationStack = s
        case .sheetDetents:
            guard let l = list() else { return false }
            let d: [SheetDetentState] = l.compactMap {
                guard case .list(let d) = $0, d.count == 3, let name = d[0].stringValue, let y = d[1].doubleValue,
                      let selected = d[2].boolValue else { return nil }
                return SheetDetentState(name: name, y: y, isSelected: selected)
            }
            guard d.count == l.count else { return false }
            sheetDetents = d
        case .contentSize:
            if case .null = v { contentSize = nil; return true }
            guard let l = list(), l.count == 2, let w = l[0].doubleValue, let h = l[1].doubleValue else { return false }
            contentSize = Size(width: w, height: h)
        case .decelerating: guard let b = v.boolValue else { return false }; isDecelerating = b
        case .overscroll: guard let p = v.pointValue else { return false }; overscroll = p
        case .refreshState: guard let x = string() else { return false }; refreshState = x
        case .pageSlots: guard let s = strings() else { return false }; pageSlots = s
        case .pageSlotShift: guard let d = v.doubleValue else { return false }; pageSlotShift = d
        case .pageSlotsOffset: guard let p = v.pointValue else { return false }; pageSlotsOffset = p
        }
        return true
    }
}

extension ViewState.Field {
    /// What its value is, for a saved trace that gives something else.
    public var expected: String {
        switch self {
        case .kind: return "a view kind"
        case .window, .transformed, .clips, .scrollView, .hidden, .userInteractionEnabled, .animationBlocksTouches, .highlighted,
             .enabled, .selected, .firstResponder, .decelerating:
            return "true or false"
        case .class, .color, .text, .hitTestOverride, .menu, .placeholder, .refreshState: return "a string or null"
        case .frame, .bounds: return "a rectangle [x, y, width, height]"
        case .thumb: return "a rectangle [x, y, width, height] or null"
        case .alpha, .value, .pageSlotShift: return "a number"
        case .segments: return "an integer"
        case .animations, .gestures, .navigationStack, .pageSlots: return "a list of names"
        case .presentationFrom: return "[start, delay, duration, [x, y, width, height], alpha, hidden] or null"
        case .regions: return "a list of [name, [x, y, width, height], interactive]"
        case .textLinks: return "a list of rectangles"
        case .sheetDetents: return "a list of [name, y, selected]"
        case .contentSize: return "[width, height] or null"
        case .overscroll, .pageSlotsOffset: return "a point [x, y]"
        }
    }
}

extension HitTestOverride {
    /// The override as the scene writes it, for pictures: `redirect → compose ±20`, `passThrough: root, exceptRegions`.
    public var summary: String {
        var parts: [String] = []
        if let r = redirect { parts.append("redirect → \(r.to.name) ±\(Self.whole(r.margin))") }
        if let f = fallback { parts.append("fallback → \(f.name)") }
        if let p = passThrough { parts.append("passThrough: \(p.rawValue)") }
        if exceptRegions { parts.append("exceptRegions") }
        return "hitTest " + parts.joined(separator: ", ")
    }

    private static func whole(_ x: Double) -> String {
        let r = x.rounded()
        return r.magnitude < 1e15 ? String(Int(r)) : String(r)
    }
}
