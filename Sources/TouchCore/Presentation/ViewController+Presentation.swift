/// How a controller presents another (rules M1, M2, M10).
public enum Presentation {
    case sheet(SheetPresentationController)
    case fullScreen(FullScreenPresentation)

    public var sheet: SheetPresentationController? {
        if case .sheet(let s) = self { return s }
        return nil
    }
}

/// A full-screen presentation (rule M10): `NAME.container` fills the window
/// and holds the presented controller's view; it adds no recognizer, and
/// with `fullScreen` the presenter's views leave the window.
public final class FullScreenPresentation {
    public let containerView: View
    public let style: ModalPresentationStyle

    init(presented: ViewController, style: ModalPresentationStyle, screen: Size) {
        self.style = style
        containerView = View(name: presented.name + ".container", frame: Rect(origin: .zero, size: screen))
        containerView.className = "UITransitionView"
        presented.view.frame = containerView.bounds
        containerView.addSubview(presented.view)
    }
}

extension ViewController {
    /// `present(_:animated:)`, finished (rule M1): `controller` becomes the
    /// presented one, shown in `window` as a sheet or full screen as its
    /// style resolves on this device. The sheet's settings are given by the
    /// caller, already limited to what the version has (section P).
    @discardableResult
    public func present(_ controller: ViewController, style: ModalPresentationStyle, in window: Window,
                        parameters: DeviceParameters, sheet settings: SheetSettings = SheetSettings()) -> Presentation {
        precondition(presentedViewController == nil, "\(name) already presents \(presentedViewController!.name)")
        controller.presentingViewController = self
        presentedViewController = controller
        let presentation: Presentation
        switch style.resolved(ios: parameters.ios, sdk: parameters.sdk) {
        case .sheet:
            let sheet = SheetPresentationController(presenting: self, presented: controller, detents: settings.detents,
                                                   selected: settings.selectedDetent, largestUndimmed: settings.largestUndimmedDetent,
                                                   prefersGrabberVisible: settings.prefersGrabberVisible, parameters: parameters)
            sheet.prefersScrollingExpandsWhenScrolledToEdge = settings.prefersScrollingExpandsWhenScrolledToEdge
            sheet.install(in: window)
            presentation = .sheet(sheet)
        case .fullScreen:
            let full = FullScreenPresentation(presented: controller, style: style.concrete(ios: parameters.ios, sdk: parameters.sdk),
                                              screen: parameters.screen)
            if full.style != .overFullScreen {
                for view in window.subviews { view.removeFromSuperview() }
            }
            window.addSubview(full.containerView)
            presentation = .fullScreen(full)
        }
        self.presentation = presentation
        return presentation
    }

    /// Rule M8: this controller, or one contained in its view, has `isModalInPresentation`.
    public var isModalInPresentationAnywhere: Bool {
        if isModalInPresentation { return true }
        return view.subtree.contains { $0 !== view && $0.viewController?.isModalInPresentation == true }
    }
}

/// A sheet's settings as `sheetPresentationController` is configured (M2, M3, M7).
public struct SheetSettings {
    public var detents: [SheetDetent] = [.large]
    public var selectedDetent: String?
    public var largestUndimmedDetent: String?
    public var prefersGrabberVisible = false
    public var prefersScrollingExpandsWhenScrolledToEdge = true

    public init() {}
}
