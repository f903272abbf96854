// One output line built as bytes in a buffer reused for every event, then handed to C stdio in
// one fwrite — the buffer Lua's `print` shares, so lines keep their order. No Swift String is
// built per event on this path (perf-anatomy §2.5 item 1: formatting was half of a JSONL run).
// A writer given a `write` closure (tests, the REPL) gets the same bytes as a String.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A class around a raw buffer: appending to an `[UInt8]` would pay a uniqueness check, a
/// capacity check and a generic copy per field.
final class LineBytes {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0
    /// Where the line goes: stdout through stdio, or a closure.
    let write: ((String) -> Void)?

    init(write: ((String) -> Void)?) {
        self.write = write
        capacity = 512
        base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }

    /// Room for `n` more bytes.
    @inline(__always) private func reserve(_ n: Int) {
        if count + n > capacity { grow(count + n) }
    }

    private func grow(_ needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    @inline(__always) private func append(_ p: UnsafeRawBufferPointer) {
        guard let source = p.baseAddress, p.count > 0 else { return }
        reserve(p.count)
        (base + count).update(from: source.assumingMemoryBound(to: UInt8.self), count: p.count)
        count += p.count
    }

    @inline(__always) func ascii(_ s: StaticString) {
        s.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
    }

    func append(_ s: String) {
        var s = s
        s.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    func append(_ b: [UInt8]) { b.withUnsafeBytes { append($0) } }

    /// `b[start..<end]`.
    @inline(__always) func append(_ b: [UInt8], from start: Int, to end: Int) {
        b.withUnsafeBytes { append(UnsafeRawBufferPointer(rebasing: $0[start..<end])) }
    }

    @inline(__always) func spaces(_ n: Int) {
        reserve(n)
        (base + count).initialize(repeating: UInt8(ascii: " "), count: n)
        count += n
    }

    @inline(__always) func byte(_ b: UInt8) {
        reserve(1)
        base[count] = b
        count += 1
    }

    /// An integer in decimal.
    func int(_ value: Int) {
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)   // 20 digits fit in 24 bytes
        let n = withUnsafeMutableBytes(of: &digits) { d -> Int in
            var i = d.count
            repeat {
                i -= 1
                d[i] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 { i -= 1; d[i] = UInt8(ascii: "-") }
            return i
        }
        withUnsafeBytes(of: &digits) { append(UnsafeRawBufferPointer(rebasing: $0[n...])) }
    }

    /// `s` as a JSON string literal, the bytes of `Escaping.json(s)`: `"` and `\` escaped, `\n`,
    /// `\r`, `\t` by name, other control characters as `\u00xx`; every other byte (UTF-8
    /// included) as is. Read from the string's bytes: a scan of `s.utf8` costs a call per byte.
    func jsonString(_ s: String) {
        var s = s
        s.withUTF8 { utf8 in
            let bytes = UnsafeRawBufferPointer(utf8)
            reserve(bytes.count + 2)
            byte(UInt8(ascii: "\""))
            var copied = 0
            for i in 0..<bytes.count {
                let b = bytes[i]
                guard Escaping.jsonEscapes(b) else { continue }
                append(UnsafeRawBufferPointer(rebasing: bytes[copied..<i]))
                copied = i + 1
                byte(UInt8(ascii: "\\"))
                switch b {
                case UInt8(ascii: "\n"): byte(UInt8(ascii: "n"))
                case UInt8(ascii: "\r"): byte(UInt8(ascii: "r"))
                case UInt8(ascii: "\t"): byte(UInt8(ascii: "t"))
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): byte(b)
                default:
                    let hex: StaticString = "0123456789abcdef"
                    ascii("u00")
                    hex.withUTF8Buffer { digits in
                        byte(digits[Int(b >> 4)])
                        byte(digits[Int(b & 0xF)])
                    }
                }
            }
            append(UnsafeRawBufferPointer(rebasing: bytes[copied...]))
            byte(UInt8(ascii: "\""))
        }
    }

    /// Ends the line and sends it.
    func flushLine() {
        byte(UInt8(ascii: "\n"))
        if let write {
            write(String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self))
        } else {
            _ = fwrite(base, 1, count, stdout)
        }
        count = 0
    }
}

/// Encoded forms of the names a trace repeats, computed once per name and kept while the name
/// keeps its slot (StringSlots): a name found again after it lost its slot is encoded again, which
/// costs less than a lookup by contents (a hash of its bytes) would on every miss.
struct NameCache {
    private var slots = StringSlots()
    let make: (String) -> [UInt8]

    init(_ make: @escaping (String) -> [UInt8]) { self.make = make }

    mutating func get(_ name: String) -> [UInt8] {
        if let v = slots[name] { return v }
        let value = make(name)
        slots[name] = value
        return value
    }
}
