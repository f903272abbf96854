// semantics §7: windows and their root controllers.

import Testing
@testable import LifecycleKit

@Suite("§7 windows")
struct WindowTests {
    // §7: makeKeyAndVisible with a root: root will at once, did at the end of the turn [log ×3]
    @Test func makeKeyAndVisibleShowsTheRoot() throws {
        let f = Fixture()
        let a = f.vc("A")
        try f.window.setRootViewController(a)
        let beforeVisible = f.take()
        try f.window.makeKeyAndVisible()
        let inCall = f.take()
        try f.run()
        let endOfTurn = f.take()
        #expect([beforeVisible, inCall, endOfTurn] == [[], ["A.viewDidLoad", "A.viewWillAppear"], ["A.viewDidAppear"]])
    }

    // §7: setting rootViewController on a visible window does the same at that moment [test Lasso]
    @Test func settingTheRootOfAVisibleWindow() throws {
        let f = Fixture()
        try f.window.makeKeyAndVisible()
        let a = f.vc("A")
        try f.window.setRootViewController(a)
        let inCall = f.take()
        try f.run()
        let endOfTurn = f.take()
        #expect([inCall, endOfTurn] == [["A.viewDidLoad", "A.viewWillAppear"], ["A.viewDidAppear"]])
    }

    // §7: replacing the root: the old root's views are removed before the new ones are installed [doc]: its
    // willDisappear at once, its didDisappear queued at the end of the turn before the new root's did (semantics-code K5, K32)
    @Test func replacingTheRoot() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        try f.window.setRootViewController(b)
        try f.run()
        #expect(f.take() == ["A.viewWillDisappear", "B.viewDidLoad", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
    }

    // §7 + §8: a replaced root that nothing holds deinits
    @Test func aReplacedUnheldRootDeinits() throws {
        let f = Fixture()
        try f.show(f.vc("A"))
        try f.window.setRootViewController(f.vc("B"))
        try f.run()
        #expect(f.take([.deinit]) == ["A.deinit"])
    }
}
