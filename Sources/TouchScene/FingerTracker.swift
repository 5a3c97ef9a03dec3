import TouchCore

/// Which fingers of a scenario are down, and where (scene-format.md,
/// "Scenarios": a finger that is down stays down until an `up` or `cancel`
/// step). The loader uses it to reject impossible steps; the compiler uses it
/// to place samples, so both pick the same fingers.
struct FingerTracker {
    private var locations: [Int: Point] = [:]

    /// Fingers that are down, in ascending order.
    var down: [Int] { locations.keys.sorted() }

    func isDown(_ finger: Int) -> Bool { locations[finger] != nil }

    func location(of finger: Int) -> Point? { locations[finger] }

    /// The `count` lowest finger numbers (from 1) that are not down, ascending.
    func lowestFree(_ count: Int) -> [Int] {
        var result: [Int] = []
        var finger = 1
        while result.count < count {
            if locations[finger] == nil { result.append(finger) }
            finger += 1
        }
        return result
    }

    mutating func put(_ finger: Int, at point: Point) { locations[finger] = point }

    mutating func lift(_ finger: Int) { locations[finger] = nil }

    mutating func liftAll() { locations.removeAll() }
}
