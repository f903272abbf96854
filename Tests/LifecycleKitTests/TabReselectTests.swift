// semantics §6: tapping the tab that is already selected. shouldSelect is asked; if it allows, a
// navigation controller in that tab pops to its root (animated, as popToRootViewController(true))
// and didSelect is called "regardless of whether the selected view controller changed" [doc]
// [prose SO: "pop the contained UINavigationController to the root view controller when a
// particular tab is tapped a second time"].

import Testing
@testable import LifecycleKit

@Suite("§6 tapping the selected tab")
struct TabReselectTests {
    let events: Set<EventKind> = Set<EventKind>.lifecycle.union(Set<EventKind>.moves)
        .union(Set<EventKind>.tabDelegate).union(Set<EventKind>.navigationDelegate)

    /// T with tabs N (root A, then B and C pushed) and Y, N selected, fully appeared; the trace so far is forgotten.
    private func tabs(_ f: Fixture, delegate: Delegate) throws -> (UITabBarController, UINavigationController) {
        let nav = try f.nav("N", root: f.vc("A"))
        nav.delegate = Delegate(.navigationDelegate)
        let t = UITabBarController(world: f.world, name: "T")
        t.delegate = delegate
        try t.setViewControllers([nav, f.vc("Y")])
        try f.show(t)
        for name in ["B", "C"] {
            try nav.pushViewController(f.vc(name), animated: false)
            try f.run()
        }
        f.tape.skip()
        return (t, nav)
    }

    // §6: shouldSelect, then the pop to root requested (it is applied in the call, semantics-code K13: the
    // intermediate B's willMove(nil)/didMove(nil), then the top C's willMove(nil)), didSelect; then the rest of
    // popToRootViewController(true)'s sequence at the commit: the top C pops [log kaopuke] [log readke], its did
    // callbacks 0.35 s later [choice]; the tap itself is handled at the next turn [choice]
    @Test func aNavigationControllerInTheTabPopsToItsRoot() throws {
        let f = Fixture()
        let (t, nav) = try tabs(f, delegate: Delegate(.tabDelegate))
        try t.tap(index: 0)
        let inCall = f.take(events)
        try f.world.runLoop.step()
        let nextTurn = f.take(events)
        try f.run()
        let afterAnimation = f.take(events)
        #expect([inCall, nextTurn, afterAnimation] == [
            [],
            ["T.shouldSelect", "B.willMove(nil)", "B.didMove(nil)", "C.willMove(nil)", "T.didSelect",
             "C.viewWillDisappear", "A.viewWillAppear", "N.willShow"],
            ["C.viewDidDisappear", "A.viewDidAppear", "C.didMove(nil)", "N.didShow"],
        ])
        #expect(f.world.runLoop.now == AnimationDuration.navigation)
        #expect(nav.viewControllers.map(\.name) == ["A"])
        #expect(t.selectedIndex == 0)
    }

    // §6: shouldSelect returning false: nothing else, no pop, no didSelect [doc]
    @Test func shouldSelectReturningFalseStopsThePop() throws {
        let f = Fixture()
        let delegate = Delegate(.tabDelegate)
        delegate.answers[.shouldSelect] = false
        let (t, nav) = try tabs(f, delegate: delegate)
        try t.tap(index: 0)
        try f.run()
        #expect(f.take(events) == ["T.shouldSelect"])
        #expect(nav.viewControllers.map(\.name) == ["A", "B", "C"])
    }

    // §6: a navigation controller already at its root: only shouldSelect and didSelect [doc]
    @Test func aNavigationControllerAtItsRoot() throws {
        let f = Fixture()
        let nav = try f.nav("N", root: f.vc("A"))
        let t = UITabBarController(world: f.world, name: "T")
        t.delegate = Delegate(.tabDelegate)
        try t.setViewControllers([nav, f.vc("Y")])
        try f.show(t)
        try t.tap(index: 0)
        try f.run()
        #expect(f.take(events) == ["T.shouldSelect", "T.didSelect"])
    }

    // §6: a tab that is not a navigation controller: shouldSelect and didSelect, regardless of the unchanged
    // selection [doc]
    @Test func aPlainTab() throws {
        let f = Fixture()
        let t = UITabBarController(world: f.world, name: "T")
        t.delegate = Delegate(.tabDelegate)
        try t.setViewControllers([f.vc("X"), f.vc("Y")])
        try f.show(t)
        try t.tap(index: 0)
        try f.run()
        #expect(f.take(events) == ["T.shouldSelect", "T.didSelect"])
    }
}
