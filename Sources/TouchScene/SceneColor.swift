/// The colours a scene may write (scene-format.md, "Views": `color`):
/// `#RGB`, `#RRGGBB`, `#RRGGBBAA`, or a name. Names are UIKit's system
/// colours in light mode (`red` is `systemRed`, #FF3B30), plus black, white,
/// clear, lightGray and darkGray; case is ignored and a `system` prefix may be
/// written (`systemBlue`).
public enum SceneColor {
    /// The named colours as (name, #RRGGBBAA), in the order messages list them.
    public static let names: [(name: String, rgba: UInt32)] = [
        ("red", 0xFF3B30FF), ("orange", 0xFF9500FF), ("yellow", 0xFFCC00FF), ("green", 0x34C759FF),
        ("mint", 0x00C7BEFF), ("teal", 0x30B0C7FF), ("cyan", 0x32ADE6FF), ("blue", 0x007AFFFF),
        ("indigo", 0x5856D6FF), ("purple", 0xAF52DEFF), ("pink", 0xFF2D55FF), ("brown", 0xA2845EFF),
        ("gray", 0x8E8E93FF), ("grey", 0x8E8E93FF), ("black", 0x000000FF), ("white", 0xFFFFFFFF),
        ("clear", 0x00000000), ("lightGray", 0xAAAAAAFF), ("darkGray", 0x555555FF),
    ]

    /// The colour `s` stands for as 8-bit red, green, blue and alpha, or nil
    /// when it is neither a hex colour nor a known name.
    public static func parse(_ s: String) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8)? {
        if s.hasPrefix("#") { return parseHex(s.dropFirst()) }
        var name = s.lowercased()
        if name.hasPrefix("system") { name.removeFirst("system".count) }
        guard let entry = names.first(where: { $0.name.lowercased() == name }) else { return nil }
        return components(entry.rgba)
    }

    private static func parseHex(_ digits: Substring) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8)? {
        guard digits.allSatisfy(\.isHexDigit), digits.allSatisfy(\.isASCII), let v = UInt32(digits, radix: 16) else { return nil }
        switch digits.count {
        case 3:
            let r = (v >> 8) & 0xF, g = (v >> 4) & 0xF, b = v & 0xF
            return (UInt8(r * 17), UInt8(g * 17), UInt8(b * 17), 255)
        case 6: return components(v << 8 | 0xFF)
        case 8: return components(v)
        default: return nil
        }
    }

    private static func components(_ rgba: UInt32) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        (UInt8(rgba >> 24), UInt8((rgba >> 16) & 0xFF), UInt8((rgba >> 8) & 0xFF), UInt8(rgba & 0xFF))
    }
}
