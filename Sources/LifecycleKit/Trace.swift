// The trace: every callback, delegate call, log line and warning, in order, stamped with the
// virtual time. Events stream to sinks as they happen; only what a script can still read back
// (`trace.events()` since the last `trace.clear()`) is kept in memory.

public enum EventKind: String, CaseIterable, Sendable {
    case viewDidLoad, viewWillAppear, viewIsAppearing, viewDidAppear
    case viewWillDisappear, viewDidDisappear, willMove, didMove, `deinit`
    case presentationControllerShouldDismiss, presentationControllerWillDismiss
    case presentationControllerDidDismiss, presentationControllerDidAttemptToDismiss
    case willShow, didShow, shouldSelect, didSelect
    case log, warning

    /// The four appearance callbacks (and viewIsAppearing): `--events appearance`.
    public var isAppearance: Bool {
        switch self {
        case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: return true
        default: return false
        }
    }
}

public typealias Callback = EventKind

public struct TraceEvent: Equatable, Sendable {
    public var seq = 0
    public var time = 0.0
    public var controller: String?
    public var event: EventKind
    public var animated: Bool?
    /// For willMove/didMove: the parent's name, or nil for `nil`. Outer nil: not applicable.
    public var parent: String??
    /// For delegate events: the controller shown or selected.
    public var target: String?
    public var message: String?

    public init(controller: String?, event: EventKind, animated: Bool? = nil, parent: String?? = nil,
                target: String? = nil, message: String? = nil) {
        self.controller = controller
        self.event = event
        self.animated = animated
        self.parent = parent
        self.target = target
        self.message = message
    }

    /// "A.viewWillAppear", "log: text", "warning: text": the form expectations compare.
    public var label: String {
        switch event {
        case .log: return "log: \(message ?? "")"
        case .warning: return "warning: \(message ?? "")"
        default: return "\(controller ?? "?").\(event.rawValue)"
        }
    }
}

public protocol TraceSink: AnyObject {
    func record(_ event: TraceEvent)
}

public final class Trace {
    private let clock: () -> Double
    public var sinks: [TraceSink]
    public private(set) var events: [TraceEvent] = []
    public private(set) var count = 0
    /// Whether a script can still read events back; a long benchmark may turn it off.
    public var keepsEvents = true
    var tracesDeinit = true

    init(clock: @escaping () -> Double, sinks: [TraceSink]) {
        self.clock = clock
        self.sinks = sinks
    }

    public func record(_ event: TraceEvent) {
        var event = event
        count += 1
        event.seq = count
        event.time = clock()
        if keepsEvents { events.append(event) }
        for sink in sinks { sink.record(event) }
    }

    public func clear() { events.removeAll(keepingCapacity: false) }

    public func log(_ message: String) {
        record(TraceEvent(controller: nil, event: .log, message: message))
    }
}
