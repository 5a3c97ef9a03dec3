import Testing
@testable import TouchCore

@Suite struct GeometryTests {
    @Test func containmentIsHalfOpenLikeCGRect() {
        let r = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(r.contains(Point(10, 20)))
        #expect(r.contains(Point(109.9, 69.9)))
        #expect(!r.contains(Point(110, 40)))
        #expect(!r.contains(Point(50, 70)))
        #expect(!r.contains(Point(9.99, 30)))
    }

    @Test func outsetGrowsEachSide() {
        let r = Rect(x: 10, y: 10, width: 20, height: 20).outset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(r == Rect(x: 8, y: 9, width: 26, height: 24))
    }

    @Test func virtualTimeRoundsToTheMicrosecond() {
        #expect(VirtualTime(seconds: 0.1).adding(seconds: 0.2) == VirtualTime(seconds: 0.3))
        #expect(VirtualTime(seconds: 1.5).seconds(since: VirtualTime(seconds: 0.25)) == 1.25)
    }
}
