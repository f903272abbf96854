// The main run loop on a virtual clock (semantics §2).
//
// A turn has three phases [choice, shaped to reproduce Lasso's tests and the published logs]:
//   1. timers that are due (asyncAfter, animation ends), in time order;
//   2. the main-queue blocks enqueued before the turn began, first in, first out;
//   3. the commit: transitions requested since the last commit start (their `will` callbacks),
//      then layout (viewIsAppearing), then what completes at the end of a turn (non-animated
//      transitions, window-attachment `did`).
// A scenario's top-level code runs as phase 2 of a turn; `run()` finishes that turn and goes on
// until nothing is pending. Time only moves when the loop jumps to the next timer.

public enum RunLoopError: Error, CustomStringConvertible {
    case reentrant
    case neverIdle(turns: Int)
    public var description: String {
        switch self {
        case .reentrant:
            return "RunLoop.run cannot be called from inside a callback or a block the run loop is running"
        case .neverIdle(let turns):
            return "RunLoop.run: the run loop was still busy after \(turns) turns (a block that keeps scheduling work?); use RunLoop.run(seconds) to run for a while"
        }
    }
}

public final class RunLoop {
    public typealias Work = () throws -> Void

    public private(set) var now: Double = 0
    /// Unowned, not weak (no side table on the World, retained at every engine call): the world
    /// owns its run loop.
    unowned var world: World?

    private var timers = TimerHeap()
    private var mainQueue = RequestQueue<QueuedBlock>()
    private var commitWork: [Work] = []
    private var endOfTurnWork: [Work] = []
    private var nextTurnWork: [Work] = []
    public private(set) var isCommitting = false
    private var isRunning = false
    public private(set) var turns = 0
    /// A guard against scenarios that never let the loop go idle (rule: never hang).
    public var maximumTurnsPerRun = 1_000_000

    // MARK: scheduling

    /// Phase 1 of the first turn at or after `now + delay`.
    public func schedule(after delay: Double, _ work: @escaping Work) {
        timers.insert(time: now + max(0, delay), work: work)
    }
    /// Phase 2 of the next turn (DispatchQueue.main.async, user events). A block runs as one engine
    /// operation (`World.operation`), unless `outsideOperation`: then it runs like the scenario's top
    /// level and each engine call it makes is its own operation — app and scene delegate methods and
    /// notification observers (semantics-layout-app, amendment to §2) [log VAndrJ].
    public func enqueue(_ work: @escaping Work, outsideOperation: Bool = false) {
        mainQueue.append(QueuedBlock(work: work, outsideOperation: outsideOperation))
    }
    /// Phase 3, first part: transitions requested in this turn start at its commit.
    func enqueueCommit(_ work: @escaping Work) { commitWork.append(work) }
    /// Phase 3, last part, of the current turn.
    func atEndOfTurn(_ work: @escaping Work) { endOfTurnWork.append(work) }
    /// Phase 3, last part, of the turn after this one (a non-animated sheet's `did`, semantics §2).
    func atEndOfNextTurn(_ work: @escaping Work) { nextTurnWork.append(work) }

    public var hasPendingWork: Bool {
        !mainQueue.isEmpty || !commitWork.isEmpty || !endOfTurnWork.isEmpty
            || !nextTurnWork.isEmpty || !timers.isEmpty
    }

    // MARK: running

    /// Finishes the current turn, then runs turns until nothing is pending (`seconds == nil`) or
    /// until virtual time has advanced by `seconds`, running what falls due.
    public func run(seconds: Double? = nil) throws {
        guard !isRunning else { throw RunLoopError.reentrant }
        isRunning = true
        defer { isRunning = false }
        let deadline = seconds.map { now + max(0, $0) }
        try commit()
        var count = 0
        while true {
            if hasImmediateWork {
                try turn()
            } else if let due = timers.nextTime, deadline.map({ due <= $0 }) ?? true {
                now = max(now, due)
                try turn()
            } else {
                break
            }
            count += 1
            if count >= maximumTurnsPerRun { throw RunLoopError.neverIdle(turns: count) }
        }
        if let deadline { now = max(now, deadline) }
        if !hasPendingWork { world?.reportOpenTransitions() }   // K28: the idle check
    }

    /// One turn at the current time (the REPL's `:step`).
    public func step() throws {
        guard !isRunning else { throw RunLoopError.reentrant }
        isRunning = true
        defer { isRunning = false }
        if !hasImmediateWork, let due = timers.nextTime { now = max(now, due) }
        try turn()
    }

    public var isIdle: Bool { !hasPendingWork }

    private var hasImmediateWork: Bool {
        !mainQueue.isEmpty || !commitWork.isEmpty || !endOfTurnWork.isEmpty || !nextTurnWork.isEmpty
    }

    private func turn() throws {
        turns += 1
        endOfTurnWork.append(contentsOf: nextTurnWork)
        nextTurnWork.removeAll()
        // Phase 1: timers due now, in time order; a timer added now for now waits a turn.
        var due: [TimerHeap.Entry] = []
        while let time = timers.nextTime, time <= now { due.append(timers.removeFirst()) }
        for (i, timer) in due.enumerated() {
            do { try perform(timer.work) } catch {
                // as performAll: the timers due after a raising one stay, first, for the next drain
                // (random container seed 1001378: an animator's second
                // completeTransition raised and the page swipe's settle due with it was lost) [choice]
                for later in due[(i + 1)...] { timers.reinsert(later) }
                throw error
            }
        }
        // Phase 2: the blocks enqueued before this point; each is released after it runs, as the
        // main queue releases a block (what it captured may deinit before the next block runs).
        for _ in 0..<mainQueue.count {
            guard let block = mainQueue.popFirst() else { break }
            if block.outsideOperation { try block.work() } else { try perform(block.work) }
        }
        try commit()
    }

    /// A block that raises stops this drain (its error goes to the script); the blocks after it
    /// stay queued, first, for the next one — dropped, they left a container mid-transition for
    /// ever and the next drain never ended (random container seed 1002113) [choice, as a raising
    /// main-queue block leaves the blocks after it queued].
    private func performAll(_ work: [Work], requeue: ([Work]) -> Void) throws {
        for (i, item) in work.enumerated() {
            do { try perform(item) } catch {
                requeue(Array(work[(i + 1)...]))
                throw error
            }
        }
    }

    private func perform(_ work: Work) throws {
        if let world { try world.operation(work) } else { try work() }
    }

    /// Phase 3. Transitions requested while the commit runs start in the same commit.
    func commit() throws {
        isCommitting = true
        defer { isCommitting = false }
        while !commitWork.isEmpty {
            let work = commitWork
            commitWork.removeAll()
            try performAll(work) { commitWork.insert(contentsOf: $0, at: 0) }
        }
        if let world { try world.runLayoutPhase() }
        while !endOfTurnWork.isEmpty {
            let work = endOfTurnWork
            endOfTurnWork.removeAll()
            try performAll(work) { endOfTurnWork.insert(contentsOf: $0, at: 0) }
            if let world { try world.runLayoutPhase() }
        }
        world?.releaseCheckpoint()
    }

    func discardPending() {
        timers = TimerHeap()
        mainQueue = RequestQueue()
        commitWork.removeAll()
        endOfTurnWork.removeAll()
        nextTurnWork.removeAll()
    }
}

/// A phase-2 block, and whether it runs outside an engine operation.
private struct QueuedBlock {
    let work: RunLoop.Work
    let outsideOperation: Bool
}

/// A binary heap of timers ordered by (time, insertion order), so equal times keep FIFO order.
struct TimerHeap {
    struct Entry { let time: Double; let order: Int; let work: RunLoop.Work }
    private var heap: [Entry] = []
    private var counter = 0

    var isEmpty: Bool { heap.isEmpty }
    var nextTime: Double? { heap.first?.time }

    private static func before(_ a: Entry, _ b: Entry) -> Bool {
        a.time < b.time || (a.time == b.time && a.order < b.order)
    }

    mutating func insert(time: Double, work: @escaping RunLoop.Work) {
        counter += 1
        reinsert(Entry(time: time, order: counter, work: work))
    }

    /// An entry taken out and put back keeps its time and its place among equal times.
    mutating func reinsert(_ entry: Entry) {
        heap.append(entry)
        var i = heap.count - 1
        while i > 0 {
            let p = (i - 1) / 2
            if Self.before(heap[i], heap[p]) { heap.swapAt(i, p); i = p } else { break }
        }
    }

    mutating func removeFirst() -> Entry {
        let first = heap[0]
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < heap.count && Self.before(heap[l], heap[m]) { m = l }
                if r < heap.count && Self.before(heap[r], heap[m]) { m = r }
                if m == i { break }
                heap.swapAt(i, m)
                i = m
            }
        }
        return first
    }
}
