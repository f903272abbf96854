// semantics §4's hierarchy checks, again when a child is linked: a container's callbacks run
// script code between its first checks and the link (a window's root leaving its window gets
// viewWillDisappear, every child gets willMove), and that code can make the parent-to-be the
// child's descendant, or a controller the child presents. UIKit's addChild checks when it links;
// lifelua did only before, and built a cycle every walk up the parents then followed for ever
// (random app seeds 2068587, 2034631: the scenario hung).

import Testing
@testable import LifecycleKit

@Suite("§4 the hierarchy stays a tree when callbacks change it")
struct HierarchyStaysATreeTests {
    // seed 2068587: pushing the window's root H2 makes it leave its window; its viewWillDisappear
    // adds the navigation controller to it
    @Test func aChildMadeTheParentsAncestorByACallbackIsRefusedWhenLinked() throws {
        let f = Fixture(ios: 26)
        let h2 = f.vc("H2"), nav = try f.nav("N", root: nil)
        try f.show(h2)
        f.on("H2.viewWillDisappear") { try h2.addChildWithView(nav) }
        #expect(exceptionName { try nav.pushViewController(h2, animated: true) } == "UIViewControllerHierarchyInconsistency")
        #expect(nav.parent === h2)
        try #require(h2.parent == nil)   // a cycle otherwise: the run below would never end
        #expect(nav.viewControllers.isEmpty)
        try f.run()
    }

    // seed 2034631: setViewControllers takes the window's root T; T's viewWillDisappear has its tab
    // C present the navigation controller, which would then contain what presents it
    @Test func aChildThatPresentsTheParentSinceTheChecksIsRefusedWhenLinked() throws {
        let f = Fixture(ios: 26)
        let a = f.vc("A"), b = f.vc("B"), c = f.vc("C"), h1 = f.vc("H1")
        let nav = try f.nav("N", root: a)
        let tabs = UITabBarController(world: f.world, name: "T")
        try tabs.setViewControllers([b, c])
        try f.show(tabs)
        f.on("T.viewWillDisappear") { try c.present(nav, animated: true) }
        #expect(exceptionName { try nav.setViewControllers([tabs, h1], animated: true) } == "NSInvalidArgumentException")
        try #require(tabs.parent == nil)   // a cycle through the presentation otherwise
        #expect(nav.viewControllers.allSatisfy { $0.parent === nav })
        try f.run()
        #expect(nav.appearance == .appeared)
    }

    // seed 2071010: a tab bar controller takes W2's root H1; H1's viewWillDisappear has a
    // navigation controller take it first. The tab bar controller's addChild linked it anyway,
    // and the navigation controller kept it in its stack: its transition then raised the
    // hierarchy exception, and it never appeared. Now H1 leaves the navigation controller first.
    @Test func aChildGivenAParentByACallbackLeavesItBeforeTheLink() throws {
        let f = Fixture(ios: 26)
        let a = f.vc("A"), h1 = f.vc("H1"), h3 = f.vc("H3")
        let nav = try f.nav("N", root: a)
        let tabs = UITabBarController(world: f.world, name: "T")
        let other = UIWindow(world: f.world)
        try other.setRootViewController(h1)
        try other.makeKeyAndVisible()
        try f.window.setRootViewController(nav)
        try f.window.makeKeyAndVisible()
        f.onFirst("H1.viewWillDisappear") { try nav.setViewControllers([h3, h1], animated: true) }
        try tabs.setViewControllers([h1])
        #expect(h1.parent === tabs)
        #expect(nav.viewControllers.map(\.name) == ["H3"])
        try f.run()
        #expect(nav.appearance == .appeared)
        #expect(h3.appearance == .appeared)
    }
}
