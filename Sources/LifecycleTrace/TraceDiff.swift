// `lifelua diff`: two traces aligned side by side (the longest common subsequence of their text
// lines, without `seq`, and without the time with `ignoreTime`), changed rows marked, then one
// summary line per difference ("B.viewWillDisappear only on iOS 12").

import LifecycleKit

public struct TraceDiff {
    public let left: [TraceEvent]
    public let right: [TraceEvent]
    public let leftName: String
    public let rightName: String
    public let ignoreTime: Bool

    /// The alignment, computed once.
    public let steps: [LineDiff.Step]

    public init(left: [TraceEvent], right: [TraceEvent], leftName: String, rightName: String, ignoreTime: Bool) {
        self.left = left; self.right = right; self.leftName = leftName; self.rightName = rightName; self.ignoreTime = ignoreTime
        leftLines = Self.lines(left) { TextTraceWriter(write: $0) }
        rightLines = Self.lines(right) { TextTraceWriter(write: $0) }
        if ignoreTime {
            // What two events are compared by: the text line, at time 0 when the time is ignored
            // (whatever the width of the time column).
            func untimed(_ events: [TraceEvent]) -> [String] {
                Self.lines(events.map { var e = $0; e.time = 0; return e }) { TextTraceWriter(write: $0) }
            }
            steps = LineDiff.align(untimed(left), untimed(right))
        } else {
            steps = LineDiff.align(leftLines, rightLines)
        }
    }

    /// Each event's line, without its newline, from a byte writer: the same text as the writer's
    /// one-line renderer (`line(_:)`, which the writers' tests hold them to) at a fraction of the
    /// cost, and a diff renders every event of both traces.
    private static func lines(_ events: [TraceEvent], writer: (@escaping (String) -> Void) -> TraceSink) -> [String] {
        var lines: [String] = []
        lines.reserveCapacity(events.count)
        let sink = writer { lines.append(String($0.utf8.dropLast())!) }
        for e in events { sink.record(e) }
        return lines
    }

    /// Each event's text line, made once for the alignment and the side-by-side rows.
    private let leftLines: [String]
    private let rightLines: [String]

    public var differs: Bool { steps.contains { if case .both = $0 { return false }; return true } }

    /// The side-by-side rows, then the summary; colour on a terminal.
    public func text(colors: Bool = false) -> String {
        let width = 58
        func cell(_ line: String?) -> String {
            guard let line else { return String(repeating: " ", count: width) }
            let s = String(line.drop(while: { $0 == " " }))
            return s.count > width ? String(s.prefix(width - 1)) + "…" : s.padded(to: width)
        }
        func paint(_ s: String, _ code: String) -> String { colors ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }
        var out = ["  " + leftName.padded(to: width) + " │ " + rightName, "  " + String(repeating: "─", count: width) + "─┼─" + String(repeating: "─", count: width)]
        for step in steps {
            switch step {
            case .both(let i, let j): out.append("  " + cell(leftLines[i]) + " │ " + cell(rightLines[j]).trimmingWhitespace())
            case .first(let i): out.append(paint("- " + cell(leftLines[i]) + " │", "31"))
            case .second(let j): out.append(paint("+ " + cell(nil) + " │ " + cell(rightLines[j]).trimmingWhitespace(), "32"))
            }
        }
        let summary = summaryLines(steps)
        out.append("")
        out.append(contentsOf: summary.isEmpty ? ["the traces are the same"] : summary)
        return out.joined(separator: "\n") + "\n"
    }

    /// "B.viewWillDisappear (animated) only on iOS 12".
    func summaryLines(_ steps: [LineDiff.Step]) -> [String] {
        steps.compactMap { step in
            switch step {
            case .both: return nil
            case .first(let i): return "\(describe(left[i])) only on \(leftName)"
            case .second(let j): return "\(describe(right[j])) only on \(rightName)"
            }
        }
    }

    func describe(_ e: TraceEvent) -> String {
        var s = e.label
        if let a = e.animated { s += a ? " (animated)" : " (not animated)" }
        if !ignoreTime { s += " at \(formatTime(e.time)) s" }
        return s
    }

    /// One JSON object per row: `{"op":"=","left":…,"right":…}` with "-" and "+" for one side only.
    public func jsonl() -> String {
        let leftJSON = Self.lines(left) { JSONLTraceWriter(write: $0) }
        let rightJSON = Self.lines(right) { JSONLTraceWriter(write: $0) }
        var out = ""
        for step in steps {
            switch step {
            case .both(let i, let j): out += "{\"op\":\"=\",\"left\":" + leftJSON[i] + ",\"right\":" + rightJSON[j] + "}\n"
            case .first(let i): out += "{\"op\":\"-\",\"left\":" + leftJSON[i] + "}\n"
            case .second(let j): out += "{\"op\":\"+\",\"right\":" + rightJSON[j] + "}\n"
            }
        }
        return steps.isEmpty ? "\n" : out
    }
}
