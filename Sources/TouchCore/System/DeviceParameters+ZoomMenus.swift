#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The section P parameters of rules Z and X with their documented values,
/// until the shared `DeviceParameters` fields arrive from main (HELPERS.md):
/// then this file goes and the fields (loadable under `device:`) take over.
extension DeviceParameters {
    /// Z4.2: change of scale that begins the pinch of a nested scroll view (UIKit: 0).
    public var nestedPinchHysteresis: Double { 0.001 }
    /// Z4.6, Z6: seconds of a zoom bounce and of an animated zoom (an approximation).
    public var zoomAnimationDuration: Double { 0.3 }
    /// V12: c of the rubber band rb, for scroll views, sheets and zoom scales.
    public var rubberBandCoefficient: Double { 0.55 }
    /// X2: touch duration at which a context menu's press begins.
    public var contextMenuPressDelay: Double { 0.15 }
    /// X4: touch duration at which the menu is presented.
    public var contextMenuClickDuration: Double { 0.4 }
    /// X2: points along either axis a context menu's touch may move.
    public var contextMenuAllowableMovement: Double { 10 }
    /// X9: a drag interaction's lift delay.
    public var dragLiftDelay: Double { 0.325 }
    /// X9: points the touch may move before the lift, and must move after it for the drag to begin.
    public var dragLiftMoveHysteresis: Double { 10 }
    /// X11: when long presses stop waiting for a drag, regular width only.
    public var dragCompetingLongPressDelay: Double { 1.0 }
    /// X9: `UIDragInteraction.isEnabledByDefault` (true on an iPad).
    public var dragInteractionEnabledByDefault: Bool { false }
}

/// Rule V12's rubber band and V13's ease-out curve, until the shared
/// `RubberBand.swift` arrives from main.
enum ZoomCurves {
    /// rb(x, d) = d · (1 − 1 / (1 + c · x / d)).
    static func rubberBand(_ x: Double, extent d: Double, coefficient c: Double) -> Double {
        guard d > 0 else { return 0 }
        return d * (1 - 1 / (1 + c * x / d))
    }

    /// value(t) = to + (from − to) · (1 − s)³, s = t / duration, landing on `to`.
    static func easeOut(from: Double, to: Double, elapsed t: Double, duration: Double) -> Double {
        guard duration > 0, t < duration else { return to }
        let s = max(0, t / duration)
        return to + (from - to) * pow(1 - s, 3)
    }
}
