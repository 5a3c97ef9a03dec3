/// A recognizer an interaction adds and owns (a drag's lift, X9): X1's
/// waiting long presses are the app's, never these.
public protocol InteractionOwnedRecognizer: AnyObject {}

extension Control {
    /// Rule X7: `menu` is set: the button holds a context menu interaction,
    /// `NAME.contextMenu`, enabled by `isContextMenuInteractionEnabled`, whose
    /// driver cancels no touches (its presentation cancels the button's
    /// tracking instead) and which always gives a configuration. With the menu
    /// as primary action no press recognizer acts (X7.2).
    public func setMenu(enabled: Bool, primaryAction: Bool) {
        let menu = menuInteraction ?? ContextMenuInteraction(name: name + ".contextMenu")
        if menuInteraction == nil {
            menu.cancelsTouchesOnPresentation = false
            menu.install(on: self)
            menuInteraction = menu
        }
        showsMenuAsPrimaryAction = primaryAction
        for r in [menu.press, menu.exclusion, menu.failure] as [GestureRecognizer] { r.isEnabled = enabled && !primaryAction }
        menu.isMenuEnabled = enabled
    }

    /// Rule X7.2: on `touchDown`, a button whose menu is its primary action
    /// sends `menuActionTriggered` and presents the menu in the same turn; its
    /// tracking of the touch ends there, without `touchUpInside` or
    /// `primaryActionTriggered`. Returns whether it did.
    func presentsMenuOnTouchDown(device: Device) -> Bool {
        guard showsMenuAsPrimaryAction, let menu = menuInteraction, menu.isMenuEnabled else { return false }
        sendActions(for: .menuActionTriggered, device: device)
        menu.presentAsPrimaryAction(device: device)
        stopTracking()
        return true
    }

    /// Rule X7.1: when the menu of a button's own interaction is presented,
    /// the button cancels its tracking of the touch (`control.cancelTracking`,
    /// `touchCancel`) and sends nothing at the lift.
    func menuPresented(device: Device) {
        guard let touch = trackingTouch else { return }
        device.trace.record(.controlCancelTracking, traceName).with("touch", name: touch.traceName).cause(.interaction(.presented))
        stopTracking()
        sendActions(for: .touchCancel, device: device)
    }
}
