/// What a view is (scene-format.md `kind:`); UIKit's class for each case is
/// `UIView`, `UIImageView`, `UILabel`, `UIControl`, `UIButton`, `UISwitch`,
/// `UISlider`, `UIStepper`, `UISegmentedControl`, `UIPageControl`, `UIScrollView`.
public enum ViewKind: String, Sendable, Hashable, CaseIterable {
    case view, imageView, label, control, button
    case `switch`, slider, stepper, segmentedControl, pageControl, scrollView

    /// Controls track their own touches and pass none on (rules R3, C1).
    public var isControl: Bool {
        switch self {
        case .control, .button, .switch, .slider, .stepper, .segmentedControl, .pageControl: return true
        case .view, .imageView, .label, .scrollView: return false
        }
    }

    /// `UIImageView` and `UILabel` start with user interaction disabled.
    public var defaultUserInteractionEnabled: Bool { self != .imageView && self != .label }
}
