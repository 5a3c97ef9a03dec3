import Foundation
import TouchCore

/// The colours of every picture, each with one meaning that holds in every
/// panel: a recognizer state is the same colour on the screen, in the
/// recognizers panel, in the timeline and in the log. Dark surroundings
/// (Xcode's dark appearance, iOS's dark system colours) let the device
/// screen, drawn as the app draws it, stand out.
public enum Palette {
    // MARK: Surroundings

    public static let background = Color(0x1C, 0x1C, 0x1E)
    public static let panel = Color(0x26, 0x26, 0x29)
    public static let panelHeader = Color(0x2F, 0x2F, 0x33)
    public static let separator = Color(0x3A, 0x3A, 0x3C)
    public static let text = Color(0xF2, 0xF2, 0xF7)
    public static let secondaryText = Color(0xA1, 0xA1, 0xA8)
    public static let tertiaryText = Color(0x6C, 0x6C, 0x72)
    /// The device's body around the screen.
    public static let bezel = Color(0x0B, 0x0B, 0x0C)
    public static let bezelEdge = Color(0x55, 0x55, 0x5A)
    /// What an app shows where no view draws (a window's default background).
    public static let screen = Color(0xFF, 0xFF, 0xFF)

    // MARK: Recognizer states (rule G1)

    public static let possible = Color(0x8E, 0x8E, 0x93)
    public static let began = Color(0x0A, 0x84, 0xFF)
    public static let ended = Color(0x30, 0xD1, 0x58)
    public static let cancelled = Color(0xFF, 0x9F, 0x0A)
    public static let failed = Color(0xFF, 0x45, 0x3A)

    /// possible grey, began and changed blue, ended green, cancelled orange, failed red.
    public static func state(_ state: GestureState) -> Color {
        switch state {
        case .possible: return possible
        case .began, .changed: return began
        case .ended: return ended
        case .cancelled: return cancelled
        case .failed: return failed
        }
    }

    /// A touch phase as a view receives it: began blue, moved light blue,
    /// ended green, cancelled orange (the colours of the states they resemble).
    public static func phase(_ phase: TouchPhase) -> Color {
        switch phase {
        case .began: return began
        case .moved, .stationary: return Color(0x64, 0xD2, 0xFF)
        case .ended: return ended
        case .cancelled: return cancelled
        }
    }

    // MARK: Other meanings

    /// Held back or waiting: held deliveries (D2, D4), recognizers waiting
    /// for a failure requirement (G3), and the requirement edges themselves.
    public static let waiting = Color(0xBF, 0x5A, 0xF2)
    /// "May recognize simultaneously with" (G5).
    public static let simultaneous = Color(0x40, 0xC8, 0xE0)
    /// "Excluded by" (G5): the recognizer that won made this one fail or cancel.
    public static let excluded = cancelled
    /// Views the hit-test walk entered and found the point inside.
    public static let hitInside = Color(0x64, 0xD2, 0xFF)
    /// Views the walk entered and found the point outside.
    public static let hitOutside = Color(0x8E, 0x8E, 0x93)
    /// Views the walk skipped at once (hidden, interaction disabled, transparent).
    public static let hitSkipped = failed
    /// The hit-test view: the winner of the walk.
    public static let hitWinner = Color(0xFF, 0xD6, 0x0A)
    /// Objects named by the log line the user selected, in every panel.
    public static let selection = Color(0xFF, 0x6F, 0xD8)
    /// Fingers on the glass.
    public static let finger = Color(0xFF, 0xFF, 0xFF)
    /// The playback cursor and the live "now".
    public static let cursor = Color(0xFF, 0xFF, 0xFF)
    /// Recording live input.
    public static let recording = Color(0xFF, 0x45, 0x3A)

    // MARK: Text sizes, in points

    public static let titleSize = 13.0
    public static let bodySize = 11.0
    public static let smallSize = 9.5

    /// Black or white, whichever reads better on `fill` (composited over
    /// the white screen when it is translucent).
    public static func textColor(on fill: Color) -> Color {
        luminance(of: fill) > 0.55 ? Color(0x1C, 0x1C, 0x1E) : Color(0xFF, 0xFF, 0xFF)
    }

    /// Relative luminance (0 black, 1 white) of `c` laid over white.
    public static func luminance(of c: Color) -> Double {
        let a = Double(c.a) / 255
        func channel(_ v: UInt8) -> Double {
            let s = (Double(v) / 255) * a + (1 - a)
            return s <= 0.03928 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b)
    }

    /// `c` darkened by `amount` (0 unchanged, 1 black), alpha kept.
    public static func darker(_ c: Color, by amount: Double) -> Color {
        let k = max(0, min(1, 1 - amount))
        return Color(UInt8(Double(c.r) * k), UInt8(Double(c.g) * k), UInt8(Double(c.b) * k), c.a)
    }

    /// `c` with its alpha multiplied by `factor` (0...1).
    public static func faded(_ c: Color, _ factor: Double) -> Color {
        c.withAlpha(UInt8(max(0, min(255, (Double(c.a) * factor).rounded()))))
    }
}
