/// One `<Class: 0xADDR; key = value; ...>` description as UIKit's
/// `-description` prints it (FORMAT-NOTES §1.2, §2, §3), read without
/// deciding yet whether it is a view, a view controller or a recognizer.
struct Description: Sendable {
    /// The class token as printed (`Module.Class`, mangled `_Tt…` names verbatim).
    var className: String
    /// `0x…` as printed; nil when the dump strips addresses.
    var address: String?
    /// A recognizer's `(name)` right after the address.
    var name: String?
    /// Fields in printed order: `key = value` and `key: value` alike; an
    /// unlabeled field (`HomeScreen-0x865c80000-5`) has an empty key.
    var fields: [(key: String, value: String)] = []
    /// Whether the closing `>` was found (false: the line was cut).
    var isComplete: Bool
    /// Whether only `<Class: 0xADDR>` (or `<Class 0xADDR>`) was printed.
    var isBare: Bool { fields.isEmpty }
    /// Whether the address was printed with a colon (`<Class: 0x…`), as RD and GR do; PH does not.
    var hasColon: Bool

    func value(_ key: String) -> String? {
        for field in fields where field.key == key { return field.value }
        return nil
    }

    func has(_ key: String) -> Bool { value(key) != nil }
}

/// Reads descriptions out of a line of bytes, honouring `<>`, `{}`, `()`,
/// `[]` nesting and `'…'` text (FORMAT-NOTES §5).
struct DescriptionScanner {
    let bytes: [UInt8]

    init(_ text: String) { bytes = Array(text.utf8) }

    static func isClassStart(_ b: UInt8) -> Bool { (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 }
    static func isClassByte(_ b: UInt8) -> Bool { isClassStart(b) || (b >= 48 && b <= 57) || b == 46 || b == 36 }
    static func isHex(_ b: UInt8) -> Bool { (b >= 48 && b <= 57) || (b >= 97 && b <= 102) || (b >= 65 && b <= 70) }

    /// The index of the next `<` from `start` that opens a description:
    /// `<` (or `<<`) then a class token then `:`, ` 0x`, `;` or `>`.
    func nextStart(from start: Int) -> Int? {
        var i = start
        while i < bytes.count {
            if bytes[i] == 60, headerEnd(at: i) != nil { return i }
            i += 1
        }
        return nil
    }

    /// Reads the class and address at `start` (a `<`); returns the header and the index after it.
    func headerEnd(at start: Int) -> (className: String, address: String?, colon: Bool, end: Int)? {
        var i = start + 1
        if i < bytes.count && bytes[i] == 60 { i += 1 }  // `<<_UITextContainerView: …>>`
        guard i < bytes.count, Self.isClassStart(bytes[i]) else { return nil }
        let classStart = i
        while i < bytes.count && Self.isClassByte(bytes[i]) { i += 1 }
        let className = String(decoding: bytes[classStart..<i], as: UTF8.self)
        var colon = false
        var j = i
        if j < bytes.count && bytes[j] == 58 { colon = true; j += 1 }
        if j < bytes.count && bytes[j] == 32 { j += 1 }
        if j + 1 < bytes.count && bytes[j] == 48 && bytes[j + 1] == 120 {
            var k = j + 2
            while k < bytes.count && Self.isHex(bytes[k]) { k += 1 }
            guard k > j + 2 else { return nil }
            let address = String(decoding: bytes[j..<k], as: UTF8.self)
            return (className, address, colon, k)
        }
        // No address (swift-snapshot-testing): the class must be followed by `;` or `>`.
        if !colon && i < bytes.count && (bytes[i] == 59 || bytes[i] == 62) { return (className, nil, false, i) }
        return nil
    }

    /// The description starting at `start` and the index just after its closing `>`
    /// (the end of the bytes when it was cut).
    func read(at start: Int) -> (Description, end: Int)? {
        // `<<_UITextContainerView: …>> minSize = …>`: the inner description is the view.
        if start + 1 < bytes.count && bytes[start + 1] == 60 { return read(at: start + 1) }
        guard let header = headerEnd(at: start) else { return nil }
        var d = Description(className: header.className, address: header.address, isComplete: false, hasColon: header.colon)
        var i = header.end
        // `(name)` of a recognizer.
        if i + 1 < bytes.count && bytes[i] == 32 && bytes[i + 1] == 40, let close = bytes[(i + 2)...].firstIndex(of: 41) {
            d.name = String(decoding: bytes[(i + 2)..<close], as: UTF8.self)
            i = close + 1
        }
        var stack: [UInt8] = [62]
        var fieldStart = i
        var inQuote = false
        func addField(_ from: Int, _ to: Int) {
            var a = from, b = to
            while a < b && (bytes[a] == 32 || bytes[a] == 59 || bytes[a] == 9) { a += 1 }
            while b > a && (bytes[b - 1] == 32 || bytes[b - 1] == 59 || bytes[b - 1] == 9) { b -= 1 }
            guard a < b else { return }
            d.fields.append(Self.split(String(decoding: bytes[a..<b], as: UTF8.self)))
        }
        while i < bytes.count {
            let b = bytes[i]
            if inQuote {
                // A quote closes only before `;`, `>` or the end: texts are not escaped (`'Texas Hold'em Poker'`).
                if b == 39 && (i + 1 == bytes.count || bytes[i + 1] == 59 || bytes[i + 1] == 62) { inQuote = false }
                i += 1
                continue
            }
            switch b {
            case 39:
                if stack.count == 1 && i >= 2 && bytes[i - 1] == 32 && (bytes[i - 2] == 61 || bytes[i - 2] == 58) { inQuote = true }
            case 60: stack.append(62)
            case 123: stack.append(125)
            case 40: stack.append(41)
            case 91: stack.append(93)
            case 62, 125, 41, 93:
                if let top = stack.last, top == b {
                    stack.removeLast()
                } else if b == 62, let k = stack.lastIndex(of: 62) {
                    stack.removeSubrange(k...)
                }
                if stack.isEmpty {
                    addField(fieldStart, i)
                    d.isComplete = true
                    return (d, i + 1)
                }
            case 59 where stack.count == 1:
                addField(fieldStart, i)
                fieldStart = i + 1
            default: break
            }
            i += 1
        }
        addField(fieldStart, bytes.count)
        return (d, bytes.count)
    }

    /// `key = value`, `key: value`, `target= <…>`, or an unlabeled field.
    static func split(_ field: String) -> (key: String, value: String) {
        let u = Array(field.utf8)
        var i = 0
        while i < u.count && (isClassByte(u[i]) || u[i] == 45) { i += 1 }
        guard i > 0 else { return ("", field) }
        let key = String(decoding: u[0..<i], as: UTF8.self)
        var j = i
        while j < u.count && u[j] == 32 { j += 1 }
        if j < u.count && (u[j] == 61 || (u[j] == 58 && j + 1 < u.count && u[j + 1] == 32)) {
            j += 1
            while j < u.count && u[j] == 32 { j += 1 }
            return (key, String(decoding: u[j...], as: UTF8.self))
        }
        return ("", field)
    }
}
