/// A scene's override of `hitTest(_:with:)` on a view or a window (rules
/// H7–H12), wrapping UIKit's own (H2). Its steps apply in H7's order:
/// `redirect`, the default hit-test, `fallback`, `passThrough` (with
/// `exceptRegions`). It is stateless, so every pass of H4 agrees (H10).
public struct HitTestOverride: Hashable, Sendable {
    /// `redirect: { to: T, margin: m }` (H7 step 1, H9).
    public struct Redirect: Hashable, Sendable {
        public var to: ViewReference
        public var margin: Double

        public init(to: ViewReference, margin: Double) {
            self.to = to
            self.margin = margin
        }
    }

    /// What `passThrough` lets through (H7 step 4, H8).
    public enum PassThrough: String, Hashable, Sendable, CaseIterable {
        /// Nothing when the result is the view itself.
        case view = "self"
        /// Windows only: nothing when the result is the root view or the window.
        case root
    }

    public var redirect: Redirect?
    public var fallback: ViewReference?
    public var passThrough: PassThrough?
    /// H12: `passThrough` keeps a hosting view whose interactive region holds the point.
    public var exceptRegions: Bool

    public init(redirect: Redirect? = nil, fallback: ViewReference? = nil, passThrough: PassThrough? = nil, exceptRegions: Bool = false) {
        self.redirect = redirect
        self.fallback = fallback
        self.passThrough = passThrough
        self.exceptRegions = exceptRegions
    }
}

/// The step of an override that decided a call's result (`hitTest.override`'s `rule`, H7).
public enum HitTestOverrideRule: String, Hashable, Sendable, CaseIterable {
    case redirect, fallback, passThrough, regions
    case `default`
}

extension Window {
    /// The window's root view (its root controller's view, or the view set as root).
    public var rootView: View? { subviews.first }
}

extension View {
    /// Rule H7: the scene's override around the default hit-test. Kept out
    /// of line: views without an override never reach it (`overridesHitTest`).
    /// `redirect` and `fallback` targets are returned as they are, lent (the
    /// hierarchy holds them, and the walk changes nothing): their own
    /// hit-test is not called, so an override never re-enters (H10).
    @inline(never)
    func overridingHitTest<Observer: HitTestObserver>(_ point: Point, observer: inout Observer) -> Unmanaged<View>? {
        guard let o = hitTestOverride else { return defaultHitTest(point, observer: &observer) }
        // 1. redirect: T passes H2 step 1 and the point lies within its frame grown by the margin.
        if let redirect = o.redirect, let target = redirect.to.object, target.hitTestSkipReason == nil,
           let parent = target.superview,
           target.frame.outset(by: redirect.margin).contains(parent.convert(convertToScreen(point), fromAncestor: nil)) {
            observer.override(self, rule: .redirect, defaultResult: nil, result: target)
            return Unmanaged.passUnretained(target)
        }
        // 2. The default hit-test, with its own records.
        let found = defaultHitTest(point, observer: &observer)
        let defaultView = found?.takeUnretainedValue()
        var result = defaultView
        var rule = HitTestOverrideRule.default
        // 3. fallback: the view itself gives way to F.
        if let fallback = o.fallback?.object, defaultView === self {
            result = fallback
            rule = .fallback
        } else if let passThrough = o.passThrough, let candidate = defaultView, passesThrough(candidate, passThrough) {
            // 4. passThrough, unless exceptRegions keeps a hosting view's interactive region (H12).
            if o.exceptRegions, let host = candidate as? HostingView,
               host.interactiveRegion(at: host.convert(convertToScreen(point), fromAncestor: nil)) != nil {
                rule = .regions
            } else {
                result = nil
                rule = .passThrough
            }
        }
        observer.override(self, rule: rule, defaultResult: defaultView, result: result)
        guard let result else { return nil }
        return result === defaultView ? found : Unmanaged.passUnretained(result)
    }

    /// Whether `passThrough` lets `result` through (H7 step 4, H8, H11).
    private func passesThrough(_ result: View, _ passThrough: HitTestOverride.PassThrough) -> Bool {
        if result === self { return true }
        guard passThrough == .root, let window = self as? Window else { return false }
        return result === window.rootView
    }
}
