// UINavigationController (semantics §5, amended by semantics-code K12–K17).
//   push: B.willMove(nav) [in the call: addChild], B.viewDidLoad, A.viewWillDisappear,
//         B.viewWillAppear, willShow(B), … A.viewDidDisappear, B.viewDidAppear, B.didMove(nav),
//         didShow(B) — the old `did` before the new one [log ×7] [log vastdevblog] [prose Neuburg].
//   pop:  B.willMove(nil) [in the call, K12], B.viewWillDisappear, A.viewWillAppear, willShow(A),
//         B.viewDidDisappear, A.viewDidAppear, B.didMove(nil), didShow(A); B deinits after if
//         unreferenced [log readke]. --ios 26+: B.didMove(nil) right after B.viewDidDisappear (K15).
//   popTo…: intermediates get no appearance callbacks, but willMove(nil) and didMove(nil) in the
//         call, bottom first, before the top's willMove(nil) (K13).
//   setViewControllers: a pop if the new top is below the top, none if it is the top, a push if
//         it is new [doc]; only the old and new top get appearance callbacks. In the call (K12):
//         removed controllers other than the shown top get willMove(nil) and didMove(nil), the
//         shown top that leaves willMove(nil) (its didMove(nil) where a popped one gets it), added
//         ones willMove(nav) and didMove(nav) — the new top's didMove(nav) after its viewDidAppear
//         when the navigation controller is in the window. Off screen, every one gets both at once.
//   A request while a transition runs waits for it (K16; a push or pop with §5's warning); a
//   setViewControllers during a presentation's transition is dropped with UIKit's log (K16).
//   It forwards appearance only to the controller it displays [seed 004].

public final class UINavigationController: UIViewController {
    public private(set) var viewControllers: [UIViewController] = []
    /// Membership of the stack in O(1), so deep stacks stay linear.
    private var stackMembers: Set<ObjectIdentifier> = []
    public var delegate: ScriptDelegate?
    /// The controller whose view the navigation controller shows, and to which it forwards.
    private(set) var displayed: UIViewController?
    var transitionRunning = false
    /// The controller an in-flight push/pop is bringing in: the transition drives its appearance,
    /// so the navigation controller's own `did` must not complete it early [choice, docs/decisions.md].
    /// The target's `serial`, 0 for none: named, not held (docs/performance.md, "Back-references without weak").
    private var transitionTarget = 0
    var queued = RequestQueue<() throws -> Void>()
    /// semantics-ios26 §25.1: the end of the running animated push or pop (its `did` steps), while
    /// its animation runs, so a request on iOS 26+ can complete it at once; and whether a transition
    /// was requested whose animation has not started yet (it starts at the commit).
    var runningTransitionEnd: RunLoop.Work?
    var transitionAwaitsCommit = false
    /// Counts animated transitions, so a preempted one's timer ends nothing.
    private var transitionNumber = 0
    /// The running animated transition pushes or pops a controller with the zoom transition (§25).
    var runningTransitionIsZoom = false
    private var hasShownOnce = false
    /// UIKit's `_allowNestedNavigationControllers`: a split view controller sets it on its
    /// navigation primary while collapsed, so its secondary may be a navigation controller
    /// pushed on it (docs/decisions.md, "A navigation controller in a collapsing split's column").
    var allowsNestedNavigationControllers = false

    public init(world: World, name: String, root: UIViewController?, className: String = "UINavigationController") throws {
        super.init(world: world, name: name, className: className)
        definesPresentationContext = true   // semantics §3: a UINavigationController defaults to true
        if let root {
            // semantics §5 [choice]: the initializer calls root.willMove(nav) and root.didMove(nav).
            try checkPushable(root)
            // semantics §4: the root counts as moving to its parent in its first appearance, though
            // added here [log-summary bamboohero]: addChild's isMovingToParent holds until then.
            try addChild(root)
            viewControllers = [root]
            stackMembers = [ObjectIdentifier(root)]
            try root.didMove(toParent: self)
        }
    }

    public var topViewController: UIViewController? { viewControllers.last }

    override var layoutChildren: [UIViewController] { displayed.map { [$0] } ?? [] }
    override func layoutChildPlace(of child: UIViewController) -> Int? { displayed === child ? 0 : nil }

    override var hierarchyNotes: [String] { topViewController.map { ["top: \($0.name)"] } ?? [] }

    /// The top controller, or what it (or the navigation controller) presents modally.
    public var visibleViewController: UIViewController? {
        if var presented = presentedViewController {
            while let next = presented.presentedViewController { presented = next }
            return presented
        }
        return topViewController
    }

    override func forwardsAppearance(to child: UIViewController) -> Bool {
        shouldAutomaticallyForwardAppearanceMethods && child === displayed
            && !(child.serial == transitionTarget && child.appearance == .appearing)
    }

    /// semantics-code K2: UIKit's containers drive what they show through the guarded steps.
    override var drivesShownChildThroughGuardedSteps: Bool { true }

    /// semantics §5 (iOS 18+): as a window's root it defers its top's appearance to the commit.
    override var defersAppearanceInWindow: Bool { world.configuration.navigationRootDefersAppearance }

    override func appearanceWillForward(appearing: Bool) throws {
        guard appearing, displayed == nil, let top = topViewController else { return }
        try display(top)
    }

    override func appearanceDidBegin(appearing: Bool, animated: Bool) throws {
        // A navigation controller's first appearance tells its delegate [log vastdevblog].
        guard appearing, !hasShownOnce, let top = displayed else { return }
        try tellDelegate(.willShow, showing: top, animated: animated)
    }

    override func appearanceDidEnd(appeared: Bool, animated: Bool) throws {
        guard appeared, !hasShownOnce, let top = displayed else { return }
        hasShownOnce = true
        try tellDelegate(.didShow, showing: top, animated: animated)
    }

    /// Puts `controller`'s view in the navigation controller's view and forwards to it.
    private func display(_ controller: UIViewController) throws {
        try embedChildView(controller, atBack: true)
        displayed = controller
    }

    /// navigationController(_:willShow:animated:) or (_:didShow:animated:), traced and called
    /// if the delegate implements it.
    func tellDelegate(_ method: EventKind, showing controller: UIViewController, animated: Bool) throws {
        try world.callDelegate(delegate, method, on: self, target: controller, animated: animated,
                               arguments: [.controller(self), .controller(controller), .bool(animated)])
    }

    // MARK: checks (semantics §5, Exceptions)

    private func checkPushRequest(_ controller: UIViewController) throws {
        try checkPushable(controller)
        if controller.parent != nil && controller.parent !== self {   // semantics §4, hierarchy checks [log]
            throw UIKitMessages.inconsistentHierarchy(child: controller, shouldHave: controller.parent, requested: self)
        }
    }

    private func checkPushable(_ controller: UIViewController) throws {
        // semantics §5 [log] (a navigation controller is not pushed), unless a collapsed split allows it
        // (semantics-containers §29.3, §29.6; code NC26 `_sanityCheckPushViewController:…`)
        if controller is UINavigationController, !allowsNestedNavigationControllers { throw UIKitMessages.pushNavigationController }
        try checkAdoptable(controller)
        if stackMembers.contains(ObjectIdentifier(controller)) {
            throw UIKitMessages.pushSameInstance(controller, nav: self, world.configuration)
        }
    }

    // MARK: applying a new stack (semantics-code K12, K13)

    /// What the transition at the commit still owes once a new stack is applied.
    private struct Applied {
        /// The shown top that left the stack: it got willMove(nil); didMove(nil) comes where a
        /// popped controller's does (§5; K15 on --ios 26+).
        var leavingTop: UIViewController?
        /// The new top was added and awaits didMove(nav) after its viewDidAppear.
        var topAwaitsDidMove = false
        /// How many controllers left and joined the stack: one pushed or one popped can be
        /// cancelled by an animator (K28).
        var removedCount = 0, addedCount = 0
    }

    /// semantics-code K12, K13 [code NC26 `_immediatelyApplyViewControllers…`]: the new stack is
    /// applied inside the call (`update` changes the stack), and with it every willMove/didMove
    /// that is due at once. `removed` and `added` are in stack order. `topDidMoveLater`: whether
    /// an added new top waits for its didMove(nav) (a push always, as §5; a setViewControllers
    /// only in a window, K12).
    private func apply(removing removed: [UIViewController], adding added: [UIViewController],
                       topDidMoveLater: Bool, update: () -> Void) throws -> Applied {
        // semantics-code K12: only a shown top is "disappearing"; off screen every removed controller gets both at once
        let leavingTop = appearance.isShown ? removed.last(where: { $0 === displayed }) : nil
        update()
        let newTop = viewControllers.last
        // semantics-code K13: the other removed controllers: willMove(nil), didMove(nil) now, bottom first [choice: before the additions]
        for c in removed where c !== leavingTop {
            try c.willMove(toParent: nil)
            try release(c)
        }
        try leavingTop?.willMove(toParent: nil)   // semantics-code K12, K13: at once, after the intermediates
        // semantics-code K12: added controllers: willMove(nav) now, and didMove(nav) now but for a new top shown later
        var applied = Applied(leavingTop: leavingTop, removedCount: removed.count, addedCount: added.count)
        for c in added {
            do { try addChild(c) } catch {
                // addChild's check when it links refused it (semantics §4, docs/decisions.md
                // "Checks again when a child is linked"; random app seed 2034631): the stack keeps
                // only its children
                viewControllers.removeAll { $0.parent !== self }
                stackMembers = Set(viewControllers.map(ObjectIdentifier.init))
                throw error
            }
            if c === newTop && topDidMoveLater {
                applied.topAwaitsDidMove = true
            } else {
                try c.didMove(toParent: self)
            }
        }
        return applied
    }

    // MARK: push and pop

    public func pushViewController(_ controller: UIViewController, animated: Bool) throws {
        try world.operation {
            try checkPushRequest(controller)
            var waited = false
            try whenIdle(warning: UIKitMessages.nestedPush) { [self] in
                // semantics §4: the checks come before anything changes — again when a push that
                // waited for a transition runs: the turn may have given the controller another parent
                // or its view another controller's (random seeds 13086, 1012069: the stack kept a
                // controller that was not its child, and the navigation controller never appeared)
                if waited { try checkPushRequest(controller) }
                // willMove(nav) in the call [test Lasso S0]; didMove(nav) after its viewDidAppear (§5)
                let applied = try apply(removing: [], adding: [controller], topDidMoveLater: true) {
                    viewControllers.append(controller)
                    stackMembers.insert(ObjectIdentifier(controller))
                }
                startTransition(to: controller, applied, animated: animated)
            }
            waited = true
        }
    }

    @discardableResult
    public func popViewController(animated: Bool) throws -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }   // semantics §5: popping the root returns nil [doc]
        let popped = viewControllers.last
        try popToViewController(viewControllers[viewControllers.count - 2], animated: animated)
        return popped
    }

    public func popToRootViewController(animated: Bool) throws {
        guard let root = viewControllers.first else { return }
        try popToViewController(root, animated: animated)
    }

    public func popToViewController(_ target: UIViewController, animated: Bool) throws {
        try world.operation {
            guard let index = viewControllers.lastIndex(where: { $0 === target }) else {   // from the top: popping is O(1)
                throw UIKitMessages.popToMissing
            }
            guard index < viewControllers.count - 1 else { return }
            try whenIdle(warning: UIKitMessages.nestedPop) { [self] in
                // issue 12: a queued pop re-finds its target in the stack as it is now; gone, or
                // already on top, it does nothing [choice]
                guard let index = viewControllers.lastIndex(where: { $0 === target }),
                      index < viewControllers.count - 1 else { return }
                let removed = Array(viewControllers[(index + 1)...])
                let applied = try apply(removing: removed, adding: [], topDidMoveLater: false) {
                    viewControllers.removeSubrange((index + 1)...)
                    for c in removed { stackMembers.remove(ObjectIdentifier(c)) }
                }
                startTransition(to: target, applied, animated: animated)
            }
        }
    }

    /// semantics §5 [doc setViewControllers]: one transition, chosen by where the new top was: a
    /// pop if it is in the stack below the top, none if it is the top, a push if it is new. Push
    /// and pop run the same sequence (`performTransition`); the moves are K12's (`apply`).
    public func setViewControllers(_ controllers: [UIViewController], animated: Bool) throws {
        try world.operation {
            try checkStack(controllers)
            // semantics-code K16 [choice]: during a presentation's transition the request is dropped
            if presentationTransitionRunning {
                world.warn(UIKitMessages.requestDropped("setViewControllers:animated:", self), about: self)
                return
            }
            var waited = false
            try whenIdle(warning: nil) { [self] in
                // semantics §4, K12: checked again when a request that waited runs, before anything
                // changes, as a push (random seeds 36004, 1027151)
                if waited { try checkStack(controllers) }
                let newMembers = Set(controllers.map(ObjectIdentifier.init))
                let removed = viewControllers.filter { !newMembers.contains(ObjectIdentifier($0)) }
                let added = controllers.filter { !stackMembers.contains(ObjectIdentifier($0)) }
                let applied = try apply(removing: removed, adding: added, topDidMoveLater: appearance.isShown) {
                    viewControllers = controllers
                    stackMembers = newMembers
                }
                guard let newTop = controllers.last else {
                    // an empty stack: the shown top leaves with nothing to reveal
                    if let leaving = applied.leavingTop { try release(leaving) }
                    return
                }
                startTransition(to: newTop, applied, animated: animated)
            }
            waited = true
        }
    }

    /// semantics-code K12 [code NC26 `_setViewControllers:transition:animated:operation:`]: the
    /// stack must be distinct and hold no navigation controller; linear in its length (issue 12:
    /// a quadratic check stalled on 200,000).
    private func checkStack(_ controllers: [UIViewController]) throws {
        var seen: Set<ObjectIdentifier> = []
        for c in controllers {
            if !seen.insert(ObjectIdentifier(c)).inserted { throw UIKitMessages.stackNotDistinct(controllers) }
        }
        for c in controllers {
            if c is UINavigationController { throw UIKitMessages.navigationControllerInStack }
            try checkAdoptable(c)
        }
    }

    /// The request's transition starts at the commit. Off screen nothing transitions, so nothing
    /// runs for a later request to wait for: every request of the turn changes the stack at once
    /// (decisions "A navigation controller off screen" [code NC26: no disappearing controller
    /// without a window, so no transition coordinator]; random seed 200163).
    private func startTransition(to newTop: UIViewController, _ applied: Applied, animated: Bool) {
        let onScreen = appearance.isShown
        transitionRunning = animated && onScreen
        // semantics-ios26 §25.1: set by the request that starts one, never by one that starts none
        // while an animator's transition runs (random container seed 1080602: a request waiting
        // for this flag re-queued itself in the commit for ever)
        transitionAwaitsCommit = transitionRunning
        world.runLoop.enqueueCommit { [self] in
            try performTransition(to: newTop, applied, animated: animated, requestedOnScreen: onScreen)
        }
    }

    /// The one transition all of push, pop, popTo and setViewControllers use, at the commit.
    private func performTransition(to newTop: UIViewController, _ applied: Applied, animated: Bool, requestedOnScreen: Bool) throws {
        transitionAwaitsCommit = false   // semantics-ios26 §25.1: it has started (or ends here)
        let leaving = applied.leavingTop
        // semantics-ios26 §25.1, K16: only an animated transition requested on screen is the running one
        let ownsRunning = animated && requestedOnScreen
        // issue 12: the incoming top was taken by another container before the commit [choice];
        // or it left the stack with no transition of its own (a split's expansion, §29.6; random
        // container seed 1553793: the push ran after it, as a controller no longer in the stack)
        guard newTop.parent === self, stackMembers.contains(ObjectIdentifier(newTop)) else {
            if let leaving { try release(leaving) }
            finishTransition(ownsRunning: ownsRunning)
            return
        }
        let oldTop = displayed
        // requested off screen and shown since (a window's root in the turn it is shown, §5 on
        // iOS 18+): the navigation controller showed its top as it appeared
        let visible = appearance.isShown && requestedOnScreen
        guard visible, oldTop !== newTop else {
            // Not on screen (or nothing changes): relations only; the top appears with the nav
            // [choice, docs/decisions.md].
            if let oldTop, oldTop !== newTop, !appearance.isShown {
                displayed = nil
                // a top still disappearing with the nav (covered by a presentation) ends its
                // disappearance as it leaves (issue 12: it stayed disappearing for ever)
                try WindowAttachment.leave(oldTop)
            }
            if let leaving { try release(leaving) }
            if applied.topAwaitsDidMove { try newTop.didMove(toParent: self) }
            finishTransition(ownsRunning: ownsRunning)
            return
        }
        try newTop.loadAsIncomingController()
        let oldWasStillAppearing = oldTop?.appearance == .appearing
        try oldTop?.beginAppearance(false, animated: animated)
        if let taker = newTop.parent, taker !== self {   // random app seed 2170460
            try refuseIncomingTaken(newTop, by: taker, showingAgain: oldTop, releasing: leaving, ownsRunning: ownsRunning)
        }
        try display(newTop)
        try newTop.beginAppearanceJoiningWindow(animated: animated)
        transitionTarget = newTop.serial
        try tellDelegate(.willShow, showing: newTop, animated: animated)
        if oldWasStillAppearing, let oldTop {
            // semantics §5 (iOS 17): a top cut off before its viewDidAppear gets didDisappear at
            // once, never didAppear [log VAndrJ]; its view has left first (§4).
            oldTop.detachView()
            try oldTop.endAppearance(animated: animated)
        }
        let didMoveFirst = world.configuration.popDidMoveBeforeRevealedDidAppear
        let finish: RunLoop.Work = { [self] in
            if transitionTarget == newTop.serial { transitionTarget = 0 }
            if let oldTop { try detachChildViewIfStillHeld(oldTop, unlessShown: displayed) }
            try oldTop?.endAppearance(animated: animated)
            // semantics-code K15: --ios 26+, the leaving top's didMove(nil) right after its viewDidDisappear
            if didMoveFirst, let leaving { try release(leaving) }
            try newTop.endAppearance(animated: animated)
            if applied.topAwaitsDidMove { try newTop.didMove(toParent: self) }
            if !didMoveFirst, let leaving { try release(leaving) }   // §5: after the revealed viewDidAppear [log readke]
            try tellDelegate(.didShow, showing: newTop, animated: animated)
            hasShownOnce = true
            if topViewController !== newTop {
                // semantics §5: the stack was changed underneath a running transition [log; choice for the trigger]
                world.warn(UIKitMessages.unexpectedNavigationState, about: self)
            }
            finishTransition(ownsRunning: ownsRunning)
            world.releaseCheckpoint()
        }
        // semantics-code K28: the delegate's animator, after the wills and willShow, ends it itself
        let operation = oldTop.map { stackMembers.contains(ObjectIdentifier($0)) } ?? true ? "push" : "pop"
        if animated, let animator = try delegate?.animator("animationControllerFor", [
            .controller(self), .string(operation), oldTop.map(DelegateArgument.controller) ?? .none, .controller(newTop)]) {
            let interactive = try delegate?.interactionController("interactionControllerFor", [.controller(self)], animator: animator) ?? false
            try UITransitionContext(world: world, kind: operation, container: try view, from: oldTop ?? self, to: newTop, animator: animator,
                                    interactive: interactive, defaultDuration: AnimationDuration.navigation, completed: finish,
                                    cancelled: cancelledTransition(from: oldTop, to: newTop, applied)).start()
            return
        }
        if animated {
            // semantics-ios26 §25.1: a request on iOS 26+ may end it before its animation does
            runningTransitionEnd = finish
            runningTransitionIsZoom = (leaving ?? newTop).usesZoomTransition   // the controller pushed or popped
            transitionNumber += 1
            let number = transitionNumber
            world.runLoop.schedule(after: AnimationDuration.navigation) { [self] in
                // completed by a request already (and maybe another transition running)
                guard number == transitionNumber, let end = runningTransitionEnd else { return }
                runningTransitionEnd = nil
                try end()
            }
        } else {
            world.runLoop.atEndOfTurn(finish)
        }
    }

    /// semantics-code K28 + §5 (K14): an animator's completeTransition(false) on a single push or
    /// pop springs back as the cancelled edge swipe does: the incoming controller's will/did
    /// disappear, the outgoing one's will/did appear, willShow and didShow of the outgoing one; the
    /// stack is as before (a popped top re-added without willMove; a pushed one leaves with
    /// willMove(nil) and didMove(nil), last) [choice for the push]. Anything else: nil (an error).
    private func cancelledTransition(from oldTop: UIViewController?, to newTop: UIViewController, _ applied: Applied) -> RunLoop.Work? {
        guard let oldTop else { return nil }
        let isPush = applied.removedCount == 0 && applied.addedCount == 1 && applied.topAwaitsDidMove
        let isPop = applied.addedCount == 0 && applied.removedCount == 1 && applied.leavingTop === oldTop
        guard isPush || isPop else { return nil }
        return { [self] in
            if transitionTarget == newTop.serial { transitionTarget = 0 }
            if isPop {   // K14: re-added to the stack, without willMove
                viewControllers.append(oldTop)
                stackMembers.insert(ObjectIdentifier(oldTop))
                oldTop.isMovingFromParent = false
            } else if let i = viewControllers.lastIndex(where: { $0 === newTop }) {
                viewControllers.remove(at: i)
                stackMembers.remove(ObjectIdentifier(newTop))
            }
            displayed = oldTop
            try springBack(shownAgain: oldTop, leaving: newTop)
            if isPush, newTop.parent === self {
                try newTop.willMove(toParent: nil)
                try newTop.removeFromParent()
            }
            world.releaseCheckpoint()
        }
    }

    /// issue 12 [choice, docs/decisions.md "A container's child taken by another container"]: the
    /// old top's viewWillDisappear gave the incoming controller (a push's new top, a swipe's
    /// revealed one) another parent. Putting its view in ours raises UIKit's hierarchy exception
    /// (§4); the transition ends first, and the old top, still the stack's top, appears again (it
    /// rested disappearing and the navigation controller stayed transitioning, so every later
    /// request waited for ever).
    func refuseIncomingTaken(_ incoming: UIViewController, by taker: UIViewController, showingAgain top: UIViewController?,
                             releasing leaving: UIViewController? = nil, ownsRunning: Bool = true) throws -> Never {
        if let top, top === topViewController, top === displayed {
            top.isMovingFromParent = false   // K14: still in the stack
            try top.beginAppearance(true, animated: false)
            try top.endAppearance(animated: false)
        }
        if let leaving { try release(leaving) }
        finishTransition(ownsRunning: ownsRunning)
        throw UIKitMessages.inconsistentView(child: incoming, shouldHave: self, actual: taker)
    }

    /// A cancelled edge swipe whose top was taken before its end (issue 12 [choice]): the top
    /// ended its disappearance when taken and gets nothing more. The revealed controller, still
    /// the stack's top, completes its appearance as a completed pop's does (viewDidAppear,
    /// didShow); otherwise it ends its appearance, its view leaving ours.
    func endSwipeWhoseTopWasTaken(revealing revealed: UIViewController) throws {
        if revealed.parent === self, revealed === topViewController, displayed == nil {
            displayed = revealed
            try revealed.completeAppearance(true, animated: true)
            try tellDelegate(.didShow, showing: revealed, animated: true)
        } else if revealed !== displayed, revealed.appearance == .appearing {
            try revealed.beginAppearance(false, animated: true)
            revealed.detachView()
            try revealed.completeAppearance(false, animated: true)
        }
        finishTransition()
    }

    /// The end of a transition: the running one (`ownsRunning`) lets the next queued request go.
    /// One that never ran (off screen, or not animated) ends nothing while another one runs: it
    /// may have started after it in the same turn (semantics-ios26 §25.1, §5's queue; random
    /// container seed 1316850: a collapsing split's non-animated push, ending at the commit,
    /// cleared the flag of the animated push requested after it, so the next push neither waited
    /// for it nor completed it, and its disappearing controller never got viewDidDisappear).
    func finishTransition(ownsRunning: Bool = true) {
        if !ownsRunning && transitionRunning { return }
        transitionRunning = false
        if let next = queued.popFirst() {
            // §5's queue, semantics-ios26 §25.1: a transition may have started between this end and
            // the request's turn (one preempting this one, requested before it): the request waits
            // for it or preempts it as it would have when made (random app seed 2517336: a push
            // queued in a did of the completed transition cut off the pop that had preempted it)
            world.runLoop.enqueue { [self] in try world.operation { try whenIdle(warning: nil, next) } }
        }
    }

    /// Removes a controller that has left the stack from the children (its didMove(nil)); if it
    /// is still shown (no transition took it off), it disappears first.
    private func release(_ controller: UIViewController) throws {
        if displayed === controller {
            displayed = nil
            try WindowAttachment.leave(controller)
        }
        guard controller.parent === self else { return }   // taken meanwhile: its new parent sent the moves
        try controller.removeFromParent()
    }

    // MARK: a split view controller collapsing or expanding on screen (semantics-containers §29.6)

    /// Pushes `controller` with no transition of its own: willMove(nav) and didMove(nav) now, and
    /// on screen it is displayed at once (its view moved in outside the window rule). The split
    /// drives the appearance of what starts or stops being displayed.
    func pushForSplit(_ controller: UIViewController) throws {
        try checkPushable(controller)
        try addChild(controller)
        viewControllers.append(controller)
        stackMembers.insert(ObjectIdentifier(controller))
        try controller.didMove(toParent: self)
        if appearance.isShown {
            try display(controller)
        } else if let old = displayed {   // off screen: the top is displayed when the navigation controller appears
            old.detachView()
            displayed = nil
        }
    }

    /// Takes the controllers above `index` off the stack with no transition of its own and
    /// returns them, bottom first; they are still children (the split sends their moves). On
    /// screen, the new top is displayed; its view comes in with its appearance.
    func popForSplit(above index: Int) -> [UIViewController] {
        guard index + 1 < viewControllers.count else { return [] }
        let removed = Array(viewControllers[(index + 1)...])
        viewControllers.removeSubrange((index + 1)...)
        for c in removed { stackMembers.remove(ObjectIdentifier(c)) }
        if !appearance.isShown { displayed?.detachView() }
        displayed = appearance.isShown ? viewControllers.last : nil
        return removed
    }

    /// A stack member taken by another container or removed by hand leaves the stack; if it was
    /// shown, it disappears (issue 12: no controller is left half-appeared, nor appears twice).
    override func childWasTaken(_ child: UIViewController) throws {
        guard stackMembers.remove(ObjectIdentifier(child)) != nil else { return }   // the stack's own pops release after this
        if let i = viewControllers.lastIndex(where: { $0 === child }) { viewControllers.remove(at: i) }
        guard displayed === child else { return }
        displayed = nil
        try WindowAttachment.leave(child)
    }
}

extension AnimationDuration {
    /// push, pop and the edge swipe (semantics §2) [choice, close to UIKit's].
    public static let navigation = 0.35
}

/// semantics-code K17: the bundle identifier UIKit's messages end with.
let scenarioBundleIdentifier = "com.lifelua.scenario"

// UINavigationController's own messages (semantics §5, semantics-code K12, K16, K17).
extension UIKitMessages {
    fileprivate static func pushSameInstance(_ vc: UIViewController, nav: UIViewController, _ config: Configuration) -> UIKitException {
        config.hasOldPushSameInstanceMessage
            ? .invalidArgument("Pushing the same view controller instance more than once is not supported (\(describe(vc)))")
            // semantics-code K17: 13+ ends with " : <bundle identifier>"
            : .invalidArgument("\(describe(nav)) is pushing the same view controller instance (\(describe(vc))) more than once which is not supported and is most likely an error in the application : \(scenarioBundleIdentifier)")
    }
    fileprivate static let popToMissing = UIKitException.invalidArgument("Tried to pop to a view controller that doesn't exist.")
    fileprivate static let pushNavigationController = UIKitException.invalidArgument("Pushing a navigation controller is not supported")
    /// semantics-code K12 [code; choice for the list's format]: the controllers' names, comma-separated.
    fileprivate static func stackNotDistinct(_ controllers: [UIViewController]) -> UIKitException {
        UIKitException(name: "NSInternalInconsistencyException",
                       reason: "All view controllers in a navigation controller must be distinct (\(controllers.map(\.name).joined(separator: ", ")))")
    }
    /// semantics-code K12 [code for the text; choice for the exception's name].
    fileprivate static let navigationControllerInStack = UIKitException.invalidArgument("UINavigationControllers are not allowed in a navigation controller!")
    /// semantics-code K16 [code NC26 `_applyViewControllers…`]: a request dropped during a transition.
    fileprivate static func requestDropped(_ selector: String, _ nav: UIViewController) -> String {
        "\(selector) called on \(describe(nav)) while an existing transition or presentation is occurring; the navigation stack will not be updated."
    }
    fileprivate static let nestedPush = "nested push animation can result in a corrupted navigation bar"
    fileprivate static let nestedPop = "nested pop animation can result in a corrupted navigation bar"
    fileprivate static let unexpectedNavigationState = "Finishing up a navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted."
}
