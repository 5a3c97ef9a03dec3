/// Writes trace records as JSON Lines (trace-format.md): one object per
/// record with `seq`, `t`, `kind`, `subject` and then the record's fields in
/// the order they were written. The output is a pure function of the
/// records, so the same run always prints the same bytes.
public enum TraceJSON {
    /// One record as one line of JSON (no newline).
    public static func line(_ record: TraceRecord) -> String {
        var out = "{\"seq\":\(record.seq),\"t\":"
        appendNumber(record.time.seconds, to: &out)
        out += ",\"kind\":"
        appendString(record.kind.rawValue, to: &out)
        out += ",\"subject\":"
        appendString(record.subject, to: &out)
        for field in record.fields {
            out += ","
            appendString(field.key, to: &out)
            out += ":"
            appendValue(field.value, to: &out)
        }
        out += "}"
        return out
    }

    /// Every record of `trace`, one line each, each ending in a newline.
    public static func lines(_ trace: Trace) -> String { trace.lines(line) }

    static func appendValue(_ value: TraceValue, to out: inout String) {
        switch value {
        case .string(let s): appendString(s, to: &out)
        case .int(let i): out += String(i)
        case .number(let d): appendNumber(d, to: &out)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .point(let p):
            out += "["
            appendNumber(p.x, to: &out)
            out += ","
            appendNumber(p.y, to: &out)
            out += "]"
        case .strings(let list):
            out += "["
            for (i, s) in list.enumerated() {
                if i > 0 { out += "," }
                appendString(s, to: &out)
            }
            out += "]"
        case .list(let list):
            out += "["
            for (i, v) in list.enumerated() {
                if i > 0 { out += "," }
                appendValue(v, to: &out)
            }
            out += "]"
        }
    }

    /// Numbers are rounded to the microsecond (or micro-point) and printed in
    /// their shortest form: integers without a fraction.
    public static func format(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        // Past about 1.8e302 the scaling overflows to infinity: such a number
        // has no fraction to round, so it is printed as it is (never `inf`).
        let scaled = (d * 1_000_000).rounded()
        let rounded = scaled.isFinite ? scaled / 1_000_000 : d
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            return String(Int64(rounded))
        }
        return String(rounded)
    }

    static func appendNumber(_ d: Double, to out: inout String) {
        out += format(d)
    }

    /// `s` as a JSON string literal, quotes included.
    public static func quoted(_ s: String) -> String {
        var out = ""
        appendString(s, to: &out)
        return out
    }

    static func appendString(_ s: String, to out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
