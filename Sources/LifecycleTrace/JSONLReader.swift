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
        for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
            let fields: [String: Value]
            do { fields = try parseObject(Array(line.utf8)) } catch {
                throw Failure(line: n + 1, reason: error.text)
            }
            guard case .string(let name)? = fields["event"], let kind = EventKind(rawValue: name) else { continue }
            var e = TraceEvent(controller: fields["vc"]?.string, event: kind,
                               animated: fields["animated"]?.bool, parent: fields["parent"].map { $0.string },
                               target: fields["target"]?.string, message: fields["message"]?.string,
                               completed: fields["completed"]?.bool, size: fields["size"]?.string,
                               traits: fields["traits"]?.string)
            if case .number(let t)? = fields["time"] { e.time = t }
            if case .number(let s)? = fields["seq"] { e.seq = Int(s) }
            events.append(e)
        }
        return events
    }

    enum Value {
        case string(String), number(Double), bool(Bool), null
        var string: String? { if case .string(let s) = self { return s }; return nil }
        var bool: Bool? { if case .bool(let b) = self { return b }; return nil }
    }

    struct Reason: Error { let text: String; init(_ text: String) { self.text = text } }

    /// `{"key":value,…}`.
    static func parseObject(_ b: [UInt8]) throws(Reason) -> [String: Value] {
        var i = 0
        func skip() { while i < b.count, b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0D { i += 1 } }
        func expect(_ c: UInt8) throws(Reason) { skip(); guard i < b.count, b[i] == c else { throw Reason("expected '\(Character(Unicode.Scalar(c)))'") }; i += 1 }
        func string() throws(Reason) -> String {
            try expect(UInt8(ascii: "\""))
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
        func value() throws(Reason) -> Value {
            skip()
            guard i < b.count else { throw Reason("expected a value") }
            switch b[i] {
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): i += 4; return .bool(true)
            case UInt8(ascii: "f"): i += 5; return .bool(false)
            case UInt8(ascii: "n"): i += 4; return .null
            default:
                let start = i
                while i < b.count, b[i] != UInt8(ascii: ","), b[i] != UInt8(ascii: "}") { i += 1 }
                guard let d = Double(String(decoding: b[start..<i], as: UTF8.self).trimmingWhitespace()) else { throw Reason("bad number") }
                return .number(d)
            }
        }
        var fields: [String: Value] = [:]
        try expect(UInt8(ascii: "{"))
        skip()
        if i < b.count, b[i] == UInt8(ascii: "}") { return fields }
        while true {
            let key = try string()
            try expect(UInt8(ascii: ":"))
            fields[key] = try value()
            skip()
            guard i < b.count else { throw Reason("unterminated object") }
            if b[i] == UInt8(ascii: "}") { return fields }
            try expect(UInt8(ascii: ","))
        }
    }
}

