// Readable golden-trace mismatches: a line diff with a little context around each change.

/// A line diff (longest common subsequence) with a little context around each change.
public enum LineDiff {
    public static func render(expected: String, actual: String, context: Int = 2) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let n = a.count, m = b.count
        guard n * m <= 4_000_000 else { return "  (traces too long to diff: \(n) vs \(m) lines)" }
        var lcs = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var ops: [(Character, String)] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n && j < m && a[i] == b[j] { ops.append((" ", a[i])); i += 1; j += 1 }
            else if i < n && (j == m || lcs[i + 1][j] >= lcs[i][j + 1]) { ops.append(("-", a[i])); i += 1 }
            else { ops.append(("+", b[j])); j += 1 }
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
