import TouchCore

/// The benchmark's input, made from the seeded generator before any clock
/// starts: random points for hit-testing, and digitizer samples for replay,
/// built directly as `TouchSample`s.
enum BenchInput {
    /// `count` points spread uniformly over `screen`.
    static func points(_ count: Int, on screen: Size, using generator: inout SeededGenerator) -> [Point] {
        (0..<count).map { _ in randomPoint(on: screen, using: &generator) }
    }

    /// `fingers` fingers go down together at random points, wander for
    /// `seconds` with one sample every 1/`rate` s (each finger's velocity
    /// drifts at random, up to `maximumSpeed`, bouncing off the screen's
    /// edges), and lift together.
    static func drag(fingers: Int, seconds: Double, rate: Double, on screen: Size,
                     using generator: inout SeededGenerator) -> TouchScript {
        /// Points per second: a brisk drag (a fling reaches a few thousand).
        let maximumSpeed = 600.0
        /// Points per second that a velocity may change from one sample to the next.
        let maximumNudge = 60.0
        var positions = (0..<fingers).map { _ in randomPoint(on: screen, using: &generator) }
        var velocities = (0..<fingers).map { _ in
            Point(Double.random(in: -maximumSpeed...maximumSpeed, using: &generator),
                  Double.random(in: -maximumSpeed...maximumSpeed, using: &generator))
        }
        func sample(_ step: Int, _ phase: FingerPhase) -> TouchSample {
            TouchSample(time: VirtualTime(seconds: Double(step) / rate),
                        changes: positions.indices.map { FingerChange(finger: $0 + 1, phase: phase, location: positions[$0]) })
        }
        let steps = Int((seconds * rate).rounded())
        var samples = [sample(0, .down)]
        samples.reserveCapacity(steps + 1)
        for step in 1...steps {
            for i in positions.indices {
                velocities[i].x = (velocities[i].x + Double.random(in: -maximumNudge...maximumNudge, using: &generator))
                    .clamped(to: -maximumSpeed...maximumSpeed)
                velocities[i].y = (velocities[i].y + Double.random(in: -maximumNudge...maximumNudge, using: &generator))
                    .clamped(to: -maximumSpeed...maximumSpeed)
                positions[i].x += velocities[i].x / rate
                positions[i].y += velocities[i].y / rate
                bounce(&positions[i].x, &velocities[i].x, within: screen.width)
                bounce(&positions[i].y, &velocities[i].y, within: screen.height)
            }
            samples.append(sample(step, step == steps ? .up : .move))
        }
        return TouchScript(samples: samples, end: samples[samples.count - 1].time)
    }

    /// One finger taps at random points: down, `hold` s, up, `gap` s, and
    /// again, for as long as a whole tap fits in `seconds`.
    static func taps(seconds: Double, hold: Double, gap: Double, on screen: Size,
                     using generator: inout SeededGenerator) -> TouchScript {
        var samples: [TouchSample] = []
        var start = 0.0
        while start + hold <= seconds {
            let point = randomPoint(on: screen, using: &generator)
            samples.append(TouchSample(time: VirtualTime(seconds: start), changes: [FingerChange(finger: 1, phase: .down, location: point)]))
            samples.append(TouchSample(time: VirtualTime(seconds: start + hold), changes: [FingerChange(finger: 1, phase: .up, location: point)]))
            start += hold + gap
        }
        return TouchScript(samples: samples, end: samples.last?.time ?? .zero)
    }

    private static func randomPoint(on screen: Size, using generator: inout SeededGenerator) -> Point {
        Point(Double.random(in: 0..<screen.width, using: &generator), Double.random(in: 0..<screen.height, using: &generator))
    }

    /// Reflects a coordinate that left `0..<length` back inside, turning its velocity round.
    private static func bounce(_ x: inout Double, _ velocity: inout Double, within length: Double) {
        if x < 0 {
            x = -x
            velocity = -velocity
        } else if x >= length {
            x = 2 * length - x
            velocity = -velocity
        }
        x = x.clamped(to: 0...length.nextDown)
    }
}

extension Double {
    fileprivate func clamped(to range: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
