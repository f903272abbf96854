// printHierarchy (lua-api.md): the tree of windows, controllers, children and presented
// controllers, each with its state and what its class adds: "top:" for a navigation
// controller, "selected:" for a tab bar controller.

import Testing
@testable import LifecycleKit

@Suite("printHierarchy")
struct HierarchyTests {
    @Test func containersNoteTheirTopAndTheirSelection() throws {
        let f = Fixture()
        let nav = try f.nav("Nav", root: f.vc("A"))
        let tabs = UITabBarController(world: f.world, name: "Tabs")
        try tabs.setViewControllers([nav, f.vc("T")])
        try f.show(tabs)
        #expect(f.world.hierarchyDescription() == """
        <UIWindow: Window> #1 (key, visible)
           <UITabBarController: Tabs>, state: appeared, selected: Nav
           |    <UINavigationController: Nav>, state: appeared, top: A
           |    |    <UIViewController: A>, state: appeared
           |    <UIViewController: T>, state: disappeared, view not loaded
        """)
        try nav.pushViewController(f.vc("B"), animated: false)
        try f.run()
        try tabs.select(index: 1)
        try f.run()
        #expect(f.world.hierarchyDescription() == """
        <UIWindow: Window> #1 (key, visible)
           <UITabBarController: Tabs>, state: appeared, selected: T
           |    <UINavigationController: Nav>, state: disappeared, top: B
           |    |    <UIViewController: A>, state: disappeared
           |    |    <UIViewController: B>, state: disappeared
           |    <UIViewController: T>, state: appeared
        """)
    }

    @Test func emptyContainersAddNothing() throws {
        let f = Fixture()
        let nav = try f.nav("Nav", root: nil)
        try f.window.setRootViewController(nav)
        #expect(f.world.hierarchyDescription() == """
        <UIWindow: Window> #1 (hidden)
           <UINavigationController: Nav>, state: disappeared, view not loaded
        """)
    }
}
