/// A touch's phase (models `UITouch.Phase`).
public enum TouchPhase: String, Sendable, Hashable, CaseIterable {
    case began, moved, stationary, ended, cancelled

    public var isFinal: Bool { self == .ended || self == .cancelled }
}

/// Why a view will never hear of a touch although the touch hit-tested to it (rule T5).
public enum WithheldReason: String, Sendable, Hashable {
    case multipleTouchDisabled, exclusiveTouch
}

/// One finger on the glass from touch-down to lift or cancel (models
/// `UITouch`, rule T1). It is bound to its hit-test view and window for its
/// whole life (rule H5); locations are kept in screen coordinates.
public final class Touch {
    /// 1, 2, 3, ... in order of creation.
    public let id: Int
    /// `touch1`, `touch2`, ...: how the trace names it.
    public let name: String
    /// `name` as the subject of its trace records, made once.
    let traceName: TraceName
    /// `[name]` as a trace value: the `touches` field of every record about
    /// this touch alone (the common case), made once instead of per record.
    let soloNames: TraceNameList
    /// The digitizer's finger number.
    public let finger: Int
    public let window: Window?
    public let view: View?
    /// `view` again, unretained, for the per-sample delivery (grouping a
    /// turn's touches by view, R2): reading `view` costs a retain and a
    /// release. Sound because the touch holds `view` strongly for its whole
    /// life (both are constants), so whoever holds the touch holds the view.
    let lentView: Unmanaged<View>?
    /// `window` again, unretained, for the same reason (grouping a sample's
    /// touches by window, S7).
    let lentWindow: Unmanaged<Window>?
    public let tapCount: Int
    public let beganAt: VirtualTime
    public let startLocation: Point
    @exclusivity(unchecked) public internal(set) var phase: TouchPhase = .began
    @exclusivity(unchecked) public internal(set) var location: Point
    @exclusivity(unchecked) public internal(set) var previousLocation: Point
    @exclusivity(unchecked) public internal(set) var timestamp: VirtualTime
    /// The recognizers attached to this touch, in chain order (rule T2).
    @exclusivity(unchecked) public internal(set) var gestureRecognizers: [GestureRecognizer] = []
    /// Its slot in its environment's turn storage (`TurnStorage.TouchScratch`:
    /// the recognizers still listening to it, its phases held back from
    /// its view) while it has phases to deliver; -1: none.
    @exclusivity(unchecked) var turnSlot = -1
    /// Set when rule T5 keeps the view from ever hearing of this touch.
    @exclusivity(unchecked) public internal(set) var withheldFromView: WithheldReason?

    // Delivery to the hit-test view (rules D2–D5), kept by the gesture environment.
    /// The view has received this touch's began phase.
    @exclusivity(unchecked) public internal(set) var viewReceivedBegan = false
    /// The view will receive nothing more of this touch (it ended, or was cancelled or dropped).
    @exclusivity(unchecked) public internal(set) var viewFinished = false
    /// Rule D3: the recognition that cancelled the touch in its view, if one did.
    @exclusivity(unchecked) public internal(set) var cancellation: CauseLink?

    init(id: Int, finger: Int, window: Window?, view: View?, location: Point, time: VirtualTime, tapCount: Int, trace: Trace) {
        self.id = id
        self.name = Self.name(id)
        self.traceName = TraceName.touch(id) ?? TraceName(name)
        self.soloNames = trace.nameList(solo: name)
        self.finger = finger
        self.window = window
        self.view = view
        self.lentView = view.map(Unmanaged.passUnretained)
        self.lentWindow = window.map(Unmanaged.passUnretained)
        self.tapCount = tapCount
        self.beganAt = time
        self.startLocation = location
        self.location = location
        self.previousLocation = location
        self.timestamp = time
    }

    /// `"touch\(id)"`, written by the JSON writer's digit routine
    /// (`JSONBytes.writeInteger`) into a buffer on the stack: string
    /// interpolation's general machinery was a tenth of a tap's work, and a
    /// buffer on the heap a `malloc` and a `free` per touch. Short, the name
    /// is an inline string, which allocates nothing either.
    static func name(_ id: Int) -> String {
        let prefix: StaticString = "touch"
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: prefix.utf8CodeUnitCount + JSONBytes.maximumIntegerLength) { buffer in
            let start = buffer.baseAddress!
            prefix.withUTF8Buffer { start.initialize(from: $0.baseAddress!, count: $0.count) }
            let length = prefix.utf8CodeUnitCount + JSONBytes.writeInteger(Int64(id), to: start + prefix.utf8CodeUnitCount)
            return String(decoding: UnsafeBufferPointer(start: start, count: length), as: UTF8.self)
        }
    }

    /// The id whose name (`name(_:)`) is `name`, or nil when `name` is not
    /// spelled as `name(_:)` spells one: `touch` then a positive number
    /// without leading zeros (`touch07` is not a touch's name).
    static func id(named name: String) -> Int? {
        var utf8 = Substring(name).utf8
        guard utf8.starts(with: "touch".utf8) else { return nil }
        utf8 = utf8.dropFirst(5)
        guard let first = utf8.first, first != UInt8(ascii: "0"), utf8.count <= 18 else { return nil }
        var id = 0
        for byte in utf8 {
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
            id = id * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return id
    }

    /// The location in `view`'s coordinate space (`location(in:)`); nil: the screen's.
    public func location(in view: View?) -> Point {
        guard let view else { return location }
        return view.convert(location, fromAncestor: nil)
    }
}

/// A touches event (models `UIEvent` of type `.touches`): every touch that
/// changed in one digitizer sample (rule T4).
public struct TouchEvent {
    public let timestamp: VirtualTime
    /// The touches that changed, in order of creation.
    public let touches: [Touch]

    public init(timestamp: VirtualTime, touches: [Touch]) {
        self.timestamp = timestamp
        self.touches = touches
    }
}
