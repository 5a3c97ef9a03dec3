/// `modalPresentationStyle` (models `UIModalPresentationStyle`, rule M1).
public enum ModalPresentationStyle: String, Sendable, Hashable, CaseIterable {
    case automatic, pageSheet, formSheet, fullScreen, overFullScreen

    /// What a presentation of this style is on a device running `ios` for
    /// an app linked against `sdk` (rule M1): a sheet (M2–M9) or full screen
    /// (M10). Only the default style depends on `sdk`; an explicit page or
    /// form sheet follows `ios` alone (M1's decision).
    public func resolved(ios: Double, sdk: Double) -> ResolvedPresentation {
        switch self {
        case .fullScreen, .overFullScreen: return .fullScreen
        case .pageSheet, .formSheet: return ios >= 13 ? .sheet : .fullScreen
        case .automatic: return ios >= 13 && sdk >= 13 ? .sheet : .fullScreen
        }
    }

    /// The style `automatic` resolves to (M1): `formSheet` from iOS 18, `pageSheet` on 13–17.
    public func concrete(ios: Double, sdk: Double) -> ModalPresentationStyle {
        guard self == .automatic else { return self }
        guard ios >= 13 && sdk >= 13 else { return .fullScreen }
        return ios >= 18 ? .formSheet : .pageSheet
    }
}

/// The two behaviours a presentation style resolves to (rule M1).
public enum ResolvedPresentation: String, Sendable, Hashable {
    case sheet, fullScreen
}

/// A sheet's detent (models `UISheetPresentationController.Detent`, rule M2).
public struct SheetDetent: Hashable, Sendable {
    public enum Value: Hashable, Sendable {
        case medium, large
        /// "A height within the safe area of the sheet" (iOS 16).
        case custom(Double)
    }

    /// `medium`, `large` or a custom detent's identifier.
    public var identifier: String
    public var value: Value

    public init(identifier: String, value: Value) {
        self.identifier = identifier
        self.value = value
    }

    public static let medium = SheetDetent(identifier: "medium", value: .medium)
    public static let large = SheetDetent(identifier: "large", value: .large)
}

/// A presentation controller's delegate (models
/// `UIAdaptivePresentationControllerDelegate` and, for detents,
/// `UISheetPresentationControllerDelegate`): the responder acting as
/// delegate, its answer to `presentationControllerShouldDismiss(_:)` and the
/// notification methods it implements (rules M6, M8, M9).
public struct PresentationDelegate {
    /// The methods a delegate may implement, by their scene names.
    public enum Method: String, Sendable, Hashable, CaseIterable {
        case willDismiss, didDismiss, didAttemptToDismiss, didChangeSelectedDetent
    }

    public let object: Responder
    /// `presentationControllerShouldDismiss(_:)`; nil: not implemented.
    public var shouldDismiss: Answer?
    public var implements: Set<Method> = []

    public init(object: Responder, shouldDismiss: Answer? = nil, implements: Set<Method> = []) {
        self.object = object
        self.shouldDismiss = shouldDismiss
        self.implements = implements
    }
}

/// The causes of a sheet's detent changes and dismissals (rules M3, M4, M6, M9).
public enum SheetCause: String, Sendable, Hashable {
    case drag, dimmingTap, grabber
}
