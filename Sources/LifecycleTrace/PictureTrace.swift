// Pictures (mermaid, svg) need the whole trace before they can draw (participants and lanes
// come first), so their writers buffer the events and write once, when the run ends — on the
// failure path too, so a picture shows what was traced before an error.

import LifecycleKit

/// Buffers the events and writes `render(events)` once, when the run ends (even after an error).
public class PictureTraceWriter: TraceSink {
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

/// Who gets a participant (mermaid) or a lane (svg): every controller an event names, and every
/// delegate target, in order of first appearance. Log lines and warnings about no controller
/// have no owner and go to the whole picture (mermaid) or the log lane (svg).
enum Participants {
    static func names(in events: [TraceEvent]) -> [String] {
        var seen: Set<String> = []
        var order: [String] = []
        func note(_ name: String?) {
            guard let name, seen.insert(name).inserted else { return }
            order.append(name)
        }
        for e in events where !isUnowned(e) {
            note(e.controller)
            note(e.target)
        }
        return order
    }

    /// A log line, or a warning about no controller.
    static func isUnowned(_ e: TraceEvent) -> Bool {
        e.event == .log || (e.event == .warning && e.controller == nil)
    }
}
