/// The rubber band and the ease-out curve every scroll view animation follows:
/// one pair of functions for scroll views (V12, V13), sheets (M5) and zoom
/// scales (Z4, Z6), so the three can never drift apart.
public enum RubberBand {
    /// Rule V12: a pull of `x` past a limit shows as
    /// rb(x, d) = d · (1 − 1 / (1 + c · x / d)), where `c` is
    /// `rubberBandCoefficient` and `d` the rubber band's extent (rb never
    /// reaches d). rb(0, d) = 0; a non-positive extent shows nothing.
    /// (V-S11, V-S12: checked against UIScrollView's
    /// `_rubberBandOffsetForOffset:maxOffset:minOffset:range:outside:`.)
    @inlinable
    public static func offset(pull x: Double, extent d: Double, coefficient c: Double) -> Double {
        guard d > 0, x > 0 else { return 0 }
        return d * (1 - 1 / (1 + c * x / d))
    }

    /// The inverse of `offset`: the raw pull that shows `shown` points of
    /// overscroll (V9: a drag grabbed while bouncing back is re-anchored so
    /// that its raw overshoot is the inverse of the shown one). `shown` must
    /// be below `d`; a value at or past it is answered with the largest finite pull.
    @inlinable
    public static func pull(showing shown: Double, extent d: Double, coefficient c: Double) -> Double {
        guard d > 0, shown > 0, c > 0 else { return 0 }
        guard shown < d else { return .greatestFiniteMagnitude }
        // shown = d (1 − 1/(1 + c x / d))  ⇔  x = d · shown / (c · (d − shown))
        return d * shown / (c * (d - shown))
    }

    /// Rule V12 for one axis: the shown value of `u`, the unclamped value a
    /// drag computes, in the range [lo, hi]; past it, rubber-banded with
    /// extent `d` when `bounces` is true, clamped otherwise.
    @inlinable
    public static func constrain(_ u: Double, lo: Double, hi: Double, extent d: Double, coefficient c: Double,
                                 bounces: Bool) -> Double {
        let hi = max(lo, hi)
        if u < lo { return bounces ? lo - offset(pull: lo - u, extent: d, coefficient: c) : lo }
        if u > hi { return bounces ? hi + offset(pull: u - hi, extent: d, coefficient: c) : hi }
        return u
    }

    /// Rule V13: the ease-out curve of every animated scroll-view change
    /// (bounce-back V13, end of refresh V15.5, zoom bounce Z4.6, animated
    /// zooms Z6): value(t) = to + (from − to) · (1 − s)³ with s = t / duration,
    /// clamped to [0, 1], which lands exactly on `to`.
    @inlinable
    public static func easeOut(from: Double, to: Double, elapsed t: Double, duration: Double) -> Double {
        guard duration > 0 else { return to }
        let s = min(max(t / duration, 0), 1)
        if s >= 1 { return to }
        let r = 1 - s
        return to + (from - to) * r * r * r
    }
}
