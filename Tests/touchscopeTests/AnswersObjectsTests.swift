import Foundation
import Testing
import TouchCore
@testable import TouchScene

/// Issues 28–31, "fix and why speak these objects": on a scene pair per
/// family (the broken scene, its fixed twin in `Scenes/`), `fix` lists the
/// known fix within its first three answers, `why --not` names the first
/// cause in a developer's words with its rule, and destructive fixes are
/// printed as such. Asserted on ordered text, as AnswersAcceptanceTests does.
@Suite struct AnswersObjectsTests {
    typealias Case = AnswersAcceptanceTests.Case

    static let cases: [Case] = [
        // 28: a sheet that refuses to be dismissed (M8), and the form whose sheet a drag throws away.
        Case(scene: "sheet-refuses-dismiss", scenario: "pull the header down hard", want: "presentation.dismiss DraftVC.sheet",
             fix: "DraftVC.isModalInPresentation=false",
             firstCause: ["DraftVC.isModalInPresentation is true", "refuses a user's dismissal", "(rule M8)"]),
        Case(scene: "sheet-form", scenario: "drag down on the table at its top", want: "!presentation.dismiss FormVC.sheet",
             fix: "FormVC.isModalInPresentation=true", firstCause: []),
        // 28 (M7): the table drag that expands the sheet instead of scrolling.
        Case(scene: "sheet-medium-table", scenario: "drag the table up", want: "!sheet.detent PlacesVC.sheet",
             fix: "PlacesVC.sheet.prefersScrollingExpandsWhenScrolledToEdge=false", firstCause: []),
        // 28 (N6, N7): the iOS 26 content pop takes the carousel's rightward drag.
        Case(scene: "content-pop-carousel", scenario: "drag the carousel right at its first photo", want: "gesture.state carousel.pan to=began",
             fix: "Nav.interactiveContentPop.enabled=false",
             firstCause: ["carousel.pan failed", "wait for Nav.interactiveContentPop", "leading edge", "(rule N6)"]),
        // 29 (L8, L15): the side menu's pan takes the row's swipe.
        Case(scene: "swipe-actions-side-menu", scenario: "swipe row 2 left", want: "list.swipeBegan inbox",
             fix: "menuPan.requireToFail=[inbox.swipeActions]",
             firstCause: ["inbox.swipeActions failed", "menuPan recognized first", "(rule G5)"]),
        // 29 (W3, W5): the queuing scroll view's content delay takes the slider's quick drag.
        Case(scene: "pages-slider-carousel", scenario: "quick drag on the slider", want: "control.event volume event=valueChanged",
             fix: "Pages.scrollView.delaysContentTouches=false",
             firstCause: ["a held began was dropped", "Pages.scrollView.pan recognized with cancelsTouchesInView true", "(rule D3)"]),
        // 30 (Z1, G5): the scroll view's own pinch excludes the app's pinch.
        Case(scene: "photo-pinch-to-close", scenario: "pinch out on the photo", want: "gesture.action closePinch",
             fix: "closePinch.simultaneousWith=[photoScroll.pinch]",
             firstCause: ["closePinch failed", "photoScroll.pinch recognized first", "(rule G5)"]),
        // 30 (X1, X4): the context menu's failure recognizer holds the app's long press.
        Case(scene: "context-menu-bubble", scenario: "hold the bubble", want: "gesture.action replyPress",
             fix: "bubbleMenu.configuration=false",
             firstCause: ["replyPress failed", "bubbleMenu.failure", "context menu interaction bubbleMenu's failure recognizer",
                          "shouldBeRequiredToFailBy, rule X1", "menu was presented (X4)"]),
        // 31 (A2): a fading card skipped by hit-testing; (H1, H8) an overlay window that swallows touches.
        Case(scene: "fading-card", scenario: "broken: drag while it fades without allowUserInteraction", want: "gesture.action cardPan",
             fix: "fade.options=[allowUserInteraction]",
             firstCause: ["skips card", "being animated by 'fade'", ".allowUserInteraction", "(rules A2, H2)"]),
        Case(scene: "overlay-window", scenario: "broken: tap Pay under the overlay window", want: "control.event pay event=touchUpInside",
             fix: "Overlay.hitTest={passThrough: root}",
             firstCause: ["never reached window Main", "(rule H1)"]),
    ]

    @Test("issues 28-31: fix lists the known fix for this round's objects within its first three answers", arguments: cases)
    func knownFixInTheFirstThree(_ c: Case) throws {
        let scene = try AnswersAcceptanceTests.load(c.scene)
        let scenario = try #require(scene.description.scenarios.first { $0.name == c.scenario })
        let search = FixSearch(scene: scene, scenario: scenario, want: [try ItemPattern(parsing: c.want)])
        let firstThree = search.fixes.prefix(3).map { $0.settings.map(\.description).joined(separator: "; ") }
        #expect(firstThree.contains { $0 == c.fix }, "\(firstThree)")
    }

    @Test("issues 28-31: why --not names the first cause of this round's objects, with its rule",
          arguments: cases.filter { !$0.firstCause.isEmpty })
    func whyNotNamesTheFirstCause(_ c: Case) throws {
        let scene = try AnswersAcceptanceTests.load(c.scene)
        let scenario = try #require(scene.description.scenarios.first { $0.name == c.scenario })
        let records = playedRecords(scene.description, scenario: scenario)
        let why = try Why(records: records, not: try ItemPattern(parsing: c.want), scenario: c.scenario, scene: scene)
        let lines = why.text.split(separator: "\n").map(String.init)
        #expect(lines.count > 2 && lines[1].hasPrefix("  it did not occur."), "\(why.text)")
        let first = try #require(lines.first { $0.hasPrefix("  first cause: ") })
        #expect(AnswersAcceptanceTests.ordered(first, c.firstCause), "\(first)")
    }

    @Test("issue 26.3 on this round's objects: disabling the scroll view's pinch or moving the overlay window below is printed as destructive")
    func destructiveFixesSaySo() throws {
        let photo = try AnswersAcceptanceTests.load("photo-pinch-to-close")
        let pinch = try #require(photo.description.scenarios.first)
        let text = FixSearch(scene: photo, scenario: pinch, want: [try ItemPattern(parsing: "gesture.action closePinch")]).text
        #expect(AnswersAcceptanceTests.ordered(text, ["closePinch.simultaneousWith=[photoScroll.pinch]   (no other scenario changes)",
                                                      "photoScroll.pinch.enabled=false   (DESTRUCTIVE",
                                                      "photoScroll.pinchGestureRecognizer!.isEnabled = false",
                                                      "breaks: photoScroll.pinch no longer recognizes on a pinch"]), "\(text)")
        let overlay = try AnswersAcceptanceTests.load("overlay-window")
        let tap = try #require(overlay.description.scenarios.first)
        let fixes = FixSearch(scene: overlay, scenario: tap, want: [try ItemPattern(parsing: "control.event pay event=touchUpInside")]).text
        #expect(AnswersAcceptanceTests.ordered(fixes, ["1. Overlay.hitTest={passThrough: root}   (no other scenario changes)",
                                                       "return hit === self || hit === rootViewController?.view ? nil : hit",
                                                       "Overlay.level=-1   (DESTRUCTIVE", "breaks: undoButton no longer sends touchUpInside on a tap"]),
                "\(fixes)")
    }

    @Test("G11, W3: a setting on the queuing scroll view makes the page view controller's scrollView: block the scene lacks")
    func nestedSettingMakesItsBlock() throws {
        let pages = try AnswersAcceptanceTests.load("pages-slider-carousel")
        let changed = try pages.applying([try Setting(parsing: "Pages.scrollView.delaysContentTouches=false"),
                                          try Setting(parsing: "Pages.scrollView.pan.enabled=false")])
        let built = SceneBuilder.build(validated: changed)
        #expect((built.view("Pages.scrollView") as? ScrollView)?.delaysContentTouches == false)
        #expect(built.recognizers["Pages.scrollView.pan"]?.isEnabled == false)
        let nav = try AnswersAcceptanceTests.load("content-pop-carousel")
        let popOff = SceneBuilder.build(validated: try nav.applying([try Setting(parsing: "Nav.interactiveContentPop.enabled=false")]))
        #expect(popOff.recognizers["Nav.interactiveContentPop"]?.isEnabled == false)
        let sheet = try AnswersAcceptanceTests.load("sheet-form")
        let detents = SceneBuilder.build(validated: try sheet.applying([try Setting(parsing: "FormVC.sheet.detents=[medium, large]")]))
        #expect((detents.responders["FormVC.sheet"] as? SheetPresentationController)?.detents.map(\.identifier) == ["medium", "large"])
        // A2: an animation of a scenario is set wherever the scene starts it.
        let card = try AnswersAcceptanceTests.load("fading-card")
        let allowed = try card.applying([try Setting(parsing: "fade.options=[allowUserInteraction]")])
        for scenario in allowed.scenarios {
            for step in scenario.steps { if case .animate(let a) = step, a.name == "fade" { #expect(a.allowUserInteraction) } }
        }
    }

    @Test("M3, M7, M8: the sheet's candidates are the properties apps set on it, in UIKit's Swift")
    func sheetCandidatesAndSwift() throws {
        let scene = try AnswersAcceptanceTests.load("sheet-medium-table")
        let scenario = try #require(scene.description.scenarios.first { $0.name == "drag the table up" })
        let search = FixSearch(scene: scene, scenario: scenario, want: [try ItemPattern(parsing: "!sheet.detent PlacesVC.sheet")])
        let text = search.text
        #expect(text.contains("PlacesVC.sheetPresentationController?.prefersScrollingExpandsWhenScrolledToEdge = false"), "\(text)")
        let detents = try Setting(parsing: "PlacesVC.sheet.detents=[{custom: 300, identifier: small}, medium, large]")
        let undimmed = try Setting(parsing: "PlacesVC.sheet.largestUndimmedDetent=large")
        let pop = try Setting(parsing: "Nav.interactiveContentPop.requireToFail=[carousel.pan]")
        #expect(SwiftLine.code(for: [detents, undimmed], in: scene)
                == "PlacesVC.sheetPresentationController?.detents = [.custom(identifier: UISheetPresentationController.Detent.Identifier(\"small\")) { _ in 300 }, .medium(), .large()]\n"
                + "PlacesVC.sheetPresentationController?.largestUndimmedDetentIdentifier = .large")
        let nav = try AnswersAcceptanceTests.load("content-pop-carousel")
        #expect(SwiftLine.code(for: [pop], in: nav) == "Nav.interactiveContentPopGestureRecognizer!.require(toFail: carousel.panGestureRecognizer)")
    }

    @Test("issue 31: check lists hit-test overrides under their view or window (H7-H12) and every animation with whether its views take touches (A2, A6)")
    func checkListsOverridesAndAnimations() throws {
        func check(_ name: String) throws -> String {
            let path = Package.scenes.appendingPathComponent(name + ".yaml").path
            return SceneOutline.text(for: try SceneLoader.load(path: path), path: path)
        }
        #expect(AnswersAcceptanceTests.ordered(try check("overlay-window-passthrough"),
                                               ["window Overlay level 1", "  ↳ hitTest(_:with:) override: passThrough root except a hosting view's interactive regions (H12) (H8)",
                                                "hostingView toastHost"]))
        #expect(AnswersAcceptanceTests.ordered(try check("raised-tab-button"),
                                               ["view tabBar", "↳ hitTest(_:with:) override: redirect to compose within 16 pt (H9)"]))
        #expect(AnswersAcceptanceTests.ordered(try check("moving-button"),
                                               ["animation slide: 2 s on mover; with .allowUserInteraction", "(scenario \"broken: tap where the button is drawn\")",
                                                "animation slide: 2 s on mover; without .allowUserInteraction: hit-testing skips its views until it ends (A2)",
                                                "scenario \"broken: tap where the button is drawn\": "]))
    }
}
