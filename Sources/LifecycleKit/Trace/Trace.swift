// The trace: every callback, delegate call, log line and warning, in order, stamped with the
// virtual time. Events stream to sinks as they happen; only what a script can still read back
// (`trace.events()` since the last `trace.clear()`) is kept in memory.

public final class Trace {
    private let clock: () -> Double
    public var sinks: [TraceSink] { didSet { noteInterests() } }
    public private(set) var count = 0
    var tracesDeinit = true
    /// Whether the events are kept for the script to read back (`trace.events`, `expectTrace`,
    /// the REPL's `:trace`). A run whose script cannot read them keeps none, so memory stays flat
    /// however long the trace (perf-anatomy §3).
    public var keepsEvents = true { didSet { noteInterests() } }
    /// The kinds some sink or the store takes (nil: every kind). An event nobody takes is only
    /// counted, so its number stays what it was (docs/performance.md, "Events nobody takes").
    private var taken: EventKindSet?
    private var store = CompactEventStore()
    /// Told how many bytes the kept events grew (or shrank, negative): a host counts them against
    /// the script's memory limit (issue 12, item 8).
    public var storeGrew: ((Int) -> Void)?

    init(clock: @escaping () -> Double, sinks: [TraceSink]) {
        self.clock = clock
        self.sinks = sinks
        noteInterests()
    }

    private func noteInterests() {
        var union = EventKindSet()
        taken = nil
        if keepsEvents { return }
        for sink in sinks {
            guard let interest = sink.interest else { return }
            union = union.union(interest)
        }
        taken = union
    }

    /// Whether an event of this kind would reach a sink or the store; when not, `passOver()`
    /// stands for its `record`.
    @inline(__always) public func takes(_ kind: EventKind) -> Bool { taken?.contains(kind) ?? true }

    /// An event nobody takes: it keeps its number, as if recorded.
    @inline(__always) public func passOver() { count += 1 }

    /// The events since the last `clear()`, in order.
    public var events: [TraceEvent] { store.events }

    public func record(_ event: consuming TraceEvent) {
        count += 1
        event.seq = count
        event.time = clock()
        let recorded = consume event   // handing the mutated parameter to each sink copied it
        if keepsEvents {
            let before = store.bytes
            store.append(recorded)
            storeGrew?(store.bytes - before)
        }
        for sink in sinks { sink.record(recorded) }
    }

    public func clear() {
        storeGrew?(-store.bytes)
        store = CompactEventStore()
    }

    public func log(_ message: String) {
        record(TraceEvent(controller: nil, event: .log, message: message))
    }
}
