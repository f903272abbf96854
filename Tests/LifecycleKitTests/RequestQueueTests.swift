// Issue 30: a navigation controller's waiting requests (and a page view controller's drags) are a
// queue with O(1) at both ends; first in, first out, and a taken request is released at once.

import Testing
@testable import LifecycleKit

@Suite("issue 30: the queue of waiting requests")
struct RequestQueueTests {
    @Test func firstInFirstOutThroughCompactions() {
        var q = RequestQueue<Int>()
        var expected: [Int] = []
        var next = 0
        for round in 0..<50 {
            for _ in 0..<(round % 7 + 3) { q.append(next); expected.append(next); next += 1 }
            for _ in 0..<(round % 5 + 1) { #expect(q.popFirst() == expected.removeFirst()) }
        }
        while let x = q.popFirst() { #expect(x == expected.removeFirst()) }
        #expect(expected.isEmpty && q.isEmpty)
        q.append(7)
        #expect(!q.isEmpty && q.popFirst() == 7 && q.popFirst() == nil)
    }

    @Test func aTakenRequestIsReleasedWhenTaken() {
        final class Token {}
        weak var watched: Token?
        var q = RequestQueue<() -> Void>()
        do {
            let token = Token()
            watched = token
            q.append { _ = token }
            q.append {}
        }
        #expect(watched != nil)
        _ = q.popFirst()
        #expect(watched == nil)   // the second request still waits
    }
}
