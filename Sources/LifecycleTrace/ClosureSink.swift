// A sink that hands each event to a closure: tests, the test runner's golden trace.

import LifecycleKit

public final class ClosureSink: TraceSink {
    let body: (TraceEvent) -> Void
    public init(_ body: @escaping (TraceEvent) -> Void) { self.body = body }
    public func record(_ event: TraceEvent) { body(event) }
}
