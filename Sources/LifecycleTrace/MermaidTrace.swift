// `lifelua run --format mermaid`: the trace as a Mermaid sequenceDiagram (renders on GitHub and
// any Mermaid host). Controllers are participants in order of first appearance; each callback is
// a self-message; delegate events go from the container to the controller shown or selected; log
// lines and warnings are notes; a note marks each new instant of virtual time.
//
// Pictures need the whole trace (participants come first): see PictureTrace.swift.

import LifecycleKit

public final class MermaidTraceWriter: PictureTraceWriter {
    public init(write: @escaping (String) -> Void = StandardOutput.write) {
        super.init(write: write, render: MermaidTraceWriter.render)
    }

    /// The whole diagram for a list of events.
    public static func render(_ events: [TraceEvent]) -> String {
        let order = Participants.names(in: events)
        var ids: [String: String] = [:]
        for (i, name) in order.enumerated() { ids[name] = "P\(i + 1)" }
        var lines = ["sequenceDiagram"]
        if order.isEmpty {
            lines.append("    participant P0 as trace")
        }
        for name in order {
            let label = Escaping.mermaid(name, name: true)
            lines.append("    participant \(ids[name]!) as \(label.isEmpty ? "#160;" : label)")
        }
        let all = order.isEmpty ? "P0" : (order.count == 1 ? "P1" : "P1,P\(order.count)")
        var lastTime: Double? = nil
        for e in events {
            if lastTime == nil || e.time != lastTime! {
                lastTime = e.time
                lines.append("    Note over \(all): t = \(formatTime(e.time)) s")
            }
            switch e.event {
            case .log:
                lines.append("    Note over \(all): \(Escaping.mermaid(e.message ?? ""))")
            case .warning:
                let over = e.controller.flatMap { ids[$0] } ?? all
                lines.append("    Note over \(over): ⚠ \(Escaping.mermaid(e.message ?? ""))")
            default:
                let from = e.controller.flatMap { ids[$0] } ?? "P0"
                let to = e.target.flatMap { ids[$0] } ?? from
                lines.append("    \(from)->>\(to): \(Escaping.mermaid(messageText(e)))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// "viewWillAppear (animated)", "willMove (parent: Nav)", "willShow Home (animated)".
    static func messageText(_ e: TraceEvent) -> String {
        var details: [String] = []
        if let p = e.parent { details.append("parent: \(p ?? "nil")") }
        if let a = e.animated { details.append(a ? "animated" : "not animated") }
        if let c = e.completed { details.append(c ? "completed" : "cancelled") }
        let base = e.event.rawValue
        return details.isEmpty ? base : "\(base) (\(details.joined(separator: ", ")))"
    }
}
