// Aligning two sequences as a diff (a longest common subsequence) in linear space: Myers' "An
// O(ND) difference algorithm" with its middle snake, after the common prefix and suffix are
// trimmed. Used by `lifelua diff`, golden-trace mismatches and expectTrace's failure message
// (issue 30: the n × m table they used was quadratic and refused long traces).

public enum SequenceAlignment {
    /// One step: an element of both sequences, only of the first, only of the second (indexes).
    public enum Step: Equatable, Sendable { case both(Int, Int), first(Int), second(Int) }

    /// The steps of a shortest edit script from the first sequence (`n` elements) to the second
    /// (`m`); `equal(i, j)` compares the first's element i with the second's j. Between two
    /// matched elements, the rows of one side come before the other's: the first's when
    /// `firstSideFirst`. Time O((n + m) · D) for D differences, space O(n + m).
    public static func align(_ n: Int, _ m: Int, firstSideFirst: Bool = true, equal: (Int, Int) -> Bool) -> [Step] {
        var raw: [Step] = []
        raw.reserveCapacity(max(n, m))
        withoutActuallyEscaping(equal) { equal in
            var search = MiddleSnake(equal: equal)
            search.diff(0, n, 0, m, into: &raw)
        }
        return grouped(raw, firstSideFirst: firstSideFirst)
    }

    /// Each run of one-sided steps reordered: one side's rows, then the other's (each in order).
    private static func grouped(_ raw: [Step], firstSideFirst: Bool) -> [Step] {
        var out: [Step] = []
        out.reserveCapacity(raw.count)
        var firsts: [Step] = [], seconds: [Step] = []
        func flush() {
            out += firstSideFirst ? firsts + seconds : seconds + firsts
            firsts.removeAll(keepingCapacity: true)
            seconds.removeAll(keepingCapacity: true)
        }
        for step in raw {
            switch step {
            case .both: flush(); out.append(step)
            case .first: firsts.append(step)
            case .second: seconds.append(step)
            }
        }
        flush()
        return out
    }
}

/// Myers' linear-space search: the middle snake of each part, then the parts on either side.
private struct MiddleSnake {
    let equal: (Int, Int) -> Bool
    /// The furthest x reached on each diagonal k (index k + offset), forwards and backwards.
    var forward: [Int] = []
    var backward: [Int] = []

    init(equal: @escaping (Int, Int) -> Bool) { self.equal = equal }

    /// Appends the steps that turn a[aLo..<aHi] into b[bLo..<bHi].
    mutating func diff(_ aLo: Int, _ aHi: Int, _ bLo: Int, _ bHi: Int, into steps: inout [Step]) {
        var aLo = aLo, bLo = bLo, aHi = aHi, bHi = bHi
        // the common prefix and suffix: matched as they stand
        while aLo < aHi && bLo < bHi && equal(aLo, bLo) { steps.append(.both(aLo, bLo)); aLo += 1; bLo += 1 }
        var suffix = 0
        while aLo < aHi - suffix && bLo < bHi - suffix && equal(aHi - suffix - 1, bHi - suffix - 1) { suffix += 1 }
        aHi -= suffix; bHi -= suffix
        if aLo == aHi {
            for j in bLo..<bHi { steps.append(.second(j)) }
        } else if bLo == bHi {
            for i in aLo..<aHi { steps.append(.first(i)) }
        } else {
            // both parts non-empty with no common end: at least two differences, so each side of
            // the middle snake has fewer and the recursion ends
            let (x0, y0, x1, y1) = snake(aLo, aHi, bLo, bHi)
            diff(aLo, aLo + x0, bLo, bLo + y0, into: &steps)
            for d in 0..<(x1 - x0) { steps.append(.both(aLo + x0 + d, bLo + y0 + d)) }
            diff(aLo + x1, aHi, bLo + y1, bHi, into: &steps)
        }
        for s in 0..<suffix { steps.append(.both(aHi + s, bHi + s)) }
    }

    typealias Step = SequenceAlignment.Step

    /// The middle snake of a[aLo..<aHi] against b[bLo..<bHi], relative to (aLo, bLo): from
    /// (x0, y0) to (x1, y1), on a shortest path.
    private mutating func snake(_ aLo: Int, _ aHi: Int, _ bLo: Int, _ bHi: Int) -> (Int, Int, Int, Int) {
        let n = aHi - aLo, m = bHi - bLo
        let delta = n - m
        let odd = delta & 1 != 0
        let maxD = (n + m + 1) / 2
        let offset = maxD + 1
        let size = 2 * maxD + 3
        if forward.count < size {
            forward = Array(repeating: 0, count: size)
            backward = Array(repeating: 0, count: size)
        }
        forward[offset + 1] = 0
        backward[offset + 1] = 0
        for d in 0...maxD {
            var k = -d
            while k <= d {
                var x = k == -d || (k != d && forward[offset + k - 1] < forward[offset + k + 1])
                    ? forward[offset + k + 1] : forward[offset + k - 1] + 1
                var y = x - k
                let (sx, sy) = (x, y)
                while x < n && y < m && equal(aLo + x, bLo + y) { x += 1; y += 1 }
                forward[offset + k] = x
                // the backward paths of d - 1 reach diagonal k where delta - k is within them
                if odd && k >= delta - (d - 1) && k <= delta + (d - 1) && x + backward[offset + delta - k] >= n {
                    return (sx, sy, x, y)
                }
                k += 2
            }
            k = -d
            while k <= d {
                var x = k == -d || (k != d && backward[offset + k - 1] < backward[offset + k + 1])
                    ? backward[offset + k + 1] : backward[offset + k - 1] + 1
                var y = x - k
                let (sx, sy) = (x, y)
                while x < n && y < m && equal(aHi - 1 - x, bHi - 1 - y) { x += 1; y += 1 }
                backward[offset + k] = x
                if !odd && delta - k >= -d && delta - k <= d && x + forward[offset + delta - k] >= n {
                    return (n - x, m - y, n - sx, m - sy)
                }
                k += 2
            }
        }
        preconditionFailure("a middle snake exists within (n + m + 1) / 2 differences")
    }
}
