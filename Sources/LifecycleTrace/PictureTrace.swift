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
    /// Whether the picture's horizontal axis is time (svg): a block then starts after the last.
    let timeIsAxis: Bool
    /// `lifelua run`'s scenario blocks (issue 28 item 4): each starts with a log note naming it;
    /// a controller whose name an earlier block used is drawn as "Name (2)" (the block's number),
    /// so same-named controllers of different worlds never share a participant or a lane.
    private var block = 0
    private var timeOffset = 0.0
    private var namesOfEarlierBlocks: Set<String> = [], namesOfThisBlock: Set<String> = []

    init(write: @escaping (String) -> Void, render: @escaping ([TraceEvent]) -> String, timeIsAxis: Bool = false) {
        self.write = write
        self.render = render
        self.timeIsAxis = timeIsAxis
    }

    public func record(_ e: TraceEvent) {
        guard block > 1 else {
            note(e)
            events.append(shifted(e))
            return
        }
        var e = e
        func rename(_ name: String?) -> String? {
            guard let name else { return nil }
            namesOfThisBlock.insert(name)
            return namesOfEarlierBlocks.contains(name) ? "\(name) (\(block))" : name
        }
        e.controller = rename(e.controller)
        e.target = rename(e.target)
        if case .some(.some(let p)) = e.parent { e.parent = .some(rename(p)) }
        events.append(shifted(e))
    }

    private func note(_ e: TraceEvent) {
        if let c = e.controller { namesOfThisBlock.insert(c) }
        if let t = e.target { namesOfThisBlock.insert(t) }
    }

    private func shifted(_ e: TraceEvent) -> TraceEvent {
        guard timeOffset != 0 else { return e }
        var e = e
        e.time += timeOffset
        return e
    }

    public func beginBlock(_ name: String) {
        namesOfEarlierBlocks.formUnion(namesOfThisBlock)
        namesOfThisBlock = []
        if timeIsAxis, let last = events.last { timeOffset = last.time + 0.1 }
        block += 1
        var marker = TraceEvent(controller: nil, event: .log, message: "scenario: \(name)")
        marker.time = timeOffset
        events.append(marker)
    }

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
