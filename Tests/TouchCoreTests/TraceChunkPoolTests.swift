import Testing
@testable import TouchCore

/// `TraceChunkPool`: the memory of a trace that goes away is written again
/// by the next one, up to a limit, and a trace built in reused memory reads
/// back exactly as one built in fresh memory.
@Suite struct TraceChunkPoolTests {
    @Test func aChunkGivenBackIsTheNextTaken() {
        let pool = TraceChunkPool(limit: 1 << 20)
        let chunk = pool.take(bytes: 4096)
        pool.give(chunk, bytes: 4096)
        #expect(pool.bytesKept == 4096)
        #expect(pool.take(bytes: 4096) == chunk)
        #expect(pool.bytesKept == 0)
        // Another size is never handed a chunk of this one.
        pool.give(chunk, bytes: 4096)
        let other = pool.take(bytes: 8192)
        #expect(other != chunk)
        #expect(pool.bytesKept == 4096)
        other.deallocate()
        pool.take(bytes: 4096).deallocate()
    }

    @Test func chunksBeyondTheLimitAreFreedNotKept() {
        let pool = TraceChunkPool(limit: 8192)
        let chunks = (0..<3).map { _ in pool.take(bytes: 4096) }
        for chunk in chunks { pool.give(chunk, bytes: 4096) }
        #expect(pool.bytesKept == 8192)
        pool.take(bytes: 4096).deallocate()
        pool.take(bytes: 4096).deallocate()
        #expect(pool.bytesKept == 0)
    }

    /// Traces of several chunks each, one after another: the later ones
    /// write into the earlier ones' memory, and every record reads back as written.
    @Test func tracesInReusedMemoryReadBackAsWritten() {
        for round in 0..<3 {
            let trace = Trace()
            let count = 10_000  // more than two chunks of records and of fields
            for i in 0..<count {
                trace.record(.stage, TraceName("s\(i % 7)"), "touches", .strings(["t\(round)"]), "n", .int(i))
            }
            #expect(trace.count == count)
            for i in stride(from: 0, to: count, by: 997) {
                let r = trace[i]
                #expect(r.subject == "s\(i % 7)")
                #expect(r["n"] == .int(i))
                #expect(r["touches"] == .strings(["t\(round)"]))
            }
        }
    }
}
