// `--format jsonl`: the trace for programs, one JSON object per event as it happens
// (lua-api.md's keys: seq, time, vc, event, animated, parent, target, message).

import LifecycleKit

public final class JSONLTraceWriter: TraceSink {
    private let out: LineBytes
    private var names = NameCache { JSONLTraceWriter.jsonBytes($0) }
    /// Each kind's name as a JSON string.
    /// (An instance's copy: a static is reached through a once-check per event.)
    private let eventNames = EventNameBytes { Escaping.json($0.rawValue) }
    private var lastTime: (value: Double, bytes: [UInt8]) = (0, Array("0.0".utf8))

    /// `write` nil: stdout, through stdio.
    public init(write: ((String) -> Void)? = nil) { out = LineBytes(write: write) }

    /// The bytes of `line(e)`, without building it as Strings.
    public func record(_ e: TraceEvent) { record(e, seq: e.seq) }

    public func record(_ e: TraceEvent, seq: Int) {
        out.ascii("{\"seq\":")
        out.int(seq)
        out.ascii(",\"time\":")
        if e.time != lastTime.value { lastTime = (e.time, Array(Self.jsonNumber(e.time).utf8)) }
        out.append(lastTime.bytes)
        out.ascii(",\"vc\":")
        if let c = e.controller { out.append(names.get(c)) } else { out.ascii("null") }
        out.ascii(",\"event\":")
        eventNames.append(e.event, to: out)
        if let a = e.animated { a ? out.ascii(",\"animated\":true") : out.ascii(",\"animated\":false") }
        if let p = e.parent {
            out.ascii(",\"parent\":")
            if let name = p { out.append(names.get(name)) } else { out.ascii("null") }
        }
        if let t = e.target { out.ascii(",\"target\":"); out.append(names.get(t)) }
        if let i = e.index { out.ascii(",\"index\":"); out.int(i) }
        if let m = e.message { out.ascii(",\"message\":"); out.jsonString(m) }
        if let c = e.completed { c ? out.ascii(",\"completed\":true") : out.ascii(",\"completed\":false") }
        if let s = e.size { out.ascii(",\"size\":"); out.jsonString(s) }
        if let t = e.traits { out.ascii(",\"traits\":"); out.jsonString(t) }
        out.byte(UInt8(ascii: "}"))
        out.flushLine()
    }

    /// The line as a String (the reference `record` must match byte for byte).
    public static func line(_ e: TraceEvent) -> String {
        var fields = ["\"seq\":\(e.seq)", "\"time\":\(jsonNumber(e.time))",
                      "\"vc\":\(e.controller.map(Escaping.json) ?? "null")", "\"event\":\(Escaping.json(e.event.rawValue))"]
        if let a = e.animated { fields.append("\"animated\":\(a)") }
        if let p = e.parent { fields.append("\"parent\":\(p.map(Escaping.json) ?? "null")") }
        if let t = e.target { fields.append("\"target\":\(Escaping.json(t))") }
        if let i = e.index { fields.append("\"index\":\(i)") }
        if let m = e.message { fields.append("\"message\":\(Escaping.json(m))") }
        if let c = e.completed { fields.append("\"completed\":\(c)") }
        if let s = e.size { fields.append("\"size\":\(Escaping.json(s))") }
        if let t = e.traits { fields.append("\"traits\":\(Escaping.json(t))") }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// `Escaping.json(s)` as bytes; a name with nothing to escape (the usual) is copied as is.
    static func jsonBytes(_ s: String) -> [UInt8] {
        var s = s
        let plain: [UInt8]? = s.withUTF8 { b in
            guard !b.contains(where: Escaping.jsonEscapes) else { return nil }
            return [UInt8](unsafeUninitializedCapacity: b.count + 2) { out, count in
                out[0] = UInt8(ascii: "\"")
                for i in 0..<b.count { out[i + 1] = b[i] }
                out[b.count + 1] = UInt8(ascii: "\"")
                count = b.count + 2
            }
        }
        return plain ?? Array(Escaping.json(s).utf8)
    }

    static func jsonNumber(_ d: Double) -> String {
        d == d.rounded() && abs(d) < 1e15 ? "\(Int(d)).0" : "\(d)"
    }
}
