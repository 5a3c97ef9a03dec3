import Foundation
import Testing
import TouchCore
import TouchScene

/// Imported scenes that use the list, navigation and text kinds (rules L, N,
/// E), which the "lists" branch adds to the loader: these run once those
/// kinds exist (`ViewKind(rawValue: "tableView")`), and are skipped before.
@Suite(.enabled(if: ViewKind(rawValue: "tableView") != nil, "waits for the lists merge: tableView and friends"))
struct ImportedScenesLoadTests {
    static let waiting = ["02", "03", "04", "06", "08", "11", "16", "17", "18", "22", "35", "47", "49"]

    @Test("import-format.md step 7: scenes with tables, cells, collection and navigation controllers load", arguments: waiting)
    func loads(_ dump: String) throws {
        let out = ImportCommandTests.temporary("scene.yaml")
        #expect(try touchscope(["import", ImportCommandTests.dump(dump), "-o", out.path]).status == 0)
        let check = try touchscope(["check", out.path])
        #expect(check.status == 0, "\(check.stderr)")
    }

    /// A feed in a scroll view; the app added a tap (to dismiss the keyboard) on the root view:
    /// with cancelsTouchesInView the tap takes the cell's touch and the row is never selected.
    /// The second row is at (200, 166) on the screen.
    static let feedDump = """
        (lldb) po [[UIWindow keyWindow] recursiveDescription]
        <UIWindow: 0x7f0000000010; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x600000000001>; layer = <UIWindowLayer: 0x600000000002>>
           | <UIView: 0x7f0000000020; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x600000000003>; layer = <CALayer: 0x600000000004>>
           |    | <UIScrollView: 0x7f0000000030; frame = (0 0; 390 844); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x600000000005>; layer = <CALayer: 0x600000000006>; contentOffset: {0, 0}; contentSize: {390, 1600}>
           |    |    | <UITableView: 0x7f0000000040; frame = (0 100; 390 440); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x600000000007>; layer = <CALayer: 0x600000000008>; contentOffset: {0, 0}; contentSize: {390, 440}>
           |    |    |    | <FeedCell: 0x7f0000000050; baseClass = UITableViewCell; frame = (0 0; 390 44); text = 'First'; layer = <CALayer: 0x600000000009>>
           |    |    |    | <FeedCell: 0x7f0000000060; baseClass = UITableViewCell; frame = (0 44; 390 44); text = 'Second'; layer = <CALayer: 0x60000000000a>>
        (lldb) po self.view.gestureRecognizers
        <__NSArrayI 0x600000000100>(
        <UITapGestureRecognizer: 0x600000000200; state = Possible; view = <UIView 0x7f0000000020>; target= <(action=dismissKeyboard, target=<UIView 0x7f0000000020>)>>
        )
        """

    @Test("issue 11 acceptance: an imported table, a tap recognizer and a scroll view reproduce a conflict end to end")
    func importedConflict() throws {
        let dump = ImportCommandTests.temporary("feed.txt")
        try Data(Self.feedDump.utf8).write(to: dump)
        let (out, run) = try ImportCommandTests.importAndTapSecondRow(dump)
        // The row's touch, held back by the scroll views (rule V2), is dropped when the tap recognizes.
        #expect(run.stdout.contains("UITap_0200 → UIView_0020.dismissKeyboard (ended)"))
        #expect(run.stdout.contains("FeedCell_0060.contentView began [touch1] dropped by [UITap_0200] (cancelsTouchesInView:UITap_0200)"))
        // The window shows it: the picture of the imported screen renders.
        let png = ImportCommandTests.temporary("feed.png")
        #expect(try touchscope(["export", out.path, "--png", png.path]).status == 0)
    }
}
