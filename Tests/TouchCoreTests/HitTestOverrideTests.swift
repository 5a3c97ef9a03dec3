import Testing
import TouchTestSupport
@testable import TouchCore

/// Rules H7–H12: scene overrides of `hitTest(_:with:)`, on ordered traces.
@Suite struct HitTestOverrideTests {
    private let overrideKeys = ["rule", "default", "result", "pass"]

    @Test("rule H7 step 1, H9: redirect returns its target within the margin, before the default hit-test runs (no enter records)")
    func redirect() {
        let f = Fixture()
        let root = view("Root", 0, 0, 390, 844, in: f.window)
        let bar = view("Bar", 0, 794, 390, 50, in: root)
        let compose = view("Compose", 165, -20, 60, 60, in: bar)
        bar.hitTestOverride = HitTestOverride(redirect: .init(to: ViewReference(compose), margin: 20))
        let device = f.device()
        device.run(tap(195, 760) + tap(195, 730, at: 1))
        #expect(device.trace.lines(kinds: [.hitTestOverride, .touchCreate], keys: overrideKeys + ["view"]) == [
            "hitTest.override Bar rule=redirect default=nil result=Compose pass=1", "touch.create touch1 view=Compose",
            "hitTest.override Bar rule=default default=nil result=nil pass=1", "touch.create touch2 view=Root",
        ])
        #expect(!device.trace.lines(kinds: [.hitTestEnter]).prefix(3).contains("hitTest.enter Bar"))
        // Rule H7: the touch's location is converted into the redirect's target even outside it.
        #expect(device.trace.lines(kinds: [.hitTestEnter], subjects: ["Bar", "Compose"]) == ["hitTest.enter Bar"])
    }

    @Test("rule H7 step 1: a redirect target that fails H2 step 1 (hidden) is not returned; the default runs")
    func redirectNeedsAHittableTarget() {
        let f = Fixture()
        let bar = view("Bar", 0, 794, 390, 50, in: f.window)
        let compose = view("Compose", 165, -20, 60, 60, in: bar)
        compose.isHidden = true
        bar.hitTestOverride = HitTestOverride(redirect: .init(to: ViewReference(compose), margin: 20))
        let device = f.device()
        device.run(tap(195, 800))
        #expect(device.trace.lines(kinds: [.hitTestOverride], keys: overrideKeys) == ["hitTest.override Bar rule=default default=Bar result=Bar pass=1"])
    }

    @Test("rule H7 step 3, H9: fallback hands the container's own result to a narrower view, whose recognizers then see the touch")
    func fallback() {
        let f = Fixture()
        let box = view("Box", 0, 400, 390, 200, in: f.window)
        let pager = view("Pager", 45, 0, 300, 200, in: box)
        recognizer(.tap, "pagerTap", on: pager)
        box.hitTestOverride = HitTestOverride(fallback: ViewReference(pager))
        let device = f.device()
        device.run(tap(20, 500) + tap(100, 500, at: 1))
        #expect(device.trace.lines(kinds: [.hitTestOverride, .touchCreate], keys: ["rule", "default", "result", "view"]) == [
            "hitTest.override Box rule=fallback default=Box result=Pager", "touch.create touch1 view=Pager",
            "hitTest.override Box rule=default default=Pager result=Pager", "touch.create touch2 view=Pager",
        ])
        #expect(device.trace.lines(kinds: [.gestureState], subjects: ["pagerTap"], keys: ["to"]).filter { $0.hasSuffix("ended") }.count == 2)
    }

    @Test("rule H7 step 4, H8, H11: passThrough self returns nothing for the view itself (its colour does not matter); its subviews keep their touches")
    func passThroughSelf() {
        let f = Fixture()
        let root = view("Root", 0, 0, 390, 844, in: f.window)
        let below = view("Below", 40, 200, 150, 50, in: root)
        let overlay = view("Overlay", 0, 0, 390, 844, in: root)
        overlay.color = "#00000000"
        view("Chip", 250, 300, 100, 40, in: overlay)
        overlay.hitTestOverride = HitTestOverride(passThrough: .view)
        _ = below
        let device = f.device()
        device.run(tap(100, 225) + tap(300, 320, at: 1))
        #expect(device.trace.lines(kinds: [.hitTestOverride, .touchCreate], keys: ["rule", "default", "result", "view"]) == [
            "hitTest.override Overlay rule=passThrough default=Overlay result=nil", "touch.create touch1 view=Below",
            "hitTest.override Overlay rule=default default=Chip result=Chip", "touch.create touch2 view=Chip",
        ])
        // H7: the override's record follows its call's default records.
        let kinds = device.trace.records.prefix { $0.kind != .touchCreate }.map(\.kind).filter { $0 != .stage && $0 != .runloopWake }
        let overrideIndex = kinds.firstIndex(of: .hitTestOverride)!
        #expect(kinds[overrideIndex - 1] == .hitTestLeave)
    }

    @Test("rule H8, H1: a window with passThrough root lets a touch that hits only its root reach the windows below; a hit subview keeps it")
    func passThroughWindow() {
        let f = Fixture()
        let mainRoot = view("MainRoot", 0, 0, 390, 844, in: f.window)
        view("Pay", 95, 400, 200, 50, in: mainRoot)
        let overlay = Window(name: "Overlay", frame: Rect(x: 0, y: 0, width: 390, height: 844), level: 1)
        f.application.addWindow(overlay)
        let overlayRoot = view("OverlayRoot", 0, 0, 390, 844)
        overlay.setRootView(overlayRoot)
        view("Toast", 20, 740, 350, 60, in: overlayRoot)
        overlay.hitTestOverride = HitTestOverride(passThrough: .root)
        let device = f.device()
        device.run(tap(195, 425) + tap(100, 770, at: 1))
        #expect(device.trace.lines(kinds: [.hitTestOverride, .touchCreate], keys: ["rule", "result", "view", "window"]) == [
            "hitTest.override Overlay rule=passThrough result=nil", "touch.create touch1 view=Pay window=Main",
            "hitTest.override Overlay rule=default result=Toast", "touch.create touch2 view=Toast window=Overlay",
        ])
    }

    @Test("rule H10: with hitTestPasses 2 every override runs in both passes (pass 1 and 2) and the second binds")
    func twoPasses() {
        var f = Fixture()
        f.parameters.hitTestPasses = 2
        let box = view("Box", 0, 0, 390, 844, in: f.window)
        box.hitTestOverride = HitTestOverride(passThrough: .view)
        let device = f.device()
        device.run(tap(100, 100))
        #expect(device.trace.lines(kinds: [.hitTestOverride, .touchCreate], keys: ["rule", "pass", "view"]) == [
            "hitTest.override Box rule=passThrough pass=1", "hitTest.override Box rule=passThrough pass=2",
            "touch.create touch1 view=Main",
        ])
    }

    @Test("rule A2 with H7: a redirect decides before the default hit-test, so an animating target's overrider is not skipped, but the target must pass H2 step 1")
    func redirectBypassesAnimatingOverrider() {
        let f = Fixture()
        let bar = view("Bar", 0, 794, 390, 50, in: f.window)
        let compose = view("Compose", 165, -20, 60, 60, in: bar)
        bar.hitTestOverride = HitTestOverride(redirect: .init(to: ViewReference(compose), margin: 20))
        let device = f.device()
        let hideBar = ViewAnimation(name: "slideBar", duration: 1, changes: [ViewChange(view: "Bar", changes: ViewChanges(center: Point(195, 819)))])
        let samples = [TouchSample(time: .zero, changes: [], animation: 0)] + tap(195, 780, at: 0.2)
        device.run(TouchScript(samples: samples, end: samples.last!.time, animations: [hideBar]), endingTouches: false, expectingPending: [])
        #expect(device.trace.lines(kinds: [.hitTestOverride, .hitTestSkip, .touchCreate], keys: ["rule", "reason", "view"]) ==
            ["hitTest.override Bar rule=redirect", "touch.create touch1 view=Compose"])
    }

    @Test("rule H12: a hosting view answers for its regions (host, iOS 26) and fires the region's action after its touchesEnded")
    func hostingViewHost() {
        let f = Fixture()
        let host = HostingView(name: "Host", frame: Rect(x: 0, y: 0, width: 390, height: 844),
                               regions: [.init(name: "undo", frame: Rect(x: 280, y: 750, width: 80, height: 40), action: "undo")])
        f.window.addSubview(host)
        let device = f.device()
        device.run(tap(320, 770) + tap(100, 100, at: 1))
        #expect(device.trace.lines(kinds: [.touchCreate, .responderTouchesEnded, .swiftuiAction], subjects: ["touch1", "touch2", "Host"],
                                   keys: ["view", "region", "action"]) == [
            "touch.create touch1 view=Host", "responder.touchesEnded Host", "swiftui.action Host region=undo action=undo",
            "touch.create touch2 view=Host", "responder.touchesEnded Host",
        ])
    }

    @Test("rule H12: exceptRegions keeps a hosting root where an interactive region lies (rule regions) and lets the rest through")
    func exceptRegions() {
        let f = Fixture()
        view("Pay", 95, 400, 200, 50, in: f.window)
        let overlay = Window(name: "Overlay", frame: Rect(x: 0, y: 0, width: 390, height: 844), level: 1)
        f.application.addWindow(overlay)
        overlay.setRootView(HostingView(name: "Host", frame: Rect(x: 0, y: 0, width: 390, height: 844),
                                        regions: [.init(name: "toast", frame: Rect(x: 20, y: 740, width: 350, height: 60), interactive: false),
                                                  .init(name: "undo", frame: Rect(x: 280, y: 750, width: 80, height: 40), action: "undo")]))
        overlay.hitTestOverride = HitTestOverride(passThrough: .root, exceptRegions: true)
        let device = f.device()
        device.run(tap(320, 770) + tap(100, 770, at: 1) + tap(195, 425, at: 2))
        #expect(device.trace.lines(kinds: [.hitTestOverride, .touchCreate, .swiftuiAction], keys: ["rule", "result", "view", "region"]) == [
            "hitTest.override Overlay rule=regions result=Host", "touch.create touch1 view=Host", "swiftui.action Host region=undo",
            "hitTest.override Overlay rule=passThrough result=nil", "touch.create touch2 view=Main",
            "hitTest.override Overlay rule=passThrough result=nil", "touch.create touch3 view=Pay",
        ])
        // Without exceptRegions, the classic pass-through lets the Undo tap through on iOS 26 (H12's consequence).
        overlay.hitTestOverride = HitTestOverride(passThrough: .root)
        let other = f.device()
        other.run(tap(320, 770))
        #expect(other.trace.lines(kinds: [.touchCreate], keys: ["view"]) == ["touch.create touch1 view=Main"])
    }

    @Test("rule H12: before iOS 26 a region is a platform view HOST.REGION, whose lift fires the region's action")
    func hostingViewViews() {
        let f = Fixture()
        let host = HostingView(name: "Host", frame: Rect(x: 0, y: 0, width: 390, height: 844),
                               regions: [.init(name: "undo", frame: Rect(x: 280, y: 750, width: 80, height: 40), action: "undo")])
        host.addSubview(HostingRegionView(host: host, region: host.regions[0]))
        f.window.addSubview(host)
        let device = f.device()
        device.run(tap(320, 770))
        #expect(device.trace.lines(kinds: [.touchCreate, .swiftuiAction], keys: ["view", "region"]) ==
            ["touch.create touch1 view=Host.undo", "swiftui.action Host region=undo"])
    }

    @Test("rule H7: views without an override never read it: the flag is off and hit-testing is unchanged")
    func flagOffByDefault() {
        let f = Fixture()
        let v = view("V", 0, 0, 100, 100, in: f.window)
        #expect(!v.overridesHitTest && !v.isAnimatingWithoutInteraction)
        v.hitTestOverride = HitTestOverride(passThrough: .view)
        #expect(v.overridesHitTest)
        v.hitTestOverride = nil
        #expect(!v.overridesHitTest)
        #expect(f.application.hitTest(Point(50, 50))?.view === v)
    }
}
