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

    func device() -> Device { Device(application: application, parameters: parameters) }
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
    func run(_ samples: [TouchSample]) {
        run(TouchScript(samples: samples, end: samples.last?.time ?? .zero))
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
