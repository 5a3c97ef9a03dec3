import TouchCore

/// The fingers live input holds on the glass (the "Live input"):
/// the pointer's ([1], or [1, 2] with Option or in two-finger mode), each
/// touch-screen finger, and the centre two-finger gestures mirror about.
/// Invariants: no finger number is held twice (`free(_:besides:)` gives
/// numbers nobody holds); every point given out lies on the glass,
/// rounded to a thousandth of a point (what a recording writes back exactly).
struct LiveFingers {
    /// The glass: the scene's screen.
    let screen: Size
    /// Fingers the pointer holds down.
    private(set) var pointer: [Int] = []
    /// Where the pointer's first finger is (screen points).
    private(set) var pointerLocation = Point.zero
    /// Touch-screen finger ids and the finger numbers they were given.
    private(set) var touchScreen: [(id: Int64, finger: Int)] = []
    /// The centre two-finger gestures mirror about (moved by Shift+Option).
    private(set) var pairCenter: Point
    /// The pinch centre the user put with `k` (issue 32 point 5); nil: the screen's middle.
    private(set) var chosenCenter: Point?
    /// Two-finger mode (`m`): a plain drag pinches, for desktops that take Alt-drag.
    var pairMode = false

    init(screen: Size, pairMode: Bool = false, pointerLocation: Point = .zero) {
        self.screen = screen
        self.pairMode = pairMode
        self.pointerLocation = pointerLocation
        pairCenter = Point(screen.width / 2, screen.height / 2)
    }

    /// A fresh scene on `screen`: no finger held, the centre back in the middle; the mode stays.
    func rebuilt(screen: Size) -> LiveFingers {
        LiveFingers(screen: screen, pairMode: pairMode, pointerLocation: pointerLocation)
    }

    /// Where a pinch starts mirrored about: the chosen centre, else the screen's middle.
    var pinchCenter: Point { chosenCenter ?? Point(screen.width / 2, screen.height / 2) }

    /// A screen point clamped to the glass and rounded to a thousandth of a point.
    func onGlass(_ p: Point) -> Point {
        func q(_ v: Double, _ limit: Double) -> Double { (min(max(0, v), max(0, limit - 0.001)) * 1000).rounded() / 1000 }
        return Point(q(p.x, screen.width), q(p.y, screen.height))
    }

    /// `p` mirrored about the pair's centre, on the glass.
    func mirrored(_ p: Point) -> Point { onGlass(Point(2 * pairCenter.x - p.x, 2 * pairCenter.y - p.y)) }

    /// The `count` lowest finger numbers held neither here nor by the device's `active` touches.
    func free(_ count: Int, besides active: [Int]) -> [Int] {
        let used = Set(pointer + touchScreen.map(\.finger) + active)
        var result: [Int] = []
        var n = 1
        while result.count < count {
            if !used.contains(n) { result.append(n) }
            n += 1
        }
        return result
    }

    // MARK: The pointer

    /// The pointer goes down at `at` with `count` fingers (1, or 2 mirrored
    /// about the pinch centre): the changes to send.
    mutating func pointerDown(at: Point, count: Int, besides active: [Int]) -> [FingerChange] {
        let fingers = free(count, besides: active)
        pointer = fingers
        pointerLocation = at
        pairCenter = pinchCenter
        var changes = [FingerChange(finger: fingers[0], phase: .down, location: at)]
        if fingers.count == 2 { changes.append(FingerChange(finger: fingers[1], phase: .down, location: mirrored(at))) }
        return changes
    }

    /// The pointer moves to `at`: finger 1 follows; a second finger mirrors
    /// it (`mirroring`), or with `together` both travel (the centre moves
    /// with the pointer), else stays where the device has it (`second`).
    mutating func pointerMove(to at: Point, mirroring: Bool, together: Bool, second: Point?) -> [FingerChange] {
        guard at != pointerLocation, let first = pointer.first else { return [] }
        var changes = [FingerChange(finger: first, phase: .move, location: at)]
        if pointer.count == 2, let second {
            if together { pairCenter = pairCenter + (at - pointerLocation) }
            let target = mirroring ? mirrored(at) : second
            if target != second { changes.append(FingerChange(finger: pointer[1], phase: .move, location: target)) }
        }
        pointerLocation = at
        return changes
    }

    /// The pointer's fingers lift, each at its location in `locations` (where it last was, in `pointer`'s order).
    mutating func pointerUp(at locations: [Point]) -> [FingerChange] {
        precondition(locations.count == pointer.count, "one location per finger the pointer holds")
        defer { pointer = [] }
        return zip(pointer, locations).map { FingerChange(finger: $0, phase: .up, location: $1) }
    }

    // MARK: Touch-screen fingers

    /// Touch-screen finger `id` goes down: the finger number it gets (nil: it is already down).
    mutating func touchDown(_ id: Int64, besides active: [Int]) -> Int? {
        guard !touchScreen.contains(where: { $0.id == id }) else { return nil }
        let finger = free(1, besides: active)[0]
        touchScreen.append((id, finger))
        return finger
    }

    /// The finger number of touch-screen finger `id`, while it is down.
    func finger(ofTouch id: Int64) -> Int? { touchScreen.first { $0.id == id }?.finger }

    /// Touch-screen finger `id` lifts: the number it had.
    mutating func touchUp(_ id: Int64) -> Int? {
        guard let i = touchScreen.firstIndex(where: { $0.id == id }) else { return nil }
        return touchScreen.remove(at: i).finger
    }

    /// The system took every touch away (rule S1's system cancel).
    mutating func releaseAll() {
        pointer = []
        touchScreen = []
    }

    // MARK: The pinch centre

    /// `k`: the pinch centre at `point` (nil: back to the screen's middle).
    mutating func choose(center point: Point?) {
        chosenCenter = point
        pairCenter = pinchCenter
    }
}

/// The pointer over the window: what a drag that started drives, the
/// modifier keys last seen, and where it hovers while no button is held.
struct PointerState {
    enum Drag { case screen, timeline }

    /// The pointer over the window while no button is held (hover preview).
    var hover: Point?
    var modifiers: KeyModifiers = []
    var dragging: Drag?
}
