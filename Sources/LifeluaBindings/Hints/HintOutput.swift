// How hints print: after the trace, under a `hints:` heading in text (dim on a terminal), one
// `{"event":"hint",…}` object each in JSONL, so every line stays JSON.

import LifecycleTrace

extension Hint {
    /// The text block: a heading, then each hint with its source.
    public static func textBlock(_ hints: [Hint], colors: Bool = false) -> String {
        guard !hints.isEmpty else { return "" }
        let body = hints.map { "  \($0.id): \($0.message) [\($0.source)]" }.joined(separator: "\n")
        let block = "hints:\n" + body
        return (colors ? "\u{1B}[2m" + block + "\u{1B}[0m" : block) + "\n"
    }

    /// One line per hint, as the text block writes it without its heading (the pictures).
    public static func lines(_ hints: [Hint]) -> [String] {
        hints.map { "\($0.id): \($0.message) [\($0.source)]" }
    }

    public var jsonLine: String {
        "{\"event\":\"hint\",\"id\":\(Escaping.json(id)),\"message\":\(Escaping.json(message)),\"source\":\(Escaping.json(source))}"
    }
}
