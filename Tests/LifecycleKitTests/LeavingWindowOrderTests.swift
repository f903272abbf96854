// semantics §1 (forwarding order) applied to §4 case 5 and §7 (a view leaving a window): when a
// container with nested children leaves, its own callback comes first, then its children's in
// child order, depth first — for the `did` callbacks as for the `will` ones [log phchan9 (b)].

import Testing
@testable import LifecycleKit

@Suite("§1 forwarding order when a container leaves a window")
struct LeavingWindowOrderTests {
    /// Seed 001's recommended order: addChild, addSubview, didMove.
    private func embed(_ child: UIViewController, in parent: UIViewController) throws {
        try parent.addChild(child)
        try parent.view.addSubview(child.view)
        try child.didMove(toParent: parent)
    }

    /// P with children C1 (which holds G, which holds H) and C2, each view inside its parent's.
    private func tree(_ f: Fixture) throws -> UIViewController {
        let p = f.vc("P"), c1 = f.vc("C1"), g = f.vc("G"), h = f.vc("H"), c2 = f.vc("C2")
        try embed(c1, in: p)
        try embed(g, in: c1)
        try embed(h, in: g)
        try embed(c2, in: p)
        return p
    }

    // §7: replacing the root: the old root gets willDisappear at once, didDisappear at the end of the turn
    // (semantics-code K5), forwarded own first, then the children's in child order, depth first, for did as for
    // will [log phchan9 (b)]
    @Test func replacingARootWithNestedChildren() throws {
        let f = Fixture()
        let p = try tree(f)
        try f.show(p)
        try f.window.setRootViewController(f.vc("New"))
        try f.run()
        #expect(f.take(.appearance, of: ["P", "C1", "G", "H", "C2"]) == [
            "P.viewWillDisappear", "C1.viewWillDisappear", "G.viewWillDisappear", "H.viewWillDisappear", "C2.viewWillDisappear",
            "P.viewDidDisappear", "C1.viewDidDisappear", "G.viewDidDisappear", "H.viewDidDisappear", "C2.viewDidDisappear",
        ])
    }

    // §4 case 5: a container's view removed from its superview while appeared: willDisappear at once, didDisappear
    // at the end of the turn [39.103 prose] (semantics-code K5), in §1's order [log phchan9 (b)]
    @Test func removingAContainersViewFromItsSuperview() throws {
        let f = Fixture()
        let root = f.vc("Root")
        let p = try tree(f)
        try f.show(root)
        try embed(p, in: root)
        try f.run()
        f.tape.skip()
        try p.view.removeFromSuperview()
        try f.run()
        #expect(f.take(.appearance) == [
            "P.viewWillDisappear", "C1.viewWillDisappear", "G.viewWillDisappear", "H.viewWillDisappear", "C2.viewWillDisappear",
            "P.viewDidDisappear", "C1.viewDidDisappear", "G.viewDidDisappear", "H.viewDidDisappear", "C2.viewDidDisappear",
        ])
    }

    // §1: the same order on the way in, for comparison: wills and dids both own first, depth first [log phchan9 (b)]
    @Test func theSameTreeEnteringTheWindow() throws {
        let f = Fixture()
        let p = try tree(f)
        try f.window.setRootViewController(p)
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(f.take(.appearance) == [
            "P.viewWillAppear", "C1.viewWillAppear", "G.viewWillAppear", "H.viewWillAppear", "C2.viewWillAppear",
            "P.viewDidAppear", "C1.viewDidAppear", "G.viewDidAppear", "H.viewDidAppear", "C2.viewDidAppear",
        ])
    }
}
