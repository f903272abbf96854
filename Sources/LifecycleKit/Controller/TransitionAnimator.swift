// Scripted animators for presentations (semantics-code K28) [code, high: UIPresentationController
// `runTransitionForCurrentStateAnimated:`, `transitionDidFinish:`].
//   UIKit calls `animateTransition(ctx)` in the commit, right after the transition's `will`
//   callbacks (a presentation: viewDidLoad, presentationTransitionWillBegin, the from-controller's
//   `will` when its views are removed, the to-controller's `will`; a dismissal: its `will`s).
//   Nothing ends until the script calls `ctx:completeTransition(finished)`: true ends it as §12.4 /
//   §12.5, inside that call; false gives the cancelled order (§12.6 for a dismissal; for a
//   presentation its mirror: presentationTransitionDidEnd(false), the presented controller
//   disappears, the presenter appears again if it had begun to disappear, and nothing stays
//   presented [choice, docs/decisions.md]). `animationEnded(completed)` follows the last callback.
//   Calling completeTransition twice is an error. Navigation (push and pop): the delegate's
//   animationControllerFor(nav, operation, from, to); animateTransition after the wills and
//   willShow; completeTransition(true) ends it as §5 (K12–K15); a cancelled push or pop
//   (completeTransition(false)) is not modelled yet: an error. Tab animators are not built yet.

/// An animator as a script provides it (UIViewControllerAnimatedTransitioning).
public protocol ScriptAnimator: AnyObject {
    /// `transitionDuration(ctx)`, nil if the animator has none (UIKit's default then).
    func transitionDuration(_ context: UITransitionContext) throws -> Double?
    func animateTransition(_ context: UITransitionContext) throws
    func animationEnded(_ completed: Bool) throws
}

/// UIViewControllerContextTransitioning: what an animator sees and the one way to end the transition.
public final class UITransitionContext {
    public let world: World
    public let containerView: UIView
    /// Weak: a context the script keeps never keeps a popped or dismissed controller alive (§8).
    public private(set) weak var fromViewController: UIViewController?
    public private(set) weak var toViewController: UIViewController?
    public let isAnimated = true
    public let isInteractive = false
    public private(set) var transitionWasCancelled = false
    public private(set) var isComplete = false
    let animator: ScriptAnimator
    let defaultDuration: Double
    private let fromName: String, toName: String
    /// Dropped once run: they hold the transition's controllers, and the script may keep the context.
    private var completed: RunLoop.Work?
    /// nil: a cancelled transition of this kind is not modelled (an error, before anything changes).
    private var cancelled: RunLoop.Work?
    private var hasCancelPath: Bool

    init(world: World, container: UIView, from: UIViewController, to: UIViewController, animator: ScriptAnimator,
         defaultDuration: Double, completed: @escaping RunLoop.Work, cancelled: RunLoop.Work?) {
        self.world = world
        containerView = container
        fromViewController = from
        toViewController = to
        fromName = describe(from)
        toName = describe(to)
        self.animator = animator
        self.defaultDuration = defaultDuration
        self.completed = completed
        self.cancelled = cancelled
        hasCancelPath = cancelled != nil
    }

    /// `ctx:viewController("from"|"to")`.
    public func viewController(isTo: Bool) -> UIViewController? { isTo ? toViewController : fromViewController }

    /// `ctx:view("from"|"to")`: the controller's view (loaded).
    public func view(isTo: Bool) throws -> UIView? { try viewController(isTo: isTo)?.view }

    /// The animator's `transitionDuration(ctx)`, else the transitioning delegate's or UIKit's.
    public func duration() throws -> Double {
        let d = try animator.transitionDuration(self) ?? defaultDuration
        return d.isFinite && d >= 0 ? d : defaultDuration
    }

    /// K28: the `did` callbacks (or the cancelled order) run inside this call, then animationEnded.
    public func completeTransition(_ finished: Bool) throws {
        guard !isComplete else { throw UIKitMessages.completedTwice(fromName, toName) }
        if !finished && !hasCancelPath { throw UIKitMessages.cancelledTransitionNotModelled(toName) }
        isComplete = true
        transitionWasCancelled = !finished
        let work = finished ? completed : cancelled
        completed = nil
        cancelled = nil
        try world.operation {
            try work?()
            try world.runScriptCode { try animator.animationEnded(finished) }
        }
    }

    /// K28: called in the commit, after the `will`s.
    func start() throws {
        try world.runScriptCode { try animator.animateTransition(self) }
    }
}

extension TransitioningDelegate {
    public func animator(forPresented presented: UIViewController, presenting: UIViewController) throws -> ScriptAnimator? { nil }
    public func animator(forDismissed dismissed: UIViewController) throws -> ScriptAnimator? { nil }
}

extension UIKitMessages {
    /// lifelua's own limit, not UIKit's [choice, docs/decisions.md].
    fileprivate static func cancelledTransitionNotModelled(_ to: String) -> UIKitException {
        .invalidArgument("completeTransition(false): a cancelled navigation transition (to \(to)) is not modelled yet in lifelua")
    }
    fileprivate static func completedTwice(_ from: String, _ to: String) -> UIKitException {
        UIKitException(name: "NSInternalInconsistencyException",
                       reason: "completeTransition: called twice for the transition from \(from) to \(to)")
    }
}
