import Testing
@testable import TouchCore

/// Rule H6: hit-testing through a view's `transform` about its centre.
@Suite struct TransformHitTestTests {
    /// A 100×100 view turned 45° about the centre (200, 300): its frame is the
    /// bounding box, 141.42 wide.
    func diamond() -> (Fixture, View, View) {
        let f = Fixture()
        let root = view("Root", 0, 0, 390, 844, in: f.window)
        let half = 50 * 2.0.squareRoot()
        let turned = view("Turned", 200 - half, 300 - half, 2 * half, 2 * half, in: root)
        let r = 0.5.squareRoot()
        turned.transform = AffineTransform(a: r, b: r, c: -r, d: r, tx: 0, ty: 0)
        return (f, root, turned)
    }

    @Test("rule H6: the bounds keep the untransformed size; the frame is the bounding box")
    func boundsKeepTheirSize() {
        let (_, _, turned) = diamond()
        #expect(abs(turned.bounds.width - 100) < 1e-9 && abs(turned.bounds.height - 100) < 1e-9)
        // The rotated fixture of a real dump: a 100×100 view turned 22.5°, printed frame (-15.3281 -15.3281; 130.656 130.656).
        let cover = View(name: "cover", frame: Rect(x: -15.3281, y: -15.3281, width: 130.656, height: 130.656))
        cover.transform = AffineTransform([0.92387953251128674, 0.38268343236508978, -0.38268343236508978, 0.92387953251128674, 0, 0])
        #expect(abs(cover.bounds.width - 100) < 0.01 && abs(cover.bounds.height - 100) < 0.01)
        // A scale keeps a non-square size: 2× wide, half as tall.
        let scaled = View(name: "scaled", frame: Rect(x: 0, y: 0, width: 160, height: 20))
        scaled.transform = AffineTransform(a: 2, b: 0, c: 0, d: 0.5, tx: 0, ty: 0)
        #expect(scaled.bounds.size == Size(width: 80, height: 40))
    }

    @Test("rule H6: pointInside tests the turned shape, not the bounding box")
    func cornersOfTheBoxAreOutside() {
        let (f, root, turned) = diamond()
        // Corner of the bounding box: outside the diamond.
        #expect(f.application.hitTest(Point(200 - 65, 300 - 65))?.view === root)
        // Along an axis, 65 points from the centre: inside (the diamond reaches 70.7).
        #expect(f.application.hitTest(Point(200, 300 - 65))?.view === turned)
        #expect(f.application.hitTest(Point(200 + 65, 300))?.view === turned)
        #expect(f.application.hitTest(Point(200, 300))?.view === turned)
    }

    @Test("rule H6: the point is converted with the inverse transform about the centre, and the trace shows it")
    func conversionThroughTheTransform() {
        let (f, _, turned) = diamond()
        // A subview in the turned view's top-left corner of its bounds.
        let corner = view("Corner", 0, 0, 20, 20, in: turned)
        // Bounds point (10, 10) is 40√2 ≈ 56.57 above the centre once turned 45°.
        let screen = corner.convertToScreen(Point(10, 10))
        #expect(abs(screen.x - 200) < 1e-9 && abs(screen.y - (300 - 40 * 2.0.squareRoot())) < 1e-9)
        #expect(f.application.hitTest(screen)?.view === corner)
        let back = corner.convert(screen, fromAncestor: nil)
        #expect(abs(back.x - 10) < 1e-9 && abs(back.y - 10) < 1e-9)
        let device = f.device()
        device.run(tap(200, 300))
        #expect(device.trace.lines(kinds: [.hitTestEnter], subjects: ["Turned"], keys: ["point"]) ==
            ["hitTest.enter Turned point=(50, 50)"])
    }

    @Test("rule H6: the translation is already in the printed frame; the identity changes nothing")
    func translationAndIdentity() {
        let f = Fixture()
        let root = view("Root", 0, 0, 390, 844, in: f.window)
        let moved = view("Moved", 150, 100, 100, 100, in: root)
        moved.transform = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 50, ty: 0)
        #expect(moved.bounds.size == Size(width: 100, height: 100))
        #expect(f.application.hitTest(Point(155, 105))?.view === moved)
        #expect(f.application.hitTest(Point(145, 105))?.view === root)
        moved.transform = .identity
        #expect(moved.transform == nil)
    }

    @Test("rule H6: a flipped view (negative scale) hit-tests its subviews mirrored")
    func flipped() {
        let f = Fixture()
        let root = view("Root", 0, 0, 390, 844, in: f.window)
        let flipped = view("Flipped", 100, 100, 100, 100, in: root)
        flipped.transform = AffineTransform([-1, 0, -0, -1, 0, 0])
        let left = view("LeftHalf", 0, 0, 50, 100, in: flipped)
        // Turned 180°, the bounds' left half shows on the right of the screen.
        #expect(f.application.hitTest(Point(180, 150))?.view === left)
        #expect(f.application.hitTest(Point(120, 150))?.view === flipped)
    }
}
