/// A `UIHostingController`'s view (rule H12): its SwiftUI content is named
/// regions, not views. How hit-testing answers inside it is the device's
/// `hostingHitTest`: with `host` (iOS 26) the hosting view itself answers
/// everywhere; with `views` (before) each interactive region is a platform
/// view of its own (`HostingRegionView`, named `HOST.REGION`), which the
/// scene builder adds as a subview.
public final class HostingView: View {
    /// A piece of SwiftUI content: a rectangle of the hosting view.
    public struct Region: Hashable, Sendable {
        public var name: String
        /// In the hosting view's coordinates.
        public var frame: Rect
        /// Whether it takes touches (a Button, an onTapGesture).
        public var interactive: Bool
        /// The action its tap fires (`swiftui.action`'s `action`).
        public var action: String?

        public init(name: String, frame: Rect, interactive: Bool = true, action: String? = nil) {
            self.name = name
            self.frame = frame
            self.interactive = interactive
            self.action = action
        }
    }

    /// Back-most first: a later region covers an earlier one.
    public var regions: [Region] = []

    public init(name: String, frame: Rect, regions: [Region] = []) {
        self.regions = regions
        super.init(name: name, kind: .hostingView, frame: frame)
    }

    /// The front-most interactive region holding `point` (hosting view coordinates).
    public func interactiveRegion(at point: Point) -> Region? {
        regions.last { $0.interactive && $0.frame.contains(point) }
    }

    /// H12: a touch that lifts inside an interactive region fires its action,
    /// after the touch's `responder.touchesEnded` (SwiftUI's own gestures are
    /// not modelled further).
    func fireRegionActions(_ touches: [Touch], with event: ResponderEvent) {
        for touch in touches {
            guard let region = interactiveRegion(at: touch.location(in: self)) else { continue }
            event.trace.record(.swiftuiAction, traceName, "region", .string(region.name)).with("action", .name(region.action))
        }
    }

    override public func touchesEnded(_ touches: [Touch], with event: ResponderEvent) {
        // A region's platform view fired its own touches' actions, then passed them here.
        fireRegionActions(touches.filter { $0.view === self }, with: event)
        super.touchesEnded(touches, with: event)
    }
}

/// The platform view UIKit makes for an interactive SwiftUI region before
/// iOS 26 (`hostingHitTest: views`, rule H12), named `HOST.REGION`.
public final class HostingRegionView: View {
    public unowned(safe) let host: HostingView

    public init(host: HostingView, region: HostingView.Region) {
        self.host = host
        super.init(name: host.name + "." + region.name, kind: .view, frame: region.frame)
    }

    override public func touchesEnded(_ touches: [Touch], with event: ResponderEvent) {
        host.fireRegionActions(touches, with: event)
        super.touchesEnded(touches, with: event)
    }
}
