/// A rectangle of the screen that draws and receives touches (models `UIView`).
///
/// Its `frame` is in its superview's coordinate space; its own coordinate
/// space is its `bounds`, whose origin a scroll view moves (its content
/// offset). Subviews are kept in order of addition: the last one is on top and
/// is asked first by hit-testing (rule H2).
public class View: Responder {
    public let kind: ViewKind

    // What every hit-test step reads (rules H2, H3, H6), declared together so
    // that it lies in one or two cache lines of the object: a hit-test is a
    // walk over views scattered in memory, and its time is their cache misses.
    @exclusivity(unchecked) public var frame: Rect { didSet { screenStateChanged() } }
    /// The origin of `bounds`: what shifts the subviews (a scroll view's content offset).
    @exclusivity(unchecked) public var boundsOrigin: Point = .zero { didSet { screenStateChanged() } }
    @exclusivity(unchecked) public var alpha: Double = 1 { didSet { screenStateChanged() } }
    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    /// The hierarchy again as unretained links, for the walks on the
    /// per-touch path: the hit-test down from the window (rule H2, front-most
    /// subview first, then each one's previous sibling) and the collection
    /// of a touch's recognizers up from its view (T2). Reading `subviews` (an
    /// array in a class) costs a retain and a release of its storage, and
    /// loading the checked `unowned` `superview` another pair, at every level:
    /// atomic operations that were a fifth of a tap's time (issue 15). The
    /// sibling links also spare the walk a load from a separate buffer, a
    /// cache miss per view. They are sound because they change only with
    /// `subviews` and `superview` (in `addSubview`, `removeFromSuperview` and
    /// the superview's `deinit`), so each points to a live view or is nil,
    /// kept alive by its superview's `subviews`; and the walks change no
    /// hierarchy while they follow them (H4).
    @exclusivity(unchecked) private(set) var lentLastSubview: Unmanaged<View>?
    @exclusivity(unchecked) private(set) var lentPreviousSibling: Unmanaged<View>?
    @exclusivity(unchecked) public var isHidden = false { didSet { screenStateChanged() } }
    @exclusivity(unchecked) public var isUserInteractionEnabled: Bool { didSet { screenStateChanged() } }
    /// Whether `transform` is set: the hit-test step reads this flag, not the transform (rule H6).
    @exclusivity(unchecked) public private(set) var isTransformed = false { didSet { screenStateChanged() } }
    /// Whether the scene overrides `pointInside` (insets or descendants, rule H3).
    @exclusivity(unchecked) public private(set) var overridesPointInside = false
    /// Whether a running animation without user interaction changes this view
    /// (rules A2, A6, A7): H2 step 1 reads this flag, never the animations.
    @exclusivity(unchecked) public internal(set) var isAnimatingWithoutInteraction = false
    /// Whether the scene overrides `hitTest(_:with:)` (rule H7): the walk
    /// reads this flag, and only a view that has it reads `hitTestOverride`.
    @exclusivity(unchecked) public private(set) var overridesHitTest = false

    /// Whether something the screen shows of this view (its `ViewState`) may
    /// have changed since the device's view-state recorder last compared it
    /// (issue 32.11): set by every property `ViewState(of:)` reads of a
    /// plain view, cleared by the recorder. A view whose picture depends on
    /// more than those (`screenStateIsObserved` false) is compared every turn.
    @exclusivity(unchecked) var screenStateMayHaveChanged = true

    /// Marks that something the screen shows of this view changed; the
    /// first mark since the recorder's last look tells the application's
    /// change log, when a recorder keeps one (`ScreenChangeLog`), so a turn
    /// looks at the views that changed, not at every view. Without a
    /// recorder the mark stays set and a change costs a load and a branch.
    @inline(__always) func screenStateChanged() {
        guard !screenStateMayHaveChanged else { return }
        screenStateMayHaveChanged = true
        window?.application?.screenChanges?.changed(self)
    }

    /// Whether everything `ViewState(of:)` reads of this view is one of the
    /// properties that set `screenStateMayHaveChanged`: a plain `View`
    /// (a subclass may draw more: a control's value, a cell's highlight, a
    /// scroll view's deceleration, so subclasses are compared every turn
    /// unless they say otherwise; a window draws nothing more), with no
    /// interactions (a menu's phase), no
    /// view controller (a navigation stack, a page's neighbours) and no
    /// running animation (where it began to be drawn).
    var screenStateIsObserved: Bool {
        (type(of: self) == View.self || self is Window) && interactions.isEmpty && !isControllerRootView && runningAnimations.isEmpty
    }

    /// The view's `transform` about its centre (rule H6); nil: the identity.
    /// `frame` is then the transformed bounding box, as UIKit prints it.
    public var transform: AffineTransform? {
        @inline(__always) get { storedTransform }
        set {
            storedTransform = newValue?.isIdentity == true ? nil : newValue
            isTransformed = storedTransform != nil
            screenStateChanged()
        }
    }
    /// `transform`'s storage: read by every hit-test step, so without a dynamic
    /// exclusivity check (a `didSet` property would need one per read, design 7).
    @exclusivity(unchecked) private var storedTransform: AffineTransform?
    /// `pointInside` override (rule H3): grow the hit area by these insets.
    public var pointInsideInsets: EdgeInsets? {
        @inline(__always) get { storedPointInsideInsets }
        set { storedPointInsideInsets = newValue; pointInsideOverrideChanged() }
    }
    /// `pointInside` override (rule H3): also accept points inside these descendants.
    public var pointInsideIncludes: [View] {
        @inline(__always) get { storedPointInsideIncludes }
        set { storedPointInsideIncludes = newValue; pointInsideOverrideChanged() }
    }
    /// `pointInside` override that is true only inside these rectangles (its
    /// own coordinates): a text view's link-only hit-testing (rule E9 fix 3).
    public var pointInsideOnly: [Rect]? {
        @inline(__always) get { storedPointInsideOnly }
        set { storedPointInsideOnly = newValue; pointInsideOverrideChanged() }
    }
    @exclusivity(unchecked) private var storedPointInsideInsets: EdgeInsets?
    @exclusivity(unchecked) private var storedPointInsideIncludes: [View] = []
    @exclusivity(unchecked) private var storedPointInsideOnly: [Rect]?
    private func pointInsideOverrideChanged() {
        overridesPointInside = storedPointInsideInsets != nil || !storedPointInsideIncludes.isEmpty || storedPointInsideOnly != nil
    }

    /// The scene's override of `hitTest(_:with:)` (rules H7–H12); nil: UIKit's own.
    public var hitTestOverride: HitTestOverride? {
        @inline(__always) get { storedHitTestOverride }
        set { storedHitTestOverride = newValue; overridesHitTest = newValue != nil; screenStateChanged() }
    }
    @exclusivity(unchecked) private var storedHitTestOverride: HitTestOverride?
    /// The animations running on this view, oldest first (rules A1, A7).
    @exclusivity(unchecked) public internal(set) var runningAnimations: [RunningAnimation] = [] {
        didSet {
            isAnimatingWithoutInteraction = runningAnimations.contains { $0.blocksInteraction }
            screenStateChanged()
        }
    }

    /// Changes drawing only, never hit-testing (rule H3).
    /// A view that "ignores direct touches": its hit-test returns nothing
    /// when the result would be itself, its subviews still being tested
    /// (UIKit's `UITransitionView` and a sheet's card, rule M2).
    @exclusivity(unchecked) public var ignoresDirectTouches = false
    @exclusivity(unchecked) public var clipsToBounds = false { didSet { screenStateChanged() } }
    @exclusivity(unchecked) public var isMultipleTouchEnabled = false
    @exclusivity(unchecked) public var isExclusiveTouch = false
    /// The app's class as a debugger printed it (set by `touchscope import`), shown beside the name.
    public var className: String? { didSet { screenStateChanged() } }
    /// The object's address in the app, as printed (set by `touchscope import`).
    public var address: String?
    /// Fill colour as written in the scene ("#RRGGBB" or a name), for drawing.
    @exclusivity(unchecked) public var color: String? { didSet { screenStateChanged() } }
    /// A label drawn in the view.
    @exclusivity(unchecked) public var text: String? { didSet { screenStateChanged() } }
    /// The recognizers this view's `gestureRecognizerShouldBegin` answers no for (rule G4).
    @exclusivity(unchecked) public var gestureShouldBeginDenied: [RecognizerReference] = []
    /// The scene's override of `gestureRecognizerShouldBegin(_:)` (rules G4, Q1),
    /// asked about the recognizer that wants to begin; nil: the class's own answer.
    public var gestureShouldBeginAnswer: Answer?

    /// A subview may outlive its superview when a user of the library keeps
    /// only the subview: the superview's `deinit` clears this back-reference,
    /// so it is a checked `unowned` (design 7: never `unowned(unsafe)`), not
    /// `weak`. A weak reference gives every view that has a subview a side
    /// table, and each retain and release of it the runtime's slow path: most
    /// of hit-testing's and a tenth of replay's time (issue 15).
    @exclusivity(unchecked) public private(set) unowned(safe) var superview: View?
    /// `superview` again, unretained: see `lentLastSubview`.
    @exclusivity(unchecked) private(set) var lentSuperview: Unmanaged<View>?
    /// The view controller whose root view this is, if any (rule R1); the
    /// controller's `deinit` clears it, as the superview's does above.
    @exclusivity(unchecked) public internal(set) unowned(safe) var viewController: ViewController? {
        didSet { isControllerRootView = viewController != nil; screenStateChanged() }
    }
    /// Whether `viewController` is set: lets `nextResponder`, on every hop of
    /// every delivery, skip loading the reference for the views that have none.
    @exclusivity(unchecked) private var isControllerRootView = false
    /// Attached recognizers, in order of addition (rule T2).
    @exclusivity(unchecked) public private(set) var gestureRecognizers: [GestureRecognizer] = [] { didSet { screenStateChanged() } }

    public init(name: String, kind: ViewKind = .view, frame: Rect, touchBehaviour: TouchBehaviour? = nil) {
        self.kind = kind
        self.frame = frame
        self.isUserInteractionEnabled = kind.defaultUserInteractionEnabled
        super.init(name: name, touchBehaviour: touchBehaviour ?? (kind.isControl ? .control : .inherit))
    }

    deinit {
        // The back-references to this view end with it: nobody can read a
        // freed superview or a freed recognizer's view (see `superview`).
        for subview in subviews {
            subview.superview = nil
            subview.lentSuperview = nil
            subview.lentPreviousSibling = nil
        }
        for recognizer in gestureRecognizers { recognizer.view = nil }
    }

    /// The view's own coordinate space: `boundsOrigin` and the frame's size
    /// (with a transform, the untransformed size whose bounding box is the frame, rule H6).
    public var bounds: Rect {
        guard isTransformed, let transform = storedTransform else { return Rect(origin: boundsOrigin, size: frame.size) }
        return Rect(origin: boundsOrigin, size: transform.untransformedSize(ofBoundingBox: frame.size))
    }

    /// Breaks the strong links this view holds to other objects of its scene
    /// (`Application.dismantle()`): its subviews, recognizers (and theirs to
    /// their delegates, targets and requirements), interactions, running
    /// animations and overrides naming other views.
    func dismantleLinks() {
        for g in gestureRecognizers { g.dismantleLinks() }
        gestureRecognizers = []
        interactions = []
        runningAnimations = []
        storedPointInsideIncludes = []
        storedHitTestOverride = nil
        gestureShouldBeginDenied = []
        gestureShouldBeginAnswer = nil
        for sub in subviews {
            sub.superview = nil
            sub.lentSuperview = nil
            sub.lentPreviousSibling = nil
        }
        subviews = []
        lentLastSubview = nil
    }

    /// Adds `view` on top of the existing subviews.
    public func addSubview(_ view: View) {
        precondition(view.superview == nil, "\(view.name) already has a superview (\(view.superview!.name)): remove it first")
        precondition(view !== self && !isDescendant(of: view), "adding \(view.name) to \(name) would make a cycle")
        view.superview = self
        view.lentSuperview = Unmanaged.passUnretained(self)
        view.lentPreviousSibling = lentLastSubview
        subviews.append(view)
        lentLastSubview = Unmanaged.passUnretained(view)
        window?.application?.screenChanges?.treeChanged()
    }

    /// Takes this view out of its superview (a popped controller's view, rule N3).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.window?.application?.screenChanges?.treeChanged()
        // A view is among its superview's subviews once; the one above it
        // (or the superview, when it is the front-most) links past it.
        let index = parent.subviews.firstIndex { $0 === self }!
        if index + 1 < parent.subviews.count {
            parent.subviews[index + 1].lentPreviousSibling = lentPreviousSibling
        } else {
            parent.lentLastSubview = lentPreviousSibling
        }
        parent.subviews.remove(at: index)
        superview = nil
        lentSuperview = nil
        lentPreviousSibling = nil
    }

    /// Attaches `recognizer` after the existing ones.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        precondition(recognizer.view == nil, "\(recognizer.name) is already attached to \(recognizer.view!.name)")
        recognizer.view = self
        gestureRecognizers.append(recognizer)
    }

    /// The interactions added to it, in order (`interactions`, rule X1).
    public private(set) var interactions: [Responder] = [] { didSet { screenStateChanged() } }

    /// `addInteraction(_:)`: the interaction has added its recognizers (X1).
    public func addInteraction(_ interaction: Responder) { interactions.append(interaction) }

    /// Attaches `recognizer` before the existing ones (UIKit inserts a scroll
    /// view's pinch at the front of its recognizers, rule Z1).
    public func insertGestureRecognizerAtFront(_ recognizer: GestureRecognizer) {
        precondition(recognizer.view == nil, "\(recognizer.name) is already attached to \(recognizer.view!.name)")
        recognizer.view = self
        gestureRecognizers.insert(recognizer, at: 0)
    }

    /// Detaches `recognizer` (a dismissed sheet's exterior pan, rule M9).
    /// One still taking part in a touch stays until that touch is over.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self, !recognizer.isParticipant else { return }
        gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
    }

    /// Whether `self` is `ancestor` or lies below it.
    public func isDescendant(of ancestor: View) -> Bool {
        var v: View? = self
        while let current = v {
            if current === ancestor { return true }
            v = current.superview
        }
        return false
    }

    /// The window this view is in, if any.
    public var window: Window? {
        var v: View? = self
        while let current = v {
            if let w = current as? Window { return w }
            v = current.superview
        }
        return nil
    }

    /// Rule R1: a view controller's root view → that controller; any other view → its superview.
    override public var nextResponder: Responder? {
        if isControllerRootView, let controller = viewController { return controller }
        return superview
    }

    /// `nextResponder` as this class answers it, lent (`lentSuperview`), when
    /// it is a plain view (`Responder.isPlainView`); nil when it is anything
    /// else or there is none. Read by the delivery's walk up the chain
    /// (`Responder.receiveTouches`) on a plain view only, whose
    /// `nextResponder` is this class's.
    @inline(__always)
    var lentNextPlainView: Unmanaged<View>? {
        guard !isControllerRootView, let superview = lentSuperview,
              superview._withUnsafeGuaranteedRef({ $0.isPlainView }) else { return nil }
        return superview
    }

    /// `gestureRecognizerShouldBegin(_:)` as the hit-test view of `touch`
    /// (rule G4): no for the recognizers the scene denies, yes otherwise.
    /// Controls add their default refusals (rule C3).
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer, touch: Touch) -> Bool {
        !gestureShouldBeginDenied.refer(to: recognizer)
    }

    /// What the view answers when asked (rule G4), with the condition that
    /// decided it (rule Q1): the scene's override first; an override that
    /// says yes defers to the class's own answer, as `super` would.
    public func decideGestureRecognizerShouldBegin(_ recognizer: GestureRecognizer, touch: Touch) -> Decision {
        let own = gestureRecognizerShouldBegin(recognizer, touch: touch)
        guard let answer = gestureShouldBeginAnswer else { return Decision(result: own) }
        let decision = answer.decide(AnswerQuestion(touch: touch, recognizer: recognizer, other: recognizer))
        guard decision.result else { return decision }
        return Decision(result: own, because: own ? decision.because : nil)
    }

    /// Converts `point` from the superview's coordinate space into this view's.
    /// A transformed view (rule H6) undoes its transform about its centre:
    /// the frame's centre (which already holds tx, ty) maps to the bounds' centre.
    @inline(__always)
    public func convertFromSuperview(_ point: Point) -> Point {
        if isTransformed, let transform = storedTransform { return convertFromSuperview(point, through: transform) }
        return Point(x: point.x - frame.origin.x + boundsOrigin.x, y: point.y - frame.origin.y + boundsOrigin.y)
    }

    /// Converts `point` from this view's coordinate space into the superview's.
    public func convertToSuperview(_ point: Point) -> Point {
        if let transform {
            let b = bounds
            let q = transform.applyLinear(Point(x: point.x - b.midX, y: point.y - b.midY))
            return Point(x: frame.midX + q.x, y: frame.midY + q.y)
        }
        return Point(x: point.x + frame.origin.x - boundsOrigin.x, y: point.y + frame.origin.y - boundsOrigin.y)
    }

    private func convertFromSuperview(_ point: Point, through transform: AffineTransform) -> Point {
        let b = bounds
        let q = transform.applyInverseLinear(Point(x: point.x - frame.midX, y: point.y - frame.midY))
        return Point(x: b.midX + q.x, y: b.midY + q.y)
    }

    /// Converts a point of `ancestor`'s coordinate space (or the screen's,
    /// when `ancestor` is nil) into this view's.
    public func convert(_ point: Point, fromAncestor ancestor: View?) -> Point {
        var path: [View] = []
        var v: View? = self
        while let current = v, current !== ancestor {
            path.append(current)
            v = current.superview
        }
        var p = point
        for view in path.reversed() { p = view.convertFromSuperview(p) }
        return p
    }

    /// Converts a point of this view's coordinate space to the screen's.
    public func convertToScreen(_ point: Point) -> Point {
        var p = point
        var v: View? = self
        while let current = v {
            p = current.convertToSuperview(p)
            v = current.superview
        }
        return p
    }

    /// Number of superviews above this view.
    public var depth: Int {
        var d = 0
        var v = superview
        while let current = v {
            d += 1
            v = current.superview
        }
        return d
    }

    /// This view and every view below it, depth first, in order of addition.
    public var subtree: [View] {
        var result: [View] = []
        var stack: [View] = [self]
        while let v = stack.popLast() {
            result.append(v)
            stack.append(contentsOf: v.subviews.reversed())
        }
        return result
    }
}
