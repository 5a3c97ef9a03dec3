/// What a view is (scene-format.md `kind:`); UIKit's class for each case is
/// `UIView`, `UIImageView`, `UILabel`, `UIControl`, `UIButton`, `UISwitch`,
/// `UISlider`, `UIStepper`, `UISegmentedControl`, `UIPageControl`, `UIScrollView`,
/// `UITextField`, `UITableView`, `UICollectionView`, `UITableViewCell`, `UICollectionViewCell`.
public enum ViewKind: String, Sendable, Hashable, CaseIterable {
    case view, imageView, label, control, button
    case `switch`, slider, stepper, segmentedControl, pageControl, scrollView
    case textField, tableView, collectionView, tableViewCell, collectionViewCell
    /// `UIRefreshControl` (rule V14) and `UITextView` (rule E3).
    case refreshControl, textView

    /// Controls track their own touches and pass none on (rules R3, C1).
    public var isControl: Bool {
        switch self {
        case .control, .button, .switch, .slider, .stepper, .segmentedControl, .pageControl, .textField, .refreshControl: return true
        case .view, .imageView, .label, .scrollView, .tableView, .collectionView, .tableViewCell, .collectionViewCell, .textView:
            return false
        }
    }

    /// `UIImageView` and `UILabel` start with user interaction disabled.
    public var defaultUserInteractionEnabled: Bool { self != .imageView && self != .label }

    /// Scroll views, table views and collection views (rule V; L1: lists are scroll views).
    public var isScrollView: Bool { self == .scrollView || self == .tableView || self == .collectionView || self == .textView }

    /// Table and collection views (rule L).
    public var isList: Bool { self == .tableView || self == .collectionView }

    /// Table and collection view cells (rule L1).
    public var isCell: Bool { self == .tableViewCell || self == .collectionViewCell }
}
