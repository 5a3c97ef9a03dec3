import TouchCore

/// A page view controller's own settings (scene-format.md, "Page view
/// controllers", rule W).
public struct PageViewDescription: Hashable, Sendable {
    /// What the data source returns, in order.
    public var pages: [ControllerDescription] = []
    /// The index of the page shown first.
    public var current: Int = 0
    public var transitionStyle: PageViewController.TransitionStyle = .scroll
    public var orientation: PageViewController.Orientation = .horizontal
    /// Page curl only (W7); nil: `min`.
    public var spineLocation: PageViewController.SpineLocation?
    /// false: `dataSource: null`, no gesture navigation (W3).
    public var hasDataSource: Bool = true
    /// The data source's name; nil: the page view controller itself.
    public var dataSource: String?
    /// The delegate told of transitions (W4); nil: none.
    public var delegate: String?
    /// The queuing scroll view's settings, as code that walks `view.subviews` reaches them (W3).
    public var scrollView: QueuingScrollDescription?

    public init() {}

    /// The generated names of rule W8.
    public static func scrollViewName(_ pages: String) -> String { pages + ".scrollView" }
    public static func curlPanName(_ pages: String) -> String { pages + ".curlPan" }
    public static func curlTapName(_ pages: String) -> String { pages + ".curlTap" }
}

/// `scrollView:` of a page view controller (W3): every key optional.
public struct QueuingScrollDescription: Hashable, Sendable {
    public var delaysContentTouches: Bool?
    public var canCancelContentTouches: Bool?
    public var scrollEnabled: Bool?
    public var touchesShouldCancel: Answer?
    public var pan: ScrollPanDescription?

    public init() {}
}
