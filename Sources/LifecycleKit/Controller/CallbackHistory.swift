// What a controller has been told, kept on the controller for the hints a binding layer gives
// at the end of a run; the engine itself never reads it. It lives and dies with its controller,
// so a long run's memory stays flat (issue 11), and two controllers with one name keep their own
// facts (docs/decisions.md, "Hint facts per controller").

public struct CallbackHistory {
    /// viewDidLoad reached it.
    public private(set) var loaded = false
    /// viewWillAppear ever reached it (UIKit's or a direct call): once true, true for good.
    public private(set) var beganToAppear = false
    /// A viewDidAppear reached it while the last appearance callback it got was viewDidAppear
    /// (seed 001, semantics §4 case 3).
    public private(set) var didAppearTwice = false
    private var lastAppearanceCallback: EventKind?
    /// The parents it was moved to (willMove(toParent:)) while it had never begun to appear, once
    /// each, in order. Emptied when it begins to appear: no hint can name them after that.
    public private(set) var joinsBeforeAppearing: [Join] = []

    public struct Join {
        public weak var parent: UIViewController?
        /// The willMove event's number in the trace, to list joins across controllers in order.
        public let seq: Int
    }

    /// Called with every callback the controller's `fire` traces.
    mutating func note(_ callback: EventKind, parent: UIViewController??, seq: Int) {
        switch callback {
        case .viewDidLoad:
            loaded = true
        case .viewWillAppear:
            beganToAppear = true
            lastAppearanceCallback = callback
            if !joinsBeforeAppearing.isEmpty { joinsBeforeAppearing = [] }
        case .viewDidAppear:
            if lastAppearanceCallback == .viewDidAppear { didAppearTwice = true }
            lastAppearanceCallback = callback
        case .viewWillDisappear, .viewDidDisappear:
            lastAppearanceCallback = callback
        case .willMove:
            guard !beganToAppear, case .some(.some(let parent)) = parent,
                  !joinsBeforeAppearing.contains(where: { $0.parent === parent }) else { return }
            joinsBeforeAppearing.append(Join(parent: parent, seq: seq))
        default:
            break
        }
    }
}
