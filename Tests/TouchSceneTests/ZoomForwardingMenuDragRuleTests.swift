import Testing
import TouchCore
@testable import TouchScene

/// Rules Z8 (a zoomed page forwards its drag to its paging ancestor), W4
/// (forwarded movement turns a page view controller's page), Z10 (the zoom
/// transition's interactive dismissal) and X12 (a menu and a drag on one view).
@Suite struct ZoomForwardingMenuDragRuleTests {
    /// A paging gallery of two zoomable pages; the first zoomed 2x and scrolled 300 points right (its end is 390).
    func gallery(scenarios: String) -> String {
        """
        scene: gallery
        windows:
          - name: Main
            root:
              controller: GalleryVC
              view:
                name: root
                subviews:
                  - name: gallery
                    kind: scrollView
                    frame: [0, 0, 390, 844]
                    contentSize: [780, 844]
                    pagingEnabled: true
                    subviews:
                      - name: page1
                        kind: scrollView
                        frame: [0, 0, 390, 844]
                        minimumZoomScale: 1
                        maximumZoomScale: 3
                        zoomScale: 2
                        contentOffset: [300, 400]
                        zoomView: photo1
                        subviews: [ { name: photo1, kind: imageView, frame: [0, 0, 390, 844] } ]
                      - name: page2
                        kind: scrollView
                        frame: [390, 0, 390, 844]
                        minimumZoomScale: 1
                        maximumZoomScale: 3
                        zoomView: photo2
                        subviews: [ { name: photo2, kind: imageView, frame: [0, 0, 390, 844] } ]
        scenarios:
        \(scenarios)
        """
    }

    func offsets(_ device: Device, _ subject: String) -> [(x: Double, forwarded: String?)] {
        device.trace.records.filter { $0.kind == .scrollOffset && $0.subject == subject }.map { r in
            guard case .point(let p)? = r["offset"] else { return (.nan, nil) }
            return (p.x, r["forwardedFrom"].map { HumanLog.text($0) })
        }
    }

    @Test("rule Z8: past the zoomed page's end the drag moves the paging ancestor (forwardedFrom), the page clamps, and the release pages the gallery")
    func forwardsPastTheEnd() throws {
        let yaml = gallery(scenarios: "  - { name: left, steps: [ { drag: { from: [300, 420], to: [40, 420], duration: 0.3 } } ] }")
        let (scene, device) = try runScenario(yaml, "left")
        let page = try #require(scene.view("page1") as? ScrollView), outer = try #require(scene.view("gallery") as? ScrollView)
        let own = offsets(device, "page1"), forwarded = offsets(device, "gallery")
        // The page never goes past its end (390) and never rubber-bands there.
        #expect(own.allSatisfy { $0.x <= 390 } && own.last?.x == 390)
        #expect(device.trace.records.filter { $0.subject == "page1" && $0.kind == .scrollOffset }.allSatisfy { $0["rubberBand"] == nil })
        // The gallery's movement during the drag is forwarded from the page, computed from the drag since the
        // page's pan began (two samples of 7.22 points in, V1): 260 − 14.44 − 90 = 155.56 at the lift.
        let during = forwarded.filter { $0.forwarded != nil }
        #expect(!during.isEmpty && during.allSatisfy { $0.forwarded == "page1" })
        #expect(abs(during.last!.x - (260 - 260.0 / 36 * 2 - 90)) < 1e-6)
        // Its own pan failed when the page's began (G5); the release settles it on the next page (V8, cause paged).
        #expect(device.trace.story([.gestureState], keys: ["to", "cause"]).contains("gesture.state gallery.pan to=failed cause=exclusive:page1.pan"))
        #expect(device.trace.story([.scrollStop], keys: ["offset", "cause"]) == ["scroll.stop gallery offset=(390, 0) cause=paged"])
        #expect(outer.contentOffset.x == 390 && page.contentOffset.x == 390 && !page.isDecelerating)
    }

    @Test("rule Z8: computed from the drag, never accumulated: going back returns the gallery to where it was before the page scrolls again")
    func backAndForth() throws {
        let yaml = gallery(scenarios: """
              - name: back
                steps:
                  - down: { finger: 1, at: [300, 420] }
                  - move: { finger: 1, to: [60, 420], duration: 0.3 }
                  - move: { finger: 1, to: [330, 420], duration: 0.3 }
                  - up: { finger: 1 }
            """)
        let (_, device) = try runScenario(yaml, "back")
        let forwarded = offsets(device, "gallery").filter { $0.forwarded != nil }
        #expect(forwarded.last?.x == 0)
        // Once the gallery is back at 0, the page scrolls back below its end (the finger went 30 points past the start).
        let pageRecords = device.trace.records.filter { $0.kind == .scrollOffset && ($0.subject == "page1" || $0.subject == "gallery") }
        let lastGallery = pageRecords.lastIndex { $0.subject == "gallery" }!
        #expect(pageRecords[(lastGallery + 1)...].contains { $0.subject == "page1" })
        // At the lift (before the page decelerates on its own): the finger ended 30 points right of where it
        // went down, and the pan began 13.33 points into the drag (panHysteresis at 6.67 points a sample):
        // o0 − Δ = 300 − (30 + 13.33).
        let release = device.trace.records.first { $0.kind == .scrollDecelerate && $0.subject == "page1" }!
        guard case .point(let end)? = pageRecords.last(where: { $0.subject == "page1" && $0.seq < release.seq })?["offset"] else {
            Issue.record("no page offset"); return
        }
        #expect(abs(end.x - (300 - 30 - 40.0 / 3)) < 1e-6)
    }

    @Test("rule Z8: a page that cannot zoom, and a drag inside the zoomed page, forward nothing")
    func noForwarding() throws {
        let inside = gallery(scenarios: "  - { name: inside, steps: [ { drag: { from: [300, 420], to: [250, 420], duration: 0.3 } } ] }")
        let (_, device) = try runScenario(inside, "inside")
        #expect(offsets(device, "gallery").isEmpty)
        #expect(device.trace.story([.scrollOffset], keys: ["forwardedFrom"]).allSatisfy { !$0.contains("forwardedFrom") })
    }

    @Test("rules W4, Z8: forwarded movement turns a page view controller's page: willTransition, paged stop, didFinish completed")
    func pageViewController() throws {
        let yaml = """
            scene: pages
            windows:
              - name: Main
                root:
                  controller: Pages
                  kind: pageViewController
                  delegate: Pages
                  pages:
                    - controller: Photo1VC
                      view:
                        name: page1
                        subviews:
                          - { name: photoScroll1, kind: scrollView, minimumZoomScale: 1, maximumZoomScale: 3, zoomScale: 2,
                              contentOffset: [300, 400], zoomView: photo1, subviews: [ { name: photo1, kind: imageView, frame: [0, 0, 390, 844] } ] }
                    - { controller: Photo2VC, view: { name: page2 } }
            scenarios:
              - { name: left, steps: [ { drag: { from: [300, 420], to: [40, 420], duration: 0.3 } } ] }
            """
        let (_, device) = try runScenario(yaml, "left")
        let story = device.trace.story([.pageWillTransition, .pageDidFinish, .scrollStop], keys: ["to", "completed", "cause"])
        #expect(story == [
            "page.willTransition Pages to=Photo2VC",
            "scroll.stop Pages.scrollView cause=paged",
            "page.didFinish Pages completed=true",
        ])
        let forwarded = device.trace.records.filter { $0.kind == .scrollOffset && $0.subject == "Pages.scrollView" && $0["forwardedFrom"] != nil }
        #expect(!forwarded.isEmpty)
        let will = device.trace.records.first { $0.kind == .pageWillTransition }!
        #expect(forwarded.first!.seq < will.seq)
    }

    // MARK: Z10

    func lightbox(_ extra: String = "", scroll: String = "", scenarios: String, ios: Int = 18) -> String {
        """
        scene: lightbox
        device: { ios: \(ios) }
        windows:
          - name: Main
            root:
              controller: Nav
              kind: navigationController
              stack:
                - { controller: AlbumVC, view: { name: album } }
                - controller: LightboxVC
                  preferredTransition: zoom
                  \(extra)
                  view:
                    name: lightbox
                    gestures: [ { kind: tap, name: chromeTap, action: toggleChrome } ]
                    subviews:
                      - { name: photoScroll, kind: scrollView, frame: [0, 0, 390, 844], minimumZoomScale: 1, maximumZoomScale: 3,
                          zoomView: photo, \(scroll) subviews: [ { name: photo, kind: imageView, frame: [0, 0, 390, 844] } ] }
        scenarios:
        \(scenarios)
        """
    }
    let down = "  - { name: down, steps: [ { drag: { from: [195, 300], to: [205, 560], duration: 0.3 } } ] }"
    let shortDown = "  - { name: short, steps: [ { drag: { from: [195, 300], to: [195, 360], duration: 0.4 } } ] }"
    let sideways = "  - { name: side, steps: [ { drag: { from: [100, 400], to: [300, 420], duration: 0.3 } } ] }"

    @Test("rule Z10: LightboxVC.zoomDismiss is a pan after the view's own recognizers; a downward drag pops with recognizer=LightboxVC.zoomDismiss")
    func dismisses() throws {
        let (scene, device) = try runScenario(lightbox(scenarios: down), "down")
        let pan = try #require(scene.recognizers["LightboxVC.zoomDismiss"])
        #expect(pan.view?.gestureRecognizers.map(\.name) == ["chromeTap", "LightboxVC.zoomDismiss"])
        #expect(pan.kind == .pan && pan.cancelsTouchesInView)
        #expect(device.trace.story([.gestureState], keys: ["to"]).filter { $0.contains("zoomDismiss") }.first
                == "gesture.state LightboxVC.zoomDismiss to=began")
        #expect(device.trace.story([.navigationPop], keys: ["controller", "recognizer", "cause"])
                == ["navigation.pop Nav controller=LightboxVC recognizer=LightboxVC.zoomDismiss cause=translation"])
    }

    @Test("rule Z10: a short slow drag cancels the dismissal; a sideways drag is refused by the transition's delegate")
    func cancelledAndRefused() throws {
        let (_, short) = try runScenario(lightbox(scenarios: shortDown), "short")
        #expect(short.trace.story([.navigationPopCancelled], keys: ["recognizer", "cause"])
                == ["navigation.popCancelled Nav recognizer=LightboxVC.zoomDismiss cause=tooShortAndSlow"])
        let (_, side) = try runScenario(lightbox(scenarios: sideways), "side")
        // The hit-test view is asked first (G4: it cancels touches in view), then the transition.
        #expect(side.trace.story([.gestureShouldBegin], keys: ["asked", "result", "reason"]).filter { $0.contains("zoomDismiss") }
                == ["gesture.shouldBegin LightboxVC.zoomDismiss asked=photoScroll result=true",
                    "gesture.shouldBegin LightboxVC.zoomDismiss asked=LightboxVC result=false reason=notDownward"])
        #expect(side.trace.story([.navigationPop, .navigationPopCancelled]).isEmpty)
    }

    @Test("rule Z10: a deeper scroll view's pan that can begin on the drag excludes the dismissal (G6); the app's answers fix it")
    func deeperScrollViewWins() throws {
        let (_, broken) = try runScenario(lightbox(scroll: "alwaysBounceVertical: true,", scenarios: down), "down")
        #expect(broken.trace.story([.gestureState], keys: ["to", "cause"]).contains(
            "gesture.state LightboxVC.zoomDismiss to=failed cause=exclusive:photoScroll.pan"))
        #expect(broken.trace.story([.navigationPop]).isEmpty)
        let fixed = lightbox("interactiveDismissShouldBegin: { when: { not: { zoomed: [photoScroll] } } }",
                             scroll: "alwaysBounceVertical: true, pan: { shouldBegin: { when: { zoomed: [photoScroll] } } },",
                             scenarios: down)
        let (_, works) = try runScenario(fixed, "down")
        #expect(works.trace.story([.navigationPop], keys: ["recognizer"]) == ["navigation.pop Nav recognizer=LightboxVC.zoomDismiss"])
    }

    @Test("rule Z10: before iOS 18 the recognizer is inert (nameable, never attached); a bad preferredTransition is refused with its line")
    func versionsAndErrors() throws {
        let (scene, device) = try runScenario(lightbox(scenarios: down, ios: 17), "down")
        #expect(scene.recognizers["LightboxVC.zoomDismiss"]?.view == nil)
        #expect(device.trace.story([.navigationPop]).isEmpty)
        let bad = lightbox(scenarios: down).replacingOccurrences(of: "preferredTransition: zoom", with: "preferredTransition: fade")
        #expect(throws: (any Error).self) { try SceneLoader.parse(yaml: bad, file: "scene.yaml") }
        do {
            _ = try SceneLoader.parse(yaml: bad, file: "scene.yaml")
        } catch {
            #expect("\(error)".contains("scene.yaml:") && "\(error)".contains("zoom"))
        }
    }

    // MARK: X12

    func tile(menu configuration: String = "true", items: String = "true", scenarios: String) -> String {
        """
        scene: tile
        windows:
          - name: Main
            root:
              controller: AlbumVC
              view:
                name: root
                subviews:
                  - name: tile
                    frame: [95, 300, 200, 200]
                    gestures: [ { kind: tap, name: openTap, action: openPhoto } ]
                    interactions:
                      - { kind: contextMenu, name: tileMenu, configuration: \(configuration) }
                      - { kind: drag, name: tileDrag, enabled: true, items: \(items) }
        scenarios:
        \(scenarios)
        """
    }
    let hold = "  - { name: hold, steps: [ { down: { finger: 1, at: [195, 400] } }, { wait: 0.6 }, { up: { finger: 1 } } ] }"
    let holdThenDrag = """
          - name: early
            steps: [ { down: { finger: 1, at: [195, 400] } }, { wait: 0.25 }, { move: { finger: 1, to: [195, 600], duration: 0.3 } }, { up: { finger: 1 } } ]
          - name: late
            steps: [ { down: { finger: 1, at: [195, 400] } }, { wait: 0.5 }, { move: { finger: 1, to: [195, 600], duration: 0.3 } }, { up: { finger: 1 } } ]
        """
    let interactionKinds: Set<TraceKind> = [.menuConfiguration, .menuHighlight, .menuPresent, .menuEnd, .menuDismiss,
                                             .dragLift, .dragBegin, .dragEnd, .dragCancel]

    @Test("rule X12.1: with a configuration the drag's recognizers fail (interactionEnded); held, the menu shows and no drag lifts")
    func menuTakesOver() throws {
        let (_, device) = try runScenario(tile(scenarios: hold), "hold")
        let states = device.trace.story([.gestureState], keys: ["to", "cause"]).filter { $0.contains("tileDrag") }
        #expect(Array(states.prefix(3)) == [
            "gesture.state tileDrag.lift to=failed cause=interactionEnded",
            "gesture.state tileDrag.exclusion to=failed cause=interactionEnded",
            "gesture.state tileDrag.failure to=failed cause=interactionEnded",
        ])
        #expect(device.trace.story(interactionKinds) == [
            "menu.configuration tileMenu", "menu.highlight tileMenu", "menu.present tileMenu",
        ])
    }

    @Test("rule X12.2: moved after the highlight, before presentation: menu.end (drag), drag.lift, drag.begin, then drag.end at the lift; the tap fails")
    func dragBeforePresentation() throws {
        let (_, device) = try runScenario(tile(scenarios: holdThenDrag), "early")
        #expect(device.trace.story(interactionKinds, keys: ["cause"]) == [
            "menu.configuration tileMenu", "menu.highlight tileMenu", "menu.end tileMenu cause=drag",
            "drag.lift tileDrag", "drag.begin tileDrag", "drag.end tileDrag",
        ])
        #expect(device.trace.story([.gestureState], keys: ["to", "cause"]).contains("gesture.state tileMenu.exclusion to=ended cause=lift"))
        #expect(device.trace.story([.gestureState], keys: ["to"]).contains("gesture.state openTap to=failed"))
        #expect(device.trace.story([.gestureAction]).filter { $0.contains("openTap") }.isEmpty)
    }

    @Test("rule X12.3: moved after presentation past dragLiftMoveHysteresis: menu.dismiss (drag), drag.lift, drag.begin, drag.end")
    func dragAfterPresentation() throws {
        let (_, device) = try runScenario(tile(scenarios: holdThenDrag), "late")
        #expect(device.trace.story(interactionKinds, keys: ["cause"]) == [
            "menu.configuration tileMenu", "menu.highlight tileMenu", "menu.present tileMenu",
            "menu.dismiss tileMenu cause=drag", "drag.lift tileDrag", "drag.begin tileDrag", "drag.end tileDrag",
        ])
    }

    @Test("rule X12.4: with no configuration the drag goes on as X9: it lifts at dragLiftDelay")
    func noConfiguration() throws {
        let (_, device) = try runScenario(tile(menu: "false", scenarios: holdThenDrag), "late")
        #expect(device.trace.story(interactionKinds, keys: ["cause"]) == [
            "menu.configuration tileMenu", "menu.end tileMenu cause=noConfiguration",
            "drag.lift tileDrag", "drag.begin tileDrag", "drag.end tileDrag",
        ])
        let lift = device.trace.records.first { $0.kind == .dragLift }!
        #expect(abs(lift.time.seconds - 0.325) < 1e-9)
    }
}
