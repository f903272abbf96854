// `lifelua run --format mermaid`: the trace as a Mermaid sequenceDiagram (renders on GitHub and
// any Mermaid host). Controllers are participants in hierarchy order (PictureTrace.swift: a
// window's root, then its children and what it presents, depth first). A callback UIKit makes on
// a controller because of where it sits — its appearance and containment callbacks — is an arrow
// from the controller that holds it there: the presenter to the presented, a navigation
// controller to a pushed or popped controller, a parent to its child (containment,
// `transition`), a tab bar controller to a tab. A root's callbacks, and any other callback, are
// self-messages; delegate events go from the container to the controller shown or selected; log
// lines and warnings are notes; a note marks each new instant of virtual time; the error that
// ended a run is the last note.
//
// Pictures need the whole trace (participants come first): see PictureTrace.swift.

import LifecycleKit

public final class MermaidTraceWriter: PictureTraceWriter {
    public init(write: @escaping (String) -> Void = StandardOutput.write) {
        super.init(write: write, render: MermaidTraceWriter.render)
    }

    /// The whole diagram for a list of events, places from the trace alone.
    public static func render(_ events: [TraceEvent]) -> String { render(Picture(events: events)) }

    /// The whole diagram.
    public static func render(_ picture: Picture) -> String {
        let events = picture.events
        let order = picture.hierarchy.map(\.name)
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
        for (i, e) in events.enumerated() {
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
                let me = e.controller.flatMap { ids[$0] } ?? "P0"
                let from: String, to: String
                if let t = e.target.flatMap({ ids[$0] }) {
                    (from, to) = (me, t)
                } else if actsThroughPlace(e.event), let h = picture.places[i]?.holder, let hid = ids[h] {
                    (from, to) = (hid, me)
                } else {
                    (from, to) = (me, me)
                }
                lines.append("    \(from)->>\(to): \(Escaping.mermaid(messageText(e)))")
            }
        }
        if let failure = picture.failure {
            lines.append("    Note over \(all): ✖ error: \(Escaping.mermaid(oneLine(failure)))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The callbacks a controller gets from the one that holds it: appearance and containment.
    static func actsThroughPlace(_ kind: EventKind) -> Bool {
        kind.category == .appearance || kind.category == .containment
    }

    /// A message on one line (a note cannot hold a line break).
    static func oneLine(_ s: String) -> String {
        s.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).joined(separator: " — ")
    }

    /// "viewWillAppear (animated)", "willMove (parent: Nav)", "willShow Home (animated)".
    static func messageText(_ e: TraceEvent) -> String {
        var details: [String] = []
        if let p = e.parent { details.append("parent: \(p ?? "nil")") }
        if let a = e.animated { details.append(a ? "animated" : "not animated") }
        if let c = e.completed { details.append(c ? "completed" : "cancelled") }
        if let i = e.index { details.append("index \(i)") }
        let base = e.event.rawValue
        return details.isEmpty ? base : "\(base) (\(details.joined(separator: ", ")))"
    }
}
