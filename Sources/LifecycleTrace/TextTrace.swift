// `--format text`: the trace for people, one aligned line per event as it happens: time,
// controller, callback, details. Colour on a terminal by the event's category. The controller
// column is 14 display columns (DisplayWidth.swift: a CJK character takes two): a longer name is
// cut there, ending in "…", so the callback column stays aligned (the whole name is in the
// details of the events that name it as a parent or target, and in JSONL).

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LifecycleKit

public final class TextTraceWriter: TraceSink {
    let colors: Bool
    private let out: LineBytes
    /// A name fitted to the controller column (14 display columns).
    private var names = NameCache { TextTraceWriter.nameColumnBytes($0) }
    /// A name as a detail shows it (a parent, a target): escaped, not padded.
    private var detailNames = NameCache { Array(Escaping.line($0).utf8) }
    /// Each kind's name (ASCII: a byte per column).
    /// (An instance's copy: a static is reached through a once-check per event.)
    private let eventNames = EventNameBytes { $0.rawValue }
    private var lastTime: (value: Double, bytes: [UInt8]) = (-1, [])

    /// `write` nil: stdout, through stdio.
    public init(colors: Bool = false, write: ((String) -> Void)? = nil) {
        self.colors = colors
        out = LineBytes(write: write)
    }

    public func record(_ e: TraceEvent) { record(e, seq: e.seq) }

    /// `-- scenario: NAME`, the heading `lifelua test` writes in a golden trace.
    public func beginBlock(_ name: String) {
        out.append("-- scenario: " + Escaping.line(name))
        out.flushLine()
        lastTime = (-1, [])
    }

    /// The text trace has no sequence column: `seq` is unused.
    public func record(_ e: TraceEvent, seq: Int) {
        if colors {
            out.append(Self.colored(e))
            out.flushLine()
            return
        }
        // The bytes of `line(e)`, without building it as Strings.
        if e.time != lastTime.value {
            let time = formatTime(e.time)
            lastTime = (e.time, Array((String(repeating: " ", count: max(0, 8 - time.count)) + time + "  ").utf8))
        }
        out.append(lastTime.bytes)
        switch e.event {
        case .log, .warning:
            out.append(names.get(e.event.rawValue))   // "log" or "warning" in the controller column
            out.byte(UInt8(ascii: " "))
            out.append(Escaping.line(e.message ?? ""))
        default:
            out.append(names.get(e.controller ?? ""))
            out.byte(UInt8(ascii: " "))
            var first = true
            func detail(_ write: (LineBytes) -> Void) {
                if first { eventNames.append(e.event, to: out, column: 19); first = false } else { out.ascii(", ") }
                write(out)
            }
            if let a = e.animated { detail { a ? $0.ascii("animated") : $0.ascii("not animated") } }
            if let p = e.parent { detail { $0.ascii("parent: "); $0.append(detailNames.get(p ?? "nil")) } }
            if let t = e.target { detail { $0.ascii("→ "); $0.append(detailNames.get(t)) } }
            if let i = e.index { detail { $0.ascii("index "); $0.int(i) } }
            if let c = e.completed { detail { c ? $0.ascii("completed") : $0.ascii("cancelled") } }
            if let s = e.size { detail { $0.append(s) } }
            if let t = e.traits { detail { $0.append(t) } }
            if first { eventNames.append(e.event, to: out) }
        }
        out.flushLine()
    }

    /// Whether stdout is a terminal that wants colour (NO_COLOR, https://no-color.org, turns it off).
    public static var terminalWantsColor: Bool {
        isatty(1) != 0 && getenv("NO_COLOR") == nil && (getenv("TERM").map { String(cString: $0) } ?? "dumb") != "dumb"
    }

    /// ANSI colours by category: appearing green, disappearing yellow, loading cyan,
    /// containment dim, deinit magenta, delegates blue, warnings red, log lines bold; the time
    /// column dim.
    static func colored(_ e: TraceEvent) -> String {
        let color: String
        switch e.event.category {
        case .appearance: color = e.event.isDisappearance ? "33" : "32"
        case .load: color = "36"
        case .containment: color = "2"
        case .release: color = "35"
        case .message: color = e.event == .warning ? "1;31" : "1"
        case .delegate: color = "34"
        case .loading: color = "36"
        case .layout, .traits: color = "2"
        case .size: color = "34"
        case .app: color = "1;34"
        }
        let plain = line(e)
        let time = String(plain.prefix(8))
        return "\u{1B}[2m\(time)\u{1B}[0m\u{1B}[\(color)m\(plain.dropFirst(8))\u{1B}[0m"
    }

    /// A controller's name in its column: 14 display columns, cut with "…" when longer.
    static func nameColumn(_ name: String) -> String {
        Escaping.line(name).fittingDisplay(nameWidth).paddedToDisplay(nameWidth)
    }

    /// The controller column's width, in display columns.
    static let nameWidth = 14

    /// `nameColumn`'s bytes. A name of printable ASCII (a column a byte, nothing to escape) is cut
    /// or padded as bytes: a trace of many controllers misses the name cache once per controller,
    /// and the String path (display widths, padding by Strings) is slow (docs/performance.md,
    /// "Trace writers").
    static func nameColumnBytes(_ name: String) -> [UInt8] {
        var name = name
        let ascii: [UInt8]? = name.withUTF8 { b in
            guard b.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
            var column: [UInt8] = []
            column.reserveCapacity(nameWidth + 2)   // one allocation: "…" is 3 bytes in 1 column
            if b.count > nameWidth {
                column += b[..<(nameWidth - 1)]
                column += "…".utf8
            } else {
                column += b
                column += repeatElement(UInt8(ascii: " "), count: nameWidth - b.count)
            }
            return column
        }
        return ascii ?? Array(nameColumn(name).utf8)
    }

    public static func line(_ e: TraceEvent) -> String {
        let time = formatTime(e.time)
        let timeColumn = String(repeating: " ", count: max(0, 8 - time.count)) + time
        switch e.event {
        case .log, .warning:
            return "\(timeColumn)  " + e.event.rawValue.padded(to: 14) + " " + Escaping.line(e.message ?? "")
        default:
            var details: [String] = []
            if let a = e.animated { details.append(a ? "animated" : "not animated") }
            if let p = e.parent { details.append("parent: " + Escaping.line(p ?? "nil")) }
            if let t = e.target { details.append("→ " + Escaping.line(t)) }
            if let i = e.index { details.append("index \(i)") }
            if let c = e.completed { details.append(c ? "completed" : "cancelled") }
            if let s = e.size { details.append(s) }
            if let t = e.traits { details.append(t) }
            return "\(timeColumn)  " + nameColumn(e.controller ?? "") + " "
                + (details.isEmpty ? e.event.rawValue : e.event.rawValue.padded(to: 19) + " " + details.joined(separator: ", "))
        }
    }
}
