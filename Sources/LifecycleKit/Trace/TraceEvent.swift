// One recorded event: its order, its virtual time, who, what, and the details that kind of
// event carries (animated, the parent of a move, the target of a delegate call, a message,
// whether a presentation transition completed).

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
    /// For a presentation controller's …DidEnd hooks: whether the transition completed (false:
    /// cancelled).
    public var completed: Bool?
    /// `index`'s storage, in the padding before `size`: 0 for none (an item is 1-based), so an
    /// event stays the size it was (the trace path copies it).
    private var storedIndex: UInt32 = 0
    /// For viewWillTransition: the new size, "852x393".
    public var size: String?
    /// For trait events: what changed, "verticalSizeClass: regular→compact", or "initial".
    public var traits: String?
    /// For a cell's display events (semantics-containers §32.1): the item, 1-based (at most
    /// UInt32.max; lists hold at most ListViewController.maximumItems).
    public var index: Int? {
        get { storedIndex == 0 ? nil : Int(storedIndex) }
        set { storedIndex = newValue.map { UInt32(clamping: $0) } ?? 0 }
    }

    public init(controller: String?, event: EventKind, animated: Bool? = nil, parent: String?? = nil,
                target: String? = nil, message: String? = nil, completed: Bool? = nil,
                size: String? = nil, traits: String? = nil, index: Int? = nil) {
        storedIndex = index.map { UInt32(clamping: $0) } ?? 0
        self.completed = completed
        self.size = size
        self.traits = traits
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
