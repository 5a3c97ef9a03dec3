import TouchCore

/// The import benchmark's input: a `recursiveDescription` dump as LLDB
/// prints it for a large feed screen, followed by a `gestureRecognizers`
/// dump, made from the seeded generator before any clock starts.
///
/// The screen: a window, a root view (with the app's tap recognizer), a
/// header, and a scroll view holding a table whose cells each nest a content
/// view, a stack, an image, labels and buttons, six to eight levels below the
/// window, with the flags, transforms and recognizer arrays real dumps carry.
/// Cells are added until the dump holds exactly `views` views.
extension BenchInput {
    static func importDump(views: Int, using generator: inout SeededGenerator) -> String {
        var dump = ImportDumpWriter()
        dump.line("(lldb) po [[UIWindow keyWindow] recursiveDescription]")
        let window = dump.view(depth: 0, "UIWindow", frame: "0 0; 390 844", extra: "gestureRecognizers = <NSArray: \(dump.nextAddress())>")
        let root = dump.view(depth: 1, "UIView", frame: "0 0; 390 844", extra: "autoresize = W+H; gestureRecognizers = <NSArray: \(dump.nextAddress())>")
        dump.view(depth: 2, "FeedHeaderView", base: "UIView", frame: "0 0; 390 100")
        dump.view(depth: 3, "UILabel", frame: "16 50; 200 34", extra: "text = 'Feed'; userInteractionEnabled = NO")
        let compose = dump.view(depth: 3, "UIButton", frame: "334 50; 40 34", extra: "opaque = NO")
        let scroll = dump.view(depth: 2, "UIScrollView", frame: "0 100; 390 744",
                               extra: "clipsToBounds = YES; gestureRecognizers = <NSArray: \(dump.nextAddress())>; contentOffset: {0, 0}")
        let table = dump.view(depth: 3, "UITableView", frame: "0 0; 390 744",
                              extra: "clipsToBounds = YES; gestureRecognizers = <NSArray: \(dump.nextAddress())>; contentOffset: {0, 0}")
        var cells: [String] = []
        var y = 0
        while dump.views < views {
            let height = 60 + Int.random(in: 0...60, using: &generator)
            let budget = views - dump.views
            // A cell: the cell, its content view, a stack with an image and a text column, and buttons.
            let cell = dump.view(depth: 4, "FeedCell", base: "UITableViewCell", frame: "0 \(y); 390 \(height)",
                                 extra: "text = 'Row \(cells.count)'; autoresize = W")
            cells.append(cell)
            guard budget > 1 else { break }
            dump.view(depth: 5, "UITableViewCellContentView", frame: "0 0; 390 \(height)")
            var parts: [(inout ImportDumpWriter) -> Void] = []
            parts.append({ $0.view(depth: 6, "UIStackView", frame: "16 8; 300 \(height - 16)") })
            parts.append({ $0.view(depth: 7, "UIImageView", frame: "0 0; 44 44", extra: "opaque = NO; userInteractionEnabled = NO") })
            parts.append({ $0.view(depth: 7, "UIView", frame: "52 0; 248 \(height - 16)") })
            for label in 0..<Int.random(in: 1...3, using: &generator) {
                let hidden = Bool.random(using: &generator) && label == 2 ? "hidden = YES; " : ""
                parts.append({ $0.view(depth: 8, "UILabel", frame: "0 \(label * 20); 248 20",
                                           extra: "\(hidden)text = 'Line \(label)'; userInteractionEnabled = NO") })
            }
            for button in 0..<Int.random(in: 0...2, using: &generator) {
                let rotated = button == 1 ? "transform = [0.70710678118654757, 0.70710678118654746, -0.70710678118654746, 0.70710678118654757, 0, 0]; " : ""
                parts.append({ $0.view(depth: 6, "UIButton", frame: "\(330 + button * 28) 8; 24 24", extra: "\(rotated)opaque = NO") })
            }
            for part in parts.prefix(budget - 2) { part(&dump) }
            y += height
        }
        let recognizers = dump.recognizerDescriptions(window: window, root: root, compose: compose, scroll: scroll,
                                                      table: table, cells: cells)
        return dump.text + recognizers
    }
}

/// Writes dump lines with sequential addresses, counting the views.
struct ImportDumpWriter {
    private(set) var text = ""
    private(set) var views = 0
    private var address: UInt64 = 0x7f8a_1c00_0000

    mutating func nextAddress() -> String {
        address += 0x10
        return "0x" + String(address, radix: 16)
    }

    mutating func line(_ line: String) {
        text += line
        text += "\n"
    }

    /// One view line at `depth` below the window; returns its address.
    @discardableResult
    mutating func view(depth: Int, _ className: String, base: String? = nil, frame: String, extra: String = "") -> String {
        let own = nextAddress()
        let indent = depth == 0 ? "" : "   |" + String(repeating: "    |", count: depth - 1) + " "
        let baseClass = base.map { "baseClass = \($0); " } ?? ""
        let more = extra.isEmpty ? "" : "; " + extra
        line("\(indent)<\(className): \(own); \(baseClass)frame = (\(frame))\(more); layer = <CALayer: \(nextAddress())>>")
        views += 1
        return own
    }

    /// The `gestureRecognizers` of the window, the root, the compose button,
    /// the scroll view and table (built-ins) and every 40th cell (a long
    /// press that must wait for the root's tap), as `po` prints them.
    mutating func recognizerDescriptions(window: String, root: String, compose: String, scroll: String,
                                         table: String, cells: [String]) -> String {
        let tap = nextAddress()
        var lines = ["(lldb) po [[[UIWindow keyWindow] gestureRecognizers] arrayByAddingObjectsFromArray:…]", "<__NSArrayM \(nextAddress())>("]
        lines.append("<_UISystemGestureGateGestureRecognizer: \(nextAddress()); state = Possible; delaysTouchesEnded = NO; view = <UIWindow \(window)>; target= <(action=_systemGestureStateChanged:, target=<UIGestureEnvironment \(nextAddress())>)>>,")
        lines.append("<UITapGestureRecognizer: \(tap); state = Possible; view = <UIView \(root)>; target= <(action=dismissKeyboard, target=<FeedViewController \(nextAddress())>)>>,")
        lines.append("<UILongPressGestureRecognizer: \(nextAddress()); state = Possible; view = <UIButton \(compose)>; target= <(action=showDrafts:, target=<FeedViewController \(nextAddress())>)>; minimumPressDuration = 0.4>,")
        for view in [("UIScrollView", scroll), ("UITableView", table)] {
            lines.append("<UIScrollViewDelayedTouchesBeganGestureRecognizer: \(nextAddress()); state = Possible; delaysTouchesBegan = YES; view = <\(view.0) \(view.1)>; target= <(action=delayed:, target=<UIScrollViewDelayedTouchesBeganGestureRecognizer \(nextAddress())>)>>,")
            lines.append("<UIScrollViewPanGestureRecognizer: \(nextAddress()); state = Possible; delaysTouchesEnded = NO; view = <\(view.0) \(view.1)>; target= <(action=handlePan:, target=<\(view.0) \(view.1)>)>>,")
        }
        for cell in stride(from: 0, to: cells.count, by: 40) {
            lines.append("<UILongPressGestureRecognizer: \(nextAddress()); state = Possible; view = <FeedCell \(cells[cell])>; target= <(action=showMenu:, target=<FeedCell \(cells[cell])>)>; must-fail = {\n        <UITapGestureRecognizer: \(tap); state = Possible; view = <UIView \(root)>; target= <(action=dismissKeyboard, target=<FeedViewController 0x600000c0ffee>)>>\n    }>,")
        }
        lines[lines.count - 1].removeLast()
        lines.append(")")
        return lines.joined(separator: "\n") + "\n"
    }
}
