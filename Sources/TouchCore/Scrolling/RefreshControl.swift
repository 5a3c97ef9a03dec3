/// A refresh control (models `UIRefreshControl`, rules V14–V18): a control
/// laid out across its scroll view just above the content, frame
/// [0, −h, width, h] in the content's coordinates, behind the content. It
/// watches every offset its scroll view writes and moves through UIKit's
/// seven states; a pull past its trigger distance while the finger is down
/// starts a refresh: the refresh inset is added (the range starts at −h)
/// and `valueChanged` is sent, inside the pan's action (V15 rule 3).
/// `endRefreshing` removes the inset and scrolls back (V15 rule 5). As a
/// control it tracks a touch that lands on it and passes nothing on (V16).
public final class RefreshControl: Control {
    /// UIKit's private states 0–6 (V15).
    public enum State: String, Sendable, CaseIterable {
        case idle, revealing, armed, refreshing, ending, endedWhileTracking, returning
    }

    /// How the app attached it (V14).
    public enum Attachment: String, Sendable, CaseIterable {
        /// `scrollView.refreshControl = …`: makes the vertical axis scrollable while `bounces`.
        case property
        /// `addSubview` (before iOS 10): changes nothing in V5.
        case subview
    }

    public let attachment: Attachment
    /// Its height h (V14): `refreshControlHeight`, or the title's height + `refreshTitledHeightExtra`.
    public let height: Double
    /// t of V14: the title's height, 0 without one.
    public let titleHeight: Double
    /// V18: the app calls `endRefreshing()` this long after `valueChanged`; nil: never.
    public var endsAfter: Double?
    /// V14: an app-set snapping height (`_snappingHeight`); nil: computed.
    public var triggerDistanceOverride: Double?
    public private(set) var state: State = .idle
    private var endsAfterTimer: TimerID?

    public init(name: String, attachment: Attachment, width: Double, height: Double, titleHeight: Double) {
        self.attachment = attachment
        self.height = height
        self.titleHeight = titleHeight
        super.init(name: name, kind: .refreshControl, frame: Rect(x: 0, y: -height, width: width, height: height))
    }

    /// V14: `scroll` holds it from now on, as its first subview (behind the content).
    public func attach(to scroll: ScrollView) {
        precondition(scroll.refreshControl == nil, "\(scroll.name) already holds a refresh control (V14: at most one)")
        scroll.addSubview(self)
        scroll.refreshControl = self
    }

    /// The scroll view that holds it.
    public var scrollView: ScrollView? { superview as? ScrollView }

    /// v of V14: how far the content is pulled below its natural top.
    public var visibleHeight: Double { max(0, -(scrollView?.contentOffset.y ?? 0)) }

    /// S of V14, UIKit's snapping height: min(round(H / 2), (t + base) × scale × k).
    public func triggerDistance(_ p: DeviceParameters) -> Double {
        if let triggerDistanceOverride { return triggerDistanceOverride }
        let H = scrollView?.frame.height ?? 0
        let k = H >= p.refreshTriggerSmallHeight ? H / p.refreshTriggerReferenceHeight : p.refreshTriggerSmallFactor
        return min((H / 2).rounded(), (titleHeight + p.refreshTriggerBase) * p.refreshTriggerScale * k)
    }

    /// V15 rule 7 for `refreshing: true` in the scene: refreshing before the scenario, with the inset, unrecorded.
    public func startRefreshingBeforeTheScenario() {
        guard let scroll = scrollView else { return }
        state = .refreshing
        scroll.refreshInset = height
    }

    // MARK: The state machine (V15)

    /// After each `scroll.offset` of its scroll view (the last record written): rules 1, 2, 3, 5 and 6.
    func scrollViewDidScroll(cause: RefreshCause, device: Device) {
        guard let scroll = scrollView, isEnabled else { return }
        let p = device.parameters
        let causedBy = device.trace.lastSeq
        let v = visibleHeight, s = triggerDistance(p), r = s > 0 ? v / s : .infinity
        let tracking = scroll.isDragging, threshold = p.refreshRevealThreshold
        switch state {
        case .idle:
            if tracking {
                if v > threshold && r < 1 { change(to: .revealing, cause: cause, causedBy: causedBy, device: device) }
            } else if scroll.isDecelerating && v >= threshold {
                change(to: .returning, cause: cause, causedBy: causedBy, device: device)
            }
        case .revealing:
            if tracking && r >= 1 {
                change(to: .armed, cause: cause, causedBy: causedBy, device: device)
                beginRefresh(causedBy: causedBy, device: device)
            } else if v < threshold {
                change(to: .idle, cause: cause, causedBy: causedBy, device: device)
            }
        case .armed, .refreshing:
            break
        case .ending, .endedWhileTracking, .returning:
            if v < threshold { change(to: .idle, cause: cause, causedBy: causedBy, device: device) }
        }
    }

    /// Rule 6: a finger grabbed the moving scroll view (after its `scroll.stop` cause `touch`).
    func scrollViewWasGrabbed(device: Device) {
        guard isEnabled, state == .ending || state == .returning else { return }
        let s = triggerDistance(device.parameters)
        guard s > 0, visibleHeight / s <= device.parameters.refreshRegrabRatio else { return }
        change(to: .revealing, cause: .regrab, causedBy: device.trace.lastSeq, device: device)
    }

    /// Rule 3: armed → refreshing in the same update: the inset, then `valueChanged` with its actions.
    private func beginRefresh(causedBy: Int?, device: Device) {
        guard let scroll = scrollView else { return }
        scroll.refreshInset = height
        scroll.reanchorDrag()
        change(to: .refreshing, cause: .pull, causedBy: causedBy, device: device)
        sendActions(for: .valueChanged, device: device)
        if let delay = endsAfter {
            endsAfterTimer = device.schedule(after: delay, owner: traceName, purpose: "endsAfter") { [unowned self] in
                self.endsAfterTimer = nil
                self.endRefreshing(by: "endsAfter", device: device)
            }
        }
    }

    /// Rule 7: `beginRefreshing()`: refreshing with the inset, no `valueChanged`, the offset unmoved.
    public func beginRefreshing(by caller: String, device: Device) {
        guard let scroll = scrollView else { return }
        let trace = device.trace
        trace.record(.refreshCall, traceName).with("method", .string("beginRefreshing")).with("by", .string(caller))
        let call = trace.lastSeq
        guard state != .refreshing else { return }
        scroll.refreshInset = height
        scroll.reanchorDrag()
        change(to: .refreshing, cause: .beginRefreshing, causedBy: call, device: device)
    }

    /// Rule 5: `endRefreshing()`: the inset goes; idle when nothing shows,
    /// else the finger keeps the offset (`endedWhileTracking`) or it animates
    /// to the top over `refreshEndDuration` (`ending`).
    public func endRefreshing(by caller: String, device: Device) {
        guard let scroll = scrollView else { return }
        let trace = device.trace
        trace.record(.refreshCall, traceName).with("method", .string("endRefreshing")).with("by", .string(caller))
        let call = trace.lastSeq
        if let timer = endsAfterTimer { device.cancelTimer(timer) }
        endsAfterTimer = nil
        guard state == .refreshing else { return }
        scroll.refreshInset = 0
        if visibleHeight == 0 {
            change(to: .idle, cause: .endRefreshing, causedBy: call, device: device)
        } else if scroll.isDragging {
            scroll.reanchorDrag()
            change(to: .endedWhileTracking, cause: .endRefreshing, causedBy: call, device: device)
        } else {
            change(to: .ending, cause: .endRefreshing, causedBy: call, device: device)
            scroll.animate(.refreshEnd, to: scroll.clamped(scroll.contentOffset), device: device)
        }
    }

    /// Every change is traced as `refresh.state` (V15).
    private func change(to next: State, cause: RefreshCause, causedBy: Int?, device: Device) {
        guard let scroll = scrollView else { return }
        let from = state
        state = next
        device.trace.record(.refreshState, traceName).with("from", .string(from.rawValue)).with("to", .string(next.rawValue))
            .with("visible", .number(visibleHeight)).with("trigger", .number(triggerDistance(device.parameters)))
            .with("tracking", .bool(scroll.isDragging)).with("inset", .number(scroll.refreshInset))
            .cause(.refresh(cause), causedBy: causedBy)
    }
}
