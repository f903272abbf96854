// Readable golden-trace mismatches: a line diff with a little context around each change.

/// A line diff (longest common subsequence) with a little context around each change.
public enum LineDiff {
    /// One step of an alignment: a row in both, only in the first, only in the second (indexes).
    public enum Step: Equatable { case both(Int, Int), first(Int), second(Int) }

    /// The longest common subsequence of two sequences of keys, as steps; nil when too long to
    /// align in memory (n × m over 4 million).
    public static func align<T: Equatable>(_ a: [T], _ b: [T]) -> [Step]? {
        let n = a.count, m = b.count
        guard n * m <= 4_000_000 else { return nil }
        var lcs = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var steps: [Step] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n && j < m && a[i] == b[j] { steps.append(.both(i, j)); i += 1; j += 1 }
            else if i < n && (j == m || lcs[i + 1][j] >= lcs[i][j + 1]) { steps.append(.first(i)); i += 1 }
            else { steps.append(.second(j)); j += 1 }
        }
        return steps
    }

    public static func render(expected: String, actual: String, context: Int = 2) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let steps = align(a, b) else { return "  (traces too long to diff: \(a.count) vs \(b.count) lines)" }
        let ops: [(Character, String)] = steps.map { step in
            switch step {
            case .both(let i, _): return (" ", a[i])
            case .first(let i): return ("-", a[i])
            case .second(let j): return ("+", b[j])
            }
        }
        var keep = Array(repeating: false, count: ops.count)
        for (k, op) in ops.enumerated() where op.0 != " " {
            for c in max(0, k - context)...min(ops.count - 1, k + context) { keep[c] = true }
        }
        var out: [String] = []
        var skipped = false
        for (k, op) in ops.enumerated() {
            if keep[k] { out.append("  \(op.0) \(op.1)"); skipped = false }
            else if !skipped { out.append("  …"); skipped = true }
        }
        return out.joined(separator: "\n")
    }
}
