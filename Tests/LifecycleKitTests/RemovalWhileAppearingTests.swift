// Operations that used to leave a controller half-appeared for ever (issue 12, item 12): a
// controller removed from a container while appearing or appeared goes through its disappearance.

import Testing
@testable import LifecycleKit

@Suite("Issue 12: no half-done appearance")
struct RemovalWhileAppearingTests {
    // issue 12 item 12: tabs replaced while the selected tab is appearing (its `will` at
    // makeKeyAndVisible, its `did` due at the end of the turn)
    @Test func aSelectedTabReplacedWhileAppearingDisappears() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B"), c = f.vc("C")
        let tabs = UITabBarController(world: f.world, name: "Tabs")
        try tabs.setViewControllers([a, b])
        try f.window.setRootViewController(tabs)
        try f.window.makeKeyAndVisible()
        #expect(a.appearance == .appearing)
        try tabs.setViewControllers([c])
        try f.run()
        #expect(f.take(.appearance, of: ["A"]) == ["A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear"])
        #expect(a.appearance == .disappeared)
        #expect(c.appearance == .appeared)
    }

    // random app seed 2060718 (decisions.md "A child made a window's root"): the tabs set without
    // the selected tab B; B's child H, in the viewWillDisappear forwarded to it, makes B the window's
    // root. Becoming the root ended B's disappearance from the tabs and made it appear there; the
    // tabs, once the `will` returns, neither take B's view out of the window nor end B again (it
    // rested disappeared, its view in no window, after a second viewDidDisappear)
    @Test func aSelectedTabMadeTheWindowsRootInItsWillDisappearStaysTheRoot() throws {
        let f = Fixture(ios: 26)
        let b = f.vc("B"), c = f.vc("C"), h = f.vc("H")
        let tabs = UITabBarController(world: f.world, name: "T")
        try tabs.setViewControllers([b, c])
        try f.show(tabs)
        try b.addChildWithView(h)
        try f.run()
        f.tape.skip()
        f.onFirst("H.viewWillDisappear") { try f.window.setRootViewController(b) }
        try tabs.setViewControllers([c])
        try f.run()
        #expect(f.take(.appearance, of: ["B", "H"]) == [
            "B.viewWillDisappear", "H.viewWillDisappear", "B.viewDidDisappear", "H.viewDidDisappear",
            "B.viewWillAppear", "H.viewWillAppear", "B.viewDidAppear", "H.viewDidAppear",
        ])
        #expect(f.window.rootViewController === b)
        #expect(try b.view.window === f.window)
        #expect(b.appearance == .appeared)
        #expect(tabs.appearance == .disappeared)
    }

    // random app seed 2455939: the tabs set without the selected tab N; N's viewWillDisappear makes
    // the tab bar controller another window's root. Leaving its window and entering the other, the
    // tab bar controller forwards viewWillAppear to its selected tab, still N ([code TB26]: the
    // switch's begin block runs before the new selection is stored), and N's end, the
    // endAppearanceTransition UIKit gives the switch's `from`, goes in direction D (semantics-code
    // K1): viewDidAppear. It got viewDidDisappear while appearing.
    @Test func aSelectedTabReplacedWhoseWillDisappearShowsTheTabsAgainEndsInItsDirection() throws {
        let f = Fixture(ios: 26)
        let n = f.vc("N"), c = f.vc("C")
        let tabs = UITabBarController(world: f.world, name: "T")
        try tabs.setViewControllers([n])
        try f.show(tabs)
        let other = UIWindow(world: f.world, name: "W2")
        try other.setRootViewController(f.vc("X"))
        try other.makeKeyAndVisible()
        try f.run()
        f.tape.skip()
        f.onFirst("N.viewWillDisappear") { try other.setRootViewController(tabs) }
        try tabs.setViewControllers([c])
        try f.run()
        #expect(f.take(.appearance, of: ["N"]) == ["N.viewWillDisappear", "N.viewWillAppear", "N.viewDidAppear"])
        #expect(n.parent == nil)
        #expect(n.appearance == .appeared)
        #expect(tabs.selectedViewController === c)
        #expect(c.appearance == .appeared)
        #expect(other.rootViewController === tabs)
    }
}
