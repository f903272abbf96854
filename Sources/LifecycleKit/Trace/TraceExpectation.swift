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
        let n = a.count, m = b.count
        guard n * m <= 4_000_000 else {   // too long to align: row by row
            return (0..<max(n, m)).map { ($0 < n ? a[$0] : nil, $0 < m ? b[$0] : nil) }
        }
        var l = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                l[i][j] = matches(a[i], b[j]) ? l[i + 1][j + 1] + 1 : max(l[i + 1][j], l[i][j + 1])
            }
        }
        var rows: [(String?, String?)] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, matches(a[i], b[j]) { rows.append((a[i], b[j])); i += 1; j += 1 }
            else if j < m, i == n || l[i][j + 1] >= l[i + 1][j] { rows.append((nil, b[j])); j += 1 }
            else { rows.append((a[i], nil)); i += 1 }
        }
        return rows
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
