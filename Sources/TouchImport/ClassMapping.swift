/// Which scene kind a printed class stands for (import-format.md steps 3
/// and 6): the class itself, else its `baseClass`, else what its name or
/// fields show.
enum ClassMapping {
    static let viewKinds: [String: String] = [
        "UIButton": "button", "UISwitch": "switch", "UISlider": "slider", "UIStepper": "stepper",
        "UISegmentedControl": "segmentedControl", "UIPageControl": "pageControl", "UITextField": "textField",
        "UIControl": "control", "UITableView": "tableView", "UICollectionView": "collectionView",
        "UIScrollView": "scrollView", "UITableViewWrapperView": "scrollView", "WKScrollView": "scrollView",
        "UITextView": "scrollView", "UITableViewCell": "tableViewCell", "UICollectionViewCell": "collectionViewCell",
        "UILabel": "label", "UIImageView": "imageView",
    ]

    static let recognizerKinds: [String: String] = [
        "UITapGestureRecognizer": "tap", "UILongPressGestureRecognizer": "longPress", "UIPanGestureRecognizer": "pan",
        "UISwipeGestureRecognizer": "swipe", "UIPinchGestureRecognizer": "pinch", "UIRotationGestureRecognizer": "rotation",
        "UIScreenEdgePanGestureRecognizer": "screenEdgePan",
    ]

    /// UIKit's own recognizers that never act on an ordinary touch, with why.
    static let inert: [String: String] = [
        "UIHoverGestureRecognizer": "a pointer hover recognizer: touches never drive it",
        "UIScrollViewKnobLongPressGestureRecognizer": "acts only on the scroll indicator's knob",
    ]

    static func isWindow(_ v: DumpView) -> Bool {
        v.className == "UIWindow" || v.baseClass == "UIWindow" || v.hasWindowLayer
    }

    static func viewKind(_ v: DumpView) -> String {
        if let kind = viewKinds[v.className] ?? v.baseClass.flatMap({ viewKinds[$0] }) { return kind }
        let name = v.className
        // The scroll-view group (`contentOffset:`) is printed by UIScrollView subclasses only.
        if v.contentOffset != nil || v.contentSize != nil {
            if name.hasSuffix("TableView") { return "tableView" }
            if name.hasSuffix("CollectionView") { return "collectionView" }
            return "scrollView"
        }
        if name.hasSuffix("TableViewCell") { return "tableViewCell" }
        if name.hasSuffix("CollectionViewCell") { return "collectionViewCell" }
        // UIKit's private subclasses keep the public class in their name.
        let uikit = name.hasPrefix("UI") || name.hasPrefix("_UI") || name.hasPrefix("UIKit.")
        if uikit {
            if name.hasSuffix("Label") { return "label" }
            if name.hasSuffix("ImageView") { return "imageView" }
            if name.hasSuffix("TextField") { return "textField" }
            if name.hasSuffix("Button") { return name.hasPrefix("UITabBar") || name.hasPrefix("_UIButtonBar") ? "control" : "button" }
        }
        return "view"
    }

    /// The recognizer kind, or nil with the reason it is skipped.
    static func recognizerKind(_ g: DumpRecognizer) -> (kind: String?, reason: String?) {
        if let kind = recognizerKinds[g.className] ?? g.baseClass.flatMap({ recognizerKinds[$0] }) { return (kind, nil) }
        if let why = inert[g.className] { return (nil, why) }
        if g.className.hasPrefix("_") {
            return (nil, "a private system recognizer with no public base class")
        }
        for (suffix, kind) in [("ScreenEdgePanGestureRecognizer", "screenEdgePan"), ("LongPressGestureRecognizer", "longPress"),
                               ("TapGestureRecognizer", "tap"), ("PanGestureRecognizer", "pan"), ("SwipeGestureRecognizer", "swipe"),
                               ("PinchGestureRecognizer", "pinch"), ("RotationGestureRecognizer", "rotation")]
        where g.className.hasSuffix(suffix) {
            return (kind, nil)
        }
        return (nil, "an unknown recognizer class with no baseClass: its behaviour cannot be told")
    }

    /// A readable name part from a class: `Module.Class` → `Class`, a mangled
    /// `_TtC7SwiftUI14_UIHostingView…` → `_UIHostingView`, then letters, digits and `_` only.
    static func shortName(_ className: String) -> String {
        var name = className
        if name.hasPrefix("_Tt") {
            var identifiers: [String] = []
            let u = Array(name.utf8)
            var i = 3
            while i < u.count {
                if u[i] >= 48 && u[i] <= 57 {
                    var n = 0
                    while i < u.count && u[i] >= 48 && u[i] <= 57 { n = n * 10 + Int(u[i] - 48); i += 1 }
                    if n > 0 && i + n <= u.count {
                        identifiers.append(String(decoding: u[i..<(i + n)], as: UTF8.self))
                        i += n
                        continue
                    }
                }
                i += 1
            }
            if identifiers.count >= 2 { name = identifiers[1] } else if let only = identifiers.first { name = only }
        } else if let dot = name.lastIndex(of: ".") {
            name = String(name[name.index(after: dot)...])
        }
        let cleaned = String(name.unicodeScalars.filter { ($0.properties.isAlphabetic && $0.isASCII) || ("0"..."9").contains($0) || $0 == "_" })
        return cleaned.isEmpty ? "View" : cleaned
    }

    /// The last four hex digits of an address, the usual way to tell objects apart.
    static func suffix(_ address: String?) -> String? {
        guard let a = address, a.count > 2 else { return nil }
        return String(a.suffix(4))
    }
}
