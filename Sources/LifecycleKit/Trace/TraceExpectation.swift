// expectTrace: compares the events of the kinds the expectation names, since the last
// trace.clear(), and explains a mismatch with expected and actual side by side.


public struct TraceExpectation {
    public let lines: [String]

    public init(_ text: String) {
        lines = text.split(separator: "\n").map { line in
            var s = Substring(line)
            if let dash = s.indices.first(where: { s[$0...].hasPrefix("--") }) { s = s[..<dash] }
            return String(s).trimmingWhitespace()
        }.filter { !$0.isEmpty }
    }

    /// The event kinds named: "A.viewWillAppear" names viewWillAppear; "log: …" log; "warning…" warning.
    var kinds: Set<String> {
        Set(lines.map { line in
            if line.hasPrefix("log:") { return "log" }
            if line.hasPrefix("warning") { return "warning" }
            return String(line.split(separator: ".").last ?? "")
        })
    }

    func actual(_ events: [TraceEvent]) -> [String] {
        let kinds = self.kinds
        let warningsWithText = lines.contains { $0.hasPrefix("warning:") }
        return events.filter { kinds.contains($0.event.rawValue) }.map { e in
            e.event == .warning && !warningsWithText ? "warning" : e.label
        }
    }

    /// nil when the trace matches; otherwise the message of the failed expectation.
    public func mismatch(against events: [TraceEvent]) -> String? {
        let got = actual(events)
        if got == lines { return nil }
        let width = max(8, lines.map(\.count).max() ?? 0)
        var out = ["expectTrace failed (\(lines.count) expected, \(got.count) observed):",
                   "    " + "expected".padded(to: width) + "   observed"]
        for i in 0..<max(lines.count, got.count) {
            let e = i < lines.count ? lines[i] : ""
            let a = i < got.count ? got[i] : ""
            out.append((e == a ? "    " : "  ✗ ") + e.padded(to: width) + "   " + a)
        }
        return out.joined(separator: "\n")
    }
}
