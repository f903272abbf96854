// What a controller has been told, kept on the controller for the hints a binding layer gives
// at the end of a run; the engine itself never reads it. It lives and dies with its controller,
// so a long run's memory stays flat (issue 11), and two controllers with one name keep their own
// facts (docs/decisions.md, "Hint facts per controller").

public struct CallbackHistory {
    /// viewDidLoad reached it.
    public private(set) var loaded = false
    /// viewWillAppear ever reached it (UIKit's or a direct call): once true, true for good.
    public private(set) var beganToAppear = false
    /// A viewDidAppear reached it while it had appeared with no viewDidDisappear since (seed 001,
    /// semantics §4 case 3; semantics-code K27), and why, read from how it came.
    public private(set) var didAppearTwice = false
    public private(set) var secondDidAppearCause: RepeatCause?
    /// A viewWillAppear reached it while it was appearing or had appeared (K1, K2, K27), and why.
    public private(set) var willAppearRedelivered: RepeatCause?
    /// UIKit sent its didMove again after a `did` (K37), the first time it did.
    public private(set) var didMoveResent: DidMoveResend?
    private var lastAppearanceCallback: EventKind?
    private var lastDidMoveNamedAParent = false
    private var appearedSinceDisappearing = false

    /// What the engine tells the history about the route of the callback being fired.
    var isBeingForwarded = false
    var usedExplicitTransition = false
    var enteredWindowWithoutParent = false
    var isResendingDidMove = false

    /// K37's second didMove: the first was sent to a parent while appearing (`toParent` true) or
    /// with nil while disappearing, and the second came after the controller's next `did`, which
    /// is not always the `did` of that direction (it may have turned back in between).
    public struct DidMoveResend: Sendable {
        public let toParent: Bool
        public let after: EventKind
    }

    /// Why a callback came again (semantics-code K27).
    public enum RepeatCause: Sendable {
        /// Its view entered the window while it had no parent, so the window delivered a did of its
        /// own, and a parent that forwards automatically delivered another (seed 001).
        case windowBeforeParent
        /// A parent that forwards automatically delivered it over a state the controller had
        /// reached another way (K2: forwarding does not de-duplicate); `explicit` when that way was
        /// its own begin/end.
        case forwarding(explicit: Bool)
        /// Its own beginAppearanceTransition, on a controller that had already appeared (K1).
        case explicitTransition
    }

    private var cause: RepeatCause {
        if isBeingForwarded {
            return enteredWindowWithoutParent && !usedExplicitTransition ? .windowBeforeParent : .forwarding(explicit: usedExplicitTransition)
        }
        return .explicitTransition
    }
    /// The parents it was moved to (willMove(toParent:)) while it had never begun to appear, once
    /// each, in order. Emptied when it begins to appear: no hint can name them after that.
    public private(set) var joinsBeforeAppearing: [Join] = []

    public struct Join {
        /// The parent's `serial`: named, not held (docs/performance.md, "Back-references without weak").
        public let parent: Int
        /// The willMove event's number in the trace, to list joins across controllers in order.
        public let seq: Int
    }

    /// Called with every callback the controller's `fire` traces.
    mutating func note(_ callback: EventKind, parent: UIViewController??, seq: Int) {
        switch callback {
        case .viewDidLoad:
            loaded = true
        case .viewWillAppear:
            if lastAppearanceCallback == .viewWillAppear || lastAppearanceCallback == .viewDidAppear, willAppearRedelivered == nil {
                willAppearRedelivered = cause
            }
            beganToAppear = true
            lastAppearanceCallback = callback
            if !joinsBeforeAppearing.isEmpty { joinsBeforeAppearing = [] }
        case .viewDidAppear:
            if appearedSinceDisappearing, !didAppearTwice {
                didAppearTwice = true
                secondDidAppearCause = cause
            }
            appearedSinceDisappearing = true
            lastAppearanceCallback = callback
        case .viewWillDisappear, .viewDidDisappear:
            appearedSinceDisappearing = false
            lastAppearanceCallback = callback
        case .didMove where isResendingDidMove:
            if didMoveResent == nil, let after = lastAppearanceCallback {
                didMoveResent = DidMoveResend(toParent: lastDidMoveNamedAParent, after: after)
            }
        case .didMove:
            // K37: the latest didMove is the one that marked or cleared
            lastDidMoveNamedAParent = (parent ?? nil) != nil
        case .willMove:
            guard !beganToAppear, case .some(.some(let parent)) = parent,
                  !joinsBeforeAppearing.contains(where: { $0.parent == parent.serial }) else { return }
            joinsBeforeAppearing.append(Join(parent: parent.serial, seq: seq))
        default:
            break
        }
    }
}
