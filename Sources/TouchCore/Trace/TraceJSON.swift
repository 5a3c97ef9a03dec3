/// Writes trace records as JSON Lines (trace-format.md): one object per
/// record with `seq`, `t`, `kind`, `subject` and then the record's fields in
/// the order they were written. The output is a pure function of the
/// records, so the same run always prints the same bytes.
///
/// Lines are written as UTF-8 bytes into a reusable buffer (`JSONBytes`), read
/// in place from the trace's storage (`appendLine(_:seq:to:)`): no string is
/// built per record, so writing a trace costs about what recording it does.
/// `line(_:)` and `lines(_:)` are the same writer, returned as strings.
public enum TraceJSON {
    /// One record as one line of JSON (no newline).
    public static func line(_ record: TraceRecord) -> String {
        JSONBytes.string { out in
            appendHead(seq: record.seq, time: record.time, kind: record.kind, subject: record.subject, to: &out)
            for field in record.fields { appendField(field, to: &out) }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Every stored record of `trace`, one line each, each ending in a newline.
    public static func lines(_ trace: Trace) -> String {
        JSONBytes.string { out in
            for seq in trace.firstStoredSeq..<trace.count { appendLine(trace, seq: seq, to: &out) }
        }
    }

    /// Record `seq` of `trace` as one line of JSON and its newline, appended to `out`.
    public static func appendLine(_ trace: Trace, seq: Int, to out: inout [UInt8]) {
        var line = JSONBytes(capacity: 256)
        defer { line.deallocate() }
        appendLine(trace, seq: seq, to: &line)
        out.append(contentsOf: line.bytes)
    }

    /// `appendLine(_:seq:to:)` into the writer's own buffer (`JSONLinesWriter`).
    static func appendLine(_ trace: Trace, seq: Int, to out: inout JSONBytes) {
        trace.withParts(seq) { time, kind, subject, fieldCount, field in
            appendHead(seq: seq, time: time, kind: kind, subject: subject.string, to: &out)
            for i in 0..<fieldCount {
                let stored = field(i)
                out.append(UInt8(ascii: ","))
                appendString(stored.pointee.key, to: &out)
                out.append(UInt8(ascii: ":"))
                switch stored.pointee.form {
                case .plain: appendValue(stored.pointee.value, to: &out)
                case .nameList: appendStrings(trace.nameSlice(TraceNameList(index: stored.pointee.index)), to: &out)
                case .name: appendString(stored.pointee.name.string, to: &out)
                case .prefixed(let prefix): appendString(stored.pointee.value.stringValue ?? "", prefix: prefix.text, to: &out)
                case .prefixedName(let prefix): appendString(stored.pointee.name.string, prefix: prefix.text, to: &out)
                case .changes(let part):
                    // `part.value(of:)` written entry by entry, without building the list.
                    out.append(UInt8(ascii: "["))
                    for (i, change) in trace.changes(stored.pointee.index).enumerated() {
                        if i > 0 { out.append(UInt8(ascii: ",")) }
                        appendValue(part.element(of: change), to: &out)
                    }
                    out.append(UInt8(ascii: "]"))
                }
            }
        }
        out.append(UInt8(ascii: "}"))
        out.append(UInt8(ascii: "\n"))
    }

    private static func appendHead(seq: Int, time: VirtualTime, kind: TraceKind, subject: String, to out: inout JSONBytes) {
        appendASCII("{\"seq\":", to: &out)
        out.appendInteger(Int64(seq))
        appendASCII(",\"t\":", to: &out)
        appendNumber(time.seconds, to: &out)
        appendASCII(",\"kind\":", to: &out)
        appendString(kind.rawValue, to: &out)
        appendASCII(",\"subject\":", to: &out)
        appendString(subject, to: &out)
    }

    @inline(__always)
    private static func appendField(_ field: TraceField, to out: inout JSONBytes) {
        out.append(UInt8(ascii: ","))
        appendString(field.key, to: &out)
        out.append(UInt8(ascii: ":"))
        appendValue(field.value, to: &out)
    }

    static func appendValue(_ value: TraceValue, to out: inout JSONBytes) {
        switch value {
        case .string(let s): appendString(s, to: &out)
        case .int(let i): out.appendInteger(Int64(i))
        case .number(let d): appendNumber(d, to: &out)
        case .bool(let b): appendASCII(b ? "true" : "false", to: &out)
        case .null: appendASCII("null", to: &out)
        case .point(let p):
            out.append(UInt8(ascii: "["))
            appendNumber(p.x, to: &out)
            out.append(UInt8(ascii: ","))
            appendNumber(p.y, to: &out)
            out.append(UInt8(ascii: "]"))
        case .strings(let list): appendStrings(list, to: &out)
        case .names(let list): appendStrings(list.lazy.map(\.string), to: &out)
        case .list(let list):
            out.append(UInt8(ascii: "["))
            for (i, v) in list.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                appendValue(v, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        }
    }

    private static func appendStrings<Names: Collection<String>>(_ list: Names, to out: inout JSONBytes) {
        out.append(UInt8(ascii: "["))
        var first = true
        for s in list {
            if !first { out.append(UInt8(ascii: ",")) }
            first = false
            appendString(s, to: &out)
        }
        out.append(UInt8(ascii: "]"))
    }

    // MARK: Numbers

    /// Numbers are rounded to the microsecond (or micro-point) and printed in
    /// their shortest form: integers without a fraction.
    public static func format(_ d: Double) -> String {
        JSONBytes.string { appendNumber(d, to: &$0) }
    }

    /// `format(d)`'s bytes. Past about 1.8e302 the scaling overflows to
    /// infinity: such a number has no fraction to round, so it is printed as
    /// it is (never `inf`).
    static func appendNumber(_ d: Double, to out: inout JSONBytes) {
        guard d.isFinite else { return appendASCII("null", to: &out) }
        let scaled = (d * 1_000_000).rounded()
        let rounded = scaled.isFinite ? scaled / 1_000_000 : d
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            return out.appendInteger(Int64(rounded))
        }
        // Between 1e-4 and 1e9 the shortest form of a whole number of
        // millionths is those millionths' digits with the point put back
        // (the doubles there are far closer together than a millionth, and
        // Swift prints no exponent): written digit by digit. Elsewhere, as Swift prints it.
        if scaled.isFinite, abs(rounded) >= 1e-4, abs(rounded) < 1e9 {
            var millionths = Int64(scaled)
            if millionths < 0 {
                out.append(UInt8(ascii: "-"))
                millionths = -millionths
            }
            out.appendInteger(millionths / 1_000_000)
            out.append(UInt8(ascii: "."))
            var fraction = millionths % 1_000_000, digits = 6
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            out.appendDigits(fraction, width: digits)
            return
        }
        appendASCII(String(rounded), to: &out)
    }

    // MARK: Strings

    /// `s` as a JSON string literal, quotes included.
    public static func quoted(_ s: String) -> String {
        JSONBytes.string { appendString(s, to: &$0) }
    }

    @inline(__always)
    private static func appendASCII(_ s: StaticString, to out: inout JSONBytes) {
        s.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    private static func appendASCII(_ s: String, to out: inout JSONBytes) {
        out.append(contentsOf: s)
    }

    /// A JSON string literal: `"` and `\` escaped, control characters as
    /// `\n`, `\r`, `\t` or `\u00xx`; every other byte of the UTF-8 as it is.
    static func appendString(_ s: String, to out: inout JSONBytes) {
        appendString(s, prefix: "", to: &out)
    }

    /// `appendString` of `prefix + s` (a prefix that needs no escape), without building it.
    static func appendString(_ s: String, prefix: StaticString, to out: inout JSONBytes) {
        out.append(UInt8(ascii: "\""))
        prefix.withUTF8Buffer { out.append(contentsOf: $0) }
        var s = s
        s.withUTF8 { bytes in
            // Names, keys and kinds need no escape: then the bytes go in as they are.
            if !bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
                return out.append(contentsOf: bytes)
            }
            var start = 0
            for (i, byte) in bytes.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<i]))
                start = i + 1
                switch byte {
                case UInt8(ascii: "\""): appendASCII("\\\"", to: &out)
                case UInt8(ascii: "\\"): appendASCII("\\\\", to: &out)
                case UInt8(ascii: "\n"): appendASCII("\\n", to: &out)
                case UInt8(ascii: "\r"): appendASCII("\\r", to: &out)
                case UInt8(ascii: "\t"): appendASCII("\\t", to: &out)
                default:
                    let hex: [UInt8] = Array("0123456789abcdef".utf8)
                    appendASCII("\\u00", to: &out)
                    out.append(hex[Int(byte >> 4)])
                    out.append(hex[Int(byte & 0xF)])
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
        out.append(UInt8(ascii: "\""))
    }
}
