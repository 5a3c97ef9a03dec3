import CSDL2
import Foundation

/// Finger events to replay through SDL's own event queue (`--inject FILE`),
/// so that they take exactly the path of a real touch screen's. One JSON
/// object a line: `{"t":0.50,"type":"down","id":1,"x":0.42,"y":0.61}` with
/// `t` seconds after the window opens, `type` down, move or up, and `x`,
/// `y` normalized to the window (0…1), as SDL reports touch-screen fingers.
public struct FingerInjection: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case down, move, up
    }

    public var time: Double
    public var kind: Kind
    public var id: Int64
    public var x: Double
    public var y: Double

    public init(time: Double, kind: Kind, id: Int64, x: Double, y: Double) {
        self.time = time
        self.kind = kind
        self.id = id
        self.x = x
        self.y = y
    }

    /// Reads an injection file; a malformed line is an error naming its line.
    public static func load(path: String) throws -> [FingerInjection] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TouchSDLError.fileIO(path: path, reason: "cannot read the injection file")
        }
        var events: [FingerInjection] = []
        for (n, line) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty || text.hasPrefix("#") { continue }
            guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
                throw TouchSDLError.badInjection(path: path, line: n + 1, reason: "not a JSON object")
            }
            guard let t = (object["t"] as? NSNumber)?.doubleValue, t >= 0,
                  let kind = (object["type"] as? String).flatMap(Kind.init(rawValue:)),
                  let id = (object["id"] as? NSNumber)?.int64Value,
                  let x = (object["x"] as? NSNumber)?.doubleValue, let y = (object["y"] as? NSNumber)?.doubleValue,
                  (0...1).contains(x), (0...1).contains(y) else {
                throw TouchSDLError.badInjection(path: path, line: n + 1, reason: "missing or out-of-range t, type, id, x or y")
            }
            events.append(FingerInjection(time: t, kind: kind, id: id, x: x, y: y))
        }
        return events.sorted { $0.time < $1.time }
    }

    /// The touch device id injected events claim to come from.
    static let touchDevice: SDL_TouchID = 0x7075_6368

    /// Posts this event on SDL's queue as `SDL_FINGERDOWN/MOTION/UP`.
    func post(windowID: UInt32, previous: (x: Double, y: Double)?) {
        var event = SDL_Event()
        switch kind {
        case .down: event.type = SDL_FINGERDOWN.rawValue
        case .move: event.type = SDL_FINGERMOTION.rawValue
        case .up: event.type = SDL_FINGERUP.rawValue
        }
        event.tfinger.timestamp = SDL_GetTicks()
        event.tfinger.touchId = Self.touchDevice
        event.tfinger.fingerId = SDL_FingerID(id)
        event.tfinger.x = Float(x)
        event.tfinger.y = Float(y)
        event.tfinger.dx = Float(x - (previous?.x ?? x))
        event.tfinger.dy = Float(y - (previous?.y ?? y))
        event.tfinger.pressure = kind == .up ? 0 : 1
        event.tfinger.windowID = windowID
        SDL_PushEvent(&event)
    }
}
