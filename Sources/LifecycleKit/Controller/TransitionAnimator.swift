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
//   willShow; completeTransition(true) ends it as §5 (K12–K15); false, a single push or pop
//   springs back in the order of the cancelled edge swipe (§5, K14) — a popTo or
//   setViewControllers that changed more is not modelled: an error. Tabs: the delegate's
//   animationControllerForTransitionFrom; the `will`s in the commit, not in the setter; completed,
//   the new tab's `did`, then the old one's viewDidDisappear (UITabBarController.swift).
//   Interactive [choice]: the delegate's interactionController… answers an interaction controller
//   (a table); the context is then interactive until finishInteractiveTransition or
//   cancelInteractiveTransition; the animator still ends it with completeTransition.
//   A context not completed is kept (UIKit holds a running transition); when a run of the run
//   loop goes idle with it still open and not interactive, a `warning` names it, once [choice].

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
    /// An interaction controller drives it, until finishInteractiveTransition or cancelInteractiveTransition.
    public private(set) var isInteractive = false
    /// The last updateInteractiveTransition, 0…1.
    public private(set) var percentComplete = 0.0
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
    /// What the idle check names: "push", "pop", "presentation", "dismissal", "tab switch".
    let kind: String
    /// The idle check named it already.
    var wasReportedOpen = false

    init(world: World, kind: String, container: UIView, from: UIViewController, to: UIViewController, animator: ScriptAnimator,
         interactive: Bool = false, defaultDuration: Double, completed: @escaping RunLoop.Work, cancelled: RunLoop.Work?) {
        self.kind = kind
        isInteractive = interactive
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
        isInteractive = false
        world.openTransitions.removeAll { $0 === self }
        transitionWasCancelled = !finished
        let work = finished ? completed : cancelled
        completed = nil
        cancelled = nil
        try world.operation {
            try work?()
            try world.runScriptCode { try animator.animationEnded(finished) }
        }
    }

    /// K28: called in the commit, after the `will`s. Kept open until completed (the idle check).
    func start() throws {
        world.openTransitions.append(self)
        try world.runScriptCode { try animator.animateTransition(self) }
    }

    // MARK: interactive transitions (UIViewControllerContextTransitioning) [choice, docs/decisions.md]

    /// `updateInteractiveTransition(percent)`: percent in 0…1, while the transition is interactive.
    public func updateInteractiveTransition(_ percent: Double) throws {
        try checkInteractive("updateInteractiveTransition")
        guard percent.isFinite, (0...1).contains(percent) else { throw TransitionContextMisuse.percentOutOfRange(percent) }
        percentComplete = percent
    }

    /// `finishInteractiveTransition()`: the interaction ends; the animator completes it.
    public func finishInteractiveTransition() throws {
        try checkInteractive("finishInteractiveTransition")
        isInteractive = false
        percentComplete = 1
    }

    /// `cancelInteractiveTransition()`: the interaction ends cancelled: transitionWasCancelled is
    /// true, and the animator completes it with false.
    public func cancelInteractiveTransition() throws {
        try checkInteractive("cancelInteractiveTransition")
        isInteractive = false
        transitionWasCancelled = true
    }

    private func checkInteractive(_ method: String) throws {
        guard !isComplete else { throw TransitionContextMisuse.alreadyComplete(method, describeTransition) }
        guard isInteractive else { throw TransitionContextMisuse.notInteractive(method, describeTransition) }
    }

    /// "the push from A to B".
    var describeTransition: String { "the \(kind) from \(fromName) to \(toName)" }
}

extension World {
    /// The idle check (RunLoop.run): a transition whose animator has not completed it when the
    /// run loop has nothing left to do never ends; a `warning` names it, once [choice].
    func reportOpenTransitions() {
        // an interactive one waits for its gesture: only once it is finished or cancelled does it hang
        for context in openTransitions where !context.wasReportedOpen && !context.isInteractive {
            context.wasReportedOpen = true
            warn(TransitionContextMisuse.neverCompleted(context.describeTransition), about: context.toViewController)
        }
    }
}

/// lifelua's own words for a context used wrongly (UIKit has none: it ignores or asserts) [choice].
public enum TransitionContextMisuse: Error, CustomStringConvertible {
    case percentOutOfRange(Double)
    case notInteractive(String, String)
    case alreadyComplete(String, String)

    public var description: String {
        switch self {
        case .percentOutOfRange(let p):
            return "updateInteractiveTransition: expected a percent from 0 to 1, got \(p)"
        case .notInteractive(let method, let transition):
            return "\(method): \(transition) is not interactive (no interaction controller, or it was already finished or cancelled)"
        case .alreadyComplete(let method, let transition):
            return "\(method): \(transition) has already completed"
        }
    }

    static func neverCompleted(_ transition: String) -> String {
        "\(transition) never ended: its animator has not called ctx:completeTransition and the run loop is idle"
    }
}

extension TransitioningDelegate {
    public func animator(forPresented presented: UIViewController, presenting: UIViewController) throws -> ScriptAnimator? { nil }
    public func animator(forDismissed dismissed: UIViewController) throws -> ScriptAnimator? { nil }
}

extension UIKitMessages {
    /// lifelua's own limit, not UIKit's [choice, docs/decisions.md].
    fileprivate static func cancelledTransitionNotModelled(_ to: String) -> UIKitException {
        .invalidArgument("completeTransition(false): a cancelled navigation transition (to \(to)) that changed more than one controller (popToViewController, setViewControllers) is not modelled in lifelua")
    }
    fileprivate static func completedTwice(_ from: String, _ to: String) -> UIKitException {
        UIKitException(name: "NSInternalInconsistencyException",
                       reason: "completeTransition: called twice for the transition from \(from) to \(to)")
    }
}
