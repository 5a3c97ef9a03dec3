extension Device {
    /// `becomeFirstResponder()` (rule E1): there is one first responder per
    /// application. The previous one resigns (`responder.resignFirst`, then
    /// its `editingDidEnd`), then `responder`'s turn (`responder.becomeFirst`,
    /// then its `editingDidBegin`). Nothing happens when it already is.
    public func makeFirstResponder(_ responder: Responder) {
        guard application.firstResponder !== responder else { return }
        if let previous = application.firstResponder { resignFirstResponder(previous) }
        application.firstResponder = responder
        trace.record(.responderBecomeFirst, responder.traceName)
        (responder as? Control)?.sendActions(for: .editingDidBegin, device: self)
    }

    /// `resignFirstResponder()`: traced, then the field's `editingDidEnd`.
    public func resignFirstResponder(_ responder: Responder) {
        guard application.firstResponder === responder else { return }
        application.firstResponder = nil
        trace.record(.responderResignFirst, responder.traceName)
        (responder as? Control)?.sendActions(for: .editingDidEnd, device: self)
    }

    /// `view.endEditing(true)` (rule E2): the first responder resigns when
    /// it is `view` or inside it.
    public func endEditing(in view: View) {
        guard let first = application.firstResponder as? View, first.isDescendant(of: view) else { return }
        resignFirstResponder(first)
    }
}

extension GestureRecognizer {
    /// The action name that calls `view.endEditing(true)` (rule E2).
    public static let endEditingAction = "endEditing"

    /// Rule E2: a recognizer whose action is `endEditing` makes the first
    /// responder resign when it is the target view (the recognizer's view,
    /// or a controller's view) or inside it, each time its action is sent.
    public func sendsEndEditing() {
        action = Self.endEditingAction
        actionHandler = { [unowned self] _ in
            let target = self.actionTarget
            guard let view = (target as? View) ?? (target as? ViewController)?.view else { return }
            self.environment.device.endEditing(in: view)
        }
    }
}
