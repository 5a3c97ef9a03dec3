import Testing
import TouchCore
import TouchScene
@testable import TouchViz

@Suite struct ScreenDrawingTests {
    let transform = ScreenTransform(origin: Point(30, 30), scale: 0.5)

    func draw(_ yaml: String, names: Bool = true) -> (SceneSnapshot, [DrawCommand]) {
        let scene = Scenes.load(yaml)
        let built = SceneBuilder.build(validated: scene)
        let snapshot = SceneSnapshot.capture(built.application, screen: scene.device.screen)
        return (snapshot, ScreenDrawing.draw(snapshot, transform: transform, options: .init(showNames: names)))
    }

    @Test func snapshotsHoldScreenFramesInDrawingOrder() {
        let (snapshot, _) = draw(Scenes.nested)
        #expect(snapshot.views.map(\.name) == ["Main", "Root", "A", "B", "C", "D", "E"])
        #expect(snapshot.view(named: "D")!.frame == Rect(x: 30, y: 297, width: 240, height: 61), "A(20,80) + C(10,180) + D(0,37)")
        #expect(snapshot.view(named: "B")!.isHidden)
        #expect(snapshot.view(named: "D")!.fill == Color(0x0A, 0x84, 0xFF))
        #expect(snapshot.view(named: "D")!.gestures.map(\.label) == ["D_tap"])
    }

    @Test func aScrollViewsContentMovesWithItsOffsetAndIsClipped() {
        let (snapshot, commands) = draw(Scenes.controls)
        let list = snapshot.view(named: "list")!
        let row2 = snapshot.view(named: "row2")!
        #expect(list.contentOffset == Point(0, 100))
        #expect(row2.frame.minY == list.frame.minY + 120 - 100)
        #expect(row2.clip == list.frame)
        #expect(commands.contains(.pushClip(transform.rect(list.frame))))
        #expect(commands.clipsBalance)
    }

    @Test func viewsAreFilledOutlinedAndNamed() {
        let (snapshot, commands) = draw(Scenes.nested)
        let d = transform.rect(snapshot.view(named: "D")!.frame)
        #expect(commands.filledRects.contains { $0.0 == d && $0.1 == Color(0x0A, 0x84, 0xFF) })
        #expect(commands.strokedRects.contains { $0.0 == d })
        let origin = commands.origin(ofText: "D")!
        #expect(d.contains(origin), "the name sits inside its view")
        #expect(commands.color(ofText: "D") == Palette.textColor(on: Color(0x0A, 0x84, 0xFF)).withAlpha(230))
        #expect(!commands.texts.contains("B"), "a hidden view is not drawn")
        let (_, unnamed) = draw(Scenes.nested, names: false)
        #expect(!unnamed.texts.contains("D"))
    }

    @Test func nameColoursStayLegible() {
        #expect(Palette.textColor(on: Color(255, 255, 255)) == Color(0x1C, 0x1C, 0x1E))
        #expect(Palette.textColor(on: Color(0x0A, 0x20, 0x60)) == Color(255, 255, 255))
        #expect(Palette.textColor(on: Color(0xFF, 0xD6, 0x0A)) == Color(0x1C, 0x1C, 0x1E), "dark on yellow")
    }

    @Test func standardControlsAreRecognizable() {
        let (snapshot, commands) = draw(Scenes.controls)
        // The button's title in the tint colour, centred.
        let ok = transform.rect(snapshot.view(named: "ok")!.frame)
        #expect(commands.contains { if case .text("OK", let o, _, let c, .center) = $0 { return ok.contains(o) && c == ControlDrawing.tint }; return false })
        // The switch is on: a green pill and its knob on the right half.
        let wifi = snapshot.view(named: "wifi")!
        #expect(commands.contains { if case .fillRoundedRect(_, _, ControlDrawing.switchOn) = $0 { return true }; return false })
        let knob = transform.point(wifi.thumb!.center)
        #expect(knob.x > transform.rect(wifi.frame).midX)
        #expect(commands.circles.contains { $0.0 == knob && $0.2 == Color(255, 255, 255) })
        // The slider's thumb a quarter of the way along its travel.
        let volume = snapshot.view(named: "volume")!
        let travel = volume.frame.width - volume.thumb!.width
        #expect(approx(volume.thumb!.minX - volume.frame.minX, travel * 0.25))
        // The stepper's − and +.
        #expect(commands.texts.contains("−") && commands.texts.contains("+"))
        // Three segments, the second raised in white; four page dots, the third solid.
        #expect(commands.texts.contains("0") && commands.texts.contains("1") && commands.texts.contains("2"))
        let pages = transform.rect(snapshot.view(named: "pages")!.frame)
        let dots = commands.circles.filter { pages.contains($0.0) }
        #expect(dots.count == 4)
        #expect(dots.filter { $0.2.a > 150 }.count == 1)
        // Labels and values in the names.
        #expect(commands.texts.contains("Settings"))
        #expect(commands.texts.contains("wifi on"))
        #expect(commands.texts.contains("volume 0.25"))
        #expect(commands.texts.contains("mode = 1"))
    }

    @Test func theDeviceHasARoundedBodyAroundTheScreen() {
        let (_, commands) = draw(Scenes.nested)
        let (body, screen, radius) = ScreenDrawing.deviceRects(screen: Size(width: 414, height: 736), transform: transform)
        #expect(screen == Rect(x: 30, y: 30, width: 207, height: 368))
        #expect(body.contains(screen.origin) && radius > 0)
        #expect(commands.first == .fillRoundedRect(body, radius: radius + (screen.minX - body.minX), Palette.bezelEdge))
        #expect(commands.contains(.fillRoundedRect(screen, radius: radius, Palette.screen)))
    }
}

@Suite struct OverlayTests {
    @Test func fingersShowTheirTapCountAndThresholds() {
        let run = Scenes.run(Scenes.nested, scenario: "tap D")
        let touch = run.index.touch(named: "touch1")!
        let m = run.moment(cursor: touch.createSeq + 10)
        let commands = FingerDrawing.draw(m)
        let at = m.transform.point(Point(150, 327))
        #expect(commands.circles.contains { $0.0 == at && approx($0.1, FingerDrawing.radius(m.transform)) })
        #expect(commands.texts.contains("1"), "the tap count")
        #expect(commands.texts.contains("touch1"))
        // D_tap and A_tap are possible: the tap's 45-point circle; C_pan: the pan's 10-point one.
        #expect(commands.circles.contains { $0.0 == at && approx($0.1, 45 * m.transform.scale) && $0.2 == Palette.faded(Palette.failed, 0.85) })
        #expect(commands.circles.contains { $0.0 == at && approx($0.1, 10 * m.transform.scale) })
        #expect(commands.texts.contains("tap 45 pt"))
        // After the lift: a ghost, no thresholds.
        let lifted = FingerDrawing.draw(run.moment(cursor: run.index.count))
        #expect(!lifted.texts.contains("tap 45 pt"))
        #expect(lifted.texts.contains("↑1"))
    }

    @Test func aLongPressShowsItsProgressRing() {
        let yaml = """
        scene: Press
        windows:
          - name: Main
            root:
              name: Root
              gestures: [ { kind: longPress, name: press, action: pressed } ]
        scenarios:
          - name: hold
            steps: [ { down: { finger: 1, at: [100, 100] } }, { wait: 1 }, { up: { finger: 1 } } ]
        """
        let run = Scenes.run(yaml, scenario: "hold")
        let created = run.index.touch(named: "touch1")!.createSeq
        var m = run.moment(cursor: created + 8)
        m.now = VirtualTime(seconds: 0.25)
        let commands = FingerDrawing.draw(m)
        let arcs = commands.compactMap { c -> (Double, Double, Color)? in
            if case .arc(_, _, let a0, let a1, let col, _) = c { return (a0, a1, col) }
            return nil
        }
        #expect(arcs.contains { approx($0.1 - $0.0, Double.pi, 0.001) && $0.2 == Palette.began }, "half of 0.5 s: half a turn")
        #expect(commands.texts.contains("long press 0.25 / 0.50 s"))
    }

    @Test func theHitTestPathIsNumberedInOrder() {
        let run = Scenes.run(Scenes.nested, scenario: "tap D")
        let m = run.moment(cursor: run.index.count)
        let path = HitTestOverlay.path(m)!
        #expect(path.visits.map(\.name) == ["Main", "Root", "A", "C", "E", "D"])
        #expect(path.visits.map(\.order) == [1, 2, 3, 4, 5, 6])
        #expect(path.visits[4].outcome == .outside)
        #expect(path.winner == "D")
        #expect(path.chain == ["Main", "Root", "A", "C", "D"])
        let commands = HitTestOverlay.draw(path, snapshot: m.snapshot, transform: m.transform)
        #expect(commands.texts.prefix(6).elementsEqual(["1", "2", "3", "4", "5", "6"]) || Set(["1", "2", "3", "4", "5", "6"]).isSubset(of: Set(commands.texts)))
        let d = m.transform.rect(m.snapshot.view(named: "D")!.frame)
        #expect(commands.strokedRects.contains { $0.0 == d.insetBy(dx: -1.5, dy: -1.5) && $0.1 == Palette.hitWinner })
        #expect(commands.texts.contains("hit-test view: D"))
        #expect(commands.clipsBalance)
    }

    @Test func skippedViewsSayWhy() {
        let scene = Scenes.load(Scenes.nested)
        let built = SceneBuilder.build(validated: scene)
        // B is hidden: a touch on it is skipped there and lands on A.
        let path = HitTestPath.walk(built.application, at: Point(100, 120))
        #expect(path.visits.first { $0.name == "B" }?.outcome == .skipped("hidden"))
        #expect(path.winner == "A")
        let snapshot = SceneSnapshot.capture(built.application, screen: scene.device.screen)
        let commands = HitTestOverlay.draw(path, snapshot: snapshot, transform: ScreenTransform(origin: .zero, scale: 1))
        #expect(commands.texts.contains("skipped: hidden"))
        let legend = HitTestOverlay.legend(path, title: "hover", in: Rect(x: 0, y: 0, width: 300, height: 300))
        #expect(legend.texts.contains("B  skipped: hidden"))
        #expect(legend.texts.contains("→ A"))
        let hover = HitTestOverlay.hover(path, snapshot: snapshot, transform: ScreenTransform(origin: .zero, scale: 1),
                                         pointer: Point(100, 120))
        #expect(hover.texts.contains { $0.hasPrefix("touch here → A") })
    }
}
