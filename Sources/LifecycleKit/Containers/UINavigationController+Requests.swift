// UINavigationController: a request made while one of its transitions runs — queued with §5's
// warning, preempting the running one (semantics-ios26 §25.1), or dropped during a presentation's
// transition (semantics-code K16). The transitions themselves are in UINavigationController.swift.

extension UINavigationController {
    /// A request made while a transition runs waits until it completes; a push or pop says so
    /// with §5's warning [log; choice for the queueing], a setViewControllers silently (K12: "the
    /// request waits (K16)") [choice: no log read for it].
    func whenIdle(warning: String?, _ request: @escaping () throws -> Void) throws {
        // §25.1: every transition on 26+; on 18 a running zoom transition
        let interruptible = world.configuration.navigationTransitionsInterruptible
            ? runningTransitionEnd != nil || transitionAwaitsCommit
            : runningTransitionEnd != nil && runningTransitionIsZoom
        if transitionRunning && interruptible {
            try preempt(request)
        } else if transitionRunning {
            if let warning { world.warn(warning, about: self) }
            queued.append(request)
        } else {
            try request()
        }
    }

    /// semantics-ios26 §25.1 [doc WWDC25 243 "fluid and interruptible"; doc fluid transitions "the
    /// system completes the transition to the appeared state and begins the navigation pop within one
    /// cycle of the run loop"; choice: a pop interrupted by a request completes as a push does]: no
    /// queue, no nested warning; the running transition completes at once (its did steps, didMove,
    /// didShow) and the request starts right after. A transition requested in this turn whose
    /// animation starts at the commit is completed there, right after it starts [choice,
    /// docs/decisions.md]. A cancelled interactive pop is not preempted (§25.2 is for zoom only).
    private func preempt(_ request: @escaping () throws -> Void) throws {
        func run() throws {
            // the transition to complete has not started yet (an earlier request of this turn
            // started another): wait for it, later in the same commit (random sequence 1716)
            if runningTransitionEnd == nil && transitionAwaitsCommit {
                world.runLoop.enqueueCommit { try run() }
                return
            }
            if let end = runningTransitionEnd {
                runningTransitionEnd = nil
                try end()
            }
            try request()
        }
        if runningTransitionEnd != nil { try run() } else { world.runLoop.enqueueCommit { try run() } }
    }

    /// semantics-code K16 [choice for which requests conflict]: a presentation or dismissal of the
    /// navigation controller (or of a container above it), or one it started, is running.
    var presentationTransitionRunning: Bool {
        var current: UIViewController? = self
        while let c = current {
            if c.isBeingPresented || c.isBeingDismissed || c.presentationTransitionInFlight { return true }
            current = c.parent
        }
        return false
    }
}
