import Testing
@testable import TouchCore

/// A touch's name is "touch" and its id, as the trace and the logs show it
/// (trace-format.md), however it is spelled out.
@Suite struct TouchNameTests {
    @Test(arguments: [0, 1, 9, 10, 42, 123, 1_000_000, Int.max, -7, Int.min])
    func nameIsTouchAndTheId(id: Int) {
        #expect(Touch.name(id) == "touch\(id)")
    }
}
