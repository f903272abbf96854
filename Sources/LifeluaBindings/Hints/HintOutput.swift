// How hints print: after the trace, under a `hints:` heading in text (dim on a terminal), one
// `{"event":"hint",…}` object each in JSONL, so every line stays JSON.

import LifecycleTrace

extension Hint {
    /// The text block: a heading, then each hint with its source.
    /// `scenario`: the scenario() block of a `run` they are about, named in the heading.
    /// `width`: a terminal's width, each hint wrapped to it at spaces, its later lines indented
    /// under its text (issue 28 item 8); nil (piped, a file): one line per hint, for grep.
    public static func textBlock(_ hints: [Hint], colors: Bool = false, block scenario: String? = nil, width: Int? = nil) -> String {
        var text = ""
        writeTextBlock({ body in hints.forEach(body) }, colors: colors, block: scenario, width: width) { text += $0 }
        return text
    }

    /// The text block of the hints `each` gives, handed to `write` a hint at a time as they are
    /// made (`ScriptHost.forEachHint`): a run can give a hint per controller. Nothing without one.
    public static func writeTextBlock(_ each: ((Hint) -> Void) -> Void, colors: Bool = false, block scenario: String? = nil,
                                      width: Int? = nil, write: @escaping (String) -> Void) {
        var any = false
        each { hint in
            if !any {
                any = true
                let heading = scenario.map { "hints (scenario: \(Escaping.line($0))):" } ?? "hints:"
                write((colors ? "\u{1B}[2m" : "") + heading)
            }
            let line = "  \(hint.id): \(hint.message) [\(hint.source)]"
            write("\n" + (width.map { wrap(line, width: $0, indent: "    ") } ?? line))
        }
        if any { write((colors ? "\u{1B}[0m" : "") + "\n") }
    }

    /// One line per hint, as the text block writes it without its heading (the pictures).
    public static func lines(_ hints: [Hint]) -> [String] {
        hints.map { "\($0.id): \($0.message) [\($0.source)]" }
    }

    /// `text` broken at spaces into lines of at most `width` characters (a longer word stays
    /// whole), each after the first starting with `indent`.
    static func wrap(_ text: String, width: Int, indent: String) -> String {
        let lead = String(text.prefix { $0 == " " })
        var lines: [String] = []
        var current = lead
        var empty = true
        for word in text.dropFirst(lead.count).split(separator: " ") {
            if !empty && current.count + 1 + word.count > width {
                lines.append(current)
                current = indent + word
            } else {
                current += (empty ? "" : " ") + word
            }
            empty = false
        }
        lines.append(current)
        return lines.joined(separator: "\n")
    }

    public var jsonLine: String { jsonLine(block: nil) }

    /// With `"scenario"`, the block of a `run` it is about.
    public func jsonLine(block: String?) -> String {
        // appended into one reserved string: a run can print a hint per controller
        var line = "{\"event\":\"hint\",\"id\":"
        line.reserveCapacity(message.utf8.count + 128)
        Escaping.appendJSON(id, to: &line)
        line += ",\"message\":"
        Escaping.appendJSON(message, to: &line)
        line += ",\"source\":"
        Escaping.appendJSON(source, to: &line)
        if let block {
            line += ",\"scenario\":"
            Escaping.appendJSON(block, to: &line)
        }
        line += "}"
        return line
    }
}
