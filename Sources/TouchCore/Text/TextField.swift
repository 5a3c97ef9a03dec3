/// A text field (models `UITextField`, rule E1): a control whose touch up
/// inside makes it the first responder, after its `touchUpInside` and that
/// event's actions. Its keyboard and editing are not modelled.
public final class TextField: Control {
    public var placeholder: String?

    public init(name: String, frame: Rect) {
        super.init(name: name, kind: .textField, frame: frame)
    }

    override func didEndTrackingInside(device: Device) {
        device.makeFirstResponder(self)
    }
}
