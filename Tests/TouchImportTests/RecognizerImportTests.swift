import Testing
@testable import TouchImport

/// Recognizers joined by view address, with flags, targets, names and
/// failure requirements (import-format.md step 6).
@Suite struct RecognizerImportTests {
    @Test("flags and kinds: enabled, cancelsTouchesInView, numberOfTapsRequired; a Swift target by class")
    func flags() throws {
        let scene = try importDumps("09")
        let text = scene.outline.joined(separator: "\n")
        #expect(text.contains("""
              ARSCNView_1f50 view
                gesture UILongPress_92f0 longPress enabled=false cancelsTouchesInView=false action=_handlePress:
                gesture UIPan_97d0 pan enabled=false cancelsTouchesInView=false action=_handlePan:
                gesture UITap_ee00 tap enabled=false cancelsTouchesInView=false taps=2 action=_handleDoubleTap:
                gesture UIPinch_9660 pinch enabled=false cancelsTouchesInView=false action=_handlePinch:
                gesture UIRotation_9950 rotation enabled=false cancelsTouchesInView=false action=_handleRotation:
                gesture UITap_5b00 tap action=addColladaModelToSceneViewWithGestureRecognizer:
            """))
        #expect(scene.yaml.contains("action: \"addColladaModelToSceneViewWithGestureRecognizer:\"   # target: ARDoggo.ViewController 0x104210110"))
        #expect(scene.notes.contains { $0.message.contains("its view ARSCNView 0x104211f50 is not in the hierarchy") })
    }

    @Test("rule G3: must-fail becomes requireToFail, on the scroll view's built-in pan; its duplicate is not created")
    func mustFail() throws {
        let scene = try importDumps("08")
        let text = scene.outline.joined(separator: "\n")
        #expect(text.contains("WKScrollView_3200 scrollView pan.requireToFail=[UIScrollViewPagingSwipe_4270]"))
        #expect(text.contains("gesture UIScrollViewPagingSwipe_4270 swipe action=_handleSwipe: target=WKScrollView_3200"))
        #expect(!text.contains("gesture UIScrollViewPan"))
        #expect(scene.notes.contains { $0.message.hasPrefix("_UIDragAutoScrollGestureRecognizer") && $0.message.contains("private system recognizer") })
    }

    @Test("scroll views' own recognizers are the built-ins: flags apply to them; private ones are skipped")
    func builtIns() throws {
        let scene = try importDumps("11")
        #expect(scene.outline == ["window Window", "  UITableView_8a00 tableView"])
        #expect(scene.recognizerCount == 2)
        #expect(scene.notes.map(\.message).filter { $0.contains("skipped") }.count == 3)
        let custom = try importDumps("13")
        #expect(custom.outline == ["window Window", "  InfiniteScrollView_3800 scrollView"], "a view with a scroll view's recognizers is a scroll view")
    }

    @Test("subclasses by baseClass; a navigation pop recognizer without its controller stays an edge pan; window gates skipped")
    func subclasses() throws {
        let text = try importDumps("26").outline.joined(separator: "\n")
        #expect(text.contains("gesture TDPan_c070 pan action=pan:"))
        #expect(text.contains("gesture _UIParallaxTransitionPan_11e0 screenEdgePan delaysTouchesBegan=true action=handleNavigationTransition:"))
        #expect(!text.contains("TDWindow"), "a view is made for a recognizer only when the recognizer is kept")
    }

    @Test("the same recognizer printed twice is imported once; names in parentheses and colon-style views")
    func duplicatesAndNames() throws {
        #expect(try importDumps("27").recognizerCount == 1)
        let lookin = try importDumps("41")
        #expect(lookin.outline == ["window Window", "  UILabel_bed0 label", "    gesture UITap_5470 tap action=showDetail"])
        let named = try Importer.run([Importer.Input(name: "n.txt", text: """
            <UIView: 0x100000001; frame = (0 0; 100 100); layer = <CALayer: 0x600000000001>>
            <UITapGestureRecognizer: 0x200000001 (com.example.doubleTap); state = Possible; view = <UIView: 0x100000001>; target= <(action=zoom:, target=<UIView 0x100000001>)>; numberOfTapsRequired = 2>
            <UITapGestureRecognizer: 0x200000002; state = Possible; view = <UIView 0x100000001>; target= <(action=select:, target=<UIView 0x100000001>)>; must-fail = {
                    <UITapGestureRecognizer: 0x200000001 (com.example.doubleTap); state = Possible; view = <UIView 0x100000001>; target= <(action=zoom:, target=<UIView 0x100000001>)>; numberOfTapsRequired = 2>
                }>
            """)])
        #expect(named.outline == [
            "window Window", "  UIView_0001 view",
            "    gesture com_example_doubleTap tap taps=2 action=zoom: target=UIView_0001",
            "    gesture UITap_0002 tap action=select: target=UIView_0001 requireToFail=[com_example_doubleTap]",
        ])
    }

    @Test("must-fail-for is the reverse relation")
    func mustFailFor() throws {
        let scene = try Importer.run([Importer.Input(name: "r.txt", text: """
            (
                <UITapGestureRecognizer: 0x1; state = Possible; view = <UIView 0x10>; target= <(action=double:, target=<UIView 0x10>)>; numberOfTapsRequired = 2; must-fail-for = {
                    <UITapGestureRecognizer: 0x2; state = Possible; view = <UIView 0x10>; target= <(action=single:, target=<UIView 0x10>)>>
                }>,
                <UITapGestureRecognizer: 0x2; state = Possible; view = <UIView 0x10>; target= <(action=single:, target=<UIView 0x10>)>>
            )
            """)])
        #expect(scene.outline.contains("    gesture UITap_0x2 tap action=single: target=UIView_0x10 requireToFail=[UITap_0x1]"))
    }
}
