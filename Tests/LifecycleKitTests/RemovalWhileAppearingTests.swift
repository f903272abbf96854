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
}
