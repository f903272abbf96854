// UINavigationController (semantics §5).
//   push: B.willMove(nav) [in the call: addChild], B.viewDidLoad, A.viewWillDisappear,
//         B.viewWillAppear, willShow(B), … A.viewDidDisappear, B.viewDidAppear, B.didMove(nav),
//         didShow(B) — the old `did` before the new one [log ×7] [log vastdevblog] [prose Neuburg].
//   pop:  B.willMove(nil), B.viewWillDisappear, A.viewWillAppear, willShow(A), B.viewDidDisappear,
//         A.viewDidAppear, B.didMove(nil), didShow(A); B deinits after if unreferenced [log readke].
//   popTo…: intermediates get no callbacks and are released when the transition starts [log kaopuke].
//   setViewControllers: a pop if the new top is below the top, none if it is the top, a push if
//         it is new [doc]; only the old and new top get appearance callbacks; the old top gets no
//         willMove/didMove [radar 18002763]; the rest [choice, docs/decisions.md].
//   It forwards appearance only to the controller it displays [seed 004].

public final class UINavigationController: UIViewController {
    public private(set) var viewControllers: [UIViewController] = []
    /// Membership of the stack in O(1), so deep stacks stay linear.
    private var stackMembers: Set<ObjectIdentifier> = []
    public var delegate: ScriptDelegate?
    /// The controller whose view the navigation controller shows, and to which it forwards.
    private(set) var displayed: UIViewController?
    private var transitionRunning = false
    /// The controller an in-flight push/pop is bringing in: the transition drives its appearance,
    /// so the navigation controller's own `did` must not complete it early [choice, docs/decisions.md].
    private weak var transitionTarget: UIViewController?
    private var queued: [() throws -> Void] = []
    private var hasShownOnce = false

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
            && !(child === transitionTarget && child.appearance == .appearing)
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
    private func tellDelegate(_ method: EventKind, showing controller: UIViewController, animated: Bool) throws {
        try world.callDelegate(delegate, method, on: self, target: controller, animated: animated,
                               arguments: [.controller(self), .controller(controller), .bool(animated)])
    }

    // MARK: checks (semantics §5, Exceptions)

    private func checkPushable(_ controller: UIViewController) throws {
        if controller is UINavigationController { throw UIKitMessages.pushNavigationController }
        try checkAdoptable(controller)
        if stackMembers.contains(ObjectIdentifier(controller)) {
            throw UIKitMessages.pushSameInstance(controller, nav: self, world.configuration)
        }
    }

    /// A push or pop requested while an animated one runs is performed after it completes, with
    /// UIKit's warning [log; choice for the queueing].
    private func whenIdle(warning: String, _ request: @escaping () throws -> Void) throws {
        if transitionRunning {
            world.warn(warning, about: self)
            queued.append(request)
        } else {
            try request()
        }
    }

    // MARK: push and pop

    public func pushViewController(_ controller: UIViewController, animated: Bool) throws {
        try world.operation {
            try checkPushable(controller)
            if controller.parent != nil && controller.parent !== self {   // semantics §4, hierarchy checks [log]
                throw UIKitMessages.inconsistentHierarchy(child: controller, shouldHave: controller.parent, requested: self)
            }
            try whenIdle(warning: UIKitMessages.nestedPush) { [self] in
                try addChild(controller)   // willMove(nav) in the call [test Lasso S0]
                viewControllers.append(controller)
                stackMembers.insert(ObjectIdentifier(controller))
                transitionRunning = animated
                world.runLoop.enqueueCommit { [self] in
                    try performTransition(to: controller, leaving: [], animated: animated, push: controller)
                }
            }
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
                viewControllers.removeSubrange((index + 1)...)
                for c in removed { stackMembers.remove(ObjectIdentifier(c)) }
                transitionRunning = animated
                world.runLoop.enqueueCommit { [self] in
                    try performTransition(to: target, leaving: removed, animated: animated, push: nil)
                }
            }
        }
    }

    /// semantics §5 [doc setViewControllers]: one transition, chosen by where the new top was: a
    /// pop if it is in the stack below the top, none if it is the top, a push if it is new. Push
    /// and pop run the same sequence (old will, new will, willShow, old did, new did, moves,
    /// didShow; `performTransition`); they differ in who joins or leaves the stack: a new top
    /// joins (willMove(nav) here, isMovingToParent, didMove(nav) at the end), a top that leaves
    /// is moving from its parent but gets no willMove/didMove [radar 18002763].
    public func setViewControllers(_ controllers: [UIViewController], animated: Bool) throws {
        try world.operation {
            // Linear in the number of controllers (issue 12: a quadratic check stalled on 200,000).
            var seen: Set<ObjectIdentifier> = []
            for c in controllers {
                if c is UINavigationController { throw UIKitMessages.pushNavigationController }
                try checkAdoptable(c)
                if !seen.insert(ObjectIdentifier(c)).inserted {
                    throw UIKitMessages.pushSameInstance(c, nav: self, world.configuration)
                }
            }
            let old = viewControllers
            let oldMembers = Set(old.map(ObjectIdentifier.init))
            let removed = old.filter { !seen.contains(ObjectIdentifier($0)) }
            let added = controllers.filter { !oldMembers.contains(ObjectIdentifier($0)) }
            for c in added { try addChild(c) }
            viewControllers = controllers
            stackMembers = Set(controllers.map(ObjectIdentifier.init))
            guard let newTop = controllers.last else {
                for c in removed { try release(c, silently: true) }
                displayed = nil
                return
            }
            transitionRunning = animated
            world.runLoop.enqueueCommit { [self] in
                try performTransition(to: newTop, leaving: removed, animated: animated, push: nil,
                                      setting: added)
            }
        }
    }

    /// The one transition all of push, pop, popTo and setViewControllers use.
    private func performTransition(to newTop: UIViewController, leaving removed: [UIViewController],
                                   animated: Bool, push: UIViewController?,
                                   setting added: [UIViewController]? = nil) throws {
        // issue 12: the incoming top was taken by another container before the commit [choice]
        guard newTop.parent === self else {
            for c in removed where c !== displayed { try release(c, silently: true) }
            finishTransition()
            return
        }
        let oldTop = displayed
        let isSet = added != nil
        // Controllers leaving that are not the one shown: no callbacks, released now [log kaopuke].
        for c in removed where c !== oldTop { try release(c, silently: true) }
        let visible = appearance.isShown
        guard visible, oldTop !== newTop else {
            // Not on screen (or nothing changes): relations only; the top appears with the nav
            // [choice, docs/decisions.md].
            if let oldTop, oldTop !== newTop, removed.contains(where: { $0 === oldTop }) {
                try release(oldTop, silently: isSet)
            }
            if oldTop !== newTop {
                displayed = nil
                // a top still disappearing with the nav (covered by a presentation) ends its
                // disappearance as it leaves (issue 12: it stayed disappearing for ever)
                if let oldTop { try WindowAttachment.leave(oldTop) }
            }
            if let push { try push.didMove(toParent: self) }
            for c in added ?? [] { try c.didMove(toParent: self) }
            finishTransition()
            return
        }
        let oldLeaves = oldTop.map { o in removed.contains { $0 === o } } ?? false
        if let oldTop, oldLeaves {
            if !isSet {
                try oldTop.willMove(toParent: nil)
            } else {
                oldTop.isMovingFromParent = true   // [choice] §4 "when it leaves", without willMove(nil) [radar 18002763]
            }
        }
        try newTop.loadAsIncomingController()
        let oldWasStillAppearing = oldTop?.appearance == .appearing
        try oldTop?.beginAppearance(false, animated: animated)
        try display(newTop)
        try newTop.beginAppearanceJoiningWindow(animated: animated)
        transitionTarget = newTop
        try tellDelegate(.willShow, showing: newTop, animated: animated)
        if oldWasStillAppearing, let oldTop {
            // semantics §5 (iOS 17): a top cut off before its viewDidAppear gets didDisappear at
            // once, never didAppear [log VAndrJ]; its view has left first (§4).
            oldTop.detachView()
            try oldTop.endAppearance(animated: animated)
        }
        let finish: RunLoop.Work = { [self] in
            if transitionTarget === newTop { transitionTarget = nil }
            if let oldTop, oldTop !== displayed { oldTop.detachView() }
            try oldTop?.endAppearance(animated: animated)
            try newTop.endAppearance(animated: animated)
            if let push { try push.didMove(toParent: self) }
            for c in added ?? [] { try c.didMove(toParent: self) }
            if let oldTop, oldLeaves { try release(oldTop, silently: isSet) }
            try tellDelegate(.didShow, showing: newTop, animated: animated)
            hasShownOnce = true
            if topViewController !== newTop {
                // semantics §5: the stack was changed underneath a running transition [log; choice for the trigger]
                world.warn(UIKitMessages.unexpectedNavigationState, about: self)
            }
            finishTransition()
            world.releaseCheckpoint()
        }
        if animated {
            world.runLoop.schedule(after: AnimationDuration.navigation, finish)
        } else {
            world.runLoop.atEndOfTurn(finish)
        }
    }

    private func finishTransition() {
        transitionRunning = false
        if !queued.isEmpty {
            let next = queued.removeFirst()
            world.runLoop.enqueue { [self] in try world.operation { try next() } }
        }
    }

    /// Removes a controller from the stack's children; `silently` skips didMove(nil).
    private func release(_ controller: UIViewController, silently: Bool) throws {
        if silently {
            if let i = children.lastIndex(where: { $0 === controller }) { children.remove(at: i) }
            controller.parent = nil
            controller.isMovingFromParent = false
            world.ownershipChanged(controller)
        } else {
            try controller.removeFromParent()
        }
        if displayed === controller { displayed = nil }
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

    // MARK: the edge swipe (semantics §5, interactive pop)

    /// Completed: a pop. Cancelled: B.viewWillDisappear, A.viewWillAppear, A.viewWillDisappear,
    /// A.viewDidDisappear, B.viewWillAppear, B.viewDidAppear; no didShow [log wangling]
    /// [prose SO 18927878] [prose BufferedNav]. A user event: handled at the next turn [choice].
    public func interactivePop(cancel: Bool) throws {
        guard viewControllers.count > 1 else { return }
        world.runLoop.enqueue { [self] in
            // an edge swipe while a transition runs is ignored [choice, docs/decisions.md]
            guard !transitionRunning, viewControllers.count > 1, let top = displayed else { return }
            if !cancel {
                try popViewController(animated: true)
                return
            }
            let revealed = viewControllers[viewControllers.count - 2]
            transitionRunning = true
            try top.beginAppearance(false, animated: true)
            let content = try view
            let revealedView = try revealed.view
            try world.withoutAttachment { try content.insertSubview(revealedView, at: 0) }
            try revealed.beginAppearanceJoiningWindow(animated: true)
            world.runLoop.schedule(after: AnimationDuration.navigation) { [self] in
                try revealed.beginAppearance(false, animated: true)
                revealedView.superview?.detach(revealedView)   // §4: gone before viewDidDisappear
                try revealed.endAppearance(animated: true)
                try top.beginAppearance(true, animated: true)
                try top.endAppearance(animated: true)
                finishTransition()
            }
        }
    }
}

extension AnimationDuration {
    /// push, pop and the edge swipe (semantics §2) [choice, close to UIKit's].
    public static let navigation = 0.35
}

// UINavigationController's own messages (semantics §5).
extension UIKitMessages {
    fileprivate static func pushSameInstance(_ vc: UIViewController, nav: UIViewController, _ config: Configuration) -> UIKitException {
        config.hasOldPushSameInstanceMessage
            ? .invalidArgument("Pushing the same view controller instance more than once is not supported (\(describe(vc)))")
            : .invalidArgument("\(describe(nav)) is pushing the same view controller instance (\(describe(vc))) more than once which is not supported and is most likely an error in the application")
    }
    fileprivate static let popToMissing = UIKitException.invalidArgument("Tried to pop to a view controller that doesn't exist.")
    fileprivate static let pushNavigationController = UIKitException.invalidArgument("Pushing a navigation controller is not supported")
    fileprivate static let nestedPush = "nested push animation can result in a corrupted navigation bar"
    fileprivate static let nestedPop = "nested pop animation can result in a corrupted navigation bar"
    fileprivate static let unexpectedNavigationState = "Finishing up a navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted."
}
