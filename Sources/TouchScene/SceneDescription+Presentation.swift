import TouchCore

/// `presents:` of a controller (scene-format.md, "Presenting a controller:
/// sheets", rule M): the presented controller, its style, and the sheet's settings.
public struct PresentationDescription: Hashable, Sendable {
    public var controller: ControllerDescription
    public var style: ModalPresentationStyle = .automatic
    public var isModalInPresentation = false
    public var delegate: PresentationDelegateDescription?
    public var sheet: SheetDescription?
    public var location: SourceLocation = .unknown

    public init(controller: ControllerDescription) {
        self.controller = controller
    }

    /// The names the presentation adds (M2, M4, M10), whatever the style resolves to.
    public static func sheetNames(_ presented: String) -> (views: [String], recognizers: [String], sheet: String) {
        let s = presented + ".sheet"
        return ([s + ".container", s + ".dimming", s + ".view", s + ".grabber"],
                [s + ".pan", s + ".dimming.tap", s + ".exteriorPan"], s)
    }

    public static func fullScreenContainerName(_ presented: String) -> String { presented + ".container" }
}

/// `presentationDelegate:` (M6, M8, M9).
public struct PresentationDelegateDescription: Hashable, Sendable {
    public var object: String
    /// `presentationControllerShouldDismiss(_:)`; nil: not implemented.
    public var shouldDismiss: Answer?
    public var implements: [PresentationDelegate.Method] = []

    public init(object: String) { self.object = object }
}

/// `sheet:` (M2–M7).
public struct SheetDescription: Hashable, Sendable {
    public var detents: [SheetDetent] = [.large]
    public var selectedDetent: String?
    public var largestUndimmedDetent: String?
    public var prefersGrabberVisible = false
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    /// `NAME.sheet.pan`'s settings, as a scroll view's `pan:`.
    public var pan: ScrollPanDescription?

    public init() {}
}

extension ControllerDescription {
    /// The controller it presents (`presents:`), if any.
    public var presentation: PresentationDescription? {
        get { presents.first }
        set { presents = newValue.map { [$0] } ?? [] }
    }
}


extension SceneDescription {
    /// " · iOS 26" (with " (SDK N)" when the SDK differs) for a scene whose
    /// device is not the default iOS 18 (section P); "" otherwise. The window's
    /// title, its top bar and exported pictures add it to the scene's title.
    public var versionSuffix: String {
        let d = device
        guard d.ios != DeviceParameters().ios || d.sdk != d.ios else { return "" }
        return " · iOS \(TraceJSON.format(d.ios))" + (d.sdk != d.ios ? " (SDK \(TraceJSON.format(d.sdk)))" : "")
    }
}
