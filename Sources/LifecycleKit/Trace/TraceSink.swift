// Where events go as they are recorded: the output writers and the filters in front of them.

public protocol TraceSink: AnyObject {
    func record(_ event: TraceEvent)
}
