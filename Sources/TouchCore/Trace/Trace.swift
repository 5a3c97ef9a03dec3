/// One record of the trace: what happened, to whom, when, and its details.
/// This is the value the log, the exports and the tests read.
public struct TraceRecord: Hashable, Sendable {
    public var seq: Int
    public var time: VirtualTime
    public var kind: TraceKind
    /// The subject's label, as the log and JSON Lines write it.
    public var subject: String
    /// The subject's id when it is a numbered scene object (issue 27.3); not
    /// written out: a trace read back from JSON gets it from its scene
    /// (`TraceRecord.resolvingIDs(_:)`).
    public var subjectID: ObjectID
    public var fields: [TraceField]

    public init(seq: Int, time: VirtualTime, kind: TraceKind, subject: String, subjectID: ObjectID = .unassigned,
                fields: [TraceField]) {
        self.seq = seq
        self.time = time
        self.kind = kind
        self.subject = subject
        self.subjectID = subjectID
        self.fields = fields
    }

    /// The value of field `key`, or nil when the record has no such field.
    public subscript(key: String) -> TraceValue? {
        fields.first(where: { $0.key == key })?.value
    }

    /// What readers key the subject by: its id, or its label when it has none.
    public var subjectKey: ObjectKey { ObjectKey(subject, id: subjectID) }

    /// The key of the object field `key` names (a touch's `view`, a
    /// delegate call's `asked`, a hit-test's `result`); nil when the field
    /// is missing or names nothing.
    public func objectKey(_ key: String) -> ObjectKey? {
        guard let field = fields.first(where: { $0.key == key }), let label = field.value.stringValue else { return nil }
        return ObjectKey(label, id: field.objectID)
    }
}

/// A list of names the trace keeps once (the `touches` of a delivery):
/// records that name the same list refer to it instead of each holding
/// (retaining, and later releasing) its own copy. Made by
/// `Trace.nameList(_:)`, valid for that trace only; it reads back as
/// `.strings` everywhere (records, JSON, logs).
public struct TraceNameList: Hashable, Sendable {
    let index: Int
}

/// The ordered record of everything the pipeline did: the single source of
/// truth that the window, the log, the exports and the tests read.
///
/// Appending is on the per-touch hot path, so records are stored compactly
/// in fixed-size chunks that never move once written (no regrowth copies):
/// one entry per record, and the fields of all records in a second chunked
/// buffer. Write a record with `record(_:_:)` (optionally with its first
/// fields), then any further fields with `with(_:_:)`, which always applies
/// to the last record written.
///
/// A trace either keeps every record (the window, the tests, the human log,
/// which look back) or streams them: after `stream(to:)`, records that are
/// complete (every record but the last, which may still get fields) are
/// handed to the `TraceSink` in batches and forgotten, so a run of any
/// length holds a few thousand records (`replay --jsonl`). `seq` numbers stay
/// those of the whole run; only the records not yet handed over can be read.
public final class Trace {
    /// Plain bytes, nothing to retain or destroy: the subject is a handle
    /// (`TraceName`), and with a 32-bit field count (a record has a handful)
    /// and a 32-bit index of its first field (`Chunks.startChunk` stops a
    /// trace before 4 billion fields, 160 GB of them) an entry is 24 bytes.
    /// Every record writes one (issue 15), and a tap writes about 80: the
    /// bytes a record takes are memory traffic on the hot path.
    private struct Entry {
        var time: VirtualTime
        var firstField: UInt32
        var fieldCount: Int32
        var subject: TraceName
        var kind: TraceKind

        @inline(__always) init(time: VirtualTime, kind: TraceKind, subject: TraceName, firstField: Int, fieldCount: Int) {
            self.subject = subject
            self.time = time
            self.firstField = UInt32(truncatingIfNeeded: firstField)
            self.fieldCount = Int32(truncatingIfNeeded: fieldCount)
            self.kind = kind
        }
    }

    /// A field as stored. Its value is read by `form`: as it is; as the
    /// `TraceNameList` whose index is the value (an `.int`, which costs
    /// nothing to copy or destroy); as the `.string` of the `TraceName`
    /// whose index is the value (any field that names an object: a
    /// hit-test step's `result`, a new touch's `view`); as a cause's name with its prefix put back
    /// (`timeout:` + `.string(name)`), so a cause is not spelled out in a new
    /// string for every record that has one; or as one part of a sample's
    /// changes that the trace keeps (the `digitizer` stage's `fingers`,
    /// `phases` and `locations`), so a sample builds no list of its own,
    /// again with the index of the changes as the value. The form is two
    /// bytes beside the value, which makes a field 40 bytes, not 48.
    struct StoredField {
        enum Form {
            case plain
            case nameList
            case name
            case prefixed(Cause.Prefix)
            /// A cause naming an object: the prefix, and the object's `TraceName` index as the value.
            case prefixedName(Cause.Prefix)
            case changes(ChangesPart)
        }
        var key: String
        var value: TraceValue
        var form: Form

        @inline(__always) init(_ key: String, _ value: TraceValue) {
            self.key = key
            self.value = value
            self.form = .plain
        }

        @inline(__always) init(_ key: String, _ names: TraceNameList) {
            self.key = key
            self.value = .int(names.index)
            self.form = .nameList
        }

        @inline(__always) init(_ key: String, changes index: Int, _ part: ChangesPart) {
            self.key = key
            self.value = .int(index)
            self.form = .changes(part)
        }

        /// An object's name, nil for none (`.null`).
        @inline(__always) init(_ key: String, name: TraceName?) {
            self.key = key
            if let name {
                self.value = .int(Int(name.index))
                self.form = .name
            } else {
                self.value = .null
                self.form = .plain
            }
        }

        /// The name a `.name` field keeps.
        @inline(__always) var name: TraceName { TraceName(index: UInt32(truncatingIfNeeded: index)) }

        /// The index a `.nameList`, `.name` or `.changes` field keeps as its value.
        @inline(__always) var index: Int {
            guard case .int(let index) = value else { preconditionFailure("trace field \(key) keeps no index") }
            return index
        }

        @inline(__always) init(_ key: String, _ cause: Cause) {
            self.key = key
            if let (prefix, object) = cause.prefixAndObject {
                self.value = .int(Int(object.name.index))
                self.form = .prefixedName(prefix)
            } else if let (prefix, name) = cause.prefixAndName {
                self.value = .string(name)
                self.form = .prefixed(prefix)
            } else {
                self.value = .string(cause.plainText)
                self.form = .plain
            }
        }
    }

    /// Chunked storage of `Element`s: appends in place, reads by index.
    /// An append writes through `next`, the free slot of the current chunk,
    /// and looks at the list of chunks only when `next` reaches `end`.
    private struct Chunks<Element> {
        static var shift: Int { 12 }
        static var chunkCapacity: Int { 1 << shift }
        /// A chunk's size in memory, which `TraceChunkPool` keeps when the trace goes.
        static var chunkBytes: Int {
            precondition(MemoryLayout<Element>.alignment <= TraceChunkPool.alignment)
            return chunkCapacity * MemoryLayout<Element>.stride
        }
        private(set) var chunks: [UnsafeMutablePointer<Element>] = []
        private(set) var count = 0
        /// The address of the slot the next element goes to, and of the slot
        /// where appending stops to look at the chunks again (the end of the
        /// current chunk, or sooner when `startChunk(limit:)` was given a
        /// limit): both 0 before the first chunk. One comparison of the two
        /// says whether there is room, and an append moves `next` alone (a
        /// count of the room left would be one more write per append). Plain
        /// addresses, not optional pointers, so that comparison tests no nil.
        private var next: UInt = 0
        private var end: UInt = 0

        /// The slot at `next`: there is one while `next` is below `end` or `count` is above zero.
        @inline(__always) private var nextSlot: UnsafeMutablePointer<Element> {
            UnsafeMutablePointer(bitPattern: next).unsafelyUnwrapped
        }

        /// Whether the next append must first look at the chunks (`startChunk`).
        @inline(__always) var isFull: Bool { next == end }

        @inline(__always)
        mutating func append(_ element: Element) {
            if _slowPath(isFull) { startChunk() }
            appendAssumingRoom(element)
        }

        /// `append(element)` when the caller has made sure `isFull` is false.
        @inline(__always)
        mutating func appendAssumingRoom(_ element: Element) {
            nextSlot.initialize(to: element)
            next &+= UInt(MemoryLayout<Element>.stride)
            count &+= 1  // far below Int.max
        }

        /// `append(first)` then `append(second)`, with one look at the room when the chunk has it.
        @inline(__always)
        mutating func append(_ first: Element, _ second: Element) {
            guard _fastPath(end &- next >= 2 &* UInt(MemoryLayout<Element>.stride)) else {
                append(first)
                append(second)
                return
            }
            let slot = nextSlot
            slot.initialize(to: first)
            (slot + 1).initialize(to: second)
            next &+= 2 &* UInt(MemoryLayout<Element>.stride)
            count &+= 2
        }

        /// The last element appended (there is one).
        @inline(__always)
        var last: UnsafeMutablePointer<Element> { nextSlot - 1 }

        /// Moves `next` to the slot of element `count`, in a chunk allocated
        /// if new, and `end` to the end of that chunk or, when sooner, to
        /// `limit` elements further (at least one).
        @inline(never)
        mutating func startChunk(limit: Int = .max) {
            // Records keep a field's index in 32 bits (`Entry.firstField`).
            precondition(count <= Int(UInt32.max) - Self.chunkCapacity, "a trace holds at most 4 billion fields: stream it (Trace.stream(to:))")
            let index = count >> Self.shift, offset = count & (Self.chunkCapacity - 1)
            if index == chunks.count {
                let memory = TraceChunkPool.shared.take(bytes: Self.chunkBytes)
                chunks.append(memory.bindMemory(to: Element.self, capacity: Self.chunkCapacity))
            }
            let slot = chunks[index] + offset
            next = UInt(bitPattern: slot)
            end = UInt(bitPattern: slot + min(Self.chunkCapacity - offset, max(limit, 1)))
        }

        @inline(__always)
        func pointer(_ index: Int) -> UnsafeMutablePointer<Element> {
            chunks[index >> Self.shift] + (index & (Self.chunkCapacity - 1))
        }

        /// Destroys every element; keeps the first chunk when `keepingFirstChunk`.
        mutating func removeAll(keepingFirstChunk: Bool) {
            for (i, chunk) in chunks.enumerated() {
                let used = min(Self.chunkCapacity, count - i * Self.chunkCapacity)
                if used > 0 { chunk.deinitialize(count: used) }
            }
            let kept = keepingFirstChunk ? chunks.prefix(1) : []
            for chunk in chunks.dropFirst(kept.count) { TraceChunkPool.shared.give(UnsafeMutableRawPointer(chunk), bytes: Self.chunkBytes) }
            chunks = Array(kept)
            count = 0
            next = 0
            end = 0
        }
    }

    /// Everything mutable, behind one pointer allocated once: appending
    /// through it needs no dynamic exclusivity check (a class's stored `var`
    /// would need one per access), which keeps the hot path fast without
    /// unsafe build flags (design 7). The trace is not shared across threads.
    private struct Storage {
        var entries = Chunks<Entry>()
        var fieldBuffer = Chunks<StoredField>()
        /// The names of the lists of `nameList(_:)`, one list after another,
        /// and where list `i` starts (`nameListStarts[i]`) and ends (the next
        /// start): a new list appends to both, where an array per list would
        /// be a `malloc` per touch (its solo list). Never emptied, not even by
        /// `removeAll`: a list made once stays valid for the trace's life.
        var listedNames: [String] = []
        var nameListStarts: [Int] = [0]
        /// The samples' changes of `with(changes:)`, by index: emptied with
        /// the records that read them (a streaming trace's batch handed over, `removeAll`).
        var changes: [[FingerChange]] = []
        var now: VirtualTime = .zero
        /// The `seq` of the first record still stored (records before it went to the sink).
        var base = 0
        /// Where complete records go when the trace streams; nil: it keeps them all.
        var sink: TraceSink?
        /// How many stored records make the trace hand the complete ones to its sink.
        var batch = Int.max
    }

    private let storage: UnsafeMutablePointer<Storage>

    @inline(__always) private var entries: Chunks<Entry> {
        get { storage.pointee.entries }
        _modify { yield &storage.pointee.entries }
    }

    @inline(__always) private var fieldBuffer: Chunks<StoredField> {
        get { storage.pointee.fieldBuffer }
        _modify { yield &storage.pointee.fieldBuffer }
    }

    /// The instant new records are stamped with; the run loop keeps it current.
    public var now: VirtualTime {
        @inline(__always) get { storage.pointee.now }
        @inline(__always) set { storage.pointee.now = newValue }
    }

    public init() {
        storage = UnsafeMutablePointer<Storage>.allocate(capacity: 1)
        storage.initialize(to: Storage())
    }

    deinit {
        storage.pointee.entries.removeAll(keepingFirstChunk: false)
        storage.pointee.fieldBuffer.removeAll(keepingFirstChunk: false)
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// Records written so far (streamed ones included): the `seq` the next one gets.
    public var count: Int { storage.pointee.base + entries.count }
    public var isEmpty: Bool { count == 0 }

    /// The `seq` of the first record that can still be read: 0 unless the trace streams.
    public var firstStoredSeq: Int { storage.pointee.base }

    /// Whether the trace hands its records to a sink instead of keeping them.
    public var isStreaming: Bool { storage.pointee.sink != nil }

    /// From now on, hands complete records to `sink` whenever `batch`
    /// records are stored, and forgets them; `finish()` hands over the rest.
    public func stream(to sink: TraceSink, batch: Int = 4096) {
        precondition(isEmpty, "Trace.stream(to:) must be called before the first record is written")
        precondition(batch >= 1, "Trace.stream(to:batch:) needs a batch of at least one record")
        storage.pointee.sink = sink
        storage.pointee.batch = batch
    }

    /// Hands every stored record to the sink (the run is over: none gets
    /// more fields) and tells it the trace is complete. Does nothing when
    /// the trace keeps its records.
    public func finish() {
        guard let sink = storage.pointee.sink else { return }
        handOver(to: sink)
        sink.traceFinished(self)
    }

    /// Hands every stored record to `sink`, then forgets them. Called only
    /// before a new record or at the end, when no stored record gets more fields.
    private func handOver(to sink: TraceSink) {
        let base = storage.pointee.base, n = entries.count
        guard n > 0 else { return }
        sink.write(self, seqs: base..<(base + n))
        entries.removeAll(keepingFirstChunk: true)
        fieldBuffer.removeAll(keepingFirstChunk: true)
        // No field left reads the samples' changes kept so far: a long stream keeps none.
        storage.pointee.changes.removeAll(keepingCapacity: true)
        storage.pointee.base = base + n
    }

    /// Starts a record stamped `now` that will have `fields` fields, appended next.
    /// The look at the room of the entries' chunk is the only check: a
    /// streaming trace's chunk ends where its batch is full (`makeRoom`).
    @inline(__always)
    private func begin(_ kind: TraceKind, _ subject: TraceName, fields: Int) {
        if _slowPath(entries.isFull) { makeRoom() }
        entries.appendAssumingRoom(Entry(time: now, kind: kind, subject: subject, firstField: fieldBuffer.count, fieldCount: fields))
    }

    /// Before a new record, when the entries' chunk is full: a streaming
    /// trace whose batch is full hands its records (all complete now) to its
    /// sink; then the next chunk is readied, ending no later than the batch.
    @inline(never)
    private func makeRoom() {
        guard let sink = storage.pointee.sink else { return entries.startChunk() }
        if entries.count >= storage.pointee.batch { handOver(to: sink) }
        entries.startChunk(limit: storage.pointee.batch - entries.count)
    }

    /// Appends a record stamped `now`.
    @discardableResult @inline(__always)
    public func record(_ kind: TraceKind, _ subject: TraceName) -> TraceRecordWriter {
        begin(kind, subject, fields: 0)
        return TraceRecordWriter(self)
    }

    /// Appends a record stamped `now` with its first field.
    @discardableResult @inline(__always)
    public func record(_ kind: TraceKind, _ subject: TraceName, _ key: String, _ value: TraceValue) -> TraceRecordWriter {
        record(kind, subject, StoredField(key, value))
    }

    /// Appends a record stamped `now` with its first two fields.
    @discardableResult @inline(__always)
    public func record(_ kind: TraceKind, _ subject: TraceName, _ key1: String, _ value1: TraceValue,
                       _ key2: String, _ value2: TraceValue) -> TraceRecordWriter {
        record(kind, subject, StoredField(key1, value1), StoredField(key2, value2))
    }

    /// Appends a record stamped `now` whose one field is an object's name,
    /// or `null` for none (a hit-test step's `result`); it reads as `.string`.
    @discardableResult @inline(__always)
    public func record(_ kind: TraceKind, _ subject: TraceName, _ key: String, name: TraceName?) -> TraceRecordWriter {
        record(kind, subject, StoredField(key, name: name))
    }

    /// Appends a record stamped `now` whose one field is a name list (a stage's `touches`).
    @discardableResult @inline(__always)
    public func record(_ kind: TraceKind, _ subject: TraceName, _ key: String, _ names: TraceNameList) -> TraceRecordWriter {
        record(kind, subject, StoredField(key, names))
    }

    /// Appends a record stamped `now` whose first field is a name list and
    /// whose second is a value (a responder's `touches` and `behaviour`).
    @discardableResult @inline(__always)
    public func record(_ kind: TraceKind, _ subject: TraceName, _ key1: String, _ names: TraceNameList,
                       _ key2: String, _ value2: TraceValue) -> TraceRecordWriter {
        record(kind, subject, StoredField(key1, names), StoredField(key2, value2))
    }

    /// A record with one stored field.
    @inline(__always)
    private func record(_ kind: TraceKind, _ subject: TraceName, _ field: StoredField) -> TraceRecordWriter {
        begin(kind, subject, fields: 1)
        fieldBuffer.append(field)
        return TraceRecordWriter(self)
    }

    /// A record with two stored fields, appended with one look at the chunk's room.
    @inline(__always)
    private func record(_ kind: TraceKind, _ subject: TraceName, _ first: StoredField, _ second: StoredField) -> TraceRecordWriter {
        begin(kind, subject, fields: 2)
        fieldBuffer.append(first, second)
        return TraceRecordWriter(self)
    }

    /// Keeps `names` once and returns its handle, for records that name the
    /// same list again and again (`Device.touchNameList(_:)` caches it).
    public func nameList(_ names: [String]) -> TraceNameList {
        storage.pointee.listedNames.append(contentsOf: names)
        return endNameList()
    }

    /// `nameList([name])` without building the array (a touch's own list, `Touch.soloNames`).
    public func nameList(solo name: String) -> TraceNameList {
        storage.pointee.listedNames.append(name)
        return endNameList()
    }

    /// Ends the list whose names were just appended and returns its handle.
    private func endNameList() -> TraceNameList {
        storage.pointee.nameListStarts.append(storage.pointee.listedNames.count)
        return TraceNameList(index: storage.pointee.nameListStarts.count - 2)
    }

    /// The names of `list`.
    public func names(_ list: TraceNameList) -> [String] { Array(nameSlice(list)) }

    /// The names of `list`, read in place (the JSON writer's path).
    func nameSlice(_ list: TraceNameList) -> ArraySlice<String> {
        let start = storage.pointee.nameListStarts[list.index], end = storage.pointee.nameListStarts[list.index + 1]
        return storage.pointee.listedNames[start..<end]
    }

    /// Adds the fields `fingers` (`.list` of `.int`), `phases` (`.strings`)
    /// and `locations` (`.list` of `.point`) of `changes`, one entry per
    /// change, to the last record written. The trace keeps `changes` (a
    /// sample's array, shared, not copied) and reads the fields from it.
    @discardableResult
    public func with(changes: [FingerChange]) -> TraceRecordWriter {
        storage.pointee.changes.append(changes)
        let index = storage.pointee.changes.count - 1
        addField(StoredField("fingers", changes: index, .fingers))
        addField(StoredField("phases", changes: index, .phases))
        addField(StoredField("locations", changes: index, .locations))
        return TraceRecordWriter(self)
    }

    /// The changes kept by `with(changes:)` at `index`.
    func changes(_ index: Int) -> [FingerChange] { storage.pointee.changes[index] }

    /// How many samples' changes the trace keeps now (for tests).
    var keptChangesCount: Int { storage.pointee.changes.count }

    /// Adds a field to the last record written.
    @discardableResult @inline(__always)
    public func with(_ key: String, _ value: TraceValue) -> TraceRecordWriter {
        addField(StoredField(key, value))
        return TraceRecordWriter(self)
    }

    /// Appends `field` to the last record written.
    @inline(__always)
    private func addField(_ field: StoredField) {
        precondition(entries.count > 0, "Trace.with(_:_:) adds a field to the last record: write one with record(_:_:) first")
        fieldBuffer.append(field)
        entries.last.pointee.fieldCount &+= 1  // a record has a handful of fields
    }

    /// Adds a field that is an object's name (nil: `null`) to the last record written.
    @discardableResult @inline(__always)
    public func with(_ key: String, name: TraceName?) -> TraceRecordWriter {
        addField(StoredField(key, name: name))
        return TraceRecordWriter(self)
    }

    /// Adds a name-list field to the last record written.
    @discardableResult @inline(__always)
    public func with(_ key: String, _ names: TraceNameList) -> TraceRecordWriter {
        addField(StoredField(key, names))
        return TraceRecordWriter(self)
    }

    /// The `seq` of the last record written (nil before the first).
    public var lastSeq: Int? { count > 0 ? count - 1 : nil }

    /// Adds `cause` and, when another record caused it, `causedBy` (its
    /// `seq`) to the last record written (rule G10):
    /// `trace.record(.scrollStop, traceName).with("offset", p).cause(.edge, causedBy: seq)`.
    @discardableResult
    public func cause(_ cause: Cause, causedBy: Int? = nil) -> TraceRecordWriter {
        addField(StoredField("cause", cause))
        if let causedBy { with("causedBy", .int(causedBy)) }
        return TraceRecordWriter(self)
    }

    /// Adds the fields of `link` to the last record written.
    @discardableResult
    public func cause(_ link: CauseLink) -> TraceRecordWriter { cause(link.cause, causedBy: link.causedBy) }

    // MARK: The cause of the work in progress

    /// The cause of the calls being made (a view's `touchesCancelled` that a
    /// recognition caused, and everything it triggers such as a control's
    /// `cancelTracking` or a list's unhighlight), set with `withCause(_:_:)`.
    @exclusivity(unchecked) public private(set) var currentCause: CauseLink?

    /// Runs `body` with `link` as the current cause; records written in it
    /// take it with `causeFromContext()`.
    public func withCause<T>(_ link: CauseLink?, _ body: () throws -> T) rethrows -> T {
        let saved = currentCause
        currentCause = link
        defer { currentCause = saved }
        return try body()
    }

    /// Adds the current cause (if any) to the last record written.
    @discardableResult
    public func causeFromContext() -> TraceRecordWriter {
        if let link = currentCause { cause(link) }
        return TraceRecordWriter(self)
    }

    /// A stored field as the record's field: a name list reads as `.strings`,
    /// a prefixed cause as its whole text.
    @inline(__always)
    func field(_ stored: StoredField) -> TraceField {
        switch stored.form {
        case .plain: return TraceField(stored.key, stored.value)
        case .nameList: return TraceField(stored.key, .strings(names(TraceNameList(index: stored.index))))
        case .name:
            let name = stored.name
            return TraceField(stored.key, .string(name.string), objectID: name.id)
        case .prefixed(let prefix): return TraceField(stored.key, .string(prefix.text.description + (stored.value.stringValue ?? "")))
        case .prefixedName(let prefix):
            // The field carries the named object's id, as a field naming an object does (issue 27.3).
            let name = stored.name
            return TraceField(stored.key, .string(prefix.text.description + name.string), objectID: name.id)
        case .changes(let part): return TraceField(stored.key, part.value(of: changes(stored.index)))
        }
    }

    /// The stored entry of record `seq`.
    @inline(__always)
    private func entry(_ seq: Int) -> Entry {
        let base = storage.pointee.base
        precondition(seq >= base && seq < count,
                     seq < base && seq >= 0 ? "trace record \(seq) was streamed to the trace's sink and is no longer kept"
                                            : "trace index \(seq) out of 0..<\(count)")
        return entries.pointer(seq - base).pointee
    }

    /// The record at `index` (its `seq`).
    public subscript(index: Int) -> TraceRecord {
        let e = entry(index)
        var fields: [TraceField] = []
        fields.reserveCapacity(Int(e.fieldCount))
        for f in 0..<Int(e.fieldCount) { fields.append(field(fieldBuffer.pointer(Int(e.firstField) + f).pointee)) }
        return TraceRecord(seq: index, time: e.time, kind: e.kind, subject: e.subject.string, subjectID: e.subject.id, fields: fields)
    }

    /// The kind of the record at `index`, without building the record.
    public func kind(at index: Int) -> TraceKind { entry(index).kind }
    /// The instant of record `index`, without building the record.
    public func time(at index: Int) -> VirtualTime { entry(index).time }

    /// Record `seq`'s parts, read in place (no `TraceRecord` built): the JSON
    /// Lines writer's path. `field` reads the record's fields by position.
    func withParts<T>(_ seq: Int, _ body: (_ time: VirtualTime, _ kind: TraceKind, _ subject: TraceName, _ fieldCount: Int,
                                           _ field: (Int) -> UnsafeMutablePointer<StoredField>) -> T) -> T {
        let e = entry(seq)
        let fields = fieldBuffer
        return body(e.time, e.kind, e.subject, Int(e.fieldCount)) { fields.pointer(Int(e.firstField) + $0) }
    }

    /// Every stored record, in order (all of them unless the trace streams).
    public var records: [TraceRecord] { (firstStoredSeq..<count).map { self[$0] } }

    /// Every stored record rendered by `line`, each followed by a newline.
    public func lines(_ line: (TraceRecord) -> String) -> String {
        var out = ""
        for index in firstStoredSeq..<count {
            out += line(self[index])
            out += "\n"
        }
        return out
    }

    /// Forgets every record (a benchmark reuses one trace across runs); a
    /// streaming trace keeps its sink and starts again at `seq` 0.
    public func removeAll(keepingCapacity: Bool = true) {
        entries.removeAll(keepingFirstChunk: keepingCapacity)
        fieldBuffer.removeAll(keepingFirstChunk: keepingCapacity)
        storage.pointee.changes.removeAll(keepingCapacity: keepingCapacity)
        storage.pointee.base = 0
    }
}

/// Which list of a sample's changes a stored field reads (`Trace.with(changes:)`).
enum ChangesPart: UInt8 {
    case fingers, phases, locations

    /// The field's value: one entry per change.
    func value(of changes: [FingerChange]) -> TraceValue {
        switch self {
        case .fingers: return .list(changes.map { .int($0.finger) })
        case .phases: return .strings(changes.map(\.phase.rawValue))
        case .locations: return .list(changes.map { .point($0.location) })
        }
    }

    /// One change's entry in that list.
    func element(of change: FingerChange) -> TraceValue {
        switch self {
        case .fingers: return .int(change.finger)
        case .phases: return .string(change.phase.rawValue)
        case .locations: return .point(change.location)
        }
    }
}
