// Where events go as they are recorded: the output writers and the filters in front of them.

public protocol TraceSink: AnyObject {
    func record(_ event: TraceEvent)
    /// Called once when the run ends; sinks that write at the end, such as pictures, write here.
    func finish()
}

extension TraceSink {
    /// Most sinks write as they record, and have nothing left to do at the end.
    public func finish() {}
}
