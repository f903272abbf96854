// semantics-code K28, the rest: a tab switch with an animator, a cancelled push or pop, interactive
// transitions, the idle check that names a transition never completed, completeTransition twice.

import Testing
@testable import LifecycleKit

/// A tab delegate answering `animationControllerForTransitionFrom` (and, if asked,
/// `interactionControllerFor`) with the held animator.
private final class TabAnimatorDelegate: ScriptDelegate {
    let animator: HeldAnimator
    var interactive = false
    init(_ animator: HeldAnimator) { self.animator = animator }
    func responds(to method: EventKind) -> Bool { false }
    func invoke(_ method: EventKind, _ arguments: [DelegateArgument]) throws -> Bool? { nil }
    func animator(_ method: String, _ arguments: [DelegateArgument]) throws -> ScriptAnimator? {
        method == "animationControllerForTransitionFrom" ? animator : nil
    }
    func interactionController(_ method: String, _ arguments: [DelegateArgument], animator: ScriptAnimator) throws -> Bool {
        interactive && method == "interactionControllerFor"
    }
}

/// A navigation delegate with an animator and, optionally, an interaction controller.
private final class InteractiveNavDelegate: ScriptDelegate {
    let animator: HeldAnimator
    var interactive = false
    init(_ animator: HeldAnimator) { self.animator = animator }
    func responds(to method: EventKind) -> Bool { method == .willShow || method == .didShow }
    func invoke(_ method: EventKind, _ arguments: [DelegateArgument]) throws -> Bool? { nil }
    func animator(_ method: String, _ arguments: [DelegateArgument]) throws -> ScriptAnimator? { animator }
    func interactionController(_ method: String, _ arguments: [DelegateArgument], animator: ScriptAnimator) throws -> Bool {
        interactive && method == "interactionControllerFor"
    }
}

/// A transitioning delegate with an animator and an interaction controller for the dismissal.
private final class InteractiveDismissing: TransitioningDelegate {
    let animator: HeldAnimator
    var transitionDuration: Double? { nil }
    var customPresentationController: CustomPresentationController? = CustomPresentationController(shouldRemovePresentersView: false)
    var interactionControllerForDismissal: Bool { true }
    init(_ animator: HeldAnimator) { self.animator = animator }
    func runHook(_ hook: EventKind, _ controller: UIPresentationController, completed: Bool?) throws {}
    func animator(forPresented presented: UIViewController, presenting: UIViewController) throws -> ScriptAnimator? { animator }
    func animator(forDismissed dismissed: UIViewController) throws -> ScriptAnimator? { animator }
}

@Suite("semantics-code K28 animators: tabs, cancelled navigation, interactive, idle check")
struct AnimatorCancelTabInteractiveTests {
    private let kinds = Set<EventKind>.appearance.union([.log, .willShow, .didShow, .willMove, .didMove])

    private func tabs(_ f: Fixture) throws -> (UITabBarController, HeldAnimator, TabAnimatorDelegate) {
        let tabs = UITabBarController(world: f.world, name: "T")
        try tabs.setViewControllers([f.vc("A"), f.vc("B")])
        let animator = HeldAnimator(world: f.world)
        let delegate = TabAnimatorDelegate(animator)
        tabs.delegate = delegate
        try f.show(tabs)
        return (tabs, animator, delegate)
    }

    // K28 [code TB26]: the wills in the commit, not in the setter (the new tab's first, §6); nothing
    // ends until completeTransition(true): the new tab's did, then the old one's viewDidDisappear,
    // then animationEnded
    @Test func aTabSwitchWithAnAnimator() throws {
        let f = Fixture()
        let (tabs, animator, _) = try tabs(f)
        try tabs.select(index: 1)
        #expect(f.take(kinds) == [])   // nothing in the setter
        try f.run(seconds: 10)
        #expect(f.take(kinds) == ["B.viewWillAppear", "A.viewWillDisappear", "log: animateTransition"])
        try animator.context!.completeTransition(true)
        #expect(f.take(kinds) == ["B.viewDidAppear", "A.viewDidDisappear", "log: animationEnded true"])
        #expect(tabs.selectedIndex == 1)
    }

    // K28 [choice, the mirror of §5's cancelled swipe]: a cancelled tab switch selects the old tab
    // again: the new one's will/did disappear, then the old one's will/did appear
    @Test func aCancelledTabSwitch() throws {
        let f = Fixture()
        let (tabs, animator, _) = try tabs(f)
        try tabs.select(index: 1)
        try f.run()
        f.tape.skip()
        try animator.context!.completeTransition(false)
        #expect(f.take(kinds) == ["B.viewWillDisappear", "B.viewDidDisappear", "A.viewWillAppear", "A.viewDidAppear",
                                  "log: animationEnded false"])
        #expect(tabs.selectedIndex == 0)
    }

    // K28 [choice]: a cancelled switch that a later one superseded: the old tab only ends its
    // disappearance, it is not shown again (it stayed appeared, unselected, before)
    @Test func aCancelledSwitchSupersededByAnother() throws {
        let f = Fixture()
        let tabs = UITabBarController(world: f.world, name: "T")
        try tabs.setViewControllers([f.vc("A"), f.vc("B"), f.vc("C")])
        let first = HeldAnimator(world: f.world), second = HeldAnimator(world: f.world)
        let delegate = TabAnimatorDelegate(first)
        tabs.delegate = delegate
        try f.show(tabs)
        try tabs.select(index: 1)
        try f.run()
        tabs.delegate = TabAnimatorDelegate(second)
        try tabs.select(index: 2)
        try f.run()
        f.tape.skip()
        try first.context!.completeTransition(false)
        #expect(f.take(.appearance) == ["A.viewDidDisappear"])
        try second.context!.completeTransition(true)
        #expect(f.take(.appearance) == ["C.viewDidAppear", "B.viewDidDisappear"])
        #expect(tabs.selectedIndex == 2)
    }

    private func navigation(_ f: Fixture) throws -> (UINavigationController, HeldAnimator, InteractiveNavDelegate) {
        let nav = try f.nav("N", root: f.vc("A"))
        let animator = HeldAnimator(world: f.world)
        let delegate = InteractiveNavDelegate(animator)
        nav.delegate = delegate
        try f.show(nav)
        return (nav, animator, delegate)
    }

    // K28 + §5 (K14): a pop completed with false springs back as the cancelled edge swipe: the
    // revealed controller's will/did disappear, the top's will/did appear, willShow/didShow of the
    // top; the top is back on the stack (its willMove(nil) not undone, no didMove)
    @Test func aCancelledPopSpringsBack() throws {
        let f = Fixture()
        let (nav, animator, delegate) = try navigation(f)
        delegate.interactive = false
        try nav.pushViewController(f.vc("B"), animated: true)
        try f.run()
        try animator.context!.completeTransition(true)
        try f.run()
        f.tape.skip()
        _ = try nav.popViewController(animated: true)
        try f.run()
        #expect(f.take(kinds, of: ["A", "B", "N"]) == ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "N.willShow",
                                                       "log: animateTransition"])
        try animator.context!.completeTransition(false)
        #expect(f.take(kinds, of: ["A", "B", "N"]) == ["A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear",
                                                       "N.willShow", "N.didShow", "log: animationEnded false"])
        #expect(nav.viewControllers.map(\.name) == ["A", "B"])
        #expect(nav.topViewController?.parent === nav)
    }

    // K28 [choice for the push]: a cancelled push — the pushed controller disappears and leaves the
    // stack (willMove(nil), didMove(nil) last), the old top appears again
    @Test func aCancelledPush() throws {
        let f = Fixture()
        let (nav, animator, _) = try navigation(f)
        try nav.pushViewController(f.vc("B"), animated: true)
        try f.run()
        f.tape.skip()
        try animator.context!.completeTransition(false)
        #expect(f.take(kinds, of: ["A", "B", "N"]) == ["B.viewWillDisappear", "B.viewDidDisappear", "A.viewWillAppear", "A.viewDidAppear",
                                                       "N.willShow", "N.didShow", "B.willMove(nil)", "B.didMove(nil)",
                                                       "log: animationEnded false"])
        #expect(nav.viewControllers.map(\.name) == ["A"])
    }

    // K28: a popTo that removed more than one controller cannot be cancelled in lifelua: an error
    @Test func aCancelledPopToIsNotModelled() throws {
        let f = Fixture()
        let (nav, animator, _) = try navigation(f)
        try nav.setViewControllers([nav.viewControllers[0], f.vc("B"), f.vc("C")], animated: false)
        try f.run()
        try nav.popToRootViewController(animated: true)
        try f.run()
        #expect(exceptionReason { try animator.context!.completeTransition(false) }?.contains("not modelled") == true)
    }

    // K28 [choice]: an interaction controller makes the context interactive; updates in 0…1; the
    // interaction cancelled sets transitionWasCancelled and ends interactivity; the animator ends it
    @Test func anInteractivePopCancelled() throws {
        let f = Fixture()
        let (nav, animator, delegate) = try navigation(f)
        try nav.pushViewController(f.vc("B"), animated: false)
        try f.run()
        delegate.interactive = true
        _ = try nav.popViewController(animated: true)
        try f.run()
        let ctx = animator.context!
        #expect(ctx.isInteractive)
        #expect(f.tape.events.filter { $0.event == .warning }.isEmpty)   // waiting for its gesture: not named
        try ctx.updateInteractiveTransition(0.3)
        #expect(ctx.percentComplete == 0.3)
        #expect(throws: TransitionContextMisuse.self) { try ctx.updateInteractiveTransition(1.5) }
        try ctx.cancelInteractiveTransition()
        #expect(!ctx.isInteractive && ctx.transitionWasCancelled)
        #expect(throws: TransitionContextMisuse.self) { try ctx.updateInteractiveTransition(0.5) }
        f.tape.skip()
        try ctx.completeTransition(!ctx.transitionWasCancelled)
        #expect(f.take(.appearance, of: ["A", "B"]) == ["A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear"])
    }

    // K28 [choice]: the transitioning delegate's interaction controller for the dismissal makes the
    // dismissal's context interactive (the presentation's is not); finished, the animator ends it
    @Test func anInteractiveDismissal() throws {
        let f = Fixture()
        let home = f.vc("A")
        try f.show(home)
        let b = f.vc("B")
        let animator = HeldAnimator(world: f.world)
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = InteractiveDismissing(animator)
        try home.present(b, animated: true, completion: nil)
        try f.run()
        #expect(animator.context?.isInteractive == false)
        try animator.context!.completeTransition(true)
        try b.dismiss(animated: true, completion: nil)
        try f.run()
        let ctx = animator.context!
        #expect(ctx.isInteractive)
        try ctx.updateInteractiveTransition(0.8)
        try ctx.finishInteractiveTransition()
        #expect(!ctx.isInteractive && !ctx.transitionWasCancelled)
        f.tape.skip()
        try ctx.completeTransition(true)
        #expect(f.take(.appearance) == ["B.viewDidDisappear"])
        #expect(home.presentedViewController == nil)
    }

    // K28 [choice]: on a context that is not interactive, the interactive calls are errors
    @Test func interactiveCallsOnANonInteractiveContext() throws {
        let f = Fixture()
        let (nav, animator, _) = try navigation(f)
        try nav.pushViewController(f.vc("B"), animated: true)
        try f.run()
        let ctx = animator.context!
        #expect(!ctx.isInteractive)
        #expect(throws: TransitionContextMisuse.self) { try ctx.updateInteractiveTransition(0.5) }
        #expect(throws: TransitionContextMisuse.self) { try ctx.finishInteractiveTransition() }
        try ctx.completeTransition(true)
        #expect(throws: UIKitException.self) { try ctx.completeTransition(true) }   // K28: twice is an error
    }

    // K28 [choice]: a transition whose animator never completes it — the run loop's idle check
    // names it, once, with a warning; completing it later still ends it
    @Test func theIdleCheckNamesAnOpenTransition() throws {
        let f = Fixture()
        let (tabs, animator, _) = try tabs(f)
        try tabs.select(index: 1)
        try f.run()
        try f.run()
        #expect(f.take([.warning]) == [
            "warning: the tab switch from \(d("A")) to \(d("B")) never ended: its animator has not called ctx:completeTransition and the run loop is idle",
        ])
        try animator.context!.completeTransition(true)
        try f.run()
        #expect(f.world.openTransitions.isEmpty)
        #expect(f.take([.warning]) == [])
    }

    // semantics-ios26 §25.1: only a request that starts a transition says one awaits the commit. A
    // request that starts none (an empty stack) run while an animator's push is open left the flag
    // set, and a pop waiting for it re-queued itself in the commit for ever (random container seed
    // 1080602). The pop runs only once the flag is right, so the test fails rather than hangs.
    @Test func aRequestThatStartsNoTransitionLeavesNoneAwaitingTheCommit() throws {
        let f = Fixture(ios: 26)
        let nav = try f.nav("N", root: f.vc("Feed"))
        try f.show(nav)
        let animator = HeldAnimator(world: f.world)
        let delegate = InteractiveNavDelegate(animator)
        delegate.interactive = true
        nav.delegate = delegate
        try nav.pushViewController(f.vc("C"), animated: true)
        try nav.setViewControllers([], animated: true)
        try f.run(seconds: 0)
        #expect(animator.context != nil && nav.viewControllers.isEmpty)
        #expect(!nav.transitionAwaitsCommit)
        guard !nav.transitionAwaitsCommit else { return }
        // requests after it wait for the open push (its animator never ends it): the run returns
        try nav.pushViewController(f.vc("D"), animated: true)
        _ = try nav.popViewController(animated: false)
        try f.run()
        #expect(nav.viewControllers.isEmpty && animator.context?.isComplete == false)
    }
}
