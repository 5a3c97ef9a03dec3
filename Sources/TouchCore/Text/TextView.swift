/// A text view (models `UITextView`, rules E3–E9): a scroll view whose text
/// the text view itself draws and hit-tests (UIKit's private
/// `_UITextContainerView` is not modelled). When it is selectable or
/// editable it holds the recognizers UIKit's text interaction adds, after its
/// scroll view recognizers, named `NAME.linkTap`, `NAME.textTap`,
/// `NAME.doubleTap` and `NAME.loupe` (E4), whose delegate is
/// `NAME.textInteraction`. Like every scroll view it handles its touches and
/// passes them on, so a touch no recognizer claims reaches its cell and list.
public final class TextView: ScrollView {
    /// A link of the text (attributed, or detected data), in the text view's coordinates (E3).
    public struct Link: Hashable, Sendable {
        public var name: String
        public var frame: Rect
        public var url: String?

        public init(name: String, frame: Rect, url: String? = nil) {
            self.name = name
            self.frame = frame
            self.url = url
        }
    }

    /// The delegate's `textView(_:primaryActionFor:defaultAction:)` answer (E6).
    public enum PrimaryAction: String, Sendable, CaseIterable {
        case `default`, custom, none
    }

    public let isEditable: Bool
    public let isSelectable: Bool
    public let links: [Link]
    /// Whether a ranged selection exists (E5); a single tap clears it.
    public var hasRangedSelection = false
    /// The object told of link taps (E6) and its answer; nil: no delegate method.
    public var linkDelegate: Responder?
    public var primaryAction: PrimaryAction = .default
    /// E6 and section P's versions: the delegate's `primaryAction` is asked from iOS 17 (below: the default action).
    public let asksPrimaryAction: Bool

    /// `NAME.textInteraction`, the delegate of the text recognizers (E4).
    public let textInteraction: TextInteraction
    public let linkTapGestureRecognizer: TapGestureRecognizer?
    public let textTapGestureRecognizer: TapGestureRecognizer?
    public let doubleTapGestureRecognizer: TapGestureRecognizer?
    public let loupeGestureRecognizer: LongPressGestureRecognizer?

    /// The text interaction's recognizers, in the order they are attached.
    public var textRecognizers: [GestureRecognizer] {
        [linkTapGestureRecognizer, textTapGestureRecognizer, doubleTapGestureRecognizer, loupeGestureRecognizer].compactMap { $0 }
    }

    /// `parameters` gives the text interaction's own limits (E4: `textTapAllowableMovement`, …).
    public init(name: String, frame: Rect, contentSize: Size? = nil, editable: Bool, selectable: Bool, links: [Link],
                parameters: DeviceParameters) {
        isEditable = editable
        isSelectable = selectable
        self.links = links
        asksPrimaryAction = parameters.ios >= 17
        textInteraction = TextInteraction(name: name + ".textInteraction")
        let interactive = editable || selectable
        linkTapGestureRecognizer = interactive && selectable && !editable ? TapGestureRecognizer(name: name + ".linkTap") : nil
        textTapGestureRecognizer = interactive ? TapGestureRecognizer(name: name + ".textTap") : nil
        doubleTapGestureRecognizer = interactive ? TapGestureRecognizer(name: name + ".doubleTap") : nil
        loupeGestureRecognizer = interactive ? LongPressGestureRecognizer(name: name + ".loupe") : nil
        super.init(name: name, frame: frame, contentSize: contentSize, kind: .textView)
        touchBehaviour = .forward
        textInteraction.textView = self
        if let link = linkTapGestureRecognizer {
            link.action = "linkTapped"
            link.delegate = interactionDelegate { [unowned self] touch in touch.view === self && self.link(at: touch) != nil }
            link.actionHandler = { [unowned self] state in if state == .ended { self.performLinkAction() } }
            addGestureRecognizer(link)
        }
        if let tap = textTapGestureRecognizer {
            tap.action = "singleTap"
            tap.allowableMovementLimit = ("textTapAllowableMovement", parameters.textTapAllowableMovement)
            tap.delaysTouchesEnded = false
            var d = interactionDelegate { [unowned self] touch in
                touch.view === self && (self.linkTapGestureRecognizer == nil || self.link(at: touch) == nil)
            }
            d.shouldBeginDecider = { [unowned self] r in Decision(result: self.singleTapMayBegin(r.environment.device)) }
            tap.delegate = d
            tap.actionHandler = { [unowned self] state in if state == .ended { self.singleTapped() } }
            addGestureRecognizer(tap)
        }
        if let double = doubleTapGestureRecognizer {
            double.action = "doubleTap"
            double.settings.numberOfTapsRequired = 2
            double.allowableMovementLimit = ("textDoubleTapAllowableMovement", parameters.textDoubleTapAllowableMovement)
            double.delaysTouchesEnded = false
            double.delegate = interactionDelegate { [unowned self] touch in touch.view === self }
            double.actionHandler = { [unowned self] state in if state == .ended { self.doubleTapped() } }
            addGestureRecognizer(double)
        }
        if let loupe = loupeGestureRecognizer {
            loupe.action = "loupe"
            loupe.settings.minimumPressDuration = parameters.textLoupeDelay
            loupe.delegate = interactionDelegate { [unowned self] touch in touch.view === self }
            loupe.actionHandler = { [unowned self] state in self.loupeChanged(state) }
            addGestureRecognizer(loupe)
        }
    }

    private func interactionDelegate(receives: @escaping (Touch) -> Bool) -> GestureDelegate {
        var d = GestureDelegate(object: textInteraction)
        d.shouldReceiveTouchDecider = { touch in Decision(result: receives(touch)) }
        return d
    }

    /// The link under the touch's start, if links are interactive (E6: selectable and not editable).
    func link(at touch: Touch) -> Link? {
        guard isSelectable && !isEditable else { return nil }
        let p = convert(touch.startLocation, fromAncestor: nil)
        return links.first { $0.frame.contains(p) }
    }

    /// `firstResponder: true`: it is the first responder when the scenario starts (unrecorded).
    public func startAsFirstResponder() { window?.application?.firstResponder = self }

    /// E9 fix 3: `pointInside` true only on a link.
    public func hitTestLinksOnly() { pointInsideOnly = links.map(\.frame) }

    /// E5, E8: may `NAME.textTap` begin? Editable: always. Otherwise not when
    /// the text view already is the first responder with no ranged selection.
    func singleTapMayBegin(_ device: Device) -> Bool {
        if isEditable { return true }
        return !(device.application.firstResponder === self && !hasRangedSelection)
    }

    /// E5, E8: the single tap's action.
    private func singleTapped() {
        guard let tap = textTapGestureRecognizer else { return }
        let device = tap.environment.device
        let wasFirst = device.application.firstResponder === self
        device.makeFirstResponder(self)
        let at = tap.location(in: self)
        if isEditable {
            if !wasFirst { device.trace.record(.textBeginEditing, traceName) }
            device.trace.record(.textCaret, traceName).with("at", .point(at))
        } else if hasRangedSelection {
            hasRangedSelection = false
            device.trace.record(.textSelect, traceName).with("granularity", .string("none")).with("at", .point(at))
        }
    }

    /// E7: a double tap selects the word under it and makes the text view first responder.
    private func doubleTapped() {
        guard let double = doubleTapGestureRecognizer else { return }
        let device = double.environment.device
        beginEditingIfNeeded(device)
        hasRangedSelection = true
        device.trace.record(.textSelect, traceName).with("granularity", .string("word")).with("at", .point(double.location(in: self)))
    }

    /// E7: the loupe begins after `textLoupeDelay`; at its end it selects the word or places the caret.
    private func loupeChanged(_ state: GestureState) {
        guard let loupe = loupeGestureRecognizer else { return }
        let device = loupe.environment.device
        switch state {
        case .began:
            device.trace.record(.textLoupe, traceName).with("state", .string("began"))
        case .ended:
            device.trace.record(.textLoupe, traceName).with("state", .string("ended"))
            beginEditingIfNeeded(device)
            let at = loupe.location(in: self)
            if isEditable {
                device.trace.record(.textCaret, traceName).with("at", .point(at))
            } else {
                hasRangedSelection = true
                device.trace.record(.textSelect, traceName).with("granularity", .string("word")).with("at", .point(at))
            }
        default:
            break
        }
    }

    private func beginEditingIfNeeded(_ device: Device) {
        let wasFirst = device.application.firstResponder === self
        device.makeFirstResponder(self)
        if isEditable && !wasFirst { device.trace.record(.textBeginEditing, traceName) }
    }

    /// E6: the link's primary action: the delegate's answer when it has one, else the default.
    private func performLinkAction() {
        guard let tap = linkTapGestureRecognizer, let touch = tap.touches.first, let link = link(at: touch) else { return }
        let device = tap.environment.device
        let asked = asksPrimaryAction ? linkDelegate : nil
        let action: PrimaryAction = asked == nil ? .default : primaryAction
        device.trace.record(.textLink, traceName).with("link", .string(link.name)).with("action", .string(action.rawValue))
            .with("asked", name: asked?.traceName)
    }
}

/// `NAME.textInteraction` (models the text view's `UITextInteraction`): the
/// delegate of its text recognizers (E4). A responder only so that it can be
/// a recognizer's delegate; it never receives touches.
public final class TextInteraction: Responder {
    public internal(set) weak var textView: TextView?
}
