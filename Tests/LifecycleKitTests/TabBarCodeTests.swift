// semantics-code K18–K20: UITabBarController as UIKit's own code has it — when a switch fires
// callbacks, how a new list of tabs is compared with the old one, and its misuse.

import Testing
@testable import LifecycleKit

@Suite("semantics-code K18–K20 UITabBarController")
struct TabBarCodeTests {
    private func tabs(_ f: Fixture, _ names: [String]) throws -> (UITabBarController, [String: UIViewController]) {
        var vcs: [String: UIViewController] = [:]
        for name in names { vcs[name] = f.vc(name) }
        let t = UITabBarController(world: f.world, name: "T")
        try t.setViewControllers(names.map { vcs[$0]! })
        return (t, vcs)
    }

    // K18: a switch while the tab bar controller is neither appearing nor appeared changes only the selection
    @Test func aSwitchOffScreenFiresNothing() throws {
        let f = Fixture()
        let (t, _) = try tabs(f, ["X", "Y"])
        f.tape.skip()
        try t.select(index: 1)
        try f.run()
        #expect(f.take() == [])
        #expect(t.selectedViewController?.name == "Y")
    }

    // K18: a switch while the tab bar controller is appearing (here: presented, animated) defers the new tab's
    // viewDidAppear to the tab bar controller's own viewDidAppear; the old tab ends at the end of the turn
    @Test func aSwitchWhileAppearingDefersTheNewTabsDid() throws {
        let f = Fixture()
        let host = f.vc("Host")
        try f.show(host)
        let (t, _) = try tabs(f, ["X", "Y"])
        t.modalPresentationStyle = .fullScreen
        try host.present(t, animated: true, completion: nil)
        try f.run(seconds: 0.1)
        f.tape.skip()
        try t.select(index: 1)
        let inSetter = f.take(.lifecycle, of: ["T", "X", "Y"])
        try f.run(seconds: 0)
        let endOfTurn = f.take(.lifecycle, of: ["T", "X", "Y"])
        try f.run()
        let presentationEnd = f.take(.lifecycle, of: ["T", "X", "Y"])
        #expect([inSetter, endOfTurn, presentationEnd] == [
            ["Y.viewDidLoad", "Y.viewWillAppear", "X.viewWillDisappear"],
            ["X.viewDidDisappear"],
            ["T.viewDidAppear", "Y.viewDidAppear"],
        ])
    }

    // K18 [code TB26 `viewDidAppear:`]: the tab bar controller's viewDidAppear goes to the selected tab only if that
    // tab got its `will` (`_selectedViewControllerDuringWillAppear`): its own viewDidAppear making its selected tab X
    // a window's root leaves Y selected, which got no `will`, so it gets no `did` either (app seeds 2065588, 2084025:
    // Y got viewDidAppear, then viewDidDisappear, with no `will`)
    @Test func theDidGoesOnlyToTheTabThatGotTheWill() throws {
        let f = Fixture(ios: 26)
        let (t, vc) = try tabs(f, ["X", "Y"])
        f.on("T.viewDidAppear") { try f.window.setRootViewController(vc["X"]!) }
        try f.window.setRootViewController(t)
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(f.take(.appearance, of: ["X", "Y"]) == [
            "X.viewWillAppear", "X.viewWillDisappear", "X.viewDidDisappear", "X.viewWillAppear", "X.viewDidAppear",
        ])
        #expect(t.selectedViewController === vc["Y"] && vc["Y"]!.appearance == .disappeared)
    }

    // The same rule, when a switch is refused before its `will`s (app seed 2245164): in the turn
    // the tab bar controller appears, a window's root R taken as its new tab runs R's
    // viewWillDisappear, whose selection of Z, still the navigation controller's, raises UIKit's
    // hierarchy exception at Z's view; Z got no `will`, so X, still selected and given the
    // tab bar controller's `will`, gets its viewDidAppear (it rested appearing)
    @Test func aSwitchRefusedBeforeItsWillLeavesTheDidToTheTabThatGotIt() throws {
        let f = Fixture(ios: 26)
        let (t, vc) = try tabs(f, ["X", "Y"])
        let r = f.vc("R"), z = f.vc("Z")
        let n = try f.nav("N", root: z)
        #expect(z.parent === n)
        let other = UIWindow(world: f.world, name: "W2")
        try f.window.setRootViewController(t)
        try f.window.makeKeyAndVisible()
        try other.setRootViewController(r)
        try other.makeKeyAndVisible()
        var refused = false
        f.on("R.viewWillDisappear") {
            do { try t.select(index: 2) } catch is UIKitException { refused = true }
        }
        try t.setViewControllers([vc["X"]!, r, z])
        try f.run()
        #expect(refused)
        #expect(t.selectedViewController === vc["X"])
        #expect(f.take(.appearance, of: ["X"]) == ["X.viewWillAppear", "X.viewDidAppear"])
        #expect(vc["X"]!.appearance == .appeared)
        #expect(t.viewControllers.map(\.name) == ["X", "R", "Z"])
    }

    // K18: selecting in code the tab already selected fires nothing
    @Test func selectingTheSelectedTabFiresNothing() throws {
        let f = Fixture()
        let (t, vc) = try tabs(f, ["X", "Y"])
        try f.show(t)
        try t.select(index: 0)
        try t.setSelectedViewController(vc["X"]!)
        try f.run()
        #expect(f.take(Set<EventKind>.lifecycle.union(Set<EventKind>.moves)) == [])
    }

    // K19: compared index by index: Y, replaced at its index by the new W, leaves with neither move; Z, past the
    // new list's end, gets willMove(nil) and didMove(nil); W, new, willMove(T) and didMove(T)
    @Test func tabsAreComparedIndexByIndex() throws {
        let f = Fixture()
        let (t, vc) = try tabs(f, ["X", "Y", "Z"])
        f.tape.skip()
        try t.setViewControllers([vc["X"]!, f.vc("W")])
        #expect(f.take(.moves) == ["Z.willMove(nil)", "Z.didMove(nil)", "W.willMove(T)", "W.didMove(T)"])
        #expect(vc["Y"]!.parent == nil && vc["Z"]!.parent == nil)
        #expect(t.children.map(\.name) == ["X", "W"])
    }

    // K19: a tab removed from the middle shifts the ones after it; a controller still in the new list is not removed
    @Test func aTabRemovedFromTheMiddle() throws {
        let f = Fixture()
        let (t, vc) = try tabs(f, ["X", "Y", "Z"])
        f.tape.skip()
        try t.setViewControllers([vc["X"]!, vc["Z"]!])
        #expect(f.take(.moves) == [])
        #expect(vc["Y"]!.parent == nil && vc["Z"]!.parent === t)
        #expect(t.viewControllers.map(\.name) == ["X", "Z"])
    }

    // K19 [choice, with the evidence's "if the selected controller is gone"]: the selected tab, still in the new
    // list at another index, stays selected and shown: no appearance callbacks
    @Test func theSelectedTabMovedToAnotherIndexStaysSelected() throws {
        let f = Fixture()
        let (t, vc) = try tabs(f, ["X", "Y", "Z"])
        try f.show(t)
        try t.select(index: 2)
        try f.run()
        f.tape.skip()
        try t.setViewControllers([vc["Z"]!, vc["X"]!])
        try f.run()
        #expect(f.take() == [])
        #expect(t.selectedViewController === vc["Z"]! && t.selectedIndex == 0)
    }

    // K20: selectedIndex out of range is silently ignored
    @Test func anIndexOutOfRangeIsIgnored() throws {
        let f = Fixture()
        let (t, _) = try tabs(f, ["X", "Y"])
        try f.show(t)
        try t.select(index: 2)
        try t.select(index: -1)
        try f.run()
        #expect(f.take() == [])
        #expect(t.selectedIndex == 0)
    }

    // K20: selectedViewController set to a controller that is not a tab raises NSInvalidArgumentException
    @Test func selectingAControllerThatIsNotATabRaises() throws {
        let f = Fixture()
        let (t, _) = try tabs(f, ["X", "Y"])
        let other = f.vc("Other")
        #expect(exceptionName { try t.setSelectedViewController(other) } == "NSInvalidArgumentException")
        #expect(exceptionReason { try t.setSelectedViewController(other) }
            == "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected.")
        #expect(exceptionReason { try t.setSelectedViewController(nil) } != nil)
    }
}
