import Testing
@testable import TouchCore

/// Rules V12 and V13: the one rubber band and the one ease-out curve.
@Suite struct RubberBandTests {
    @Test("rule V12: an 844-point scroll view dragged 183.3 points past its top shows 90.07 points of overscroll")
    func specExample() {
        let shown = RubberBand.offset(pull: 183.3, extent: 844, coefficient: 0.55)
        // The spec rounds the pull (183.33 gives 90.07 to the hundredth; 183.3 gives 90.06).
        #expect(abs(shown - 90.07) < 0.02)
    }

    @Test("rule V12: rb is zero at zero, grows with the pull and never reaches its extent")
    func shape() {
        #expect(RubberBand.offset(pull: 0, extent: 500, coefficient: 0.55) == 0)
        var last = 0.0
        for x in stride(from: 10.0, through: 100_000, by: 997) {
            let v = RubberBand.offset(pull: x, extent: 500, coefficient: 0.55)
            #expect(v > last && v < 500)
            last = v
        }
    }

    @Test("rule V9: the pull that shows an overscroll is rb's inverse")
    func inverse() {
        for shown in [0.5, 12, 90.07, 300, 800] {
            let x = RubberBand.pull(showing: shown, extent: 844, coefficient: 0.55)
            #expect(abs(RubberBand.offset(pull: x, extent: 844, coefficient: 0.55) - shown) < 1e-9)
        }
    }

    @Test("rule V12: inside the range the offset is u; past it rubber-banded with bounces, clamped without")
    func constrain() {
        #expect(RubberBand.constrain(50, lo: 0, hi: 100, extent: 300, coefficient: 0.55, bounces: true) == 50)
        #expect(RubberBand.constrain(-40, lo: 0, hi: 100, extent: 300, coefficient: 0.55, bounces: false) == 0)
        #expect(RubberBand.constrain(140, lo: 0, hi: 100, extent: 300, coefficient: 0.55, bounces: false) == 100)
        let below = RubberBand.constrain(-40, lo: 0, hi: 100, extent: 300, coefficient: 0.55, bounces: true)
        #expect(below < 0 && below > -40)
        let above = RubberBand.constrain(140, lo: 0, hi: 100, extent: 300, coefficient: 0.55, bounces: true)
        #expect(above > 100 && above < 140)
        #expect(RubberBand.constrain(10, lo: 0, hi: -5, extent: 300, coefficient: 0.55, bounces: false) == 0,
                "hi is at least lo")
    }

    @Test("rule V13: the ease-out curve starts at from, lands exactly on to, and moves fastest first")
    func easeOut() {
        #expect(RubberBand.easeOut(from: -90, to: 0, elapsed: 0, duration: 0.5) == -90)
        #expect(RubberBand.easeOut(from: -90, to: 0, elapsed: 0.5, duration: 0.5) == 0)
        #expect(RubberBand.easeOut(from: -90, to: 0, elapsed: 0.7, duration: 0.5) == 0)
        let quarter = RubberBand.easeOut(from: -90, to: 0, elapsed: 0.125, duration: 0.5)
        #expect(abs(quarter - (-90 * 0.421875)) < 1e-12)
        #expect(RubberBand.easeOut(from: 3, to: 7, elapsed: 1, duration: 0) == 7)
    }
}
