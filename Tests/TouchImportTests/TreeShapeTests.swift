import Testing
@testable import TouchImport

/// The tree shape, kinds, touch flags and identity of imported views
/// (import-format.md steps 1–4, 8), read from `ImportedScene.outline`.
@Suite struct TreeShapeTests {
    func outline(_ dumps: String...) throws -> String {
        let inputs = try dumps.map { try dumpText($0) }.map { Importer.Input(name: $0.name, text: $0.text) }
        return try Importer.run(inputs).outline.joined(separator: "\n")
    }

    @Test("RD: depth from the | marks, a cut line kept, elisions reported, layers are not views")
    func recursiveDescription() throws {
        let scene = try importDumps("02")
        #expect(subtree(scene.outline, at: "UIView_1070") == """
            UIView_1070 view
              UITableView_c000 tableView
                SettingCell_0800 tableViewCell
                  UITableViewCellContentView_8f20 view
                    UIView_7fa0 view
                    UIView_4d10 view
                    UIImageView_3380 imageView userInteractionEnabled=false
                    UITableViewLabel_5e10 label userInteractionEnabled=false
                    UIImageView_1d30 imageView
            """)
        #expect(scene.outline.count == 18, "the window and its 17 views, no line for the layer")
        #expect(scene.outline.first == "window UIWindow_fff0 <UIWindow>")
        #expect(scene.notes.map(\.description).contains { $0.hasSuffix(".txt:21: skipped: elided by the author ('.......'): the views it stood for are missing") })
        #expect(scene.yaml.contains("contentOffset: [0, -88]") && scene.yaml.contains("contentSize: [414, 70.0001]"))
        #expect(scene.yaml.contains("text: \"工作圈\""))
        #expect(scene.yaml.contains("class: \"SettingCell\""), "custom class kept, kind from baseClass")
    }

    @Test("RD joined with PH by view address (rule R1): controllers wrap their views; the navigation stack folds its containers")
    func joinedWithPrintHierarchy() throws {
        let scene = try Importer.run(try ["02", "03"].map { try dumpText($0) }.map { Importer.Input(name: $0.name, text: $0.text) })
        #expect(subtree(scene.outline, at: "controller TabBarController_8c00").hasPrefix("""
            controller TabBarController_8c00
              UILayoutContainerView_5d80 view
                UITransitionView_d7d0 view
                  UIViewControllerWrapperView_c460 view
                    navigationController NavigationViewController_a600 stack=[DiscoverViewController_c530]
                      UIView_1070 view
                        UITableView_c000 tableView
            """))
        #expect(scene.yaml.contains("view: { name: UILayoutContainerView_8280, class: \"UILayoutContainerView\", address: \"0x7f9125408280\" }"))
        #expect(scene.notes.contains { $0.message.contains("UINavigationTransitionView: inside navigation controller NavigationViewController_a600, folded") })
        #expect(scene.notes.filter { $0.message.contains("its view is not in the window") }.count == 4)
    }

    @Test("PH alone: presented controllers keep presentedBy and stand above, not inside, their presenter")
    func presentations() throws {
        let text = try outline("16")
        #expect(text.contains("""
                controller ViewController_65e0 presentedBy=UITabBarController_d200
                  UIView_6a90 view
                controller ViewController_b130 presentedBy=ViewController_65e0
            """))
        #expect(text.contains("navigationController UINavigationController_8200 stack=[ViewController_4620, ViewController_49c0, ViewController_6550, ViewController_4540]"))
    }

    @Test("touch flags: hidden, alpha, userInteractionEnabled and transforms (rule H6), through a tool's wrapper")
    func flagsAndTransforms() throws {
        let text = try outline("31")
        #expect(text.contains("""
              UIWebView_cdd0 view
                _UIWebViewScrollView_cbc0 scrollView
                  UIImageView_7db0 imageView hidden userInteractionEnabled=false alpha=0 transformed
            """))
        let rotated = try importDumps("28")
        #expect(rotated.yaml.contains("transform: [0.9238795325112867, 0.3826834323650898, -0.3826834323650898, 0.9238795325112867, 0, 0]"))
        #expect(rotated.yaml.contains("frame: [-15.3281, -15.3281, 130.656, 130.656]"))
    }

    @Test("address-stripped dumps import by position, with a warning")
    func addressStripped() throws {
        let scene = try importDumps("49")
        #expect(scene.notes.contains { $0.level == .warning && $0.message.contains("no addresses") })
        #expect(scene.outline.joined(separator: "\n").contains("navigationController UINavigationController_VC stack=[UIPageViewController_VC]"))
        #expect(!scene.yaml.contains("address:"))
    }

    @Test("flat lists and Chisel's short mode: siblings of one root, with a warning")
    func flatAndShort() throws {
        let flat = try importDumps("47")
        #expect(flat.notes.contains { $0.level == .warning && $0.message.contains("flat list of views") })
        let lines = flat.outline
        #expect(lines[1] == "  Imported view")
        #expect(lines.dropFirst(2).allSatisfy { $0.hasPrefix("    ") && !$0.hasPrefix("     ") })
        #expect(flat.yaml.contains("text: \"关于我们\"") || flat.yaml.contains("\\U") == false)
        let short = try outline("20")
        #expect(short.contains("""
              UIView_d760 view
                UIButton_d8c0 button
                  UIButtonLabel_d0b0 label
                UIButton_e7f0 button
            """))
    }

    @Test("names are readable and unique; mangled Swift classes are kept verbatim in class:")
    func names() throws {
        let scene = try importDumps("22")
        #expect(scene.yaml.contains("class: \"_TtGC7SwiftUI14_UIHostingView"))
        #expect(scene.outline.joined(separator: "\n").contains("_UIHostingView_1200 view"))
        let names = scene.outline.compactMap { $0.trimmingSpaces.split(separator: " ").first.map(String.init) }
        #expect(Set(names).count == names.count)
    }

    @Test("wrappers: Swift optionals, os_log columns, gdb, Cycript, indented blocks and comments are stripped")
    func wrappers() throws {
        #expect(try outline("36") == "window Window\n  UIView_2a90 view")
        #expect(try outline("39") == "window SBHomeScreenWindow_0000 <SBHomeScreenWindow>")
        #expect(try outline("43") == "window UIWindow_8140 <UIWindow>\n  UIView_1fd0 view")
        #expect(try importDumps("39").notes.contains { $0.message.contains("SBIconTapGestureRecognizer 0x8654d0000: recognizer description cut off") })
        #expect(try outline("06").contains("UITableView_8e00 tableView"))
        #expect(try outline("44").contains("UIScrollView_bee0 scrollView"))
    }

    @Test("Chisel presponder output is a responder chain, not a tree: skipped line by line")
    func responderChain() throws {
        let scene = try importDumps("46")
        #expect(scene.notes.filter { $0.message.contains("presponder") }.count == 8)
        #expect(scene.outline.joined(separator: "\n").contains("UITransitionView_b560 view\n      EmoticonViewWithPreview_98a0 view"))
    }
}
