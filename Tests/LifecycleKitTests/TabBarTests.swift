// semantics §6: UITabBarController.

import Testing
@testable import LifecycleKit

@Suite("§6 UITabBarController")
struct TabBarTests {
    /// A window whose root is T with tabs X, Y, Z, fully appeared.
    private func tabs(_ f: Fixture, delegate: Delegate? = nil) throws -> UITabBarController {
        let t = UITabBarController(world: f.world, name: "T")
        t.delegate = delegate
        try t.setViewControllers([f.vc("X"), f.vc("Y"), f.vc("Z")])
        try f.window.setRootViewController(t)
        try f.window.makeKeyAndVisible()
        try f.run()
        return t
    }

    // §6: only the selected tab's controller loads and appears at first [log]
    @Test func onlyTheSelectedTabLoadsAndAppears() throws {
        let f = Fixture()
        _ = try tabs(f)
        #expect(f.take(.lifecycle, of: ["X", "Y", "Z"]) == ["X.viewDidLoad", "X.viewWillAppear", "X.viewDidAppear"])
    }

    // §6 switching: New.viewDidLoad (first time), New.viewWillAppear, Old.viewWillDisappear, Old.viewDidDisappear,
    // New.viewDidAppear [log ×2]; in code: the wills inside the setter, the dids at the end of the turn [choice]
    @Test func switchingInCode() throws {
        let f = Fixture()
        let t = try tabs(f)
        f.tape.skip()
        try t.select(index: 1)
        let inSetter = f.take()
        try f.run()
        let endOfTurn = f.take()
        #expect([inSetter, endOfTurn] == [
            ["Y.viewDidLoad", "Y.viewWillAppear", "X.viewWillDisappear"],
            ["X.viewDidDisappear", "Y.viewDidAppear"],
        ])
    }

    // §6 switching back: no viewDidLoad the second time, and tabs are never released on switch [log ×2]
    @Test func switchingBackDoesNotReloadOrRelease() throws {
        let f = Fixture()
        let t = try tabs(f)
        try t.select(index: 1)
        try f.run()
        f.tape.skip()
        try t.select(index: 0)
        try f.run()
        #expect(f.take(Set<EventKind>.lifecycle.union([.deinit])) == [
            "X.viewWillAppear", "Y.viewWillDisappear", "Y.viewDidDisappear", "X.viewDidAppear",
        ])
    }

    // §6: selecting in code never calls shouldSelect/didSelect [doc]
    @Test func selectingInCodeCallsNoDelegate() throws {
        let f = Fixture()
        let t = try tabs(f, delegate: Delegate(.tabDelegate))
        try t.select(index: 2)
        try f.run()
        #expect(f.take(.tabDelegate) == [])
    }

    // §6: tap is a user event handled at the next turn: shouldSelect, the switch, didSelect [doc] [choice for the timing]
    @Test func tapCallsShouldSelectSwitchesAndCallsDidSelect() throws {
        let f = Fixture()
        let t = try tabs(f, delegate: Delegate(.tabDelegate))
        f.tape.skip()
        try t.tap(index: 1)
        let inCall = f.take(Set<EventKind>.lifecycle.union(Set<EventKind>.tabDelegate))
        try f.run()
        let later = f.take([.shouldSelect, .didSelect, .viewWillAppear, .viewWillDisappear])
        #expect([inCall, later] == [
            [],
            ["T.shouldSelect", "Y.viewWillAppear", "X.viewWillDisappear", "T.didSelect"],
        ])
        #expect(t.selectedIndex == 1)
    }

    // [choice] decisions.md "An edge swipe while a navigation transition runs": a user gesture acts only on what is on
    // screen; a tap handled after the tab bar controller left its window does nothing (not even shouldSelect)
    @Test func aTapOnATabBarOffScreenIsIgnored() throws {
        let f = Fixture()
        let t = try tabs(f, delegate: Delegate(.tabDelegate))
        try t.tap(index: 1)
        try f.window.setRootViewController(f.vc("Other"))
        f.tape.skip()
        try f.run()
        #expect(f.take(Set<EventKind>.tabDelegate.union([.viewDidLoad, .viewWillAppear])) == [])
        #expect(t.selectedIndex == 0)
    }

    // §6: shouldSelect returning false stops the switch [doc]
    @Test func shouldSelectReturningFalseStopsTheSwitch() throws {
        let f = Fixture()
        let delegate = Delegate(.tabDelegate)
        delegate.answers[.shouldSelect] = false
        let t = try tabs(f, delegate: delegate)
        f.tape.skip()
        try t.tap(index: 1)
        try f.run()
        #expect(f.take(Set<EventKind>.lifecycle.union(Set<EventKind>.tabDelegate)) == ["T.shouldSelect"])
        #expect(t.selectedIndex == 0)
    }

    // §6: a tab that holds a navigation controller forwards through it to its top controller [choice]
    @Test func aTabHoldingANavigationControllerForwardsToItsTop() throws {
        let f = Fixture()
        let t = UITabBarController(world: f.world, name: "T")
        try t.setViewControllers([try f.nav("N", root: f.vc("A")), f.vc("Y")])
        try f.show(t)
        try t.select(index: 1)
        try f.run()
        #expect(f.take(.appearance, of: ["A"]) == ["A.viewWillDisappear", "A.viewDidDisappear"])
    }
}
