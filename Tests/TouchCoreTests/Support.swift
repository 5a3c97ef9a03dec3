import Testing
import TouchTestSupport
import TouchCore

/// Builds small hierarchies in code and runs samples through them: the
/// TouchCore tests need no scene file.
struct Fixture {
    let application = Application()
    let window: Window
    var parameters = DeviceParameters()

    init(screen: Size = Size(width: 390, height: 844)) {
        parameters.screen = screen
        window = Window(name: "Main", frame: Rect(origin: .zero, size: screen))
        application.addWindow(window)
    }

    /// A device that checks the environment's invariants after every turn
    /// (`GestureEnvironment.checkInvariants`, design.md's speed tricks behind one type).
    func device() -> Device {
        let device = Device(application: application, parameters: parameters)
        device.checksInvariantsAfterEveryTurn = true
        return device
    }
}

@discardableResult
func view(_ name: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double, in superview: View? = nil,
          touches: TouchBehaviour = .inherit) -> View {
    let v = View(name: name, frame: Rect(x: x, y: y, width: w, height: h), touchBehaviour: touches)
    superview?.addSubview(v)
    return v
}

func sample(_ seconds: Double, _ changes: (Int, FingerPhase, Double, Double)...) -> TouchSample {
    TouchSample(time: VirtualTime(seconds: seconds),
                changes: changes.map { FingerChange(finger: $0.0, phase: $0.1, location: Point($0.2, $0.3)) })
}

/// A one-finger tap: down at `t`, up 0.08 s later.
func tap(_ x: Double, _ y: Double, at t: Double = 0, finger: Int = 1) -> [TouchSample] {
    [sample(t, (finger, .down, x, y)), sample(t + 0.08, (finger, .up, x, y))]
}

extension Device {
    /// Feeds `samples` and the timers after them, all of them (the clock
    /// runs until none is left); fingers left down stay down (a test may go
    /// on with more samples), unlike a whole scenario's run. A timer still
    /// pending after that (one that reschedules itself past the limit) fails
    /// the test unless it is named in `expectingPending` (`"owner.purpose"`).
    /// A test that moves time itself, or must see what is left pending
    /// without draining it, uses `withTestClock` instead.
    func run(_ samples: [TouchSample], expectingPending: [String] = [], sourceLocation: SourceLocation = #_sourceLocation) {
        run(TouchScript(samples: samples, end: samples.last?.time ?? .zero), endingTouches: false)
        TestClock(self).checkPending(expected: expectingPending, sourceLocation: sourceLocation)
    }
}

extension Trace {
    /// Records as "kind subject key=value ..." (only the keys asked for),
    /// keeping the kinds and subjects given (all when nil).
    func lines(kinds: Set<TraceKind>? = nil, subjects: Set<String>? = nil, keys: [String] = []) -> [String] {
        records.filter { (kinds?.contains($0.kind) ?? true) && (subjects?.contains($0.subject) ?? true) }.map { r in
            ([r.kind.rawValue, r.subject] + keys.compactMap { k in r[k].map { "\(k)=\(HumanLog.text($0))" } })
                .joined(separator: " ")
        }
    }
}

@discardableResult
func recognizer(_ kind: GestureKind, _ name: String, on view: View, action: String? = nil,
                configure: (GestureRecognizer) -> Void = { _ in }) -> GestureRecognizer {
    let g = GestureRecognizer.make(name: name, kind: kind)
    g.action = action ?? name + "Action"
    configure(g)
    view.addGestureRecognizer(g)
    return g
}

/// A delegate (the view itself) that lets its recognizer run with every other.
func simultaneousDelegate(_ g: GestureRecognizer, _ object: Responder) {
    var d = GestureDelegate(object: object)
    d.simultaneousWith = .all
    g.delegate = d
}

/// A drag of one finger from `a` to `b`: down at `t`, a move every 1/120 s over `duration`, up.
func drag(from a: Point, to b: Point, at t: Double = 0, duration: Double = 0.3, finger: Int = 1, release: Bool = true) -> [TouchSample] {
    let n = max(1, Int((duration * 120).rounded(.up)))
    var samples = [sample(t, (finger, .down, a.x, a.y))]
    for i in 1...n {
        let p = a.interpolated(to: b, fraction: Double(i) / Double(n))
        samples.append(sample(t + duration * Double(i) / Double(n), (finger, .move, p.x, p.y)))
    }
    if release { samples.append(sample(t + duration, (finger, .up, b.x, b.y))) }
    return samples
}

extension Trace {
    /// The last state each recognizer reached before a reset, as the conformance runner reads it.
    func finalStates() -> [String: GestureState] {
        var result: [String: GestureState] = [:]
        for r in records where r.kind == .gestureState {
            if let to = r["to"]?.stringValue, to != "possible" { result[r.subject] = GestureState(rawValue: to) }
        }
        return result
    }
}

/// A view A with a pan, and inside it a view D with a tap and a double tap:
/// a scene where recognizers wait, fail, recognize and cancel views' touches.
func tapsAndPanScene() -> Fixture {
    let f = Fixture()
    let a = view("A", 0, 0, 390, 844, in: f.window, touches: .forward)
    let d = view("D", 0, 0, 100, 100, in: a, touches: .forward)
    recognizer(.pan, "A_pan", on: a)
    recognizer(.tap, "D_tap", on: d)
    recognizer(.tap, "D_double", on: d) { $0.settings.numberOfTapsRequired = 2 }
    return f
}

/// Taps on D, a drag over A, then a double tap on D (`tapsAndPanScene`).
func tapsAndDrag() -> [TouchSample] {
    tap(20, 20) + drag(from: Point(50, 50), to: Point(250, 400), at: 0.5, duration: 0.6)
        + tap(20, 20, at: 2) + tap(22, 22, at: 2.2)
}
