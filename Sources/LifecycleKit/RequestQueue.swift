// A first-in, first-out queue of waiting requests (a navigation controller's requests during its
// transition, a page view controller's drags while it settles, the run loop's main queue), O(1)
// at both ends.

struct RequestQueue<Element> {
    /// Taken slots are emptied at once, so a request's captures are released when it is taken,
    /// as `Array.removeFirst` released them (no deinit moves).
    private var slots: [Element?] = []
    private var head = 0

    var isEmpty: Bool { head == slots.count }
    var count: Int { slots.count - head }

    mutating func append(_ element: Element) { slots.append(element) }

    mutating func popFirst() -> Element? {
        guard head < slots.count else { return nil }
        let element = slots[head]
        slots[head] = nil
        head += 1
        if head == slots.count {
            slots.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 64 && head * 2 >= slots.count {
            slots.removeFirst(head)   // amortised: the taken half goes at once
            head = 0
        }
        return element
    }
}
