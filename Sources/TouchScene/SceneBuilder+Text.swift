import TouchCore

extension SceneBuilder.Context {
    /// Rule E3: a text view with its text interaction's recognizers (E4).
    mutating func makeTextView(_ d: ViewDescription, frame: Rect) -> TextView {
        let t = d.textView ?? TextViewDescription()
        return TextView(name: d.name, frame: frame, contentSize: d.scroll?.contentSize, editable: t.editable,
                        selectable: t.selectable, links: t.links, parameters: parameters)
    }

    /// Rules E4–E9: the recognizers registered and set as code sets them, the
    /// link delegate, the first responder and selection at the start, and
    /// link-only hit-testing (E9 fix 3).
    mutating func configureText(_ text: TextView, _ t: TextViewDescription) {
        register(text.textInteraction)
        for recognizer in text.textRecognizers { register(recognizer) }
        text.hasRangedSelection = t.rangedSelection
        text.primaryAction = t.primaryAction
        if t.linksOnlyHitTesting { text.hitTestLinksOnly() }
        if let delegate = t.delegate {
            links.append { context in text.linkDelegate = context.responder(delegate) }
        }
        if t.firstResponder {
            links.append { _ in text.startAsFirstResponder() }
        }
        for entry in t.recognizers {
            let recognizer: GestureRecognizer?
            switch entry.key {
            case "linkTap": recognizer = text.linkTapGestureRecognizer
            case "textTap": recognizer = text.textTapGestureRecognizer
            case "doubleTap": recognizer = text.doubleTapGestureRecognizer
            default: recognizer = text.loupeGestureRecognizer
            }
            guard let r = recognizer else { continue }
            let p = entry.settings
            r.isEnabled = p.enabled
            r.cancelsTouchesInView = p.cancelsTouchesInView
            r.delaysTouchesBegan = p.delaysTouchesBegan
            r.delaysTouchesEnded = p.delaysTouchesEnded
            let requireToFail = p.requireToFail
            links.append { context in
                for other in requireToFail { if let required = context.recognizer(other), required !== r { r.require(toFail: required) } }
            }
        }
    }
}
