import TouchCore

/// `why` for this round's UIKit objects (issues 28–31): the built-in
/// recognizer whose gesture produces an item (G11), a sheet that refused to
/// be dismissed or did not move with its scroll view (M7, M8), and the
/// interactions' relationship recognizers (X1), each in the words a
/// developer uses with its rule.
extension WhyNot {
    /// The recognizers UIKit builds whose recognition produces an item of
    /// kind `kind` on `subject`: a list's swipe pan opens its rows (L8), a
    /// navigation controller's pops pop (N3, N8), a zooming scroll view's
    /// pinch zooms (Z4), a context menu's press presents (X2, X4), a drag's
    /// lift lifts (X9), a sheet's pan drags and dismisses (M5, M8), a page
    /// view controller's queuing scroll view turns pages (W5).
    public func producers(kind: String, subject: String) -> [String] {
        func existing(_ names: [String]) -> [String] { names.filter { built.recognizers[$0] != nil || findRecognizer($0) != nil } }
        if kind.hasPrefix("list.swipe") { return existing([subject + ".swipeActions"]) }
        if kind.hasPrefix("navigation.pop") { return existing([subject + ".interactivePop", subject + ".interactiveContentPop"]) }
        if kind.hasPrefix("scroll.zoom") { return existing([subject + ".pinch"]) }
        if kind.hasPrefix("menu.") { return existing([subject + ".press"]) }
        if kind.hasPrefix("drag.") { return existing([subject + ".lift"]) }
        if kind.hasPrefix("page.") { return existing([subject + ".scrollView.pan"]) }
        if kind.hasPrefix("sheet.") || kind.hasPrefix("presentation.") {
            return existing([subject + ".pan"]) + existing([subject.hasSuffix(".sheet") ? subject + ".pan" : subject + ".sheet.pan"])
        }
        return []
    }

    /// Why the item `kind` did not happen to `subject`, from what produces
    /// it: the sheet's own decisions (M7, M8), then its producing
    /// recognizers' real reasons; empty when nothing of this round produces it.
    public func itemReasons(kind: String, subject: String) -> [Reason] {
        var out: [Reason] = []
        let sheetName = subject.hasSuffix(".sheet") ? subject : subject + ".sheet"
        if kind.hasPrefix("presentation.") || kind.hasPrefix("sheet."), built.responders[sheetName] is SheetPresentationController {
            out += sheet(sheetName)
        }
        for producer in producers(kind: kind, subject: subject) { out += recognizer(producer) }
        return out
    }

    /// What a sheet decided (rules M7, M8): a refused dismissal, with the
    /// property or delegate method that refused it, and the scroll views it
    /// did not track.
    public func sheet(_ name: String) -> [Reason] {
        guard let sheet = built.responders[name] as? SheetPresentationController else { return [] }
        let presented = sheet.presentedViewController.name
        var out: [Reason] = []
        for r in records where r.subject == name {
            switch r.kind {
            case .presentationShouldDismiss where r["result"]?.boolValue == false:
                switch r["reason"]?.stringValue {
                case "isModalInPresentation":
                    out.append(Reason(touch: nil, words: "\(presented).isModalInPresentation is true: the sheet refuses a user's dismissal "
                                      + "and asks no delegate; it rubber-bands below its smallest detent and settles back (rule M8)",
                                      object: presented, property: "isModalInPresentation"))
                case "delegate":
                    let asked = r["asked"].map(ItemPattern.format) ?? "its delegate"
                    out.append(Reason(touch: nil, words: "\(asked).presentationControllerShouldDismiss(_:) returned false (rule M8)",
                                      object: presented, property: "presentationDelegate.shouldDismiss"))
                case "presentsAnother":
                    out.append(Reason(touch: nil, words: "\(presented) presents another controller, so its sheet cannot be dismissed (rule M8)",
                                      object: nil, property: nil))
                default:
                    out.append(Reason(touch: nil, words: "the sheet refused its dismissal: \(r["reason"].map(ItemPattern.format) ?? "?") (rule M8)",
                                      object: presented, property: nil))
                }
            case .sheetTracking where r["result"]?.boolValue == false:
                let scroll = r["scrollView"]?.stringValue ?? "its scroll view"
                let why: String
                switch r["reason"]?.stringValue {
                case "startOffset": why = "\(scroll) was scrolled down (contentOffset.y above 0) when its pan began"
                case "horizontal": why = "\(scroll) can scroll horizontally"
                case "refreshControl": why = "\(scroll) has an enabled refresh control and bounces"
                case "otherSource": why = "another recognizer was already dragging the sheet"
                case "interval": why = "\(scroll)'s pan began too soon after its previous pan, which did not drag the sheet"
                default: why = r["reason"].map(ItemPattern.format) ?? "?"
                }
                out.append(Reason(touch: nil, words: "the sheet did not track \(scroll)'s pan: \(why), so the drag scrolls the content and never moves the sheet (rule M7)",
                                  object: scroll, property: r["reason"]?.stringValue == "horizontal" ? "alwaysBounceHorizontal" : nil))
            default:
                break
            }
        }
        return out
    }

    /// A requirement that an interaction's relationship recognizer made
    /// (X1): its interaction's delegate answer, not a `require(toFail:)`
    /// the app wrote; nil for any other requirement.
    func interactionRequirement(of name: String, on other: String, failed: Bool) -> Reason? {
        guard built.recognizers[other] is RelationshipGestureRecognizer || findRecognizer(other) is RelationshipGestureRecognizer,
              let dot = other.lastIndex(of: ".") else { return nil }
        let interaction = String(other[..<dot])
        let menu = built.responders[interaction] is ContextMenuInteraction
        let role = other.hasSuffix(".failure") ? "failure" : "exclusion"
        let words = role == "failure"
            ? "\(name) waits for \(other), the \(menu ? "context menu" : "drag") interaction \(interaction)'s failure recognizer, which every long press "
                + "sharing the touch must wait for (its delegate's shouldBeRequiredToFailBy, rule X1)"
                + (failed ? ", and \(other) ended when the \(menu ? "menu was presented (X4)" : "drag lifted (X9)")" : "")
            : "\(other), the \(menu ? "context menu" : "drag") interaction \(interaction)'s exclusion recognizer, ended and excluded \(name) (rules X1, G5)"
        return Reason(touch: nil, words: words, object: interaction, property: menu ? "configuration" : "enabled")
    }

    /// A requirement UIKit added at touch-down for the iOS 26 content pop
    /// (N6, `gesture.dynamicRequirement`), in its words; nil for any other.
    func dynamicRequirement(of key: ObjectKey, on other: String, failed: Bool) -> Reason? {
        let name = key.label
        guard let r = records.last(where: { $0.kind == .gestureDynamicRequirement && $0.subjectKey == key && $0["on"]?.stringValue == other })
        else { return nil }
        let owner = name.hasSuffix(".pan") ? String(name.dropLast(4)) : name
        let why: String
        switch r["reason"]?.stringValue {
        case "leadingEdge": why = "\(owner) was at its leading edge (contentOffset.x at its minimum) when the touch began"
        case "cannotScrollHorizontally": why = "\(owner) cannot scroll horizontally"
        case "sheetDismiss": why = "it is the sheet's pan, which waits for the content pop (M11)"
        default: why = r["reason"].map(ItemPattern.format) ?? "?"
        }
        return Reason(touch: nil, words: "UIKit made it wait for \(other) (interactiveContentPopGestureRecognizer) at touch-down because \(why)"
                      + (failed ? ", and \(other) recognized and popped" : "") + " (rule N6); disabling the content pop on this screen, or "
                      + "\(other).require(toFail:) for it, avoids it (N7)",
                      object: other, property: "enabled")
    }
}
