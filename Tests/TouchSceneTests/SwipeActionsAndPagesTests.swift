import Foundation
import Testing
import TouchCore
@testable import TouchScene
import TouchTestSupport

/// Rules L6–L15 (swipe actions on tables and list collections) and W1–W9
/// (page view controllers), on ordered traces of small scenes.
@Suite struct SwipeActionsAndPagesTests {
    // MARK: Support

    /// A value as the conformance runner writes it: numbers without a needless
    /// fraction, points and lists in brackets, null for none.
    static func fmt(_ v: TraceValue?) -> String {
        guard let v else { return "?" }
        switch v {
        case .string(let s): return s
        case .int(let i): return String(i)
        case .number(let d): return TraceJSON.format(d)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .point(let p): return "[\(TraceJSON.format(p.x)),\(TraceJSON.format(p.y))]"
        case .strings(let list): return "[" + list.joined(separator: ",") + "]"
        case .names(let list): return "[" + list.map(\.string).joined(separator: ",") + "]"
        case .list(let list): return "[" + list.map { fmt($0) }.joined(separator: ",") + "]"
        }
    }

    /// Whether `r` matches "kind subject key=value ..." (only the keys written).
    static func matches(_ item: String, _ r: TraceRecord) -> Bool {
        let parts = item.split(separator: " ").map(String.init)
        guard parts.count >= 2, r.kind.rawValue == parts[0], r.subject == parts[1] else { return false }
        for field in parts.dropFirst(2) {
            let kv = field.split(separator: "=", maxSplits: 1).map(String.init)
            guard kv.count == 2, fmt(r[kv[0]]) == kv[1] else { return false }
        }
        return true
    }

    /// The records of `scenario` of the scene `yaml`, run to its end; a timer
    /// left pending fails the test unless named (the TestClock scope, design 8).
    static func run(_ yaml: String, _ scenario: String, expectingPending: [String] = [],
                    sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [TraceRecord] {
        let scene = try SceneLoader.parse(yaml: yaml, file: "scene.yaml")
        let s = try #require(scene.scenarios.first { $0.name == scenario })
        let records = WhatIfRun.records(scene, scenario: s)
        expectNoTimersPending(in: records, expectingPending: expectingPending, sourceLocation: sourceLocation)
        return records
    }

    /// Checks that `items` occur in this order (other records may lie between).
    static func expectInOrder(_ records: [TraceRecord], _ items: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var i = 0
        for r in records where i < items.count && matches(items[i], r) { i += 1 }
        #expect(i == items.count, "missing in order: \(items.dropFirst(i).first ?? "")", sourceLocation: sourceLocation)
    }

    /// Checks that no record matches `item`.
    static func expectNone(_ records: [TraceRecord], _ item: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(!records.contains { matches(item, $0) }, "unexpected: \(item)", sourceLocation: sourceLocation)
    }

    /// A table `inbox` of 20 rows of 80 pt filling the screen, with `settings`
    /// (indented under the table) and `scenarios`.
    static func inbox(_ settings: String, _ scenarios: String) -> String {
        """
        scene: inbox
        windows:
          - name: Main
            root:
              controller: InboxVC
              view:
                name: root
                subviews:
                  - name: inbox
                    kind: tableView
                    frame: [0, 0, 390, 844]
                    rowHeight: 80
                    rows: 20
        \(settings.split(separator: "\n").map { "            " + $0 }.joined(separator: "\n"))
        scenarios:
        \(scenarios)
        """
    }

    static let twoTrailing = """
        swipeActions:
          trailing: { actions: [ { title: Delete, style: destructive }, { title: Archive } ] }
          leading: none
        """

    // MARK: L6

    @Test("rule L6: a table adds LIST.swipeActions and LIST.swipeDismissal after its scroll view recognizers; a flow collection has neither, a list collection both")
    func recognizersAndOrder() {
        let t = TableView(name: "t", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(t.gestureRecognizers.map(\.name) == ["t.pan", "t.delaysContentTouches", "t.swipeActions", "t.swipeDismissal"])
        let handler = try! #require(t.swipeHandler)
        #expect(handler.name == "t.swipeHandler")
        #expect(handler.swipePan.cancelsTouchesInView && !handler.swipePan.delaysTouchesBegan && handler.swipePan.delaysTouchesEnded)
        #expect(handler.dismissal.delaysTouchesBegan && handler.dismissal.delaysTouchesEnded && handler.dismissal.cancelsTouchesInView)
        #expect(!handler.dismissal.isEnabled)
        #expect(handler.swipePan.delegate?.object === handler && handler.dismissal.delegate?.object === handler)
        let flow = CollectionView(name: "c", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(flow.swipeHandler == nil && flow.gestureRecognizers.count == 2)
        flow.useListLayout(rowHeight: 60)
        #expect(flow.gestureRecognizers.map(\.name) == ["c.pan", "c.delaysContentTouches", "c.swipeActions", "c.swipeDismissal"])
        #expect(flow.frameOfItem(3) == Rect(x: 0, y: 180, width: 390, height: 60))
    }

    @Test("rule L6: a second finger while the swipe pan is possible fails it (secondTouch)")
    func secondFinger() throws {
        let yaml = Self.inbox(Self.twoTrailing, """
              - name: two
                steps: [ { down: { finger: 1, at: [300, 200] } }, { down: { finger: 2, at: [300, 300] } }, { move: { finger: 1, to: [100, 200], duration: 0.3 } }, { up: { finger: 1 } }, { up: { finger: 2 } } ]
            """)
        let r = try Self.run(yaml, "two")
        Self.expectInOrder(r, ["gesture.state inbox.swipeActions to=failed cause=secondTouch"])
        Self.expectNone(r, "list.swipeConfig inbox")
    }

    // MARK: L7

    @Test("rule L7: at swipeActionHysteresis a movement more vertical than horizontal fails the swipe pan (verticalMovement)")
    func verticalMovement() throws {
        let yaml = Self.inbox("rows: 5\nalwaysBounceVertical: false\n" + Self.twoTrailing, """
              - name: up
                steps: [ { drag: { from: [200, 220], to: [190, 20], duration: 0.3 } } ]
            """).replacingOccurrences(of: "            rows: 20\n", with: "")
        let r = try Self.run(yaml, "up")
        Self.expectInOrder(r, ["gesture.state inbox.swipeActions to=failed cause=verticalMovement"])
        Self.expectNone(r, "gesture.state inbox.pan to=began")
    }

    @Test("rule L7: the swipe handler's reasons: noRow, editing, cannotEdit, noActions, actions; the default set of a table that commits deletes")
    func beginReasons() throws {
        let scenarios = """
              - name: row 2 left
                steps: [ { drag: { from: [300, 200], to: [120, 200], duration: 0.3 } } ]
              - name: row 2 right
                steps: [ { drag: { from: [100, 200], to: [280, 200], duration: 0.3 } } ]
              - name: row 4 left
                steps: [ { drag: { from: [300, 360], to: [120, 360], duration: 0.3 } } ]
            """
        let base = "commitDelete: true\nswipeActions: { leading: none }\ncells: [ { row: 4, canEdit: false } ]"
        var r = try Self.run(Self.inbox(base, scenarios), "row 2 left")
        Self.expectInOrder(r, ["list.swipeConfig inbox row=2 edge=trailing delegate=InboxVC default=true actions=[Delete] fullSwipe=true",
                               "gesture.shouldBegin inbox.swipeActions asked=inbox.swipeHandler result=true reason=actions",
                               "list.swipeOpened inbox row=2 edge=trailing width=74"])
        r = try Self.run(Self.inbox(base, scenarios), "row 2 right")
        Self.expectInOrder(r, ["list.swipeConfig inbox row=2 edge=leading actions=[]",
                               "gesture.shouldBegin inbox.swipeActions result=false reason=noActions",
                               "gesture.state inbox.swipeActions to=failed cause=shouldBegin:inbox.swipeHandler"])
        r = try Self.run(Self.inbox(base, scenarios), "row 4 left")
        Self.expectInOrder(r, ["gesture.shouldBegin inbox.swipeActions result=false reason=cannotEdit"])
        Self.expectNone(r, "list.swipeConfig inbox")
        r = try Self.run(Self.inbox(base + "\nediting: true", scenarios), "row 2 left")
        Self.expectInOrder(r, ["gesture.shouldBegin inbox.swipeActions result=false reason=editing"])
        // A table that neither configures swipes nor commits deletes: nil, nothing to show.
        r = try Self.run(Self.inbox("allowsSelection: true", scenarios), "row 2 left")
        Self.expectInOrder(r, ["list.swipeConfig inbox row=2 edge=trailing delegate=null default=true actions=[]",
                               "gesture.shouldBegin inbox.swipeActions result=false reason=noActions"])
        let short = Self.inbox("rows: 3\n" + Self.twoTrailing, """
              - name: below the rows
                steps: [ { drag: { from: [300, 600], to: [120, 600], duration: 0.3 } } ]
            """).replacingOccurrences(of: "            rows: 20\n", with: "")
        r = try Self.run(short, "below the rows")
        Self.expectInOrder(r, ["gesture.shouldBegin inbox.swipeActions result=false reason=noRow"])
    }

    @Test("rule L7: below iOS 11 there are no swipe-action configurations, only the commit API's default set")
    func versionGate() throws {
        let yaml = "device: { ios: 10 }\n" + Self.inbox(Self.twoTrailing + "\ncommitDelete: true", """
              - name: left
                steps: [ { drag: { from: [300, 200], to: [120, 200], duration: 0.3 } } ]
            """)
        let r = try Self.run(yaml, "left")
        Self.expectInOrder(r, ["list.swipeConfig inbox row=2 edge=trailing delegate=null default=true actions=[Delete]"])
    }

    // MARK: L8–L11

    @Test("rule L8: the began action in the turn, then at its end willBeginEditing and swipeBegan; the swiped cell takes no touches")
    func beginning() throws {
        let yaml = Self.inbox(Self.twoTrailing, """
              - name: open then touch the row
                steps:
                  - drag: { from: [300, 200], to: [120, 200], duration: 0.3 }
                  - wait: 0.5
                  - tap: [100, 200]
            """)
        let r = try Self.run(yaml, "open then touch the row")
        Self.expectInOrder(r, ["gesture.state inbox.swipeActions to=began", "gesture.action inbox.swipeActions state=began",
                               "list.willBeginEditing inbox row=2 delegate=InboxVC", "list.swipeBegan inbox row=2 edge=trailing",
                               "gesture.state inbox.swipeActions to=changed", "list.swipeOffset inbox row=2",
                               "list.swipeOpened inbox row=2 edge=trailing width=148",
                               "touch.create touch2 view=inbox"])
    }

    @Test("rule L9: a non-destructive first action arms at min(W, max(0.525 W, w + 20)) and performs on release; moving back disarms")
    func fullSwipe() throws {
        let yaml = Self.inbox("swipeActions: { trailing: { actions: [ { title: Flag } ] } }", """
              - name: far
                steps: [ { drag: { from: [370, 200], to: [120, 200], duration: 0.5 } } ]
              - name: far and back
                steps: [ { down: { finger: 1, at: [370, 200] } }, { move: { finger: 1, to: [120, 200], duration: 0.3 } }, { move: { finger: 1, to: [300, 200], duration: 0.3 } }, { up: { finger: 1 } } ]
            """)
        var r = try Self.run(yaml, "far")
        Self.expectInOrder(r, ["list.swipeArmed inbox row=2 edge=trailing armed=true distance=204.75",
                               "gesture.state inbox.swipeActions to=ended",
                               "list.swipeAction inbox row=2 edge=trailing action=Flag index=0 style=normal via=fullSwipe",
                               "list.swipeClosed inbox row=2 edge=trailing cause=action", "list.didEndEditing inbox row=2"])
        r = try Self.run(yaml, "far and back")
        Self.expectInOrder(r, ["list.swipeArmed inbox row=2 armed=true", "list.swipeArmed inbox row=2 armed=false",
                               "list.swipeClosed inbox row=2 cause=released"])
        Self.expectNone(r, "list.swipeAction inbox")
    }

    @Test("rule L9: a destructive first action arms early near the far side and the offset jumps to -C (W - swipeDestructiveTrailingInset)")
    func earlyDestructiveArming() throws {
        let yaml = Self.inbox(Self.twoTrailing, """
              - name: to the far side
                steps: [ { drag: { from: [370, 200], to: [20, 200], duration: 0.3 } } ]
            """)
        let r = try Self.run(yaml, "to the far side")
        Self.expectInOrder(r, ["list.swipeOffset inbox row=2 offset=-361", "list.swipeArmed inbox row=2 armed=true distance=361",
                               "list.swipeAction inbox row=2 action=Delete index=0 style=destructive via=fullSwipe"])
        Self.expectNone(r, "list.commitDelete inbox")
    }

    @Test("rule L10: a flick back toward rest closes a row pulled open, without revealing the other edge")
    func releaseByVelocity() throws {
        let yaml = Self.inbox(Self.twoTrailing, """
              - name: out and flick back
                steps: [ { down: { finger: 1, at: [300, 200] } }, { move: { finger: 1, to: [150, 200], duration: 0.5 } }, { move: { finger: 1, to: [170, 200], duration: 0.05 } }, { up: { finger: 1 } } ]
            """)
        let r = try Self.run(yaml, "out and flick back")
        Self.expectInOrder(r, ["list.swipeBegan inbox row=2 edge=trailing", "list.swipeClosed inbox row=2 edge=trailing cause=released"])
        Self.expectNone(r, "list.swipeOpened inbox")
    }

    @Test("rule L11: a tap on an action button fires at the lift (the dismissal held its began), then commit, close and didEndEditing")
    func actionButton() throws {
        let yaml = Self.inbox("commitDelete: true\nswipeActions: { trailing: default }", """
              - name: open then Delete
                steps:
                  - drag: { from: [300, 200], to: [120, 200], duration: 0.3 }
                  - wait: 0.5
                  - tap: [350, 200]
            """)
        let r = try Self.run(yaml, "open then Delete")
        Self.expectInOrder(r, ["list.swipeOpened inbox row=2 width=74",
                               "gesture.state inbox.swipeDismissal to=failed cause=liftOnActions",
                               "control.event inbox.row2.action0 event=touchDown",
                               "control.event inbox.row2.action0 event=touchUpInside",
                               "action.deliver inbox.row2.actions action=_tappedButton: sender=inbox.row2.action0",
                               "list.swipeAction inbox row=2 edge=trailing action=Delete index=0 style=destructive via=button",
                               "list.commitDelete inbox row=2 delegate=InboxVC",
                               "list.swipeClosed inbox row=2 cause=action", "list.didEndEditing inbox row=2"])
        // The button received touchDown only when the finger lifted (D2).
        let down = try #require(r.first { Self.matches("control.event inbox.row2.action0 event=touchDown", $0) })
        let lift = try #require(r.first { Self.matches("control.event inbox.row2.action0 event=touchUpInside", $0) })
        #expect(down.time == lift.time)
    }

    // MARK: L12, L13

    @Test("rule L12: a tap on another row closes the open row at touch-down and selects nothing; the next tap selects")
    func dismissalElsewhere() throws {
        let yaml = Self.inbox(Self.twoTrailing, """
              - name: open then tap row 6 twice
                steps:
                  - drag: { from: [300, 200], to: [120, 200], duration: 0.3 }
                  - wait: 0.5
                  - tap: [200, 500]
                  - wait: 0.5
                  - tap: [200, 500]
            """)
        let r = try Self.run(yaml, "open then tap row 6 twice")
        Self.expectInOrder(r, ["list.swipeOpened inbox row=2", "touch.create touch2",
                               "gesture.state inbox.swipeDismissal to=ended", "list.swipeClosed inbox row=2 cause=dismissal",
                               "touch.create touch3", "list.select inbox row=6"])
        let closed = try #require(r.first { Self.matches("list.swipeClosed inbox", $0) })
        guard case .int(let seq)? = closed["causedBy"] else { Issue.record("no causedBy"); return }
        #expect(Self.matches("gesture.state inbox.swipeDismissal to=ended", r[seq]))
        // Nothing between the close and the third touch selects or highlights.
        let third = try #require(r.firstIndex { Self.matches("touch.create touch3", $0) })
        #expect(!r[..<third].contains { $0.kind == .listSelect || $0.kind == .listHighlight })
    }

    @Test("rule L12: a tap on the open row's own content closes it at the lift and selects nothing")
    func dismissalOnRow() throws {
        let yaml = Self.inbox(Self.twoTrailing, """
              - name: open then tap the row
                steps:
                  - drag: { from: [300, 200], to: [120, 200], duration: 0.3 }
                  - wait: 0.5
                  - tap: [100, 200]
            """)
        let r = try Self.run(yaml, "open then tap the row")
        Self.expectInOrder(r, ["touch.create touch2 view=inbox", "gesture.touchesEnded inbox.swipeDismissal",
                               "gesture.state inbox.swipeDismissal to=ended", "list.swipeClosed inbox row=2 cause=dismissal"])
        Self.expectNone(r, "list.select inbox")
    }

    @Test("rule L13: a vertical drag that starts on the open row fails the dismissal (moved), begins the table's pan and closes the row (scroll)")
    func scrollCloses() throws {
        let yaml = Self.inbox(Self.twoTrailing, """
              - name: open then scroll from it
                steps:
                  - drag: { from: [300, 200], to: [120, 200], duration: 0.3 }
                  - wait: 0.5
                  - drag: { from: [100, 220], to: [100, 20], duration: 0.3 }
            """)
        let r = try Self.run(yaml, "open then scroll from it")
        Self.expectInOrder(r, ["list.swipeOpened inbox row=2", "gesture.state inbox.swipeDismissal to=failed cause=movement:swipeDismissalMovement",
                               "gesture.state inbox.pan to=began", "list.swipeClosed inbox row=2 cause=scroll", "scroll.offset inbox"])
        let closed = try #require(r.first { Self.matches("list.swipeClosed inbox", $0) })
        guard case .int(let seq)? = closed["causedBy"] else { Issue.record("no causedBy"); return }
        #expect(Self.matches("gesture.state inbox.pan to=began", r[seq]))
    }

    // MARK: L14, L15

    @Test("rule L14: an editing list never begins a swipe, and a swipe leaves isEditing alone")
    func editing() throws {
        let scene = try SceneLoader.parse(yaml: Self.inbox(Self.twoTrailing + "\nediting: true", """
              - name: left
                steps: [ { drag: { from: [300, 200], to: [120, 200], duration: 0.3 } } ]
            """), file: "scene.yaml")
        let r = WhatIfRun.records(scene, scenario: scene.scenarios[0])
        expectNoTimersPending(in: r)
        Self.expectNone(r, "list.swipeBegan inbox")
        let built = try SceneBuilder.build(try SceneLoader.parse(yaml: Self.inbox(Self.twoTrailing, "  - { name: none, steps: [] }"), file: "s.yaml"))
        let table = try #require(built.view("inbox") as? TableView)
        #expect(!table.isEditing)
    }

    @Test("rule L15: under a side menu's pan the swipe pan fails at normal speed, a 25-pt first sample wins; requiring its failure fixes it")
    func underSideMenu() throws {
        let broken = try Package.sceneText("swipe-actions-side-menu.yaml")
        var r = try Self.run(broken, "swipe row 2 left")
        Self.expectInOrder(r, ["gesture.state menuPan to=began", "gesture.state inbox.swipeActions to=failed cause=exclusive:menuPan"])
        Self.expectNone(r, "list.swipeBegan inbox")
        r = try Self.run(broken, "flick row 2 left very fast")
        Self.expectInOrder(r, ["gesture.state inbox.swipeActions to=began", "gesture.state menuPan to=failed cause=exclusive:inbox.swipeActions",
                               "list.swipeOpened inbox row=2"])
        let fixed = try Package.sceneText("swipe-actions-side-menu-fixed.yaml")
        r = try Self.run(fixed, "swipe row 2 left")
        Self.expectInOrder(r, ["gesture.state inbox.swipeActions to=began", "gesture.state menuPan to=failed cause=requirement:inbox.swipeActions",
                               "list.swipeOpened inbox row=2 edge=trailing width=148"])
        r = try Self.run(fixed, "drag right to open the menu")
        Self.expectInOrder(r, ["gesture.shouldBegin inbox.swipeActions result=false reason=noActions",
                               "gesture.state inbox.swipeActions to=failed", "gesture.state menuPan to=began"])
    }

    // MARK: W

    static let threePages = """
        scene: pages
        windows:
          - name: Main
            root:
              controller: Pages
              kind: pageViewController
              delegate: Pages
              pages:
                - { controller: PageA, view: { name: pageA } }
                - { controller: PageB, view: { name: pageB } }
                - { controller: PageC, view: { name: pageC } }
              current: 0
        scenarios:
          - name: right on the first page
            steps: [ { drag: { from: [100, 400], to: [300, 400], duration: 0.2 } } ]
          - name: left
            steps: [ { drag: { from: [300, 400], to: [100, 400], duration: 0.2 } } ]
        """

    @Test("rules W1, W2: the queuing scroll view fills PAGES.view, three slots, the page in the middle, the chain page → controller → scroll view → view → PAGES")
    func structure() throws {
        let built = try SceneBuilder.build(try SceneLoader.parse(yaml: Self.threePages, file: "s.yaml"))
        let scroll = try #require(built.view("Pages.scrollView") as? QueuingScrollView)
        let page = try #require(built.view("pageA"))
        #expect(scroll.superview?.name == "Pages.view")
        #expect(scroll.contentSize == Size(width: 1170, height: 844) && scroll.contentOffset == Point(390, 0))
        #expect(scroll.isPagingEnabled && scroll.alwaysBounceHorizontal && scroll.delaysContentTouches)
        #expect(page.superview === scroll && page.frame == Rect(x: 390, y: 0, width: 390, height: 844))
        #expect(built.view("pageB")?.superview == nil)
        var chain: [String] = []
        var r: Responder? = page
        while let current = r, chain.count < 5 { chain.append(current.name); r = current.nextResponder }
        #expect(chain == ["pageA", "PageA", "Pages.scrollView", "Pages.view", "Pages"])
        // W2: on the first page the range starts at the current slot.
        #expect(scroll.minimumContentOffset == Point(390, 0) && scroll.maximumContentOffset == Point(780, 0))
    }

    @Test("rule W2: on the first page a drag toward the missing page begins the pan but starts no transition")
    func firstPage() throws {
        let r = try Self.run(Self.threePages, "right on the first page")
        Self.expectInOrder(r, ["gesture.state Pages.scrollView.pan to=began"])
        Self.expectNone(r, "page.willTransition Pages")
    }

    @Test("rules W4, W9: willTransition when the offset leaves the middle, then scroll.stop paged, page.didFinish, the re-centring scroll.offset")
    func turnOrder() throws {
        let r = try Self.run(Self.threePages, "left")
        let pageKinds: Set<TraceKind> = [.pageWillTransition, .pageDidFinish, .scrollStop]
        let tail = r.filter { pageKinds.contains($0.kind) || ($0.kind == .scrollOffset && $0.subject == "Pages.scrollView") }.suffix(3)
        #expect(tail.map { "\($0.kind.rawValue) \(Self.fmt($0["offset"] ?? $0["current"]))" }
                == ["scroll.stop [780,0]", "page.didFinish PageB", "scroll.offset [390,0]"])
        Self.expectInOrder(r, ["scroll.offset Pages.scrollView", "page.willTransition Pages to=PageB delegate=Pages",
                               "page.didFinish Pages completed=true previous=PageA current=PageB delegate=Pages"])
    }

    @Test("rule W3: without a data source the queuing scroll view does not scroll and curls never begin")
    func noDataSource() throws {
        let yaml = Self.threePages.replacingOccurrences(of: "      delegate: Pages\n", with: "      delegate: Pages\n      dataSource: null\n")
        let r = try Self.run(yaml, "left")
        Self.expectNone(r, "gesture.state Pages.scrollView.pan to=began")
        Self.expectNone(r, "page.willTransition Pages")
        let curl = yaml.replacingOccurrences(of: "      kind: pageViewController\n", with: "      kind: pageViewController\n      transitionStyle: pageCurl\n")
        let c = try Self.run(curl, "left")
        Self.expectInOrder(c, ["gesture.shouldBegin Pages.curlPan asked=Pages result=false reason=noDataSource"])
    }

    @Test("rule W5: a quick drag on a slider turns the page; resting first or no content delay keeps the slider")
    func sliderInPages() throws {
        let broken = try Package.sceneText("pages-slider-carousel.yaml")
        var r = try Self.run(broken, "quick drag on the slider")
        Self.expectInOrder(r, ["gesture.state Pages.scrollView.pan to=began", "page.didFinish Pages completed=true current=AboutVC"])
        Self.expectNone(r, "control.beginTracking volume")
        r = try Self.run(broken, "rest on the slider, then drag")
        Self.expectInOrder(r, ["control.beginTracking volume", "scroll.touchesShouldCancel Pages.scrollView view=volume result=false",
                               "gesture.state Pages.scrollView.pan to=failed", "control.event volume event=valueChanged"])
        r = try Self.run(try Package.sceneText("pages-slider-carousel-fixed.yaml"), "quick drag on the slider")
        Self.expectInOrder(r, ["control.beginTracking volume", "gesture.state Pages.scrollView.pan to=failed"])
        Self.expectNone(r, "page.willTransition Pages")
    }

    @Test("rule W5: the edge pop over pages loses to the deeper pager; requiring the pop to fail lets it pop")
    func edgePopOverPages() throws {
        var r = try Self.run(try Package.sceneText("pages-edge-pop.yaml"), "swipe back from the edge")
        Self.expectInOrder(r, ["gesture.state Pages.scrollView.pan to=began", "gesture.state Nav.interactivePop to=failed cause=exclusive:Pages.scrollView.pan"])
        Self.expectNone(r, "navigation.pop Nav")
        r = try Self.run(try Package.sceneText("pages-edge-pop-fixed.yaml"), "swipe back from the edge")
        Self.expectInOrder(r, ["gesture.state Nav.interactivePop to=began",
                               "gesture.state Pages.scrollView.pan to=failed cause=requirement:Nav.interactivePop", "navigation.pop Nav"])
    }

    @Test("rules W5, L15: the pager takes a swipe over a table in a page; refusing leftward drags over it reveals the actions")
    func tableInPages() throws {
        var r = try Self.run(try Package.sceneText("pages-table-swipe.yaml"), "swipe row 2 left")
        Self.expectInOrder(r, ["gesture.state Pages.scrollView.pan to=began", "gesture.state inbox.swipeActions to=failed"])
        r = try Self.run(try Package.sceneText("pages-table-swipe-fixed.yaml"), "swipe row 2 left")
        Self.expectInOrder(r, ["gesture.state Pages.scrollView.pan to=failed", "gesture.state inbox.swipeActions to=began",
                               "list.swipeOpened inbox row=2"])
    }

    @Test("rule W6: a switch does not refuse the queuing scroll view's pan: a quick drag along its knob turns the page")
    func switchInPages() throws {
        let yaml = Self.threePages.replacingOccurrences(of: "{ controller: PageA, view: { name: pageA } }",
            with: "{ controller: PageA, view: { name: pageA, subviews: [ { name: wifi, kind: switch, frame: [150, 380, 51, 31], value: true } ] } }")
        let drag = yaml.replacingOccurrences(of: "from: [300, 400], to: [100, 400]", with: "from: [190, 395], to: [20, 395]")
        let d = try Self.run(drag, "left")
        Self.expectInOrder(d, ["gesture.shouldBegin Pages.scrollView.pan asked=wifi result=true", "gesture.state Pages.scrollView.pan to=began",
                               "page.willTransition Pages to=PageB"])
    }

    @Test("rule W7: page curl's tap turns from its strips (a button in the strip fires instead); its pan completes by the half it ends on")
    func pageCurl() throws {
        let yaml = """
            scene: curl
            windows:
              - name: Main
                root:
                  controller: Book
                  kind: pageViewController
                  transitionStyle: pageCurl
                  delegate: Book
                  pages:
                    - { controller: P1, view: { name: p1 } }
                    - { controller: P2, view: { name: p2, subviews: [ { name: help, kind: button, frame: [340, 400, 40, 40] } ] } }
                    - { controller: P3, view: { name: p3 } }
                  current: 1
            scenarios:
              - { name: right strip, steps: [ { tap: [370, 200] } ] }
              - { name: left strip, steps: [ { tap: [20, 200] } ] }
              - { name: middle, steps: [ { tap: [200, 200] } ] }
              - { name: button, steps: [ { tap: [360, 420] } ] }
              - name: slow pan past the middle
                steps: [ { down: { finger: 1, at: [300, 400] } }, { move: { finger: 1, to: [100, 410], duration: 1.0 } }, { wait: 0.2 }, { up: { finger: 1 } } ]
              - name: slow short pan
                steps: [ { down: { finger: 1, at: [300, 400] } }, { move: { finger: 1, to: [250, 400], duration: 1.0 } }, { wait: 0.2 }, { up: { finger: 1 } } ]
            """
        Self.expectInOrder(try Self.run(yaml, "right strip"), ["gesture.shouldBegin Book.curlTap asked=Book result=true reason=next",
                                                              "page.willTransition Book to=P3", "page.didFinish Book completed=true previous=P2 current=P3"])
        Self.expectInOrder(try Self.run(yaml, "left strip"), ["gesture.shouldBegin Book.curlTap asked=Book result=true reason=previous",
                                                             "page.didFinish Book completed=true current=P1"])
        Self.expectInOrder(try Self.run(yaml, "middle"), ["gesture.shouldBegin Book.curlTap asked=Book result=false reason=outsideStrips"])
        let button = try Self.run(yaml, "button")
        Self.expectInOrder(button, ["gesture.state Book.curlTap to=failed cause=shouldBegin:help", "control.event help event=touchUpInside"])
        Self.expectNone(button, "page.willTransition Book")
        Self.expectInOrder(try Self.run(yaml, "slow pan past the middle"), ["gesture.state Book.curlPan to=began", "page.willTransition Book to=P3",
                                                                           "page.didFinish Book completed=true current=P3"])
        Self.expectInOrder(try Self.run(yaml, "slow short pan"), ["page.willTransition Book to=P3", "page.didFinish Book completed=false current=P2"])
    }

    @Test("rule W8 and the scene format: generated names resolve; bad page and swipe settings are refused with their place")
    func namesAndErrors() throws {
        _ = try SceneLoader.parse(yaml: try Package.sceneText("pages-edge-pop-fixed.yaml"), file: "s.yaml")
        #expect(!problems(Self.threePages.replacingOccurrences(of: "      current: 0\n", with: "      current: 5\n")).isEmpty)
        #expect(!problems(Self.threePages.replacingOccurrences(of: "      kind: pageViewController\n",
                                                              with: "      kind: pageViewController\n      spineLocation: mid\n")).isEmpty)
        #expect(!problems(Self.threePages.replacingOccurrences(of: "      kind: pageViewController\n",
                                                              with: "      kind: pageViewController\n      transitionStyle: pageCurl\n      scrollView: { delaysContentTouches: false }\n")).isEmpty)
        #expect(!problems(Self.inbox("swipeActions: { trailing: { actions: [ { title: A }, { title: A } ] } }", "  - { name: none, steps: [] }")).isEmpty)
        #expect(!problems(Self.inbox("swipeActions: { trailing: sometimes }", "  - { name: none, steps: [] }")).isEmpty)
        let flow = Self.inbox("", "  - { name: none, steps: [] }").replacingOccurrences(of: "kind: tableView", with: "kind: collectionView")
            .replacingOccurrences(of: "rows: 20", with: "items: 20")
        #expect(problems(flow).isEmpty)
        #expect(!problems(flow.replacingOccurrences(of: "items: 20", with: "items: 20\n            swipeActions: { trailing: none }")).isEmpty)
        #expect(problems(flow.replacingOccurrences(of: "items: 20", with: "items: 20\n            layout: list\n            swipeActions: { trailing: none }")).isEmpty)
        #expect(!problems(flow.replacingOccurrences(of: "items: 20", with: "items: 20\n            commitDelete: true")).isEmpty)
    }
}

/// The package's `Scenes/` folder, found from this file's path.
private enum Package {
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenes")

    /// The text of `Scenes/NAME`.
    static func sceneText(_ name: String) throws -> String {
        try String(contentsOfFile: scenes.appendingPathComponent(name).path, encoding: .utf8)
    }
}
