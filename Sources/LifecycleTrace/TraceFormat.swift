// The trace formats: the only list of them. `--format`'s choices and help, and the sink a run
// writes through, all come from this enum (swift-argument-parser's CompletionShell pattern).
// A new format is a new file with its writer plus one case here.

import LifecycleKit

public enum TraceFormat: String, CaseIterable, Sendable {
    case text, jsonl, mermaid, svg

    /// One line for `--format`'s help.
    public var summary: String {
        switch self {
        case .text: return "aligned lines for people, as it happens"
        case .jsonl: return "one JSON object per event, as it happens"
        case .mermaid: return "a Mermaid sequenceDiagram, written when the run ends"
        case .svg: return "a timeline picture, written when the run ends"
        }
    }

    /// The writer for this format; `colors` matters to text only.
    /// `write` nil: stdout.
    public func makeSink(colors: Bool = false, write: ((String) -> Void)? = nil) -> TraceSink {
        switch self {
        case .text: return TextTraceWriter(colors: colors, write: write)
        case .jsonl: return JSONLTraceWriter(write: write)
        case .mermaid: return MermaidTraceWriter(write: write ?? StandardOutput.write)
        case .svg: return SVGTraceWriter(write: write ?? StandardOutput.write)
        }
    }

    /// `--format`'s help, built from every case.
    public static var help: String {
        "Output format: " + allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: "; ") + "."
    }

    /// The sinks of one run: the format's writer, behind the `--events` filter if one is given.
    public func makeSinks(colors: Bool = false, filter: TraceFilter? = nil) -> [TraceSink] {
        [FilteringSink(makeSink(colors: colors), filter: filter ?? .defaultTrace)]
    }
}

/// Seconds with three decimals, without Foundation: the time column of every format.
public func formatTime(_ t: Double) -> String {
    let ms = Int((t * 1000).rounded())
    let frac = String(ms % 1000)
    return "\(ms / 1000).\(String(repeating: "0", count: 3 - frac.count))\(frac)"
}
