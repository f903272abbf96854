// How hints print: after the trace, under a `hints:` heading in text (dim on a terminal), one
// `{"event":"hint",…}` object each in JSONL, so every line stays JSON.

import LifecycleTrace

extension Hint {
    /// The text block: a heading, then each hint with its source.
    /// `scenario`: the scenario() block of a `run` they are about, named in the heading.
    public static func textBlock(_ hints: [Hint], colors: Bool = false, block scenario: String? = nil) -> String {
        guard !hints.isEmpty else { return "" }
        let body = hints.map { "  \($0.id): \($0.message) [\($0.source)]" }.joined(separator: "\n")
        let heading = scenario.map { "hints (scenario: \(Escaping.line($0))):" } ?? "hints:"
        let block = heading + "\n" + body
        return (colors ? "\u{1B}[2m" + block + "\u{1B}[0m" : block) + "\n"
    }

    public var jsonLine: String { jsonLine(block: nil) }

    /// With `"scenario"`, the block of a `run` it is about.
    public func jsonLine(block: String?) -> String {
        "{\"event\":\"hint\",\"id\":\(Escaping.json(id)),\"message\":\(Escaping.json(message)),\"source\":\(Escaping.json(source))"
            + (block.map { ",\"scenario\":\(Escaping.json($0))" } ?? "") + "}"
    }
}
