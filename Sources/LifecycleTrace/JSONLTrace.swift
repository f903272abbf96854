// `--format jsonl`: the trace for programs, one JSON object per event as it happens
// (lua-api.md's keys: seq, time, vc, event, animated, parent, target, message).

import LifecycleKit

public final class JSONLTraceWriter: TraceSink {
    let write: (String) -> Void
    public init(write: @escaping (String) -> Void = StandardOutput.write) { self.write = write }

    public func record(_ e: TraceEvent) { write(Self.line(e) + "\n") }

    public static func line(_ e: TraceEvent) -> String {
        var fields = ["\"seq\":\(e.seq)", "\"time\":\(jsonNumber(e.time))",
                      "\"vc\":\(e.controller.map(Escaping.json) ?? "null")", "\"event\":\(Escaping.json(e.event.rawValue))"]
        if let a = e.animated { fields.append("\"animated\":\(a)") }
        if let p = e.parent { fields.append("\"parent\":\(p.map(Escaping.json) ?? "null")") }
        if let t = e.target { fields.append("\"target\":\(Escaping.json(t))") }
        if let m = e.message { fields.append("\"message\":\(Escaping.json(m))") }
        if let c = e.completed { fields.append("\"completed\":\(c)") }
        if let s = e.size { fields.append("\"size\":\(Escaping.json(s))") }
        if let t = e.traits { fields.append("\"traits\":\(Escaping.json(t))") }
        return "{" + fields.joined(separator: ",") + "}"
    }

    static func jsonNumber(_ d: Double) -> String {
        d == d.rounded() && abs(d) < 1e15 ? "\(Int(d)).0" : "\(d)"
    }
}
