// semantics-code K28: a scripted animator for a presentation — animateTransition in the commit
// after the `will`s, nothing ends until completeTransition, the `did`s inside that call, then
// animationEnded; the cancelled orders; completeTransition twice is an error.

import Testing
@testable import LifecycleKit

/// An animator that keeps its context for the test to complete, logging what UIKit calls.
final class HeldAnimator: ScriptAnimator {
    let world: World
    var context: UITransitionContext?
    init(world: World) { self.world = world }
    func transitionDuration(_ context: UITransitionContext) throws -> Double? { 0.4 }
    func animateTransition(_ context: UITransitionContext) throws {
        self.context = context
        world.trace.log("animateTransition")
    }
    func animationEnded(_ completed: Bool) throws { world.trace.log("animationEnded \(completed)") }
}

final class AnimatedTransitioning: TransitioningDelegate {
    let animator: HeldAnimator
    var transitionDuration: Double? { nil }
    var customPresentationController: CustomPresentationController?
    var interactionControllerForDismissal: Bool { false }
    init(_ animator: HeldAnimator, removes: Bool) {
        self.animator = animator
        customPresentationController = CustomPresentationController(shouldRemovePresentersView: removes)
    }
    func runHook(_ hook: EventKind, _ controller: UIPresentationController, completed: Bool?) throws {}
    func animator(forPresented presented: UIViewController, presenting: UIViewController) throws -> ScriptAnimator? { animator }
    func animator(forDismissed dismissed: UIViewController) throws -> ScriptAnimator? { animator }
}

/// A navigation delegate answering `animationControllerFor` with an animator, logging the operation.
final class NavAnimatorDelegate: ScriptDelegate {
    let animator: HeldAnimator
    init(_ animator: HeldAnimator) { self.animator = animator }
    func responds(to method: EventKind) -> Bool { method == .willShow || method == .didShow }
    func invoke(_ method: EventKind, _ arguments: [DelegateArgument]) throws -> Bool? { nil }
    func animator(_ method: String, _ arguments: [DelegateArgument]) throws -> ScriptAnimator? {
        if case .string(let operation) = arguments[1] { animator.world.trace.log("\(method) \(operation)") }
        return animator
    }
}

@Suite("semantics-code K28 scripted animators")
struct TransitionAnimatorTests {
    private let events: Set<EventKind> = Set<EventKind>.appearance.union([.log, .presentationTransitionDidEnd, .dismissalTransitionDidEnd])

    private func presented(_ f: Fixture, removes: Bool) throws -> (UIViewController, UIViewController, HeldAnimator) {
        let home = f.vc("A")
        try f.show(home)
        let b = f.vc("B")
        let animator = HeldAnimator(world: f.world)
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = AnimatedTransitioning(animator, removes: removes)
        return (home, b, animator)
    }

    // K28: called after the wills; nothing ends, however long the run, until completeTransition(true)
    @Test func aPresentationEndsOnlyWhenTheAnimatorCompletesIt() throws {
        let f = Fixture()
        let (home, b, animator) = try presented(f, removes: true)
        try home.present(b, animated: true) { f.log("completion") }
        try f.run(seconds: 10)
        #expect(f.take(events) == ["A.viewWillDisappear", "B.viewWillAppear", "log: animateTransition"])
        try animator.context!.completeTransition(true)
        #expect(f.take(events) == ["B.presentationTransitionDidEnd", "B.viewDidAppear", "A.viewDidDisappear",
                                   "log: completion", "log: animationEnded true"])
    }

    // K28 + §12.6: a dismissal completed with false — dismissalTransitionDidEnd(false), the presenter
    // disappears again, the presented controller appears again and stays presented
    @Test func aCancelledDismissal() throws {
        let f = Fixture()
        let (home, b, animator) = try presented(f, removes: true)
        try home.present(b, animated: true, completion: nil)
        try f.run()
        try animator.context!.completeTransition(true)
        try f.run()
        f.tape.skip()
        try b.dismiss(animated: true, completion: nil)
        try f.run()
        try animator.context!.completeTransition(false)
        #expect(f.take(events) == ["B.viewWillDisappear", "A.viewWillAppear", "log: animateTransition",
                                   "B.dismissalTransitionDidEnd", "A.viewWillDisappear", "A.viewDidDisappear",
                                   "B.viewWillAppear", "B.viewDidAppear", "log: animationEnded false"])
        #expect(home.presentedViewController === b)
    }

    // K28 [choice]: completeTransition twice is an error
    @Test func completingTwiceIsAnError() throws {
        let f = Fixture()
        let (home, b, animator) = try presented(f, removes: false)
        try home.present(b, animated: true, completion: nil)
        try f.run()
        try animator.context!.completeTransition(true)
        #expect(exceptionName { try animator.context!.completeTransition(true) } == "NSInternalInconsistencyException")
    }

    // K28 (navigation, medium): the animator comes after the wills and willShow; the push ends
    // only in completeTransition(true), as §5: old did, new did, didMove, didShow, then animationEnded
    @Test func aPushEndsOnlyWhenTheAnimatorCompletesIt() throws {
        let f = Fixture()
        let nav = try f.nav("N", root: f.vc("A"))
        let animator = HeldAnimator(world: f.world)
        nav.delegate = NavAnimatorDelegate(animator)
        try f.show(nav)
        try nav.pushViewController(f.vc("B"), animated: true)
        try f.run(seconds: 10)
        let kinds = Set<EventKind>.appearance.union([.log, .willShow, .didShow, .didMove])
        #expect(f.take(kinds, of: ["A", "B", "N"]) == ["A.viewWillDisappear", "B.viewWillAppear", "N.willShow",
                                                       "log: animationControllerFor push", "log: animateTransition"])
        try animator.context!.completeTransition(true)
        #expect(f.take(kinds, of: ["A", "B", "N"]) == ["A.viewDidDisappear", "B.viewDidAppear", "B.didMove(N)", "N.didShow",
                                                       "log: animationEnded true"])
        // K28 + §5 (K14): a cancelled pop springs back (AnimatorCancelTabInteractiveTests has the order)
        let pop = HeldAnimator(world: f.world)
        nav.delegate = NavAnimatorDelegate(pop)
        _ = try nav.popViewController(animated: true)
        try f.run()
        try pop.context!.completeTransition(false)
        #expect(nav.viewControllers.map(\.name) == ["A", "B"])
    }
}
