// Modal presentation (semantics §3; semantics-presentation §10–§12 and its amendments to §3).
//   present, full screen: B.viewDidLoad, A.viewWillDisappear, B.viewWillAppear, B.viewDidAppear,
//   A.viewDidDisappear; dismiss: B.viewWillDisappear, A.viewWillAppear, A.viewDidAppear,
//   B.viewDidDisappear — the new controller's `did` before the old one's [seed 000] [log] [test].
//   Sheets, popovers, alerts and the over-styles leave the presenter alone [seed 000] [code].
//   A custom presentation controller's hooks: presentationTransitionWillBegin before the `will`s,
//   …DidEnd before the `did`s; dismissalTransition… likewise [code 18.2].
// A dismiss from below the top dismisses every level, each by its own presenter (semantics-code K9).
// Timing (semantics §2): the relation is recorded in the call; the transition starts at the
// commit of the turn; animated `did`s come when the animator's duration ends; the completion runs
// after the `did`s [doc, old]; a controller released by the transition deinits after it [choice].

extension UIViewController {
    /// The controller presented by this one or by its nearest ancestor (semantics §3, "Asking an
    /// embedded controller") [doc presentedViewController].
    public var presentedViewController: UIViewController? { nearestAnswer(\.presented) }

    /// The controller that presented this one, or the nearest presented ancestor's presenter
    /// (semantics §3, "Asking an embedded controller") [doc presentingViewController].
    public var presentingViewController: UIViewController? { nearestAnswer(\.presenting) }

    /// The relation of this controller, or else of its nearest ancestor that has one.
    private func nearestAnswer(_ relation: KeyPath<UIViewController, UIViewController?>) -> UIViewController? {
        var current: UIViewController? = self
        while let c = current {
            if let answer = c[keyPath: relation] { return answer }
            current = c.parent
        }
        return nil
    }

    public func present(_ controller: UIViewController, animated: Bool,
                        completion: (() throws -> Void)? = nil) throws {
        try world.operation {
            // semantics-code K6: inside the call, in UIKit's order — the exceptions, the adaptivity
            // delegate, the misuse warnings, the "already being presented" exception; the callbacks
            // wait for the commit (semantics §2).
            if controller === self { throw UIKitMessages.presentOnItself(self) }
            if let parent = controller.parent { throw UIKitMessages.hasParent(controller, parent: parent) }
            if controller.presenting == nil, controller.isWindowRoot || controller.window != nil {
                throw UIKitMessages.activeController(controller)   // semantics §3 (K6 does not place it)
            }
            var resolved = try PresentationStyleTable.resolve(controller, world.configuration)
            if controller.modalPresentationStyle == .popover {
                resolved = try PresentationStyleTable.adaptPopover(controller, world.configuration)
            }
            // Who presents: the root of the caller's containment tree, or for the context styles
            // the first controller up that defines a presentation context [test Lasso] [doc].
            let presenter = resolved.usesPresentationContext ? presentationContext : containmentRoot
            // The warnings (semantics §3, Misuse [log]): the call is ignored, its completion never runs.
            let old = world.configuration.hasOldPresentationWarnings
            if presenter.presentationTransitionInFlight {
                world.warn(UIKitMessages.presentationInProgress(controller, on: presenter, from: self, old: old), about: presenter)
                return
            }
            // Not in the window hierarchy — or, semantics-presentation A2, being dismissed [log ×4].
            guard let window = presenter.window, !presenter.isInRequestedDismissal else {
                world.warn(UIKitMessages.presenterNotInWindow(controller, on: presenter, from: self, old: old), about: presenter)
                return
            }
            if let current = presenter.presented {
                world.warn(UIKitMessages.alreadyPresenting(controller, on: presenter, from: self, presented: current, old: old),
                           about: presenter)
                return
            }
            // semantics §3: detached when the window's root cannot reach it through parents and
            // presentations — a context presenter may be a child (semantics-containers §31.1)
            let root = presenter.containmentRoot
            if !(root.isWindowRoot || root.presenting != nil) {
                // a view added without addChild: UIKit warns and goes on (semantics-code K10: the text on 26+)
                world.warn(UIKitMessages.detachedPresenter(controller, on: presenter, from: self,
                                                           ios26: world.configuration.hasDetachedPresenterNotice26),
                           about: presenter)
            }
            if let other = controller.presenting {
                throw UIKitMessages.alreadyBeingPresented(controller, by: other)
            }
            // nor can a controller be presented by what it presents (or by what that presents): a
            // cycle of presentation and containment makes every walk up the chain endless [choice]
            var up: UIViewController? = presenter
            while let c = up {
                let root = c.containmentRoot
                if root === controller { throw UIKitMessages.presentsItsPresenter(controller, from: self) }
                // a run of controllers presented alone holds only presented ones, and `controller`
                // is not presented: the walk skips to the run's base (PresentationRun.swift), so
                // a chain presented one level at a time stays linear (issue 30)
                let run = root.presentationRun
                up = run.length > 0 ? run.base : root.presenting
            }
            presenter.presented = controller
            controller.presenting = presenter
            controller.presentation = resolved
            presenter.presentationTransitionInFlight = true
            world.ownershipChanged(controller)
            world.runLoop.enqueueCommit {
                try PresentationTransition.present(controller, by: presenter, in: window,
                                                   animated: animated, completion: completion)
            }
        }
    }

    public func dismiss(animated: Bool, completion: (() throws -> Void)? = nil) throws {
        try world.operation {
            // semantics §3, Chains [doc] [test]: a controller that presents something dismisses
            // what it presented (and everything above); the top controller asks its presenter; a
            // child asks the root of its containment tree.
            let root = containmentRoot
            let presenter: UIViewController
            if presented != nil {
                presenter = self
            } else if root.presented != nil {
                presenter = root
            } else if let p = root.presenting {
                presenter = p
            } else {
                try completion?()   // semantics-code K8: nothing to dismiss — the completion runs at once
                return
            }
            if presenter.presentationTransitionInFlight {
                // semantics-code K8: refused, nothing dismissed, the completion runs at once
                world.warn(UIKitMessages.dismissInProgress(self), about: self)
                try completion?()
                return
            }
            let presenters = presenter.presentersToDismiss
            // each level's beginDismissal, with one walk up the chain: the lowest presenter's
            // covers every other's (issue 30: a walk per level cost n² for a chain n deep)
            for p in presenters { p.presentationTransitionInFlight = true }
            presenter.setDismissalRequested(true)
            world.runLoop.enqueueCommit {
                try PresentationTransition.dismiss(levelsPresentedBy: presenters, animated: animated, completion: completion)
            }
        }
    }

    /// semantics-code K9: a dismiss from below the top dismisses every level, each by its own
    /// presenter, top first — the presenters, top level first; an intermediate whose own
    /// dismissal is already in flight is left to it.
    var presentersToDismiss: [UIViewController] {
        var presenters = [self]
        var current = presented
        while let c = current, c.presented != nil {
            let dismissing = c.presentationTransitionInFlight && c.presented?.dismissalRequested == true
            if dismissing { break }
            presenters.append(c)
            current = c.presented
        }
        return presenters.reversed()
    }

    /// A dismissal of what this controller presents starts (programmatic, swiped or interactive):
    /// a transition is in flight, and semantics-presentation A2: what it presents, and everything
    /// above it, is being dismissed from now until the dismissal completes or is cancelled.
    func beginDismissal() {
        presentationTransitionInFlight = true
        setDismissalRequested(true)
    }

    /// A cancelled interactive dismissal: the chain is no longer being dismissed.
    func cancelDismissal() {
        presentationTransitionInFlight = false
        setDismissalRequested(false)
    }

    private func setDismissalRequested(_ requested: Bool) {
        var current = presented
        while let c = current {
            c.dismissalRequested = requested
            current = c.presented
        }
    }

    /// This controller, or one below it in its chain of presentations, is being dismissed [choice
    /// for "every controller above the one being dismissed"].
    var isInRequestedDismissal: Bool {
        guard world.dismissalsRequested > 0 else { return false }   // no walk up a chain n deep
        var current: UIViewController? = self
        while let c = current {
            if c.dismissalRequested { return true }
            current = c.presenting
        }
        return false
    }

    /// currentContext / overCurrentContext: the first controller up from here (through parents,
    /// then presenters) whose definesPresentationContext is true, else the window's root [doc].
    var presentationContext: UIViewController {
        var current: UIViewController? = self
        var last = self
        while let c = current {
            if c.definesPresentationContext { return c }
            last = c
            current = c.parent ?? c.presenting
        }
        return last
    }
}

enum PresentationTransition {
    static func present(_ controller: UIViewController, by presenter: UIViewController, in window: UIWindow,
                        animated: Bool, completion: (() throws -> Void)?) throws {
        let world = controller.world
        guard let resolved = controller.presentation else { return }
        controller.isBeingPresented = true
        try controller.loadAsIncomingController()
        if resolved.isPopover { try checkPopoverSource(controller, presentedBy: presenter) }
        if let pc = resolved.customController { try hook(.presentationTransitionWillBegin, pc) }
        let covers = resolved.removesPresenterViews
        // semantics-code K1, K9: a presentation drives both controllers with the counted begin/end
        if covers { try presenter.beginAppearanceTransition(false, animated: animated) }
        try world.withoutAttachment { try window.addSubview(controller.view) }
        try controller.beginAppearanceJoiningWindow(animated: animated, counted: true)   // semantics §4: in the window after its will
        let finish: RunLoop.Work = {
            if let pc = resolved.customController { try hook(.presentationTransitionDidEnd, pc, completed: true) }
            try controller.endAppearanceTransition()
            if covers {
                try world.withoutAttachment { try presenter.viewIfLoaded?.removeFromSuperview() }
                try presenter.endAppearanceTransition()
            }
            controller.isBeingPresented = false
            presenter.presentationTransitionInFlight = false
            try completion?()
            world.releaseCheckpoint()
        }
        // semantics-code K28: a scripted animator ends the transition itself (TransitionAnimator.swift)
        if animated, let animator = try controller.transitioningDelegate?.animator(forPresented: controller, presenting: presenter) {
            let cancelled: RunLoop.Work = {
                if let pc = resolved.customController { try hook(.presentationTransitionDidEnd, pc, completed: false) }
                try controller.beginAppearanceTransition(false, animated: true)
                try removeView(of: controller)
                try controller.endAppearanceTransition()
                if covers {
                    try presenter.beginAppearanceTransition(true, animated: true)
                    try presenter.endAppearanceTransition()
                }
                controller.isBeingPresented = false
                endRelation(of: controller)
                world.releaseCheckpoint()
            }
            try UITransitionContext(world: world, kind: "presentation", container: window, from: presenter, to: controller, animator: animator,
                                    defaultDuration: resolved.duration, completed: finish, cancelled: cancelled).start()
            return
        }
        schedule(finish, animated: animated, resolved: resolved, world: world)
    }

    /// semantics-presentation §11.3, §10.6: a popover shown as a popover asks its delegate's
    /// prepareForPopoverPresentation, then needs a source; without one UIKit raises, out of the
    /// run loop's commit, and the presentation is abandoned [code] [log] [choice: UIKit crashes].
    static func checkPopoverSource(_ controller: UIViewController, presentedBy presenter: UIViewController) throws {
        guard let ppc = controller.popoverPresentationController else { return }
        try controller.world.callDelegate(controller.presentationControllerDelegate, .prepareForPopoverPresentation,
                                          on: controller, arguments: [.presentationController(ppc)])
        guard !ppc.hasSource else { return }
        abandon(controller, presentedBy: presenter)
        if let alert = controller as? UIAlertController {
            throw UIKitMessages.actionSheetWithoutSource(alert, presentedBy: presenter)
        }
        throw UIKitMessages.popoverWithoutSource(ppc)
    }

    /// Undoes a presentation that never started: no completion, the presenter presents nothing.
    static func abandon(_ controller: UIViewController, presentedBy presenter: UIViewController) {
        presenter.presentationTransitionInFlight = false
        controller.isBeingPresented = false
        endRelation(of: controller)
    }

    /// The controller presents for no one any more: both sides of the relation, its resolved
    /// style, and who holds it.
    static func endRelation(of controller: UIViewController) {
        controller.presenting?.presented = nil
        controller.presenting = nil
        controller.presentation = nil
        controller.presentationTransitionInFlight = false
        controller.dismissalRequested = false
        controller.world.ownershipChanged(controller)
    }

    /// semantics-presentation §12.7: a custom presentation controller's hook is traced whether or
    /// not the script implements it; the script's function runs after, as an override does [choice].
    static func hook(_ kind: EventKind, _ pc: UIPresentationController, completed: Bool? = nil) throws {
        guard let presented = pc.presentedViewController else { return }
        presented.world.trace.record(TraceEvent(controller: presented.name, event: kind, completed: completed))
        try presented.transitioningDelegate?.runHook(kind, pc, completed: completed)
    }

    static func dismiss(presentedBy presenter: UIViewController, animated: Bool,
                        completion: (() throws -> Void)?) throws {
        try dismiss(levelsPresentedBy: [presenter], animated: animated, completion: completion)
    }

    /// semantics-code K9: one dismissal per level, top level first, each by its own presenter and
    /// with the same `animated`: all begin in this commit and end in the same order; only the last
    /// (the bottom level) carries the caller's completion. The top level's style times them all
    /// [choice: K9 says they end in order].
    static func dismiss(levelsPresentedBy presenters: [UIViewController], animated: Bool,
                        completion: (() throws -> Void)?) throws {
        guard let world = presenters.first?.world else { return }
        var levels: [DismissalLevel] = []
        var lowest: LowestPresentedViews?   // from one level to the next, top first
        for presenter in presenters {
            guard let presented = presenter.presented, let resolved = presented.presentation else {
                presenter.presentationTransitionInFlight = false
                continue
            }
            levels.append(try DismissalLevel.begin(presented, by: presenter, resolved, animated: animated, lowest: &lowest))
        }
        guard let top = levels.first else { return }
        let finish: RunLoop.Work = {
            for level in levels { try level.end(animated: animated) }
            try completion?()
            world.releaseCheckpoint()
        }
        // semantics-code K28: a one-level dismissal with a scripted animator ends when it says so
        if animated, levels.count == 1, let animator = try top.presented.transitioningDelegate?.animator(forDismissed: top.presented) {
            // K28 [choice]: an interaction controller for the dismissal makes it interactive
            try UITransitionContext(world: world, kind: "dismissal", container: top.presented.window ?? top.presented.view,
                                    from: top.presented, to: top.presenter, animator: animator,
                                    interactive: top.presented.transitioningDelegate?.interactionControllerForDismissal == true,
                                    defaultDuration: top.resolved.duration, completed: finish,
                                    cancelled: { try top.cancel() }).start()
            return
        }
        schedule(finish, animated: animated, resolved: top.resolved, world: world)
    }

    /// One level of a dismissal: `presented` leaves `presenter` (semantics §3 and §12.4 orders).
    struct DismissalLevel {
        let presented: UIViewController
        let presenter: UIViewController
        let resolved: ResolvedPresentation
        let reveals: Bool

        /// dismissalTransitionWillBegin, the presented controller's viewWillDisappear, then the
        /// presenter's viewWillAppear if the presentation had removed its views.
        static func begin(_ presented: UIViewController, by presenter: UIViewController,
                          _ resolved: ResolvedPresentation, animated: Bool,
                          lowest: inout LowestPresentedViews?) throws -> DismissalLevel {
            presented.isBeingDismissed = true
            if let pc = resolved.customController { try hook(.dismissalTransitionWillBegin, pc) }
            let reveals = resolved.removesPresenterViews && !presenter.appearance.isShown
            try presented.beginAppearanceTransition(false, animated: animated)   // the from-controller, always [code F5]
            if reveals { try reveal(presenter, under: presented, animated: animated, lowest: &lowest) }
            return DismissalLevel(presented: presented, presenter: presenter, resolved: resolved, reveals: reveals)
        }

        /// dismissalTransitionDidEnd, the presented view leaves the window (semantics §4: before
        /// its viewDidDisappear), the presenter's viewDidAppear, the presented controller's
        /// viewDidDisappear; then the relation ends.
        func end(animated: Bool) throws {
            if let pc = resolved.customController { try hook(.dismissalTransitionDidEnd, pc, completed: true) }
            try removeView(of: presented)
            if reveals { try presenter.endAppearanceTransition() }
            try presented.endAppearanceTransition()
            presented.world.noteDismissal(of: presented, by: presenter, resolved)
            try detach(presented)
            presenter.presentationTransitionInFlight = false
        }
    }

    /// The presenter's view goes back under the presented views, and it begins to appear.
    /// `lowest`: what the level above found, kept for the level below (a dismissal's levels, top first).
    static func reveal(_ presenter: UIViewController, under first: UIViewController, animated: Bool,
                       lowest kept: inout LowestPresentedViews?) throws {
        let world = presenter.world
        if let view = presenter.viewIfLoaded, view.window == nil {
            if let (window, lowest) = lowestPresentedView(from: first, kept: &kept) {
                let expected = world.hierarchyChanges + (view.superview == nil ? 1 : 2)   // its own move: a detach, an insertion
                try world.withoutAttachment {
                    // semantics §3, K9: under the presented views — a window's root at the bottom [choice, docs/decisions.md]
                    try window.insertSubview(view, at: presenter.isWindowRoot ? 0 : lowest)
                }
                // under them all: the views above keep their order; anything else moved, and it is read again
                if world.hierarchyChanges == expected { kept?.hierarchyChanges = expected }
            } else if let window = presenter.windowAsRoot, window.isVisible {
                // the presented views were all taken out of the window by hand: a window's root
                // goes back to its window all the same (UIKit's container view stays in the
                // window), not driven to appear with its view nowhere (random app seed 2047972)
                try world.withoutAttachment { try window.insertSubview(view, at: 0) }
            }
        }
        try presenter.beginAppearanceJoiningWindow(animated: animated, counted: true)
    }

    static func reveal(_ presenter: UIViewController, under first: UIViewController, animated: Bool) throws {
        var kept: LowestPresentedViews?
        try reveal(presenter, under: first, animated: animated, lowest: &kept)
    }

    /// The lowest view in each window of a controller and of what it presents, and how many levels
    /// above that controller it is; kept from one level of a dismissal to the next while no view
    /// and no presentation link has changed but the revealed view's own move (issue 30: each
    /// revealed presenter walked the chain above it, and a chain n deep cost n²).
    struct LowestPresentedViews {
        fileprivate let first: UIViewController
        fileprivate let entries: [(window: UIWindow, view: UIView, level: Int)]
        fileprivate var hierarchyChanges: Int
    }

    /// The window holding the views of `first` and of what it presents, and the index of the lowest
    /// of them: in a chain dismissed from below (K9), a covered intermediate may be out of the window.
    /// The lowest index wins, the first of the chain among equals. Each window's lowest view is
    /// found by its slot (the subviews' order, issue 30: an index search per level made a chain
    /// n deep dismissed from below cost n³), then its index looked up once. `kept`: the same for
    /// what `first` presents, if nothing has moved since.
    private static func lowestPresentedView(from first: UIViewController, kept: inout LowestPresentedViews?) -> (UIWindow, Int)? {
        var lowest: [(window: UIWindow, view: UIView, level: Int)] = []
        func consider(_ controller: UIViewController, level: Int) {
            guard let view = controller.viewIfLoaded, let window = view.superview as? UIWindow,
                  let slot = window.subviewPlace(of: view) else { return }
            if let i = lowest.firstIndex(where: { $0.window === window }) {
                if let other = window.subviewPlace(of: lowest[i].view), other <= slot { return }
                lowest[i] = (window, view, level)
            } else {
                lowest.append((window, view, level))
            }
        }
        if let kept, kept.hierarchyChanges == first.world.hierarchyChanges, let above = first.presented, above === kept.first {
            lowest = kept.entries.map { ($0.window, $0.view, $0.level + 1) }
            consider(first, level: 0)
        } else {
            var level: UIViewController? = first
            var depth = 0
            while let controller = level {
                consider(controller, level: depth)
                level = controller.presented
                depth += 1
            }
        }
        kept = LowestPresentedViews(first: first, entries: lowest, hierarchyChanges: first.world.hierarchyChanges)
        var found: (window: UIWindow, index: Int, level: Int)?
        for entry in lowest {
            guard let index = entry.window.subviewIndex(of: entry.view) else { continue }
            if let f = found, f.index < index || (f.index == index && f.level < entry.level) { continue }
            found = (entry.window, index, entry.level)
        }
        return found.map { ($0.window, $0.index) }
    }

    static func removeView(of controller: UIViewController) throws {
        try controller.world.withoutAttachment { try controller.viewIfLoaded?.removeFromSuperview() }
    }

    /// A dismissed controller leaves its presenter and the window.
    static func detach(_ controller: UIViewController) throws {
        try removeView(of: controller)
        controller.isBeingDismissed = false
        endRelation(of: controller)
    }

    /// semantics §2: animated → when the animator's duration ends; non-animated full screen (and
    /// the over-styles, custom and alerts [choice]) → the end of this turn; a non-animated sheet →
    /// one turn later [test Lasso].
    static func schedule(_ finish: @escaping RunLoop.Work, animated: Bool, resolved: ResolvedPresentation, world: World) {
        if animated {
            world.runLoop.schedule(after: resolved.duration, finish)
        } else if resolved.completesInFirstTurn {
            world.runLoop.atEndOfTurn(finish)
        } else {
            world.runLoop.atEndOfNextTurn(finish)
        }
    }
}

/// Durations of UIKit's animations on the virtual clock (semantics §2) [choice, close to UIKit's;
/// docs/decisions.md]. Each is declared beside the rule that uses it: presentation here,
/// navigation in UINavigationController.swift, interactive dismissal in InteractiveDismissal.swift,
/// alerts in UIAlertController.swift.
public enum AnimationDuration {
    /// present and dismiss; a transitioning delegate may set its own (semantics-presentation §12.3).
    public static let presentation = 0.5
}

extension PresentationTransition.DismissalLevel {
    /// semantics-code K28 with §12.6's cancelled order: dismissalTransitionDidEnd(false), the
    /// presenter's will/didDisappear if it had begun to appear, then the presented controller's
    /// will/didAppear; it stays presented.
    func cancel() throws {
        if let pc = resolved.customController { try PresentationTransition.hook(.dismissalTransitionDidEnd, pc, completed: false) }
        if reveals {
            try presenter.beginAppearanceTransition(false, animated: true)
            try presenter.world.withoutAttachment { try presenter.viewIfLoaded?.removeFromSuperview() }
            try presenter.endAppearanceTransition()
        }
        try presented.beginAppearanceTransition(true, animated: true)
        try presented.endAppearanceTransition()
        presented.isBeingDismissed = false
        presenter.cancelDismissal()
    }
}
