import Foundation
import Testing
import TouchCore
import TouchScene

/// Issue 26's acceptance, on the scenes written for its failure kinds: `fix`
/// lists the known fix within its first three answers, `why` and `why --not`
/// name the first cause (rules H1–H3, G5, V2, V5, T5), and a destructive fix's
/// side effects are printed as such (26.3). Asserted on ordered text.
@Suite struct AnswersAcceptanceTests {
    struct Case: Sendable, CustomStringConvertible {
        var scene: String
        var scenario: String
        var want: String
        /// The known fix, as `fix` prints it.
        var fix: String
        /// `why --not WANT`'s first cause contains these, in order.
        var firstCause: [String]
        var description: String { scene }
    }

    static let cases: [Case] = [
        Case(scene: "button-outside-superview", scenario: "tap the top of the button", want: "control.event composeButton event=touchUpInside",
             fix: "toolbar.pointInside={include: [composeButton]}",
             firstCause: ["toolbar.point(inside:with:) returned false", "composeButton, which sticks out of toolbar", "(rules H2, H3)"]),
        Case(scene: "image-in-label", scenario: "tap the avatar", want: "gesture.action avatarTap",
             fix: "nameLabel.userInteractionEnabled=true",
             firstCause: ["skips nameLabel", "nameLabel.isUserInteractionEnabled is false (a UILabel's default)", "avatar included", "(rule H2)"]),
        Case(scene: "faded-view", scenario: "tap like", want: "control.event likeButton event=touchUpInside",
             fix: "actionBar.alpha=0.011",
             firstCause: ["skips actionBar", "actionBar.alpha is 0.005, not above 0.01", "likeButton included", "(rule H2)"]),
        Case(scene: "toast-window-over-button", scenario: "tap buy", want: "control.event buyButton event=touchUpInside",
             fix: "ToastWindow.",
             firstCause: ["never reached window Main", "returned toastRoot first", "(rule H1)"]),
        Case(scene: "short-collection", scenario: "pull down", want: "gesture.state grid.pan to=began",
             fix: "grid.alwaysBounceVertical=true",
             firstCause: ["grid.pan never began", "grid has no axis to scroll", "alwaysBounceVertical", "(rule V5)"]),
        Case(scene: "pinch-rotate-pan", scenario: "two fingers move and turn", want: "gesture.state stickerRotate to=began",
             fix: "simultaneousWith=",
             firstCause: ["stickerRotate failed", "stickerPan recognized first", "shouldRecognizeSimultaneouslyWith", "(rule G5)"]),
        Case(scene: "canvas-in-scroll", scenario: "draw a vertical stroke", want: "responder.touchesMoved canvas",
             fix: "page.delaysContentTouches=false",
             firstCause: ["a held began was dropped", "page.pan recognized with cancelsTouchesInView true", "(rule D3)"]),
        Case(scene: "two-buttons-at-once", scenario: "press both", want: "!control.event stopButton event=touchUpInside",
             fix: "exclusiveTouch=true", firstCause: []),
    ]

    static func load(_ name: String) throws -> WhatIfScene {
        let path = Package.scenes.appendingPathComponent(name + ".yaml").path
        let description = try SceneLoader.load(path: path)
        return try WhatIfScene(file: path, text: try String(contentsOfFile: path, encoding: .utf8), description: description)
    }

    static func ordered(_ text: String, _ parts: [String]) -> Bool {
        var rest = text[...]
        for part in parts {
            guard let r = rest.range(of: part) else { return false }
            rest = rest[r.upperBound...]
        }
        return true
    }

    @Test("issue 26.2: fix lists the known fix within its first three answers", arguments: cases)
    func knownFixInTheFirstThree(_ c: Case) throws {
        let scene = try Self.load(c.scene)
        let scenario = try #require(scene.description.scenarios.first { $0.name == c.scenario })
        let search = FixSearch(scene: scene, scenario: scenario, want: [try ItemPattern(parsing: c.want)])
        let firstThree = search.fixes.prefix(3).map { $0.settings.map(\.description).joined(separator: "; ") }
        #expect(firstThree.contains { $0.contains(c.fix) }, "\(firstThree)")
        let text = search.text
        #expect(Self.ordered(text, ["tried \(search.tried) of \(search.candidates) candidates", "the search was", "not tried: ", "1. "]))
    }

    @Test("issue 26.1: why --not names the first cause, in the developer's words, with its rule", arguments: cases.filter { !$0.firstCause.isEmpty })
    func whyNotNamesTheFirstCause(_ c: Case) throws {
        let scene = try Self.load(c.scene)
        let scenario = try #require(scene.description.scenarios.first { $0.name == c.scenario })
        let records = playedRecords(scene.description, scenario: scenario)
        let why = try Why(records: records, not: try ItemPattern(parsing: c.want), scenario: c.scenario, scene: scene)
        let lines = why.text.split(separator: "\n").map(String.init)
        #expect(lines.first == "why not \"\(c.want)\" in \"\(c.scenario)\"")
        #expect(lines.count > 2 && lines[1].hasPrefix("  it did not occur."))
        let first = try #require(lines.first { $0.hasPrefix("  first cause: ") })
        #expect(Self.ordered(first, c.firstCause), "\(first)")
    }

    @Test("issue 26.1: why about the object names the same first cause as why --not", arguments: cases.filter { !$0.firstCause.isEmpty })
    func whyAboutTheSubject(_ c: Case) throws {
        let scene = try Self.load(c.scene)
        let scenario = try #require(scene.description.scenarios.first { $0.name == c.scenario })
        let records = playedRecords(scene.description, scenario: scenario)
        let item = try ItemPattern(parsing: c.want)
        let why = try Why(records: records, about: try #require(item.subject), scenario: c.scenario, scene: scene)
        #expect(!why.text.contains("nothing in this scenario concerns"))
        #expect(Self.ordered(why.text, ["  first cause: "] + c.firstCause))
    }

    @Test("issue 26.3: a fix that disables the other button or stops the page scrolling is printed as destructive, below the others")
    func destructiveFixesSaySo() throws {
        let buttons = try Self.load("two-buttons-at-once")
        let press = try #require(buttons.description.scenarios.first { $0.name == "press both" })
        let search = FixSearch(scene: buttons, scenario: press, want: [try ItemPattern(parsing: "!control.event stopButton event=touchUpInside")])
        let text = search.text
        #expect(Self.ordered(text, ["1. playButton.exclusiveTouch=true", "(no other scenario changes)",
                                    "stopButton.userInteractionEnabled=false   (DESTRUCTIVE: breaks 1 function",
                                    "breaks: stopButton no longer sends touchUpInside on a tap"]), "\(text)")
        let canvas = try Self.load("canvas-in-scroll")
        let stroke = try #require(canvas.description.scenarios.first { $0.name == "draw a vertical stroke" })
        let fixes = FixSearch(scene: canvas, scenario: stroke, want: [try ItemPattern(parsing: "responder.touchesMoved canvas")]).text
        #expect(Self.ordered(fixes, ["1. page.delaysContentTouches=false", "page.scrollEnabled=false   (DESTRUCTIVE",
                                     "breaks: page no longer scrolls on a vertical drag", "side effect on \"scroll below the canvas\":",
                                     "- gesture.action page.pan state=changed × "]), "\(fixes)")
    }

    @Test("issue 26.3, rule C1: a fix that stops a slider is destructive: its probe drags the thumb (a tap on the track changes no value)")
    func sliderProbeDragsTheThumb() throws {
        let scene = try Self.load("content-pop-carousel")
        let slider = try #require(scene.description.scenarios.first { $0.name == "drag the slider thumb right" })
        let text = FixSearch(scene: scene, scenario: slider, want: [try ItemPattern(parsing: "!navigation.pop")]).text
        #expect(Self.ordered(text, ["1. Nav.interactiveContentPop.enabled=false", "Main.hidden=true   (DESTRUCTIVE: breaks 2 functions",
                                    "breaks: volume no longer sends valueChanged on a drag of its thumb"]), "\(text)")
    }

    @Test("rule C3: why does not call a pan refused by a button's default action a refused single tap")
    func c3OnlyForTaps() throws {
        let scene = try Self.load("pinch-rotate-pan")
        let scenario = try #require(scene.description.scenarios.first)
        let why = try Why(records: playedRecords(scene.description, scenario: scenario), about: "stickerPan", scenario: scenario.name, scene: scene)
        #expect(!why.text.contains("refuses a single tap"))
    }

    @Test("issue 26.6: compare prints one line per distinct outcome with its count, and marks only the changed lines")
    func compareCollapses() throws {
        let scene = try Self.load("short-collection")
        let pull = try #require(scene.description.scenarios.first)
        let comparison = try Comparison(scene: scene, scenarios: [pull],
                                        variants: [try Comparison.Variant(parsing: "bounce: grid.alwaysBounceVertical=true")])
        let text = comparison.text
        #expect(Self.ordered(text, ["pull down │   responder.touchesBegan grid │   responder.touchesBegan grid",
                                    "* gesture.action grid.pan state=began", "* gesture.action grid.pan state=changed × "]), "\(text)")
        #expect(text.split(separator: "\n").count < 12, "\(text)")
    }

    @Test("issue 26.6: check shows the contents of tables and collections, counted, plain cells in one line")
    func checkShowsListContents() throws {
        let path = Package.scenes.appendingPathComponent("list-cell-button.yaml").path
        let text = SceneOutline.text(for: try SceneLoader.load(path: path), path: path)
        #expect(Self.ordered(text, ["tableView inbox", "contents: 20 cells", "tableViewCell inbox.row0 [0, 0, 390, 60]",
                                    "tableViewCell inbox.row1 [0, 60, 390, 60]: button likeButton",
                                    "tableViewCell inbox.row2 … inbox.row19: 18 plain cells"]), "\(text)")
    }

    @Test("issue 26.5: settings name what the scene names: a list's cells, a scroll view's own pan, a whole delegate")
    func settingsNameWhatTheSceneNames() throws {
        let list = try Self.load("list-cell-button")
        let changed = try list.applying([try Setting(parsing: "inbox.row1.userInteractionEnabled=false"),
                                         try Setting(parsing: "inbox.pan.enabled=false")])
        let built = SceneBuilder.build(validated: changed)
        #expect(built.view("inbox.row1")?.isUserInteractionEnabled == false)
        #expect(built.view("inbox.row0")?.isUserInteractionEnabled == true)
        #expect(built.recognizers["inbox.pan"]?.isEnabled == false || built.view("inbox").map { v in
            v.gestureRecognizers.first { $0.name == "inbox.pan" }?.isEnabled == false } == true)
        let sticker = try Self.load("pinch-rotate-pan")
        let delegated = try sticker.applying([try Setting(parsing: "stickerPan.delegate={object: StickerVC, simultaneousWith: all}")])
        let pan = try #require(SceneBuilder.build(validated: delegated).recognizers["stickerPan"])
        #expect(pan.delegate?.object.name == "StickerVC")
        #expect(pan.delegate?.simultaneousWith == .all)
    }
}
