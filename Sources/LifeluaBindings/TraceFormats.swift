// Trace formats: text for people (aligned columns: time, controller, callback, details) and
// jsonl for programs (one JSON object per event, lua-api.md's keys).

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LifecycleKit

/// Writes to stdout through C stdio, the same buffer Lua's `print` uses, so lines keep order.
public final class StandardOutput {
    public static func write(_ s: String) { fputs(s, stdout) }
    public static func flush() { fflush(stdout) }
    public static func error(_ s: String) { fflush(stdout); fputs(s, stderr) }
}

public enum TraceFormat: String, CaseIterable, Sendable {
    case text, jsonl
    /// Pictures, written when the run ends (MermaidTrace.swift, SVGTrace.swift).
    case mermaid, svg
}

/// Seconds with three decimals, without Foundation.
func formatTime(_ t: Double) -> String {
    let ms = Int((t * 1000).rounded())
    let frac = String(ms % 1000)
    return "\(ms / 1000).\(String(repeating: "0", count: 3 - frac.count))\(frac)"
}

public final class TextTraceWriter: TraceSink {
    let write: (String) -> Void
    let colors: Bool
    public init(colors: Bool = false, write: @escaping (String) -> Void = StandardOutput.write) {
        self.colors = colors
        self.write = write
    }

    public func record(_ e: TraceEvent) {
        write((colors ? Self.colored(e) : Self.line(e)) + "\n")
    }

    /// Whether stdout is a terminal that wants colour (NO_COLOR, https://no-color.org, turns it off).
    public static var terminalWantsColor: Bool {
        isatty(1) != 0 && getenv("NO_COLOR") == nil && String(cString: getenv("TERM") ?? strdup("dumb")) != "dumb"
    }

    /// ANSI colours by kind of event: appearing green, disappearing yellow, loading cyan,
    /// containment dim, deinit magenta, delegates blue, warnings red; the time column dim.
    static func colored(_ e: TraceEvent) -> String {
        let color: String
        switch e.event {
        case .viewWillAppear, .viewIsAppearing, .viewDidAppear: color = "32"
        case .viewWillDisappear, .viewDidDisappear: color = "33"
        case .viewDidLoad: color = "36"
        case .willMove, .didMove: color = "2"
        case .deinit: color = "35"
        case .warning: color = "1;31"
        case .log: color = "1"
        default: color = "34"
        }
        let plain = line(e)
        let time = String(plain.prefix(8))
        return "\u{1B}[2m\(time)\u{1B}[0m\u{1B}[\(color)m\(plain.dropFirst(8))\u{1B}[0m"
    }

    public static func line(_ e: TraceEvent) -> String {
        let time = formatTime(e.time)
        let timeColumn = String(repeating: " ", count: max(0, 8 - time.count)) + time
        switch e.event {
        case .log:
            return "\(timeColumn)  " + "log".padded(to: 14) + " " + (e.message ?? "")
        case .warning:
            return "\(timeColumn)  " + "warning".padded(to: 14) + " " + (e.message ?? "")
        default:
            var details: [String] = []
            if let a = e.animated { details.append(a ? "animated" : "not animated") }
            if let p = e.parent { details.append("parent: \(p ?? "nil")") }
            if let t = e.target { details.append("→ \(t)") }
            return "\(timeColumn)  " + (e.controller ?? "").padded(to: 14) + " "
                + (details.isEmpty ? e.event.rawValue : e.event.rawValue.padded(to: 20) + details.joined(separator: ", "))
        }
    }
}

public final class JSONLTraceWriter: TraceSink {
    let write: (String) -> Void
    public init(write: @escaping (String) -> Void = StandardOutput.write) { self.write = write }

    public func record(_ e: TraceEvent) { write(Self.line(e) + "\n") }

    public static func line(_ e: TraceEvent) -> String {
        var fields = ["\"seq\":\(e.seq)", "\"time\":\(jsonNumber(e.time))",
                      "\"vc\":\(e.controller.map(jsonString) ?? "null")", "\"event\":\(jsonString(e.event.rawValue))"]
        if let a = e.animated { fields.append("\"animated\":\(a)") }
        if let p = e.parent { fields.append("\"parent\":\(p.map(jsonString) ?? "null")") }
        if let t = e.target { fields.append("\"target\":\(jsonString(t))") }
        if let m = e.message { fields.append("\"message\":\(jsonString(m))") }
        return "{" + fields.joined(separator: ",") + "}"
    }

    static func jsonNumber(_ d: Double) -> String {
        d == d.rounded() && abs(d) < 1e15 ? "\(Int(d)).0" : "\(d)"
    }
}

func jsonString(_ s: String) -> String {
    var out = "\""
    for u in s.unicodeScalars {
        switch u {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if u.value < 0x20 {
                let hex = String(u.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(u)
            }
        }
    }
    return out + "\""
}
