// A small Swift interface of the UIKit API that `touchscope fix` prints
// (declarations only, bodies that do nothing), so that the tests can
// type-check every printed snippet with `swiftc -typecheck` on Linux
// (issue 26.4). Not part of any target; AnswersSwiftTests reads it.
public typealias CGFloat = Double
public typealias TimeInterval = Double
public struct CGPoint { public var x: CGFloat = 0; public var y: CGFloat = 0; public init() {}; public init(x: CGFloat, y: CGFloat) {} }
public struct CGSize { public var width: CGFloat = 0; public var height: CGFloat = 0; public init() {}; public init(width: CGFloat, height: CGFloat) {} }
public struct CGRect {
    public var origin = CGPoint(); public var size = CGSize(); public init() {}
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {}
    public func contains(_ point: CGPoint) -> Bool { false }
    public func inset(by insets: UIEdgeInsets) -> CGRect { self }
}
public struct UIEdgeInsets { public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {} }
open class NSObject { public init() {} }
public protocol NSObjectProtocol: AnyObject {}
extension NSObject: NSObjectProtocol {}
open class UIEvent: NSObject {}
open class UITouch: NSObject { open var view: UIView? { nil }; open var window: UIWindow? { nil } }
open class UIResponder: NSObject {
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func becomeFirstResponder() -> Bool { true }
    open func resignFirstResponder() -> Bool { true }
}
extension UITouch: Hashable {
    public static func == (a: UITouch, b: UITouch) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
open class UIView: UIResponder {
    open var frame = CGRect(); open var bounds = CGRect()
    open var isHidden = false; open var alpha: CGFloat = 1; open var isUserInteractionEnabled = true
    open var isExclusiveTouch = false; open var isMultipleTouchEnabled = false; open var clipsToBounds = false
    open var superview: UIView? { nil }; open var subviews: [UIView] { [] }; open var window: UIWindow? { nil }
    open var gestureRecognizers: [UIGestureRecognizer]?
    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {}
    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {}
    open func addSubview(_ view: UIView) {}
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { false }
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { point }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { point }
    open func isDescendant(of view: UIView) -> Bool { false }
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}
open class UIWindow: UIView {
    public struct Level: RawRepresentable, Equatable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(rawValue: 0), alert = Level(rawValue: 2000)
    }
    open var windowLevel = Level.normal
    open var rootViewController: UIViewController?
}
open class UILabel: UIView { open var text: String? }
open class UIImageView: UIView {}
open class UIControl: UIView {
    open var isEnabled = true; open var isSelected = false; open var isHighlighted = false
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func cancelTracking(with event: UIEvent?) {}
}
open class UIButton: UIControl {}
open class UISwitch: UIControl {}
open class UISlider: UIControl {}
open class UIStepper: UIControl {}
open class UISegmentedControl: UIControl {}
open class UIPageControl: UIControl {}
open class UITextField: UIControl {}
open class UIScrollView: UIView {
    open var contentSize = CGSize(); open var contentOffset = CGPoint()
    open var isScrollEnabled = true; open var isPagingEnabled = false; open var bounces = true
    open var alwaysBounceVertical = false; open var alwaysBounceHorizontal = false
    open var delaysContentTouches = true; open var canCancelContentTouches = true
    open var isDirectionalLockEnabled = false
    open var panGestureRecognizer: UIPanGestureRecognizer { UIPanGestureRecognizer() }
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { nil }
    open var minimumZoomScale: CGFloat = 1; open var maximumZoomScale: CGFloat = 1; open var zoomScale: CGFloat = 1
    open var bouncesZoom = true
    open func touchesShouldCancel(in view: UIView) -> Bool { true }
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }
}
open class UITextView: UIScrollView {
    open var isSelectable = true
    open var isEditable = true
    open var tokenizer: UITextInputTokenizer { fatalError() }
    open func closestPosition(to point: CGPoint) -> UITextPosition? { nil }
    open func textStyling(at position: UITextPosition, in direction: UITextStorageDirection) -> [NSAttributedStringKey: Any]? { nil }
}
open class UITextPosition: NSObject {}
open class UITextRange: NSObject { open var start: UITextPosition { UITextPosition() } }
public enum UITextGranularity: Int { case character, word, sentence, paragraph, line, document }
public enum UITextLayoutDirection: Int { case right = 2, left, up, down }
public enum UITextStorageDirection: Int { case forward, backward }
public struct UITextDirection {
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection { UITextDirection() }
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection { UITextDirection() }
}
public protocol UITextInputTokenizer {
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextRange?
}
/// NSAttributedString.Key, under a name of its own (the stub has no Foundation).
public struct NSAttributedStringKey: Hashable { public static let link = NSAttributedStringKey() }
public struct IndexPath { public init(row: Int, section: Int) {}; public init(item: Int, section: Int) {} }
open class UITableView: UIScrollView {
    open var allowsSelection = true
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }
}
open class UICollectionView: UIScrollView {
    open var allowsSelection = true
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }
}
open class UITableViewCell: UIView { open var contentView: UIView { UIView() } }
open class UICollectionViewCell: UIView { open var contentView: UIView { UIView() } }
open class UIViewController: UIResponder {
    open var view: UIView!
    open var isModalInPresentation = false
    open var presentationController: UIPresentationController? { nil }
    open var sheetPresentationController: UISheetPresentationController? { nil }
}
open class UIPresentationController: NSObject {
    open var containerView: UIView? { nil }
    open weak var delegate: UIAdaptivePresentationControllerDelegate?
}
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
}
extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
}
open class UISheetPresentationController: UIPresentationController {
    open class Detent: NSObject {
        public struct Identifier: Hashable, RawRepresentable {
            public var rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("medium"), large = Identifier("large")
        }
        open class func medium() -> Detent { Detent() }
        open class func large() -> Detent { Detent() }
        open class func custom(identifier: Identifier? = nil, resolver: @escaping (NSObject) -> CGFloat?) -> Detent { Detent() }
    }
    open var detents: [Detent] = []
    open var selectedDetentIdentifier: Detent.Identifier?
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    open var prefersGrabberVisible = false
    open var prefersScrollingExpandsWhenScrolledToEdge = true
}
open class UIPageViewController: UIViewController {
    open var gestureRecognizers: [UIGestureRecognizer] { [] }
}
open class UIViewPropertyAnimator: NSObject {
    open var isUserInteractionEnabled = true
}
extension UIView {
    public struct AnimationOptions: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let allowUserInteraction = AnimationOptions(rawValue: 2), beginFromCurrentState = AnimationOptions(rawValue: 4)
        public static var curveEaseInOut: AnimationOptions { AnimationOptions(rawValue: 0) }
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16), curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let `repeat` = AnimationOptions(rawValue: 8), autoreverse = AnimationOptions(rawValue: 16)
        public static let layoutSubviews = AnimationOptions(rawValue: 1)
    }
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}
}
public protocol UIInteraction: NSObjectProtocol {}
open class UIContextMenuConfiguration: NSObject {}
open class UIContextMenuInteraction: NSObject, UIInteraction {}
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
}
open class UIDragItem: NSObject {}
public protocol UIDragSession: NSObjectProtocol {}
open class UIDragInteraction: NSObject, UIInteraction {
    open var isEnabled = false
    open var allowsSimultaneousRecognitionDuringLift = false
}
public protocol UIDragInteractionDelegate: NSObjectProtocol {
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem]
}
open class UINavigationController: UIViewController {
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }
    open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { nil }
}
open class UIGestureRecognizer: NSObject {
    public enum State { case possible, began, changed, ended, cancelled, failed }
    open var state = State.possible
    open var isEnabled = true; open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false; open var delaysTouchesEnded = true
    open weak var delegate: UIGestureRecognizerDelegate?
    open var view: UIView? { nil }
    open var name: String?
    open var numberOfTouches: Int { 0 }
    open func require(toFail other: UIGestureRecognizer) {}
    open func location(in view: UIView?) -> CGPoint { CGPoint() }
}
open class UITapGestureRecognizer: UIGestureRecognizer { open var numberOfTapsRequired = 1; open var numberOfTouchesRequired = 1 }
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5; open var allowableMovement: CGFloat = 10
    open var numberOfTapsRequired = 0; open var numberOfTouchesRequired = 1
}
open class UIPanGestureRecognizer: UIGestureRecognizer { open var minimumNumberOfTouches = 1; open var maximumNumberOfTouches = Int.max }
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer { open var edges: UIRectEdge = [] }
public struct UIRectEdge: OptionSet { public let rawValue: UInt; public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1), left = UIRectEdge(rawValue: 2), bottom = UIRectEdge(rawValue: 4), right = UIRectEdge(rawValue: 8)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right] }
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet { public let rawValue: UInt; public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1), left = Direction(rawValue: 2), up = Direction(rawValue: 4), down = Direction(rawValue: 8) }
    open var direction: Direction = .right; open var numberOfTouchesRequired = 1
}
open class UIPinchGestureRecognizer: UIGestureRecognizer { open var scale: CGFloat = 1 }
open class UIRotationGestureRecognizer: UIGestureRecognizer { open var rotation: CGFloat = 0 }
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
}
extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
