// The trace: every callback, delegate call, log line and warning, in order, stamped with the
// virtual time. Events stream to sinks as they happen; only what a script can still read back
// (`trace.events()` since the last `trace.clear()`) is kept in memory.

public final class Trace {
    private let clock: () -> Double
    public var sinks: [TraceSink]
    public private(set) var count = 0
    var tracesDeinit = true
    /// Whether the events are kept for the script to read back (`trace.events`, `expectTrace`,
    /// the REPL's `:trace`). A run whose script cannot read them keeps none, so memory stays flat
    /// however long the trace (perf-anatomy §3).
    public var keepsEvents = true
    private var store = CompactEventStore()
    /// Told how many bytes the kept events grew (or shrank, negative): a host counts them against
    /// the script's memory limit (issue 12, item 8).
    public var storeGrew: ((Int) -> Void)?

    init(clock: @escaping () -> Double, sinks: [TraceSink]) {
        self.clock = clock
        self.sinks = sinks
    }

    /// The events since the last `clear()`, in order.
    public var events: [TraceEvent] { store.events }

    public func record(_ event: consuming TraceEvent) {
        var event = event
        count += 1
        event.seq = count
        event.time = clock()
        if keepsEvents {
            let before = store.bytes
            store.append(event)
            storeGrew?(store.bytes - before)
        }
        for sink in sinks { sink.record(event) }
    }

    public func clear() {
        storeGrew?(-store.bytes)
        store = CompactEventStore()
    }

    public func log(_ message: String) {
        record(TraceEvent(controller: nil, event: .log, message: message))
    }
}
