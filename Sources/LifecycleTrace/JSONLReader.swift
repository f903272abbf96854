// Reads traces in lifelua's JSONL format back into events (`lifelua diff` against a recorded
// trace, e.g. one an app's logging wrote). Flat objects only — the format's — with strings,
// numbers, booleans and null; lines that are not events (hints, unknown event names) are skipped.

import LifecycleKit

public enum JSONLReader {
    public struct Failure: Error, CustomStringConvertible {
        public let line: Int
        public let reason: String
        public var description: String { "line \(line): \(reason)" }
    }

    public static func events(_ text: String) throws -> [TraceEvent] {
        var events: [TraceEvent] = []
        // numbered as in the file: blank lines count, and are skipped
        // issue 30: split on the bytes (a Character split costs a grapheme walk per byte)
        let bytes = Array(text.utf8)
        for (n, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
            let fields: Fields
            do { fields = try line.withUnsafeBufferPointer { (b) throws(Reason) in try parseObject(b) } } catch {
                throw Failure(line: n + 1, reason: error.text)
            }
            guard case .string(let name)? = fields["event"], let kind = EventKind(rawValue: name) else { continue }
            // issue 31: a field of the wrong type or a number out of range is the line's error
            // (a `seq` of 1e999 used to trap converting to Int)
            let e: TraceEvent
            do throws(Reason) { e = try event(kind, fields) } catch {
                throw Failure(line: n + 1, reason: error.text)
            }
            events.append(e)
        }
        return events
    }

    /// The event of a line whose `event` names `kind`; every other field checked for its type.
    static func event(_ kind: EventKind, _ fields: Fields) throws(Reason) -> TraceEvent {
        func string(_ key: String) throws(Reason) -> String? {
            switch fields[key] {
            case nil, .null?: return nil
            case .string(let s)?: return s
            default: throw Reason("'\(key)' must be a string")
            }
        }
        func bool(_ key: String) throws(Reason) -> Bool? {
            switch fields[key] {
            case nil, .null?: return nil
            case .bool(let b)?: return b
            default: throw Reason("'\(key)' must be true or false")
            }
        }
        let parent: String??
        switch fields["parent"] {
        case nil: parent = nil
        case .null?: parent = .some(nil)
        case .string(let s)?: parent = .some(s)
        default: throw Reason("'parent' must be a string or null")
        }
        var e = TraceEvent(controller: try string("vc"), event: kind, animated: try bool("animated"), parent: parent,
                           target: try string("target"), message: try string("message"),
                           completed: try bool("completed"), size: try string("size"), traits: try string("traits"))
        switch fields["index"] {
        case nil, .null?: break
        case .number(let i)?:
            guard let index = Int(exactly: i), index >= 1, index <= Int(UInt32.max) else { throw Reason("'index' must be a whole number from 1 to 2^32 - 1") }
            e.index = index
        default: throw Reason("'index' must be a number")
        }
        switch fields["time"] {
        case nil, .null?: break
        case .number(let t)? where t.isFinite && t >= 0 && t <= 1e15: e.time = t
        default: throw Reason("'time' must be a number of seconds from 0 to 1e15")
        }
        switch fields["seq"] {
        case nil, .null?: break
        case .number(let s)?:
            guard let seq = Int(exactly: s), seq >= 0, seq <= 1 << 53 else { throw Reason("'seq' must be a whole number from 0 to 2^53") }
            e.seq = seq
        default: throw Reason("'seq' must be a number")
        }
        return e
    }

    enum Value {
        case string(String), number(Double), bool(Bool), null
        var string: String? { if case .string(let s) = self { return s }; return nil }
        var bool: Bool? { if case .bool(let b) = self { return b }; return nil }
    }

    /// A line's fields in their order; a key given twice means its last value, as in a
    /// dictionary. A line has a handful: a search beats hashing each key (issue 30).
    struct Fields {
        var pairs: [(key: String, value: Value)] = []
        subscript(key: String) -> Value? { pairs.last { $0.key == key }?.value }
    }

    struct Reason: Error { let text: String; init(_ text: String) { self.text = text } }

    /// `{"key":value,…}`, read in place (a line is not copied).
    static func parseObject(_ b: UnsafeBufferPointer<UInt8>) throws(Reason) -> Fields {
        var i = 0
        func skip() { while i < b.count, b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0D { i += 1 } }
        func expect(_ c: UInt8) throws(Reason) { skip(); guard i < b.count, b[i] == c else { throw Reason("expected '\(Character(Unicode.Scalar(c)))'") }; i += 1 }
        func string() throws(Reason) -> String {
            try expect(UInt8(ascii: "\""))
            // the common case, no escape: the String straight from the line's bytes
            let start = i
            while i < b.count, b[i] != UInt8(ascii: "\""), b[i] != UInt8(ascii: "\\") { i += 1 }
            if i < b.count, b[i] == UInt8(ascii: "\"") {
                i += 1
                return String(decoding: UnsafeBufferPointer(rebasing: b[start..<(i - 1)]), as: UTF8.self)
            }
            i = start
            var out: [UInt8] = []
            while i < b.count, b[i] != UInt8(ascii: "\"") {
                if b[i] == UInt8(ascii: "\\"), i + 1 < b.count {
                    i += 1
                    switch b[i] {
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "u"):
                        guard i + 4 < b.count, let v = UInt32(String(decoding: b[(i + 1)...(i + 4)], as: UTF8.self), radix: 16),
                              let scalar = Unicode.Scalar(v) else { throw Reason("bad \\u escape") }
                        out.append(contentsOf: Array(String(Character(scalar)).utf8))
                        i += 4
                    default: out.append(b[i])
                    }
                } else {
                    out.append(b[i])
                }
                i += 1
            }
            guard i < b.count else { throw Reason("unterminated string") }
            i += 1
            return String(decoding: out, as: UTF8.self)
        }
        func literal(_ word: String) throws(Reason) {
            let w = Array(word.utf8), n = w.count
            guard i + n <= b.count, w == Array(b[i..<(i + n)]) else { throw Reason("bad value") }
            i += n
        }
        func value() throws(Reason) -> Value {
            skip()
            guard i < b.count else { throw Reason("expected a value") }
            switch b[i] {
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            default:
                let start = i
                while i < b.count, b[i] != UInt8(ascii: ","), b[i] != UInt8(ascii: "}") { i += 1 }
                let text = String(decoding: b[start..<i], as: UTF8.self).trimmingWhitespace()
                // JSON's numbers only: Double() alone also takes "nan", "inf" and hex
                guard Self.isJSONNumber(text), let d = Double(text) else { throw Reason("bad number") }
                return .number(d)
            }
        }
        var fields = Fields()
        try expect(UInt8(ascii: "{"))
        skip()
        if i < b.count, b[i] == UInt8(ascii: "}") { return fields }
        while true {
            let key = try string()
            try expect(UInt8(ascii: ":"))
            let v = try value()
            fields.pairs.append((key: key, value: v))
            skip()
            guard i < b.count else { throw Reason("unterminated object") }
            if b[i] == UInt8(ascii: "}") { return fields }
            try expect(UInt8(ascii: ","))
        }
    }

    /// `-?digits[.digits][(e|E)[+-]digits]`, without leading zeros: JSON's number grammar.
    static func isJSONNumber(_ text: String) -> Bool {
        var b = Array(text.utf8)[...]
        func digits() -> Int { var n = 0; while let c = b.first, c >= 0x30 && c <= 0x39 { b.removeFirst(); n += 1 }; return n }
        if b.first == UInt8(ascii: "-") { b.removeFirst() }
        let first = b.first
        let whole = digits()
        guard whole > 0, !(first == UInt8(ascii: "0") && whole > 1) else { return false }
        if b.first == UInt8(ascii: ".") { b.removeFirst(); guard digits() > 0 else { return false } }
        if b.first == UInt8(ascii: "e") || b.first == UInt8(ascii: "E") {
            b.removeFirst()
            if b.first == UInt8(ascii: "+") || b.first == UInt8(ascii: "-") { b.removeFirst() }
            guard digits() > 0 else { return false }
        }
        return b.isEmpty
    }
}
