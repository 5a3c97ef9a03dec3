/// A recognizer an interaction adds and owns (a drag's lift, X9): X1's
/// waiting long presses are the app's, never these.
public protocol InteractionOwnedRecognizer: AnyObject {}

extension Control {
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
