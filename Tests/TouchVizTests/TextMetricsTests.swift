import Testing
@testable import TouchViz

@Suite struct TextMetricsTests {
    @Test func monospacedWidthGrowsWithLength() {
        #expect(TextMetrics.width(of: "abcd", size: 10) == 4 * TextMetrics.advance * 10)
        #expect(TextMetrics.width(of: "", size: 12) == 0)
    }
}
