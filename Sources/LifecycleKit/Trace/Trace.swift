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
    public private(set) var count = 0
    var tracesDeinit = true
    private var store = CompactEventStore()

    init(clock: @escaping () -> Double, sinks: [TraceSink]) {
        self.clock = clock
        self.sinks = sinks
    }

    /// The events since the last `clear()`, in order.
    public var events: [TraceEvent] { store.events }

    public func record(_ event: TraceEvent) {
        var event = event
        count += 1
        event.seq = count
        event.time = clock()
        store.append(event)
        for sink in sinks { sink.record(event) }
    }

    public func clear() { store = CompactEventStore() }

    public func log(_ message: String) {
        record(TraceEvent(controller: nil, event: .log, message: message))
    }
}

/// The events a script can still read back, kept compactly (engineering notes: a long run must
/// not grow without bound in full-size records): 32 bytes an event, names interned.
struct CompactEventStore {
    private struct Stored {
        var time: Double
        var seq: Int32
        var controller: Int32      // -1: none
        var parent: Int32          // -2: not applicable, -1: nil
        var target: Int32          // -1: none
        var message: Int32         // -1: none
        var event: UInt8
        var animated: Int8         // -1: none, 0, 1
    }
    private var stored: [Stored] = []
    private var names: [String] = []
    private var nameIndex: [String: Int32] = [:]
    private var messages: [String] = []

    private mutating func intern(_ name: String?) -> Int32 {
        guard let name else { return -1 }
        if let i = nameIndex[name] { return i }
        let i = Int32(names.count)
        names.append(name)
        nameIndex[name] = i
        return i
    }

    mutating func append(_ e: TraceEvent) {
        let parent: Int32 = e.parent.map { intern($0) } ?? -2
        var message: Int32 = -1
        if let m = e.message { message = Int32(messages.count); messages.append(m) }
        stored.append(Stored(time: e.time, seq: Int32(truncatingIfNeeded: e.seq), controller: intern(e.controller),
                             parent: parent, target: intern(e.target), message: message,
                             event: UInt8(EventKind.allCases.firstIndex(of: e.event)!),
                             animated: e.animated.map { $0 ? 1 : 0 } ?? -1))
    }

    var events: [TraceEvent] {
        let kinds = EventKind.allCases
        return stored.map { s in
            var e = TraceEvent(controller: s.controller >= 0 ? names[Int(s.controller)] : nil,
                               event: kinds[Int(s.event)],
                               animated: s.animated < 0 ? nil : s.animated == 1,
                               parent: s.parent == -2 ? nil : .some(s.parent >= 0 ? names[Int(s.parent)] : nil),
                               target: s.target >= 0 ? names[Int(s.target)] : nil,
                               message: s.message >= 0 ? messages[Int(s.message)] : nil)
            e.seq = Int(s.seq)
            e.time = s.time
            return e
        }
    }
}
