// expectTrace: compares the events the expectation names — each callback of the controllers it
// names with it, or of every controller for `*.callback`; log lines; warnings — since the last
// trace.clear(), and explains a mismatch with expected and actual aligned as a diff.


public struct TraceExpectation {
    public let lines: [String]

    public init(_ text: String) {
        lines = text.split(separator: "\n").map { line in
            var s = Substring(line)
            if let dash = s.indices.first(where: { s[$0...].hasPrefix("--") }) { s = s[..<dash] }
            return String(s).trimmingWhitespace()
        }.filter { !$0.isEmpty }
    }

    /// What a line names: `A.viewWillAppear` that callback of the controller A, `*.viewWillAppear`
    /// it for every controller; `log: …` the log lines; `warning…` the warnings.
    enum Named: Hashable { case callback(vc: String?, kind: String), log, warning }

    static func named(_ line: String) -> Named {
        if line.hasPrefix("log:") { return .log }
        if line.hasPrefix("warning") { return .warning }
        guard let dot = line.lastIndex(of: ".") else { return .callback(vc: nil, kind: line) }
        let vc = String(line[..<dot])
        return .callback(vc: vc == "*" ? nil : vc, kind: String(line[line.index(after: dot)...]))
    }

    /// The events the expectation compares (issue 28): of each callback it names, only the
    /// controllers it names with it (every controller for `*.callback`); every log line and
    /// warning when it names any.
    func actual(_ events: [TraceEvent]) -> [String] {
        let named = Set(lines.map(Self.named))
        var everyVC: Set<String> = [], byVC: Set<String> = []
        for n in named { if case .callback(let vc, let kind) = n { if let vc { byVC.insert(vc + "." + kind) } else { everyVC.insert(kind) } } }
        let logs = named.contains(.log), warnings = named.contains(.warning)
        let warningsWithText = lines.contains { $0.hasPrefix("warning:") }
        return events.compactMap { e in
            switch e.event {
            case .log: return logs ? e.label : nil
            case .warning: return warnings ? (warningsWithText ? e.label : "warning") : nil
            default:
                let kind = e.event.rawValue
                if everyVC.contains(kind) || byVC.contains(e.label) { return e.label }
                return nil
            }
        }
    }

    /// Whether an expected line stands for an observed row (`*.` matches any controller).
    static func matches(_ expected: String, _ observed: String) -> Bool {
        if expected == observed { return true }
        guard expected.hasPrefix("*."), let dot = observed.firstIndex(of: ".") else { return false }
        return expected.dropFirst(2) == observed[observed.index(after: dot)...]
    }

    /// Expected and observed rows aligned as a diff (their longest common subsequence): a row
    /// missing or extra is marked alone, and the rows after it stay matched.
    static func align(_ a: [String], _ b: [String]) -> [(String?, String?)] {
        // between two matched rows, the observed ones first
        SequenceAlignment.align(a.count, b.count, firstSideFirst: false) { matches(a[$0], b[$1]) }.map { step in
            switch step {
            case .both(let i, let j): return (a[i], b[j])
            case .first(let i): return (a[i], nil)
            case .second(let j): return (nil, b[j])
            }
        }
    }

    /// nil when the trace matches; otherwise the message of the failed expectation.
    public func mismatch(against events: [TraceEvent]) -> String? {
        let got = actual(events)
        if got.count == lines.count && zip(lines, got).allSatisfy(Self.matches) { return nil }
        let width = max(8, lines.map(\.count).max() ?? 0)
        var out = ["expectTrace failed (\(lines.count) expected, \(got.count) observed):",
                   "    " + "expected".padded(to: width) + "   observed"]
        for (e, a) in Self.align(lines, got) {
            out.append((e != nil && a != nil ? "    " : "  ✗ ") + (e ?? "").padded(to: width) + "   " + (a ?? ""))
        }
        return out.joined(separator: "\n")
    }
}
