/// The JSON writer's output: bytes written in place through a pointer into
/// memory this buffer owns and grows. Each piece checks the room left once;
/// an `[UInt8]` would also check that its storage is unique and go through
/// the generic `append(contentsOf:)` for every piece, which was half the cost
/// of writing a line (issue 15). The owner frees it with `deallocate()`.
struct JSONBytes {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 4096) {
        self.capacity = max(capacity, 64)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    func deallocate() { base.deallocate() }

    /// The bytes written so far, valid until the next change.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    mutating func removeAll() { count = 0 }

    /// Makes room for `n` more bytes.
    @inline(__always)
    mutating func reserve(_ n: Int) {
        if _slowPath(count + n > capacity) { grow(to: count + n) }
    }

    @inline(never)
    private mutating func grow(to needed: Int) {
        let newCapacity = Swift.max(needed, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count)
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func append(contentsOf text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    /// The decimal digits of `value`, written in place.
    @inline(__always)
    mutating func appendInteger(_ value: Int64) {
        reserve(Self.maximumIntegerLength)
        count += Self.writeInteger(value, to: base + count)
    }

    /// The most bytes `writeInteger` writes: a sign and 19 digits.
    static var maximumIntegerLength: Int { 20 }

    /// Writes the decimal digits of `value` (after a `-` when negative) at
    /// `out`, which has room for `maximumIntegerLength` bytes; returns how many it wrote.
    @inline(__always)
    static func writeInteger(_ value: Int64, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var start = 0
        if value < 0 {
            out[0] = UInt8(ascii: "-")
            start = 1
        }
        var magnitude = value.magnitude
        var digits = 1
        var rest = magnitude
        while rest >= 10 { rest /= 10; digits += 1 }
        var i = start + digits
        repeat {
            i -= 1
            out[i] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        return start + digits
    }

    /// The `width` last decimal digits of `value` (zeros first if it has fewer).
    @inline(__always)
    mutating func appendDigits(_ value: Int64, width: Int) {
        reserve(width)
        var rest = value.magnitude
        var i = count + width
        while i > count {
            i -= 1
            base[i] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        count += width
    }

    /// Runs `write` on a new buffer of `capacity` bytes (it grows if need be)
    /// and returns what it wrote as a string.
    static func string(capacity: Int = 256, _ write: (inout JSONBytes) -> Void) -> String {
        var out = JSONBytes(capacity: capacity)
        defer { out.deallocate() }
        write(&out)
        return String(decoding: out.bytes, as: UTF8.self)
    }
}
