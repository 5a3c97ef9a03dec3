import Testing
import TouchCore
import TouchScene
@testable import TouchViz

/// Pictures for a person to look at (TOUCHVIZ_PICTURES=dir swift test --filter Pictures).
@Suite struct Pictures {
    @Test func screens() {
        for (name, yaml) in [("controls", Scenes.controls), ("nested", Scenes.nested)] {
            let scene = Scenes.load(yaml)
            let built = SceneBuilder.build(validated: scene)
            let snapshot = SceneSnapshot.capture(built.application, screen: scene.device.screen)
            let t = ScreenTransform(origin: Point(30, 30), scale: 0.9)
            var list = DisplayList(size: Size(width: scene.device.screen.width * 0.9 + 60, height: scene.device.screen.height * 0.9 + 60),
                                   background: Palette.background)
            list.commands = ScreenDrawing.draw(snapshot, transform: t)
            PictureDump.write(list, "screen-" + name)
        }
    }

    @Test func hitTestAndFingers() {
        let run = Scenes.run(Scenes.nested, scenario: "tap D")
        let touch = run.index.touch(named: "touch1")!
        let cursor = touch.createSeq + 12
        let t = run.index.time(ofRecord: touch.createSeq)
        let snapshot = run.snapshot(at: t)
        let transform = ScreenTransform(origin: Point(30, 30), scale: 0.9)
        let m = MomentContext(index: run.index, cursor: cursor, now: t,
                              catalog: RecognizerCatalog(run.application, parameters: run.scene.device),
                              snapshot: snapshot, transform: transform)
        var list = DisplayList(size: Size(width: 440 + 260, height: 730), background: Palette.background)
        list.commands = ScreenDrawing.draw(snapshot, transform: transform)
        let path = HitTestOverlay.path(m)!
        list.commands += HitTestOverlay.draw(path, snapshot: snapshot, transform: transform)
        list.commands += FingerDrawing.draw(m)
        list.commands += HitTestOverlay.legend(path, title: "hit-test touch1 at (150, 327)", in: Rect(x: 440, y: 30, width: 250, height: 660))
        PictureDump.write(list, "hittest-nested")
    }

    @Test func recognizerPanels() {
        let run = Scenes.run(Scenes.doubleTap, scenario: "one tap")
        let waiting = run.cursor(after: .gestureWaiting, "single")
        let end = run.index.count
        for (name, cursor) in [("waiting", waiting), ("end", end)] {
            let m = run.moment(cursor: cursor)
            var list = DisplayList(size: Size(width: 460, height: 320), background: Palette.panel)
            list.commands = RecognizerPanel.draw(m, in: Rect(x: 0, y: 0, width: 460, height: 320))
            PictureDump.write(list, "recognizers-double-" + name)
        }
        let nested = Scenes.run(Scenes.nested, scenario: "tap D")
        var list = DisplayList(size: Size(width: 460, height: 320), background: Palette.panel)
        list.commands = RecognizerPanel.draw(nested.moment(cursor: nested.index.count), in: Rect(x: 0, y: 0, width: 460, height: 320))
        PictureDump.write(list, "recognizers-nested-end")
        let drag = Scenes.run(Scenes.nested, scenario: "drag C")
        list.commands = RecognizerPanel.draw(drag.moment(cursor: drag.cursor(after: .gestureState, "C_pan") + 40),
                                             in: Rect(x: 0, y: 0, width: 460, height: 320))
        PictureDump.write(list, "recognizers-drag")
    }

    @Test func timelines() {
        for (name, yaml, scenario) in [("double-one", Scenes.doubleTap, "one tap"), ("double-two", Scenes.doubleTap, "two taps"),
                                       ("nested-tap", Scenes.nested, "tap D"), ("nested-drag", Scenes.nested, "drag C")] {
            let run = Scenes.run(yaml, scenario: scenario)
            let model = TimelineModel(index: run.index, catalog: RecognizerCatalog(run.application, parameters: run.scene.device))
            PictureDump.write(TimelineDrawing.image(model, title: "\(run.scene.title) — \(scenario)", width: 900), "timeline-" + name)
        }
    }

    @Test func inspectorWindow() {
        let inspector = Inspector(scenePath: nil, size: Size(width: 1280, height: 800), workingDirectory: "/tmp")
        _ = inspector.handle(.tick(seconds: 0))
        PictureDump.write(inspector.render(), "window-idle")
        // A live press on the photo, held 0.3 s: the long press ring fills.
        let photo = inspector.layout.transform.point(Point(120, 200))
        _ = inspector.handle(.pointerDown(photo, []))
        _ = inspector.handle(.tick(seconds: 0.3))
        _ = inspector.handle(.pointerMove(Point(photo.x + 6, photo.y + 3), [], pressed: true))
        PictureDump.write(inspector.render(), "window-live-press")
        _ = inspector.handle(.pointerUp(Point(photo.x + 6, photo.y + 3), []))
        _ = inspector.handle(.tick(seconds: 0.35))
        PictureDump.write(inspector.render(), "window-live-lifted")
        // Playback of the double tap, paused while the single tap waits.
        _ = inspector.handle(.key("2", []))
        _ = inspector.handle(.tick(seconds: 1))
        _ = inspector.handle(.tick(seconds: 1.4))
        _ = inspector.handle(.key("space", []))
        PictureDump.write(inspector.render(), "window-playback")
        _ = inspector.handle(.key("?", []))
        PictureDump.write(inspector.render(), "window-help")
    }

    @Test func exports() {
        let demo = Scenes.load(Scenes.feed)
        for (n, scenario) in demo.scenarios.enumerated() {
            PictureDump.write(ExportPicture.make(scene: demo, scenario: scenario), "export-demo-\(n + 1)")
        }
        let nested = Scenes.load(Scenes.nested)
        PictureDump.write(ExportPicture.make(scene: nested, scenario: nested.scenarios[0], size: Size(width: 1200, height: 800)), "export-nested")
        PictureDump.write(ExportPicture.make(scene: nested, scenario: nil, size: Size(width: 800, height: 700)), "export-none")
    }

    @Test func perfetto() {
        for (yaml, name) in PerfettoExportTests.cases {
            let json = PerfettoExport.json(trace: Scenes.run(yaml, scenario: name).trace, title: name)
            #expect(json.contains("\"traceEvents\"") && json.contains("\"ph\":\"X\""), "\(name): no slices")
            guard let dir = PictureDump.directory else { continue }
            try? json.write(toFile: dir + "/perfetto-" + name.replacingOccurrences(of: " ", with: "-") + ".json", atomically: true, encoding: .utf8)
        }
    }
}
