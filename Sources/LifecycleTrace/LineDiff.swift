// Readable golden-trace mismatches: a line diff with a little context around each change.

import LifecycleKit

/// A line diff (longest common subsequence) with a little context around each change.
public enum LineDiff {
    /// One step of an alignment: a row in both, only in the first, only in the second (indexes).
    public typealias Step = SequenceAlignment.Step

    /// The longest common subsequence of two sequences of keys, as steps (SequenceAlignment: linear
    /// space, any length); between two matched rows, the first's rows before the second's.
    public static func align<T: Equatable>(_ a: [T], _ b: [T]) -> [Step] {
        SequenceAlignment.align(a.count, b.count) { a[$0] == b[$1] }
    }

    public static func render(expected: String, actual: String, context: Int = 2) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let steps = align(a, b)
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
