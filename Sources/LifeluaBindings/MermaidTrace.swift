// `lifelua run --format mermaid`: the trace as a Mermaid sequenceDiagram (renders on GitHub and
// any Mermaid host). Controllers are participants in order of first appearance; each callback is
// a self-message; delegate events go from the container to the controller shown or selected; log
// lines and warnings are notes; a note marks each new instant of virtual time.
//
// Pictures need the whole trace (participants come first), so this sink buffers and writes in
// finish(), which the runner calls when the run ends — on the failure path too.

import LifecycleKit

/// A sink that writes when the run ends rather than as events happen (mermaid, svg).
/// `ScenarioRunner.finish()` calls `finish()` on every sink that adopts it.
public protocol FinishingTraceSink: TraceSink {
    func finish()
}

/// Buffers the events and writes `render(events)` once, when the run ends (even after an error).
public class PictureTraceWriter: FinishingTraceSink {
    let write: (String) -> Void
    let render: ([TraceEvent]) -> String
    private(set) var events: [TraceEvent] = []
    private var finished = false

    init(write: @escaping (String) -> Void, render: @escaping ([TraceEvent]) -> String) {
        self.write = write
        self.render = render
    }

    public func record(_ e: TraceEvent) { events.append(e) }

    public func finish() {
        guard !finished else { return }
        finished = true
        write(render(events))
    }
}

public final class MermaidTraceWriter: PictureTraceWriter {
    public init(write: @escaping (String) -> Void = StandardOutput.write) {
        super.init(write: write, render: MermaidTraceWriter.render)
    }

    /// The whole diagram for a list of events.
    public static func render(_ events: [TraceEvent]) -> String {
        var ids: [String: String] = [:]
        var order: [String] = []
        func note(_ name: String?) {
            guard let name, ids[name] == nil else { return }
            order.append(name)
            ids[name] = "P\(order.count)"
        }
        for e in events where e.event != .log && !(e.event == .warning && e.controller == nil) {
            note(e.controller)
            note(e.target)
        }
        var lines = ["sequenceDiagram"]
        if order.isEmpty {
            lines.append("    participant P0 as trace")
        }
        for name in order {
            let label = escape(name, name: true)
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
                lines.append("    Note over \(all): \(escape(e.message ?? ""))")
            case .warning:
                let over = e.controller.flatMap { ids[$0] } ?? all
                lines.append("    Note over \(over): ⚠ \(escape(e.message ?? ""))")
            default:
                let from = e.controller.flatMap { ids[$0] } ?? "P0"
                let to = e.target.flatMap { ids[$0] } ?? from
                lines.append("    \(from)->>\(to): \(escape(messageText(e)))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// "viewWillAppear (animated)", "willMove (parent: Nav)", "willShow Home (animated)".
    static func messageText(_ e: TraceEvent) -> String {
        var details: [String] = []
        if let p = e.parent { details.append("parent: \(p ?? "nil")") }
        if let a = e.animated { details.append(a ? "animated" : "not animated") }
        let base = e.event.rawValue
        return details.isEmpty ? base : "\(base) (\(details.joined(separator: ", ")))"
    }

    /// Mermaid's entity codes for everything its sequence grammar treats specially (`;` ends a
    /// statement, `#` starts an entity, `%%` a comment, quotes and angle brackets reach the
    /// HTML; in a participant's name also `:` and `,`), and newlines folded to spaces.
    static func escape(_ s: String, name: Bool = false) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "#": out += "#35;"
            case ";": out += "#59;"
            case "\"": out += "#quot;"
            case "'": out += "#39;"
            case "%": out += "#37;"
            case ":" where name: out += "#58;"
            case "," where name: out += "#44;"
            case "-" where name: out += "#45;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case "&": out += "#amp;"
            case "{": out += "#123;"
            case "}": out += "#125;"
            case "\n", "\r", "\t": out += " "
            default:
                if u.value < 0x20 { out += " " } else { out.unicodeScalars.append(u) }
            }
        }
        return out
    }
}
