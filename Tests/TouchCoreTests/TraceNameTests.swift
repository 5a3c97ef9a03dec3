import Dispatch
import Testing
@testable import TouchCore

/// `TraceName`: a record's subject kept as a handle. Equal names have equal
/// handles, every handle reads back as exactly its name, touches' names
/// included (spelled from their number, never kept), and traces on many
/// threads can make names at once.
@Suite struct TraceNameTests {
    @Test(arguments: ["main", "", "v12_1999", "a name longer than fifteen bytes, kept on the heap", "Ünïcødé 👆", "touch", "touch0"])
    func aNameReadsBackAsItself(name: String) {
        let handle = TraceName(name)
        #expect(handle.string == name)
        #expect(handle.description == name)
        #expect(TraceName(name) == handle)
    }

    @Test func differentNamesHaveDifferentHandles() {
        let names = (0..<500).map { "view-\($0)" } + ["touch1", "touch01", "Touch1", "touch1 "]
        let handles = names.map { TraceName($0) }
        #expect(Set(handles).count == names.count)
        #expect(handles.map(\.string) == names)
    }

    /// A touch's handle is made from its number, a string's by looking it up:
    /// the same name either way, so the same handle.
    @Test(arguments: [1, 7, 10, 123, 99_999, Int(Int32.max)])
    func aTouchsNameIsTheSameHandleHoweverItIsMade(id: Int) throws {
        let numbered = try #require(TraceName.touch(id))
        #expect(numbered == TraceName(Touch.name(id)))
        #expect(numbered.string == Touch.name(id))
        #expect(Touch.id(named: Touch.name(id)) == id)
    }

    /// Names that only look like a touch's, and numbers that cannot be kept
    /// beside the flag, are names of the table, spelled exactly as given.
    @Test(arguments: ["touch0", "touch007", "touch", "touch-3", "touch3a", "touch 3", "atouch3", "touch99999999999999999999999", "touch2147483648"])
    func lookalikesAreKeptAsWritten(name: String) {
        #expect(TraceName(name).string == name)
        #expect(TraceName(name) == TraceName(name))
    }

    @Test(arguments: [0, -1, Int(Int32.max) + 1, Int.max])
    func aTouchNumberOutOfRangeHasNoNumberedHandle(id: Int) {
        #expect(TraceName.touch(id) == nil)
    }

    /// A touch numbered past what a handle holds still records its name.
    @Test func aTouchPastTheNumberedRangeIsNamedThroughTheTable() {
        let trace = Trace()
        let id = Int(Int32.max) + 5
        let touch = Touch(id: id, finger: 1, window: nil, view: nil, location: .zero, time: .zero, tapCount: 1, trace: trace)
        trace.record(.touchCreate, touch.traceName)
        #expect(trace[0].subject == "touch\(id)")
    }

    /// Parallel tests and the what-if tools make names on several threads:
    /// each name gets one handle, and every handle reads back as its name.
    @Test func namesMadeOnManyThreadsAtOnceAgree() {
        let names = (0..<2_000).map { "concurrent-\($0 % 700)-\($0 % 3)" }
        let results = Slots(count: names.count)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for i in stride(from: worker, to: names.count, by: 8) { results.slots[i] = TraceName(names[i]) }
        }
        for (i, name) in names.enumerated() {
            #expect(results.slots[i].string == name)
            #expect(results.slots[i] == TraceName(name))
        }
        #expect(Set(results.slots).count == Set(names).count)
    }

    /// A record's subject reads back from the trace, the log and the JSON as the name it was given.
    @Test func aRecordsSubjectReadsBackEverywhere() {
        let trace = Trace()
        trace.record(.stage, "window.sendEvent")
        trace.record(.touchCreate, TraceName.touch(3)!)
        trace.record(.pointInside, TraceName("a \"quoted\" name"), "inside", .bool(true))
        #expect(trace.records.map(\.subject) == ["window.sendEvent", "touch3", "a \"quoted\" name"])
        #expect(TraceJSON.lines(trace).contains(#""subject":"touch3""#))
        #expect(TraceJSON.lines(trace).contains(#""subject":"a \"quoted\" name""#))
    }
}

/// A field that names an object is kept as the name's handle and reads
/// back, in the record and in the JSON, as the name itself, or null.
@Suite struct TraceNameFieldTests {
    @Test func aNameFieldReadsAsItsStringOrNull() {
        let trace = Trace()
        trace.record(.hitTestLeave, "root", "result", name: TraceName("a view named at some length"))
        trace.record(.hitTestLeave, "leaf", "result", name: nil)
        trace.record(.touchCreate, TraceName.touch(9)!).with("view", name: "root").with("window", name: nil).with("finger", .int(1))
        #expect(trace[0]["result"] == .string("a view named at some length"))
        #expect(trace[1]["result"] == .null)
        #expect(trace[2].fields == [TraceField("view", .string("root")), TraceField("window", .null), TraceField("finger", .int(1))])
        #expect(TraceJSON.lines(trace) == """
            {"seq":0,"t":0,"kind":"hitTest.leave","subject":"root","result":"a view named at some length"}
            {"seq":1,"t":0,"kind":"hitTest.leave","subject":"leaf","result":null}
            {"seq":2,"t":0,"kind":"touch.create","subject":"touch9","view":"root","window":null,"finger":1}

            """)
    }
}

/// One slot per name, each written by one worker only.
private final class Slots: @unchecked Sendable {
    let slots: UnsafeMutableBufferPointer<TraceName>
    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: TraceName(""))
    }
    deinit { slots.deallocate() }
}
