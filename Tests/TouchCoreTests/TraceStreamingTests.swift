import Testing
@testable import TouchCore

/// The trace's two lives (trace-format.md): kept whole, or streamed to a
/// `TraceSink` in batches (`replay --jsonl`). Either way the JSON Lines are
/// the same bytes; a streamed trace holds at most a batch of records.
@Suite struct TraceStreamingTests {
    /// A sink that keeps the JSON Lines it is handed and the largest batch.
    final class Collector: TraceSink {
        var bytes: [UInt8] = []
        var largestBatch = 0
        var finished = false
        func write(_ trace: Trace, seqs: Range<Int>) {
            largestBatch = max(largestBatch, seqs.count)
            for seq in seqs { TraceJSON.appendLine(trace, seq: seq, to: &bytes) }
        }
        func traceFinished(_ trace: Trace) { finished = true }
    }

    @Test("trace-format: a trace streamed in batches of 7 writes the same JSON Lines as the trace kept whole, seq numbers included")
    func streamedEqualsKept() {
        let kept = tapsAndPanScene().device()
        kept.run(tapsAndDrag())
        let whole = TraceJSON.lines(kept.trace)

        let streamed = tapsAndPanScene().device()
        let sink = Collector()
        streamed.trace.stream(to: sink, batch: 7)
        streamed.run(tapsAndDrag())
        #expect(streamed.trace.count - streamed.trace.firstStoredSeq <= 7, "a streamed trace holds at most a batch")
        streamed.trace.finish()
        #expect(sink.finished)
        #expect(sink.largestBatch <= 7)
        #expect(streamed.trace.count == kept.trace.count)
        #expect(streamed.trace.firstStoredSeq == streamed.trace.count, "finish hands every record over")
        #expect(String(decoding: sink.bytes, as: UTF8.self) == whole)
        #expect(whole.split(separator: "\n").count == kept.trace.count && kept.trace.count > 30)
    }

    @Test("trace-format: batches larger, smaller and equal to the trace's storage chunk (4,096) hand over every record once, in order, each batch full but the last",
          arguments: [1, 4095, 4096, 4097, 10_000])
    func batchesAcrossChunks(batch: Int) {
        final class Ranges: TraceSink {
            var seqs: [Range<Int>] = []
            var fields: [Int] = []
            func write(_ trace: Trace, seqs: Range<Int>) {
                self.seqs.append(seqs)
                for seq in seqs { fields.append(trace[seq]["n"]?.doubleValue.map { Int($0) } ?? -1) }
            }
            func traceFinished(_ trace: Trace) {}
        }
        let sink = Ranges()
        let streamed = Trace()
        streamed.stream(to: sink, batch: batch)
        let kept = Trace()
        let total = 25_000
        for n in 0..<total {
            for trace in [streamed, kept] {
                // One, two or three fields, so the fields' chunks fill at another pace than the records'.
                trace.record(.stage, "digitizer", "n", .int(n))
                if n % 3 > 0 { trace.with("a", .point(Point(Double(n), 1))) }
                if n % 3 > 1 { trace.with("b", .string("x")) }
            }
        }
        streamed.finish()
        #expect(sink.seqs.first?.lowerBound == 0 && sink.seqs.last?.upperBound == total)
        #expect(zip(sink.seqs, sink.seqs.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        #expect(sink.seqs.dropLast().allSatisfy { $0.count == batch })
        #expect(sink.fields == Array(0..<total))
        #expect(kept.count == total && (0..<total).allSatisfy { kept[$0]["n"] == .int($0) && kept[$0].fields.count == 1 + $0 % 3 })
    }

    @Test("trace-format: a field written as a TraceNameList reads back, prints and streams as the same list of strings as one written as .strings")
    func nameListsReadAsStrings() {
        let sink = Collector()
        let streamed = Trace()
        streamed.stream(to: sink, batch: 1)
        let kept = Trace()
        for trace in [kept, streamed] {
            let pair = trace.nameList(["touch1", "touch2"])
            trace.record(.responderTouchesMoved, "A", "touches", pair).with("behaviour", .string("forward"))
            trace.record(.stage, "digitizer", "touches", pair).with("by", trace.nameList([]))
            // A solo list, then the first list again after the lists made since.
            trace.record(.stage, "iokit.hidEvent", "touches", trace.nameList(solo: "touch3")).with("by", pair)
        }
        streamed.finish()
        let plain = Trace()
        plain.record(.responderTouchesMoved, "A", "touches", .strings(["touch1", "touch2"]), "behaviour", .string("forward"))
        plain.record(.stage, "digitizer", "touches", .strings(["touch1", "touch2"])).with("by", .strings([]))
        plain.record(.stage, "iokit.hidEvent", "touches", .strings(["touch3"])).with("by", .strings(["touch1", "touch2"]))
        #expect(kept.records.map(\.fields) == plain.records.map(\.fields))
        #expect(kept[0]["touches"] == .strings(["touch1", "touch2"]))
        #expect(TraceJSON.lines(kept) == TraceJSON.lines(plain))
        #expect(String(decoding: sink.bytes, as: UTF8.self) == TraceJSON.lines(plain))
        #expect(HumanLog.lines(kept) == HumanLog.lines(plain))
    }

    @Test("trace-format: a digitizer stage's fingers, phases and locations, kept as the sample's changes, read, print and stream as the lists they name; a stream keeps no changes past its batch")
    func sampleChangesReadAsLists() {
        let changes = [FingerChange(finger: 2, phase: .move, location: Point(1.5, 2)),
                       FingerChange(finger: 1, phase: .up, location: Point(-3, 0.25))]
        let sink = Collector()
        let streamed = Trace()
        streamed.stream(to: sink, batch: 2)
        let kept = Trace()
        for trace in [kept, streamed] {
            for _ in 0..<10 { trace.record(.stage, "digitizer", "touches", .strings(["touch1"])).with(changes: changes) }
        }
        #expect(streamed.keptChangesCount <= 2, "a streamed trace keeps the changes of the records it still holds only")
        streamed.finish()
        let plain = Trace()
        for _ in 0..<10 {
            plain.record(.stage, "digitizer", "touches", .strings(["touch1"]))
                .with("fingers", .list([.int(2), .int(1)]))
                .with("phases", .strings(["move", "up"]))
                .with("locations", .list([.point(Point(1.5, 2)), .point(Point(-3, 0.25))]))
        }
        #expect(kept.records.map(\.fields) == plain.records.map(\.fields))
        #expect(TraceJSON.lines(kept) == TraceJSON.lines(plain))
        #expect(String(decoding: sink.bytes, as: UTF8.self) == TraceJSON.lines(plain))
        #expect(HumanLog.lines(kept) == HumanLog.lines(plain))
        kept.removeAll()
        #expect(kept.keptChangesCount == 0)
    }

    @Test("trace-format: JSONLinesWriter hands its buffer over whenever it fills, the bytes in order and complete")
    func writerFlushes() {
        let device = tapsAndPanScene().device()
        var chunks: [[UInt8]] = []
        let writer = JSONLinesWriter(flushBytes: 100) { chunks.append(Array($0)) }
        device.trace.stream(to: writer, batch: 3)
        device.run(tapsAndDrag())
        device.trace.finish()
        let kept = tapsAndPanScene().device()
        kept.run(tapsAndDrag())
        #expect(String(decoding: chunks.joined(), as: UTF8.self) == TraceJSON.lines(kept.trace))
        #expect(chunks.count > 10 && chunks.dropLast().allSatisfy { $0.count >= 100 && $0.count < 100 + 1000 })
        #expect(writer.bytesWritten == chunks.reduce(0) { $0 + $1.count })
        #expect(writer.linesWritten == kept.trace.count)
    }

    @Test("trace-format: numbers are rounded to the millionth and printed in Swift's shortest form, integers without a fraction")
    func numbers() {
        // The byte writer's digit-by-digit path against Swift's own printing, over every magnitude.
        var generator = SeededGenerator(seed: 15)
        var values: [Double] = [0, -0.0, 0.5, -0.5, 1e-4, 0.0001, 0.00012, 0.00009, 1e-5, -1e-5, 1.000001, 999_999_999.999999,
                                1e9, 1e9 + 0.5, 123.456789, -123.4567891, 1e15, 1e15 + 2, 1.8e302, 1e303, 1e308, -1e308, 5e-324,
                                0.1 + 0.2, 2.675, 1e16 + 0.5, 4503599627370495.5]
        for _ in 0..<20_000 {
            let magnitude = Double(generator.next() % 24) - 8
            let mantissa = Double(generator.next() % 10_000_000) / 1_000_000
            let sign: Double = generator.next() % 2 == 0 ? 1 : -1
            values.append(sign * mantissa * pow10(magnitude))
        }
        for d in values {
            #expect(TraceJSON.format(d) == reference(d), "\(d)")
        }
        #expect(TraceJSON.format(.infinity) == "null" && TraceJSON.format(.nan) == "null")
        #expect(TraceJSON.format(1e-5) == "1e-05" && TraceJSON.format(0.25) == "0.25" && TraceJSON.format(-3) == "-3")
    }

    @Test("trace-format: strings are escaped as JSON, control characters as \\u00xx, other UTF-8 as it is")
    func strings() {
        #expect(TraceJSON.quoted("a\"b\\c\nd\re\tf\u{1}g\u{1F}é→🙂") == "\"a\\\"b\\\\c\\nd\\re\\tf\\u0001g\\u001fé→🙂\"")
        #expect(TraceJSON.quoted("") == "\"\"")
        let record = TraceRecord(seq: 12, time: VirtualTime(seconds: 0.25), kind: .stage, subject: "x\"y",
                                 fields: [TraceField("p", .point(Point(1.5, -2))), TraceField("s", .strings(["a", "b"])),
                                          TraceField("l", .list([.int(-7), .bool(true), .null, .number(0.1)]))])
        #expect(TraceJSON.line(record)
                == "{\"seq\":12,\"t\":0.25,\"kind\":\"stage\",\"subject\":\"x\\\"y\",\"p\":[1.5,-2],\"s\":[\"a\",\"b\"],\"l\":[-7,true,null,0.1]}")
    }

    /// The first version's formatting, through Swift's `String(Double)`.
    func reference(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        let scaled = (d * 1_000_000).rounded()
        let rounded = scaled.isFinite ? scaled / 1_000_000 : d
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }

    func pow10(_ e: Double) -> Double {
        var r = 1.0
        for _ in 0..<Int(abs(e)) { r *= 10 }
        return e < 0 ? 1 / r : r
    }
}
