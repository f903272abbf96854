// Issue 30: the linear-space alignment (Myers' middle snake) finds a longest common subsequence,
// as the n × m table it replaced did, and keeps one side's rows before the other's between matches.

import Testing
@testable import LifecycleKit

@Suite("issue 30: aligning two sequences in linear space")
struct SequenceAlignmentTests {
    /// The table's answer: the length of a longest common subsequence.
    private func lcsLength(_ a: [Int], _ b: [Int]) -> Int {
        var l = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                l[i][j] = a[i] == b[j] ? l[i + 1][j + 1] + 1 : max(l[i + 1][j], l[i][j + 1])
            }
        }
        return l[0][0]
    }

    /// Every element once, in order, each matched pair equal; the number of matches.
    private func check(_ steps: [SequenceAlignment.Step], _ a: [Int], _ b: [Int]) -> Int? {
        var i = 0, j = 0, matched = 0
        for step in steps {
            switch step {
            case .both(let x, let y):
                guard x == i, y == j, a[x] == b[y] else { return nil }
                i += 1; j += 1; matched += 1
            case .first(let x): guard x == i else { return nil }; i += 1
            case .second(let y): guard y == j else { return nil }; j += 1
            }
        }
        return i == a.count && j == b.count ? matched : nil
    }

    @Test func findsALongestCommonSubsequence() {
        var rng = SystemRandomNumberGenerator()
        for round in 0..<3000 {
            let n = Int.random(in: 0...14, using: &rng), m = Int.random(in: 0...14, using: &rng)
            let alphabet = 1 + round % 4
            let a = (0..<n).map { _ in Int.random(in: 0..<alphabet, using: &rng) }
            let b = (0..<m).map { _ in Int.random(in: 0..<alphabet, using: &rng) }
            let steps = SequenceAlignment.align(a.count, b.count) { a[$0] == b[$1] }
            #expect(check(steps, a, b) == lcsLength(a, b), "a \(a) b \(b)")
        }
    }

    @Test func oneSideBeforeTheOtherBetweenMatches() {
        let a = [1, 2, 3, 9], b = [1, 4, 5, 9]
        #expect(SequenceAlignment.align(4, 4) { a[$0] == b[$1] } == [.both(0, 0), .first(1), .first(2), .second(1), .second(2), .both(3, 3)])
        #expect(SequenceAlignment.align(4, 4, firstSideFirst: false) { a[$0] == b[$1] } == [.both(0, 0), .second(1), .second(2), .first(1), .first(2), .both(3, 3)])
    }

    @Test func longSequencesWithAFewChangesAlign() {
        let a = Array(0..<200_000)
        var b = a
        b.remove(at: 150_000); b.remove(at: 70_000); b.insert(-1, at: 1_000); b[120_000] = -2
        let steps = SequenceAlignment.align(a.count, b.count) { a[$0] == b[$1] }
        #expect(check(steps, a, b) == a.count - 3)
        #expect(steps.count == a.count + 2)
    }
}
