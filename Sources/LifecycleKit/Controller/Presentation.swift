// Modal presentation (semantics §3).
//   present, full screen: B.viewDidLoad, A.viewWillDisappear, B.viewWillAppear, B.viewDidAppear,
//   A.viewDidDisappear; dismiss: B.viewWillDisappear, A.viewWillAppear, A.viewDidAppear,
//   B.viewDidDisappear — the new controller's `did` before the old one's [seed 000] [log] [test].
//   Sheets and the over-styles leave the presenter alone [seed 000] [seed 002].
// Timing (semantics §2): the relation is recorded in the call; the transition starts at the
// commit of the turn; animated `did`s come when the animation ends; the completion runs after the
// `did`s [doc, old]; a controller released by the transition deinits after it [choice].

extension UIViewController {
    public func present(_ controller: UIViewController, animated: Bool,
                        completion: (() throws -> Void)? = nil) throws {
        try world.operation {
            // Exceptions, in UIKit's words (semantics §3, Misuse).
            if controller === self { throw UIKitMessages.presentOnItself(self) }
            if let presenter = controller.presentingViewController {
                throw UIKitMessages.alreadyBeingPresented(controller, by: presenter)
            }
            if let parent = controller.parent { throw UIKitMessages.hasParent(controller, parent: parent) }
            if controller.isWindowRoot || controller.window != nil { throw UIKitMessages.activeController(controller) }
            let resolved = try PresentationStyleTable.resolve(controller.modalPresentationStyle,
                                                              world.configuration, for: controller)
            // Who presents: the root of the caller's containment tree, or for the context styles
            // the first controller up that defines a presentation context [test Lasso] [doc].
            let presenter = resolved.usesPresentationContext ? presentationContext : containmentRoot
            // Warnings: the call is ignored and its completion never runs.
            if let current = presenter.presentedViewController {
                world.warn(presenter.presentationTransitionInFlight
                           ? UIKitMessages.presentationInProgress(controller, on: presenter, from: self)
                           : UIKitMessages.alreadyPresenting(controller, on: presenter, from: self, presented: current),
                           about: presenter)
                return
            }
            if presenter.presentationTransitionInFlight {
                world.warn(UIKitMessages.presentationInProgress(controller, on: presenter, from: self), about: presenter)
                return
            }
            guard let window = presenter.window else {
                world.warn(UIKitMessages.presenterNotInWindow(controller, on: presenter, from: self), about: presenter)
                return
            }
            if !(presenter.isWindowRoot || presenter.presentingViewController != nil) {
                // A controller whose view was added without addChild: UIKit warns and goes on.
                world.warn(UIKitMessages.detachedPresenter(presenter), about: presenter)
            }
            presenter.presentedViewController = controller
            controller.presentingViewController = presenter
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
            if presentedViewController != nil {
                presenter = self
            } else if root.presentedViewController != nil {
                presenter = root
            } else if let p = root.presentingViewController {
                presenter = p
            } else {
                return
            }
            if presenter.presentationTransitionInFlight {
                world.warn(UIKitMessages.dismissInProgress(self), about: self)
                return
            }
            presenter.presentationTransitionInFlight = true
            world.runLoop.enqueueCommit {
                try PresentationTransition.dismiss(presentedBy: presenter, animated: animated, completion: completion)
            }
        }
    }

    /// currentContext / overCurrentContext: the first controller up from here (through parents,
    /// then presenters) whose definesPresentationContext is true, else the window's root [doc].
    var presentationContext: UIViewController {
        var current: UIViewController? = self
        var last = self
        while let c = current {
            if c.definesPresentationContext { return c }
            last = c
            current = c.parent ?? c.presentingViewController
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
        let covers = resolved.removesPresenterViews
        if covers { try presenter.beginAppearance(false, animated: animated) }
        try world.withoutAttachment { try window.addSubview(controller.view) }
        try controller.beginAppearance(true, animated: animated)
        let finish: RunLoop.Work = {
            try controller.endAppearance(animated: animated)
            if covers {
                try world.withoutAttachment { try presenter.loadedViewIfAny?.removeFromSuperview() }
                try presenter.endAppearance(animated: animated)
            }
            controller.isBeingPresented = false
            presenter.presentationTransitionInFlight = false
            try completion?()
            world.releaseCheckpoint()
        }
        schedule(finish, animated: animated, resolved: resolved, world: world)
    }

    static func dismiss(presentedBy presenter: UIViewController, animated: Bool,
                        completion: (() throws -> Void)?) throws {
        let world = presenter.world
        guard let first = presenter.presentedViewController, let resolved = first.presentation else {
            presenter.presentationTransitionInFlight = false
            return
        }
        var chain = [first]
        while let next = chain.last!.presentedViewController { chain.append(next) }
        for controller in chain { controller.isBeingDismissed = true }
        // semantics §3, Chains [choice]: the controllers still visible disappear, top first; the
        // presenter reappears if the first presentation had removed its views.
        let departing = chain.reversed().filter { $0.appearance == .appeared || $0.appearance == .appearing }
        let reveals = resolved.removesPresenterViews
            && (presenter.appearance == .disappeared || presenter.appearance == .disappearing)
        for controller in departing { try controller.beginAppearance(false, animated: animated) }
        if reveals {
            if let window = first.window, let view = presenter.loadedViewIfAny, view.window == nil {
                try world.withoutAttachment { try window.insertSubview(view, at: presenterSlot(presenter, in: window)) }
            }
            try presenter.beginAppearance(true, animated: animated)
        }
        let finish: RunLoop.Work = {
            if reveals { try presenter.endAppearance(animated: animated) }
            for controller in departing { try controller.endAppearance(animated: animated) }
            for controller in chain.reversed() {
                try world.withoutAttachment { try controller.loadedViewIfAny?.removeFromSuperview() }
                controller.presentingViewController?.presentedViewController = nil
                controller.presentingViewController = nil
                controller.isBeingDismissed = false
                controller.presentation = nil
                controller.presentationTransitionInFlight = false
                world.ownershipChanged(controller)
            }
            presenter.presentationTransitionInFlight = false
            try completion?()
            world.releaseCheckpoint()
        }
        let top = chain.last!.presentation ?? resolved
        schedule(finish, animated: animated, resolved: top, world: world)
    }

    /// Where a revealed presenter's view goes back: under the presented views.
    private static func presenterSlot(_ presenter: UIViewController, in window: UIWindow) -> Int {
        presenter.isWindowRoot ? 0 : window.subviews.count
    }

    /// semantics §2: animated → when the animation ends; non-animated full screen (and the
    /// over-styles [choice]) → the end of this turn; a non-animated sheet → one turn later [test Lasso].
    static func schedule(_ finish: @escaping RunLoop.Work, animated: Bool, resolved: ResolvedPresentation, world: World) {
        if animated {
            world.runLoop.schedule(after: AnimationDuration.presentation, finish)
        } else if resolved.completesInFirstTurn {
            world.runLoop.atEndOfTurn(finish)
        } else {
            world.runLoop.atEndOfNextTurn(finish)
        }
    }
}

/// Durations of UIKit's animations on the virtual clock (semantics §2) [choice, close to UIKit's;
/// docs/decisions.md]. Each is declared beside the rule that uses it: presentation here,
/// navigation in UINavigationController.swift, interactive dismissal in InteractiveDismissal.swift.
public enum AnimationDuration {
    /// present and dismiss.
    public static let presentation = 0.5
}
