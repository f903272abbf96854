// Where events go as they are recorded: the output writers and the filters in front of them.

public protocol TraceSink: AnyObject {
    func record(_ event: TraceEvent)
    /// `event` numbered `seq` instead of its own number (a filter renumbers what it passes on):
    /// writers take the number apart, so renumbering does not copy the event.
    func record(_ event: TraceEvent, seq: Int)
    /// Called once when the run ends; sinks that write at the end, such as pictures, write here.
    func finish()
    /// A `scenario(name, …)` block of `lifelua run` starts, in a fresh world (issue 28 item 4):
    /// the text trace prints a heading, the pictures keep the blocks apart.
    func beginBlock(_ name: String)
    /// The kinds this sink does anything with; nil (the default) for every kind.
    var interest: EventKindSet? { get }
}

extension TraceSink {
    public func record(_ event: TraceEvent, seq: Int) {
        var numbered = event
        numbered.seq = seq
        record(numbered)
    }

    /// Most sinks write as they record, and have nothing left to do at the end.
    public func finish() {}

    public func beginBlock(_ name: String) {}

    public var interest: EventKindSet? { nil }
}
