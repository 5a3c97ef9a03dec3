import TouchCore
import Yams

/// The keys `touchscope import` writes (scene-format.md): `class:` and
/// `address:` on windows, views, controllers and recognizers, and a view's
/// `transform:` (rule H6). Kept apart so the other decoders only list them.
extension SceneDecoder {
    static let identityKeys = ["class", "address"]
    static let transformKey = "transform"

    /// `class:` and `address:` of the object in `m`.
    func decodeIdentity(_ m: YAMLMap) throws(YAMLReader.Stop) -> ObjectIdentity {
        var identity = ObjectIdentity()
        identity.className = try reader.string(m.slot("class"), expected: "the app's class name, as the debugger printed it")
        if let slot = m.slot("address"), let address = try reader.string(slot, expected: "an address in quotes (\"0x7fb2c8d0f0a0\")") {
            if address.isEmpty {
                try reader.report(slot, "\(slot.label) is empty; write the address as printed, in quotes (\"0x7fb2c8d0f0a0\"), or leave the key out")
            } else {
                identity.address = address
            }
        }
        return identity
    }

    /// Rule H6: `transform: [a, b, c, d, tx, ty]`, finite and invertible;
    /// the identity reads as no transform.
    func decodeTransform(_ m: YAMLMap) throws(YAMLReader.Stop) -> AffineTransform? {
        guard let slot = m.slot(Self.transformKey),
              let values = try reader.numbers(slot, ["a", "b", "c", "d", "tx", "ty"]),
              let transform = AffineTransform(values) else { return nil }
        guard values.allSatisfy(\.isFinite) else {
            try reader.report(slot, "\(slot.label) holds a number that is not finite; write six finite numbers [a, b, c, d, tx, ty]")
            return nil
        }
        guard transform.isInvertible else {
            try reader.report(slot, "\(slot.label) squashes the view onto a line (a·d − b·c = 0), so no point can be hit-tested "
                              + "through it (rule H6); use a transform with a non-zero determinant, or hide the view")
            return nil
        }
        return transform.isIdentity ? nil : transform
    }
}
