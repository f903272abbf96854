// One output line built as bytes in a buffer reused for every event, then handed to C stdio in
// one fwrite — the buffer Lua's `print` shares, so lines keep their order. No Swift String is
// built per event on this path (perf-anatomy §2.5 item 1: formatting was half of a JSONL run).
// A writer given a `write` closure (tests, the REPL) gets the same bytes as a String.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct LineBytes {
    private(set) var bytes: [UInt8] = []
    /// Where the line goes: stdout through stdio, or a closure.
    let write: ((String) -> Void)?

    init(write: ((String) -> Void)?) {
        self.write = write
        bytes.reserveCapacity(256)
    }

    mutating func ascii(_ s: StaticString) {
        s.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ s: String) { bytes.append(contentsOf: s.utf8) }
    mutating func append(_ b: [UInt8]) { bytes.append(contentsOf: b) }
    mutating func byte(_ b: UInt8) { bytes.append(b) }

    /// A non-negative integer in decimal.
    mutating func int(_ value: Int) {
        if value < 0 { byte(UInt8(ascii: "-")); int(-value); return }
        if value >= 10 { int(value / 10) }
        byte(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// Ends the line and sends it.
    mutating func flushLine() {
        byte(UInt8(ascii: "\n"))
        if let write {
            write(String(decoding: bytes, as: UTF8.self))
        } else {
            bytes.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count, stdout) }
        }
        bytes.removeAll(keepingCapacity: true)
    }
}

/// Encoded forms of the names a trace repeats, computed once per name.
struct NameCache<Value> {
    private var values: [String: Value] = [:]
    let make: (String) -> Value

    init(_ make: @escaping (String) -> Value) { self.make = make }

    mutating func get(_ name: String) -> Value {
        if let v = values[name] { return v }
        if values.count >= 4096 { values.removeAll(keepingCapacity: true) }   // bounded: names repeat locally
        let v = make(name)
        values[name] = v
        return v
    }
}
