/// A page view controller (models `UIPageViewController`, rules W1–W9): a
/// container whose view `PAGES.view` shows one page (a child controller's
/// root view) at a time.
///
/// With the scroll transition style the page lies in the hidden queuing
/// scroll view `PAGES.scrollView` (`QueuingScrollView`), which turns pages
/// by paging (W2, W4); with page curl it fills `PAGES.view`, and two
/// recognizers on that view, `PAGES.curlPan` and `PAGES.curlTap`, turn it (W7).
/// The delegate hears `willTransitionTo` and `didFinishAnimating` (W9).
public final class PageViewController: ViewController {
    public enum TransitionStyle: String, Sendable, CaseIterable { case scroll, pageCurl }
    public enum Orientation: String, Sendable, CaseIterable { case horizontal, vertical }
    public enum SpineLocation: String, Sendable, CaseIterable { case min, mid, max }

    /// What the data source returns, in order.
    public let pages: [ViewController]
    /// The index of the page shown.
    public private(set) var currentIndex: Int
    public let transitionStyle: TransitionStyle
    public let orientation: Orientation
    public let spineLocation: SpineLocation
    /// Whether a data source is set (W3: none, no gesture navigation).
    public let hasDataSource: Bool
    /// The delegate told of transitions; nil: none (W4).
    public var pageDelegate: Responder?
    /// The queuing scroll view (scroll style only).
    public let scrollView: QueuingScrollView?
    /// The page-curl recognizers (page curl only, W7).
    public let curlPan: PanGestureRecognizer?
    public let curlTap: TapGestureRecognizer?

    public init(name: String, view: View, pages: [ViewController], current: Int, transitionStyle: TransitionStyle,
                orientation: Orientation = .horizontal, spineLocation: SpineLocation = .min, hasDataSource: Bool = true,
                touchBehaviour: TouchBehaviour = .inherit, implementedActions: Set<String> = []) {
        precondition(!pages.isEmpty, "a page view controller needs at least one page")
        precondition(pages.indices.contains(current), "the current page \(current) is not one of the \(pages.count) pages")
        self.pages = pages
        self.currentIndex = current
        self.transitionStyle = transitionStyle
        self.orientation = orientation
        self.spineLocation = spineLocation
        self.hasDataSource = hasDataSource
        if transitionStyle == .scroll {
            scrollView = QueuingScrollView(name: name + ".scrollView", frame: Rect(origin: .zero, size: view.frame.size),
                                           orientation: orientation)
            curlPan = nil
            curlTap = nil
        } else {
            scrollView = nil
            curlPan = PanGestureRecognizer(name: name + ".curlPan")
            curlTap = TapGestureRecognizer(name: name + ".curlTap")
        }
        super.init(name: name, view: view, touchBehaviour: touchBehaviour, implementedActions: implementedActions)
        if let scroll = scrollView {
            scroll.pages = self
            // W3: without a data source the scroll view does not scroll.
            scroll.isScrollEnabled = hasDataSource
            view.addSubview(scroll)
            scroll.showCurrentPage()
        } else {
            installCurlRecognizers()
            showCurlPage()
        }
    }

    /// The controller shown.
    public var currentPage: ViewController { pages[currentIndex] }

    /// The page the data source returns before or after the current one (W2).
    public func neighbour(after: Bool) -> ViewController? {
        guard hasDataSource else { return nil }
        let i = currentIndex + (after ? 1 : -1)
        return pages.indices.contains(i) ? pages[i] : nil
    }

    /// `page.willTransition` (W4, W7).
    func tellWillTransition(to page: ViewController, trace: Trace) {
        trace.record(.pageWillTransition, traceName, "to", name: page.traceName).with("delegate", name: pageDelegate?.traceName)
    }

    /// `page.didFinish` (W4, W7); a completed transition makes `page` the current one.
    func finishTransition(to page: ViewController?, completed: Bool, trace: Trace) {
        let previous = currentPage
        if completed, let page, let i = pages.firstIndex(where: { $0 === page }) { currentIndex = i }
        trace.record(.pageDidFinish, traceName, "completed", .bool(completed)).with("previous", name: previous.traceName)
            .with("current", name: currentPage.traceName).with("delegate", name: pageDelegate?.traceName)
    }

    // MARK: Page curl (W7)

    /// The shown page's view fills `PAGES.view` (W1, W7).
    private func showCurlPage() {
        for page in pages where page.view.superview === view { page.view.removeFromSuperview() }
        currentPage.view.frame = Rect(origin: .zero, size: view.frame.size)
        view.addSubview(currentPage.view)
    }

    /// The turn a curl recognizer started (W7): the page it turns to, forward or back.
    private var curlTurn: (page: ViewController, next: Bool)?

    private func installCurlRecognizers() {
        guard let pan = curlPan, let tap = curlTap else { return }
        for r in [pan, tap] as [GestureRecognizer] {
            var delegate = GestureDelegate(object: self)
            delegate.shouldBeginDecider = { [unowned self] r in self.curlShouldBegin(r) }
            r.delegate = delegate
            r.target = self
            view.addGestureRecognizer(r)
        }
        pan.action = "_handlePanGesture:"
        tap.action = "_handleTapGesture:"
        pan.velocityCountsLift = true
        pan.actionHandler = { [unowned self, unowned pan] state in self.curlPanDid(state, pan) }
        tap.actionHandler = { [unowned self, unowned tap] state in
            guard state == .ended, let turn = self.curlTurn else { return }
            let trace = tap.environment.trace
            self.tellWillTransition(to: turn.page, trace: trace)
            self.completeCurl(completed: true, trace: trace)
        }
    }

    /// W7: `PAGES`'s answers to its curl recognizers' `shouldBegin`, with their reason.
    private func curlShouldBegin(_ r: GestureRecognizer) -> Decision {
        curlTurn = nil
        guard hasDataSource else { return Decision(result: false, reason: "noDataSource") }
        let p = r.parameters
        var next: Bool
        if r === curlTap {
            let width = view.bounds.width
            let breadth = min(spineLocation == .mid ? p.pageCurlMidSpineTapBreadth : p.pageCurlTapBreadth, width / 2)
            let x = r.location(in: view).x
            if x < breadth { next = false } else if x >= width - breadth { next = true } else {
                return Decision(result: false, reason: "outsideStrips")
            }
        } else if let pan = r as? PanGestureRecognizer {
            if abs(pan.velocity.x) >= p.pageCurlVelocityThreshold {
                next = pan.velocity.x < 0
            } else if abs(pan.translation.x) > abs(pan.translation.y) {
                next = pan.translation.x < 0
            } else {
                return Decision(result: false, reason: "notHorizontal")
            }
        } else {
            return Decision(result: true)
        }
        guard let page = neighbour(after: next) else { return Decision(result: false, reason: "noPage") }
        curlTurn = (page, next)
        return Decision(result: true, reason: next ? "next" : "previous")
    }

    /// W7: a pan's turn starts when it begins and completes on a fast enough
    /// release toward the turn, or a slow one on the half it turns toward.
    private func curlPanDid(_ state: GestureState, _ pan: PanGestureRecognizer) {
        let trace = pan.environment.trace
        switch state {
        case .began:
            if let turn = curlTurn { tellWillTransition(to: turn.page, trace: trace) }
        case .ended, .cancelled:
            guard let turn = curlTurn else { return }
            let p = pan.parameters
            let v = pan.velocity.x, toward = turn.next ? -v : v
            var completed: Bool
            if state == .cancelled {
                completed = false
            } else if abs(v) >= p.pageCurlVelocityThreshold {
                completed = toward >= p.pageCurlVelocityThreshold
            } else {
                let x = pan.location(in: view).x, half = view.bounds.width / 2
                completed = turn.next ? x < half : x >= half
            }
            completeCurl(completed: completed, trace: trace)
        default:
            break
        }
    }

    private func completeCurl(completed: Bool, trace: Trace) {
        guard let turn = curlTurn else { return }
        curlTurn = nil
        finishTransition(to: turn.page, completed: completed, trace: trace)
        if completed { showCurlPage() }
    }
}

/// UIKit's private `_UIQueuingScrollView` (rules W2, W4): a paging scroll
/// view of three page-sized slots — before, current, after — resting on the
/// middle one, whose range covers a side slot only when the data source has
/// a page there. Neighbour pages enter their slots when its pan begins and
/// leave when it stops; a completed turn re-centres it on the new page.
public final class QueuingScrollView: ScrollView {
    /// The page view controller it belongs to (a checked unowned: the page view controller owns it).
    unowned(safe) var pages: PageViewController!
    /// The page view controller it belongs to, for readers (the window draws its slots).
    public var pageViewController: PageViewController? { pages }
    public let orientation: PageViewController.Orientation
    /// The neighbour the offset first moved toward during this touch (W4), until the scroll view stops.
    public private(set) var transitionTarget: ViewController?

    init(name: String, frame: Rect, orientation: PageViewController.Orientation) {
        self.orientation = orientation
        let horizontal = orientation == .horizontal
        let size = horizontal ? Size(width: frame.width * 3, height: frame.height) : Size(width: frame.width, height: frame.height * 3)
        super.init(name: name, frame: frame, contentSize: size)
        // W2: UIKit's set-up of the queuing scroll view.
        isPagingEnabled = true
        if horizontal { alwaysBounceHorizontal = true } else { alwaysBounceVertical = true }
        delaysContentTouches = true
        canCancelContentTouches = true
    }

    private var horizontal: Bool { orientation == .horizontal }
    private var pageLength: Double { horizontal ? frame.width : frame.height }
    /// The offset of a slot: 0 before, 1 current, 2 after.
    private func slotOffset(_ slot: Int) -> Point {
        horizontal ? Point(Double(slot) * frame.width, 0) : Point(0, Double(slot) * frame.height)
    }
    private var middle: Point { slotOffset(1) }

    /// W2: the current page in the middle slot, the offset on it, the range
    /// covering only the sides with a neighbour, no neighbour in the hierarchy.
    func showCurrentPage() {
        for page in pages.pages where page.view.superview === self { page.view.removeFromSuperview() }
        place(pages.currentPage, slot: 1)
        contentOffset = middle
        updateRange()
    }

    private func place(_ page: ViewController, slot: Int) {
        let o = slotOffset(slot)
        page.view.frame = Rect(x: o.x, y: o.y, width: frame.width, height: frame.height)
        if page.view.superview !== self { addSubview(page.view) }
    }

    /// W2: minus one page on a side without a neighbour.
    private func updateRange() {
        let before = pages.neighbour(after: false) != nil, after = pages.neighbour(after: true) != nil
        let page = pageLength
        rangeInsetAtStart = horizontal ? Point(before ? 0 : page, 0) : Point(0, before ? 0 : page)
        rangeInsetAtEnd = horizontal ? Point(after ? 0 : page, 0) : Point(0, after ? 0 : page)
    }

    /// W2: the neighbours enter their slots when the pan begins.
    override func panStateDidChange(_ state: GestureState) {
        guard state == .began else { return }
        if let before = pages.neighbour(after: false) { place(before, slot: 0) }
        if let after = pages.neighbour(after: true) { place(after, slot: 2) }
    }

    /// W4, Z8: a zoomed page's forwarded drag counts as this scroll view's
    /// own: the neighbours enter their slots when it first arrives.
    override func forwardedDragBegan() {
        panStateDidChange(.began)
    }

    /// W4: the offset first leaves the middle slot toward a slot with a page.
    override func offsetDidChange() {
        guard transitionTarget == nil else { return }
        let along = horizontal ? contentOffset.x - middle.x : contentOffset.y - middle.y
        guard along != 0, let page = pages.neighbour(after: along > 0) else { return }
        transitionTarget = page
        pages.tellWillTransition(to: page, trace: panGestureRecognizer.environment.trace)
    }

    /// W4: a paged stop after a transition began finishes it; on a neighbour's
    /// slot the turn completes and the scroll view re-centres (W9's order).
    override func didStop(cause: Cause) {
        guard cause != .touch else { return }
        finish(trace: panGestureRecognizer.environment.trace)
    }

    override func didReleaseWithoutMotion() {
        finish(trace: panGestureRecognizer.environment.trace)
    }

    private func finish(trace: Trace) {
        let offset = contentOffset
        if let target = transitionTarget {
            transitionTarget = nil
            // The slot it came to rest on: a neighbour's completes the turn to that page.
            let landed = offset == slotOffset(0) ? pages.neighbour(after: false) : offset == slotOffset(2) ? pages.neighbour(after: true) : nil
            pages.finishTransition(to: landed ?? target, completed: landed != nil, trace: trace)
        }
        let wasOff = offset != middle
        showCurrentPage()
        if wasOff { trace.record(.scrollOffset, traceName).with("offset", .point(contentOffset)) }
    }
}
